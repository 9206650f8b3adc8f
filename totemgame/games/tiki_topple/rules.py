"""Tiki Topple rules: the line of nine tikis, action cards, Secret Tiki cards, rounds, scoring.

Rulebook: shared/rules/seeds/003 (Gamewright, 2008); decisions: shared/rules/tiki-topple.md.
Positions count from the top of the line: position 0 is first place.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from totemgame.engine.game import Action, Event, IllegalAction, Result, Seat
from totemgame.engine.refusal import Refusal
from totemgame.engine.rng import Rng
from totemgame.games.tiki_topple.actions import (
    CARDS,
    CODEC,
    UP_STEPS,
    Card,
    PlayCard,
    SecretCard,
    Tiki,
)
from totemgame.games.tiki_topple.content import (
    GAME_ID,
    content,
    reason,
    tiki_name,
)
from totemgame.games.tiki_topple.effects import card_played
from totemgame.games.tiki_topple.legality import card_refusal, tiki_refusal
from totemgame.games.tiki_topple.scoring import score_card, score_tikis
from totemgame.games.tiki_topple.view import TikiView, make_view

__all__ = [
    "CARDS",
    "CODEC",
    "GAME_ID",
    "UP_STEPS",
    "Card",
    "PlayCard",
    "TikiToppleState",
    "card_refusal",
    "new_game",
    "score_card",
    "score_tikis",
    "setup_line",
    "starting_hand",
    "tiki_refusal",
]


# -- the line and the scoring -------------------------------------------------------------
def starting_hand(players_in_round: int) -> list[int]:
    """Card counts for one hand: all 7 cards with 2 players, one Tiki Up 1 fewer with 3-4."""
    c = content()
    hand = list(c.hand)
    if players_in_round >= 3:
        hand[CARDS.index(c.removed_with_more)] -= 1
    return hand


def setup_line(rng: Rng) -> list[Tiki]:
    """The three symbol groups in random order, each in random order: nine tikis, top first."""
    groups = [list(g) for g in content().groups]
    rng.shuffle(groups)
    line: list[Tiki] = []
    for g in groups:
        rng.shuffle(g)
        line.extend(g)
    return line


# -- the state ----------------------------------------------------------------------------
class TikiToppleState:
    """The whole truth of a game of Tiki Topple."""

    __slots__ = (
        "players", "rounds_total", "line", "toasted", "hands", "played", "secrets", "deck",
        "cycle_seen", "active", "turn", "turns_taken", "starter", "round", "tiebreak", "scores",
        "round_scores", "revealed", "over", "rng", "start_line", "plays", "opening",
    )  # fmt: skip

    def __init__(self, players: int, rounds_total: int, seed: int) -> None:
        if not 2 <= players <= 4:
            raise ValueError("Tiki Topple is for 2 to 4 players")
        self.players = players
        self.rounds_total = rounds_total
        self.rng = Rng(seed)
        self.deck: list[SecretCard] = list(range(len(content().deck)))
        self.rng.shuffle(self.deck)
        self.cycle_seen: list[SecretCard] = []
        self.scores = [0] * players
        self.round_scores: list[list[int]] = []
        self.revealed: list[list[SecretCard | None]] = []
        self.round = 0
        self.tiebreak = 0
        self.over = False
        self.line: list[Tiki] = []
        self.toasted: list[Tiki] = []
        self.hands: list[list[int]] = []
        self.played: list[list[Card]] = []
        self.secrets: list[SecretCard | None] = []
        self.turns_taken: list[int] = []
        self.active: tuple[Seat, ...] = tuple(range(players))
        self.starter = self.rng.randint(0, players - 1)  # no coconut rule: chosen at random
        self.turn = self.starter
        self.opening = self._start_round(self.active, self.starter)

    def opening_events(self) -> list[Event]:
        """What happened before the first action: the first deal (for the game log)."""
        return list(self.opening)

    # -- contract ----------------------------------------------------------------------
    def to_move(self) -> tuple[Seat, ...]:
        return () if self.over else (self.turn,)

    def is_over(self) -> bool:
        return self.over

    def legal_actions(self, seat: Seat) -> list[PlayCard]:
        if self.over or seat != self.turn:
            return []
        out: list[PlayCard] = []
        hand = self.hands[seat]
        line = self.line
        for ci, card in enumerate(CARDS):
            if not hand[ci]:
                continue
            if card is Card.TOPPLE:
                out.extend(PlayCard(card, t) for t in line)
            elif card is Card.TOAST:
                if self.turns_taken[seat] > 0:
                    out.append(PlayCard(card, line[-1]))
            else:
                out.extend(PlayCard(card, t) for t in line[UP_STEPS[card] :])
        return out

    def check(self, seat: Seat, action: Action) -> Refusal | None:
        """Why `seat` may not play `action` now, in the game's words; None if it may."""
        if self.over:
            return reason("over")
        if seat != self.turn:
            return reason("not_your_turn")
        if not isinstance(action, PlayCard) or not isinstance(action.card, Card):
            return reason("not_a_card")
        card, tiki = action.card, action.tiki
        held = self.hands[seat][CARDS.index(card)]
        return card_refusal(card, held, self.turns_taken[seat]) or tiki_refusal(
            card, tiki, self.line, self.toasted
        )

    def apply(self, seat: Seat, action: Action) -> list[Event]:
        why = self.check(seat, action)
        if why is not None:
            raise IllegalAction(why)
        assert isinstance(action, PlayCard)
        return self._play(seat, action.card, action.tiki)

    def result(self) -> Result:
        return Result.from_keys(
            self.scores,
            self.scores,
            round_scores=[list(r) for r in self.round_scores],
            rounds=len(self.round_scores),
            revealed=[list(r) for r in self.revealed],
        )

    def view(self, seat: Seat | None) -> TikiView:
        return make_view(self, seat)

    def clone(self) -> TikiToppleState:
        other = TikiToppleState.__new__(TikiToppleState)
        other.players = self.players
        other.rounds_total = self.rounds_total
        other.line = self.line[:]
        other.toasted = self.toasted[:]
        other.hands = [h[:] for h in self.hands]
        other.played = [p[:] for p in self.played]
        other.secrets = self.secrets[:]
        other.deck = self.deck[:]
        other.cycle_seen = self.cycle_seen[:]
        other.active = self.active
        other.turn = self.turn
        other.turns_taken = self.turns_taken[:]
        other.starter = self.starter
        other.round = self.round
        other.tiebreak = self.tiebreak
        other.scores = self.scores[:]
        other.round_scores = [r[:] for r in self.round_scores]
        other.revealed = [r[:] for r in self.revealed]
        other.over = self.over
        other.rng = self.rng.clone()
        other.opening = self.opening
        other.start_line = self.start_line
        other.plays = self.plays[:]
        return other

    # -- rules -------------------------------------------------------------------------
    def _play(self, seat: Seat, card: Card, tiki: Tiki) -> list[Event]:
        event = card_played(self.line, self.toasted, seat, card, tiki)
        self.hands[seat][CARDS.index(card)] -= 1
        self.played[seat].append(card)
        self.plays.append((seat, card, tiki))
        self.turns_taken[seat] += 1
        events = [event]
        if self._round_over():
            events += self._end_round()
        else:
            self.turn = self._next_active(seat)
        # The rulebook has no pass: every turn must offer a play (the rules guarantee it).
        assert self.over or self.legal_actions(self.turn), "a turn without a legal play"
        return events

    def _round_over(self) -> bool:
        if len(self.line) <= content().tikis_left_ends_round:
            return True
        return all(sum(self.hands[s]) == 0 for s in self.active)

    def _next_active(self, seat: Seat) -> Seat:
        for step in range(1, self.players + 1):
            nxt = (seat + step) % self.players
            if nxt in self.active:
                return nxt
        raise AssertionError("no active seat")

    def _end_round(self) -> list[Event]:
        """Reveal the Secret Tiki cards, score them, then start the next round or end the game."""
        points = [0] * self.players
        for s in self.active:
            secret = self.secrets[s]
            assert secret is not None
            points[s] = score_card(self.line, secret)
            self.scores[s] += points[s]
        self.round_scores.append(points)
        self.revealed.append(self.secrets[:])
        self.cycle_seen.extend(c for c in self.secrets if c is not None)
        names = [tiki_name(t) for t in self.line[:3]]
        events = [
            Event(
                "round_end",
                {"round": self.round, "top3": names, "line": list(self.line)},
                barrier=True,
            )
        ]
        deck = content().deck
        for s in self.active:
            top, mid, bottom = (tiki_name(t) for t in deck[self._secret(s)])
            events.append(
                Event(
                    "round_score",
                    {
                        "player": s,
                        "top": top,
                        "middle": mid,
                        "bottom": bottom,
                        "points": points[s],
                        "card": self.secrets[s],
                    },
                    barrier=True,
                )
            )
        leaders = self._leaders()
        regular_done = self.round >= self.rounds_total
        if regular_done and (len(leaders) == 1 or self.tiebreak >= content().max_tiebreak_rounds):
            self.over = True
            best = self.scores[leaders[0]]
            key = "game_over" if len(leaders) == 1 else "game_over_shared"
            winners = [s for s in leaders]
            events.append(Event(key, {"winners": winners, "score": best}))
            return events
        if regular_done:
            self.tiebreak += 1
            active = leaders
        else:
            active = tuple(range(self.players))
        starter = self._next_after(self.starter, active)
        events += self._start_round(active, starter)
        return events

    def _secret(self, seat: Seat) -> SecretCard:
        """The Secret Tiki card of a seat playing this round."""
        secret = self.secrets[seat]
        assert secret is not None, "a seat playing this round holds a Secret Tiki card"
        return secret

    def _leaders(self) -> tuple[Seat, ...]:
        best = max(self.scores)
        return tuple(s for s in range(self.players) if self.scores[s] == best)

    def _next_after(self, seat: Seat, active: Sequence[Seat]) -> Seat:
        """The next seat to the left of `seat` that plays in the coming round."""
        for step in range(1, self.players + 1):
            nxt = (seat + step) % self.players
            if nxt in active:
                return nxt
        raise AssertionError("no active seat")

    def _start_round(self, active: tuple[Seat, ...], starter: Seat) -> list[Event]:
        self.round += 1
        self.active = active
        self.starter = starter
        self.turn = starter
        self.line = setup_line(self.rng)
        self.start_line = tuple(self.line)
        self.plays: list[tuple[Seat, Card, Tiki]] = []
        self.toasted = []
        hand = starting_hand(len(active))
        self.hands = [hand[:] if s in active else [0] * len(CARDS) for s in range(self.players)]
        self.played = [[] for _ in range(self.players)]
        self.turns_taken = [0] * self.players
        self.secrets = [None] * self.players
        for s in active:
            if not self.deck:
                # The deck ran out: every card not in a hand is shuffled into a new deck.
                held = set(self.secrets)
                self.deck = [c for c in range(len(content().deck)) if c not in held]
                self.rng.shuffle(self.deck)
                self.cycle_seen = []
            self.secrets[s] = self.deck.pop()
        events: list[Event] = []
        if self.tiebreak:
            events.append(
                Event("tiebreak_start", {"round": self.tiebreak, "players": list(active)})
            )
        events.append(Event("round_start", {"round": self.round, "player": starter}, barrier=True))
        deck = content().deck
        for s in active:
            top, mid, bottom = (tiki_name(t) for t in deck[self._secret(s)])
            events.append(
                Event(
                    "secret_dealt",
                    {"top": top, "middle": mid, "bottom": bottom},
                    visible_to=(s,),
                    barrier=True,
                )
            )
        return events


# -- construction --------------------------------------------------------------------------
def new_game(players: int, options: Mapping[str, Any], seed: int) -> TikiToppleState:
    """A new game: rounds = players (4 with 2 players) unless the 'rounds' option says more
    (the option only lengthens the game: "for a longer game, set a higher number of rounds")."""
    standard = 4 if players == 2 else players
    rounds = max(standard, int(options.get("rounds", 0) or 0))
    return TikiToppleState(players, rounds, seed)
