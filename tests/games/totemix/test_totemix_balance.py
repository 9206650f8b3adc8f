"""Totemix's CLI-only degenerate agents (ai:bid-zero, ai:bid-all) and the balance tool."""

from __future__ import annotations

import importlib.util
import json
from dataclasses import replace
from pathlib import Path

import pytest

from totemgame import cli, games
from totemgame.games.totemix.ai import CLI_AGENTS, bid_everything_last, make_agent
from totemgame.games.totemix.content import bundle
from totemgame.games.totemix.rules import BID, new_game

ROOT = Path(__file__).resolve().parents[3]


def _play(kinds: list[str], mode: str, seed: int) -> list[tuple[int, int, int]]:
    """Plays a game; returns (seat, crystals held, bid) for every bid made."""
    state = new_game(len(kinds), {"mode": mode}, seed)
    agents = [make_agent(k, seed + i) for i, k in enumerate(kinds)]
    bids = []
    while not state.is_over():
        seat = state.to_move()[0]
        action = agents[seat].choose(state.view(seat))
        assert action in state.legal_actions(seat)
        if state.phase == BID:
            bids.append((seat, state.p[seat].crystals, action.amount))
        state.apply(seat, action)
    return bids


@pytest.mark.parametrize("mode", ["apprentice", "master"])
def test_bid_all_always_bids_every_crystal_and_bid_zero_nothing(mode):
    bids = _play(["bid-all", "bid-zero", "medium"], mode, 5)
    assert {s for s, _, _ in bids} == {0, 1, 2}
    assert all(bid == held for s, held, bid in bids if s == 0)
    assert any(held > 0 for s, held, _ in bids if s == 0)
    assert all(bid == 0 for s, _, bid in bids if s == 1)


def test_degenerate_agents_are_cli_only():
    assert games.get("totemix").cli_agents == CLI_AGENTS == ("bid-zero", "bid-all")
    assert not set(CLI_AGENTS) & set(games.DIFFICULTIES)  # the setup screen offers these only
    assert cli.parse_seat("ai:bid-all", games.get("totemix").cli_agents) == "bid-all"
    with pytest.raises(cli.CliError):
        cli.parse_seat("ai:bid-all")  # another game (no cli_agents) refuses it


def test_simulate_and_arena_accept_them(capsys):
    args = ["simulate", "--game", "totemix", "--seats", "ai:bid-all,ai:bid-zero", "--json"]
    assert cli.main(args) == 0
    line = json.loads(capsys.readouterr().out.splitlines()[0])
    assert line["seats"] == ["ai:bid-all", "ai:bid-zero"]
    args = ["arena", "--game", "totemix", "--a", "ai:bid-zero", "--b", "ai:bid-all"]
    assert cli.main([*args, "--games", "2", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 2
    assert cli.main(["arena", "--game", "tiki-topple", "--a", "ai:bid-all", "--b", "ai:easy"])
    assert "not an AI seat" in capsys.readouterr().err


def test_hard_spots_a_seat_that_bid_everything_from_public_facts():
    view = new_game(3, {"mode": "apprentice"}, 2).view(1)

    def after(bid: int, crystals: int, gain: dict[str, int]):
        seats = list(view.seats)
        seats[0] = replace(seats[0], crystals=crystals)
        gains = [bundle()] * 3
        gains[0] = bundle(gain)
        return replace(view, last_bids=(bid, 0, 0), last_gains=tuple(gains), seats=tuple(seats))

    assert not bid_everything_last(view, 0)  # no auction yet
    assert bid_everything_last(after(5, 2, {"crystal": 2, "gold": 1}), 0)
    assert bid_everything_last(after(5, 3, {"crystal": 2, "gold": 1}), 0)  # gold left over
    assert not bid_everything_last(after(3, 4, {"crystal": 2, "gold": 1}), 0)  # kept some
    assert not bid_everything_last(after(0, 2, {"crystal": 2}), 0)  # a bid of 0 says nothing


def test_balance_tool_tabulates_a_log():
    spec = importlib.util.spec_from_file_location("balance", ROOT / "tools/totemix_balance.py")
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    rows = [
        {"players": 2, "mode": "master", "strategy": "hard", "a_seat": -1, "winners": [w],
         "auctions": a}
        for w, a in [(0, 12), (1, 14), (0, 20)]
    ] + [
        {"players": 2, "mode": "master", "strategy": "bid-all", "a_seat": g % 2,
         "winners": [0], "auctions": 10}
        for g in range(4)
    ]  # fmt: skip
    table = tool.tables(rows)
    line = next(x for x in table.splitlines() if x.startswith("| 2 | master"))
    cells = [c.strip() for c in line.strip("|").split("|")]
    assert cells[2:5] == ["3", "14", "18.8"]  # games, median, p90 of 12, 14, 20
    assert cells[6] == "1.33"  # seat 1 won 2/3 against a fair 1/2
    assert cells[7] == "-"  # no bid-zero games
    assert cells[8].startswith("2/4 = 50%") and cells[8].endswith("MISS")
