"""Every translated text fits the box it is drawn in, at the logical size, in each language: rendered with the
game's own fonts (game/client/view/text.py) and compared with the widths the screens give them (the screens' own
rectangles where they keep them, else the numbers they lay out with)."""

from __future__ import annotations

import math

import pygame
import pytest

from game.client.view.drawing import LABEL_MARGIN, label_size
from game.client.view.text import Face, Fonts
from game.text import i18n
from game.text.i18n import LANGUAGES, _, ngettext

BUTTON_PADDING = 2 * LABEL_MARGIN
# A label too long for its button is drawn smaller (drawing.label_size), but by a few points at most: a text
# that needs more is too long for its button, and a shorter translation is due.
LEAST_LABEL_SHARE = 0.85


@pytest.fixture(scope="module")
def fonts():
    pygame.font.init()
    return Fonts()


@pytest.fixture
def table_app():
    """A window with the real board map: the play screen lays out from it."""
    from game.client.app import App

    application = App((1920, 1080))
    application.open()
    yield application
    application.close()


@pytest.fixture(params=LANGUAGES)
def language(request):
    i18n.set_language(request.param)
    return request.param


def too_wide(fonts: Fonts, items) -> list[str]:
    """The (text, size, face, width) items whose text is wider than its width, described."""
    wrong = []
    for text, size, face, width in items:
        drawn = fonts.size(text, size, face)[0]
        if drawn > width:
            wrong.append(f"{text!r} at {size}: {drawn} px in {width} px")
    return wrong


def labels_too_wide(fonts: Fonts, labels) -> list[str]:
    """The (label, size, width of its box) whose label does not fit even at the size the widget shrinks it to,
    or only shrunk below LEAST_LABEL_SHARE of its size."""
    wrong = []
    for label, size, width in labels:
        drawn = label_size(fonts, label, size, width)
        if drawn < size * LEAST_LABEL_SHARE:
            wrong.append(f"{label!r} would be drawn at {drawn} instead of {size}")
        wrong += too_wide(fonts, [(label, drawn, Face.BOLD, width - BUTTON_PADDING)])
    return wrong


def buttons_too_wide(fonts: Fonts, buttons) -> list[str]:
    return labels_too_wide(fonts, [(_(b.label), b.size, b.rect.w) for b in buttons if b.label])


def test_the_title_and_menu_buttons_fit(app, fonts, language):
    from game.client.scenes.pause import PauseScene
    from game.client.scenes.title import TITLE_MARGIN, TITLE_SIZE, TitleScene, title_size

    title = TitleScene(app)
    pause = PauseScene(app, phones=object())  # a match with phone seats: the menu has its sixth button
    assert buttons_too_wide(fonts, title.widgets + pause.widgets) == []
    # The game's name shrinks to its banner at most a little; the rest of the banner and the corner at full size.
    assert title_size(fonts, _("Dance of Ibexes"), 1180 - TITLE_MARGIN) >= TITLE_SIZE - 32
    assert too_wide(fonts, [
        (_("Tanz der Hornochsen!  ·  a tile-laying game for 2 to 8 players"), 34, Face.REGULAR, 1180 - 60),
        (_("Paused"), 64, Face.TITLE, pause.card.w - 40),
        (_("Saved games"), 34, Face.BOLD, 600 - 40),
    ]) == []


def test_the_vanished_phones_card_and_the_phone_codes_fit(app, fonts, language):
    from game.client.scenes.phone_codes import TEXT_WIDTH, WHAT
    from game.client.scenes.vanished import VanishedPhonePrompt

    card = VanishedPhonePrompt(app, 0, "Wilhelmina", lambda: True, lambda seat, who: None)
    assert buttons_too_wide(fonts, card.widgets) == []
    title = _("{name}'s phone is gone").format(name="Wilhelmina")
    assert fonts.fitting_size(title, 50, card.card.w - 60, smallest=30, face=Face.TITLE) >= 30
    message = _("The table waits for {name}, whose phone has lost its connection. Wait for it, or let someone "
                "play the seat meanwhile: the phone gets it back as soon as it returns.").format(name="Wilhelmina")
    lines = fonts.wrap(message, 30, card.card.w - 120)
    assert len(lines) <= 4
    # No empty band between the message and the buttons: at most a line's height, whatever the language.
    message_bottom = card.card.y + 130 + len(lines) * 42
    gap = min(button.rect.top for button in card.widgets) - message_bottom
    assert 0 < gap <= 42, gap
    assert too_wide(fonts, [(_("The phones' codes"), 64, Face.TITLE, TEXT_WIDTH)]) == []
    assert len(fonts.wrap(_(WHAT), 24, TEXT_WIDTH)) <= 2


