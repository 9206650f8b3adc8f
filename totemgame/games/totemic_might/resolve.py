"""The end of a round of Totemic Might: gifts and consumed trial totems, series A then B, extra
spirit totems, wagers, the trigger; then the final challenge's attempts.
"""

from __future__ import annotations

from totemgame.engine.game import Event
from totemgame.games.totemic_might.checks import FINAL, GUESS, ORDERS, PICK
from totemgame.games.totemic_might.content import content, counted, wager_cost
from totemgame.games.totemic_might.facts import Fact, Field, Linear, ModDiff, linear, saying
from totemgame.games.totemic_might.position import MightPosition
from totemgame.games.totemic_might.scoring import (
    balanced,
    feedback_constraints,
    heaviest_lightest,
    pan_weights,
)
from totemgame.games.totemic_might.trades import accepted_moves
from totemgame.i18n import N_

LETTERS = "ABCDEFGHIJ"
# TRANSLATORS: a Wolf's answer among the observations; {gaps} is "3, 11 or 19"
WOLF = N_(
    "Wolf: {totem} and {other} differ by {gaps} (their difference divided by {mod} leaves {value})."
)


def start_round(st: MightPosition) -> list[Event]:
    """Post garnets, sort the priority list, draw the round's two series, reset orders."""
    c = content()
    st.round += 1
    st.phase = ORDERS
    for p in st.p:
        p.history.append(p.garnets)
    # Most garnets first; ties by earlier posted counts (latest first), then the list itself.
    pos = {s: i for i, s in enumerate(st.priority)}
    st.priority.sort(
        key=lambda s: (-st.p[s].garnets, *(-g for g in reversed(st.p[s].history[:-1])), pos[s])
    )
    st.series = []
    if not st.final_round:
        for _ in range(2):
            st.series.append(st.series_rng.sample(range(20), c.series_trials) + [-1])
    for p in st.p:
        p.reset_orders(st.final_round)
    key = "final_round_start" if st.final_round else "round_start"
    # A new series is drawn (chance): undo never goes back past a round's start.
    return [Event(key, {"round": st.round, "final": st.final_round}, barrier=True)]


def end_orders(st: MightPosition) -> list[Event]:
    """Every seat submitted: gifts, consumption, the auction, then spirits and wagers."""
    events = _gifts_and_dust(st)
    st.no_trial = []
    if not st.final_round:
        got = [False] * st.n
        for s in (0, 1):
            events += _series(st, s, got)
        st.no_trial = [s for s in range(st.n) if not got[s]]
        if len(st.no_trial) == 1 and st.pool:
            st.pick_seat = st.no_trial[0]
            st.phase = PICK
            return events + [Event("spirit_pick", {"seat": st.pick_seat})]
        if len(st.no_trial) >= 2 and st.pool:
            t = st.rng.choice(st.pool)
            events += _give_spirit(st, st.no_trial, t, shared=True)
    return events + _after_spirits(st)


def picked(st: MightPosition, totem: int) -> list[Event]:
    events = _give_spirit(st, [st.pick_seat], totem, shared=False)
    st.pick_seat = -1
    return events + _after_spirits(st)


def _give_spirit(st: MightPosition, seats: list[int], t: int, shared: bool) -> list[Event]:
    st.pool.remove(t)
    out = []
    for s in seats:
        st.p[s].spirits.append(t)
        params = {"seat": s, "totem": t, "totem_id": t, "shared": shared}
        out.append(Event("spirit_gained", params, barrier=shared))
    return out


def _after_spirits(st: MightPosition) -> list[Event]:
    events = _wagers(st)
    c = content()
    if st.final_round:
        st.phase = FINAL
        return events + [Event("final_start")]
    low = sum(1 for p in st.p if p.chips <= c.trigger_chips)
    if low >= min(c.trigger_players, st.n):
        st.final_round = True
        events.append(Event("final_round"))
    return events + start_round(st)


