"""Totemic Might rules, each in isolation, and the rulebook's ranking example."""

from __future__ import annotations

import pytest

from totemgame.engine.game import IllegalAction, Result
from totemgame.engine.rng import Rng
from totemgame.games.totemic_might.actions import (
    TRIAL,
    Arrange,
    Give,
    Guess,
    Orders,
    PickSpirit,
    SetBid,
    SetPrefs,
    SetWager,
    Submit,
    Weigh,
)
from totemgame.games.totemic_might.facts import holds_all
from totemgame.games.totemic_might.hints import generate
from totemgame.games.totemic_might.resolve import bidding_order, snake_letter
from totemgame.games.totemic_might.rules import MightState, new_game
from totemgame.games.totemic_might.scoring import (
    balanced,
    final_items,
    final_score,
    heaviest_lightest,
    opal_winner,
    pan_weights,
    ranking_keys,
)


def _submit_all(st: MightState) -> list:
    events = []
    for s in list(st.to_move()):
        events += st.apply(s, Submit())
    return events


def test_setup_weights_starts_pool_and_chips():
    st = new_game(7, {}, 1)
    assert sorted(st.weights) == list(range(1, 21))
    starts = [p.start for p in st.p]
    assert len(set(starts)) == 7 and not set(starts) & set(st.pool) and len(st.pool) == 10
    assert all(p.chips == 120 and p.garnets == 5 for p in st.p)
    assert new_game(3, {"short": True}, 1).p[0].chips == 60
    # own starting weight is known to its owner only
    v0, v1 = st.view(0), st.view(1)
    assert v0.start == st.p[0].start and v0.start_weight == st.weights[st.p[0].start]
    assert st.p[0].start not in v1.spirits[0]
    assert st.view(None).start == -1 and not st.view(None).facts


def test_bids_limits():
    st = new_game(3, {}, 2)
    legal = st.legal_actions(0)
    assert SetBid(0, 10) in legal and SetBid(0, 11) not in legal and SetBid(0, 0) not in legal
    st.apply(0, SetBid(0, 10))
    assert SetBid(1, 6) not in st.legal_actions(0)  # 15 at most in total
    assert SetBid(1, 5) in st.legal_actions(0)
    with pytest.raises(IllegalAction):
        st.apply(0, SetBid(0, 10))  # no change is refused
    st.p[1].chips = 1
    assert SetBid(1, 0) in st.legal_actions(1) or st.p[1].bids[1] == 0


def test_series_highest_bid_picks_first_and_ties_follow_priority():
    assert bidding_order([3, 5, 3, 1], [2, 0, 1, 3]) == [1, 2, 0, 3]
    st = new_game(3, {}, 3)
    st.priority = [2, 1, 0]
    items = st.series[0]
    for s in range(3):
        st.apply(s, SetPrefs(0, (1, 0, 2, 3, 4, 5)))
    st.apply(0, SetBid(0, 4))
    _submit_all(st)
    # seat 0 bid highest and took item 1; seats 1 and 2 tied at 1: seat 2 (higher) took item 0
    assert items[1] in st.p[0].trials and items[0] in st.p[2].trials
    assert items[2] in st.p[1].trials
    assert st.p[0].chips == 120 - 4 - 1
    # the tie's winner (seat 2) moved to the bottom of the list


def test_weighing_answers_privately_and_truly():
    st = new_game(3, {}, 4)
    p = st.p[0]
    p.trials = [5, 9]
    a = Weigh((p.start,), (TRIAL + 0, TRIAL + 1))
    events = st.apply(0, a)
    ev = events[0]
    assert ev.visible_to == (0,)
    lw, rw = st.weights[p.start], st.weights[5] + st.weights[9]
    assert ev.params["result_code"] == ("left" if lw > rw else "right" if lw < rw else "balanced")
    assert holds_all(p.facts[-1].cons, st.weights)
    with pytest.raises(IllegalAction):
        st.apply(0, a)  # the same weighing twice
    with pytest.raises(IllegalAction):
        st.apply(0, Give(0, 1))  # a weighed trial cannot be given
    st.apply(0, Weigh((TRIAL + 0,), (TRIAL + 1,)))
    st.apply(0, Weigh((p.start, TRIAL + 1), (TRIAL + 0,)))
    assert Weigh((p.start,), (TRIAL + 1,)) not in st.legal_actions(0)  # three per round
    _submit_all(st)
    assert 5 not in p.trials[:2] or p.trials[:2] != [5, 9]  # weighed trials crumble


