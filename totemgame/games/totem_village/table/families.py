"""The family bands of the village: each family's three huts with its villagers and the
spell tokens laid under them, its totem and its birds. The bands keep what they drew last
(villagers and spell tokens, by rectangle) for the scene's clicks and tooltips."""

from __future__ import annotations

import pygame

from totemgame.games.totem_village.content import Spell, content, shown
from totemgame.games.totem_village.table import art
from totemgame.games.totem_village.table.marks import Marks
from totemgame.games.totem_village.table.panel import counted_out_of_six, spell_count_note
from totemgame.games.totem_village.table.port import VillageTable
from totemgame.games.totem_village.view import VillageView
from totemgame.i18n import _, ngettext, pgettext
from totemgame.paths import load_data
from totemgame.text import count, out_of, words
from totemgame.ui import draw, theme

BLOCK_W, BLOCK_H = 438, 236
BLOCKS = ((8, 58), (454, 58), (8, 298), (454, 298))
HUT_W, HUT_H = 102, 150
Colour = tuple[int, int, int]


def block_rect(f: int) -> pygame.Rect:
    """Family `f`'s band."""
    x, y = BLOCKS[f]
    return pygame.Rect(x, y, BLOCK_W, BLOCK_H)


def hut_rect(hut: int) -> pygame.Rect:
    """Village hut `hut` (family hut // 3)."""
    b = block_rect(hut // 3)
    return pygame.Rect(b.x + 5 + (hut % 3) * (HUT_W + 2), b.y + 30, HUT_W, HUT_H)


def enclosure_rect(f: int) -> pygame.Rect:
    """Family `f`'s bird enclosure."""
    b = block_rect(f)
    return pygame.Rect(b.x + 372, b.y + 30, 62, 126)


class FamilyBands:
    """The families' bands, and the villagers and spell tokens drawn on them last."""

    def __init__(self) -> None:
        self.token_hits: list[tuple[pygame.Rect, int, int]] = []  # (rect, hut, kind index)
        # (rect, hut, spell or None when face down and not yours); topmost first
        # Per spell token: its rectangle, the caster's family, the spell if this seat may see it.
        self.spell_hits: list[tuple[pygame.Rect, int, Spell | None]] = []
        self.marks = Marks()  # every player's last move, for the bands' notes
        self.notes: dict[int, str] = {}  # the note drawn last in each family's title bar

    def draw(self, s: pygame.Surface, table: VillageTable, view: VillageView) -> None:
        """Every family's band, remembering where each villager and token went."""
        self.token_hits = []
        self.spell_hits = []
        for f in range(view.families):
            self.draw_family(s, table, view, f)

    def draw_family(
        self, s: pygame.Surface, table: VillageTable, view: VillageView, f: int
    ) -> None:
        b = block_rect(f)
        colour = table.port.seat_colour(view.owner[f])
        acting = view.actor == f
        draw.parchment(s, b, 10, shadow=False)
        pygame.draw.rect(
            s, colour, (b.x, b.y, b.w, 26), border_top_left_radius=10, border_top_right_radius=10
        )
        badge = f"{f + 1}"
        pygame.draw.circle(s, theme.PARCHMENT, (b.x + 14, b.y + 13), 10)
        theme.blit_text(s, badge, (b.x + 14, b.y + 13), "bold", 16, theme.INK, anchor="center")
        # Ink or light text by the band's lightness: white on yellow would not read.
        ink = theme.ink_on(colour)
        room = b.w - 38
        note = spell_count_note(view, f) or (_("lost its last elder") if view.elder_hit[f] else "")
        t = load_data("totem-village")["marks"]
        last = self.marks.moves.get(view.owner[f])
        if not note and view.stage_name == "arrange" and f in view.queue and not acting:
            note = shown(t["pending"])  # its huts are as the births left them, not yet arranged
        elif not note and last is not None and last.family == f:
            note = words(t["last"], move=last.label())
        suffix = family_tag(view, f) + (deciding() if acting else "")
        size, note, title = band_fit(table.port.names[view.owner[f]], note, suffix, room)
        self.notes[f] = note
        if note:
            at = (b.right - 8, b.y + 4 + (16 - size) // 2)
            theme.blit_text(s, note, at, "body", size, ink, anchor="topright")
        theme.blit_text(s, title, (b.x + 30, b.y + 2), "bold", 18, ink)
        if acting or (view.stage_name == "starve" and view.target == f):
            pygame.draw.rect(
                s, theme.GOLD_BRIGHT if acting else theme.DANGER, b, 3, border_radius=10
            )
        for i in range(3):
            self.draw_hut(s, table, view, 3 * f + i, colour)
        self.draw_totem(s, view, f, colour)
        self.draw_enclosure(s, view, f)

    def draw_hut(
        self, s: pygame.Surface, table: VillageTable, view: VillageView, hut: int, colour: Colour
    ) -> None:
        r = hut_rect(hut)
        s.blit(art.hut(colour, r.w, r.h), r.topleft)
        counts = view.huts[hut]
        people = [k for k in range(7) for _i in range(counts[k])]
        n = len(people)
        for rect, k in zip(villager_cells(r, n), people, strict=True):
            s.blit(art.villager(k, rect.w), rect)
            if table.sel == (hut, k):  # picked up: a bold gold ring, edged dark to stand out
                pygame.draw.circle(s, theme.BG_DEEP, rect.center, rect.w // 2 + 7, 2)
                pygame.draw.circle(s, theme.GOLD_BRIGHT, rect.center, rect.w // 2 + 5, 4)
            self.token_hits.insert(0, (rect, hut, k))  # the topmost answers the pointer first
        youth = view.youth_left[hut] if view.stage_name == "youth" else 0
        draw_hut_count(s, r, n, counted_out_of_six(view, hut), youth)
        toks = [t for t in view.tokens if t[2] == hut]
        for t, rect in zip(toks, spell_cells(r, len(toks)), strict=True):
            size = rect.w
            spell = t[1]
            face = art.spell_token(spell, size, revealed=bool(t[3]))
            s.blit(face, rect)
            pygame.draw.circle(
                s, table.port.seat_colour(view.owner[t[0]]), rect.center, size // 2, 3
            )
            # The caster's family number too: the ring's colour alone is not enough.
            # On a small token the badge sits on the corner of its square, off the face.
            badge = 8 if size >= 28 else 7
            inset = (badge, badge - 2) if size >= 28 else (3, 3)
            corner = (rect.right - inset[0], rect.y + inset[1])
            pygame.draw.circle(s, theme.PARCHMENT, corner, badge)
            pygame.draw.circle(s, theme.INK, corner, badge, 1)
            theme.blit_text(
                s, str(t[0] + 1), corner, "bold", 16 if size >= 28 else 13, theme.INK, "center"
            )
            # The topmost token answers the pointer first.
            hit = (rect, t[0], spell if (t[3] or view.mine(t[0])) else None)
            self.spell_hits.insert(0, hit)

    def draw_totem(self, s: pygame.Surface, view: VillageView, f: int, colour: Colour) -> None:
        b = block_rect(f)
        x, base = b.x + 318, b.y + 230
        for i in range(6):
            slot = pygame.Rect(x, base - (i + 1) * 24, 50, 24)
            if i < view.totem[f]:
                s.blit(art.totem_piece(colour, 50, 24, i), slot)
            else:
                pygame.draw.rect(s, theme.PARCHMENT_DARK, slot.inflate(-14, -4), 1, border_radius=4)
        # TRANSLATORS: the title over a family's totem pole
        totem = pgettext("pole", "Totem")
        theme.blit_text(s, totem, (x + 25, b.y + 30), "bold", 16, theme.INK, anchor="midtop")
        theme.blit_text(
            s, out_of(view.totem[f], 6), (x + 25, b.y + 50), "bold", 18, theme.INK, anchor="midtop"
        )

    def draw_enclosure(self, s: pygame.Surface, view: VillageView, f: int) -> None:
        r = enclosure_rect(f)
        r2 = pygame.Rect(r.x, r.y + 60, r.w, 104)
        pygame.draw.rect(s, (170, 140, 90), r2, 2, border_radius=4)
        for i in range(min(view.birds[f], 6)):
            s.blit(art.bird(26), (r2.x + 4 + (i % 2) * 28, r2.y + 4 + (i // 2) * 28))
        birds = count(view.birds[f], "bird")  # "5 oiseaux": within the enclosure's width
        size = theme.fit_size(birds, "bold", 16, r2.w + 4, 12)
        theme.blit_text(s, birds, (r2.centerx, r2.bottom + 4), "bold", size, theme.INK, "midtop")


MIN_TOKEN = 28  # a villager token never gets smaller: its shape tells its age


def villager_cells(r: pygame.Rect, n: int) -> list[pygame.Rect]:
    """Where `n` villagers stand in hut `r`, inside its walls: six or fewer in two columns of
    large tokens (the count sits in the roof), up to twelve in three columns, more in rows
    that overlap a little (each later token over the one before), never below MIN_TOKEN."""
    floor = pygame.Rect(r.x + 6, r.y + 28, r.w - 12, r.h - 34)
    if n <= 6:
        cols, size, gap = 2, 38, 10
    elif n <= 9:
        cols, size, gap = 3, 30, 0
    else:
        cols, size, gap = 3, MIN_TOKEN, 1
    rows = -(-n // cols)
    if rows * (size + 1) - 1 <= floor.h:
        width = cols * size + (cols - 1) * gap
        x0 = floor.x + (floor.w - width) // 2
        return [
            pygame.Rect(
                x0 + (i % cols) * (size + gap), floor.y + (i // cols) * (size + 1), size, size
            )
            for i in range(n)
        ]
    size = MIN_TOKEN
    cols = 4 if n <= 24 else 5
    rows = -(-n // cols)
    step_x = (floor.w - size) // (cols - 1)
    step_y = min(size + 1, (floor.h - size) // max(1, rows - 1))
    return [
        pygame.Rect(floor.x + (i % cols) * step_x, floor.y + (i // cols) * step_y, size, size)
        for i in range(n)
    ]


def spell_cells(r: pygame.Rect, n: int) -> list[pygame.Rect]:
    """Where `n` spell tokens lie under hut `r`, centred under it and never wider than it: up
    to three side by side; from four on, smaller, in two rows (the first holds the extra one)
    that still end inside the band. Up to six never overlap; more overlap like a fanned hand."""
    if not n:
        return []
    if n <= 3:
        return _token_row(r, n, 30, r.bottom + 2)
    size = 24
    first = (n + 1) // 2
    return _token_row(r, first, size, r.bottom + 2) + _token_row(
        r, n - first, size, r.bottom + 4 + size
    )


def _token_row(r: pygame.Rect, n: int, size: int, y: int) -> list[pygame.Rect]:
    step = min(size + 2, (r.w - 4 - size) // max(1, n - 1))
    x0 = r.centerx - (size + (n - 1) * step) // 2
    return [pygame.Rect(x0 + i * step, y, size, size) for i in range(n)]


def draw_hut_count(
    s: pygame.Surface, r: pygame.Rect, n: int, arranging: bool, youth: int = 0
) -> pygame.Rect:
    """The hut's head count on a tag in its roof (the floor is for the villagers, the strip
    below for spell tokens); while arranging, out of 6 and, above 6, in red with "too many";
    "+ Youth" while a Youth spell waits for its villager."""
    cap = content().hut_capacity
    over = arranging and n > cap
    label = out_of(n, cap) if arranging else str(n)
    if over:
        # TRANSLATORS: a hut's head count while arranging, above its room: "7/6 too many"
        label = _("{n}/{capacity} too many").format(n=n, capacity=cap)
    if youth and not over:  # too many first: a hut over its room must be fixed now
        # TRANSLATORS: on a hut's roof: the head count, then the Youth spells still waiting
        # for a villager ("2 + Youth": two villagers, and a Youth comes)
        label = ngettext("{count} + Youth", "{count} + {n} Youth", youth).format(
            n=youth, count=label
        )
    size = theme.fit_size(label, "bold", 13 if (over or youth) else 16, r.w - 24, 9)
    if over and size < 12:  # "8/6 zu viele" would be unreadable: the red "8/6" says it
        label = out_of(n, cap)
        size = theme.fit_size(label, "bold", 13, r.w - 24, 9)
    colour = theme.DANGER if over else theme.INK
    text = theme.text(label, "bold", size, colour)
    tag = text.get_rect(center=(r.centerx, r.y + 17)).inflate(8, 2)
    tag.clamp_ip(r.inflate(-8, -4))
    pygame.draw.rect(s, theme.PARCHMENT, tag, border_radius=6)
    pygame.draw.rect(s, colour, tag, 1, border_radius=6)
    s.blit(text, text.get_rect(center=tag.center))
    return tag


def family_tag(view: VillageView, f: int) -> str:
    """Which of a player's two families (2 players), else nothing."""
    if view.players != 2:
        return ""
    # TRANSLATORS: after a player's name on a family's band (2 players: two families each)
    return _(" · 1st family") if f < 2 else _(" · 2nd family")


def deciding() -> str:
    """The band title's mark of the family deciding now."""
    # TRANSLATORS: after a player's name on the band of the family that decides now
    return _("  (deciding)")


def note_fit(note: str, suffix: str, width: int) -> tuple[int, str]:
    """The note's font size and the title's suffix in a title bar `width` px wide: the note
    shrinks (16 down to 12), then "(deciding)" gives way (the band's gold frame says it),
    so the note and the family's name never run into each other."""
    if not note:
        return 16, suffix
    for text in dict.fromkeys((suffix, suffix.replace(deciding(), ""))):
        room = width - theme.font("bold", 18).size(text)[0] - 40 - 12  # 40: a name's start
        size = theme.fit_size(note, "body", 16, room, minimum=12)
        if theme.font("body", size).size(note)[0] <= room:
            return size, text
    return 12, suffix.replace(deciding(), "")


def band_title(name: str, suffix: str, width: int) -> str:
    """A family band's title in `width` px: a long player name is cut, never the suffix."""
    room = width - theme.font("bold", 18).size(suffix)[0]
    return theme.elide(name, max(20, room), "bold", 18) + suffix


def band_fit(name: str, note: str, suffix: str, width: int) -> tuple[int, str, str]:
    """(the note's font size, the note shown, the title) of a band's title bar `width` px
    wide: the player's name is whole; the status gives way first: the note shrinks (16 down
    to 12), then "(deciding)" goes (the band's gold frame says it), then the note. Only a
    name too long for the bar alone is cut (band_title)."""
    bold = theme.font("bold", 18)
    plain = suffix.replace(deciding(), "")
    for shown_note in dict.fromkeys((note, "")):
        for text in dict.fromkeys((suffix, plain)):
            room, size = width, 16
            if shown_note:
                free = width - bold.size(name + text)[0] - 12
                size = theme.fit_size(shown_note, "body", 16, free, minimum=12)
                room -= theme.font("body", size).size(shown_note)[0] + 12
            if bold.size(name + text)[0] <= room:
                return size, shown_note, name + text
    return 16, "", band_title(name, plain, width)


def family_note(view: VillageView, seat: int) -> str:
    """A player's line in the side panel: totem height, head count, birds (with 2 players,
    both families' totems and head counts)."""
    fams = [f for f in range(view.families) if view.owner[f] == seat]
    if len(fams) == 1:
        f = fams[0]
        # TRANSLATORS: a player's line in the side panel: totem height, head count, birds
        return _("totem {totem}/6, {people} people, {birds}").format(
            totem=view.totem[f], people=view.size(f), birds=count(view.birds[f], "bird")
        )
    # TRANSLATORS: the two families' values in "totems 2/6 & 3/6, 9 & 11 people"
    both = _("{first} & {second}")
    # TRANSLATORS: the same with 2 players (two families): "totems 2/6 & 3/6, 9 & 11 people"
    return _("totems {totems}, {people} people").format(
        totems=both.format(
            first=out_of(view.totem[fams[0]], 6), second=out_of(view.totem[fams[1]], 6)
        ),
        people=both.format(first=view.size(fams[0]), second=view.size(fams[1])),
    )
