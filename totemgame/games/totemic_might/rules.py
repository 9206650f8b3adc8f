"""Totemic Might rules: hidden weights, auctions, the trial scale, wagers, the final challenge.

Rulebook: shared/rules/seeds/002; decisions: shared/rules/totemic-might.md (numbers in
assets/data/totemic-might.toml). Every round all seats give secret orders at once (to_move()
lists the seats still to submit); weighings answer at once, privately; the round then resolves
(resolve.py). The API for the scene is documented in notes/might_api.md.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from totemgame.engine.game import Action, Event, IllegalAction, Result, Seat
from totemgame.engine.refusal import Refusal
from totemgame.engine.rng import Rng
from totemgame.games.totemic_might import checks, resolve, trades
from totemgame.games.totemic_might.actions import (
    CODEC,
    TRIAL,
    AnswerTrade,
    Arrange,
    Give,
    Guess,
    LegalActions,
    OfferTrade,
    Orders,
    PickSpirit,
    SetBid,
    SetPrefs,
    SetWager,
    Submit,
    Weigh,
)
from totemgame.games.totemic_might.checks import FINAL, GUESS, ORDERS, OVER, PICK, REPLY
from totemgame.games.totemic_might.content import GAME_ID, content
from totemgame.games.totemic_might.facts import Allowed, Fact, compare, saying
from totemgame.games.totemic_might.hints import Hint, generate
from totemgame.games.totemic_might.player import Player
from totemgame.games.totemic_might.scoring import (
    final_items,
    final_score,
    opal_winner,
    ranking_keys,
)
from totemgame.games.totemic_might.view import MightView, make_view
from totemgame.i18n import N_

__all__ = ["CODEC", "GAME_ID", "MightState", "MightView", "new_game"]


class MightState:
    """The whole truth of a game of Totemic Might."""

    def __init__(self, players: int, chips: int, seed: int, weighings: int | None = None) -> None:
        if not 3 <= players <= 7:
            raise ValueError("Totemic Might is for 3 to 7 players")
        c = content()
        self.n = players
        self.weighings = c.weighings if weighings is None else weighings  # per round
        self.rng = Rng(seed)
        self.series_rng = self.rng.fork()  # the predetermined series, drawn round by round
        weights = list(range(1, 21))
        self.rng.shuffle(weights)
        self.weights = weights
        self.hints: tuple[Hint, ...] = generate(weights, self.rng.fork())
        starts = self.rng.sample(range(20), players)
        rest = [t for t in range(20) if t not in starts]
        self.pool = sorted(self.rng.sample(rest, c.pool_size))
        self.p = [Player(chips, c.start_garnets, t, [t]) for t in starts]
        for pl in self.p:
            own = N_("Your starting spirit totem {totem} weighs {weight}.")
            said = saying(own, totem=pl.start, weight=weights[pl.start])
            pl.facts.append(Fact("own", 0, said, (Allowed(pl.start, (weights[pl.start],)),)))
        self.priority = list(range(players))
        self.rng.shuffle(self.priority)
        self.letters_taken = [False] * 10
        self.round = 0
        self.phase = ORDERS
        self.final_round = False
        self.series: list[list[int]] = []
        self.pick_seat = -1
        self.no_trial: list[int] = []
        self.opening = resolve.start_round(self)

    def opening_events(self) -> list[Event]:
        return list(self.opening)

    # -- contract ----------------------------------------------------------------------
    def to_move(self) -> tuple[Seat, ...]:
        if self.phase == ORDERS:
            return tuple(s for s, p in enumerate(self.p) if not p.submitted)
        if self.phase == REPLY:
            return tuple(s for s in range(self.n) if checks.open_offers(self, s))
        if self.phase == PICK:
            return (self.pick_seat,)
        if self.phase == FINAL:
            return tuple(s for s, p in enumerate(self.p) if not p.final_done)
        if self.phase == GUESS:
            return tuple(s for s, p in enumerate(self.p) if not p.guesses)
        return ()

    def is_over(self) -> bool:
        return self.phase == OVER

    def legal_actions(self, seat: Seat) -> LegalActions:
        def why_not(action: Action) -> Refusal | None:
            return checks.check(self, seat, action)

        return LegalActions(checks.menu(self, seat), why_not)

    def check(self, seat: Seat, action: Action) -> Refusal | None:
        """Why `seat` may not play `action` now, in the game's words (checks.py); None if it may."""
        return checks.check(self, seat, action)

    def apply(self, seat: Seat, action: Action) -> list[Event]:
        why = self.check(seat, action)
        if why is not None:
            raise IllegalAction(why)
        p = self.p[seat]
        if isinstance(action, SetBid):
            other = checks.shifted_other(p.chips, action.amount, p.bids[1 - action.series])
            assert other is not None  # checked above
            p.bids[action.series], p.bids[1 - action.series] = action.amount, other
        elif isinstance(action, SetPrefs):
            p.prefs[action.series] = tuple(action.order)
        elif isinstance(action, SetWager):
            p.wager = action
        elif isinstance(action, Give):
            if action.to == -1:
                del p.gives[action.trial]
            else:
                p.gives[action.trial] = action.to
        elif isinstance(action, OfferTrade):
            if action.to == -1:
                del p.offers[action.trial]
            else:
                p.offers[action.trial] = (action.to, action.want)
        elif isinstance(action, AnswerTrade):
            events = trades.answer(self, seat, action)
            if not trades.waiting(self):
                events += resolve.end_orders(self)
            return events
        elif isinstance(action, Weigh):
            return self._weigh(seat, action)
        elif isinstance(action, Submit | Orders):
            if isinstance(action, Orders):
                if not self.final_round:
                    p.bids = list(action.bids)
                    p.prefs = [tuple(action.prefs_a), tuple(action.prefs_b)]
                p.wager = action.wager_action()
            p.submitted = True
            events = [Event("submitted", {"seat": seat})]
            if not self.to_move():
                events += trades.close_orders(self)
                if self.phase != REPLY:  # no trade waits for an answer
                    events += resolve.end_orders(self)
            return events
        elif isinstance(action, PickSpirit):
            return resolve.picked(self, action.totem)
        elif isinstance(action, Arrange):
            return resolve.attempt(self, seat, action.pans)
        elif isinstance(action, Guess):
            p.guesses = tuple(action.totems)
            events = [Event("guessed", {"seat": seat})]
            if not self.to_move():
                events += self._finish()
            return events
        return []

    def _weigh(self, seat: int, a: Weigh) -> list[Event]:
        p = self.p[seat]
        totem = [p.trials[i - TRIAL] if i >= TRIAL else i for i in a.left + a.right]
        left, right = totem[: len(a.left)], totem[len(a.left) :]
        lw = sum(self.weights[t] for t in left)
        rw = sum(self.weights[t] for t in right)
        sign = (lw > rw) - (lw < rw)
        p.weighed.append((a.left, a.right))
        p.used |= {i - TRIAL for i in a.left + a.right if i >= TRIAL}
        code = {1: "left", -1: "right", 0: "balanced"}[sign]
        ids: dict[str, tuple[int, ...]] = {"left": tuple(left), "right": tuple(right)}
        # The trial copies' places on each pan: a copy and the spirit totem of the same name
        # are two pieces, and the record tells them apart.
        for side, pan in (("left", a.left), ("right", a.right)):
            copies = tuple(i for i, item in enumerate(pan) if item >= TRIAL)
            if copies:
                ids[f"{side}_copies"] = copies
        # TRANSLATORS: a weighing's record, "Void Sky vs Summer Secret: right heavier."
        said = saying(N_("{left} vs {right}: {result}."), **ids, result=code)
        p.facts.append(Fact("weigh", self.round, said, (compare(left, right, sign),)))
        params: dict[str, object] = {"seat": seat, **ids, "result_code": code}
        # An answer seen cannot be unseen: undo never takes a weighing back.
        return [Event("weighing", params, visible_to=(seat,), barrier=True)]

    def items(self, seat: int) -> tuple[tuple[str, int], ...]:
        """The seat's final-challenge items (see scoring.final_items)."""
        p = self.p[seat]
        return final_items(p.spirits, len(p.balloons))

    def correct_guesses(self) -> tuple[list[int], list[int]]:
        """(correct guesses made by each seat, how many guessed each seat's start)."""
        made, by = [0] * self.n, [0] * self.n
        for s, p in enumerate(self.p):
            for o, t in enumerate(p.guesses):
                if o != s and t == self.p[o].start:
                    made[s] += 1
                    by[o] += 1
        return made, by

    def scores(self) -> list[int]:
        _, by = self.correct_guesses()
        pen = content().guess_penalty
        return [final_score(p.final_weight, by[s], pen) for s, p in enumerate(self.p)]

    def _finish(self) -> list[Event]:
        self.phase = OVER
        made, by = self.correct_guesses()
        events = []
        for s, p in enumerate(self.p):
            guessers = [o for o in range(self.n) if o != s and self.p[o].guesses[s] == p.start]
            params = {"seat": s, "totem": p.start, "weight": self.weights[p.start]}
            events.append(Event("reveal", params | {"guessed_by": guessers, "count": by[s]}))
        res = self.result()
        events.append(Event("game_over", {"winners": list(res.winners)}, barrier=True))
        opal = res.details["opal"]
        events.append(Event("opal", {"seat": opal}) if opal is not None else Event("opal_none"))
        return events

    def result(self) -> Result:
        scores = self.scores()
        marks = [p.marks for p in self.p]
        keys = ranking_keys(marks, scores, [p.garnets for p in self.p], [p.history for p in self.p])
        made, _ = self.correct_guesses()
        opal = opal_winner(made, [p.wagers for p in self.p]) if self.is_over() else None
        return Result.from_keys(
            scores,
            keys,
            failure_marks=marks,
            final_weights=[p.final_weight for p in self.p],
            correct_guesses=made,
            garnets=[p.garnets for p in self.p],
            opal=opal,
            rounds=self.round,
        )

    def view(self, seat: Seat | None) -> MightView:
        return make_view(self, seat)

    def clone(self) -> MightState:
        return copy.deepcopy(self)


def new_game(players: int, options: Mapping[str, Any], seed: int) -> MightState:
    c = content()
    if options.get("short"):
        # 60 chips and 6 weighings a round (decisions, "Balance of souls", revised turn 3):
        # fewer rounds (the AIs pace the short game to two thirds of the long one's), so at
        # least as many weighings in all as the long game.
        return MightState(players, c.short_chips, seed, c.short_weighings)
    return MightState(players, c.start_chips, seed)
