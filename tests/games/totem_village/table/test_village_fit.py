"""Nothing on the Village table is cut: the panel's prompt and warnings wrap, shrink, take
the shorter wording or scroll, every word kept; the band notes leave the family's name room;
spell tokens lie centred under their own hut; villager tokens keep a readable size."""

from __future__ import annotations

import pygame
import pytest

from totemgame.engine.record import GameRecord, SeatInfo
from totemgame.games.totem_village.actions import EndPick, Place, Ready
from totemgame.games.totem_village.content import BOY, ELDER, GIRL, MM, MW, YM, YW, Spell
from totemgame.games.totem_village.table.board import VillageBoard
from totemgame.games.totem_village.table.families import (
    BLOCK_H,
    MIN_TOKEN,
    block_rect,
    hut_rect,
    note_fit,
    spell_cells,
    villager_cells,
)
from totemgame.games.totem_village.table.panel import PANEL
from totemgame.games.totem_village.table.panel_text import lay_out
from totemgame.ui import theme
from totemgame.ui.table import TableScene
from totemgame.ui.widgets.dialog import DialogScene


def _hut(**counts: int) -> list[int]:
    h = [0] * 7
    names = {"girl": GIRL, "boy": BOY, "yw": YW, "ym": YM, "mw": MW, "mm": MM, "elder": ELDER}
    for name, n in counts.items():
        h[names[name]] = n
    return h


def _start(app, players: int, seed: int = 5) -> TableScene:
    from totemgame.ui.table_factory import start_game

    kinds = ["human"] + ["ai:easy"] * (players - 1)
    seats = [SeatInfo(k, f"P{i}", i) for i, k in enumerate(kinds)]
    scene = start_game(app, GameRecord("totem-village", {}, seats, seed))
    assert isinstance(scene.board, VillageBoard)
    _to_act(app, scene)
    return scene


def _to_act(app, scene) -> None:
    for _ in range(3000):
        app.step(1 / 60)
        if scene.can_act and not scene.is_animating():
            app.step(1 / 60)
            return
    raise AssertionError("the human never got a decision")


def _redraw(app, scene) -> None:
    scene._view_key = None  # the position was changed behind the table's back
    app.step(1 / 60)


def _words_of(lines) -> list[str]:
    return " ".join(lines).split()


def _assert_whole(scene) -> None:
    """Every warning and the prompt (or its short wording) are on the panel word for word,
    each line within the text box; what the box cannot show scrolls into view."""
    panel = scene.board.panel
    laid = panel.laid
    title, detail, short = panel.words(scene.board, scene.view)
    assert _words_of(laid.detail) in (detail.split(), short.split())
    assert _words_of(laid.warn) == _words_of(panel.warnings)
    box = panel.text_rect
    for line in laid.detail:
        assert theme.font("body", laid.size).size(line)[0] <= box.w
    for line in laid.warn:
        assert theme.font("bold", laid.warn_size).size(line)[0] <= box.w
    assert box.bottom <= PANEL.bottom and box.right <= PANEL.right
    assert laid.height <= box.h + panel.overflow
    assert not any(box.colliderect(r) for r, *_ in scene.board.controls)


@pytest.mark.parametrize("scale", [100, 150])
def test_long_prompts_and_many_warnings_are_never_cut(game_app, scale):
    """2 players, the 2nd family arranging 23 villagers in three over-full huts with a last
    elder at risk: the prompt and both warnings are whole, at 100% and 150% menu text."""
    theme.set_ui_scale(scale)
    try:
        scene = _start(game_app, 2)
        f = scene.view.actor
        huts = scene.session.match.state.huts
        huts[3 * f : 3 * f + 3] = [_hut(yw=4, mw=3, elder=1), _hut(boy=4, girl=3), _hut(mw=5, mm=2)]
        _redraw(game_app, scene)
        assert len(scene.board.panel.warnings) == 2
        _assert_whole(scene)
        # Four long warnings cannot fit even small: the text scrolls, the wheel shows the end.
        scene.board.panel.warnings = []
        long = ["Your 2nd family loses its last elder at Ageing, and a totem piece with it."] * 4
        laid = lay_out("x " * 60, "short words", long, 400, 118, 28)
        assert not laid.key_line and laid.height > 118
        assert _words_of(laid.warn) == _words_of(long)
    finally:
        theme.set_ui_scale(100)


