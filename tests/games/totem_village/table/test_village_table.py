"""Totem Village through the real scenes: secrets in pass-and-play, clicks on huts and spells."""

from __future__ import annotations

import pygame
import pytest

from totemgame.engine.record import GameRecord, SeatInfo
from totemgame.engine.rng import Rng
from totemgame.games.totem_village import heuristics
from totemgame.games.totem_village.actions import Move, Place
from totemgame.games.totem_village.table.board import VillageBoard
from totemgame.games.totem_village.table.effects import ANIMATED
from totemgame.games.totem_village.table.families import hut_rect
from totemgame.ui.table import TableScene


@pytest.fixture
def village_app(game_app):
    return game_app


def _start(app, kinds: list[str], seed: int = 11, options=None) -> TableScene:
    from totemgame.ui.table_factory import start_game

    seats = [SeatInfo(k, f"P{i}", i) for i, k in enumerate(kinds)]
    scene = start_game(app, GameRecord("totem-village", options or {}, seats, seed))
    assert isinstance(scene.board, VillageBoard)
    return scene


def _wait_to_act(app, scene, frames: int = 3000) -> None:
    for _ in range(frames):
        if scene.can_act:
            return
        app.step(1 / 60)
    raise AssertionError("the human never got a decision")


def test_pass_and_play_hides_spells_and_hands_off_between_players(village_app):
    """Two humans (four families): the table only ever shows the viewer's own face-down
    spells, and a hand-off screen comes between the two players' secret decisions."""
    scene = _start(village_app, ["human", "human"])
    state = scene.session.match.state
    handoffs = decisions = 0
    last = None
    rng = Rng(3)
    for _ in range(6000):
        village_app.step(1 / 60)
        top = village_app.top
        if type(top).__name__ == "HandoffScene":
            handoffs += 1
            assert top.opaque
            button = next(
                w
                for w in top.ui.widgets
                if getattr(w, "label", "").startswith(("I am", "To the table"))
            )
            village_app.click(button.rect.center)
            continue
        if top is not scene:
            continue
        view = scene.view
        for caster, spell, _hut, up in view.tokens:
            if view.owner[caster] != view.seat and not up:
                assert spell is None, "another player's face-down spell is on screen"
        for f, chosen in enumerate(view.chosen):
            if view.owner[f] != view.seat:
                assert all(c is None for c in chosen)
        if scene.can_act:
            mover = scene.session.human_to_move()
            if last is not None and mover != last:
                assert handoffs > 0
            last = mover
            legal = scene.legal_actions()
            scene.submit(heuristics.policy(view, view.actor, legal, rng))
            decisions += 1
            if decisions >= 60:
                break
    assert decisions >= 60 and handoffs >= 2
    assert state is scene.session.match.state


def test_click_a_villager_then_a_hut_moves_it(village_app):
    scene = _start(village_app, ["human", "ai:random", "ai:random"], seed=4)
    _wait_to_act(village_app, scene)
    view = scene.view
    f = view.actor
    village_app.step(1 / 60)
    rect, hut, kind = next(h for h in scene.board.token_hits if h[1] // 3 == f)
    village_app.click(rect.center)
    village_app.step(1 / 60)
    assert scene.board.sel == (hut, kind)
    dst = 3 * f + (hut + 1) % 3
    r = hut_rect(dst)
    village_app.click((r.centerx, r.bottom - 8))
    village_app.step(1 / 60)
    mine = [a for seat, a in scene.session.match.record.actions if seat == 0]
    from totemgame.games.totem_village.content import KINDS

    assert mine[-1] == Move(KINDS[kind], hut % 3, dst % 3).to_json()


def test_drag_a_villager_onto_another_hut_moves_it(village_app):
    """Press on a villager, drag, release over another of your huts: one Move; the ghost token
    follows the pointer meanwhile."""
    from totemgame.games.totem_village.content import KINDS

    scene = _start(village_app, ["human", "ai:random", "ai:random"], seed=4)
    _wait_to_act(village_app, scene)
    f = scene.view.actor
    village_app.step(1 / 60)
    rect, hut, kind = next(h for h in scene.board.token_hits if h[1] // 3 == f)
    dst = 3 * f + (hut + 1) % 3
    target = hut_rect(dst).move(0, 0).midbottom
    target = (target[0], target[1] - 10)
    for e in (
        pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1),
        pygame.event.Event(pygame.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(1, 0, 0)),
    ):
        pygame.event.post(e)
    village_app.step(1 / 60)
    assert scene.board.choices.drag_start == rect.center and scene.board.choices.drag_pos == target
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=target, button=1))
    village_app.step(1 / 60)
    mine = [a for seat, a in scene.session.match.record.actions if seat == 0]
    assert mine[-1] == Move(KINDS[kind], hut % 3, dst % 3).to_json()
    assert scene.board.choices.drag_start is None


