"""What a new player met at the Totemic Might table: a bid's note over the keypad's caption,
the Fox's payment that did not look chosen, a round's results cut at half width."""

from __future__ import annotations

import pygame
from helpers import texts_drawn

from totemgame.engine.game import Event
from totemgame.engine.record import GameRecord, SeatInfo

GAME = "totemic-might"


def _start(app, kinds: list[str], seed: int = 11):
    from totemgame.games.totemic_might.table.board import MightBoard
    from totemgame.ui.table_factory import start_game

    seats = [SeatInfo(k, f"P{i}", i) for i, k in enumerate(kinds)]
    scene = start_game(app, GameRecord(GAME, {"short": True}, seats, seed))
    assert isinstance(scene.board, MightBoard)
    for _ in range(3000):
        app.step(1 / 60)
        if scene.can_act and scene.board.summary is None:
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
    auction = scene.board.orders.auction
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
    scene.board.orders.open("wager")
    wager = scene.board.orders.wager
    wager.choose("snake")
    game_app.step(1 / 60)
    _hover(game_app, wager.kind_buttons[1].rect.center)  # the Snake's own button
    assert scene.ui.tooltips.rect is None  # its words are on screen under it already
    _hover(game_app, wager.kind_buttons[2].rect.center)  # the Wolf's
    note = scene.ui.tooltips.rect
    assert note is not None and not note.colliderect(wager.about_rect()), note


def test_the_fox_s_payment_shows_which_one_is_chosen(game_app, monkeypatch):
    scene = _start(game_app, ["human", "ai:random", "ai:random"])
    scene.board.orders.open("wager")
    wager = scene.board.orders.wager
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


def test_a_round_s_long_lines_run_across_the_results_whole(monkeypatch):
    """At a table of seven the wagers taken and the copies crumbled wrapped at half the panel,
    two lines at most: 'AI' ended one line and '1' began the next, the rest was cut."""
    from totemgame.games.totemic_might.table.overlays import RoundSummary

    pygame.font.init()
    names = [f"Mika AI {i}" for i in range(1, 8)]
    events = [Event("wager_taken", {"seat": s, "wager": "snake"}) for s in range(7)]
    events += [Event("consumed", {"seat": s, "count": 2}) for s in range(7)]
    events += [Event("bids", {"series": "A", "amounts": (5,) * 7, "bids_by_seat": (5,) * 7})]
    summary = RoundSummary.from_events(events, lambda e: e.key, names)
    assert summary is not None
    drawn = texts_drawn(monkeypatch)
    summary.draw(pygame.Surface((1280, 720)), names, [(200, 0, 0)] * 7)
    crumbled = [t for t in drawn if "crumble" in t or t.startswith("AI")]
    said = " ".join(drawn).replace("\u00a0", " ")
    for name in names:
        assert f"{name} (2)" in said and f"{name} Snake" in said
    assert not any(line.rstrip().endswith(("AI", "Mika")) for line in drawn), crumbled
    assert not any("more line" in t for t in drawn)


def test_guessed_by_keeps_every_name_whole_at_a_table_of_seven():
    """The end table's "Guessed by" cell wrapped "Player, AI 2, AI" over "3, AI 4"."""
    from totemgame.games.totemic_might.table.end_table import guessed_by_lines
    from totemgame.ui import theme

    pygame.font.init()
    guessers = ["Player"] + [f"AI {i}" for i in range(2, 7)]
    size, lines = guessed_by_lines(guessers, 128, 41)  # the cell at seven players
    assert len(lines) * (size + 3) <= 41
    assert " ".join(lines).replace("\u00a0", " ") == ", ".join(guessers)
    assert all(theme.font("body", size).size(line)[0] <= 128 for line in lines)
    assert not any(line.rstrip().endswith("AI") for line in lines)
    long = [f"Alexandra {i}" for i in range(6)]
    size, lines = guessed_by_lines(long, 128, 41)
    assert (
        size == 12
        and len(lines) <= 2
        and lines[-1].endswith(tuple("+" + str(k) for k in range(1, 6)))
    )
    assert guessed_by_lines([], 128, 41)[1] == ["nobody"]
