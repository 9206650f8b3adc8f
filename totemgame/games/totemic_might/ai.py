"""Totemic Might agents, all driven by the deduction engine over the seat's own view.

- Hard: weighings by expected information (entropy of the answer over sampled consistent worlds,
  singles and pairs), series preferences by how uncertain each trial totem still is (but at 7
  players a seat short of spirit totems bids the least and asks for the garnet, to end a round
  with no trial copy and so gain a spirit totem), the Fox (paid with garnets) on the most
  uncertain triple, the Bear with leftover garnets, Snake hints when the end is near and the
  arrangement is not yet safe; never a balloon of unknown lift; the final arrangement balanced
  in the largest share of sampled worlds, searched from the groups of pieces whose totals its
  facts fix (final_groups); guesses among the totems a player could have started
  with, minus the trial copies they chose to hold.
- Medium: the same engine with fewer worlds and a far smaller final search, bids from what
  each series' items are worth to it, with noise (ai_bids).
- Easy: few worlds, noisy choices, random wagers (balloons of unknown lift included); it weighs
  pairs as the others do, its final search is small, and it never goes hungry for spirit
  totems.
"""

from __future__ import annotations

# The levels' figures live in ai_levels.py; review.py, review_measures.py, the package and the
# tests read them here too.
__all__ = [
    "BUDGETS",
    "CLI_AGENTS",
    "HELD_SHARE",
    "PRESETS",
    "MightAgent",
    "Preset",
    "hint_worlds",
    "layout_odds",
    "make_agent",
]

import math
import time
from collections.abc import Sequence

from totemgame.ai.agent import Agent, RandomAgent
from totemgame.ai.budget import scaled
from totemgame.engine.game import Action
from totemgame.engine.rng import Rng
from totemgame.games.totemic_might import pan_odds
from totemgame.games.totemic_might.actions import (
    AnswerTrade,
    Arrange,
    Guess,
    Orders,
    PickSpirit,
    Weigh,
)
from totemgame.games.totemic_might.ai_bids import (
    HUNGRY_BIDS,
    hard_bids,
    noisy_bids,
    series_worth,
    split_bids,
    worth_bids,
)
from totemgame.games.totemic_might.ai_final import robust_arrangement
from totemgame.games.totemic_might.ai_info import (
    best_weighing,
    totem_entropy,
    weighing_candidates,
)
from totemgame.games.totemic_might.ai_levels import (
    BUDGETS,
    CLI_AGENTS,
    CLI_PRESETS,
    HELD_SHARE,
    HUNGRY_SPIRITS,
    HUNGRY_UNSURE,
    PRESETS,
    TRADE_MARGIN,
    Preset,
    seat_of,
)
from totemgame.games.totemic_might.ai_wagers import choose_wager
from totemgame.games.totemic_might.content import content
from totemgame.games.totemic_might.deduction import Knowledge
from totemgame.games.totemic_might.final_groups import known_groups
from totemgame.games.totemic_might.starts import start_candidates
from totemgame.games.totemic_might.view import MightView
from totemgame.games.totemic_might.world import legal_world


