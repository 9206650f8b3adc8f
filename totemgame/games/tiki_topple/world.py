"""Determinization: full Tiki Topple states consistent with what one seat knows."""

from __future__ import annotations

from collections.abc import Mapping

from totemgame.engine.game import Seat
from totemgame.engine.rng import Rng
from totemgame.games.tiki_topple.actions import SecretCard
from totemgame.games.tiki_topple.content import content
from totemgame.games.tiki_topple.rules import TikiToppleState
from totemgame.games.tiki_topple.view import TikiView


def world_from_secrets(
    view: TikiView, secrets: Mapping[Seat, SecretCard | None], rng: Rng
) -> TikiToppleState:
    """A full state matching `view`, with the other seats' Secret Tiki cards set to `secrets`
    and the rest of the unseen cards shuffled into the deck."""
    s = TikiToppleState.__new__(TikiToppleState)
    s.players = view.players
    s.rounds_total = view.rounds_total
    s.line = list(view.line)
    s.toasted = list(view.toasted)
    s.hands = [list(h) for h in view.hands]
    s.played = [list(p) for p in view.played]
    s.active = view.active
    s.turn = view.to_move[0] if view.to_move else view.starter
    s.turns_taken = list(view.turns_taken)
    s.starter = view.starter
    s.round = view.round
    s.tiebreak = view.tiebreak
    s.scores = list(view.scores)
    s.round_scores = [list(r) for r in view.round_scores]
    s.revealed = [list(r) for r in view.revealed]
    s.cycle_seen = list(view.cycle_seen)
    s.over = view.over
    s.start_line = view.start_line
    s.plays = list(view.plays)
    s.rng = rng.fork()
    s.opening = []
    s.secrets = [None] * view.players
    for seat in view.active:
        s.secrets[seat] = view.secret if seat == view.seat else secrets[seat]
    held = {c for c in s.secrets if c is not None}
    unseen = [c for c in unseen_cards(view) if c not in held]
    rng.shuffle(unseen)
    s.deck = unseen[: view.deck_left]
    return s


def unseen_cards(view: TikiView) -> list[SecretCard]:
    """Cards that could be in another seat's hand or in the deck, as far as `view` knows."""
    known = set(view.cycle_seen)
    if view.secret is not None:
        known.add(view.secret)
    return [c for c in range(len(content().deck)) if c not in known]


def sample_world(view: TikiView, rng: Rng) -> TikiToppleState:
    """A state consistent with `view`: others' Secret Tiki cards drawn uniformly from the unseen
    (at the game over, the cards they revealed: the deck keeps `deck_left` cards)."""
    others = [s for s in view.active if s != view.seat]
    if view.over:  # the last round's cards were revealed and stay where they were
        return world_from_secrets(view, {s: view.revealed[-1][s] for s in others}, rng)
    pool = unseen_cards(view)
    rng.shuffle(pool)
    return world_from_secrets(view, dict(zip(others, pool, strict=False)), rng)
