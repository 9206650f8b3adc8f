"""What the Totem Surround board says: the heading over it (whose turn, what to click) and the
sums a hovered square would give. Pure words over the view and the viewer's legal choices (the
board's, from the session): nothing here is drawn or decided.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from totemgame.games.totem_surround.actions import Phase, PlacePiece
from totemgame.games.totem_surround.board import (
    can_move_totem,
    geometry,
    sign_of,
    surround_sums,
)
from totemgame.games.totem_surround.content import data
from totemgame.games.totem_surround.table.port import SurroundPort
from totemgame.games.totem_surround.view import SurroundView
from totemgame.i18n import _, ngettext

Moves = Mapping[int, tuple[int, ...]]  # the totem's destinations, with the run each jump passes


def near_totem(view: SurroundView, places: Sequence[int]) -> bool:
    """Whether the pieces go next to the totem (else anywhere: it is surrounded)."""
    return bool(places) and places[0] in geometry().neighbours[view.totem]


def heading_words(
    port: SurroundPort,
    view: SurroundView,
    mine: bool,
    moves: Moves,
    places: Sequence[int],
    value: int,
) -> tuple[str, str]:
    """The heading and its line of detail (`mine`: the viewer decides next; `value`: the piece
    the picker holds)."""
    if view.over:
        return _("The totem is trapped"), _("Game over: the pieces around it score.")
    name = port.names[view.turn]
    side = _(geometry().side_names[view.turn])
    tutorial = port.tutorial
    if tutorial is not None and tutorial.waiting_for_next:
        words = data()["table"]
        heading, detail = words["tutorial_heading"], words["tutorial_detail"]
        return _(heading), _(detail)
    if mine:
        if view.phase is Phase.MOVE:
            jumps = sum(1 for run in moves.values() if run)
            detail = (
                ngettext(
                    "Click a glowing square ({n} jump marked with dots).",
                    "Click a glowing square ({n} jumps marked with dots).",
                    jumps,
                ).format(n=jumps)
                if jumps
                else _("Click a glowing square.")
            )
            if len(port.session.humans) > 1:  # pass and play: say whose turn it is
                heading = _("{name} ({side}): move the totem").format(name=name, side=side)
                return heading, detail
            return _("Your turn, {side}: move the totem").format(side=side), detail
        want = tutorial.expected() if tutorial is not None else None
        if isinstance(want, PlacePiece) and want.value != value:
            # The step asks for another value: say to pick it first, as the step does.
            words = data()["table"]
            pick, pick_detail = words["tutorial_pick"], words["tutorial_pick_detail"]
            return (
                _(pick).format(value=want.value),
                _(pick_detail).format(value=want.value),
            )
        if near_totem(view, places):
            detail = _("Click a glowing square next to the totem; pick the value on the right.")
        else:
            detail = _(
                "Click a glowing square anywhere (the totem is surrounded); pick the value "
                "on the right."
            )
        if len(port.session.humans) > 1:
            heading = _("{name} ({side}): place a {value}")
            return heading.format(name=name, side=side, value=value), detail
        return _("Place a {value}").format(value=value), detail
    if view.turn in port.session.thinking():
        return (
            _("{name} ({side}) is thinking…").format(name=name, side=side),
            _("Their move will be shown on the board."),
        )
    if view.phase is Phase.MOVE:
        title = _("{name} ({side}) to move the totem").format(name=name, side=side)
    else:
        title = _("{name} ({side}) to place a piece").format(name=name, side=side)
    return title, _("Waiting for their move.") if port.session.live else ""  # a replay


def preview(
    view: SurroundView, hover: int | None, moves: Moves, places: Sequence[int], value: int
) -> tuple[tuple[int, int], str, str, bool] | None:
    """The sums around the totem if the `hover`ed legal square were played, what the move
    means, the score box's title for it and whether the move ends the game (None: no legal
    square hovered at the viewer's turn)."""
    sq = hover
    if sq is None:
        return None
    cells, sign = list(view.cells), sign_of(view.turn)
    label = geometry().label(sq)
    if view.phase is Phase.MOVE and sq in moves:
        note = _("if the totem goes to {square}").format(square=label)
        title = _("If the totem goes to {square}").format(square=label)
        return surround_sums(cells, sq), note, title, False
    if view.phase is Phase.PLACE and sq in places:
        cells[sq] = value * sign
        sums = surround_sums(cells, view.totem)
        if not can_move_totem(cells, view.totem, -sign):
            return sums, _("this ends the game!"), _("This ends the game!"), True
        note = _("with your {value} on {square}").format(value=value, square=label)
        title = _("With your {value} on {square}").format(value=value, square=label)
        return sums, note, title, False
    return None
