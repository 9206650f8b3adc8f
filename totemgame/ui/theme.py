"""Look and feel: a warm torch-lit palette, player colours (incl. colour-blind safe), fonts, spacing.

Fonts and rendered text are cached: rendering text is the most expensive thing a frame does.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

import pygame

from totemgame import paths
from totemgame.i18n import N_
from totemgame.storage.settings import UI_SCALES

if TYPE_CHECKING:
    from pygame.typing import ColorLike

WIDTH, HEIGHT = 1280, 720

# -- palette ------------------------------------------------------------------------------
# A colour as the drawing functions take it: an RGB(A) tuple or a pygame Color.
Colour = tuple[int, int, int] | tuple[int, int, int, int] | pygame.Color

BG = (34, 24, 18)  # dark warm wood-smoke
BG_DEEP = (20, 14, 11)
WOOD = (96, 60, 34)
WOOD_DARK = (62, 38, 22)
WOOD_LIGHT = (140, 92, 52)
STONE = (92, 86, 78)
STONE_DARK = (58, 54, 50)
PARCHMENT = (236, 220, 184)
PARCHMENT_DARK = (212, 190, 146)
INK = (46, 30, 20)
INK_SOFT = (98, 74, 54)
GOLD = (224, 176, 72)
GOLD_BRIGHT = (252, 214, 112)
GOLD_DARK = (150, 108, 36)
TORCH = (255, 150, 50)
JUNGLE = (46, 92, 56)
JUNGLE_DARK = (24, 52, 34)
TEXT = (244, 232, 208)  # light text on dark backgrounds
TEXT_DIM = (184, 164, 134)
DISABLED = (120, 108, 92)
DANGER = (196, 72, 52)
OK = (98, 168, 88)
SHADOW = (0, 0, 0, 110)


@dataclass(frozen=True)
class PlayerColour:
    """A player colour with a name a player can say out loud (English; shown with `_()`)."""

    name: str
    rgb: tuple[int, int, int]


# The default set: saturated and warm, tuned to read well on parchment and dark wood.
PLAYER_COLOURS: tuple[PlayerColour, ...] = (
    PlayerColour(N_("Red"), (206, 62, 50)),
    PlayerColour(N_("Blue"), (52, 110, 200)),
    PlayerColour(N_("Green"), (64, 152, 72)),
    PlayerColour(N_("Yellow"), (232, 190, 40)),
    PlayerColour(N_("Purple"), (140, 80, 180)),
    PlayerColour(N_("Orange"), (236, 124, 36)),
    PlayerColour(N_("Teal"), (40, 160, 160)),
)

# Okabe-Ito: distinguishable under the common forms of colour blindness.
OKABE_ITO: tuple[PlayerColour, ...] = (
    PlayerColour(N_("Vermilion"), (213, 94, 0)),
    PlayerColour(N_("Blue"), (0, 114, 178)),
    PlayerColour(N_("Green"), (0, 158, 115)),  # Okabe-Ito "bluish green"; short names fit the setup
    PlayerColour(N_("Yellow"), (240, 228, 66)),
    PlayerColour(N_("Pink"), (204, 121, 167)),  # Okabe-Ito "reddish purple"
    PlayerColour(N_("Orange"), (230, 159, 0)),
    PlayerColour(N_("Sky blue"), (86, 180, 233)),
)


def player_colours(colour_blind: bool = False) -> tuple[PlayerColour, ...]:
    """The 7 player colours of the active palette."""
    return OKABE_ITO if colour_blind else PLAYER_COLOURS


def player_colour(index: int, colour_blind: bool = False) -> PlayerColour:
    """Colour `index` (wraps around) of the active palette."""
    cols = player_colours(colour_blind)
    return cols[index % len(cols)]


def ink_on(rgb: tuple[int, int, int]) -> tuple[int, int, int]:
    """Dark ink or light text, whichever reads better on a background of colour `rgb`."""
    r, g, b = rgb[:3]
    return INK if 0.299 * r + 0.587 * g + 0.114 * b > 150 else TEXT


# -- UI scale -----------------------------------------------------------------------------
# The window always shows the 1280x720 logical canvas (scaled to the window, letterboxed).
# "UI scale" makes menu text and controls larger on that canvas: menu scenes size their
# controls and fonts with `ui()`, and widgets shrink a label that would not fit its box.
_ui_scale = 1.0


def set_ui_scale(percent: int) -> None:
    """Use a UI scale of `percent` (one of UI_SCALES) from now on; menus rebuild on enter."""
    global _ui_scale
    _ui_scale = (percent if percent in UI_SCALES else 100) / 100


def ui_scale() -> float:
    """The current UI scale factor (1.0, 1.25 or 1.5)."""
    return _ui_scale


def ui(value: float) -> int:
    """`value` (a size in px at 100%) at the current UI scale."""
    return int(round(value * _ui_scale))


# -- spacing ------------------------------------------------------------------------------
PAD = 12
GAP = 10
RADIUS = 10
BUTTON_H = 48
ROW_H = 44

# -- fonts --------------------------------------------------------------------------------
BODY = 20
SMALL = 18
H1 = 72
H2 = 44
H3 = 30

_FONT_FILES = {
    "heading": ("fonts", "Lobster-Regular.otf"),
    "body": ("fonts", "Lato-Regular.ttf"),
    "bold": ("fonts", "Lato-Bold.ttf"),
}


def font(role: str = "body", size: int = BODY) -> pygame.font.Font:
    """A cached font: role is 'heading' (Lobster), 'body' (Lato) or 'bold' (Lato Bold)."""
    if not pygame.font.get_init():
        pygame.font.init()
        clear_font_caches()
    return _load_font(role, size)


def clear_font_caches() -> None:
    """Forget fonts and rendered text: pygame.quit() invalidates every Font object."""
    _load_font.cache_clear()
    _has_glyph.cache_clear()
    fit_size.cache_clear()
    fit_lines.cache_clear()
    _TEXT_CACHE.clear()


class _Font(pygame.font.Font):
    """A font that draws any text: characters no encoding can write (the lone surrogates that
    stand for the bytes of a file name that is not UTF-8) are drawn and measured as '?',
    where pygame would raise UnicodeEncodeError."""

    def render(
        self,
        text: str | bytes | None,
        antialias: bool,
        color: ColorLike,
        bgcolor: ColorLike | None = None,
        wraplength: int = 0,
    ) -> pygame.Surface:
        drawable = _drawable(text) if isinstance(text, str) else text
        return super().render(drawable, antialias, color, bgcolor, wraplength)

    def size(self, text: str | bytes, /) -> tuple[int, int]:
        return super().size(_drawable(text) if isinstance(text, str) else text)


def _drawable(text: str) -> str:
    if not text.isascii():
        return text.encode("utf-8", "replace").decode("utf-8")
    return text


@cache
def _load_font(role: str, size: int) -> pygame.font.Font:
    try:
        return _Font(str(paths.asset(*_FONT_FILES[role])), size)
    except (OSError, FileNotFoundError, KeyError):
        # A damaged install still shows text, in pygame's built-in font.
        return _Font(None, int(size * 1.3))


_TEXT_CACHE: OrderedDict[tuple[str, str, int, tuple[int, ...]], pygame.Surface] = OrderedDict()
_TEXT_CACHE_MAX = 1024
# While set (the language self-test), every newly rendered text is checked for characters its
# font lacks: {(role, character): the text it was in}.
missing_glyphs_seen: dict[tuple[str, str], str] | None = None
_NOT_A_GLYPH = "\U0010fffd"  # a private-use character no font of ours draws: the .notdef box


def missing_glyphs(s: str, role: str = "body") -> set[str]:
    """The characters of `s` the font of `role` has no glyph for (drawn as its .notdef box).
    pygame's Font.metrics gives the box's metrics rather than None for those, so each
    character's picture is compared with the box's."""
    return {ch for ch in set(s) if not ch.isspace() and not _has_glyph(role, ch)}


@cache
def _has_glyph(role: str, ch: str) -> bool:
    f = font(role, 24)
    box = f.render(_NOT_A_GLYPH, False, (255, 255, 255), (0, 0, 0))
    drawn = f.render(ch, False, (255, 255, 255), (0, 0, 0))
    if drawn.get_size() != box.get_size():
        return True
    return bytes(pygame.image.tobytes(drawn, "RGB")) != bytes(pygame.image.tobytes(box, "RGB"))


def text(s: str, role: str = "body", size: int = BODY, colour: Colour = TEXT) -> pygame.Surface:
    """Rendered, antialiased text, cached (LRU) so steady frames render nothing."""
    key = (s, role, size, tuple(colour))
    surf = _TEXT_CACHE.get(key)
    if surf is None:
        if missing_glyphs_seen is not None:
            for ch in missing_glyphs(s, role):
                missing_glyphs_seen.setdefault((role, ch), s)
        surf = font(role, size).render(s, True, colour)
        _TEXT_CACHE[key] = surf
        if len(_TEXT_CACHE) > _TEXT_CACHE_MAX:
            _TEXT_CACHE.popitem(last=False)
    else:
        _TEXT_CACHE.move_to_end(key)
    return surf


@cache
def fit_size(s: str, role: str, size: int, width: int, minimum: int = 16) -> int:
    """The largest font size <= `size` (but >= `minimum`) at which `s` fits in `width` px."""
    while size > minimum and font(role, size).size(s)[0] > width:
        size -= 1
    return size


_DANGLING = {"vs", "and", "or", "of", "the", "a", "to", "\u2014", "\u2013", "-"}


def elide(s: str, width: int, role: str = "body", size: int = BODY) -> str:
    """`s`, cut after a word and ended with an ellipsis if it is wider than `width` px."""
    f = font(role, size)
    if f.size(s)[0] <= width:
        return s
    words = s.split(" ")
    while len(words) > 1:
        words.pop()
        while len(words) > 1 and words[-1].lower() in _DANGLING:
            words.pop()  # "Mia vs..." says less than "Mia..."
        short = " ".join(words).rstrip(",;:") + "\u2026"
        if f.size(short)[0] <= width:
            return short
    return s[: max(1, len(s) * width // max(1, f.size(s)[0]) - 1)] + "\u2026"


def wrap(s: str, width: int, role: str = "body", size: int = BODY) -> list[str]:
    """Split `s` into lines no wider than `width` pixels (paragraphs kept on '\\n')."""
    f = font(role, size)
    lines: list[str] = []
    for para in s.split("\n"):
        # A short bracket stays whole on its line ("Krokodil (2 von 4)", never "(2 / von 4)").
        words = [
            part
            for unit in _bracketed(para.split(" "))
            for part in ([unit] if f.size(unit)[0] <= width else unit.split(" "))
        ]
        line = ""
        for w in words:
            trial = w if not line else line + " " + w
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = w
        lines.append(line)
    return lines


def _bracketed(words: list[str], most: int = 3) -> list[str]:
    """`words` with each bracket of up to `most` words joined into one unit (a short one with
    the word it belongs to: "Krokodil (2 von 4);"). A longer bracket wraps like the rest: kept
    whole, it left the line before it half empty ("...the final round" / "(the Hint paces
    you). This...")."""
    out: list[str] = []
    i = 0
    while i < len(words):
        w = words[i]
        end = i if w.startswith("(") else -1
        if w.startswith("(") and ")" not in w:
            end = next((k for k in range(i + 1, min(len(words), i + most)) if ")" in words[k]), -1)
        if end >= 0:
            group = " ".join(words[i : end + 1])
            # a short one ("(2 von 4);") goes with its word rather than start a line alone
            if len(group) <= 12 and out and not out[-1].endswith((":", ";", ",", ".")):
                group = out.pop() + " " + group
            out.append(group)
            i = end + 1
            continue
        out.append(w)
        i += 1
    return out


