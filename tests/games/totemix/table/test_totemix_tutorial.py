"""Learn Totemix, played by clicks on the real table: every learner move through the element
the table points at (element_for), the opponents' moves from the script, and the state checked
where the tutorial teaches something (a bid paid, a row carved, a round begun)."""

from __future__ import annotations

import pygame
from helpers import click, go_on_from_panel, play_by_clicks, run_until

from totemgame import tutorial
from totemgame.games.totemix.rules import BID, Bid, Confirm, Mark
from totemgame.games.totemix.table.board import TotemixBoard
from totemgame.ui import tutorial_guide as runner

MONKEY, FROG, EAGLE, BASE_ROW = 0, 7, 3, 6


def _open(app):
    script = tutorial.load("totemix")
    scene = runner.open_tutorial(app, script, 0)
    assert isinstance(scene.board, TotemixBoard)
    app.step(1 / 60)
    return scene, scene.tutorial, script


def _until_step(app, guide, index: int) -> None:
    run_until(app, lambda: guide.index >= index, 30)


def _next(app, guide) -> None:
    run_until(app, lambda: guide.waiting_for_next, 30)
    click(app, guide.next_button.rect.center)


def _play(app, scene, guide, script, until: int) -> None:
    """Play the script up to step `until` (exclusive): Next for what is read, the learner's
    moves by clicks; the opponents' moves play themselves."""
    while guide.index < until:
        step = script.steps[guide.index]
        if step.learner_moves:
            run_until(app, lambda: scene.can_act and not scene.is_animating(), 30)
            play_by_clicks(app, scene, tutorial.decode("totemix", step))
            app.step(1 / 60)
        elif guide.waiting_for_next:
            _next(app, guide)
        elif not go_on_from_panel(app, scene):  # the bids revealed: read, then Continue
            app.step(1 / 60)


def _run(app, scene, predicate) -> None:
    """Frames until `predicate()`, going on from the bids revealed as a learner does."""

    def done() -> bool:
        go_on_from_panel(app, scene)
        return predicate()

    run_until(app, done, 30)


def _step_of(script, action) -> int:
    """The index of the learner's step that plays `action` (the first one)."""
    want = action.to_json()
    return next(i for i, s in enumerate(script.steps) if s.learner_moves and s.play == want)


def test_explanations_point_at_the_card_parts_and_the_sheet(game_app):
    scene, guide, script = _open(game_app)
    for i in range(4):
        key = script.steps[i].element
        assert scene.board_element(key) is not None, key
        assert guide.target() == scene.board_element(key)
        _next(game_app, guide)
    assert scene.board_element("card:top").colliderect(scene.board_element("card"))
    assert scene.board_element("row:0").collidepoint(scene.board_element("field:0").center)


def test_round_one_bids_two_and_carves_the_monkey_gold_first(game_app):
    scene, guide, script = _open(game_app)
    bid = _step_of(script, Bid(2))
    _play(game_app, scene, guide, script, bid)
    _run(game_app, scene, lambda: scene.can_act)
    # The bid is dialled with + from 0: the table points at + first, then at Bid.
    assert scene.board.bid_value == 0 and scene.element_for(Bid(2)) == scene.board.plus.rect
    play_by_clicks(game_app, scene, Bid(2))
    _run(game_app, scene, lambda: scene.view.phase != BID and not scene.is_animating())
    state = scene.session.match.state
    assert state.last_bids == (2, 1, 0) and state.p[0].crystals == 3  # the bid was paid
    # Gold first: the tray's gold, then Monkey's gold field.
    gold = _step_of(script, Mark("gold", 0))
    _play(game_app, scene, guide, script, gold)
    _run(game_app, scene, lambda: scene.can_act)
    assert scene.element_for(Mark("gold", 0)) == scene.board_element("tray:gold")
    _play(game_app, scene, guide, script, gold + 3)  # gold, stone, smoke
    assert state.p[0].done[MONKEY]
    assert [p.animal for p in state.p[0].pole] == ["Monkey"]
    assert scene.board.last_moves[0].rows == {MONKEY}  # the carved row is framed on the sheet
    done = _step_of(script, Confirm())
    _play(game_app, scene, guide, script, done + 1)
    _run(game_app, scene, lambda: scene.view.round == 2)
    assert scene.board.last_moves[1].bid == 1 and scene.board.last_moves[1].row == "middle"


