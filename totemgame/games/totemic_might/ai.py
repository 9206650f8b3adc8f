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

import math
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace

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
    FOX_TRIPLES,
    best_weighing,
    sum_entropy,
    totem_entropy,
    weighing_candidates,
)
from totemgame.games.totemic_might.content import column, content, row, season
from totemgame.games.totemic_might.deduction import Knowledge
from totemgame.games.totemic_might.final_groups import known_groups
from totemgame.games.totemic_might.known import known_domains
from totemgame.games.totemic_might.starts import start_candidates
from totemgame.games.totemic_might.view import MightView
from totemgame.games.totemic_might.world import legal_world


def seat_of(view: MightView) -> int:
    """The seat an agent decides for: its view is always a seat's own, never the public one."""
    if view.seat is None:
        raise ValueError("an agent decides from a seat's own view")
    return view.seat


@dataclass(frozen=True)
class Preset:
    name: str
    worlds: int  # sampled worlds per decision
    final_worlds: int
    rich: bool  # pairs on the scale
    noise: float
    bids: tuple[int, int] | None  # fixed bids; None: paced to its level's aim (ai_bids)
    seeds: int  # final arrangement: starting partitions
    passes: int
    restarts: int  # fresh solver worlds per decision (diversity beyond the Markov chain)
    final_restarts: int
    nodes: int  # solver search nodes per decision (a deterministic work budget)
    final_nodes: int
    sample_share: float  # share of the time to the deadline given to sampling worlds
    valued_bids: bool = False  # bids from what the series' items are worth (ai_bids), noisy
    # What it knows by known.py's proof (what the table and the Hint show), not only by the
    # quick bounds: its Fox and Bear leave out every totem the player's Wager tab calls known.
    proves: bool = False


TRADE_MARGIN = 0.25  # bits: a trade must teach clearly more than it costs
# A copy of a totem already held (or asked for first in series A, when B is ordered) is worth
# this share of its bits: a second copy of one totem teaches little. Without the share for B,
# a totem in both series was asked for first in both, and the Hint said so (seat 0 of 7 Hard,
# six Medium seats, seeds 1-6, rounds 1-6: in 3 of 14 orders asking for trial copies; with it,
# in none of 14).
HELD_SHARE = 0.7
# Hard, when a series has fewer items than players: a seat with fewer spirit totems than this,
# still unsure of HUNGRY_UNSURE totems or more, bids the least and puts the garnet first in both
# series. A round without a trial copy brings an extra spirit totem from the pool, which can be
# weighed every round (a trial copy only in its own round), and the last served of a series is
# left with nothing. With fewer players nobody is left with nothing, and the same play did harm:
# 3 Hard seats bidding as usual but asking for garnets balanced at the first attempt in 10 of
# 27 seat-games (seeds 1-9; without any of this, 24 of 30 on seeds 1-10), and bidding the least
# made games longer (44 rounds, not 28). Before, in 7-Hard games (seeds 1-10), seats ending with
# one spirit balanced at the first attempt in 9 of 20 games, with two in 11 of 18, with three or
# more in 30 of 32; the pool's ten extras went mostly to seats that asked for garnets once they
# knew every weight (one ended with 6 spirits).
HUNGRY_SPIRITS = 2
HUNGRY_UNSURE = 4

