"""Totemic Might agents: legal from views only, sensible choices, within their time budgets."""

from __future__ import annotations

import time

import pytest

from totemgame.engine.rng import Rng
from totemgame.games.totemic_might.actions import TRIAL, Arrange, Orders, Weigh
from totemgame.games.totemic_might.ai import make_agent
from totemgame.games.totemic_might.ai_bids import AIM_ROUND
from totemgame.games.totemic_might.ai_final import item_values, robust_arrangement
from totemgame.games.totemic_might.ai_info import best_weighing
from totemgame.games.totemic_might.rules import new_game
from totemgame.games.totemic_might.scoring import balanced, pan_weights


def test_robust_arrangement_balances_when_weights_are_known():
    rng = Rng(3)
    w = list(range(1, 21))
    rng.shuffle(w)
    items = tuple(("copy", t) for t in range(20)) + (("spirit", 4), ("spirit", 9))
    pans, share = robust_arrangement(items, [tuple(w)], rng)
    assert share == 1.0 and balanced(pan_weights(items, pans, w, []))


def test_robust_arrangement_prefers_the_arrangement_safe_in_every_world():
    # two worlds that differ by swapping totems 0 and 1: a safe arrangement keeps them together
    w1 = list(range(1, 21))
    w2 = w1[:]
    w2[0], w2[1] = w2[1], w2[0]
    items = tuple(("copy", t) for t in range(20))
    pans, share = robust_arrangement(items, [tuple(w1), tuple(w2)], Rng(1))
    assert share == 1.0
    assert all(balanced(pan_weights(items, pans, w, [])) for w in (w1, w2))
    assert item_values(items, w1)[0] == 1


def test_best_weighing_is_informative():
    # worlds where totem 3 is either heavier or lighter than totem 5 half the time
    worlds = [tuple(range(1, 21)), tuple([1, 2, 3, 6, 5, 4] + list(range(7, 21)))]
    weigh, gain = best_weighing([3], [5], set(), [], worlds, rich=False)
    assert weigh == Weigh((3,), (TRIAL,)) and abs(gain - 1.0) < 1e-9


def test_agents_play_legal_orders_from_their_view():
    st = new_game(4, {}, 5)
    for difficulty in ("easy", "medium", "hard"):
        agent = make_agent(difficulty, 1)
        action = agent.choose(st.view(0), None)
        assert action in st.legal_actions(0)
        assert isinstance(action, Orders | Weigh)


def test_hard_final_arrangement_is_legal_and_within_budget():
    st = new_game(3, {}, 6)
    st.final_round = True
    for p in st.p:
        p.reset_orders(True)
    for s in range(3):
        st.apply(s, Orders((0, 0), tuple(range(6)), tuple(range(6)), "none", 0, (), 0))
    assert st.phase == "final"
    agent = make_agent("hard", 2)
    t0 = time.perf_counter()
    action = agent.choose(st.view(0), time.monotonic() + 1.5)
    assert time.perf_counter() - t0 < 3.0  # generous on a shared machine
    assert isinstance(action, Arrange) and action in st.legal_actions(0)


def test_a_whole_game_between_agents_finishes():
    st = new_game(3, {"short": True}, 7)
    agents = [make_agent(d, i) for i, d in enumerate(("easy", "medium", "hard"))]
    plies = 0
    while not st.is_over():
        seat = st.to_move()[0]
        action = agents[seat].choose(st.view(seat), None)
        assert action in st.legal_actions(seat)
        st.apply(seat, action)
        plies += 1
        assert plies < 3000
    result = st.result()
    assert len(result.scores) == 3 and all(m <= 6 for m in result.details["failure_marks"])


def _final_state(players: int, seed: int):
    st = new_game(players, {}, seed)
    st.final_round = True
    for p in st.p:
        p.reset_orders(True)
    for s in range(players):
        st.apply(s, Orders((0, 0), tuple(range(6)), tuple(range(6)), "none", 0, (), 0))
    assert st.phase == "final"
    return st


