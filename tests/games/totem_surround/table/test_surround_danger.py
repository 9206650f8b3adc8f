"""The danger shown at the table: risky squares are marked, hovering one names the trap; and in
pass and play the heading names whose turn it is."""

from __future__ import annotations

import pytest

from totemgame.engine.record import GameRecord, SeatInfo
from totemgame.engine.rng import Rng
from totemgame.games.totem_surround.actions import Phase
from totemgame.games.totem_surround.board import geometry
from totemgame.games.totem_surround.table.board import SurroundBoard
from totemgame.games.totem_surround.threats import risky_destinations, risky_placements
from totemgame.ui.table import TableScene


@pytest.fixture
def pnp(game_app) -> TableScene:
    from totemgame.ui.table_factory import start_game

    seats = [SeatInfo("human", "Zoe", 0), SeatInfo("human", "Luke", 1)]
    scene = start_game(game_app, GameRecord("totem-surround", {}, seats, 5))
    assert isinstance(scene, TableScene) and isinstance(scene.board, SurroundBoard)
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
    assert pnp.board._prompt(pnp.view)[0] == "Zoe (White): move the totem"
    pnp.submit(pnp.legal_actions()[0])
    _settle(game_app, pnp)
    assert pnp.board._prompt(pnp.view)[0] == f"Zoe (White): place a {pnp.board.value}"


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
            risky = risky_placements(cells, view.totem, view.turn, pnp.board.value, view.left)
        game_app.step(1 / 60)  # a frame draws the board, and with it the marks
        assert pnp.board.danger.risky == risky
        if risky:
            sq, traps = next(iter(risky.items()))
            pnp.board.hover = sq
            words = pnp.board.danger.warning(view, sq)
            assert words is not None
            # The trap's square is named; an ending's is the hovered square itself.
            assert traps[0].ending or geometry().label(traps[0].square) in words
            choices = {getattr(a, "to", getattr(a, "square", None)) for a in pnp.legal_actions()}
            everywhere = len(risky) == len(choices)
            assert pnp.board.danger.everywhere == everywhere
            if everywhere:  # no mark tells choices apart: one standing warning, no hover
                assert pnp.board.danger.warning(view, None) is not None
            if everywhere and len(choices) > 1:
                assert words.startswith(("Every totem move", "Wherever this piece goes"))
                everywhere_seen += 1
            else:
                move = ("Whatever", "After this move")  # a trap for them, or an ending for you
                assert words.startswith(move if view.phase is Phase.MOVE else "Then")
                found.add(view.phase)
            pnp.board.hover = None
        if not pnp.board.danger.everywhere:
            safe = [sq for sq in range(37) if sq not in risky]
            assert all(pnp.board.danger.warning(view, sq) is None for sq in safe)
        pnp.submit(rng.choice(pnp.legal_actions()))
    assert found == {Phase.MOVE, Phase.PLACE} and everywhere_seen


def test_a_single_choice_is_not_called_every_choice(game_app):
    """With one totem move or one square left, the warning speaks of that one ("Whatever you
    place then...", "Then Red can..."), not of "every totem move" or "wherever this piece goes"."""
    from totemgame.games.totem_surround.board import placement_squares, sign_of, totem_moves
    from totemgame.games.totem_surround.rules import new_game
    from totemgame.games.totem_surround.table.danger import Danger

    seen = set()
    for seed in range(6):
        state, rng = new_game(2, {}, seed), Rng(seed)
        while not state.is_over():
            seat, cells = state.turn, list(state.cells)
            if state.phase is Phase.MOVE:
                choices = len(totem_moves(cells, state.totem, sign_of(seat)))
            else:
                choices = len(placement_squares(cells, state.totem))
            value = max(v for v, n in zip((1, 2, 3, 4), state.left[seat], strict=True) if n)
            danger = Danger()
            danger.refresh(state.view(seat), value, True, choices)
            if choices == 1 and danger.risky:
                assert danger.everywhere  # nothing to tell apart: the box speaks unasked
                words = danger.warning(state.view(seat), None)
                assert words is not None
                assert not words.startswith(("Every", "Wherever")), words
                seen.add(state.phase)
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert seen == {Phase.MOVE, Phase.PLACE}
