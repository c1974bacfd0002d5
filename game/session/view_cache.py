"""The views of a match's seats and of the table, each made once per decision.

A frame asks for a seat's view many times (hints, buttons, the tracker, the coach); the engine makes one only when
a decision has changed the game since the last.
"""

from __future__ import annotations

from game.rules import Buy, DecisionKind, Game, PlayerView, PublicView


class ViewCache:
    """The views of `game`, made once per decision taken (`changed` says when one was)."""

    def __init__(self, game: Game) -> None:
        self._game = game
        self._views: dict[int, PlayerView] = {}  # seat -> its view; -1 - seat -> its view after buying none
        self._public: PublicView | None = None

    def changed(self) -> None:
        """A decision was applied: every view is made again when next asked."""
        self._views.clear()
        self._public = None

    def view(self, seat: int) -> PlayerView:
        view = self._views.get(seat)
        if view is None:
            view = self._views[seat] = self._game.view(seat)
        return view

    def view_if_buying_none(self, seat: int) -> PlayerView | None:
        """While `seat` is asked to buy: the view it would have, asked to play, after buying none, so that its tiles
        can be weighed before it decides on a purchase (the engine works it out on a copy of the game; a purchase
        of none draws nothing, so the view holds nothing the seat's own does not). None when the seat is not asked
        to buy, or must buy."""
        view = self.view(seat)
        pending = view.pending
        if pending is None or pending.seat != seat or pending.kind is not DecisionKind.BUY or 0 not in view.legal_buys:
            return None
        after = self._views.get(-1 - seat)
        if after is None:
            game = self._game.clone()
            game.apply(Buy(seat, 0))
            after = self._views[-1 - seat] = game.view(seat)
        return after

    def public_view(self) -> PublicView:
        if self._public is None:
            self._public = self._game.public_view()
        return self._public
