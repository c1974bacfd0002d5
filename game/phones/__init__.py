"""Couch play with private hands on phones: each phone seat's person holds their hand on their own phone.

The game serves a small page on the local network (server.py, static/); a phone joins with its seat's
address (a random token per seat and match), receives only its own seat's view and redacted events
(protocol.py) and sends its decisions back; `PhoneSeat` (seat.py) is the seat's controller in the match
runner, and `PhoneTable` (table.py) ties a match to the server. The server is made of the transport
(transport.py, one connection in connection.py) behind its door (gate.py), the admission of phones to seats
(admission.py) and the roster of who plays each seat and what each phone is sent (roster.py).
docs/phone-protocol.md describes the wire.
"""
