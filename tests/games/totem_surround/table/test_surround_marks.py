"""Totem Surround's table explains itself: each side's last move stays marked on the board, the
end shows what scored and why, and a losing last piece waits for a second click."""

from __future__ import annotations

import pygame

from tests.ui.helpers import texts_drawn
from totemgame.engine.record import GameRecord, SeatInfo
from totemgame.engine.rng import Rng
from totemgame.games.totem_surround.actions import CODEC, PlacePiece
from totemgame.games.totem_surround.board import geometry, sign_of, surround_sums
from totemgame.games.totem_surround.rules import new_game
from totemgame.games.totem_surround.table import art
from totemgame.games.totem_surround.table.board import SurroundBoard
from totemgame.games.totem_surround.table.finale import Finale, note_layout
from totemgame.games.totem_surround.table.layout import (
    NOTE_BOX,
    SCORE_BOX,
    pick_rect,
    square_centre,
    square_rect,
)
from totemgame.games.totem_surround.table.marks import HALO
from totemgame.ui import theme
from totemgame.ui.table import TableScene


def _start(app, kinds, actions=()) -> TableScene:
    from totemgame.ui.table_factory import start_game

    seats = [SeatInfo(k, f"P{i}", i) for i, k in enumerate(kinds)]
    record = GameRecord("totem-surround", {}, seats, 11)
    record.actions = [(s, a) for s, a in actions]
    scene = start_game(app, record)
    assert isinstance(scene, TableScene) and isinstance(scene.board, SurroundBoard)
    return scene


def _settle(app, scene) -> None:
    for _ in range(600):
        app.step(1 / 60)
        if scene.can_act or scene.session.match.is_over():
            app.step(1 / 60)
            return
    raise AssertionError("the table never settled")


def _click(app, scene, pos) -> None:
    app.click(pos)
    _settle(app, scene)


def _pixel(app, pos) -> tuple[int, int, int]:
    app.draw(app.screen)
    return tuple(app.screen.get_at((int(pos[0]), int(pos[1]))))[:3]


def _halo_spot(sq: int) -> tuple[int, int]:
    """A point on the ring of the halo round the piece on `sq` (left of the disc)."""
    x, y = square_centre(sq)
    return x - HALO + 2, y


def _disc(app, sq: int) -> bytes:
    """The pixels of the middle of the disc on `sq` (its value symbol and digit)."""
    app.draw(app.screen)
    box = pygame.Rect(0, 0, 34, 34)
    box.center = square_centre(sq)
    return pygame.image.tobytes(app.screen.subsurface(box), "RGB")


def _arrow_spot(frm: int, to: int) -> tuple[int, int]:
    """Half-way between two neighbouring squares: in the gap, where the arrow shows."""
    a, b = square_centre(frm), square_centre(to)
    return (a[0] + b[0]) // 2, (a[1] + b[1]) // 2


def _turn(app, scene, to: int, square: int, value_index: int = 0) -> None:
    _click(app, scene, square_centre(to))
    _click(app, scene, pick_rect(value_index).center)
    _click(app, scene, square_centre(square))


def test_each_sides_last_move_stays_on_the_board_until_that_side_moves_again(game_app):
    app = game_app
    scene = _start(app, ["human", "human"])
    _settle(app, scene)
    sq = geometry().square_at
    centre = geometry().centre
    white, red = art.side_rgb(0, False), art.side_rgb(1, False)

    _turn(app, scene, sq(2, 3), sq(1, 3))  # White: totem up to d5, a 1 on d6
    (w,) = scene.board._turns
    assert (w.seat, w.frm, w.to, w.placed) == (0, centre, sq(2, 3), sq(1, 3))
    assert _pixel(app, _halo_spot(sq(1, 3))) == white
    assert _pixel(app, _arrow_spot(centre, sq(2, 3))) == white

    _turn(app, scene, sq(3, 3), sq(4, 3), 1)  # Red: back down to d4, a 2 on d3
    assert [(t.seat, t.frm, t.to, t.placed) for t in scene.board._turns] == [
        (0, centre, sq(2, 3), sq(1, 3)),
        (1, sq(2, 3), centre, sq(4, 3)),
    ]
    # Both sides' marks are on the board together, each in its own colour.
    assert _pixel(app, _halo_spot(sq(1, 3))) == white
    assert _pixel(app, _halo_spot(sq(4, 3))) == red

    _click(app, scene, square_centre(sq(3, 4)))  # White again: right to e4 ...
    # d4, Red's last landing square, is now a glowing place to put White's piece: the glow
    # shows over Red's outline.
    edge = square_rect(centre)
    assert _pixel(app, (edge.x + 1, edge.centery)) == theme.GOLD_BRIGHT
    _click(app, scene, square_centre(sq(3, 5)))  # ... and a 1 on f4
    marks = {t.seat: t for t in scene.board._turns}
    assert (marks[0].frm, marks[0].to, marks[0].placed) == (centre, sq(3, 4), sq(3, 5))
    assert (marks[1].frm, marks[1].to, marks[1].placed) == (sq(2, 3), centre, sq(4, 3))
    assert _pixel(app, _halo_spot(sq(3, 5))) == white
    assert _pixel(app, _halo_spot(sq(1, 3))) != white  # White's older piece lost its ring
    assert _pixel(app, _halo_spot(sq(4, 3))) == red  # Red's stays until Red moves
    assert _pixel(app, _arrow_spot(centre, sq(3, 4))) == white


