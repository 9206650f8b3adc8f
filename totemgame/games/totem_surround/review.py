"""Totem Surround's review values: the chance to win after a move (a draw counts half), from
the Hard AI. From EXACT_EMPTY empty squares down the endgame solver proves it (1, 0.5 or 0)
when its budget allows, for the played and the best move both (a proven chance is never set
against an estimate); else the Hard AI's last MCTS tree says it, or, when the solver decided that move, a fresh
MCTS search with Hard's iterations. Nothing is hidden here: no hindsight. No pygame."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from totemgame.engine.game import Action
from totemgame.engine.rng import Rng
from totemgame.games.totem_surround.actions import MoveTotem, PlacePiece
from totemgame.games.totem_surround.ai import (
    EXACT_EMPTY,
    PRESETS,
    SOLVE_NODES_ENDGAME,
    SOLVE_NODES_EXACT,
    SURE_EMPTY,
    HybridAgent,
    position_of,
)
from totemgame.games.totem_surround.endgame import Solver
from totemgame.games.totem_surround.playout import SurroundMcts
from totemgame.games.totem_surround.search import OutOfBudget, Turn, turns
from totemgame.games.totem_surround.view import SurroundView
from totemgame.games.totem_surround.world import state_from_view

# Exact outcomes by the rules (values: UNIT per point of margin, plus the piece margin that
# breaks a tie): above 0 wins, 0 draws. (Hard's own WIN_AT_LEAST asks a point more: it plays
# for margins; the review says what the rules say.)
WINS, DRAWS = 1, 0


def empty_squares(view: SurroundView) -> int:
    """Empty squares besides the totem's."""
    return sum(1 for i, c in enumerate(view.cells) if c == 0 and i != view.totem)


def turns_of(view: SurroundView, action: Action) -> list[Turn]:
    """The whole turns that begin with (or finish with) `action`."""
    pos, fixed = position_of(view)
    every = turns(pos, fixed)
    if isinstance(action, MoveTotem):
        return [t for t in every if t[0] == action.to]
    assert isinstance(action, PlacePiece)
    return [t for t in every if (t[1], t[2]) == (action.square, action.value)]


def proven_chance(view: SurroundView, action: Action, solver: Solver) -> float | None:
    """1 if `action` is proved to win, 0.5 to draw, 0 to lose; None out of budget (the budget
    is the solver's, counted from where it stands)."""
    root = turns_of(view, action)
    if not root:
        return None
    pos, _ = position_of(view)
    try:
        if solver.reaching(pos, root, WINS) is not None:
            return 1.0
        pos, _ = position_of(view)  # a fresh copy (an aborted search leaves pieces behind)
        return 0.5 if solver.reaching(pos, root, DRAWS) is not None else 0.0
    except OutOfBudget:
        return None


def review_values(
    agent: Any, view: SurroundView, actions: Sequence[Action], seed: int
) -> list[float | None]:
    """The mover's chance after each of `actions` (see the module's docstring)."""
    empty = empty_squares(view)
    if empty <= EXACT_EMPTY:  # as Hard does: prove what fits in its budget (both, or neither)
        # Hard's own solver, when it has one: its table holds the bounds its search proved.
        solver = agent.solver if isinstance(agent, HybridAgent) else None
        solver = solver or Solver(0)
        solver.nodes, solver.deadline = 0, None
        solver.max_nodes = SOLVE_NODES_EXACT if empty <= SURE_EMPTY else SOLVE_NODES_ENDGAME
        proven = [proven_chance(view, a, solver) for a in actions]
        if all(p is not None for p in proven):
            return proven
    mcts = agent.mcts if isinstance(agent, HybridAgent) else None
    if mcts is None:
        mcts = SurroundMcts()
        mcts.search(state_from_view(view), Rng(seed), PRESETS["hard"].iterations, None)
    return [mcts.chance_of(a, view.turn) for a in actions]
