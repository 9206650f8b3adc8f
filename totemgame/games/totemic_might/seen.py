"""A seat's own moves checked from its view alone: the position as that seat sees it.

Totemic Might has too many legal moves to list (every weighing, order, wager, final
arrangement), so an online table sends a menu of them and the referee decides on the rest. The
player's app still greys what the rules refuse: `check_from_view` runs the rules' own check
(checks.py) over a `SeenPosition` built from the seat's MightView. What the check reads of a
seat's move is the seat's own (its totems, trials, bids, wager, weighings) or public (chips,
garnets, trial counts, offers once put, the pool): the secrets the view leaves out (weights,
others' starting totems and orders) stand as blanks the check never reads. The referee checks
every move again against the true state.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from totemgame.engine.game import Action, Seat
from totemgame.engine.refusal import Refusal, refused
from totemgame.engine.rng import Rng
from totemgame.games.totemic_might import checks
from totemgame.games.totemic_might.actions import NO_WAGER
from totemgame.games.totemic_might.hints import Hint
from totemgame.games.totemic_might.player import Player
from totemgame.games.totemic_might.view import MightView
from totemgame.i18n import N_


@dataclass
class SeenPosition:
    """The MightPosition one seat sees (see the module docstring); its secrets are blanks."""

    n: int
    weighings: int
    pool: list[int]
    p: list[Player]
    priority: list[int]
    letters_taken: list[bool]
    round: int
    phase: str
    final_round: bool
    series: list[list[int]]
    pick_seat: int
    moving: tuple[Seat, ...]
    own_items: tuple[tuple[str, int], ...]
    rng: Rng = field(default_factory=lambda: Rng(0))  # never drawn from by a check
    series_rng: Rng = field(default_factory=lambda: Rng(0))
    weights: list[int] = field(default_factory=list)  # secret: unknown here
    hints: tuple[Hint, ...] = ()
    no_trial: list[int] = field(default_factory=list)

    def to_move(self) -> tuple[Seat, ...]:
        return self.moving

    def items(self, seat: int) -> tuple[tuple[str, int], ...]:
        return self.own_items  # only the viewer's own moves are checked here


def seen_position(view: MightView) -> SeenPosition:
    """The position as `view`'s seat sees it."""
    seat = view.seat
    players = []
    for s in range(view.players):
        p = Player(
            chips=view.chips[s],
            garnets=view.garnets[s],
            start=view.start if s == seat else -1,
            spirits=list(view.spirits[s]),
            trials=list(view.trials[s]),
            snake_used=view.snake_used[s],
            wagers=view.wagers_taken[s],
            marks=view.marks[s],
            final_done=view.final_done[s],
        )
        if s == seat:
            p.bids = list(view.bids)
            p.prefs = list(view.prefs)
            p.wager = view.wager or NO_WAGER
            p.weighed = list(view.weighed)
            p.used = set(view.trials_used)
            p.gives = dict(view.gives)
            p.submitted = view.submitted[s]
            p.guesses = view.guesses
        players.append(p)
    for by, trial, to, want, answer in view.trades:  # offers this seat may see, and answers
        players[by].offers[trial] = (to, want)
        if answer != -1:
            players[to].answered[(by, trial)] = bool(answer)
    return SeenPosition(
        n=view.players,
        weighings=view.weighings,
        pool=list(view.pool),
        p=players,
        priority=list(view.priority),
        letters_taken=list(view.letters_taken),
        round=view.round,
        phase=view.phase,
        final_round=view.final_round,
        series=[list(x) for x in view.series],
        pick_seat=view.pick_seat,
        moving=view.to_move,
        own_items=view.final_items,
    )


_seen: list[tuple[MightView, SeenPosition]] = []  # the last view's position (kept with it)


def check_from_view(view: MightView, seat: Seat, action: Action) -> Refusal | None:
    """Why the rules refuse `action` of `seat` now, judged from `seat`'s view alone (None:
    they allow it). A view of another seat cannot tell."""
    if view.seat != seat:
        return refused(N_("It is not your turn."))
    last = _seen[0] if _seen else None
    if last is None or last[0] is not view:  # one view asks for many buttons in a frame
        last = (view, seen_position(view))
        _seen[:] = [last]
    return checks.check(last[1], seat, action)
