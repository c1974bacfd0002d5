"""The play screen's drawing: the cached board, the tiles, the pawns, the seat panels, the hand, the buttons.

Everything is placed from the board map (`BoardGeometry`: row spaces, track points, named anchors), never
from numbers written here. The static board (the map's layers) is rendered once per map into a cached
surface, which the next match on the same map reuses; text and tile images are cached; a frame blits.

`Layout` (layout.py) answers "where": every rectangle drawn here comes from it, and the scenes hit-test
with the same rectangles. `BoardView` draws a `Table` (the state as shown, see animations.py) plus what the
scene asks for (`Overlay`: the hand to show, selection, hints, buttons, the status line).
`BoardView.hand_draws` records which seat's hand each of the latest frames drew, so a test can prove no
hand is ever shown to the wrong player.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import pygame

from game.board_map.loader import BoardGeometry, MapLayer
from game.client.view import palette
from game.client.view.layout import Layout, to_rect
from game.client.view.sprites import (
    BONUS,
    GOLD,
    INK,
    PENALTY,
    FloatText,
    PawnArt,
    TextCache,
    TileArt,
    draw_seat_mark,
    readable_on,
    seat_rgb,
)
from game.client.view.text import Face, shrink_to_fit
from game.client.view.widgets import BUTTON_EDGE, FOCUS_PAD, FOCUS_RING, draw_focus
from game.rules import BoardSpec, SpaceKind
from game.rules.placement import RULE_LOWEST_NUMBER
from game.text.i18n import N_, _, generation, ngettext
from game.text.narrate import YOU, shown_name

HAND_DRAWS_KEPT = 600  # ten seconds of frames
TRACKER_GROUND = (24, 30, 22)  # the tile tracker's panel
# The word under a seat's name: who plays it (translated where drawn).
SEAT_TAGS = {"you": N_("you"), "human": N_("human"), "phone": N_("phone"), "bot": N_("bot")}
PLACED_IMAGES_KEPT = 400  # row tiles with a placer's mark: a board's worth several times over
# Painting the table layer's panels again is shared out over frames: a frame paints changed panels up to this
# much work, in the order below (what answers the player first: buttons, the status line), each costing its
# weight (the log and the round panel render many texts). The first changed panel is always painted.
PAINT_PER_FRAME = 4
_PANEL_ORDER = {"button": (0, 1), "status": (1, 2), "tray": (2, 1), "round": (3, 2), "seat": (4, 1), "log": (5, 3),
                "supply": (6, 1), "box": (6, 1)}  # panel kind: (order, weight)
URGENT_PANELS = ("tile", "tracker")  # painted in the frame they change, whatever the budget
VEILS_KEPT = 64
STACK_REACH = (16, 20)  # how far a pile's stack of tiles reaches up and left beyond its bottom tile


@dataclass
class _Panel:
    """A part of the table layer: where it is, the state it shows, and how to paint it."""

    name: str
    area: pygame.Rect
    key: object
    paint: Callable[[], None]
    opaque: bool = False  # it covers all of its area: nothing under it needs painting


@dataclass
class Overlay:
    """What the scene wants drawn on top of the table this frame."""

    hand_seat: int | None = None  # whose hand to show (None: nobody's)
    hand: tuple[int, ...] = ()
    selected: tuple[int, ...] = ()
    playable: bool = False  # the hand's tiles can be clicked now
    hover_tile: int | None = None
    hint: object | None = None  # a game.rules.hints.PlayHint for the hovered (or focused) tile
    hint_tile: int | None = None  # the tile the hint's sentence is about
    purchase: object | None = None  # a game.rules.hints.PurchaseHint for the hovered (or focused) buy button
    focus: pygame.Rect | None = None  # the keyboard focus on a hand tile (buttons draw their own)
    marked: frozenset[int] = frozenset()  # hand tiles bought and not yet played
    tracker: object | None = None  # a game.rules.tracker.Tracker of the shown hand's seat, while open
    buttons: list = field(default_factory=list)  # game.client.view.widgets.Button
    status: str = ""
    status_color: tuple[int, int, int] = palette.INK
    acting: int | None = None
    log: tuple[str, ...] = ()
    banner: str = ""
    flying_into_hand: frozenset[int] = frozenset()


# The board drawn last, with the map's geometry and board it was drawn from: the next match on an equal map (Play
# again, a new game, a replay, the same file loaded again) shows its board at once instead of drawing the map's
# two thousand tiles again. A map from another file, or changed, has another geometry and is drawn anew.
_last_background: tuple[tuple[BoardGeometry, BoardSpec], pygame.Surface] | None = None


class BoardView:
    """Draws the table. Owns the cached background and the tile and pawn art."""

    def __init__(self, layout: Layout, text: TextCache, colors: tuple[str, ...], names: tuple[str, ...],
                 kinds: tuple[str, ...]) -> None:
        self.layout = layout
        self.text = text
        self.colors = colors
        self.names = names
        self.kinds = kinds  # per seat: "human" or the bot's level
        self.tile_art = TileArt(text)
        self.pawn_art = PawnArt()
        self._background: pygame.Surface | None = None
        self._images: dict[Path, pygame.Surface] = {}
        # Per drawn frame, the seat whose hand was drawn: the latest frames only, so a long game never grows it.
        self.hand_draws: deque[int | None] = deque(maxlen=HAND_DRAWS_KEPT)
        self._veil_cache: dict[tuple[int, int, int], pygame.Surface] = {}
        self._layer: pygame.Surface | None = None  # the board with its slow-changing panels (_table_layer)
        self._panels: dict[str, tuple[pygame.Rect, object]] = {}  # per panel on the layer: its area and state
        self._marks: dict[tuple[str, int], pygame.Surface] = {}  # seat marks by colour and size
        self._placed_images: dict[tuple, pygame.Surface] = {}  # row tiles with their placer's mark
        self._tracker_image: tuple[object, pygame.Surface] | None = None  # the tracker drawn for the tracker shown
        self._tracker_language = generation()  # the language the tracker's image is written in

    # ----------------------------------------------------------------- the cached board
    def background(self) -> pygame.Surface:
        """The board as the map draws it, without anything on it. Views only ever copy from it."""
        if self._background is None:
            global _last_background
            board = (self.layout.geometry, self.layout.spec)
            if _last_background is not None and _last_background[0] == board:
                self._background = _last_background[1]
            else:
                self._background = self._render_background()
                _last_background = (board, self._background)
        return self._background

    def _render_background(self) -> pygame.Surface:
        geometry = self.layout.geometry
        surface = pygame.Surface(geometry.size)
        surface.fill(_parse_color(geometry.background_color) or palette.MEADOW_DEEP)
        if geometry.background_layers:
            for layer in geometry.background_layers:
                self._draw_layer(surface, layer)
        else:
            self._draw_plain_board(surface)
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            surface = surface.convert()
        return surface

    def _draw_layer(self, surface: pygame.Surface, layer: MapLayer) -> None:
        target = surface
        if layer.opacity < 1:
            target = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        for sprite in layer.sprites:
            image = self._image(sprite.image)
            if image is None:
                continue
            if sprite.source is not None:
                image = image.subsurface(to_rect(sprite.source).clip(image.get_rect()))
            if sprite.flip_diagonal:
                image = pygame.transform.flip(pygame.transform.rotate(image, 270), True, False)  # a transpose, as pytmx
            if sprite.flip_x or sprite.flip_y:
                image = pygame.transform.flip(image, sprite.flip_x, sprite.flip_y)
            dest = to_rect(sprite.dest)
            if image.get_size() != dest.size:
                image = pygame.transform.smoothscale(image, dest.size)
            target.blit(image, dest)
        if target is not surface:
            target.set_alpha(round(layer.opacity * 255))
            surface.blit(target, (0, 0))

    def _image(self, path: Path) -> pygame.Surface | None:
        if path not in self._images:
            try:
                self._images[path] = pygame.image.load(str(path))
            except (pygame.error, FileNotFoundError):
                self._images[path] = None  # type: ignore[assignment]  # drawn without it, never crash a frame
        return self._images[path]

    def _draw_plain_board(self, surface: pygame.Surface) -> None:
        """A map without tile layers still shows every space and its symbol."""
        for (row, slot), rect in self.layout.spaces.items():
            space = self.layout.spec.row(row).spaces[slot - 1]
            fill = {
                SpaceKind.FIRST: palette.PARCHMENT_LIGHT,
                SpaceKind.COWPIE: palette.BRONZE,
                SpaceKind.IBEX: palette.ROCK,
                SpaceKind.DOUBLE: palette.SKY_HIGH,
                SpaceKind.HAPPY: palette.GOLD_LIGHT,
            }.get(space.kind, palette.PARCHMENT)
            pygame.draw.rect(surface, fill, rect.inflate(-4, -4), border_radius=8)
            pygame.draw.rect(surface, palette.WOOD_DARK, rect.inflate(-4, -4), 2, border_radius=8)
            label = {
                SpaceKind.FIRST: str(row),
                SpaceKind.COWPIE: f"+{space.points}",
                SpaceKind.IBEX: f"{space.points}",
                SpaceKind.DOUBLE: "x2",
                SpaceKind.HAPPY: ":)",
            }.get(space.kind, "")
            if label:
                image = self.text.render(label, 28, palette.INK, bold=True)
                surface.blit(image, image.get_rect(center=rect.center))
        for index, (x, y) in self.layout.geometry.track.items():
            color = palette.GOLD if index in self.layout.spec.track.oxen_eyes else palette.STONE
            pygame.draw.circle(surface, color, (round(x), round(y)), 18)
            if index % 5 == 0:
                image = self.text.render(str(index), 16, palette.INK)
                surface.blit(image, image.get_rect(center=(x, y)))

    # ----------------------------------------------------------------- a frame
    def draw(self, surface: pygame.Surface, table, overlay: Overlay) -> None:
        surface.blit(self._table_layer(table, overlay), (0, 0))
        self._draw_reveal_marks(surface, table)
        flying = []
        # The open tracker is on the layer, over the rows: what lies still under it stays hidden.
        covered = self.layout.tracker_panel().box if overlay.tracker is not None else None
        for sprite in table.sprites.values():
            if sprite.layer > 0:
                flying.append(sprite)
            elif not _rests_in_row(sprite, table):  # a tile at rest in a row is on the table layer
                if covered is None or not covered.contains(self._placed_rect(sprite)):
                    sprite.draw(surface, self.tile_art)
        sentence = None  # what a hint or the purchase preview says, over the status line
        if overlay.tracker is None and overlay.hint is not None:  # the open tracker (on the layer) covers the rows
            sentence = self._draw_hint(surface, overlay.hint, overlay.hint_tile)
        self._draw_pawns(surface, table)
        if overlay.purchase is not None:
            sentence = self._draw_purchase(surface, table, overlay.purchase, overlay.hand_seat)
        self._draw_hand(surface, table, overlay)
        if sentence is not None:
            self._draw_hint_sentence(surface, *sentence)
        for sprite in sorted(flying, key=lambda s: s.layer):
            sprite.draw(surface, self.tile_art, flying=True)
        for text in table.floats:
            self._draw_float(surface, text)
        if table.banner:
            self._draw_banner(surface, table.banner, table.banner_alpha)

    def _table_layer(self, table, overlay: Overlay) -> pygame.Surface:
        """The board with everything that changes only now and then painted in (the round, seats, log, piles,
        the hand's tray, the status line, the buttons): one blit a frame instead of one per panel. A panel whose
        state changed is painted again in place; the others stay as they are. Nothing that moves lies under
        these panels (moving tiles are drawn over them), so a frame shows the same as drawing each anew."""
        layer = self._layer
        if layer is None or layer.get_size() != self.background().get_size():
            layer = self._layer = self.background().copy()
            self._panels.clear()
        first = not self._panels
        panels = self._layer_panels(layer, table, overlay)
        names = {panel.name for panel in panels}
        gone = [name for name in self._panels if name not in names]
        changed = [panel for panel in panels if self._panels.get(panel.name) != (panel.area, panel.key)]
        # When many panels changed at once (a new round), some follow in the next frames, a 60th of a second
        # apart, so that no frame stalls. Tiles never wait: a tile that starts to move leaves the layer in the
        # same frame (it is drawn where it flies), one that lands joins it. Nor does the tracker, which the player
        # opened or which shows the tiles that moved.
        urgent = [panel for panel in changed if panel.name.startswith(URGENT_PANELS)]
        later = sorted((panel for panel in changed if not panel.name.startswith(URGENT_PANELS)), key=_panel_order)
        if not first:
            later = _within_budget(later)
        for name in gone:
            self._repaint(layer, self._panels.pop(name)[0], panels)
        for panel in urgent + later:
            before = self._panels.get(panel.name)
            self._repaint(layer, panel.area, panels)
            if before is not None and before[0] != panel.area:  # it moved: where it was shows the board again
                self._repaint(layer, before[0], panels)
            self._panels[panel.name] = (panel.area, panel.key)
        return layer

    def _layer_panels(self, layer: pygame.Surface, table, overlay: Overlay) -> list[_Panel]:
        """This frame's panels of the table layer, in painting order, each with the state it shows."""
        clip = layer.get_rect()
        # The tiles lying still in the rows, each with its placer's mark.
        panels = [_Panel(f"tile{sprite.tile}", self._placed_rect(sprite).clip(clip),
                         (sprite.x, sprite.y, sprite.w, sprite.h, sprite.lift, sprite.style, table.placer[sprite.tile]),
                         lambda sprite=sprite: self._draw_placed(layer, sprite, table.placer[sprite.tile]))
                  for sprite in table.sprites.values() if _rests_in_row(sprite, table)]
        language = generation()  # the panels' words are in the current language: a change repaints them
        if overlay.tracker is not None:
            panels.append(_Panel("tracker", self.layout.tracker_panel().box.clip(clip), (overlay.tracker, language),
                                 lambda: self._draw_tracker(layer, overlay.tracker), opaque=True))
        panels.append(_Panel("round", self.layout.round_info().box.clip(clip),
                         (table.round, table.double, table.open, table.open_next, table.happy, language),
                         lambda: self._draw_round_info(layer, table)))
        for seat in range(len(self.names)):
            key = (table.positions[seat], table.status[seat], table.order_index(seat), table.hand_sizes[seat],
                   overlay.acting == seat, language)
            panels.append(_Panel(f"seat{seat}", self.layout.seat_panel(seat).area.clip(clip), key,
                                 lambda seat=seat: self._draw_seat(layer, table, seat, overlay.acting)))
        panels.append(_Panel("log", self.layout.log_panel().box.clip(clip), overlay.log,
                             lambda: self._draw_log(layer, overlay.log)))
        for name in ("supply", "box"):
            pile = self.layout.pile(name)
            if pile.box.w:
                w, h = self.layout.tile_size
                stack = pygame.Rect(0, 0, w + STACK_REACH[0], h + STACK_REACH[1])
                stack.bottomright = pile.empty.inflate(6, 6).bottomright
                panels.append(_Panel(name, pile.box.union(stack).union(pile.empty.inflate(6, 6)).clip(clip),
                                     (table.supply if name == "supply" else table.box, language),
                                     lambda name=name: self._draw_pile(layer, table, name)))
        if overlay.hand_seat is not None:
            whose = self._hand_owner(overlay.hand_seat)
            owner = self.text.render(whose, 20, palette.CREAM, True).get_rect(bottomleft=self.layout.hand_owner_at())
            panels.append(_Panel("tray", self.layout.hand_tray().union(owner).clip(clip), (overlay.hand_seat, whose),
                                 lambda: self._draw_tray(layer, overlay.hand_seat)))
        if overlay.status:
            panels.append(_Panel("status", self.layout.status_bar().box.clip(clip),
                                 (overlay.status, overlay.status_color, overlay.acting),
                                 lambda: self._draw_status(layer, overlay)))
        for button in overlay.buttons:
            reach = 2 * (FOCUS_PAD + FOCUS_RING + 4)
            area = button.rect.union(button.rect.move(0, BUTTON_EDGE)).inflate(reach, reach)
            panels.append(_Panel(f"button{id(button)}", area.clip(clip), button.look(),
                                 lambda button=button: button.draw(layer, self.text.fonts)))
        return panels

    def _repaint(self, layer: pygame.Surface, area: pygame.Rect, panels: list[_Panel]) -> None:
        """Paint `area` of the layer again: the board under it, then every panel reaching into it, in order
        and inside it only, so that panels that overlap stay whole."""
        if not area.w or not area.h:
            return
        # Under an opaque panel that covers the whole area (the tracker over the rows) nothing shows.
        covering = [i for i, panel in enumerate(panels) if panel.opaque and panel.area.contains(area)]
        first = covering[-1] if covering else 0
        if not covering:
            layer.blit(self.background(), area, area)
        with _clipped(layer, area):
            for panel in panels[first:]:
                if panel.area.colliderect(area):
                    panel.paint()

    def _draw_round_info(self, surface: pygame.Surface, table) -> None:
        panel = self.layout.round_info()
        if not panel.box.w:
            return
        chips = []
        if table.double:
            chips.append((_("DOUBLE"), palette.SKY_HIGH))
        if table.open:
            chips.append((_("OPEN"), palette.GOLD_LIGHT))
        elif table.open_next:
            chips.append((_("NEXT: OPEN"), palette.PARCHMENT_DARK))
        if table.happy:
            chips.append((_("HAPPY COWS"), palette.GRASS_LIGHT))
        text = _("Round {round}").format(round=table.round) if table.round else _("Dealing")
        images = [(self.text.render(label, 15, palette.INK, True), color) for label, color in chips]
        title = self.text.render(text, 30, palette.INK, True)
        one_line = panel.fits_one_line(title.get_width(), [image.get_width() for image, _ in images])
        if not one_line:
            # Two lines: the round on top, its kinds below, smaller where three long words need it (Dutch).
            title = self.text.render(text, 22, palette.INK, True)
            size = self.chip_size([label for label, _ in chips], panel.box.w)
            images = [(self.text.render(label, size, palette.INK, True), color) for label, color in chips]
        surface.blit(title, panel.title(title.get_size(), one_line))
        rects = panel.chips([image.get_size() for image, _ in images], one_line)
        for (image, color), chip in zip(images, rects, strict=True):
            pygame.draw.rect(surface, color, chip, border_radius=chip.h // 2)
            pygame.draw.rect(surface, palette.INK_SOFT, chip, 1, border_radius=chip.h // 2)
            surface.blit(image, image.get_rect(center=chip.center))

    def chip_size(self, labels: list[str], width: int) -> int:
        """The size of the round's kinds on a line of their own: 13, or down to 10 until they fit `width`."""
        fonts = self.text.fonts
        return shrink_to_fit(lambda size: sum(fonts.size(label, size, Face.BOLD)[0] + 18 for label in labels) + 8,
                             13, 10, width)

    def _draw_pile(self, surface: pygame.Surface, table, name: str) -> None:
        """The supply or the box: its stack of face-down tiles (one layer per ten), its count and its name."""
        count, label = (table.supply, _("supply")) if name == "supply" else (table.box, _("box"))
        pile = self.layout.pile(name)
        w, h = self.layout.tile_size
        stack = pile.stack(count, (w, h), self.layout.pile_point(name))
        for corner in stack:
            image = self.tile_art.image(0, w, h, False, "" if name == "supply" else "dim")
            surface.blit(image, corner)
        if not stack:
            pygame.draw.rect(surface, palette.FELT_DARK, pile.empty, 3, border_radius=10)
        number = self.text.render(str(count), 34, palette.CREAM, True)
        caption = self.text.render(label, 20, palette.PARCHMENT)
        surface.blit(number, number.get_rect(midtop=pile.number_at))
        surface.blit(caption, caption.get_rect(midtop=pile.caption_at))

    def _draw_seat(self, surface: pygame.Surface, table, seat: int, acting: int | None) -> None:
        panel = self.layout.seat_panel(seat)
        box = panel.box
        if not box.w:
            return
        rgb = seat_rgb(self.colors[seat])
        pygame.draw.rect(surface, rgb, panel.stripe, border_top_left_radius=8, border_bottom_left_radius=8)
        if acting == seat:
            surface.blit(self._veil(box.size, palette.GOLD_LIGHT, 120), box)
            pygame.draw.rect(surface, palette.OCHRE_RED, panel.ring, 4, border_radius=12)
        pawn = self.pawn_art.image(self.colors[seat], panel.pawn.w)
        surface.blit(pawn, panel.pawn)
        name = self.text.render(_fit(shown_name(self.names[seat]), 11), 22, palette.INK, True)
        surface.blit(name, panel.name_at)
        kind = self.kinds[seat]
        if kind == "human":
            kind = "you" if self._one_human() else "human"
        tag = self.text.render(_(SEAT_TAGS.get(kind.split(" ")[0], kind.split(" ")[0])), 15, palette.INK_SOFT)
        surface.blit(tag, panel.tag_at(name.get_width()))
        points = table.positions[seat]
        score = self.text.render(_("{n} pt").format(n=points), 22, palette.OCHRE_RED if points else palette.INK_SOFT,
                                 True)
        surface.blit(score, panel.score_at)
        status = table.status[seat]
        if status:
            busy = status in ("choosing", "thinking…", "keeping")
            image = self.text.render(_(status), 16, palette.OCHRE_RED if busy else palette.INK_SOFT, busy)
            surface.blit(image, panel.status_at(score.get_width()))
        order = table.order_index(seat)
        if order is not None:
            badge = self.text.render(str(order + 1), 15, palette.CREAM, True)
            pygame.draw.circle(surface, palette.INK, panel.badge, panel.badge_radius)
            surface.blit(badge, badge.get_rect(center=panel.badge))
        # The hand as small face-down tiles with a count: everyone may know how many tiles a hand holds.
        count = table.hand_sizes[seat]
        w, h = self.layout.small_tile_size()
        for rect in panel.hand_tiles(count, (w, h)):
            surface.blit(self.tile_art.image(0, w, h, False), rect)
        label = self.text.render(str(count), 22, palette.INK, True)
        surface.blit(label, label.get_rect(midright=panel.count_at()))

    def _one_human(self) -> bool:
        return sum(k == "human" for k in self.kinds) == 1

    def _draw_reveal_marks(self, surface: pygame.Surface, table) -> None:
        """A bar in the player's colour under each played tile: whose tile it is."""
        if not table.reveal:
            box = self.layout.anchor("reveal")
            caption = self.text.render(_("played tiles are laid out here"), 20, palette.FELT_LIGHT)
            surface.blit(caption, caption.get_rect(center=box.center))
        for tile, seat in table.reveal_owner.items():
            sprite = table.sprites.get(tile)
            if sprite is None or sprite.layer > 0 or tile not in table.reveal:
                continue
            bar = self.layout.reveal_mark((sprite.x, sprite.y))
            pygame.draw.rect(surface, seat_rgb(self.colors[seat]), bar, border_radius=3)
            center, size = self.layout.reveal_symbol(bar)
            mark = self._mark(self.colors[seat], size)
            surface.blit(mark, mark.get_rect(center=center))

    def _draw_pawns(self, surface: pygame.Surface, table) -> None:
        for pawn in sorted(table.pawns, key=lambda p: p.hop):
            pawn.draw(surface, self.pawn_art)
        # Beyond the dung heap, the overflow is written next to the heap.
        heap = self.layout.dung_heap
        beyond = [p for p in table.positions if p > heap]
        if beyond:
            label = self.text.render(f"+{max(beyond) - heap}", 22, PENALTY, True)
            surface.blit(label, label.get_rect(midtop=self.layout.overflow_at()))

    def _hand_owner(self, seat: int) -> str:
        if self._one_human() or self.names[seat] == YOU:
            return _("Your hand")
        return _("{name}'s hand").format(name=self.names[seat])

    def _draw_tray(self, surface: pygame.Surface, seat: int) -> None:
        """The tray the shown hand lies on, in its owner's colour, with whose hand it is."""
        tray = self.layout.hand_tray()
        surface.blit(self._veil(tray.size, (20, 26, 18), 120), tray)
        pygame.draw.rect(surface, seat_rgb(self.colors[seat]), tray, 3, border_radius=12)
        owner = self.text.render(self._hand_owner(seat), 20, palette.CREAM, True)
        surface.blit(owner, owner.get_rect(bottomleft=self.layout.hand_owner_at()))

    def _draw_hand(self, surface: pygame.Surface, table, overlay: Overlay) -> None:
        """The shown hand's tiles on its tray (the tray is on the table layer)."""
        self.hand_draws.append(overlay.hand_seat)
        if overlay.hand_seat is None:
            return
        for tile in self.layout.hand_tiles(overlay.hand, overlay.selected, overlay.hover_tile, overlay.playable):
            if tile.tile in overlay.flying_into_hand:
                continue  # drawn where it flies, not twice
            image = self.tile_art.image(tile.tile, tile.rect.w, tile.rect.h, True, "selected" if tile.selected else "")
            surface.blit(image, tile.rect)
            if tile.tile in overlay.marked:
                tag = self.layout.bought_mark(tile.rect)
                pygame.draw.rect(surface, GOLD, tag, border_radius=6)
                pygame.draw.rect(surface, INK, tag, 1, border_radius=6)
                word = self.text.render(_("bought"), 14, INK, True)
                surface.blit(word, word.get_rect(center=tag.center))
        if overlay.focus is not None:
            draw_focus(surface, overlay.focus, 10)

    def _draw_hint(self, surface: pygame.Surface, hint, tile: int | None):
        """Frames and ghosts where the candidate tiles land (game.rules.hints); returns the sentence about
        them and its colour (drawn over the status line)."""
        w, h = self.layout.tile_size
        parts = []
        color = palette.CREAM
        for landing in hint.landings:
            frame = self.layout.hint_frame(landing.row, landing.slot)
            if frame is None:
                continue
            ghost = self.tile_art.image(landing.tile, w, h, True).copy()
            ghost.set_alpha(150)
            surface.blit(ghost, ghost.get_rect(center=frame.center))
            pygame.draw.rect(surface, GOLD, frame, 4, border_radius=10)
            if landing.points > 0:
                points, tone = _("+{n} penalty").format(n=landing.points), PENALTY
            elif landing.points < 0:
                points, tone = _("{n} positive").format(n=-landing.points), BONUS
            else:
                points, tone = _("no points"), palette.CREAM
            if landing.tile == tile or color == palette.CREAM:
                color = tone
            text = _("{tile}: row {row}, space {space} · {points}").format(
                tile=landing.tile, row=landing.row, space=landing.slot, points=points)
            if landing.completes_row:
                text += _(" · takes the row")
            if landing.rule == RULE_LOWEST_NUMBER:
                text += _(" (lower than every row)")
            parts.append(text)
        if not parts:
            return None
        return ("; ".join(parts) + ("" if hint.sure else _(" · if no other tile lands there first")), color)

    def _draw_hint_sentence(self, surface: pygame.Surface, sentence: str, color) -> None:
        width = self.layout.status_bar().text_width
        lines = self._hint_lines(sentence, width)
        labels = [self.text.render(line, size, color, True) for line, size in lines]
        bubble = self.layout.hint_bubble((width, sum(label.get_height() for label in labels)))
        pygame.draw.rect(surface, (24, 24, 20), bubble, border_radius=8)
        pygame.draw.rect(surface, GOLD, bubble, 2, border_radius=8)
        y = bubble.centery - sum(label.get_height() for label in labels) / 2
        for label in labels:
            surface.blit(label, label.get_rect(midtop=(bubble.centerx, round(y))))
            y += label.get_height()

    def _hint_lines(self, sentence: str, width: int) -> list[tuple[str, int]]:
        """The sentence on one line, shrunk to fit; or, too long for that (a double round's two tiles, in German),
        on two lines of a size that fits them both within the bar."""
        size = self.text.fonts.fitting_size(sentence, 26, width, smallest=15, face=Face.BOLD, step=2)
        if self.text.fonts.size(sentence, size, Face.BOLD)[0] <= width:
            return [(sentence, size)]
        room = self.layout.status_bar().box.h - 4
        fonts = self.text.fonts
        first, sep, second = sentence.partition("; ")  # a double round's two tiles: one a line, where they fit
        for size in range(15, 10, -1):
            lines = [first + ";", second] if sep else []
            if not lines or max(fonts.size(line, size, Face.BOLD)[0] for line in lines) > width:
                lines = fonts.wrap(sentence, size, width, Face.BOLD)
            if len(lines) <= 2 and 2 * fonts.size(sentence, size, Face.BOLD)[1] <= room:
                return [(line, size) for line in lines]
        return [(line, 11) for line in fonts.wrap(sentence, 11, width, Face.BOLD)[:2]]

    def _draw_purchase(self, surface: pygame.Surface, table, purchase, seat: int | None):
        """Where buying would take the pawn: a ghost pawn in a gold ring on that space; returns the sentence."""
        if not purchase.count:
            return None
        positions = list(table.positions)
        if seat is not None:
            positions[seat] = purchase.end
            ring = self.layout.hint_pawn(seat, purchase.end, positions)
            ghost = self.pawn_art.image(self.colors[seat], self.layout.pawn_size_at(seat, purchase.end, positions))
            ghost = ghost.copy()
            ghost.set_alpha(160)
            surface.blit(ghost, ghost.get_rect(center=ring.center))
            pygame.draw.ellipse(surface, GOLD, ring, 4)
        sentence = ngettext("Buying a tile: your pawn goes to {end}", "Buying {n} tiles: your pawn goes to {end}",
                            purchase.count).format(n=purchase.count, end=purchase.end)
        if purchase.bumped:
            sentence += _(" (not {space}: that space is taken)").format(space=purchase.start + purchase.count)
        if purchase.opens_next_round:
            sentence += _(" · the next round will be open")
        return (sentence, GOLD if purchase.opens_next_round else palette.CREAM)

    def _mark(self, color: str, size: int) -> pygame.Surface:
        key = (color, size)
        image = self._marks.get(key)
        if image is None:
            image = pygame.Surface((size + 4, size + 4), pygame.SRCALPHA)
            draw_seat_mark(image, color, ((size + 4) / 2, (size + 4) / 2), size)
            self._marks[key] = image
        return image

    @staticmethod
    def _placed_rect(sprite) -> pygame.Rect:
        w, h = round(sprite.w), round(sprite.h)
        return pygame.Rect(int(sprite.x - w / 2), int(sprite.y - h / 2 - sprite.lift), w, h)

    def _draw_placed(self, surface: pygame.Surface, sprite, seat: int) -> None:
        """A tile lying in a row, with a small mark of the colour and symbol of whoever placed it in its corner:
        one cached image per tile, size and placer, so a frame blits each row tile once."""
        w, h = round(sprite.w), round(sprite.h)
        key = (sprite.tile, w, h, sprite.style, self.colors[seat])
        image = self._placed_images.get(key)
        if image is None:
            image = self.tile_art.image(sprite.tile, w, h, True, sprite.style).copy()
            center, size = self.layout.placer_offset((w, h))
            mark = self._mark(self.colors[seat], size)
            image.blit(mark, mark.get_rect(center=center))
            if len(self._placed_images) >= PLACED_IMAGES_KEPT:  # forget the oldest, never all at once
                del self._placed_images[next(iter(self._placed_images))]
            self._placed_images[key] = image
        surface.blit(image, (int(sprite.x - w / 2), int(sprite.y - h / 2 - sprite.lift)))

    def _draw_tracker(self, surface: pygame.Surface, tracker) -> None:
        """The tile tracker over the rows. Its image is kept; when the tracker changes, only the cells whose
        tile moved and the legend's counts are painted again, so no frame repaints 99 cells."""
        panel = self.layout.tracker_panel()
        cached = self._tracker_image
        if cached is None or cached[0].seat != tracker.seat or self._tracker_language != generation():
            cached = self._tracker_image = (tracker, self._render_tracker(panel, tracker))
            self._tracker_language = generation()
        elif cached[0] is not tracker and cached[0] != tracker:
            old, image = cached
            for before, now in zip(old.tiles, tracker.tiles, strict=True):
                if before != now:
                    self._paint_tracker_cell(image, panel, now)
            self._paint_tracker_counts(image, panel, tracker)
            self._tracker_image = (tracker, image)
        surface.blit(self._tracker_image[1], panel.box)

    @staticmethod
    def _tracker_looks() -> dict:
        from game.rules.tracker import TileWhere  # the rules' names for the places a tile can be

        return {
            TileWhere.BOARD: (palette.PARCHMENT_LIGHT, _("on the board")),
            TileWhere.BOXED: (palette.STONE_DARK, _("seen going to the box")),
            TileWhere.KEPT: (palette.SKY_HIGH, _("kept from a row (mark: who)")),
            TileWhere.FACE_UP: (palette.GOLD_LIGHT, _("played face up this round")),
            TileWhere.OFFERED: (palette.GRASS_LIGHT, _("a completed row, being kept")),
            TileWhere.MINE: (palette.OCHRE_RED, _("yours")),
            TileWhere.UNKNOWN: (palette.FELT_DARK, _("not known to you")),
        }

    def _render_tracker(self, panel, tracker) -> pygame.Surface:
        # Opaque: a frame blits it without blending (it covers the rows while it is open).
        image = pygame.Surface(panel.box.size)
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            image = image.convert()
        image.fill(TRACKER_GROUND)
        pygame.draw.rect(image, GOLD, image.get_rect(), 3)
        dx, dy = -panel.box.x, -panel.box.y
        title = self.text.render(_("Tiles · what you know of all 99 (T to close)"), 26, palette.CREAM, True)
        image.blit(title, (panel.title_at()[0] + dx, panel.title_at()[1] + dy))
        for tracked in tracker.tiles:
            self._paint_tracker_cell(image, panel, tracked)
        self._paint_tracker_counts(image, panel, tracker)
        # Who is who, by colour and symbol (the marks on kept and face-up tiles).
        for index, name in enumerate(self.names):
            line = panel.legend_line(len(self._tracker_looks()) + index // 2).move(dx, dy)
            x = line.x + (index % 2) * (line.w // 2)
            mark = self._mark(self.colors[index], 22)
            image.blit(mark, mark.get_rect(midleft=(x, line.centery)))
            label = self.text.render(_fit(shown_name(name), 12), 18, palette.CREAM)
            image.blit(label, label.get_rect(midleft=(x + 30, line.centery)))
        return image

    def _paint_tracker_cell(self, image: pygame.Surface, panel, tracked) -> None:
        from game.rules.tracker import TileWhere

        cell = panel.cell(tracked.tile).move(-panel.box.x, -panel.box.y)
        pygame.draw.rect(image, TRACKER_GROUND, cell.inflate(4, 4))
        fill, _words = self._tracker_looks()[tracked.where]
        pygame.draw.rect(image, fill, cell, border_radius=6)
        number = self.text.render(str(tracked.tile), 20, readable_on(fill), tracked.where is not TileWhere.UNKNOWN)
        image.blit(number, number.get_rect(center=cell.center))
        if tracked.where is TileWhere.BOXED:
            pygame.draw.line(image, palette.CREAM, cell.bottomleft, cell.topright, 2)
        if tracked.seat is not None and tracked.where is not TileWhere.MINE:
            center, size = panel.mark(cell.move(panel.box.x, panel.box.y))
            mark = self._mark(self.colors[tracked.seat], size)
            image.blit(mark, mark.get_rect(center=(center[0] - panel.box.x, center[1] - panel.box.y)))

    def _paint_tracker_counts(self, image: pygame.Surface, panel, tracker) -> None:
        from game.rules.tracker import TileWhere

        for index, (where, (fill, words)) in enumerate(self._tracker_looks().items()):
            line = panel.legend_line(index).move(-panel.box.x, -panel.box.y)
            pygame.draw.rect(image, TRACKER_GROUND, line)
            swatch = pygame.Rect(line.x, line.y + 4, line.h - 8, line.h - 8)
            pygame.draw.rect(image, fill, swatch, border_radius=5)
            pygame.draw.rect(image, palette.CREAM, swatch, 1, border_radius=5)
            bold = where is TileWhere.UNKNOWN
            lines = self._legend_lines(f"{tracker.count(where)}  {words}", bold, line.right - swatch.right - 10)
            labels = [self.text.render(part, size, palette.CREAM, bold) for part, size in lines]
            y = line.centery - sum(label.get_height() for label in labels) / 2
            for label in labels:
                image.blit(label, (swatch.right + 10, round(y)))
                y += label.get_height()

    def _legend_lines(self, text: str, bold: bool, room: int) -> list[tuple[str, int]]:
        """A legend entry in `room` pixels: one line, a little smaller if need be; longer still (German's "aus einer
        Reihe behalten (Zeichen: wer)"), two smaller lines in the line's height."""
        fonts, face = self.text.fonts, Face.BOLD if bold else Face.REGULAR
        size = fonts.fitting_size(text, 20, room, smallest=16, face=face)
        if fonts.size(text, size, face)[0] <= room:
            return [(text, size)]
        return [(part, 14) for part in fonts.wrap(text, 14, room, face)[:2]]

    def _draw_status(self, surface: pygame.Surface, overlay: Overlay) -> None:
        bar = self.layout.status_bar()
        box = bar.box
        if not box.w or not overlay.status:
            return
        surface.blit(self._veil(box.size, (250, 244, 226), 225), box)
        if overlay.acting is not None:
            pygame.draw.rect(surface, seat_rgb(self.colors[overlay.acting]), bar.stripe,
                             border_top_left_radius=8, border_bottom_left_radius=8)
        size = self.text.fonts.fitting_size(overlay.status, 30, bar.text_width, smallest=16, face=Face.BOLD, step=2)
        label = self.text.render(overlay.status, size, overlay.status_color, True)
        surface.blit(label, label.get_rect(midleft=bar.text_at))

    def _draw_log(self, surface: pygame.Surface, lines: tuple[str, ...]) -> None:
        panel = self.layout.log_panel()
        if not panel.box.w or not lines:
            return
        y = panel.bottom
        for index, line in enumerate(reversed(lines)):
            bold = index == 0
            parts = self.text.fonts.wrap(line, 17, panel.wrap_width, Face.BOLD if bold else Face.REGULAR)
            images = [self.text.render(p, 17, palette.INK if bold else palette.INK_SOFT, bold) for p in parts]
            height = sum(i.get_height() + panel.line_gap for i in images)
            if y - height < panel.top:
                return  # only whole entries: a cut sentence reads as nonsense
            y -= height
            for offset, image in enumerate(images):
                surface.blit(image, (panel.text_x, y + offset * (image.get_height() + panel.line_gap)))
            y -= panel.entry_gap

    def _draw_float(self, surface: pygame.Surface, text: FloatText) -> None:
        k = min(1.0, text.age / text.life)
        image = self.text.render(text.text, text.size, text.color, True)
        outline = self.text.render(text.text, text.size, (20, 16, 12), True)
        alpha = 255 if k < 0.6 else round(255 * (1 - (k - 0.6) / 0.4))
        y = text.y - 70 * (1 - (1 - k) ** 2)
        rect = image.get_rect(center=(text.x, y))
        for dx, dy in ((2, 2), (-2, 2), (2, -2), (-2, -2)):
            outline.set_alpha(alpha)
            surface.blit(outline, rect.move(dx, dy))
        image.set_alpha(alpha)
        surface.blit(image, rect)
        image.set_alpha(255)
        outline.set_alpha(255)

    def _draw_banner(self, surface: pygame.Surface, text: str, alpha: float) -> None:
        image = self.text.render(text, 44, palette.CREAM, True)
        plate = self.layout.banner_plate(image.get_size())
        # One plate per size, faded as a whole: a new plate for every step of the fade would be painted anew.
        veil = self._veil(plate.size, (24, 30, 20), 200)
        veil.set_alpha(round(255 * alpha))
        surface.blit(veil, plate)
        veil.set_alpha(255)
        image.set_alpha(round(255 * alpha))
        surface.blit(image, image.get_rect(center=plate.center))
        image.set_alpha(255)

    def _veil(self, size: tuple[int, int], rgb: tuple[int, int, int], alpha: int) -> pygame.Surface:
        key = (size[0], size[1], hash((rgb, alpha)))
        veil = self._veil_cache.get(key)
        if veil is None:
            if len(self._veil_cache) >= VEILS_KEPT:  # banners of many widths over a long game
                del self._veil_cache[next(iter(self._veil_cache))]
            veil = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (*rgb, alpha), veil.get_rect(), border_radius=10)
            self._veil_cache[key] = veil
        return veil


def _panel_order(panel: _Panel) -> tuple[int, int]:
    return _PANEL_ORDER.get(panel.name.rstrip("0123456789"), (len(_PANEL_ORDER), 1))


def _within_budget(panels: list[_Panel]) -> list[_Panel]:
    """The first panels (at least one) whose weights add up to at most PAINT_PER_FRAME."""
    chosen, spent = [], 0
    for panel in panels:
        weight = _panel_order(panel)[1]
        if chosen and spent + weight > PAINT_PER_FRAME:
            break
        chosen.append(panel)
        spent += weight
    return chosen


def _rests_in_row(sprite, table) -> bool:
    """Whether a tile sprite lies still in a row, face up and whole (so it can be kept on the table layer)."""
    return (sprite.layer == 0 and sprite.visible and sprite.tile in table.placer and sprite.showing_face()
            and not sprite.flip and sprite.alpha == 255)


@contextmanager
def _clipped(surface: pygame.Surface, area: pygame.Rect) -> Iterator[None]:
    """Drawing on `surface` stays inside `area` while the block runs."""
    previous = surface.get_clip()
    surface.set_clip(area)
    try:
        yield
    finally:
        surface.set_clip(previous)


def _parse_color(text: str | None) -> tuple[int, int, int] | None:
    if not text:
        return None
    text = text.lstrip("#")
    if len(text) == 8:  # Tiled writes #AARRGGBB
        text = text[2:]
    try:
        return (int(text[0:2], 16), int(text[2:4], 16), int(text[4:6], 16))
    except ValueError:
        return None


def _fit(text: str, most: int) -> str:
    return text if len(text) <= most else text[: most - 1] + "…"


__all__ = ["BONUS", "INK", "PENALTY", "BoardView", "Layout", "Overlay", "readable_on"]
