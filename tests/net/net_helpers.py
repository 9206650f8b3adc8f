"""Shared by the network tests: seeded random games and bot players over a referee."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from totemgame import games
from totemgame.engine.game import State
from totemgame.engine.match import LoggedEvent, Match
from totemgame.engine.record import GameRecord, SeatInfo
from totemgame.engine.rng import Rng

# A seed no view holds by chance: found in a message, it can only be the seed leaking.
BIG_SEED = 8_675_309_271_828


def positions(
    game_id: str, players: int, seed: int, every: int = 1
) -> Iterator[tuple[State, list[Any]]]:
    """Positions of a seeded random game (every `every`-th and the last), each with the events
    of the move that led to it."""
    module = games.get(game_id)
    state = module.new_game(players, module.spec.validate_options({}), seed)
    rng = Rng(seed + 1)
    events: list[Any] = list(state.opening_events())
    ply = 0
    yield state, events
    while not state.is_over():
        seat = rng.choice(state.to_move())
        events = state.apply(seat, rng.choice(list(state.legal_actions(seat))))
        ply += 1
        if ply % every == 0 or state.is_over():
            yield state, events


def new_match(game_id: str, kinds: list[str], seed: int = BIG_SEED) -> Match:
    """A Match of `game_id` with seats of `kinds` ('human', 'ai:random'...)."""
    seats = [SeatInfo(kind, f"Player {i + 1}", i) for i, kind in enumerate(kinds)]
    record = GameRecord(game=game_id, options={}, seats=seats, seed=seed)
    return games.open_match(record)


class Bot:
    """A player's app reduced to its messages: keeps every byte it was sent, plays a random
    move from the legal moves it was sent."""

    def __init__(self, token: str, seed: int) -> None:
        self.token = token
        self.rng = Rng(seed)
        self.texts: list[str] = []  # every message, as the bytes on the wire
        self.messages: list[dict[str, Any]] = []
        self.refusals: list[dict[str, Any]] = []

    def take(self, message: dict[str, Any]) -> dict[str, Any]:
        from totemgame.net import protocol

        text = protocol.dumps(message)
        self.texts.append(text)
        parsed = protocol.parse(text, protocol.SERVER_MESSAGES, protocol.MAX_OUTGOING_BYTES)
        if parsed["type"] == "refused":
            self.refusals.append(parsed)
        else:
            self.messages.append(parsed)
        return parsed

    @property
    def last(self) -> dict[str, Any]:
        return self.messages[-1]

    def wants_to_move(self) -> bool:
        return bool(self.messages) and bool(self.last["legal"]) and not self.last["over"]

    def choose(self) -> dict[str, Any]:
        choice: dict[str, Any] = self.rng.choice(self.last["legal"])
        return choice


class Hub:
    """The server's dispatch without sockets: connections carry messages as JSON text to
    `Tables` and back, as a WebSocket would."""

    def __init__(self) -> None:
        from totemgame.net.tables import Tables

        self.tables = Tables()
        self.conns: dict[tuple[str, int], Conn] = {}


class Conn:
    """One app's connection to a Hub (a Transport)."""

    def __init__(self, hub: Hub) -> None:
        from totemgame.net.tables import Seating

        self.hub = hub
        self.seating = Seating()
        self.inbox: list[dict[str, Any]] = []
        self.listener: Any = self.inbox.append
        self.open = True

    def listen(self, listener: Any) -> None:
        self.listener = listener

    def send(self, message: dict[str, Any]) -> None:
        import json

        from totemgame.net import protocol

        if not self.open:
            return
        try:
            parsed = protocol.parse(protocol.dumps(message))
        except protocol.Refused as refused:
            self.listener(refused.message())
            return
        for address, out in self.hub.tables.handle(self.seating, parsed):
            if address is None and out["type"] == "snapshot" and self.seating.table is not None:
                self.hub.conns[(self.seating.table, out["seat"])] = self
            target = self if address is None else self.hub.conns.get(address)
            if target is not None and target.open:
                target.listener(json.loads(protocol.dumps(out)))

    def close(self) -> None:
        self.open = False
        self.hub.tables.leave(self.seating)


def truth_of(record: GameRecord) -> dict[int, dict[int, tuple[Any, list[Any]]]]:
    """What each seat could see after every move of a finished game: ply -> seat -> (view,
    legal actions), by replaying its record."""
    module = games.get(record.game)
    seats = range(len(record.seats))
    state = module.new_game(
        len(record.seats), module.spec.validate_options(record.options), record.seed
    )

    def now() -> dict[int, tuple[Any, list[Any]]]:
        movers = () if state.is_over() else state.to_move()
        return {
            s: (state.view(s), list(state.legal_actions(s)) if s in movers else []) for s in seats
        }

    truth = {0: now()}
    for ply, (seat, action) in enumerate(record.actions, start=1):
        state.apply(seat, module.codec.decode(action))
        truth[ply] = now()
    return truth


# (players, seat of the AI) per game: one AI seat each, at different places.
TABLES = {
    "tiki-topple": (3, 0),
    "totemix": (3, 1),
    "totem-village": (2, 1),
    "totem-surround": (2, 0),
    "totemic-might": (3, 2),
}


def seat_kinds(game_id: str) -> list[str]:
    players, ai_seat = TABLES[game_id]
    return ["ai:random" if s == ai_seat else "human" for s in range(players)]


PRESENCE_KEYS = {"protocol", "type", "seat", "connected", "seats"}
PRESENCE_KEYS |= {"started", "host", "open", "stand_ins", "away"}


def check_stream(match: Match, seat: int, texts: list[str]) -> None:
    """Every message of `texts` (all a seat was sent, as on the wire) holds exactly that seat's
    view, legal moves and visible events at its move, nothing more: no other seat's private
    event, and neither the seed nor the salt before the game is over."""
    import json

    from totemgame.net import wire

    record = match.record
    truth = truth_of(record)
    whitelist = wire.Whitelist.of_game(record.game)
    salt, seed = record.salt, str(record.seed)
    seen: list[LoggedEvent] = []
    last: dict[str, Any] = {}
    started = True
    for text in texts:
        message = json.loads(text)
        if message["type"] == "presence":  # who sits where: names, kinds and seat numbers
            assert set(message) <= PRESENCE_KEYS and salt not in text and seed not in text
        if message["type"] not in ("snapshot", "update"):
            continue
        view, legal = truth[message["ply"]][seat]
        if message["type"] == "snapshot":
            started = message["started"]
        if not started:
            legal = []  # in the lobby: nobody moves yet
        assert message["seat"] == seat
        assert wire.decode(message["view"], whitelist) == view
        assert [match.module.codec.decode(a) for a in message["legal"]] == legal
        events = [LoggedEvent(p, s, wire.decode(e, whitelist)) for p, s, e in message["events"]]
        assert all(le.event.visible(seat) for le in events), "another seat's private event"
        seen = events if message["type"] == "snapshot" else seen + events
        if not message["over"]:
            assert salt not in text and seed not in text, "the salt or the seed before the end"
            assert message["record"] is None
        last = message
    assert seen == match.events_visible_to(seat)
    assert last["over"] and last["record"] == record.to_json()
