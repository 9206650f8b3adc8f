"""Tiki Topple: hidden goal cards, a hand of action cards, one stacked totem line (2-4 players)."""

from __future__ import annotations

from totemgame.engine.game import GameOption, GameSpec, OptionKind
from totemgame.games import GameModule
from totemgame.games.tiki_topple.actions import CODEC
from totemgame.games.tiki_topple.ai import make_agent
from totemgame.games.tiki_topple.content import GAME_ID
from totemgame.games.tiki_topple.review import hindsight_values, review_values
from totemgame.games.tiki_topple.rules import new_game
from totemgame.games.tiki_topple.world import sample_world
from totemgame.i18n import N_
from totemgame.paths import load_data

_data = load_data(GAME_ID)

SPEC = GameSpec(
    id=GAME_ID,
    name=_data["name"],
    min_players=2,
    max_players=4,
    pitch=_data["pitch"],
    credits=_data["credits"],
    options=(
        GameOption(
            key="rounds",
            label=N_("Rounds"),
            kind=OptionKind.CHOICE,
            default=0,
            choices=(0, 5, 6, 8, 10),
            labels=(N_("Standard"), "5", "6", "8", "10"),
            help=N_(
                "Standard: one round per player, four with two players. More rounds make a "
                "longer game."
            ),
        ),
    ),
)

GAME = GameModule(
    spec=SPEC,
    new_game=new_game,
    sample_world=sample_world,
    codec=CODEC,
    make_agent=make_agent,
    review_values=review_values,
    hindsight_values=hindsight_values,
)
