"""The text size measured on the scenes shown over or beside a match: the keep dialog, the hot-seat curtain, the
phone join panel, the phones' codes, the vanished phone's card, the takeover card, the replay viewer, the passing
notice and the guided game. Each is opened in a real window, driven through App.step, headless, at each text-size
step, in windows of 1024x600, 1280x720 and 1920x1080, in English, German and Dutch. Every text a screen draws is
noted where it went and at what size (game/client/view/text.py `Fonts.written`); for each: its height in window
pixels is at least what the step asks (12, 14, 16), it is whole, no two texts of a panel overlap and none leaves its
panel (tests/text_measure.py says how, with the figures worked out by hand). Each screen's main texts must be among
those noted, so that a screen noting nothing cannot pass.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest
from people import frame, guided_from_title
from save_helpers import bot_config
from text_measure import check, in_every_window, open_at, texts, written_after

from game.client.scenes.curtain import CurtainScene
from game.client.scenes.join import JoinScene
from game.client.scenes.keep_dialog import KeepDialog
from game.client.scenes.phone_codes import PhoneCodesScene
from game.client.scenes.replay_viewer import ReplayViewer
from game.client.scenes.takeover import TakeoverPrompt
from game.client.scenes.vanished import VanishedPhonePrompt
from game.client.view.text import TextStep, Written
from game.match_setup.seats import BOT, HUMAN, PHONE, REMOTE, MatchConfig, SeatConfig
from game.phones.server import Takeover
from game.session.seating import make_match
from game.storage.game_log import read_log
from game.storage.saves import Autosave
from game.text.i18n import N_, _

WITH_PHONES = MatchConfig((SeatConfig("Wolfgang", "red", HUMAN), SeatConfig("Wilhelmina", "blue", PHONE),
                           SeatConfig("Maximilian", "yellow", PHONE), SeatConfig("Bot 1", "green", BOT, "easy")),
                          seed=5)
# The join panel: a phone seat and a seat played from another computer, whose card says where to type its address.
WITH_REMOTE = MatchConfig((SeatConfig("Wolfgang", "red", HUMAN), SeatConfig("Wilhelmina", "blue", PHONE),
                           SeatConfig("Maximilian", "yellow", REMOTE), SeatConfig("Bot 1", "green", BOT, "easy")),
                          seed=5)
ASKED = MatchConfig((SeatConfig("Wilhelmina", "red", PHONE), SeatConfig("Bot 1", "green", BOT, "easy")), seed=5)


class Opening(str):
    """The first words of a sentence that may be wrapped onto lines: its first line begins with them."""


def first_words(sentence: str, count: int = 2) -> Opening:
    return Opening(" ".join(sentence.split(" ")[:count]))


def missing(main: list[str], written: list[Written]) -> list[str]:
    """The main texts no noted text is (or, for an Opening, begins with)."""
    noted = texts(written)
    return [text for text in main if not any(
        seen.startswith(text) if isinstance(text, Opening) else seen == text for seen in noted)]


class _Asking:
    """The server's side of the takeover card: one phone asking for the longest-named seat."""

    def pending_takeovers(self):
        return (Takeover(0, "0427", 1),)


def _keep(app) -> list[str]:
    app.push(KeepDialog(app, "Maximilian", (200, 40, 40), 12, (12, 14, 15), [(), (12,), (12, 14)],
                        lambda tiles: None))
    return [_("{name} takes row {row}").format(name="Maximilian", row=12),
            first_words(_("Keep 1 or 2 tiles; the others go to the box.")), _("Click the tiles to keep"), _("Keep")]


def _curtain(app) -> list[str]:
    app.push(CurtainScene(app, "Maximilian", "red", N_("It is {name}'s turn to choose which tiles to keep."),
                          lambda: None))
    return [_("Pass to {name}").format(name="Maximilian"),
            _("It is {name}'s turn to choose which tiles to keep.").format(name="Maximilian"),
            _("Click when ready"), _("Everyone else, please look away.")]


def _join(app) -> list[str]:
    app.start_match(WITH_REMOTE)
    return [_("Join the game"), "Wilhelmina", "Maximilian", _("Play at this screen instead"), _("Back"),
            first_words(_("On another computer: Join a table, then type this address (or open it in a browser)."))]


