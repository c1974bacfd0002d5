"""The rules, the log and the bots run without pygame: importing them must not load it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("module", ["game.rules", "game.storage.game_log", "game.text.narrate", "game.bots"])
def test_importing_does_not_load_pygame(module: str) -> None:
    code = f"import {module}, sys; assert 'pygame' not in sys.modules, sorted(m for m in sys.modules if 'pygame' in m)"
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
