"""Tiki Topple: one test per rule of the rulebook and the decisions file."""

from __future__ import annotations

import pytest

from totemgame.engine.game import IllegalAction
from totemgame.engine.rng import Rng
from totemgame.games.tiki_topple.actions import CARDS, Card, PlayCard
from totemgame.games.tiki_topple.content import content
from totemgame.games.tiki_topple.rules import (
    TikiToppleState,
    new_game,
    score_tikis,
    setup_line,
    starting_hand,
)
from totemgame.games.tiki_topple.world import sample_world

NAMES = content().tiki_names


def tiki(name: str) -> int:
    return NAMES.index(name)


def play(state: TikiToppleState, card: Card, name_or_index: str | int) -> list:
    t = tiki(name_or_index) if isinstance(name_or_index, str) else name_or_index
    return state.apply(state.turn, PlayCard(card, t))


def fresh(players: int = 2, seed: int = 7) -> TikiToppleState:
    return new_game(players, {}, seed)


# -- components ---------------------------------------------------------------------------
def test_nine_tikis_in_three_symbol_groups_of_three():
    assert len(NAMES) == 9
    assert sorted(len(g) for g in content().groups) == [3, 3, 3]
    assert NAMES[:3] == ("Nani", "Wikiwiki", "Huhu")


# (the Secret Tiki deck: tests/test_tiki_deck.py)


def test_two_player_hand_has_seven_cards():
    hand = dict(zip(CARDS, starting_hand(2), strict=True))
    assert hand == {Card.UP1: 2, Card.UP2: 1, Card.UP3: 1, Card.TOPPLE: 1, Card.TOAST: 2}


@pytest.mark.parametrize("players", [3, 4])
def test_three_or_four_players_remove_one_tiki_up_1(players):
    hand = dict(zip(CARDS, starting_hand(players), strict=True))
    assert hand[Card.UP1] == 1 and sum(hand.values()) == 6


def test_setup_line_keeps_each_symbol_group_together():
    groups = [set(g) for g in content().groups]
    for seed in range(30):
        line = setup_line(Rng(seed))
        assert sorted(line) == list(range(9))
        thirds = [set(line[0:3]), set(line[3:6]), set(line[6:9])]
        assert all(third in groups for third in thirds)


def test_each_player_gets_a_different_secret_card():
    s = fresh(4)
    assert len({c for c in s.secrets}) == 4


# -- card actions -------------------------------------------------------------------------
def test_tiki_up_moves_tiki_up_and_shifts_others_down_in_order():
    s = fresh()
    line = s.line[:]
    target = line[5]
    play(s, Card.UP3, target)
    assert s.line == line[:2] + [target] + line[2:5] + line[6:]


def test_tiki_up_cannot_move_fewer_spaces_than_the_card():
    s = fresh()
    second = s.line[1]
    legal = s.legal_actions(s.turn)
    assert PlayCard(Card.UP1, second) in legal
    assert PlayCard(Card.UP2, second) not in legal
    with pytest.raises(IllegalAction):
        s.apply(s.turn, PlayCard(Card.UP3, second))


def test_tiki_up_cannot_move_the_top_tiki():
    s = fresh()
    assert PlayCard(Card.UP1, s.line[0]) not in s.legal_actions(s.turn)


def test_tiki_topple_moves_any_tiki_to_the_bottom_keeping_order():
    s = fresh()
    line = s.line[:]
    play(s, Card.TOPPLE, line[0])
    assert s.line == line[1:] + [line[0]]


def test_tiki_topple_on_the_bottom_tiki_is_allowed_and_spends_the_card():
    s = fresh()
    line = s.line[:]
    seat = s.turn
    play(s, Card.TOPPLE, line[-1])
    assert s.line == line
    assert s.hands[seat][CARDS.index(Card.TOPPLE)] == 0


def test_tiki_toast_not_allowed_on_first_turn_of_a_round():
    s = fresh()
    assert not any(a.card is Card.TOAST for a in s.legal_actions(s.turn))
    with pytest.raises(IllegalAction):
        play(s, Card.TOAST, s.line[-1])


