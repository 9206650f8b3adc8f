"""Layout check: which texts overflow their boxes, for the layout test (tests/ui/test_layouts.py).

Off by default and free when off: `recording()` puts recording versions of the shared text and
panel helpers (theme.blit_text, blit_shadowed, fit_size, elide; draw.parchment, wood_panel, dim)
in place of the plain ones for as long as it lasts, so a frame drawn without it runs exactly the
code it ran before (pygame.draw.rect too: its filled boxes are the tables' panels). While
recording, each drawn frame (`Recorder.frame`) is checked:
- a text whose ink leaves the surface it is drawn on (the screen, a rules page);
- two different texts whose ink overlaps or touches (less than TOUCH px apart on a line);
- a text whose ink crosses the edge of the panel it starts in (parchment, wood, or a box
  filled with pygame.draw.rect);
- a text that a fit (theme.fit_size) could not shrink into its width even at the smallest size;
- a text cut short by the clipping rectangle of the surface it is drawn on;
- a text cut with an ellipsis (theme.elide): the test then hovers it and fails unless the
  tooltip shows the whole text (`Recorder.cuts`).
"""

from __future__ import annotations

import contextlib
import inspect
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import pygame

from totemgame.ui import draw, theme

_TEXT_ARGS = inspect.signature(theme.blit_text)
_SHADOWED_ARGS = inspect.signature(theme.blit_shadowed)
TOUCH = 3  # px: closer than this, two texts on one line read as one word
EDGE = 2  # px: the ink keeps this far inside a panel's rim
PANEL_W, PANEL_H = 40, 20  # a box filled with pygame.draw.rect at least this big is a panel


@dataclass(frozen=True)
class Overflow:
    """One text that does not hold in its box, on one screen."""

    screen: str
    kind: (
        str  # "off the surface", "touches", "crosses the panel edge", "too wide", "cut by the clip"
    )
    text: str
    box: tuple[int, int, int, int]  # what it should stay in (or the text it touches)
    drawn: tuple[int, int, int, int]  # the text's ink (or, for a fit, its width at minimum)

    def __str__(self) -> str:
        return f"{self.screen}: {self.kind}: {self.text!r} drawn {self.drawn} box {self.box}"


@dataclass
class _Frame:
    """What a screen drew, per surface (the screen, and the cached pictures tables draw into:
    kept alive, so their ids stay theirs)."""

    surfaces: dict[int, pygame.Surface] = field(default_factory=dict)
    drawn_at: dict[int, int] = field(default_factory=dict)  # the tick each was last drawn on
    texts: dict[int, dict[tuple[str, tuple], pygame.Rect]] = field(default_factory=dict)
    panels: dict[int, list[pygame.Rect]] = field(default_factory=dict)


class Recorder:
    """What was drawn in the current frame, and every overflow found so far."""

    def __init__(self) -> None:
        self.screen = ""
        self.overflows: list[Overflow] = []
        # Texts cut with an ellipsis this screen: (whole text, where drawn, drawn on the screen?)
        self.cuts: list[tuple[str, pygame.Rect, pygame.Surface]] = []
        self._cut_words: dict[str, str] = {}  # shortened -> whole, until drawn
        self._frame = _Frame()
        self._ink: dict[tuple, pygame.Rect] = {}
        self._tick = 0
        self.ignored: set[int] = set()  # ids of surfaces not checked (the window: see `frame`)

    def tick(self) -> None:
        """A new frame begins: a surface drawn on again is drawn anew (what it held before,
        a text since changed, is gone); a picture cached earlier keeps its texts."""
        self._tick += 1

    def _surface(self, surface: pygame.Surface) -> int:
        sid = id(surface)
        if self._frame.drawn_at.get(sid) != self._tick:
            self._frame.drawn_at[sid] = self._tick
            self._frame.texts.pop(sid, None)
            self._frame.panels.pop(sid, None)
        self._frame.surfaces[sid] = surface
        return sid

    # -- what the helpers report --------------------------------------------------------
    def text(self, surface: pygame.Surface, s: str, rect: pygame.Rect, key: tuple) -> None:
        ink = self._ink.get(key)
        if ink is None:
            ink = self._ink[key] = theme.text(*key).get_bounding_rect()
        if not ink.w or not s.strip():
            return
        where = ink.move(rect.topleft)
        clip = surface.get_clip()
        if clip.size != surface.get_size() and not clip.contains(where):
            self._add("cut by the clip", s, clip, where)  # no ellipsis, no tooltip: just cut
        sid = self._surface(surface)
        self._frame.texts.setdefault(sid, {})[s, tuple(where)] = where
        whole = self._cut_words.get(s)
        if whole is not None and all(c[0] != whole for c in self.cuts):
            self.cuts.append((whole, where, surface))

    def panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        self._frame.panels.setdefault(self._surface(surface), []).append(pygame.Rect(rect))

    def veil(self, surface: pygame.Surface) -> None:
        """Everything under a dimming veil is out of play (a dialog is read on top)."""
        self._frame.texts.pop(id(surface), None)
        self._frame.panels.pop(id(surface), None)

    def unfit(self, s: str, role: str, size: int, width: int) -> None:
        wide = theme.font(role, size).size(s)[0]
        self._add("too wide", s, (0, 0, width, 0), (0, 0, wide, size))

    def cut(self, short: str, whole: str) -> None:
        if short != whole:
            self._cut_words[short] = whole

    # -- the checks --------------------------------------------------------------------
    @contextlib.contextmanager
    def frame(self, screen: str) -> Iterator[None]:
        """Open and draw `screen` inside this (its frames still, nothing moving: the texts of
        every frame are checked together when it ends, with those its cached pictures took)."""
        self.screen, self._frame, self.cuts = screen, _Frame(), []
        yield
        for sid, texts in self._frame.texts.items():
            if sid in self.ignored:
                continue
            size = self._frame.surfaces[sid].get_size()
            self._check(list(texts.values()), list(texts), self._frame.panels.get(sid, []), size)
        self._frame = _Frame()

    def _check(self, inks, keys, panels: list[pygame.Rect], size) -> None:
        texts = [(s, ink) for (s, _where), ink in zip(keys, inks, strict=True)]
        whole = pygame.Rect((0, 0), size)
        for s, ink in texts:
            if not whole.contains(ink):
                self._add("off the surface", s, whole, ink)
            home = [p for p in panels if p.collidepoint(ink.topleft)]
            if home:
                box = min(home, key=lambda p: p.w * p.h).inflate(-2 * EDGE, -2 * EDGE)
                if not box.contains(ink):
                    self._add("crosses the panel edge", s, box, ink)
        seen = set()
        for i, (s, ink) in enumerate(texts):
            near = ink.inflate(2 * TOUCH, 0)
            for t, other in texts[i + 1 :]:
                if t != s and near.colliderect(other) and (s, t) not in seen:
                    seen.add((s, t))
                    self._add(f"touches {t!r}", s, other, ink)

    def tooltip_missing(self, whole: str, where: pygame.Rect, why: str) -> None:
        """A cut text whose whole words no tooltip shows (the test hovered it: `why`)."""
        self._add(f"cut without a tooltip ({why})", whole, where, where)

    def _add(self, kind: str, s: str, box, drawn) -> None:
        found = Overflow(self.screen, kind, s, tuple(box), tuple(drawn))
        if found not in self.overflows:
            self.overflows.append(found)


