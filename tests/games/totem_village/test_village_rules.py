"""Totem Village: phases, spells, variants, the elders rule and the end of the game, played
through VillageState."""

from __future__ import annotations

import pytest

from totemgame.engine.game import IllegalAction
from totemgame.engine.rng import Rng
from totemgame.games.totem_village import stages
from totemgame.games.totem_village.actions import (
    Dismiss,
    EndPick,
    EndReveal,
    KeepYoung,
    Move,
    Pass,
    Pick,
    Place,
    Ready,
    Reveal,
    Starve,
)
from totemgame.games.totem_village.board import STAGES
from totemgame.games.totem_village.content import ELDER, MM, MW, YM, YW, Kind, Spell
from totemgame.games.totem_village.rules import new_game
from totemgame.games.totem_village.world import sample_world

NEUTRAL = (Ready, EndPick, EndReveal, Pass)


def neutral(state, seat):
    """The do-nothing choice: ready, no spells, keep hidden; else the first legal action."""
    legal = state.legal_actions(seat)
    for a in legal:
        if isinstance(a, NEUTRAL):
            return a
    return legal[0]


def run_to(state, stage: str, policy=neutral, limit: int = 2000):
    for _ in range(limit):
        if state.over or state.stage_name == stage:
            return state
        seat = state.to_move()[0]
        state.apply(seat, policy(state, seat))
    raise AssertionError(f"never reached {stage}")


def act(state, action):
    return state.apply(state.to_move()[0], action)


def empty(state, f):
    for h in range(3 * f, 3 * f + 3):
        state.huts[h] = [0] * 7


def test_a_family_starts_with_seven_villagers_six_birds_and_one_totem_piece():
    s = new_game(4, {}, 1)
    for f in range(4):
        assert s.size(f) == 7 and s.birds[f] == 6 and s.totem[f] == 1
        assert sum(h[ELDER] for h in s.family_huts(f)) == 1


def test_two_players_run_four_families_alternately():
    s = new_game(2, {}, 1)
    assert s.families == 4 and s.owner == (0, 1, 0, 1)


def test_arrange_moves_villagers_and_a_hut_holds_at_most_six():
    s = new_game(4, {}, 3)
    f = s.actor
    huts = s.family_huts(f)
    before = [sum(h) for h in huts]
    act(s, Move(Kind.YOUNG_WOMAN, 0, 1))
    assert [sum(h) for h in s.family_huts(f)] == [before[0] - 1, before[1] + 1, before[2]]
    s.huts[3 * f + 1] = [0, 0, 3, 3, 0, 0, 0]
    assert all(not (isinstance(a, Move) and a.dst == 1) for a in s.legal_actions(s.owner[f]))


def test_ready_is_refused_while_a_hut_holds_more_than_six():
    s = new_game(4, {}, 3)
    f = s.actor
    s.huts[3 * f] = [4, 3, 1, 1, 0, 0, 0]
    with pytest.raises(IllegalAction):
        act(s, Ready())


def test_more_than_eighteen_villagers_must_be_dismissed():
    s = new_game(4, {}, 3)
    f = s.actor
    s.huts[3 * f : 3 * f + 3] = [
        [3, 3, 1, 1, 1, 0, 0],
        [0, 0, 2, 2, 1, 1, 1],
        [0, 0, 1, 1, 1, 1, 0],
    ]
    assert s.size(f) == 20
    legal = s.legal_actions(s.owner[f])
    assert legal and all(isinstance(a, Dismiss) for a in legal)
    act(s, Dismiss(Kind.GIRL, 0))
    act(s, Dismiss(Kind.BOY, 0))
    assert s.size(f) == 18 and not any(isinstance(a, Dismiss) for a in s.legal_actions(s.owner[f]))


