"""The match's set-up: who plays (the seats and their controller kinds, `seats.py`) and the bot levels a seat may
name (`levels.py`).

It sits just above the rules and below the rest: the bots (their levels), the data folder's files (the last setup, a
save's seats), the text (the levels' names) and the match all speak of it, and the first three may not import the
match (pyproject.toml, [tool.dance-of-ibexes.layers]).
"""
