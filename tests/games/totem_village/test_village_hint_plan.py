"""After a newcomer pressed Hint at every Magic decision: the hint never suggests a second cure
for a hut the family's cure already protects (nor any spell its own spells make void), it
says what a spell costs in birds, and the hut it names when it says to choose a spell is the
hut it names when it says to lay it (one plan for the Magic step, plan.py)."""

from __future__ import annotations

import re

from tests.games.totem_village.test_village_dangers_deciding import (
    SAFE,
    _hut,
    _two_players_at_choose,
)
from totemgame.games.totem_village import plan
from totemgame.games.totem_village.actions import EndPick, Pick, Place
from totemgame.games.totem_village.ai import make_agent
from totemgame.games.totem_village.content import Spell
from totemgame.games.totem_village.heuristics import spell_value
from totemgame.games.totem_village.hint_words import hint, instruction, reason
from totemgame.games.totem_village.rules import new_game

# Seat 0's 2nd family: a crowded hut 1 (two couples, an elder, a girl), a couple, a boy.
CROWDED = [_hut(yw=2, ym=1, mm=1, elder=1, girl=1), _hut(yw=1, ym=1), _hut(boy=1)]
CURES = (Spell.MAJOR_CURE, Spell.MINOR_CURE)


def _choosing(totem: int = 3):
    s = _two_players_at_choose(SAFE, CROWDED)
    s.totem[2] = totem
    return s


def test_no_second_cure_is_suggested_for_a_hut_the_first_cure_protects():
    s = _choosing()
    s.apply(0, Pick(Spell.MAJOR_CURE))
    view = s.view(0)
    _v, covered = plan.hut_for(view, 2, Spell.MAJOR_CURE)
    assert covered == 6  # the crowded hut: the Major cure protects everyone there
    # The Minor cure would add nothing there: it is neither planned nor said for that hut...
    _value, minor = plan.hut_for(view, 2, Spell.MINOR_CURE)
    assert minor != covered
    assert "your hut 1" not in reason(view, Pick(Spell.MINOR_CURE))
    # ...and where it would go it protects too little to be worth a token: not suggested.
    legal = s.legal_actions(0)
    assert Pick(Spell.MINOR_CURE) in legal
    assert Pick(Spell.MINOR_CURE) not in plan.candidates(view, 2, legal, len(legal))
    for seed in range(3):
        agent = make_agent("hard", seed, budget=0.2)
        assert agent.choose(view, None) != Pick(Spell.MINOR_CURE)


def test_two_chosen_cures_are_planned_on_two_huts_and_laid_there():
    s = _choosing()
    s.apply(0, Pick(Spell.MINOR_CURE))
    s.apply(0, Pick(Spell.MAJOR_CURE))
    view = s.view(0)
    huts = {sp: plan.planned(view, 2)[sp][1] for sp in CURES}
    assert huts[Spell.MAJOR_CURE] != huts[Spell.MINOR_CURE]
    s.apply(0, EndPick())
    while s.stage_name == "choose" or s.actor != 2:
        seat = s.owner[s.actor]
        s.apply(seat, EndPick() if s.stage_name == "choose" else s.legal_actions(seat)[-1])
    placing = s.view(0)
    agent = make_agent("hard", 1, budget=0.2)
    first = agent.choose(placing, None)
    assert isinstance(first, Place) and first.hut == huts[first.spell]


def test_a_spell_void_beside_the_seats_own_spells_is_not_planned_there():
    s = _choosing()
    s.apply(0, Pick(Spell.INFERTILITY))
    view = s.view(0)
    _v, barren = plan.hut_for(view, 2, Spell.INFERTILITY)
    for spell in (Spell.GIRLS, Spell.BOYS, Spell.TWINS):  # no birth left for them there
        assert plan.hut_for(view, 2, spell)[1] != barren


def test_a_spell_that_costs_a_bird_says_so():
    s = _choosing(totem=1)
    free = reason(s.view(0), Pick(Spell.MAJOR_CURE))
    assert "bird" not in free  # one spell per totem piece is free
    s.apply(0, Pick(Spell.MAJOR_CURE))
    birds = s.view(0).birds[2]
    paid = reason(s.view(0), Pick(Spell.TWINS))
    assert paid.endswith(f"; costs 1 bird ({birds - 1} birds left)"), paid
    # Done choosing says what another spell would cost.
    assert "another would cost one of your" in reason(s.view(0), EndPick())
    # With one bird left it is "your last bird", not "one of your 1 bird".
    s.birds[2] = 1
    last = reason(s.view(0), EndPick())
    assert "another would cost your last bird" in last and "1 bird" not in last, last


def test_done_choosing_with_free_spells_left_says_no_spell_would_gain_anything():
    s = _two_players_at_choose(SAFE, [_hut(yw=1, ym=1, elder=1), _hut(mw=1, mm=1), _hut()])
    s.totem[2] = 6
    view = s.view(0)
    why = reason(view, EndPick())
    assert "cost" not in why  # five more spells are free: no bird would be spent
    assert "gain" in why