def test_arrange_is_played_on_the_open_board_in_turn_order():
    """Revised turn 2: a family's new arrangement is seen by all at once; a later family sees
    it while it arranges (no hidden snapshot)."""
    s = new_game(4, {}, 3)
    f = s.actor
    start = [h[:] for h in s.family_huts(f)]
    act(s, Move(Kind.YOUNG_WOMAN, 0, 1))
    act(s, Ready())
    later = s.actor
    assert later != f and s.stage_name == "arrange"
    seen = s.view(s.owner[later]).huts[3 * f : 3 * f + 3]
    assert seen == tuple(tuple(h) for h in s.family_huts(f))
    assert seen[0][YW] == start[0][YW] - 1 and seen[1][YW] == start[1][YW] + 1
    run_to(s, "choose")
    other = (s.owner[f] + 1) % 4
    assert s.view(other).huts == tuple(tuple(h) for h in s.huts)


def test_picking_beyond_the_totem_sacrifices_a_bird():
    s = run_to(new_game(4, {}, 5), "choose")
    f = s.actor
    act(s, Pick(Spell.TWINS))
    assert s.birds[f] == 6
    act(s, Pick(Spell.GIRLS))
    assert s.birds[f] == 5 and s.sacrificed[f] == 1


def test_each_spell_token_is_cast_at_most_once_per_round():
    s = run_to(new_game(4, {}, 5), "choose")
    act(s, Pick(Spell.TWINS))
    assert Pick(Spell.TWINS) not in s.legal_actions(s.to_move()[0])


def test_chosen_and_placed_spells_show_only_their_back_to_others():
    s = run_to(new_game(4, {}, 5), "choose")
    f = s.actor
    act(s, Pick(Spell.DISEASE))
    other = (s.owner[f] + 1) % 4
    assert s.view(other).chosen[f] == (None,)  # while choosing: the back of the token
    assert s.view(s.owner[f]).chosen[f] == (Spell.DISEASE,)
    run_to(s, "place")
    assert s.view(other).chosen[f] == (None,)  # then their backs
    while s.actor != f:
        act(s, s.legal_actions(s.to_move()[0])[0])
    target = 3 * other
    act(s, Place(Spell.DISEASE, target))
    tok = next(t for t in s.view(other).tokens if t[0] == f)
    assert tok == (f, None, target, False)


@pytest.mark.parametrize("spells", ["b"])
def test_spells_are_chosen_in_secret_and_made_public_together(spells):
    """Spells B only (everyone writes at once); the base game chooses one after another in
    the open (test_totem_village_revised)."""
    opts = {"spells": spells}
    s = run_to(new_game(4, opts, 5), "choose")
    first = s.actor
    birds_before = s.birds[first]
    for sp in (Spell.DISEASE, Spell.FAMINE, Spell.GIRLS):
        if Pick(sp) in s.legal_actions(s.to_move()[0]):
            act(s, Pick(sp))
    events = act(s, EndPick())
    assert s.stage_name == "choose" and s.actor != first  # the next family still chooses
    assert not any(e.key == "spells_chosen" for e in events)
    nxt = s.view(s.owner[s.actor])
    assert nxt.chosen[first] == () and nxt.sacrificed[first] == 0
    assert nxt.birds[first] == birds_before  # sacrificed birds are not yet seen to go
    events = []
    while s.stage_name == "choose":
        events += act(s, EndPick())
    chosen = [e for e in events if e.key == "spells_chosen"]
    assert chosen and chosen[0].params["family"] == first and chosen[0].visible_to is None


def test_spells_are_placed_one_at_a_time_in_turn_order():
    s = run_to(new_game(4, {}, 5), "choose")
    while s.stage_name == "choose":
        act(
            s,
            Pick(Spell.YOUTH)
            if Pick(Spell.YOUTH) in s.legal_actions(s.to_move()[0])
            else EndPick(),
        )
    assert s.stage_name == "place"
    order = s.order()
    placed_by = []
    while s.stage_name == "place":
        placed_by.append(s.actor)
        act(s, s.legal_actions(s.to_move()[0])[0])
    assert placed_by == order


def magic(s):
    """Stop `s` at the end of the Magic phase with no spells cast (tests add their own)."""
    return at(s, "place")


def at(s, stage: str):
    """Jump `s` (a fresh game) to the start of `stage` of its first round, nothing pending."""
    run_to(s, "choose")
    s.queue = []
    s.stage = STAGES.index(stage)
    return s


