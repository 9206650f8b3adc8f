"""Learn to play Totem Village on the real table: every learner step played by clicking where
the table points (element_for), the opponents' steps played by the script; the lessons land
(Twins doubles the births in hut 1, the Major cure saves hut 2 from Kai's Disease, the
family carves its second totem piece, round 2 begins)."""

from __future__ import annotations

from helpers import play_by_clicks, run_until

from totemgame import tutorial
from totemgame.games.totem_village.content import ELDER, Spell
from totemgame.games.totem_village.table.families import hut_rect
from totemgame.ui import tutorial_guide as runner


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
    state = scene.session.match.state
    assert {t[1] for t in state.tokens if t[0] == 0 and t[3]} == {Spell.TWINS}
    hut1 = state.huts[0]
    assert hut1[0] + hut1[1] == 4  # two women beside a man, doubled by Twins
    assert state.birds[0] == 5  # the second spell cost a bird
    cured = _index(script, lambda s: s.text.startswith("The cure held"))
    _play_to(game_app, scene, cured)
    run_until(game_app, lambda: not scene.is_animating(), 20)
    state = scene.session.match.state
    assert any(
        e.event.key == "cured" and e.event.params["hut"] == 1 for e in scene.session.match.log
    )
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
    assert any(r == first for r, hut, kind in scene.board.token_hits if hut == 1)
    game_app.click(first.center)
    game_app.step(1 / 60)
    assert scene.board.sel is not None and scene.element_for(action) == hut_rect(0)
    assert scene.board_element("hut:1.2") == hut_rect(1)
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
        ("meal", "For each bird missing, one villager starves"),
        ("aged", "everyone grows one age"),
    ):
        resolves = _resolving_step(script, key)
        explains = _index(script, lambda s, said=said: said in s.text)
        assert explains < resolves, (key, explains, resolves)


def test_how_a_totem_grows_is_told_before_any_step_speaks_of_carving():
    """The welcome says who carves, before the elder step speaks of carving no piece."""
    script = tutorial.load("totem-village")
    first = _index(script, lambda s: "carve" in s.text and "largest family carves" in s.text)
    assert first == _index(script, lambda s: "carv" in s.text) == 0


def test_the_tutorial_says_that_two_players_each_run_two_families():
    script = tutorial.load("totem-village")
    early = [s.text for s in script.steps[:3]]
    assert any("With 2 players, each player runs two families" in t for t in early)
    assert any("With 2 players each player runs two families" in t for t in script.not_covered)


def _first_learner(script, kind: str) -> int:
    return _index(script, lambda s: s.learner_moves and s.play["kind"] == kind)


def test_reveal_is_told_before_the_learner_chooses_or_lays_a_spell():
    """'A spell acts only if it is revealed' is in the text of a step the learner reads before
    choosing a spell, and again when the spells are laid, before laying one."""
    script = tutorial.load("totem-village")
    said = [i for i, s in enumerate(script.steps) if "only if" in s.text and "reveal" in s.text]
    assert said and said[0] < _first_learner(script, "pick")
    laid = _index(script, lambda s: "lays its spells face down" in s.text)
    assert "only if revealed" in script.steps[laid].text
    assert laid < _first_learner(script, "place")


def test_keep_an_elder_is_told_while_the_learner_can_still_act_then_what_happened():
    """The elders rule comes at Arrange, before the elder is moved and before the spells that
    protect it are laid (so before Disease and Ageing resolve); after Ageing one line says
    what became of the elder."""
    script = tutorial.load("totem-village")
    rule = _index(script, lambda s: "loses its last elder" in s.text)
    assert script.steps[rule].play is None  # read, not skipped past
    elder_moves = _index(script, lambda s: s.learner_moves and s.play.get("villager") == "elder")
    assert rule < elder_moves < _first_learner(script, "place")
    assert rule < _resolving_step(script, "aged")
    aged = _resolving_step(script, "aged")
    after = [s.text for s in script.steps[aged + 1 :] if "elder passed away" in s.text]
    assert len(after) == 1 and "never lost your last elder" in after[0]


def test_the_hunt_is_explained_before_plenty():
    """Plenty makes hunters count double: the Hunt (five hunters a bird) is explained before
    Mana reveals it and before any step names it."""
    script = tutorial.load("totem-village")
    hunt = _index(script, lambda s: "every started group of five hunters" in s.text)
    plenty_revealed = _index(
        script, lambda s: (s.play or {}).get("spell") == "plenty" and s.play["kind"] == "reveal"
    )
    named = _index(script, lambda s: "Plenty" in s.text)
    assert hunt < plenty_revealed and hunt < named


def test_play_a_real_game_sets_up_the_three_player_game_the_tutorial_taught(game_app):
    """The tutorial plays 3 players, one family each: the welcome says so, the end screen
    says what the real game will be, and its setup is prefilled with you and two Easy AI."""
    from helpers import click, scene_name

    script = tutorial.load("totem-village")
    assert "one family each" in script.steps[0].text
    end = game_app.screens.tutorial_end(script)
    game_app.set_root(end)
    game_app.step(1 / 60)
    assert script.real_game_note in [t for _s, t in end.lines()]
    click(game_app, end.find_button("Play a real game").rect.center)
    assert scene_name(game_app) == "SetupScene"
    kinds = [w["kind"].value for w in game_app.top.seat_widgets]
    assert kinds == ["human"] + ["ai:easy"] * (len(script.players) - 1)