def test_tiki_toast_removes_the_bottom_tiki_for_the_round():
    s = fresh()
    play(s, Card.UP1, s.line[4])
    play(s, Card.UP1, s.line[4])
    bottom = s.line[-1]
    play(s, Card.TOAST, bottom)
    assert bottom not in s.line and s.toasted == [bottom] and len(s.line) == 8


def test_tiki_toast_only_targets_the_bottom_tiki():
    s = fresh()
    play(s, Card.UP1, s.line[4])
    play(s, Card.UP1, s.line[4])
    with pytest.raises(IllegalAction):
        play(s, Card.TOAST, s.line[0])


def test_a_card_is_spent_once_played():
    s = fresh()
    seat = s.turn
    play(s, Card.UP3, s.line[8])
    play(s, Card.UP1, s.line[8])
    assert not any(a.card is Card.UP3 for a in s.legal_actions(seat))


def test_illegal_action_leaves_state_unchanged():
    s = fresh()
    before = s.view(None)
    with pytest.raises(IllegalAction):
        s.apply(1 - s.turn, PlayCard(Card.UP1, s.line[4]))
    with pytest.raises(IllegalAction):
        s.apply(s.turn, PlayCard(Card.UP3, s.line[1]))
    assert s.view(None) == before


def test_tiki_up_1_and_2_move_exactly_that_many_places():
    s = fresh()
    line = s.line[:]
    play(s, Card.UP1, line[4])
    assert s.line == line[:3] + [line[4], line[3]] + line[5:]
    line = s.line[:]
    play(s, Card.UP2, line[8])
    assert s.line == line[:6] + [line[8]] + line[6:8]


def test_tiki_up_n_reaches_first_place_from_place_n_plus_1():
    s = fresh()
    fourth = s.line[3]
    play(s, Card.UP3, fourth)
    assert s.line[0] == fourth


def test_tiki_toast_not_allowed_on_any_players_first_turn_of_any_round():
    s = fresh(3, seed=4)
    for _ in range(3):  # the second and third players' first turns too
        assert not any(a.card is Card.TOAST for a in s.legal_actions(s.turn))
        play(s, Card.UP1, s.line[5])
    assert any(a.card is Card.TOAST for a in s.legal_actions(s.turn))
    _finish_round(s)
    assert not any(a.card is Card.TOAST for a in s.legal_actions(s.turn))


@pytest.mark.parametrize("players", [3, 4])
def test_three_or_four_players_are_dealt_six_cards(players):
    s = fresh(players)
    assert all(sum(hand) == 6 for hand in s.hands)


def test_an_action_that_is_not_a_card_is_refused():
    s = fresh()
    before = s.view(None)
    with pytest.raises(IllegalAction):
        s.apply(s.turn, PlayCard("toast", s.line[-1]))  # type: ignore[arg-type]
    assert s.view(None) == before


def test_play_wraps_from_the_last_seat_to_the_first():
    s = fresh(3, seed=3)
    while s.turn != 2:
        play(s, Card.TOPPLE if s.hands[s.turn][3] else _first_card(s), _some_target(s))
    play(s, _first_card(s), _some_target(s))
    assert s.turn == 0


def test_every_turn_of_random_games_offers_a_legal_play():
    rng = Rng(5)
    for game in range(30):
        s = new_game(2 + game % 3, {}, game)
        while not s.is_over():
            legal = s.legal_actions(s.turn)
            assert legal, "the rulebook has no pass"
            s.apply(s.turn, rng.choice(legal))


def test_play_passes_clockwise():
    s = fresh(4, seed=3)
    first = s.turn
    play(s, Card.UP1, s.line[5])
    assert s.turn == (first + 1) % 4


# -- rounds -------------------------------------------------------------------------------
def test_round_ends_when_all_players_are_out_of_cards():
    s = fresh(2, seed=11)
    for _ in range(13):
        play(s, Card.TOPPLE if s.hands[s.turn][3] else _first_card(s), _some_target(s))
    assert s.round == 1
    play(s, _first_card(s), _some_target(s))
    assert s.round == 2 and len(s.round_scores) == 1


def test_round_ends_when_the_sixth_tiki_is_toasted():
    s = fresh(4, seed=5)
    # Everyone plays Up 1 first, then toasts twice: the sixth toast leaves three tikis.
    for _ in range(4):
        play(s, Card.UP1, s.line[4])
    toasts = 0
    while s.round == 1:
        play(s, Card.TOAST, s.line[-1])
        toasts += 1
    assert toasts == 6
    assert len(s.round_scores) == 1


