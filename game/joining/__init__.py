"""Joining a table on another machine: the game plays one seat of a match that a host runs (the window's phone
server, or `main.py host`), over the phone protocol (docs/phone-protocol.md), and decides nothing itself.

address.py reads the join address a person types or pastes, link.py holds the connection (on a thread of its own,
reconnecting by itself), messages.py reads what the host sends, and remote_match.py turns it into a match the play
screen shows as it shows a match played here.
"""
