"""Words for a hinted Totem Surround move: where, what it gives around the totem, what it
leaves the opponent, and the outlook the Hard AI's search found (the exact final margin when
the endgame is solved, a proven outcome, or its estimated chance of winning)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from totemgame.engine.game import Action
from totemgame.games.totem_surround.actions import MoveTotem, PlacePiece
from totemgame.games.totem_surround.board import geometry, sign_of, surround_sums, totem_moves
from totemgame.games.totem_surround.search import UNIT
from totemgame.games.totem_surround.view import SurroundView

if TYPE_CHECKING:
    from totemgame.games.totem_surround.ai import SearchReport


def _what_it_does(view: SurroundView, action: Action) -> str:
    """The move in the game's words: a step, a jump over how many pieces, or a placement."""
    geo = geometry()
    if isinstance(action, MoveTotem):
        run = dict(totem_moves(list(view.cells), view.totem, sign_of(view.turn))).get(action.to)
        where = geo.label(action.to)
        line = f"Jump the totem over {len(run)} of yours to {where}" if run else ""
        return (line or f"Move the totem to {where}") + _what_it_changes(view, action.to)
    assert isinstance(action, PlacePiece)
    return f"Place your {action.value} on {geo.label(action.square)}"


def _values(cells: list[int] | tuple[int, ...], squares: list[int]) -> str:
    """'3', '3 and 1', 'two 4s', '8 in 3 pieces': the values on `squares`, highest first."""
    vs = sorted((abs(cells[s]) for s in squares), reverse=True)
    if len(vs) > 2:
        return f"{sum(vs)} in {len(vs)} pieces"
    if len(vs) == 2 and vs[0] == vs[1]:
        return f"two {vs[0]}s"
    return " and ".join(str(v) for v in vs)


def _what_it_changes(view: SurroundView, to: int) -> str:
    """What a totem move does to the ring: the opponent's pieces it leaves behind (what it
    prevents), else your pieces it comes next to (what it gains); '' if neither."""
    geo = geometry()
    sign = sign_of(view.turn)
    old, new = set(geo.neighbours[view.totem]), set(geo.neighbours[to])
    left = [s for s in old - new if view.cells[s] * sign < 0]
    if left:
        return f", away from {geo.side_names[1 - view.turn]}'s {_values(view.cells, left)}"
    joined = [s for s in new - old if view.cells[s] * sign > 0]
    if joined:
        return f", next to your {_values(view.cells, joined)}"
    return ""


def _left_to_them(view: SurroundView, cells: list[int]) -> str:
    """After a placement: how many totem moves the opponent keeps ('' if many)."""
    other = 1 - view.turn
    moves = totem_moves(cells, view.totem, sign_of(other))
    side = geometry().side_names[other]
    if not moves:
        return f"; {side} cannot move the totem then: the game ends"
    if len(moves) <= 3:
        jumps = sum(1 for _, run in moves if run)
        kind = f" ({jumps} by a jump)" if jumps else ""
        return f"; {side} keeps {len(moves)} totem move{'s' if len(moves) != 1 else ''}{kind}"
    return ""


def explain_move(view: SurroundView, action: Action, report: SearchReport) -> str:
    """One line for the Hint button (under 200 characters)."""
    cells, totem = list(view.cells), view.totem
    if isinstance(action, MoveTotem):
        totem = action.to
    elif isinstance(action, PlacePiece):
        cells[action.square] = action.value * sign_of(view.turn)
    else:
        return "Make the move the Hard AI suggests."
    line = _what_it_does(view, action)
    sums = surround_sums(cells, totem)
    mine, theirs = sums[view.turn], sums[1 - view.turn]
    now = f"around the totem you would have {mine} to your opponent's {theirs}"
    if isinstance(action, PlacePiece):
        now += _left_to_them(view, cells)
    if report.exact:
        margin = round(report.value / UNIT)
        if margin > 0:
            outlook = f"with best play on both sides you win by {margin}"
        elif margin < 0:
            outlook = f"with best play on both sides you lose by {-margin}, the least possible"
        else:
            outlook = "with best play on both sides the points end level"
        return f"{line}: {now}; {outlook}."
    if report.proven:
        outcome = {1: "wins", 0: "draws"}.get(report.value, "cannot avoid a loss")
        return f"{line}: {now}; the Hard AI has proved that this {outcome} from here."
    if report.chance is not None:
        return f"{line}: {now}; the Hard AI rates your chance of winning at {report.chance:.0%}."
    return f"{line}: {now}."
