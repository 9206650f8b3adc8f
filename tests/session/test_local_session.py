"""LocalSession without a window: simultaneous decisions, hand-offs and AI requests."""

from __future__ import annotations

import pickle
from dataclasses import dataclass
from types import SimpleNamespace

from totemgame.engine.game import Action, ActionCodec, Event, GameSpec, IllegalAction, Result
from totemgame.engine.match import Match
from totemgame.engine.record import GameRecord, SeatInfo
from totemgame.engine.seeds import agent_seed
from totemgame.session.local import LocalSession
from totemgame.settings import Settings


@dataclass(frozen=True)
class Bid(Action):
    kind = "bid"
    amount: int


@dataclass(frozen=True)
class BidView:
    seat: int | None
    sealed: tuple[bool, ...]  # who has bid (never how much) until all have
    bids: tuple[int, ...] | None

    @property
    def scores(self) -> None:
        return None

    @property
    def round(self) -> None:
        return None

    @property
    def tiebreak(self) -> int:
        return 0


class SealedBid:
    """Everyone bids at once; bids are revealed when all are in."""

    def __init__(self, players: int) -> None:
        self.bids: list[int | None] = [None] * players

    def to_move(self):
        return () if self.is_over() else tuple(s for s, b in enumerate(self.bids) if b is None)

    def legal_actions(self, seat):
        return [Bid(n) for n in range(1, 4)] if self.bids[seat] is None else []

    def check(self, seat, action):
        if seat not in self.to_move() or action not in self.legal_actions(seat):
            return "no"
        return None

    def opening_events(self):
        return []

    def apply(self, seat, action):
        if self.check(seat, action):
            raise IllegalAction("no")
        self.bids[seat] = action.amount
        events = [Event("sealed", {"seat": seat})]
        if self.is_over():
            events.append(Event("reveal", {}, barrier=True))
        return events

    def is_over(self):
        return all(b is not None for b in self.bids)

    def result(self):
        return Result.from_keys(self.bids, self.bids)

    def view(self, seat):
        return BidView(
            seat,
            tuple(b is not None for b in self.bids),
            tuple(self.bids) if self.is_over() else None,
        )

    def clone(self):
        s = SealedBid(len(self.bids))
        s.bids = list(self.bids)
        return s


MODULE = SimpleNamespace(
    spec=GameSpec("sealed", "Sealed", 2, 3, "bid"),
    new_game=lambda players, options, seed: SealedBid(players),
    codec=ActionCodec(Bid),
    hint_position=None,  # hints seeded by the move number, as GameModule's default
)


class FakeTicket:
    def __init__(self, action):
        self.action, self.started, self.cancelled = action, 0.0, False

    def done(self):
        return True

    def result(self):
        return self.action

    def cancel(self):
        self.cancelled = True


class FakeWorker:
    def __init__(self):
        self.requests = []

    def request(self, game_id, difficulty, view, seed, seconds):
        self.requests.append((difficulty, view, seconds))
        return FakeTicket(Bid(2))


def controller(kinds, worker=None):
    seats = [SeatInfo(k, f"S{i}", i) for i, k in enumerate(kinds)]
    match = Match(GameRecord("sealed", {}, seats, 1), MODULE)
    return LocalSession(match, worker, Settings(), autosave=False, min_delay=0.0)


def test_simultaneous_humans_decide_one_by_one_behind_handoffs():
    c = controller(["human", "human"])
    assert c.pending_handoff == 0 and c.view().seat is None
    c.accept_handoff()
    assert c.submit(Bid(3))
    c.update()
    assert c.pending_handoff == 1
    assert c.accept_handoff() == 1
    assert c.view().bids is None  # seat 0's bid stays hidden from seat 1
    assert c.submit(Bid(1))
    assert c.match.is_over()


def test_ai_decides_from_its_own_view_with_the_preset_time_cap():
    worker = FakeWorker()
    c = controller(["human", "ai:hard"], worker)
    c.update()
    difficulty, view, seconds = worker.requests[0]
    assert difficulty == "hard" and view.seat == 1 and seconds == 1.5
    assert c.match.seats[1].difficulty == "hard"
    assert c.human_to_move() == 0  # the human decides at the same time
    assert c.submit(Bid(1))
    c.update()
    assert c.match.is_over()


def test_undo_is_refused_past_a_revealed_secret():
    worker = FakeWorker()
    c = controller(["human", "ai:easy"], worker)
    c.update()
    c.update()  # the AI bids
    c.submit(Bid(1))  # the reveal is a barrier
    assert not c.can_undo()


