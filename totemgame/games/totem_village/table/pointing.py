"""Where to click on the Totem Village table: the next click towards a move (for Learn to play
and its self-test), the glow of a hinted move, and the board's named elements. Lookups in
what was drawn last; and, in a replay opened from a review, the mark of the move played.

Element keys, in the game's words (families and huts count from 1, as on the bands):
"family:2" (a family's band), "hut:1.3" (family 1's hut 3), "totem:1", "birds:1" (the
enclosure), "spells:1.2" (the spell tokens under family 1's hut 2), "track" (the phase
track), "phase:4" (one phase on it), "panel" (the decision panel), "key" (the villager key),
"button:Ready" (a panel button by its label).
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from totemgame.engine.game import Action
from totemgame.games.totem_village.actions import (
    Dismiss,
    KeepYoung,
    Move,
    Pick,
    Place,
    Reveal,
    Starve,
)
from totemgame.games.totem_village.content import KINDS, Spell
from totemgame.games.totem_village.table.families import (
    block_rect,
    enclosure_rect,
    hut_rect,
    spell_cells,
)
from totemgame.games.totem_village.table.panel import PANEL, Control, DecisionPanel, tick_rect
from totemgame.games.totem_village.table.port import VillageTable
from totemgame.games.totem_village.view import VillageView
from totemgame.i18n import _
from totemgame.ui import theme
from totemgame.ui.hint_glow import HINT_COLOUR, TAG_SIZE, draw_hint_glow, draw_played_mark


class Drawn(VillageTable, Protocol):
    """What the lookups read of the board beyond a VillageTable: where things were drawn last."""

    @property
    def token_hits(self) -> list[tuple[pygame.Rect, int, int]]:
        """The villagers drawn last: (rect, village hut, kind index)."""

    @property
    def spell_hits(self) -> list[tuple[pygame.Rect, int, Spell | None]]:
        """The spell tokens drawn last, topmost first."""

    @property
    def controls(self) -> list[Control]:
        """The panel's controls drawn last."""

    @property
    def panel(self) -> DecisionPanel:
        """The decision panel (`text_rect`: where its words were drawn)."""

    @property
    def skip_rect(self) -> pygame.Rect:
        """The button that skips the phase's animation."""

    @property
    def key_rect(self) -> pygame.Rect | None:
        """Where the villager key was drawn (None: not drawn)."""


TRACK = pygame.Rect(8, 8, 884, 40)
TABLE_W = 892  # the village and its panel; the side column is the app's


def element_for(table: Drawn, view: VillageView, action: Action) -> pygame.Rect | None:
    """The rect whose centre, clicked now, brings `action` one step closer from `view` (see
    Board.element_for)."""
    if not table.port.can_act:
        return None
    if isinstance(action, Move):
        hut = 3 * view.actor + action.src
        kind = KINDS.index(action.villager)
        if table.sel == (hut, kind):
            return hut_rect(3 * view.actor + action.dst)
        return _token(table, hut, kind)
    if isinstance(action, Dismiss | KeepYoung | Starve):
        family = view.target if isinstance(action, Starve) else view.actor
        return _token(table, 3 * family + action.hut, KINDS.index(action.villager))
    if isinstance(action, Place):
        if table.sel_spell is action.spell:
            return hut_rect(action.hut)
        return _control(table, action.spell)
    if isinstance(action, Pick | Reveal):
        return _control(table, action.spell)
    return _control(table, action)