def test_gift_moves_a_trial_at_the_end_of_the_round():
    st = new_game(3, {}, 5)
    st.p[0].trials = [7]
    st.apply(0, Give(0, 2))
    _submit_all(st)
    assert 7 not in st.p[0].trials and 7 in st.p[2].trials


def test_no_trial_gives_an_extra_spirit_shared_when_several():
    st = new_game(4, {}, 6)
    # everyone wants the garnet first; the tie's winner drops to the bottom after series A,
    # so another player takes series B's garnet and everyone ends with a trial totem
    for s in range(4):
        st.apply(s, Orders((1, 1), (5, 0, 1, 2, 3, 4), (5, 0, 1, 2, 3, 4), "none", 0, (), 0))
    assert all(p.trials for p in st.p)
    # five high bidders take all ten trial totems: the two others get the same pool totem
    st2 = new_game(7, {}, 7)
    pool_before = list(st2.pool)
    for s in range(7):
        bids = (5, 5) if s < 5 else (1, 1)
        st2.apply(s, Orders(bids, tuple(range(6)), tuple(range(6)), "none", 0, (), 0))
    assert len(st2.p[5].spirits) == len(st2.p[6].spirits) == 2
    assert st2.p[5].spirits[1] == st2.p[6].spirits[1] in pool_before
    assert st2.p[5].spirits[1] not in st2.pool
    # a single player without a trial picks the totem (phase "pick")
    st3 = new_game(3, {}, 8)
    for s in range(3):
        bids = (5, 5) if s < 2 else (1, 1)
        prefs = tuple(range(6)) if s < 2 else (5, 0, 1, 2, 3, 4)
        st3.apply(s, Orders(bids, prefs, prefs, "none", 0, (), 0))
    assert st3.phase == "pick" and st3.to_move() == (2,)
    choice = st3.pool[3]
    st3.apply(2, PickSpirit(choice))
    assert st3.p[2].spirits[1] == choice and st3.phase == "orders"


def test_hints_are_always_true_and_lifts_follow_informativeness():
    for seed in range(30):
        rng = Rng(seed)
        w = list(range(1, 21))
        rng.shuffle(w)
        hints = generate(w, rng)
        assert len(hints) == 10
        assert all(holds_all(h.cons, w) for h in hints)
        assert all(11 <= h.lift <= 20 for h in hints) and max(h.lift for h in hints) == 20
        for a in hints:  # "better hint, larger lift"; equally good hints lift the same
            for b in hints:
                if a.share < b.share - 1e-12:
                    assert a.lift > b.lift, (a.text, b.text)
                elif abs(a.share - b.share) < 1e-12:
                    assert a.lift == b.lift


def test_hint_shares_are_the_true_share_of_weightings():
    w = list(range(1, 21))
    Rng(4).shuffle(w)
    hints = generate(w, Rng(9))
    rng = Rng(1)
    probe = list(range(1, 21))
    samples = []
    for _ in range(4000):
        rng.shuffle(probe)
        samples.append(tuple(probe))
    for h in hints:
        measured = sum(holds_all(h.cons, s) for s in samples) / len(samples)
        assert abs(measured - h.share) < 0.03, h.text


def test_snake_letter_collisions_and_refresh():
    taken = [False] * 10
    assert snake_letter(3, taken, []) == (3, False)
    taken[3] = True
    assert snake_letter(3, taken, []) == (4, False)
    assert snake_letter(9, [True] * 10, [2]) == (9, True)  # all taken: they refresh
    assert snake_letter(2, [True] * 10, [2]) == (3, True)  # never the same hint twice