def test_choose_a_spell_by_button_then_place_it_on_a_hut(village_app):
    scene = _start(village_app, ["human", "ai:easy", "ai:easy"], seed=5)
    _wait_to_act(village_app, scene)
    while scene.view.stage_name == "arrange":
        scene.submit(heuristics.policy(scene.view, scene.view.actor, scene.legal_actions(), Rng(1)))
        _wait_to_act(village_app, scene)
    assert scene.view.stage_name == "choose"
    village_app.step(1 / 60)
    rect = next(r for r, label, what, on in scene.board.controls if label == "Twins")
    village_app.click(rect.center)
    village_app.step(1 / 60)
    assert {"kind": "pick", "spell": "twins"} in [a for _, a in scene.session.match.record.actions]
    done = next(r for r, label, what, on in scene.board.controls if label == "Done choosing")
    village_app.click(done.center)
    village_app.step(1 / 60)
    _wait_to_act(village_app, scene)
    assert scene.view.stage_name == "place"
    village_app.step(1 / 60)
    rect = next(r for r, label, what, on in scene.board.controls if label == "Twins")
    village_app.click(rect.center)
    village_app.step(1 / 60)
    target = 3 * scene.view.actor
    village_app.click(hut_rect(target).center)
    village_app.step(1 / 60)
    assert Place.kind in [a["kind"] for s, a in scene.session.match.record.actions if s == 0]
    assert any(t[1] is not None and t[2] == target for t in scene.view.tokens if t[0] == 0)


def test_skip_animations_clears_the_overlays(village_app):
    scene = _start(village_app, ["ai:easy", "ai:easy", "ai:easy"], seed=6)
    village_app.step(1 / 60)
    village_app.click(scene.board.skip_rect.center)
    village_app.step(1 / 60)
    assert scene.board.resolution.skip
    for _ in range(200):
        village_app.step(1 / 60)
        assert not scene.board.steps


def test_a_resolving_phase_replays_step_by_step_on_the_board(village_app):
    """The births overlay plays on the board as it was right after the births (children there,
    phase 3 on the track), not on the next round's board the rules have already reached."""
    from totemgame.ui import anim

    scene = _start(village_app, ["human", "human"], seed=8)
    anim.set_speed("normal")
    rng = Rng(2)
    for _ in range(3000):
        village_app.step(1 / 60)
        if type(village_app.top).__name__ == "HandoffScene":
            village_app.top.handle_event(
                pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
            )
            continue
        first = scene.board.steps[0] if scene.board.steps else []
        if first and "girls" in first[0].text:
            births = [e for e in scene.session.match.log if e.event.key == "births"]
            snap = births[-1].event.params["snap"]
            shown = scene.board.replay.view(scene.view)
            f = snap[0]
            assert [n for h in shown.huts[3 * f : 3 * f + 3] for n in h] == snap[1]

            assert shown.phase == 3 and scene.view.phase != 3
            village_app.click((450, 300))  # a click on the board ends the replay
            village_app.step(1 / 60)
            assert not scene.board.steps and scene.board.replay.view(scene.view) is scene.view
            anim.set_speed("instant")
            return
        if scene.can_act and scene.legal_actions():
            scene.board.finish_replay()
            v = scene.view
            scene.submit(heuristics.policy(v, v.actor, scene.legal_actions(), rng))
    raise AssertionError("no births were replayed")


