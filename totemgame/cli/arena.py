"""`totemgame arena`: a seat-rotated match of two AIs, win rate with its 95% interval."""

from __future__ import annotations

import argparse
import json
from typing import Any

from totemgame.cli.common import (
    CliError,
    _r,
    _share_registry,
    get_game,
    parse_options,
    parse_seat,
    percentile,
    play_headless,
)
from totemgame.i18n import _


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval of a proportion (95% for z=1.96)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * ((p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def arena_seats(a: str, b: str, players: int, game_index: int) -> tuple[list[str], int]:
    """Seats of game `game_index`: `a` rotates through the seats, `b` fills the rest."""
    a_seat = game_index % players
    return [a if s == a_seat else b for s in range(players)], a_seat


def _arena_game(
    task: tuple[str, str, str, int, int, dict[str, Any], int],
) -> tuple[float, bool, list[float]]:
    game_id, a, b, players, seed, options, g = task
    kinds, a_seat = arena_seats(a, b, players, g)
    played = play_headless(game_id, kinds, seed + g, options)
    share = 1 / len(played.winners) if a_seat in played.winners else 0.0
    return share, len(played.winners) != 1, played.move_seconds[a_seat]


def cmd_arena(args: argparse.Namespace) -> int:
    module = get_game(args.game)
    parse_seat(args.a, module.cli_agents)
    parse_seat(args.b, module.cli_agents)
    spec = module.spec
    players = args.players or spec.min_players
    if not spec.min_players <= players <= spec.max_players:
        raise CliError(f"{spec.name} is played by {spec.min_players}-{spec.max_players} players")
    options = parse_options(args.option)
    tasks = [(args.game, args.a, args.b, players, args.seed, options, g) for g in range(args.games)]
    if args.jobs > 1 and len(tasks) > 1:
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        from totemgame import games

        with ProcessPoolExecutor(
            max_workers=args.jobs,
            mp_context=multiprocessing.get_context("spawn"),
            initializer=_share_registry,
            initargs=(dict(games._PACKAGES),),
        ) as pool:
            outcomes = list(pool.map(_arena_game, tasks))
    else:
        outcomes = [_arena_game(t) for t in tasks]
    a_wins = sum(o[0] for o in outcomes)
    draws = sum(1 for o in outcomes if o[1])
    times = [t for o in outcomes for t in o[2]]
    n = len(outcomes)
    lo, hi = wilson(a_wins, n)
    report = {
        "game": args.game,
        "a": args.a,
        "b": args.b,
        "players": players,
        "games": n,
        "a_wins": round(a_wins, 6),
        "a_win_rate": round(a_wins / n, 6) if n else None,
        "ci95": [round(lo, 6), round(hi, 6)],
        "draws": draws,
        "a_move_seconds": {"median": _r(percentile(times, 50)), "p95": _r(percentile(times, 95))},
        "fair_share": round(1 / players, 6),
    }
    if args.json:
        print(json.dumps(report))
    else:
        rate = report["a_win_rate"] or 0.0
        print(
            _("{game}, {players} players, {n} games, {a} (a) vs {b} (b)").format(
                game=spec.name, players=players, n=n, a=args.a, b=args.b
            )
        )
        print(f"  a wins {a_wins:g} = {rate:.1%}  95% CI [{lo:.1%}, {hi:.1%}]  draws {draws}")
        print(f"  fair share 1/{players} = {1 / players:.1%}")
        med, p95 = report["a_move_seconds"]["median"], report["a_move_seconds"]["p95"]
        print(f"  a's move time: median {med}s p95 {p95}s")
    return 0
