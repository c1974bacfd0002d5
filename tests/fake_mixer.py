"""A mixer that records what the game plays instead of making a sound (game/client/sound.py's `Mixer`)."""

from __future__ import annotations

from pathlib import Path

from game.client.sound import Effect, SoundPlayer


class FakeMixer:
    def __init__(self, fails: bool = False) -> None:
        self.fails = fails
        self.starts = 0
        self.stopped = False
        self.loaded: list[str] = []
        self.played: list[tuple[str, float]] = []  # (effect, volume), in order

    def start(self) -> None:
        self.starts += 1
        if self.fails:
            raise RuntimeError("No available audio device")  # what pygame.error says without a device

    def load(self, path: Path) -> str:
        if not path.exists():
            raise FileNotFoundError(path)
        self.loaded.append(path.stem)
        return path.stem

    def play(self, sound: str, volume: float) -> None:
        self.played.append((sound, volume))

    def stop(self) -> None:
        self.stopped = True

    def effects(self) -> list[str]:
        return [name for name, _ in self.played]


def recording_player(settings, mixer: FakeMixer | None = None, **kwargs) -> tuple[SoundPlayer, FakeMixer]:
    """A player following `settings` (a SettingsStore), playing into a FakeMixer."""
    mixer = mixer or FakeMixer()
    player = SoundPlayer(lambda: settings.sound_volume, lambda: settings.muted, mixer=mixer, **kwargs)
    return player, mixer


__all__ = ["Effect", "FakeMixer", "recording_player"]
