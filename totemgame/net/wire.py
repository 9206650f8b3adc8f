"""Views, events and actions as JSON, for the network: encoded generically, decoded by whitelist.

A view is a frozen dataclass (sometimes nested, with tuples, enums, `X | None` and `Any` fields
holding dataclasses), an event an `engine.game.Event` with a dict of parameters. Encoding walks
the value: a dataclass becomes `{"$": "ClassName", ...its fields}`, an enum `{"$enum":
"ClassName", "value": v}`, a tuple a JSON array, a list `{"$list": [...]}` (so that an event's
list parameter stays a list), a dict `{"$dict": {...}}` (string keys only).

Decoding builds only classes on the game's whitelist (`Whitelist.of_game`): the dataclasses and
enums defined in that game's pure modules, found by walking its package, plus the engine's
Event. A class name in a message is only ever looked up in that table, never imported; nothing
is unpickled or evaluated. JSON arrays decode to tuples. Anything else is a `WireError`.
"""

from __future__ import annotations

import dataclasses
import importlib
import json
import math
import pkgutil
from collections.abc import Iterator, Mapping
from enum import Enum
from types import ModuleType
from typing import Any

from totemgame.engine.game import Event

# Deeper nesting than any view has: a message nested deeper is hostile, not a game.
MAX_DEPTH = 32

# The game's subpackage that draws (pygame): never walked.
DRAWN_PACKAGE = "table"

Json = Any  # what json.loads returns: dict, list, str, int, float, bool or None


class WireError(ValueError):
    """A value that cannot be put on the wire, or a message that cannot be decoded."""


class Whitelist:
    """The classes one game's messages may name: its pure modules' dataclasses and enums."""

    def __init__(self, classes: Mapping[str, type]) -> None:
        self.classes: dict[str, type] = dict(classes)

    @staticmethod
    def of_package(package: str) -> Whitelist:
        """Every dataclass and enum defined in `package`'s modules but its drawn `table/`
        subpackage, and the engine's Event; raises WireError if two share a name."""
        classes: dict[str, type] = {"Event": Event}
        for module in _pure_modules(package):
            for value in vars(module).values():
                if not isinstance(value, type) or value.__module__ != module.__name__:
                    continue  # imported from elsewhere: listed where it is defined
                if not (dataclasses.is_dataclass(value) or issubclass(value, Enum)):
                    continue
                known = classes.setdefault(value.__name__, value)
                if known is not value:
                    raise WireError(
                        f"two classes named {value.__name__} in {package}: "
                        f"{known.__module__} and {value.__module__}"
                    )
        return Whitelist(classes)

    @staticmethod
    def of_game(game_id: str) -> Whitelist:
        """The whitelist of a registered game (cached: walking a package imports it)."""
        if game_id not in _CACHE:
            from totemgame import games

            _CACHE[game_id] = Whitelist.of_package(games.package_of(game_id))
        return _CACHE[game_id]

    def lookup(self, name: Any) -> type:
        """The class `name` stands for; WireError if it is not on the list."""
        if not isinstance(name, str) or name not in self.classes:
            raise WireError(f"the class {str(name)[:40]!r} is not one this game sends")
        return self.classes[name]


_CACHE: dict[str, Whitelist] = {}


def _pure_modules(package: str) -> Iterator[ModuleType]:
    """`package` and its modules, recursively, leaving out the drawn subpackage."""
    root = importlib.import_module(package)
    yield root
    path = getattr(root, "__path__", None)
    if path is None:
        return
    for info in pkgutil.iter_modules(path):
        if info.name == DRAWN_PACKAGE:
            continue
        name = f"{package}.{info.name}"
        if info.ispkg:
            yield from _pure_modules(name)
        else:
            yield importlib.import_module(name)


# -- encoding ---------------------------------------------------------------------------------
def encode(value: Any) -> Json:
    """`value` as JSON-ready data (see the module docstring); WireError for anything else."""
    return _encode(value, 0)


# The init fields of each dataclass encoded so far (looking them up is most of the cost).
_FIELDS: dict[type, tuple[str, ...]] = {}
_PLAIN = (str, int, bool, type(None))  # exactly these types: an enum subclassing one is not