def test_a_panel_taller_than_its_box_scrolls_with_the_wheel(game_app):
    scene = _start(game_app, 2)
    panel = scene.board.panel
    long = "Your family loses its last elder at Ageing, and a totem piece with it. " * 20
    panel.laid = None
    original = panel.words

    def words(table, view):
        title, _detail, _short = original(table, view)
        return title, long * 2, long

    panel.words = words
    _redraw(game_app, scene)
    assert panel.overflow > 0 and not panel.key_line and scene.board.key_rect is None
    game_app.dispatch(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=panel.text_rect.center, rel=(0, 0), buttons=(0, 0, 0)
        )
    )
    for _ in range(40):
        game_app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    game_app.step(1 / 60)
    assert panel.scroll == panel.overflow  # the last line can be read


def test_the_band_note_never_runs_into_the_name():
    pygame.init()
    suffix = " · 2nd family  (deciding)"
    room = 438 - 38
    note = "last: chose 3 spells, 2 birds given"
    size, shown = note_fit(note, suffix, room)
    width = theme.font("body", size).size(note)[0]
    assert 12 <= size <= 16
    assert 30 + theme.font("bold", 18).size(shown)[0] + 40 + 12 + width <= 30 + room + 8
    assert note_fit("", suffix, room) == (16, suffix)


