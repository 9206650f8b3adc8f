"""The decision panel's words laid out to fit their box, every line whole: the prompt, then
the warnings in their red box. The full prompt is tried at sizes 18 down to 15, then its
shorter wording (the data file's "_short") down to 14; with 2 and 4 families the villager
key's line gives up its room next. Whatever still does not fit scrolls (the mouse wheel over
the panel), with a mark saying there is more: a line is never cut."""

from __future__ import annotations

from dataclasses import dataclass, replace

import pygame

from totemgame.ui import theme

SIZES = (18, 17, 16, 15, 14)
SMALLEST = 14
WARN_FILL = (246, 214, 196)


def line_h(size: int) -> int:
    """The height of a prompt line at `size` (a warning line: line_h(size) - 1)."""
    return size + 5


@dataclass(frozen=True)
class PanelText:
    """The prompt and warning lines as they fit, and the height they take."""

    detail: tuple[str, ...]
    size: int
    warn: tuple[str, ...]
    warn_size: int
    height: int
    key_line: bool = True  # the villager key keeps its line under the text


def _laid(text: str, warnings: list[str], width: int, size: int) -> PanelText:
    wsize = max(SMALLEST, size - 1)
    detail = theme.wrap(text, width, "body", size) if text else []
    warn = [ln for w in warnings for ln in theme.wrap(w, width - 12, "bold", wsize)]
    height = len(detail) * line_h(size) + (len(warn) * (line_h(wsize) - 1) + 6 if warn else 0)
    return PanelText(tuple(detail), size, tuple(warn), wsize, height)


def lay_out(
    detail: str, short: str, warnings: list[str], width: int, height: int, key_h: int = 0
) -> PanelText:
    """The largest layout of `detail` (else `short`) and `warnings` in `width` x `height`
    px, keeping `key_h` px under it for the villager key while it can; at the smallest size
    the short wording, taller than the box (the panel scrolls it)."""
    for key_line in (True, False) if key_h else (False,):
        room = height - (key_h if key_line else 0)
        for text in dict.fromkeys((detail, short)):
            for size in SIZES if text == detail else SIZES[1:]:
                laid = _laid(text, warnings, width, size)
                if laid.height <= room:
                    return replace(laid, key_line=key_line)
    return replace(_laid(short, warnings, width, SMALLEST), key_line=False)


def draw_text(s: pygame.Surface, laid: PanelText, box: pygame.Rect, scroll: int) -> None:
    """The lines in `box`, `scroll` px down; a mark at the edge where more lines wait."""
    clip = s.get_clip()
    s.set_clip(box.clip(clip) if clip else box)
    y = box.y - scroll
    for line in laid.detail:
        theme.blit_text(s, line, (box.x, y), "body", laid.size, theme.INK_SOFT)
        y += line_h(laid.size)
    wh = line_h(laid.warn_size) - 1
    if laid.warn:
        frame = pygame.Rect(box.x - 6, y, box.w + 6, len(laid.warn) * wh + 4)
        pygame.draw.rect(s, WARN_FILL, frame, border_radius=6)
        pygame.draw.rect(s, theme.DANGER, frame, 2, border_radius=6)
    for line in laid.warn:
        theme.blit_text(s, line, (box.x, y + 2), "bold", laid.warn_size, theme.DANGER)
        y += wh
    s.set_clip(clip)
    if scroll > 0:
        _mark(s, (box.right + 2, box.y + 2), up=True)
    if laid.height - scroll > box.h:
        _mark(s, (box.right + 2, box.bottom - 10), up=False)


def _mark(s: pygame.Surface, at: tuple[int, int], up: bool) -> None:
    """A small triangle: more lines above (up) or below; the wheel scrolls them."""
    x, y = at
    points = (
        [(x, y + 8), (x + 5, y), (x + 10, y + 8)] if up else [(x, y), (x + 10, y), (x + 5, y + 8)]
    )
    pygame.draw.polygon(s, theme.DANGER, points)
