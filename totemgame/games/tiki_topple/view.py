"""What one seat of Tiki Topple knows: the line, the hands' counts, its own Secret Tiki card."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from totemgame.engine.game import Seat
from totemgame.games.tiki_topple.actions import Card, SecretCard, Tiki


@dataclass(frozen=True)
class TikiView:
    """What one seat (or the public, seat None) knows. Others' Secret Tiki cards are absent."""

    seat: Seat | None
    players: int
    line: tuple[Tiki, ...]
    toasted: tuple[Tiki, ...]
    hands: tuple[tuple[int, ...], ...]  # card counts per seat: public (hand minus discards)
    played: tuple[tuple[Card, ...], ...]  # discard piles this round
    secret: SecretCard | None  # own card; None for the public or a seat sitting out
    active: tuple[Seat, ...]  # seats playing this round (tie-break rounds: the tied seats)
    to_move: tuple[Seat, ...]
    turns_taken: tuple[int, ...]
    starter: Seat
    round: int
    rounds_total: int
    tiebreak: int  # 0 in regular rounds; 1.. in tie-break rounds
    scores: tuple[int, ...]
    round_scores: tuple[tuple[int, ...], ...]
    revealed: tuple[tuple[SecretCard | None, ...], ...]  # per finished round, per seat
    cycle_seen: tuple[SecretCard, ...]  # revealed cards drawn since the deck was last shuffled
    deck_left: int
    over: bool
    # This round's plays, public: the line as dealt, then (seat, card, tiki) in order. The AI
    # reads opponents' likely Secret Tiki cards from them.
    start_line: tuple[Tiki, ...] = ()
    plays: tuple[tuple[Seat, Card, Tiki], ...] = ()


class TikiPosition(Protocol):
    """What a view is cut from: the fields of the game's state (rules.TikiToppleState) that
    make_view reads, so this module needs nothing of rules.py, which builds its views here."""

    players: int
    line: list[Tiki]
    toasted: list[Tiki]
    hands: list[list[int]]
    played: list[list[Card]]
    secrets: list[SecretCard | None]
    active: tuple[Seat, ...]
    turns_taken: list[int]
    starter: Seat
    round: int
    rounds_total: int
    tiebreak: int
    scores: list[int]
    round_scores: list[list[int]]
    revealed: list[list[SecretCard | None]]
    cycle_seen: list[SecretCard]
    deck: list[SecretCard]
    over: bool
    start_line: tuple[Tiki, ...]
    plays: list[tuple[Seat, Card, Tiki]]

    def to_move(self) -> tuple[Seat, ...]:
        """The seats to move now."""
        ...


def make_view(state: TikiPosition, seat: Seat | None) -> TikiView:
    """`state` as `seat` sees it (seat None: the public)."""
    own = state.secrets[seat] if seat is not None else None
    return TikiView(
        seat=seat,
        players=state.players,
        line=tuple(state.line),
        toasted=tuple(state.toasted),
        hands=tuple(tuple(h) for h in state.hands),
        played=tuple(tuple(p) for p in state.played),
        secret=own,
        active=state.active,
        to_move=state.to_move(),
        turns_taken=tuple(state.turns_taken),
        starter=state.starter,
        round=state.round,
        rounds_total=state.rounds_total,
        tiebreak=state.tiebreak,
        scores=tuple(state.scores),
        round_scores=tuple(tuple(r) for r in state.round_scores),
        revealed=tuple(tuple(r) for r in state.revealed),
        cycle_seen=tuple(state.cycle_seen),
        deck_left=len(state.deck),
        over=state.over,
        start_line=state.start_line,
        plays=tuple(state.plays),
    )
