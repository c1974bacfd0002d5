"""A corpus of broken saves and game logs: every field of every kind of line set to each wrong JSON value,
names the screen cannot draw, cut lines, BOMs, CRLF, bytes that are not UTF-8, decisions the rules reject,
decisions after the end, events that disagree, files that are not files.

Every one is refused with one sentence naming the file (or read, with its names cleaned), the file keeps its
bytes, and the title screen opens with every one of them among the saved games.
"""

from __future__ import annotations

import copy
import json
import math
import os
import tracemalloc
from collections.abc import Callable
from pathlib import Path

import pytest
from corpus_checks import assert_one_sentence, set_field, within
from save_helpers import bot_config, play_saved

from game.bots import make_bot
from game.client.app import DEFAULT_CANVAS, STEP, App
from game.client.scenes.title import TitleScene
from game.rules import Game, PlayerSetup, default_board
from game.storage.game_log import LogWriter
from game.storage.names import MAX_NAME_LENGTH
from game.storage.saves import SaveError, inspect_save, load_save

# Every kind of wrong JSON value a field can hold.
WRONG: dict[str, object] = {
    "null": None, "true": True, "half": 1.5, "negative": -1, "huge": 10**30, "text": "x", "empty text": "",
    "list": [], "object": {}, "NaN": math.nan, "Infinity": math.inf,
}
SETUP_FIELDS = (
    "format", "version", "type", "players", "board", "board_digest", "seed", "position", "meta", "events",
    "players.0", "players.0.name", "players.0.color", "players.1.color",
    "board.rows", "board.rows.0", "board.rows.0.number", "board.rows.0.half", "board.rows.0.spaces",
    "board.rows.0.spaces.0", "board.rows.0.spaces.0.0", "board.rows.0.spaces.5.1", "board.track",
    "board.track.dung_heap", "board.track.oxen_eyes", "board.track.oxen_eyes.0",
    "meta.seats", "meta.seats.0", "meta.seats.0.controller", "meta.seats.0.level", "meta.board_path",
    "events.0", "events.0.type", "events.0.seat", "events.0.tiles", "events.0.tiles.0",
)
DECISION_FIELDS = (
    "type", "n", "decision", "decision.kind", "decision.seat", "decision.count", "events", "events.0",
    "events.0.type", "events.0.seat", "events.0.count", "events.0.tiles", "events.0.tiles.0",
)
PLAY_FIELDS = ("decision.tiles", "decision.tiles.0")
POSITION_FIELDS = ("rows", "rows.0", "hands", "hands.0", "hands.0.0", "positions", "positions.0", "supply",
                   "supply.0", "box", "last_row", "open_round", "round")
# An empty box is the box this position has; a null supply is "every tile not placed elsewhere", in order,
# which is another draw pile than the recorded one, so the first purchase draws other tiles than the log's.
POSITION_SAYS = {("box", "list"): None, ("supply", "null"): "line 2: event 1 differs"}
# Values that are right, or fields the rules do not read, where another value changes nothing: such a save
# loads. A missing digest, meta or seat list is what a log written by another tool has; a name of text is a
# name (an empty one becomes "Player 1"); seed -1 deals as seed 1 does.
HARMLESS = {("meta.board_path", value) for value in WRONG} | {("n", value) for value in WRONG} | {
    ("position", "null"), ("board_digest", "null"), ("meta", "null"), ("meta", "object"), ("meta.seats", "null"),
    ("players.0.name", "text"), ("players.0.name", "empty text"), ("seed", "negative"),
}


def _dumps(record: dict) -> str:
    return json.dumps(record)  # NaN and Infinity are written as such: what a careless tool would write


