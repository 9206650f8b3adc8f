"""The referee of one table: the only holder of its game, its seed, its salt and its record.

Each human seat is bound to a secret token (random, from `secrets`) that its player's app
presents; the referee keeps only the token's SHA-256 (`hashes`) to check it (and the token
itself, made here, until the host or a claim hands it out), so a table restored from a
server's database checks the same tokens without having them. A move is checked with
`State.check` for the seat bound to the token, never for a seat a client names. The AI seats
play here, each agent given only its own seat's view (net/ai_seats.py).

A new table is in its lobby until its host (the seat of the token that created it) starts it:
moves are refused until then. The host may give a seat nobody claimed to an AI before the start
(the seat is an AI seat from then on), and, after it, a seat whose player is away to an AI that
plays for them (a stand-in: the same agent, from the same seat's view) until their app joins
again, or until the host takes the seat back from it (`recall`: the game waits for its player
again). A player may ask to take back their last move, and the others are asked
(net/take_back.py). The referee notes when a player left, so that every seat is told how long
they have been away. A seat is sent only its view and the events visible to it; the full
record goes out once the game is over. Nothing here does input or output: the server
(net/server.py) or a host's app carries the messages.
"""

from __future__ import annotations

import hashlib
import secrets
import time
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from totemgame.engine.game import Action, IllegalAction, Seat
from totemgame.engine.match import LoggedEvent, Match
from totemgame.engine.refusal import as_refusal
from totemgame.net import ai_seats, wire
from totemgame.net.protocol import Delivery, Message, Refused, make
from totemgame.net.take_back import MOVED, TakeBackAsks, TakeBacks
from totemgame.storage.userfiles import clean_name

TOKEN_BYTES = 24  # 192 bits: never guessed
MAX_AI_PLIES = 100_000  # more moves than any game lasts: an AI loop beyond it is a bug
NAME_MAX = 16  # a player's name as the setup screen takes it
AI_KINDS = ("ai:easy", "ai:medium", "ai:hard")  # what a host may give a seat to


def token_hash(token: str) -> str:
    """What a table keeps of a seat's token: its SHA-256 (a token is 192 random bits, so no
    salt or slow hash is needed), enough to check a token and useless to present one."""
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def encode_events(logged: list[LoggedEvent]) -> list[Any]:
    """Logged events as the wire carries them: [ply, seat, event]."""
    return [[le.ply, le.seat, wire.encode(le.event)] for le in logged]


