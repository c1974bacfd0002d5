"""The parts of the play screen's table, each drawing one thing; game/client/view/board_view.py composes them."""
