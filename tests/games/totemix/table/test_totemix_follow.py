"""Following the other players at the Totemix table: every seat's last bid and marking stay
on the board (in the seat's colour), an opponent's sheet opens at full size, the reveal leaves
the card readable, auto-place says what it did, Done asks before wasting resources."""

from __future__ import annotations

import pygame
import pytest
from helpers import go_on_from_panel

from totemgame.engine.record import GameRecord, SeatInfo
from totemgame.games.totemix.rules import BID, MARK
from totemgame.games.totemix.table import sheetdraw
from totemgame.games.totemix.table.board import TotemixBoard
from totemgame.games.totemix.table.layout import CARD, REVEAL, SHEET, opp_rects, tray_rects
from totemgame.games.totemix.table.port import Reveal
from totemgame.ui import anim
from totemgame.ui.table import TableScene


def _start(app, kinds: list[str], seed: int = 11) -> TableScene:
    from totemgame.ui.table_factory import start_game

    seats = [SeatInfo(k, f"P{i}", i) for i, k in enumerate(kinds)]
    scene = start_game(app, GameRecord("totemix", {"mode": "apprentice"}, seats, seed))
    assert isinstance(scene.board, TotemixBoard)
    return scene


def _click(app, pos) -> None:
    app.click(pos)
    app.step(1 / 60)


def _until(app, predicate, frames: int = 6000, scene=None) -> None:
    for _ in range(frames):
        if predicate():
            return
        if scene is not None:
            go_on_from_panel(app, scene)  # the bids revealed: read, then Continue
        app.step(1 / 60)
    raise AssertionError("never happened")


def _play_rounds(app, scene, rounds: int) -> None:
    """The human bids 1 (or what it holds) and auto-places, until `rounds` auctions are done
    and the human may bid again."""
    start = scene.view.round
    for _ in range(20000):
        app.step(1 / 60)
        go_on_from_panel(app, scene)
        top = app.top
        if type(top).__name__ == "DialogScene":
            _click(app, top.find_button("End marking").rect.center)
            continue
        if top is not scene or not scene.can_act:
            continue
        view = scene.view
        if view.phase == BID:
            if view.round >= start + rounds:
                return
            scene.board.bid_value = min(1, view.seats[0].crystals)
            scene.board.bid_button.click()
        elif scene.board.auto_button.enabled:
            scene.board.auto_button.click()
        else:
            scene.board.done_button.click()
    raise AssertionError("the rounds never ended")


def _marked_fields(scene, seat: int, rnd: int) -> set[int]:
    """The fields `seat` marked in round `rnd`, from the state's own log."""
    out, now = set(), 0
    for le in scene.session.match.log:
        e = le.event
        if e.key == "round_start":
            now = e.params["round"]
        elif now == rnd and e.params.get("player") == seat:
            if e.key == "marked":
                out.add(e.params["field"])
            elif e.key == "unmarked":
                out.discard(e.params["field"])
    return out


def _has_colour(surface, centre, radius, colour, tol=40) -> bool:
    """Whether a pixel on the circle of `radius` around `centre` is close to `colour`."""
    import math

    for k in range(48):
        a = 2 * math.pi * k / 48
        for dr in (-1, 0, 1):
            x = int(centre[0] + (radius + dr) * math.cos(a))
            y = int(centre[1] + (radius + dr) * math.sin(a))
            px = surface.get_at((x, y))
            if all(abs(px[i] - colour[i]) <= tol for i in range(3)):
                return True
    return False


def test_every_players_last_bid_and_marks_stay_until_they_mark_again(game_app):
    scene = _start(game_app, ["human", "ai:easy", "ai:easy"], seed=4)
    _play_rounds(game_app, scene, 2)
    state = scene.session.match.state
    lasts = scene.board.last_moves
    rnd = scene.view.round - 1  # the auction just finished
    for seat in range(3):
        assert lasts[seat].bid == state.last_bids[seat]
        assert lasts[seat].row == state.last_rows[seat]
        assert lasts[seat].fields == _marked_fields(scene, seat, lasts[seat].mark_round)
    marked = [s for s in range(3) if lasts[s].fields]
    assert marked, "nobody marked anything in two auctions"
    # Bidding has begun: the last marks are still those of the finished round.
    assert scene.view.phase == BID
    assert any(lasts[s].mark_round == rnd for s in marked)


