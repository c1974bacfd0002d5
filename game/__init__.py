"""Dance of Ibexes: the game, one package per layer (README.md, "Layout"; pyproject.toml names which may import which).

The referee (`rules`) and the search's simulator (`simulator`) at the bottom, the computer players (`bots`), the
match and its seats (`session`), and the front ends on top: the window (`client`), the phones (`phones`) and the
command line (`commands`); beside them what is kept on disk (`storage`), the words (`text`) and the board map
(`board_map`); under them all, where the game's files are and how they are read (`base`).
"""