@pytest.mark.parametrize("n", range(1, 9))
def test_spell_tokens_lie_centred_under_their_own_hut(n):
    for hut in (0, 1, 2, 4):
        r = hut_rect(hut)
        cells = spell_cells(r, n)
        union = cells[0].unionall(cells)
        assert r.x <= union.x and union.right <= r.right  # under this hut, not the next
        assert abs(union.centerx - r.centerx) <= 2
        assert union.top >= r.bottom and union.bottom <= block_rect(hut // 3).y + BLOCK_H
        # A second row stays inside the band: clear of the band below and its seat badge.
        assert union.bottom <= block_rect(hut // 3).bottom - 2
        assert len({c.y for c in cells}) == (1 if n <= 3 else 2)
        if n <= 6:  # side by side: no token hides another's face or its caster's number
            assert not any(a.colliderect(b) for i, a in enumerate(cells) for b in cells[i + 1 :])


@pytest.mark.parametrize("n", [1, 6, 7, 9, 10, 12, 13, 16, 20, 24])
def test_villager_tokens_keep_a_readable_size_inside_the_hut(n):
    r = hut_rect(5)
    cells = villager_cells(r, n)
    assert len(cells) == n
    floor = pygame.Rect(r.x + 6, r.y + 26, r.w - 12, r.h - 30)
    for cell in cells:
        assert cell.w >= MIN_TOKEN and floor.contains(cell)
    # Each token shows at least half of itself (later ones overlap earlier ones a little).
    for i, cell in enumerate(cells):
        later = [c for c in cells[i + 1 :] if c.colliderect(cell)]
        hidden = max((cell.clip(c).w * cell.clip(c).h for c in later), default=0)
        assert hidden <= cell.w * cell.h // 2


def test_a_click_on_an_overlapped_villager_picks_the_one_on_top(game_app):
    scene = _start(game_app, 3)
    f = scene.view.actor
    scene.session.match.state.huts[3 * f : 3 * f + 3] = [
        _hut(girl=5, boy=5, yw=3, mw=1),
        _hut(),
        _hut(ym=1, elder=1),
    ]
    _redraw(game_app, scene)
    mine = [(r, k) for r, h, k in scene.board.token_hits if h == 3 * f]
    assert len(mine) == 14
    top_rect, top_kind = mine[0]  # the last drawn: a mature woman, over a young woman
    assert top_kind == MW
    game_app.click((top_rect.x + 3, top_rect.centery))
    game_app.step(1 / 60)
    assert scene.board.sel == (3 * f, MW)


def test_laying_a_spell_that_kills_your_own_family_asks_first(game_app):
    """Disease on your own hut with the only couple: Lay it asks; Go back lays nothing."""
    scene = _start(game_app, 3)
    f = scene.view.actor
    state = scene.session.match.state
    state.huts[3 * f : 3 * f + 3] = [_hut(yw=1, ym=1, elder=1), _hut(mw=1, mm=1), _hut()]
    _redraw(game_app, scene)
    while scene.view.stage_name == "arrange":
        scene.submit(Ready())
        _to_act(game_app, scene)
    from totemgame.games.totem_village.actions import Pick

    scene.submit(Pick(Spell.DISEASE))
    _to_act(game_app, scene)
    scene.submit(EndPick())
    _to_act(game_app, scene)
    assert scene.view.stage_name == "place"
    button = next(r for r, _l, what, _on in scene.board.controls if what is Spell.DISEASE)
    game_app.click(button.center)
    game_app.step(1 / 60)
    game_app.click(hut_rect(3 * f + 1).center)
    game_app.step(1 / 60)
    top = game_app.top
    assert isinstance(top, DialogScene) and "Disease on hut 2" in top.text
    game_app.click(top.find_button("Go back").rect.center)
    game_app.step(1 / 60)
    # The human (seat 0) laid nothing; an AI seat may lay the same spell there meanwhile.
    assert Place(Spell.DISEASE, 3 * f + 1).to_json() not in [
        a for s, a in scene.session.match.record.actions if s == 0
    ]


def test_the_starving_prompt_names_the_family_and_spares_the_elders(game_app):
    """With 2 players the prompt says which of your families starves; under the base meal
    rule it says that an elder never starves."""
    scene = _start(game_app, 2)
    view = scene.view

    class AtMeal:  # the same view, with the deciding family starving
        def __getattr__(self, name):
            return {"target": view.actor, "stage_name": "starve"}.get(name, getattr(view, name))

    meal = AtMeal()
    _title, detail, _short = scene.board.panel.words(scene.board, meal)
    nth = "1st" if view.actor < 2 else "2nd"
    assert f"a villager of your {nth} family who starves, never an elder" in detail


def test_a_band_title_drops_its_status_before_it_cuts_the_name():
    """A 2-player band once read "Play… · 2nd family (deciding)": the name comes whole, the
    note and "(deciding)" give way first."""
    from totemgame.games.totem_village.table.families import band_fit, deciding

    pygame.init()
    bold = theme.font("bold", 18)
    suffix = " · 2nd family" + deciding()
    note = "last: chose 3 spells, 2 birds given"
    name = "Player 1"
    room = 438 - 38
    for width in range(bold.size(name + " · 2nd family")[0], room + 1, 7):
        size, shown_note, title = band_fit(name, note, suffix, width)
        assert title.startswith(name + " · 2nd family"), (width, title)
        used = bold.size(title)[0]
        if shown_note:
            used += 12 + theme.font("body", size).size(shown_note)[0]
            assert shown_note == note and 12 <= size <= 16
        assert used <= width, (width, title, shown_note)
    # Wide enough for everything: nothing gives way.
    assert band_fit(name, "", suffix, room) == (16, "", name + suffix)
    # A name too long for the bar alone is cut, the family kept.
    cut = band_fit("M" * 40, note, suffix, 200)[2]
    assert cut.endswith("\u2026 · 2nd family") and bold.size(cut)[0] <= 200


@pytest.mark.parametrize("size", [MIN_TOKEN, 24, 44])
def test_a_child_stays_apart_from_a_young_adult_at_every_token_size(size):
    """A crowded hut shrinks its tokens, and size alone no longer tells a child: children
    have a pale face (and a boy no spear yet); the young keep their sex's colour."""
    from totemgame.games.totem_village.table import art

    def pale(kind: int) -> int:
        token = art.villager(kind, size)
        return sum(
            1
            for x in range(size)
            for y in range(size)
            if token.get_at((x, y))[:3] == art.CHILD_FILL and token.get_at((x, y))[3]
        )

    for child, young in ((GIRL, YW), (BOY, YM)):
        assert pale(child) >= size * size // 20  # a child shows its pale face
        assert pale(young) == 0


def test_a_spell_name_too_long_for_its_button_is_hyphenated_on_two_readable_lines():
    from totemgame.games.totem_village.table.panel import SPELL_BTN, hyphenated

    assert hyphenated("Unfruchtbarkeit") == ("Unfrucht-", "barkeit")
    assert hyphenated("Abc") is None and hyphenated("aeiou") is None
    room = SPELL_BTN[0] - 8  # a spell button of the Magic phase's grid, less its margins
    font = theme.font("bold", 13)
    assert font.size("Unfruchtbarkeit")[0] > room  # on one line it would need 10 px type
    assert all(font.size(half)[0] <= room for half in hyphenated("Unfruchtbarkeit"))
