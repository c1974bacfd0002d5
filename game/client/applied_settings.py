"""The settings as they act on the running game: the sound effects at the settings' volume and muting (made, and
the mixer started, on first use), M muting or unmuting with a passing notice that says so, the scenes' timelines at
the settings' animation speed, the look (normal or high contrast) every screen draws in, and the text size the
play screen's panels draw at, from the start and at once when they change. The language is applied where the
window opens (game/client/window.py); the settings screen changes the rest as they are chosen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.client.notice import PassingNotice
from game.client.view import palette
from game.client.view.text import TextStep, use_text_step
from game.client.view.tween import Timeline
from game.storage.settings import SettingsStore
from game.text.i18n import N_

if TYPE_CHECKING:
    from game.client.sound import SoundPlayer


def apply_look(store: SettingsStore) -> None:
    """Every screen draws in the look `store` holds (normal or high contrast) from the next frame on."""
    palette.use_look(palette.Look.HIGH_CONTRAST if store.high_contrast else palette.Look.NORMAL)


def apply_text_size(store: SettingsStore) -> None:
    """The panels that honour the text size draw at the step `store` holds from their next paint on."""
    use_text_step(TextStep(store.text_size))


class AppliedSettings:
    """The run's settings `store` applied; `sound`: the sound effects to play through (None: made on first use,
    playing through pygame.mixer); `notice`: where a change is said."""

    def __init__(self, store: SettingsStore, notice: PassingNotice, sound: SoundPlayer | None) -> None:
        self.store = store
        self.notice = notice
        self._sound = sound
        apply_look(store)
        apply_text_size(store)

    @property
    def sound(self) -> SoundPlayer:
        """The sound effects (made on first use: the title's first frame plays nothing)."""
        if self._sound is None:
            from game.client.sound import SoundPlayer

            store = self.store
            self._sound = SoundPlayer(lambda: store.sound_volume, lambda: store.muted)
        return self._sound

    def end_frame(self) -> None:
        """The frame's effects are played, each once (none if no sound was ever made)."""
        if self._sound is not None:
            self._sound.end_frame()

    def close(self) -> None:
        if self._sound is not None:
            self._sound.close()  # the mixer stops with the window

    def toggle_mute(self) -> None:
        """Sound off or on (saved at once), said by a passing notice."""
        self.store.muted = not self.store.muted
        self.notice.show(N_("Sound off (M)") if self.store.muted else N_("Sound on (M)"))

    def make_timeline(self) -> Timeline:
        """A timeline that follows the animation speed setting."""
        return Timeline(speed=lambda: self.store.animation_speed)
