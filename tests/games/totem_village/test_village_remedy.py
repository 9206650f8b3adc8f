"""The die-out warning and the hint name the same remedy (dangers.remedy), a remedy the
warning names truly prevents the danger once laid, and a chosen remedy is accepted (after a
newcomer's game where the warning said Girls, the hint Youth, and choosing Girls made the
warning ask for Youth)."""

from __future__ import annotations

import re

from tests.games.totem_village.test_village_dangers_deciding import (
    SAFE,
    _hut,
    _two_players_at_choose,
)
from totemgame.games.totem_village import legality
from totemgame.games.totem_village.actions import Pick
from totemgame.games.totem_village.content import Spell
from totemgame.games.totem_village.dangers import _laid, _plain, lines
from totemgame.games.totem_village.hint_words import reason
from totemgame.games.totem_village.saving import rescue

NAMED = re.compile(r"(\w+) on hut (\d) would prevent it")


def _named(view):
    found = [m for line in lines(view) if (m := NAMED.search(line))]
    return [(Spell(m.group(1).lower()), int(m.group(2)) - 1) for m in found]


def test_the_warning_names_only_a_spell_that_prevents_the_danger_and_the_hint_agrees():
    # Both a woman and a man are missing after Ageing: Girls alone cannot save the family.
    s = _two_players_at_choose(SAFE, [_hut(mw=1, mm=1, elder=1), _hut(), _hut()])
    view = s.view(0)
    assert any("dies out" in line for line in lines(view))
    for spell, i in _named(view):
        after = _plain(_laid(view, 2, spell, 6 + i), 2)
        assert not any(d.key == "dies_out" for d in after), spell
    chosen = rescue(view, legality.legal(s, 2))
    named = [spell for spell, _i in _named(view)]
    assert (chosen.spell if chosen else None) == (named[0] if named else None)


def test_a_chosen_remedy_is_accepted_and_the_hint_chose_it():
    s = _two_players_at_choose(SAFE, [_hut(mw=1, mm=1, elder=1), _hut(ym=1), _hut()])
    view = s.view(0)
    assert _named(view) == [(Spell.GIRLS, 0)]
    chosen = rescue(view, legality.legal(s, 2))
    assert chosen == Pick(Spell.GIRLS)
    s.apply(0, chosen)
    (line,) = lines(s.view(0))
    assert "Your chosen Girls prevents it: lay it on hut 1." in line


def test_youth_saving_a_family_says_it_keeps_the_mature_woman_not_the_elder():
    # No couple shares a hut: no births; the mature woman ages, no woman is left.
    s = _two_players_at_choose(SAFE, [_hut(mw=1, elder=1), _hut(mm=1), _hut(ym=1)])
    view = s.view(0)
    assert _named(view) == [(Spell.YOUTH, 0)]
    chosen = rescue(view, legality.legal(s, 2))
    assert chosen == Pick(Spell.YOUTH)
    why = reason(view, chosen)
    assert "keeps a mature woman in your hut 1 from ageing" in why and "elder" not in why
