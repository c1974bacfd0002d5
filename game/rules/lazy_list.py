"""A read-only list whose items are made from compact entries only when they are read.

The engine works on small numbers and tuples: what a step caused is a trace of values, what may be decided is a
list of action codes. Callers who read the events or the legal decisions get records (`Events`, `Game.legal`);
play nobody watches (computer games, random play) never makes them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Generic, TypeVar, overload

E = TypeVar("E")  # an entry
T = TypeVar("T")  # the item made from it


class LazyList(Sequence[T], Generic[E, T]):
    """`[make(entry) for entry in entries]`, each item made when read (and again at every read: items are values).

    Like the list it stands for, it is equal to any list (or LazyList) of equal items, adds to one into a list,
    and is not hashable.
    """

    __slots__ = ("_entries", "_make")

    def __init__(self, entries: Sequence[E], make: Callable[[E], T]) -> None:
        self._entries = entries
        self._make = make

    def __len__(self) -> int:
        return len(self._entries)

    @overload
    def __getitem__(self, index: int) -> T: ...

    @overload
    def __getitem__(self, index: slice) -> list[T]: ...

    def __getitem__(self, index: int | slice) -> T | list[T]:
        if isinstance(index, slice):
            return [self._make(entry) for entry in self._entries[index]]
        return self._make(self._entries[index])

    def __iter__(self) -> Iterator[T]:
        return map(self._make, self._entries)

    def __add__(self, other: Iterable[T]) -> list[T]:
        return [*self, *other]

    def __radd__(self, other: Iterable[T]) -> list[T]:
        return [*other, *self]

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LazyList | list):
            return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))
        return NotImplemented

    def __repr__(self) -> str:
        return repr(list(self))
