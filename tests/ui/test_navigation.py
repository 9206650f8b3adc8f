"""Screens open each other by name (ui/navigation.py); menus reach a game's pictures through
its table module (ui/table_module.py)."""

from __future__ import annotations

import pytest

from totemgame import games
from totemgame.ui import navigation
from totemgame.ui.scene import Scene
from totemgame.ui.table_module import table_module


@pytest.mark.parametrize("name", sorted(navigation.SCENES))
def test_every_registered_screen_is_a_scene_class(name):
    cls = navigation.scene_type(name)
    assert isinstance(cls, type) and issubclass(cls, Scene)
    assert cls.__name__ == navigation.SCENES[name].partition(":")[2]


def test_a_screen_opened_by_name_is_the_real_one(app):
    rules = navigation.rules(app, "stick-pick")
    assert type(rules).__name__ == "RulesScene" and rules.game_id == "stick-pick"
    title = navigation.title(app)
    app.set_root(title)
    assert app.top is title and type(title).__name__ == "TitleScene"


@pytest.mark.parametrize("game_id", games.ids())
def test_every_games_table_module_draws_its_card(game_id):
    module = table_module(games.get(game_id))
    art = module.card_art((160, 120))
    assert art.get_size()[0] > 0 and art.get_size()[1] > 0
    assert callable(module.rules_picture)
