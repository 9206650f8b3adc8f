"""The warnings at the decision, through the real scene: Ready with a family about to lose its
last elder asks for a confirmation (Go back leaves the huts as they are); a safe one does not."""

from __future__ import annotations

from totemgame.engine.record import GameRecord, SeatInfo
from totemgame.games.totem_village.content import ELDER, MM, MW, YM, YW
from totemgame.games.totem_village.table.board import VillageBoard
from totemgame.ui.table import TableScene
from totemgame.ui.widgets.dialog import DialogScene


def _start(app, seed: int = 5) -> TableScene:
    from totemgame.ui.table_factory import start_game

    seats = [SeatInfo(k, f"P{i}", i) for i, k in enumerate(["human", "ai:easy", "ai:easy"])]
    scene = start_game(app, GameRecord("totem-village", {}, seats, seed))
    assert isinstance(scene.board, VillageBoard)
    for _ in range(3000):
        if scene.can_act:
            app.step(1 / 60)
            return scene
        app.step(1 / 60)
    raise AssertionError("the human never got a decision")


def _ready(scene):
    return next(r for r, label, what, on in scene.board.controls if label == "Ready")


def _my_actions(scene) -> list[dict]:
    return [a for seat, a in scene.session.match.record.actions if seat == 0]


def test_ready_with_the_last_elder_about_to_go_asks_first(game_app):
    scene = _start(game_app)
    f = scene.view.actor
    huts = scene.session.match.state.huts
    # The mature adults are gone: at Ageing the elder dies and nobody takes the place.
    for i in range(3):
        huts[3 * f + i][MW] = huts[3 * f + i][MM] = 0
    assert sum(h[ELDER] for h in huts[3 * f : 3 * f + 3]) == 1
    assert huts[3 * f][YW] and huts[3 * f][YM]
    scene._view_key = None  # the position was changed behind the table's back
    game_app.step(1 / 60)
    assert any("last elder" in w for w in scene.board.panel.warnings)  # the line on the panel
    game_app.click(_ready(scene).center)
    game_app.step(1 / 60)
    top = game_app.top
    assert isinstance(top, DialogScene) and "last elder" in top.text
    assert top.find_button("Ready anyway") is not None  # the button says what goes on
    game_app.click(top.find_button("Go back").rect.center)
    game_app.step(1 / 60)
    assert game_app.top is scene and {"kind": "ready"} not in _my_actions(scene)
    game_app.click(_ready(scene).center)
    game_app.step(1 / 60)
    game_app.click(game_app.top.find_button("Ready anyway").rect.center)
    game_app.step(1 / 60)
    assert game_app.top is scene and {"kind": "ready"} in _my_actions(scene)


def test_ready_with_a_safe_family_goes_at_once(game_app):
    scene = _start(game_app)
    assert scene.board.panel.warnings == []
    game_app.click(_ready(scene).center)
    game_app.step(1 / 60)
    assert game_app.top is scene
    assert {"kind": "ready"} in _my_actions(scene)