def test_the_setup_screen_fits(app, fonts, language):
    from game.client.scenes.setup import MAX_SEATS, ROW_W, ROW_X, SetupScene

    scene = SetupScene(app)
    assert buttons_too_wide(fonts, [scene.start_button, scene.back_button, scene.add_button]) == []
    row = scene.rows[0]
    segments = []
    for name in ("who", "level"):
        widget = row[name]
        segments += [(option.shown(), widget.size, widget.segment(k).w) for k, option in enumerate(widget.options)]
    assert labels_too_wide(fonts, segments) == []
    # The headings stand over their columns, each as wide as the gap to the next one: who plays begins 24 pixels
    # after the name field (which narrows, down to 250, for the choices' labels), the bot level 20 after it.
    name, who = row["name"].rect, row["who"].rect
    assert name.x == ROW_X + 300 and 250 <= name.w <= 340 and who.x == name.right + 24
    who_x, level_x = who.x - ROW_X, scene.level_x - ROW_X
    assert level_x == who.right + 20 - ROW_X
    columns = [(300, "Name"), (who_x, "Played by"), (level_x, "Bot level"), (1334, "Colour"), (ROW_W, "")]
    heads = [(_(label), 24, Face.BOLD, columns[k + 1][0] - x - 12) for k, (x, label) in enumerate(columns[:-1])]
    title_width = fonts.size(_("New game"), 64, Face.TITLE)[0]
    summary = ngettext("{n} player: {humans} at this screen, {phones} on phones, {bots}",
                       "{n} players: {humans} at this screen, {phones} on phones, {bots}", 8).format(
        n=8, humans=4, phones=2, bots=ngettext("{n} bot", "{n} bots", 2).format(n=2))
    summary_remote = ngettext("{n} player: {humans} here, {elsewhere} elsewhere, {bots}",
                              "{n} players: {humans} here, {elsewhere} elsewhere, {bots}", 8).format(
        n=8, humans=3, elsewhere=3, bots=ngettext("{n} bot", "{n} bots", 2).format(n=2))
    play_order = fonts.size(_("Play order: top to bottom"), 26)[0]
    assert too_wide(fonts, [
        *heads,
        # The summary sits between the title and "Play order" on the same line.
        (summary, 30, Face.REGULAR, ROW_W - title_width - 36 - play_order - 40),
        (summary_remote, 30, Face.REGULAR, ROW_W - title_width - 36 - play_order - 40),
        (_("A small dot is another player's colour: pick it and the two seats swap colours."), 22, Face.REGULAR,
         1780 - 40),
        # Beside a seat played by a person: on two lines at most.
        *((line, 22, Face.REGULAR, 1334 - level_x - 12) for said in (
            _("plays at this screen"), _("plays on a phone"), _("plays remotely"))
          for line in fonts.wrap(said, 22, 1334 - level_x - 12)[:2]),
        (ngettext("Room for {n} more", "Room for {n} more", 6).format(n=6), 24, Face.BOLD, ROW_W - 40),
        # Left of the start button, from the add button on.
        (_("The board could not be loaded, so a game cannot start."), 24, Face.REGULAR,
         scene.start_button.rect.x - 30 - scene.add_button.rect.right - 10),
    ]) == []
    assert ROW_X + ROW_W <= 1920 and MAX_SEATS == 8


