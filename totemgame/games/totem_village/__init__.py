"""Totem Village ("Totem", 1995): families, huts, Tschukka birds, face-down spells, totems."""

from __future__ import annotations

from totemgame.engine.game import GameOption, GameSpec, OptionKind
from totemgame.games import GameModule
from totemgame.games.totem_village.actions import CODEC
from totemgame.games.totem_village.ai import make_agent
from totemgame.games.totem_village.content import GAME_ID
from totemgame.games.totem_village.hint_words import named_for
from totemgame.games.totem_village.review import hindsight_values, review_values
from totemgame.games.totem_village.rules import new_game
from totemgame.games.totem_village.world import sample_world
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
    replay_note=_data["replay_note"],
    player_notes=((2, _data["two_players"]),),
    options=(
        GameOption(
            "village", N_("Variant: village"), OptionKind.BOOL, False,
            help=N_("A new family gets no elder and only 3 birds."),
        ),
        GameOption(
            "spells", N_("Spells"), OptionKind.CHOICE, "base", choices=("base", "a", "b"),
            labels=(N_("Standard"), N_("Variant A"), N_("Variant B")),
            help=N_("A: place or pass in turn, no secret choice. B: all write spells and huts in secret."),
        ),
        GameOption(
            "meal", N_("Meal"), OptionKind.CHOICE, "base", choices=("base", "a", "b"),
            labels=(N_("Standard"), N_("Variant A"), N_("Variant B")),
            help=N_("A: the others choose in turn who starves. B: the others choose in secret."),
        ),
        GameOption(
            "totem_a", N_("Variant: totem A"), OptionKind.BOOL, False,
            help=N_("A family left without elders loses its whole totem."),
        ),
        GameOption(
            "totem_b", N_("Variant: totem B"), OptionKind.BOOL, False,
            help=N_("Census ties: one largest and several tied second, or two or three tied largest, all carve."),
        ),
        GameOption(
            "max_rounds", N_("House rule: round limit"), OptionKind.CHOICE, 0,
            choices=(0, 15, 20, 30, 40, 60, 100),
            labels=(N_("None"), N_("15 rounds"), N_("20 rounds"), N_("30 rounds"), N_("40 rounds"),
                    N_("60 rounds"), N_("100 rounds")),
            help=N_("Not in the rulebook: the game ends after this many rounds; the tallest totem wins."),
        ),
    ),
)  # fmt: skip

GAME = GameModule(
    spec=SPEC,
    new_game=new_game,
    sample_world=sample_world,
    codec=CODEC,
    make_agent=make_agent,
    review_values=review_values,
    hindsight_values=hindsight_values,
    named=named_for,
)
