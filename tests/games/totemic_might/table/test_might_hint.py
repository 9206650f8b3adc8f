"""Totemic Might's Hint is a function of the position: asked twice, with a bid drafted in
between, or after a save and Continue, it thinks from the same seed with no clock and says the
same (two presses once gave different advice and 8 then 11 "weights open" for one totem)."""

from __future__ import annotations

import pytest
from helpers import run_until

from totemgame import games
from totemgame.ai.worker import think_explained
from totemgame.engine.record import GameRecord, SeatInfo

GAME = "totemic-might"


@pytest.fixture
def might_app(game_app):
    return game_app


def _asking(app) -> list[tuple]:
    """Every request the table sends to the worker: (view, seed, seconds, explain)."""
    asked: list[tuple] = []
    worker = app.ai_worker
    real = worker.request

    def request(game_id, difficulty, view, seed, seconds, explain=False):
        if explain:
            asked.append((view, seed, seconds))
        return real(game_id, difficulty, view, seed, seconds, explain=explain)

    worker.request = request
    return asked


def _table(app, record: GameRecord):
    from totemgame.ui.table_factory import open_table

    scene = open_table(app, games.open_match(record))
    run_until(app, lambda: scene.can_act and scene.board.summary is None, 30.0)
    return scene


def _hint(app, scene) -> tuple[object, str]:
    """The hint the table shows: its move and its words."""
    shown: list[tuple[object, str]] = []
    real = scene.session.on_hint

    def on_hint(action, reason) -> None:
        shown.append((action, reason))
        real(action, reason)

    scene.session.on_hint = on_hint
    assert scene.session.request_hint()
    run_until(app, lambda: bool(shown), 60.0)
    return shown[0]


def test_the_same_position_gets_the_same_hint_after_a_draft_and_after_a_save(might_app):
    from totemgame.games.totemic_might.actions import SetBid

    asked = _asking(might_app)
    seats = [SeatInfo("human", "P0", 0), SeatInfo("ai:easy", "P1", 1), SeatInfo("ai:easy", "P2", 2)]
    scene = _table(might_app, GameRecord(GAME, {}, seats, 21))
    first = _hint(might_app, scene)
    scene.submit(SetBid(0, 7))  # a draft of the orders: the position is the same
    might_app.step(1 / 60)
    second = _hint(might_app, scene)
    saved = GameRecord.from_json(scene.session.match.record.to_json())  # save, quit, Continue
    third = _hint(might_app, _table(might_app, saved))
    assert len(asked) == 3
    assert [seconds for _, _, seconds in asked] == [None] * 3  # no clock: budgets alone
    assert len({seed for _, seed, _ in asked}) == 1
    assert first == second == third
    # and the worker's answer itself is the same every time it is asked
    view, seed, _ = asked[0]
    again = [think_explained(GAME, "hard", view, seed, None) for _ in range(2)]
    assert again[0] == again[1]