def _play_replays(app, scene, seen) -> bool:
    """Play the human's moves by the rules of thumb, animations at normal speed, calling
    `seen()` every frame until it returns True (then True; False if it never did)."""
    from totemgame.ui import anim

    anim.set_speed("normal")
    rng = Rng(2)
    try:
        for _ in range(20000):
            app.step(1 / 60)
            if seen():
                return True
            if scene.can_act and scene.legal_actions() and not scene.board.steps:
                v = scene.view
                scene.submit(heuristics.policy(v, v.actor, scene.legal_actions(), rng))
    finally:
        anim.set_speed("instant")
    return False


def test_the_log_keeps_pace_with_the_replayed_steps(village_app):
    """While a batch of phases replays, the log shows the lines of the steps played so far
    (the one on the board included), not those still to come; then every line."""
    scene = _start(village_app, ["human", "ai:easy", "ai:easy"], seed=8)

    def two_steps() -> bool:
        if len(scene.board.steps) < 2:
            return False
        keys = [le.event.key for le in scene.session.match.events_visible_to(scene.viewer)]
        lines = len(scene.log.entries)
        held = keys[lines:]
        assert 0 < lines < len(keys)
        assert any(k in ANIMATED for k in held)  # a later step's line waits for it
        shown = scene.board.steps[0][0].text
        while scene.board.steps and scene.board.steps[0][0].text == shown:
            village_app.step(1 / 60)
        assert len(scene.log.entries) > lines  # the next step brings its lines
        scene.board.finish_replay()
        assert len(scene.log.entries) == len(keys)
        return True

    assert _play_replays(village_app, scene, two_steps), "no batch of two steps was replayed"


def _hover(app, pos) -> None:
    app.step(
        1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0,) * 3)]
    )


def test_a_villager_tooltip_goes_when_the_villager_leaves_the_pointer(village_app):
    """The board changes under a still mouse (here: the hovered villager moves to another hut):
    the tooltip follows the board instead of keeping the old villager's name."""
    from totemgame.games.totem_village.content import KINDS

    scene = _start(village_app, ["human", "ai:random", "ai:random"], seed=4)
    _wait_to_act(village_app, scene)
    f = scene.view.actor
    village_app.step(1 / 60)
    hut = 3 * f
    rect, _hut, kind = [h for h in scene.board.token_hits if h[1] == hut][-1]  # nothing slides in
    _hover(village_app, rect.center)
    tips = scene.ui.tooltips
    assert tips.key == ("tok", rect.topleft)
    move = next(
        a
        for a in scene.legal_actions()
        if isinstance(a, Move) and a.src == 0 and a.villager == KINDS[kind]
    )
    assert scene.submit(move)
    village_app.step(1 / 60)
    assert tips.key is None and not tips.text


def test_a_spell_button_tooltip_goes_with_its_button(village_app):
    """Hovering a spell button when the choice ends: the buttons go, and so does the tooltip."""
    from totemgame.games.totem_village.actions import EndPick, Ready

    scene = _start(village_app, ["human", "ai:random", "ai:random"], seed=4)
    _wait_to_act(village_app, scene)
    scene.submit(Ready())
    _wait_to_act(village_app, scene)
    village_app.step(1 / 60)
    rect = scene.board.controls[0][0]
    _hover(village_app, rect.center)
    tips = scene.ui.tooltips
    assert tips.key is not None and tips.key[0] == "btn"
    assert scene.submit(EndPick())
    village_app.step(1 / 60)
    assert tips.key is None


