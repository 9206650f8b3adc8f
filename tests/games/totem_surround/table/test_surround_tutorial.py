"""Learn to play Totem Surround: the scripted game on the real table, every learner move made by
clicking where the table points (element_for), the opponent's moves from the script."""

from __future__ import annotations

from helpers import click, play_by_clicks, run_until

from totemgame import tutorial
from totemgame.games.totem_surround.actions import MoveTotem, PlacePiece
from totemgame.games.totem_surround.board import geometry
from totemgame.games.totem_surround.table.board import SurroundBoard
from totemgame.games.totem_surround.table.layout import pick_rect, square_rect
from totemgame.ui import tutorial_guide as runner
from totemgame.ui.table import TableScene

GAME = "totem-surround"


def _label(label: str) -> int:
    geo = geometry()
    return next(sq for sq in range(geo.size) if geo.label(sq) == label)


def _open(app, at: int = 0) -> TableScene:
    scene = runner.open_tutorial(app, tutorial.load(GAME), at)
    assert isinstance(scene, TableScene) and isinstance(scene.board, SurroundBoard)
    app.step(1 / 60)
    return scene


def test_the_tutorial_reaches_every_rule_it_teaches(game_app):
    script = tutorial.load(GAME)
    assert script.learner_moves >= 10
    moves = [tutorial.decode(GAME, s) for s in script.steps if s.learner_moves]
    assert any(isinstance(m, MoveTotem) for m in moves)
    assert {m.value for m in moves if isinstance(m, PlacePiece)} >= {1, 2, 3}
    assert tutorial.check(script) == []


def test_a_placement_points_at_the_value_first_then_the_square(game_app):
    app = game_app
    script = tutorial.load(GAME)
    # The step that places a 2 on d7 (the picker holds a 1 at that moment).
    at = next(
        i
        for i, s in enumerate(script.steps)
        if s.learner_moves and s.play == {"kind": "place", "square": _label("d7"), "value": 2}
    )
    scene = _open(app, at)
    run_until(app, lambda: scene.can_act)
    action = PlacePiece(_label("d7"), 2)
    assert scene.board.value == 1
    assert scene.element_for(action) == pick_rect(1)
    # The heading agrees with the step from its start: pick the 2 first (not "Place a 1").
    title, detail = scene.board._prompt(scene.view)
    assert title == "Pick your 2 first" and "the 2" in detail
    click(app, pick_rect(1).center)
    assert scene.board.value == 2 and scene.element_for(action) == square_rect(_label("d7"))
    assert scene.board._prompt(scene.view)[0] == "Place a 2"
    assert scene.element_for(PlacePiece(_label("e7"), 2)) is None  # not next to the totem
    assert scene.element_for(MoveTotem(_label("d5"))) is None  # the totem has moved already
    play_by_clicks(app, scene, action)
    assert scene.session.match.state.cells[_label("d7")] == 2


def test_the_whole_tutorial_is_played_by_clicks_to_the_final_count(game_app):
    app = game_app
    scene = _open(app)
    guide = scene.tutorial
    script = guide.tutorial
    seen_jump = seen_anywhere = False
    run_until(app, lambda: guide.waiting_for_next)
    # While a step is read, the board's heading sends the eye to the step box, not the board.
    assert scene.board._prompt(scene.view)[0] == "Learn to play"
    while not guide.finished:
        step = guide.step
        index = guide.index
        if step.learner_moves:
            action = tutorial.decode(GAME, step)
            view = scene.view
            run_until(app, lambda: scene.can_act)
            assert scene.board._prompt(view)[0] != "Learn to play"
            if isinstance(action, MoveTotem) and action.to not in geometry().neighbours[view.totem]:
                seen_jump = True  # a jump: the landing square is not next to the totem
            if (
                isinstance(action, PlacePiece)
                and action.square not in geometry().neighbours[view.totem]
            ):
                seen_anywhere = True  # the full ring: the piece goes elsewhere
                assert all(view.cells[n] for n in geometry().neighbours[view.totem])
            play_by_clicks(app, scene, action)
        else:
            run_until(app, lambda i=index: guide.waiting_for_next or guide.index != i, 15)
            if guide.waiting_for_next:
                if step.element:  # an explanation points at something on the table
                    assert scene.board_element(step.element) is not None, step.element
                guide.next()
        app.step(1 / 60)
        if guide.index == len(script.steps) - 1:
            break
    assert seen_jump and seen_anywhere
    # The last step is the count: the totem is trapped in the c7 corner, the note beside the board.
    state = scene.session.match.state
    assert state.is_over() and state.totem == _label("c7")
    assert state.result().scores == (6, 3) and state.result().winners == (0,)
    run_until(app, lambda: scene.board._finale is not None)
    assert scene.board._finale.sums[0].endswith("3 + 2 + 1 = 6")
    assert scene.board_element("finale") == scene.board.note_rect
    assert not scene.board.note_rect.colliderect(scene.board_element("ring"))