def anchor(s, f):
    """A face-down spell of `f` nobody reveals: the round then waits at each reveal phase."""
    s.tokens.append([f, Spell.YOUTH, 3 * ((f + 1) % s.families) + 2, False])


def begin(s):
    """Start the current stage and run until the next decision."""
    events = stages.start_stage(s)
    return events + stages.advance(s)


def _cast(s, f, spell, hut):
    """Give family f the spell on village hut `hut`, face down, in the current round."""
    s.tokens.append([f, spell, hut, False])


def test_a_revealed_spell_acts_and_a_hidden_one_does_not():
    s = magic(new_game(4, {}, 8))
    f = s.start
    h = 3 * f
    s.huts[h] = [0, 0, 2, 1, 0, 0, 0]
    _cast(s, f, Spell.GIRLS, h)
    _cast(s, f, Spell.TWINS, 3 * f + 1)
    s.huts[3 * f + 1] = [0, 0, 1, 1, 0, 0, 0]
    stages.advance(s)
    assert s.stage_name == "reveal3" and s.actor == f
    act(s, Reveal(Spell.GIRLS))
    act(s, EndReveal())
    run_to(s, "reveal4")
    assert s.huts[h][0] == 2 and s.huts[h][1] == 0  # two girls, by the spell
    assert s.huts[3 * f + 1][0] + s.huts[3 * f + 1][1] == 1  # twins kept hidden: one child


def test_every_family_with_face_down_spells_is_asked_even_without_a_spell_of_the_phase():
    s = magic(new_game(4, {}, 8))
    f = s.start
    _cast(s, f, Spell.YOUTH, 0)
    stages.advance(s)
    assert s.stage_name == "reveal3" and s.actor == f
    assert s.legal_actions(s.owner[f]) == [EndReveal()]


def test_hunt_gives_birds_in_turn_order():
    s = at(new_game(3, {}, 2), "hunt")
    before = list(s.birds)
    stages.finish_stage(s)
    # every starting family has 3 hunters: one bird each from the 10 caught with 3 players
    assert [b - a for a, b in zip(before, s.birds, strict=True)] == [1, 1, 1]


def test_plenty_doubles_and_famine_cancels_in_the_hunt():
    s = at(new_game(4, {}, 2), "hunt")
    f = s.start
    s.huts[3 * f : 3 * f + 3] = [
        [0, 0, 0, 5, 0, 0, 1],
        [0, 0, 0, 0, 0, 0, 0],
        [0, 0, 1, 0, 0, 0, 0],
    ]
    s.tokens.append([f, Spell.PLENTY, 3 * f, True])
    birds = s.birds[f]
    stages.finish_stage(s)
    assert s.birds[f] - birds == 2  # 5 hunters count as 10
    s = at(new_game(4, {}, 2), "hunt")
    s.huts[3 * f : 3 * f + 3] = [
        [0, 0, 0, 5, 0, 0, 1],
        [0, 0, 0, 0, 0, 0, 0],
        [0, 0, 1, 0, 0, 0, 0],
    ]
    s.tokens += [[f, Spell.PLENTY, 3 * f, True], [f + 1, Spell.FAMINE, 3 * f, True]]
    birds = s.birds[f]
    stages.finish_stage(s)
    assert s.birds[f] - birds == 1


def test_starvation_owner_chooses_never_an_elder_and_enclosure_keeps_five():
    s = at(new_game(4, {}, 2), "meal")
    f = s.start
    s.huts[3 * f : 3 * f + 3] = [
        [0, 0, 2, 2, 2, 2, 2],
        [0, 0, 1, 1, 0, 0, 0],
        [0, 0, 0, 0, 0, 0, 0],
    ]
    s.birds[f] = 2  # 14 villagers need 3 birds: one starves
    g = (f + 1) % 4
    s.birds[g] = 9
    anchor(s, g)
    begin(s)
    assert s.stage_name == "starve" and s.actor == f
    legal = s.legal_actions(s.owner[f])
    assert legal and all(a.villager is not Kind.ELDER for a in legal)
    act(s, Starve(Kind.MATURE_MAN, 0))
    assert s.size(f) == 11 and s.birds[f] == 0
    assert s.birds[g] == 5


