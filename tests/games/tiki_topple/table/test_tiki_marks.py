"""The last move of every seat stays on the line: a ring and a tag in the seat's colour on the
tiki it moved last, until that seat plays again; the Toasts still in play and their reach."""

from __future__ import annotations

import dataclasses

import pygame

from totemgame.engine.record import GameRecord, SeatInfo
from totemgame.games.tiki_topple.actions import Card
from totemgame.games.tiki_topple.table import marks, panels
from totemgame.games.tiki_topple.table.board import TikiBoard
from totemgame.games.tiki_topple.table.layout import HEAD_H, HEAD_X
from totemgame.ui import theme
from totemgame.ui.table import TableScene


def _start(app, kinds: list[str], seed: int) -> TableScene:
    from totemgame.ui.table_factory import start_game

    names = ["You", "Kai", "Lani"]
    seats = [SeatInfo(k, names[i], i) for i, k in enumerate(kinds)]
    scene = start_game(app, GameRecord("tiki-topple", {}, seats, seed))
    assert isinstance(scene, TableScene) and isinstance(scene.board, TikiBoard)
    return scene


def _play_until(app, scene, done) -> None:
    """Step the table (the human plays its first non-Toast card) until `done()` (the table's
    animations are instant: the tikis stand where the view says)."""
    for _ in range(20000):
        if done():
            return
        app.step(1 / 60)
        if scene.board.summary is not None:
            scene.board.reveal.close()
        elif scene.can_act:
            legal = scene.legal_actions()
            scene.submit(next((a for a in legal if a.card is not Card.TOAST), legal[0]))
    raise AssertionError("the table never got there")


def _draw(app, scene) -> tuple[pygame.Surface, list[str]]:
    """The board as drawn now, and every text drawn on it."""
    shown: list[str] = []
    real = theme.blit_text

    def spy(surface, text, *args, **kwargs):
        shown.append(text)
        return real(surface, text, *args, **kwargs)

    surface = pygame.Surface(scene.board_rect.size)
    theme.blit_text = spy
    try:
        scene.board.draw(surface, scene.view)
    finally:
        theme.blit_text = real
    return surface, shown


def _on_line(view, seat) -> bool:
    last = marks.last_plays(view).get(seat)
    return last is not None and last[1] in view.line


def _assert_marked(app, scene, seat) -> None:
    """`seat`'s tag is drawn in its colour on the row of the tiki it moved last, and a ring in
    its colour surrounds that tiki's head."""
    view = scene.view
    _card, tiki = marks.last_plays(view)[seat]
    surface, shown = _draw(app, scene)
    text, rect = marks.tags(scene, view, scene.board.tikis.pos)[seat]
    assert text in shown and scene.names[seat][:1] in text
    y = scene.board.tikis.pos[tiki]
    assert y <= rect.centery <= y + HEAD_H, "the tag sits on its tiki's row"
    colour = scene.seat_colour(seat)
    assert surface.get_at((rect.x + 3, rect.centery))[:3] == colour
    ring_left = [surface.get_at((x, int(y) + HEAD_H // 2))[:3] for x in range(HEAD_X - 20, HEAD_X)]
    assert colour in ring_left, "a ring in the seat's colour around the head"


def test_every_seat_has_a_marker_on_the_tiki_it_moved_last(game_app):
    scene = _start(game_app, ["human", "ai:random", "ai:random"], seed=21)
    _play_until(game_app, scene, lambda: all(_on_line(scene.view, s) for s in range(3)))
    for seat in range(3):
        _assert_marked(game_app, scene, seat)
    rects = marks.tag_rects(scene, scene.view, scene.board.tikis.pos).values()
    assert not any(a.colliderect(b) for a in rects for b in rects if a is not b)


def test_a_seats_marker_moves_when_that_seat_moves_again(game_app):
    scene = _start(game_app, ["human", "ai:random", "ai:random"], seed=8)
    _play_until(game_app, scene, lambda: _on_line(scene.view, 1))
    plays_before = [p for p in scene.view.plays if p[0] == 1]
    round_before = scene.view.round
    _play_until(
        game_app,
        scene,
        lambda: (
            len([p for p in scene.view.plays if p[0] == 1]) > len(plays_before)
            and _on_line(scene.view, 1)
        ),
    )
    assert scene.view.round == round_before
    newest = [p for p in scene.view.plays if p[0] == 1][-1]
    assert marks.last_plays(scene.view)[1] == (newest[1], newest[2])
    _assert_marked(game_app, scene, 1)


def test_tags_of_seats_on_the_same_tiki_never_overlap(game_app):
    scene = _start(game_app, ["human", "ai:random", "ai:random"], seed=3)
    game_app.step(1 / 60)
    view = scene.view
    tiki = view.line[4]
    for seats in ([0, 1], [0, 1, 2]):
        plays = tuple((s, Card.TOPPLE, tiki) for s in seats)
        crowded = dataclasses.replace(view, plays=plays)
        rects = list(marks.tag_rects(scene, crowded, scene.board.tikis.pos).values())
        assert len(rects) == len(seats)
        assert not any(a.colliderect(b) for a in rects for b in rects if a is not b)


def test_a_toast_is_marked_in_the_toasted_box_with_its_player(game_app):
    scene = _start(game_app, ["human", "ai:random", "ai:random"], seed=3)
    game_app.step(1 / 60)
    view = scene.view
    bottom = view.line[-1]
    toasted = dataclasses.replace(
        view, line=view.line[:-1], toasted=(bottom,), plays=((2, Card.TOAST, bottom),)
    )
    shown: list[str] = []
    real = theme.blit_text

    def spy(surface, text, *args, **kwargs):
        shown.append(text)
        return real(surface, text, *args, **kwargs)

    theme.blit_text = spy
    try:
        panels.draw_toasted(pygame.Surface(scene.board_rect.size), scene, toasted)
    finally:
        theme.blit_text = real
    assert marks.words("toasted_by", player="Lani") in shown


def test_the_toasts_in_play_reach_the_bottom_tikis_but_never_the_last_three(game_app):
    scene = _start(game_app, ["human", "ai:random", "ai:random"], seed=3)
    game_app.step(1 / 60)
    view = scene.view
    assert marks.toasts_left(view) == 6  # two Toasts in each of three hands
    assert marks.at_risk(view) == list(view.line[-6:])
    four = dataclasses.replace(view, line=view.line[:4])
    assert marks.at_risk(four) == [view.line[3]]  # the round ends at three
    _surface, shown = _draw(game_app, scene)
    assert marks.words("toasts_left", count=6, risk=6) in shown
