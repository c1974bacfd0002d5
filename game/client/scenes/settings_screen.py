"""The settings screen, from the title and the pause menu: animation speed (or instant), sound volume and mute,
hints, the coach, full screen and the language.

Every change applies at once and is saved at once through the run's `SettingsStore`; when the settings file
could not be used (the store is not writable) or cannot be saved, the screen says that changes last for this
run only. Mouse: click a choice or a point of a slider (or drag its knob). Keyboard: Tab / Shift+Tab, Up and
Down move the focus over the rows and the Back button, Left and Right change the focused row, Space or Enter
turns it on or off (or to its next choice) or presses Back; Escape goes back to the screen it came from.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

import pygame

from game.client.scenes.base import Host
from game.client.scenes.menu import MenuScene
from game.client.sound import Effect
from game.client.view import palette as pal
from game.client.view.text import Face, Fonts
from game.client.view.widgets import ACTIVATE_KEYS, Button, Widget, dim, draw_focus, draw_panel
from game.storage.settings import ANIMATION_SPEEDS
from game.text.i18n import LANGUAGE_NAMES, LANGUAGES, N_, _, apply_language_setting

INSTANT = "instant"  # the speed slider's last step: no animations at all
SPEED_STEPS: tuple[float, ...] = tuple(s for s in (0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 4.0)
                                       if ANIMATION_SPEEDS.contains(s))
VOLUME_STEPS = tuple(i / 10 for i in range(11))

ROW_H = 90
LABEL_W = 380


class RowKind(Enum):
    SLIDER = "slider"  # steps along a track (Left/Right move one step)
    CHOICE = "choice"  # side-by-side choices (Left/Right move to the neighbour, Space/Enter to the next)


@dataclass(frozen=True)
class Option:
    value: Any
    label: str  # marked with N_ (translated where drawn), unless `native`
    native: bool = False  # a name shown as it is in every language (a language's own name)

    def shown(self) -> str:
        return self.label if self.native else _(self.label)


class SettingRow(Widget):
    """One setting: its label, and a slider or a row of choices as wide as `rect`."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], label: str, kind: RowKind,
                 options: Sequence[Option], index: Callable[[], int], choose: Callable[[Any], None],
                 caption: Callable[[], str] = lambda: "") -> None:
        super().__init__(rect)
        self.label = label  # marked with N_
        self.kind = kind
        self.options = list(options)
        self.index = index  # the option the settings hold now
        self.choose = choose
        self.caption = caption  # the slider's value in words, drawn beside it
        self.dragging = False
        self.hover_index: int | None = None

    # ----------------------------------------------------------------- geometry
    def track(self) -> pygame.Rect:
        """The slider's bar (its knob stops at evenly spaced notches along it)."""
        return pygame.Rect(self.rect.x + 24, self.rect.centery - 5, self.rect.w - 210, 10)

    def notch_x(self, index: int) -> int:
        track = self.track()
        return round(track.x + track.w * index / max(1, len(self.options) - 1))

    def segment(self, index: int) -> pygame.Rect:
        n = max(1, len(self.options))
        x0 = self.rect.x + self.rect.w * index // n
        x1 = self.rect.x + self.rect.w * (index + 1) // n
        return pygame.Rect(x0, self.rect.y, x1 - x0, self.rect.h)

    def index_at(self, pos: Any) -> int | None:
        if pos is None:
            return None
        if self.kind is RowKind.SLIDER:
            track = self.track()
            if not (self.dragging or self.rect.collidepoint(pos)):
                return None
            share = (pos[0] - track.x) / max(1, track.w)
            return max(0, min(len(self.options) - 1, round(share * (len(self.options) - 1))))
        if not self.rect.collidepoint(pos):
            return None
        return next((i for i in range(len(self.options)) if self.segment(i).collidepoint(pos)), None)

    # ----------------------------------------------------------------- changes
    def pick(self, index: int) -> bool:
        """Choose option `index`; False when it is already the one chosen."""
        index = max(0, min(len(self.options) - 1, index))
        if index == self.index():
            return False
        self.choose(self.options[index].value)
        return True

    def step(self, delta: int) -> bool:
        return self.pick(self.index() + delta)

    def activate(self) -> bool:
        """Space or Enter: a choice goes on to the next one (round the end); a slider one step up (round too)."""
        return self.pick((self.index() + 1) % len(self.options))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.active:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.index_at(event.pos)
            if index is None:
                return False
            self.dragging = self.kind is RowKind.SLIDER
            self.pick(index)
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover_index = self.index_at(event.pos)
            if self.dragging and self.hover_index is not None:
                self.pick(self.hover_index)
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return True
        return False

    def update(self, dt: float, mouse: tuple[int, int] | None) -> None:
        super().update(dt, mouse)
        self.hover_index = self.index_at(mouse) if self.active else None

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        label = _(self.label)
        fonts.blit(surface, label, fitting(fonts, label, 32, LABEL_W - 24, Face.BOLD), pal.INK, Face.BOLD,
                   midleft=(self.rect.x - LABEL_W, self.rect.centery))
        if self.kind is RowKind.SLIDER:
            self._draw_slider(surface, fonts)
        else:
            self._draw_choices(surface, fonts)
        if self.keyboard_focus:
            draw_focus(surface, self.rect.inflate(LABEL_W + 24, 0).move(-(LABEL_W + 24) // 2, 0), 16)

    def _draw_slider(self, surface: pygame.Surface, fonts: Fonts) -> None:
        track, chosen = self.track(), self.index()
        pygame.draw.rect(surface, pal.PARCHMENT_DARK, track, border_radius=5)
        filled = pygame.Rect(track.x, track.y, self.notch_x(chosen) - track.x, track.h)
        pygame.draw.rect(surface, pal.GOLD_DARK, filled, border_radius=5)
        for i in range(len(self.options)):
            pygame.draw.circle(surface, pal.WOOD_LIGHT if i > chosen else pal.GOLD_DARK,
                               (self.notch_x(i), track.centery), 7)
        if self.hover_index is not None and self.hover_index != chosen:
            pygame.draw.circle(surface, pal.GOLD_LIGHT, (self.notch_x(self.hover_index), track.centery), 14, 3)
        knob = (self.notch_x(chosen), track.centery)
        pygame.draw.circle(surface, pal.shade(pal.WOOD, -0.2), (knob[0], knob[1] + 3), 20)
        pygame.draw.circle(surface, pal.GOLD, knob, 20)
        pygame.draw.circle(surface, pal.GOLD_LIGHT, (knob[0] - 5, knob[1] - 6), 6)
        fonts.blit(surface, self.caption(), 32, pal.INK, Face.BOLD,
                   midright=(self.rect.right - 8, self.rect.centery))

    def _draw_choices(self, surface: pygame.Surface, fonts: Fonts) -> None:
        pygame.draw.rect(surface, pal.FELT_DARK, self.rect, border_radius=14)
        chosen = self.index()
        for i, option in enumerate(self.options):
            seg = self.segment(i).inflate(-8, -8)
            if i == chosen:
                pygame.draw.rect(surface, pal.GOLD, seg, border_radius=11)
                ink, face = pal.INK, Face.BOLD
            else:
                if i == self.hover_index:
                    pygame.draw.rect(surface, pal.FELT_LIGHT, seg, border_radius=11)
                ink, face = pal.PARCHMENT, Face.REGULAR
            text = option.shown()
            fonts.blit(surface, text, fitting(fonts, text, 26, seg.w - 16, face), ink, face, center=seg.center)


def fitting(fonts: Fonts, text: str, size: int, width: int, face: Face = Face.REGULAR) -> int:
    """`size`, or a smaller one (down to two thirds of it) at which `text` fits in `width` pixels: a longer word
    of another language stays inside its box."""
    return fonts.fitting_size(text, size, width, smallest=max(1, size * 2 // 3), face=face)


def speed_caption(speed: float, instant: bool) -> str:
    if instant:
        return _("Instant")
    return _("{speed}×").format(speed=f"{speed:g}")


class SettingsScene(MenuScene):
    opaque = False  # the screen it came from shows, dimmed, around the card
    blocks_input = True
    blocks_update = True

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        w, h = app.canvas_size
        self.card = pygame.Rect(0, 0, 1240, 1000)
        self.card.center = (w // 2, h // 2)
        self.problem: str | None = None  # a sentence: the settings could not be saved
        x = self.card.x + 80 + LABEL_W
        width = self.card.right - 80 - x
        top = self.card.y + 166

        def place(i: int) -> tuple[int, int, int, int]:
            return (x, top + i * (ROW_H + 6) + 12, width, ROW_H - 24)

        store = app.settings
        on_off = [Option(False, N_("Off")), Option(True, N_("On"))]
        self.speed = SettingRow(
            place(0), N_("Animation speed"), RowKind.SLIDER,
            [*(Option(s, "") for s in SPEED_STEPS), Option(INSTANT, N_("Instant"))],
            self._speed_index, self._set_speed,
            caption=lambda: speed_caption(store.animation_speed, store.instant_animations))
        self.volume = SettingRow(
            place(1), N_("Sound volume"), RowKind.SLIDER, [Option(v, "") for v in VOLUME_STEPS],
            lambda: _nearest(VOLUME_STEPS, store.sound_volume),
            lambda v: self._change(sound_volume=v),
            caption=lambda: _("{percent} %").format(percent=round(store.sound_volume * 100)))
        self.sound = SettingRow(place(2), N_("Sound"), RowKind.CHOICE,
                                [Option(True, N_("Off")), Option(False, N_("On"))],
                                lambda: 0 if store.muted else 1, lambda muted: self._change(muted=muted))
        self.hints = SettingRow(place(3), N_("Hints"), RowKind.CHOICE, on_off, lambda: int(store.hints),
                                lambda on: self._change(hints=on))
        self.coach = SettingRow(place(4), N_("Coach"), RowKind.CHOICE, on_off, lambda: int(store.coach),
                                lambda on: self._change(coach=on))
        self.fullscreen = SettingRow(place(5), N_("Full screen"), RowKind.CHOICE, on_off,
                                     lambda: int(app.fullscreen), self._set_fullscreen)
        languages = [Option("", N_("System")), *(Option(c, LANGUAGE_NAMES.get(c, c), native=True) for c in LANGUAGES)]
        self.language = SettingRow(place(6), N_("Language"), RowKind.CHOICE, languages,
                                   lambda: next((i for i, o in enumerate(languages) if o.value == store.language), 0),
                                   self._set_language)
        self.rows = [self.speed, self.volume, self.sound, self.hints, self.coach, self.fullscreen, self.language]
        self.back_button = Button((self.card.centerx - 180, self.card.bottom - 124, 360, 80), _("Back"), self.back,
                                  style="primary", keys=(pygame.K_ESCAPE,), size=34)
        self.widgets = [*self.rows, self.back_button]
        self.focus: Widget | None = None  # nothing until Tab or an arrow is pressed: a mouse player sees no ring

    # ----------------------------------------------------------------- the settings
    def _speed_index(self) -> int:
        store = self.app.settings
        return len(SPEED_STEPS) if store.instant_animations else _nearest(SPEED_STEPS, store.animation_speed)

    def _set_speed(self, value: float | str) -> None:
        if value == INSTANT:
            self._change(instant_animations=True)
        else:
            self._change(animation_speed=value, instant_animations=False)

    def _set_fullscreen(self, on: bool) -> None:
        if on != self.app.fullscreen:
            self.app.toggle_fullscreen()  # the same switch as F11
        self._change(fullscreen=self.app.fullscreen)

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

    def update(self, dt: float) -> None:
        self.back_button.label = _("Back")  # looked up each frame: a change of language shows at once
        super().update(dt)

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 170)
        draw_panel(surface, self.card, pal.PARCHMENT, pal.WOOD_LIGHT, radius=26, shadow=10, border_width=5)
        fonts = self.fonts
        fonts.blit(surface, _("Settings"), 64, pal.INK, Face.TITLE, midtop=(self.card.centerx, self.card.y + 48))
        room = self.card.w - 60
        if self.lasts_for_this_run_only:
            note = _("The settings file cannot be written, so changes last for this run only.")
            fonts.blit(surface, note, fitting(fonts, note, 24, room), pal.OCHRE_RED,
                       midtop=(self.card.centerx, self.card.y + 128))
        else:
            note = _("Changes apply at once and are saved.")
            fonts.blit(surface, note, fitting(fonts, note, 24, room), pal.INK_SOFT,
                       midtop=(self.card.centerx, self.card.y + 128))
        self.draw_widgets(surface)
        hint = _("Tab or arrows: move · Left/Right: change · M: sound on/off · Esc: back")
        fonts.blit(surface, hint, fitting(fonts, hint, 22, room), pal.INK_SOFT,
                   midbottom=(self.card.centerx, self.card.bottom - 14))


def _nearest(steps: Sequence[float], value: float) -> int:
    """The index of the step closest to `value` (a speed from the file need not be one of the steps)."""
    return min(range(len(steps)), key=lambda i: abs(steps[i] - value))