def test_the_play_screen_buttons_and_status_line_fit(table_app, fonts, language):
    from game.client.scenes.play import PlayScene
    from game.match_setup.seats import default_match

    scene = PlayScene(table_app, default_match())
    layout = scene.layout
    labels = {scene.confirm_button: ("Play", "Play both"), scene.hint_button: ("Hints: on (H)", "Hints: off (H)"),
              scene.tracker_button: ("Tiles (T)", "Tiles: shown (T)"),
              scene.coach.button: ("Coach: on (C)", "Coach: off (C)")}
    assert buttons_too_wide(fonts, scene.buttons) == []
    for button, texts in labels.items():
        for text in texts:
            button.label = text
            assert buttons_too_wide(fonts, [button]) == []
    # The coach's panel (over the log panel): its notes wrap in its width, its choices fit beside their marks.
    from game.client.view.coach_panel import choice_label
    from game.rules import Buy, Keep, Play

    box = layout.anchor("log").w - 12  # the panel's card, inset in its place (game/client/view/coach_panel.py)
    panel = box - 24  # what its notes wrap to
    notes = [ngettext("An estimate from {n} sampled deal:", "An estimate from {n} sampled deals:", 200).format(n=200),
             _("A quick guess (no time to search):"), _("The coach could not rate this decision."),
             ngettext("{n} more choice, not searched: worse at a glance",
                      "{n} more choices, not searched: worse at a glance", 12).format(n=12),
             ngettext("{n} more choice, rated worse ({m} not searched)",
                      "{n} more choices, rated worse ({m} not searched)", 12).format(n=12, m=10)]
    assert [note for note in notes if len(fonts.wrap(note, 17, panel)) > 2] == []
    choices = [choice_label(decision) for decision in (Buy(0, 3), Buy(0, 0), Play(0, (88, 99)), Keep(0, (12, 34)),
                                                        Keep(0, ()))]
    # A choice starts 64 pixels right of the card's 12-pixel margin and keeps 8 pixels from its edge.
    assert too_wide(fonts, [(choice, 20, Face.BOLD, box - 12 - 64 - 8) for choice in choices]) == []
    width = layout.status_bar().text_width
    statuses = [
        _("Your turn: {buy}, or {pick}.").format(buy=_("choose a purchase and press Buy"),
                                                 pick=_("pick two tiles and press Play both")),
        _("{name}, your turn: {buy}, or {pick}.").format(
            name="Wolfgang", buy=_("choose a purchase and press Buy"), pick=_("pick two tiles and press Play both")),
        _("{name}, your turn: you must buy a tile first: choose {counts}, then press Buy.").format(
            name="Wolfgang", counts="1/2/3"),
        ngettext("{name}, your turn: press Buy (Enter) to buy {n} tile for {points} pt, or choose again.",
                 "{name}, your turn: press Buy (Enter) to buy {n} tiles for {points} pt, or choose again.", 3).format(
            name="Wolfgang", n=3, points=4),
        _("{name}, your turn: press {button} (Enter) to play {tiles}, or choose a purchase first.").format(
            name="Wolfgang", button=_("Play both"), tiles="88 + 99"),
        _("{name}, your turn: press {button} (Enter) to play {tiles}.").format(
            name="Wolfgang", button=_("Play both"), tiles="88 + 99"),
        _("Still choosing: {names}.").format(names=ngettext("{names} and {n} more", "{names} and {n} more", 4).format(
            names="Wolfgang Am…, Wolfgang Am…, Wolfgang Am…, Wolfgang Am…", n=4)),
        _("Waiting for {name}. Also choosing: {names}.").format(
            name="Wolfgang", names="Wolfgang Am…, Wolfgang Am…, Wolfgang Am…"),
        _("{phase}  Next: {who}.").format(phase=_("{name} reached an oxen-eye: the next round is open.").format(
            name="Wolfgang"), who=_("{name}'s turn").format(name="Anja")),
        _("Waiting for {name} to decide on their phone.").format(name="Wolfgang"),
    ]
    # The status line shrinks a long sentence down to 16 points (game/client/view/board_view.py); at 18 it still reads.
    assert too_wide(fonts, [(text, 18, Face.BOLD, width) for text in statuses]) == []
    # The caption over the buy buttons spans the four of them.
    span = layout.anchor("button_buy3").right - layout.anchor("button_buy0").x
    assert too_wide(fonts, [(_("buy tiles · 1 point each"), 18, Face.BOLD, span + 40)]) == []