def draw_hint(
    surface: pygame.Surface,
    table: Drawn,
    view: VillageView,
    hint: Action,
    placed: tuple[Any, ...],
    layer_key: object,
) -> tuple[Any, ...]:
    """Glow around the hinted villager, hut or button (see Board.highlight), and a
    "HINT" tag beside it in free space: it covers no label, villager, count or title.

    `placed` is where the tag went last, as this returns it: (what it was placed for, where the
    tag goes, the rect it is tied to); it is placed again only when the hint, its target or the
    village drawn (`layer_key`) change."""
    target, rings = marked(table, view, hint)
    for ring in rings:
        draw_hint_glow(surface, ring, table.port.time, tag=False)
    if target is None:
        return placed
    draw_hint_glow(surface, target, table.port.time, tag=False, radius=8)
    key = (hint, target.topleft, layer_key)
    if placed[0] != key:
        placed = (key, *tag_place(target, rings, taken_rects(table, view), view))
    box, tied = placed[1], placed[2]
    if box is None:
        return placed
    start, end = leader(box, tied.inflate(8, 8))
    if (start[0] - end[0]) ** 2 + (start[1] - end[1]) ** 2 > 8 * 8:
        # Away from its ring (no room beside it), the tag is tied to it by a line, so it cannot
        # be read as naming the button it happens to sit by.
        pygame.draw.line(surface, HINT_COLOUR, start, end, 2)
        pygame.draw.circle(surface, HINT_COLOUR, end, 3)
    label = theme.text(_("HINT"), "bold", TAG_SIZE, theme.BG_DEEP)
    pygame.draw.rect(surface, HINT_COLOUR, box, border_radius=6)
    surface.blit(label, label.get_rect(center=box.center))
    return placed


def marked(
    table: Drawn, view: VillageView, action: Action
) -> tuple[pygame.Rect | None, list[pygame.Rect]]:
    """Where `action` shows on the table: its villager or button (None: not drawn now), and
    the huts it lands on."""
    family = view.target if isinstance(action, Starve) else view.actor
    villager = getattr(action, "villager", None)
    src = action.src if isinstance(action, Move) else getattr(action, "hut", None)
    rings: list[pygame.Rect] = []
    if villager is not None and src is not None:
        if isinstance(action, Move):
            rings.append(hut_rect(family * 3 + action.dst))
        return _token(table, family * 3 + src, KINDS.index(villager)), rings
    if isinstance(action, Place):
        rings.append(hut_rect(action.hut))
    spell = getattr(action, "spell", None)
    target = next(
        (
            r
            for r, _l, what, _on in table.controls
            if what == action or (spell is not None and what == spell)
        ),
        None,
    )
    return target, rings


def draw_played(surface: pygame.Surface, table: Drawn, view: VillageView, played: Action) -> None:
    """In a replay opened from a review: a steady outline on the move played (its villager or
    button, and the hut it lands on), untagged: the hint's tag names the better move."""
    target, rings = marked(table, view, played)
    for rect in [*rings, *([target] if target is not None else [])]:
        draw_played_mark(surface, rect, tag=False)


def leader(box: pygame.Rect, ring: pygame.Rect) -> tuple[tuple[int, int], tuple[int, int]]:
    """The shortest line from the tag `box` to the `ring` around its target (its two ends)."""
    end = (
        min(max(box.centerx, ring.left), ring.right),
        min(max(box.centery, ring.top), ring.bottom),
    )
    start = (min(max(end[0], box.left), box.right), min(max(end[1], box.top), box.bottom))
    return start, end


def tag_size() -> tuple[int, int]:
    w, h = theme.text(_("HINT"), "bold", TAG_SIZE, theme.BG_DEEP).get_size()
    return w + 12, h + 4


# Where to try the tag, around its target's centre: every 4 px, nearest first.
_OFFSETS = sorted(
    ((dx, dy) for dx in range(-200, 201, 4) for dy in range(-160, 161, 4)),
    key=lambda o: o[0] * o[0] + o[1] * o[1],
)
BESIDE = 90  # px from the target's centre: nearer, a free spot with a clear line is "beside" it
FAR = 160  # px: how far to look for a spot whose line crosses no label before the nearest


