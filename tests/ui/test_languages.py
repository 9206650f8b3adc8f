"""Languages on screen: every translated string has its glyphs in every font, and a change of
language re-renders the screens at once (and is kept in the settings file)."""

from __future__ import annotations

import time
from pathlib import Path

import pygame
import pytest

from totemgame import games, i18n
from totemgame.storage.settings import Settings, load_settings
from totemgame.ui import theme

ROOT = Path(__file__).resolve().parents[2]
FONTS = sorted(p for p in (ROOT / "assets" / "fonts").iterdir() if p.suffix in (".ttf", ".otf"))
LANGS = ("fr", "de", "pl")

pytest.importorskip("babel", reason="Babel (the test extra) reads the catalogues")


def _translated(lang: str) -> list[str]:
    from babel.messages.pofile import read_po

    with open(ROOT / "totemgame" / "locale" / lang / "LC_MESSAGES" / "totemgame.po", "rb") as f:
        catalog = read_po(f, locale=lang)
    strings: list[str] = []
    for m in catalog:
        if m.id and m.string:
            strings += list(m.string) if isinstance(m.string, tuple) else [m.string]
    return [s for s in strings if s]


@pytest.fixture
def fonts():
    """theme's font roles pointed at each font file in turn (every role: one file)."""
    pygame.font.init()
    yield
    theme.clear_font_caches()


@pytest.mark.parametrize("font_file", FONTS, ids=lambda p: p.name)
@pytest.mark.parametrize("lang", LANGS)
def test_every_translated_string_has_its_glyphs(lang, font_file, fonts, monkeypatch):
    strings = _translated(lang)
    assert strings
    monkeypatch.setitem(theme._FONT_FILES, "probe", ("fonts", font_file.name))
    theme.clear_font_caches()
    letters = "".join(sorted(set("".join(strings))))
    missing = theme.missing_glyphs(letters, "probe")
    assert not missing, f"{font_file.name} cannot draw {sorted(missing)} ({lang})"


def test_the_glyph_check_finds_a_missing_glyph(fonts):
    assert theme.missing_glyphs("Łódź \u6f22", "body") == {"\u6f22"}


def _labels(app) -> list[str]:
    return [getattr(w, "label", "") for w in app.top.ui.widgets]


def test_switching_language_rerenders_the_title_and_is_saved(game_app, catalogues):
    app = game_app
    app.run_frames(3)
    assert "New game" in _labels(app)
    app.top.on_settings()
    app.run_frames(2)
    settings = app.top
    settings._set_language("fr")  # the Language choice, as a click on its arrow does
    app.run_frames(2)
    assert i18n.current() == "fr"
    assert settings.find_button("Enregistrer") is not None  # the settings screen itself
    settings.save()
    app.run_frames(2)
    assert type(app.top).__name__ == "TitleScene"
    assert "Nouvelle partie" in _labels(app) and "New game" not in _labels(app)
    assert load_settings()[0].language == "fr"


def test_back_from_settings_undoes_a_tried_language(game_app, catalogues):
    app = game_app
    app.run_frames(3)
    app.top.on_settings()
    app.run_frames(2)
    app.top._set_language("pl")
    app.run_frames(2)
    app.top.back()
    app.run_frames(2)
    assert i18n.current() == "en" and "New game" in _labels(app)
    assert load_settings()[0].language == ""


def test_the_language_choice_names_each_language_in_itself(game_app, catalogues):
    app = game_app
    app.apply_settings(Settings(language="de"))
    app.top.on_settings()
    app.run_frames(2)
    choice = app.top._language_box
    labels = [label for _value, label in choice.options]
    assert labels[1:] == ["English", "Français", "Deutsch", "Polski"]
    assert labels[0] == "Automatisch (English)"  # the tests' system language is English


def test_selftest_plays_a_game_in_polish(catalogues):
    from totemgame.ui.harness.selftest import run_selftest

    assert run_selftest("totem-surround", use_process=False, language="pl") == 0


