"""The setup screen: who plays. 2 to 8 seats, each a person at this screen, a person on a phone, a person at another
computer, or a bot (with a level), with a name, a colour and an order.

The editing rules live in `SetupModel` (so they are tested without drawing); `SetupScene` lays out one row of
widgets per seat and rebuilds them whenever the model changes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import pygame

from game.client.scenes.base import Host
from game.client.scenes.menu import MenuScene
from game.client.view import palette as pal
from game.client.view.buttons import Button
from game.client.view.choosers import Option, Segmented
from game.client.view.drawing import draw_panel, draw_pawn
from game.client.view.swatches import ColorSwatches
from game.client.view.text import Face, least_text
from game.client.view.text_input import TextInput
from game.client.view.widgets import Widget
from game.match_setup.seats import BOT, CONTROLLERS, HUMAN, PHONE, REMOTE, MatchConfig, SeatConfig, default_match
from game.rules import COLORS
from game.rules.players import MAX_PLAYERS, MIN_PLAYERS
from game.text.i18n import N_, _, ngettext
from game.text.levels import LEVEL_LABELS, LEVEL_TIPS
from game.text.narrate import YOU, shown_name

MIN_SEATS = MIN_PLAYERS
MAX_SEATS = MAX_PLAYERS
NAME_LENGTH = 16
# The bot levels as the setup screen names them (translated where drawn); game/bots/__init__.py has the levels.


def bot_levels() -> tuple[str, ...]:
    """The bot levels of this build, read when asked (the list grows as bots are added)."""
    from game.bots import LEVELS

    return tuple(LEVELS)


def default_level(levels: tuple[str, ...]) -> str:
    return "normal" if "normal" in levels else levels[len(levels) // 2]


@dataclass
class SeatDraft:
    name: str
    color: str
    controller: str = HUMAN
    level: str = "normal"


class SetupModel:
    """The seats being edited. Colours stay distinct: picking another seat's colour swaps the two."""

    def __init__(self, config: MatchConfig | None = None, levels: tuple[str, ...] | None = None) -> None:
        self.levels = levels if levels is not None else bot_levels()
        config = config or default_match()
        self.base = config
        self.seats = [SeatDraft(s.name, s.color, s.controller, self._valid_level(s.level)) for s in config.seats]

    def _valid_level(self, level: str) -> str:
        return level if level in self.levels else default_level(self.levels)

    @property
    def can_add(self) -> bool:
        return len(self.seats) < MAX_SEATS

    @property
    def can_remove(self) -> bool:
        return len(self.seats) > MIN_SEATS

    def free_colors(self) -> list[str]:
        used = {s.color for s in self.seats}
        return [c for c in COLORS if c not in used]

    def add_seat(self) -> bool:
        if not self.can_add:
            return False
        names = {s.name for s in self.seats}
        n = next(i for i in range(1, MAX_SEATS + 2) if f"Bot {i}" not in names)
        self.seats.append(SeatDraft(f"Bot {n}", self.free_colors()[0], BOT, default_level(self.levels)))
        return True

    def remove_seat(self, index: int) -> bool:
        if not self.can_remove or not 0 <= index < len(self.seats):
            return False
        del self.seats[index]
        return True

    def move(self, index: int, delta: int) -> bool:
        """Move a seat up (-1) or down (+1) in the seat order."""
        other = index + delta
        if not (0 <= index < len(self.seats) and 0 <= other < len(self.seats)):
            return False
        self.seats[index], self.seats[other] = self.seats[other], self.seats[index]
        return True

    def set_color(self, index: int, color: str) -> None:
        if color not in COLORS:
            raise ValueError(f"{color!r} is not a pawn colour; choose one of {', '.join(COLORS)}")
        for other in self.seats:
            if other.color == color:
                other.color = self.seats[index].color
        self.seats[index].color = color

    def another_seat_has(self, index: int, color: str) -> bool:
        """Whether a seat other than the `index`th has `color` (choosing it swaps the two)."""
        return any(seat.color == color for other, seat in enumerate(self.seats) if other != index)

    def set_name(self, index: int, name: str) -> None:
        self.seats[index].name = name[:NAME_LENGTH]

    def set_controller(self, index: int, controller: str) -> None:
        if controller not in CONTROLLERS:
            raise ValueError(f"a seat is played by one of {', '.join(CONTROLLERS)}, not {controller!r}")
        seat = self.seats[index]
        if seat.controller != controller and self._is_default_name(seat):
            # A name the game gave ("You", "Bot 2") follows the change, so the board never shows a bot called
            # "You"; a name someone typed stays.
            names = {s.name for s in self.seats}
            if controller == seat.controller or BOT not in (controller, seat.controller):
                pass  # at the screen, on a phone or at another computer: the same person, the same name
            elif controller == BOT:
                seat.name = next(f"Bot {n}" for n in range(1, MAX_SEATS + 2) if f"Bot {n}" not in names)
            else:
                seat.name = ""  # shown as "Player 3" in the player's language; "You" alone at the screen: below
        seat.controller = controller
        self._name_the_people()

    def _name_the_people(self) -> None:
        """Several people at this screen are each named, never "You" (the name field then shows "Player 2" and
        so on); one person alone there is "You" unless they typed a name."""
        people = [seat for seat in self.seats if seat.controller == HUMAN]
        for seat in people:
            if len(people) > 1 and seat.name.strip() in (YOU, _(YOU)):
                seat.name = ""
        if len(people) == 1 and self._is_default_name(people[0]):
            people[0].name = YOU

    @staticmethod
    def _is_default_name(seat: SeatDraft) -> bool:
        name = seat.name.strip()
        if seat.controller != BOT:
            return name in ("", YOU, _(YOU)) or (name.startswith("Player ") and name[7:].isdigit())
        return name == "" or (name.startswith("Bot ") and name[4:].isdigit())

    def set_level(self, index: int, level: str) -> None:
        if level not in self.levels:
            raise ValueError(f"unknown bot level {level!r}; choose one of {', '.join(self.levels)}")
        self.seats[index].level = level

    def display_name(self, index: int) -> str:
        """The seat's name as the match will know it. Nobody is "You" while several people share this screen:
        every sentence would speak to all of them at once ("Waiting for You", "You play face down" for the other
        person), so a seat left with the default name gets its own ("Player 2")."""
        seat = self.seats[index]
        name = " ".join(seat.name.split())
        couch = sum(other.controller == HUMAN for other in self.seats) > 1
        if name and not (couch and seat.controller == HUMAN and name in (YOU, _(YOU))):
            return name
        return (_("Player {n}") if seat.controller != BOT else _("Bot {n}")).format(n=index + 1)

    def to_config(self) -> MatchConfig:
        # Names label the seats on the board and in the log: a repeated name gets a number to tell them apart.
        names: list[str] = []
        for i in range(len(self.seats)):
            name, n = self.display_name(i), 2
            while name in names:
                name, n = f"{self.display_name(i)} {n}", n + 1
            names.append(name)
        seats = tuple(
            SeatConfig(names[i], s.color, s.controller, s.level) for i, s in enumerate(self.seats)
        )
        return MatchConfig(seats, seed=None, board_path=self.base.board_path, options=dict(self.base.options))


