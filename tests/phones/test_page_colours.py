"""The phone page paints each seat in the very colour the window gives it (game/client/view/palette.py), and on a wide
screen marks it with the very shape the window draws beside that colour."""

from __future__ import annotations

import re

from game.base.files import PHONE_PAGE
from game.client.view.palette import PLAYER_RGB, PLAYER_SYMBOL


def test_the_page_s_seat_colours_are_the_window_s() -> None:
    script = (PHONE_PAGE / "phone.js").read_text(encoding="utf-8")
    table = re.search(r"const RGB = \{([^}]*)\}", script)
    assert table is not None
    page = {name: hex_ for name, hex_ in re.findall(r'(\w+): "#([0-9a-fA-F]{6})"', table.group(1))}
    window = {name: "".join(f"{c:02x}" for c in rgb) for name, rgb in PLAYER_RGB.items()}
    assert {name: value.lower() for name, value in page.items()} == window


def test_the_page_s_seat_shapes_are_the_window_s() -> None:
    script = (PHONE_PAGE / "table.js").read_text(encoding="utf-8")
    table = re.search(r"const SHAPE = \{([^}]*)\}", script)
    assert table is not None
    assert dict(re.findall(r'(\w+): "(\w+)"', table.group(1))) == PLAYER_SYMBOL
    # Every shape the window draws (game/client/view/symbols.py) has its outline on the page.
    for shape in set(PLAYER_SYMBOL.values()) - {"circle"}:  # the circle is the outline drawn for any other
        assert f'case "{shape}":' in script, shape
