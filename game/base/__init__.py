"""The ground every layer of the game stands on: where the game's own files are (`files.py`), how a file anyone can
edit is read within limits and its text made fit to print (`safe_reading.py`), and which build runs, plain Python
or the simulator compiled (`build.py`). It imports nothing else of the game.
"""
