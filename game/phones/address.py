"""Where phones reach the game: this machine's address on the local network, found without sending anything."""

from __future__ import annotations

import ipaddress
import socket
from collections.abc import Callable

# A private address to route towards: connecting a UDP socket only chooses the interface, no packet leaves.
from game.text.i18n import N_

_PROBE = ("10.254.254.254", 9)

NO_NETWORK = N_("This computer is on no local network, so phones cannot join: connect it to the phones' Wi-Fi, "
              "or play these seats at this screen.")  # translated where raised


def _probe() -> str:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(_PROBE)
        return probe.getsockname()[0]


def local_address(probe: Callable[[], str] = _probe) -> str | None:
    """This machine's local network address (IPv4), or None when it has none (no network, only loopback)."""
    try:
        found = ipaddress.ip_address(probe())
    except (OSError, ValueError):
        return None
    if found.is_loopback or found.is_unspecified or found.is_link_local:
        return None
    return str(found)


def phone_host(interface: str, probe: Callable[[], str] = _probe) -> str | None:
    """The address the phone server listens on: the one chosen in the settings, else the local network's."""
    return interface or local_address(probe)
