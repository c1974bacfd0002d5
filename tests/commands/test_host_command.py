"""`host`, the table with no window, from the command line: its seats read from the command line or a file (a wrong
one refused in one sentence, before anything listens), a whole game with a phone over the network to its results
whose save replays, Ctrl-C stopping it with the game saved and the phones' links kept, `--resume` going on with the
same links, and TLS with a certificate and key given."""

from __future__ import annotations

import asyncio
import json
import os
import re
import signal
import ssl
import subprocess
import sys
from pathlib import Path

import aiohttp
import pytest
from repo import ROOT

from game.commands import main
from game.match_setup.seats import MatchConfig
from game.phones.protocol import VERSION
from tests.phones.phone_client import Phone
from tests.phones.test_reach import self_signed


def _refused(argv: list[str], capsys, status: int) -> str:
    if status == 2:
        with pytest.raises(SystemExit) as exited:
            main(argv)
        code = exited.value.code
    else:
        code = main(argv)
    err = capsys.readouterr().err
    assert code == status, err
    assert "Traceback" not in err
    return err


@pytest.mark.parametrize(("seats", "said"), [
    ("phone:Pia", "--seats: a game has 2 to 8 players, not 1"),
    ("bot:easy, bot:hard", "--seats: no phone or remote seat, so nobody would play"),
    ("phone:Pia, dragon:Max", "--seats: “dragon:Max” is not a seat; write phone:NAME, remote:NAME or bot:LEVEL"),
    ("phone:Pia, bot:godlike", "--seats: “bot:godlike”: unknown level; choose from easy"),
    ("phone:Pia, phone:", "--seats: “phone:” names no one; write phone:NAME"),
    ("phone:Pia, remote: ", "--seats: “remote:” names no one; write remote:NAME"),
    ("phone:Pia, phone:Pia", "--seats: two seats are called Pia"),
    (",".join(["phone:P"] + ["bot:easy"] * 8), "--seats: a game has 2 to 8 players, not 9"),
])
def test_wrong_seats_are_refused_in_one_sentence_before_anything_listens(seats, said, capsys, no_window):
    err = _refused(["host", "--seats", seats, "--interface", "127.0.0.1", "--port", "0"], capsys, 2)
    assert said in err.splitlines()[-1] and err.count("error:") == 1  # the usage and the one sentence


@pytest.mark.parametrize(("extra", "said"), [
    (["--cert", "cert.pem"], "--cert and --key go together"),
    (["--interface", "0.0.0.0"], "--interface 0.0.0.0 listens on every address, so the links cannot name one"),
    (["--interface", "my-server"], "--interface: “my-server” is not an IP address"),
])
def test_options_that_cannot_work_together_are_refused(extra, said, capsys, no_window):
    err = _refused(["host", "--seats", "phone:Pia, bot:easy", "--port", "0", *extra], capsys, 2)
    assert said in err


def test_a_public_address_that_is_not_one_and_a_missing_certificate_are_named(capsys, no_window, tmp_path):
    err = _refused(["host", "--seats", "phone:Pia,bot:easy", "--public", "ibexes.example.org"], capsys, 1)
    assert err == ("error: ibexes.example.org: a public address is http:// or https:// and a host name, with a port "
                   "if needed, and nothing after it\n")
    err = _refused(["host", "--seats", "phone:Pia,bot:easy", "--interface", "127.0.0.1", "--cert", "none.pem",
                    "--key", "none.key"], capsys, 1)
    assert err == "error: none.pem: no such file\n"


def test_with_no_local_network_and_no_interface_the_host_says_what_to_give(capsys, no_window, monkeypatch):
    from game.phones import address

    monkeypatch.setattr(address, "local_address", lambda probe=None: None)  # only loopback: no local network
    err = _refused(["host", "--seats", "phone:Pia, bot:easy"], capsys, 1)
    assert err == ("error: this computer is on no local network, so the links can name no address: give --interface "
                   "with the address to listen on\n")