def test_last_marks_are_drawn_in_the_seat_colour_on_its_full_size_sheet(game_app):
    scene = _start(game_app, ["human", "ai:easy", "ai:easy"], seed=4)
    for _ in range(6):
        _play_rounds(game_app, scene, 1)
        seat = next((s for s in (1, 2) if scene.board.last_moves[s].fields), None)
        if seat is not None:
            break
    assert seat is not None, "no AI marked anything in six auctions"
    rect = dict(opp_rects(scene.view))[seat]
    _click(game_app, rect.center)
    assert scene.board.opened_sheet == seat
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    colour = scene.seat_colour(seat)
    fields = dict(fr for box in sheetdraw.layout("apprentice", *SHEET) for fr in box.fields)
    for f in scene.board.last_moves[seat].fields:
        fr = fields[f]
        assert _has_colour(surface, fr.center, fr.w // 2 + 3, colour), f"field {f}"
    # A field that was never marked has no ring: one far from the last marks, whose rings
    # would otherwise reach into the circle looked at (which ones the AI marks may vary).
    marked = [fields[f].center for f in scene.board.last_moves[seat].fields]

    def room(f: int) -> float:
        x, y = fields[f].center
        return min(((x - a) ** 2 + (y - b) ** 2) ** 0.5 for a, b in marked)

    blanks = [f for f, m in enumerate(scene.view.seats[seat].marks) if not m and f in fields]
    blank = max(blanks, key=room)
    fr = fields[blank]
    assert room(blank) >= 2 * fr.w
    assert not _has_colour(surface, fr.center, fr.w // 2 + 3, colour, tol=12)


def test_clicking_an_opponent_opens_the_sheet_and_click_esc_or_enter_closes_it(game_app):
    scene = _start(game_app, ["human", "ai:easy", "ai:easy"], seed=4)
    _until(game_app, lambda: scene.can_act, scene=scene)
    rects = dict(opp_rects(scene.view))
    _click(game_app, rects[2].center)
    assert scene.board.opened_sheet == 2
    # Its tooltips describe that sheet, and the click that closes it plays nothing.
    _click(game_app, (SHEET.centerx, SHEET.centery))
    assert scene.board.opened_sheet is None

    def mine() -> int:  # the human's moves (the AIs bid meanwhile)
        return sum(1 for seat, _a in scene.session.match.record.actions if seat == 0)

    actions = mine()
    for key in (pygame.K_ESCAPE, pygame.K_RETURN):
        _click(game_app, rects[1].center)
        assert scene.board.opened_sheet == 1
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
        game_app.step(1 / 60)
        assert scene.board.opened_sheet is None
        assert game_app.top is scene  # Esc closed the sheet, not opened the menu
        assert mine() == actions  # Enter did not bid
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    game_app.step(1 / 60)
    assert game_app.top is not scene  # with no sheet open, Esc is the menu again


def test_the_reveal_leaves_the_card_readable_and_stays_three_seconds():
    assert not REVEAL.colliderect(CARD)
    reveal = Reveal(bids=[1, 0, 2], rows=["middle", "bottom", "top"], gains={}, card=0)
    old = anim.speed_scale()
    anim.set_speed("normal")
    try:
        reveal.age = 3.0
        assert not reveal.finished()
        reveal.age = 10.0
        assert reveal.finished()
        waiting = Reveal(bids=[1, 0, 2], rows=["middle", "bottom", "top"], gains={}, card=0)
        waiting.waits = True
        waiting.advance(60.0)  # a player at the table: the bids wait for them
        assert waiting.holding() and not waiting.finished()
        waiting.go_on()
        waiting.advance(1.0)
        assert waiting.finished()
    finally:
        anim._Speed.scale = old


def test_auto_place_says_which_rows_it_completes_or_advances(game_app):
    scene = _start(game_app, ["human", "ai:easy"], seed=5)
    for _ in range(20000):
        game_app.step(1 / 60)
        go_on_from_panel(game_app, scene)
        if scene.can_act and scene.view.phase == MARK and scene.board.auto_button.enabled:
            break
        if scene.can_act and scene.view.phase == BID:
            scene.board.bid_button.click()
    scene.banners.banners.clear()
    _click(game_app, scene.board.auto_button.rect.center)
    texts = [t for t in scene.banners.texts() if t.startswith("Auto placed your resources: ")]
    if not tray_rects(scene.view):  # all placed: said in the emptied tray's place, not the log
        assert not texts, scene.banners.texts()
        texts = [scene.board.auto_note]
    assert texts[0].startswith("Auto placed your resources: "), texts
    assert " of " in texts[0] or "complete" in texts[0]


@pytest.mark.parametrize("seed", [5])
def test_done_with_resources_that_fit_asks_and_keep_marking_changes_nothing(game_app, seed):
    scene = _start(game_app, ["human", "ai:easy"], seed=seed)
    for _ in range(20000):
        game_app.step(1 / 60)
        go_on_from_panel(game_app, scene)
        marking = scene.can_act and scene.view.phase == MARK
        if marking and tray_rects(scene.view) and scene.board.auto_button.enabled:
            break
        if scene.can_act and scene.view.phase == BID:
            scene.board.bid_button.click()
    _click(game_app, scene.board.done_button.rect.center)
    dialog = game_app.top
    assert dialog is not scene and "become" in dialog.text
    _click(game_app, dialog.find_button("Keep marking").rect.center)
    assert game_app.top is scene
    assert 0 in scene.session.match.to_move() and scene.view.phase == MARK
