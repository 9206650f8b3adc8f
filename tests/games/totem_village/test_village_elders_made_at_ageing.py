"""Totem Village, the elders rule revised on turn 3 of the decisions file: a family with no elder
whose mature adults become elders at Ageing and which is wiped out in the same check (only
elders left, or no breeding pair) goes from none to two elders to none. That drop to zero costs
a piece, as when the elders stood there before Ageing."""

from __future__ import annotations

import pytest

from tests.games.totem_village.test_village_revised import at, elders, keys_for, play_round
from totemgame import games
from totemgame.engine.record import GameRecord, RecordError, SeatInfo
from totemgame.engine.rng import Rng
from totemgame.games.totem_village import stages
from totemgame.games.totem_village.actions import Pick
from totemgame.games.totem_village.content import ELDER, SPELLS
from totemgame.games.totem_village.rules import new_game

# Mature adults only (no elder): after Ageing only elders are left.
ONLY_ELDERS_LEFT = [[0, 0, 0, 0, 1, 1, 0], [0] * 7, [0] * 7]
# A mature couple and a young man: after Ageing two elders, a mature man, no woman.
NO_BREEDING_PAIR = [[0, 0, 0, 1, 1, 1, 0], [0] * 7, [0] * 7]


def elderless_at_ageing(huts, totem: int, options=None):
    """A fresh game at Ageing, the start family holding `huts`, elderless since an earlier
    check, with a totem of `totem` pieces."""
    s = at(new_game(4, options or {}, 9), "ageing")
    f = s.start
    s.totem[f] = totem
    s.huts[3 * f : 3 * f + 3] = [h[:] for h in huts]
    s.elder_on_board[f] = False
    return s, f


@pytest.mark.parametrize("huts", [ONLY_ELDERS_LEFT, NO_BREEDING_PAIR], ids=["elders", "no_pair"])
def test_elders_made_at_ageing_and_wiped_out_at_once_cost_a_piece(huts):
    s, f = elderless_at_ageing(huts, totem=3)
    events = stages.finish_stage(s)
    keys = keys_for(events, f)
    assert keys.index("aged") < keys.index("wiped_out") < keys.index("elder_lost")
    assert [e.params["height"] for e in events if e.key == "elder_lost"] == [2]
    assert s.totem[f] == 2 and s.elder_hit[f] and not s.elder_on_board[f]


def test_elders_made_at_ageing_and_wiped_out_at_first_piece_keep_it():
    s, f = elderless_at_ageing(ONLY_ELDERS_LEFT, totem=1)
    events = stages.finish_stage(s)
    assert "elder_lost_kept" in keys_for(events, f) and s.totem[f] == 1


def test_elders_made_at_ageing_and_wiped_out_cost_the_whole_totem_under_totem_a():
    s, f = elderless_at_ageing(ONLY_ELDERS_LEFT, totem=4, options={"totem_a": True})
    events = stages.finish_stage(s)
    assert [e.params["height"] for e in events if e.key == "elder_lost"] == [0]
    assert s.totem[f] == 0


def test_the_piece_goes_once_and_the_new_family_starts_at_the_lower_height():
    s, f = elderless_at_ageing(ONLY_ELDERS_LEFT, totem=3)
    events = stages.advance(s)  # Ageing, the census, then the next Arrange and its new family
    assert s.stage_name == "arrange" and "replacement" in keys_for(events, f)
    assert s.totem[f] == 2 and elders(s, f) == 1 and s.elder_on_board[f]
    events += play_round(s)  # the new family's first round: its elder is no new loss
    assert keys_for(events, f).count("elder_lost") == 1


def random_play(seed: int):
    """A 4-player game of seeded random moves, and its policy."""
    rng = Rng(seed)
    return new_game(4, {}, seed), lambda s, seat: rng.choice(s.legal_actions(seat))


def play_to_elders_made_and_lost_at_ageing(s, policy, record=None):
    """Play `s` until a move ends with a family that had no elder getting elders at Ageing and
    leaving the village in the same check, with more than one totem piece to lose. Returns
    that family, its height before, and the move's events. `record` collects the moves."""
    for _ in range(20_000):
        assert not s.over, "the game ended before the case came up"
        seat = s.to_move()[0]
        had, heights = list(s.elder_on_board), list(s.totem)
        action = policy(s, seat)
        if record is not None:
            record.actions.append((seat, action.to_json()))
        events = s.apply(seat, action)
        for f in range(s.families):
            aged = [e for e in events if e.key == "aged" and e.params["family"] == f]
            made = aged and sum(aged[0].params["snap"][1][ELDER::7])
            if not had[f] and made and "wiped_out" in keys_for(events, f) and heights[f] > 1:
                return f, heights[f], events
    raise AssertionError("the case never came up")


def test_elders_made_and_lost_at_ageing_in_play_cost_a_piece():
    s, policy = random_play(4)
    f, height, events = play_to_elders_made_and_lost_at_ageing(s, policy)
    keys = keys_for(events, f)
    assert keys.index("wiped_out") < keys.index("elder_lost")
    assert s.totem[f] == height - 1 and "totem_piece" not in keys


def test_a_save_made_before_the_change_that_no_longer_replays_names_the_elders_rule():
    """Under the earlier rule the wiped-out family kept its piece, so at the next Magic it
    could choose one spell more (one per piece, the rest paid with its 5 new birds): this
    record replays to its end under the code before the change. Today it stops at that spell,
    and the message says the elders rule changed."""
    record = GameRecord(
        game="totem-village", options={}, seats=[SeatInfo("ai:random", "A", 0)] * 4, seed=4
    )
    s, policy = random_play(4)
    f, height, _ = play_to_elders_made_and_lost_at_ageing(s, policy, record)
    while not (s.stage_name == "choose" and s.queue and s.queue[0] == f):
        seat = s.to_move()[0]
        action = policy(s, seat)
        record.actions.append((seat, action.to_json()))
        s.apply(seat, action)
    assert s.totem[f] == height - 1 and s.birds[f] == 5 and not s.chosen[f]
    picks = height + s.birds[f]  # what the family could choose when it kept its piece
    record.actions += [(s.owner[f], Pick(spell).to_json()) for spell in SPELLS[:picks]]
    with pytest.raises(RecordError) as err:
        games.open_match(record)
    message = str(err.value)
    assert f"move {len(record.actions)} is not legal" in message
    assert "elders rule" in message and "Ageing" in message
