"""The Tiki Topple pictures of the in-app rules screen."""

from __future__ import annotations

import pygame

from totemgame.games.tiki_topple.actions import CARDS
from totemgame.games.tiki_topple.content import content, data, place_name
from totemgame.games.tiki_topple.table import art, cards
from totemgame.games.tiki_topple.table.layout import CARD_H, CARD_W
from totemgame.i18n import _
from totemgame.ui import theme


def rules_picture(key: str, width: int) -> pygame.Surface | None:
    """The picture named `key` in the data file's [[rules]] sections, `width` pixels wide."""
    if key == "line":
        return _starting_line(width)
    if key == "cards":
        s = pygame.Surface((min(width, 5 * 96), CARD_H + 4), pygame.SRCALPHA)
        for i, c in enumerate(CARDS):
            s.blit(cards.action_card(c, CARD_W, CARD_H, (196, 120, 60)), (i * 96, 2))
        return s
    if key == "secret":
        return cards.printed_card_picture(width)
    if key == "tikis":
        cols = 3
        s = pygame.Surface((width, 3 * 64), pygame.SRCALPHA)
        for t in range(9):
            x, y = (t % cols) * (width // cols), (t // cols) * 64
            s.blit(art.tiki_surface(t, 96, 44), (x, y + 2))
            theme.blit_text(s, content().tiki_names[t], (x + 100, y + 14), "body", 17, theme.INK)
        return s
    return None


def _starting_line(width: int) -> pygame.Surface:
    """A starting line: the shell group on top, then fish bone, then starfish, each group
    shuffled inside, as the set-up builds it (group names from the data file)."""
    names = data()["groups"]
    groups = content().groups
    order = [(groups[1], names["B"]), (groups[2], names["C"]), (groups[0], names["A"])]
    rows = [(t, label if i == 0 else "") for g, label in order for i, t in enumerate(g[::-1])]
    s = pygame.Surface((width, 9 * 34 + 4), pygame.SRCALPHA)
    for i, (t, label) in enumerate(rows):
        y = 2 + i * 34
        if i % 3 == 0:
            band = pygame.Rect(0, y - 1, min(width, 470), 3 * 34 - 5)
            pygame.draw.rect(s, (216, 198, 160), band, border_radius=8)
            # TRANSLATORS: a group of tikis by the symbol on their backs ("shell group")
            group = _("{symbol} group").format(symbol=_(label))
            # In its band, right of the names ("3rd  Nani" ends near 250 px): a long group
            # name ("groupe arête de poisson") moves left, then shrinks.
            wide = theme.font("bold", 17).size(group)[0]
            x = max(250, min(330, band.right - 8 - wide))
            size = theme.fit_size(group, "bold", 17, band.right - 6 - x, 12)
            theme.blit_text(s, group, (x, y + 40), "bold", size, theme.INK_SOFT)
        s.blit(art.tiki_surface(t, 66, 30), (8, y + 1))
        # TRANSLATORS: a place in the line and the tiki standing there ("1st  Nani")
        text = _("{place}  {tiki}").format(place=place_name(i), tiki=content().tiki_names[t])
        theme.blit_text(s, text, (86, y + 5), "body", 17, theme.INK)
    return s
