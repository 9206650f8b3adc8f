"""sample_world: a full Totemic Might state consistent with one seat's view. The weights come
from the deduction engine (they satisfy every fact the seat holds), the others' starting
totems are re-drawn among the totems they could have started with, their balloons' lifts, their
pending orders, the hints and the future series are re-drawn.

legal_world: the same state with weights and unknown lifts drawn blindly, for agents that only
need the seat's legal actions (what a seat may do never depends on the hidden weights). It
skips the deduction, which costs milliseconds per call.
"""

from __future__ import annotations

from totemgame.engine.rng import Rng
from totemgame.games.totemic_might.actions import NO_WAGER
from totemgame.games.totemic_might.content import content
from totemgame.games.totemic_might.deduction import Knowledge
from totemgame.games.totemic_might.facts import UNSAID, Allowed, Fact
from totemgame.games.totemic_might.hints import generate
from totemgame.games.totemic_might.player import Player
from totemgame.games.totemic_might.rules import MightState
from totemgame.games.totemic_might.view import MightView


def _weights(view: MightView, rng: Rng) -> tuple[list[int], list[int]]:
    if view.weights and (view.seat is None or all(view.own_lifts)):
        return list(view.weights), []
    if view.seat is None:
        w = list(range(1, 21))
        rng.shuffle(w)
        return w, []
    facts = list(view.facts)
    if view.weights:  # game over: the weights are public, the unknown own lifts are drawn
        pinned = tuple(Allowed(t, (w,)) for t, w in enumerate(view.weights))
        facts.append(Fact("public", view.round, UNSAID, pinned))  # never shown to anyone
    know = Knowledge(facts, view.balloons[view.seat], view.own_lifts)
    worlds = know.sample(1, rng, thin=40)
    if not worlds:  # cannot happen for a real view (the true world is consistent)
        raise ValueError("no world is consistent with this view")
    return know.split(worlds[0])


def _blind(view: MightView, rng: Rng) -> tuple[list[int], list[int]]:
    if view.weights:
        return list(view.weights), []
    w = list(range(1, 21))
    rng.shuffle(w)
    own = view.balloons[view.seat] if view.seat is not None else []
    return w, [_lift(kind, rng) for kind in own]


def sample_world(view: MightView, rng: Rng) -> MightState:
    return _world(view, rng, *_weights(view, rng))


def legal_world(view: MightView, rng: Rng) -> MightState:
    """A state with the view's legal actions but not, in general, consistent with its facts."""
    return _world(view, rng, *_blind(view, rng))


def _world(view: MightView, rng: Rng, weights: list[int], own_lifts: list[int]) -> MightState:
    c = content()
    st = MightState.__new__(MightState)
    st.n = view.players
    st.weighings = view.weighings
    st.rng = Rng(rng.randint(0, 2**31 - 1))
    st.series_rng = Rng(rng.randint(0, 2**31 - 1))
    st.weights = weights
    st.hints = generate(weights, rng.fork())
    st.pool = list(view.pool)
    st.priority = list(view.priority)
    st.letters_taken = list(view.letters_taken)
    st.round = view.round
    st.phase = view.phase
    st.final_round = view.final_round
    st.series = [list(x) for x in view.series]
    st.pick_seat = view.pick_seat
    st.no_trial = []
    st.opening = []
    me = view.seat
    if view.starts:
        starts = list(view.starts)
    else:
        extras = {t for s in range(view.players) for t in view.spirits[s][(1 if s == me else 0) :]}
        cands = [t for t in range(20) if t not in view.pool and t not in extras and t != view.start]
        others = rng.sample(cands, view.players - (me is not None))
        starts = [view.start if s == me else others.pop() for s in range(view.players)]
    st.p = []
    for s in range(view.players):
        extra = view.spirits[s] if (s == me or view.starts) else (starts[s], *view.spirits[s])
        p = Player(view.chips[s], view.garnets[s], starts[s], list(extra))
        p.trials = list(view.trials[s])
        p.balloons = list(view.balloons[s])
        p.history = list(view.garnet_history[s])
        p.snake_used = view.snake_used[s]
        p.wagers = view.wagers_taken[s]
        p.last_wager = view.last_wagers[s]
        p.marks = view.marks[s]
        p.final_done = view.final_done[s]
        p.final_weight = view.final_weight[s]
        p.reset_orders(view.final_round)
        if s == me:
            p.lifts = [lf or own_lifts[b] for b, lf in enumerate(view.own_lifts)]
            p.lift_known = [bool(lf) for lf in view.own_lifts]
            p.hints_got = list(view.hints_got)
            p.facts = list(view.facts)
            p.bids = list(view.bids)
            p.prefs = list(view.prefs)
            p.wager = view.wager or NO_WAGER
            p.weighed = list(view.weighed)
            p.used = set(view.trials_used)
            p.gives = dict(view.gives)
            p.feedback = list(view.feedback)
            p.guesses = tuple(view.guesses)
        else:
            p.lifts = [_lift(kind, rng) for kind in p.balloons]
            p.lift_known = [kind == "snake" for kind in p.balloons]
            if view.phase == "guess" and view.submitted[s]:
                p.guesses = tuple(-1 if o == s else rng.randint(0, 19) for o in range(st.n))
        p.submitted = view.phase == "orders" and view.submitted[s]
        st.p.append(p)
    for by, k, to, want, answer in view.trades:  # offers, and answers, are known as shown
        st.p[by].offers[k] = (to, want)
        if answer >= 0:
            st.p[to].answered[(by, k)] = bool(answer)
    del c
    return st


def _lift(kind: str, rng: Rng) -> int:
    c = content()
    lo, hi = {"snake": c.snake_lifts, "wolf": c.wolf_lifts}.get(kind, c.fox_lifts)
    return rng.randint(lo, hi)
