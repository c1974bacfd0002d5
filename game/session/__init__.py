"""The match and its seats: the runner, the seats (screen, bot, phone), resuming a save, the coach's advisors."""
