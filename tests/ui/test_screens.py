"""Screens open each other through the app's Screens (ui/screens.py, the composition root);
menus reach a game's pictures through its table module (ui/table_module.py); a game whose
table cannot be loaded is a fault said as one, never a lesser table."""

from __future__ import annotations

import dataclasses
import inspect

import pytest

from totemgame import games
from totemgame.ui.scene import Scene, Screens
from totemgame.ui.screens import AppScreens
from totemgame.ui.table_factory import TableMissing, scene_class
from totemgame.ui.table_module import table_module


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


def test_a_game_whose_table_cannot_be_loaded_is_a_fault(fake_game, monkeypatch):
    real = games.get("stick-pick")
    assert issubclass(scene_class("stick-pick"), Scene)

    def naming(scene: str) -> None:
        monkeypatch.setattr(games, "get", lambda game_id: dataclasses.replace(real, scene=scene))

    naming("fake_game:NoSuchTable")
    with pytest.raises(TableMissing, match="stick-pick"):
        scene_class("stick-pick")
    naming("no_such_module_anywhere:Table")
    with pytest.raises(TableMissing, match="could not be loaded"):
        scene_class("stick-pick")
    naming("fake_game:DATA")  # there, but not a table
    with pytest.raises(TableMissing, match="not a TableScene"):
        scene_class("stick-pick")


@pytest.mark.parametrize("game_id", games.ids())
def test_every_games_table_module_draws_its_card(game_id):
    module = table_module(games.get(game_id))
    art = module.card_art((160, 120))
    assert art.get_size()[0] > 0 and art.get_size()[1] > 0
    assert callable(module.rules_picture)
    assert issubclass(scene_class(game_id), Scene)
