"""Totemix through the real scenes: secret bids in pass-and-play, clicking bids and fields."""

from __future__ import annotations

import dataclasses

import pygame
import pytest
from helpers import go_on_from_panel, to_next_human

from totemgame.engine.record import GameRecord, SeatInfo
from totemgame.games.totemix.content import R, sheet
from totemgame.games.totemix.rules import MARK, Mark
from totemgame.games.totemix.table import sheetdraw
from totemgame.games.totemix.table.board import TotemixBoard, rules_picture
from totemgame.games.totemix.table.layout import SHEET, tray_rects, tray_slots
from totemgame.ui.table import TableScene


@pytest.fixture
def tx_app(game_app):
    return game_app


def _start(app, kinds: list[str], seed: int = 11, mode: str = "apprentice") -> TableScene:
    from totemgame.ui.table_factory import start_game

    seats = [SeatInfo(k, f"P{i}", i) for i, k in enumerate(kinds)]
    scene = start_game(app, GameRecord("totemix", {"mode": mode}, seats, seed))
    assert isinstance(scene.board, TotemixBoard)
    return scene


def _wait_to_act(app, scene, frames: int = 3000) -> None:
    """Frames until the human may act; the bids revealed are read and gone on from."""
    for _ in range(frames):
        if scene.can_act and app.top is scene:
            return
        go_on_from_panel(app, scene)
        app.step(1 / 60)
    raise AssertionError("the human never got to act")


def test_pass_and_play_never_shows_another_players_pending_bid(tx_app):
    scene = _start(tx_app, ["human", "human", "human"])
    state = scene.session.match.state
    handoffs = bids = 0
    for _ in range(3000):
        tx_app.step(1 / 60)
        top = tx_app.top
        if type(top).__name__ == "HandoffScene":
            handoffs += 1
            button = next(
                w
                for w in top.ui.widgets
                if getattr(w, "label", "").startswith(("I am", "To the table"))
            )
            tx_app.click(button.rect.center)
            continue
        if type(top).__name__ == "DialogScene":  # Done with resources that still fit: confirm
            tx_app.click(top.find_button("End marking").rect.center)
            continue
        if go_on_from_panel(tx_app, scene) or top is not scene or not scene.can_act:
            continue
        view = scene.view
        # The table shows exactly the acting seat's view, which holds only its own bid.
        assert view.seat == scene.session.human_to_move()
        assert view == state.view(view.seat)
        if view.phase == "bid":
            assert view.own_bid == state.p[view.seat].bid
        if view.phase == "bid":
            scene.board.bid_value = 1 + view.seat
            scene.board.bid_button.click()
            bids += 1
        else:
            scene.board.done_button.click() if scene.board.done_button.enabled else scene.board.auto_button.click()
        if bids >= 6:
            break
    assert bids >= 6 and handoffs >= bids - 1


def _press(app, button, times: int) -> None:
    """Click `button` `times` times, a frame after each click."""
    for _ in range(times):
        app.click(button.rect.center)
        app.step(1 / 60)


def test_bidding_with_plus_minus_and_the_bid_button(tx_app):
    scene = _start(tx_app, ["human", "ai:easy"], seed=3)
    _wait_to_act(tx_app, scene)
    _press(tx_app, scene.board.plus, 3)
    _press(tx_app, scene.board.minus, 1)
    assert scene.board.bid_value == 2
    tx_app.click(scene.board.bid_button.rect.center)
    tx_app.step(1 / 60)
    human = [a for seat, a in scene.session.match.record.actions if seat == 0]
    assert human == [{"kind": "bid", "amount": 2}]