class MightAgent:
    """One seat's AI; keeps its Markov chain between decisions when it is reused."""

    def __init__(self, preset: Preset, seed: int = 0) -> None:
        self.p = preset
        self.name = preset.name
        self.rng = Rng(seed)
        self._chain: tuple[int, ...] | None = None
        self.deadline: float | None = None
        # What the last decision weighed, for the Hint's words (never read by a decision).
        self.last_worlds: list[tuple[int, ...]] = []
        self.last_share: float | None = None

    # -- worlds ---------------------------------------------------------------------------
    def _until(self, share: float) -> float | None:
        """The time.monotonic() by which `share` of the time left to the deadline is spent
        (None without a deadline: the budgets alone bound the work, reproducibly)."""
        if self.deadline is None:
            return None
        now = time.monotonic()
        return now + share * max(0.0, self.deadline - now)

    def worlds(
        self,
        view: MightView,
        count: int,
        restarts: int | None = None,
        nodes: int | None = None,
        know: Knowledge | None = None,
    ) -> tuple[Knowledge, list[tuple[int, ...]]]:
        know = know or Knowledge.from_view(view)
        start = self._chain if self._chain and len(self._chain) == know.nv else None
        fresh = self.p.restarts if restarts is None else restarts
        worlds = know.sample(
            count,
            self.rng,
            thin=12,
            start=start,
            restarts=fresh,
            until=self._until(self.p.sample_share),
            nodes=self.p.nodes if nodes is None else nodes,
        )
        if worlds:
            self._chain = worlds[-1]
        self.last_worlds = worlds
        return know, worlds

    # -- the decision ---------------------------------------------------------------------
    def explain(self, view: MightView, action: Action) -> str:
        """One line for the Hint button, from what this decision weighed (no new search)."""
        from totemgame.games.totemic_might.hint_words import explain

        measured = None
        if isinstance(action, Arrange) and view.seat is not None:
            measured = layout_odds(view, action.pans)
        return explain(view, action, self.last_worlds, self.last_share, measured)

    def choose(self, view: MightView, deadline: float | None = None) -> Action:
        self.deadline = deadline
        if view.phase == "pick":
            return self._pick(view)
        if view.phase == "reply":
            return self._answer(view)
        if view.phase == "guess":
            return self._guess(view)
        if view.phase == "final":
            return self._arrange(view)
        return self._orders(view)

    def _pick(self, view: MightView) -> Action:
        if self.rng.random() < self.p.noise:
            return PickSpirit(self.rng.choice(view.pool))
        _, worlds = self.worlds(view, self.p.worlds // 2)
        return PickSpirit(max(view.pool, key=lambda t: (sum(w[t] for w in worlds), -t)))

    def _answer(self, view: MightView) -> Action:
        """Accept a trade when the copy offered is worth more on the scale than the copy asked
        for: a totem this seat is less sure of (a copy of one's own spirit totem teaches
        nothing the spirit cannot)."""
        me = view.seat
        assert me is not None  # an agent plays a seat
        by, k, _, want, _ = next(t for t in view.trades if t[2] == me and t[4] < 0)
        if self.rng.random() < self.p.noise:
            return AnswerTrade(by, k, self.rng.random() < 0.5)
        get, give = view.trials[by][k], view.trials[me][want]
        _, worlds = self.worlds(view, self.p.worlds // 2)

        def worth(t: int) -> float:
            return 0.0 if t in view.spirits[me] else totem_entropy(worlds, t)

        return AnswerTrade(by, k, worth(get) > worth(give) + TRADE_MARGIN)

    def _guess(self, view: MightView) -> Action:
        me = view.seat
        assert me is not None
        out = []
        for s in range(view.players):
            if s == me:
                out.append(-1)
                continue
            out.append(self.rng.choice(start_candidates(view, s, self.p.name != "easy")))
        return Guess(tuple(out))

    def _arrange(self, view: MightView) -> Action:
        worlds = self.final_worlds(view)
        # Hard starts from the groups whose totals its facts fix (final_groups.py)
        groups = (
            known_groups(view.final_items, Knowledge.from_view(view)) if self.p.proves else None
        )
        pans, share = robust_arrangement(
            view.final_items,
            worlds,
            self.rng,
            seeds=self.p.seeds,
            passes=self.p.passes,
            until=self._until(0.85),
            groups=groups,
        )
        self.last_worlds, self.last_share = list(worlds), share
        failed = {f[0] for f in view.feedback}
        while tuple(pans) in failed:  # never repeat a failed attempt
            i, j = self.rng.sample(range(len(pans)), 2)
            pans[i], pans[j] = pans[j], pans[i]
            self.last_share = None
        return Arrange(tuple(pans))

    def final_worlds(self, view: MightView) -> list[tuple[int, ...]]:
        """The worlds the final arrangement is weighed over (the Hint's and the pans' odds,
        pan_odds.py): consistent with the seat's facts, its attempts' answers included, or
        with the facts before them when no such world was found."""
        know = Knowledge.from_view(view)
        worlds: list[tuple[int, ...]] = []
        cands: list[tuple[int, ...]] = []
        chain = self._chain
        fits = (
            chain is not None and len(chain) == know.nv and all(c.holds(chain) for c in know.cons)
        )
        if view.feedback and not fits:
            # Pan feedback is hard for the solver: walk the worlds of the other facts (cheap)
            # and keep those that agree with the feedback; they seed the full chain below.
            base = Knowledge(
                [f for f in view.facts if f.kind != "final"],
                view.balloons[seat_of(view)],
                view.own_lifts,
            )
            cands = base.sample(
                3 * self.p.final_worlds,
                self.rng,
                thin=6,
                start=chain,
                restarts=max(1, self.p.final_restarts // 4),
                until=self._until(0.3),
                nodes=self.p.final_nodes // 2,
            )
            worlds = [w for w in cands if all(c.holds(w) for c in know.cons)]
            if worlds:
                self._chain = worlds[-1]
            elif cands:
                self._chain = None
        if not view.feedback or worlds or fits:
            fresh = 0 if view.feedback else self.p.final_restarts
            _, more = self.worlds(
                view, max(0, self.p.final_worlds - len(worlds)), fresh, self.p.final_nodes, know
            )
            worlds += more
        if not worlds and view.feedback:
            _, worlds = self.worlds(view, self.p.final_worlds, 1, self.p.final_nodes // 2, know)
        if not worlds and view.feedback:
            worlds = cands  # nothing agrees with the feedback: the best guess without it
        return worlds

    # -- orders ---------------------------------------------------------------------------
    def _orders(self, view: MightView) -> Action:
        me = view.seat
        assert me is not None
        know, worlds = self.worlds(view, self.p.worlds)
        trials = view.trials[me]
        excluded = {k for k, _ in view.gives}
        if view.weighings_left > 0:
            if self.rng.random() < self.p.noise:
                cands = weighing_candidates(view.spirits[me], trials, excluded, False)
                cands = [c for c in cands if c not in view.weighed and c[::-1] not in view.weighed]
                if cands:
                    left, right = self.rng.choice(cands)
                    return Weigh(left, right)
            else:
                weigh, gain = best_weighing(
                    view.spirits[me], trials, excluded, view.weighed, worlds, self.p.rich
                )
                if weigh is not None and gain > 0.02:
                    return weigh
        hungry = self._hungry(view, worlds)
        bids = self._bids(view, hungry, worlds)
        prefs = [tuple(range(6)), tuple(range(6))]
        if view.series:
            prefs[0] = self._prefs(view, 0, worlds, hungry)
            first_a = view.series[0][prefs[0][0]]
            prefs[1] = self._prefs(view, 1, worlds, hungry, first_a)
        wager, letter, totems, option = self._wager(view, worlds, know)
        order = Orders(bids, prefs[0], prefs[1], wager, letter, totems, option)
        return order

    def _hungry(self, view: MightView, worlds: Sequence[tuple[int, ...]]) -> bool:
        """Whether this seat should rather end the round with no trial copy (see HUNGRY_*)."""
        # Easy (noise) never plans this: it was what let its noisy play beat Medium at 7 seats.
        if not self.p.rich or self.p.noise or view.final_round or not view.pool or not view.series:
            return False
        if view.players <= len(view.series[0]):  # every seat gets an item of each series
            return False
        if len(view.spirits[seat_of(view)]) >= HUNGRY_SPIRITS:
            return False
        unsure = sum(1 for t in range(20) if totem_entropy(worlds, t) > 0.01)
        return unsure >= HUNGRY_UNSURE

    def _bids(
        self, view: MightView, hungry: bool = False, worlds: Sequence[tuple[int, ...]] = ()
    ) -> tuple[int, int]:
        """Paced to end the game by its level's aim (ai_bids): chips count for nothing at the
        end. Hungry: the least (1 and 1). A preset's fixed `bids` (the CLI's 'hard-cheap')."""
        if view.final_round:
            return (0, 0)
        chips = view.chips[seat_of(view)]
        if hungry or self.p.bids is not None:
            a, b = HUNGRY_BIDS if hungry else self.p.bids or HUNGRY_BIDS
            return split_bids(min(a + b, chips, content().max_bid_total), (a, b))
        if self.p.noise:
            return noisy_bids(view, self.rng)
        worths = (1.0, 1.0)
        if view.series and worlds:
            worths = (
                series_worth(self._values(view, 0, worlds)),
                series_worth(self._values(view, 1, worlds)),
            )
        if self.p.valued_bids:
            return worth_bids(view, worths, self.rng)
        return hard_bids(view, worths)

    def _prefs(
        self,
        view: MightView,
        s: int,
        worlds: Sequence[tuple[int, ...]],
        hungry: bool = False,
        asked: int = -1,
    ) -> tuple[int, ...]:
        """Series `s` by worth, best first; `asked`: the totem put first in series A, whose
        copy in B counts as one already held (won in A, a second copy teaches little)."""
        if self.p.noise and self.rng.random() < self.p.noise:
            order = list(range(6))
            self.rng.shuffle(order)
            return tuple(order)
        values = self._values(view, s, worlds, hungry, asked)
        return tuple(sorted(range(6), key=lambda i: (-values[i], i)))

    def _values(
        self,
        view: MightView,
        s: int,
        worlds: Sequence[tuple[int, ...]],
        hungry: bool = False,
        asked: int = -1,
    ) -> list[float]:
        """What each item of series `s` is worth to this seat: the bits its trial copy would
        teach over the sampled worlds (less for a totem already held, or `asked` for first in
        the other series), or the garnet's worth."""
        items = view.series[s]
        me = seat_of(view)
        garnets = view.garnets[me]
        held = set(view.trials[me]) | set(view.spirits[me]) | ({asked} if asked >= 0 else set())

        def value(i: int) -> float:
            t = items[i]
            if t < 0:
                if hungry:
                    return math.inf
                return 2.5 if garnets < content().fox_cost else 0.8
            v = totem_entropy(worlds, t)
            return v * (HELD_SHARE if t in held else 1.0)

        return [value(i) for i in range(len(items))]

    def _wager(
        self, view: MightView, worlds: Sequence[tuple[int, ...]], know: Knowledge
    ) -> tuple[str, int, tuple[int, ...], int]:
        return choose_wager(self.p, self.rng, view, worlds, know)


def make_agent(difficulty: str, seed: int = 0, budget: float = 1.0) -> Agent[MightView]:
    """`budget` multiplies the sampled worlds, restarts and solver nodes."""
    presets = PRESETS | CLI_PRESETS
    if difficulty == "random" or difficulty not in presets:
        return RandomAgent(legal_world, seed)
    preset = scaled(presets[difficulty], budget, *BUDGETS)
    return MightAgent(preset, seed)


def hint_worlds(view: MightView) -> list[tuple[int, ...]]:
    """The worlds the Hint weighs a final arrangement over: a Hard agent's, seeded by what the
    seat knows (pan_odds.seed_of), so every layout of one view is measured over the same."""
    return MightAgent(PRESETS["hard"], pan_odds.seed_of(view)).final_worlds(view)


def layout_odds(view: MightView, pans: Sequence[int]) -> pan_odds.Odds | None:
    """The pans' odds (pan_odds.layout_odds) over the Hint's own worlds: the line beside Weigh
    and the Hint's sentence about an arrangement say this same share."""
    return pan_odds.layout_odds(view, pans, hint_worlds)
