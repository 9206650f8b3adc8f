"""Pictures of Totem Village outside the table's live state: the rules screen's
illustrations, the game-selection card, the phase track and the board background."""

from __future__ import annotations

import pygame

from totemgame.games.totem_village.content import KINDS, SPELLS, content
from totemgame.games.totem_village.table import art
from totemgame.games.totem_village.table.panel import PANEL
from totemgame.games.totem_village.view import VillageView
from totemgame.i18n import _
from totemgame.ui import draw, theme

HUT_W, HUT_H = 102, 150


def card_art(size: tuple[int, int]) -> pygame.Surface:
    return art.card_art(size)


def rules_picture(key: str, width: int) -> pygame.Surface | None:
    """Pictures for the rules screen."""
    if key == "village":
        s = pygame.Surface((min(width, 420), 170), pygame.SRCALPHA)
        s.blit(art.hut((206, 62, 50), HUT_W, HUT_H), (0, 10))
        for i, k in enumerate((2, 3, 6)):
            s.blit(art.villager(k, 30), (6 + i * 31, 70))
        for i in range(4):
            s.blit(art.totem_piece((52, 110, 200), 48, 24, i), (130, 140 - (i + 1) * 24))
        for i in range(3):
            s.blit(art.bird(30), (200 + i * 32, 120))
        theme.blit_text(s, _("hut · totem · birds"), (200, 60), "body", 18, theme.INK)
        return s
    if key == "villagers":
        s = pygame.Surface((width, 120), pygame.SRCALPHA)
        for i, kind in enumerate(KINDS):
            x = (i % 4) * (width // 4)
            y = (i // 4) * 58
            s.blit(art.villager(i, 40), (x, y + 4))
            name = _(content().kind_names[kind])  # "młody mężczyzna" shrinks to its column
            size = theme.fit_size(name, "body", 17, width // 4 - 48, 12)
            theme.blit_text(s, name, (x + 44, y + 14), "body", size, theme.INK)
        return s
    if key == "spells":
        s = pygame.Surface((width, 110), pygame.SRCALPHA)
        for i, sp in enumerate(SPELLS):
            x = (i % 5) * (width // 5)
            y = (i // 5) * 54
            s.blit(art.spell_token(sp, 40), (x, y + 4))
            theme.blit_text(
                s, _(content().spell_names[sp]), (x + 44, y + 14), "body", 16, theme.INK
            )
        return s
    if key == "totem":
        s = pygame.Surface((min(width, 300), 160), pygame.SRCALPHA)
        for i in range(6):
            s.blit(art.totem_piece((64, 152, 72), 60, 26, i), (20, 156 - (i + 1) * 26))
        words = _("six pieces win")
        lines, size = theme.fit_lines(words, "body", 18, s.get_width() - 104, 66, 13)
        theme.blit_lines(s, lines, (100, 80), "body", size, theme.INK)
        return s
    return None


def draw_phase_track(s: pygame.Surface, view: VillageView) -> None:
    names = content().phase_names
    current = view.phase
    for i in range(1, 9):
        r = pygame.Rect(8 + (i - 1) * 111, 8, 105, 40)
        on = i == current and not view.over
        pygame.draw.rect(s, theme.GOLD if on else theme.WOOD, r, border_radius=8)
        pygame.draw.rect(s, theme.GOLD_BRIGHT if on else theme.WOOD_DARK, r, 2, border_radius=8)
        colour = theme.INK if on else theme.TEXT_DIM if i > current else theme.TEXT
        name = f"{i} {_(names[i])}"
        size = theme.fit_size(name, "bold", 16, r.w - 6, 11)  # "1 Rozmieszczenie"
        theme.blit_text(s, name, r.center, "bold", size, colour, anchor="center")


def draw_legend(s: pygame.Surface, box: pygame.Rect) -> pygame.Rect:
    """The free fourth corner (3 players): what each villager token means."""
    draw.parchment(s, box, 10, shadow=False)
    theme.blit_text(s, _("Villagers"), (box.x + 14, box.y + 8), "heading", 22, theme.INK)
    for i, k in enumerate(KINDS):
        x = box.x + 14 + (i % 2) * 212
        y = box.y + 44 + (i // 2) * 46
        s.blit(art.villager(i, 38), (x, y))
        theme.blit_text(s, _(content().kind_names[k]), (x + 46, y + 9), "body", 18, theme.INK)
    return box


def draw_key_line(s: pygame.Surface, buttons: list[pygame.Rect]) -> pygame.Rect | None:
    """The villager key in one line under the prompt (2 and 4 families leave no free corner),
    up to the first button on that line; smaller type for longer names, and no key at all
    when even that does not fit ("dojrzały mężczyzna" beside Done choosing)."""
    x, y = PANEL.x + 14, PANEL.bottom - 30
    band = pygame.Rect(PANEL.x, y - 2, PANEL.w, 26)
    width = min((r.x for r in buttons if r.colliderect(band)), default=PANEL.right) - 12 - x
    names = [_(content().kind_names[k]) for k in KINDS]
    size = 15
    while sum(25 + theme.font("body", size).size(n)[0] + 10 for n in names) > width:
        if size == 12:
            return None
        size -= 1
    for i, name in enumerate(names):
        s.blit(art.villager(i, 22), (x, y))
        label = (x + 25, y + 11)
        x = theme.blit_text(s, name, label, "body", size, theme.INK, anchor="midleft").right + 10
    return pygame.Rect(PANEL.x + 14, y, x - 10 - PANEL.x - 14, 22)


def background(size: tuple[int, int]) -> pygame.Surface:
    s = draw.vertical_gradient(size, (52, 84, 46), (88, 70, 42))
    rng = 12345
    for _i in range(160):
        rng = (rng * 1103515245 + 12345) & 0x7FFFFFFF
        x = rng % size[0]
        rng = (rng * 1103515245 + 12345) & 0x7FFFFFFF
        y = rng % size[1]
        pygame.draw.circle(s, (70, 100, 56), (x, y), 2 + rng % 3)
    return s