def test_the_seat_panels_and_round_panel_fit(table_app, fonts, language):
    from game.client.view.layout import Layout

    layout = Layout(table_app.board_map.geometry, table_app.board_map.spec)
    panel = layout.seat_panel(0)
    # The score and the status share the line left of the small face-down hand (its widest fan: a full hand).
    # Where even the English runs into the hand, no translation may run further (the panel then writes it smaller).
    hand = min(tile.x for tile in panel.hand_tiles(9, layout.small_tile_size()))
    statuses = [lambda g, n: g("choosing"), lambda g, n: g("thinking…"), lambda g, n: g("keeping"),
                lambda g, n: g("deciding…"), lambda g, n: g("bot plays…"), lambda g, n: g("ready"),
                lambda g, n: g("takes row"),
                lambda g, n: n("bought {n}", "bought {n}", 3).format(n=3),
                lambda g, n: n("kept {n}", "kept {n}", 2).format(n=2)]

    def line_end(gettext, plural) -> list[int]:
        score = fonts.size(gettext("{n} pt").format(n=99), 22, Face.BOLD)[0]
        return [panel.score_at[0] + score + 10 + fonts.size(status(gettext, plural), 16, Face.BOLD)[0]
                for status in statuses]

    english = line_end(lambda text: text, lambda one, many, count: one if count == 1 else many)
    shown = line_end(_, ngettext)
    wrong = [(statuses[k](_, ngettext), end) for k, (end, source) in enumerate(zip(shown, english, strict=True))
             if end > max(hand, source)]
    assert wrong == []
    name = fonts.size("Wolfgang Am…", 22, Face.BOLD)[0]  # the longest name a panel shows (cut at 11 letters)
    tags = [_("you"), _("human"), _("phone"), _("bot")]
    assert too_wide(fonts, [(tag, 15, Face.REGULAR, panel.box.w - 50 - name - 8) for tag in tags]) == []
    info = layout.round_info()
    title = fonts.size(_("Round {round}").format(round=12), 22, Face.BOLD)[0]
    from game.client.view.board_view import BoardView
    from game.client.view.sprites import TextCache
    from game.rules import COLORS

    board = BoardView(layout, TextCache(), COLORS[:2], ("A", "B"), ("human", "bot"))
    for kinds in ((_("DOUBLE"), _("OPEN"), _("HAPPY COWS")), (_("DOUBLE"), _("NEXT: OPEN"), _("HAPPY COWS"))):
        size = board.round_panel.chip_size(list(kinds), info.box.w)
        chips = [fonts.size(chip, size, Face.BOLD)[0] for chip in kinds]
        assert sum(w + 18 for w in chips) + 8 <= info.box.w, "the round's kinds fit its panel on their own line"
        assert size >= 11, kinds
    assert title + 24 <= info.box.w


def test_the_keep_dialog_fits(app, fonts, language):
    from game.client.scenes.keep_dialog import KeepDialog

    dialog = KeepDialog(app, "Wolfgang", (200, 40, 40), 4, (12, 14, 15), [(), (12,), (12, 14)],
                        lambda tiles: None)
    width = dialog.card.w - 40
    assert buttons_too_wide(fonts, [dialog.button]) == []
    dialog.button.label = "Box them all"
    assert buttons_too_wide(fonts, [dialog.button]) == []
    assert too_wide(fonts, [
        (_("{name} takes row {row}").format(name="Wolfgang", row=12), 44, Face.BOLD, width),
        (_("You take the row"), 44, Face.BOLD, width),
        (_("Your hand is full: every tile goes to the box."), 28, Face.REGULAR, width),
        (_("Keep 1 tile; the others go to the box."), 28, Face.REGULAR, width),
        (_("Keep 1 or 2 tiles; the others go to the box."), 28, Face.REGULAR, width),
        (_("Click the tiles to keep"), 24, Face.REGULAR, width),
    ]) == []


