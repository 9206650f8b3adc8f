"""Learn Totemic Might: every learner step is played by clicking where the table points
(element_for), on the real scene; the opponents' steps come from the script."""

from __future__ import annotations

from helpers import click, play_by_clicks, run_until

from totemgame import tutorial
from totemgame.games.totemic_might.actions import TRIAL, Arrange, OfferTrade, SetWager, Submit
from totemgame.games.totemic_might.ai import layout_odds
from totemgame.games.totemic_might.content import totem_name
from totemgame.games.totemic_might.scoring import pan_weights

GAME = "totemic-might"


def _play_through(app):
    """Play the tutorial to its last step; returns the scene and what was seen on the way."""
    from totemgame.ui.tutorial_guide import open_tutorial

    script = tutorial.load(GAME)
    scene = open_tutorial(app, script)
    guide = scene.tutorial
    seen: dict[str, object] = {"summaries": []}
    _continue_at_once(scene, seen["summaries"])
    for _ in range(4000):
        app.step(1 / 60)
        if guide.finished or app.top is not scene:
            break
        if guide.waiting_for_next:
            guide.next()
            continue
        step = guide.step
        if step is not None and step.click:  # the learner opens the notebook, its buttons
            target = guide.target()
            if target is not None and not scene.is_animating():
                click(app, target.center)
                seen.setdefault("clicked", []).append(step.click)
            continue
        action = guide.expected()
        if action is None:
            continue
        state = scene.session.match.state
        if isinstance(action, Submit) and state.round == 3 and "notes" not in seen:
            seen["notes"] = (
                scene.board.tab,
                scene.board.notes.assist,
                scene.board.notes.captions(scene.view)[16],
            )
        if isinstance(action, OfferTrade):
            seen["trial_offered"] = state.p[0].trials[action.trial]
            seen["trial_wanted"] = state.p[action.to].trials[action.want]
        if isinstance(action, Arrange):  # the learner mends the hinted pans before weighing
            final = scene.board.final
            seen["mend_ghosts"] = final.hint_pending(scene.view)
            seen["mend_from"] = list(final.arrangement(scene.view))
            seen["mend_odds"] = (
                layout_odds(scene.view, seen["mend_from"]),
                layout_odds(scene.view, action.pans),
            )
            seen["mend_first_click"] = scene.element_for(action)
            seen["mend_slots"] = final.slots(scene.view)
        play_by_clicks(app, scene, action)
        if isinstance(action, SetWager) and action.wager == "snake":
            seen["wager"] = scene.view.wager
        if isinstance(action, Submit) and state.round == 2 and "after_r1" not in seen:
            seen["after_r1"] = (list(state.p[0].trials), list(state.p[0].lifts))
        if isinstance(action, Arrange):
            seen.setdefault("after_final", (state.p[0].marks, list(state.p[0].feedback)))
    return scene, seen


def _continue_at_once(scene, titles: list[str]) -> None:
    """The learner presses Continue on each round's results as soon as they are up (noting
    their titles): the table otherwise waits, its panel holding everything still."""
    animating = scene.is_animating

    def is_animating() -> bool:
        if scene.board.summary is not None:
            titles.append(scene.board.summary.title)
            scene.board.summary.button.click()
        elif scene.board.final.verdict is not None:  # the balanced pans, read, then Continue
            mode = scene.board.board_mode(scene.view)  # the pans, still up
            titles.append(f"{mode}: {scene.board.final.verdict_text(scene.view)}")
            scene.board.final.verdict_button.click()
        return animating()

    scene.is_animating = is_animating


