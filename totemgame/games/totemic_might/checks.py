"""Legality of Totemic Might actions (one function per action kind) and the iterated menus.

Each check returns None when the action is legal for the seat now, else the reason.
"""

from __future__ import annotations

from totemgame.engine.game import Action
from totemgame.engine.refusal import Refusal, refused
from totemgame.games.totemic_might.actions import (
    NO_WAGER,
    TRIAL,
    WAGERS,
    AnswerTrade,
    Arrange,
    Give,
    Guess,
    OfferTrade,
    Orders,
    PickSpirit,
    SetBid,
    SetPrefs,
    SetWager,
    Submit,
    Weigh,
)
from totemgame.games.totemic_might.content import content, refusal, season, sigil, wager_cost
from totemgame.games.totemic_might.position import MightPosition
from totemgame.i18n import N_

ORDERS, REPLY, PICK, FINAL, GUESS, OVER = "orders", "reply", "pick", "final", "guess", "over"


def open_offers(st: MightPosition, to: int) -> list[tuple[int, int, int]]:
    """(by, their trial, wanted trial) of the trades offered to `to` and not yet answered."""
    return [
        (by, k, want)
        for by, p in enumerate(st.p)
        for k, (dest, want) in sorted(p.offers.items())
        if dest == to and (by, k) not in st.p[to].answered
    ]


def bid_ok(chips: int, amount: int, other: int) -> Refusal | None:
    c = content()
    if not 0 <= amount <= c.max_bid:
        return refusal("bid_range", n=c.max_bid)
    if amount + other > min(c.max_bid_total, chips):
        return refusal("total_cap", n=min(c.max_bid_total, chips))
    if amount == 0 and chips - other >= 1:
        return refused(N_("bid at least 1 chip"))
    return None


def shifted_other(chips: int, amount: int, other: int) -> int | None:
    """The other series' bid once `amount` is bid on one series: unchanged within the total;
    0 when the raise takes all the total leaves (a player with one chip moves it from A to B
    in one step: lowering A to 0 first is refused while a chip is left to bid); None when the
    pair is not legal (a smaller shift is made in two steps, lower one bid, then raise)."""
    cap = min(content().max_bid_total, chips)
    if amount + other <= cap:
        return other
    if amount != cap or bid_ok(chips, amount, 0) or bid_ok(chips, 0, amount):
        return None
    return 0


def wager_ok(st: MightPosition, seat: int, a: SetWager) -> Refusal | None:
    c = content()
    p = st.p[seat]
    if a.wager not in WAGERS:
        return refused(N_("unknown wager"))
    if a.wager == "none":
        return None if a == NO_WAGER else refused(N_("no fields for no wager"))
    if a.wager == "snake":
        if a.totems or a.option or not 0 <= a.letter < 10:
            return refused(N_("a snake wager names one letter A-J"))
        return None if p.snake_used < c.snake_uses else refused(N_("the snake wager is used up"))
    ts = a.totems
    if a.letter or list(ts) != sorted(set(ts)) or any(not 0 <= t < 20 for t in ts):
        return refused(N_("choose distinct totems"))
    if a.wager == "wolf":
        if len(ts) != 2 or a.option:
            return refused(N_("the wolf needs two totems"))
        if season(ts[0]) == season(ts[1]):
            return refused(N_("the two totems must be of different seasons"))
        if any(t in p.spirits for t in ts):
            return refused(N_("not one of your spirit totems"))
        return None
    if a.wager == "bear":
        if not ts or a.option not in (0, 1):
            return refused(N_("the bear needs some totems"))
        cost = wager_cost("bear", a.option)
        return None if p.garnets >= cost else refusal("bear_cost", n=cost)
    if len(ts) != 3 or a.option not in (0, 1):
        return refused(N_("the fox needs three totems"))
    if len({season(t) for t in ts}) < 3 or len({sigil(t) for t in ts}) < 3:
        return refused(N_("the fox's totems share no season and no sigil"))
    if p.garnets < wager_cost("fox", a.option):
        return refusal("fox_cost", n=wager_cost("fox", a.option))
    return None