@cache
def fit_lines(
    s: str, role: str, size: int, width: int, height: int, minimum: int = 12
) -> tuple[tuple[str, ...], int]:
    """`s` at the largest size <= `size` at which it fits `width` px on one line or, wrapped,
    on as many lines as `height` px hold (a control's label at 150% wraps before it shrinks
    to nothing). Past `minimum`, one line at `minimum` (and fit_size tells the layout check)."""
    for sz in range(size, minimum - 1, -1):
        f = font(role, sz)
        if f.size(s)[0] <= width:
            return (s,), sz
        lines = wrap(s, width, role, sz)
        if len(lines) * f.get_linesize() <= height and all(f.size(ln)[0] <= width for ln in lines):
            return tuple(lines), sz
    return (s,), fit_size(s, role, minimum, width, minimum)


def blit_lines(
    surface: pygame.Surface,
    lines: tuple[str, ...],
    midleft: tuple[int, int],
    role: str,
    size: int,
    colour: Colour = TEXT,
) -> None:
    """`lines` (from fit_lines) stacked and centred on `midleft`'s height."""
    lh = font(role, size).get_linesize()
    y = midleft[1] - lh * (len(lines) - 1) // 2
    for i, line in enumerate(lines):
        blit_text(surface, line, (midleft[0], y + i * lh), role, size, colour, "midleft")


def blit_text(
    surface: pygame.Surface,
    s: str,
    pos: tuple[int, int],
    role: str = "body",
    size: int = BODY,
    colour: Colour = TEXT,
    anchor: str = "topleft",
) -> pygame.Rect:
    """Draw cached text with its rect's `anchor` at `pos`; returns the rect drawn."""
    surf = text(s, role, size, colour)
    rect = surf.get_rect(**{anchor: pos})
    surface.blit(surf, rect)
    return rect


def blit_shadowed(
    surface: pygame.Surface,
    s: str,
    pos: tuple[int, int],
    role: str = "heading",
    size: int = H2,
    colour: Colour = GOLD_BRIGHT,
    anchor: str = "center",
    offset: int = 3,
) -> pygame.Rect:
    """Text with a soft dark drop shadow, for headings over busy backgrounds."""
    shadow = text(s, role, size, (10, 6, 4))
    rect = shadow.get_rect(**{anchor: pos})
    surface.blit(shadow, rect.move(offset, offset))
    surface.blit(text(s, role, size, colour), rect)
    return rect
