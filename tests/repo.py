"""Where the repository is, for tests that run its commands in a subprocess."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