def test_selftest_fails_without_the_language_s_catalogue(monkeypatch, tmp_path, capsys):
    from totemgame.ui.harness.selftest import run_selftest

    monkeypatch.setattr(i18n, "locale_dir", lambda: tmp_path)
    assert run_selftest("totem-surround", use_process=False, language="de") == 1
    assert "'de' catalogue is not in use" in capsys.readouterr().err


def test_selftest_fails_on_a_character_no_font_draws(monkeypatch, capsys):
    """A text with a glyph the fonts lack (here a title the selftest renders) fails it."""
    from totemgame.ui.harness.selftest import run_selftest

    real = i18n._
    monkeypatch.setattr(
        "totemgame.ui.scenes.title._",
        lambda s: "\u6f22 " + real(s) if s == "Five games of towering totems" else real(s),
    )
    assert run_selftest("totem-surround", use_process=False, language="en") == 1
    assert "cannot draw" in capsys.readouterr().err


def test_the_untouched_default_name_is_said_in_the_language_a_chosen_one_is_kept(
    game_app, catalogues
):
    from totemgame.ui.scenes.setup import SetupScene

    app = game_app
    i18n.set_language("fr")
    setup = SetupScene(app, "totem-surround")
    assert setup.seats[0].name == "Joueur 1"  # the default "Player", numbered, in French
    assert Settings().shown_player_name() == "Joueur 1"
    assert Settings().player_name == "Player"  # stored in English, as before
    app.settings.player_name = "Ana"
    assert SetupScene(app, "totem-surround").seats[0].name == "Ana"


# -- a change of language at a table --------------------------------------------------------
def _table(app, game_id: str):
    """A game's table mid-game (a human in seat 0), no AI at work: nothing moves by itself."""
    from layout_tour import midgame

    from totemgame.session.local_session import LocalSession
    from totemgame.ui.table.tables import game_table

    match = midgame(game_id)
    controller = LocalSession(match, None, app.settings)  # no worker: the AIs stay put
    return game_table(game_id).make(app, controller)


def _settle(scene) -> None:
    """A message on screen, as a player leaves it, a few frames on."""
    scene.toggle_mute()  # "Sound off (M to turn it on)"
    for _ in range(30):
        scene.update(1 / 60)


def _picture(scene) -> pygame.Surface:
    """The table drawn at one moment of its animations, its messages fully shown, once the
    work it hands to the background has landed (Totemic Might's proofs of what the notes allow,
    drawn first as quick bounds)."""
    scene.time = 10.0
    for banner in scene.banners.banners:
        banner.age = 1.0
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    board = scene.board if scene.board is not None else scene  # a board's parts, or a scene's
    parts = [getattr(board, name, None) for name in ("notes", "final")]
    pending = [p for p in parts if p is not None and hasattr(p, "waiting")]
    deadline = time.monotonic() + 60
    while any(p.waiting() for p in pending) and time.monotonic() < deadline:
        time.sleep(0.05)
        scene.draw(surface)
    return surface


def _differs(a: pygame.Surface, b: pygame.Surface) -> pygame.Rect | None:
    """The box around the pixels where `a` and `b` differ (None: the same picture)."""
    diff = [
        (x, y)
        for y in range(0, a.get_height(), 2)
        for x in range(0, a.get_width(), 2)
        if a.get_at((x, y)) != b.get_at((x, y))
    ]
    if not diff:
        return None
    xs, ys = [p[0] for p in diff], [p[1] for p in diff]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 2, max(ys) - min(ys) + 2)


