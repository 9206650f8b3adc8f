"""Pictures outside the table: the game-selection card, rules-screen illustrations, and the
table's background (torch-lit stone with a carved border), each drawn once."""

from __future__ import annotations

import pygame

from totemgame.games.totemic_might.table import art, grid, pieces
from totemgame.games.totemic_might.table.balance import ThreePanBalance, TwoPanScale
from totemgame.i18n import _
from totemgame.ui import draw, theme


def card_art(size: tuple[int, int]) -> pygame.Surface:
    return art.card_art(size)


def table_background(size: tuple[int, int]) -> pygame.Surface:
    """Dark temple stone, a faint glow in the middle."""
    w, h = size
    s = draw.vertical_gradient(size, (40, 30, 26), (22, 16, 13))
    glow = pygame.Surface(size, pygame.SRCALPHA)
    for r in range(360, 0, -40):
        pygame.draw.circle(glow, (255, 150, 60, 6), (w // 2, h // 2), r)
    s.blit(glow, (0, 0))
    for y in range(0, h, 48):  # faint stone courses
        pygame.draw.line(s, (48, 38, 32), (0, y), (w, y), 1)
    return s.convert() if pygame.display.get_surface() else s


def rules_picture(key: str, width: int) -> pygame.Surface | None:
    """'grid': the 20 totems; 'auction': a series' six items; 'scale': both balances."""
    if key == "grid":
        f = grid.frame()
        s = pygame.Surface(f.get_size(), pygame.SRCALPHA)
        s.blit(f, (0, 0))
        for t in range(20):
            r = grid.cell_rect(t).move(-grid.ORIGIN[0] + 4, -grid.ORIGIN[1] + 4)
            s.blit(
                art.totem_figure(t, grid.FIG_W, grid.FIG_H), (r.centerx - grid.FIG_W // 2, r.y + 8)
            )
        if s.get_width() > width:
            s = pygame.transform.smoothscale(
                s, (width, int(s.get_height() * width / s.get_width()))
            )
        return s
    if key == "auction":
        s = pygame.Surface((min(width, 6 * 72), 90), pygame.SRCALPHA)
        for i, item in enumerate((3, 11, 17, 6, 14, -1)):
            s.blit(pieces.item_tile(64, 84, item), (i * 72, 2))
        return s
    if key == "scale":
        s = pygame.Surface((min(width, 640), 230), pygame.SRCALPHA)
        sc = TwoPanScale(pygame.Rect(0, 0, 300, 210))
        sc.tip(-1, instant=True)
        sc.draw(s, [pieces.tile("spirit", 2, 34, 44)], [pieces.tile("trial", 9, 34, 44)])
        if s.get_width() >= 600:
            three = ThreePanBalance(pygame.Rect(320, 10, 320, 200))
            three.show(0, 2, instant=True)
            three.draw_frame(s)
            # TRANSLATORS: under a pan of the three-pan balance in the rules' picture
            for p, label in ((0, _("heaviest")), (2, _("lightest"))):
                pan = three.pan_rect(p)
                for k in range(3):
                    s.blit(
                        pieces.tile("copy", (p * 7 + k * 3) % 20, 26, 34),
                        (pan.x + 8 + k * 28, pan.y + 10),
                    )
                theme.blit_text(
                    s, label, (pan.centerx, pan.bottom + 2), "body", 16, theme.INK, "midtop"
                )
        # TRANSLATORS: under the two-pan scale in the rules' picture
        theme.blit_text(s, _("left heavier"), (150, 212), "body", 16, theme.INK, "midtop")
        return s
    return None
