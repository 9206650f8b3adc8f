"""Game selection shows every game at once; fixed-side games name the sides everywhere."""

from __future__ import annotations

import pygame
import pytest

from totemgame import games
from totemgame.engine.match import Match
from totemgame.engine.record import GameRecord, SeatInfo
from totemgame.ui import theme
from totemgame.ui.scenes.game_select import GameSelectScene
from totemgame.ui.scenes.results import ResultsScene
from totemgame.ui.scenes.setup import SetupScene
from totemgame.ui.widgets.label import Label


@pytest.fixture
def real_app():
    """The app with the real registry (the shared `app` fixture uses a throwaway game)."""
    from totemgame.ai.worker import AiWorker
    from totemgame.storage.settings import Settings
    from totemgame.ui.app import App

    a = App(settings=Settings(animation_speed="instant"), ai_worker=AiWorker(use_process=False))
    yield a
    a.shutdown()
    pygame.quit()


def _frames(app, n: int = 2) -> None:
    for _ in range(n):
        app.step(1 / 60)


def test_every_registered_game_has_a_visible_card_on_screen_without_overlap(real_app):
    app = real_app
    scene = GameSelectScene(real_app)
    app.push(scene)
    _frames(app)
    cards = [c for c in scene.cards if c.visible]
    assert {c.module.spec.id for c in cards} == set(games.ids())
    screen = app.screen.get_rect()
    for i, a in enumerate(cards):
        assert screen.contains(a.rect)
        assert all(not a.rect.colliderect(b.rect) for b in cards[i + 1 :])


def test_setup_of_a_fixed_side_game_names_each_seats_side_instead_of_a_colour(real_app):
    app = real_app
    scene = SetupScene(app, "totem-surround")
    app.push(scene)
    _frames(app)
    sides = games.get("totem-surround").spec.seat_labels
    assert len(sides) == 2
    labels = [w["colour"] for w in scene.seat_widgets]
    assert all(isinstance(w, Label) for w in labels)
    assert [w.text for w in labels] == [f"Plays {s}" for s in sides]


def test_results_of_a_game_without_rounds_name_sides_and_use_the_tables_colours(real_app):
    app = real_app
    seats = [SeatInfo("ai:random", "Ana", 0), SeatInfo("ai:random", "Bea", 1)]
    match = Match(GameRecord("totem-surround", {}, seats, 3), games.get("totem-surround"))
    while not match.is_over():
        seat = match.to_move()[0]
        match.apply(seat, match.state.legal_actions(seat)[0])
    side_rgb = {0: (240, 235, 220), 1: (180, 40, 40)}
    scene = ResultsScene(app, match, side_rgb.__getitem__)
    app.set_root(scene)
    _frames(app)
    white, red = games.get("totem-surround").spec.seat_labels
    assert scene.labels == [f"Ana ({white})", f"Bea ({red})"]
    assert scene.colour(1) == side_rgb[1]
    assert scene.lines == []  # no rounds: the final-score bars are drawn instead
    assert theme.player_colour(0).rgb != side_rgb[0]


def test_setup_starts_with_the_games_default_number_of_seats(real_app):
    app = real_app
    might = SetupScene(app, "totemic-might")
    app.push(might)
    _frames(app)
    assert len(might.seats) == games.get("totemic-might").spec.default_players == 7
    assert [s.kind for s in might.seats].count("human") == 1
    tiki = SetupScene(app, "tiki-topple")
    assert len(tiki.seats) == games.get("tiki-topple").spec.min_players


def test_a_seat_named_you_is_not_labelled_you_twice():
    from totemgame.engine.record import SeatInfo
    from totemgame.ui.furniture.side_column import seat_panel

    def panel(name: str, kind: str = "human", you: bool = True):
        info = SeatInfo(kind, name, 0)
        return seat_panel(
            info, None, 0, you=you, colour=(200, 0, 0), note="", to_move=False, viewer=True
        )

    assert panel("You").kind == ""
    assert panel("Mia").kind == "You"
    assert panel("Kai", "ai:easy", you=False).kind == "AI Easy"


def test_a_default_ai_name_is_not_followed_by_ai_again(catalogues):
    """ "AI 1 · easy", not "AI 1 · AI Easy"; in German "KI 1 · leicht"."""
    from totemgame import i18n
    from totemgame.engine.record import SeatInfo
    from totemgame.ui.furniture.side_column import seat_panel

    def kind(name: str) -> str:
        info = SeatInfo("ai:easy", name, 0)
        panel = seat_panel(
            info, None, 0, you=False, colour=(0, 0, 200), note="", to_move=False, viewer=True
        )
        return panel.kind

    assert kind("AI 1") == "easy"
    assert kind("Kai") == "AI Easy"
    with i18n.speaking("de"):
        assert kind("KI 1") == "leicht" and kind("AI 2") == "leicht"


def test_a_flat_picture_strip_shows_the_whole_card_art_on_a_mat(real_app):
    from totemgame import games
    from totemgame.ui.scenes.game_select import card_art, whole_art

    module = games.get("totem-surround")
    strip = whole_art(module, (186, 55))  # 125 %: the strip is far flatter than the picture
    assert strip.get_size() == (186, 55)
    assert strip.get_at((2, 27))[:3] == theme.PARCHMENT_DARK[:3]  # the mat at each side
    assert strip.get_at((183, 27))[:3] == theme.PARCHMENT_DARK[:3]
    whole = pygame.transform.smoothscale(card_art(module, (186, 104)), (98, 55))
    middle = strip.subsurface((44, 1, 98, 53))
    assert middle.get_at((49, 26)) == whole.get_at((49, 27))  # the picture, shrunk, not cut
    assert whole_art(module, (186, 120)).get_size() == (186, 120)  # a tall strip: as before
