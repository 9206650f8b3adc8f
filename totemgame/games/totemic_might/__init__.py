"""Totemic Might: hidden weights, auctions, a trial scale, wagers and a three-pan balance (3-7)."""

from __future__ import annotations

from totemgame.engine.game import GameOption, GameSpec, OptionKind
from totemgame.games import GameModule
from totemgame.games.totemic_might.actions import CODEC
from totemgame.games.totemic_might.ai import CLI_AGENTS, make_agent
from totemgame.games.totemic_might.content import GAME_ID
from totemgame.games.totemic_might.review import frame, hindsight_values, review_values
from totemgame.games.totemic_might.review_words import review_reason
from totemgame.games.totemic_might.rules import new_game
from totemgame.games.totemic_might.scoring import balanced_attempt
from totemgame.games.totemic_might.seen import check_from_view
from totemgame.games.totemic_might.view import hint_position
from totemgame.games.totemic_might.world import sample_world
from totemgame.i18n import N_
from totemgame.paths import load_data

_data = load_data(GAME_ID)

SPEC = GameSpec(
    id=GAME_ID,
    name=_data["name"],
    min_players=3,
    max_players=7,
    default_players=7,  # the rulebook's number; AI seats fill the table
    draft_kinds=("bid", "prefs", "wager"),  # a round's orders, sent together by Submit
    pitch=_data["pitch"],
    credits=_data["credits"],
    options=(
        GameOption(
            key="short",
            label=N_("Short game"),
            kind=OptionKind.BOOL,
            default=False,
            help=N_(
                "60 chips each instead of 120 and six weighings a round instead of three: "
                "about two thirds of the rounds, with more weighings in all before the final "
                "balance."
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
    tutorial_checks={"balanced": balanced_attempt},
    hint_position=hint_position,
    review_values=review_values,
    hindsight_values=hindsight_values,
    review_reason=review_reason,
    review_kind=frame,
    view_check=check_from_view,
)