def test_the_curtain_and_confirmations_fit(app, fonts, language):
    from game.client.scenes.confirm import CARD, ConfirmScene

    card = 980 - 40  # the curtain's card (game/client/scenes/curtain.py)
    whys = [_("It is {name}'s turn to choose which tiles to keep.").format(name="Wolfgang"),
            _("It is your turn to choose which tiles to keep."), _("It is {name}'s turn to buy and play.")]
    assert too_wide(fonts, [
        (_("Pass to {name}").format(name="Wolfgang"), 64, Face.BOLD, card),
        *[(why, 30, Face.REGULAR, card) for why in whys],
        (_("Click when ready"), 34, Face.BOLD, card),
        (_("Everyone else, please look away."), 24, Face.REGULAR, card),
        *[(_(title), 54, Face.TITLE, CARD.w - 40) for title in ("Quit the game?", "Restart?", "Leave this game?")],
    ]) == []
    confirm = ConfirmScene(app, "Restart?", "The same players start over with a new deal.", "Restart", lambda: None)
    assert buttons_too_wide(fonts, confirm.widgets) == []
    for message in ("The match could not be saved, so it will be lost.",
                    "The match is saved: Continue on the title screen resumes it.",
                    "The same players start over with a new deal."):
        assert len(fonts.wrap(_(message), 32, CARD.w - 120)) <= 3, message  # the card shows three lines


def test_the_results_fit(app, fonts, language):
    from game.client.scenes.results import ResultsScene
    from game.match_setup.seats import default_match
    from game.rules.events import EndReason
    from game.text.standings import END_REASONS as REASONS
    from game.text.standings import ordinal

    results = ResultsScene(app, default_match(), (12, 30, 45, 60), (1, 2, 3, 4), EndReason.DUNG_HEAP, 60)
    assert buttons_too_wide(fonts, results.widgets) == []
    card = results.card
    width = card.w - 80
    rounds = " " + ngettext("{n} round played.", "{n} rounds played.", 14).format(n=14)
    items = [(_("{reason} Fewest penalty points wins.").format(reason=_(reason)) + rounds, 26, Face.REGULAR, width)
             for reason in REASONS.values()]
    items.append((_("{name} wins!").format(name="Wolfgang"), 60, Face.TITLE, width))
    medal = 80  # the place column: left of the pawn (its centre 112 pixels in, the place's centre 44)
    items += [(ordinal(place), 20, Face.BOLD, medal) for place in range(1, 9)]
    assert too_wide(fonts, items) == []
    # A result line, from the name (146 pixels in) to the points (right-aligned at 720): the name, the heap's
    # note and the points side by side.
    for note in (_("on the dung heap"), _("dung heap +{n}").format(n=12)):
        line = (fonts.size("Wolfgang", 28, Face.BOLD)[0] + 12 + fonts.size(note, 20, Face.BOLD)[0] + 16
                + fonts.size(ngettext("{n} point", "{n} points", 99).format(n=99), 28)[0])
        assert line <= 720 - 50 - 146, note
    # The figures' headings: two lines at most, each within its column, at 16 at the least.
    from game.client.scenes.results import heading_lines

    columns = results.columns()
    column = columns[1][1] - columns[0][1] - 8
    for heading, _x in columns:
        size, lines = heading_lines(fonts, _(heading), column)
        assert len(lines) <= 2 and too_wide(fonts, [(line, size, Face.BOLD, column) for line in lines]) == [], heading
        assert " ".join(lines) == _(heading)  # nothing of it cut off


def test_each_rules_page_fits_its_card(app, fonts, language):
    from game.client.scenes.rules_help import PAGES, RulesHelpScene

    scene = RulesHelpScene(app)
    room = scene.prev_button.rect.y - 20 - (scene.card.y + 204)  # from under the title to above the buttons
    for index, page in enumerate(PAGES):
        assert scene.page_height(index) <= room, f"page {index + 1}, {_(page.title)!r}"
        assert too_wide(fonts, [(_(page.title), 58, Face.TITLE, scene.close_button.rect.x - scene.card.x - 120)]) == []
    assert buttons_too_wide(fonts, scene.widgets) == []
    scene.next_button.label = "Done"
    assert buttons_too_wide(fonts, [scene.next_button]) == []