def test_the_tutorial_is_played_by_clicking_where_the_table_points(game_app):
    scene, seen = _play_through(game_app)
    state = scene.session.match.state
    assert scene.tutorial.finished
    # Round 1: the bids of 10 and 5 won two trial copies; the Snake gave a balloon of lift 19.
    trials, lifts = seen["after_r1"]
    assert [totem_name(t) for t in trials] == ["Winter Creature", "Spring Future"]
    assert lifts == [19]
    # Round 2's trade: Spring Future went to Mika, her Void Sky came to the learner.
    assert totem_name(seen["trial_offered"]) == "Spring Future"
    assert totem_name(seen["trial_wanted"]) == "Void Sky"
    assert "Spring Future" in [totem_name(t) for t in state.p[1].trials]
    # Three auctions spent 45 chips each: the final round came, then the final challenge.
    assert [p.chips for p in state.p] == [15, 15, 15]
    assert state.final_round and state.phase == "final"
    # Two garnets in round 2 (no trial copy: Spring Secret, weight 16 known, as an extra
    # spirit totem) and one in round 3 paid two Foxes: 5 + 3 - 8.
    assert state.p[0].garnets == 0
    assert [totem_name(t) for t in state.p[0].spirits] == ["Winter Land", "Spring Secret"]
    assert state.p[0].lifts == [19, 20]  # Snake H, then Snake G (the Winter totems' total)
    # The learner places the hinted pans, moves the two pieces that lie outside the groups
    # whose weight is known, and the three pans balance at the first try.
    marks, feedback = seen["after_final"]
    assert marks == 0 and feedback == []
    me = state.p[0]
    assert me.final_done and me.marks == 0 and me.final_weight == 66
    items = state.items(0)
    steps = tutorial.load(GAME).steps
    hinted = [s.shows["pans"] for s in steps if s.shows and "pans" in s.shows]
    arranged = [s.play["pans"] for s in steps if s.play and s.play["kind"] == "arrange"]
    assert len(hinted) == 1 and len(arranged) == 1
    assert pan_weights(items, hinted[0], state.weights, me.lifts) == (62, 63, 75)
    assert pan_weights(items, arranged[0], state.weights, me.lifts) == (67, 66, 67)
    assert seen["mend_from"] == hinted[0]  # Place as hinted put the pieces as the ghosts were
    moved = [i for i, (a, b) in enumerate(zip(hinted[0], arranged[0], strict=True)) if a != b]
    assert [totem_name(items[i][1]) for i in moved] == ["Summer Secret", "Winter Sky"]
    # The measure beside Weigh: the hinted pans almost never balance, the moved ones always
    # do in the worlds the learner's view allows.
    low, high = seen["mend_odds"]
    assert low is not None and low.balanced == 0
    assert high is not None and high.balanced == high.worlds > 0
    # No ghosts for the mend: the arrow points at the first piece to move.
    assert seen["mend_ghosts"] is None
    assert seen["mend_first_click"] == seen["mend_slots"][moved[0]]
    # Round 3 shows the notebook: its tab, its Assist (on from the start), Strike what's proven, back to the table;
    # the grid then says what Winter Creature (lighter than 13; with hint G, at most 8) can weigh.
    assert seen["clicked"] == ["tab:notebook", "button:strike", "tab:table", "button:place_hint"]
    assert seen["notes"] == ("table", True, "1-8")
    # One result dialog a round: three auctions and the final round.
    assert seen["summaries"] == [
        "Round 1 results",
        "Round 2 results",
        "Round 3 results",
        "End of round 4",
        # the balanced pans stay up with their verdict until the learner goes on
        "final: Balanced at attempt 1: your lightest pan weighs 66, the others as much or 1 more. "
        "Your score is 66, less 3 for each player who guesses your starting totem.",
    ]


def test_a_bid_is_chosen_on_the_keypad_in_two_clicks(game_app):
    from totemgame.games.totemic_might.actions import SetBid

    script = tutorial.load(GAME)
    from totemgame.ui.tutorial_guide import open_tutorial

    scene = open_tutorial(game_app, script)
    guide = scene.tutorial
    run_until(game_app, lambda: guide.expected() is not None or guide.waiting_for_next)
    while guide.expected() is None:
        guide.next()
        game_app.step(1 / 60)
    assert guide.expected() == SetBid(0, 10)
    auction = scene.board.orders.auction
    assert scene.element_for(SetBid(0, 10)) == auction.amount[0].rect
    game_app.click(auction.amount[0].rect.center)  # the bid opens the keypad
    for _ in range(2):
        game_app.step(1 / 60)
    assert auction.picking == 0
    assert scene.element_for(SetBid(0, 10)) == auction.keypad[0][9].rect
    play_by_clicks(game_app, scene, SetBid(0, 10), clicks=2)  # one click: 10
    assert scene.view.bids[0] == 10 and auction.picking is None


