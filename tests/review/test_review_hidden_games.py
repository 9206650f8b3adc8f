"""The review of Totemix, Totem Village and Totemic Might: a move the rules prove costly is a
blunder in each; the judging sees the seat's view only (the hint's rule), hindsight alone the
true state; the same game reviewed twice gives the same marks."""

from __future__ import annotations

import dataclasses

import pytest
from review_games import SpyAgent, easy_game

from totemgame import games
from totemgame.engine.game import Action, State
from totemgame.engine.record import GameRecord
from totemgame.games.totem_village.actions import EndPick
from totemgame.games.totem_village.dangers import dangers
from totemgame.games.totem_village.saving import rescue
from totemgame.games.totemic_might.actions import Arrange
from totemgame.games.totemic_might.scoring import balanced, pan_weights
from totemgame.games.totemix.rules import BID, AutoPlace, Confirm, TotemixState
from totemgame.review.marks import Mark
from totemgame.review.moves import MoveReview
from totemgame.review.standing import standing
from totemgame.review.walk import decision_plies, judge_moves, positions

GAMES = ["totemix", "totem-village", "totemic-might"]


def position_before(record: GameRecord, ply: int) -> State:
    module = games.get(record.game)
    return next(s.clone() for p, s in positions(record, module) if p == ply)


def with_move(record: GameRecord, ply: int, seat: int, action: Action) -> GameRecord:
    """The game up to move `ply`, where `seat` plays `action` instead."""
    return dataclasses.replace(record, actions=[*record.actions[:ply], (seat, action.to_json())])


def judged(record: GameRecord, ply: int) -> MoveReview:
    [raw] = judge_moves(record.to_json(), 0, [ply])
    return MoveReview.from_json(raw)


def test_standing_is_the_share_of_the_others_beaten():
    assert standing([3.0, 1.0, 2.0], 0) == 1.0
    assert standing([1.0, 3.0, 2.0], 0) == 0.0
    assert standing([2.0, 3.0, 1.0], 0) == 0.5
    assert standing([2.0, 2.0], 1) == 0.5


# -- a known blunder in each game ------------------------------------------------------------
# Totem Village, Easy vs Easy (seed 1): at move 287 a family of seat 0 dies out at Ageing
# unless it chooses Girls; choosing no more spells lets it die.
VILLAGE_SEED, VILLAGE_PLY = 1, 287


def test_village_letting_a_family_die_out_is_a_blunder():
    record = easy_game("totem-village", VILLAGE_SEED)
    state = position_before(record, VILLAGE_PLY)
    view = state.view(0)
    legal = state.legal_actions(0)
    save = rescue(view, legal)
    assert save is not None and EndPick() in legal
    # The rules' warning: after choosing no more spells, one of the seat's families dies out
    # at Ageing and nothing chosen prevents it; the rescue leaves no such warning.
    mine = [f for f in range(view.families) if view.mine(f)]
    stop, saved = state.clone(), state.clone()
    stop.apply(0, EndPick())
    saved.apply(0, save)

    def dying(s: State) -> bool:
        v = s.view(0)
        return any(d.key == "dies_out" and not d.planned for f in mine for d in dangers(v, f))

    assert dying(stop) and not dying(saved)
    review = judged(with_move(record, VILLAGE_PLY, 0, EndPick()), VILLAGE_PLY)
    assert review.best == save.to_json()
    assert review.mark is Mark.BLUNDER
    assert review.best_value is not None and review.played_value is not None
    assert review.best_value - review.played_value >= 0.25


# Totemix, Easy vs Easy (seed 3): at move 26 seat 0 has resources that complete carved
# levels; Done at once turns them into crystals instead.
TOTEMIX_SEED, TOTEMIX_PLY = 3, 26


def round_end(state: TotemixState, seat: int, action: Action) -> list[tuple[int, int, int]]:
    """The seats' ranking keys (carved levels, height, crystals) when the round's marking ends,
    every other seat placing by auto-place: nothing is hidden while marking."""
    state.apply(seat, action)
    while not state.over and state.phase != BID:
        mover = state.to_move()[0]
        move = AutoPlace(True) if state.p[mover].placeable() else Confirm()
        state.apply(mover, move)
    return [(pl.carved(), pl.height(), pl.crystals) for pl in state.p]


def test_totemix_confirming_resources_that_carve_a_row_is_a_blunder():
    record = easy_game("totemix", TOTEMIX_SEED)
    state = position_before(record, TOTEMIX_PLY)
    assert isinstance(state, TotemixState) and state.phase != BID
    legal = state.legal_actions(0)
    assert AutoPlace(True) in legal and Confirm() in legal
    placed = round_end(state.clone(), 0, AutoPlace(True))
    confirmed = round_end(state.clone(), 0, Confirm())
    # By the rules' own ranking: first after placing, behind after confirming at once.
    assert placed[0][0] > confirmed[0][0]
    assert placed[0] > placed[1] and confirmed[0] < confirmed[1]
    review = judged(with_move(record, TOTEMIX_PLY, 0, Confirm()), TOTEMIX_PLY)
    assert review.mark is Mark.BLUNDER
    assert (review.best_value, review.played_value) == (1.0, 0.0)


