"""One map object as pytmx read it, checked: its type, its rectangle, and its whole-number and true-or-false
properties within their bounds, each mistake a `MapError` naming the file, the object and the problem."""

from __future__ import annotations

from typing import Any

from game.board_map import limits as map_limits

from .errors import MapError, map_error, number, where_object
from .records import Rect


def object_type(obj: Any) -> str | None:
    """An object's Tiled "type", or "class" since Tiled 1.9."""
    return obj.type or getattr(obj, "class", None)


def as_int(value: Any) -> int | None:
    """A property's value as a whole number, or None when it is not one."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, str):
        try:
            return int(value.strip())
        except ValueError:
            return None
    return None


def rect(obj: Any) -> Rect:
    return Rect(float(obj.x), float(obj.y), float(obj.width), float(obj.height))


class ObjectChecks:
    """The checks of the objects of one map file."""

    def __init__(self, file: str) -> None:
        self.file = file

    def error(self, problem: str, where: str | None = None) -> MapError:
        return map_error(self.file, problem, where)

    def int_prop(self, obj: Any, name: str, *, minimum: int | None = None, maximum: int = map_limits.MAX_OBJECTS,
                 what: str = "") -> int:
        """The object's whole-number property `name`, which it must have (`what`: why, after the complaint)."""
        if name not in obj.properties:
            raise self.error(f"has no '{name}' property{what}", where_object(obj))
        return self._bounded(obj, name, minimum, maximum)

    def optional_int_prop(self, obj: Any, name: str, *, default: int, minimum: int | None = None,
                          maximum: int = map_limits.MAX_OBJECTS) -> int:
        """The object's whole-number property `name`, or `default` when it has none."""
        if name not in obj.properties:
            return default
        return self._bounded(obj, name, minimum, maximum)

    def _bounded(self, obj: Any, name: str, minimum: int | None, maximum: int) -> int:
        value = obj.properties[name]
        found = as_int(value)
        if found is None:
            raise self.error(f"has '{name}' = '{value}', which is not a whole number", where_object(obj))
        if minimum is not None and found < minimum:
            problem = "negative" if found < 0 else f"less than {minimum}"
            raise self.error(f"has '{name}' = {number(found)}, which is {problem}", where_object(obj))
        if found > maximum:
            # Rows, slots and track spaces are walked one by one, so a slot of 10**50 would never finish.
            raise self.error(f"has '{name}' = {number(found)}, which is more than {maximum}", where_object(obj))
        return found

    def bool_prop(self, obj: Any, name: str) -> bool:
        value = obj.properties.get(name, False)
        if isinstance(value, bool):
            return value
        if isinstance(value, int) and value in (0, 1):
            return bool(value)
        if isinstance(value, str) and value.strip().lower() in ("true", "false"):
            return value.strip().lower() == "true"
        raise self.error(f"has '{name}' = '{value}', which is neither true nor false", where_object(obj))

    def check_object(self, obj: Any, layer: str, expected: str) -> None:
        kind = object_type(obj)
        if kind != expected:
            said = f"type '{kind}'" if kind else "no type"
            raise self.error(
                f"on layer '{layer}' has {said}; every object on that layer must have type '{expected}'",
                where_object(obj),
            )
        if getattr(obj, "rotation", 0):
            raise self.error(f"is rotated by {obj.rotation:g} degrees; board objects must not be rotated",
                             where_object(obj))
        if not obj.width or not obj.height:
            raise self.error("has no size; it must be a rectangle or a tile", where_object(obj))
