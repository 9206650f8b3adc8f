"""Learn Tiki Topple on the real table: every learner step played by clicking where the table
points (the card, then the tiki), the opponent's scripted moves landing, the round's reveal
closed by its own button; the state checked at the steps that teach something."""

from __future__ import annotations

from helpers import click, play_by_clicks, run_until

from totemgame import tutorial as scripts
from totemgame.games.tiki_topple.actions import Card
from totemgame.games.tiki_topple.content import content
from totemgame.games.tiki_topple.table.board import TikiBoard
from totemgame.games.tiki_topple.table.layout import PLACES, place_rect
from totemgame.ui import tutorial_guide as tutorial
from totemgame.ui.table import TableScene

NAMES = [n.lower() for n in content().tiki_names]


def _tiki(name: str) -> int:
    return NAMES.index(name)


def _open(app):
    script = scripts.load("tiki-topple")
    scene = tutorial.open_tutorial(app, script)
    app.step(1 / 60)
    assert isinstance(scene, TableScene) and isinstance(scene.board, TikiBoard)
    return scene, scene.tutorial


def _until_step(app, scene, guide, index: int, checks=None, reveals=None) -> None:
    """Play the tutorial as a learner up to step `index` (0-based): Next on explanations,
    clicks on the table for the learner's moves, the reveal's own button at a round's end.
    `checks`: {step index: check(scene)} run when that step comes up; `reveals` collects the
    round reveals the learner closed."""
    checks = checks or {}
    done: set[int] = set()
    for _ in range(4000):
        if guide.index >= index or guide.finished:
            return
        if guide.index in checks and guide.index not in done and not scene.is_animating():
            done.add(guide.index)
            checks[guide.index](scene)
        if scene.overlay_waits():
            if reveals is not None:
                reveals.append(scene.board.summary)
            click(app, scene.board_element("button:next-round").center)
        elif scene.is_animating():
            app.step(1 / 60)
        elif guide.waiting_for_next:
            click(app, guide.next_button.rect.center)
        elif guide.expected() is not None:
            play_by_clicks(app, scene, guide.expected())
        else:
            app.step(1 / 60)  # the opponent's scripted move is on its way
    raise AssertionError(f"stuck at step {guide.index + 1}")


def test_the_first_move_is_the_card_then_lokahi_and_a_wrong_card_is_refused(game_app):
    scene, guide = _open(game_app)
    _until_step(game_app, scene, guide, 4)
    action = guide.expected()
    assert action is not None and action.card is Card.UP3 and action.tiki == _tiki("lokahi")
    # the table points at the card first; the Toast is grey on a first turn
    assert scene.element_for(action) == scene.board_element("card:up3")
    click(game_app, scene.board_element("card:topple").center)
    assert scene.session.match.ply == 0 and guide.refusals == 1 and scene.board.selected is None
    click(game_app, scene.element_for(action).center)
    assert scene.board.selected is Card.UP3
    assert scene.element_for(action) == scene.board_element("tiki:lokahi")
    click(game_app, scene.element_for(action).center)
    assert scene.session.match.state.line[0] == _tiki("lokahi")


def test_the_whole_tutorial_teaches_each_card_the_round_end_and_scoring(game_app):
    scene, guide = _open(game_app)
    steps = guide.tutorial.steps
    seen: dict[str, object] = {}
    reveals: list = []

    def round_two(s):
        seen["round"] = s.session.match.state.round

    second = next(i for i, st in enumerate(steps) if st.text.startswith("Round 2"))
    _until_step(game_app, scene, guide, len(steps), {second: round_two}, reveals)
    assert len(reveals) == 1 and reveals[0].round == 1
    assert [(seat, points) for seat, _card, points in reveals[0].cards] == [(0, 16), (1, 7)]
    state = scene.session.match.state
    plays = [step.play["card"] for step in steps if step.learner_moves]
    assert {c.value for c in Card} <= set(plays), "every card type is played by the learner"
    assert len(plays) >= 10
    assert state.round_scores[0] == [16, 7]  # Lokahi 1st, Nani 2nd, Kapu 3rd; Kai's Hookipa burnt
    assert seen["round"] == 2
    assert state.line[1] == _tiki("hookipa")  # the last Topple lifted Hookipa to 2nd
    run_until(game_app, lambda: type(game_app.top).__name__ == "TutorialEndScene")


def test_while_a_step_waits_for_next_the_prompt_says_to_read_it(game_app):
    from totemgame.games.tiki_topple.table.panels import prompt_text

    scene, guide = _open(game_app)
    assert guide.waiting_for_next
    title, detail = prompt_text(scene, scene.view, None, 0)
    assert (title, "Next" in detail) == ("Learn to play", True)
    _until_step(game_app, scene, guide, 4)
    assert not guide.waiting_for_next and guide.expected() is not None
    assert prompt_text(scene, scene.view, None, 0)[0] == "Your turn"


def test_every_element_the_tutorial_names_is_on_the_table(game_app):
    scene, guide = _open(game_app)
    keys = {s.element for s in guide.tutorial.steps if s.element}
    for key in keys | {"tiki:kapu", "card:toast", "prompt"}:
        rect = scene.board_element(key)
        assert rect is not None and scene.board_rect.contains(rect), key
    assert scene.board_element("toasts:at-risk").contains(scene.board_element("toasts"))
    line = scene.board_element("line")  # the window on the line shows its place names too
    assert all(line.contains(place_rect(i)) for i in range(PLACES))
    assert scene.board_element("tiki:nobody") is None
    assert scene.board_element("button:next-round") is None  # no reveal open


def test_the_round_reveal_asks_for_one_click_next_round_and_the_step_moves_on(game_app):
    scene, guide = _open(game_app)
    steps = guide.tutorial.steps
    last = next(i for i, st in enumerate(steps) if "Next round" in st.text)
    assert steps[last].seat == 1 and "Next here" not in steps[last].text
    _until_step(game_app, scene, guide, last)
    run_until(game_app, scene.overlay_waits)
    assert guide.index == last and not guide.waiting_for_next  # no Next beside the reveal
    assert not guide.next_button.visible
    click(game_app, scene.board_element("button:next-round").center)
    run_until(game_app, lambda: guide.waiting_for_next)
    assert guide.step.text.startswith("Round 2") and scene.session.match.state.round == 2
