"""After a newcomer's 2-player game: a hint never argues with the warning (a family about to
die out is saved first), families are named as on the board, arrange reasons say what the
move does, a face-down cure under a revealed Disease asks to be revealed, and a census tie
that carves nothing is said before the census."""

from __future__ import annotations

from tests.games.totem_village.test_village_dangers_deciding import (
    LAST_ELDER,
    SAFE,
    _hut,
    _two_players_at_choose,
)
from totemgame.games.totem_village.actions import EndPick, Move, Pick, Place, Ready
from totemgame.games.totem_village.ai import make_agent
from totemgame.games.totem_village.board import STAGES
from totemgame.games.totem_village.content import Kind, Spell
from totemgame.games.totem_village.dangers import census_tie, dangers, lines
from totemgame.games.totem_village.heuristics import arrange_action
from totemgame.games.totem_village.hint_words import hint, name_families, reason
from totemgame.games.totem_village.rules import new_game
from totemgame.games.totem_village.saving import rescue

NO_YOUNG_MAN = [_hut(yw=1, mm=1, elder=1), _hut(yw=1), _hut(girl=1)]  # only a boy can save it


def test_a_family_dying_out_is_saved_first_and_the_hint_says_so():
    s = _two_players_at_choose(SAFE, NO_YOUNG_MAN)
    view = s.view(0)
    assert [d.key for d in dangers(view, 2)] == ["dies_out"]
    legal = s.legal_actions(0)
    assert rescue(view, legal) == Pick(Spell.BOYS)
    agent = make_agent("hard", 1, budget=0.2)
    action = agent.choose(view, None)
    assert action == Pick(Spell.BOYS)
    line = agent.explain(view, action)
    assert line.startswith("Choose Boys: your 2nd family dies out at Ageing otherwise"), line
    # A spell that does not prevent it is worded as before.
    assert "dies out" not in reason(view, Pick(Spell.PLENTY))
    # Boys in hand: no second saving spell is chosen; at the placing, Boys goes on the couple.
    s.apply(0, Pick(Spell.BOYS))
    assert rescue(s.view(0), s.legal_actions(0)) is None
    s.apply(0, EndPick())
    while s.stage_name == "choose" or s.actor != 2:
        seat = s.owner[s.actor]
        s.apply(seat, EndPick() if s.stage_name == "choose" else s.legal_actions(seat)[-1])
    assert s.stage_name == "place"
    placing = s.view(0)
    assert rescue(placing, s.legal_actions(0)) == Place(Spell.BOYS, 6)
    assert "dies out at Ageing otherwise" in reason(placing, Place(Spell.BOYS, 6))


def test_no_rescue_when_no_family_is_in_danger():
    s = _two_players_at_choose(SAFE, SAFE)
    assert rescue(s.view(0), s.legal_actions(0)) is None


def test_hints_name_families_as_the_board_does():
    s = _two_players_at_choose(SAFE, SAFE)
    view = s.view(0)
    text = hint(view, Place(Spell.DISEASE, 4))  # the AI's 1st family (2), its hut 2
    assert "[family 2]'s hut 2" in text
    board = {0: "You · 1st family", 1: "AI 1 · 1st family", 2: "You · 2nd family"}
    named = name_families(text, board.__getitem__)
    assert "AI 1 · 1st family's hut 2" in named and "family 2" not in named
    # The seat's other family is "your 1st family", never "family 1".
    assert "your 1st family's hut 1" in hint(view, Place(Spell.YOUTH, 0))


def test_an_arrange_move_says_what_it_does():
    s = new_game(2, {}, 5)
    f = s.actor
    huts = [_hut(yw=1, ym=1), _hut(yw=1, ym=1), _hut(mw=1, mm=1, elder=1)]
    for i in range(3):
        s.huts[3 * f + i] = list(huts[i])
    view = s.view(s.owner[f])
    legal = s.legal_actions(s.owner[f])
    # Three babies already: no rearranging brings more, the rule of thumb keeps the huts.
    assert arrange_action(view, f, legal) == Ready()
    why = reason(view, Move(Kind.YOUNG_WOMAN, 1, 0))  # gathers two women with one man
    assert "spread" not in why and "the births stay as they are (3 babies" in why


def test_a_cure_names_two_elders_in_words():
    s = _two_players_at_choose(SAFE, [_hut(yw=1, ym=1, elder=2), _hut(mw=1, mm=1), _hut()])
    why = reason(s.view(0), Pick(Spell.MAJOR_CURE))
    assert "its 2 elders too" in why and "its elder too" not in why


def _at_disease_reveal(s, cure_hut: int):
    s.stage = STAGES.index("reveal6")
    s.tokens = [[1, Spell.DISEASE, cure_hut, True], [2, Spell.MAJOR_CURE, cure_hut, False]]
    s.queue = [2]
    return s.view(0)


def test_a_face_down_cure_under_a_revealed_disease_asks_to_be_revealed():
    s = new_game(2, {}, 9)
    family = [_hut(yw=1, ym=1, elder=1), _hut(yw=2, ym=1, mm=1, elder=1), _hut(mw=1, mm=1)]
    for i in range(3):
        s.huts[6 + i] = list(family[i])
    view = _at_disease_reveal(s, 7)  # the 2nd family's hut 2: 5 villagers, elders elsewhere
    assert not [d for d in dangers(view, 2) if d.key in ("dies_out", "no_elder")]
    said = [x for x in lines(view) if "face-down" in x]
    assert said == [
        "Your face-down Major cure saves 5 villagers of your 2nd family's hut 2 from the "
        "Disease: hidden, it does nothing. Reveal it."
    ]
    s.tokens[0][3] = False  # the Disease still face down: nothing to say yet
    assert not [x for x in lines(s.view(0)) if "face-down" in x]


def test_a_three_way_census_tie_is_said_before_the_census():
    s = new_game(2, {}, 9)
    for i in range(3):
        s.huts[i] = list(SAFE[i])
        s.huts[6 + i] = list(LAST_ELDER[i])
    s.stage = STAGES.index("reveal3")
    s.queue = [0]
    view = s.view(0)
    sizes = [view.size(g) for g in range(4)]
    assert sizes[0] == sizes[1] == sizes[3] > sizes[2]
    (line,) = census_tie(view)
    assert line.startswith("Your 1st family would tie with 2 families for largest")
    assert "nobody carves" in line and line in lines(view)
    s.huts[1] = [n + (k == 0) for k, n in enumerate(s.huts[1])]  # a girl more: it leads alone
    assert census_tie(s.view(0)) == []


def test_the_new_game_screen_says_each_player_runs_two_families_at_two():
    from totemgame.games.totem_village import SPEC

    notes = dict(SPEC.player_notes)
    assert notes.get(2) == "each player runs two families" and 3 not in notes
