"""The phone server's interface and port in the settings (defaults for a file without them, validated in one
place), and phone and remote seats in the settings' last setup and in saves."""

import json

import pytest

from game.match_setup.seats import BOT, HUMAN, PHONE, REMOTE, MatchConfig, SeatConfig
from game.storage.saves import config_from_log, seats_meta
from game.storage.settings import DEFAULT_PHONE_PORT, SettingsError, SettingsStore, load_settings
from tests.phones.phone_client import config


def _write(path, **fields):
    path.write_text(json.dumps({"format": "dance-of-ibexes-settings", "version": 1, **fields}))
    return path


def test_a_version_1_file_without_phone_fields_gets_the_defaults(tmp_path):
    settings = load_settings(_write(tmp_path / "s.json"))
    assert (settings.phone_interface, settings.phone_port) == ("", DEFAULT_PHONE_PORT)


def test_the_phone_fields_are_kept_and_saved(tmp_path):
    store = SettingsStore.open(tmp_path)
    store.phone_interface = "192.168.1.20"
    store.phone_port = 9000
    again = load_settings(tmp_path / "settings.json")
    assert (again.phone_interface, again.phone_port) == ("192.168.1.20", 9000)
    store.update(phone_port=80, phone_interface="not an address")  # brought into range, not kept as given
    assert (store.phone_port, store.phone_interface) == (DEFAULT_PHONE_PORT, "")


@pytest.mark.parametrize("fields, says", [
    ({"phone_port": 80}, "phone_port must be 0"),
    ({"phone_port": "8642"}, "phone_port must be 0"),
    ({"phone_port": 70000}, "phone_port must be 0"),
    ({"phone_interface": "my laptop"}, "phone_interface must be an IP address"),
    ({"phone_interface": 5}, "phone_interface must be an IP address"),
    ({"phone_interface": "0.0.0.0"}, "phone_interface \"0.0.0.0\" is not an address a phone can open"),
    ({"phone_interface": "::"}, "phone_interface \"::\" is not an address a phone can open"),
])
def test_bad_phone_fields_are_named_in_one_sentence(tmp_path, fields, says):
    with pytest.raises(SettingsError) as caught:
        load_settings(_write(tmp_path / "s.json", **fields))
    assert says in str(caught.value) and str(tmp_path) in str(caught.value)


def test_a_phone_seat_is_recorded_in_a_saves_meta_and_read_back():
    cfg = config("pb")
    meta = seats_meta(cfg)
    assert meta[0] == {"controller": PHONE}

    class Log:
        players = cfg.seats
        seed = 1

    Log.meta = {"seats": meta}
    assert config_from_log(Log, "x.jsonl").seats[0].controller == PHONE


REMOTE_TABLE = MatchConfig((SeatConfig("Ann", "red", HUMAN), SeatConfig("Pia", "blue", REMOTE),
                            SeatConfig("Max", "green", PHONE), SeatConfig("Robo", "yellow", BOT, "hard")))


def test_a_remote_seat_is_kept_in_the_settings_last_setup_and_read_back(tmp_path):
    store = SettingsStore.open(tmp_path)
    assert store.remember_session((1280, 720), False, REMOTE_TABLE) is None
    written = json.loads((tmp_path / "settings.json").read_text())
    assert [seat["controller"] for seat in written["last_setup"]["seats"]] == ["human", "remote", "phone", "bot"]
    again = load_settings(tmp_path / "settings.json").last_setup
    assert [(s.name, s.controller) for s in again.seats] == [("Ann", HUMAN), ("Pia", REMOTE), ("Max", PHONE),
                                                             ("Robo", BOT)]
    assert again.phones == [1, 2]


def test_an_unknown_seat_kind_in_the_settings_is_still_named(tmp_path):
    seats = [{"name": "Ann", "color": "red", "controller": "human"},
             {"name": "Pia", "color": "blue", "controller": "telepathy"}]
    with pytest.raises(SettingsError) as caught:
        load_settings(_write(tmp_path / "s.json", last_setup={"seats": seats}))
    assert "seat 2's controller 'telepathy' is not one of human, phone, remote, bot" in str(caught.value)


def test_a_remote_seat_is_recorded_in_a_saves_meta_and_read_back():
    meta = seats_meta(REMOTE_TABLE)
    assert meta[1] == {"controller": "remote"}

    class Log:
        players = REMOTE_TABLE.seats
        seed = 1

    Log.meta = {"seats": meta}
    assert [s.controller for s in config_from_log(Log, "x.jsonl").seats] == [HUMAN, REMOTE, PHONE, BOT]


def test_a_save_with_a_phone_seat_is_not_continued_headless(tmp_path):
    from game.bots import make_bot
    from game.rules import default_board
    from game.session.bot_seats import InlineBot
    from game.session.resume import resume_headless
    from game.session.seating import make_match
    from game.storage.saves import Autosave, SaveError

    cfg = config("pb")
    with make_match(cfg, default_board(), seats={0: InlineBot(make_bot("random", 1))}) as match:
        match.recorder = autosave = Autosave.start(match.game, cfg, tmp_path, sync=False)
        match.play_to_end(most=5)
    with pytest.raises(SaveError) as caught:
        resume_headless(autosave.path)
    assert "Phone 1 played at the screen, on a phone or from another computer" in str(caught.value)
