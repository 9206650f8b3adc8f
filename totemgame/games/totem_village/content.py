"""Totem Village content: villager kinds, spells, phases and the numbers of the rulebook.

The numbers live in assets/data/totem-village.toml; this module parses them once.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import cache

from totemgame import i18n
from totemgame.paths import load_data

GAME_ID = "totem-village"


class Kind(str, Enum):
    """The seven kinds of villager token, youngest first."""

    GIRL = "girl"
    BOY = "boy"
    YOUNG_WOMAN = "young_woman"
    YOUNG_MAN = "young_man"
    MATURE_WOMAN = "mature_woman"
    MATURE_MAN = "mature_man"
    ELDER = "elder"


KINDS: tuple[Kind, ...] = tuple(Kind)
GIRL, BOY, YW, YM, MW, MM, ELDER = range(7)  # indexes into a hut's count list
WOMEN = (YW, MW)
MEN = (YM, MM)
HUNTERS = (BOY, YM, MM)
CHILDREN = (GIRL, BOY)
# What each kind becomes at the change of generation (None: the elder goes to the great bird).
AGES_INTO: tuple[int | None, ...] = (YW, YM, MW, MM, ELDER, ELDER, None)


class Spell(str, Enum):
    """The ten spells every family owns one token of."""

    GIRLS = "girls"
    BOYS = "boys"
    TWINS = "twins"
    INFERTILITY = "infertility"
    PLENTY = "plenty"
    FAMINE = "famine"
    DISEASE = "disease"
    MAJOR_CURE = "major_cure"
    MINOR_CURE = "minor_cure"
    YOUTH = "youth"


SPELLS: tuple[Spell, ...] = tuple(Spell)
# The phase in which each spell is revealed and acts.
SPELL_PHASE: dict[Spell, int] = {
    Spell.GIRLS: 3,
    Spell.BOYS: 3,
    Spell.TWINS: 3,
    Spell.INFERTILITY: 3,
    Spell.PLENTY: 4,
    Spell.FAMINE: 4,
    Spell.DISEASE: 6,
    Spell.MAJOR_CURE: 6,
    Spell.MINOR_CURE: 6,
    Spell.YOUTH: 7,
}
REVEAL_PHASES = (3, 4, 6, 7)


@dataclass(frozen=True)
class Content:
    """The rulebook's numbers and the names shown on screen."""

    start: tuple[int, ...]  # counts per kind of a starting family
    start_birds: int
    replacement: tuple[int, ...]
    replacement_birds: int
    replacement_village: tuple[int, ...]
    replacement_village_birds: int
    hut_capacity: int
    family_limit: int
    enclosure_limit: int
    eaters_per_bird: int
    hunters_per_bird: int
    totem_goal: int
    catch: dict[int, int]  # families in play -> birds caught each round
    kind_names: dict[Kind, str]
    kind_plural: dict[Kind, str]
    spell_names: dict[Spell, str]
    spell_help: dict[Spell, str]
    phase_names: tuple[str, ...]  # index 1..8 (index 0 unused)
    reasons: dict[str, str]  # why a move is refused, by key (see VillageState.check)


def _counts(table: dict[str, int]) -> tuple[int, ...]:
    return tuple(int(table.get(k.value, 0)) for k in KINDS)


@cache
def content() -> Content:
    d = load_data(GAME_ID)
    fam = d["family"]
    return Content(
        start=_counts(fam["start"]),
        start_birds=fam["start_birds"],
        replacement=_counts(fam["replacement"]),
        replacement_birds=fam["replacement_birds"],
        replacement_village=_counts(fam["replacement_village"]),
        replacement_village_birds=fam["replacement_village_birds"],
        hut_capacity=d["village"]["hut_capacity"],
        family_limit=d["village"]["family_limit"],
        enclosure_limit=d["village"]["enclosure_limit"],
        eaters_per_bird=d["village"]["eaters_per_bird"],
        hunters_per_bird=d["village"]["hunters_per_bird"],
        totem_goal=d["village"]["totem_goal"],
        catch={int(k): v for k, v in d["village"]["catch"].items()},
        kind_names={k: d["kinds"][k.value]["name"] for k in KINDS},
        kind_plural={k: d["kinds"][k.value]["plural"] for k in KINDS},
        spell_names={s: d["spells"][s.value]["name"] for s in SPELLS},
        spell_help={s: d["spells"][s.value]["help"] for s in SPELLS},
        phase_names=("", *d["phases"]["names"]),
        reasons=dict(d["reasons"]),
    )


def shown(text: str) -> str:
    """A data text (a name, a label, a template of the TOML) in the player's language. Its
    English is the msgid, extracted from the data (totemgame/data_texts.py); it goes through
    here, not through `_()` in the code, where the extractor would take the key for a text."""
    return i18n._(text)
