"""The danger shown at the table: risky squares are marked, hovering one names the trap; and in
pass and play the heading names whose turn it is."""

from __future__ import annotations

import pytest

from totemgame.engine.record import GameRecord, SeatInfo
from totemgame.engine.rng import Rng
from totemgame.games.totem_surround.actions import Phase
from totemgame.games.totem_surround.board import geometry
from totemgame.games.totem_surround.table.scene import TotemSurroundScene
from totemgame.games.totem_surround.threats import risky_destinations, risky_placements


@pytest.fixture
def pnp(game_app) -> TotemSurroundScene:
    from totemgame.ui.table_factory import start_game

    seats = [SeatInfo("human", "Zoe", 0), SeatInfo("human", "Luke", 1)]
    scene = start_game(game_app, GameRecord("totem-surround", {}, seats, 5))
    assert isinstance(scene, TotemSurroundScene)
    return scene


def _settle(app, scene) -> None:
    for _ in range(600):
        app.step(1 / 60)
        if app.top is not scene:
            app.pop()
        elif scene.view.over or (scene.can_act and not scene.is_animating()):
            return
    raise AssertionError("the table never waited for a move")


def test_pass_and_play_headings_name_the_player_to_move(game_app, pnp):
    _settle(game_app, pnp)
    assert pnp._prompt(pnp.view)[0] == "Zoe (White): move the totem"
    pnp.submit(pnp.legal_actions()[0])
    _settle(game_app, pnp)
    assert pnp._prompt(pnp.view)[0] == f"Zoe (White): place a {pnp.value}"


def test_a_risky_square_is_marked_and_hovering_it_names_the_trap(game_app, pnp):
    rng, found, everywhere_seen = Rng(3), set(), 0
    for _ in range(80):
        _settle(game_app, pnp)
        view = pnp.view
        if view.over:
            break
        cells = list(view.cells)
        if view.phase is Phase.MOVE:
            risky = risky_destinations(cells, view.totem, view.turn, view.left)
        else:
            risky = risky_placements(cells, view.totem, view.turn, pnp.value, view.left)
        game_app.step(1 / 60)  # a frame draws the board, and with it the marks
        assert pnp.danger.risky == risky
        if risky:
            sq, traps = next(iter(risky.items()))
            pnp.hover = sq
            words = pnp.danger.warning(view, sq)
            assert words is not None
            assert geometry().label(traps[0].square) in words
            choices = {getattr(a, "to", getattr(a, "square", None)) for a in pnp.legal_actions()}
            everywhere = len(risky) == len(choices)
            assert pnp.danger.everywhere == everywhere
            if everywhere:  # no mark tells choices apart: one standing warning, no hover
                assert pnp.danger.warning(view, None) is not None
                assert words.startswith(("Every totem move", "Wherever this piece goes"))
                everywhere_seen += 1
            else:
                move = ("Whatever", "After this move")  # a trap for them, or an ending for you
                assert words.startswith(move if view.phase is Phase.MOVE else "Then")
                found.add(view.phase)
            pnp.hover = None
        if not pnp.danger.everywhere:
            safe = [sq for sq in range(37) if sq not in risky]
            assert all(pnp.danger.warning(view, sq) is None for sq in safe)
        pnp.submit(rng.choice(pnp.legal_actions()))
    assert found == {Phase.MOVE, Phase.PLACE} and everywhere_seen