def _to_starve(opts, seed=2):
    s = at(new_game(4, opts, seed), "meal")
    f = s.start
    s.huts[3 * f : 3 * f + 3] = [
        [0, 0, 2, 2, 2, 2, 2],
        [0, 0, 1, 1, 0, 0, 0],
        [0, 0, 0, 0, 0, 0, 0],
    ]
    s.birds[f] = 1  # 14 villagers need 3 birds: two starve
    for g in range(4):
        s.birds[g] = max(s.birds[g], 4) if g != f else 1
    anchor(s, f)
    begin(s)
    return s, f


def test_meal_variant_a_the_others_choose_in_turn_elders_included():
    s, f = _to_starve({"meal": "a"})
    assert s.target == f
    first, second = s.actor, None
    assert first != f
    assert Starve(Kind.ELDER, 0) in s.legal_actions(s.owner[first])
    act(s, Starve(Kind.ELDER, 0))
    second = s.actor
    assert second not in (f, first)
    act(s, Starve(Kind.ELDER, 0))
    assert s.family_huts(f)[0][ELDER] == 0


def test_meal_variant_b_choices_stay_secret_until_all_are_made():
    s, f = _to_starve({"meal": "b"})
    first = s.actor
    act(s, Starve(Kind.ELDER, 0))
    assert s.family_huts(f)[0][ELDER] == 2  # not yet carried out
    assert s.view(s.owner[f]).nominations == ((first, -1, -1),)
    act(s, Starve(Kind.ELDER, 0))
    assert s.family_huts(f)[0][ELDER] == 0


def test_disease_kills_the_hut_and_cures_protect():
    s = magic(new_game(4, {}, 4))
    f = s.start
    s.huts[3 * f : 3 * f + 3] = [
        [1, 1, 1, 1, 0, 0, 1],
        [1, 0, 1, 1, 0, 0, 0],
        [0, 1, 1, 1, 0, 0, 1],
    ]
    _cast(s, f, Spell.DISEASE, 3 * f)
    _cast(s, f, Spell.MINOR_CURE, 3 * f + 1)
    g = (f + 1) % 4
    _cast(s, g, Spell.DISEASE, 3 * f + 1)
    anchor(s, g)
    stages.advance(s)
    run_to(s, "reveal6")
    while s.stage_name == "reveal6":
        seat = s.to_move()[0]
        reveals = [a for a in s.legal_actions(seat) if isinstance(a, Reveal)]
        act(s, reveals[0] if reveals else EndReveal())
    huts = s.family_huts(f)
    assert sum(huts[0]) == 0  # ageing has not come yet: the diseased hut is empty
    assert huts[1][0] == 0 and huts[1][YW] == 1  # minor cure: the child died, adults safe


def test_youth_keeps_the_chosen_villager_from_ageing():
    s = magic(new_game(4, {}, 4))
    f = s.start
    elders_hut = next(i for i in range(3) if s.family_huts(f)[i][ELDER])
    _cast(s, f, Spell.YOUTH, 3 * f + elders_hut)
    stages.advance(s)
    run_to(s, "reveal7")
    act(s, Reveal(Spell.YOUTH))
    act(s, EndReveal())
    run_to(s, "youth")
    assert s.actor == f
    events = act(s, KeepYoung(Kind.ELDER, elders_hut))
    assert s.stage_name == "arrange"  # the round has ended
    assert sum(h[ELDER] for h in s.family_huts(f)) >= 1
    assert not any(e.key == "elder_lost" for e in events)


def test_ageing_without_youth_turns_mature_into_elders_and_elders_die():
    s = at(new_game(4, {}, 4), "ageing")
    f = s.start
    before = [sum(h[k] for h in s.family_huts(f)) for k in range(7)]
    stages.finish_stage(s)
    after = [sum(h[k] for h in s.family_huts(f)) for k in range(7)]
    assert after[ELDER] == before[MW] + before[MM]
    assert after[MW] == before[YW] and after[MM] == before[YM]


