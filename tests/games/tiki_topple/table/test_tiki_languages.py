"""Tiki Topple in the player's language: the data's words (places, cards, hints) come through
the catalogue, and the cards drawn once and cached are drawn again after a change of language."""

from __future__ import annotations

import pygame
import pytest

from totemgame import i18n
from totemgame.games.tiki_topple.actions import Card, PlayCard
from totemgame.games.tiki_topple.content import card_text, place_name
from totemgame.games.tiki_topple.hint_words import explain_play
from totemgame.games.tiki_topple.rules import new_game
from totemgame.games.tiki_topple.table import cards, reveal


@pytest.fixture(autouse=True)
def _display():
    pygame.display.init()
    pygame.display.set_mode((8, 8))


def test_places_and_card_texts_follow_the_language(catalogues):
    assert place_name(0) == "1st"
    assert i18n.set_language("fr")
    assert place_name(0) == "1er"
    assert card_text(Card.TOAST).startswith("Retirez")
    i18n.set_language("en")
    assert card_text(Card.TOAST) == "Remove the bottom tiki for the rest of the round."


def test_the_hint_is_worded_in_the_language_of_the_table(catalogues):
    view = new_game(2, {}, 1).view(0)
    play = PlayCard(Card.UP1, view.line[-1])
    english = explain_play(view, play, 0.4)
    assert " from 9th to 8th" in english
    i18n.set_language("fr")
    french = explain_play(view, play, 0.4)
    assert " de 9e à 8e" in french and "9th" not in french


def test_cached_cards_are_drawn_again_after_a_change_of_language(catalogues):
    colour = (196, 120, 60)
    action = cards.action_card(Card.UP1, 82, 120, colour)
    secret = cards.secret_card(0, 262, 236)
    scored = reveal.scored_card(0, tuple(range(9)), 200, 150)
    assert cards.action_card(Card.UP1, 82, 120, colour) is action  # cached while nothing changes
    i18n.set_language("de")
    assert cards.action_card(Card.UP1, 82, 120, colour) is not action
    assert cards.secret_card(0, 262, 236) is not secret
    assert reveal.scored_card(0, tuple(range(9)), 200, 150) is not scored
