"""Totemix actions and the auction's arithmetic: who takes which row, what deposits and
auction advantages pay. Pure; used by the rules engine (rules.py) and the AI.
"""

from __future__ import annotations

from dataclasses import dataclass

from totemgame.engine.game import Action, ActionCodec
from totemgame.games.totemix.content import EMPTY, Bundle, add
from totemgame.games.totemix.sheet import Player

BID, MARK = "bid", "mark"
TOP, MIDDLE, BOTTOM = "top", "middle", "bottom"


@dataclass(frozen=True)
class Bid(Action):
    """A sealed bid of `amount` crystals (0 up to all you hold)."""

    kind = "bid"
    amount: int


@dataclass(frozen=True)
class Mark(Action):
    """Mark a pending `resource` ("x" for an X joker) on sheet field `field`."""

    kind = "mark"
    resource: str
    field: int


@dataclass(frozen=True)
class Unmark(Action):
    """Take back this round's placement number `step` (always the latest one)."""

    kind = "unmark"
    step: int


@dataclass(frozen=True)
class AutoPlace(Action):
    """Let the planner mark every resource that fits; with `confirm`, also end marking."""

    kind = "auto"
    confirm: bool


@dataclass(frozen=True)
class Confirm(Action):
    """End your marking for this round: unplaced resources become crystals."""

    kind = "confirm"


CODEC = ActionCodec(Bid, Mark, Unmark, AutoPlace, Confirm)


def categories(bids: list[int]) -> list[str]:
    """Which card row each seat receives (totemix.md): 2 players with equal bids both get the
    middle; 3+ players all equal all get the bottom; else highest top, lowest bottom."""
    hi, lo = max(bids), min(bids)
    if hi == lo:
        return [MIDDLE if len(bids) == 2 else BOTTOM] * len(bids)
    return [TOP if b == hi else BOTTOM if b == lo else MIDDLE for b in bids]


def deposit_pay(player: Player, deposit: str) -> Bundle:
    """What winning `deposit` gives this player now: the sheet's base plus active upgrades."""
    sh = player.sheet
    pay = sh.deposits[deposit]
    for ri, row in enumerate(sh.rows):
        if row.deposit == deposit and player.active[ri]:
            pay = add(pay, row.add)
    return pay


def advantage_pay(player: Player, category: str, bid: int, tied: bool) -> Bundle:
    """Auction advantages of active rows; a bid of 0 never earns one."""
    if bid == 0:
        return EMPTY
    wanted = {"highest": category == TOP, "middle": category == MIDDLE}
    wanted |= {"lowest": category == BOTTOM, "tie": tied}
    pay = EMPTY
    for ri, row in enumerate(player.sheet.rows):
        if row.advantage and player.active[ri] and wanted[row.advantage]:
            pay = add(pay, row.add)
    return pay
