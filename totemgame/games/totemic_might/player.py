"""One seat's whole state in Totemic Might (public parts, secrets and pending orders)."""

from __future__ import annotations

from dataclasses import dataclass, field

from totemgame.games.totemic_might.actions import NO_WAGER, SetWager
from totemgame.games.totemic_might.facts import Fact

DEFAULT_PREFS = (0, 1, 2, 3, 4, 5)


@dataclass
class Player:
    chips: int
    garnets: int
    start: int
    spirits: list[int]  # starting totem first, then extras (extras are public)
    trials: list[int] = field(default_factory=list)
    balloons: list[str] = field(default_factory=list)  # wager kinds, public
    lifts: list[int] = field(default_factory=list)  # true lifts
    lift_known: list[bool] = field(default_factory=list)
    history: list[int] = field(default_factory=list)  # garnets posted at each round start
    snake_used: int = 0
    hints_got: list[int] = field(default_factory=list)
    wagers: int = 0
    last_wager: str = ""
    facts: list[Fact] = field(default_factory=list)
    # pending orders of the current round
    bids: list[int] = field(default_factory=lambda: [1, 1])
    prefs: list[tuple[int, ...]] = field(default_factory=lambda: [DEFAULT_PREFS, DEFAULT_PREFS])
    wager: SetWager = NO_WAGER
    weighed: list[tuple[tuple[int, ...], tuple[int, ...]]] = field(default_factory=list)
    used: set[int] = field(default_factory=set)  # trial indexes weighed this round
    gives: dict[int, int] = field(default_factory=dict)  # trial index -> seat
    offers: dict[int, tuple[int, int]] = field(default_factory=dict)  # trial -> (seat, their trial)
    answered: dict[tuple[int, int], bool] = field(default_factory=dict)  # (by, trial) -> accepted
    submitted: bool = False
    # final challenge
    marks: int = 0
    final_done: bool = False
    final_weight: int = 0
    feedback: list[tuple[tuple[int, ...], int, int]] = field(default_factory=list)
    guesses: tuple[int, ...] = ()

    def reset_orders(self, final_round: bool) -> None:
        """Fresh orders for a new round: bids 1 and 1 while the chips allow."""
        if final_round:
            self.bids = [0, 0]
        else:
            self.bids = [min(1, self.chips), min(1, max(0, self.chips - 1))]
        self.prefs = [DEFAULT_PREFS, DEFAULT_PREFS]
        self.wager = NO_WAGER
        self.weighed = []
        self.used = set()
        self.gives = {}
        self.offers = {}
        self.answered = {}
        self.submitted = False

    def promised(self, trial: int) -> bool:
        """Whether own trial `trial` is already given away or offered in a trade."""
        return trial in self.gives or trial in self.offers
