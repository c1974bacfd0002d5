"""The bot levels a seat may name, weakest first: game/bots makes a bot of each (and says how each decides),
game/text names each in the current language, and a save or the settings are checked against them."""

LEVELS: tuple[str, ...] = ("easy", "normal", "hard", "expert")
