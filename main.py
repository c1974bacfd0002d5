"""Dance of Ibexes: play in a window (no command), or run a headless command.

    python main.py                       open the game window
    python main.py simulate ...          play computer games and print a summary
    python main.py replay FILE --verify  check that a game log replays to the same events

Every command reads the board from levels/board.tmx, or from the map given with --board FILE. This is the game
run from a checkout, inside the environment play.py sets up; installed, the same is the command dance-of-ibexes.
"""

from __future__ import annotations  # so that an older Python reaches its one sentence below, not a TypeError

import importlib.util
import os
import sys

# The packages the game imports, named as imported (tests/test_install.py checks pyproject.toml provides them).
NEEDED = ("pygame", "pytmx", "platformdirs", "aiohttp", "segno")


def missing_package() -> str | None:
    """The first package the game needs that this Python cannot import (looked up, not imported: it is quick)."""
    return next((name for name in NEEDED if importlib.util.find_spec(name) is None), None)


def set_up_command() -> str:
    """How to run play.py from where the player is: it sets everything up and starts the game."""
    here = os.path.dirname(os.path.abspath(__file__))
    script = "play.py" if os.path.abspath(os.getcwd()) == here else os.path.join(here, "play.py")
    return f"{'py' if os.name == 'nt' else 'python3'} {script}"


def without_packages(package: str) -> str:
    from game.text.i18n import _, apply_language_setting

    apply_language_setting("")  # the system's language: the settings are read with a package that is missing
    return _("Dance of Ibexes cannot start: this Python ({python}) has no {package}; run `{command}`, which "
             "sets everything up and starts the game.").format(python=sys.executable, package=package,
                                                                command=set_up_command())


if __name__ == "__main__":
    if sys.version_info < (3, 11):  # noqa: UP036 (started by whatever Python the player has)
        sys.exit(f"Dance of Ibexes needs Python 3.11 or newer, and this is Python {sys.version.split()[0]}; "
                 f"install a newer one (python.org) and run `{set_up_command()}` with it.")
    missing = missing_package()
    if missing is not None:
        sys.exit(without_packages(missing))

    from game.commands import main

    sys.exit(main(sys.argv[1:]))
