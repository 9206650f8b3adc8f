"""The final board's fixed parts, drawn into its cached picture: each pan's head (its pieces
and what it can weigh), the dark insets of the tray and the attempts list, every earlier
attempt's answer, and the Hint's suggested pieces: ghosts that read as suggestions (faded,
dashed in the hint's colour, labelled), never as pieces of the player's own."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from totemgame.games.totemic_might.pan_ranges import Range
from totemgame.games.totemic_might.table import pieces
from totemgame.i18n import _, ngettext
from totemgame.ui import theme
from totemgame.ui.hint_glow import HINT_COLOUR

if TYPE_CHECKING:
    from totemgame.games.totemic_might.view import MightView

HISTORY = pygame.Rect(630, 420, 260, 212)
# The pan's verdicts, light enough to read on the brown pan (each at least 4.5:1 on PAN_BROWN).
TOO_LIGHT = (160, 210, 250)  # a pan that cannot reach the target, whatever the weights
TOO_HEAVY = (255, 150, 130)
JUST_RIGHT = (140, 215, 120)
GHOST_ALPHA = 80  # the hint's pieces on their pans: faint beside the real ones
DASH = 6

_boxes: dict[tuple[int, int], pygame.Surface] = {}


def box(size: tuple[int, int]) -> pygame.Surface:
    """A dark inset (the tray, the attempts list), drawn once per size."""
    s = _boxes.get(size)
    if s is None:
        s = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(s, (44, 32, 22), s.get_rect(), border_radius=10)
        pygame.draw.rect(s, theme.GOLD_DARK, s.get_rect(), 2, border_radius=10)
        _boxes[size] = s
    return s


def dashed_rect(surface: pygame.Surface, colour: tuple[int, int, int], r: pygame.Rect) -> None:
    """A dashed outline (a suggestion, not a thing)."""
    for x in range(r.left, r.right, 2 * DASH):
        end = min(x + DASH, r.right - 1)
        pygame.draw.line(surface, colour, (x, r.top), (end, r.top), 2)
        pygame.draw.line(surface, colour, (x, r.bottom - 1), (end, r.bottom - 1), 2)
    for y in range(r.top, r.bottom, 2 * DASH):
        end = min(y + DASH, r.bottom - 1)
        pygame.draw.line(surface, colour, (r.left, y), (r.left, end), 2)
        pygame.draw.line(surface, colour, (r.right - 1, y), (r.right - 1, end), 2)


def draw_ghost(surface: pygame.Surface, tile: pygame.Surface, r: pygame.Rect) -> None:
    """A hinted piece where the hint puts it: the tile faded over a dark wash, a dashed frame in
    the hint's colour and a 'hint' tag across its top (its weight stays readable at its foot),
    so it never passes for a piece on the pan."""
    wash = pygame.Surface(r.size, pygame.SRCALPHA)
    wash.fill((20, 14, 10, 150))
    surface.blit(wash, r)
    ghost = tile.copy()
    ghost.set_alpha(GHOST_ALPHA)
    surface.blit(ghost, r)
    dashed_rect(surface, HINT_COLOUR, r.inflate(4, 4))
    # TRANSLATORS: the tag on a faint piece the Hint suggests putting on a pan
    tag = _("hint")
    size = theme.fit_size(tag, "bold", 13, r.w - 4, 9)
    img = theme.text(tag, "bold", size, HINT_COLOUR)
    # On a dark strip across the tile's top: clear of the piece's weight written at its foot.
    strip = pygame.Rect(r.x + 1, r.y + 1, r.w - 2, img.get_height() + 2)
    pygame.draw.rect(surface, (20, 14, 10), strip, border_radius=4)
    surface.blit(img, img.get_rect(midtop=(strip.centerx, strip.y + 1)))


def draw_pan_head(
    surface: pygame.Surface,
    pan: pygame.Rect,
    p: int,
    n: int,
    weighs: Range,
    target: Range,
    placing: bool = False,
) -> None:
    """'Pan 1 · 7 pieces' and what it can weigh (never below 0: balloons lift a pan off the
    scale, they do not make it weigh less than nothing), coloured when it surely misses the
    target. While pieces still wait in the tray (`placing`) a pan only says what it can weigh:
    a half-built layout is not judged."""
    head = ngettext("Pan {pan} · {n} piece", "Pan {pan} · {n} pieces", n).format(pan=p + 1, n=n)
    theme.blit_text(surface, head, (pan.x + 10, pan.y + 4), "bold", 18, theme.GOLD_BRIGHT)
    lo, hi = max(0, weighs[0]), max(0, weighs[1])
    if not n:
        # TRANSLATORS: a pan of the final balance with no piece on it
        text, colour = _("empty"), theme.TEXT_DIM
    else:
        exact = lo == hi
        text = _("weighs {weight}") if exact else _("can weigh {lo} to {hi}")
        colour = theme.TEXT
        if placing:
            pass  # no verdict on a layout still being built
        elif hi < target[0]:
            text = (
                _("weighs {weight}: too light") if exact else _("can weigh {lo} to {hi}: too light")
            )
            colour = TOO_LIGHT
        elif lo > target[1]:
            text = (
                _("weighs {weight}: too heavy") if exact else _("can weigh {lo} to {hi}: too heavy")
            )
            colour = TOO_HEAVY
        elif (lo, hi) == target or lo == hi:
            colour = JUST_RIGHT if target[0] <= lo and hi <= target[1] else colour
        text = text.format(weight=lo, lo=lo, hi=hi)
    theme.blit_text(surface, text, (pan.x + 10, pan.y + 27), "body", 17, colour)


def attempt_of(view: MightView, pans: list[int]) -> int | None:
    """The attempt number (1-based) that already weighed this arrangement, if any."""
    key = tuple(pans)
    for n, (arranged, _heavy, _light) in enumerate(view.feedback or (), start=1):
        if tuple(arranged) == key:
            return n
    return None


def draw_history(surface: pygame.Surface, view: MightView, now: int | None) -> None:
    """Every earlier attempt's answer, the one matching the pans now marked."""
    surface.blit(box(HISTORY.size), HISTORY)
    x, y = HISTORY.x + 10, HISTORY.y + 4
    theme.blit_text(surface, _("Earlier attempts"), (x, y), "bold", 18, theme.TEXT)
    y += 28
    feedback = view.feedback or ()
    if not feedback:
        note = _("None yet. A failed attempt tells you which pan was heaviest and which lightest.")
        for line in pieces.wrap(note, HISTORY.w - 20, "body", 16):
            theme.blit_text(surface, line, (x, y), "body", 16, theme.TEXT_DIM)
            y += 20
        return
    for n, (_arranged, heavy, light) in enumerate(feedback, start=1):
        colour = theme.GOLD_BRIGHT if n == now else theme.TEXT
        theme.blit_text(surface, f"{n}.", (x, y), "bold", 17, colour)
        text = _("Pan {heaviest} heaviest, {lightest} lightest").format(
            heaviest=heavy + 1, lightest=light + 1
        )
        size = theme.fit_size(text, "body", 17, HISTORY.right - 8 - x - 24, 12)
        theme.blit_text(surface, text, (x + 24, y), "body", size, colour)
        if n == now:
            theme.blit_text(surface, _("the pans now"), (x + 24, y + 19), "body", 15, theme.GOLD)
            y += 16
        y += 26


