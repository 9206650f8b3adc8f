"""Totem Village: Hard reads a rival's face-down token by where it lies (beliefs.py), from
the seat's view alone, and its worlds draw the token by that reading."""

from __future__ import annotations

from totemgame.engine.rng import Rng
from totemgame.games.totem_village.actions import EndPick, EndReveal, Pass, Ready
from totemgame.games.totem_village.beliefs import token_beliefs
from totemgame.games.totem_village.content import Spell
from totemgame.games.totem_village.rules import VillageState, new_game
from totemgame.games.totem_village.world import sample_world

NEUTRAL = (Ready, EndPick, EndReveal, Pass)
HARM = (Spell.DISEASE, Spell.INFERTILITY, Spell.FAMINE)
HELP = (Spell.TWINS, Spell.PLENTY, Spell.MAJOR_CURE)


def two_players_choosing(seed: int = 3) -> VillageState:
    s = new_game(2, {}, seed)
    while s.stage_name != "choose":
        seat = s.to_move()[0]
        s.apply(seat, next(a for a in s.legal_actions(seat) if isinstance(a, NEUTRAL)))
    return s


def with_token(spell: Spell, on_family: int) -> tuple[VillageState, int, int]:
    """A game where family 1 (seat 1) laid `spell` face down on the first hut of
    `on_family`, a hut holding two couples and the family's only elder; returns (state,
    token index, hut)."""
    s = two_players_choosing()
    hut = 3 * on_family
    s.huts[hut] = [0, 0, 1, 1, 1, 1, 1]  # two couples and an elder
    s.huts[hut + 2] = [0, 0, 0, 0, 1, 1, 0]  # the family's other elder is gone
    s.tokens.append([1, spell, hut, False])
    return s, len(s.tokens) - 1, hut


def belief(s: VillageState, seat: int, i: int) -> dict[Spell, float]:
    return token_beliefs(s.view(seat))[i]


def test_a_rivals_token_on_your_crowded_hut_is_read_as_harm():
    s, i, _ = with_token(Spell.DISEASE, on_family=0)  # family 0 is seat 0's
    b = belief(s, 0, i)
    assert abs(sum(b.values()) - 1.0) < 1e-9
    assert sum(b[sp] for sp in HARM) > 2 * sum(b[sp] for sp in HELP)
    assert max(b, key=b.__getitem__) is Spell.DISEASE
    assert b[Spell.DISEASE] > 0.2 > 0.1 > b[Spell.PLENTY]


def test_a_token_on_its_casters_own_hut_is_read_as_help():
    s, i, _ = with_token(Spell.TWINS, on_family=1)
    b = belief(s, 0, i)
    assert sum(b[sp] for sp in HELP) > 2 * sum(b[sp] for sp in HARM)


def test_the_reading_uses_only_the_view_not_the_token_itself():
    harm, i, _ = with_token(Spell.DISEASE, on_family=0)
    gift, j, _ = with_token(Spell.PLENTY, on_family=0)
    assert i == j
    assert belief(harm, 0, i) == belief(gift, 0, j)


def test_own_tokens_and_revealed_spells_are_not_guessed():
    s, i, _ = with_token(Spell.DISEASE, on_family=0)
    assert i not in token_beliefs(s.view(1))  # the caster's own seat knows it
    s.tokens.append([3, Spell.FAMINE, 0, False])  # family 3 is seat 1's too
    s.tokens.append([1, Spell.YOUTH, 4, True])  # face up: known to all
    b = token_beliefs(s.view(0))
    assert set(b) == {i, len(s.tokens) - 2}
    assert Spell.YOUTH not in b[i]  # family 1 has shown its Youth: the token is another


def test_worlds_draw_the_token_by_the_reading():
    s, i, _ = with_token(Spell.DISEASE, on_family=0)
    view = s.view(0)
    beliefs = token_beliefs(view)
    draws = 400
    read = sum(
        sample_world(view, Rng(k), beliefs).tokens[i][1] is Spell.DISEASE for k in range(draws)
    )
    alike = sum(sample_world(view, Rng(k)).tokens[i][1] is Spell.DISEASE for k in range(draws))
    assert read > 2 * alike
    assert abs(read / draws - beliefs[i][Spell.DISEASE]) < 0.08
