"""The Village table after a newcomer's game: the HINT tag covers no label, villager, count or
title; a spell's tick covers no letter of its button; the spell buttons keep their places
while the spells are laid; the phase banners start under the hut counts."""

from __future__ import annotations

import pygame

from totemgame.engine.game import Action
from totemgame.engine.record import GameRecord, SeatInfo
from totemgame.games.totem_village.actions import EndPick, Move, Pick, Ready
from totemgame.games.totem_village.content import KINDS, Spell
from totemgame.games.totem_village.table.board import VillageBoard
from totemgame.games.totem_village.table.effects import Effect, label_box
from totemgame.games.totem_village.table.families import block_rect, enclosure_rect, hut_rect
from totemgame.games.totem_village.table.panel import PANEL, tick_rect
from totemgame.games.totem_village.table.pointing import leader, taken_rects
from totemgame.ui import theme
from totemgame.ui.table import TableScene


def _start(app) -> TableScene:
    from totemgame.ui.table_factory import start_game

    seats = [SeatInfo("human", "P0", 0), SeatInfo("ai:easy", "AI 1", 1)]
    scene = start_game(app, GameRecord("totem-village", {}, seats, 5))
    assert isinstance(scene.board, VillageBoard)
    _until(app, scene, lambda: scene.can_act)
    return scene


def _go_on(scene, action, label: str) -> None:
    """The panel's button for `action`, pressed: played at once, or asked about first."""
    intent = scene.board.choices.go_on(action, label)
    if isinstance(intent, Action):
        scene.act(intent)


def _until(app, scene, done) -> None:
    for _ in range(4000):
        if done():
            return
        if app.top is not scene:  # a confirmation: go on anyway
            app.click(app.top.buttons[-1].rect.center)
        elif scene.can_act and scene.view.stage_name in ("arrange", "choose"):
            stage = scene.view.stage_name  # the human's other decisions on the way
            _go_on(scene, Ready() if stage == "arrange" else EndPick(), "")
        app.step(1 / 60)
    raise AssertionError("never reached")


def _tag_is_clear(app, scene, hint) -> None:
    scene.hint_action = hint
    app.step(1 / 60)
    box = scene.board._hint_tag[1]
    if box is None:  # a button with no room beside it: its glow alone marks it
        assert PANEL.contains(scene.board._hint_tag[2])
        return
    assert isinstance(box, pygame.Rect)
    taken = taken_rects(scene.board, scene.view)
    assert box.collidelist(taken) == -1, (box, [r for r in taken if r.colliderect(box)])


def test_the_hint_tag_covers_no_villager_count_or_button(game_app):
    scene = _start(game_app)
    view = scene.view
    assert view.stage_name == "arrange"
    f = view.actor
    hut = next(i for i in range(3) if view.huts[3 * f + i][KINDS.index(KINDS[2])])
    _tag_is_clear(game_app, scene, Move(KINDS[2], hut, (hut + 1) % 3))
    _tag_is_clear(game_app, scene, Ready())
    scene.hint_action = None
    _until(game_app, scene, lambda: scene.can_act and scene.view.stage_name == "choose")
    for spell in (Spell.MAJOR_CURE, Spell.TWINS, Spell.YOUTH):  # both rows, under Skip
        _tag_is_clear(game_app, scene, Pick(spell))