def _key(app, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    app.step(1 / 60)


def test_the_next_player_never_sees_the_bid_dialled_by_the_last(tx_app):
    scene = _start(tx_app, ["human", "human", "ai:easy"], seed=3)
    to_next_human(tx_app, scene)
    first = scene.view.seat
    for _ in range(3):
        _key(tx_app, pygame.K_UP)  # the arrows dial the bid, as the tips say
    assert scene.board.bid_value == 3
    _key(tx_app, pygame.K_RETURN)  # and Enter bids
    assert [a for s, a in scene.session.match.record.actions if s == first] == [
        {"kind": "bid", "amount": 3}
    ]
    to_next_human(tx_app, scene)
    assert scene.view.seat != first
    assert scene.board.bid_value == 0 and scene.board.bid_button.label == "Bid 0 crystals"
    assert scene.ui.focused is None


def _bid_until_marking(app, scene) -> None:
    """Bid 0 until an auction leaves the human something to mark."""
    for _ in range(6000):
        app.step(1 / 60)
        go_on_from_panel(app, scene)
        if scene.can_act and scene.view.phase == MARK and tray_rects(scene.view):
            return
        if scene.can_act and scene.view.phase != MARK:
            scene.board.bid_button.click()
    raise AssertionError("never had anything to mark")


def test_click_a_resource_then_a_glowing_field_marks_it_and_undo_takes_it_back(tx_app):
    scene = _start(tx_app, ["human", "ai:easy"], seed=5)
    _wait_to_act(tx_app, scene)
    _bid_until_marking(tx_app, scene)
    view = scene.view
    assert view.phase == MARK
    res, rect = tray_rects(view)[0]
    tx_app.click(rect.center)
    tx_app.step(1 / 60)
    assert scene.board.selected == res
    targets = scene.board.marks_targets(res)
    f = sorted(targets)[0]
    box_fields = dict(fr for box in sheetdraw.layout(view.mode, *SHEET) for fr in box.fields)
    before = scene.view.seats[0].pending[R[res]]
    tx_app.click(box_fields[f].center)
    tx_app.step(1 / 60)
    mine = [a for seat, a in scene.session.match.record.actions if seat == 0]  # AIs mark meanwhile
    assert mine[-1] == Mark(res, f).to_json()
    assert scene.view.seats[0].marks[f]
    assert scene.view.seats[0].pending[R[res]] == before - 1
    tx_app.click(scene.board.undo_place.rect.center)
    tx_app.step(1 / 60)
    assert not scene.view.seats[0].marks[f]
    tx_app.click(scene.board.done_button.rect.center)
    tx_app.step(1 / 60)
    # The resources still fit the sheet: Done asks first, and nothing ends until confirmed.
    dialog = tx_app.top
    assert dialog is not scene and "still have" in dialog.text
    assert 0 in scene.session.match.to_move() and scene.view.phase == MARK
    tx_app.click(dialog.find_button("End marking").rect.center)
    tx_app.step(1 / 60)
    assert 0 not in scene.session.match.to_move() or scene.view.phase != MARK


def test_clicking_a_closed_field_says_why(tx_app):
    scene = _start(tx_app, ["human", "ai:easy"], seed=5)
    _wait_to_act(tx_app, scene)
    _bid_until_marking(tx_app, scene)
    view = scene.view
    res, rect = tray_rects(view)[0]
    tx_app.click(rect.center)
    tx_app.step(1 / 60)
    targets = scene.board.marks_targets(res)
    boxes = sheetdraw.layout(view.mode, *SHEET)
    closed = next(fr for box in boxes for fr in box.fields if fr[0] not in targets)
    ply = scene.session.match.ply
    tx_app.click(closed[1].center)
    tx_app.step(1 / 60)
    assert scene.session.match.ply == ply
    assert scene.banners.banners


@pytest.mark.parametrize("key", ["card", "apprentice", "master", "pole"])
def test_rules_pictures_draw(tx_app, key):
    assert rules_picture(key, 640) is not None


@pytest.mark.slow
def test_selftest_plays_totemix_through_the_real_scenes():
    from totemgame.ui.harness.selftest import run_selftest

    assert run_selftest("totemix", use_process=False) == 0


# -- the table's layout, words and tooltips ---------------------------------------------------


@pytest.mark.parametrize(("mode", "smallest"), [("apprentice", 34), ("master", 24)])
def test_sheet_fields_are_large_and_never_touch_labels_rewards_or_other_rows(mode, smallest):
    from totemgame.games.totemix.table.sheetlayout import sheet_layout

    lay = sheet_layout(mode, *SHEET)
    assert lay.field >= smallest
    ring = 3  # the pulsing target ring reaches this far past a field
    fields = [(box, fr) for box in lay.rows for _, fr in box.fields]
    for box, fr in fields:
        assert SHEET.contains(fr)
        assert box.rect.top <= fr.top - 1 and fr.bottom + 1 <= box.rect.bottom
        assert fr.right < box.reward.x and box.reward.right <= box.circle.x
        assert fr.x >= box.rect.x + 36 or not sheet(mode).rows[box.row].advantage
    for i, (box, a) in enumerate(fields):
        for other, b in fields[i + 1 :]:
            assert not a.inflate(ring, ring).colliderect(b.inflate(ring, ring)), (
                box.row,
                other.row,
            )


def test_your_pole_stands_in_its_own_labelled_panel_beside_the_sheet():
    from totemgame.games.totemix.content import BASE_PIECE, Piece
    from totemgame.games.totemix.table.layout import POLE, SHEET_PANEL
    from totemgame.games.totemix.table.poledraw import own_pole_pieces

    assert not POLE.colliderect(SHEET_PANEL)
    pole = [Piece("Eagle", 2, True), BASE_PIECE]
    rects = [r for _, r in own_pole_pieces(POLE, pole, 9)]
    assert all(POLE.contains(r) for r in rects)
    assert rects[0].h == 2 * rects[1].h and rects[1].bottom == rects[0].top


def test_the_panel_note_is_short_and_says_1_crystal(tx_app):
    from totemgame.ui import theme

    scene = _start(tx_app, ["human", "ai:easy"], seed=3)
    _wait_to_act(tx_app, scene)
    view = scene.view
    seats = list(view.seats)
    seats[1] = dataclasses.replace(seats[1], crystals=1)
    note = scene.board.panel_note(dataclasses.replace(view, seats=tuple(seats)), 1)
    assert note.startswith("1 crystal ·")
    # The AI "thinking" dots start 70 px before the panel's right end.
    widest = "20 crystals · pole 11, 11 carved"
    assert theme.font("body", theme.SMALL).size(widest)[0] < scene.panels.rect.w - 26 - 80


def test_the_hint_badge_leaves_the_bid_button_once_the_amount_changes(tx_app):
    from totemgame.games.totemix.rules import Bid

    scene = _start(tx_app, ["human", "ai:easy"], seed=3)
    _wait_to_act(tx_app, scene)
    scene.hint_action = Bid(2)
    scene.highlight_action(Bid(2))
    assert (
        scene.board.buttons.hinted(scene.hint_action, scene.board.bid_value)
        is scene.board.bid_button
    )
    scene.board.moves.nudge(1)
    assert scene.board.buttons.hinted(scene.hint_action, scene.board.bid_value) is None


def _bid_and_reveal(app, scene) -> None:
    """The human bids (the AIs have): the bids are revealed."""
    scene.board.bid_button.click()
    for _ in range(600):
        app.step(1 / 60)
        if scene.board.reveal is not None:
            return
    raise AssertionError("no reveal")


@pytest.mark.parametrize("go_on", ["button", "enter", "click"])
def test_the_bids_revealed_wait_for_the_player_to_go_on(tx_app, go_on):
    from totemgame.games.totemix.table.layout import CARD, LAST, REVEAL
    from totemgame.games.totemix.table.othersdraw import reveal_box
    from totemgame.ui import anim

    scene = _start(tx_app, ["human", "ai:easy", "ai:easy", "ai:easy"], seed=3)
    _wait_to_act(tx_app, scene)
    anim.set_speed("normal")
    try:
        _bid_and_reveal(tx_app, scene)
        ply = scene.session.match.ply
        for _ in range(60 * 20):  # twenty seconds later the four bids are still on screen
            tx_app.step(1 / 60)
        assert scene.board.reveal is not None and scene.overlay_waits()
        assert scene.session.match.ply == ply  # nobody marks before the player has read the bids
        button = scene.board.continue_button
        assert button.visible and button.label == "Continue" and button in scene.ui.widgets
        assert reveal_box(REVEAL, 4, True, LAST).contains(button.rect)
        if go_on == "button":
            tx_app.click(button.rect.center)
        elif go_on == "enter":
            event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
            pygame.event.post(event)
        else:
            tx_app.click(CARD.center)
        tx_app.step(1 / 60)
        assert not scene.overlay_waits() and not button.visible  # the rewards fly
        tx_app.click(CARD.center)  # and a click ends their flight
        tx_app.step(1 / 60)
        assert scene.board.reveal is None
    finally:
        anim.set_speed("instant")


def test_the_bids_revealed_leave_no_cut_heading_under_their_box():
    """Up to four bids (and the Continue button) fit over the action box; more cover the last
    auction's panel whole, never its heading half."""
    from totemgame.games.totemix.table.layout import LAST, REVEAL
    from totemgame.games.totemix.table.othersdraw import continue_rect, reveal_box

    for n in range(2, 7):
        for waits in (False, True):
            box = reveal_box(REVEAL, n, waits, LAST)
            assert box.bottom <= LAST.top - 4 or box.bottom >= LAST.bottom, (n, waits)
            assert box.bottom <= LAST.top - 4 or n > 4
            if waits:
                assert box.contains(continue_rect(REVEAL, n))


def test_a_table_of_ais_goes_on_from_the_bids_by_itself(tx_app):
    from totemgame.ui import anim

    scene = _start(tx_app, ["ai:easy", "ai:easy", "ai:easy"], seed=3)
    anim.set_speed("normal")
    try:
        for _ in range(60 * 30):
            tx_app.step(1 / 60)
            if scene.board.reveal is not None:
                break
        first = scene.board.reveal
        assert first is not None and not scene.overlay_waits()
        assert not scene.board.continue_button.visible
        for _ in range(60 * 4):
            tx_app.step(1 / 60)
        assert scene.board.reveal is not first  # gone by itself (the next auction's may be up)
    finally:
        anim.set_speed("instant")


def test_tray_slots_stay_put_while_resources_are_placed(tx_app):
    scene = _start(tx_app, ["human", "ai:easy"], seed=5)
    _wait_to_act(tx_app, scene)
    _bid_until_marking(tx_app, scene)
    before = {res: rect for res, rect, _ in tray_slots(scene.view)}
    res, rect = tray_rects(scene.view)[0]
    tx_app.click(rect.center)
    tx_app.step(1 / 60)
    f = sorted(scene.board.marks_targets(res))[0]
    field = dict(fr for box in sheetdraw.layout(scene.view.mode, *SHEET) for fr in box.fields)[f]
    tx_app.click(field.center)
    tx_app.step(1 / 60)
    assert scene.view.seats[0].marks[f]
    after = {res: rect for res, rect, _ in tray_slots(scene.view)}
    assert after == before


def _tooltip_at(app, scene, pos) -> str:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    app.step(1 / 60)
    return scene.ui.tooltips._text


def test_board_items_explain_themselves_in_tooltips(tx_app):
    from totemgame.games.totemix.table.layout import CARD, OPP, POLE
    from totemgame.games.totemix.table.othersdraw import opponent_parts

    scene = _start(tx_app, ["human", "ai:easy"], seed=3)
    _wait_to_act(tx_app, scene)
    view = scene.view
    part = opponent_parts(OPP, view)[0]
    assert "crystals in hand" in _tooltip_at(tx_app, scene, part.info.center)
    assert "fields marked" in _tooltip_at(tx_app, scene, part.sheet.center)
    assert "of the 9 that end the game" in _tooltip_at(tx_app, scene, POLE.center)
    assert "Your pole" in _tooltip_at(tx_app, scene, POLE.center)
    box = sheetdraw.layout(view.mode, *SHEET)[3]  # the Eagle row
    row = sheet(view.mode).rows[box.row]
    piece = sheetdraw.piece_rects(row, box)[0]
    assert "Eagle: 2 carved levels" in _tooltip_at(tx_app, scene, piece.center)
    assert (
        "highest bid" in _tooltip_at(tx_app, scene, scene.board.drawing.parts["top"].center).lower()
    )
    assert CARD.collidepoint(scene.board.drawing.parts["top"].center)


def test_the_log_names_the_development_row_completed():
    from totemgame.games.totemix.content import R
    from totemgame.games.totemix.rules import MARK, TotemixState
    from totemgame.text import describe

    state = TotemixState(2, "master", 1)
    state.phase = MARK
    player = state.p[0]
    player.begin_marking()
    player.pending[R["stone"]] = 1
    cm1 = sheet("master").rows[sheet("master").row_by_id("cm1")].fields[0]
    events = state.apply(0, Mark("stone", cm1))
    upgrade = next(e for e in events if e.key == "upgrade")
    assert describe("totemix", upgrade, ["Ana", "Bo"]) == (
        "Ana completes a Crystal Mask row: each Crystal Mask won gives 1 crystal more, "
        "from the next auction."
    )


def test_one_leftover_becomes_1_crystal_in_the_log():
    from totemgame.games.totemix.content import R
    from totemgame.games.totemix.rules import MARK, Confirm, TotemixState
    from totemgame.text import describe

    state = TotemixState(2, "apprentice", 1)
    state.phase = MARK
    state.p[0].begin_marking()
    state.p[0].pending[R["ruby"]] = 1
    confirmed = next(e for e in state.apply(0, Confirm()) if e.key.startswith("confirmed"))
    assert describe("totemix", confirmed, ["Ana", "Bo"]) == (
        "Ana has finished marking and turns 1 resource left unplaced into 1 crystal."
    )


def test_finishing_with_nothing_unplaced_says_nothing_about_leftovers():
    from totemgame.games.totemix.rules import MARK, Confirm, TotemixState
    from totemgame.text import describe

    state = TotemixState(2, "apprentice", 1)
    state.phase = MARK
    state.p[0].begin_marking()
    confirmed = next(e for e in state.apply(0, Confirm()) if e.key.startswith("confirmed"))
    assert describe("totemix", confirmed, ["Ana", "Bo"]) == "Ana has finished marking."
    assert state.p[0].crystals == TotemixState(2, "apprentice", 1).p[0].crystals


def _field_rect(view, f: int) -> pygame.Rect:
    return dict(fr for box in sheetdraw.layout(view.mode, *SHEET) for fr in box.fields)[f]


def test_a_stack_clicked_again_stays_selected_and_places_one_per_field_click(tx_app):
    scene = _start(tx_app, ["human", "ai:easy"], seed=10)  # the Quarry: stones to place
    _wait_to_act(tx_app, scene)
    _bid_until_marking(tx_app, scene)
    slot = {res: (rect, n) for res, rect, n in tray_slots(scene.view)}
    rect, n = slot["stone"]
    assert n >= 2
    tx_app.click(rect.center)
    tx_app.step(1 / 60)
    tx_app.click(rect.center)  # the stack again: still in hand, and the table says so
    tx_app.step(1 / 60)
    assert scene.board.selected == "stone"
    assert any("stays selected" in t for t in scene.banners.texts())
    f = sorted(scene.board.marks_targets("stone"))[0]
    tx_app.click(_field_rect(scene.view, f).center)
    tx_app.step(1 / 60)
    assert scene.view.seats[0].marks[f] and scene.board.selected == "stone"  # the next one waits
    assert scene.view.seats[0].pending[R["stone"]] == n - 1
    _key(tx_app, pygame.K_ESCAPE)  # Esc puts it back, and opens no menu
    assert scene.board.selected is None and tx_app.top is scene
    tx_app.click(rect.center)
    tx_app.step(1 / 60)
    tx_app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=3)])
    assert scene.board.selected is None  # a right click too
    if n == 2:  # one stone left: clicked twice, it goes back
        tx_app.click(rect.center)
        tx_app.step(1 / 60)
        tx_app.click(rect.center)
        tx_app.step(1 / 60)
        assert scene.board.selected is None