@pytest.mark.parametrize("game_id", games.ids())
def test_every_text_at_a_table_follows_a_change_of_language_at_once(
    game_app, catalogues, game_id, tmp_path
):
    """Switched to German in the settings (over the pause menu) mid-game, the table looks
    exactly like the same table opened in German: its log and heading, buttons, tooltip,
    message and board, while the pause menu is still on top of it."""
    from dataclasses import replace

    app = game_app
    switched = _table(app, game_id)
    app.set_root(switched)
    _settle(switched)
    assert "Sound off (M to turn it on)" in switched.banners.texts()
    switched.open_pause()
    app.run_frames(2)
    pause = app.top
    pause.find_button("Settings").click()
    app.run_frames(2)
    app.top._set_language("de")
    app.top.save()
    app.run_frames(2)
    assert app.top is pause and i18n.current() == "de"
    assert "Ton aus (M schaltet ihn ein)" in switched.banners.texts()
    seen = _picture(switched)

    app.apply_settings(replace(app.settings, muted=False))
    fresh = _table(app, game_id)  # the same game, opened in German
    fresh.enter()
    _settle(fresh)
    wanted = _picture(fresh)
    box = _differs(seen, wanted)
    if box is not None:
        pygame.image.save(seen, str(tmp_path / "switched.png"))
        pygame.image.save(wanted, str(tmp_path / "opened_in_german.png"))
    assert box is None, f"{game_id}: after the switch the table differs at {box} ({tmp_path})"


def test_a_tooltip_shown_at_the_table_follows_a_change_of_language(game_app, catalogues):
    app = game_app
    table = _table(app, "totemix")
    app.set_root(table)
    app.run_frames(30)  # the window's own first events come and go
    centre = table.hint_button.rect.center
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0))
    app.step(1 / 60, [motion])
    app.run_frames(60)
    english = table.ui.tooltips.text
    assert table.ui.tooltips.visible and "hint" in english.lower()
    app.set_language("pl")
    assert table.ui.tooltips.visible
    polish = {
        "Show the Hard AI's suggested move (H)": "Pokaż ruch proponowany przez trudną SI (H)",
        "A hint is available when it is your turn.": "Podpowiedź jest dostępna w twojej turze.",
    }
    assert table.ui.tooltips.text == polish[english]


def test_the_game_saved_message_on_the_title_follows_a_change_of_language(game_app, catalogues):
    """Saved and quit in French, then switched to Polish in the settings: the title's message
    is said in Polish (it stayed French)."""
    app = game_app
    i18n.set_language("fr")
    table = _table(app, "totemix")
    app.set_root(table)
    table.open_pause()
    app.run_frames(2)
    app.top.quit_to_title()
    app.run_frames(2)
    title = app.top
    assert type(title).__name__ == "TitleScene"
    assert any(t.startswith("Partie enregistrée") for t in title.banners.texts())
    app.set_language("pl")
    assert title.banners.texts() == ["Gra zapisana: Kontynuuj wznowi ją tam, gdzie przerwano."]


def test_the_log_keeps_its_whole_frame_after_a_switch_while_a_hint_shortened_it(
    game_app, catalogues, tmp_path
):
    """A hint stacked over the log shortens it for a while; switched to German then, the
    column's background (the log's dark frame) must still frame the whole log once the hint
    has gone, as on the same table opened in German (it stayed short, the log's lower lines
    drawn on the wood)."""
    from totemgame.ui import hint_banner

    app = game_app
    switched = _table(app, "totemix")
    app.set_root(switched)
    hint_banner.show_answer(switched.banners, "Bid 0: the lowest row's stone. " * 4)
    for _ in range(30):
        switched.update(1 / 60)
    assert switched.log.rect.h < switched.log.full_height  # the hint sits over the log
    app.set_language("de")
    _picture(switched)  # drawn at once (under the pause menu, the table is drawn, not updated)
    switched.banners.banners.clear()  # the hint has gone
    for _ in range(30):
        switched.update(1 / 60)
    seen = _picture(switched)

    fresh = _table(app, "totemix")  # the same game, opened in German
    fresh.enter()
    for _ in range(30):
        fresh.update(1 / 60)
    wanted = _picture(fresh)
    box = _differs(seen, wanted)
    if box is not None:
        pygame.image.save(seen, str(tmp_path / "switched.png"))
        pygame.image.save(wanted, str(tmp_path / "opened_in_german.png"))
    assert box is None, f"after the switch the table differs at {box} ({tmp_path})"


