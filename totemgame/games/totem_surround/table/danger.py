"""The danger the player should see coming (threats.py), drawn. A red "!" marks each glowing
square whose choice lets the opponent trap the totem next turn and win; hovering one rings the
squares of the trap and says where it would end, in the box under the value picker. That box
otherwise holds the game's reminder (the data file's `[table] help`)."""

from __future__ import annotations

import pygame

from totemgame import i18n
from totemgame.games.totem_surround.actions import Phase
from totemgame.games.totem_surround.board import (
    Square,
    geometry,
)
from totemgame.games.totem_surround.content import data
from totemgame.games.totem_surround.table.layout import HELP_BOX, PANEL_W, square_rect
from totemgame.games.totem_surround.threats import Trap, risky_destinations, risky_placements
from totemgame.games.totem_surround.view import SurroundView
from totemgame.i18n import _
from totemgame.ui import draw, theme

_HELP: dict[str, tuple[list[str], int]] = {}


class Danger:
    """The risky choices of the player to move, worked out once per position and value."""

    def __init__(self) -> None:
        self._key: tuple[object, ...] | None = None
        self.risky: dict[Square, list[Trap]] = {}
        self.everywhere = False  # every choice is risky: the marks would tell nothing apart

    def refresh(self, view: SurroundView, value: int, mine: bool, choices: int) -> None:
        """The squares (totem moves, or placements of `value`) that leave the opponent a winning
        trap; none unless it is `mine` to choose (`choices`: how many the player has)."""
        key = (view.cells, view.totem, view.turn, view.phase, view.over, value, mine)
        if key == self._key:
            return
        self._key = key
        self.risky, self.everywhere = {}, False
        if not mine or view.over:
            return
        cells = list(view.cells)
        if view.phase is Phase.MOVE:
            self.risky = risky_destinations(cells, view.totem, view.turn, view.left)
        else:
            self.risky = risky_placements(cells, view.totem, view.turn, value, view.left)
        self.everywhere = bool(self.risky) and len(self.risky) == choices

    def draw(self, surface: pygame.Surface, hover: Square | None, glow: float) -> None:
        """A red "!" on every risky square (unless all are); the hovered one's traps ringed."""
        if not self.everywhere:
            for sq in self.risky:
                r = square_rect(sq)
                at = (r.x + 13, r.y + 13)
                pygame.draw.circle(surface, theme.BG_DEEP, at, 12)
                pygame.draw.circle(surface, theme.DANGER, at, 10)
                theme.blit_text(surface, "!", at, "bold", 17, theme.TEXT, "center")
        for trap in self._traps(hover):  # bold and edged dark: it may lie on a red-tinted square
            rect = square_rect(trap.square).inflate(10, 10)
            pygame.draw.rect(surface, theme.BG_DEEP, rect, 7 + int(glow * 2), border_radius=13)
            pygame.draw.rect(surface, theme.DANGER, rect.inflate(-2, -2), 4, border_radius=12)

    def _traps(self, hover: Square | None) -> list[Trap]:
        if hover in self.risky:
            return self.risky[hover]
        if self.everywhere:  # one example stands for all
            return next(iter(self.risky.values()))
        return []

    def warning(self, view: SurroundView, hover: Square | None) -> str | None:
        """What the hovered risky square (or, when every choice is risky, any) lets the
        opponent do, or None."""
        traps = self._traps(hover)
        if not traps:
            return None
        me, other = view.turn, 1 - view.turn
        trap = max(traps, key=lambda t: t.sums[other] - t.sums[me])  # an ending stands alone
        geo = geometry()
        fields = {
            "side": _(geo.side_names[other]),
            "square": geo.label(trap.square),
            "place": geo.label(trap.place),
            "theirs": trap.sums[other],
            "mine": trap.sums[me],
        }
        # "Every totem move", "wherever this piece goes": said only when there is a choice.
        every = self.everywhere and len(self.risky) > 1
        if trap.ending:  # a totem move after which every piece traps it, and loses
            if every:
                text = _(
                    "Every totem move loses: on {square}, for example, every piece you could "
                    "place would trap the totem and end the game; {side} would win {theirs} to "
                    "{mine}."
                )
            else:
                text = _(
                    "After this move, every piece you could place would trap the totem and end "
                    "the game: {side} would win {theirs} to {mine} at best for you."
                )
        elif every:
            if view.phase is Phase.MOVE:
                text = _(
                    "Every totem move lets {side} trap the totem next turn: for example on "
                    "{square}, then a piece on {place}; {side} would win {theirs} to {mine}."
                )
            else:
                text = _(
                    "Wherever this piece goes, {side} can then trap the totem: for example on "
                    "{square}, then a piece on {place}; {side} would win {theirs} to {mine}."
                )
        elif view.phase is Phase.MOVE:
            text = _(
                "Whatever you place then, {side} can trap the totem next turn: for example on "
                "{square}, then a piece on {place}; {side} would win {theirs} to {mine}."
            )
        elif trap.forced:
            text = _(
                "Then {side} can take the totem to {square} and put a piece on {place}: every "
                "turn you would have left ends the game, and {side} would win {theirs} to {mine}."
            )
        elif trap.jump:
            text = _(
                "Then {side} can jump the totem to {square} and put a piece on {place}: you "
                "could not move it, and {side} would win {theirs} to {mine}."
            )
        else:
            text = _(
                "Then {side} can move the totem to {square} and put a piece on {place}: you "
                "could not move it, and {side} would win {theirs} to {mine}."
            )
        return text.format(**fields)


def draw_help_box(surface: pygame.Surface, warning: str | None) -> None:
    """The box under the value picker: a warning about the hovered square, else the reminder."""
    draw.parchment(surface, HELP_BOX, 10, shadow=False)
    if warning is None:
        lines, size = _help_lines()
        for i, line in enumerate(lines):
            at = (HELP_BOX.x + 12, HELP_BOX.y + 6 + i * (size + 4))
            theme.blit_text(surface, line, at, "body", size, theme.INK)
        return
    pygame.draw.rect(surface, theme.DANGER, HELP_BOX, 3, border_radius=10)
    title = _("Careful!")
    theme.blit_text(surface, title, (HELP_BOX.x + 12, HELP_BOX.y + 8), "bold", 19, theme.DANGER)
    room = pygame.Rect(HELP_BOX.x + 12, HELP_BOX.y + 34, PANEL_W - 24, HELP_BOX.h - 40)
    fitted, size = theme.fit_lines(warning, "body", 17, room.w, room.h, 12)
    step = theme.font("body", size).get_linesize()
    for i, line in enumerate(fitted):
        theme.blit_text(surface, line, (room.x, room.y + i * step), "body", size, theme.INK)


def _help_lines() -> tuple[list[str], int]:
    """The reminder, wrapped once per language, at the largest size from 17 down that fits the
    box (French and German run longer than English)."""
    lang = i18n.current()
    if lang not in _HELP:
        text: str = data()["table"]["help"]
        text = _(text)
        for size in range(17, 11, -1):
            lines = theme.wrap(text, PANEL_W - 24, "body", size)
            if len(lines) * (size + 4) <= HELP_BOX.h - 8:
                break
        rows = (HELP_BOX.h - 8) // (size + 4)
        if len(lines) > rows:  # still too long: the last row ends in an ellipsis
            lines = lines[: rows - 1] + [
                theme.elide(" ".join(lines[rows - 1 :]), PANEL_W - 24, "body", size)
            ]
        _HELP[lang] = (lines, size)
    return _HELP[lang]