def test_ticks_cover_no_letter_and_laid_spells_keep_their_place(game_app):
    scene = _start(game_app)
    _until(game_app, scene, lambda: scene.can_act and scene.view.stage_name == "choose")
    me = scene.view.actor
    for spell in (Spell.MAJOR_CURE, Spell.INFERTILITY, Spell.MINOR_CURE):
        rect = next(r for r, _l, w, _on in scene.board.controls if w is spell)
        game_app.click(rect.center)
        game_app.step(1 / 60)
    for rect, label, what, _on in scene.board.controls:
        if isinstance(what, Spell):
            text = theme.text(label, "bold", 16, theme.INK).get_rect(center=rect.center)
            assert not tick_rect(rect).colliderect(text), label
    _go_on(scene, EndPick(), "Done choosing")
    _until(
        game_app,
        scene,
        lambda: scene.can_act and scene.view.stage_name == "place" and scene.view.actor == me,
    )
    where = {w: r.copy() for r, _l, w, _on in scene.board.controls if isinstance(w, Spell)}
    assert set(where) == {Spell.INFERTILITY, Spell.MAJOR_CURE, Spell.MINOR_CURE}
    first = next(w for r, _l, w, on in scene.board.controls if isinstance(w, Spell) and on)
    game_app.click(where[first].center)
    game_app.step(1 / 60)
    game_app.click(hut_rect(3 * me).center)
    _until(
        game_app,
        scene,
        lambda: (
            scene.can_act
            and scene.view.stage_name == "place"
            and scene.view.actor == me
            and any(t[0] == me for t in scene.view.tokens)
        ),
    )
    now = {w: (r, on) for r, _l, w, on in scene.board.controls if isinstance(w, Spell)}
    assert {w: r for w, (r, _on) in now.items()} == where  # nothing moved
    assert now[first][1] is False and all(on for w, (_r, on) in now.items() if w is not first)


def test_banners_start_under_titles_and_hut_counts():
    for f in range(4):
        band = block_rect(f)
        counts = [
            pygame.Rect(hut_rect(h).x, hut_rect(h).y, hut_rect(h).w, 30)
            for h in range(3 * f, 3 * f + 3)
        ]
        for rect in (band, hut_rect(3 * f + 1), enclosure_rect(f)):
            for p in (0.0, 0.5, 1.0):
                box = label_box(Effect("+1 girl, +2 boys", (0, 0, 0), rect), (150, 24), p)
                assert box.top >= band.top + 26  # the title bar
                assert box.collidelist(counts) == -1


def test_a_label_wider_than_its_hut_stays_whole_on_the_board():
    from totemgame.games.totem_village.table.effects import BOARD

    for f in range(4):
        for h in range(3 * f, 3 * f + 3):
            box = label_box(Effect("Große Heilung!", (0, 0, 0), hut_rect(h)), (150, 24), 0.5)
            assert BOARD.contains(box), (h, box)
    leftmost = min(range(12), key=lambda h: hut_rect(h).x)
    box = label_box(Effect("Große Heilung!", (0, 0, 0), hut_rect(leftmost)), (150, 24), 0.5)
    assert box.left == BOARD.left  # pushed in, not cut at the window's edge


def test_a_tag_away_from_its_ring_is_tied_to_it_by_the_shortest_line():
    from totemgame.games.totem_village.table.pointing import leader

    ring = pygame.Rect(100, 100, 80, 40)
    above = pygame.Rect(110, 20, 50, 20)  # no room beside: the tag sits a row higher
    start, end = leader(above, ring)
    assert start == (135, 40) and end == (135, 100)  # from the tag's bottom to the ring's top
    beside = pygame.Rect(184, 110, 50, 20)
    start, end = leader(beside, ring)
    assert abs(start[0] - end[0]) <= 4 and start[1] == end[1]  # touching: no line to draw


def test_the_tag_sits_beside_its_target_when_there_is_room_there():
    """A button in a grid of buttons, room only on its right: the tag goes beside it, in its
    row, not a row away over another button (nearer as the crow flies, but naming that one)."""
    from totemgame.games.totem_village.table.pointing import tag_spot

    target = pygame.Rect(300, 300, 84, 36)
    above = pygame.Rect(300, 260, 84, 36)  # the row above, 4 px away
    below = pygame.Rect(300, 340, 84, 36)
    left = pygame.Rect(212, 300, 84, 36)
    grid = [above, below, left, left.move(0, -40), left.move(0, 40)]
    box, beside = tag_spot(target, [*grid, target])
    assert beside and box.collidelist([*grid, target.inflate(12, 12)]) == -1
    assert box.top < target.bottom and box.bottom > target.top  # in the target's row
    assert box.left >= target.right  # on its free side