def test_a_seats_file_is_read_line_by_line_and_a_bad_one_named(capsys, no_window, tmp_path):
    from game.commands.host import seats_in_file

    good = tmp_path / "seats.txt"
    good.write_text("# the table of Friday\nphone:Pia\n  bot:hard:Robo   # strong\n\nphone:Max\n", encoding="utf-8")
    seats = seats_in_file(good)
    assert [(s.name, s.controller, s.level, s.color) for s in seats] == [
        ("Pia", "phone", "normal", "red"), ("Robo", "bot", "hard", "blue"), ("Max", "phone", "normal", "green")]
    binary = tmp_path / "seats.bin"
    binary.write_bytes(b"\xff\xfe\x00phone")
    err = _refused(["host", "--seats-file", str(binary)], capsys, 1)
    assert err == f"error: {binary}: not a text file (UTF-8)\n"
    long = tmp_path / "long.txt"
    long.write_text("phone:Pia\n" * 1000)
    assert "more than the 4096 bytes such a file may have" in _refused(["host", "--seats-file", str(long)], capsys, 1)
    missing = tmp_path / "missing.txt"
    assert str(missing) in _refused(["host", "--seats-file", str(missing)], capsys, 1)
    wrong = tmp_path / "wrong.txt"
    wrong.write_text("phone:Pia\nbot:champion\n")
    assert f"{wrong}: “bot:champion”: unknown level" in _refused(["host", "--seats-file", str(wrong)], capsys, 2)


def test_a_remote_seat_is_a_person_the_phone_server_serves_and_may_be_the_only_one(no_window, tmp_path):
    from game.commands.host import seat_lineup, seats_in_file

    seats = seat_lineup(["remote:Pia", " Remote : Max ", "bot:hard"], "--seats")
    assert [(s.name, s.controller, s.level) for s in seats] == [
        ("Pia", "remote", "normal"), ("Max", "remote", "normal"), ("Bot 1", "bot", "hard")]
    file = tmp_path / "seats.txt"
    file.write_text("phone:Ann\nremote:Pia  # at her desk, far away\nbot:easy\n", encoding="utf-8")
    seats = seats_in_file(file)
    assert [s.controller for s in seats] == ["phone", "remote", "bot"]
    assert MatchConfig(seats).phones == [0, 1]  # both joined by link and key


def test_a_game_of_bots_alone_is_no_game_to_resume_here(capsys, no_window, tmp_path):
    log = tmp_path / "bots.jsonl"
    assert main(["simulate", "--players", "2", "--bots", "easy,easy", "--log", str(log)]) == 0
    capsys.readouterr()
    err = _refused(["host", "--resume", str(log), "--interface", "127.0.0.1"], capsys, 1)
    assert "not a game a table with no window can go on with" in err


def test_behind_a_proxy_the_cap_per_address_is_the_cap_in_all():
    """Every connection comes from the proxy's address there: 16 of them would keep the ninth phone out."""
    from game.commands.host import _limits
    from game.phones.gate import Limits
    from game.phones.reach import Reach

    assert _limits(Reach()) == Limits()
    behind = _limits(Reach(public="https://ibexes.example.org"))
    assert behind.per_address == behind.connections == 128


# ------------------------------------------------------------------------------------------ the real thing
class Host:
    """`main.py host ...` in a process of its own, its own data folder; its lines read as it prints them."""

    def __init__(self, data: Path, *args: str) -> None:
        env = {**os.environ, "IBEXES_DATA_DIR": str(data), "PYTHONUNBUFFERED": "1"}
        self.process = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "host", "--interface", "127.0.0.1",
                                         *args], cwd=data.parent, env=env, text=True, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE)
        self.lines: list[str] = []

    def read_until(self, pattern: str) -> re.Match:
        assert self.process.stdout is not None
        for _ in range(5000):
            line = self.process.stdout.readline()
            if not line:
                break
            self.lines.append(line.rstrip("\n"))
            found = re.search(pattern, line)
            if found:
                return found
        raise AssertionError(f"no line like {pattern!r}: {self.lines[-5:]} {self.process.stderr.read()}")

    def link(self) -> tuple[str, str]:
        """The first seat's link: its socket's address and its token."""
        found = self.read_until(r"^Pia: (https?)://([^/]+)/#([a-z0-9-]+)$")
        scheme = "wss" if found.group(1) == "https" else "ws"
        return f"{scheme}://{found.group(2)}/ws", found.group(3).replace("-", "")

    def finish(self, timeout: float = 60) -> int:
        rest, errors = self.process.communicate(timeout=timeout)
        self.lines += rest.splitlines()
        assert "Traceback" not in errors, errors
        return self.process.returncode