def weigh_ok(st: MightPosition, seat: int, a: Weigh) -> Refusal | None:
    p = st.p[seat]
    if len(p.weighed) >= st.weighings:
        return refused(N_("no weighings left this round"))
    if not a.left or not a.right:
        return refused(N_("put something on both pans"))
    items = a.left + a.right
    if list(a.left) != sorted(set(a.left)) or list(a.right) != sorted(set(a.right)):
        return refused(N_("malformed pans"))
    if set(a.left) & set(a.right):
        return refused(N_("an item can be on one pan only"))
    for i in items:
        if i >= TRIAL:
            k = i - TRIAL
            if k >= len(p.trials) or p.promised(k):
                return refused(N_("you do not hold that trial totem (it is given or offered away)"))
        elif i not in p.spirits:
            return refused(N_("you do not hold that spirit totem"))
    if (a.left, a.right) in p.weighed or (a.right, a.left) in p.weighed:
        return refused(N_("you already made this weighing this round"))
    return None


def offer_ok(st: MightPosition, seat: int, a: OfferTrade) -> Refusal | None:
    p = st.p[seat]
    if not 0 <= a.trial < len(p.trials):
        return refused(N_("you do not hold that trial totem"))
    if a.to == -1:
        return None if a.trial in p.offers else refused(N_("that trial totem is not offered"))
    if st.final_round:
        return refused(N_("no trades in the final round: trial totems are of no use after it"))
    if a.trial in p.used:
        return refused(N_("a trial totem used on the scale crumbles: it cannot be traded"))
    if a.trial in p.gives:
        return refused(N_("that trial totem is being given away"))
    if a.to == seat or not 0 <= a.to < st.n:
        return refused(N_("trade with another player"))
    if not 0 <= a.want < len(st.p[a.to].trials):
        return refused(N_("that player holds no such trial totem"))
    if p.offers.get(a.trial) == (a.to, a.want):
        return refused(N_("that trade is already offered"))
    return None


def orders_ok(st: MightPosition, seat: int, a: Orders) -> Refusal | None:
    p = st.p[seat]
    if len(a.bids) != 2:
        return refused(N_("two bids"))
    if st.final_round:
        if a.bids != (0, 0):
            return refused(N_("no auction this round"))
    else:
        why = bid_ok(p.chips, a.bids[0], a.bids[1]) or bid_ok(p.chips, a.bids[1], a.bids[0])
        if why:
            return why
    if sorted(a.prefs_a) != list(range(6)) or sorted(a.prefs_b) != list(range(6)):
        return refused(N_("order all six items"))
    return wager_ok(st, seat, a.wager_action())


def check(st: MightPosition, seat: int, a: Action) -> Refusal | None:
    """Why `a` is illegal for `seat` now, or None."""
    if seat not in st.to_move():
        return refused(N_("this player has no decision to make now"))
    p = st.p[seat]
    if st.phase == ORDERS:
        if isinstance(a, SetBid):
            if st.final_round or a.series not in (0, 1):
                return refused(N_("no auction this round"))
            if a.amount == p.bids[a.series]:
                return refused(N_("that is already the bid"))
            other = p.bids[1 - a.series]
            why = bid_ok(p.chips, a.amount, other)
            over = a.amount + other > min(content().max_bid_total, p.chips)
            if why and over and 0 <= a.amount <= content().max_bid:
                return None if shifted_other(p.chips, a.amount, other) is not None else why
            return why
        if isinstance(a, SetPrefs):
            if st.final_round or a.series not in (0, 1):
                return refused(N_("no auction this round"))
            if sorted(a.order) != list(range(6)):
                return refused(N_("order all six items"))
            return (
                None if a.order != p.prefs[a.series] else refused(N_("that is already the order"))
            )
        if isinstance(a, SetWager):
            return (
                wager_ok(st, seat, a) if a != p.wager else refused(N_("that is already the wager"))
            )
        if isinstance(a, Weigh):
            return weigh_ok(st, seat, a)
        if isinstance(a, OfferTrade):
            return offer_ok(st, seat, a)
        if isinstance(a, Give):
            if not 0 <= a.trial < len(p.trials) or a.trial in p.used:
                return refused(N_("you cannot give that trial totem"))
            if a.trial in p.offers:
                return refused(N_("that trial totem is offered in a trade"))
            if a.to == -1:
                return None if a.trial in p.gives else refused(N_("it is not being given"))
            if a.to == seat or not 0 <= a.to < st.n:
                return refused(N_("give it to another player"))
            return None if p.gives.get(a.trial) != a.to else refused(N_("already being given"))
        if isinstance(a, Submit):
            return None
        if isinstance(a, Orders):
            return orders_ok(st, seat, a)
        return refused(N_("it is time for orders"))
    if st.phase == REPLY:
        if not isinstance(a, AnswerTrade):
            return refused(N_("answer the trades offered to you"))
        if (a.by, a.trial) not in {(by, k) for by, k, _ in open_offers(st, seat)}:
            return refused(N_("no such trade is waiting for your answer"))
        return None
    if st.phase == PICK:
        if isinstance(a, PickSpirit):
            return None if a.totem in st.pool else refused(N_("pick a totem of the pool"))
        return refused(N_("pick an extra spirit totem"))
    if st.phase == FINAL:
        if not isinstance(a, Arrange):
            return refused(N_("arrange the three pans"))
        if len(a.pans) != len(st.items(seat)) or any(x not in (0, 1, 2) for x in a.pans):
            return refused(N_("put every item on one of the three pans"))
        return None
    if st.phase == GUESS:
        if not isinstance(a, Guess):
            return refused(N_("guess the starting totems"))
        if len(a.totems) != st.n:
            return refused(N_("one guess per player"))
        for s, t in enumerate(a.totems):
            if (s == seat) != (t == -1) or not -1 <= t < 20:
                return refused(N_("guess a totem for every other player"))
        return None
    return refused(N_("the game is over"))


