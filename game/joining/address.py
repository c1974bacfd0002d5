"""The join address a person types or pastes: the seat's link as the host's screen shows it,
`http://192.168.1.20:8642/#abcd-efgh-…` (the scheme may be left out; https for a host behind TLS)."""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urlsplit

from game.phones.protocol import canonical_secret
from game.text.i18n import _

MAX_ADDRESS = 200  # far longer than any link the host shows


class AddressError(ValueError):
    """What was typed is not a seat's join address: one sentence saying why."""


@dataclass(frozen=True)
class TableAddress:
    origin: str  # "http://192.168.1.20:8642": the page's origin, which the host's socket checks
    token: str  # the seat's token, canonical

    @property
    def socket_url(self) -> str:
        return ("wss:" if self.origin.startswith("https") else "ws:") + self.origin.partition(":")[2] + "/ws"

    @property
    def shown(self) -> str:
        """The host as a person reads it ("192.168.1.20:8642")."""
        return self.origin.partition("://")[2]


def read_address(text: str) -> TableAddress:
    """The seat's address in `text`; raises AddressError with a sentence when it is not one."""
    text = text.strip()
    if not text:
        raise AddressError(_("Type the join address of your seat, as the host's screen shows it."))
    if len(text) > MAX_ADDRESS:
        raise AddressError(_("This is longer than any join address."))
    if "://" not in text:
        text = "http://" + text
    try:
        parts = urlsplit(text)
        port = parts.port
    except ValueError:
        raise AddressError(_("This is not a join address: the host's address has a wrong port.")) from None
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise AddressError(_("A join address begins with the host's address, like 192.168.1.20:8642."))
    token = canonical_secret(parts.fragment)
    if not token:
        raise AddressError(_("The join address ends with # and the seat's code of 28 letters and digits; "
                             "type it as the host's screen shows it."))
    host = f"[{parts.hostname}]" if ":" in parts.hostname else parts.hostname
    default = 443 if parts.scheme == "https" else 80
    origin = f"{parts.scheme}://{host.lower()}" + (f":{port}" if port not in (None, default) else "")
    return TableAddress(origin, token)
