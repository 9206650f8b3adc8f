"""The Tiki Topple data file (assets/data/tiki-topple.toml): tikis, groups, the Secret Tiki
deck, hands, scoring, card texts, and the reasons a play is refused, in the game's words."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from totemgame.engine.refusal import Refusal, refused
from totemgame.games.tiki_topple.actions import CARDS, Card, Tiki
from totemgame.i18n import _
from totemgame.paths import load_data

GAME_ID = "tiki-topple"


@dataclass(frozen=True)
class Content:
    """The data file, parsed into the shapes the rules use."""

    tiki_names: tuple[str, ...]
    groups: tuple[tuple[Tiki, ...], ...]  # the three back-symbol groups
    deck: tuple[tuple[Tiki, Tiki, Tiki], ...]  # Secret Tiki cards: 9-, 5-, 2-point tikis
    hand: tuple[int, ...]  # 2-player hand: count per Card, in CARDS order
    removed_with_more: Card  # card removed from each hand with 3 or 4 players
    points: tuple[int, int, int]
    best_position: tuple[int, int, int]  # 1-based: the lowest place that still scores
    tikis_left_ends_round: int
    max_tiebreak_rounds: int


def data() -> dict[str, Any]:
    """The parsed data file (cached by load_data; read-only)."""
    return load_data(GAME_ID)


def _three(values: list[int]) -> tuple[int, int, int]:
    a, b, c = values
    return (a, b, c)


@cache
def content() -> Content:
    d = data()
    names = tuple(t["name"] for t in d["tiki"])
    index = {n: i for i, n in enumerate(names)}
    groups = tuple(
        tuple(i for i, t in enumerate(d["tiki"]) if t["group"] == g) for g in sorted(d["groups"])
    )
    deck = tuple(_three([index[n] for n in card]) for card in d["secret_deck"]["cards"])
    slots = [d["scoring"][k] for k in ("top", "middle", "bottom")]
    return Content(
        tiki_names=names,
        groups=groups,
        deck=deck,
        hand=tuple(d["hand"][c.value] for c in CARDS),
        removed_with_more=Card(d["hand"]["removed_with_3_or_more"]),
        points=_three([s["points"] for s in slots]),
        best_position=_three([s["best_position"] for s in slots]),
        tikis_left_ends_round=d["game"]["tikis_left_ends_round"],
        max_tiebreak_rounds=d["game"]["max_tiebreak_rounds"],
    )


def tiki_name(tiki: Tiki) -> str:
    return content().tiki_names[tiki]


def card_name(card: Card) -> str:
    """The card's printed name ("Tiki Up 2"), in the player's language."""
    name: str = data()["cards"][card.value]["name"]
    return _(name)


def card_text(card: Card) -> str:
    """What the card does, in one sentence."""
    text: str = data()["cards"][card.value]["text"]
    return _(text)


def place_name(position: int) -> str:
    """A place in the line, counted from the top: 0 -> "1st"."""
    name: str = data()["illegal"]["places"][position]
    return _(name)


def reason(key: str, **params: Any) -> Refusal:
    """The refusal `[illegal].<key>` of the data file with its `params` (its English; said in
    the player's language where shown: text.said, counting in words: "{steps:tiki}")."""
    text: str = data()["illegal"][key]
    return refused(text, **params)
