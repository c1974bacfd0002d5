"""How browsers reach the phone server from where they are: straight at the address it listens on (the window's
way, on the local network), over TLS with a certificate and key of its own, or through a reverse proxy that
serves the game under a public address (the headless host's way, for friends far away: docs/hosting.md).

The page's origin, which the socket checks before it opens (game/phones/transport.py), and the join links both
follow from it: a browser sends the origin of the address it opened, so a table behind a proxy answers the proxy's
public origin, and only that one.
"""

from __future__ import annotations

import ssl
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

from game.text.i18n import _


class ReachError(ValueError):
    """A public address or a certificate that cannot be used: one sentence naming it."""


@dataclass(frozen=True)
class Reach:
    """`tls`: the server speaks TLS itself with this context (https and wss); `public`: the origin browsers open
    the game at ("https://ibexes.example.org"), when a reverse proxy stands in front of the server."""

    tls: ssl.SSLContext | None = None
    public: str | None = None

    def origin(self, host: str, port: int) -> str:
        """The page's origin for a server listening on `host`:`port`."""
        if self.public is not None:
            return self.public
        shown = f"[{host}]" if ":" in host else host
        return f"{'https' if self.tls is not None else 'http'}://{shown}:{port}"


def public_origin(text: str) -> str:
    """The origin of a public address given by a player ("https://ibexes.example.org/" or with a port); raises
    ReachError naming it when it is not an http or https address of a host alone."""
    try:
        parts = urlsplit(text.strip())
        port = parts.port
    except ValueError:
        parts, port = None, None
    if (parts is None or parts.scheme not in ("http", "https") or not parts.hostname or parts.path not in ("", "/")
            or parts.query or parts.fragment or parts.username or parts.password):
        raise ReachError(_("{address}: a public address is http:// or https:// and a host name, with a port if "
                           "needed, and nothing after it").format(address=text))
    host = f"[{parts.hostname}]" if ":" in parts.hostname else parts.hostname
    default = 443 if parts.scheme == "https" else 80
    return f"{parts.scheme}://{host.lower()}" + (f":{port}" if port not in (None, default) else "")


def tls_context(certificate: Path, key: Path) -> ssl.SSLContext:
    """A server's TLS context from a certificate chain and its private key (PEM files); raises ReachError naming
    the file that cannot be used."""
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    for path in (certificate, key):
        if not path.is_file():
            raise ReachError(_("{file}: no such file").format(file=path))
    try:
        context.load_cert_chain(str(certificate), str(key))
    except ssl.SSLError:
        raise ReachError(_("{certificate} and {key}: not a PEM certificate and the private key that goes with it")
                         .format(certificate=certificate, key=key)) from None
    except OSError as exc:
        raise ReachError(_("{file}: cannot be read ({problem})").format(
            file=exc.filename or certificate, problem=exc.strerror or exc)) from None
    return context
