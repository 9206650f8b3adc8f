"""One source for the AI's time budgets: the app, the CLI's bench and every game's presets."""

from __future__ import annotations

import importlib

import pytest

from totemgame import games
from totemgame.ai.agent import Difficulty
from totemgame.ai.budget import AI_SECONDS, AI_SPEED_SCALE, ai_seconds
from totemgame.session.local import LocalSession
from totemgame.settings import Settings


def test_the_documented_caps_and_the_speed_setting():
    assert (AI_SECONDS["easy"], AI_SECONDS["medium"], AI_SECONDS["hard"]) == (0.1, 0.5, 1.5)
    assert ai_seconds("hard", "fast") == 1.5 * AI_SPEED_SCALE["fast"] < ai_seconds("hard")
    assert ai_seconds("bid-all") == 0.5  # a CLI-only agent gets the default cap


def test_a_preset_takes_its_seconds_from_the_table():
    assert Difficulty.preset("medium", 40, noise=0.1) == Difficulty("medium", 40, 0.5, 0.1)


def test_the_app_asks_the_same_table():
    controller = LocalSession.__new__(LocalSession)
    controller.settings = Settings(ai_speed="relaxed")
    assert controller.ai_seconds("easy") == ai_seconds("easy", "relaxed")


@pytest.mark.parametrize("game_id", games.ids())
def test_every_games_presets_agree_with_the_table(game_id):
    package = games._PACKAGES[game_id]
    presets = getattr(importlib.import_module(f"{package}.ai"), "PRESETS", {})
    for name, preset in presets.items():
        if not isinstance(preset, Difficulty):  # Might's presets carry no wall-clock cap
            continue
        assert preset.seconds == AI_SECONDS[name], (game_id, name)
