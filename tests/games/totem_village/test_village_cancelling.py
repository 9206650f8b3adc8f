"""A hint's reason for revealing a spell counts the spells already face up on that hut: a
revealed Twins is cancelled by Infertility (the births go on), a revealed cure protects the
hut from Disease (after a newcomer's game where both reasons were false)."""

from __future__ import annotations

from tests.games.totem_village.test_village_dangers_deciding import _hut
from totemgame.games.totem_village.actions import Reveal
from totemgame.games.totem_village.board import STAGES
from totemgame.games.totem_village.content import Spell
from totemgame.games.totem_village.hint_words import reason, spell_effect
from totemgame.games.totem_village.rules import new_game

RIVAL_HUT = 3  # family 1's hut 1 (seat 1); seat 0 runs families 0 and 2


def _revealing(stage: str, rival: list[int], tokens: list[list]):
    s = new_game(2, {}, 9)
    s.huts[RIVAL_HUT] = list(rival)
    s.stage = STAGES.index(stage)
    s.tokens = tokens
    s.queue = [0]
    return s.view(0)


def test_infertility_on_a_revealed_twins_says_it_cancels_the_twins():
    couples = _hut(yw=2, mm=2)  # 2 babies, 4 with Twins
    twins = [1, Spell.TWINS, RIVAL_HUT, True]
    view = _revealing("reveal3", couples, [twins, [0, Spell.INFERTILITY, RIVAL_HUT, False]])
    why = reason(view, Reveal(Spell.INFERTILITY))
    assert "stops the" not in why
    assert "cancels the Twins" in why and "2 babies instead of 4" in why
    # Without the Twins it still stops the births.
    view = _revealing("reveal3", couples, [[0, Spell.INFERTILITY, RIVAL_HUT, False]])
    assert "stops the 2 births" in reason(view, Reveal(Spell.INFERTILITY))
    # It matters less against the Twins (2 babies fewer, not 4).
    alone = spell_effect(view, 0, Spell.INFERTILITY, RIVAL_HUT)[0]
    view = _revealing("reveal3", couples, [twins, [0, Spell.INFERTILITY, RIVAL_HUT, False]])
    assert 0 < spell_effect(view, 0, Spell.INFERTILITY, RIVAL_HUT)[0] < 2 * alone


def test_disease_on_a_hut_under_a_revealed_cure_says_the_cure_protects_it():
    hut = _hut(girl=2, yw=2, mm=2, elder=1)  # 7 villagers, 2 of them children
    disease = [0, Spell.DISEASE, RIVAL_HUT, False]
    view = _revealing("reveal6", hut, [[1, Spell.MAJOR_CURE, RIVAL_HUT, True], disease])
    why = reason(view, Reveal(Spell.DISEASE))
    assert "would kill the" not in why and "would kill nobody" in why
    assert "Major cure revealed there protects" in why
    assert spell_effect(view, 0, Spell.DISEASE, RIVAL_HUT)[0] == 0
    view = _revealing("reveal6", hut, [[1, Spell.MINOR_CURE, RIVAL_HUT, True], disease])
    why = reason(view, Reveal(Spell.DISEASE))
    assert (
        "would kill only 2 villagers" in why
        and "the children" in why
        and "Minor cure revealed there" in why
    )
    assert "7 villagers" not in why
    view = _revealing("reveal6", hut, [disease])
    assert "would kill the 7 villagers" in reason(view, Reveal(Spell.DISEASE))