def test_a_family_that_cannot_grow_is_wiped_out_and_replaced_next_round():
    s = magic(new_game(4, {}, 6))
    f = s.start
    s.huts[3 * f : 3 * f + 3] = [
        [0, 0, 2, 0, 0, 0, 1],
        [0, 0, 0, 0, 0, 0, 0],
        [0, 0, 0, 0, 0, 0, 0],
    ]
    events = stages.advance(s)
    wiped = [e for e in events if e.key == "wiped_out"]
    assert wiped and wiped[0].params["family"] == f
    assert any(e.key == "replacement" and e.params["family"] == f for e in events)
    assert s.size(f) == 5 and s.birds[f] == 5 and not s.wiped[f]


def test_village_variant_replacement_has_no_elder_and_three_birds():
    s = magic(new_game(4, {"village": True}, 6))
    f = s.start
    empty(s, f)
    s.huts[3 * f][YW] = 1
    stages.advance(s)
    huts = s.family_huts(f)
    assert s.size(f) == 4 and s.birds[f] == 3 and not any(h[ELDER] for h in huts)


def test_elders_rule_loses_one_piece_once_and_blocks_carving():
    s = magic(new_game(4, {}, 9))
    f = s.start
    s.totem[f] = 3
    for h in range(3 * f, 3 * f + 3):
        s.huts[h][ELDER] = 0
    s.huts[3 * f][YW] += 6  # the largest family
    events = stages.advance(s)
    assert [
        e.params["height"] for e in events if e.key == "elder_lost" and e.params["family"] == f
    ] == [2]
    assert any(e.key == "totem_blocked" and e.params["family"] == f for e in events)
    assert s.totem[f] == 2  # largest, yet no piece this round


def test_elders_rule_never_removes_the_first_piece():
    s = magic(new_game(4, {}, 9))
    f = s.start
    for h in range(3 * f, 3 * f + 3):
        s.huts[h][ELDER] = 0
    stages.advance(s)
    assert s.totem[f] == 1


def test_totem_variant_a_loses_the_whole_totem():
    s = magic(new_game(4, {"totem_a": True}, 9))
    f = s.start
    s.totem[f] = 4
    for h in range(3 * f, 3 * f + 3):
        s.huts[h][ELDER] = 0
    stages.advance(s)
    assert s.totem[f] == 0


def test_with_no_totem_spells_cost_a_bird_each():
    s = run_to(new_game(4, {"totem_a": True}, 9), "arrange")
    s.totem = [0, 0, 0, 0]
    run_to(s, "choose")
    f = s.actor
    birds = s.birds[f]
    act(s, Pick(Spell.BOYS))
    assert s.birds[f] == birds - 1


def test_census_awards_pieces_in_the_game():
    s = at(new_game(4, {}, 11), "totem")
    s.huts[0][YW] += 4
    s.huts[3][YW] += 2
    s.huts[6][YW] += 2
    before = list(s.totem)
    stages.finish_stage(s)
    assert s.totem == [before[0] + 1, before[1], before[2], before[3]]
    assert s.birds[1] == 7 and s.birds[2] == 7  # consolation for the tied second


def _finish_with(opts, sizes, birds, heights, players=4, seed=1):
    s = run_to(new_game(players, opts, seed), "ageing")
    run_to(s, "totem")
    s.queue = []
    for f in range(s.families):
        s.huts[3 * f : 3 * f + 3] = [[0, 0, sizes[f] - 2, 1, 0, 0, 1], [0] * 7, [0] * 7]
        s.birds[f] = birds[f]
        s.totem[f] = heights[f]
        s.elder_hit[f] = False
    s.stage = 14
    stages.finish_stage(s)
    return s


def test_first_six_piece_totem_wins():
    s = _finish_with({}, [12, 10, 5, 5], [1, 1, 1, 1], [5, 3, 2, 2])
    assert s.over and s.winners == [0]
    assert s.result().winners == (0,)