def tag_place(
    target: pygame.Rect, rings: list[pygame.Rect], taken: list[pygame.Rect], view: VillageView
) -> tuple[pygame.Rect | None, pygame.Rect]:
    """(where the HINT tag goes, the rect it is tied to): beside the target when there is free
    space there with nothing between them; else beside the hut it names (a spell to lay),
    when that hut has room; else, for a button of the decision panel, no tag (None: the
    button's glow marks it); else the nearest free spot, tied to the target by its line."""
    blocked = taken + rings
    huts = [hut_rect(h) for h in range(3 * view.families)]
    # In another hut the tag would read as naming a villager there.
    others = [r for r in huts if not r.contains(target)]
    box, clear = tag_spot(target, blocked, home=_home(target, view), avoid=others)
    if clear:
        return box, target
    for ring in rings:  # the hut the spell goes to: its button is the first click, and glows
        away = [r for r in huts if r != ring]
        near, clear = tag_spot(ring, blocked, home=_band(ring, view), avoid=away)
        if clear:
            return near, ring
    if PANEL.contains(target):
        # A button with no room beside it: its glow alone marks it. A tag by the next button,
        # even tied by a line, was read as naming that button.
        return None, target
    return box, target


def _home(target: pygame.Rect, view: VillageView) -> pygame.Rect | None:
    """What the target belongs to: the hut holding a villager token, the decision panel
    holding a button (a tag inside it reads as naming what is in it)."""
    if PANEL.contains(target):
        return PANEL
    hut = next(
        (hut_rect(h) for h in range(3 * view.families) if hut_rect(h).contains(target)), None
    )
    return hut if hut is not None and hut != target else _band(target, view)


def _band(target: pygame.Rect, view: VillageView) -> pygame.Rect | None:
    return next(
        (block_rect(f) for f in range(view.families) if block_rect(f).contains(target)), None
    )


def tag_spot(
    target: pygame.Rect,
    taken: list[pygame.Rect],
    home: pygame.Rect | None = None,
    avoid: list[pygame.Rect] | None = None,
) -> tuple[pygame.Rect, bool]:
    """Where the hint tag goes near `target`, clear of every rect in `taken`, and whether it
    is beside it: the nearest free spot within BESIDE whose line to the target passes over
    nothing drawn (inside `home`, the target's hut or panel, and in its row or column, first).
    Else, not beside: the nearest free spot (within FAR) whose line passes between the labels
    (over borders and gaps only), else the nearest free spot; one over a rect of `avoid` (another
    hut) only when there is no other; above the target if none is free."""
    w, h = tag_size()
    ring = target.inflate(14, 14)
    blocked = [r.inflate(4, 4) for r in taken] + [ring]
    area = target.inflate(2 * FAR + w, 2 * FAR + h)  # what a line from a spot may cross
    others = [r for r in taken if not r.colliderect(target) and r.colliderect(area)]
    margins = [r.inflate(6, 6) for r in others]  # a line through a 4 px gap is not clear
    labels = [x for r in others if (x := r.inflate(-16, -12)).w > 0 and x.h > 0]
    bounds = pygame.Rect(0, 0, TABLE_W, 720)
    box = pygame.Rect(0, 0, w, h)
    found: list[pygame.Rect | None] = [None] * 6  # by rank, best first
    for dx, dy in _OFFSETS:  # nearest first
        box.center = (target.centerx + dx, target.centery + dy)
        if not bounds.contains(box) or box.collidelist(blocked) >= 0:
            continue
        if avoid and box.collidelist(avoid) >= 0:
            found[5] = found[5] or box.copy()
            continue
        start, end = leader(box, target.inflate(8, 8))
        far = dx * dx + dy * dy
        near = far <= BESIDE * BESIDE
        if near and not any(r.clipline(start, end) for r in margins):
            inside = home is None or home.contains(box)
            rank = (0 if _facing(box, target, margins) else 1) if inside else 2
        elif not any(r.clipline(start, end) for r in labels):
            rank = 3
        else:
            rank = 4
        if found[rank] is None:
            found[rank] = box.copy()
        if found[0] is not None:
            break  # the best there is
        if not near and any(f is not None for f in found[:4]):
            break  # no spot beside it: the nearest whose line crosses no label
        if far > FAR * FAR and found[4] is not None:
            break  # none whose line crosses no label: the nearest free spot
    for rank, spot in enumerate(found):
        if spot is not None:
            return spot, rank < 3
    box.midbottom = (target.centerx, ring.top - 2)
    return box, False