@pytest.mark.slow
def test_a_phone_and_two_bots_play_a_game_to_its_results_and_its_save_replays(tmp_path):
    host = Host(tmp_path / "data", "--seats", "phone:Pia, bot:easy, bot:normal:Robo", "--port", "0", "--seed", "4")
    url, token = host.link()
    phone = Phone(url, token, seed=2).start()
    try:
        save = Path(host.read_until(r"It is saved as it is played, in (.+\.jsonl)\.$").group(1))
        assert host.finish(120) == 0
    finally:
        phone.stop()
    assert host.lines[-2].startswith("The game ends (") and host.lines[-1] == "The game has ended."
    assert any(m.get("view", {}).get("over") for m in phone.of_type("state"))
    verified = subprocess.run([sys.executable, str(ROOT / "main.py"), "replay", "--verify", str(save)],
                              capture_output=True, text=True, timeout=120)
    assert verified.returncode == 0 and verified.stdout.strip() == "OK", verified.stdout + verified.stderr


@pytest.mark.slow
def test_ctrl_c_stops_the_table_with_the_game_saved_and_resume_lets_the_same_phone_back(tmp_path):
    data = tmp_path / "data"
    host = Host(data, "--seats", "phone:Pia, bot:easy", "--port", "0")
    url, token = host.link()
    phone = Phone(url, token, plays=False).start()
    try:
        save = Path(host.read_until(r"It is saved as it is played, in (.+\.jsonl)\.$").group(1))
        assert phone.wait_for(lambda p: any(s["question"] is not None for s in p.of_type("state")), 30)
        host.process.send_signal(signal.SIGINT)
        assert host.finish() == 0
        assert phone.wait_for(lambda p: p.of_type("closed"), 5), host.lines
        assert phone.of_type("closed")[-1]["kept"] is True
    finally:
        phone.stop()
    assert host.lines[-1] == f"The table was stopped; the game is saved: continue it with --resume {save}"
    links = json.loads((data / "phone_links.json").read_text())
    assert save.name in json.dumps(links)
    again = Host(data, "--resume", str(save), "--port", "0")
    try:
        _url, token_again = again.link()
        assert token_again == token  # the page that keeps trying comes back by itself
    finally:
        again.process.send_signal(signal.SIGINT)
        assert again.finish() == 0


@pytest.mark.slow
def test_with_a_certificate_and_key_the_links_are_https_and_the_socket_speaks_tls(tmp_path):
    certificate, key = self_signed(tmp_path)
    host = Host(tmp_path / "data", "--seats", "phone:Pia, bot:easy", "--port", "0", "--cert", str(certificate),
                "--key", str(key))
    try:
        url, token = host.link()
        assert url.startswith("wss://127.0.0.1:")
        trusting = ssl.create_default_context(cafile=str(certificate))

        async def hello() -> dict:
            async with aiohttp.ClientSession() as session, session.ws_connect(
                    url, ssl=trusting, origin=url.replace("wss://", "https://").removesuffix("/ws")) as ws:
                await ws.send_str(json.dumps({"v": VERSION, "type": "hello", "token": token}))
                return json.loads((await ws.receive(timeout=10)).data)

        assert asyncio.run(hello())["type"] == "welcome"
    finally:
        host.process.send_signal(signal.SIGINT)
        assert host.finish() == 0
