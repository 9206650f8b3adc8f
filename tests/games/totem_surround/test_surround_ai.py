"""Totem Surround agents: legal, fast enough, and exact in the endgame."""

from __future__ import annotations

import time

import pytest

from totemgame.engine.rng import Rng
from totemgame.games.totem_surround.actions import MoveTotem, Phase
from totemgame.games.totem_surround.ai import HybridAgent, make_agent
from totemgame.games.totem_surround.board import (
    geometry,
    placement_squares,
    surround_sums,
    totem_moves,
)
from totemgame.games.totem_surround.rules import SurroundState, new_game
from totemgame.games.totem_surround.search import Position, Searcher, turns

UNIT = 64


def exact_value(state: SurroundState, memo: dict) -> int:
    """White's exact value (64 x score margin + piece margin) by plain exhaustive minimax over
    the rules' own actions, written independently of the agents' search."""
    key = (tuple(state.cells), state.totem, state.turn, state.phase)
    if key not in memo:
        if state.is_over():
            white, red = surround_sums(state.cells, state.totem)
            pieces = state.pieces_on_board()
            memo[key] = UNIT * (white - red) + pieces[0] - pieces[1]
        else:
            seat = state.turn
            values = []
            for action in state.legal_actions(seat):
                child = state.clone()
                child.apply(seat, action)
                values.append(exact_value(child, memo))
            memo[key] = max(values) if seat == 0 else min(values)
    return memo[key]


def turn_value(cells: list[int], totem: int, left: list[list[int]], seat: int, memo: dict) -> int:
    """The same exact value by plain minimax over whole turns on the bare board (the rules'
    move generators, no pruning, no ordering): fast enough for the hard endgames."""
    key = (tuple(cells), totem, seat)
    if key in memo:
        return memo[key]
    sign = 1 - 2 * seat
    dests = [d for d, _ in totem_moves(cells, totem, sign)]
    if not dests:
        white, red = surround_sums(cells, totem)
        on_board = [sum(geometry().counts) - sum(h) for h in left]
        memo[key] = UNIT * (white - red) + on_board[0] - on_board[1]
        return memo[key]
    values = []
    for dest in dests:
        for square in placement_squares(cells, dest):
            for k, v in enumerate(geometry().values):
                if not left[seat][k]:
                    continue
                cells[square] = v * sign
                left[seat][k] -= 1
                values.append(turn_value(cells, dest, left, 1 - seat, memo))
                left[seat][k] += 1
                cells[square] = 0
    memo[key] = max(values) if seat == 0 else min(values)
    return memo[key]


def mobile_endgames(count: int, max_empty: int = 8) -> list[SurroundState]:
    """Harder endgames: play that keeps the totem away from the centre and free to move, so
    many turns remain open when only `max_empty` squares are left."""
    geo = geometry()
    centre = set(geo.neighbours[geo.centre]) | {geo.centre}
    out = []
    for seed in range(200):
        rng, s = Rng(seed), new_game(2, {}, 0)
        while not s.is_over():
            empty = sum(1 for i, c in enumerate(s.cells) if c == 0 and i != s.totem)
            if empty <= max_empty and s.phase is Phase.MOVE:
                break
            acts = s.legal_actions(s.turn)
            if s.phase is Phase.MOVE:
                free = [a for a in acts if sum(s.cells[n] == 0 for n in geo.neighbours[a.to]) >= 2]
                good = [a for a in free if a.to not in centre] or free or acts
            else:
                good = [a for a in acts if a.square not in centre] or acts
            s.apply(s.turn, rng.choice(good))
        if not s.is_over() and len(s.legal_actions(s.turn)) >= 3:
            out.append(s)
            if len(out) == count:
                break
    return out


# Two reachable positions, White to move with 8 empty squares, that took a solver with
# shallower iterations first over 100,000 nodes (cells, totem square, pieces left per value).
OPEN_ENDGAMES = (
    (
        [1, -3, 2, -2, -1, 0, 1, -3, -4, 3, 0, 0, 0, 1, -2, 3, -1, 0, 0, -2, 1, 2, -4, 2, 2,
         0, 0, 3, -3, 4, 3, -2, -3, -2, 4, -4, 0],
        18,
        [[1, 1, 1, 1], [3, 0, 1, 0]],
    ),
    (
        [-1, 1, 3, -2, -1, -2, -4, 4, 4, 1, 0, 0, 0, 2, 0, -3, -2, 0, 0, 0, 3, -3, 3, 3, 4, 0,
         1, 1, 0, -3, 2, -3, -3, 2, -2, -4, -4],
        25,
        [[1, 2, 1, 0], [3, 1, 0, 0]],
    ),
)  # fmt: skip


