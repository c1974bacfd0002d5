"""The match and its seats: the runner, the match set-up, the seats (screen, bot, phone), the coach's advisors."""
