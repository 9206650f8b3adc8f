"""The tiki heads stay readable when drawn small (rules picture, round summary, Toasted box)."""

from __future__ import annotations

import pygame
import pytest

from totemgame.games.tiki_topple.table import art


def dark_share(surface: pygame.Surface) -> float:
    """The share of the head's opaque pixels that are near black (outline, eyes, mouth)."""
    opaque = dark = 0
    for x in range(surface.get_width()):
        for y in range(surface.get_height()):
            r, g, b, a = surface.get_at((x, y))
            if a > 128:
                opaque += 1
                dark += r + g + b < 150
    return dark / opaque


@pytest.fixture(autouse=True)
def _display():
    pygame.display.init()
    pygame.display.set_mode((8, 8))


@pytest.mark.parametrize("tiki", range(9))
def test_a_small_head_is_no_darker_than_a_large_one(tiki):
    # Carved at a fixed line width, a 24 px head was over half black (Akamai's teeth, Nui's
    # eyes): shrunk from a readable size, it keeps the large head's proportions.
    large = dark_share(art.tiki_surface(tiki, 96, 72))
    for w, h in ((48, 36), (32, 24), (24, 18)):
        assert dark_share(art.tiki_surface(tiki, w, h)) <= large * 1.25 + 0.01, (w, h)
