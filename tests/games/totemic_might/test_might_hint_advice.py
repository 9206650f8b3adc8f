"""The Hint's advice for a new player: a totem in both series is not asked for first in both
without a reason, a weighing is advised where one narrows a weight and says which, the orders
say why no weighing, the hungry bid promises no more than it delivers, the Wolf is told in
words."""

from __future__ import annotations

from totemgame.games.totemic_might.actions import TRIAL, Orders, Weigh
from totemgame.games.totemic_might.ai import make_agent
from totemgame.games.totemic_might.content import season
from totemgame.games.totemic_might.hint_words import explain
from totemgame.games.totemic_might.rules import new_game


def _spread(t: int, values: range, others: dict[int, range], n: int = 120) -> list[list[int]]:
    """Worlds where totem `t` takes each of `values` in turn and each other named totem its
    own values (the rest fixed): what the Hard AI's entropy reads."""
    worlds = []
    for i in range(n):
        w = [10] * 20
        w[t] = values[i % len(values)]
        for u, vs in others.items():
            w[u] = vs[i % len(vs)]
        worlds.append(w)
    return worlds


def test_a_totem_first_in_series_a_is_not_first_in_b_when_another_b_copy_teaches_nearly_as_much():
    st = new_game(4, {}, 5)
    view = st.view(0)
    a, b = view.series
    shared = next(t for t in a if t >= 0 and t in b and t != view.start)
    other = next(t for t in b if t >= 0 and t not in (shared, view.start))
    worlds = _spread(shared, range(1, 17), {other: range(1, 13)})  # 4 bits and 3.6 bits
    agent = make_agent("hard", 1)
    prefs_a = agent._prefs(view, 0, worlds)
    assert a[prefs_a[0]] == shared
    assert b[agent._prefs(view, 1, worlds)[0]] == shared  # alone, B's best is the same totem
    assert b[agent._prefs(view, 1, worlds, asked=shared)[0]] == other  # asked in A: another
    # Far ahead of every other item of B, it stays first, and the Hint says why.
    worlds = _spread(shared, range(1, 17), {other: range(1, 3)})
    prefs_b = agent._prefs(view, 1, worlds, asked=shared)
    assert b[prefs_b[0]] == shared
    said = explain(view, Orders((3, 2), prefs_a, prefs_b, "none", 0, (), 0), worlds)
    assert "in both series" in said and "second chance" in said


def test_the_hint_weighs_a_trial_copy_whose_weight_is_open_and_says_what_it_narrows():
    # A starting totem of a middling weight: weighed against it, an unknown totem can be
    # heavier or lighter.
    st = next(g for g in (new_game(3, {}, s) for s in range(40)) if 5 < g.view(0).start_weight < 16)
    view = st.view(0)
    t = next(u for u in range(20) if u != view.start)
    st.p[0].trials.append(t)
    agent = make_agent("hard", 1)
    action = agent.choose(st.view(0), None)
    assert isinstance(action, Weigh)
    assert TRIAL in action.left + action.right and view.start in action.left + action.right
    said = agent.explain(st.view(0), action)
    assert "Its answer narrows what these can weigh" in said
    assert "(19 weights open)" in said  # the trial copy's totem: every weight but the start's


def test_with_one_piece_the_orders_say_why_there_is_no_weighing():
    st = new_game(3, {}, 4)
    view = st.view(0)
    assert view.weighings_left > 0
    agent = make_agent("hard", 1)
    orders = agent.choose(view, None)
    assert isinstance(orders, Orders)  # one spirit totem, no trial copy: nothing to weigh
    said = agent.explain(view, orders)
    assert "No weighing: you hold only " in said and "a piece on each pan" in said


def test_the_hungry_bid_promises_no_round_without_a_copy():
    st = new_game(7, {}, 4)
    agent = make_agent("hard", 1)
    view = st.view(2)
    orders = agent.choose(view, None)
    assert isinstance(orders, Orders) and orders.bids == (1, 1)
    said = agent.explain(view, orders)
    assert "likely" not in said
    assert "if another player takes a garnet first, you get a copy instead" in said


def test_the_wolf_of_the_hint_says_what_it_tells_in_words():
    st = new_game(3, {}, 4)
    view = st.view(0)
    a = next(t for t in range(20) if t != view.start)
    b = next(t for t in range(20) if t != view.start and season(t) != season(a))
    order = tuple(range(6))
    said = explain(view, Orders((1, 1), order, order, "wolf", 0, (a, b), 0))
    assert "mod" not in said
    assert "the remainder when the difference of their weights is divided by 8" in said


def test_when_every_weighing_is_foretold_the_orders_say_so():
    # The heaviest starting totem against any other: always heavier, nothing to learn.
    st = next(g for g in (new_game(3, {}, s) for s in range(80)) if g.view(0).start_weight == 20)
    view = st.view(0)
    st.p[0].trials.append(next(u for u in range(20) if u != view.start))
    agent = make_agent("hard", 1)
    orders = agent.choose(st.view(0), None)
    assert isinstance(orders, Orders)
    said = agent.explain(st.view(0), orders)
    assert "gives the same answer, so none would narrow a weight" in said