def menu(st: MightPosition, seat: int) -> list[Action]:
    """A finite, representative list of legal actions (the random agent plays from it)."""
    if seat not in st.to_move():
        return []
    p = st.p[seat]
    out: list[Action] = []
    if st.phase == ORDERS:
        if not st.final_round:
            for s in (0, 1):
                # Raises within the total only: the menu stays as it was before bids could
                # move chips from the other series (the random agent's choices are unchanged).
                cap = min(content().max_bid_total, p.chips) - p.bids[1 - s]
                out += [
                    SetBid(s, x)
                    for x in range(min(11, cap + 1))
                    if check(st, seat, SetBid(s, x)) is None
                ]
                cur = p.prefs[s]
                for i in cur[1:]:
                    out.append(SetPrefs(s, (i, *[j for j in cur if j != i])))
        free = [i for i in range(10) if not st.letters_taken[i]] or [0]
        cands = [
            NO_WAGER,
            SetWager("snake", free[0], (), 0),
            SetWager("bear", 0, (0, 1, 2, 3, 4), 0),
            SetWager("fox", 0, (0, 6, 12), 0),
            SetWager("fox", 0, (1, 7, 13), 1),
        ]
        wolf = [t for t in range(20) if t not in p.spirits]
        pair = next(((a, b) for a in wolf for b in wolf if season(a) < season(b)), None)
        if pair:
            cands.append(SetWager("wolf", 0, pair, 0))
        out += [w for w in cands if check(st, seat, w) is None]
        items = [t for t in p.spirits] + [
            TRIAL + k for k in range(len(p.trials)) if not p.promised(k)
        ]
        pairs = [Weigh((a,), (b,)) for i, a in enumerate(items) for b in items[i + 1 :]]
        out += [w for w in pairs[:12] if check(st, seat, w) is None]
        for k in range(len(p.trials)):
            if k not in p.used and k not in p.offers:
                out.append(Give(k, -1) if k in p.gives else Give(k, (seat + 1) % st.n))
        for k in range(len(p.trials)):
            for to, q in enumerate(st.p):
                if to != seat and q.trials:
                    trade = OfferTrade(k, to, 0)
                    if check(st, seat, trade) is None:
                        out.append(trade)
                        break
        out.append(Submit())
        bids = (0, 0) if st.final_round else tuple(p.bids)
        out.append(Orders(bids, p.prefs[0], p.prefs[1], "none", 0, (), 0))
    elif st.phase == REPLY:
        by, k, _ = open_offers(st, seat)[0]
        out = [AnswerTrade(by, k, True), AnswerTrade(by, k, False)]
    elif st.phase == PICK:
        out = [PickSpirit(t) for t in st.pool]
    elif st.phase == FINAL:
        n = len(st.items(seat))
        out = [Arrange(tuple((i + r) % 3 for i in range(n))) for r in range(3)]
    elif st.phase == GUESS:
        for k in range(4):
            out.append(Guess(tuple(-1 if s == seat else (s * 3 + k) % 20 for s in range(st.n))))
    return out