def test_the_whole_tutorial_carves_frog_and_reaches_the_end_screen(game_app):
    scene, guide, script = _open(game_app)
    assert script.learner_moves >= 10
    end = len(script.steps)
    frog_done = _step_of(script, Mark("stone", 27))
    _play(game_app, scene, guide, script, frog_done + 1)
    state = scene.session.match.state
    assert state.round == 3 and state.p[0].done[FROG]
    assert sum(p.levels for p in state.p[0].pole if p.carved) == 2
    assert state.p[0].crystals == 6 + 4  # 7 held, bid 1, then the Crystal Mask's 4
    _play(game_app, scene, guide, script, end - 1)
    assert state.round == 4 and state.p[0].marks[script.steps[frog_done + 1].play["field"]]
    assert scene.board_element(f"row:{BASE_ROW}") is not None
    _next(game_app, guide)
    run_until(game_app, lambda: type(game_app.top).__name__ == "TutorialEndScene", 30)
    assert scene.session.match.record.actions[: len(state.p)] == [
        (1, {"kind": "bid", "amount": 1}),
        (2, {"kind": "bid", "amount": 0}),
        (0, {"kind": "bid", "amount": 2}),
    ]


def test_the_arrow_keys_dial_the_bid_in_the_tutorial_as_in_a_game(game_app):
    """Up and Down belong to the table's bid (its tooltips say so), not to the step box."""
    scene, guide, script = _open(game_app)
    _play(game_app, scene, guide, script, _step_of(script, Bid(0)))
    _run(game_app, scene, lambda: scene.can_act)
    assert scene.board.bid_value == 0  # a new auction starts at 0
    for key, want in ((pygame.K_UP, 1), (pygame.K_UP, 2), (pygame.K_DOWN, 1)):
        game_app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
        game_app.step(1 / 60)
        assert scene.board.bid_value == want


def test_the_tutorial_explains_ties_the_ruby_the_sheet_side_and_rows_that_fill_up(game_app):
    """What the testers met in a first real game and the tutorial did not say: each has a
    step, read while the thing it explains is on screen and pointed at."""
    from totemgame.games.totemix.content import sheet

    scene, guide, script = _open(game_app)
    topics = {
        "Equal bids share a row": "last",
        "red gem is a ruby": "field:4",
        "Apprentice (bat side)": "sheet:side",
        "your marking is skipped": "sheet",
    }
    steps = {key: next(i for i, s in enumerate(script.steps) if key in s.text) for key in topics}
    assert {k: script.steps[i].element for k, i in steps.items()} == topics
    assert sheet("apprentice").field_resource[4] == "ruby"
    for key, index in sorted(steps.items(), key=lambda kv: kv[1]):
        _play(game_app, scene, guide, script, index)
        run_until(game_app, lambda: guide.waiting_for_next, 30)
        assert guide.index == index
        element = scene.board_element(topics[key])
        assert element is not None and guide.target() == element, key


