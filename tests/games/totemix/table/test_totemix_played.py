"""A replay opened from a review shows the move played on the Totemix board (issue 38): a
steady PLAYED outline on the marked field, or on the action box naming the bid, Auto or Done;
gone one move on."""

from __future__ import annotations

import pygame
import pytest

from totemgame import games
from totemgame.engine.match import Match
from totemgame.engine.record import GameRecord, SeatInfo
from totemgame.games.totemix.actions import CODEC, AutoPlace, Bid, Mark
from totemgame.games.totemix.table import played
from totemgame.games.totemix.table.layout import ACTION
from totemgame.games.totemix.table.played import played_rect
from totemgame.ui.hint_glow import HINT_COLOUR, PLAYED_COLOUR


def _finished(seed: int = 5) -> GameRecord:
    module = games.get("totemix")
    seats = [SeatInfo("human" if i == 0 else "ai:random", f"P{i}", i) for i in range(3)]
    match = Match(GameRecord("totemix", {}, seats, seed), module)
    agents = {s: module.make_agent("random", seed + s) for s in range(3)}
    while not match.is_over():
        seat = match.to_move()[0]
        match.apply(seat, agents[seat].choose(match.view(seat)))
    return match.record


def _outline(surface, rect) -> set[tuple[int, int, int]]:
    """The colours on the ring 8 px outside `rect`, where the PLAYED outline runs."""
    ring = rect.inflate(16, 16)
    points = [(x, ring.top + 1) for x in range(ring.x + 16, ring.right - 16, 4)]
    points += [(x, ring.bottom - 2) for x in range(ring.x + 16, ring.right - 16, 4)]
    return {tuple(surface.get_at(p))[:3] for p in points}


@pytest.mark.parametrize("kind", [Mark, Bid])
def test_the_replay_outlines_the_move_played_apart_from_the_hint(game_app, kind):
    record = _finished()
    ply, played = next(
        (k, CODEC.decode(a))
        for k, (seat, a) in enumerate(record.actions)
        if seat == 0 and k > len(record.actions) // 3 and isinstance(CODEC.decode(a), kind)
    )
    better = AutoPlace(False) if kind is Mark else Bid(0 if played.amount else 1)
    replay = game_app.screens.replay_view(record, ply, (0, better, "Better."))
    game_app.set_root(replay)
    game_app.run_frames(3)
    table = replay.table
    assert table.played_action == played and table.hint_action == better
    rect = played_rect(table.view, played)
    assert rect is not None
    seen = _outline(game_app.screen, rect)
    assert PLAYED_COLOUR in seen and HINT_COLOUR not in seen
    replay.step_forward()
    game_app.run_frames(3)
    assert table.played_action is None
    assert PLAYED_COLOUR not in _outline(game_app.screen, rect)


def test_the_replay_note_says_the_reviewed_seats_own_bid_and_never_anothers(game_app):
    record = _finished()
    bids = [(k, s, CODEC.decode(a)) for k, (s, a) in enumerate(record.actions)]
    bids = [(k, s, a) for k, s, a in bids if isinstance(a, Bid)]
    k0, own = next((k, a) for k, s, a in bids if s == 0 and a.amount > 0)
    replay = game_app.screens.replay_view(record, k0, (0, Bid(own.amount + 1), "Better."))
    game_app.set_root(replay)
    played_line = replay._focus_text.splitlines()[0]
    assert played_line == f"Played: {played.move_words(own)}"
    # Another seat's bid, seen through the reviewed seat's eyes: only that it was made.
    k1, seat = next((k, s) for k, s, _a in bids if s != 0)
    replay = game_app.screens.replay_view(record, k1, (0, Bid(0), "Better."))
    game_app.set_root(replay)
    played_line = replay._focus_text.splitlines()[0]
    assert played_line == f"Played: P{seat} has placed a secret bid."


def test_the_better_bid_glows_named_in_the_action_box(game_app):
    record = _finished()
    ply, own = next(
        (k, CODEC.decode(a))
        for k, (seat, a) in enumerate(record.actions)
        if seat == 0 and isinstance(CODEC.decode(a), Bid)
    )
    better = Bid(0 if own.amount else 1)
    replay = game_app.screens.replay_view(record, ply, (0, better, "Better."))
    game_app.set_root(replay)
    game_app.run_frames(3)
    box = ACTION.inflate(-16, -16)
    above = pygame.Rect(box.x, box.y + 30, box.w, box.h // 2 - 30)  # the better move's line

    def colours() -> set[tuple[int, int, int]]:
        return {
            tuple(game_app.screen.get_at((x, y)))[:3]
            for x in range(above.x, above.right, 2)
            for y in range(above.y, above.bottom, 2)
        }

    assert HINT_COLOUR in colours()
    replay.step_forward()
    game_app.run_frames(3)
    assert HINT_COLOUR not in colours()