def _encode(value: Any, depth: int) -> Json:
    if depth > MAX_DEPTH:
        raise WireError("the value is nested too deeply")
    kind = type(value)
    if kind in _PLAIN:  # the most common values first: exact types, not subclasses
        return value
    if kind is tuple:  # plain items inline: a view's tuples are mostly numbers
        return [v if type(v) in _PLAIN else _encode(v, depth + 1) for v in value]
    names = _FIELDS.get(kind)
    if names is not None:
        out: dict[str, Json] = {"$": kind.__name__}
        for name in names:
            v = getattr(value, name)
            out[name] = v if type(v) in _PLAIN else _encode(v, depth + 1)
        return out
    if isinstance(value, Enum):  # before str and int: many enums are both
        return {"$enum": type(value).__name__, "value": _encode(value.value, depth + 1)}
    if value is None or isinstance(value, bool | int | str):
        return value
    if isinstance(value, float):
        if not math.isfinite(value):
            raise WireError(f"{value} cannot travel as JSON")
        return value
    if isinstance(value, tuple):
        return [_encode(v, depth + 1) for v in value]
    if isinstance(value, list):
        return {"$list": [_encode(v, depth + 1) for v in value]}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        _FIELDS[kind] = tuple(f.name for f in dataclasses.fields(value) if f.init)
        return _encode(value, depth)
    if isinstance(value, Mapping):
        if not all(isinstance(k, str) for k in value):
            raise WireError("only mappings with string keys travel")
        return {"$dict": {k: _encode(v, depth + 1) for k, v in value.items()}}
    raise WireError(f"a {type(value).__name__} cannot be put on the wire")


def dumps(value: Any) -> str:
    """`value` encoded, as compact JSON text."""
    return json.dumps(encode(value), separators=(",", ":"), allow_nan=False)


# -- decoding ---------------------------------------------------------------------------------
def decode(data: Json, whitelist: Whitelist) -> Any:
    """The value `data` encodes, building only classes of `whitelist`; WireError otherwise."""
    try:
        return _decode(data, whitelist, 0)
    except WireError:
        raise
    except (TypeError, ValueError, KeyError) as exc:  # a class refusing its fields
        raise WireError(f"malformed value: {exc}") from exc


def loads(text: str | bytes, whitelist: Whitelist) -> Any:
    """The value a JSON text encodes (see `decode`)."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:  # UnicodeDecodeError is a ValueError
        raise WireError(f"not JSON: {exc}") from exc
    return decode(data, whitelist)


def _decode(data: Json, wl: Whitelist, depth: int) -> Any:
    if depth > MAX_DEPTH:
        raise WireError("the value is nested too deeply")
    if data is None or isinstance(data, bool | int | str):
        return data
    if isinstance(data, float):
        if not math.isfinite(data):
            raise WireError("a number that is not finite")
        return data
    if isinstance(data, list):
        return tuple(_decode(v, wl, depth + 1) for v in data)
    if not isinstance(data, dict):
        raise WireError(f"a {type(data).__name__} is not JSON data")
    if "$" in data:
        return _decode_dataclass(data, wl, depth)
    if set(data) == {"$enum", "value"}:
        cls = wl.lookup(data["$enum"])
        if not issubclass(cls, Enum):
            raise WireError(f"{cls.__name__} is not an enum")
        return cls(_decode(data["value"], wl, depth + 1))
    if set(data) == {"$list"} and isinstance(data["$list"], list):
        return [_decode(v, wl, depth + 1) for v in data["$list"]]
    if set(data) == {"$dict"} and isinstance(data["$dict"], dict):
        return {k: _decode(v, wl, depth + 1) for k, v in data["$dict"].items()}
    raise WireError(f"an object without a known tag: {sorted(data)[:5]}")


def _decode_dataclass(data: dict[str, Json], wl: Whitelist, depth: int) -> Any:
    cls = wl.lookup(data["$"])
    if not dataclasses.is_dataclass(cls):
        raise WireError(f"{cls.__name__} is not a dataclass")
    fields = {f.name for f in dataclasses.fields(cls) if f.init}
    given = set(data) - {"$"}
    if given != fields:
        missing, extra = sorted(fields - given), sorted(given - fields)
        raise WireError(f"{cls.__name__} with missing {missing[:5]} or unknown {extra[:5]} fields")
    return cls(**{name: _decode(data[name], wl, depth + 1) for name in fields})
