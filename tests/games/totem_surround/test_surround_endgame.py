"""Hard in solved endgames: at 12, 14 and 16 empty squares it keeps every win and every draw,
and at 14 and 16 plays an optimal turn in at least 95% of the positions, under its node
budget (no clock: the same choices on every machine).

The positions and their exact values are data (data/endgames.jsonl), solved once by the
endgame solver with no budget by tools/surround_endgame_data.py, which regenerates them (at 16
empty squares all but seeds 0 and 1 were drawn with --max-nodes 20000000: about half of the
random 16-square endgames need more to solve and are not in the set). Hard is called as the
app calls it: a fresh agent for the totem move and another for the placement.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from totemgame.games.totem_surround import ai
from totemgame.games.totem_surround.actions import MoveTotem, PlacePiece
from totemgame.games.totem_surround.rules import SurroundState, new_game

DATA = Path(__file__).parent / "data" / "endgames.jsonl"
OPTIMAL_SHARE = 0.95


def rows() -> list[dict[str, Any]]:
    with DATA.open(encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def state_of(row: dict[str, Any]) -> SurroundState:
    state = new_game(2, {}, 0)
    state.cells, state.totem = list(row["cells"]), row["totem"]
    state.left, state.turn = [list(h) for h in row["left"]], row["seat"]
    return state


def hard_turn(row: dict[str, Any], k: int) -> tuple[int, int, int]:
    """Hard's whole turn from a cold start: one fresh agent per half-turn, no deadline."""
    ai.forget_endgames()
    state = state_of(row)
    seat = state.turn
    move = ai.make_agent("hard", k).choose(state.view(seat), None)
    assert isinstance(move, MoveTotem)
    state.apply(seat, move)
    place = ai.make_agent("hard", k).choose(state.view(seat), None)
    assert isinstance(place, PlacePiece)
    return move.to, place.square, place.value


def test_the_data_holds_twelve_fourteen_and_sixteen_empty_squares():
    counts = {n: sum(1 for r in rows() if r["empty"] == n) for n in (12, 14, 16)}
    assert counts[12] >= 20 and counts[14] >= 20 and counts[16] >= 5, counts
    for r in rows():
        state = state_of(r)
        assert sum(1 for i, c in enumerate(state.cells) if c == 0 and i != r["totem"]) == r["empty"]
        assert r["optimal"] and all(t in r["keeps"] for t in r["optimal"])


@pytest.mark.slow
@pytest.mark.parametrize("empty", [12, 14, 16])
def test_hard_keeps_every_win_and_draw_and_is_optimal_under_its_budget(empty):
    positions = [r for r in rows() if r["empty"] == empty]
    optimal, lost = 0, []
    for k, row in enumerate(positions):
        turn = list(hard_turn(row, k))
        optimal += turn in row["optimal"]
        if turn not in row["keeps"]:
            lost.append((row["seed"], row["value"], turn))
    assert not lost, f"outcome thrown away (seed, value, turn): {lost}"
    if empty >= 14:
        assert optimal >= OPTIMAL_SHARE * len(positions), f"{optimal}/{len(positions)} optimal"


def test_turns_proved_to_lose_are_left_out_when_the_solve_runs_out():
    """A budget too small for a proof: the turns the solver did prove to lose are kept from
    MCTS (only they: each one left out truly loses), and Hard plays one of the others."""
    from totemgame.games.totem_surround.search import Position, turns

    bound = 0
    for row in rows():
        if row["value"] < ai.DRAW_AT_LEAST:
            continue  # every turn loses: nothing to leave out
        ai.forget_endgames()
        state = state_of(row)
        view = state.view(state.turn)
        agent = ai.HybridAgent(0, 200, budget=0.01)
        action = agent.choose(view, None)
        if agent.allowed is None:
            continue
        bound += 1
        assert action in agent.allowed
        pos = Position(state.cells, state.totem, state.left, state.turn)
        for turn in turns(pos):
            if MoveTotem(turn[0]) not in agent.allowed:
                assert list(turn) not in row["keeps"], f"{turn} does not lose"
    assert bound, "no position left some turns out"


def solved(cells: Any, totem: int, left: Any, seat: int) -> tuple[Any, int]:
    """The endgame solver's best whole turn and exact value, with no budget."""
    from totemgame.games.totem_surround.endgame import Solver
    from totemgame.games.totem_surround.search import Position, turns

    pos = Position(cells, totem, left, seat)
    return Solver(1 << 62).solve(pos, turns(pos))


@pytest.mark.parametrize(
    "empty",
    [12, pytest.param(14, marks=pytest.mark.slow), pytest.param(16, marks=pytest.mark.slow)],
)
def test_the_solver_finds_every_stored_exact_value(empty):
    """The data's values were solved once (tools/surround_endgame_data.py, an earlier solver):
    the solver still finds each of them, and a turn the data lists as optimal."""
    for row in (r for r in rows() if r["empty"] == empty):
        turn, value = solved(row["cells"], row["totem"], row["left"], row["seat"])
        assert value == row["value"], row["seed"]
        assert list(turn) in row["optimal"], row["seed"]


@pytest.mark.parametrize("empty", [8, 9, 10, 11, 12])
def test_the_solver_agrees_with_the_general_search_on_random_endgames(empty):
    """Seeded random endgames (bench.random_endgame): the endgame solver's exact value is the
    general alpha-beta's (search.Searcher, searching to the end in one pass), which shares
    neither its table, its shortcuts for turns that end the game nor its move order."""
    from totemgame.games.totem_surround.bench import random_endgames
    from totemgame.games.totem_surround.search import Position, Searcher, turns

    for state in random_endgames(empty, 6, 700 * empty):
        pos = Position(state.cells, state.totem, state.left, state.turn)
        searcher = Searcher(10**8)
        _, value = searcher.best_turn(pos, turns(pos), empty + 1, empty + 1)
        assert searcher.exact
        assert solved(state.cells, state.totem, state.left, state.turn)[1] == value
