"""The review judges each decision from what the seat knew then: the Hard AI and the game's
values see `state.view(seat)` of that moment, never the state or another seat's view (the
hint's rule); only the hindsight hook sees the true state, and its answer goes only into the
hindsight fields. The same game reviewed twice gives the same marks."""

from __future__ import annotations

import dataclasses

from review_games import SpyAgent, easy_game

from totemgame import games
from totemgame.engine.game import State
from totemgame.review.walk import decision_plies, judge_moves, positions

GAME = "tiki-topple"


def spy_module(monkeypatch, seen: list, hindsight_answer=None):
    real = games.get(GAME)

    def make_agent(difficulty, seed):
        return SpyAgent(real.make_agent(difficulty, seed), seen)

    def review_values(agent, view, actions, seed):
        seen.append(("values", view))
        return real.review_values(agent.agent, view, actions, seed)

    def hindsight_values(truth, seat, actions, seed):
        seen.append(("hindsight", truth))
        if hindsight_answer is not None:
            return [hindsight_answer] * len(actions)
        return real.hindsight_values(truth, seat, actions, seed)

    spy = dataclasses.replace(
        real,
        make_agent=make_agent,
        review_values=review_values,
        hindsight_values=hindsight_values,
    )
    monkeypatch.setitem(games._loaded, GAME, spy)
    return real


def test_the_review_sees_only_the_seats_view_at_each_decision(monkeypatch):
    record = easy_game(GAME, 4, players=3)
    plies = decision_plies(record, 1)[:3]
    seen: list = []
    real = spy_module(monkeypatch, seen)
    judge_moves(record.to_json(), 1, plies)
    states = {ply: state.clone() for ply, state in positions(record, real) if ply in plies}
    views = [v for kind, v in seen if kind != "hindsight"]
    expected = [states[p].view(1) for p in plies]
    assert views and all(not isinstance(v, State) for v in views)
    assert all(v in expected for v in views)
    for p in plies:  # never another seat's view, nor the public one
        for other in (0, 2, None):
            assert states[p].view(other) not in views
    truths = [t for kind, t in seen if kind == "hindsight"]
    assert len(truths) == len(plies) and all(isinstance(t, State) for t in truths)


def test_hindsight_never_changes_the_judgement_from_the_seats_view(monkeypatch):
    record = easy_game(GAME, 4, players=3)
    plies = decision_plies(record, 1)[:2]
    first = judge_moves(record.to_json(), 1, plies)
    spy_module(monkeypatch, [], hindsight_answer=0.0)
    second = judge_moves(record.to_json(), 1, plies)
    for a, b in zip(first, second, strict=True):
        assert {k: v for k, v in a.items() if "hindsight" not in k} == {
            k: v for k, v in b.items() if "hindsight" not in k
        }
        assert b["hindsight"] == [0.0, 0.0]


def test_the_same_game_reviewed_twice_gives_the_same_marks():
    record = easy_game(GAME, 5)
    plies = decision_plies(record, 0)[:4]
    assert judge_moves(record.to_json(), 0, plies) == judge_moves(record.to_json(), 0, plies)


def test_the_reviews_best_move_and_reason_are_the_hints_for_the_same_seed():
    """The review asks the Hard AI as the Hint does (the worker's think_explained), so its
    better move and reason are what a hint at that move would have said with that seed."""
    from totemgame.ai.worker import think_explained
    from totemgame.review.judge import judge_view
    from totemgame.review.walk import review_seed

    record = easy_game(GAME, 5)
    module = games.get(GAME)
    ply = decision_plies(record, 0)[3]
    state = next(s for p, s in positions(record, module) if p == ply)
    view, seed = state.view(0), review_seed(record, 0, ply)
    played = module.codec.decode(record.actions[ply][1])
    verdict = judge_view(module, view, played, seed)
    hint = think_explained(GAME, "hard", view, seed, None)
    assert verdict.best.to_json() == hint["action"]
    assert verdict.reasons == hint["reasons"]
