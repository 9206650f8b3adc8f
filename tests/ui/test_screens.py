"""Screens open each other through the app's Screens (ui/screens.py, the composition root);
tables and a game's pictures come from the tables' root (ui/table/tables.py); a game whose
table cannot be loaded is a fault said as one, never a lesser table."""

from __future__ import annotations

import inspect

import pytest

from totemgame import games
from totemgame.engine.record import GameRecord, SeatInfo
from totemgame.ui import theme
from totemgame.ui.scene import Scene, Screens
from totemgame.ui.screens import AppScreens
from totemgame.ui.table import TableScene, tables
from totemgame.ui.table.tables import TableMissing, game_table
from totemgame.ui.table_factory import start_game


def screen_names() -> list[str]:
    return sorted(n for n in vars(Screens) if not n.startswith("_"))


def test_the_root_makes_every_screen_the_protocol_names():
    missing = [n for n in screen_names() if not callable(getattr(AppScreens, n, None))]
    assert not missing
    for name in screen_names():  # the same parameters, so a caller of the protocol fits
        proto = inspect.signature(getattr(Screens, name))
        real = inspect.signature(getattr(AppScreens, name))
        assert list(proto.parameters) == list(real.parameters), name


@pytest.mark.parametrize(
    "name, args",
    [
        ("title", ()),
        ("game_select", ()),
        ("setup", ("stick-pick",)),
        ("rules", ("stick-pick",)),
        ("settings", ()),
        ("load_game", ()),
        ("replays", ()),
        ("stats", ()),
    ],
)
def test_a_screen_opened_through_the_app_is_the_real_one(app, name, args):
    screen = getattr(app.screens, name)(*args)
    assert isinstance(screen, Scene) and screen.app is app
    app.push(screen)
    assert app.top is screen


def test_a_pause_menu_belongs_to_a_table_only(app):
    with pytest.raises(TypeError, match="not a game's table"):
        app.screens.pause(app.screens.title())


def test_a_game_whose_table_cannot_be_loaded_is_a_fault(app, fake_game, monkeypatch):
    assert game_table("stick-pick").make is fake_game.FakeTable

    def broken() -> tables.GameTable:
        import no_such_module_anywhere  # noqa: F401 - the import is the fault

        raise AssertionError("unreachable")

    monkeypatch.setitem(tables.TABLES, "stick-pick", broken)
    with pytest.raises(TableMissing, match="stick-pick.*could not be loaded"):
        game_table("stick-pick")
    seats = [SeatInfo("human", "A", 0), SeatInfo("ai:random", "B", 1)]
    with pytest.raises(TableMissing):  # the crash guard reports it; no generic table opens
        start_game(app, GameRecord("stick-pick", {}, seats, 1))
    assert not isinstance(app.top, TableScene)
    with pytest.raises(TableMissing, match="no table"):
        game_table("no-such-game")


def test_every_game_has_a_table_and_every_table_a_game():
    assert set(tables.TABLES) == set(games.ids())


def test_a_game_whose_card_art_cannot_be_loaded_is_a_fault_not_a_generic_picture(
    app, fake_game, monkeypatch
):
    from totemgame.ui.scenes.game_select import card_art

    assert card_art(fake_game.GAME, (120, 90)).get_at((60, 45))[:3] == theme.JUNGLE

    def broken() -> tables.GameTable:
        import no_such_module_anywhere  # noqa: F401 - the import is the fault

        raise AssertionError("unreachable")

    monkeypatch.setitem(tables.TABLES, "stick-pick", broken)
    with pytest.raises(TableMissing, match="stick-pick.*could not be loaded"):
        card_art(fake_game.GAME, (120, 90))


@pytest.mark.parametrize("game_id", games.ids())
def test_every_games_table_draws_its_card(game_id):
    from totemgame.ui.scenes.game_select import card_art

    table = game_table(game_id)
    assert card_art(games.get(game_id), (200, 150)).get_size() == (200, 150)
    art = table.card_art((160, 120))
    assert art.get_size()[0] > 0 and art.get_size()[1] > 0
    assert callable(table.rules_picture) and callable(table.make)