# Column layout of a seat row, in logical pixels.
ROW_X = 110
ROW_W = 1700
ROW_H = 80
ROW_GAP = 10
ROWS_TOP = 190
NAME_X, NAME_W, NAME_LEAST = 300, 340, 250  # the name field: at its widest, and narrowed for the choices' labels
WHO_GAP = 24  # between the name field and who plays
WHO_W = 250  # "played by": at its least; it widens for longer labels, and the name field narrows
WHO_MOST = 420
LEVEL_END = 1334  # the bot level ends where the colours begin


class SetupScene(MenuScene):
    def __init__(self, app: Host, config: MatchConfig | None = None) -> None:
        super().__init__(app)
        board_path = str(app.board_path) if app.board_path else None
        if config is None:
            config = app.last_match or MatchConfig(default_match().seats, board_path=board_path)
        self.model = SetupModel(config)
        self.name_inputs: list[TextInput] = []
        self.rows: list[dict[str, Widget]] = []
        self.start_button = Button((1450, 966, 360, 96), N_("Start game"), self.start, style="primary",
                                   keys=(pygame.K_RETURN, pygame.K_KP_ENTER), size=38,
                                   tooltip=N_("Start the game with these seats (Enter)"))
        self.back_button = Button((110, 966, 260, 96), N_("Back"), self.back, keys=(pygame.K_ESCAPE,), size=34,
                                  tooltip=N_("Back to the title screen (Escape)"))
        self.add_button = Button((400, 966, 330, 96), N_("+ Add a seat"), self.add_seat, style="light", size=32,
                                 tooltip=N_("One more player, a bot to begin with: 8 at most"))
        self.who_x = ROW_X + NAME_X + NAME_W + WHO_GAP  # where who plays shows, as laid out last
        self.level_x = self.who_x + WHO_W + 20  # where the bot level (or who plays) shows, as laid out last
        self._built_at = least_text()
        self.rebuild()

    # ----------------------------------------------------------------------------------- actions
    def start(self) -> None:
        if self.app.map_error:
            return
        self.app.start_match(self.model.to_config())

    def back(self) -> None:
        self.app.pop()

    def add_seat(self) -> None:
        if self.model.add_seat():
            self.rebuild()

    def _edit(self, change: Callable[..., object], *args: object) -> None:
        change(*args)
        self.rebuild()

    # ------------------------------------------------------------------------------------ layout
    def row_rect(self, index: int) -> pygame.Rect:
        return pygame.Rect(ROW_X, ROWS_TOP + index * (ROW_H + ROW_GAP), ROW_W, ROW_H)

    def rebuild(self) -> None:
        """One row of widgets per seat, built from the model (keeps the field being typed in focused)."""
        focused = next((i for i, t in enumerate(self.name_inputs) if t.focused), None)
        self.rows = []
        self.name_inputs = []
        widgets: list[Widget] = []
        n = len(self.model.seats)
        levels = [Option(lv, LEVEL_LABELS.get(lv, lv.capitalize()), tooltip=LEVEL_TIPS.get(lv, ""))
                  for lv in self.model.levels]
        played_by = [Option(HUMAN, N_("Screen"), tooltip=N_("A person plays this seat here, at this screen")),
                     Option(PHONE, N_("Phone"), tooltip=N_("A person plays this seat on their own phone, which "
                                                           "shows their hand to them alone")),
                     Option(REMOTE, N_("Remote"), tooltip=N_("A friend plays this seat from another computer: "
                                                             "with the game's Join a table, or in a browser")),
                     Option(BOT, N_("Bot"), tooltip=N_("The computer plays this seat"))]
        # Who plays, with its labels side by side; then the bot level's labels, for which the name field narrows.
        who_w = max(WHO_W, min(WHO_MOST, self._labels_need(played_by, 20)))
        level_need = self._labels_need(levels, 22)
        name_w = max(NAME_LEAST, min(NAME_W, LEVEL_END - NAME_X - WHO_GAP - who_w - 20 - level_need))
        self.who_x = ROW_X + NAME_X + name_w + WHO_GAP
        self.level_x = self.who_x + who_w + 20
        for i, seat in enumerate(self.model.seats):
            r = self.row_rect(i)
            cy = r.centery
            up = Button((r.x + 96, cy - 28, 56, 56), "▲", partial(self._edit, self.model.move, i, -1),
                        style="light", size=24, tooltip=N_("Move this seat up: it plays one place earlier"))
            down = Button((r.x + 158, cy - 28, 56, 56), "▼", partial(self._edit, self.model.move, i, 1),
                          style="light", size=24, tooltip=N_("Move this seat down: it plays one place later"))
            up.enabled, down.enabled = i > 0, i < n - 1
            up.why, down.why = N_("The first seat plays first: it cannot move up."), N_(
                "The last seat plays last: it cannot move down.")
            # The default "You" shows in the player's language; typing over it names the seat as typed.
            name = TextInput((r.x + NAME_X, cy - 30, name_w, 60), shown_name(seat.name),
                             partial(self.model.set_name, i), max_length=NAME_LENGTH,
                             placeholder=self.model.display_name(i),
                             tooltip=N_("This seat's name, shown at the table: click to type another"))
            who = Segmented((self.who_x, cy - 30, who_w, 60), played_by,
                            seat.controller, partial(self._edit, self.model.set_controller, i), size=20)
            level = Segmented((self.level_x, cy - 30, r.x + LEVEL_END - self.level_x, 60), levels, seat.level,
                              partial(self._edit, self.model.set_level, i), size=22)
            level.visible = seat.controller == BOT
            colors = ColorSwatches((r.x + LEVEL_END, cy - 24, 300, 48), COLORS, seat.color,
                                   partial(self._edit, self.model.set_color, i),
                                   taken=partial(self.model.another_seat_has, i),
                                   tooltip=N_("This seat's pawn colour: another seat's colour swaps with it"))
            remove = Button((r.right - 60, cy - 28, 56, 56), "✕", partial(self._edit, self.model.remove_seat, i),
                            style="light", size=24, tooltip=N_("Remove this seat from the game"))
            remove.enabled = self.model.can_remove
            remove.why = _("A game needs at least {n} players.").format(n=MIN_SEATS)
            row = {"up": up, "down": down, "name": name, "who": who, "level": level, "colors": colors,
                   "remove": remove}
            self.rows.append(row)
            self.name_inputs.append(name)
            widgets += row.values()
        self.add_button.enabled = self.model.can_add
        self.add_button.why = _("A game has at most {n} players.").format(n=MAX_SEATS)
        self.start_button.enabled = self.app.map_error is None
        self.start_button.why = N_("The board could not be loaded, so a game cannot start.")
        # Start game comes first in the keyboard's order: the screen's default, one Tab away (Enter presses it too).
        self.widgets = [self.start_button, *widgets, self.back_button, self.add_button]
        self._built_at = least_text()
        if focused is not None and focused < len(self.name_inputs):
            self.name_inputs[focused].focused = True
        self.key_focus.restore(self.widgets)  # a change made with the keyboard keeps its place

    def _labels_need(self, options: list[Option], size: int) -> int:
        """The width a row of `options` at `size` needs for its labels side by side, at the text size in force."""
        chooser = Segmented((0, 0, 1, 1), options, options[0].value, lambda _value: None, size=size)
        return sum(chooser.needs(self.fonts))

    def update(self, dt: float) -> None:
        if least_text() != self._built_at:  # the text size or the window changed: the labels need other widths
            self.rebuild()
        super().update(dt)

    def handle_event(self, event: pygame.event.Event) -> bool:
        typing = next((i for i, t in enumerate(self.name_inputs) if t.focused), None)
        if typing is not None and event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            # Tab goes on to the next seat's name (Shift+Tab back), as in any form.
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            self.name_inputs[typing].unfocus()
            self.name_inputs[(typing + step) % len(self.name_inputs)].focus()
            return True
        if typing is not None and event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
            # Keys go to the field being typed in, never to the shortcuts (Enter starts, Escape goes back).
            return any(t.handle_event(event) for t in self.name_inputs if t.focused)
        return super().handle_event(event)

    # ----------------------------------------------------------------------------------- drawing
    def paint_static(self, surface: pygame.Surface) -> None:
        """Everything but the widgets (see MenuScene.base_layer)."""
        surface.blit(self.app.backdrop(), (0, 0))
        fonts = self.fonts
        n = len(self.model.seats)
        card = pygame.Rect(70, 40, 1780, 900)
        draw_panel(surface, card, pal.PARCHMENT, pal.WOOD_LIGHT, radius=26, shadow=10, border_width=5)
        title = fonts.blit(surface, _("New game"), 64, pal.INK, Face.TITLE, room=card, topleft=(ROW_X + 10, 62))
        humans = sum(s.controller == HUMAN for s in self.model.seats)
        phones = sum(s.controller == PHONE for s in self.model.seats)
        remote = sum(s.controller == REMOTE for s in self.model.seats)
        bots = ngettext("{n} bot", "{n} bots", n - humans - phones - remote).format(n=n - humans - phones - remote)
        if remote:  # phones and other computers together: the line has no room for both
            summary = ngettext("{n} player: {humans} here, {elsewhere} elsewhere, {bots}",
                               "{n} players: {humans} here, {elsewhere} elsewhere, {bots}", n).format(
                n=n, humans=humans, elsewhere=phones + remote, bots=bots)
        else:
            summary = ngettext("{n} player: {humans} at this screen, {phones} on phones, {bots}",
                               "{n} players: {humans} at this screen, {phones} on phones, {bots}", n).format(
                n=n, humans=humans, phones=phones, bots=bots)
        fonts.blit(surface, summary, 30, pal.INK_SOFT, room=card, bottomleft=(title.right + 36, title.bottom - 12))
        fonts.blit(surface, _("Play order: top to bottom"), 26, pal.INK_SOFT, room=card,
                   bottomright=(ROW_X + ROW_W - 10, 126))
        fonts.blit(surface, _("A small dot is another player's colour: pick it and the two seats swap colours."), 22,
                   pal.INK_SOFT, room=card, midbottom=(card.centerx, card.bottom - 6))
        heads = [(ROW_X + NAME_X, N_("Name")), (self.who_x, N_("Played by")), (self.level_x, N_("Bot level")),
                 (ROW_X + LEVEL_END, N_("Colour"))]
        for x, label in heads:
            fonts.blit(surface, _(label), 24, pal.WOOD, Face.BOLD, room=card, bottomleft=(x + 4, ROWS_TOP - 10))
        for i, seat in enumerate(self.model.seats):
            r = self.row_rect(i)
            fill = pal.PARCHMENT_LIGHT if i % 2 == 0 else pal.shade(pal.PARCHMENT, 0.3)
            pygame.draw.rect(surface, fill, r, border_radius=16)
            pygame.draw.rect(surface, pal.PARCHMENT_DARK, r, 2, border_radius=16)
            fonts.blit(surface, str(i + 1), 40, pal.WOOD, Face.TITLE, room=r, center=(r.x + 48, r.centery))
            draw_pawn(surface, (r.x + 256, r.centery), 26, pal.player_rgb(seat.color), pal.player_symbol(seat.color))
            if seat.controller != BOT:  # where a bot's level would be: who plays it, on two lines if need be
                said = {HUMAN: _("plays at this screen"), PHONE: _("plays on a phone")}.get(
                    seat.controller, _("plays remotely"))
                place = pygame.Rect(self.level_x, r.y, r.x + LEVEL_END - self.level_x, r.h)
                lines = fonts.wrap(said, 22, place.w - 12)
                step = fonts.font(22).get_linesize() + 2
                top = r.centery - len(lines) * step // 2
                for k, line in enumerate(lines):
                    fonts.blit(surface, line, 22, pal.INK_SOFT, room=place, topleft=(place.x + 6, top + k * step))
        for i in range(n, MAX_SEATS):  # empty places show how many more may join
            r = self.row_rect(i)
            pygame.draw.rect(surface, pal.shade(pal.PARCHMENT, -0.04), r, 2, border_radius=16)
            if i == n:
                more = ngettext("Room for {n} more", "Room for {n} more", MAX_SEATS - n).format(n=MAX_SEATS - n)
                fonts.blit(surface, more, 24, pal.PARCHMENT_DARK, Face.BOLD, room=r, center=r.center)
        if self.app.map_error:
            fonts.blit(surface, _("The board could not be loaded, so a game cannot start."), 24, pal.OCHRE_RED,
                       room=card, midright=(self.start_button.rect.x - 30, self.start_button.rect.centery))

    def draw(self, surface: pygame.Surface) -> None:
        key = (tuple((s.color, s.controller) for s in self.model.seats), self.app.map_error, self.who_x, self.level_x)
        surface.blit(self.base_layer(key, self.paint_static), (0, 0))
        self.draw_widgets(surface)