def test_a_villagers_tag_stays_in_its_hut(game_app):
    from totemgame.games.totem_village.table.families import hut_rect

    scene = _start(game_app)
    game_app.step(1 / 60)
    f = scene.view.actor
    tokens = [(h, k) for _r, h, k in scene.board.token_hits if h // 3 == f]
    assert len(tokens) >= 5
    for hut, k in tokens:
        _tag_is_clear(game_app, scene, Move(KINDS[k], hut % 3, (hut % 3 + 1) % 3))
        assert hut_rect(hut).contains(scene.board._hint_tag[1]), (hut, KINDS[k])


def test_a_tag_with_no_room_in_its_hut_does_not_sit_in_another_hut(game_app):
    """In a hut of eight (after the births) the tag finds no room: it goes where it cannot be
    read as naming a villager of the next hut."""
    from totemgame.games.totem_village.table.families import hut_rect

    scene = _start(game_app)
    f = scene.view.actor
    state = scene.session.match.state
    state.huts[3 * f : 3 * f + 3] = [[2, 1, 1, 1, 1, 1, 1], [0, 0, 1, 1, 0, 0, 0], [0] * 7]
    scene._view_key = None  # the position was changed behind the table's back
    game_app.step(1 / 60)
    _tag_is_clear(game_app, scene, Move(KINDS[0], 0, 2))  # a girl of the crowded hut 1
    box = scene.board._hint_tag[1]
    others = [hut_rect(h) for h in range(4 * 3) if h != 3 * f]
    assert box.collidelist(others) == -1, box


def test_the_tag_covers_no_tick_of_a_chosen_spell(game_app):
    scene = _start(game_app)
    _until(game_app, scene, lambda: scene.can_act and scene.view.stage_name == "choose")
    for spell in (Spell.TWINS, Spell.INFERTILITY):
        rect = next(r for r, _l, w, _on in scene.board.controls if w is spell)
        game_app.click(rect.center)
        game_app.step(1 / 60)
    ticks = [
        tick_rect(r)
        for r, _l, w, _on in scene.board.controls
        if w in (Spell.TWINS, Spell.INFERTILITY)
    ]
    for hint in (EndPick(), Pick(Spell.MINOR_CURE), Pick(Spell.MAJOR_CURE), Pick(Spell.PLENTY)):
        _tag_is_clear(game_app, scene, hint)
        assert (
            scene.board._hint_tag[1] is None or scene.board._hint_tag[1].collidelist(ticks) == -1
        ), hint


def test_a_button_with_no_room_beside_it_has_no_tag_by_another_button(game_app):
    """A newcomer read the tag beside Skip animations, tied by a line to Plenty, as naming
    Skip animations: a spell button's tag sits beside it, or there is none (its glow marks it)."""
    scene = _start(game_app)
    _until(game_app, scene, lambda: scene.can_act and scene.view.stage_name == "choose")
    spells = [w for _r, _l, w, _on in scene.board.controls if isinstance(w, Spell)]
    placed = 0
    for spell in spells:
        scene.hint_action = Pick(spell)
        game_app.step(1 / 60)
        box, tied = scene.board._hint_tag[1], scene.board._hint_tag[2]
        if box is None:
            continue
        placed += 1
        start, end = leader(box, tied.inflate(8, 8))
        assert (start[0] - end[0]) ** 2 + (start[1] - end[1]) ** 2 <= 90 * 90, spell
        others = [r for r, _l, w, _on in scene.board.controls if w is not spell]
        assert not any(r.clipline(start, end) for r in others), spell
    assert placed  # where there is room, the tag is still there