def _codes(app) -> list[str]:
    app.start_match(WITH_REMOTE)
    frame(app)
    join = app.top
    assert isinstance(join, JoinScene) and join.table is not None
    app.push(PhoneCodesScene(app, WITH_REMOTE, join.table))
    return [_("The phones' codes"), "Wilhelmina", "Maximilian", _("Back"),
            first_words(_("On another computer: Join a table, then type this address (or open it in a browser)."))]


def _vanished(app) -> list[str]:
    app.push(VanishedPhonePrompt(app, 1, "Wilhelmina", lambda: True, lambda seat, who: None))
    return [_("{name}'s phone is gone").format(name="Wilhelmina"), _("Wait"), _("Play it at this screen"),
            _("Let a bot play it")]


def _vanished_computer(app) -> list[str]:
    app.push(VanishedPhonePrompt(app, 1, "Wilhelmina", lambda: True, lambda seat, who: None, remote=True))
    return [_("{name}'s computer is gone").format(name="Wilhelmina"), _("Wait"), _("Let a bot play it")]


def _takeover(app) -> list[str]:
    app.push(TakeoverPrompt(app, _Asking(), ASKED))
    return [_("Another phone asks for {name}'s seat").format(name="Wilhelmina"),
            _("Its screen shows the code {code}.").format(code="0427"), _("Refuse"), _("Let it play")]


def _notice(app) -> list[str]:
    app.push(CurtainScene(app, "Maximilian", "red", N_("It is {name}'s turn to play."), lambda: None))
    app.toast(N_("Sound off (M)"))
    return [_("Sound off (M)")]


def _guided(app) -> list[str]:
    guided = guided_from_title(app)
    return [first_words(guided.header(), 3), _("Next  ▶")]


@pytest.fixture(scope="module")
def saved_game(tmp_path_factory):
    """A game of four bots played to its end and saved as the window saves it."""
    from game.board_map.loader import load_board_map

    folder = tmp_path_factory.mktemp("replay")
    with make_match(replace(bot_config(4), seed=21), load_board_map().spec) as match:
        match.recorder = autosave = Autosave.start(match.game, match.config, folder, sync=False)
        match.play_to_end()
    return read_log(autosave.path), autosave.path.name


def _replay(log) -> Callable:
    def opened(app) -> list[str]:
        viewer = ReplayViewer(app, *log)
        app.push(viewer)
        # The step counter, and the buttons' labels (noted by the table's layer).
        return [first_words(viewer.status(), 1), _(viewer.play_button.label), _(viewer.chart_button.label)]
    return opened


SCREENS: dict[str, Callable] = {
    "keep": _keep, "curtain": _curtain, "join": _join, "codes": _codes, "vanished": _vanished,
    "vanished, a computer": _vanished_computer, "takeover": _takeover, "notice": _notice, "guided": _guided,
    "replay": lambda app: None,
}


def written_on(name: str, size: tuple[int, int], language: str, step: TextStep,
               log=None) -> tuple[object, list[Written], list[str]]:
    app = open_at(size, language, step, phones=name in ("join", "codes"))
    opener = _replay(log) if name == "replay" else SCREENS[name]
    main = opener(app)
    return app, written_after(app, 3 if name == "notice" else 8), main


def measured(name: str, size: tuple[int, int], language: str, step: TextStep, log=None) -> None:
    app, written, main = written_on(name, size, language, step, log)
    try:
        assert not missing(main, written), f"not noted: {missing(main, written)}"
        check(app, written, size, step)
    finally:
        app.close()


@in_every_window
@pytest.mark.parametrize("screen", list(SCREENS))
def test_every_overlays_texts_are_large_enough_whole_and_apart(screen, step, size, language, request):
    log = request.getfixturevalue("saved_game") if screen == "replay" else None
    measured(screen, size, language, step, log)


@pytest.mark.parametrize("screen", [name for name in SCREENS if name != "replay"])
def test_in_the_smallest_window_at_the_largest_step_every_overlay_holds_its_german_words(screen):
    """The quick tier's case of each screen: the smallest window, the largest step, the longest words."""
    measured(screen, (1024, 600), "de", TextStep.LARGEST)


@pytest.mark.slow
def test_in_the_smallest_window_at_the_largest_step_the_replay_holds_its_german_words(saved_game):
    measured("replay", (1024, 600), "de", TextStep.LARGEST, saved_game)
