"""What a new player met at the Totemic Might table: a bid's note over the keypad's caption,
the Fox's payment that did not look chosen."""

from __future__ import annotations

import pygame
from helpers import texts_drawn

from totemgame.engine.record import GameRecord, SeatInfo

GAME = "totemic-might"


def _start(app, kinds: list[str], seed: int = 11):
    from totemgame.games.totemic_might.table.scene import MightScene
    from totemgame.ui.table_factory import start_game

    seats = [SeatInfo(k, f"P{i}", i) for i, k in enumerate(kinds)]
    scene = start_game(app, GameRecord(GAME, {"short": True}, seats, seed))
    assert isinstance(scene, MightScene)
    for _ in range(3000):
        app.step(1 / 60)
        if scene.can_act and scene.summary is None:
            app.step(1 / 60)
            return scene
    raise AssertionError("the human never got a decision")


def _hover(app, pos: tuple[int, int], seconds: float = 0.8) -> None:
    """Rest the pointer at `pos` until its tooltip is due, and draw a frame."""
    app.step(
        1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]
    )
    for _ in range(round(seconds * 60)):
        app.step(1 / 60)


def test_the_bid_s_note_leaves_the_keypad_and_the_bid_readable(game_app):
    scene = _start(game_app, ["human", "ai:random", "ai:random"])
    auction = scene.orders.auction
    game_app.click(auction.amount[0].rect.center)  # the bid opens the keypad
    game_app.step(1 / 60)
    panel = auction.keypad_panel()
    assert panel is not None
    _hover(game_app, auction.amount[0].rect.center)
    note = scene.ui.tooltips.rect
    assert note is not None, "the bid's tooltip never showed"
    assert not note.colliderect(panel), (note, panel)  # it sat on the keypad's caption
    assert not note.colliderect(auction.amount[0].rect)


def test_a_wager_s_note_leaves_the_chosen_animal_s_description_readable(game_app):
    scene = _start(game_app, ["human", "ai:random", "ai:random"])
    scene.orders.open("wager")
    wager = scene.orders.wager
    wager.choose("snake")
    game_app.step(1 / 60)
    _hover(game_app, wager.kind_buttons[1].rect.center)  # the Snake's own button
    note = scene.ui.tooltips.rect
    assert note is not None and not note.colliderect(wager.about_rect()), note


def test_the_fox_s_payment_shows_which_one_is_chosen(game_app, monkeypatch):
    scene = _start(game_app, ["human", "ai:random", "ai:random"])
    scene.orders.open("wager")
    wager = scene.orders.wager
    wager.choose("fox")
    game_app.step(1 / 60)
    balloon, garnets = wager.option_buttons
    assert balloon.selected and not garnets.selected
    game_app.click(garnets.rect.center)
    game_app.step(1 / 60)
    assert garnets.selected and not balloon.selected
    drawn = texts_drawn(monkeypatch)
    game_app.step(1 / 60)
    scene.draw(game_app.screen)
    assert "Chosen: paid with 4 garnets." in drawn

