"""The Hint button's reasons in the game's words (hint_words.py), never 'rule of thumb'."""

from __future__ import annotations

from totemgame.games.totem_village import legality
from totemgame.games.totem_village.actions import Move, Place, Ready
from totemgame.games.totem_village.ai import make_agent
from totemgame.games.totem_village.content import ELDER, MM, MW, YM, YW, Kind, Spell
from totemgame.games.totem_village.hint_words import hint, reason
from totemgame.games.totem_village.rules import new_game


def _arranging(huts):
    s = new_game(3, {}, 5)
    f = s.actor
    for i in range(3):
        s.huts[3 * f + i] = list(huts[i])
    return s, f


def test_moving_a_woman_beside_a_man_counts_the_babies_it_brings():
    h = [0] * 7
    a, b, c = list(h), list(h), list(h)
    a[YM] = a[MM] = 1
    b[YW] = 2
    c[ELDER] = 1
    s, f = _arranging([a, b, c])
    view = s.view(s.owner[f])
    line = hint(view, Move(Kind.YOUNG_WOMAN, 1, 0))
    assert line.startswith("Move a young woman from hut 2 to hut 1: ")
    assert line.endswith("a woman and a man share the hut, 1 baby more this round (1 in all)")
    # As they stand, no woman shares a hut with a man: Ready says so in numbers.
    assert "0 babies will be born" in reason(view, Ready())


def test_youth_on_the_last_elders_hut_says_it_keeps_the_elder_and_the_piece():
    h = [0] * 7
    a, b, c = list(h), list(h), list(h)
    a[YW] = a[YM] = a[ELDER] = 1
    b[YW] = 1
    c[YM] = 1
    s, f = _arranging([a, b, c])
    while s.stage_name != "place":
        seat = s.owner[s.actor]
        s.apply(
            seat,
            legality.legal(s, s.actor)[-1] if s.actor != f or s.stage_name != "choose" else Ready(),
        )
        if s.stage_name == "choose" and s.actor == f:
            from totemgame.games.totem_village.actions import EndPick, Pick

            s.apply(s.owner[f], Pick(Spell.YOUTH))
            s.apply(s.owner[f], EndPick())
    while s.actor != f:
        s.apply(s.owner[s.actor], legality.legal(s, s.actor)[0])
    why = reason(s.view(s.owner[f]), Place(Spell.YOUTH, 3 * f))
    assert "elder" in why and "last elder" in why and "totem piece" in why
    assert "MW" not in why and MW != MM  # words, not codes


def test_the_hard_ai_explains_its_moves_without_rule_of_thumb_or_counts_of_positions():
    s = new_game(3, {}, 9)
    agent = make_agent("hard", 3, budget=0.2)
    said = []
    for _ in range(60):
        if s.over:
            break
        seat = s.to_move()[0]
        view = s.view(seat)
        action = agent.choose(view, None) if len(said) < 12 else legality.legal(s, s.actor)[0]
        line = agent.explain(view, action)
        said.append(line)
        assert "rule of thumb" not in line and "imagined" not in line and "positions" not in line
        assert ": " in line  # a reason follows the move
        s.apply(seat, action)
    assert len(said) >= 12


def test_revealing_twins_counts_the_extra_babies_once():
    from totemgame.games.totem_village.actions import EndPick, EndReveal, Pick, Reveal

    h = [0] * 7
    a, b, c = list(h), list(h), list(h)
    a[YW], a[YM] = 3, 1
    b[ELDER] = c[MM] = 1
    s, f = _arranging([a, b, c])
    while s.stage_name != "reveal3" or s.actor != f:
        seat, g = s.owner[s.actor], s.actor
        if s.stage_name == "choose" and g == f:
            s.apply(seat, Pick(Spell.TWINS))
            s.apply(seat, EndPick())
        elif s.stage_name == "place" and g == f:
            s.apply(seat, Place(Spell.TWINS, 3 * f))
        elif s.stage_name == "arrange":
            s.apply(seat, Ready())
        elif s.stage_name == "choose":
            s.apply(seat, EndPick())
        else:
            s.apply(seat, legality.legal(s, g)[0] if s.stage_name == "place" else EndReveal())
    why = reason(s.view(s.owner[f]), Reveal(Spell.TWINS))
    assert why.startswith("doubles the births in your hut 1, 3 babies more"), why
