"""Test setup shared by every test: no real display or sound device is needed."""

import os
import tempfile

# Set before anything imports pygame, so tests never open a real window or audio device.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# Autosaves and settings go to a throwaway folder, never to the real user's data folder (game/storage.py).
os.environ.setdefault("IBEXES_DATA_DIR", tempfile.mkdtemp(prefix="ibexes-test-data-"))