def test_two_sixes_in_a_round_the_larger_family_wins_then_more_birds():
    s = _finish_with({}, [12, 12, 5, 5], [1, 3, 1, 1], [5, 5, 2, 2])
    assert s.totem[:2] == [6, 6] and s.winners == [1]


def test_two_sixes_tied_in_everything_nobody_wins():
    s = _finish_with({}, [12, 12, 5, 5], [2, 2, 1, 1], [5, 5, 2, 2])
    assert s.over and s.winners == []
    result = s.result()  # "il n'y a pas de gagnant": not a shared win
    assert result.winners == () and result.nobody_wins and result.ranks[:2] == (1, 1)


def test_two_players_win_when_either_family_wins():
    s = _finish_with({}, [5, 6, 12, 3], [1, 1, 1, 1], [2, 2, 5, 2], players=2)
    assert s.winners == [2] and s.result().winners == (0,)


def test_the_round_limit_ends_the_game_by_totem_then_size_then_birds():
    s = run_to(new_game(4, {"max_rounds": 15}, 1), "totem")
    s.round = 15
    s.queue = []
    for f in range(4):
        s.huts[3 * f : 3 * f + 3] = [[0, 0, 2, 1, 0, 0, 1], [0] * 7, [0] * 7]
        s.elder_hit[f] = True  # nobody carves
    s.totem = [3, 3, 2, 1]
    s.birds = [1, 4, 5, 5]
    s.stage = 14
    stages.finish_stage(s)
    assert s.over and s.result().winners == (1,)


def test_there_is_no_round_limit_by_default_and_a_full_tie_at_one_has_no_winner():
    assert new_game(4, {}, 1).opts.max_rounds == 0  # the rulebook has none
    s = run_to(new_game(4, {"max_rounds": 15}, 1), "totem")
    s.round = 15
    s.queue = []
    for f in range(4):
        s.huts[3 * f : 3 * f + 3] = [[0, 0, 2, 1, 0, 0, 1], [0] * 7, [0] * 7]
        s.elder_hit[f] = True
    s.totem = [3, 3, 2, 1]
    s.birds = [5, 5, 1, 1]
    s.stage = 14
    events = stages.finish_stage(s)
    assert s.over and s.result().winners == () and s.result().nobody_wins
    assert [e.key for e in events][-1] == "no_winner_cap"


def test_three_players_catch_ten_birds():
    from totemgame.games.totem_village.content import content

    assert content().catch[3] == 10 and content().catch[4] == 13


def test_spells_variant_a_place_or_pass_and_passing_is_final():
    s = run_to(new_game(4, {"spells": "a"}, 5), "place")
    f = s.actor
    act(s, Place(Spell.YOUTH, 0))
    assert s.actor != f
    while s.actor != f:
        act(s, Pass())
    birds = s.birds[f]
    act(s, Place(Spell.BOYS, 1))  # second spell: a bird is sacrificed
    assert s.birds[f] == birds - 1
    while s.actor != f:
        act(s, s.legal_actions(s.to_move()[0])[-1])
    act(s, Pass())
    assert s.passed[f] and s.stage_name != "place"


def test_spells_variant_b_huts_are_secret_until_everyone_has_written():
    s = run_to(new_game(4, {"spells": "b"}, 5), "choose")
    f = s.actor
    act(s, Pick(Spell.DISEASE))
    run_to(s, "place")
    while s.actor != f:
        act(s, s.legal_actions(s.to_move()[0])[0])
    act(s, Place(Spell.DISEASE, 5))
    other = (s.owner[f] + 1) % 4
    if s.stage_name == "place":
        tok = next(t for t in s.view(other).tokens if t[0] == f)
        assert tok[2] == -1
    run_to(s, "reveal3")
    tok = next(t for t in s.view(other).tokens if t[0] == f)
    assert tok[2] == 5 and tok[1] is None