def test_a_jump_is_marked_along_its_whole_path(game_app):
    app = game_app
    scene = _start(app, ["human", "human"])
    _settle(app, scene)
    sq = geometry().square_at
    _turn(app, scene, sq(2, 3), sq(3, 3))  # White: up to d5, a 1 on d4 (the square it left)
    _turn(app, scene, sq(2, 4), sq(1, 4))  # Red: right to e5, a 1 on e6
    _turn(app, scene, sq(4, 2), sq(4, 1))  # White: jumps from e5 over its d4 to c3, a 1 on b3
    white = {t.seat: t for t in scene.board._turns}[0]
    assert (white.frm, white.to, white.over) == (sq(2, 4), sq(4, 2), (sq(3, 3),))
    colour = art.side_rgb(0, False)
    # The arrow shows on both sides of the piece it jumped over (its value stays on top).
    assert _pixel(app, _arrow_spot(sq(2, 4), sq(3, 3))) == colour
    assert _pixel(app, _arrow_spot(sq(3, 3), sq(4, 2))) == colour
    # The jumped piece reads exactly like White's other 1 on b3: nothing is drawn over it.
    assert _disc(app, sq(3, 3)) == _disc(app, sq(4, 1))


def _finished_game(want_loss: bool) -> tuple[list[tuple[int, dict]], PlacePiece]:
    """A random game's moves up to its last placement (which traps the totem), and that
    placement; with `want_loss`, one where the last placer then loses."""
    for seed in range(200):
        state = new_game(2, {}, seed)
        rng = Rng(seed)
        actions: list[tuple[int, dict]] = []
        while not state.is_over():
            seat = state.turn
            action = rng.choice(state.legal_actions(seat))
            actions.append((seat, action.to_json()))
            state.apply(seat, action)
        last_seat, last = actions[-1]
        lost = last_seat not in state.result().winners
        if lost == want_loss:
            return actions[:-1], CODEC.decode(last)
    raise AssertionError("no such game in 200 seeds")


def _last_click(app, scene, last: PlacePiece) -> None:
    value_index = geometry().values.index(last.value)
    _click(app, scene, pick_rect(value_index).center)
    _click(app, scene, square_centre(last.square))


def _brightness(app, sq: int) -> int:
    return sum(_disc(app, sq))


