"""Words for a hinted Totem Surround move: where, what it gives around the totem, what it
leaves the opponent, and the outlook the Hard AI's search found (the exact final margin when
the endgame is solved, a proven outcome, or its estimated chance of winning)."""

from __future__ import annotations

from totemgame.engine.game import Action
from totemgame.games.totem_surround.actions import MoveTotem, PlacePiece
from totemgame.games.totem_surround.board import geometry, sign_of, surround_sums, totem_moves
from totemgame.games.totem_surround.content import side_name
from totemgame.games.totem_surround.search import UNIT, SearchReport
from totemgame.games.totem_surround.view import SurroundView
from totemgame.i18n import _, format_percent, ngettext, pgettext


def _what_it_does(view: SurroundView, action: Action) -> str:
    """The move in the game's words: a step, a jump over how many pieces, or a placement; a
    totem move says what it changes around the totem (each case a whole sentence)."""
    geo = geometry()
    if isinstance(action, PlacePiece):
        return _("Place your {value} on {square}").format(
            value=action.value, square=geo.label(action.square)
        )
    assert isinstance(action, MoveTotem)
    run = dict(totem_moves(list(view.cells), view.totem, sign_of(view.turn))).get(action.to)
    change, values = _what_it_changes(view, action.to)
    fields = {
        "square": geo.label(action.to),
        "values": values,
        "side": side_name(1 - view.turn),
        "n": len(run) if run else 0,
    }
    if run:
        n = len(run)
        if change == "away":
            return ngettext(
                "Jump the totem over {n} of yours to {square}, leaving {side}'s {values} behind",
                "Jump the totem over {n} of yours to {square}, leaving {side}'s {values} behind",
                n,
            ).format(**fields)
        if change == "next":
            return ngettext(
                "Jump the totem over {n} of yours to {square}, next to your {values}",
                "Jump the totem over {n} of yours to {square}, next to your {values}",
                n,
            ).format(**fields)
        return ngettext(
            "Jump the totem over {n} of yours to {square}",
            "Jump the totem over {n} of yours to {square}",
            n,
        ).format(**fields)
    if change == "away":
        return _("Move the totem to {square}, leaving {side}'s {values} behind").format(**fields)
    if change == "next":
        return _("Move the totem to {square}, next to your {values}").format(**fields)
    return _("Move the totem to {square}").format(**fields)


def _values(cells: list[int] | tuple[int, ...], squares: list[int]) -> str:
    """'3', '3 and 1', 'two 4s', '8 in 3 pieces': the values on `squares`, highest first."""
    vs = sorted((abs(cells[s]) for s in squares), reverse=True)
    if len(vs) > 2:
        # TRANSLATORS: pieces of a side beside the totem ("8 in 3 pieces")
        return ngettext("{total} in {n} piece", "{total} in {n} pieces", len(vs)).format(
            total=sum(vs), n=len(vs)
        )
    if len(vs) == 2 and vs[0] == vs[1]:
        # TRANSLATORS: two pieces of the same value beside the totem ("two 4s")
        return _("two {value}s").format(value=vs[0])
    if len(vs) == 2:
        # TRANSLATORS: two pieces beside the totem, by value ("3 and 1")
        return _("{high} and {low}").format(high=vs[0], low=vs[1])
    return "".join(str(v) for v in vs)


def _what_it_changes(view: SurroundView, to: int) -> tuple[str, str]:
    """What a totem move does to the ring: the opponent's pieces it leaves behind ("away", what
    it prevents; only when their sum around the totem drops: a move onto other pieces of theirs
    is no escape), else your pieces it comes next to ("next", what it gains, when your sum
    rises), with their values; ("", "") if neither."""
    geo = geometry()
    sign, cells = sign_of(view.turn), view.cells
    old, new = set(geo.neighbours[view.totem]), set(geo.neighbours[to])

    def ring(squares: set[int], side: int) -> int:
        return sum(cells[s] * side for s in squares if cells[s] * side > 0)

    left = [s for s in old - new if cells[s] * sign < 0]
    if left and ring(new, -sign) < ring(old, -sign):
        return "away", _values(cells, left)
    joined = [s for s in new - old if cells[s] * sign > 0]
    if joined and ring(new, sign) > ring(old, sign):
        return "next", _values(cells, joined)
    return "", ""


def _left_to_them(view: SurroundView, cells: list[int]) -> str:
    """After a placement: how many totem moves the opponent keeps ('' if many)."""
    other = 1 - view.turn
    moves = totem_moves(cells, view.totem, sign_of(other))
    side = side_name(other)
    if not moves:
        return _("{side} cannot move the totem then: the game ends").format(side=side)
    if len(moves) <= 3:
        n = len(moves)
        jumps = sum(1 for _square, run in moves if run)
        if jumps:
            return ngettext(
                "{side} keeps {n} totem move ({jumps} by a jump)",
                "{side} keeps {n} totem moves ({jumps} by a jump)",
                n,
            ).format(side=side, n=n, jumps=jumps)
        return ngettext("{side} keeps {n} totem move", "{side} keeps {n} totem moves", n).format(
            side=side, n=n
        )
    return ""


def _outlook(report: SearchReport) -> str:
    """What the Hard AI's search found ('' if nothing to say)."""
    if report.exact:
        margin = round(report.value / UNIT)
        if margin > 0:
            return _("with best play on both sides you win by {margin}").format(margin=margin)
        if margin < 0:
            return _(
                "with best play on both sides you lose by {margin}, the least possible"
            ).format(margin=-margin)
        return _("with best play on both sides the points end level")
    if report.proven:
        if report.value == 1:
            return _("the Hard AI has proved that this wins from here")
        if report.value == 0:
            return _("the Hard AI has proved that this draws from here")
        return _("the Hard AI has proved that this cannot avoid a loss from here")
    if report.chance is not None:
        return _("the Hard AI rates your chance of winning at {percent}").format(
            percent=format_percent(report.chance)
        )
    return ""


def explain_move(view: SurroundView, action: Action, report: SearchReport) -> str:
    """One line for the Hint button (under 200 characters)."""
    cells, totem = list(view.cells), view.totem
    if isinstance(action, MoveTotem):
        totem = action.to
    elif isinstance(action, PlacePiece):
        cells[action.square] = action.value * sign_of(view.turn)
    else:
        return _("Make the move the Hard AI suggests.")
    sums = surround_sums(cells, totem)
    mine, theirs = sums[view.turn], sums[1 - view.turn]
    clauses = [
        _("around the totem you would have {mine} to your opponent's {theirs}").format(
            mine=mine, theirs=theirs
        )
    ]
    if isinstance(action, PlacePiece):
        clauses.append(_left_to_them(view, cells))
    clauses.append(_outlook(report))
    # TRANSLATORS: between the clauses of a hint ("... to your opponent's 2; Red keeps ...")
    joined = pgettext("hint clauses", "; ").join(c for c in clauses if c)
    # TRANSLATORS: a hint: the move, then what it gives ("Move the totem to d4: around ...")
    return _("{move}: {clauses}.").format(move=_what_it_does(view, action), clauses=joined)