def test_a_loaded_game_remembers_each_humans_last_move_for_the_summary():
    seats = [SeatInfo("human", f"S{i}", i) for i in range(3)]
    record = GameRecord("sealed", {}, seats, 1)
    record.actions = [(1, Bid(2).to_json())]
    c = LocalSession(Match(record, MODULE), None, Settings(), autosave=False, min_delay=0.0)
    assert c.seen_ply == {1: 1}  # seat 1 saw up to its own bid; the others saw nothing yet


class TwoSealedRounds(SealedBid):
    """Two sealed-bid rounds; when a round's bids are all in, each bidder is told privately
    what they paid (the kind of answer Totemic Might's wagers give at a round's end)."""

    def __init__(self, players: int) -> None:
        super().__init__(players)
        self.round = 1

    def apply(self, seat, action):
        events = super().apply(seat, action)
        if all(b is not None for b in self.bids):
            events += [
                Event("paid", {"n": b}, visible_to=(s,), barrier=True)
                for s, b in enumerate(self.bids)
            ]
            if self.round == 1:
                self.round, self.bids = 2, [None] * len(self.bids)
        return events

    def is_over(self):
        return self.round == 2 and super().is_over()


def test_the_last_human_to_act_finds_their_own_private_answer_in_the_next_summary():
    module = SimpleNamespace(
        spec=GameSpec("sealed2", "Sealed twice", 2, 3, "bid"),
        new_game=lambda players, options, seed: TwoSealedRounds(players),
        codec=ActionCodec(Bid),
        hint_position=None,
    )
    seats = [SeatInfo("human", f"S{i}", i) for i in range(2)]
    c = LocalSession(
        Match(GameRecord("sealed2", {}, seats, 1), module), None, Settings(), autosave=False
    )
    c.accept_handoff()
    assert c.submit(Bid(3))
    c.update()
    assert c.accept_handoff() == 1
    assert c.submit(Bid(1))  # the round resolves on seat 1's bid: a secret for each, so the
    # table turns public and both bidders pass through a hand-off
    assert c.view().seat is None
    c.update()
    recaps = {}
    for _ in range(2):
        seat = c.pending_handoff
        recaps[seat] = [le.event for le in c.summary_for(seat)]
        c.accept_handoff()
        c.mark_seen(seat)
        c.submit(Bid(2))
        c.update()
    assert Event("paid", {"n": 1}, visible_to=(1,), barrier=True) in recaps[1]
    assert Event("paid", {"n": 3}, visible_to=(0,), barrier=True) in recaps[0]
    assert all(e.visible(1) for e in recaps[1]) and all(e.visible(0) for e in recaps[0])


class SeedSpy:
    """A worker that records everything an agent would be handed, and never answers."""

    def __init__(self):
        self.requests = []

    def request(self, game_id, difficulty, view, seed, seconds, explain=False):
        self.requests.append((game_id, difficulty, view, seed, seconds, explain))
        return SimpleNamespace(done=lambda: False, cancel=lambda: None, started=0.0)


def test_agents_and_hints_get_seeds_keyed_by_the_games_salt_and_never_the_salt():
    from totemgame import games

    for game_id in games.ids():
        module = games.get(game_id)
        players = module.spec.min_players
        seats = [SeatInfo("human", "H", 0)] + [
            SeatInfo("ai:easy", f"A{i}", i) for i in range(1, players)
        ]
        record = GameRecord(game_id, {}, seats, 2024)
        spy = SeedSpy()
        c = LocalSession(Match(record, module), spy, Settings(), autosave=False, min_delay=0)
        while not spy.requests:  # random moves for the human until an AI is asked
            if c.human_to_move() is not None:
                c.submit(c.match.state.legal_actions(0)[0])
            c.update()
        seat = spy.requests[0][2].seat
        assert spy.requests[0][3] == agent_seed(record.salt, 2024, seat, c.match.ply)
        twin = GameRecord(game_id, {}, seats, 2024, list(record.actions))  # its own salt
        other = LocalSession(Match(twin, module), SeedSpy(), Settings(), autosave=False)
        assert other.ai_seed(seat) != c.ai_seed(seat)
        assert c.ai_seed(seat, purpose="hint") != c.ai_seed(seat)
        handed = pickle.dumps(spy.requests)
        assert record.salt.encode() not in handed and bytes.fromhex(record.salt) not in handed


def test_a_hint_is_seeded_from_the_salt_too():
    spy = SeedSpy()
    c = controller(["human", "ai:easy"], spy)
    assert c.request_hint()
    *_, seed, _, explain = spy.requests[-1]
    record = c.match.record
    assert explain and seed == agent_seed(record.salt, record.seed, 0, 0, purpose="hint")