def test_a_marking_the_rules_skip_is_said_once_the_bids_are_read(game_app):
    """Nothing the player won fits their sheet: the rules end their marking at once; a
    message says so (after the bids revealed), not only the log."""
    from totemgame.engine.game import Event
    from totemgame.engine.record import GameRecord, SeatInfo
    from totemgame.ui.table_factory import start_game

    seats = [SeatInfo("human", "Ana", 0), SeatInfo("ai:easy", "Kai", 1)]
    scene = start_game(game_app, GameRecord("totemix", {"mode": "apprentice"}, seats, 3))
    game_app.step(1 / 60)
    events = [
        Event("reveal", {"bids": [0, 1], "rows": ["bottom", "top"]}),
        Event("confirmed_leftovers", {"player": 0, "crystals": 2, "gave": "2 crystals"}),
    ]
    scene.board.on_events(events, 0)
    game_app.step(1 / 60)
    said = "Round 1: nothing you won fits on your sheet, so you mark nothing; 2 resources"
    assert not any(t.startswith(said) for t in scene.banners.texts())  # the bids first
    scene.board.go_on()
    scene.board.go_on()
    game_app.step(1 / 60)
    assert [t for t in scene.banners.texts() if t.startswith(said)] == [
        said + " become 2 crystals."
    ]
    # the next round's auction does not carry it: it belongs to the round it happened in
    scene.board.on_events([Event("round_start", {"round": 2, "card": 0})], 0)
    game_app.step(1 / 60)
    assert not any("nothing you won fits" in t for t in scene.banners.texts())


def test_a_skip_that_ends_the_round_is_said_with_the_round_it_happened_in(game_app):
    """Everyone's marking skipped: the same move begins the next auction. The message comes
    once the bids are read, in that move, naming the round whose marking was skipped."""
    from totemgame.engine.game import Event
    from totemgame.engine.record import GameRecord, SeatInfo
    from totemgame.ui.table_factory import start_game

    seats = [SeatInfo("human", "Ana", 0), SeatInfo("ai:easy", "Kai", 1)]
    scene = start_game(game_app, GameRecord("totemix", {"mode": "apprentice"}, seats, 3))
    game_app.step(1 / 60)
    now = scene.view.round
    events = [
        Event("reveal", {"bids": [0, 1], "rows": ["bottom", "top"]}),
        Event("confirmed_leftovers", {"player": 0, "crystals": 1, "gave": "1 crystal"}),
        Event("round_start", {"round": now, "card": 0}),
    ]
    scene.board.on_events(events, 0)
    scene.board.go_on()
    scene.board.go_on()
    game_app.step(1 / 60)
    said = [t for t in scene.banners.texts() if "nothing you won fits" in t]
    assert said == [
        f"Round {now - 1}: nothing you won fits on your sheet, so you mark nothing; "
        "1 resource becomes a crystal."
    ]


def test_while_the_bids_wait_the_step_box_says_to_go_on_with_the_panel(game_app, monkeypatch):
    from helpers import texts_drawn

    scene, guide, script = _open(game_app)
    bid = _step_of(script, Bid(2))
    _play(game_app, scene, guide, script, bid + 1)
    run_until(game_app, scene.overlay_waits, 30)
    shown = texts_drawn(monkeypatch)
    game_app.step(1 / 60)
    said = " ".join(shown)  # the cue may take two lines
    assert "Read the panel on the table, then press Continue there." in said
    assert "Your move" not in said


def test_while_the_bids_type_out_the_step_box_does_not_wait_for_an_opponent(game_app, monkeypatch):
    """The learner's own bid revealed the bids: the box filling in will wait for their own
    Continue, so the step box never says "Kai moves..." ("Warten auf Kai ...") meanwhile."""
    from helpers import texts_drawn

    from totemgame.ui import anim

    scene, guide, script = _open(game_app)
    bid = _step_of(script, Bid(2))
    _play(game_app, scene, guide, script, bid)
    run_until(game_app, lambda: scene.can_act and not scene.is_animating(), 30)
    monkeypatch.setattr(anim, "speed_scale", lambda: 1.0)  # the bids type out as in play
    shown = texts_drawn(monkeypatch)
    play_by_clicks(game_app, scene, Bid(2))
    typing = 0
    while not scene.overlay_waits():
        shown.clear()
        game_app.step(1 / 60)
        typing += scene.board.reveal is not None and not scene.overlay_waits()
        assert "Kai moves..." not in " ".join(shown)
    assert typing > 0  # the frames of the bids filling in were seen
    assert scene.panel_up()


