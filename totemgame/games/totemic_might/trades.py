"""Trades of trial totems: "trades between humans need both to agree; AI seats accept a trade
when their own evaluation says it helps them" (totemic-might.md).

A trade is offered with the orders (OfferTrade). Once every seat has submitted, each offer
still possible is put to its player (the REPLY phase, AnswerTrade); accepted trades are made
at the end of the round, with the gifts. Two players who offered each other the same swap have
agreed already. An offer lapses when the trial totem asked for crumbles on the scale, is given
away or is promised in another trade.
"""

from __future__ import annotations

from totemgame.engine.game import Event
from totemgame.games.totemic_might.actions import AnswerTrade
from totemgame.games.totemic_might.checks import REPLY, open_offers
from totemgame.games.totemic_might.position import MightPosition


def close_orders(st: MightPosition) -> list[Event]:
    """Every seat submitted: settle what needs no answer, then ask for the answers (the REPLY
    phase). With none to give the phase stays: the caller goes on to the end of the round."""
    events = _agree_mutual(st) + _lapse(st)
    waiting = [(to, offer) for to in range(st.n) for offer in open_offers(st, to)]
    if not waiting:
        return events
    st.phase = REPLY
    for to, (by, k, want) in waiting:
        params = _params(st, by, k, to, want)
        events.append(Event("trade_offered", params))
    return events


def answer(st: MightPosition, seat: int, a: AnswerTrade) -> list[Event]:
    """`seat` accepts or refuses one offer; accepting refuses the other offers for the same
    trial totem. The round goes on once no offer waits (see `waiting`)."""
    me = st.p[seat]
    want = st.p[a.by].offers[a.trial][1]
    me.answered[(a.by, a.trial)] = a.accept
    params = _params(st, a.by, a.trial, seat, want)
    events = [Event("trade_accepted" if a.accept else "trade_refused", params)]
    if a.accept:
        for by, k, w in open_offers(st, seat):
            if w == want:
                me.answered[(by, k)] = False
                events.append(Event("trade_refused", _params(st, by, k, seat, w)))
    return events


def waiting(st: MightPosition) -> bool:
    """Some trade still waits for its answer."""
    return any(open_offers(st, s) for s in range(st.n))


def accepted_moves(st: MightPosition) -> dict[tuple[int, int], int]:
    """(seat, own trial number) -> the seat that receives it, for every accepted trade."""
    moves: dict[tuple[int, int], int] = {}
    for by, p in enumerate(st.p):
        for k, (to, want) in p.offers.items():
            if st.p[to].answered.get((by, k)):
                moves[(by, k)] = to
                moves[(to, want)] = by
    return moves


def _agree_mutual(st: MightPosition) -> list[Event]:
    """Two offers of the same swap in opposite directions are an agreement."""
    events = []
    for by, p in enumerate(st.p):
        for k, (to, want) in p.offers.items():
            if by < to and st.p[to].offers.get(want) == (by, k):
                st.p[to].answered[(by, k)] = True
                p.answered[(to, want)] = True
                events.append(Event("trade_accepted", _params(st, by, k, to, want)))
    return events


def _lapse(st: MightPosition) -> list[Event]:
    """Offers for a trial totem its holder no longer has free lapse (they are answered 'no')."""
    events = []
    for by, p in enumerate(st.p):
        for k, (to, want) in sorted(p.offers.items()):
            holder = st.p[to]
            if (by, k) in holder.answered:
                continue
            if want in holder.used or holder.promised(want):
                holder.answered[(by, k)] = False
                events.append(Event("trade_lapsed", _params(st, by, k, to, want)))
    return events


def _params(st: MightPosition, by: int, k: int, to: int, want: int) -> dict[str, object]:
    return {
        "seat": by,
        "recipient": to,
        "totem": st.p[by].trials[k],
        "other": st.p[to].trials[want],
        "trial": k,
        "want": want,
    }