def test_the_end_shows_on_the_board_what_scored_and_why(game_app, monkeypatch):
    app = game_app
    scene, last = _at_the_last_piece(app, want_loss=False)
    state = scene.session.match.state
    geo = geometry()
    far = [s for s, v in enumerate(state.cells) if v and s not in geo.neighbours[state.totem]]
    before = {s: _brightness(app, s) for s in far}
    _last_click(app, scene, last)
    assert scene.session.match.is_over()
    _settle(app, scene)
    app.draw(app.screen)
    state = scene.session.match.state
    ring = tuple(n for n in geo.neighbours[state.totem] if state.cells[n])
    assert len(ring) == len(geo.neighbours[state.totem])  # trapped: every neighbour is taken
    f = scene.board._finale
    assert f is not None and f.ring == ring
    scores = surround_sums(state.cells, state.totem)
    for seat in (0, 1):
        values = [abs(state.cells[n]) for n in ring if state.cells[n] * sign_of(seat) > 0]
        values.sort(reverse=True)  # the highest first
        assert f.sums[seat].startswith(f"P{seat} ({geo.side_names[seat]}): ")
        assert f.sums[seat].endswith(f" {scores[seat]}")
        if len(values) > 1:
            assert " + ".join(map(str, values)) in f.sums[seat]
    winner = state.result().winners[0]
    margin = abs(scores[0] - scores[1])
    assert f.outcome == f"{geo.side_names[winner]} wins by {margin}"
    stuck = geo.side_names[state.turn]
    assert f.why.startswith(f"{stuck} cannot move the totem: all {len(ring)} squares")
    # On the board: the scoring pieces outlined in gold, the others dimmed, and the note
    # in the panel, where the picker was: every square stays in sight.
    for sq in ring:
        edge = square_rect(sq).inflate(6, 6)
        assert _pixel(app, (edge.x + 1, edge.centery)) == theme.GOLD_BRIGHT
    assert far and all(_brightness(app, s) < before[s] for s in far)
    note = scene.board.note_rect
    assert note is not None and NOTE_BOX.contains(note)
    assert not any(note.colliderect(square_rect(sq)) for sq in range(geo.size))
    words = texts_drawn(monkeypatch)
    app.draw(app.screen)
    assert f.outcome in words and "Your piece (keys 1-4)" not in words


def _at_the_last_piece(app, want_loss: bool):
    """Two humans at the table, one piece from a game's end that loses (or wins) for the
    player placing it; and that piece."""
    actions, last = _finished_game(want_loss=want_loss)
    scene = _start(app, ["human", "human"], actions)
    _settle(app, scene)
    return scene, last


def test_a_last_piece_that_loses_the_game_waits_for_a_second_click(game_app):
    app = game_app
    scene, last = _at_the_last_piece(app, want_loss=True)
    ply = scene.session.match.ply
    _last_click(app, scene, last)
    assert scene.session.match.ply == ply and not scene.session.match.is_over()
    label = geometry().label(last.square)
    words = [b.text for b in scene.banners.banners]
    assert any("ends the game" in w and f"Click {label} again" in w for w in words), words
    _click(app, scene, square_centre(last.square))
    assert scene.session.match.is_over()
    assert not any(f"Click {label} again" in b.text for b in scene.banners.banners)


def test_the_question_about_a_losing_last_piece_goes_when_the_move_is_taken_back(game_app):
    app = game_app
    scene, last = _at_the_last_piece(app, want_loss=True)
    _last_click(app, scene, last)
    label = geometry().label(last.square)
    assert any(f"Click {label} again" in b.text for b in scene.banners.banners)
    ply = scene.session.match.ply
    scene.undo()  # the totem's move goes back: the question no longer stands
    _settle(app, scene)
    assert scene.session.match.ply < ply
    assert not any(f"Click {label} again" in b.text for b in scene.banners.banners)


def test_a_last_piece_that_wins_is_placed_at_once(game_app):
    app = game_app
    scene, last = _at_the_last_piece(app, want_loss=False)
    _last_click(app, scene, last)
    assert scene.session.match.is_over()


def test_the_final_note_stays_off_the_board_and_fits_in_the_panel(game_app):
    """The note takes the picker's and the help's place, so no square of the final position
    is hidden; a long text shrinks until every line fits."""
    geo = geometry()
    why = (
        "White cannot move the totem: all 8 squares next to it are taken, and every line of "
        "White pieces from it ends at a Red piece or the board's edge."
    )
    short = Finale((), ("A (White): 3 + 2 = 5", "B (Red): 4 + 4 + 3 = 11"), "Red wins by 6", why)
    long = Finale(
        (),
        ("Somebody (White): 4 + 4 + 4 + 3 + 3 = 18", "Other (Red): 3 + 3 + 2 = 8"),
        "Equal sums: White wins with more pieces on the board, 17 to 16",
        " ".join([why] * 3),
    )
    for f in (short, long):
        rect, lines = note_layout(f)
        assert NOTE_BOX.contains(rect) and not rect.colliderect(SCORE_BOX)
        for sq in range(geo.size):
            assert not rect.colliderect(square_rect(sq)), geo.label(sq)
        assert len(lines) >= 4
        for text, role, size in lines:
            assert theme.font(role, size).size(text)[0] <= rect.w - 24, text
    assert note_layout(short)[1][0] == ("Red wins by 6", "heading", 26)  # full size when it fits
    assert note_layout(long)[1][0][2] < 26