def open_endgame(index: int) -> SurroundState:
    if index < len(OPEN_ENDGAMES):
        cells, totem, left = OPEN_ENDGAMES[index]
        s = new_game(2, {}, 0)
        s.cells, s.totem, s.left = cells[:], totem, [h[:] for h in left]
        assert sum(1 for i, c in enumerate(s.cells) if c == 0 and i != totem) == 8
        return s
    return mobile_endgames(4)[index - len(OPEN_ENDGAMES)]


@pytest.mark.parametrize("index", range(6))
def test_hard_solves_open_endgames_and_keeps_their_exact_value(index):
    state = open_endgame(index)
    seat = state.turn
    memo: dict = {}
    root = turn_value(state.cells[:], state.totem, [h[:] for h in state.left], seat, memo)
    agent = make_agent("hard", index)
    action = agent.choose(state.view(seat), None)
    assert agent.report.exact, "Hard should solve a position with <= 8 empty squares"
    assert agent.report.value == (1 if seat == 0 else -1) * root
    state.apply(seat, action)  # the totem move; the placement that completes the turn:
    placement = agent.choose(state.view(seat), None)
    state.apply(seat, placement)
    after = turn_value(state.cells[:], state.totem, [h[:] for h in state.left], 1 - seat, memo)
    assert after == root, f"{action} then {placement} loses value"


def endgames(count: int, max_empty: int = 8) -> list[SurroundState]:
    """Positions from seeded random games with at most `max_empty` empty squares left."""
    out = []
    for seed in range(1000):
        rng = Rng(seed)
        s = new_game(2, {}, 0)
        while not s.is_over():
            empty = sum(1 for i, c in enumerate(s.cells) if c == 0 and i != s.totem)
            if empty <= max_empty and s.phase is Phase.MOVE:
                break
            s.apply(s.turn, rng.choice(s.legal_actions(s.turn)))
        if not s.is_over():
            out.append(s)
            if len(out) == count:
                break
    return out


@pytest.mark.parametrize("index", range(8))
def test_hard_keeps_the_exact_value_in_endgames(index):
    state = endgames(8)[index]
    memo: dict = {}
    sign = 1 if state.turn == 0 else -1
    agent = make_agent("hard", index)
    assert isinstance(agent, HybridAgent)
    for _ in range(2):  # the totem move, then the placement of the same turn
        root = exact_value(state, memo)
        seat = state.turn
        action = agent.choose(state.view(seat), None)
        assert agent.report.exact, "Hard should solve a position with <= 8 empty squares"
        assert agent.report.value == sign * root  # the search's own value is the true one
        child = state.clone()
        child.apply(seat, action)
        assert exact_value(child, memo) == root, f"{action} loses value"
        state = child
        if state.is_over() or state.turn != seat:
            break


def test_easy_and_medium_answer_quickly_and_legally():
    state = new_game(2, {}, 0)
    rng = Rng(5)
    for _ in range(10):
        state.apply(state.turn, rng.choice(state.legal_actions(state.turn)))
    for difficulty, cap in (("easy", 0.1), ("medium", 0.5)):
        agent = make_agent(difficulty, 1)
        start = time.perf_counter()
        action = agent.choose(state.view(state.turn), None)
        assert time.perf_counter() - start < cap * 3  # generous: the machine is shared
        assert action in state.legal_actions(state.turn)


def test_agents_are_reproducible_with_a_seed():
    state = new_game(2, {}, 0)
    for difficulty in ("easy", "medium", "hard"):
        a = make_agent(difficulty, 7).choose(state.view(0), None)
        b = make_agent(difficulty, 7).choose(state.view(0), None)
        assert a == b and isinstance(a, MoveTotem)


