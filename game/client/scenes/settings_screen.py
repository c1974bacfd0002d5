"""The settings screen, from the title and the pause menu: animation speed (or instant), sound volume and mute,
hints, the coach, the high-contrast look, the text size, full screen and the language.

Every change applies at once and is saved at once through the run's `SettingsStore`; when the settings file
could not be used (the store is not writable) or cannot be saved, the screen says that changes last for this
run only. Mouse: click a choice or a point of a slider (or drag its knob). Keyboard: Tab / Shift+Tab, Up and
Down move the focus over the rows and the Back button, Left and Right change the focused row, Space or Enter
turns it on or off (or to its next choice) or presses Back; Escape goes back to the screen it came from.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.client.applied_settings import apply_look, apply_text_size
from game.client.scenes.base import Host
from game.client.scenes.menu import MenuScene
from game.client.sound import Effect
from game.client.view import palette as pal
from game.client.view.buttons import Button
from game.client.view.choosers import Option, Segmented, Slider
from game.client.view.drawing import dim, draw_focus, draw_panel
from game.client.view.focus import ACTIVATE_KEYS
from game.client.view.text import Face, Fonts
from game.client.view.widgets import Widget
from game.storage.settings import ANIMATION_SPEEDS
from game.text.i18n import LANGUAGE_NAMES, LANGUAGES, N_, _, apply_language_setting, decimal

INSTANT = "instant"  # the speed slider's last step: no animations at all
SPEED_STEPS: tuple[float, ...] = tuple(s for s in (0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 4.0)
                                       if ANIMATION_SPEEDS.contains(s))
VOLUME_STEPS = tuple(i / 10 for i in range(11))

ROW_H = 76
LABEL_W = 380


class SettingRow(Widget):
    """One setting: its label at the left, and its control (a `Slider` or a `Segmented`) filling `rect`. The control
    shows what the settings hold (`read`), which may change while the screen is open (F11, M). Left and Right move
    it one step, stopping at the ends; Space or Enter takes the next option, round the end."""

    def __init__(self, label: str, control: Slider | Segmented, read: Callable[[], Any], tooltip: str = "") -> None:
        super().__init__(control.rect)
        self.label = label  # marked with N_
        self.control = control
        self.read = read
        self.tooltip = tooltip  # what the setting does (N_), shown while the mouse rests on it or the focus is on it

    @property
    def options(self) -> list[Option]:
        return self.control.options

    def _current(self) -> Slider | Segmented:
        self.control.value = self.read()
        return self.control

    def step(self, delta: int) -> None:
        control = self._current()
        control.choose(control.index() + delta)

    def activate(self) -> None:
        control = self._current()
        control.choose((control.index() + 1) % len(control.options))

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.active and self._current().handle_event(event)

    def update(self, dt: float, mouse: tuple[int, int] | None) -> None:
        super().update(dt, mouse)
        self._current().update(dt, mouse)

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        label = _(self.label)
        room = pygame.Rect(self.rect.x - LABEL_W, self.rect.y - 12, LABEL_W - 24, self.rect.h + 24)
        fonts.blit(surface, label, fitting(fonts, label, 32, room.w, Face.BOLD), pal.INK, Face.BOLD, room=room,
                   midleft=(room.x, self.rect.centery))
        self.control.draw(surface, fonts)
        if self.keyboard_focus:
            draw_focus(surface, self.rect.inflate(LABEL_W + 24, 0).move(-(LABEL_W + 24) // 2, 0), 16)


# What each setting does, in one line (its tooltip), by its label.
ROW_TIPS = {
    N_("Animation speed"): N_("How fast tiles and pawns move; Instant shows each move at once"),
    N_("Sound volume"): N_("How loud the game's sounds are"),
    N_("Sound"): N_("The game's sounds on or off (M, anywhere)"),
    N_("Hints"): N_("While you choose, pointing at a tile shows where it would go and what it scores (H in play)"),
    N_("Coach"): N_("Each of your choices rated by the Expert bot's search, from your view only (C in play)"),
    N_("High contrast"): N_("Darker text on lighter cards, darker ground and stronger outlines, on every screen"),
    N_("Text size"): N_("Larger text in play: the history, the coach, the status line, tooltips and the guide"),
    N_("Full screen"): N_("The game fills the screen, or plays in a window (F11, anywhere)"),
    N_("Language"): N_("The game's language; System follows your computer's"),
}


def fitting(fonts: Fonts, text: str, size: int, width: int, face: Face = Face.REGULAR) -> int:
    """`size`, or a smaller one (down to two thirds of it) at which `text` fits in `width` pixels: a longer word
    of another language stays inside its box."""
    return fonts.fitting_size(text, size, width, smallest=max(1, size * 2 // 3), face=face)


def speed_caption(speed: float, instant: bool) -> str:
    if instant:
        return _("Instant")
    return _("{speed}×").format(speed=decimal(speed))  # "1,5×" in German and Dutch


class SettingsScene(MenuScene):
    opaque = False  # the screen it came from shows, dimmed, around the card
    blocks_input = True
    blocks_update = True

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        w, h = app.canvas_size
        self.card = pygame.Rect(0, 0, 1240, 1044)
        self.card.center = (w // 2, h // 2)
        self.problem: str | None = None  # a sentence: the settings could not be saved
        x = self.card.x + 80 + LABEL_W
        width = self.card.right - 80 - x
        top = self.card.y + 166

        def place(i: int) -> tuple[int, int, int, int]:
            return (x, top + i * (ROW_H + 6) + 12, width, ROW_H - 24)

        store = app.settings
        on_off = [Option(False, N_("Off")), Option(True, N_("On"))]

        def row(index: int, label: str, options: list[Option], read: Callable[[], Any],
                choose: Callable[[Any], None]) -> SettingRow:
            return SettingRow(label, Segmented(place(index), options, read(), choose, inset=8, radius=14), read,
                              ROW_TIPS[label])

        def slider(index: int, label: str, options: list[Option], read: Callable[[], Any],
                   choose: Callable[[Any], None], caption: Callable[[], str]) -> SettingRow:
            return SettingRow(label, Slider(place(index), options, read(), choose, caption), read, ROW_TIPS[label])

        self.speed = slider(0, N_("Animation speed"), [*(Option(s) for s in SPEED_STEPS), Option(INSTANT)],
                            self._speed_value, self._set_speed,
                            lambda: speed_caption(store.animation_speed, store.instant_animations))
        self.volume = slider(1, N_("Sound volume"), [Option(v) for v in VOLUME_STEPS],
                             lambda: VOLUME_STEPS[_nearest(VOLUME_STEPS, store.sound_volume)],
                             lambda v: self._change(sound_volume=v),
                             lambda: _("{percent} %").format(percent=round(store.sound_volume * 100)))
        self.sound = row(2, N_("Sound"), [Option(True, N_("Off")), Option(False, N_("On"))],
                         lambda: store.muted, lambda muted: self._change(muted=muted))
        self.hints = row(3, N_("Hints"), on_off, lambda: store.hints, lambda on: self._change(hints=on))
        self.coach = row(4, N_("Coach"), on_off, lambda: store.coach, lambda on: self._change(coach=on))
        self.contrast = row(5, N_("High contrast"), on_off, lambda: store.high_contrast, self._set_contrast)
        self.text_size = row(6, N_("Text size"), [Option("normal", N_("Normal")), Option("large", N_("Large")),
                                                  Option("largest", N_("Largest"))],
                             lambda: store.text_size, self._set_text_size)
        self.fullscreen = row(7, N_("Full screen"), on_off, lambda: app.fullscreen, self._set_fullscreen)
        languages = [Option("", N_("System")), *(Option(c, LANGUAGE_NAMES.get(c, c), native=True) for c in LANGUAGES)]
        self.language = row(8, N_("Language"), languages, lambda: store.language, self._set_language)
        self.rows = [self.speed, self.volume, self.sound, self.hints, self.coach, self.contrast, self.text_size,
                     self.fullscreen, self.language]
        self.back_button = Button((self.card.centerx - 180, self.card.bottom - 124, 360, 80), _("Back"), self.back,
                                  style="primary", keys=(pygame.K_ESCAPE,), size=34,
                                  tooltip=N_("Back; every change is saved already (Escape)"))
        self.widgets = [*self.rows, self.back_button]
        self.focus: Widget | None = None  # nothing until Tab or an arrow is pressed: a mouse player sees no ring

    # ----------------------------------------------------------------- the settings
    def _speed_value(self) -> float | str:
        store = self.app.settings
        return INSTANT if store.instant_animations else SPEED_STEPS[_nearest(SPEED_STEPS, store.animation_speed)]

    def _set_speed(self, value: float | str) -> None:
        if value == INSTANT:
            self._change(instant_animations=True)
        else:
            self._change(animation_speed=value, instant_animations=False)

    def _set_fullscreen(self, on: bool) -> None:
        if on != self.app.fullscreen:
            self.app.toggle_fullscreen()  # the same switch as F11
        self._change(fullscreen=self.app.fullscreen)

    def _set_contrast(self, on: bool) -> None:
        """The look changes at once, under this screen as well (every screen reads the palette as it draws)."""
        self._change(high_contrast=on)
        apply_look(self.app.settings)

    def _set_text_size(self, step: str) -> None:
        """The play screen's history, coach, status line, tooltips and guide's card grow or shrink at once."""
        self._change(text_size=step)
        apply_text_size(self.app.settings)

    def _set_language(self, code: str) -> None:
        self._change(language=code)
        apply_language_setting(self.app.settings.language)

    def _change(self, **changes: Any) -> None:
        """Apply and save `changes` at once; a sentence is kept when they could not be saved."""
        problem = self.app.settings.update(**changes)
        if problem:
            self.problem = problem
        # Heard at the new volume (and not at all once muted): the player hears what they chose.
        self.app.sound.play(Effect.BUTTON)

    @property
    def lasts_for_this_run_only(self) -> bool:
        return not self.app.settings.writable or self.problem is not None

    def back(self) -> None:
        self.app.pop()

    # ----------------------------------------------------------------- input
    def focus_items(self) -> list[Widget]:
        return [w for w in self.widgets if w.active]

    def set_focus(self, widget: Widget | None) -> None:
        for item in self.widgets:
            item.keyboard_focus = item is widget
        self.focus = widget

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return super().handle_event(event) if event.type != pygame.KEYUP else False

    def _key(self, event: pygame.event.Event) -> bool:
        key, items = event.key, self.focus_items()
        focused = self.focus if self.focus in items else None
        step = 0
        if key == pygame.K_TAB:
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
        elif key in (pygame.K_DOWN, pygame.K_UP):
            step = 1 if key == pygame.K_DOWN else -1
        if step:
            if focused is None:
                self.set_focus(items[0] if step > 0 else items[-1])
            else:
                self.set_focus(items[(items.index(focused) + step) % len(items)])
            return True
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            if isinstance(focused, SettingRow):
                focused.step(1 if key == pygame.K_RIGHT else -1)
            elif focused is None:
                self.set_focus(items[0])  # an arrow first shows where the focus is
            return True
        if key in ACTIVATE_KEYS and focused is not None:
            if isinstance(focused, SettingRow):
                focused.activate()
            elif isinstance(focused, Button):
                focused.click()
            return True
        if key == pygame.K_ESCAPE:
            self.back()
            return True
        return False

    def hint(self) -> tuple[str, int]:
        """The line on the keys at the card's foot, and its size."""
        hint = _("Tab or arrows: move · Left/Right: change · M: sound on/off · Esc: back")
        return hint, fitting(self.fonts, hint, 22, self.card.w - 60)

    def update(self, dt: float) -> None:
        self.back_button.label = _("Back")  # looked up each frame: a change of language shows at once
        # The button stands over the line on the keys, however high the text size makes that line.
        hint, size = self.hint()
        self.back_button.rect.bottom = min(self.card.bottom - 44,
                                           self.card.bottom - 14 - self.fonts.size(hint, size)[1] - 10)
        super().update(dt)

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 170)
        draw_panel(surface, self.card, pal.PARCHMENT, pal.WOOD_LIGHT, radius=26, shadow=10, border_width=5)
        fonts = self.fonts
        card, room = self.card, self.card.w - 60
        if self.lasts_for_this_run_only:
            note, ink = _("The settings file cannot be written, so changes last for this run only."), pal.OCHRE_RED
        else:
            note, ink = _("Changes apply at once and are saved."), pal.INK_SOFT
        size = fitting(fonts, note, 24, room)
        lines = fonts.wrap(note, size, room)  # on two lines when the text size makes it too long for one
        # The heading moves up to make room for a second line above the first setting.
        title = fonts.blit(surface, _("Settings"), 64, pal.INK, Face.TITLE, room=card,
                           midtop=(card.centerx, card.y + (48 if len(lines) < 2 else 20)))
        step = fonts.font(size).get_linesize() + 2
        for k, line in enumerate(lines):
            fonts.blit(surface, line, size, ink, room=card, midtop=(card.centerx, title.bottom + 4 + k * step))
        self.draw_widgets(surface)
        hint, size = self.hint()
        fonts.blit(surface, hint, size, pal.INK_SOFT, room=card, midbottom=(card.centerx, card.bottom - 14))


def _nearest(steps: Sequence[float], value: float) -> int:
    """The index of the step closest to `value` (a speed from the file need not be one of the steps)."""
    return min(range(len(steps)), key=lambda i: abs(steps[i] - value))
