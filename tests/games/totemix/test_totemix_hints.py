"""The Totemix hint says why in the game's words: the chance of each card row for the bid,
what the row's resources complete or advance on the sheet, what auto-place does, and what
leftovers become; never a bare 'the Hard AI would'."""

from __future__ import annotations

import re

from totemgame.ai.agent import explain_choice
from totemgame.engine.rng import Rng
from totemgame.games.totemix import reasons
from totemgame.games.totemix.ai import auction_model, make_agent, row_chances
from totemgame.games.totemix.content import R
from totemgame.games.totemix.planner import auto_place
from totemgame.games.totemix.rules import AutoPlace, Bid, Confirm, new_game


def _play_to_marking(players: int, seed: int, first: int = 0):
    state = new_game(players, {"mode": "apprentice"}, seed)
    for s in range(players):
        state.apply(s, Bid(first if s == 0 else s))
    return state


def test_a_bid_hint_gives_the_chance_of_a_card_row_and_what_it_would_mark():
    for players in (2, 3, 5):
        state = new_game(players, {"mode": "apprentice"}, 7)
        agent = make_agent("hard", 0)
        view = state.view(0)
        action = agent.choose(view)
        text = explain_choice(agent, view, action)
        assert isinstance(action, Bid)
        assert text.startswith(f"Bid {action.amount} of your 5 crystals: ")
        chances = [int(x) for x in re.findall(r"(\d+)% ", text)]
        assert chances and all(1 <= c <= 99 for c in chances)
        assert re.search(r"(highest bid|middle row|lowest bid) \(", text)
        assert "Hard AI" not in text and "rule of thumb" not in text
        assert len(text) < 200  # it fits the hint's banner


def test_row_chances_sum_to_one_and_follow_the_bids():
    state = new_game(2, {"mode": "apprentice"}, 3)
    model = auction_model(state)
    k = len(model.levels[1])
    only_zero = [[1.0] + [0.0] * (k - 1)] * 2
    top_pick = len(model.levels[0]) - 1  # everything held, against a sure 0
    got = row_chances(model, 0, top_pick, only_zero, Rng(1))
    assert abs(sum(got.values()) - 1) < 1e-9
    assert got["top"] == 1.0
    assert row_chances(model, 0, 0, only_zero, Rng(1))["middle"] == 1.0  # 2 players, equal


def test_the_marking_hint_names_the_rows_auto_place_completes_or_advances():
    for seed in range(6):
        state = _play_to_marking(3, seed)
        if not state.p[0].placeable():
            continue
        agent = make_agent("hard", 0)
        view = state.view(0)
        action = agent.choose(view)
        assert isinstance(action, AutoPlace)
        text = explain_choice(agent, view, action)
        trial = state.p[0].clone()
        placed = auto_place(trial, state.late())
        rows = {state.p[0].sheet.field_row[f] for _res, f in placed}
        for ri in rows:
            assert reasons.row_name(state.p[0].sheet.rows[ri]) in text
        assert text.startswith("Press Auto, then Done: ")
        return
    raise AssertionError("no seed left something to place")


def test_placement_words_say_complete_with_the_pieces_or_how_far_a_row_is():
    state = _play_to_marking(2, 1)
    pl = state.p[0].clone()
    sh = pl.sheet
    monkey = sh.rows[0]  # gold > stone, smoke: Monkey (1 carved level)
    before = pl.clone()
    pl.pending[R["gold"]] += 1
    pl.pending[R["stone"]] += 1
    placed = [("gold", monkey.fields[0]), ("stone", monkey.fields[1])]
    assert reasons.placement_words(before, placed) == "gold and stone on Monkey (2 of 3)"
    placed.append(("smoke", monkey.fields[2]))
    assert reasons.placement_words(before, placed) == (
        "gold, stone and smoke complete Monkey (1 carved level)"
    )


def test_the_done_hint_says_what_the_leftovers_become():
    agent = make_agent("hard", 0)
    for seed in range(30):
        state = _play_to_marking(2, seed, first=5)  # seat 0 takes the top row
        pl = state.p[0]
        if pl.confirmed:
            continue
        state.apply(0, AutoPlace(False))  # what fits is placed; the rest is left over
        if pl.placeable() or not pl.leftovers():
            continue
        view = state.view(0)
        text = explain_choice(agent, view, Confirm())
        n = pl.leftovers()
        assert f"{n} leftover" in text and "crystal" in text
        return
    raise AssertionError("no seed left resources that fit nowhere")
