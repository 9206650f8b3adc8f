"""Totemix agents. Bids: Hard solves the sealed-bid auction as a simultaneous game by regret
matching over a few bid levels per seat, each seat's payoffs computed from its public sheet,
then plays the best answer to a model of each opponent (part that equilibrium, part how a
heuristic bidder answers). At 3+ players, and after an all-equal auction, it plays the
equilibrium itself half of the time, so Hard seats do not mirror each other. Medium answers a
fixed model of the others' bids with a value-of-rewards table; Easy is Medium with noise.
Marking: the planner (auto-place, then confirm) for every difficulty but Random. For balance
checks only (CLI, not the setup screen): "bid-zero" and "bid-all", degenerate strategies
(FixedBidAgent).
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

from totemgame.ai.agent import Agent, Difficulty, RandomAgent, legal_from_view
from totemgame.ai.budget import scaled
from totemgame.ai.simultaneous import exact_response_values, regret_matching, response_values
from totemgame.engine.game import Action
from totemgame.engine.rng import Rng
from totemgame.games.totemix import reasons
from totemgame.games.totemix.content import EMPTY, MARKED, Bundle, R, add, content
from totemgame.games.totemix.planner import CARVED_LEVEL, UNCARVED_LEVEL, auto_place, row_value
from totemgame.games.totemix.rules import (
    BID,
    BOTTOM,
    MIDDLE,
    TOP,
    AutoPlace,
    Bid,
    Confirm,
    TotemixState,
    TotemixView,
    advantage_pay,
    categories,
    deposit_pay,
)
from totemgame.games.totemix.sheet import JOKER, Player
from totemgame.games.totemix.world import sample_world

PRESETS = {
    "easy": Difficulty("easy", iterations=8, seconds=0.1, noise=0.3),
    "medium": Difficulty("medium", iterations=24, seconds=0.5, noise=0.0),
    "hard": Difficulty("hard", iterations=600, seconds=1.5, noise=0.0),
}
LEVELS = (0, 1, 2, 3, 4, 5, 7, 10, 14, 20)
CRYSTAL = 0.8  # value of one crystal early on; it fades towards the end (only a tie-break)
PROGRESS = 0.6  # weight of half-finished rows in a position's value
CATS = (TOP, MIDDLE, BOTTOM)
# Hard: weight of the heuristic-bidder model against the equilibrium, and how sharply that
# model picks its best bid. Tuned by Hard-vs-Medium 2-player matches (200 games each, seeds
# 2000 and 5000): 0.5/0.5 won 59%; 0.8/0.2 won 65% and 70%, with exact response values.
EXPLOIT = 0.8
TEMPERATURE = 0.2
ANSWER_SAMPLES = 64
CHANCE_SAMPLES = 400  # sampled auctions for the hint's chance of each row (many seats)
# Hard: after an auction where every bid was equal, the share of bids drawn from its own
# equilibrium strategy instead of the best answer to the model. The best answer is one pure bid,
# the same for every Hard seat in the same position, so Hard-only tables tied every auction
# (3 players: everyone gets only the bottom row) and a game ran 1307 auctions; mixing always
# (a quarter of the bids) broke that but cost Hard-vs-Medium 2-player wins (64.5% -> 59%).
TIED_EQUILIBRIUM_SHARE = 0.5
# Crystals beyond a purse of HOARD count HOARD_TAIL each: they only buy bids and break ties, and
# valuing a hoard fully made the AIs sit on 10+ crystals and underbid, so a seat that always bid
# everything took the top rows cheaply (balance check: tools/totemix_balance.py).
HOARD = 6
HOARD_TAIL = 0.3
# Hard: a seat whose last bid was everything it held is expected to do so again with this weight
# (same balance check: Hard then outbids it, or leaves it the top row knowingly).
ALL_IN = 0.7
# Hard, at 3+ players: the share of bids drawn from its equilibrium strategy in any auction.
# Hard seats in the same position (every seat at the first auction) gave the same best answer,
# so several Hard seats were clones: they tied for the same row, built the same sheet, and a
# seat that always bid everything took the top row from all of them at once (balance check).
CROWD_EQUILIBRIUM_SHARE = 0.5
# The auction's payoff at 3+ players: a seat's gain minus, in this share, the largest gain of
# another seat (the rest: their average). Against the average alone, a seat that always bid
# everything took the top row at 6 players while each Hard seat counted only a fifth of it
# (balance check, 6 players, Apprentice, seeds 0-99: bid-all won 10 of 100 games against Hard,
# 3 of 100 with this; aim < 8.3). With two players it is the plain difference, as before.
RIVAL = 0.5


def _softmax(values: list[float], temperature: float) -> list[float]:
    top = max(values)
    weights = [math.exp((v - top) / temperature) for v in values]
    total = sum(weights)
    return [w / total for w in weights]


def bid_everything_last(view: TotemixView, seat: int) -> bool:
    """Whether `seat`'s last revealed bid was all the crystals it held, read from public facts
    only: its crystals now are then what that auction gave it, plus at most one per resource it
    could not mark."""
    if not view.last_bids or not view.last_bids[seat]:
        return False
    gain = view.last_gains[seat]
    got = gain[R["crystal"]]
    spare = sum(gain[R[res]] for res in (*MARKED, JOKER))
    return got <= view.seats[seat].crystals <= got + spare


def bid_levels(crystals: int) -> list[int]:
    """The few bids considered: small ones, a spread of larger ones, and everything."""
    return sorted({lv for lv in LEVELS if lv <= crystals} | {crystals})


def position_value(pl: Player, late: float) -> float:
    """A seat's standing: carved levels first, then progress on rows, then crystals."""
    value = sum(p.levels * (CARVED_LEVEL if p.carved else UNCARVED_LEVEL) for p in pl.pole)
    sh = pl.sheet
    for ri, row in enumerate(sh.rows):
        if pl.done[ri] and row.kind == "develop":
            value += row_value(row, late)
        elif not pl.done[ri] and row.kind != "exchange":
            marked = sum(1 for f in row.fields if pl.marks[f])
            value += (
                PROGRESS * (1.0 - late) * row_value(row, late) * (marked / len(row.fields)) ** 2
            )
    value += crystal_value(late) * holding(pl.crystals + pl.leftovers())
    return value


