"""Totem Village, the rules revised on turn 2 of the decisions file: the elders rule is an event,
there is no round limit by default, Arrange is played on the open board, spells are chosen one
after another with their number seen, and a replacement family has at least one piece."""

from __future__ import annotations

import json

import pytest

from totemgame import games
from totemgame.engine.record import GameRecord, RecordError, SeatInfo, replay
from totemgame.engine.rng import Rng
from totemgame.games.totem_village import stages
from totemgame.games.totem_village.actions import (
    EndPick,
    EndReveal,
    Move,
    Pass,
    Pick,
    Ready,
    Starve,
)
from totemgame.games.totem_village.board import STAGES
from totemgame.games.totem_village.content import ELDER, YM, Kind, Spell
from totemgame.games.totem_village.rules import new_game
from totemgame.games.totem_village.world import sample_world
from totemgame.paths import load_data

GAME = games.get("totem-village")
NEUTRAL = (Ready, EndPick, EndReveal, Pass)


def neutral(state, seat):
    """The do-nothing choice: ready, no spells, keep hidden; else the first legal action."""
    legal = state.legal_actions(seat)
    return next((a for a in legal if isinstance(a, NEUTRAL)), legal[0])


def act(state, action):
    return state.apply(state.to_move()[0], action)


def run_to(state, stage: str):
    for _ in range(2000):
        if state.over or state.stage_name == stage:
            return state
        act(state, neutral(state, state.to_move()[0]))
    raise AssertionError(f"never reached {stage}")


def at(s, stage: str):
    """Jump `s` (a fresh game) to the start of `stage` of its first round, nothing pending."""
    run_to(s, "choose")
    s.queue = []
    s.stage = STAGES.index(stage)
    return s


def keys_for(events, f):
    return [e.key for e in events if e.params.get("family") == f]


def elders(s, f):
    return sum(h[ELDER] for h in s.family_huts(f))


def play_round(s, policy=neutral):
    """Play the rest of the current round (to the next Arrange or the end); its events."""
    events = []
    start = s.round
    for _ in range(5000):
        if s.over or (s.round != start and s.stage_name == "arrange"):
            return events
        seat = s.to_move()[0]
        events += s.apply(seat, policy(s, seat))
    raise AssertionError("the round never ended")


# -- the elders rule: an event ------------------------------------------------------------------
def test_the_last_elder_dying_at_ageing_costs_a_piece_and_the_carving():
    s = at(new_game(4, {}, 9), "ageing")
    f = s.start
    s.totem[f] = 3
    # One elder, no mature adult to follow: after Ageing the family has no elder.
    s.huts[3 * f : 3 * f + 3] = [[0, 0, 4, 3, 0, 0, 1], [0, 0, 4, 3, 0, 0, 0], [0] * 7]
    events = stages.finish_stage(s)
    assert elders(s, f) == 0
    assert [e.params["height"] for e in events if e.key == "elder_lost"] == [2]
    assert s.elder_hit[f] and s.totem[f] == 2
    s.stage = STAGES.index("totem")
    events = stages.finish_stage(s)  # the largest family, yet no piece this round
    assert "totem_blocked" in keys_for(events, f) and s.totem[f] == 2


def test_mature_adults_becoming_elders_keep_the_family_safe_at_ageing():
    s = at(new_game(4, {}, 9), "ageing")
    f = s.start
    s.totem[f] = 3
    s.huts[3 * f : 3 * f + 3] = [[0, 0, 2, 2, 1, 0, 1], [0] * 7, [0] * 7]
    events = stages.finish_stage(s)
    assert elders(s, f) == 1 and s.totem[f] == 3 and not s.elder_hit[f]
    assert not {"elder_lost", "elder_lost_kept"} & set(keys_for(events, f))


def test_disease_striking_the_last_elder_costs_a_piece():
    s = at(new_game(4, {}, 9), "disease")
    f = s.start
    s.totem[f] = 4
    elder_hut = next(h for h in range(3 * f, 3 * f + 3) if s.huts[h][ELDER])
    s.tokens.append([(f + 1) % 4, Spell.DISEASE, elder_hut, True])
    events = stages.finish_stage(s)
    assert elders(s, f) == 0 and s.totem[f] == 3 and s.elder_hit[f]
    assert "elder_lost" in keys_for(events, f)