def test_the_last_one_of_a_resource_clicked_again_goes_back(tx_app):
    scene = _start(tx_app, ["human", "ai:easy"], seed=5)
    _wait_to_act(tx_app, scene)
    _bid_until_marking(tx_app, scene)
    res, rect, n = next((r, rect, n) for r, rect, n in tray_slots(scene.view) if n)
    tx_app.click(rect.center)
    tx_app.step(1 / 60)
    for _ in range(n - 1):  # place all but one (the resource stays selected meanwhile)
        f = sorted(scene.board.marks_targets(res))[0]
        tx_app.click(_field_rect(scene.view, f).center)
        tx_app.step(1 / 60)
    assert scene.view.seats[0].pending[R[res]] == 1 and scene.board.selected == res
    tx_app.click(rect.center)  # the last one, clicked again: back in the tray
    tx_app.step(1 / 60)
    assert scene.board.selected is None


def test_a_rows_marking_order_is_said_only_while_it_still_matters():
    from totemgame.games.totemix.content import sheet
    from totemgame.games.totemix.table import tips

    sh = sheet("apprentice")
    index, row = next((i, r) for i, r in enumerate(sh.rows) if r.order == "first")
    first, later = row.fields[0], row.fields[-1]
    marks = [False] * len(sh.field_resource)
    assert "first (double arrow)" in tips.field_text("apprentice", later, marks)
    marks[first] = True  # the gold is marked: the rest goes in any order
    text = tips.field_text("apprentice", first, marks)
    assert text.startswith("Gold field (marked).") and "double arrow" not in text
    assert "Completing this row gives" in tips.row_text("apprentice", sh.rows[index], marks)
    for f in row.fields:
        marks[f] = True
    assert tips.row_text("apprentice", row, marks).startswith("This row is complete: it gave ")