def test_next_round_starts_with_the_player_left_of_the_previous_starter():
    s = fresh(3, seed=2)
    starter = s.starter
    _finish_round(s)
    assert s.starter == (starter + 1) % 3 and s.turn == s.starter


def test_new_round_resets_line_hands_and_deals_new_secret_cards():
    s = fresh(2, seed=4)
    old = s.secrets[:]
    _finish_round(s)
    assert sorted(s.line) == list(range(9)) and s.toasted == []
    assert all(s.hands[p] == starting_hand(2) for p in range(2))
    assert set(s.secrets).isdisjoint(old)


def test_two_players_play_four_rounds_three_players_three():
    assert fresh(2).rounds_total == 4
    assert fresh(3).rounds_total == 3
    assert fresh(4).rounds_total == 4
    assert new_game(2, {"rounds": 6}, 1).rounds_total == 6


def test_the_rounds_option_only_makes_the_game_longer():
    # "For a longer game, set a higher number of rounds": never fewer than the standard
    assert new_game(4, {"rounds": 2}, 1).rounds_total == 4
    assert new_game(3, {"rounds": -1}, 1).rounds_total == 3
    assert new_game(3, {"rounds": 5}, 1).rounds_total == 5


# -- scoring ------------------------------------------------------------------------------
def test_rulebook_scoring_example():
    # Final line: Lokahi 1st, Hookipa 2nd, Akamai 3rd (six tikis toasted).
    line = [tiki("Lokahi"), tiki("Hookipa"), tiki("Akamai")]
    cards = {
        "A": ("Hookipa", "Lokahi", "Nani"),
        "B": ("Wikiwiki", "Hookipa", "Akamai"),
        "C": ("Lokahi", "Wikiwiki", "Hookipa"),
        "D": ("Akamai", "Huhu", "Hookipa"),
    }
    points = {p: score_tikis(line, [tiki(n) for n in c]) for p, c in cards.items()}
    assert points == {"A": 5, "B": 7, "C": 11, "D": 2}


def test_top_tiki_scores_nine_only_in_first_place():
    line = [tiki("Nui"), tiki("Kapu"), tiki("Eepo")] + [0, 1, 2]
    assert score_tikis(line, [tiki("Nui"), 8, 7]) >= 9
    assert score_tikis(line, [tiki("Kapu"), 0, 1]) == 0


def test_removed_tikis_do_not_score():
    line = [tiki("Nui"), tiki("Kapu"), tiki("Eepo")]
    assert score_tikis(line, [tiki("Nani"), tiki("Huhu"), tiki("Wikiwiki")]) == 0


def test_middle_tiki_in_third_and_bottom_tiki_in_fourth_score_nothing():
    deck = content().deck
    card = deck[0]
    top, middle, bottom = card
    others = [t for t in range(9) if t not in card]
    assert score_tikis([others[0], others[1], middle, bottom], card) == 0
    assert score_tikis([others[0], middle, others[1], bottom], card) == 5
    assert score_tikis([top, others[0], others[1], bottom] + others[2:], card) == 9


def test_secret_cards_are_not_dealt_twice_until_the_deck_runs_out():
    s = new_game(4, {"rounds": 10}, 3)
    dealt: list[int] = []
    while not s.is_over():
        if s.round > len(dealt) // 4:
            dealt.extend(s.secrets[p] for p in s.active)
        s.apply(s.turn, s.legal_actions(s.turn)[0])
    assert len(dealt) == 40
    assert sorted(dealt[:27]) == list(range(27))  # every card once before any comes back
    for r in range(10):
        assert len(set(dealt[4 * r : 4 * r + 4])) == 4  # never twice in one round


def test_round_scores_are_added_to_totals():
    s = fresh(2, seed=9)
    events = _finish_round(s)
    final_line = next(e.params["line"] for e in events if e.key == "round_end")
    assert s.round_scores[0] == [score_tikis(final_line, content().deck[c]) for c in s.revealed[0]]
    assert s.scores == s.round_scores[0]


