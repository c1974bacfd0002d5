"""Couch play with private hands on phones: each phone seat's person holds their hand on their own phone.

The game serves a small page on the local network (server.py: the transport, transport.py, behind the door,
gate.py; who may play a seat, admission.py; who plays it and what each phone is sent, roster.py; static/); a
phone joins with its seat's address (a random token per seat and match), receives only its own seat's view and
redacted events (protocol.py) and sends its decisions back; `PhoneSeat` (seat.py) is the seat's controller in the match
runner, and `PhoneTable` (table.py) ties a match to the server. docs/phone-protocol.md describes the wire.
"""
