"""Tiki Topple rules: the line of nine tikis, action cards, Secret Tiki cards, rounds, scoring.

Rulebook: shared/rules/seeds/003 (Gamewright, 2008); decisions: shared/rules/tiki-topple.md.
Positions count from the top of the line: position 0 is first place.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from functools import cache
from typing import Any

from totemgame.engine.game import Action, ActionCodec, Event, IllegalAction, Result, Seat
from totemgame.engine.rng import Rng
from totemgame.paths import load_data

GAME_ID = "tiki-topple"

Tiki = int  # index into the data file's [[tiki]] list
SecretCard = int  # index into the Secret Tiki deck


class Card(str, Enum):
    """The five kinds of action card."""

    UP1 = "up1"
    UP2 = "up2"
    UP3 = "up3"
    TOPPLE = "topple"
    TOAST = "toast"


CARDS: tuple[Card, ...] = tuple(Card)
UP_STEPS: dict[Card, int] = {Card.UP1: 1, Card.UP2: 2, Card.UP3: 3}


@dataclass(frozen=True)
class PlayCard(Action):
    """Play `card` on `tiki` (for Tiki Toast the tiki is always the bottom one)."""

    kind = "play"
    card: Card
    tiki: Tiki


CODEC = ActionCodec(PlayCard)


# -- game content (assets/data/tiki-topple.toml) --------------------------------------------
@dataclass(frozen=True)
class Content:
    """The data file, parsed into the shapes the rules use."""

    tiki_names: tuple[str, ...]
    groups: tuple[tuple[Tiki, ...], ...]  # the three back-symbol groups
    deck: tuple[tuple[Tiki, Tiki, Tiki], ...]  # Secret Tiki cards: 9-, 5-, 2-point tikis
    hand: tuple[int, ...]  # 2-player hand: count per Card, in CARDS order
    removed_with_more: Card  # card removed from each hand with 3 or 4 players
    points: tuple[int, int, int]
    best_position: tuple[int, int, int]  # 1-based: the lowest place that still scores
    tikis_left_ends_round: int
    max_tiebreak_rounds: int


@cache
def content() -> Content:
    data = load_data(GAME_ID)
    names = tuple(t["name"] for t in data["tiki"])
    index = {n: i for i, n in enumerate(names)}
    groups = tuple(
        tuple(i for i, t in enumerate(data["tiki"]) if t["group"] == g)
        for g in sorted(data["groups"])
    )
    deck = tuple(tuple(index[n] for n in card) for card in data["secret_deck"]["cards"])
    slots = [data["scoring"][k] for k in ("top", "middle", "bottom")]
    return Content(
        tiki_names=names,
        groups=groups,
        deck=deck,  # type: ignore[arg-type]
        hand=tuple(data["hand"][c.value] for c in CARDS),
        removed_with_more=Card(data["hand"]["removed_with_3_or_more"]),
        points=tuple(s["points"] for s in slots),  # type: ignore[arg-type]
        best_position=tuple(s["best_position"] for s in slots),  # type: ignore[arg-type]
        tikis_left_ends_round=data["game"]["tikis_left_ends_round"],
        max_tiebreak_rounds=data["game"]["max_tiebreak_rounds"],
    )


def tiki_name(tiki: Tiki) -> str:
    return content().tiki_names[tiki]


def starting_hand(players_in_round: int) -> list[int]:
    """Card counts for one hand: all 7 cards with 2 players, one Tiki Up 1 fewer with 3-4."""
    c = content()
    hand = list(c.hand)
    if players_in_round >= 3:
        hand[CARDS.index(c.removed_with_more)] -= 1
    return hand


def score_card(line: Sequence[Tiki], card: SecretCard) -> int:
    """Points one Secret Tiki card earns for the final line (top first)."""
    c = content()
    return score_tikis(line, c.deck[card])


def score_tikis(line: Sequence[Tiki], tikis: Sequence[Tiki]) -> int:
    """Points for a card naming `tikis` (9-, 5-, 2-point slots) against `line`."""
    c = content()
    total = 0
    for slot, tiki in enumerate(tikis):
        if tiki in line and line.index(tiki) < c.best_position[slot]:
            total += c.points[slot]
    return total


def setup_line(rng: Rng) -> list[Tiki]:
    """The three symbol groups in random order, each in random order: nine tikis, top first."""
    groups = [list(g) for g in content().groups]
    rng.shuffle(groups)
    line: list[Tiki] = []
    for g in groups:
        rng.shuffle(g)
        line.extend(g)
    return line


# -- the view -----------------------------------------------------------------------------
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

    def apply(self, seat: Seat, action: Action) -> list[Event]:
        self._check_legal(seat, action)
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
        own = self.secrets[seat] if seat is not None else None
        return TikiView(
            seat=seat,
            players=self.players,
            line=tuple(self.line),
            toasted=tuple(self.toasted),
            hands=tuple(tuple(h) for h in self.hands),
            played=tuple(tuple(p) for p in self.played),
            secret=own,
            active=self.active,
            to_move=self.to_move(),
            turns_taken=tuple(self.turns_taken),
            starter=self.starter,
            round=self.round,
            rounds_total=self.rounds_total,
            tiebreak=self.tiebreak,
            scores=tuple(self.scores),
            round_scores=tuple(tuple(r) for r in self.round_scores),
            revealed=tuple(tuple(r) for r in self.revealed),
            cycle_seen=tuple(self.cycle_seen),
            deck_left=len(self.deck),
            over=self.over,
            start_line=self.start_line,
            plays=tuple(self.plays),
        )

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
    def _check_legal(self, seat: Seat, action: Action) -> None:
        if self.over:
            raise IllegalAction("the game is over")
        if seat != self.turn:
            raise IllegalAction("it is not this player's turn")
        if not isinstance(action, PlayCard):
            raise IllegalAction("Tiki Topple is played with action cards")
        card, tiki = action.card, action.tiki
        if not isinstance(card, Card):
            raise IllegalAction(f"{card!r} is not an action card")
        if not self.hands[seat][CARDS.index(card)]:
            raise IllegalAction(f"no {card.value} card left in hand")
        if tiki not in self.line:
            raise IllegalAction("that tiki is not in the line")
        pos = self.line.index(tiki)
        if card in UP_STEPS and pos < UP_STEPS[card]:
            raise IllegalAction(f"a tiki in place {pos + 1} cannot move up {UP_STEPS[card]}")
        if card is Card.TOAST:
            if self.turns_taken[seat] == 0:
                raise IllegalAction("Tiki Toast may not be played on your first turn of a round")
            if pos != len(self.line) - 1:
                raise IllegalAction("Tiki Toast removes only the bottom tiki")

    def _play(self, seat: Seat, card: Card, tiki: Tiki) -> list[Event]:
        line = self.line
        pos = line.index(tiki)
        name = tiki_name(tiki)
        if card is Card.TOAST:
            line.pop()
            self.toasted.append(tiki)
            event = Event(
                "play_toast", {"player": seat, "tiki": name, "tiki_id": tiki, "from": pos}
            )
        elif card is Card.TOPPLE:
            line.pop(pos)
            line.append(tiki)
            event = Event(
                "play_topple",
                {"player": seat, "tiki": name, "tiki_id": tiki, "from": pos, "to": len(line) - 1},
            )
        else:
            steps = UP_STEPS[card]
            line.pop(pos)
            line.insert(pos - steps, tiki)
            event = Event(
                "play_up",
                {
                    "player": seat,
                    "tiki": name,
                    "tiki_id": tiki,
                    "steps": steps,
                    "from": pos,
                    "to": pos - steps,
                },
            )
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
            top, mid, bottom = (tiki_name(t) for t in deck[self.secrets[s]])  # type: ignore[index]
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
            top, mid, bottom = (tiki_name(t) for t in deck[self.secrets[s]])  # type: ignore[index]
            events.append(
                Event(
                    "secret_dealt",
                    {"top": top, "middle": mid, "bottom": bottom},
                    visible_to=(s,),
                    barrier=True,
                )
            )
        return events


# -- construction and determinization ------------------------------------------------------
def new_game(players: int, options: Mapping[str, Any], seed: int) -> TikiToppleState:
    """A new game: rounds = players (4 with 2 players) unless the 'rounds' option says more
    (the option only lengthens the game: "for a longer game, set a higher number of rounds")."""
    standard = 4 if players == 2 else players
    rounds = max(standard, int(options.get("rounds", 0) or 0))
    return TikiToppleState(players, rounds, seed)


def world_from_secrets(
    view: TikiView, secrets: Mapping[Seat, SecretCard], rng: Rng
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
