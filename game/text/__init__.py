"""The game's words: translation, narration of events, statistics lines."""