class Referee(TakeBackAsks):
    """One table's game, its seats' tokens and its AI seats (see the module docstring)."""

    def __init__(
        self,
        match: Match,
        table: str,
        ai_speed: str = "normal",
        hashes: Mapping[Seat, str] | None = None,
        started: bool = True,
        host: Seat | None = None,
        stand_ins: Mapping[Seat, str] | None = None,
    ) -> None:
        """`hashes`: the token hashes of seats already claimed, for a table restored from a
        server's database; every other human seat gets a new token. A table not `started` is
        in its lobby; `host` is the seat that may start it (the first human seat unless
        given); `stand_ins`: the seats an AI plays for their absent players (by AI kind)."""
        self.match = match
        self.table = table
        self.ai_speed = ai_speed
        self.game_id = match.module.spec.id
        humans = match.human_seats()
        kept = {seat: digest for seat, digest in (hashes or {}).items() if seat in humans}
        self.claimed: set[Seat] = set(kept)
        self._plain: dict[Seat, str] = {}  # the tokens made here (a restored seat's is not)
        for seat in humans:
            if seat not in kept:
                self._plain[seat] = secrets.token_urlsafe(TOKEN_BYTES)
                kept[seat] = token_hash(self._plain[seat])
        self.hashes: dict[str, Seat] = {digest: seat for seat, digest in kept.items()}
        self.connected: set[Seat] = set()
        self.started = started
        self.host: Seat = min(humans, default=0) if host is None else host
        self.stand_ins: dict[Seat, str] = {
            seat: kind for seat, kind in (stand_ins or {}).items() if seat in humans
        }
        self.clock: Callable[[], float] = time.monotonic
        self.left_at: dict[Seat, float] = {}  # when each absent player's app left the table
        self.take_backs = TakeBacks()
        if started:
            self.play_ai()  # an AI seat that opens the game plays at once

    # -- seats -----------------------------------------------------------------------------
    def hash_of(self, seat: Seat) -> str:
        """The hash of a human seat's token (what a database keeps)."""
        for digest, bound in self.hashes.items():
            if bound == seat:
                return digest
        raise KeyError(seat)

    def token_of(self, seat: Seat) -> str:
        """The secret token of a human seat (for the host to hand to its player); KeyError
        for an AI seat, or a seat claimed before the table was restored (only its hash is
        kept)."""
        return self._plain[seat]

    def claim(self, name: str = "") -> tuple[Seat, str]:
        """The first human seat nobody has claimed yet, and its token; Refused if none. A
        `name` given is the seat's name from now on (before any move names it)."""
        free = sorted(set(self.hashes.values()) - self.claimed)
        if not free:
            raise Refused("full", "every seat of this table is taken")
        self.claimed.add(free[0])
        name = clean_name(name, NAME_MAX)
        if name:
            seats = self.match.record.seats
            others = [s.name for i, s in enumerate(seats) if i != free[0]]
            seats[free[0]] = replace(seats[free[0]], name=distinct_name(name, others))
        return free[0], self.token_of(free[0])

    def seat_of(self, token: str) -> Seat:
        """The seat `token` is bound to; Refused if it is not a token of this table."""
        seat = self.hashes.get(token_hash(token))
        if seat is None:
            raise Refused("unknown_token", "this token is not a seat of this table")
        return seat

    def join(self, token: str) -> Message:
        """The seat of `token` (re)connects: everything it may know now. An AI that played for
        its player while they were away hands the seat back."""
        seat = self.seat_of(token)
        self.claimed.add(seat)
        self.connected.add(seat)
        self.left_at.pop(seat, None)
        self.stand_ins.pop(seat, None)
        return self.snapshot(seat)

    def leave(self, token: str) -> None:
        """The app at `token`'s seat went away (it may come back with the same token)."""
        seat = self.hashes.get(token_hash(token), -1)
        if seat in self.connected:
            self.connected.discard(seat)
            self.left_at[seat] = self.clock()

    def presence(self, changed: Seat) -> list[Delivery]:
        """Who is at the table now, for every connected seat but `changed` (which came or
        went): names and kinds only, nothing of the game."""
        seats = [info.to_json() for info in self.match.seats]
        lobby = self.lobby()
        return [
            Delivery(
                s,
                make("presence", seat=s, connected=sorted(self.connected), seats=seats, **lobby),
            )
            for s in sorted(self.connected)
            if s != changed
        ]

    def lobby(self) -> dict[str, Any]:
        """The lobby's news: started or not, the host's seat, the seats nobody claimed and
        those an AI plays for their absent players, and how many seconds each player who left
        has been away (nothing of the game)."""
        now = self.clock()
        return {
            "started": self.started,
            "host": self.host,
            "open": sorted(set(self.hashes.values()) - self.claimed),
            "stand_ins": sorted(self.stand_ins),
            "away": [[s, round(now - at, 1)] for s, at in sorted(self.left_at.items())],
        }

    def plays_ai(self, seat: Seat) -> bool:
        """Whether an AI decides for `seat` now (an AI seat, or a stand-in)."""
        return not self.match.seats[seat].is_human or seat in self.stand_ins

    # -- the host's lobby ------------------------------------------------------------------
    def _host_check(self, token: str) -> None:
        if self.seat_of(token) != self.host:
            raise Refused("not_host", "only the host of this table may do that")

    def start(self, token: str, kept: Callable[[], None] = lambda: None) -> list[Delivery]:
        """The host starts the game: `kept` is told (before any AI plays), and every connected
        seat is sent a snapshot (the AI seats that open the game have played). Refused from
        another seat, twice, or while a seat is open."""
        self._host_check(token)
        if self.started:
            raise Refused("started", "the game at this table has started already")
        still_open = self.lobby()["open"]
        if still_open:
            raise Refused(
                "seats_open",
                f"seat {still_open[0] + 1} is still open: wait for a friend or give it to an AI",
            )
        self.started = True
        try:
            kept()
        except BaseException:
            self.started = False
            raise
        self.play_ai()  # their updates are in the snapshots
        return [Delivery(s, self.snapshot(s)) for s in sorted(self.connected)]

    def hand(self, token: str, seat: Seat, kind: str, name: str = "") -> list[Delivery]:
        """The host gives `seat` to an AI of `kind`: before the start a seat nobody claimed
        (an AI seat from then on, named `name` if given); after it a seat whose player is away
        (until they join again). The updates of the moves the AI made, then who sits where."""
        self._host_check(token)
        m = self.match
        if kind not in AI_KINDS:
            raise Refused("malformed", f"a seat is given to {', '.join(AI_KINDS)}")
        if not 0 <= seat < len(m.seats) or not m.seats[seat].is_human or seat == self.host:
            raise Refused("not_handed", "that seat cannot be given to an AI")
        if not self.started:
            if seat in self.claimed:
                raise Refused("not_handed", "a player has taken that seat")
            name = clean_name(name, NAME_MAX) or m.seats[seat].name
            m.record.seats[seat] = replace(m.seats[seat], kind=kind, name=name)
            del self.hashes[self.hash_of(seat)]
            self._plain.pop(seat, None)
            return self.presence(-1)
        if m.is_over():
            raise Refused("over", "the game is over")
        if seat in self.connected or seat in self.stand_ins:
            raise Refused("not_handed", "that seat's player is at the table")
        self.stand_ins[seat] = kind
        return self.play_ai() + self.presence(-1)

    def recall(self, token: str, seat: Seat) -> list[Delivery]:
        """The host takes `seat` back from the AI playing for its absent player: the game waits
        for that player again. Who sits where, for every seat."""
        self._host_check(token)
        if seat not in self.stand_ins:
            raise Refused("not_handed", "no AI plays for that seat")
        del self.stand_ins[seat]
        return self.presence(-1)

    # -- what a seat may know --------------------------------------------------------------
    def snapshot(self, seat: Seat) -> Message:
        """All `seat` may know: its view, the events it may see, who sits and who moves."""
        m = self.match
        return make(
            "snapshot",
            table=self.table,
            game=self.game_id,
            seat=seat,
            seats=[info.to_json() for info in m.seats],
            **self._news(seat, m.events_visible_to(seat)),
            **self.lobby(),
        )

    def _news(self, seat: Seat, logged: list[LoggedEvent]) -> dict[str, Any]:
        m = self.match
        over = m.is_over()
        moving = self.started and not over and seat in m.to_move() and not self.plays_ai(seat)
        legal = m.state.legal_actions(seat) if moving else []
        return {
            "ply": m.ply,
            "view": wire.encode(m.view(seat)),
            "events": encode_events(logged),
            "to_move": list(m.to_move()),
            "legal": [a.to_json() for a in legal],
            # A game with too many moves to list (Totemic Might's weighings) gives a menu whose
            # `in` accepts more than it lists: the player's app must then ask the referee.
            "listed": type(legal) in (list, tuple),
            "connected": sorted(self.connected),
            "over": over,
            "record": m.record.to_json() if over else None,  # the seed and salt: only now
        }

    # -- moves -----------------------------------------------------------------------------
    def action(self, token: str, data: Any) -> list[Delivery]:
        """Play the move `data` (the game's codec's JSON) for the seat bound to `token`; the
        updates for the connected seats, in order. Refused (nothing changes) if the token is
        unknown, the game over, the move out of turn, malformed or illegal."""
        seat = self.seat_of(token)
        m = self.match
        if not self.started:
            raise Refused("not_started", "the host has not started the game yet")
        if m.is_over():
            raise Refused("over", "the game is over")
        if seat not in m.to_move() or seat in self.stand_ins:
            raise Refused("out_of_turn", "it is not your turn")
        try:
            action = m.module.codec.decode(data)
        except IllegalAction as exc:
            raise Refused("malformed", f"not a move of this game: {str(exc)[:120]}") from None
        try:
            reason = m.state.check(seat, action)
        except Exception:  # well-typed nonsense (a tiki that does not exist) may trip a check
            reason = as_refusal("it is not a move of this position")
        if reason is not None:
            raise Refused("illegal", f"that move is not allowed: {str(reason)[:200]}", reason)
        try:
            deliveries = self._apply(seat, action)
        except IllegalAction as exc:  # apply agrees with check; were it not, nothing changed
            raise Refused("illegal", f"that move is not allowed: {str(exc)[:200]}") from None
        return deliveries + self.play_ai()

    def _apply(self, seat: Seat, action: Action) -> list[Delivery]:
        """Apply a checked move; an update for each connected seat something changed for."""
        m = self.match
        before = {s: self._position(s) for s in self.connected}
        start = len(m.log)
        m.apply(seat, action)
        ask = self.take_backs.close()  # a move made while a take-back is asked: it stands
        out = [] if ask is None else self._tell(ask.news(MOVED))
        for s in sorted(self.connected):
            seen = [le for le in m.log[start:] if le.event.visible(s)]
            # A seat shown nothing new is sent nothing (not even that another seat drafted).
            if s == seat or seen or self._position(s) != before[s] or m.is_over():
                out.append(Delivery(s, make("update", seat=s, mover=seat, **self._news(s, seen))))
        return out

    def _position(self, seat: Seat) -> tuple[Any, list[Action]]:
        """What `seat` is shown: its view and its legal moves (a move may change those alone)."""
        m = self.match
        moving = seat in m.to_move() and not self.plays_ai(seat)
        legal = list(m.state.legal_actions(seat)) if moving else []
        return m.view(seat), legal

    def play_ai(self) -> list[Delivery]:
        """Let the AI seats (and stand-ins) decide as long as one is to move, once the game has
        started; their moves' updates."""
        out: list[Delivery] = []
        m = self.match
        if not self.started:
            return out
        for _ in range(MAX_AI_PLIES):
            movers = [s for s in m.to_move() if self.plays_ai(s)]
            if not movers:
                return out
            seat = movers[0]
            kind = self.stand_ins.get(seat, m.seats[seat].kind)
            out += self._apply(seat, ai_seats.choose(m, seat, kind, self.ai_speed))
        raise RuntimeError(f"{self.game_id}: the AI seats did not stop playing")


def distinct_name(name: str, others: list[str]) -> str:
    """`name`, or with a number when another seat has it already ("Player 1 (2)"): two apps
    whose players kept the default name must still tell the seats apart."""
    taken = {o.casefold() for o in others}
    number = 1
    chosen = name
    while chosen.casefold() in taken:
        number += 1
        suffix = f" ({number})"
        chosen = name[: NAME_MAX - len(suffix)] + suffix
    return chosen
