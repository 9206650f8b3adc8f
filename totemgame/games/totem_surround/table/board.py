"""The Totem Surround board: a carved stone board, the standing totem, value discs.

A turn is two clicks: a glowing destination for the totem (a jump also marks the run of
pieces it passes over), then a glowing square for the piece whose value is chosen in the
picker on the right (keys 1-4). Steps slide, jumps hop over the run, pieces drop in. The box
above the picker shows each side's current sum around the totem.

The board and its parts see the table as a SurroundPort (port.py); the shell checks and submits
the moves its clicks name.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from totemgame.engine.game import Action, Event, Seat
from totemgame.games.totem_surround.actions import MoveTotem, Phase, PlacePiece
from totemgame.games.totem_surround.board import (
    geometry,
    passed_over,
)
from totemgame.games.totem_surround.table import (
    art,
    danger,
    elements,
    finale,
    marks,
    prompt,
    score_box,
    targets,
)
from totemgame.games.totem_surround.table.layout import (
    CELL,
    DISC,
    HEADING_W,
    ORIGIN,
    TOTEM_H,
    TOTEM_W,
    square_at,
    square_centre,
    square_rect,
)
from totemgame.games.totem_surround.table.picker import ValuePicker
from totemgame.games.totem_surround.table.port import SurroundPort
from totemgame.games.totem_surround.view import SurroundView
from totemgame.i18n import _, ngettext
from totemgame.ui import anim, theme
from totemgame.ui.table.board import HANDLED, Board, Intent


def card_art(size: tuple[int, int]) -> pygame.Surface:
    """Art for the game-selection card."""
    return art.card_surface(size)


def rules_picture(key: str, width: int) -> pygame.Surface | None:
    """Illustrations for the rules screen (drawn in art.py)."""
    return art.rules_picture(key, width)


class SurroundBoard(Board[SurroundView]):
    """The Totem Surround board."""

    def __init__(self, port: SurroundPort) -> None:
        self.port = port
        self.picker = ValuePicker(port)  # the value the next placement uses
        self.danger = danger.Danger()  # choices that let the opponent trap the totem and win
        self.hover: int | None = None
        # The totem's move and its hop height.
        self.slide: tuple[anim.Tween[tuple[float, ...]], float] | None = None
        self.drop: tuple[int, anim.Tween[float]] | None = None  # a piece falling onto its square
        self._key: tuple[object, ...] = ()
        self._moves: dict[int, tuple[int, ...]] = {}
        self._places: list[int] = []
        self._turns: list[marks.LastTurn] = []  # each side's last turn, shown on the board
        self._finale: finale.Finale | None = None  # what scored, once the game is over
        self._armed: tuple[int, int] | None = None  # a losing last placement, clicked once
        self._question: str | None = None  # the banner that asks for the second click
        self.note_rect: pygame.Rect | None = None  # where the final note is drawn

    # -- facts about the position ---------------------------------------------------------
    @property
    def colour_blind(self) -> bool:
        return self.port.colour_blind

    @property
    def value(self) -> int:
        """The piece value the next placement uses (the picker's)."""
        return self.picker.value

    def _refresh(self, view: SurroundView) -> None:
        """The viewer's legal totem moves and placement squares, as the session gives them
        (cached per position): the board never works out what is legal itself."""
        key = (
            view.cells,
            view.totem,
            view.turn,
            view.phase,
            view.over,
            view.seat,
            self.port.session.ply,
            self.port.session.human_to_move(),
        )
        if key == self._key:
            return
        self._key = key
        legal = self.port.legal_actions()
        self._moves = {
            a.to: passed_over(view.totem, a.to) for a in legal if isinstance(a, MoveTotem)
        }
        self._places = list(dict.fromkeys(a.square for a in legal if isinstance(a, PlacePiece)))
        self._turns = marks.last_turns(self.port.session.visible_events())
        self._finale = None
        self._armed = None
        if self._question is not None:  # a new position (a move, or one taken back): moot
            self._drop_banner(self._question)
            self._question = None
        # Where the pointer is now: after an undo from the panel, the square hovered before it
        # must not keep a ghost piece and its preview.
        self.hover = square_at(pygame.mouse.get_pos()) if pygame.mouse.get_focused() else None
        self.picker.follow(view)

    def _my_turn(self, view: SurroundView) -> bool:
        return self.port.can_act and view.seat == view.turn and not view.over

    def _my_decision(self, view: SurroundView) -> bool:
        """The viewer decides next (even while the last move is still animating)."""
        return self.port.session.human_to_move() == view.turn == view.seat and not view.over

    def _side(self, seat: Seat) -> str:
        """The seat's side ("White"), in the player's language."""
        return _(geometry().side_names[seat])

    def seat_colour(self, seat: Seat) -> tuple[int, int, int] | None:
        # The panels wear the colour of the seat's pieces (White / Red), not a palette colour.
        return art.side_rgb(seat, self.colour_blind)

    # -- hooks ----------------------------------------------------------------------------
    def panel_note(self, view: SurroundView, seat: Seat) -> str:
        n = sum(view.left[seat])
        # TRANSLATORS: a seat's panel: its side and the pieces it has still to place
        return ngettext("{side} · {n} piece in hand", "{side} · {n} pieces in hand", n).format(
            side=self._side(seat), n=n
        )

    def on_reset(self, view: SurroundView) -> None:
        self.slide = None
        self.drop = None
        self._key = ()

    def is_animating(self) -> bool:
        return self.slide is not None or self.drop is not None

    def move_sound(self, events: Sequence[Event]) -> str | None:
        keys = {e.key for e in events}
        if "totem_stuck" in keys:
            return "chime"
        return "dice" if "totem_jump" in keys else "clack"  # a jump knocks over each piece

    def on_events(self, events: Sequence[Event], viewer: Seat | None) -> None:
        for e in events:
            if e.key in ("totem_step", "totem_jump"):
                a, b = square_centre(e.params["from"]), square_centre(e.params["to_square"])
                # A jump takes longer the more pieces it clears, so its hop over the run reads.
                hop = 0.0 if e.key == "totem_step" else 40.0 + 14.0 * e.params["count"]
                duration = 0.4 if e.key == "totem_step" else 0.45 + 0.12 * e.params["count"]
                self.slide = (anim.Tween(a, b, duration), hop)
            elif e.key.startswith("place"):
                self.drop = (e.params["at"], anim.Tween(0.0, 1.0, 0.3, anim.ease_out_bounce))

    def update(self, dt: float) -> None:
        if self.slide is not None:
            self.slide[0].update(dt)
            if self.slide[0].done:
                self.slide = None
        if self.drop is not None:
            self.drop[1].update(dt)
            if self.drop[1].done:
                self.drop = None

    # -- named places (tutorial, hints) ---------------------------------------------------
    def element_for(self, view: SurroundView, action: Action) -> pygame.Rect | None:
        if not self._my_decision(view):
            return None
        return elements.click_for(view, self.value, action, self.port.legal_actions())

    def board_element(self, view: SurroundView, key: str) -> pygame.Rect | None:
        return elements.element(view, key, self.note_rect, self.port.legal_actions())

    # -- input ----------------------------------------------------------------------------
    def hit(self, event: pygame.event.Event, view: SurroundView) -> Intent:
        self._refresh(view)
        if event.type == pygame.MOUSEMOTION:
            self.hover = square_at(event.pos)
            self._tooltip(event.pos, view)
            return None
        if self.picker.handle_event(event, view):
            return HANDLED
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return None
        sq = square_at(event.pos)
        if sq is None or not self._my_turn(view):
            return None
        if view.phase is Phase.MOVE:
            if sq in self._moves:
                return MoveTotem(sq)
            elif view.cells[sq] and sq != view.totem:
                self.port.show_message(
                    _("A piece stands there: the totem only lands on an empty square."),
                    "warning",
                )
            else:
                self.port.show_message(
                    _(
                        "The totem steps to an empty neighbour or jumps over a line of your own "
                        "pieces."
                    ),
                    "warning",
                )
            return HANDLED
        if sq in self._places:
            warning = finale.ending_warning(view, sq, self.value)
            if warning is None or self._armed == (sq, self.value):
                # Played, the position changes and the question (if any) goes with it.
                return PlacePiece(sq, self.value)
            self._armed = (sq, self.value)  # a second click on it places the piece
            self._question = warning
            self.port.show_message(warning, "warning", seconds=8.0)
            self.port.play_sound("thud")
        elif view.cells[sq] or sq == view.totem:
            self.port.show_message(_("That square is taken: click a glowing square."), "warning")
        elif self._near(view):
            text = _("Too far from the totem: your piece goes next to it, on a glowing square.")
            self.port.show_message(text, "warning")
        else:
            text = _("Place your piece on an empty square: click a glowing square.")
            self.port.show_message(text, "warning")
        return HANDLED

    def _drop_banner(self, text: str) -> None:
        self.port.drop_message(text)

    def _near(self, view: SurroundView) -> bool:
        return prompt.near_totem(view, self._places)

    def _tooltip(self, pos: tuple[int, int], view: SurroundView) -> None:
        if self.picker.tooltip(pos):
            return
        sq = self.hover
        if sq is not None and sq in self._moves and self._moves[sq]:
            n = len(self._moves[sq])
            text = ngettext(
                "Jump over {n} of your pieces to {square}",
                "Jump over {n} of your pieces to {square}",
                n,
            ).format(n=n, square=geometry().label(sq))
            self.port.board_tooltip(("jump", sq), text, pos)

    # -- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view: SurroundView) -> None:
        self._refresh(view)
        surface.blit(art.board_surface(CELL, self.port.board_rect.size, ORIGIN), (0, 0))
        mine = self._my_turn(view)
        glow = 0.5 + 0.5 * math.sin(self.port.time * 5)
        marks.draw_paths(surface, self._turns, self.port.seat_colour)
        if mine and view.phase is Phase.PLACE:  # over the last moves' tints and outlines
            for sq in self._places:
                pygame.draw.rect(
                    surface, theme.GOLD_BRIGHT, square_rect(sq), 3 + int(glow * 2), border_radius=9
                )
        falling = self.drop[0] if self.drop is not None else None
        marks.draw_halos(surface, self._turns, self.port.seat_colour, falling)
        self._draw_pieces(surface, view)
        if mine and view.phase is Phase.MOVE:  # over the pieces: jump paths cross them
            targets.draw_destinations(surface, view.totem, self._moves, self.hover, glow)
        choices = len(self._moves) if view.phase is Phase.MOVE else len(self._places)
        self.danger.refresh(view, self.value, mine, choices)
        self.danger.draw(surface, self.hover, glow)
        if mine and self._armed is not None and self._armed[1] == self.value:
            rect = square_rect(self._armed[0]).inflate(6, 6)
            pygame.draw.rect(surface, theme.DANGER, rect, 4 + int(glow * 2), border_radius=11)
        if mine and view.phase is Phase.PLACE and self.hover in self._places:
            img = art.ghost(view.turn, self.value, DISC, self.colour_blind)
            surface.blit(img, img.get_rect(center=square_centre(self.hover)))
        if view.over and not self.is_animating():
            self._finale = self._finale or finale.finale(view, self.port.names)
            finale.draw_ring(surface, view, self._finale.ring)
        self._draw_totem(surface, view)
        self._draw_heading(surface, view)
        preview = None if view.over else self._preview_titled(view)
        score_box.draw_score_box(surface, view, preview, self.port.names, self.colour_blind)
        self.note_rect = None
        if view.over and self._finale is not None and not self.is_animating():
            self.note_rect = finale.draw_note(surface, self._finale)
        else:
            self.picker.draw(surface, view)
            danger.draw_help_box(surface, self.danger.warning(view, self.hover))
        targets.draw_hint(surface, self.port.hint_action, self.port.played_action, self.port.time)

    def _draw_pieces(self, surface: pygame.Surface, view: SurroundView) -> None:
        cb = self.colour_blind
        for sq, v in enumerate(view.cells):
            if not v:
                continue
            seat = 0 if v > 0 else 1
            img = art.piece(seat, abs(v), DISC, cb)
            cx, cy = square_centre(sq)
            if self.drop is not None and self.drop[0] == sq:
                cy -= int((1.0 - self.drop[1].progress()) * 60)
            surface.blit(img, img.get_rect(center=(cx, cy)))

    def _draw_totem(self, surface: pygame.Surface, view: SurroundView) -> None:
        if self.slide is not None:
            tween, hop = self.slide
            x, y = tween.value
            y -= math.sin(math.pi * tween.progress()) * hop
        else:
            x, y = square_centre(view.totem)
        img = art.totem(TOTEM_W, TOTEM_H)
        surface.blit(img, img.get_rect(center=(int(x), int(y) - 2)))

    def _draw_heading(self, surface: pygame.Surface, view: SurroundView) -> None:
        title, detail = self._prompt(view)
        size = theme.fit_size(title, "heading", 32, HEADING_W, 22)  # long names, long words
        theme.blit_shadowed(
            surface, title, (ORIGIN[0], 34), "heading", size, theme.GOLD_BRIGHT, anchor="midleft"
        )
        theme.blit_text(surface, detail, (ORIGIN[0], 60), "body", 18, theme.TEXT)

    def _prompt(self, view: SurroundView) -> tuple[str, str]:
        mine = self._my_decision(view)
        return prompt.heading_words(self.port, view, mine, self._moves, self._places, self.value)

    def _preview(self, view: SurroundView) -> tuple[tuple[int, int], str] | None:
        """The sums around the totem if the hovered legal square were played, and what the
        move means (where it goes, or a warning that it ends the game)."""
        full = self._preview_titled(view)
        return None if full is None else (full[0], full[1])

    def _preview_titled(self, view: SurroundView) -> tuple[tuple[int, int], str, str, bool] | None:
        """`_preview`, with the score box's title for it and whether the move ends the game."""
        hover = self.hover if self._my_turn(view) else None
        return prompt.preview(view, hover, self._moves, self._places, self.value)