def _positioned(path: Path) -> Path:
    """A log that starts from an explicit position (as a bug report or a puzzle does), with a few decisions."""
    board, players = default_board(), [PlayerSetup("A", "red"), PlayerSetup("B", "blue")]
    game = Game(board, players, 3, Game(board, players, 3).position())
    bots = [make_bot("random", 1), make_bot("random", 2)]
    with LogWriter(path, game, {}, sync=False) as writer:
        for _ in range(6):
            seat = game.pending()[0].seat
            decision = bots[seat].decide(game.view(seat))
            writer.record(decision, game.apply(decision))
    return path


@pytest.fixture(scope="module")
def games(tmp_path_factory) -> dict[str, list[str]]:
    folder = tmp_path_factory.mktemp("good")
    _, unfinished = play_saved(folder, bot_config(2), seed=1, decisions=10)
    _, finished = play_saved(folder, bot_config(2), seed=2)
    positioned = _positioned(folder / "positioned.jsonl")
    return {"unfinished": unfinished.read_text().splitlines(), "finished": finished.read_text().splitlines(),
            "positioned": positioned.read_text().splitlines()}


Make = Callable[[dict[str, list[str]]], bytes]


def field_case(line: int, path: str, value: object, game: str = "unfinished") -> Make:
    def make(games: dict[str, list[str]]) -> bytes:
        lines = list(games[game])
        record = json.loads(lines[line])
        set_field(record, path, copy.deepcopy(value))
        lines[line] = _dumps(record)
        return ("\n".join(lines) + "\n").encode()

    return make


def lines_case(change: Callable[[list[str]], list[str] | str | bytes], game: str = "unfinished") -> Make:
    def make(games: dict[str, list[str]]) -> bytes:
        out = change(list(games[game]))
        if isinstance(out, bytes):
            return out
        return (out if isinstance(out, str) else "\n".join(out) + "\n").encode()

    return make


def name_case(name: str) -> Make:
    return field_case(0, "players.0.name", name)


def _decision(lines: list[str], index: int, edit: Callable[[dict], None]) -> list[str]:
    record = json.loads(lines[index])
    edit(record)
    lines[index] = json.dumps(record)
    return lines


def _after_end(lines: list[str]) -> list[str]:
    last = json.loads(lines[-1])
    extra = {"type": "decision", "n": last["n"] + 1, "decision": {"kind": "buy", "seat": 0, "count": 0},
             "events": []}
    return [*lines, json.dumps(extra)]


CASES: list[tuple[str, Make, str | None]] = []  # (name, the file's bytes, words the refusal holds; None: loads)
for _path in SETUP_FIELDS:
    for _kind, _value in WRONG.items():
        _says = None if (_path, _kind) in HARMLESS else "line 1"
        CASES.append((f"setup {_path} {_kind}", field_case(0, _path, _value), _says))
for _path in DECISION_FIELDS:
    for _kind, _value in WRONG.items():
        CASES.append((f"buy {_path} {_kind}", field_case(1, _path, _value),
                      None if (_path, _kind) in HARMLESS else "line 2"))
for _path in PLAY_FIELDS:
    for _kind, _value in WRONG.items():
        CASES.append((f"play {_path} {_kind}", field_case(2, _path, _value), "line 3"))

# Names that cannot be drawn or printed as they are: read, and shown clean and short.
NAMES = {
    "NUL": "An\x00ja", "escape sequence": "\x1b[31mRed\x1b[0m\x1b]0;title\x07", "bidi override": "\u202eevil\u202c",
    "zero width": "\u200b\u200d\ufeff", "newlines": "a\r\nb\nc", "tabs": "\t\tTab", "huge": "n" * 500_000,
    "surrogate": "\udcff\ud800bad", "only controls": "\x00\x01\x02", "emoji": "Gämse 🐐" * 10,
    "combining marks": "e" + "\u0301" * 10_000, "private use": "\ue000" * 50, "spaces": " " * 10_000,
}
for _path in POSITION_FIELDS:
    for _kind, _value in WRONG.items():
        _says = POSITION_SAYS.get((_path, _kind), "line 1")
        CASES.append((f"position {_path} {_kind}", field_case(0, f"position.{_path}", _value, "positioned"), _says))