def test_a_hint_on_screen_is_said_again_after_a_change_of_language(game_app, catalogues):
    """A hint shown when the player switched to German vanished (only its glow stayed): it is
    said again in the new language, and again in English after switching back. The worker
    words it in every language (in its own thread only: the app's language stays put)."""
    from totemgame.ai.worker import think_explained

    app = game_app
    table = _table(app, "totemix")
    app.set_root(table)
    out = think_explained("totemix", "hard", table.session.match.view(0), 5, None, "en")
    assert i18n.current() == "en"
    assert set(out["reasons"]) == set(i18n.LANGUAGES) and out["reasons"]["en"] == out["reason"]
    table.session.hints.reasons = out["reasons"]  # as the hint flow keeps the answer's
    table.hints.show(games.get("totemix").codec.decode(out["action"]), out["reason"])
    english = [t for t in table.banners.texts() if t.startswith("Hint: ")]
    assert english == ["Hint: " + out["reason"]]
    app.set_language("de")
    assert [t for t in table.banners.texts() if t.startswith("Tipp: ")] == [
        "Tipp: " + out["reasons"]["de"]
    ]
    assert out["reasons"]["de"] != out["reason"]
    assert table.hint_action is not None  # the glow on the board stays with it
    app.set_language("en")
    assert [t for t in table.banners.texts() if t.startswith("Hint: ")] == english


def test_buttons_that_close_a_box_say_weiter_not_the_titles_fortsetzen(game_app, catalogues):
    """'Fortsetzen' (resume) is the title's Continue; the buttons that close a box on the
    table and go on (Totemix's bids revealed, Totem Village's reveal, Totemic Might's round
    results) have their own context and say 'Weiter'."""
    from totemgame.games.totemic_might.table.overlays import RoundSummary

    app = game_app
    table = _table(app, "totemix")
    app.set_root(table)
    app.set_language("de")
    assert i18n._("Continue") == "Fortsetzen"  # the title's: resume a saved game
    assert i18n.pgettext("close panel", "Continue") == "Weiter"
    assert table.board.continue_button.label == "Weiter"  # Totemix's bids revealed
    summary = RoundSummary("Runde 1", [], lambda: None)
    summary.draw(app.screen, ["A", "B", "C"], [(200, 0, 0)] * 3)
    assert summary.button.label == "Weiter"  # Totemic Might's round results
    app.set_language("pl")
    assert table.board.continue_button.label == "Dalej"
    app.set_language("fr")
    assert table.board.continue_button.label == "Continuer"


def test_totem_villages_reveal_goes_on_with_weiter(game_app, catalogues):
    """Totem Village's panel: once nothing is left to reveal, its button says 'Weiter'."""
    from totemgame.engine.match import Match
    from totemgame.engine.record import GameRecord, SeatInfo
    from totemgame.games.totem_village.actions import EndReveal
    from totemgame.session.local_session import LocalSession
    from totemgame.ui.table.tables import game_table

    module = games.get("totem-village")
    seats = [SeatInfo("human" if i == 0 else "ai:random", f"P{i}", i) for i in range(3)]
    match = Match(GameRecord("totem-village", module.spec.default_options(), seats, 4), module)
    agents = {s: module.make_agent("random", 4 + s) for s in range(3)}
    while not match.is_over():  # on to the human's reveal with nothing left to reveal
        seat = match.to_move()[0]
        legal = match.state.legal_actions(seat)
        if seat == 0 and legal == [EndReveal()]:
            break
        match.apply(seat, agents[seat].choose(match.view(seat)))
    assert not match.is_over()
    app = game_app
    table = game_table("totem-village").make(app, LocalSession(match, None, app.settings))
    app.set_root(table)
    app.set_language("de")
    labels = [
        c[1] for c in table.board.panel.controls_for(table.board, table.view) if c[2] == EndReveal()
    ]
    assert labels == ["Weiter"]


