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
from totemgame.engine.rng import Rng
from totemgame.games.totem_village.actions import EndPick
from totemgame.games.totem_village.dangers import dangers
from totemgame.games.totem_village.saving import rescue
from totemgame.games.totemic_might.actions import Arrange
from totemgame.games.totemic_might.scoring import balanced, pan_weights
from totemgame.games.totemix.ai import position_value
from totemgame.games.totemix.rules import BID, AutoPlace, Bid, Confirm, TotemixState
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


# Totemix, Easy vs Easy (seed 25): at move 44 a pole reaches the end at this round's marking,
# and seat 0 has resources that carve levels; Done at once turns them into crystals instead.
TOTEMIX_SEED, TOTEMIX_PLY = 25, 44


def round_end(state: TotemixState, seat: int, action: Action) -> TotemixState:
    """The state when the round's marking ends, every other seat placing by auto-place:
    nothing is hidden while marking."""
    state.apply(seat, action)
    while not state.over and state.phase != BID:
        mover = state.to_move()[0]
        move = AutoPlace(True) if state.p[mover].placeable() else Confirm()
        state.apply(mover, move)
    return state


def test_totemix_confirming_resources_that_win_the_last_round_is_a_blunder():
    record = easy_game("totemix", TOTEMIX_SEED)
    state = position_before(record, TOTEMIX_PLY)
    assert isinstance(state, TotemixState) and state.phase != BID
    legal = state.legal_actions(0)
    assert AutoPlace(True) in legal and Confirm() in legal
    placed = round_end(state.clone(), 0, AutoPlace(True))
    confirmed = round_end(state.clone(), 0, Confirm())
    # The rules end the game with this round either way: first after placing, second after
    # confirming at once.
    assert placed.over and confirmed.over
    assert placed.result().ranks == (1, 2) and confirmed.result().ranks == (2, 1)
    review = judged(with_move(record, TOTEMIX_PLY, 0, Confirm()), TOTEMIX_PLY)
    assert review.mark is Mark.BLUNDER and review.hindsight_mark is Mark.BLUNDER
    assert (review.best_value, review.played_value) == (1.0, 0.0)


# Totemix, Easy vs Easy (seed 2): at move 20 (round 6, 4 crystals against 3) seat 0 bids 0.
# Against any bid but 0 that ends the round behind by the Hard AI's measure of a seat, and the
# review that looked only to the round's end marked it a blunder; played on to the end, bidding
# nothing and keeping the crystals for the later auctions wins far more often.
HARSH_SEED, HARSH_PLY = 2, 20


def wins_after(state: TotemixState, action: Action, games_played: int) -> float:
    """Seat 0's share of wins when it plays `action` and Medium plays both seats to the end,
    the unseen cards shuffled anew each game."""
    module = games.get("totemix")
    won = 0.0
    for k in range(games_played):
        world = state.clone()
        world.rng = Rng(1000 + k)
        world.rng.shuffle(world.deck)
        world.apply(0, action)
        agents = [module.make_agent("medium", 100 + 2 * k + i) for i in range(2)]
        while not world.is_over():
            seat = world.to_move()[0]
            world.apply(seat, agents[seat].choose(world.view(seat), None))
        ranks = world.result().ranks
        won += 1.0 if ranks[0] < ranks[1] else 0.5 if ranks[0] == ranks[1] else 0.0
    return won / games_played


def test_totemix_a_bid_that_gives_up_the_round_for_the_game_is_not_a_mistake():
    record = easy_game("totemix", HARSH_SEED)
    state = position_before(record, HARSH_PLY)
    assert isinstance(state, TotemixState) and state.phase == BID and state.players == 2
    assert record.actions[HARSH_PLY] == (0, Bid(0).to_json())
    for other in range(1, state.p[1].crystals + 1):  # behind at the round's end
        after = round_end_of_bids(state.clone(), [0, other])
        late = after.late()
        assert position_value(after.p[0], late) < position_value(after.p[1], late)
    review = judged(record, HARSH_PLY)
    assert review.best != Bid(0).to_json()  # the Hard AI bids, yet keeping them is as good
    assert review.mark in (Mark.BEST, Mark.GOOD)
    # Played on to the end, keeping the crystals wins more often than the Hard AI's bid.
    assert wins_after(state, Bid(0), 40) > wins_after(state, Bid(review.best["amount"]), 40)


def round_end_of_bids(state: TotemixState, bids: list[int]) -> TotemixState:
    """The state when the round's marking ends after these bids, every seat by auto-place."""
    for seat, amount in enumerate(bids):
        state.apply(seat, Bid(amount))
    while not state.over and state.phase != BID:
        mover = state.to_move()[0]
        state.apply(mover, AutoPlace(True) if state.p[mover].placeable() else Confirm())
    return state


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