def test_agents_are_reproducible_without_a_deadline():
    # budgets are counts (worlds, solver nodes), never seconds: same seed, same choice
    st = _final_state(4, 8)
    for difficulty in ("easy", "medium", "hard"):
        a = make_agent(difficulty, 5).choose(st.view(1), None)
        b = make_agent(difficulty, 5).choose(st.view(1), None)
        assert a == b
    view = new_game(4, {}, 9).view(2)
    assert make_agent("hard", 3).choose(view, None) == make_agent("hard", 3).choose(view, None)


def test_final_attempts_after_feedback_honour_the_deadline_and_never_repeat():
    st = _final_state(3, 11)
    agent = make_agent("hard", 4)
    tried = set()
    for _ in range(3):
        if st.phase != "final" or 0 not in st.to_move():
            break
        t0 = time.perf_counter()
        action = agent.choose(st.view(0), time.monotonic() + 0.4)
        assert time.perf_counter() - t0 < 1.2  # generous on a shared machine
        assert isinstance(action, Arrange) and action.pans not in tried
        tried.add(action.pans)
        st.apply(0, action)


def test_hints_are_told_in_words_not_as_raw_actions():
    from totemgame.ai.agent import explain_choice

    st = new_game(4, {}, 3)
    agent = make_agent("hard", 1)
    view = st.view(0)
    action = agent.choose(view, None)
    reason = explain_choice(agent, view, action)
    assert reason.startswith(("Orders: ", "Weigh ")) and "prefs" not in reason
    assert "(" not in reason.split(":")[0]  # no dataclass repr


def test_the_random_agents_blind_world_offers_exactly_the_true_legal_menu():
    # legal_world skips the deduction; it must not change what a seat may do, in any phase
    from totemgame.games.totemic_might.checks import menu
    from totemgame.games.totemic_might.world import legal_world

    phases = set()
    for seed in (3, 11):
        st = new_game(4, {"short": True}, seed)
        agents = [make_agent("random", seed * 10 + s) for s in range(4)]
        rng = Rng(seed)
        while not st.is_over():
            seat = st.to_move()[0]
            view = st.view(seat)
            blind = legal_world(view, rng)
            assert [a.to_json() for a in menu(blind, seat)] == [a.to_json() for a in menu(st, seat)]
            phases.add(st.phase)
            st.apply(seat, agents[seat].choose(view, None))
    assert {"orders", "final", "guess"} <= phases


def _orders_of(agent, st, seat: int) -> Orders:
    """The seat's orders, after any weighings it makes first."""
    while True:
        action = agent.choose(st.view(seat), None)
        if isinstance(action, Orders):
            return action
        st.apply(seat, action)