# -- end of game and ties -----------------------------------------------------------------
def test_game_ends_after_the_last_round_with_the_highest_score_winning():
    s = fresh(2, seed=1)
    while not s.is_over():
        _finish_round(s)
    r = s.result()
    assert s.legal_actions(0) == [] and s.legal_actions(1) == [] and s.to_move() == ()
    best = max(r.scores)
    assert r.winners == tuple(p for p in range(2) if r.scores[p] == best)


def test_tie_after_last_round_is_broken_by_extra_rounds_among_tied_players():
    s = fresh(3, seed=21)
    _play_to_last_round(s)
    s.scores = [10, 10, 4]  # a tie for the lead that the last round (scoring nothing) keeps
    _finish_round(s, zero_points=True)
    assert s.tiebreak == 1 and s.active == (0, 1)
    assert s.hands[2] == [0] * len(CARDS) and s.secrets[2] is None
    assert s.hands[0] == starting_hand(2)  # a two-player round uses the two-player hand
    assert s.turn in (0, 1)


def test_tie_persisting_after_three_extra_rounds_is_a_shared_win():
    s = fresh(2, seed=8)
    _play_to_last_round(s)
    for _ in range(4):
        s.scores = [20, 20]
        _finish_round(s, zero_points=True)
    assert s.is_over() and s.tiebreak == 3
    assert s.result().winners == (0, 1)


# -- views and determinization ------------------------------------------------------------
def test_view_hides_other_players_secret_cards():
    s = fresh(3, seed=6)
    v = s.view(0)
    assert v.secret == s.secrets[0]
    assert s.secrets[1] not in (v.secret,) and not hasattr(v, "secrets")
    assert s.view(None).secret is None


def test_sample_world_keeps_the_view_and_redraws_other_secrets():
    s = fresh(4, seed=12)
    play(s, Card.UP2, s.line[5])
    v = s.view(1)
    seen = set()
    for i in range(40):
        w = sample_world(v, Rng(i))
        assert w.view(1) == v
        seen.add(tuple(w.secrets))
    assert len(seen) > 30


# -- helpers --------------------------------------------------------------------------------
def _first_card(s: TikiToppleState) -> Card:
    return s.legal_actions(s.turn)[0].card


def _some_target(s: TikiToppleState) -> int:
    return s.legal_actions(s.turn)[0].tiki


def _finish_round(s: TikiToppleState, zero_points: bool = False) -> list:
    """Play the round out with each seat's first legal action; returns the last action's events.
    With zero_points, first give the active seats cards that score nothing on that playout."""
    if zero_points:
        trial = s.clone()
        last = _finish_round(trial)
        final_line = next(e.params["line"] for e in last if e.key == "round_end")
        free = [c for c in range(27) if score_tikis(final_line, content().deck[c]) == 0]
        for seat, card in zip(s.active, free, strict=False):
            s.secrets[seat] = card
    rnd = s.round
    events: list = []
    while s.round == rnd and not s.is_over():
        events = s.apply(s.turn, s.legal_actions(s.turn)[0])
    return events


def _play_to_last_round(s: TikiToppleState) -> None:
    while s.round < s.rounds_total:
        _finish_round(s)


def test_first_player_of_round_one_is_chosen_at_random():
    starters = {fresh(4, seed=seed).starter for seed in range(40)}
    assert starters == {0, 1, 2, 3}


def test_a_tie_for_second_place_is_not_broken():
    s = fresh(3, seed=21)
    _play_to_last_round(s)
    s.scores = [20, 10, 10]
    _finish_round(s, zero_points=True)
    assert s.is_over() and s.tiebreak == 0 and s.result().winners == (0,)


def test_extra_round_points_break_the_tie():
    s = fresh(2, seed=8)
    _play_to_last_round(s)
    s.scores = [20, 20]
    _finish_round(s, zero_points=True)
    assert s.tiebreak == 1
    trial = s.clone()
    line = next(e.params["line"] for e in _finish_round(trial) if e.key == "round_end")
    s.secrets[0] = next(c for c in range(27) if content().deck[c][0] == line[0])
    s.secrets[1] = next(c for c in range(27) if score_tikis(line, content().deck[c]) == 0)
    _finish_round(s)
    assert s.is_over() and s.result().winners == (0,)
    assert s.scores[0] >= s.scores[1] + 9