def test_hard_respects_its_deadline():
    state = new_game(2, {}, 0)
    agent = make_agent("hard", 1)
    start = time.monotonic()
    agent.choose(state.view(0), start + 0.2)
    assert time.monotonic() - start < 0.6


def test_search_turns_match_the_rules_legal_actions():
    from totemgame.games.totem_surround.ai import position_of
    from totemgame.games.totem_surround.search import turns

    rng = Rng(9)
    state = new_game(2, {}, 0)
    while not state.is_over():
        pos, fixed = position_of(state.view(state.turn))
        planned = turns(pos, fixed)
        legal = state.legal_actions(state.turn)
        if state.phase is Phase.MOVE:
            assert {t[0] for t in planned} == {a.to for a in legal}
        else:
            assert {(t[1], t[2]) for t in planned} == {(a.square, a.value) for a in legal}
        state.apply(state.turn, rng.choice(legal))


def test_fast_playouts_reach_a_result_and_conserve_pieces():
    from totemgame.games.totem_surround.playout import random_playout

    for seed in range(20):
        s = new_game(2, {}, 0)
        cells, left = s.cells[:], [s.left[0][:], s.left[1][:]]
        shares = random_playout(cells, s.totem, left, 0, Rng(seed), False)
        assert sorted(shares) in ([0.0, 1.0], [0.5, 0.5])
        on_board = sum(1 for c in cells if c)
        assert on_board == 36 - sum(map(sum, left))  # every piece placed is on the board
        assert 0 <= sum(left[1]) - sum(left[0]) <= 1  # White placed as many or one more
        assert on_board >= 2  # nobody is trapped before both have played


@pytest.mark.parametrize("index", range(2))
def test_a_solved_hint_says_by_how_much_the_game_ends(index):
    from totemgame.games.totem_surround.search import UNIT

    state = open_endgame(index)
    seat = state.turn
    root = turn_value(state.cells[:], state.totem, [h[:] for h in state.left], seat, {})
    margin = round((1 if seat == 0 else -1) * root / UNIT)
    agent = make_agent("hard", index)
    view = state.view(seat)
    words = agent.explain(view, agent.choose(view, None))
    if margin > 0:
        assert f"you win by {margin}." in words
    elif margin < 0:
        assert f"you lose by {-margin}," in words
    else:
        assert "the points end level" in words


def test_an_open_hint_gives_the_sums_around_the_totem_and_a_chance():
    from totemgame.games.totem_surround.board import surround_sums

    state = new_game(2, {}, 3)
    rng = Rng(3)
    for _ in range(6):
        state.apply(state.turn, rng.choice(state.legal_actions(state.turn)))
    seat = state.turn
    agent = make_agent("hard", 1)
    view = state.view(seat)
    move = agent.choose(view, None)
    words = agent.explain(view, move)
    assert not agent.report.exact
    sums = surround_sums(state.cells, move.to)
    assert f"you would have {sums[seat]} to your opponent's {sums[1 - seat]}" in words
    assert "chance of winning at" in words and "%" in words
    assert "positions searched" not in words


def _exact_by_plain_search(state: SurroundState, fixed: bool = False) -> int:
    """The mover's exact value from the general alpha-beta (search.py), solving in one pass."""
    empty = sum(1 for i, c in enumerate(state.cells) if c == 0 and i != state.totem)
    pos = Position(state.cells, state.totem, state.left, state.turn)
    searcher = Searcher(10**8)
    _, value = searcher.best_turn(pos, turns(pos, fixed), empty + 1, empty + 1)
    assert searcher.exact
    return value


@pytest.mark.parametrize("max_empty,index", [(9, 0), (10, 0), (10, 1)])
def test_hard_solves_beyond_8_empty_squares_and_plays_the_exact_value(max_empty, index):
    """From 9 to 14 empty squares Hard solves when the endgame solver's budget allows; its
    value and the value left after its whole turn match the general alpha-beta's."""
    state = mobile_endgames(index + 1, max_empty)[index]
    seat = state.turn
    root = _exact_by_plain_search(state)
    agent = make_agent("hard", index)
    action = agent.choose(state.view(seat), None)
    assert agent.report.exact, "this endgame fits the solver's budget"
    assert agent.report.value == root
    state.apply(seat, action)
    assert _exact_by_plain_search(state, fixed=True) == root, f"{action} loses value"
    placement = agent.choose(state.view(seat), None)  # the table answers the second half
    assert agent.report.exact and agent.report.value == root
    state.apply(seat, placement)
    if not state.is_over():
        assert -_exact_by_plain_search(state) == root, f"{placement} loses value"


