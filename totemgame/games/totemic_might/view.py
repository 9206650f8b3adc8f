"""What one seat of Totemic Might knows (MightView), cut from the state (see might_api.md)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from totemgame.engine.game import Seat
from totemgame.games.totemic_might.actions import SetWager
from totemgame.games.totemic_might.checks import FINAL, GUESS, ORDERS, OVER
from totemgame.games.totemic_might.facts import Fact
from totemgame.games.totemic_might.position import MightPosition


@dataclass(frozen=True)
class MightView:
    seat: Seat | None
    players: int
    round: int
    phase: str
    final_round: bool
    to_move: tuple[int, ...]
    over: bool
    chips: tuple[int, ...]
    garnets: tuple[int, ...]
    garnet_history: tuple[tuple[int, ...], ...]
    priority: tuple[int, ...]
    start: int
    start_weight: int
    spirits: tuple[tuple[int, ...], ...]
    trials: tuple[tuple[int, ...], ...]
    trials_used: tuple[int, ...]
    balloons: tuple[tuple[str, ...], ...]
    own_lifts: tuple[int, ...]
    series: tuple[tuple[int, ...], ...]
    pool: tuple[int, ...]
    letters_taken: tuple[bool, ...]
    snake_used: tuple[int, ...]
    wagers_taken: tuple[int, ...]
    last_wagers: tuple[str, ...]
    submitted: tuple[bool, ...]
    bids: tuple[int, ...]
    prefs: tuple[tuple[int, ...], ...]
    wager: SetWager | None
    weighings: int  # per round (more in the short game)
    weighings_left: int
    weighed: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]
    hints_got: tuple[int, ...]
    gives: tuple[tuple[int, int], ...]
    # (by, their trial, to, wanted trial, answer: -1 waiting, 1 accepted, 0 refused): one's
    # own offers while giving orders; every offer once they are put to their players
    trades: tuple[tuple[int, int, int, int, int], ...]
    facts: tuple[Fact, ...]
    final_items: tuple[tuple[str, int], ...]
    marks: tuple[int, ...]
    final_done: tuple[bool, ...]
    final_weight: tuple[int, ...]
    feedback: tuple[tuple[tuple[int, ...], int, int], ...]
    guesses: tuple[int, ...]
    pick_seat: int
    starts: tuple[int, ...]
    weights: tuple[int, ...]

    @property
    def scores(self) -> None:
        """No running score during play: the panels show none."""
        return None

    @property
    def tiebreak(self) -> int:
        """No tie-break rounds in this game."""
        return 0


def hint_position(view: MightView) -> str:
    """What the seat sees, less its drafts (the bids, preferences and wager it is still setting:
    the Hint's advice never reads them) and who has submitted: the key of the Hint's seed, so
    the same position gets the same hint (GameModule.hint_position)."""
    return repr(replace(view, bids=(), prefs=(), wager=None, submitted=(), to_move=()))


def make_view(st: MightPosition, seat: Seat | None) -> MightView:
    me = st.p[seat] if seat is not None else None
    over = st.phase == OVER
    submitted = tuple(
        p.submitted
        if st.phase == ORDERS
        else p.final_done
        if st.phase == FINAL
        else bool(p.guesses)
        if st.phase == GUESS
        else False
        for p in st.p
    )
    return MightView(
        seat=seat,
        players=st.n,
        round=st.round,
        phase=st.phase,
        final_round=st.final_round,
        to_move=st.to_move(),
        over=over,
        chips=tuple(p.chips for p in st.p),
        garnets=tuple(p.garnets for p in st.p),
        garnet_history=tuple(tuple(p.history) for p in st.p),
        priority=tuple(st.priority),
        start=me.start if me else -1,
        start_weight=st.weights[me.start] if me else 0,
        spirits=tuple(
            tuple(p.spirits) if (s == seat or over) else tuple(p.spirits[1:])
            for s, p in enumerate(st.p)
        ),
        trials=tuple(tuple(p.trials) for p in st.p),
        trials_used=tuple(sorted(me.used)) if me else (),
        balloons=tuple(tuple(p.balloons) for p in st.p),
        own_lifts=tuple(lf if k else 0 for lf, k in zip(me.lifts, me.lift_known, strict=True))
        if me
        else (),
        series=tuple(tuple(x) for x in st.series),
        pool=tuple(st.pool),
        letters_taken=tuple(st.letters_taken),
        snake_used=tuple(p.snake_used for p in st.p),
        wagers_taken=tuple(p.wagers for p in st.p),
        last_wagers=tuple(p.last_wager for p in st.p),
        submitted=submitted,
        bids=tuple(me.bids) if me else (),
        prefs=tuple(me.prefs) if me else (),
        wager=me.wager if me else None,
        weighings=st.weighings,
        weighings_left=st.weighings - len(me.weighed) if me else 0,
        weighed=tuple(me.weighed) if me else (),
        gives=tuple(sorted(me.gives.items())) if me else (),
        trades=_trades(st, seat),
        hints_got=tuple(me.hints_got) if me else (),
        facts=tuple(me.facts) if me else (),
        final_items=st.items(seat)
        if seat is not None and me and st.phase in (FINAL, GUESS, OVER)
        else (),
        marks=tuple(p.marks for p in st.p),
        final_done=tuple(p.final_done for p in st.p),
        final_weight=tuple(p.final_weight if p.final_done else 0 for p in st.p),
        feedback=tuple(me.feedback) if me else (),
        guesses=tuple(me.guesses) if me else (),
        pick_seat=st.pick_seat,
        starts=tuple(p.start for p in st.p) if over else (),
        weights=tuple(st.weights) if over else (),
    )


def _trades(st: MightPosition, seat: Seat | None) -> tuple[tuple[int, int, int, int, int], ...]:
    out = []
    for by, p in enumerate(st.p):
        if st.phase == ORDERS and by != seat:
            continue  # orders are secret until every seat has given them
        for k, (to, want) in sorted(p.offers.items()):
            answer = st.p[to].answered.get((by, k))
            out.append((by, k, to, want, -1 if answer is None else int(answer)))
    return tuple(out)
