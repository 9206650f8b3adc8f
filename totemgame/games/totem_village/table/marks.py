"""Each player's last move, kept on the board until that player moves again: the villagers
moved while arranging, how many spells chosen, the spell laid or revealed, who starved or
stayed young; and each family's last catch at the hunt. Read from the match's record and the
events the viewer may see, so nothing secret shows. Pure (no pygame): the table draws them
(markers.py)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from totemgame.engine.game import Action, ActionCodec, Event
from totemgame.games.totem_village.actions import (
    Dismiss,
    EndPick,
    EndReveal,
    KeepYoung,
    Move,
    Pass,
    Pick,
    Place,
    Ready,
    Reveal,
    Starve,
)
from totemgame.games.totem_village.content import KINDS, shown
from totemgame.i18n import _
from totemgame.paths import load_data
from totemgame.text import words


@dataclass
class Mark:
    """What `seat` did last, for family `family`: villagers moved (village huts src -> dst,
    kind index, how many), huts touched, spell tokens (index in view.tokens, this round
    only) and the words for it."""

    seat: int
    family: int
    step: str  # arrange | choose | place | pass | reveal | starve | youth
    moves: dict[tuple[int, int, int], int] = field(default_factory=dict)
    huts: list[int] = field(default_factory=list)
    tokens: list[int] = field(default_factory=list)
    count: int = 0  # spells chosen; at Arrange, villagers sent away (over 18)
    birds: int = 0
    kind: int = -1
    spell: str = ""
    done: bool = False  # the step is over (Ready, Done choosing...)
    round: int = 0

    def label(self) -> str:
        t = load_data("totem-village")["marks"]
        if self.step == "arrange":
            n = sum(self.moves.values())
            if self.count:  # villagers sent away (more than 18)
                key = "arranged_sent" if n else "sent_away"
                return words(t[key], n=n, sent=self.count)
            return words(t["arranged"], n=n) if n else shown(t["kept"])
        if self.step == "choose":
            key = "chose_birds" if self.birds else "chose"
            return words(t[key], n=self.count, birds=self.birds)
        if self.step in ("place", "pass"):
            return shown(t["placed"] if self.step == "place" else t["passed"])
        if self.step == "reveal":
            return words(t["revealed"], spell=_(self.spell))
        if self.step == "starve":
            if self.kind < 0:
                return shown(t["named"])
            return words(t["starved"], kind=_kind_name(self.kind))
        return words(t["kept_young"], kind=_kind_name(self.kind))


def _kind_name(k: int) -> str:
    return shown(load_data("totem-village")["kinds"][KINDS[k].value]["name"])


@dataclass
class Marks:
    """The last move of every seat and the last hunt of every family."""

    moves: dict[int, Mark] = field(default_factory=dict)
    hunts: dict[int, int] = field(default_factory=dict)  # family -> birds caught


def last_marks(
    actions: Sequence[tuple[int, dict[str, Any]]],
    events: Sequence[tuple[int, Event]],
    codec: ActionCodec,
    actor: int,
) -> Marks:
    """Every seat's last move from the record `actions` and the viewer's `events` (ply,
    event); `actor` is the family deciding now (for villagers moved before Ready)."""
    by_ply: dict[int, list[Event]] = {}
    for ply, e in events:
        by_ply.setdefault(ply, []).append(e)
    out = Marks()
    placed = 0  # spell tokens laid this round: a token's index in view.tokens
    rnd = 0
    for e in by_ply.get(-1, []):  # the set-up: round 1 begins
        if e.key == "round_start":
            rnd = int(e.params["round"])
    for ply, (seat, data) in enumerate(actions):
        evs = by_ply.get(ply, [])
        action: Action = codec.decode(data)
        mark = out.moves.get(seat)
        fam = next((int(e.params["family"]) for e in evs if "family" in e.params), -1)
        if isinstance(action, Move | Dismiss | Ready):
            if mark is None or mark.step != "arrange" or mark.done:
                mark = out.moves[seat] = Mark(seat, actor, "arrange", round=rnd)
            if isinstance(action, Move):
                mark.moves[(action.src, action.dst, KINDS.index(action.villager))] = (
                    mark.moves.get((action.src, action.dst, KINDS.index(action.villager)), 0) + 1
                )
            if isinstance(action, Dismiss):
                mark.count += 1
            if isinstance(action, Ready):
                mark.done = True
                mark.family = fam
        elif isinstance(action, Pick | EndPick):
            if mark is None or mark.step != "choose" or mark.done:
                mark = out.moves[seat] = Mark(seat, fam, "choose", round=rnd)
            if isinstance(action, Pick):
                mark.count += 1
            else:
                mark.done = True
            for e in evs:
                if e.key == "spells_chosen":
                    mark.family = int(e.params["family"])
                    mark.count, mark.birds = int(e.params["count"]), int(e.params["birds"])
        elif isinstance(action, Place):
            hut = next((int(e.params["hut"]) for e in evs if "hut" in e.params), -1)
            mark = out.moves[seat] = Mark(seat, fam, "place", round=rnd, done=True)
            mark.huts = [hut] if hut >= 0 else []
            mark.tokens = [placed]
            placed += 1
        elif isinstance(action, Pass):
            out.moves[seat] = Mark(seat, fam, "pass", round=rnd, done=True)
        elif isinstance(action, Reveal | EndReveal):
            shown = [e for e in evs if e.key == "spell_revealed"]
            if shown:
                if mark is None or mark.step != "reveal" or mark.done:
                    mark = out.moves[seat] = Mark(seat, fam, "reveal", round=rnd)
                for e in shown:
                    mark.huts.append(int(e.params["hut"]))
                    mark.spell = str(e.params["spell"])
            elif mark is not None and mark.step == "reveal":
                mark.done = True  # keeping the rest hidden is no news: the last mark stays
        elif isinstance(action, Starve):
            mark = out.moves[seat] = Mark(seat, fam, "starve", round=rnd, done=True)
            for e in evs:
                if e.key == "starved":
                    mark.huts = [int(e.params["hut"])]
                    mark.kind = KINDS.index(action.villager)
                    mark.family = int(e.params["family"])
        elif isinstance(action, KeepYoung):
            mark = out.moves[seat] = Mark(seat, fam, "youth", round=rnd, done=True)
            mark.kind = KINDS.index(action.villager)
            mark.huts = [int(e.params["hut"]) for e in evs if e.key == "kept_young"]
        for e in evs:  # what the move set off: the next round, a hunt
            if e.key == "round_start":  # last round's catch is old news in the new one
                placed, rnd = 0, int(e.params["round"])
                out.hunts.clear()
            elif e.key == "hunt":
                out.hunts[int(e.params["family"])] = int(e.params["birds"])
    for mark in out.moves.values():
        if mark.step == "arrange" and mark.family >= 0:
            mark.moves = {
                (3 * mark.family + s, 3 * mark.family + d, k): n
                for (s, d, k), n in mark.moves.items()
            }
        elif mark.step == "arrange":
            mark.moves = {}
    return out