def test_the_no_elder_mark_and_the_round_wait_for_their_replay_step():
    """Replayed steps: "no elder this round" appears with the elders-rule step, and the next
    round's number (which clears the mark) only with the step that starts it."""
    from totemgame.engine.game import Event
    from totemgame.games.totem_village.replay import Replay
    from totemgame.games.totem_village.rules import new_game
    from totemgame.games.totem_village.view import make_view

    before = make_view(new_game(3, {}, 5), 0)
    snap = [1, [n for h in before.huts[3:6] for n in h], before.birds[1], before.totem[1]]
    replay = Replay()
    replay.begin(before)
    for event in (
        Event("elder_lost_kept", {"family": 1, "height": 1, "snap": snap}),
        Event("round_start", {"round": before.round + 1, "family": 0}),
    ):
        replay.note(event)
        replay.close_step(0)
    replay.advance()
    shown = replay.view(before)
    assert shown.elder_hit[1] and shown.round == before.round
    replay.advance()
    shown = replay.view(before)
    assert not any(shown.elder_hit) and shown.round == before.round + 1


def test_nobody_decides_and_the_round_stays_while_its_last_phases_replay(village_app):
    """The rules are already in the next round while ageing replays: the prompt, the players'
    notes and the family headers keep to the replayed round, with nobody marked deciding."""
    scene = _start(village_app, ["human", "ai:easy", "ai:easy"], seed=8)

    def ageing() -> bool:
        real = scene.view
        shown = scene.board.replay.view(real)
        if scene.board.steps:
            assert shown.actor == -1 and not shown.over
        first = scene.board.steps[0] if scene.board.steps else []
        if first and first[0].text == "a generation passes" and real.phase == 1:
            assert shown.round == real.round - 1
            title, _ = scene.board.panel.prompt(scene.board, shown)
            assert title.startswith(f"Round {shown.round} ·")
            for seat in range(3):
                assert f"{shown.size(seat)} people" in scene.board.panel_note(real, seat)
            return True
        return False

    assert _play_replays(village_app, scene, ageing), "no ageing was replayed"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_villager_key_is_on_the_table_for_every_player_count(village_app, players):
    """The villager key is on the table however many families play (the fourth corner with
    three, a line of the panel otherwise), clear of the spell buttons and the prompt."""
    from totemgame.games.totem_village.actions import Ready
    from totemgame.games.totem_village.table.panel import PANEL

    scene = _start(village_app, ["human"] + ["ai:random"] * (players - 1), seed=4)
    _wait_to_act(village_app, scene)
    while scene.view.stage_name == "arrange":  # with 2 players: both families
        scene.submit(Ready())
        _wait_to_act(village_app, scene)
    village_app.step(1 / 60)
    assert scene.view.stage_name == "choose" and scene.board.key_rect is not None
    key = scene.board.key_rect
    assert scene.board_rect.contains(key)
    assert not any(key.colliderect(rect) for rect, *_ in scene.board.controls)
    if players != 3:
        assert PANEL.contains(key) and key.top >= PANEL.y + 44 + 4 * 23  # below 4 lines


def test_the_spell_buttons_do_not_overlap_the_done_button(village_app):
    from totemgame.games.totem_village.actions import Ready

    scene = _start(village_app, ["human", "ai:random", "ai:random"], seed=4)
    _wait_to_act(village_app, scene)
    scene.submit(Ready())
    _wait_to_act(village_app, scene)
    village_app.step(1 / 60)
    rects = [rect for rect, *_ in scene.board.controls]
    assert len(rects) == 11
    for i, a in enumerate(rects):
        assert not any(a.colliderect(b) for b in rects[i + 1 :])


@pytest.mark.parametrize("n", [0, 6, 7, 10, 18])
@pytest.mark.parametrize("arranging", [True, False])
@pytest.mark.parametrize("youth", [0, 1, 2])
def test_a_huts_head_count_stays_inside_the_hut(village_app, monkeypatch, n, arranging, youth):
    """Even "18/6 too many" while arranging fits between the hut's walls; a Youth still to
    come follows the head count, except on a hut over its room."""
    from totemgame.games.totem_village.table import families
    from totemgame.games.totem_village.table.families import HUT_H, HUT_W, draw_hut_count

    hut = pygame.Rect(100, 100, HUT_W, HUT_H)
    said: list[str] = []
    real = families.theme.text
    monkeypatch.setattr(
        families.theme, "text", lambda text, *a: said.append(text) or real(text, *a)
    )
    label = draw_hut_count(pygame.Surface((400, 400)), hut, n, arranging, youth)
    assert hut.inflate(-8, -4).contains(label)
    count = said[-1].split(" + ")[0]
    assert count.startswith(str(n))  # the head count comes first
    over = arranging and n > 6
    assert said[-1].endswith({0: count, 1: " + Youth", 2: " + 2 Youth"}[0 if over else youth])