def test_sample_world_keeps_the_view_and_redraws_hidden_spells():
    s = run_to(new_game(4, {}, 5), "choose")
    f = s.actor
    act(s, Pick(Spell.DISEASE))
    run_to(s, "place")
    other = (s.owner[f] + 1) % 4
    view = s.view(other)
    assert view.chosen[f] == (None,)
    drawn = set()
    for i in range(20):
        w = sample_world(view, Rng(i))
        assert w.view(other) == view
        drawn.add(w.chosen[f][0])
    assert len(drawn) > 3


def test_first_arrangement_pairs_couples_in_two_huts():
    s = new_game(4, {}, 1)
    huts = s.family_huts(0)
    assert huts[0][YW] == 1 and huts[0][YM] == 1 and huts[2][ELDER] == 1


def test_a_family_without_elders_still_gets_its_consolation_bird():
    s = at(new_game(4, {}, 12), "totem")
    sizes = [9, 7, 7, 3]
    for f in range(4):
        s.huts[3 * f : 3 * f + 3] = [[0, 0, sizes[f] - 2, 1, 0, 0, 1], [0] * 7, [0] * 7]
    s.elder_hit = [True, True, False, False]
    birds = list(s.birds)
    totem = list(s.totem)
    events = stages.finish_stage(s)
    assert s.totem == totem  # the largest is blocked and nobody else carves
    assert s.birds[1] == birds[1] + 1 and s.birds[2] == birds[2] + 1
    assert any(e.key == "totem_blocked" and e.params["family"] == 0 for e in events)


def test_three_players_only_the_largest_family_carves_in_the_game():
    s = at(new_game(3, {}, 12), "totem")
    for f, n in enumerate([9, 8, 5]):
        s.huts[3 * f : 3 * f + 3] = [[0, 0, n - 2, 1, 0, 0, 1], [0] * 7, [0] * 7]
    totem = list(s.totem)
    stages.finish_stage(s)
    assert s.totem == [totem[0] + 1, totem[1], totem[2]]


def test_two_players_hunt_shares_thirteen_birds_over_four_families():
    s = at(new_game(2, {}, 12), "hunt")
    for f in range(4):
        s.huts[3 * f : 3 * f + 3] = [
            [0, 0, 0, 6, 0, 0, 0],
            [0, 0, 1, 6, 0, 0, 1],
            [0, 0, 0, 4, 0, 0, 0],
        ]
    before = list(s.birds)
    stages.finish_stage(s)
    gained = [b - a for a, b in zip(before, s.birds, strict=True)]
    assert sum(gained) == 13 and sorted(gained) == [1, 4, 4, 4]
    assert gained[s.order()[-1]] == 1  # the last in turn order gets what is left


def test_several_youth_spells_on_a_hut_spare_that_many():
    s = magic(new_game(4, {}, 4))
    f = s.start
    s.huts[3 * f] = [0, 0, 1, 1, 1, 1, 1]
    _cast(s, f, Spell.YOUTH, 3 * f)
    _cast(s, (f + 1) % 4, Spell.YOUTH, 3 * f)
    stages.advance(s)
    while s.stage_name != "youth":
        seat = s.to_move()[0]
        reveals = [a for a in s.legal_actions(seat) if isinstance(a, Reveal)]
        act(s, reveals[0] if reveals else neutral(s, seat))
    assert s.youth_left[3 * f] == 2 and s.actor == f
    act(s, KeepYoung(Kind.ELDER, 0))
    act(s, KeepYoung(Kind.MATURE_WOMAN, 0))
    assert s.stage_name == "arrange"
    assert s.huts[3 * f][ELDER] == 1 + 1 + 0  # the kept elder, the aged mature man
    assert s.huts[3 * f][MW] == 1 + 1  # the kept mature woman and the aged young woman


def test_agents_see_only_views_and_never_the_state():
    from totemgame.games.totem_village.ai import make_agent

    s = run_to(new_game(4, {}, 5), "choose")
    for level in ("easy", "medium", "hard"):
        agent = make_agent(level, 1)
        seat = s.to_move()[0]
        action = agent.choose(s.view(seat), None)
        assert action in s.legal_actions(seat)
