"""Tiki Topple agents: legal choices from views only, reproducible search, sensible beliefs."""

from __future__ import annotations

import time

import pytest

from totemgame import games
from totemgame.engine.rng import Rng
from totemgame.games.tiki_topple import ai, rules, world
from totemgame.games.tiki_topple.actions import CARDS, Card, PlayCard
from totemgame.games.tiki_topple.content import content
from totemgame.games.tiki_topple.rules import TikiToppleState

DIFFICULTIES = ("random", "easy", "medium", "hard")


def random_positions(players: int, count: int, seed: int) -> list[TikiToppleState]:
    """States reached by random play, each with a decision pending."""
    rng = Rng(seed)
    out = []
    for g in range(count):
        state = rules.new_game(players, {}, seed * 100 + g)
        for _ in range(rng.randint(0, 30)):
            if state.is_over():
                break
            state.apply(state.turn, rng.choice(state.legal_actions(state.turn)))
        if not state.is_over():
            out.append(state)
    return out


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_agents_choose_legal_actions_from_views(players: int, difficulty: str) -> None:
    for i, state in enumerate(random_positions(players, 6, seed=players)):
        agent = games.get("tiki-topple").make_agent(difficulty, i)
        view = state.view(state.turn)
        action = agent.choose(view, time.monotonic() + 0.05)
        assert action in state.legal_actions(state.turn)


def test_hard_agent_is_deterministic_without_deadline() -> None:
    state = random_positions(3, 1, seed=11)[0]
    view = state.view(state.turn)
    first = ai.make_agent("hard", 42).choose(view)
    assert ai.make_agent("hard", 42).choose(view) == first


def test_hard_runs_its_configured_iterations_without_a_deadline() -> None:
    """Without a deadline Hard searches exactly its preset's iterations (more than Medium's),
    so arena figures measure the Hard players meet in the app when the clock allows."""
    state = random_positions(2, 1, seed=13)[0]
    agent = ai.make_agent("hard", 7)
    assert isinstance(agent, ai.SearchAgent)
    agent.choose(state.view(state.turn))
    assert agent.last_iterations == ai.PRESETS["hard"].iterations
    assert ai.PRESETS["hard"].iterations > ai.PRESETS["medium"].iterations


def test_hard_agent_ignores_opponents_real_cards() -> None:
    state = random_positions(2, 1, seed=12)[0]
    me = state.turn
    view = state.view(me)
    other = 1 - me
    alternatives = [c for c in world.unseen_cards(view) if c != state.secrets[other]]
    twin = world.world_from_secrets(view, {other: alternatives[0]}, Rng(3))
    assert twin.secrets[other] != state.secrets[other]
    assert twin.view(me) == view
    assert ai.make_agent("hard", 5).choose(twin.view(me)) == ai.make_agent("hard", 5).choose(view)


def test_agents_receive_only_a_view() -> None:
    state = random_positions(4, 1, seed=13)[0]
    view = state.view(state.turn)
    assert not hasattr(view, "secrets")  # the view carries no one else's card
    for difficulty in DIFFICULTIES:
        action = ai.make_agent(difficulty, 1).choose(view, time.monotonic() + 0.05)
        assert isinstance(action, PlayCard)


def test_view_plays_replay_from_the_dealt_line() -> None:
    state = random_positions(3, 1, seed=14)[0]
    view = state.view(0)
    line = list(view.start_line)
    for _, card, tiki in view.plays:
        line = ai.line_after(line, card, tiki)
    assert tuple(line) == view.line


def test_belief_favours_cards_topped_by_the_tiki_an_opponent_keeps_pushing_up() -> None:
    # Over ten deals: in any one deal the other tikis on a card can blur the picture (the
    # pushed tiki only reaches 3rd place here), so the weights of all ten are pooled.
    with_x: list[float] = []
    without_x: list[float] = []
    for seed in range(21, 31):
        state = rules.new_game(2, {}, seed)
        me = state.turn
        pushed = state.line[-1]
        ours = ((Card.UP1, -2), (Card.UP1, -1), (Card.UP2, -1))
        for (mine, where), card in zip(ours, (Card.UP3, Card.UP2, Card.UP1), strict=True):
            # We shuffle the bottom of the line; the opponent pushes `pushed` up again.
            state.apply(me, PlayCard(mine, state.line[where]))
            state.apply(1 - me, PlayCard(card, pushed))
        view = state.view(me)
        weights = ai.belief_weights(view, 1 - me)
        deck = content().deck
        with_x += [w for c, w in weights.items() if deck[c][0] == pushed]
        without_x += [w for c, w in weights.items() if pushed not in deck[c]]
    assert with_x and without_x
    assert sum(with_x) / len(with_x) > 2 * sum(without_x) / len(without_x)


def test_belief_is_uniform_before_the_opponent_plays() -> None:
    state = rules.new_game(2, {}, 22)
    weights = ai.belief_weights(state.view(state.turn), 1 - state.turn)
    assert set(weights.values()) == {1.0}


def test_belief_sampler_never_deals_one_card_twice() -> None:
    state = random_positions(4, 1, seed=15)[0]
    view = state.view(state.turn)
    sample = ai.belief_sampler(view)
    rng = Rng(1)
    for _ in range(50):
        world = sample(view, rng)
        held = [c for c in world.secrets if c is not None]
        assert len(held) == len(set(held))
        assert world.secrets[view.seat] == view.secret
        assert world.view(view.seat) == view


@pytest.mark.parametrize("players", [2, 3, 4])
def test_fast_rollout_moves_are_legal_by_the_rules(players: int) -> None:
    rng = Rng(players)
    for state in random_positions(players, 20, seed=30 + players):
        seat = state.turn
        hand, may_toast = state.hands[seat], state.turns_taken[seat] > 0
        legal = state.legal_actions(seat)
        moves = {ai._random_move(state.line, hand, may_toast, rng.random) for _ in range(40)}
        secret = content().deck[state.secrets[seat]]
        moves.add(ai._greedy_move(state.line, hand, may_toast, secret))
        for ci, pos in moves:
            assert PlayCard(CARDS[ci], state.line[pos]) in legal


def test_easy_agent_without_mistakes_plays_the_move_best_for_its_card() -> None:
    for state in random_positions(2, 10, seed=40):
        seat = state.turn
        agent = ai.EasyAgent(1, ai.Difficulty("easy", 0, 0.1, noise=0.0))
        agent.jitter = 0.0
        mine = content().deck[state.secrets[seat]]
        action = agent.choose(state.view(seat))
        best = max(
            ai.card_value(ai.line_after(state.line, a.card, a.tiki), mine)
            for a in state.legal_actions(seat)
        )
        assert ai.card_value(ai.line_after(state.line, action.card, action.tiki), mine) == best


def test_unknown_difficulty_is_refused() -> None:
    with pytest.raises(ValueError):
        ai.make_agent("impossible", 0)