def holding(crystals: int) -> float:
    """Crystals counted with diminishing worth beyond a purse of HOARD: they only buy bids (and
    break ties), so a hoard that can never all be spent is worth less than its size."""
    if not HOARD:
        return float(crystals)
    return min(crystals, HOARD) + HOARD_TAIL * max(0, crystals - HOARD)


def crystal_value(late: float) -> float:
    return CRYSTAL * (1.0 - 0.8 * late) + 0.05


def gain_value(pl: Player, gain: Bundle, late: float) -> float:
    """What receiving `gain` is worth to this seat (placed by the planner; no bid paid)."""
    before = position_value(pl, late)
    trial = pl.clone()
    trial.crystals += gain[R["crystal"]]
    trial.take_base(gain[R["base"]])
    for res in (*MARKED, JOKER):
        trial.pending[R[res]] += gain[R[res]]
    auto_place(trial, late)
    return position_value(trial, late) - before


@dataclass
class AuctionModel:
    """The auction as a normal-form game: bid levels and a value table per seat."""

    levels: list[list[int]]
    table: list[dict[tuple[str, bool, bool], float]]  # (row, tied, zero bid) -> value
    cval: float
    held: list[int]

    def cost(self, seat: int, bid: int) -> float:
        held = self.held[seat]
        return self.cval * (holding(held) - holding(held - bid))

    def payoff(self, profile: tuple[int, ...]) -> list[float]:
        bids = [self.levels[i][a] for i, a in enumerate(profile)]
        rows = categories(bids)
        gains = [
            self.table[i][(rows[i], bids.count(b) > 1, b == 0)] - self.cost(i, b)
            for i, b in enumerate(bids)
        ]
        total = sum(gains)
        n = len(gains)
        # A race: what counts is gaining more than the others, and most of all more than the
        # one who gains most (the same with two players).
        top = max(range(n), key=gains.__getitem__)
        first, second = gains[top], max(g for i, g in enumerate(gains) if i != top)
        return [
            g - (1 - RIVAL) * (total - g) / (n - 1) - RIVAL * (second if i == top else first)
            for i, g in enumerate(gains)
        ]


