"""Totemix rules: sealed crystal bids on auction cards, marking sheets, carving totem poles.

Rulebook: shared/rules/seeds/000; decisions and components: shared/rules/totemix.md (content in
assets/data/totemix.toml). A round = one auction card: every seat bids at once (to_move() lists
all seats still to bid; nobody's view shows another's pending bid), the bids are revealed and
paid, rewards handed out, then every seat marks its resources at once and confirms.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from totemgame.engine.game import Action, Event, IllegalAction, Result, Seat
from totemgame.engine.refusal import Refusal, refused
from totemgame.engine.rng import Rng
from totemgame.games.totemix.actions import (  # re-exported for callers
    BID,
    BOTTOM,
    CODEC,
    MARK,
    MIDDLE,
    TOP,
    AutoPlace,
    Bid,
    Confirm,
    Mark,
    Unmark,
    advantage_pay,
    categories,
    deposit_pay,
)
from totemgame.games.totemix.content import (
    EMPTY,
    GAME_ID,
    MARKED,
    RESOURCES,
    Bundle,
    R,
    add,
    bundle,
    content,
    describe_bundle,
)
from totemgame.games.totemix.planner import auto_place
from totemgame.games.totemix.record_words import piece_words, resource_name, upgrade_words
from totemgame.games.totemix.sheet import JOKER, Player, SheetEffect
from totemgame.games.totemix.view import SeatView, TotemixView, freeze
from totemgame.i18n import N_

__all__ = [
    "BID", "BOTTOM", "CODEC", "GAME_ID", "MARK", "MIDDLE", "TOP", "AutoPlace", "Bid", "Confirm",
    "Mark", "SeatView", "TotemixState", "TotemixView", "Unmark", "advantage_pay", "categories",
    "deposit_pay", "new_game",
]  # fmt: skip


class TotemixState:
    """The whole truth of a game of Totemix."""

    def __init__(self, players: int, mode: str, seed: int) -> None:
        c = content()
        if not 2 <= players <= 6:
            raise ValueError("Totemix is for 2 to 6 players")
        if mode not in c.modes:
            raise ValueError(f"unknown mode {mode!r}")
        self.players = players
        self.mode = mode
        self.rng = Rng(seed)
        self.p = [Player.new(mode, c.start_crystals) for _ in range(players)]
        self.deck: list[int] = []
        self.cycle_seen: list[int] = []
        self.round = 0
        self.phase = BID
        self.card = -1
        self.last_bids: tuple[int, ...] = ()
        self.last_rows: tuple[str, ...] = ()
        self.last_gains: tuple[Bundle, ...] = ()
        self.over = False
        self.round_scores: list[list[int]] = []  # carved levels gained per round (results)
        self.opening = self._start_round()

    def opening_events(self) -> list[Event]:
        return list(self.opening)

    # -- contract ----------------------------------------------------------------------
    def to_move(self) -> tuple[Seat, ...]:
        if self.over:
            return ()
        if self.phase == BID:
            return tuple(s for s, pl in enumerate(self.p) if pl.bid is None)
        return tuple(s for s, pl in enumerate(self.p) if not pl.confirmed)

    def is_over(self) -> bool:
        return self.over

    def legal_actions(self, seat: Seat) -> list[Action]:
        if seat not in self.to_move():
            return []
        pl = self.p[seat]
        if self.phase == BID:
            return [Bid(n) for n in range(pl.crystals + 1)]
        out: list[Action] = []
        for res in pl.placeable():
            out.extend(Mark(res, f) for f in pl.open_fields(res))
        if out:
            out.append(AutoPlace(False))
            out.append(AutoPlace(True))
        if pl.steps:
            out.append(Unmark(len(pl.steps) - 1))
        if not (pl.pending[R[JOKER]] and pl.open_fields(JOKER)):
            out.append(Confirm())
        return out

    def check(self, seat: Seat, action: Action) -> Refusal | None:
        """Why `seat` may not play `action` now, in the game's words; None if it may."""
        if self.over:
            return refused(N_("the game is over"))
        if seat not in self.to_move():
            return refused(N_("this player has no decision to make now"))
        pl = self.p[seat]
        if self.phase == BID:
            if not isinstance(action, Bid):
                return refused(N_("it is time to bid"))
            if not isinstance(action.amount, int) or not 0 <= action.amount <= pl.crystals:
                # TRANSLATORS: a refused bid; {n} is the player's crystals
                return refused(N_("a bid must be 0 to {n} crystals"), n=pl.crystals)
            return None
        if isinstance(action, Mark):
            if action.resource not in (*MARKED, JOKER) or not pl.pending[R[action.resource]]:
                # TRANSLATORS: a refused mark; {resource} is a resource's name ("ruby")
                return refused(N_("no {resource} left to mark"), resource=action.resource)
            if not 0 <= action.field < len(pl.marks) or action.field not in pl.open_fields(
                action.resource
            ):
                return refused(N_("that field is not open for this resource"))
            return None
        if isinstance(action, Unmark):
            if not pl.steps or action.step != len(pl.steps) - 1:
                return refused(N_("only your latest placement of this round can be taken back"))
            return None
        if isinstance(action, AutoPlace):
            return None if pl.placeable() else refused(N_("nothing left that can be marked"))
        if isinstance(action, Confirm):
            if pl.pending[R[JOKER]] and pl.open_fields(JOKER):
                return refused(N_("an X joker must be used at once"))
            return None
        return refused(N_("it is time to mark your resources"))

    def apply(self, seat: Seat, action: Action) -> list[Event]:
        reason = self.check(seat, action)
        if reason is not None:
            raise IllegalAction(reason)
        if isinstance(action, Bid):
            return self._bid(seat, action.amount)
        if isinstance(action, Mark):
            return self._mark(seat, action)
        if isinstance(action, Unmark):
            return self._unmark(seat)
        if isinstance(action, AutoPlace):
            return self._auto(seat, action.confirm)
        return self._confirm(seat)

    def result(self) -> Result:
        carved = [pl.carved() for pl in self.p]
        keys = [(pl.carved(), pl.height(), pl.crystals) for pl in self.p]
        return Result.from_keys(
            carved,
            keys,
            heights=[pl.height() for pl in self.p],
            crystals=[pl.crystals for pl in self.p],
            rounds=self.round,
            round_scores=[r[:] for r in self.round_scores],
        )

    def view(self, seat: Seat | None) -> TotemixView:
        seats = tuple(
            SeatView(
                crystals=pl.crystals,
                marks=tuple(pl.marks),
                done=tuple(pl.done),
                active=tuple(pl.active),
                pole=tuple(pl.pole),
                pending=tuple(pl.pending),
                steps=tuple(pl.steps),
                start=freeze(pl.start),
                has_bid=pl.bid is not None,
                confirmed=pl.confirmed,
            )
            for pl in self.p
        )
        own = self.p[seat].bid if seat is not None and self.phase == BID else None
        return TotemixView(
            seat=seat,
            players=self.players,
            mode=self.mode,
            round=self.round,
            phase=self.phase,
            card=self.card,
            deck_left=len(self.deck),
            cycle_seen=tuple(self.cycle_seen),
            seats=seats,
            own_bid=own,
            last_bids=self.last_bids,
            last_rows=self.last_rows,
            last_gains=self.last_gains,
            to_move=self.to_move(),
            over=self.over,
        )

    def clone(self) -> TotemixState:
        other = TotemixState.__new__(TotemixState)
        other.__dict__.update(self.__dict__)
        other.rng = self.rng.clone()
        other.p = [pl.clone() for pl in self.p]
        other.deck = self.deck[:]
        other.cycle_seen = self.cycle_seen[:]
        other.round_scores = [r[:] for r in self.round_scores]
        return other

    # -- the round ---------------------------------------------------------------------
    def late(self) -> float:
        """How near the end the game is (0..1): the tallest pole against the end height."""
        return min(1.0, max(pl.height() for pl in self.p) / content().end_height)

    def _start_round(self) -> list[Event]:
        events: list[Event] = []
        if not self.deck:
            # The deck ran out (or the game starts): all cards are shuffled into a new deck.
            self.deck = list(range(len(content().deck)))
            self.rng.shuffle(self.deck)
            self.cycle_seen = []
            if self.round:
                events.append(Event("reshuffle", {}, barrier=True))
        self.round += 1
        self.card = self.deck.pop()
        self.cycle_seen.append(self.card)
        self.phase = BID
        for pl in self.p:
            pl.bid = None
            pl.confirmed = True
        events.append(Event("round_start", {"round": self.round, "card": self.card}, barrier=True))
        return events

    def _bid(self, seat: Seat, amount: int) -> list[Event]:
        pl = self.p[seat]
        pl.bid = amount
        events = [Event("bid_placed", {"player": seat})]
        if all(p.bid is not None for p in self.p):
            events += self._resolve()
        return events

    def _resolve(self) -> list[Event]:
        card = content().deck[self.card]
        bids = [pl.bid or 0 for pl in self.p]
        rows = categories(bids)
        gains: list[Bundle] = []
        parts: list[tuple[Bundle, Bundle, Bundle]] = []  # the row, the deposits, advantages
        for s, pl in enumerate(self.p):
            tied = bids.count(bids[s]) > 1
            shared = EMPTY
            for deposit in card.shared:
                shared = add(shared, deposit_pay(pl, deposit))
            row: Bundle = getattr(card, rows[s])
            extra = advantage_pay(pl, rows[s], bids[s], tied)
            parts.append((row, shared, extra))
            gains.append(add(add(shared, row), extra))
        self.last_bids, self.last_rows, self.last_gains = tuple(bids), tuple(rows), tuple(gains)
        events = [Event("reveal", {"bids": bids, "rows": rows}, barrier=True)]
        for s, pl in enumerate(self.p):
            pl.crystals += gains[s][R["crystal"]] - bids[s]
            pl.take_base(gains[s][R["base"]])
            for res in (*MARKED, JOKER):
                pl.pending[R[res]] += gains[s][R[res]]
            pl.bid = None
            row, shared, extra = parts[s]
            # The row and the deposits apart: a log line must not credit the row with the
            # deposits' crystals. `what` keeps the whole of it; `advantage` counts the extras.
            said = {"what": describe_bundle(gains[s]), "taken": describe_bundle(row)}
            said |= {"shared": describe_bundle(shared), "extra": describe_bundle(extra)}
            events.append(
                Event(
                    "gains",
                    {"player": s, "row": rows[s], "bid": bids[s], **said, "advantage": sum(extra)},
                )
            )
        self.phase = MARK
        for pl in self.p:
            pl.begin_marking()
        for s, pl in enumerate(self.p):
            if not pl.placeable():
                events += self._confirm(s, auto=True)
                if self.over or self.phase == BID:
                    break
        return events

    def _mark(self, seat: Seat, action: Mark) -> list[Event]:
        pl = self.p[seat]
        return self._marked(
            seat, [(action.resource, action.field)], pl.mark(action.resource, action.field)
        )

    def _marked(
        self, seat: Seat, placed: list[tuple[str, int]], results: list[SheetEffect]
    ) -> list[Event]:
        events = [
            Event("marked", {"player": seat, "resource": r, "field": f, "res": resource_name(r)})
            for r, f in placed
        ]
        pl = self.p[seat]
        for key, params in results:
            if key == "row_done":
                row = pl.sheet.rows[params["row"]]
                if row.kind == "totem":
                    what = ", ".join(piece_words(p) for p in row.pieces)
                    # The cards as (animal, levels), "" for an uncarved base: said in the
                    # player's language from these, never read back from `what`.
                    cards = tuple((p.animal if p.carved else "", p.levels) for p in row.pieces)
                    events.append(
                        Event("pieces", {"player": seat, "what": what, "cards": cards, **params})
                    )
                else:
                    area, effect = upgrade_words(row)
                    events.append(
                        Event("upgrade", {"player": seat, "area": area, "effect": effect, **params})
                    )
            else:
                events.append(Event("exchange", {"player": seat, **params}))
        return events

    def _unmark(self, seat: Seat) -> list[Event]:
        pl = self.p[seat]
        res, f = pl.steps[-1]
        pl.undo_last()
        said = {"player": seat, "resource": res, "field": f, "res": resource_name(res)}
        return [Event("unmarked", said)]

    def _auto(self, seat: Seat, confirm: bool) -> list[Event]:
        pl = self.p[seat]
        results: list[SheetEffect] = []
        placed = auto_place(pl, self.late(), results)
        events = self._marked(seat, placed, results)
        if confirm:
            events += self._confirm(seat)
        return events

    def _confirm(self, seat: Seat, auto: bool = False) -> list[Event]:
        pl = self.p[seat]
        if not auto and pl.pending[R[JOKER]] and pl.open_fields(JOKER):
            raise IllegalAction("an X joker must be used at once")
        left = pl.leftovers()
        pl.crystals += left
        pl.pending = [0] * len(RESOURCES)
        pl.confirmed = True
        pl.steps = []
        pl.start = ()
        if left:  # only then is there something to say about unplaced resources
            gave = describe_bundle(bundle({"crystal": left}))
            events = [
                Event("confirmed_leftovers", {"player": seat, "crystals": left, "gave": gave})
            ]
        else:
            events = [Event("confirmed", {"player": seat})]
        if all(p.confirmed for p in self.p):
            events += self._end_round()
        return events

    def _end_round(self) -> list[Event]:
        before = [sum(r[s] for r in self.round_scores) for s in range(self.players)]
        self.round_scores.append([pl.carved() - b for pl, b in zip(self.p, before, strict=True)])
        for pl in self.p:
            pl.active = pl.done[:]  # upgrades and advantages work from the next auction
        c = content()
        if any(pl.height() >= c.end_height for pl in self.p):
            self.over = True
            res = self.result()
            best = max(res.scores)
            key = "game_over" if len(res.winners) == 1 else "game_over_shared"
            args = {"winners": list(res.winners), "score": int(best)}
            if len(res.winners) == 1 and sorted(res.scores)[-2] == best:  # won on a tie-break
                win = self.p[res.winners[0]]
                tied = [pl for pl in self.p if pl.carved() == best and pl is not win]
                taller = all(pl.height() < win.height() for pl in tied)
                key = "game_over_taller" if taller else "game_over_crystals"
                args |= {"height": win.height(), "crystals": win.crystals}
            return [Event(key, args)]
        return self._start_round()


# -- construction and determinization ------------------------------------------------------
def new_game(players: int, options: Mapping[str, Any], seed: int) -> TotemixState:
    return TotemixState(players, options.get("mode", "apprentice"), seed)