def test_enter_on_a_step_read_goes_on_once_and_next_stays_in_place(game_app):
    """Enter on a step that waits for Next does one thing: the step moves on, and no move is
    tried behind it, even when the key is held long enough to repeat (a bid of 0 refused
    with "Not this one" on the bidding step that follows, or a second step skipped)."""
    scene, guide, script = _open(game_app)
    pressed, next_at = 0, set()
    while guide.index < len(script.steps) and pressed < 40:
        step = script.steps[guide.index]
        if step.learner_moves:
            run_until(game_app, lambda: scene.can_act and not scene.is_animating(), 30)
            play_by_clicks(game_app, scene, tutorial.decode("totemix", step))
            game_app.step(1 / 60)
        elif guide.waiting_for_next:
            before, refusals = guide.index, guide.refusals
            next_at.add(guide.next_button.rect.topleft)
            scene.banners.banners.clear()
            game_app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
            game_app.step(1 / 60)
            reached = guide.index
            # the key's repeat while it is still down, then its release
            game_app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
            game_app.step(1 / 60)
            skipped = script.steps[reached : guide.index]  # only opponents' moves play on
            assert all(s.play is not None and s.seat != 0 for s in skipped), reached
            game_app.dispatch(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0))
            game_app.step(1 / 60)
            pressed += 1
            assert guide.index > before, script.steps[before].text  # (and silent moves after)
            assert guide.refusals == refusals, script.steps[before].text
            assert not any("Not this one" in t for t in scene.banners.texts())
        elif not go_on_from_panel(game_app, scene):
            game_app.step(1 / 60)
    assert pressed >= 10
    assert len(next_at) == 1, next_at  # Next stays in one place from step to step


def test_the_arrow_to_the_trays_gold_hides_no_count_and_no_button(game_app):
    """Pointing at the gold in the tray, the arrow keeps off the pieces' counts ("2 stones")
    and the marking buttons (Unmark last was under it)."""
    from totemgame.games.totemix.table.layout import tray_badges
    from totemgame.ui.tutorial_arrow import footprint

    scene, guide, script = _open(game_app)
    gold = _step_of(script, Mark("gold", 0))
    _play(game_app, scene, guide, script, gold)
    _run(game_app, scene, lambda: scene.can_act and not scene.is_animating())
    game_app.run_frames(3)
    hole = guide.target()
    assert hole is not None and hole == scene.board_element("tray:gold")
    badges = tray_badges(scene.view)
    assert badges  # two stones to place: the stone shows its count
    arrow = footprint(hole, guide._arrow_side[0])
    buttons = [
        scene.board.auto_button.rect,
        scene.board.undo_place.rect,
        scene.board.done_button.rect,
    ]
    assert not any(arrow.colliderect(r) for r in [*badges, *buttons]), guide._arrow_side


def test_every_step_s_words_end_above_next_in_every_language(game_app, catalogues):
    """The longest steps (German, French, Polish) are drawn smaller rather than under the
    Next button: each step's lines end above it, at a size still read easily."""
    from totemgame import i18n

    scene, guide, script = _open(game_app)
    box = guide.step_box
    top = box.rect.y + 44
    for lang in ("en", "de", "fr", "pl"):
        with i18n.speaking(lang):
            box._next_at = ("", 0)  # measured again for the language
            next_top = box.next_y()
            for i, step in enumerate(script.steps):
                if not step.text:
                    continue
                # an opponent's move with words: said once it has landed
                size, line_h, lines = box._fitted_lines(step, True, next_top - 4 - top)
                assert size >= 14, (lang, i)
                assert top + len(lines) * line_h <= next_top - 4, (lang, i, lines)