def test_a_failed_solve_leaves_the_turn_to_mcts():
    """A budget too small to solve: Hard still answers, from MCTS (no exact claim)."""
    state = mobile_endgames(1, 14)[0]
    agent = HybridAgent(0, 300, budget=0.001)
    agent.choose(state.view(state.turn), None)
    assert not agent.report.exact


@pytest.mark.parametrize("index", range(5))
def test_the_outcome_test_agrees_with_plain_minimax(index):
    """Solver.reaching (null-window tests) finds a turn reaching a win or a draw exactly when
    the plain exhaustive minimax says one exists, and the turn it names does reach it."""
    from totemgame.games.totem_surround.ai import DRAW_AT_LEAST, WIN_AT_LEAST, position_of
    from totemgame.games.totem_surround.endgame import Solver

    state = endgames(5, 7)[index]
    seat, sign = state.turn, 1 if state.turn == 0 else -1
    memo: dict = {}
    pos, fixed = position_of(state.view(seat))
    root = turns(pos, fixed)
    values = {}
    for turn in root:  # each whole turn's exact value for the mover, by plain minimax
        cells, left = state.cells[:], [h[:] for h in state.left]
        cells[turn[1]] = turn[2] * sign
        left[seat][geometry().values.index(turn[2])] -= 1
        values[turn] = sign * turn_value(cells, turn[0], left, 1 - seat, memo)
    for threshold in (WIN_AT_LEAST, DRAW_AT_LEAST):
        found = Solver(10**8).reaching(pos, root, threshold)
        if max(values.values()) >= threshold:
            assert found is not None and values[found] >= threshold
        else:
            assert found is None


def test_hard_plays_a_proved_win_when_the_exact_value_is_out_of_budget(monkeypatch):
    """Past 8 empty squares Hard first looks for a turn proved to win: when the exact value
    is then out of budget, the turn it plays keeps the win (checked by the general
    alpha-beta)."""
    from totemgame.games.totem_surround import ai
    from totemgame.games.totem_surround.endgame import Solver

    real_solve = Solver.solve

    def out_of_budget(self: Solver, *args: object, **kwargs: object) -> object:
        self.nodes = self.max_nodes  # the win test spent it all
        return real_solve(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Solver, "solve", out_of_budget)
    for state in mobile_endgames(6, 10):
        seat = state.turn
        root = _exact_by_plain_search(state)
        if root < ai.WIN_AT_LEAST:
            continue
        ai.forget_endgames()
        agent = make_agent("hard", 0)
        action = agent.choose(state.view(seat), None)
        assert not agent.report.exact
        assert agent.report.proven and agent.report.value == 1
        state.apply(seat, action)
        assert _exact_by_plain_search(state, fixed=True) >= ai.WIN_AT_LEAST, f"{action} loses"
        return
    pytest.fail("no won position among the endgames")


def test_the_trees_quick_look_favours_own_pieces_around_the_totem_and_a_high_piece_by_it():
    from totemgame.games.totem_surround.actions import PlacePiece
    from totemgame.games.totem_surround.board import geometry
    from totemgame.games.totem_surround.playout import prior

    geo = geometry()
    state = new_game(2, {}, 1)
    centre = state.totem
    mine, theirs = geo.neighbours[centre][0], geo.neighbours[centre][-1]
    near_mine = next(
        n for n in geo.neighbours[mine] if n != centre and n not in geo.neighbours[theirs]
    )
    near_theirs = next(
        n for n in geo.neighbours[theirs] if n != centre and n not in geo.neighbours[mine]
    )
    state.cells[mine], state.cells[theirs] = 3, -3  # White (to move) has a 3, Red a 3
    assert prior(state, MoveTotem(near_mine)) > 0.5 > prior(state, MoveTotem(near_theirs))
    state.phase = Phase.PLACE
    empty = next(n for n in geo.neighbours[centre] if state.cells[n] == 0)
    assert prior(state, PlacePiece(empty, 4)) > prior(state, PlacePiece(empty, 1))
