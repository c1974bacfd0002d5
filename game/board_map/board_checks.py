"""What a board map's object layers say, checked and turned into the rules' rows and track and the screen's
rectangles: rows numbered without gaps, each a first space, plain and scored spaces and an ibex space last, within
the board's row lengths; a track from the start to the dung heap with two oxen-eyes; every anchor the screen needs.
Each mistake is a `MapError` naming the file, the object or layer, and the problem.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.board_map import limits as map_limits
from game.rules.board import MAX_ROW_LENGTH, MIN_ROW_LENGTH, SCORED_KINDS, RowSpec, Space, SpaceKind, TrackSpec

from .errors import MapError, listing, map_error, number, plural, where_object
from .object_checks import ObjectChecks, as_int, rect
from .records import ANCHOR_NAMES, ANCHORS_LAYER, ROWS_LAYER, SPACES_LAYER, TRACK_LAYER, Rect

# A space's points end up in every game log, whose reader refuses numbers beyond this (game/storage/game_log.py).
MAX_POINTS = 10**6


class BoardChecks:
    """The checks of one map file's board: its row lengths, rows and spaces, track and anchors."""

    def __init__(self, file: str) -> None:
        self.file = file
        self.objects = ObjectChecks(file)

    def error(self, problem: str, where: str | None = None) -> MapError:
        return map_error(self.file, problem, where)

    def row_limits(self, properties: Mapping[str, Any]) -> tuple[int, int]:
        """The row lengths the map's properties allow (4 to 7 when it says nothing)."""
        limits = []
        for name, default in (("min_row_length", MIN_ROW_LENGTH), ("max_row_length", MAX_ROW_LENGTH)):
            value = properties.get(name, default)
            found = as_int(value)
            if found is None:
                raise self.error(f"is '{value}', which is not a whole number", f"the map's property '{name}'")
            if found > map_limits.MAX_OBJECTS:
                raise self.error(f"is {number(found)}, more than {map_limits.MAX_OBJECTS}",
                                 f"the map's property '{name}'")
            limits.append(found)
        low, high = limits
        if low < 2:
            raise self.error(
                f"is {low}; a row needs at least 2 spaces (a first and an ibex space)",
                "the map's property 'min_row_length'",
            )
        if high < low:
            raise self.error(
                f"is {high}, less than min_row_length {low}", "the map's property 'max_row_length'"
            )
        return low, high

    # -- rows and spaces ------------------------------------------------------------------------
    def rows(self, row_layer: Any, space_layer: Any, low: int,
             high: int) -> tuple[tuple[RowSpec, ...], dict[int, Rect], dict[tuple[int, int], Rect]]:
        """The rows, the rectangles of the rows and of their spaces (by row and slot)."""
        objects = self.objects
        row_objects: dict[int, Any] = {}
        halves: dict[int, str] = {}
        for obj in row_layer:
            objects.check_object(obj, ROWS_LAYER, "row")
            row = objects.int_prop(obj, "row", minimum=1)
            half = obj.properties.get("half")
            if half is None:
                raise self.error("has no 'half' property (left or right)", where_object(obj))
            if half not in ("left", "right"):
                raise self.error(f"has half '{half}'; it must be 'left' or 'right'", where_object(obj))
            if row in row_objects:
                raise self.error(f"is row {row}, and so is {where_object(row_objects[row])}", where_object(obj))
            row_objects[row] = obj
            halves[row] = half
        if not row_objects:
            raise self.error("has no rows", f"layer '{ROWS_LAYER}'")
        count = max(row_objects)
        for row in range(1, count + 1):
            if row not in row_objects:
                raise self.error(
                    f"has rows up to {count} but no row {row}; rows must be numbered from 1 without gaps",
                    f"layer '{ROWS_LAYER}'",
                )

        by_row: dict[int, dict[int, tuple[Any, Space]]] = {n: {} for n in row_objects}
        kinds = ", ".join(kind.value for kind in SpaceKind)
        for obj in space_layer:
            objects.check_object(obj, SPACES_LAYER, "space")
            row = objects.int_prop(obj, "row", minimum=1)
            slot = objects.int_prop(obj, "slot", minimum=1)
            kind_name = obj.properties.get("kind")
            if kind_name is None:
                raise self.error(f"has no 'kind' property (one of {kinds})", where_object(obj))
            try:
                kind = SpaceKind(str(kind_name).strip().lower())
            except ValueError:
                raise self.error(f"has the unknown kind '{kind_name}'; a kind is one of {kinds}",
                                 where_object(obj)) from None
            if kind in SCORED_KINDS:
                value = objects.int_prop(obj, "value", minimum=0, maximum=MAX_POINTS,
                                         what=f"; a {kind.value} space needs its points")
                if value == 0:
                    raise self.error(f"has value 0; a {kind.value} space is worth at least 1 point", where_object(obj))
            else:
                value = objects.optional_int_prop(obj, "value", default=0, minimum=0, maximum=MAX_POINTS)
                if value:
                    raise self.error(f"has value {value}, but a {kind.value} space carries no points",
                                     where_object(obj))
            if row not in by_row:
                raise self.error(
                    f"belongs to row {row}, but layer '{ROWS_LAYER}' has no object for row {row}", where_object(obj)
                )
            if slot in by_row[row]:
                other = by_row[row][slot][0]
                raise self.error(f"is row {row} slot {slot}, and so is {where_object(other)}", where_object(obj))
            by_row[row][slot] = (obj, Space(kind, value or 0))

        rows: list[RowSpec] = []
        space_rects: dict[tuple[int, int], Rect] = {}
        for row in range(1, count + 1):
            slots = by_row[row]
            self._check_row(row_objects[row], slots, low, high)
            length = max(slots)
            rows.append(RowSpec(row, halves[row], tuple(slots[s][1] for s in range(1, length + 1))))
            for slot in range(1, length + 1):
                space_rects[(row, slot)] = rect(slots[slot][0])
        row_rects = {row: rect(obj) for row, obj in row_objects.items()}
        return tuple(rows), row_rects, space_rects

    def _check_row(self, row_obj: Any, slots: dict[int, tuple[Any, Space]], low: int, high: int) -> None:
        """A row's spaces: slots without gaps, as many as the board allows, a first space first, an ibex space last
        and nowhere else."""
        where = where_object(row_obj)
        if not slots:
            raise self.error(f"has no spaces on layer '{SPACES_LAYER}'", where)
        length = max(slots)
        missing = [slot for slot in range(1, length + 1) if slot not in slots]
        if missing:
            raise self.error(
                f"has a gap: its spaces have slots {listing(sorted(slots))}, so slot {missing[0]} is missing",
                where,
            )
        if not low <= length <= high:
            raise self.error(
                f"has {plural(length, 'space')}; a row on this board has {low} to {high} spaces", where
            )
        first_obj, first = slots[1]
        if first.kind is not SpaceKind.FIRST:
            raise self.error(
                f"has no first space: its slot 1, {where_object(first_obj)}, is a {first.kind.value} space", where
            )
        for slot in range(2, length + 1):
            obj, space = slots[slot]
            if space.kind is SpaceKind.FIRST:
                raise self.error(f"is a first space in slot {slot}; only slot 1 may be a first space",
                                 where_object(obj))
        ibex = [slot for slot in range(1, length + 1) if slots[slot][1].kind is SpaceKind.IBEX]
        if not ibex:
            raise self.error("has no ibex space; its last space must be an ibex space", where)
        for slot in ibex:
            if slot != length:
                raise self.error(
                    f"is an ibex space in slot {slot} of {length}; only the last space of a row may be an ibex "
                    "space",
                    where_object(slots[slot][0]),
                )

    # -- the score track ------------------------------------------------------------------------
    def track(self, layer: Any) -> tuple[TrackSpec, dict[int, Rect]]:
        """The track, and the rectangle of each of its spaces by index."""
        objects = self.objects
        where_layer = f"layer '{TRACK_LAYER}'"
        spaces: dict[int, Any] = {}
        marks: dict[int, tuple[bool, bool, bool]] = {}
        for obj in layer:
            objects.check_object(obj, TRACK_LAYER, "track")
            index = objects.int_prop(obj, "index", minimum=0)
            if index in spaces:
                raise self.error(f"is track space {index}, and so is {where_object(spaces[index])}", where_object(obj))
            spaces[index] = obj
            marks[index] = (objects.bool_prop(obj, "start"), objects.bool_prop(obj, "oxen_eye"),
                            objects.bool_prop(obj, "dung_heap"))
        if not spaces:
            raise self.error("has no track spaces", where_layer)
        last = max(spaces)
        missing = [index for index in range(last + 1) if index not in spaces]
        if missing:
            raise self.error(
                f"has track spaces up to {last} but no space {missing[0]}; the indices must run from 0 "
                "without gaps",
                where_layer,
            )
        starts = [i for i in range(last + 1) if marks[i][0]]
        eyes = [i for i in range(last + 1) if marks[i][1]]
        heaps = [i for i in range(last + 1) if marks[i][2]]
        if not marks[0][0]:
            raise self.error("is track space 0 but is not marked start=true", where_object(spaces[0]))
        if len(starts) > 1:
            raise self.error("is marked start=true, but only track space 0 is the start",
                             where_object(spaces[starts[1]]))
        if not heaps:
            raise self.error("has no dung heap: no track space is marked dung_heap=true", where_layer)
        if len(heaps) > 1:
            raise self.error(f"is a second dung heap (track spaces {listing(heaps)})", where_object(spaces[heaps[1]]))
        if heaps[0] != last:
            raise self.error(
                f"is the dung heap but track spaces up to {last} follow it; the dung heap must be the last space",
                where_object(spaces[heaps[0]]),
            )
        if len(eyes) != 2:
            said = f"marks {plural(len(eyes), 'oxen-eye')}" + (f" (track spaces {listing(eyes)})" if eyes else "")
            raise self.error(f"{said}; the track needs exactly two", where_layer)
        for eye in eyes:
            if eye in (0, last):
                raise self.error("is an oxen-eye on the start or the dung heap", where_object(spaces[eye]))
        rects = {index: rect(obj) for index, obj in spaces.items()}
        return TrackSpec(dung_heap=last, oxen_eyes=(eyes[0], eyes[1])), rects

    # -- screen anchors -------------------------------------------------------------------------
    def anchors(self, layer: Any) -> dict[str, Rect]:
        """Each anchor's rectangle by name: every one the screen needs, no name twice."""
        anchors: dict[str, Rect] = {}
        owners: dict[str, Any] = {}
        for obj in layer:
            self.objects.check_object(obj, ANCHORS_LAYER, "anchor")
            if not obj.name:
                raise self.error("has no name; an anchor is known by its name", where_object(obj))
            if obj.name in owners:
                raise self.error(f"has the same name as {where_object(owners[obj.name])}", where_object(obj))
            owners[obj.name] = obj
            anchors[obj.name] = rect(obj)
        for name in ANCHOR_NAMES:
            if name not in anchors:
                raise self.error(f"has no anchor named '{name}'", f"layer '{ANCHORS_LAYER}'")
        return anchors
