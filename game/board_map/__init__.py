"""The board map: levels/board.tmx read into a BoardSpec for the rules and a BoardGeometry for the screen."""