def draw_verdict(surface: pygame.Surface, text: str, won: bool) -> None:
    """The final's verdict over the bottom row, edged in green (balanced) or red."""
    panel = pygame.Rect(320, 640, 570, 72)
    pygame.draw.rect(surface, theme.BG_DEEP, panel, border_radius=8)
    pygame.draw.rect(surface, theme.OK if won else theme.DANGER, panel, 2, border_radius=8)
    for i, line in enumerate(pieces.wrap(text, panel.w - 20, "bold", 17)[:3]):
        at = (panel.x + 10, panel.y + 6 + i * 21)
        theme.blit_text(surface, line, at, "bold", 17, theme.TEXT)


def draw_attempt_line(surface: pygame.Surface, tries: int, marks: int, attempts: int) -> None:
    """'Attempt n of 6 · m failure marks' beside the buttons, after `tries` attempts."""
    theme.blit_text(
        surface,
        ngettext(
            "Attempt {n} of {all} · {marks} failure mark",
            "Attempt {n} of {all} · {marks} failure marks",
            marks,
        ).format(n=min(tries + 1, attempts), all=attempts, marks=marks),
        (512, 654),
        "bold",
        18,
        theme.TEXT,
        "midleft",
    )


def draw_advice(surface: pygame.Surface, text: str) -> None:
    """What to do next, under the title: one line, or two smaller ones clear of the beam."""
    size = 18
    lines = pieces.wrap(text, 876, "body", size)
    if len(lines) > 1:
        size = 16
        lines = pieces.wrap(text, 876, "body", size)
    step = size + 2
    for i, line in enumerate(lines[:2]):
        theme.blit_text(surface, line, (12, 54 + i * step), "body", size, theme.TEXT)


def piece_tile(view: MightView, i: int, size: tuple[int, int], per: list[Range]) -> pygame.Surface:
    """Final item `i` as a tile of `size`: a balloon with its lift ("?" when not told), a
    totem with the weights it can have (`per`: each item's range by what the viewer knows)."""
    kind, ref = view.final_items[i]
    w, h = size
    if kind == "balloon":
        wager = view.balloons[view.seat][ref] if view.seat is not None else ""
        lift = view.own_lifts[ref] if view.own_lifts and ref < len(view.own_lifts) else 0
        return pieces.tile(f"balloon:{wager}", 0, w, h, f"-{lift}" if lift else "?")
    lo, hi = per[i] if i < len(per) else (1, 20)
    caption = str(lo) if lo == hi else f"{lo}-{hi}"
    return pieces.tile("spirit" if kind == "spirit" else "copy", ref, w, h, caption)
