"""Whole seeded games of Totem Village, AI against AI, give the same game every time: the same
decisions by every agent and the same events (key, parameters, who sees them, barriers), ply by
ply, as recorded in village_seeded_games.json, and the same result.

The record was made before the rules' state became one dataclass with functions over it, so
the reshaping is held to the game it replaced. To record it again after a deliberate change
of the rules or the AI:  python tests/games/totem_village/test_village_seeded_games.py --record
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from enum import Enum
from pathlib import Path
from typing import Any

import pytest

DATA = Path(__file__).with_name("village_seeded_games.json")

# (seats, options, seed): every player count and every variant, the agents that play them
# all (random covers the rare moves, medium and hard search sampled worlds).
GAMES: list[tuple[list[str], dict[str, Any], int]] = [
    (["ai:easy", "ai:medium"], {}, 1),
    (["ai:medium", "ai:easy", "ai:easy"], {"spells": "a", "meal": "a", "totem_a": True}, 2),
    (["ai:easy", "ai:medium", "ai:easy", "ai:random"],
     {"spells": "b", "meal": "b", "totem_b": True, "village": True}, 3),
    (["ai:hard@0.25", "ai:easy"], {"max_rounds": 15}, 4),
    (["ai:random", "ai:random", "ai:random"], {"meal": "b", "spells": "b", "max_rounds": 15}, 5),
    (["ai:random", "ai:easy"], {"meal": "a", "spells": "a", "village": True}, 6),
]  # fmt: skip


def _plain(value: Any) -> Any:
    """`value` as JSON sees it (enums by value, tuples as lists)."""
    if isinstance(value, Enum):
        return _plain(value.value)
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


def _digest(events: list[Any]) -> str:
    """A short fingerprint of a list of events, every field of each."""
    text = json.dumps(
        [[e.key, _plain(dict(e.params)), _plain(e.visible_to), e.barrier] for e in events],
        sort_keys=True,
    )
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def play(seats: list[str], options: dict[str, Any], seed: int) -> dict[str, Any]:
    """One whole game as the headless runner plays it (each agent sees its own view only):
    the opening's fingerprint, then per ply the seat, its action and its events' fingerprint."""
    from totemgame.cli.common import agent_seed, get_game, seat_agent
    from totemgame.engine.match import Match
    from totemgame.engine.record import GameRecord, SeatInfo

    module = get_game("totem-village")
    infos = [SeatInfo(kind, f"Seat {i + 1}", i) for i, kind in enumerate(seats)]
    match = Match(
        GameRecord(game="totem-village", options=dict(options), seats=infos, seed=seed), module
    )
    agents = [seat_agent(module, k, agent_seed(seed, i)) for i, k in enumerate(seats)]
    plies: list[list[Any]] = []
    while not match.is_over():
        seat = match.to_move()[0]
        action = agents[seat].choose(match.view(seat), None)
        events = match.apply(seat, action)
        plies.append([seat, action.to_json(), _digest(events)])
    result = match.state.result()
    return {
        "seats": seats,
        "options": options,
        "seed": seed,
        "opening": _digest(match.state.opening_events()),
        "plies": plies,
        "scores": _plain(list(result.scores)),
        "winners": _plain(list(result.winners)),
        "details": _plain(dict(result.details)),
    }


@pytest.mark.parametrize("index", range(len(GAMES)))
def test_a_seeded_game_is_the_recorded_game(index):
    seats, options, seed = GAMES[index]
    recorded = json.loads(DATA.read_text(encoding="utf-8"))[index]
    assert (recorded["seats"], recorded["options"], recorded["seed"]) == (seats, options, seed)
    played = play(seats, options, seed)
    assert played["opening"] == recorded["opening"]
    for ply, (now, then) in enumerate(zip(played["plies"], recorded["plies"], strict=False)):
        assert now == then, f"ply {ply} differs"
    assert len(played["plies"]) == len(recorded["plies"])
    assert played == recorded


def test_the_recorded_games_cover_every_player_count_and_variant():
    recorded = json.loads(DATA.read_text(encoding="utf-8"))
    assert [[g["seats"], g["options"], g["seed"]] for g in recorded] == [list(g) for g in GAMES]
    assert {len(g["seats"]) for g in recorded} == {2, 3, 4}
    for key, values in {"spells": {"a", "b"}, "meal": {"a", "b"}}.items():
        assert values <= {g["options"].get(key) for g in recorded}
    assert all(len(g["plies"]) > 50 for g in recorded)  # whole games, many decisions each


if __name__ == "__main__" and "--record" in sys.argv:
    os.environ["LANGUAGE"] = "en"
    games = [play(*g) for g in GAMES]
    lines = []  # one ply a line, so a change shows where it happens
    for g in games:
        head = {k: v for k, v in g.items() if k != "plies"}
        plies = ",\n".join(json.dumps(p) for p in g["plies"])
        lines.append(json.dumps(head, sort_keys=True)[:-1] + ', "plies": [\n' + plies + "\n]}")
    DATA.write_text("[\n" + ",\n".join(lines) + "\n]\n", encoding="utf-8")
    print(f"recorded {len(GAMES)} games in {DATA}")
