"""Determinization for Totemix: a whole state consistent with one seat's view."""

from __future__ import annotations

from totemgame.engine.rng import Rng
from totemgame.games.totemix.content import content
from totemgame.games.totemix.rules import TotemixState
from totemgame.games.totemix.sheet import Player
from totemgame.games.totemix.view import TotemixView


def sample_world(view: TotemixView, rng: Rng) -> TotemixState:
    """A state matching `view`: the unseen deck shuffled, others' pending bids drawn at random."""
    s = TotemixState.__new__(TotemixState)
    s.players, s.mode, s.round, s.phase, s.card = (
        view.players, view.mode, view.round, view.phase, view.card,
    )  # fmt: skip
    s.rng = rng.fork()
    s.cycle_seen = list(view.cycle_seen)
    unseen = [c for c in range(len(content().deck)) if c not in view.cycle_seen]
    rng.shuffle(unseen)
    s.deck = unseen[: view.deck_left]
    s.last_bids, s.last_rows, s.last_gains = view.last_bids, view.last_rows, view.last_gains
    s.over = view.over
    s.opening = []
    s.round_scores = []
    s.p = []
    for seat, sv in enumerate(view.seats):
        pl = player_of(view, seat)
        if sv.has_bid:
            pl.bid = view.own_bid if seat == view.seat else rng.randint(0, sv.crystals)
        s.p.append(pl)
    return s


def player_of(view: TotemixView, seat: int) -> Player:
    """A Player with `seat`'s public sheet, pole, crystals and resources still to place."""
    sv = view.seats[seat]
    return Player(
        view.mode,
        sv.crystals,
        list(sv.marks),
        list(sv.done),
        list(sv.active),
        list(sv.pole),
        list(sv.pending),
        None,
        sv.confirmed,
        list(sv.steps),
        tuple(list(x) for x in sv.start) if sv.start else (),
    )
