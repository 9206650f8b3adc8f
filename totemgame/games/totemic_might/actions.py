"""Totemic Might actions (see /work/notes/might_api.md) and the legal-action sequence.

Orders are built step by step (bids, preferences, a wager, weighings answered at once, gifts)
and closed by Submit; the final arrangement and the guesses are one action each. Weighings,
wagers on totem sets and arrangements have far too many forms to list, so `LegalActions`
iterates a representative menu while its `in` test accepts every legal action.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import overload

from totemgame.engine.game import Action, ActionCodec
from totemgame.engine.refusal import Refusal

TRIAL = 100  # item code offset of trial totems on the trial scale
WAGERS = ("none", "snake", "wolf", "bear", "fox")


@dataclass(frozen=True)
class SetBid(Action):
    """Set the bid on series 0 (A) or 1 (B)."""

    kind = "bid"
    series: int
    amount: int


@dataclass(frozen=True)
class SetPrefs(Action):
    """Set the preference order (item indexes 0..5) of a series."""

    kind = "prefs"
    series: int
    order: tuple[int, ...]


@dataclass(frozen=True)
class SetWager(Action):
    """Set (or with wager "none", cancel) the round's wager."""

    kind = "wager"
    wager: str
    letter: int
    totems: tuple[int, ...]
    option: int


@dataclass(frozen=True)
class Weigh(Action):
    """Weigh items (spirit totem ids, TRIAL + trial index) on the left against the right."""

    kind = "weigh"
    left: tuple[int, ...]
    right: tuple[int, ...]


@dataclass(frozen=True)
class Give(Action):
    """Give own trial number `trial` to seat `to` at the end of the round (-1 cancels)."""

    kind = "give"
    trial: int
    to: int


@dataclass(frozen=True)
class OfferTrade(Action):
    """Offer own trial number `trial` to seat `to` for their trial number `want`; the trade is
    made at the end of the round if they accept (`to` -1 withdraws the offer of `trial`)."""

    kind = "offer"
    trial: int
    to: int
    want: int


@dataclass(frozen=True)
class AnswerTrade(Action):
    """Accept or refuse the trade offered by seat `by` (their trial number `trial`)."""

    kind = "answer"
    by: int
    trial: int
    accept: bool


@dataclass(frozen=True)
class Submit(Action):
    """End the round's orders."""

    kind = "submit"


@dataclass(frozen=True)
class Orders(Action):
    """All of a round's orders at once (bids, both preference orders, the wager), then Submit:
    the AI's way (weighings come before it, one Weigh each)."""

    kind = "orders"
    bids: tuple[int, ...]
    prefs_a: tuple[int, ...]
    prefs_b: tuple[int, ...]
    wager: str
    letter: int
    totems: tuple[int, ...]
    option: int

    def wager_action(self) -> SetWager:
        return SetWager(self.wager, self.letter, self.totems, self.option)


@dataclass(frozen=True)
class PickSpirit(Action):
    """Pick an extra spirit totem from the pool."""

    kind = "pick"
    totem: int


@dataclass(frozen=True)
class Arrange(Action):
    """One final-challenge attempt: a pan 0-2 for each of the view's final_items."""

    kind = "arrange"
    pans: tuple[int, ...]


@dataclass(frozen=True)
class Guess(Action):
    """Guesses of every seat's starting totem, in seat order (own entry -1)."""

    kind = "guess"
    totems: tuple[int, ...]


CODEC = ActionCodec(
    SetBid,
    SetPrefs,
    SetWager,
    Weigh,
    Give,
    OfferTrade,
    AnswerTrade,
    Submit,
    Orders,
    PickSpirit,
    Arrange,
    Guess,
)
NO_WAGER = SetWager("none", 0, (), 0)


class LegalActions(Sequence[Action]):
    """A finite menu of legal actions whose membership test accepts every legal action."""

    def __init__(self, menu: list[Action], check: Callable[[Action], Refusal | None]) -> None:
        self._menu = menu
        self._check = check

    def __len__(self) -> int:
        return len(self._menu)

    @overload
    def __getitem__(self, index: int) -> Action: ...

    @overload
    def __getitem__(self, index: slice) -> list[Action]: ...

    def __getitem__(self, index: int | slice) -> Action | list[Action]:
        return self._menu[index]

    def __iter__(self) -> Iterator[Action]:
        return iter(self._menu)

    def __contains__(self, action: object) -> bool:
        return isinstance(action, Action) and self._check(action) is None

    def check(self, action: Action) -> Refusal | None:
        """None if `action` is legal now, else why not."""
        return self._check(action)

    def __repr__(self) -> str:
        return f"LegalActions({self._menu!r})"
