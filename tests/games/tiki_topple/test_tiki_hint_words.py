"""The Hint's reason for a Tiki Topple play: what the card does to which tiki, what it changes
for the player's own card, the tikis it pushes out of the top three, the Hard AI's estimate;
from the player's own view only."""

from __future__ import annotations

import copy

from totemgame.games.tiki_topple import rules
from totemgame.games.tiki_topple.actions import Card, PlayCard
from totemgame.games.tiki_topple.content import content, tiki_name
from totemgame.games.tiki_topple.hint_words import explain_play, line_after


def _state(secret_top: int):
    """A 3-player game at its first decision, the mover's 9-point tiki being `secret_top`."""
    state = rules.new_game(3, {}, 17)
    deck = content().deck
    mover = state.turn
    third = state.line[2]  # never on the card: it is a rival's tiki to push down
    state.secrets[mover] = next(
        i for i, c in enumerate(deck) if c[0] == secret_top and third not in c
    )
    return state


def test_an_up_card_on_your_own_tiki_says_where_it_goes_and_what_it_scores():
    probe = rules.new_game(3, {}, 17)
    tiki = probe.line[4]  # 5th place
    state = _state(tiki)
    view = state.view(state.turn)
    text = explain_play(view, PlayCard(Card.UP3, tiki), 0.62)
    assert text.startswith(f"Tiki Up 3 lifts {tiki_name(tiki)} from 5th to 2nd")
    assert f"{tiki_name(tiki)} is your 9 (1st only)" in text
    after = line_after(view.line, Card.UP3, tiki)
    assert after[1] == tiki
    assert "62%" in text and "this round" in text  # round 1 of 3: not the deciding round


def test_a_play_that_pushes_a_tiki_out_of_the_top_three_says_so():
    probe = rules.new_game(3, {}, 17)
    state = _state(probe.line[4])
    view = state.view(state.turn)
    third = view.line[2]
    assert third not in content().deck[view.secret]
    text = explain_play(view, PlayCard(Card.UP2, view.line[4]), None)
    assert f"pushes {tiki_name(third)} out of the top three" in text
    assert "Hard AI" not in text  # no estimate without one


def test_the_reason_depends_only_on_what_the_player_may_see():
    probe = rules.new_game(3, {}, 17)
    state = _state(probe.line[6])
    other = copy.deepcopy(state)
    mover = state.turn
    rivals = [s for s in range(3) if s != mover]
    other.secrets[rivals[0]], other.secrets[rivals[1]] = (
        state.secrets[rivals[1]],
        state.secrets[rivals[0]],
    )
    assert other.secrets != state.secrets
    for action in state.legal_actions(mover):
        assert explain_play(state.view(mover), action, 0.5) == explain_play(
            other.view(mover), action, 0.5
        )


def test_every_reason_fits_the_hint_box():
    """Under 200 characters (the hint banner's limit) for every legal play of random positions."""
    from totemgame.engine.rng import Rng

    rng = Rng(3)
    longest = 0
    for g in range(80):
        state = rules.new_game(rng.randint(2, 4), {}, g)
        for _ in range(rng.randint(0, 25)):
            if state.is_over():
                break
            state.apply(state.turn, rng.choice(state.legal_actions(state.turn)))
        if state.is_over():
            continue
        view = state.view(state.turn)
        for action in state.legal_actions(state.turn):
            longest = max(longest, len(explain_play(view, action, 0.55)))
    assert 100 < longest < 200


def test_a_play_that_takes_a_rival_tiki_off_first_place_says_so():
    state = rules.new_game(3, {}, 17)
    first, fourth = state.line[0], state.line[3]
    state.secrets[state.turn] = next(
        i for i, c in enumerate(content().deck) if c[0] == fourth and first not in c
    )
    text = explain_play(state.view(state.turn), PlayCard(Card.UP3, fourth), None)
    assert "from 4th to 1st" in text and f"knocks {tiki_name(first)} off 1st place" in text


def test_toppling_your_own_tiki_says_it_is_given_up():
    state = rules.new_game(3, {}, 17)
    second = state.line[1]
    state.secrets[state.turn] = next(i for i, c in enumerate(content().deck) if c[0] == second)
    text = explain_play(state.view(state.turn), PlayCard(Card.TOPPLE, second), None)
    assert f"{tiki_name(second)} is your 9 (1st only), given up here" in text


def _quiet_up1(hand: list[int]) -> str:
    """The reason for a Tiki Up 1 on a rival's bottom tiki (it changes nothing for the
    mover's card) when the mover holds `hand` (counts in CARDS order)."""
    state = rules.new_game(2, {}, 17)
    bottom = state.line[-1]
    mine_off = [t for t in state.line if t != bottom]
    state.secrets[state.turn] = next(
        i for i, c in enumerate(content().deck) if bottom not in c and c[0] in mine_off[3:]
    )
    state.hands[state.turn] = hand
    view = state.view(state.turn)
    after = line_after(view.line, Card.UP1, bottom)
    assert after[:3] == list(view.line[:3])  # nothing pushed out of the top three
    return explain_play(view, PlayCard(Card.UP1, bottom), None)


def test_keeps_your_stronger_cards_only_when_a_stronger_card_is_kept():
    full = _quiet_up1([2, 1, 1, 1, 2])
    assert "keeps your stronger cards for later" in full
    topple_kept = _quiet_up1([1, 0, 0, 1, 0])
    assert "keeps your stronger cards" in topple_kept
    last = _quiet_up1([1, 0, 0, 0, 0])  # Tiki Up 1 is the last card: nothing is kept
    assert "stronger cards" not in last and "your last card this round" in last
    two = _quiet_up1([2, 0, 0, 0, 0])  # another Tiki Up 1 is kept: it is no stronger
    assert "keeps your stronger" not in two and "none of yours left is stronger" in two