def _gifts_and_dust(st: MightPosition) -> list[Event]:
    events: list[Event] = []
    received: list[list[int]] = [[] for _ in range(st.n)]
    traded = accepted_moves(st)
    for (s, k), to in sorted(traded.items()):
        received[to].append(st.p[s].trials[k])
        params = {"seat": s, "recipient": to, "totem": st.p[s].trials[k]}
        events.append(Event("traded", params))
    for s, p in enumerate(st.p):
        for k, to in sorted(p.gives.items()):
            received[to].append(p.trials[k])
            events.append(Event("gift", {"seat": s, "recipient": to, "totem": p.trials[k]}))
        if p.used:
            events.append(Event("consumed", {"seat": s, "count": len(p.used)}))
        gone = p.used | set(p.gives) | {k for (o, k) in traded if o == s}
        p.trials = [t for k, t in enumerate(p.trials) if k not in gone]
        # The marks name copies by their place in the list, which just changed: a round paused
        # for an extra spirit, or the final challenge, must not tag the copy that moved up.
        p.used, p.gives, p.offers, p.answered = set(), {}, {}, {}
    for s, got in enumerate(received):
        st.p[s].trials += got
    return events


def bidding_order(bids: list[int], priority: list[int]) -> list[int]:
    """Seats in serving order: highest bid first, ties by the priority list."""
    pos = {s: i for i, s in enumerate(priority)}
    return sorted(range(len(bids)), key=lambda s: (-bids[s], pos[s]))


def _series(st: MightPosition, s: int, got: list[bool]) -> list[Event]:
    bids = [p.bids[s] for p in st.p]
    letter = "AB"[s]
    events = [
        Event(
            "bids",
            {"series": letter, "amounts": tuple(bids), "bids_by_seat": tuple(bids)},
        )
    ]
    items = st.series[s]
    free = [True] * len(items)
    order = bidding_order(bids, st.priority)
    for i, seat in enumerate(order):
        p = st.p[seat]
        p.chips -= bids[seat]
        first_of_tie = (i == 0 or bids[order[i - 1]] != bids[seat]) and bids.count(bids[seat]) > 1
        if first_of_tie:
            # the tie's winner drops to the bottom of the list (see "Our decisions": moving
            # every tied player in serving order would leave the list unchanged)
            st.priority.remove(seat)
            st.priority.append(seat)
        pick = next((i for i in p.prefs[s] if free[i]), None)
        if pick is None:
            continue
        free[pick] = False
        t = items[pick]
        if t < 0:
            p.garnets += 1
        else:
            p.trials.append(t)
            got[seat] = True
        params = {"series": letter, "seat": seat, "totem_id": t}  # -1: a garnet
        events.append(Event("series_item", params))
    return events


def _wagers(st: MightPosition) -> list[Event]:
    c = content()
    events: list[Event] = []
    pos = {s: i for i, s in enumerate(st.priority)}
    order = sorted(range(st.n), key=lambda s: (-st.p[s].garnets, pos[s]))
    for s in order:
        p = st.p[s]
        a = p.wager
        p.last_wager = a.wager if a.wager != "none" else ""
        if a.wager == "none":
            continue
        p.wagers += 1
        events.append(Event("wager_taken", {"seat": s, "wager": a.wager}))
        if a.wager == "snake":
            events += _snake(st, s, a.letter)
        elif a.wager == "wolf":
            x, y = a.totems
            value = abs(st.weights[x] - st.weights[y]) % c.wolf_mod
            gaps = tuple(d for d in range(value, 20, c.wolf_mod) if d > 0)
            said = saying(WOLF, totem=x, other=y, gaps=gaps, mod=c.wolf_mod, value=value)
            p.facts.append(Fact("wolf", st.round, said, (ModDiff(x, y, c.wolf_mod, value),)))
            _balloon(st, s, "wolf", st.rng.randint(*c.wolf_lifts), known=False)
            params = {"seat": s, "a": x, "b": y, "value": value}
            events.append(Event("wolf", params, visible_to=(s,), barrier=True))
        elif a.wager == "bear":
            p.garnets -= wager_cost("bear", a.option)
            width = 5 if a.option else 10
            total = sum(st.weights[t] for t in a.totems)
            lo = (total - 1) // width * width + 1
            hi = lo + width - 1
            told: dict[str, Field] = {"totems": tuple(a.totems), "n": len(a.totems)}
            told |= {"lo": lo, "hi": hi}
            said = saying(*counted("bear"), **told)
            cons: tuple[Linear, ...] = (linear(dict.fromkeys(a.totems, 1), lo, hi),)
            p.facts.append(Fact("bear", st.round, said, cons))
            events.append(Event("bear", {"seat": s, **told}, visible_to=(s,), barrier=True))
        else:
            if a.option:
                p.garnets -= wager_cost("fox", a.option)
            else:
                _balloon(st, s, "fox", st.rng.randint(*c.fox_lifts), known=False)
            total = sum(st.weights[t] for t in a.totems)
            told = {"totems": tuple(a.totems), "n": len(a.totems), "total": total}
            said = saying(*counted("fox"), **told)
            cons = (linear(dict.fromkeys(a.totems, 1), total, total),)
            p.facts.append(Fact("fox", st.round, said, cons))
            events.append(Event("fox", {"seat": s, **told}, visible_to=(s,), barrier=True))
    return events