def auction_model(state: TotemixState) -> AuctionModel:
    late = state.late()
    card = content().deck[state.card]
    levels, table = [], []
    for pl in state.p:
        levels.append(bid_levels(pl.crystals))
        values: dict[tuple[str, bool, bool], float] = {}
        shared = EMPTY
        for deposit in card.shared:
            shared = add(shared, deposit_pay(pl, deposit))
        cache: dict[Bundle, float] = {}
        for cat in CATS:
            for tied in (False, True):
                for zero in (False, True):
                    gain = add(
                        add(shared, getattr(card, cat)),
                        advantage_pay(pl, cat, 0 if zero else 1, tied),
                    )
                    if gain not in cache:
                        cache[gain] = gain_value(pl, gain, late)
                    values[(cat, tied, zero)] = cache[gain]
        table.append(values)
    return AuctionModel(levels, table, crystal_value(late), [pl.crystals for pl in state.p])


class TotemixAgent:
    """Easy / Medium / Hard (see the module docstring)."""

    def __init__(self, difficulty: Difficulty, seed: int = 0) -> None:
        self.name = difficulty.name
        self.difficulty = difficulty
        self._rng = Rng(seed)
        # For the hint: the chance of each card row (top, middle, bottom) for the last bid
        # chosen, against the bids this agent expected from the others.
        self.last_chances: dict[str, float] | None = None

    def explain(self, view: TotemixView, action: Action) -> str:
        """One line for the Hint button (pure: reads the view, the action and what the last
        choice estimated: the chance of each card row for the bid)."""
        return reasons.explain_action(view, action, self.last_chances)

    def choose(self, view: TotemixView, deadline: float | None = None) -> Action:
        self.last_chances = None
        world = sample_world(view, self._rng)  # others' bids re-drawn; they are not used
        seat = view.seat
        assert seat is not None
        if view.phase != BID:
            pl = world.p[seat]
            return AutoPlace(True) if pl.placeable() else Confirm()
        if self._rng.random() < self.difficulty.noise:
            return self._rng.choice(legal_from_view(sample_world, view, self._rng))
        model = auction_model(world)
        sizes = [len(lv) for lv in model.levels]
        if self.name == "hard":
            # Larger tables cost more per iteration: fewer iterations from 5 players on, and
            # the equilibrium search leaves a third of the time for the answer below.
            iterations = int(self.difficulty.iterations * min(1.0, 4 / len(sizes)))
            rm_deadline = None
            if deadline is not None:
                now = time.monotonic()
                rm_deadline = now + max(0.0, deadline - now) * 0.6
            strategies = regret_matching(sizes, model.payoff, iterations, self._rng, rm_deadline)
            tied = len(view.last_bids) > 1 and len(set(view.last_bids)) == 1
            share = TIED_EQUILIBRIUM_SHARE if tied else CROWD_EQUILIBRIUM_SHARE * (len(sizes) > 2)
            if EXPLOIT <= 0 or self._rng.random() < share:
                pick = self._rng.weighted_index(strategies[seat])
                self.last_chances = row_chances(model, seat, pick, strategies, self._rng)
                return Bid(model.levels[seat][pick])
            # Each opponent: part equilibrium, part a one-step answer to small bids (how
            # heuristic players bid), both computed from that opponent's own public sheet.
            prior = [[1.0 / (1 + a) for a in range(k)] for k in sizes]
            model_opp = []
            for j in range(len(sizes)):
                if j == seat:
                    model_opp.append(strategies[j])
                    continue
                vals = exact_response_values(j, sizes, prior, model.payoff, 512)
                if vals is None:
                    vals = response_values(j, sizes, prior, model.payoff, 12, self._rng)
                soft = _softmax(vals, TEMPERATURE)
                mixed = [
                    (1 - EXPLOIT) * a + EXPLOIT * b
                    for a, b in zip(strategies[j], soft, strict=True)
                ]
                if ALL_IN and bid_everything_last(view, j):
                    mixed = [(1 - ALL_IN) * x for x in mixed]
                    mixed[-1] += ALL_IN  # the last level is everything it holds
                model_opp.append(mixed)
            values = exact_response_values(seat, sizes, model_opp, model.payoff)
            if values is None:  # many seats: sample the others' bids
                values = response_values(
                    seat, sizes, model_opp, model.payoff, ANSWER_SAMPLES, self._rng
                )
            best = max(range(len(values)), key=lambda a: values[a])
            self.last_chances = row_chances(model, seat, best, model_opp, self._rng)
            return Bid(model.levels[seat][best])
        # Medium / Easy: the others bid small more often than large (a fixed, simple model).
        others = [[1.0 / (1 + a) for a in range(k)] for k in sizes]
        answers = response_values(
            seat, sizes, others, model.payoff, self.difficulty.iterations, self._rng
        )
        best = max(range(len(answers)), key=lambda a: answers[a])
        self.last_chances = row_chances(model, seat, best, others, self._rng)
        return Bid(model.levels[seat][best])


