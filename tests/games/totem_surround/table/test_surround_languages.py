"""Totem Surround in the player's language: side names and refusals from the catalogue, and the
reminder under the value picker fits its box whole in every language."""

from __future__ import annotations

import pygame
import pytest

from totemgame import i18n
from totemgame.games.totem_surround.content import data, reason, side_name
from totemgame.games.totem_surround.table import danger
from totemgame.games.totem_surround.table.layout import HELP_BOX
from totemgame.text import said


def test_sides_and_refusals_follow_the_language(catalogues):
    refusal = reason("not_your_turn", side=side_name(1))
    assert refusal == said(refusal) == "It is Red's turn."
    assert i18n.set_language("fr")
    assert (side_name(0), side_name(1)) == ("Blanc", "Rouge")
    assert said(reason("not_your_turn", side=side_name(1))) == "C'est au tour de Rouge."
    assert said(refusal) == "C'est au tour de Rouge."  # made in English, said in French


@pytest.mark.parametrize("lang", ["en", "fr", "de", "pl"])
def test_the_reminder_fits_its_box_whole(lang, catalogues):
    pygame.font.init()
    i18n.set_language(lang)
    lines, size = danger._help_lines()
    assert len(lines) * (size + 4) <= HELP_BOX.h - 8
    text = i18n._(data()["table"]["help"])
    assert "".join("".join(lines).split()) == "".join(text.split())  # nothing cut
    if lang == "en":
        assert size == 17  # English keeps its size
