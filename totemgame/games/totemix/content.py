"""Totemix content: resources, player sheets (both sides) and the auction deck, from the data file.

Everything a rule depends on is read from assets/data/totemix.toml; this module only gives it
shapes (tuples and small frozen dataclasses) that are cheap for the rules engine to use.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from totemgame.paths import load_data

GAME_ID = "totemix"

# Resource kinds, in the order bundles are stored as count tuples.
RESOURCES: tuple[str, ...] = ("crystal", "gold", "stone", "ruby", "smoke", "papyrus", "base", "x")
R = {name: i for i, name in enumerate(RESOURCES)}
MARKED: tuple[str, ...] = ("gold", "stone", "ruby", "smoke", "papyrus")  # marked on the sheet
DEPOSITS: tuple[str, ...] = ("crystal_mask", "quarry", "temple", "gold_mask")
ADVANTAGES: tuple[str, ...] = ("highest", "middle", "lowest", "tie")

Bundle = tuple[int, ...]  # a count per RESOURCES entry
EMPTY: Bundle = (0,) * len(RESOURCES)


def bundle(mapping: Mapping[str, int] | None = None, items: tuple[str, ...] = ()) -> Bundle:
    """A bundle from {resource: count} and/or a list of resource names."""
    counts = [0] * len(RESOURCES)
    for name, n in (mapping or {}).items():
        counts[R[name]] += int(n)
    for name in items:
        counts[R[name]] += 1
    return tuple(counts)


def add(a: Bundle, b: Bundle) -> Bundle:
    return tuple(x + y for x, y in zip(a, b, strict=True))


@dataclass(frozen=True)
class Piece:
    """One totem card: an animal of 1 or 2 carved levels, or an uncarved base (1 level)."""

    animal: str  # "" for an uncarved base
    levels: int
    carved: bool

    @staticmethod
    def parse(text: str) -> Piece:
        if text == "U":
            return Piece("", 1, False)
        animal, size = text.rsplit(":", 1)
        return Piece(animal, int(size[1:]), True)


BASE_PIECE = Piece("", 1, False)


@dataclass(frozen=True)
class Row:
    """One row of yellow fields on a sheet, and what completing it gives."""

    id: str
    kind: str  # "totem" | "develop" | "exchange"
    fields: tuple[int, ...]  # indexes into Sheet.field_resource
    order: str  # "" | "first" | "last"
    pieces: tuple[Piece, ...] = ()
    area: str = ""
    deposit: str = ""  # develop: this deposit pays `add` more, from the next auction
    advantage: str = ""  # develop: an auction advantage paying `add`
    add: Bundle = EMPTY
    requires: int = -1  # exchange: the row index that must be complete first
    each: Bundle = EMPTY  # exchange: what each marked field gives at once
    value: float = 0.0  # AI hint only


@dataclass(frozen=True)
class Sheet:
    """A player sheet side: deposits and rows; fields are numbered across the whole sheet."""

    mode: str
    name: str
    deposits: Mapping[str, Bundle]
    rows: tuple[Row, ...]
    field_resource: tuple[str, ...]
    field_row: tuple[int, ...]

    def row_by_id(self, row_id: str) -> int:
        return next(i for i, r in enumerate(self.rows) if r.id == row_id)


@dataclass(frozen=True)
class Card:
    """An auction card: deposits everyone wins, then the top, middle and bottom rows."""

    shared: tuple[str, ...]
    top: Bundle
    middle: Bundle
    bottom: Bundle


@dataclass(frozen=True)
class Content:
    start_crystals: int
    end_height: int
    modes: tuple[str, ...]
    mode_labels: tuple[str, ...]
    sheets: Mapping[str, Sheet]
    deck: tuple[Card, ...]
    deposit_names: Mapping[str, str]
    resource_names: Mapping[str, str]
    resource_plurals: Mapping[str, str]


def _sheet(mode: str, data: Mapping[str, Any]) -> Sheet:
    field_resource: list[str] = []
    field_row: list[int] = []
    raw_rows = data["rows"]
    ids = [r["id"] for r in raw_rows]
    rows: list[Row] = []
    for ri, r in enumerate(raw_rows):
        first = len(field_resource)
        for res in r["fields"]:
            if res not in MARKED:
                raise ValueError(f"row {r['id']}: {res!r} cannot be marked on a sheet")
            field_resource.append(res)
            field_row.append(ri)
        rows.append(
            Row(
                id=r["id"],
                kind=r["kind"],
                fields=tuple(range(first, len(field_resource))),
                order=r.get("order", ""),
                pieces=tuple(Piece.parse(p) for p in r.get("pieces", ())),
                area=r.get("area", ""),
                deposit=r.get("deposit", ""),
                advantage=r.get("advantage", ""),
                add=bundle(r.get("add")),
                requires=ids.index(r["requires"]) if "requires" in r else -1,
                each=bundle(r.get("each")),
                value=float(r.get("value", 0.0)),
            )
        )
    return Sheet(
        mode=mode,
        name=data["name"],
        deposits={d: bundle(data["deposits"].get(d, {})) for d in DEPOSITS},
        rows=tuple(rows),
        field_resource=tuple(field_resource),
        field_row=tuple(field_row),
    )


@cache
def content() -> Content:
    data = load_data(GAME_ID)
    game = data["game"]
    deck = tuple(
        Card(
            shared=tuple(c["shared"]),
            top=bundle(items=tuple(c["top"])),
            middle=bundle(items=tuple(c["middle"])),
            bottom=bundle(items=tuple(c["bottom"])),
        )
        for c in data["deck"]
    )
    return Content(
        start_crystals=game["start_crystals"],
        end_height=game["end_height"],
        modes=tuple(game["modes"]),
        mode_labels=tuple(game["mode_labels"]),
        sheets={m: _sheet(m, data["sheets"][m]) for m in game["modes"]},
        deck=deck,
        deposit_names=dict(data["deposits"]),
        resource_names={k: v["name"] for k, v in data["resources"].items()},
        resource_plurals={k: v["plural"] for k, v in data["resources"].items()},
    )


def sheet(mode: str) -> Sheet:
    return content().sheets[mode]


def describe_bundle(b: Bundle) -> str:
    """'2 stones, 1 ruby' — for event messages."""
    c = content()
    parts = []
    for res, n in zip(RESOURCES, b, strict=True):
        if n:
            parts.append(f"{n} {c.resource_names[res] if n == 1 else c.resource_plurals[res]}")
    return ", ".join(parts) if parts else "nothing"
