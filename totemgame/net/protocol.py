"""The messages of network play: versioned JSON objects, size-limited and schema-checked.

Every message is one JSON object with `"protocol": 1` and a `"type"`. A player's app sends:

- `create` {game, seats, options}: open a table (answered by `created` {table, seat, token}: the
  first player's seat);
- `claim` {table} (and a `name`, optional): take a free seat of a table under that name
  (answered by `claimed` {table, seat, token} and the table's `game`);
- `join` {table, token}: sit at the seat the token is bound to (answered by `snapshot`);
- `start` {}: the host (the seat of the token that created the table) starts the game: until
  then the table is in its lobby and refuses moves (answered by a `snapshot` to every seat);
- `hand` {seat, ai}: the host gives a seat to an AI (`ai`: "ai:easy", "ai:medium"...): a
  seat nobody claimed, before the start, for the whole game; a seat whose player is away, after
  it, until that player comes back (their join hands it back);
- `recall` {seat}: the host takes a seat back from the AI playing for its absent player (the
  game waits for that player again);
- `undo` {}: ask to take back one's own last move (net/take_back.py); `undo_answer` {ask,
  accept}: a player asked says yes or no to ask number `ask`;
- `action` {action}: play a move, encoded by the game's codec (answered by `update`s);
- `say` {said}: a quick message, by its id (net/quick_messages.py), relayed to the table;
- `ping` {}: a heartbeat (answered by `pong`).

The referee sends `snapshot` (everything the seat may know now), `update` (after each move,
only what that seat may see), `presence` {seat, connected, seats} (a player came to the table
or left it, or a seat was handed: who sits where and who is here), `refused` {code, reason} and
`pong`, `undo` {by, state, ask, waiting, declined} (where an ask to take back a move
stands: "asked", "accepted", "declined", "moved" or "timeout"; a seat in `waiting` is asked)
and `said` {seat, said} (a seat said a quick message).
A snapshot and a presence also say the lobby's news: whether the game has `started`, the
`host`'s seat, the `open` seats nobody claimed, the seats an AI plays for their absent player
(`stand_ins`) and how long each player who left has been `away` ([seat, seconds]); older
servers leave them out (their games started at once). Anything else, a message of
another protocol version, larger than the limit or not matching its schema is refused with a
clear reason; nothing of it is acted on.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from totemgame import APP_NAME, __version__
from totemgame.engine.refusal import Refusal, refused

PROTOCOL = 1

# What a player's app may send: actions and lobby requests are small; this is generous.
MAX_INCOMING_BYTES = 16 * 1024
# What a referee may send: a snapshot holds the whole visible log of a long game.
MAX_OUTGOING_BYTES = 4 * 1024 * 1024

Message = dict[str, Any]

# JSON types by name, as a schema says them.
_TYPES: dict[str, tuple[type, ...]] = {
    "str": (str,),
    "int": (int,),
    "bool": (bool,),
    "list": (list,),
    "dict": (dict,),
    "int|null": (int, type(None)),
    "dict|null": (dict, type(None)),
}
OPTIONAL = "?"  # a type name ending so: the field may be left out (added after protocol 1 began)

# type -> required fields and their JSON types.
CLIENT_MESSAGES: dict[str, dict[str, str]] = {
    "create": {"game": "str", "seats": "list", "options": "dict"},
    "claim": {"table": "str"},
    "join": {"table": "str", "token": "str"},
    "start": {},
    "hand": {"seat": "int", "ai": "str"},
    "recall": {"seat": "int"},
    "undo": {},
    "undo_answer": {"ask": "int", "accept": "bool"},
    "action": {"action": "dict"},
    "say": {"said": "str"},
    "ping": {},
}
# The lobby's news in a snapshot and a presence (see the module docstring).
LOBBY_FIELDS = {
    "started": "bool?",
    "host": "int?",
    "open": "list?",
    "stand_ins": "list?",
    "away": "list?",
}
# Whether `legal` lists every legal move ("listed": false: it is a menu of them, as a game with
# too many moves to list gives: the app then leaves the check of the others to the referee).
MOVE_FIELDS = {"listed": "bool?"}
SERVER_MESSAGES: dict[str, dict[str, str]] = {
    "created": {"table": "str", "seat": "int", "token": "str"},
    "claimed": {"table": "str", "seat": "int", "token": "str"},
    "snapshot": {
        "table": "str",
        "game": "str",
        "seat": "int",
        "seats": "list",
        "ply": "int",
        "view": "dict",
        "events": "list",
        "to_move": "list",
        "legal": "list",
        "connected": "list",
        "over": "bool",
        "record": "dict|null",
        **MOVE_FIELDS,
        **LOBBY_FIELDS,
    },
    "update": {
        "seat": "int",
        "mover": "int",
        "ply": "int",
        "view": "dict",
        "events": "list",
        "to_move": "list",
        "legal": "list",
        "connected": "list",
        "over": "bool",
        "record": "dict|null",
        **MOVE_FIELDS,
    },
    "presence": {"seat": "int", "connected": "list", "seats": "list", **LOBBY_FIELDS},
    "refused": {"code": "str", "reason": "str", "why": "dict?"},
    "said": {"seat": "int", "said": "str"},
    "pong": {},
    "undo": {"by": "int", "state": "str", "ask": "int", "waiting": "list", "declined": "int|null"},
}


@dataclass(frozen=True)
class Delivery:
    """A message for the app sitting at `seat` (what a referee's request hands the server)."""

    seat: int
    message: Message


class Refused(Exception):
    """A message or request turned down: `code` for programs, `reason` for the player; `why`,
    for a move the rules refuse, is their Refusal, sent in parts (`why`: key, params, plural)
    so the player's app says it in the player's language."""

    def __init__(self, code: str, reason: str, why: Refusal | None = None) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason
        self.why = why

    def message(self) -> Message:
        """The `refused` message that tells the sender."""
        why = self.why
        if why is None or not all(isinstance(v, str | int) for v in why.params.values()):
            return make("refused", code=self.code, reason=self.reason)
        parts = {"key": why.key, "params": dict(why.params), "plural": why.plural}
        return make("refused", code=self.code, reason=self.reason, why=parts)


def refusal_of(message: Message) -> Refusal | None:
    """The rules' Refusal a `refused` message carries in parts (None: none, or not readable)."""
    why = message.get("why")
    if not isinstance(why, dict):
        return None
    key, params, plural = why.get("key"), why.get("params"), why.get("plural")
    if not isinstance(key, str) or not isinstance(params, dict):
        return None
    if not isinstance(plural, str | None) or not all(
        isinstance(k, str) and isinstance(v, str | int) for k, v in params.items()
    ):
        return None
    try:
        return refused(key, plural=plural, **params)
    except (KeyError, IndexError, ValueError):  # a template whose fields the params miss
        return None


def make(kind: str, **fields: Any) -> Message:
    """A message of type `kind` with `fields`, stamped with the protocol version."""
    return {"protocol": PROTOCOL, "type": kind, **fields}


def dumps(message: Message) -> str:
    """A message as compact JSON text."""
    return json.dumps(message, separators=(",", ":"), allow_nan=False)


def version_refusal(theirs: object) -> Refused:
    """The refusal of a message of another protocol version."""
    return Refused(
        "version",
        f"the server runs version {__version__} of {APP_NAME} (protocol {PROTOCOL}); "
        f"this message speaks protocol {str(theirs)[:20]}: update the game to play together",
    )


def parse(
    raw: str | bytes,
    schema: Mapping[str, Mapping[str, str]] = CLIENT_MESSAGES,
    limit: int = MAX_INCOMING_BYTES,
) -> Message:
    """The message `raw` holds, checked against `schema`; raises Refused (oversized,
    malformed, version) otherwise."""
    size = len(raw)  # a character is at least one byte: a longer text is over at once
    if size <= limit and isinstance(raw, str):
        size = len(raw.encode("utf-8", "surrogatepass"))
    if size > limit:
        raise Refused("oversized", f"the message is over {limit} bytes")
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):  # UnicodeDecodeError is a ValueError
        raise Refused("malformed", "the message is not JSON text") from None
    return check(data, schema)


def check(data: Any, schema: Mapping[str, Mapping[str, str]] = CLIENT_MESSAGES) -> Message:
    """`data` if it is a message of `schema` (version, type, required fields and their JSON
    types); raises Refused otherwise."""
    if not isinstance(data, dict):
        raise Refused("malformed", "a message is a JSON object")
    if data.get("protocol") != PROTOCOL or isinstance(data.get("protocol"), bool):
        raise version_refusal(data.get("protocol"))
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in schema:
        raise Refused("malformed", f"unknown message type {str(kind)[:40]!r}")
    for name, type_name in schema[kind].items():
        if name not in data:
            if type_name.endswith(OPTIONAL):
                continue
            raise Refused("malformed", f"a {kind} message needs {name!r}")
        value = data[name]
        type_name = type_name.removesuffix(OPTIONAL)
        wanted = _TYPES[type_name]
        if not isinstance(value, wanted) or (isinstance(value, bool) and bool not in wanted):
            raise Refused("malformed", f"{kind}: {name!r} must be {type_name}")
    return data
