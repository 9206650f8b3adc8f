"""Totemix: sealed crystal bids, player sheets, carved totem poles (2-6 players, two modes)."""

from __future__ import annotations

from totemgame.engine.game import GameOption, GameSpec, OptionKind
from totemgame.games import GameModule
from totemgame.games.totemix.ai import CLI_AGENTS, make_agent
from totemgame.games.totemix.content import content
from totemgame.games.totemix.review import hindsight_values, review_values
from totemgame.games.totemix.rules import CODEC, GAME_ID, new_game
from totemgame.games.totemix.world import sample_world
from totemgame.i18n import N_
from totemgame.paths import load_data

_data = load_data(GAME_ID)

SPEC = GameSpec(
    id=GAME_ID,
    name=_data["name"],
    min_players=2,
    max_players=6,
    pitch=_data["pitch"],
    credits=_data["credits"],
    options=(
        GameOption(
            key="mode",
            label=N_("Mode"),
            kind=OptionKind.CHOICE,
            default="apprentice",
            choices=content().modes,
            labels=content().mode_labels,
            help=N_(
                "Apprentice (bat side): the side to learn on. Master (lion side): with upgrades."
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
    cli_agents=CLI_AGENTS,
    review_values=review_values,
    hindsight_values=hindsight_values,
)
