"""Learn to play Totem Village on the real table: every learner step played by clicking where
the table points (element_for), the opponents' steps played by the script; the lessons land
(Twins doubles the births in hut 1, the Major cure saves hut 2 from Kai's Disease, the
family carves its second totem piece, round 2 begins)."""

from __future__ import annotations

from helpers import play_by_clicks, run_until

from totemgame import tutorial
from totemgame.games.totem_village.content import ELDER, Spell
from totemgame.ui import tutorial as runner


def _play_to(app, scene, step_index: int) -> None:
    """Play the script up to step `step_index` as a learner would."""
    guide = scene.tutorial
    while guide.index < step_index:
        run_until(app, lambda: not scene.is_animating(), 20)
        step = guide.step
        if guide.waiting_for_next:
            guide.next()
        elif step is not None and step.learner_moves:
            play_by_clicks(app, scene, tutorial.decode("totem-village", step))
        else:
            app.step(1 / 60)  # an opponent's scripted move is on its way


def _index(script, predicate) -> int:
    return next(i for i, s in enumerate(script.steps) if predicate(s))


def test_the_tutorial_teaches_a_whole_round_by_clicks(game_app):
    script = tutorial.load("totem-village")
    scene = runner.open_tutorial(game_app, script)
    game_app.step(1 / 60)
    guide = scene.tutorial
    # An explanation points at the learner's band; a board click is refused.
    assert guide.target() == scene.board_element("family:1")
    births = _index(script, lambda s: "five babies" in s.text)
    _play_to(game_app, scene, births)
    run_until(game_app, lambda: not scene.is_animating(), 20)
    state = scene.match.state
    assert {t[1] for t in state.tokens if t[0] == 0 and t[3]} == {Spell.TWINS}
    hut1 = state.huts[0]
    assert hut1[0] + hut1[1] == 4  # two women beside a man, doubled by Twins
    assert state.birds[0] == 5  # the second spell cost a bird
    cured = _index(script, lambda s: s.text.startswith("The cure held"))
    _play_to(game_app, scene, cured)
    run_until(game_app, lambda: not scene.is_animating(), 20)
    state = scene.match.state
    assert any(e.event.key == "cured" and e.event.params["hut"] == 1 for e in scene.match.log)
    assert state.totem[0] == 2 and state.totem[1] == state.totem[2] == 1
    assert sum(h[ELDER] for h in state.huts[0:3]) == 2  # the mature couple became elders
    _play_to(game_app, scene, len(script.steps))
    run_until(game_app, lambda: type(game_app.top).__name__ == "TutorialEndScene", 20)
    assert script.learner_moves >= 10


def test_element_for_walks_a_move_click_by_click(game_app):
    """A villager move is two clicks (the villager, then the hut); a spell laid is two (its
    button, then the hut); the table points at each in turn."""
    script = tutorial.load("totem-village")
    first_move = _index(script, lambda s: s.learner_moves)
    scene = runner.open_tutorial(game_app, script, first_move)
    game_app.step(1 / 60)
    run_until(game_app, lambda: scene.can_act, 20)
    game_app.step(1 / 60)
    action = tutorial.decode("totem-village", script.steps[first_move])
    first = scene.element_for(action)
    assert any(r == first for r, hut, kind in scene.token_hits if hut == 1)
    game_app.click(first.center)
    game_app.step(1 / 60)
    assert scene.sel is not None and scene.element_for(action) == scene.hut_rect(0)
    assert scene.board_element("hut:1.2") == scene.hut_rect(1)
    assert scene.board_element("hut:5.1") is None and scene.board_element("nonsense") is None


def _resolving_step(script, key: str) -> int:
    """The index of the step whose move makes the rules resolve phase event `key`."""
    from totemgame import games

    match = games.open_match(script.record(0))
    for i, step in enumerate(script.steps):
        if step.play is None:
            continue
        before = len(match.log)
        match.apply(step.seat, tutorial.decode("totem-village", step))
        if any(e.event.key == key for e in match.log[before:]):
            return i
    raise AssertionError(f"no step resolves {key}")


def test_births_hunt_and_meal_are_explained_before_they_happen():
    """The learner reads what Births, the Hunt and the Meal will do, then sees it happen:
    the step that explains each phase comes before the move that resolves it."""
    script = tutorial.load("totem-village")
    for key, said in (
        ("births", "has one child if"),
        ("hunt", "every started group of five hunters brings a bird"),
        ("meal", "each bird feeds five villagers"),
        ("aged", "everyone grows one age"),
    ):
        resolves = _resolving_step(script, key)
        explains = _index(script, lambda s, said=said: said in s.text)
        assert explains < resolves, (key, explains, resolves)


def test_the_tutorial_says_that_two_players_each_run_two_families():
    script = tutorial.load("totem-village")
    early = [s.text for s in script.steps[:3]]
    assert any("With 2 players, each player runs two families" in t for t in early)
    assert any("With 2 players each player runs two families" in t for t in script.not_covered)