@contextlib.contextmanager
def recording() -> Iterator[Recorder]:
    """Record (and check) every text drawn until the block ends; then the plain helpers."""
    rec = Recorder()
    plain: dict[tuple[Any, str], Callable[..., Any]] = {
        (theme, "blit_text"): theme.blit_text,
        (theme, "blit_shadowed"): theme.blit_shadowed,
        (theme, "fit_size"): theme.fit_size,
        (theme, "elide"): theme.elide,
        (draw, "parchment"): draw.parchment,
        (draw, "wood_panel"): draw.wood_panel,
        (draw, "dim"): draw.dim,
    }

    def blit_text(*args, **kw):
        call = _TEXT_ARGS.bind(*args, **kw)
        call.apply_defaults()
        rect = plain[theme, "blit_text"](*args, **kw)
        a = call.arguments
        rec.text(a["surface"], a["s"], rect, (a["s"], a["role"], a["size"], tuple(a["colour"])))
        return rect

    def blit_shadowed(*args, **kw):
        call = _SHADOWED_ARGS.bind(*args, **kw)
        call.apply_defaults()
        rect = plain[theme, "blit_shadowed"](*args, **kw)
        a = call.arguments
        rec.text(a["surface"], a["s"], rect, (a["s"], a["role"], a["size"], tuple(a["colour"])))
        return rect

    def fit_size(s, role, size, width, minimum=16):
        got = plain[theme, "fit_size"](s, role, size, width, minimum)
        if theme.font(role, got).size(s)[0] > width:
            rec.unfit(s, role, got, width)
        return got

    def elide(s, width, role="body", size=theme.BODY):
        short = plain[theme, "elide"](s, width, role, size)
        rec.cut(short, s)
        return short

    def parchment(surface, rect, *args, **kw):
        plain[draw, "parchment"](surface, rect, *args, **kw)
        rec.panel(surface, rect)

    def wood_panel(surface, rect, *args, **kw):
        plain[draw, "wood_panel"](surface, rect, *args, **kw)
        rec.panel(surface, rect)

    def dim(surface, *args, **kw):
        plain[draw, "dim"](surface, *args, **kw)
        rec.veil(surface)

    plain_rect = pygame.draw.rect

    def rect(surface, colour, r, width=0, *args, **kw):  # a filled box of some size: a panel
        got = plain_rect(surface, colour, r, width, *args, **kw)
        if width == 0 and got.w >= PANEL_W and got.h >= PANEL_H:
            rec.panel(surface, got)
        return got

    local = locals()
    theme.fit_lines.cache_clear()  # its fits that fail report through fit_size: anew
    try:
        for (module, name), _fn in plain.items():
            setattr(module, name, local[name])
        setattr(pygame.draw, "rect", rect)  # noqa: B010 - mypy: a stand-in, not a redefinition
        yield rec
    finally:
        for (module, name), fn in plain.items():
            setattr(module, name, fn)
        setattr(pygame.draw, "rect", plain_rect)  # noqa: B010