def test_wagers_answer_correctly():
    st = new_game(3, {}, 8)
    w = st.weights
    others = [t for t in range(20) if t not in st.p[0].spirits]
    a, b = next((x, y) for x in others for y in others if x // 5 < y // 5)
    st.apply(0, SetWager("wolf", 0, (a, b), 0))
    st.apply(1, SetWager("fox", 0, (0, 6, 12), 1))
    st.apply(2, SetWager("bear", 0, (0, 1, 2), 1))
    events = _submit_all(st)
    by = {e.key: e for e in events if e.key in ("wolf", "fox", "bear")}
    assert by["wolf"].params["value"] == abs(w[a] - w[b]) % 8 and by["wolf"].visible_to == (0,)
    assert by["fox"].params["total"] == w[0] + w[6] + w[12]
    lo, hi = by["bear"].params["lo"], by["bear"].params["hi"]
    assert lo <= w[0] + w[1] + w[2] <= hi and hi - lo == 4
    assert st.p[1].garnets <= 5 - 4 + 1 and st.p[2].garnets <= 5 - 3 + 1
    assert st.p[0].balloons == ["wolf"] and st.p[0].lifts[0] in (1, 2)
    assert st.view(0).own_lifts == (0,)  # the wolf's lift is not told
    for s in range(3):
        assert holds_all([c for f in st.p[s].facts for c in f.cons], w)


def test_wager_legality():
    st = new_game(3, {}, 9)
    own = st.p[0].start
    other = next(t for t in range(20) if t // 5 != own // 5)
    assert SetWager("wolf", 0, tuple(sorted((own, other))), 0) not in st.legal_actions(0)
    assert SetWager("fox", 0, (0, 1, 12), 1) not in st.legal_actions(0)  # same season
    st.p[0].garnets = 1
    assert SetWager("bear", 0, (0,), 0) not in st.legal_actions(0)
    assert SetWager("fox", 0, (0, 6, 12), 0) in st.legal_actions(0)  # balloon instead


def test_final_check_is_exact():
    items = final_items([4], 1)
    weights = list(range(1, 21))
    pans = [0] * len(items)
    assert pan_weights(items, pans, weights, [3]) == (210 + 5 - 3, 0, 0)
    assert balanced((70, 70, 70)) and balanced((70, 71, 70)) and not balanced((69, 71, 70))
    assert heaviest_lightest((5, 9, 1)) == (1, 2)


def test_final_challenge_attempts_marks_and_feedback():
    st = new_game(3, {}, 10)
    st.final_round = True
    st.round = 5
    for p in st.p:
        p.reset_orders(True)
    _submit_all(st)
    assert st.phase == "final"
    items = st.items(0)
    bad = Arrange(tuple(0 for _ in items))
    for _k in range(6):
        evs = st.apply(0, bad)
        fb = [e for e in evs if e.key == "feedback"][0]
        assert fb.visible_to == (0,) and fb.params["heaviest"] == 1
    assert st.p[0].marks == 6 and st.p[0].final_done and st.p[0].final_weight == 0
    assert 0 not in st.to_move()
    # a real balanced arrangement for seat 1, from the true weights
    from totemgame.games.totemic_might.ai_final import item_values, partition

    items1 = st.items(1)
    vals = item_values(items1, st.weights + st.p[1].lifts)
    pans = partition(vals, Rng(1), tries=200)
    st.apply(1, Arrange(tuple(pans)))
    assert st.p[1].marks == 0 and st.p[1].final_done
    assert st.p[1].final_weight == min(pan_weights(items1, pans, st.weights, st.p[1].lifts))


def test_guesses_score_and_opal():
    st = new_game(3, {}, 11)
    st.phase = "guess"
    for p in st.p:
        p.final_done = True
        p.final_weight = 70
    starts = [p.start for p in st.p]
    st.apply(0, Guess((-1, starts[1], starts[2])))
    st.apply(1, Guess((starts[0], -1, 0 if starts[2] else 1)))
    with pytest.raises(IllegalAction):
        st.apply(2, Guess((starts[0], starts[1], starts[2])))  # own entry must be -1
    st.apply(2, Guess((0 if starts[0] else 1, starts[1], -1)))
    assert st.is_over()
    assert st.scores() == [70 - 3, 70 - 6, 70 - 3]
    assert st.result().details["opal"] == 0
    assert final_score(2, 3, 3) == -7  # no floor: every correct guesser costs 3


def test_opal_ties():
    assert opal_winner([2, 2, 1], [3, 1, 0]) == 1
    assert opal_winner([2, 2, 1], [1, 1, 0]) is None


def test_rulebook_ranking_example():
    """1st: 0 marks 30; 2nd: 0 marks 20; 3rd: 1 mark 35; 4th: 1 mark 20, 20 garnets;
    5th: 1 mark 20, 10 garnets; 6th: 2 marks 10; 7th: 3 marks 25. (Seats shuffled.)"""
    rows = [  # (marks, score, garnets), listed here in a shuffled seat order
        (1, 20, 10), (0, 20, 5), (3, 25, 5), (1, 35, 5), (0, 30, 5), (2, 10, 5), (1, 20, 20),
    ]  # fmt: skip
    keys = ranking_keys(
        [r[0] for r in rows], [r[1] for r in rows], [r[2] for r in rows], [[5, 5]] * 7
    )
    res = Result.from_keys([r[1] for r in rows], keys)
    assert res.ranks == (5, 2, 7, 3, 1, 6, 4)
    # still tied on garnets: the previous garnet count decides
    keys = ranking_keys([0, 0], [20, 20], [4, 4], [[5, 3], [5, 6]])
    assert Result.from_keys([20, 20], keys).ranks == (2, 1)


def test_trigger_starts_the_final_round_then_the_final_challenge():
    st = new_game(3, {}, 12)
    for p in st.p:
        p.chips = 16
    events = _submit_all(st)  # everyone pays 2: 14 chips
    assert any(e.key == "final_round" for e in events) and st.final_round
    assert st.series == [] and SetBid(0, 2) not in st.legal_actions(0)
    _submit_all(st)
    assert st.phase == "final" and len(st.view(0).final_items) >= 21


def test_undo_never_takes_back_a_seen_answer_or_a_new_round():
    from totemgame import games
    from totemgame.engine.match import Match
    from totemgame.engine.record import GameRecord, SeatInfo

    seats = [SeatInfo("human", "Ana", 0)] + [SeatInfo("ai:easy", f"AI {i}", i) for i in (1, 2)]
    match = Match(GameRecord("totemic-might", {}, seats, 5), games.get("totemic-might"))
    match.apply(0, SetBid(0, 3))
    assert match.undo_point(0) == 0  # a bid not yet submitted can be changed back
    spirit = match.state.p[0].spirits[0]
    other = next(t for t in range(20) if t != spirit)
    match.state.p[0].trials = [other]
    match.apply(0, Weigh((spirit,), (TRIAL,)))
    assert match.undo_point(0) is None  # the weighing's answer was seen
    for seat in (0, 1, 2):
        match.apply(seat, Submit())
    assert match.state.round == 2 and match.undo_point(0) is None


def test_a_player_with_one_chip_moves_the_bid_from_a_to_b_in_one_step():
    st = new_game(3, {}, 2)
    st.p[0].chips = 1
    st.p[0].bids = [1, 0]
    # Neither step of a two-step move is legal: 0 on A leaves a chip unbid, 1 on B makes 2.
    assert SetBid(0, 0) not in st.legal_actions(0)
    assert SetBid(1, 1) in st.legal_actions(0)
    st.apply(0, SetBid(1, 1))
    assert st.p[0].bids == [0, 1]
    st.apply(0, SetBid(0, 1))  # and back
    assert st.p[0].bids == [1, 0]


def test_a_raise_moves_chips_only_when_it_takes_the_whole_total():
    st = new_game(3, {}, 2)
    st.p[0].chips = 2
    st.p[0].bids = [1, 1]
    assert SetBid(1, 2) in st.legal_actions(0)  # (0, 2): all of the total on B
    st.p[0].chips = 5
    st.p[0].bids = [3, 2]
    assert SetBid(1, 3) not in st.legal_actions(0)  # lower A first, then raise B
    assert all(
        a.amount + st.p[0].bids[1 - a.series] <= 5
        for a in st.legal_actions(0)
        if isinstance(a, SetBid)
    )  # the menu (the random agent's choices) holds no moves of chips


def test_short_game_has_half_the_chips_and_twice_the_weighings_a_round():
    """The short game keeps as many weighings in all as the long one: 60 chips, six a round."""
    long, short = new_game(3, {}, 4), new_game(3, {"short": True}, 4)
    assert (long.p[0].chips, short.p[0].chips) == (120, 60)
    assert (long.view(0).weighings_left, short.view(0).weighings_left) == (3, 6)
    p = short.p[0]
    p.trials = [5, 9, 11]
    pans = [(p.start,), (TRIAL + 0,), (TRIAL + 1,), (TRIAL + 2,)]
    pairs = [(a, b) for i, a in enumerate(pans) for b in pans[i + 1 :]]  # six weighings
    for left, right in pairs:
        short.apply(0, Weigh(left, right))
    assert short.view(0).weighings_left == 0
    assert short.check(0, Weigh((p.start, TRIAL + 0), (TRIAL + 1,))) is not None


def test_a_copy_never_weighed_is_not_tagged_used_after_a_weighed_one_crumbles():
    # The final round ends in the final challenge with no new round to reset the orders:
    # the weighed copy 0 crumbles and copy 1 moves to index 0, which must not read "used".
    st = new_game(3, {}, 12)
    for p in st.p:
        p.chips = 16
    _submit_all(st)
    assert st.final_round
    p = st.p[0]
    p.trials = [5, 9]
    st.apply(0, Weigh((p.start,), (TRIAL + 0,)))
    assert st.view(0).trials_used == (0,)
    _submit_all(st)
    assert st.phase == "final" and p.trials == [9]
    assert st.view(0).trials_used == () and st.view(0).gives == ()


def test_no_used_tag_moves_while_a_player_picks_an_extra_spirit():
    # Seat 2 weighs its copy, wins nothing and picks from the pool: the round is paused there
    # after the copy crumbled and the others' new copies arrived.
    st = new_game(3, {}, 6)
    st.p[2].trials = [next(t for t in range(20) if t != st.p[2].start)]
    st.apply(2, Weigh((st.p[2].start,), (TRIAL + 0,)))
    for s in (0, 1):  # each takes one copy of each series
        st.apply(s, Orders((5, 5), tuple(range(6)), tuple(range(6)), "none", 0, (), 0))
    # seat 2 wants the garnets (item 5) first: it takes them and no copy
    st.apply(2, Orders((1, 1), (5, 0, 1, 2, 3, 4), (5, 0, 1, 2, 3, 4), "none", 0, (), 0))
    assert st.phase == "pick" and st.pick_seat == 2
    assert all(st.view(s).trials_used == () for s in range(3))
    assert len(st.view(0).trials[0]) == 2  # seat 0's new copies, none of them weighed


@pytest.mark.parametrize("seed", [2, 7, 13])
def test_no_copy_reads_used_once_the_weighed_ones_crumbled_in_whole_games(seed):
    """Whole games of Medium seats (they weigh copies every round, the final round too):
    whenever a round's copies have crumbled (an extra spirit's pick, the final challenge, the
    guesses), no copy of any seat is marked used, and a mark always names a copy held."""
    from totemgame.games.totemic_might.ai import make_agent

    st = new_game(3, {"short": True}, seed)
    agents = [make_agent("medium", seed * 10 + s) for s in range(3)]
    weighed_in_final_round = False
    while not st.is_over():
        seat = st.to_move()[0]
        st.apply(seat, agents[seat].choose(st.view(seat), None))
        for s, p in enumerate(st.p):
            assert all(k < len(p.trials) for k in p.used), (st.round, s)
            if st.phase in ("pick", "final", "guess"):
                assert st.view(s).trials_used == (), (st.phase, st.round, s)
            weighed_in_final_round |= st.final_round and bool(p.used)
    assert weighed_in_final_round  # the case of the report: a copy weighed, then the final
