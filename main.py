"""Dance of Ibexes: play in a window (no command), or run a headless command.

    python main.py                       open the game window
    python main.py simulate ...          play computer games and print a summary
    python main.py replay FILE --verify  check that a game log replays to the same events

Every command reads the board from levels/board.tmx, or from the map given with --board FILE.
"""

from __future__ import annotations

import sys

from game.commands import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