def test_element_for_a_weighing_walks_each_piece_to_its_pan(game_app):
    """A piece wanted on the right pan is clicked twice (off -> left -> right), then Weigh."""
    from totemgame.games.totemic_might.actions import Weigh

    scene, _ = _play_until_round(game_app, 2)
    scene.board._set_tab("table")
    scene.board.orders.open("scale")
    start = scene.view.start
    action = Weigh((start,), (TRIAL,))
    rects = []
    for _ in range(3):
        rect = scene.element_for(action)
        rects.append(rect)
        game_app.click(rect.center)
        for _ in range(2):
            game_app.step(1 / 60)
    scale = scene.board.orders.scale
    assert scale.side == {start: 1, TRIAL: 2}
    assert rects[1] == rects[2]  # the copy's tile, clicked twice
    assert scene.element_for(action) == scale.weigh_button.rect


def _play_until_round(app, rnd: int):
    from totemgame.ui.tutorial_guide import open_tutorial

    scene = open_tutorial(app, tutorial.load(GAME))
    guide = scene.tutorial
    _continue_at_once(scene, [])
    for _ in range(3000):
        app.step(1 / 60)
        if scene.session.match.state.round >= rnd and guide.expected() is not None:
            return scene, guide
        if guide.waiting_for_next:
            guide.next()
        elif guide.expected() is not None:
            play_by_clicks(app, scene, guide.expected())
    raise AssertionError("never reached the round")


def test_the_rules_open_with_the_game_in_one_minute_and_end_with_credits():
    from totemgame.paths import load_data

    sections = load_data(GAME)["rules"]
    first, last = sections[0], sections[-1]
    assert first["title"] == "The game in one minute"
    assert 5 <= len(first["text"].splitlines()) <= 8
    assert last["title"] == "Credits"
    assert "Zero" in last["text"] and "Zero's Gambit" in last["text"]
    assert "unofficial fan edition" in last["text"]


def test_the_final_mend_takes_any_balanced_arrangement_and_refuses_others(game_app):
    """The mend's check is the balance itself: the two Winter Lands (the copy and the spirit
    totem, 13 each) may swap pans; the hinted arrangement, unbalanced, is refused before
    it is weighed, and no mark is added."""
    from totemgame.ui.tutorial_guide import open_tutorial

    script = tutorial.load(GAME)
    at = next(i for i, s in enumerate(script.steps) if s.accept == "balanced")
    hinted = next(s.shows["pans"] for s in script.steps if s.shows and "pans" in s.shows)
    scene = open_tutorial(game_app, script, at)
    guide = scene.tutorial
    run_until(game_app, lambda: guide.expected() is not None and not scene.is_animating())
    assert guide.free
    state = scene.session.match.state
    items = state.items(0)
    scripted = list(guide.expected().pans)
    copy, spirit = items.index(("copy", 18)), items.index(("spirit", 18))
    assert scripted[copy] != scripted[spirit]
    swapped = list(scripted)
    swapped[copy], swapped[spirit] = scripted[spirit], scripted[copy]
    assert not scene.submit(Arrange(tuple(hinted)))  # unbalanced: refused, not weighed
    assert state.p[0].marks == 0 and not state.p[0].final_done
    assert scene.submit(Arrange(tuple(swapped)))
    run_until(game_app, lambda: guide.index > at)
    me = scene.session.match.state.p[0]
    assert me.final_done and me.marks == 0 and me.final_weight == 66
