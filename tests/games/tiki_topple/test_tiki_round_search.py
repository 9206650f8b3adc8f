"""Hard's round search: the same moves as the rules, worlds drawn from the view only."""

from __future__ import annotations

import pytest

from totemgame.engine.rng import Rng
from totemgame.games.tiki_topple import ai, round_search, world
from totemgame.games.tiki_topple.actions import CARDS, PlayCard
from totemgame.games.tiki_topple.content import content
from totemgame.games.tiki_topple.rules import TikiToppleState, new_game


def positions(players: int, count: int, seed: int) -> list[TikiToppleState]:
    rng = Rng(seed)
    out = []
    for g in range(count):
        state = new_game(players, {}, seed * 100 + g)
        for _ in range(rng.randint(0, 40)):
            if state.is_over():
                break
            state.apply(state.turn, rng.choice(state.legal_actions(state.turn)))
        if not state.is_over():
            out.append(state)
    return out


def search_for(state: TikiToppleState, seed: int = 1) -> round_search.RoundSearch:
    view = state.view(state.turn)
    others = [s for s in view.active if s != view.seat]
    return round_search.RoundSearch(
        view,
        {s: ai.belief_weights(view, s) for s in others},
        seed,
        exploration=0.7,
        greedy=0.8,
        rewards=ai._rewards,
        random_move=ai._random_move,
        greedy_move=ai._greedy_move,
    )


@pytest.mark.parametrize("players", [2, 3, 4])
def test_moves_are_the_rules_legal_actions_in_order(players: int) -> None:
    for state in positions(players, 25, seed=50 + players):
        seat = state.turn
        moves = round_search.moves_of(
            len(state.line), state.hands[seat], state.turns_taken[seat] > 0
        )
        as_plays = [PlayCard(CARDS[m >> 4], state.line[m & 15]) for m in moves]
        assert as_plays == state.legal_actions(seat)


@pytest.mark.parametrize("players", [2, 4])
def test_worlds_deal_unseen_cards_once_and_keep_our_own(players: int) -> None:
    deck = content().deck
    for state in positions(players, 5, seed=60 + players):
        view = state.view(state.turn)
        search = search_for(state)
        unseen = {deck[c] for c in world.unseen_cards(view)}
        drawn_for_other: set[tuple[int, int, int]] = set()
        for _ in range(200):
            secrets = search._draw()
            assert secrets[view.seat] == deck[view.secret]
            held = [secrets[s] for s in view.active if s != view.seat]
            assert len(set(held)) == len(held)
            assert all(h in unseen for h in held)
            assert all(secrets[s] is None for s in range(players) if s not in view.active)
            drawn_for_other.update(held)  # type: ignore[arg-type]  # active seats hold a card
        assert len(drawn_for_other) > 1  # drawn, not read off the table


def test_search_runs_its_iterations_and_visits_only_legal_root_moves() -> None:
    state = positions(2, 1, seed=70)[0]
    search = search_for(state)
    move = search.run(500)
    assert search.iterations_done == 500
    legal = round_search.moves_of(
        len(state.line), state.hands[state.turn], state.turns_taken[state.turn] > 0
    )
    assert move in legal
    stats = search.root_stats()
    assert set(stats) <= set(legal)
    assert sum(v for v, _ in stats.values()) == 500
    assert stats[move][0] == max(v for v, _ in stats.values())


def test_search_is_reproducible_for_a_seed() -> None:
    state = positions(3, 1, seed=71)[0]
    assert search_for(state, 9).run(300) == search_for(state, 9).run(300)