CASES += [
    ("position a tile twice", field_case(0, "position.hands.0.0", 1000, "positioned"), "line 1"),
    ("position of 250000 rows", field_case(0, "position.rows", [[]] * 250_000, "positioned"),
     "more than 200000 JSON objects and lists"),
    ("position of 1000 rows", field_case(0, "position.rows", [[]] * 1000, "positioned"), "line 1"),
    ("position without hands", lines_case(lambda ls: _decision(ls, 0, lambda r: r["position"].pop("hands")),
                                          "positioned"), "the position lacks its 'hands' field"),
]
for _kind, _name in NAMES.items():
    CASES.append((f"name {_kind}", name_case(_name), None))

CASES += [
    # -- the file's bytes
    ("empty file", lines_case(lambda lines: ""), "the file is empty"),
    ("one newline", lines_case(lambda lines: "\n"), "the file is empty"),
    ("only spaces", lines_case(lambda lines: "   \n\t\n"), "the file is empty"),
    ("a blank line before the setup", lines_case(lambda lines: ["", *lines]), "line 1: the line is blank"),
    ("binary junk", lines_case(lambda lines: bytes(range(256)) * 16), "not UTF-8"),
    ("UTF-16", lines_case(lambda lines: ("\n".join(lines) + "\n").encode("utf-16")), "not UTF-8"),
    ("latin-1 name", lines_case(lambda lines: ("\n".join(lines) + "\n").replace("Bot 1", "B\xf6t").encode("latin-1")),
     "not UTF-8"),
    ("a BOM", lines_case(lambda lines: b"\xef\xbb\xbf" + ("\n".join(lines) + "\n").encode()), None),
    ("a BOM on line 3", lines_case(lambda lines: [*lines[:2], "\ufeff" + lines[2], *lines[3:]]), "line 3"),
    ("CRLF line ends", lines_case(lambda lines: "\r\n".join(lines) + "\r\n"), None),
    ("CR line ends", lines_case(lambda lines: "\r".join(lines) + "\r"), None),
    ("no newline at the end", lines_case(lambda lines: "\n".join(lines)), None),
    ("blank lines between", lines_case(lambda lines: "\n\n".join(lines) + "\n"), None),
    ("setup cut short", lines_case(lambda lines: lines[0][: len(lines[0]) // 2]), "line 1"),
    ("setup cut, then decisions", lines_case(lambda lines: [lines[0][:-10], *lines[1:]]), "line 1"),
    ("a middle line cut short", lines_case(lambda lines: [*lines[:3], lines[3][:20], *lines[4:]]), "line 4"),
    ("the last line cut short", lines_case(lambda lines: "\n".join([*lines[:-1], lines[-1][:25]])), None),
    ("the last line cut in a UTF-8 sequence",
     lines_case(lambda lines: ("\n".join(lines) + '\n{"type":"decision","n":"é').encode()[:-1]), None),
    ("a line of JSON junk", lines_case(lambda lines: [*lines[:2], "{]", *lines[2:]]), "line 3: not valid JSON"),
    ("a line that is a list", lines_case(lambda lines: [*lines[:2], "[1, 2]", *lines[2:]]), "must be a JSON object"),
    ("a line that is a number", lines_case(lambda lines: [*lines[:2], "7", *lines[2:]]), "must be a JSON object"),
    ("a line that is text", lines_case(lambda lines: [*lines[:2], '"x"', *lines[2:]]), "must be a JSON object"),
    ("JSON nested 50000 deep", lines_case(lambda lines: [*lines[:2], "[" * 50_000 + "]" * 50_000]),
     "nested too deeply"),
    ("JSON nested 300000 deep", lines_case(lambda lines: [*lines[:2], "[" * 300_000 + "]" * 300_000]),
     "more than 200000 JSON objects and lists"),
    ("a number of 10000 digits", lines_case(lambda lines: [*lines[:2], '{"n": ' + "9" * 10_000 + "}"]),
     "a number too long"),
    ("duplicate keys", lines_case(lambda lines: [lines[0][:-1] + ', "seed": "x"}', *lines[1:]]), "line 1"),
    ("duplicate keys agreeing", lines_case(lambda lines: [lines[0][:-1] + ', "seed": 1}', *lines[1:]]), None),
    ("25000 lines", lines_case(lambda lines: [*lines, *["{}"] * 25_000]), "a game log has at most 20000"),
    ("a second setup line", lines_case(lambda lines: [*lines, lines[0]]), "expected a decision line"),
    ("decisions only", lines_case(lambda lines: lines[1:]), "not a Dance of Ibexes game log"),
    ("a settings file", lines_case(lambda lines: '{"format": "dance-of-ibexes-settings", "version": 1}\n'),
     "not a Dance of Ibexes game log"),
    ("version 2", field_case(0, "version", 2), "log version 2 is not supported"),
    ("a version of a megabyte", field_case(0, "version", "v" * 1_000_000), "is not supported"),
    ("a colour of the nine", field_case(0, "players.0.color", "pink"), "is not one of"),
    ("two players of one colour", field_case(0, "players.1.color", "red"), "line 1"),
    ("a colour of escapes", field_case(0, "players.0.color", "\x1b[2J" * 1000), "is not one of"),
    ("an unknown bot level", field_case(0, "meta.seats.0.level", "godlike"), "bot level"),
    ("an unknown controller", field_case(0, "meta.seats.0.controller", "robot"),
     "controller in meta.seats is not one of"),
    ("one seat for two players", field_case(0, "meta.seats", [{"controller": "bot", "level": "easy"}]),
     "one controller per player"),
    ("a board altered", field_case(0, "board.rows.0.spaces.5.1", 9), "recorded digest"),
    ("a row of 2000 spaces", field_case(0, "board.rows.0.spaces", [["plain", 0]] * 2000), "line 1"),
    ("250000 seats of meta", field_case(0, "meta.seats", [{}] * 250_000), "more than 200000 JSON"),
    ("a thousand seats of meta", field_case(0, "meta.seats", [{}] * 1000), "one controller per player"),
    # -- decisions the rules reject, after the end, events that disagree
    # The second decision (seat 0's play) made seat 1's, who is asked to buy first.
    ("a decision by the wrong seat", lines_case(lambda ls: _decision(ls, 2, lambda r: r["decision"].update(seat=1))),
     "the rules reject this decision"),
    ("a seat of 7 in a 2-player game",
     lines_case(lambda ls: _decision(ls, 1, lambda r: r["decision"].update(seat=7))), "line 2"),
    ("buying 99 tiles", lines_case(lambda ls: _decision(ls, 1, lambda r: r["decision"].update(count=99))),
     "the rules reject this decision"),
    ("playing a tile not in hand",
     lines_case(lambda ls: _decision(ls, 2, lambda r: r["decision"].update(tiles=[98]))),
     "the rules reject this decision"),
    ("playing tile 10**6", lines_case(lambda ls: _decision(ls, 2, lambda r: r["decision"].update(tiles=[10**6]))),
     "line 3"),
    ("playing no tile", lines_case(lambda ls: _decision(ls, 2, lambda r: r["decision"].update(tiles=[]))),
     "the rules reject this decision"),
    ("a play where a buy belongs",
     lines_case(lambda ls: _decision(ls, 1, lambda r: r.update(decision={"kind": "play", "seat": 0, "tiles": [5]}))),
     "line 2"),
    ("an unknown decision kind",
     lines_case(lambda ls: _decision(ls, 1, lambda r: r["decision"].update(kind="pass"))), "unknown decision kind"),
    ("a decision after the end", lines_case(_after_end, game="finished"), "the rules reject this decision"),
    ("a decision twice", lines_case(lambda ls: [*ls[:3], ls[2], *ls[3:]]), "line 4"),
    ("decisions swapped", lines_case(lambda ls: [ls[0], ls[2], ls[1], *ls[3:]]), "line 2"),
    ("an event that disagrees",
     lines_case(lambda ls: _decision(ls, 1, lambda r: r["events"][0].update(tiles=[1, 2]))), "event 1 differs"),
    ("an event missing", lines_case(lambda ls: _decision(ls, 1, lambda r: r["events"].pop())),
     "the log has 1 events, the replay gives 2"),
    ("an event added", lines_case(lambda ls: _decision(ls, 1, lambda r: r["events"].append({"type": "x"}))), "line 2"),
    ("a setup event that disagrees", field_case(0, "events.0.tiles", [1, 2, 3, 4, 5, 6]), "line 1: setup event 1"),
    ("the finished game's end event altered",
     lines_case(lambda ls: _decision(ls, len(ls) - 1, lambda r: r["events"][-1].update(reason="boredom")),
                game="finished"), "differs"),
]


def _check(path: Path, says: str | None) -> None:
    before = path.read_bytes()
    with within(20):
        try:
            loaded = load_save(path)
        except SaveError as exc:
            message = str(exc)
        else:
            message = None
    assert path.read_bytes() == before
    if says is None:
        assert message is None, message
        for name in (*(p.name for p in loaded.game.players), *(seat.name for seat in loaded.config.seats)):
            assert name and name.isprintable() and len(name) <= MAX_NAME_LENGTH, repr(name)
        return
    assert message is not None, "the broken save was read"
    assert message.startswith(str(path)), message
    assert_one_sentence(message, str(path))
    assert says in message, message


@pytest.mark.slow
@pytest.mark.parametrize(("make", "says"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_a_bad_save_is_refused_in_one_sentence_or_read_clean(tmp_path, games, make, says):
    path = tmp_path / "game-bad.jsonl"
    path.write_bytes(make(games))
    _check(path, says)


# 15 MB (under the size limit) that would be millions of objects, lists, floats or lines once parsed.
COSTLY: list[tuple[str, bytes, str]] = [
    ("millions of lines", b"{}\n" * 5_000_000, "has more than 20000 lines"),
    ("millions of CR lines", b"{}\r" * 5_000_000, "has more than 20000 lines"),
    ("millions of objects", b"[" + b"{}," * 5_000_000 + b"{}]\n", "more than 200000 JSON objects and lists"),
    ("millions of lists", b'{"type": [' + b"[]," * 5_000_000 + b"[]]}\n", "more than 200000 JSON objects"),
    ("millions of floats", b'{"format": [' + b"1.5," * 3_500_000 + b"1]}\n", "more than 500000 values"),
    ("millions of texts", b'{"format": [' + b'"",' * 5_000_000 + b'""]}\n', "more than 500000 values"),
    ("a text of 15 MB", b'{"format": "' + b"x" * 15_000_000 + b'"}\n', "not a Dance of Ibexes game log"),
]


@pytest.mark.slow
@pytest.mark.parametrize(("data", "says"), [c[1:] for c in COSTLY], ids=[c[0] for c in COSTLY])
def test_a_save_that_would_cost_hundreds_of_megabytes_is_refused_in_little_memory(tmp_path, data, says):
    path = tmp_path / "game-costly.jsonl"
    path.write_bytes(data)
    del data
    tracemalloc.start()
    try:
        with within(20):
            with pytest.raises(SaveError) as caught:
                load_save(path)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 300 * 1024 * 1024, f"reading the save took {peak // (1024 * 1024)} MB"
    assert_one_sentence(str(caught.value), str(path))
    assert says in str(caught.value)


NOT_FILES: list[tuple[str, Callable[[Path], None], str]] = [
    ("a folder", lambda p: p.mkdir(), "it is a folder, not a file"),
    ("a named pipe", lambda p: os.mkfifo(p), "it is a named pipe, not a file"),
    ("a link to /dev/zero", lambda p: p.symlink_to("/dev/zero"), "it is a device, not a file"),
    ("a link to /dev/urandom", lambda p: p.symlink_to("/dev/urandom"), "it is a device, not a file"),
    ("a dangling link", lambda p: p.symlink_to("/no/such/save"), "no such file"),
    ("20 MB", lambda p: (p.write_bytes(b"\0"), os.truncate(p, 20 * 1024 * 1024)), "more than the 16.0 MB"),
]


@pytest.mark.parametrize(("make", "says"), [c[1:] for c in NOT_FILES], ids=[c[0] for c in NOT_FILES])
def test_a_save_that_is_not_a_file_is_refused_at_once(tmp_path, make, says):
    path = tmp_path / "game-odd.jsonl"
    make(path)
    with within(20):
        with pytest.raises(SaveError) as caught:
            load_save(path)
        info = inspect_save(path)
    message = str(caught.value)
    assert_one_sentence(message, str(path))
    assert says in message and info.problem == message


@pytest.mark.slow
def test_the_title_screen_opens_with_every_bad_save_among_the_saved_games(own_data_folder, games):
    saves = own_data_folder / "saves"
    saves.mkdir(parents=True)
    written = []
    for number, (_, make, _) in enumerate(CASES):
        path = saves / f"game-{number:04}.jsonl"
        path.write_bytes(make(games))
        written.append(path)
    os.mkfifo(saves / "game-pipe.jsonl")  # not listed (not a file), and must not block the list
    (saves / "game-folder.jsonl").mkdir()
    (saves / "game-zero.jsonl").symlink_to("/dev/zero")
    app = App(DEFAULT_CANVAS)
    app.open(load_map=False)
    try:
        with within(120):
            scene = TitleScene(app)
            app.push(scene)
            for _ in range(3):
                app.step(STEP, [])
            panel = scene.saved_games
            # The list reads a few saves per frame (tests/client/scenes/test_title_saves.py); here all at once, then
            # every row is drawn, a screenful per frame.
            panel.refresh()
            for first in range(0, len(panel.saves), panel.visible_rows()):
                panel.scroll = first
                app.step(STEP, [])
        assert app.top is scene and not panel.listing.unread
        listed = {info.path: info for info in panel.saves}
        assert set(listed) == set(written)
        for path, (name, _, says) in zip(written, CASES, strict=True):
            info = listed[path]  # what the list says is what loading the save says (inspect_save)
            assert info.label().isprintable(), name
            assert info.readable == (says is None), (name, info.problem)
            if info.problem:
                assert_one_sentence(info.problem, str(path))
                assert says in info.problem, (name, info.problem)
            for player in info.players:
                assert player.isprintable() and len(player) <= MAX_NAME_LENGTH, name
    finally:
        app.close()


def test_a_save_that_trips_a_problem_in_the_game_when_opened_is_said_without_python(own_data_folder, games,
                                                                                     monkeypatch):
    from game.client.scenes import saved_games

    saves = own_data_folder / "saves"
    saves.mkdir(parents=True)
    path = saves / "game-good.jsonl"
    path.write_text("\n".join(games["unfinished"]) + "\n")

    def broken(path):
        raise RuntimeError("'NoneType' object has no attribute 'seats'")

    app = App(DEFAULT_CANVAS)
    app.open(load_map=False)
    try:
        panel = saved_games.SavedGamesPanel(app, (0, 0, 600, 490), saves)
        monkeypatch.setattr(saved_games, "load_save", broken)
        panel.open(panel.saves[0])
    finally:
        app.close()
    assert panel.message == f"{path}: cannot be opened (opening it hit a problem in the game, which is logged)"
