"""The title's Join a table (game/client/scenes/join_table.py), as a person uses it: J opens it with the address
field ready for typing; a wrong address, a host nobody answers at and a host of another version each get one
sentence on the screen (and nothing else happens); Escape goes back to the title."""

from __future__ import annotations

import asyncio
import json
import socket
import threading

import pygame
from aiohttp import web
from people import frame, join_from_title, key, open_app, type_text

from game.client.scenes.title import TitleScene
from game.joining.link import LinkState

TOKEN = "abcd-efgh-jkmn-pqrs-tuvw-xyz2-3456"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def typed_and_joined(app, address: str):
    screen = join_from_title(app)
    assert screen.field.focused  # ready for typing at once
    type_text(app, address)
    key(app, pygame.K_RETURN)
    return screen


def frames_until(app, screen, condition, most: int = 400) -> None:
    for _ in range(most):
        if condition():
            return
        if screen.link is not None:
            screen.link.wait(0.05)  # what the network brings
        frame(app)
    raise AssertionError(screen.words)


def test_a_wrong_address_is_said_in_one_sentence_and_nothing_connects():
    app = open_app((1280, 720))
    try:
        screen = typed_and_joined(app, "192.168.1.20:8642/#abc")
        assert screen.trouble and screen.link is None
        assert screen.words.startswith("The join address ends with #")
        frame(app)
        assert any(line.startswith("The join address ends with #") for line in _drawn(app))  # on the screen
    finally:
        app.close()


def test_a_host_nobody_answers_at_is_said_and_tried_again_until_the_person_goes_back():
    app = open_app((1280, 720))
    try:
        port = free_port()
        screen = typed_and_joined(app, f"127.0.0.1:{port}/#{TOKEN}")
        frames_until(app, screen, lambda: screen.trouble)
        assert screen.words.startswith(f"Nobody answers at 127.0.0.1:{port}")
        link = screen.link
        assert link is not None and link.state is LinkState.CONNECTING  # it keeps trying
        key(app, pygame.K_ESCAPE)
        frame(app)
        assert isinstance(app.top, TitleScene)
        assert link.state is LinkState.ENDED  # left: the link ended with the screen
    finally:
        app.close()


class OtherVersionHost:
    """A table of another release: its socket answers the hello in version 2."""

    def __init__(self) -> None:
        self.port = free_port()
        self._ready = threading.Event()
        self._loop: asyncio.AbstractEventLoop | None = None
        threading.Thread(target=asyncio.run, args=(self._serve(),), daemon=True).start()
        assert self._ready.wait(10)

    async def _serve(self) -> None:
        async def socket_(request: web.Request) -> web.WebSocketResponse:
            ws = web.WebSocketResponse()
            await ws.prepare(request)
            await ws.receive()
            await ws.send_str(json.dumps({"v": 2, "type": "welcome", "seat": 0}))
            await ws.receive()
            return ws

        app = web.Application()
        app.router.add_get("/ws", socket_)
        runner = web.AppRunner(app)
        await runner.setup()
        await web.TCPSite(runner, "127.0.0.1", self.port).start()
        self._loop = asyncio.get_running_loop()
        self._stopped = asyncio.Event()
        self._ready.set()
        await self._stopped.wait()
        await runner.cleanup()

    def stop(self) -> None:
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self._stopped.set)


def test_a_host_of_another_version_is_named_in_one_sentence_and_the_link_ends():
    host = OtherVersionHost()
    app = open_app((1280, 720))
    try:
        screen = typed_and_joined(app, f"127.0.0.1:{host.port}/#{TOKEN}")
        frames_until(app, screen, lambda: screen.trouble and screen.link is None)
        assert screen.words == ("The table speaks version 2 of the game's network protocol and this game version 3: "
                                "play with the same release of Dance of Ibexes as the host.")
    finally:
        host.stop()
        app.close()


def _drawn(app) -> list[str]:
    """The texts drawn in the last frame (the font service notes them when asked to)."""
    app.fonts.written = []
    frame(app)
    return [written.text for written in app.fonts.written]