# Totemic Might, Medium (seat 0) vs Easy (seed 1), at seat 0's second final arrangement: its
# first try failed, and what the scale answered leaves a layout that balances in most worlds.
MIGHT_SEED = 1


def test_might_an_arrangement_that_cannot_balance_is_a_blunder():
    record = easy_game("totemic-might", MIGHT_SEED, first="medium")
    tries = [
        i for i, (seat, act) in enumerate(record.actions) if seat == 0 and act["kind"] == "arrange"
    ]
    assert len(tries) >= 2, "seat 0 balanced at once: choose another seed"
    MIGHT_PLY = tries[1]
    state = position_before(record, MIGHT_PLY)
    items = state.items(0)
    heap = Arrange((0,) * len(items))  # everything on the first pan
    # The rules: one loaded pan against two empty ones never balances (every copy weighs 1+).
    assert not balanced(pan_weights(items, heap.pans, state.weights, state.p[0].lifts))
    review = judged(with_move(record, MIGHT_PLY, 0, heap), MIGHT_PLY)
    assert review.played_value == 0.0 and review.hindsight_played == 0.0
    assert review.mark is Mark.BLUNDER and review.best_value is not None
    assert review.best_value >= 0.3


# -- the seat's view only, and the same twice ------------------------------------------------
def spy_on(monkeypatch, game_id: str, seen: list) -> None:
    real = games.get(game_id)

    def make_agent(difficulty, seed):
        return SpyAgent(real.make_agent(difficulty, seed), seen)

    def review_values(agent, view, actions, seed):
        seen.append(("values", view))
        return real.review_values(agent.agent, view, actions, seed)

    def hindsight_values(truth, seat, actions, seed):
        seen.append(("hindsight", truth))
        return real.hindsight_values(truth, seat, actions, seed)

    changes = {"review_values": review_values, "hindsight_values": hindsight_values}
    if real.review_reason is not None:
        reason = real.review_reason

        def review_reason(agent, view, played, best, values, hint):
            seen.append(("reason", view))
            return reason(agent.agent, view, played, best, values, hint)

        changes["review_reason"] = review_reason
    spy = dataclasses.replace(real, make_agent=make_agent, **changes)
    monkeypatch.setitem(games._loaded, game_id, spy)


def sample_plies(record: GameRecord, n: int) -> list[int]:
    """`n` of seat 0's decisions spread over the game, and the first of each other kind of
    decision it made (Totemic Might values each kind by its own measure)."""
    plies = decision_plies(record, 0)
    step = max(1, len(plies) // n)
    firsts = {}
    for p in plies:
        firsts.setdefault(record.actions[p][1]["kind"], p)
    return sorted({*plies[::step][:n], *firsts.values()})


@pytest.mark.parametrize("game_id", GAMES)
def test_the_review_sees_only_the_seats_view(monkeypatch, game_id):
    record = easy_game(game_id, 2, players=3)
    plies = sample_plies(record, 3)
    module = games.get(game_id)
    states = {p: s.clone() for p, s in positions(record, module) if p in plies}
    seen: list = []
    spy_on(monkeypatch, game_id, seen)
    judge_moves(record.to_json(), 0, plies)
    views = [v for kind, v in seen if kind != "hindsight"]
    expected = [states[p].view(0) for p in plies]
    assert views and all(not isinstance(v, State) for v in views)
    assert all(v in expected for v in views)
    for p in plies:  # never another seat's view, nor the public one
        for other in (1, 2, None):
            assert states[p].view(other) not in views
    truths = [t for kind, t in seen if kind == "hindsight"]
    assert len(truths) == len(plies) and all(isinstance(t, State) for t in truths)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_same_game_reviewed_twice_gives_the_same_marks(game_id):
    record = easy_game(game_id, 4, first="medium")
    arranged = [p for p in decision_plies(record, 0) if record.actions[p][1]["kind"] == "arrange"]
    plies = sorted({*sample_plies(record, 3), *arranged[-1:]})
    first = judge_moves(record.to_json(), 0, plies)
    assert first == judge_moves(record.to_json(), 0, plies)
    assert any(m["values"][0] is not None for m in first)
    if game_id == "totemic-might":  # every kind of decision is valued
        kinds = {m["played"]["kind"] for m in first if None not in m["values"]}
        assert {"orders", "weigh", "arrange", "guess"} <= kinds