def test_starving_the_last_elder_costs_a_piece_under_meal_a():
    s = at(new_game(4, {"meal": "a"}, 9), "meal")
    f = s.start
    s.totem[f] = 2
    s.birds = [5] * 4
    s.birds[f] = 0  # 7 villagers, no bird: two starve
    s.huts[3 * f : 3 * f + 3] = [[0, 0, 2, 2, 1, 1, 1], [0] * 7, [0] * 7]
    events = stages.advance(s)
    assert s.stage_name == "starve" and s.target == f
    events += act(s, Starve(Kind.ELDER, 0))  # the others choose, elders allowed
    assert s.totem[f] == 2 and elders(s, f) == 0  # the rule acts when the starvation is done
    assert "elder_lost" not in keys_for(events, f)
    events += act(s, s.legal_actions(s.to_move()[0])[0])
    lost = [e.params["height"] for e in events if e.key == "elder_lost"]
    assert lost == [1] and keys_for(events, f).index("elder_lost") > keys_for(events, f).index(
        "starved"
    )


def test_a_family_that_stays_elderless_loses_nothing_more_until_it_loses_an_elder_again():
    s = at(new_game(4, {}, 9), "disease")
    f = s.start
    s.totem[f] = 4
    # Young adults only, plus the elder who is about to die: no elder for the next round.
    s.huts[3 * f : 3 * f + 3] = [[0, 0, 3, 3, 0, 0, 1], [0, 0, 2, 2, 0, 0, 0], [0] * 7]
    s.tokens.append([(f + 1) % 4, Spell.DISEASE, 3 * f, True])
    stages.advance(s)
    assert s.totem[f] == 3 and not s.elder_on_board[f]
    # Round 2: still no elder (the young became mature), and no loss at all.
    events = play_round(s)
    assert s.round == 3 and elders(s, f) > 0  # the mature adults just became elders
    assert not {"elder_lost", "elder_lost_kept", "totem_blocked"} & set(keys_for(events, f))
    assert s.totem[f] >= 3 and s.elder_on_board[f]
    # Round 3: the new elders go, and the rule strikes again.
    height = s.totem[f]
    run_to(s, "choose")
    for h in range(3 * f, 3 * f + 3):
        s.huts[h][ELDER] = 0
    events = play_round(s)
    assert "elder_lost" in keys_for(events, f)
    assert s.totem[f] == height - 1


def test_a_wiped_out_family_loses_its_piece_with_its_elders_once():
    s = at(new_game(4, {}, 6), "births")
    f = s.start
    s.totem[f] = 3
    s.huts[3 * f : 3 * f + 3] = [[0, 0, 2, 0, 0, 0, 1], [0] * 7, [0] * 7]  # no man: wiped
    events = stages.advance(s)
    assert keys_for(events, f).count("wiped_out") == 1
    assert keys_for(events, f).count("elder_lost") == 1 and s.totem[f] == 2


def test_a_new_family_without_an_elder_loses_nothing_under_variant_village():
    s = at(new_game(4, {"village": True}, 6), "births")
    f = s.start
    s.totem[f] = 3
    s.huts[3 * f : 3 * f + 3] = [[0, 0, 2, 0, 0, 0, 0], [0] * 7, [0] * 7]  # no elder, no man
    s.elder_on_board[f] = False  # its last elder went in an earlier round
    events = stages.advance(s)
    assert "wiped_out" in keys_for(events, f) and s.totem[f] == 3
    events += play_round(s)  # the replacement (no elder) plays its first round
    assert not {"elder_lost", "elder_lost_kept"} & set(keys_for(events, f))


@pytest.mark.parametrize("totem_a", [False, True])
def test_a_replacement_family_keeps_its_height_with_at_least_one_piece(totem_a):
    s = at(new_game(4, {"totem_a": totem_a}, 6), "births")
    f = s.start
    s.totem[f] = 4
    s.huts[3 * f : 3 * f + 3] = [[0, 0, 2, 0, 0, 0, 1], [0] * 7, [0] * 7]
    events = stages.advance(s)  # wiped at births; the next Arrange brings the new family
    # Its elder left with it: one piece lost (Totem A: the whole totem).
    assert [e.params["height"] for e in events if e.key == "elder_lost"] == [0 if totem_a else 3]
    assert s.stage_name == "arrange" and "replacement" in keys_for(events, f)
    assert s.size(f) == 5 and s.totem[f] == (1 if totem_a else 3)


# -- no round limit by default --------------------------------------------------------------
def test_the_game_goes_on_past_thirty_rounds_without_the_house_rule():
    s = at(new_game(4, {}, 1), "totem")
    s.round = 30
    for f in range(4):
        s.elder_hit[f] = True  # nobody carves
    stages.finish_stage(s)
    assert not s.over
    option = next(o for o in GAME.spec.options if o.key == "max_rounds")
    assert option.default == 0 and "House rule" in option.label