def test_the_join_and_saved_games_texts_fit(app, fonts, language):
    from game.client.scenes.join import CARD_W

    assert too_wide(fonts, [
        (_("Join on your phones"), 64, Face.TITLE, 1780 - 100),
        (_("Scan your seat's code with the phone's camera (on the same Wi-Fi as this computer). "
           "The game begins when every phone has joined."), 24, Face.REGULAR, 1780 - 100),
        (_("Play at this screen instead"), 22, Face.BOLD, CARD_W - 60 - BUTTON_PADDING),
        (_("Every seat is played at this screen now."), 30, Face.REGULAR, 1780 - 100),
        (_("Continue · round {round}").format(round=12), 32, Face.BOLD, 600 - 32 - BUTTON_PADDING),
    ]) == []
    from game.phones.address import NO_NETWORK

    assert len(fonts.wrap(_(NO_NETWORK), 26, 1680)) <= 2  # the join panel shows a problem in two lines at most
    # A card's top line: the pawn and name from the left, the joined mark from the right, a name of 8 letters.
    name = fonts.size("Wolfgang", 30, Face.BOLD)[0]
    for mark in (_("✓ joined"), _("waiting…")):
        assert 62 + name + 20 + fonts.size(mark, 24, Face.BOLD)[0] + 20 <= CARD_W, mark


def test_the_settings_screen_fits(app, fonts, language):
    from game.client.scenes.settings_screen import LABEL_W, SettingsScene
    from game.client.view.choosers import Segmented

    scene = SettingsScene(app)
    assert scene.rows, "the settings screen has its rows"
    wrong = []
    for row in scene.rows:
        # The screen shrinks a long label to its room (down to two thirds); more than a few points is too long.
        wrong += too_wide(fonts, [(_(row.label), math.ceil(32 * LEAST_LABEL_SHARE), Face.BOLD, LABEL_W - 24)])
        if isinstance(row.control, Segmented):
            wrong += labels_too_wide(fonts, [(option.shown(), row.control.size, row.control.segment(index).w)
                                             for index, option in enumerate(row.options)])
    assert wrong == []
    assert buttons_too_wide(fonts, [scene.back_button]) == []
    room = scene.card.w - 60
    assert too_wide(fonts, [
        (_("Settings"), 64, Face.TITLE, room),
        (_("Changes apply at once and are saved."), 24, Face.REGULAR, room),
        (_("The settings file cannot be written, so changes last for this run only."), 24, Face.REGULAR, room),
        (_("Tab or arrows: move · Left/Right: change · M: sound on/off · Esc: back"), 22, Face.REGULAR, room),
        # A slider's value stands right of its bar, in the room the bar leaves.
        (_("Instant"), 32, Face.BOLD, 210 - 24 - 20 - 8),
    ]) == []


def test_the_statistics_screen_headings_fit(app, fonts, language):
    from game.client.scenes.statistics_screen import COLUMN_X, StatisticsScene
    from game.text.statistics_lines import COLUMNS

    # Each heading is centred on its column: two neighbours must not meet (ten pixels apart at least).
    widths = [fonts.size(_(heading), 22, Face.BOLD)[0] for heading in COLUMNS]
    crowded = [(_(COLUMNS[k]), _(COLUMNS[k + 1])) for k in range(len(COLUMNS) - 1)
               if (widths[k] + widths[k + 1]) / 2 + 10 > COLUMN_X[k + 1] - COLUMN_X[k]]
    assert crowded == []
    assert StatisticsScene(app).card.w - COLUMN_X[-1] >= widths[-1] / 2 + 30  # the last one within the card


def test_the_tile_trackers_legend_fits_in_every_language(table_app, language):
    # German's "aus einer Reihe behalten (Zeichen: wer)" ran past the panel's edge.
    from game.client.view.board.tracker import looks
    from game.client.view.board_view import BoardView
    from game.client.view.layout import Layout
    from game.client.view.sprites import TextCache
    from game.rules import COLORS

    layout = Layout(table_app.board_map.geometry, table_app.board_map.spec)
    board = BoardView(layout, TextCache(), COLORS[:2], ("A", "B"), ("human", "bot"))
    panel = layout.tracker_panel()
    fonts = board.text.fonts
    for index, (_fill, words) in enumerate(looks().values()):
        line = panel.legend_line(index)
        room = line.right - (line.x + line.h - 8) - 10  # right of the swatch
        lines = board.tracker.legend_lines(f"99  {words}", bold=True, room=room)
        assert len(lines) <= 2 and sum(fonts.size(part, size, Face.BOLD)[1] for part, size in lines) <= line.h + 2
        assert too_wide(fonts, [(part, size, Face.BOLD, room) for part, size in lines]) == [], words
        assert " ".join(part for part, _size in lines) == f"99  {words}"