def _paced(chips: int, aim: int, round_: int = 1) -> int:
    """What is left above the final's 15 chips, spread evenly up to round `aim`."""
    return -(-(chips - 15) // (aim - round_ + 1))


def test_hard_short_of_spirit_totems_bids_least_and_asks_for_the_garnets():
    """With one spirit totem and most weights unknown, Hard aims at a round with no trial copy
    (a spirit totem from the pool): bids 1 and 1, the garnet first in both series, and says
    why. With a second spirit totem it bids as usual and puts a trial copy first."""
    st = new_game(7, {}, 4)
    agent = make_agent("hard", 1)
    orders = _orders_of(agent, st, 2)
    assert orders.bids == (1, 1)
    view = st.view(2)
    for series, prefs in zip(view.series, (orders.prefs_a, orders.prefs_b), strict=True):
        assert series[prefs[0]] < 0  # the garnet
    assert "spirit totem" in agent.explain(view, orders)
    st.p[3].spirits.append(st.pool[0])
    orders = _orders_of(make_agent("hard", 1), st, 3)
    assert sum(orders.bids) == _paced(st.p[3].chips, AIM_ROUND["hard"])
    view = st.view(3)
    for series, prefs in zip(view.series, (orders.prefs_a, orders.prefs_b), strict=True):
        assert series[prefs[0]] >= 0  # a trial copy


def test_hard_short_of_spirit_totems_plays_as_usual_when_nobody_is_left_with_nothing():
    """With 6 players or fewer every seat gets an item of each series, so no round can end
    without a trial copy unless a seat wins both garnets: Hard bids as usual and asks for the
    trial copies that teach most."""
    st = new_game(4, {}, 4)
    orders = _orders_of(make_agent("hard", 1), st, 1)
    assert sum(orders.bids) == _paced(st.p[1].chips, AIM_ROUND["hard"])
    view = st.view(1)
    for series, prefs in zip(view.series, (orders.prefs_a, orders.prefs_b), strict=True):
        assert series[prefs[0]] >= 0


def test_medium_bids_more_on_a_series_of_unknown_totems_than_on_known_ones():
    """Medium's bids follow what the items are worth to it: a series of copies of its own
    starting spirit totem (nothing to learn) draws lower bids than a series of totems it knows
    nothing about, over several agents (the bids are noisy)."""
    st = new_game(4, {}, 7)
    me = st.p[1].start
    unknown = [t for t in range(20) if t not in (p.start for p in st.p)][:5]
    st.series = [[me] * 5 + [-1], unknown + [-1]]
    bids = [_orders_of(make_agent("medium", seed), st.clone(), 1).bids for seed in range(8)]
    known_a = sum(a for a, _ in bids)
    unknown_b = sum(b for _, b in bids)
    assert unknown_b > known_a + 8
    assert len({b for _, b in bids}) > 1  # noise: not one fixed bid


def test_a_fixed_bid_of_4_on_a_does_not_always_take_the_first_pick_from_medium():
    """A player bidding 4 on series A every round against three Medium seats is outbid (or
    tied) by some Medium seat in some round: 4 is no longer a sure first pick."""
    from totemgame.games.totemic_might.checks import ORDERS

    st = new_game(4, {}, 3)
    agents = {s: make_agent("medium", s) for s in (1, 2, 3)}
    medium_a: list[int] = []
    for _ in range(5):
        assert st.phase == ORDERS
        st.apply(0, Orders((4, 1), tuple(range(6)), tuple(range(6)), "none", 0, (), 0))
        for s, agent in agents.items():
            orders = _orders_of(agent, st, s)
            medium_a.append(orders.bids[0])
            st.apply(s, orders)
        while st.to_move() and st.phase != ORDERS:
            s = st.to_move()[0]
            st.apply(s, st.legal_actions(s)[0])
    assert max(medium_a) >= 4
    assert len(set(medium_a)) > 1


def test_the_hints_wager_never_names_a_totem_whose_weight_the_player_knows():
    """At the tutorial's last wager the learner knows Winter Land (13, their spirit totem) and
    Spring Secret (16, the Snake's hint H): the Hard AI, which gives the hints, wagers on
    totems still open (a Fox on a known weight would tell only the others' total)."""
    from totemgame import games, tutorial
    from totemgame.games.totemic_might.ai_info import totem_entropy
    from totemgame.games.totemic_might.content import totem_name

    script = tutorial.load("totemic-might")
    at = next(i for i, s in enumerate(script.steps) if s.play and s.play.get("wager") == "fox")
    view = games.open_match(script.record(at)).view(0)
    known = {totem_name(t) for t in (view.start, 10)}
    assert known == {"Winter Land", "Spring Secret"}
    for seed in range(4):
        agent = make_agent("hard", seed)
        know, worlds = agent.worlds(view, agent.p.worlds)
        assert all(totem_entropy(worlds, t) == 0 for t in (view.start, 10))  # both known
        wager, _letter, totems, _option = agent._wager(view, worlds, know)
        assert wager in ("fox", "bear", "snake", "none")
        assert not known & {totem_name(t) for t in totems}, (seed, wager, totems)


def test_no_fox_or_bear_of_the_hint_holds_a_totem_the_player_knows_when_few_are_open():
    """Late in a game few totems are open and every Fox triple of open ones may be gone: the
    Hard AI (the Hint) then names no known totem in a Fox (it once suggested a Fox on a
    player's own spirit totem beside two open ones, which the Wager tab warns against)."""
    from totemgame.games.totemic_might.content import totem_name
    from totemgame.games.totemic_might.facts import UNSAID, Allowed, Fact
    from totemgame.games.totemic_might.known import known_domains

    st = new_game(3, {}, 3)
    me = st.p[0]  # their spirit totem: Summer Sky
    open_ = {1, 5, 0}  # Summer Creature, Void Secret, Summer Secret: no Fox triple of these
    pinned = tuple(Allowed(t, (st.weights[t],)) for t in range(20) if t not in open_)
    me.facts.append(Fact("hint", 1, UNSAID, pinned))
    me.garnets = 6
    view = st.view(0)
    assert {t for t, d in enumerate(known_domains(view)) if len(d) > 1} == open_
    for seed in range(4):
        agent = make_agent("hard", seed)
        know, worlds = agent.worlds(view, agent.p.worlds)
        wager, _letter, totems, _option = agent._wager(view, worlds, know)
        assert set(totems) <= open_, (seed, wager, [totem_name(t) for t in totems])


@pytest.mark.slow
def test_a_table_of_hard_seats_passes_the_short_games_final_balance():
    """The short game has fewer rounds but six weighings a round: seven Hard seats, each
    from its own view, learn enough for some seat to balance the three pans (with three
    weighings a round they mostly failed all six attempts)."""
    from totemgame.cli.common import play_headless

    played = play_headless("totemic-might", ["ai:hard"] * 7, 18, {"short": True})
    marks = played.details["failure_marks"]
    assert len(marks) == 7 and min(marks) < 6


def test_medium_balances_at_the_first_attempt_when_it_knows_every_weight():
    """Medium's final search (several starting partitions, improved by swaps) finds a balance
    from its own facts: with every weight pinned, its first attempt balances."""
    from totemgame.games.totemic_might.facts import UNSAID, Allowed, Fact

    st = _final_state(4, 12)
    p = st.p[2]
    pinned = tuple(Allowed(t, (w,)) for t, w in enumerate(st.weights))
    p.facts.append(Fact("own", 0, UNSAID, pinned))
    action = make_agent("medium", 7).choose(st.view(2), None)
    assert isinstance(action, Arrange) and action in st.legal_actions(2)
    st.apply(2, action)
    assert p.marks == 0 and p.final_done


def test_a_table_of_medium_seats_reaches_the_final_by_its_aim():
    """Chips count for nothing at the end: Medium spends what it holds above 15 evenly up to
    its aim, so three Medium seats start the final by then (they spent a tenth of their chips
    a round and held the final back to round 24)."""
    from totemgame.cli.common import play_headless

    played = play_headless("totemic-might", ["ai:medium"] * 3, 4, {})
    assert played.rounds <= AIM_ROUND["medium"] + 2


def test_the_hint_and_the_tutorial_give_the_same_advice_on_bids():
    """Both say that chips count for nothing at the end, and when to bid more or less (the
    tutorial said to bid high to reach the final soon, the Hint to bid 2 and 2, 'cheap')."""
    from totemgame import tutorial

    st = new_game(3, {}, 2)
    agent = make_agent("hard", 1)
    orders = _orders_of(agent, st, 0)
    said = agent.explain(st.view(0), orders)
    step = next(s.text for s in tutorial.load("totemic-might").steps if "bid high" in s.text)
    for text in (said, step):
        assert "count for nothing at the end" in text and "shorter game" in text, text
    assert "cheap" not in said


def test_the_end_of_the_game_is_said_one_way_everywhere():
    """The tutorial, the rules, the log, the auction and the Hint all say it alike: once three
    players have 15 chips or fewer, the next round is the final round (they said 'the final
    round comes', 'one last round', 'the next round is the last' and 'the final can come')."""
    from totemgame import tutorial
    from totemgame.games.totemic_might.table.auction import end_words
    from totemgame.paths import load_data

    said = "the next round is the final round"
    data = load_data("totemic-might")
    rules = " ".join(r["text"] for r in data["rules"])
    steps = [s.text for s in tutorial.load("totemic-might").steps if "chips or fewer" in s.text]
    st = new_game(3, {}, 2)
    agent = make_agent("hard", 1)
    hint = agent.explain(st.view(0), _orders_of(agent, st, 0))
    for text in (rules, data["messages"]["final_round"], end_words(st.view(0)), hint, *steps):
        assert said in text and "chips or fewer" in text, text
    assert len(steps) >= 2 and rules.count(said) == 2
    for text in (rules, hint, *steps):
        for other in ("one last round", "the next round is the last", "final can come"):
            assert other not in text, text