def test_a_game_ended_by_the_round_limit_says_so_in_its_result():
    s = at(new_game(4, {"max_rounds": 20}, 1), "totem")
    s.round = 20
    for f in range(4):
        s.elder_hit[f] = True
    stages.finish_stage(s)
    assert s.over and s.result().details["ended_by"] == "round limit"
    s = at(new_game(4, {}, 1), "totem")
    s.totem[s.start] = 5
    s.huts[3 * s.start][YM] += 9  # the largest family carves its sixth piece
    stages.finish_stage(s)
    assert s.over and s.result().details["ended_by"] == "six pieces"


def test_a_save_of_an_earlier_version_with_its_round_limit_still_loads():
    record = GameRecord(
        game="totem-village",
        options={"village": False, "spells": "base", "meal": "base", "totem_a": False,
                 "totem_b": False, "max_rounds": 30},
        seats=[SeatInfo("human", "A", 0), SeatInfo("ai:easy", "B", 1), SeatInfo("ai:easy", "C", 2)],
        seed=4,
    )  # fmt: skip
    state = new_game(3, record.options, record.seed)
    while not state.over:
        seat = state.to_move()[0]
        action = neutral(state, seat)
        record.actions.append((seat, action.to_json()))
        state.apply(seat, action)
    loaded = GameRecord.from_json(json.loads(json.dumps(record.to_json())))
    again, _ = replay(loaded, GAME.spec, GAME.new_game, GAME.codec)
    assert again.opts.max_rounds == 30 and again.over and again.view(0) == state.view(0)


def test_a_save_that_no_longer_replays_says_why_and_names_the_elders_rule():
    record = GameRecord(
        game="totem-village", options={}, seats=[SeatInfo("human", "A", 0)] * 3, seed=4
    )
    record.actions.append((0, Pick(Spell.TWINS).to_json()))  # not legal at Arrange
    with pytest.raises(RecordError) as err:
        games.open_match(record)
    assert "move 1 is not legal" in str(err.value) and "elders rule" in str(err.value)


# -- Arrange on the open board ----------------------------------------------------------------
def test_a_later_family_sees_the_new_arrangements_and_sampled_worlds_keep_them():
    s = new_game(4, {}, 3)
    first = s.actor
    act(s, Move(Kind.YOUNG_MAN, 0, 2))
    act(s, Ready())
    second = s.actor
    act(s, Move(Kind.YOUNG_WOMAN, 1, 2))  # halfway through its own arrangement
    for seat in range(4):
        view = s.view(seat)
        assert view.huts == tuple(tuple(h) for h in s.huts)  # everyone sees the same board
        for i in range(5):
            world = sample_world(view, Rng(i))
            assert world.view(seat) == view
            assert world.actor == second
    later = s.view(s.owner[second])
    assert later.huts[3 * first + 2][YM] == s.huts[3 * first + 2][YM] > 0


# -- spells chosen one after another ----------------------------------------------------------
def test_a_later_chooser_sees_how_many_spells_and_birds_never_which():
    s = run_to(new_game(4, {}, 5), "choose")
    first = s.actor
    birds = s.birds[first]
    act(s, Pick(Spell.DISEASE))
    act(s, Pick(Spell.FAMINE))  # beyond the totem: a bird is sacrificed at once
    events = act(s, EndPick())
    told = [e for e in events if e.key == "spells_chosen"]
    assert len(told) == 1 and told[0].visible_to is None
    assert (told[0].params["family"], told[0].params["count"], told[0].params["birds"]) == (
        first,
        2,
        1,
    )
    later = s.actor
    assert s.stage_name == "choose" and later != first
    view = s.view(s.owner[later])
    assert view.chosen[first] == (None, None)
    assert view.sacrificed[first] == 1 and view.birds[first] == birds - 1
    for i in range(10):
        world = sample_world(view, Rng(i))
        assert world.view(s.owner[later]) == view
        assert len(world.chosen[first]) == 2 and None not in world.chosen[first]


def test_under_spells_b_the_counts_stay_secret_until_all_have_written():
    s = run_to(new_game(4, {"spells": "b"}, 5), "choose")
    first = s.actor
    act(s, Pick(Spell.DISEASE))
    events = act(s, EndPick())
    assert not any(e.key == "spells_chosen" for e in events)
    assert s.view(s.owner[s.actor]).chosen[first] == ()


def test_the_rules_screen_says_the_same():
    rules = load_data("totem-village")["rules"]
    text = " ".join(r["text"] for r in rules)
    base = " ".join(r["text"] for r in rules if not r["title"].startswith("Variants"))
    assert "no round limit" in text and "house rule" in text.lower()
    assert "open board" in text and "how many spells each earlier family took" in text
    assert "loses nothing more until it has an elder again" in text
    assert "at least one piece" in text
    assert "in secret" not in base  # only the variants Spells B and Meal B are secret
