"""The player's files: the data folder, saves and autosave, settings, statistics, safe reading and writing."""
