"""Totemic Might's review values every kind of decision the seat makes: a move the rules or an
exact count show to be costly is a blunder in each (a weighing whose answer the seat's facts
already decide, orders given with the round's weighings unmade, orders that can teach no
weight, a trial copy of an open totem given away, a lighter extra spirit, a guess the table
rules out). Seat 0 is Medium against Easy (seed 1), three players; each test replays the game
to one of seat 0's decisions and plays another move there."""

from __future__ import annotations

import dataclasses
from functools import cache

from review_games import easy_game

from totemgame import games
from totemgame.engine.game import Action
from totemgame.engine.record import GameRecord
from totemgame.games.totemic_might.actions import (
    TRIAL,
    Give,
    Guess,
    Orders,
    PickSpirit,
    Submit,
    Weigh,
)
from totemgame.games.totemic_might.known import answer_possible, known_domains
from totemgame.games.totemic_might.rules import MightState
from totemgame.review.marks import Mark
from totemgame.review.moves import MoveReview
from totemgame.review.walk import decision_plies, judge_moves, positions


@cache
def game() -> GameRecord:
    return easy_game("totemic-might", 1, first="medium")


def before(ply: int) -> MightState:
    record = game()
    state = next(s.clone() for p, s in positions(record, games.get(record.game)) if p == ply)
    assert isinstance(state, MightState)
    return state


def plies_of(kind: str) -> list[int]:
    record = game()
    return [p for p in decision_plies(record, 0) if record.actions[p][1]["kind"] == kind]


def judged_instead(ply: int, action: Action) -> MoveReview:
    """Seat 0's move `ply` judged as if it had played `action` there."""
    record = game()
    other = dataclasses.replace(record, actions=[*record.actions[:ply], (0, action.to_json())])
    [raw] = judge_moves(other.to_json(), 0, [ply])
    return MoveReview.from_json(raw)


def test_a_weighing_whose_answer_the_facts_decide_is_a_blunder():
    # Round 9, before seat 0's first weighing: its spirit Summer Land against its trial copy
    # of Summer Secret, which its facts prove heavier.
    ply = 71
    assert ply in plies_of("weigh")
    state = before(ply)
    view = state.view(0)
    weigh = Weigh((3,), (TRIAL + 1,))
    assert weigh in state.legal_actions(0)
    right = view.trials[0][1]
    assert [s for s in (1, -1, 0) if answer_possible(view, [3], [right], s)] == [-1]
    review = judged_instead(ply, weigh)
    assert review.played_value == 0.0
    assert review.mark is Mark.BLUNDER and review.best["kind"] == "weigh"
    assert "could only come out one way" in review.reasons["en"]
    # With hindsight too: the real answer was the one the facts foretold, so it told nothing.
    assert review.hindsight_played == 0.0 and review.hindsight_mark is not None
    assert review.hindsight_best is not None and review.hindsight_best > 0.0


def test_orders_with_the_rounds_weighings_unmade_are_a_blunder():
    ply = plies_of("weigh")[0]  # round 1, three weighings left
    state = before(ply)
    assert state.view(0).weighings_left == state.weighings == 3
    assert Submit() in state.legal_actions(0)
    review = judged_instead(ply, Submit())
    # Weighings are per round: submitting ends the seat's round with none made.
    assert review.played_value == 0.0 and review.best["kind"] == "weigh"
    assert review.mark is Mark.BLUNDER
    assert review.reasons["en"].startswith("You gave your orders with 3 weighings left")


def test_orders_that_can_teach_no_weight_are_a_blunder():
    ply = 16  # round 3: seat 0's weighings made, its orders next
    assert ply in plies_of("orders")
    state = before(ply)
    view = state.view(0)
    garnet = [s.index(-1) for s in view.series]
    assert all(view.series[s][garnet[s]] == -1 for s in (0, 1))
    # The garnet first in both series and no wager: nothing in them names a weight.
    first = tuple((g, *[i for i in range(6) if i != g]) for g in garnet)
    orders = Orders((1, 1), first[0], first[1], "none", 0, (), 0)
    assert orders in state.legal_actions(0)
    review = judged_instead(ply, orders)
    assert review.played_value == 0.0 and review.best_value is not None
    assert review.mark is Mark.BLUNDER


def test_giving_away_the_copy_of_an_open_totem_is_a_blunder():
    ply = 13  # round 3, before seat 0's first weighing, two trial copies held
    state = before(ply)
    view = state.view(0)
    gift = Give(0, 1)
    assert gift in state.legal_actions(0)
    assert len(known_domains(view)[view.trials[0][0]]) >= 15  # its weight is wide open
    review = judged_instead(ply, gift)
    assert review.best_value == 1.0 and review.played_value is not None
    assert review.played_value < 0.2
    assert review.mark is Mark.BLUNDER


def test_a_light_extra_spirit_is_costly_and_with_hindsight_a_blunder():
    ply = plies_of("pick")[0]
    state = before(ply)
    view = state.view(0)
    doms = known_domains(view)
    light = min(view.pool, key=lambda t: (max(doms[t]), t))  # the lowest the proof allows
    review = judged_instead(ply, PickSpirit(light))
    # Its expected weight is at most the highest weight the seat's proof leaves it.
    assert review.played_value is not None and review.played_value <= max(doms[light]) / 20
    assert review.mark in (Mark.MISTAKE, Mark.BLUNDER)
    # With hindsight the count is exact: the real weights, 5 points a weight.
    assert review.best["kind"] == "pick"
    totem = review.best["totem"]
    assert review.hindsight_played == state.weights[light] / 20
    assert review.hindsight_best == state.weights[totem] / 20
    assert state.weights[totem] - state.weights[light] >= 6
    assert review.hindsight_mark is Mark.BLUNDER


def test_a_guess_the_table_rules_out_is_a_blunder():
    [ply] = plies_of("guess")
    state = before(ply)
    view = state.view(0)
    pooled = view.pool[0]
    # The rules: starting totems are drawn apart from the pool.
    assert all(p.start != pooled for p in state.p)
    guess = Guess(tuple(-1 if s == 0 else pooled for s in range(view.players)))
    review = judged_instead(ply, guess)
    assert (review.played_value, review.best_value) == (0.0, 1.0)
    assert review.mark is Mark.BLUNDER and review.hindsight_played == 0.0
    assert review.reasons["en"].count("was ruled out") == 1