def _balloon(st: MightPosition, s: int, kind: str, lift: int, known: bool) -> None:
    p = st.p[s]
    p.balloons.append(kind)
    p.lifts.append(lift)
    p.lift_known.append(known)


def snake_letter(wanted: int, taken: list[bool], had: list[int]) -> tuple[int, bool]:
    """The letter a snake wager receives (cyclic from `wanted`: free and never received by
    this player), and whether the letters had to refresh first."""
    for refresh in (False, True):
        if refresh:
            taken[:] = [False] * 10
        for k in range(10):
            letter = (wanted + k) % 10
            if not taken[letter] and letter not in had:
                return letter, refresh
    raise ValueError("no hint left for this player")


def _snake(st: MightPosition, s: int, wanted: int) -> list[Event]:
    p = st.p[s]
    letter, _ = snake_letter(wanted, st.letters_taken, p.hints_got)
    st.letters_taken[letter] = True
    p.hints_got.append(letter)
    p.snake_used += 1
    hint = st.hints[letter]
    _balloon(st, s, "snake", hint.lift, known=True)
    # TRANSLATORS: a Snake's hint among the observations, "Hint C: Void Sky weighs 10."
    said = saying(N_("Hint {letter}: {hint}"), letter=LETTERS[letter], hint=hint.text)
    p.facts.append(Fact("hint", st.round, said, hint.cons))
    events = []
    if letter != wanted:
        params = {"seat": s, "wanted": LETTERS[wanted], "letter": LETTERS[letter]}
        events.append(Event("snake_moved", params, visible_to=(s,), barrier=True))
    params = {"seat": s, "letter": LETTERS[letter], "text": hint.text, "lift": hint.lift}
    return events + [Event("snake", params, visible_to=(s,), barrier=True)]


def attempt(st: MightPosition, seat: int, pans: tuple[int, ...]) -> list[Event]:
    """One final-challenge attempt: balanced ends the seat's challenge with its lightest pan;
    a failure gives a mark and private feedback; the sixth failure ends it at weight 0."""
    p = st.p[seat]
    items = st.items(seat)
    weights = pan_weights(items, pans, st.weights, p.lifts)
    n = p.marks + 1
    events: list[Event] = []
    if balanced(weights):
        p.final_done = True
        p.final_weight = min(weights)
        events.append(Event("attempt_ok", {"seat": seat, "attempt": n, "ok": True}, barrier=True))
    else:
        p.marks += 1
        h, lo = heaviest_lightest(weights)
        p.feedback.append((tuple(pans), h, lo))
        # TRANSLATORS: a failed final-challenge attempt among the observations
        said = saying(
            N_("Attempt {n}: pan {heaviest} heaviest, pan {lightest} lightest."),
            n=n,
            heaviest=h + 1,
            lightest=lo + 1,
        )
        p.facts.append(Fact("final", st.round, said, feedback_constraints(items, pans, h, lo)))
        if p.marks >= content().max_attempts:
            p.final_done = True
            p.final_weight = 0
            events.append(Event("attempt_out", {"seat": seat, "attempt": n, "ok": False}))
        else:
            events.append(Event("attempt_fail", {"seat": seat, "attempt": n, "ok": False}))
        params = {"seat": seat, "heaviest": h + 1, "lightest": lo + 1}
        events.append(Event("feedback", params, visible_to=(seat,), barrier=True))
    if not st.to_move():
        st.phase = GUESS
    return events