@pytest.mark.parametrize(
    ("game_id", "column", "chart"),
    [
        ("totemix", "Geschnitzte Ebenen", "Geschnitzte Ebenen nach jeder Runde"),
        ("tiki-topple", "Punkte", "Punkte nach jeder Runde"),
    ],
)
def test_the_results_name_the_score_in_the_games_words(
    game_app, catalogues, monkeypatch, game_id, column, chart
):
    """Totemix's results said 'Punkte' where the whole game says carved levels; a game that
    names its score in its data says it there, the others keep 'Punkte'."""
    from helpers import texts_drawn
    from layout_tour import finished

    from totemgame.ui.scenes.results import ResultsScene

    app = game_app
    app.set_language("de")
    scene = ResultsScene(app, finished(game_id))
    app.set_root(scene)
    shown = texts_drawn(monkeypatch)
    app.draw(app.screen)
    assert column in shown and chart in shown


@pytest.mark.parametrize("lang", ["en", "fr", "de", "pl"])
def test_the_columns_buttons_hold_their_words_at_full_size(game_app, catalogues, lang):
    """'Rückgängig' filled its button edge to edge: Menu, Hint and Undo share the column by
    what their words need, side by side inside it."""
    app = game_app
    table = _table(app, "totemix")
    app.set_root(table)
    app.set_language(lang)
    buttons = [table.menu_button, table.hint_button, table.undo_button]
    for b in buttons:
        size = min(theme.ui(b.size), b.rect.h * 12 // 20)
        assert theme.font("bold", size).size(b.label)[0] + 24 <= b.rect.w, (lang, b.label)
    for left, right in zip(buttons, buttons[1:], strict=False):
        assert left.rect.right + 8 <= right.rect.left
    assert buttons[0].rect.left >= table.log.rect.left - 4
    assert buttons[-1].rect.right <= theme.WIDTH - 12


def test_the_bids_revealed_hold_four_players_and_their_button_with_room(game_app, catalogues):
    """At four players the German rows were squeezed to 12 px and the button sat on the box's
    edge: the row column takes what its longest word needs, the button has room around it."""
    from totemgame.games.totemix.table.layout import LAST, REVEAL
    from totemgame.games.totemix.table.othersdraw import (
        continue_rect,
        reveal_box,
        row_room,
        row_word,
    )

    game_app.set_language("de")
    longest = max(theme.font("body", 17).size(f"→ {row_word(r)}")[0] for r in ("top", "bottom"))
    assert row_room(REVEAL.w - 20) >= longest
    box, button = reveal_box(REVEAL, 4, True, LAST), continue_rect(REVEAL, 4)
    assert box.bottom <= LAST.top  # the last auction stays in sight
    assert button.bottom + 8 <= box.bottom and button.top >= REVEAL.y + 34 + 4 * 24


def test_default_seat_names_follow_the_language_a_typed_name_stays(
    game_app, catalogues, monkeypatch
):
    """Seats named at setup in German ("KI 1", "Spieler 2") are said in French after a switch,
    in the players' panels and everywhere the table names them: only a name the player typed
    stays as it was."""
    from dataclasses import replace

    from totemgame.seat_names import shown_name

    app = game_app
    table = _table(app, "totemix")
    match = table.session.match
    seats = ["Anna", "KI 1", "Spieler 2", "KI 3"][: len(match.seats)]
    assert 2 <= len(match.seats) <= 4
    match.record.seats[:] = [replace(s, name=n) for s, n in zip(match.seats, seats, strict=False)]
    app.set_root(table)
    app.run_frames(2)
    assert i18n.set_language("fr")
    app.run_frames(2)
    want = ["Anna", "IA 1", "Joueur 2", "IA 3"][: len(seats)]
    assert table.names == want
    panels: list[str] = []
    real = table.panels.draw
    monkeypatch.setattr(
        table.panels,
        "draw",
        lambda s, infos, *a: (panels.extend(i.name for i in infos), real(s, infos, *a)),
    )
    table.draw(app.screen)
    assert panels == want  # the players' panels in the right column
    assert shown_name("AI 12") == "IA 12" and shown_name("KI") == "KI"
    assert i18n.set_language("en")
    assert table.names == ["Anna", "AI 1", "Player 2", "AI 3"][: len(seats)]