def test_a_new_auction_starts_the_bid_at_0_and_clears_last_rounds_auto_place(tx_app):
    scene = _start(tx_app, ["human", "ai:easy"], seed=5)
    _wait_to_act(tx_app, scene)
    _press(tx_app, scene.board.plus, 2)
    scene.board.bid_button.click()
    _bid_until_marking(tx_app, scene)
    rounds = scene.view.round
    scene.board.auto_button.click()
    tx_app.step(1 / 60)
    said = [
        b.text for b in scene.banners.banners if b.text.startswith("Auto placed your resources: ")
    ]
    said += (
        [scene.board.auto_note] if scene.board.auto_note else []
    )  # or in the emptied tray's place
    assert said, "Auto-place says what it did"
    for _ in range(3000):
        tx_app.step(1 / 60)
        go_on_from_panel(tx_app, scene)
        if scene.can_act and scene.view.phase == MARK and scene.board.done_button.enabled:
            scene.board.done_button.click()
        if scene.can_act and scene.view.phase != MARK and scene.view.round > rounds:
            break
    assert scene.view.round > rounds and scene.view.seats[0].crystals >= 2
    assert scene.board.bid_value == 0  # not last round's 2
    assert not any(b.text == said[0] for b in scene.banners.banners)
    assert scene.board.auto_note == ""


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize(
    ("lang", "carved"), [("en", "carv"), ("de", "geschn"), ("fr", "sculpt"), ("pl", "rzeźb")]
)
def test_opponent_panels_say_the_pole_in_words_that_fit(catalogues, players, lang, carved):
    """No '5/3c' ('0/0g' in German): at every table size the panel says the carved levels in
    words (and the pole's height where there is room; the small pole below shows it)."""
    from totemgame import i18n
    from totemgame.games.totemix.content import Piece
    from totemgame.games.totemix.rules import new_game
    from totemgame.games.totemix.table.layout import OPP
    from totemgame.games.totemix.table.othersdraw import opponent_parts, pole_words
    from totemgame.ui import theme

    pygame.font.init()
    assert i18n.set_language(lang)
    view = new_game(players, {"mode": "apprentice"}, 1).view(0)
    pole = [Piece("Eagle", 2, True)] * 5  # the longest numbers: 10 levels, 10 carved
    for part in opponent_parts(OPP, view):
        width = part.rect.w - 14
        words, size = pole_words(pole, width)
        assert "/" not in words and carved in words and "10" in words, words
        assert theme.font("body", size).size(words)[0] <= width, words
    if players <= 4:
        assert words.count("10") == 2  # the height is said too