def test_a_long_name_in_a_family_band_leaves_room_for_the_no_elder_note(village_app):
    """A 16-letter name with "2nd family (deciding)" is cut with an ellipsis, keeping the
    family and the deciding mark, within the room the "no elder this round" note leaves."""
    from totemgame.games.totem_village.table.families import band_title
    from totemgame.ui import theme

    suffix = " · 2nd family  (deciding)"
    title = band_title("M" * 16, suffix, 260)
    assert title.endswith("\u2026" + suffix)
    assert theme.font("bold", 18).size(title)[0] <= 260
    assert band_title("Mia", suffix, 260) == "Mia" + suffix


def test_only_the_family_you_arrange_shows_its_huts_out_of_six():
    """Arrange on the open board: another family's over-full hut (after births) is not
    marked "too many" in your view while it waits or arranges; yours is."""
    from totemgame.games.totem_village.rules import new_game
    from totemgame.games.totem_village.table.panel import counted_out_of_six

    s = new_game(4, {}, 3)
    f = s.actor
    s.huts[3 * f] = [4, 3, 1, 0, 0, 0, 0]
    mine, other = s.view(s.owner[f]), s.view((s.owner[f] + 1) % 4)
    assert counted_out_of_six(mine, 3 * f) and not counted_out_of_six(other, 3 * f)
    g = (f + 1) % 4
    assert not counted_out_of_six(s.view(s.owner[g]), 3 * g)  # waiting: not yet arranging


def test_the_family_bands_show_how_many_spells_each_earlier_chooser_took():
    from totemgame.games.totem_village.actions import EndPick, Pick, Ready
    from totemgame.games.totem_village.content import Spell
    from totemgame.games.totem_village.rules import new_game
    from totemgame.games.totem_village.table.panel import spell_count_note

    s = new_game(4, {}, 5)
    while s.stage_name == "arrange":
        s.apply(s.to_move()[0], Ready())
    first = s.actor
    s.apply(s.to_move()[0], Pick(Spell.TWINS))
    s.apply(s.to_move()[0], Pick(Spell.GIRLS))  # the second costs a bird
    later = s.view((s.owner[first] + 1) % 4)
    assert spell_count_note(later, first) == ""  # still choosing
    s.apply(s.to_move()[0], EndPick())
    later = s.view(s.owner[s.actor])
    assert spell_count_note(later, first) == "2 spells, 1 bird given"
    assert spell_count_note(later, s.actor) == ""


def test_a_spell_tokens_tooltip_names_who_laid_it_and_the_number_on_it(village_app):
    """The number on a spell token is its caster's family: the tooltip says so, face down or
    face up."""
    scene = _start(village_app, ["human", "ai:easy", "ai:easy"], seed=4)
    rng = Rng(5)
    for _ in range(6000):
        village_app.step(1 / 60)
        if any(hit[1] != 0 for hit in scene.board.spell_hits):
            break
        if village_app.top is scene and scene.can_act:
            v = scene.view
            scene.submit(heuristics.policy(v, v.actor, scene.legal_actions(), rng))
    rect, caster, spell = next(hit for hit in scene.board.spell_hits if hit[1] != 0)
    _hover(village_app, rect.center)
    text = scene.ui.tooltips.text
    laid = f"laid by P{caster} (family {caster + 1})"
    if spell is None:
        assert text.startswith(f"A face-down spell {laid}: only its caster knows it.")
    else:
        from totemgame.games.totem_village.content import content

        assert text.startswith(f"{content().spell_names[spell]}, {laid}. ")
