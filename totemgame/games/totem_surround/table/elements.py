"""Named places on the Totem Surround table, for the tutorial and hints: where to click next
for a given move, and where a named element (the totem, a square, a picker row...) is drawn.

Keys of `board_element`: 'totem', 'square:<label>' (e.g. 'square:c7'), 'pick:<value>',
'picker' (all of its rows), 'score' (the sums box), 'help' (the reminder box), 'ring' (the
totem and the squares around it), 'path:<label>' (the totem, the pieces a move there jumps
and the landing square) and 'finale' (once the game is over, its note; the ring before).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from totemgame.engine.game import Action
from totemgame.games.totem_surround.actions import MoveTotem, PlacePiece
from totemgame.games.totem_surround.board import geometry, passed_over
from totemgame.games.totem_surround.table.layout import HELP_BOX, SCORE_BOX, pick_rect, square_rect
from totemgame.games.totem_surround.view import SurroundView


def click_for(
    view: SurroundView, picked: int, action: Action, legal: Sequence[Action]
) -> pygame.Rect | None:
    """Where the player to move clicks next to play `action`, with `picked` the value the
    picker holds: the destination of a totem move; for a placement, the picker row of its
    value first (if another is picked), then the square. None if `action` is not among the
    `legal` moves the session gives now."""
    if view.over or action not in legal:
        return None
    if isinstance(action, MoveTotem):
        return square_rect(action.to)
    if isinstance(action, PlacePiece):
        index = geometry().values.index(action.value)
        return square_rect(action.square) if picked == action.value else pick_rect(index)
    return None


def _ring(view: SurroundView) -> pygame.Rect:
    squares = [view.totem, *geometry().neighbours[view.totem]]
    return square_rect(squares[0]).unionall([square_rect(s) for s in squares[1:]])


def element(
    view: SurroundView, key: str, note: pygame.Rect | None, legal: Sequence[Action]
) -> pygame.Rect | None:
    """Where the element named `key` is drawn now (`note`: the final note, if shown; `legal`:
    the moves the session gives the viewer now, for a path)."""
    geo = geometry()
    kind, _, name = key.partition(":")
    if kind == "totem":
        return square_rect(view.totem)
    if kind == "square":
        labels = {geo.label(sq): sq for sq in range(geo.size)}
        return square_rect(labels[name]) if name in labels else None
    if kind == "pick":
        value = int(name) if name.isdigit() else -1
        return pick_rect(geo.values.index(value)) if value in geo.values else None
    if kind == "picker":
        return pick_rect(0).union(pick_rect(len(geo.values) - 1))
    if kind == "score":
        return SCORE_BOX.copy()
    if kind == "help":
        return HELP_BOX.copy()
    if kind == "ring":
        return _ring(view)
    if kind == "path":  # a totem move of the player to move: its square, the run, the landing
        targets = [a.to for a in legal if isinstance(a, MoveTotem)]
        to = {geo.label(sq): sq for sq in targets}.get(name)
        if to is None:
            return None
        run = passed_over(view.totem, to)
        return square_rect(view.totem).unionall([square_rect(s) for s in (*run, to)])
    if kind == "finale":  # the final note in the panel, once shown
        return note.copy() if view.over and note is not None else _ring(view)
    return None