def test_the_log_follows_again_once_the_player_goes_on_from_the_bids_revealed(tx_app):
    """Scrolled up to read, the log stays put while the bids' lines come in (a pill says how
    many); the bids revealed's Continue brings it back to the newest line, and it follows the
    marking that comes next (it stayed up, and the player missed the round's news)."""
    from totemgame.games.totemix.actions import AutoPlace
    from totemgame.games.totemix.rules import BID
    from totemgame.ui import anim

    scene = _start(tx_app, ["human", "ai:easy", "ai:easy", "ai:easy"], seed=3)
    _wait_to_act(tx_app, scene)
    anim.set_speed("normal")
    try:
        scene.board.bid_button.click()  # the first round's lines fill the log...
        _wait_to_act(tx_app, scene)
        assert scene.submit(AutoPlace(confirm=True))
        for _ in range(3000):
            _wait_to_act(tx_app, scene)
            if scene.view.phase == BID:
                break
            tx_app.step(1 / 60)
        scene.board.bid_button.click()
        tx_app.step(1 / 60)
        log = scene.log
        assert log.max_offset > 0
        log.scroll_to(0)  # ...and the player scrolls up to read them
        for _ in range(600):
            tx_app.step(1 / 60)
            if scene.board.reveal is not None and scene.overlay_waits():
                break
        assert not log.at_end and log.unseen > 0  # the bids came in below: it stayed up
        tx_app.click(scene.board.continue_button.rect.center)
        tx_app.step(1 / 60)
        assert log.at_end and log.unseen == 0
        lines = len(log.entries)
        for _ in range(60 * 20):
            tx_app.step(1 / 60)
            if len(log.entries) > lines:
                break
        assert len(log.entries) > lines and log.at_end  # and it follows what comes next
    finally:
        anim.set_speed("instant")
