"""Frozen records made fast: the events and decisions the engine makes thousands of times a second."""

from __future__ import annotations

from dataclasses import MISSING, fields
from typing import Any


def direct_init(cls: type) -> None:
    """Give a frozen dataclass an __init__ that writes its fields straight into the instance's dict.

    The __init__ that dataclasses generates for a frozen class sets each field through object.__setattr__
    (to get past the freezing), which made building events a fifth of the engine's time in a random game.
    This one takes the same arguments (by position or name, with the same defaults) and makes the same
    object: frozen, equal and hashable as before. Like dataclasses, it writes the function's source and
    compiles it once.

    A class compiled by mypyc (game/rules/compiled.py) is left as it is: its own __init__, which plain Python
    could not run past the freezing, stores the fields directly there, faster still.
    """
    if "__mypyc_attrs__" in vars(cls):
        return
    names = [f.name for f in fields(cls)]
    if any(f.default is not MISSING or f.default_factory is not MISSING for f in fields(cls)):
        raise TypeError(f"{cls.__name__} has a field with a default; direct_init takes fields without one")
    body = "".join(f"    d[{name!r}] = {name}\n" for name in names)
    source = f"def __init__(self, {', '.join(names)}):\n    d = self.__dict__\n{body}"
    namespace: dict = {}
    exec(source, namespace)  # the source is built from the class's own field names only
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    cls.__init__ = init  # type: ignore[misc]


def by_fields(record: Any) -> tuple[Any, ...]:
    """A frozen dataclass's `__reduce__`: pickle and copy rebuild it by calling its class with its fields.

    Compiled by mypyc (game/rules/compiled.py), a frozen dataclass refuses the field-by-field rebuild they use
    for a plain one; this way a record pickles and copies the same, compiled or not.
    """
    return (type(record), tuple(getattr(record, f.name) for f in fields(record)))