_WHERE = re.compile(r"(your (?:\w+ family's )?hut \d|\[family \d\]'s hut \d)")


def test_the_hut_named_when_choosing_is_the_hut_named_when_laying():
    """A 2-player game against Easy, the Hint followed at every Magic decision of seat 0: each
    spell is laid on the hut its choosing hint named."""
    named: dict[tuple[int, int, Spell], str] = {}
    checked = 0
    for seed in (1, 3):
        s = new_game(2, {}, seed)
        easy = make_agent("easy", seed + 7)
        n = 0
        while not s.over and s.round <= 2:
            seat = s.to_move()[0]
            view = s.view(seat)
            if seat != 0 or s.stage_name not in ("choose", "place"):
                s.apply(seat, easy.choose(view, None))
                continue
            agent = make_agent("hard", 1000 + n, budget=0.3)
            n += 1
            action = agent.choose(view, None)
            line = agent.explain(view, action)
            key = (s.round, view.actor, getattr(action, "spell", None))
            if isinstance(action, Pick) and (m := _WHERE.search(line)):
                named[key] = m.group(1)
            if isinstance(action, Place) and key in named:
                lay = _WHERE.search(instruction(action, view))
                assert lay is not None and lay.group(1) == named[key], (named[key], line)
                checked += 1
            s.apply(seat, action)
    assert checked >= 6


def test_the_hint_line_still_reads_move_then_why():
    s = _choosing(totem=1)
    s.apply(0, Pick(Spell.MAJOR_CURE))
    line = hint(s.view(0), Pick(Spell.TWINS))
    assert line.startswith("Choose Twins: doubles the births in your hut 1")


def test_a_second_youth_is_not_said_to_keep_an_elder_the_first_already_keeps():
    s = _two_players_at_choose(SAFE, SAFE)  # one elder in each family's hut 1
    s.chosen[0] = [Spell.YOUTH]  # the 1st family, choosing before, took Youth
    view = s.view(0)
    assert plan.hut_for(view, 0, Spell.YOUTH)[1] == 0  # for its own elder
    assert plan.hut_for(view, 2, Spell.YOUTH)[1] == 6  # the 2nd family's: its own elder
    why = reason(view, Pick(Spell.YOUTH))
    assert "keeps an elder in your hut 1" in why and "1st family" not in why
    s.chosen[0] = []
    s.tokens.append([0, Spell.YOUTH, 0, False])  # laid on the 1st family's elder
    assert "elder" not in reason(s.view(0), Place(Spell.YOUTH, 0))


def test_a_rescue_for_the_other_family_points_to_no_warning_the_panel_does_not_show():
    """The 1st family chooses Boys for the 2nd family, which dies out without a boy: the panel
    warns only about the family deciding, so the reason does not say 'see the warning'."""
    from tests.games.totem_village.test_village_newcomer_hints import NO_YOUNG_MAN
    from totemgame.games.totem_village.dangers import lines

    s = _two_players_at_choose(SAFE, NO_YOUNG_MAN)
    s.queue = [0, *[f for f in s.queue if f != 0]]  # the 1st family decides now
    view = s.view(0)
    assert view.actor == 0 and lines(view) == []  # no warning shown for the 2nd family
    why = reason(view, Pick(Spell.BOYS))
    assert why.startswith("your 2nd family dies out at Ageing otherwise: "), why
    assert "see the warning" not in why
    s.queue = [2, *[f for f in s.queue if f != 2]]  # the 2nd decides: its warning is shown
    assert "(see the warning)" in reason(s.view(0), Pick(Spell.BOYS))


def test_twins_is_not_suggested_when_the_babies_would_only_pass_the_family_limit():
    """A newcomer's game: the hint said 'Choose Twins: 4 babies more' for a family that
    would pass 18 with its plain births, while the red line said villagers must leave."""
    full = [_hut(yw=2, ym=1, mm=1, elder=1), _hut(yw=2, ym=2, mw=1, mm=1), _hut(yw=2, ym=2)]
    assert sum(map(sum, full)) + 7 > 18  # 16 villagers, 7 plain births: past 18 already
    s = _choosing(totem=3)
    for i in range(3):
        s.huts[6 + i] = list(full[i])
    view = s.view(0)
    value, at = plan.hut_for(view, 2, Spell.TWINS)
    assert at // 3 != 2 or value <= plan.ADDS  # not on the full family's own huts
    assert all(spell_value(view, 2, Spell.TWINS, h) <= 0 for h in (6, 7, 8))
    # With room for the babies, Twins is worth its births there again.
    s.huts[7] = [0] * 7
    s.huts[8] = list(_hut(yw=1, ym=1))
    assert spell_value(s.view(0), 2, Spell.TWINS, 6) > plan.ADDS