def row_chances(
    model: AuctionModel, seat: int, pick: int, dists: list[list[float]], rng: Rng
) -> dict[str, float]:
    """The chance of each card row for `seat` bidding its level `pick` while the others bid by
    `dists`: exact over small tables, else from CHANCE_SAMPLES sampled auctions."""
    others = [j for j in range(len(model.levels)) if j != seat]
    out = dict.fromkeys(CATS, 0.0)
    combos = math.prod(len(model.levels[j]) for j in others)
    profiles: list[tuple[float, list[int]]] = []
    if combos <= 4096:
        for flat in range(combos):
            weight, bids, rest = 1.0, [0] * len(model.levels), flat
            for j in others:
                k = len(model.levels[j])
                a, rest = rest % k, rest // k
                weight *= dists[j][a]
                bids[j] = model.levels[j][a]
            profiles.append((weight, bids))
    else:
        for _ in range(CHANCE_SAMPLES):
            bids = [0] * len(model.levels)
            for j in others:
                bids[j] = model.levels[j][rng.weighted_index(dists[j])]
            profiles.append((1.0, bids))
    total = 0.0
    for weight, bids in profiles:
        bids[seat] = model.levels[seat][pick]
        out[categories(bids)[seat]] += weight
        total += weight
    return {cat: v / total for cat, v in out.items()} if total else out


class FixedBidAgent:
    """A degenerate strategy for balance checks (CLI only, never in the setup screen): always
    bid 0 ("bid-zero") or always every crystal held ("bid-all"); marks like the others."""

    def __init__(self, name: str) -> None:
        self.name = name

    def choose(self, view: TotemixView, deadline: float | None = None) -> Action:
        seat = view.seat
        assert seat is not None
        if view.phase == BID:
            return Bid(view.seats[seat].crystals if self.name == "bid-all" else 0)
        # Same marking as the other agents: auto-place (the planner) while something fits, then
        # confirm (the rules turn what does not fit into crystals). Only this seat's own sheet
        # is read from the world, and that is public.
        pl = sample_world(view, Rng(0)).p[seat]
        return AutoPlace(True) if pl.placeable() else Confirm()


# `ai:<name>` for simulate/arena only (GameModule.cli_agents).
CLI_AGENTS = ("bid-zero", "bid-all")


def make_agent(difficulty: str, seed: int = 0, budget: float = 1.0) -> Agent[TotemixView]:
    """`budget` multiplies the regret-matching iterations."""
    if difficulty == "random":
        return RandomAgent(sample_world, seed)
    if difficulty in CLI_AGENTS:
        return FixedBidAgent(difficulty)
    return TotemixAgent(scaled(PRESETS[difficulty], budget, "iterations"), seed)