def _facing(box: pygame.Rect, target: pygame.Rect, others: list[pygame.Rect]) -> bool:
    """Whether `box` is in `target`'s row or column with nothing drawn between them."""
    if box.top < target.bottom and box.bottom > target.top:  # in its row
        top, bottom = max(box.top, target.top), min(box.bottom, target.bottom)
        left, right = min(box.right, target.right), max(box.left, target.left)
    elif box.left < target.right and box.right > target.left:  # in its column
        left, right = max(box.left, target.left), min(box.right, target.right)
        top, bottom = min(box.bottom, target.bottom), max(box.top, target.top)
    else:
        return False
    gap = pygame.Rect(left, top, max(1, right - left), max(1, bottom - top))
    return gap.collidelist(others) < 0


def taken_rects(table: Drawn, view: VillageView) -> list[pygame.Rect]:
    """What a tag must not cover: title bars, hut counts, totems, enclosures, villagers,
    spell tokens, the phase track, the panel's words and buttons."""
    out = [TRACK, pygame.Rect(PANEL.x, PANEL.y, 260, 40), table.panel.text_rect]
    for f in range(view.families):
        b = block_rect(f)
        out += [pygame.Rect(b.x, b.y, b.w, 26), pygame.Rect(b.x + 318, b.y + 26, 52, 206)]
        out.append(enclosure_rect(f).inflate(0, 44).move(0, 22))
        out += [
            pygame.Rect(hut_rect(h).x, hut_rect(h).y, hut_rect(h).w, 30)
            for h in range(3 * f, 3 * f + 3)
        ]
    out += [r for r, _h, _k in table.token_hits] + [r for r, _i, _s in table.spell_hits]
    out += [r for r, _l, _w, _on in table.controls] + [table.skip_rect]
    # A spell's tick (chosen, laid) sits half over its button's corner: keep it seen.
    out += [tick_rect(r) for r, _l, w, _on in table.controls if isinstance(w, Spell)]
    if table.key_rect is not None:
        out.append(table.key_rect)
    return out


def _token(table: Drawn, hut: int, kind: int) -> pygame.Rect | None:
    return next((r for r, h, k in table.token_hits if h == hut and k == kind), None)


def _control(table: Drawn, what: object) -> pygame.Rect | None:
    return next((r for r, _l, w, on in table.controls if w == what and on), None)


def board_element(table: Drawn, view: VillageView, key: str) -> pygame.Rect | None:
    """Where the element named `key` is drawn for `view` (None: no such element)."""
    kind, _sep, arg = key.partition(":")
    try:
        numbers = [int(x) - 1 for x in arg.split(".")] if arg and kind != "button" else []
    except ValueError:
        return None
    families = view.families
    if numbers and not 0 <= numbers[0] < families:
        return None
    if kind == "family" and numbers:
        return block_rect(numbers[0])
    if kind == "hut" and len(numbers) == 2 and 0 <= numbers[1] < 3:
        return hut_rect(3 * numbers[0] + numbers[1])
    if kind == "spells" and len(numbers) == 2 and 0 <= numbers[1] < 3:
        hut = 3 * numbers[0] + numbers[1]
        cells = spell_cells(hut_rect(hut), sum(1 for t in view.tokens if t[2] == hut))
        return cells[0].unionall(cells) if cells else None
    if kind == "totem" and numbers:
        b = block_rect(numbers[0])
        return pygame.Rect(b.x + 318, b.y + 28, 50, 204)
    if kind == "birds" and numbers:
        # The last catch's chip, the bird box and its count under it (not the space above).
        r = enclosure_rect(numbers[0])
        return pygame.Rect(r.x, r.y + 36, r.w, 152)
    if key == "track":
        return TRACK
    if kind == "phase" and len(numbers) == 1 and 0 <= numbers[0] < 8:
        return pygame.Rect(8 + numbers[0] * 111, 8, 105, 40)
    if key == "panel":
        return PANEL
    if key == "key":
        return table.key_rect
    if kind == "button":
        return next((r for r, label, _w, _on in table.controls if label in (arg, _(arg))), None)
    return None
