"""Totem Surround: move the shared totem, surround it with your pieces (2 players, YOXII)."""

from __future__ import annotations

from totemgame.engine.game import GameSpec
from totemgame.games import GameModule
from totemgame.games.totem_surround.actions import CODEC
from totemgame.games.totem_surround.ai import make_agent
from totemgame.games.totem_surround.bench import endgame_figures
from totemgame.games.totem_surround.content import GAME_ID, data
from totemgame.games.totem_surround.review import review_values
from totemgame.games.totem_surround.rules import new_game
from totemgame.games.totem_surround.world import sample_world

_data = data()

SPEC = GameSpec(
    id=GAME_ID,
    name=_data["name"],
    min_players=2,
    max_players=2,
    pitch=_data["pitch"],
    credits=_data["credits"],
    hidden_information=False,
    seat_labels=tuple(_data["sides"]["names"]),
)

GAME = GameModule(
    spec=SPEC,
    new_game=new_game,
    sample_world=sample_world,
    codec=CODEC,
    make_agent=make_agent,
    bench_figures=endgame_figures,
    review_values=review_values,
)