PRESETS = {
    # Easy weighs pairs too and searches its final arrangement a little (60 worlds, 2 starting
    # partitions, 1 pass), but never goes hungry (below). Weighing singles only, with a
    # 24-world final, it never balanced at 7 seats and won 4 of 30 games against six Random
    # seats (seed 1), under the fair share 1 in 7; now 14 of 60 (seeds 1-60, 1.6x the fair
    # share), still with 40% random choices.
    "easy": Preset("easy", 24, 60, True, 0.4, None, 2, 1, 1, 2, 20, 200, 0.4),
    # Medium bids by worth (ai_bids): with fixed bids of 3 and 2, a bid of 4 on A took the first
    # pick from Medium every round. It weighs pairs too (rich): with singles only it won 3 of 30
    # 4-seat games against Easy (seeds 1-30), with pairs 9 of 30; at 7 seats (the default) with
    # pairs 14 of 30 against six Easy seats (fair share 1 in 7). A wider final search (160
    # worlds, 4 starting partitions, 2 passes, 600 nodes; was 80, 2, 1, 300) took its 4-seat
    # wins against Easy from 9 to 13 of 30 (seeds 1-30, 1.2x to 1.7x the fair share). Against
    # the Easy that weighs pairs it won 5 of 30 at 7 seats; bidding the least when hungry
    # (HUNGRY_*), 13 of 60 (seeds 1-60, 1.5x). A still wider final search (200 worlds, 3
    # passes, 4,000 nodes) gained nothing there.
    "medium": Preset("medium", 60, 160, True, 0.0, None, 4, 2, 1, 6, 80, 600, 0.5, True),
    # The final arrangement is worth more search: on final positions of ten 7-Hard games
    # (seeds 1-12) this raised first-attempt balances from 47 to 51 of 70, in <= 1 s each.
    # Against its 8x budget (arena, 3 seats, seeds 1-9) it won 4 of 9 games, 44% (fair share
    # 33%): more worlds and nodes buy little, so the budget stays.
    "hard": Preset("hard", 120, 300, True, 0.0, None, 6, 4, 2, 60, 160, 20000, 0.6, proves=True),
}
# `ai:<name>` for simulate/arena only (GameModule.cli_agents): Hard as it bid before it paced
# its chips, 2 and 2 every round, to measure the change against.
CLI_AGENTS = ("hard-cheap",)
CLI_PRESETS = {"hard-cheap": replace(PRESETS["hard"], name="hard-cheap", bids=(2, 2))}

# The work budgets `ai:<difficulty>@<factor>` multiplies.
BUDGETS = ("worlds", "final_worlds", "restarts", "final_restarts", "nodes", "final_nodes")


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

    def _known(self, view: MightView, know: Knowledge) -> set[int]:
        """The totems whose weight this seat knows: its starting spirit totem's, and every one
        its facts pin to one weight (Hard: by proof, as the Wager tab and the Hint tell it)."""
        doms = known_domains(view) if self.p.proves else know.domains()
        return {t for t in range(20) if len(doms[t]) == 1} | {view.start}

    def _wager(
        self, view: MightView, worlds: Sequence[tuple[int, ...]], know: Knowledge
    ) -> tuple[str, int, tuple[int, ...], int]:
        c = content()
        me = seat_of(view)
        garnets = view.garnets[me]
        free = [i for i in range(10) if not view.letters_taken[i] and i not in view.hints_got]
        letter = free[0] if free else 0
        snake_ok = view.snake_used[me] < c.snake_uses
        if self.p.name == "easy":
            r = self.rng.random()
            if r < 0.15 and snake_ok:
                return "snake", self.rng.randint(0, 9), (), 0
            if r < 0.3:
                own = set(view.spirits[me])
                pool = [t for t in range(20) if t not in own]
                a, b = self.rng.sample(pool, 2)
                if season(a) != season(b):
                    return "wolf", 0, tuple(sorted((a, b))), 0
            if r < 0.45:
                trio = self.rng.choice(FOX_TRIPLES)
                return "fox", 0, trio, 1 if garnets >= c.fox_cost else 0
            return "none", 0, (), 0
        # A Fox or a Bear on a totem whose weight is known teaches less than one on totems
        # still open: they leave known totems out (the Wager tab warns against them too).
        known = self._known(view, know) if garnets >= c.bear_cost else set()
        triples = FOX_TRIPLES if self.p.rich else FOX_TRIPLES[::7]
        triples = [tr for tr in triples if not known.intersection(tr)]
        if garnets >= c.fox_cost and triples:
            best = max(triples, key=lambda tr: sum_entropy(tr, worlds))
            if sum_entropy(best, worlds) > 0.5:
                return "fox", 0, best, 1
        if self.p.rich and garnets >= c.bear_narrow_cost and not view.final_round:
            lines = [row(s) for s in range(4)] + [column(s) for s in range(5)]
            sets = [tuple(t for t in ts if t not in known) for ts in lines]
            sets = [ts for ts in sets if len(ts) > 1]
            if sets:
                bear = max(sets, key=lambda ts: sum_entropy(ts, worlds, 5))
                if sum_entropy(bear, worlds, 5) > 1.0:
                    return "bear", 0, tuple(sorted(bear)), 1
        near_end = view.final_round or sum(1 for ch in view.chips if ch <= 25) >= 3
        if snake_ok and near_end:
            unsure = sum(1 for t in range(20) if totem_entropy(worlds, t) > 0.01)
            if unsure >= (2 if self.p.rich else 4):
                return "snake", letter, (), 0
        return "none", 0, (), 0


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
