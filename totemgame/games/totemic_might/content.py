"""Totemic Might content: names and numbers read from assets/data/totemic-might.toml."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from totemgame.engine.refusal import Refusal, refused
from totemgame.i18n import _, pgettext
from totemgame.paths import load_data
from totemgame.text import join_commas

GAME_ID = "totemic-might"
N_TOTEMS = 20
N_SEASONS = 4
N_SIGILS = 5


@dataclass(frozen=True)
class Content:
    """Every rule number of the game (see the TOML for their meaning)."""

    seasons: tuple[str, ...]
    sigils: tuple[str, ...]
    letters: str
    start_chips: int
    short_chips: int
    start_garnets: int
    pool_size: int
    series_trials: int
    max_bid: int
    max_bid_total: int
    weighings: int
    short_weighings: int
    trigger_players: int
    trigger_chips: int
    snake_uses: int
    snake_lifts: tuple[int, int]
    wolf_mod: int
    wolf_lifts: tuple[int, int]
    fox_lifts: tuple[int, int]
    bear_cost: int
    bear_narrow_cost: int
    fox_cost: int
    max_attempts: int
    guess_penalty: int
    hint_kinds: tuple[str, ...]


@lru_cache(maxsize=1)
def content() -> Content:
    g = load_data(GAME_ID)["game"]
    return Content(
        seasons=tuple(g["seasons"]),
        sigils=tuple(g["sigils"]),
        letters=g["letters"],
        start_chips=g["start_chips"],
        short_chips=g["short_chips"],
        start_garnets=g["start_garnets"],
        pool_size=g["pool_size"],
        series_trials=g["series_trials"],
        max_bid=g["max_bid"],
        max_bid_total=g["max_bid_total"],
        weighings=g["weighings"],
        short_weighings=g["short_weighings"],
        trigger_players=g["trigger_players"],
        trigger_chips=g["trigger_chips"],
        snake_uses=g["snake_uses"],
        snake_lifts=tuple(g["snake_lifts"]),
        wolf_mod=g["wolf_mod"],
        wolf_lifts=tuple(g["wolf_lifts"]),
        fox_lifts=tuple(g["fox_lifts"]),
        bear_cost=g["bear_cost"],
        bear_narrow_cost=g["bear_narrow_cost"],
        fox_cost=g["fox_cost"],
        max_attempts=g["max_attempts"],
        guess_penalty=g["guess_penalty"],
        hint_kinds=tuple(g["hint_kinds"]),
    )


def wager_cost(kind: str, option: int) -> int:
    """The garnets a wager costs: a Bear's bands of 10 or of 5 (option 1), a Fox paid in
    garnets (option 1) rather than with a balloon; the others cost none."""
    c = content()
    if kind == "bear":
        return c.bear_narrow_cost if option else c.bear_cost
    return c.fox_cost if kind == "fox" and option else 0


def season(t: int) -> int:
    return t // N_SIGILS


def sigil(t: int) -> int:
    return t % N_SIGILS


def totem_name(t: int) -> str:
    c = content()
    return f"{c.seasons[season(t)]} {c.sigils[sigil(t)]}"


def totem_label(t: int) -> str:
    """A totem's name in the player's language, for the table and hints (the rules keep
    `totem_name` in English: it goes into the game's records)."""
    c = content()
    # TRANSLATORS: a totem's name, its season then its sigil: "Summer Secret"
    return _("{season} {sigil}").format(season=_(c.seasons[season(t)]), sigil=_(c.sigils[sigil(t)]))


def wager_label(kind: str) -> str:
    """A wager's animal in the player's language ("Snake"), "None" for no wager."""
    names = {"snake": _("Snake"), "wolf": _("Wolf"), "bear": _("Bear"), "fox": _("Fox")}
    # TRANSLATORS: the wager button that takes no wager this round
    return names.get(kind, pgettext("wager", "None"))


def labels(totems: tuple[int, ...] | list[int]) -> str:
    """Totems' names in the player's language, "Summer Secret, Void Sky"."""
    return join_commas([totem_label(t) for t in totems])


def names(totems: tuple[int, ...] | list[int]) -> str:
    return ", ".join(totem_name(t) for t in totems)


def row(s: int) -> tuple[int, ...]:
    return tuple(range(s * N_SIGILS, (s + 1) * N_SIGILS))


def column(c: int) -> tuple[int, ...]:
    return tuple(c + s * N_SIGILS for s in range(N_SEASONS))


def counted(key: str) -> tuple[str, str]:
    """The counted sentence `[facts].<key>` of the data file: its English for one and for more
    (a Saying's key and plural, said by the number of totems `n`)."""
    text = load_data(GAME_ID)["facts"][key]
    return str(text["one"]), str(text["other"])


def refusal(key: str, **params: Any) -> Refusal:
    """The refusal `[illegal].<key>` of the data file with its `params`; a counted one (a
    table of `one` and `other`) by its param `n`."""
    text = load_data(GAME_ID)["illegal"][key]
    if isinstance(text, dict):
        return refused(str(text["one"]), plural=str(text["other"]), **params)
    return refused(str(text), **params)
