"""Totemix balance check by simulation (the game's issue: "Balance check by simulation").

For each player count and mode: Hard-only games give the auctions per game (median, 90th
percentile; aim 12-25) and each seat's win rate (aim: none above 1.5x the fair share); then each
degenerate strategy (ai:bid-zero, ai:bid-all: CLI-only agents of totemix) plays against Hard
seats, rotating through the seats like `arena` (aim: under half the fair share). Prints markdown
tables with 95% Wilson intervals. Games are reproducible from --seed (game g of a cell uses seed
`seed + g`, seats by `arena_seats`), the same with any --jobs.

    python tools/totemix_balance.py --games 40 --degenerate-games 40 --jobs 2
    python tools/totemix_balance.py --players 4 --modes apprentice --games 0 --degenerate-games 60
    python tools/totemix_balance.py --log /tmp/tx.jsonl ...   # one JSON line per game
    python tools/totemix_balance.py --table /tmp/tx.jsonl     # tables from a log, no games
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from totemgame.cli import arena_seats, percentile, play_headless, wilson  # noqa: E402

GAME = "totemix"
STRATEGIES = ("bid-zero", "bid-all")
Task = tuple[int, str, str, int, int]  # players, mode, strategy ("hard" = Hard only), seed, g


def play(task: Task) -> dict[str, Any]:
    """One game; returns the facts the tables need (picklable, for the process pool)."""
    players, mode, strategy, seed, g = task
    if strategy == "hard":
        kinds, a_seat = ["ai:hard"] * players, -1
    else:
        kinds, a_seat = arena_seats(f"ai:{strategy}", "ai:hard", players, g)
    played = play_headless(GAME, kinds, seed + g, {"mode": mode})
    return {
        "players": players,
        "mode": mode,
        "strategy": strategy,
        "seed": seed + g,
        "a_seat": a_seat,
        "winners": played.winners,
        "auctions": played.rounds,
        "seconds": played.seconds,
    }


def tasks(args: argparse.Namespace) -> list[Task]:
    out: list[Task] = []
    for n in args.players:
        big = n >= 5 and args.big_games is not None
        for mode in args.modes:
            hard = args.big_games if big else args.games
            out += [(n, mode, "hard", args.seed, g) for g in range(hard)]
            deg = args.big_games if big else args.degenerate_games
            for strategy in args.strategies:
                out += [(n, mode, strategy, args.seed, g) for g in range(deg)]
    return out


def run(todo: list[Task], jobs: int) -> Iterator[dict[str, Any]]:
    if jobs <= 1:
        yield from map(play, todo)
        return
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("spawn")) as pool:
        yield from pool.map(play, todo, chunksize=1)


def _pct(x: float) -> str:
    return f"{100 * x:.0f}%"


def _rate(won: float, n: int) -> str:
    lo, hi = wilson(won, n)
    return f"{_pct(won / n)} [{_pct(lo)}, {_pct(hi)}]"


def tables(rows: Iterable[dict[str, Any]]) -> str:
    """Markdown: auctions and seat win rates of Hard-only games, then the degenerate strategies."""
    cells: dict[tuple[int, str, str], list[dict[str, Any]]] = defaultdict(list)
    for r in rows:
        cells[(r["players"], r["mode"], r["strategy"])].append(r)
    keys = sorted({(n, m) for n, m, _ in cells}, key=lambda k: (k[0], k[1]))
    lines = [
        "| players | mode | Hard-only games | auctions median | auctions p90 | "
        "seat win rates (95% CI) | max seat / fair | "
        + " | ".join(f"{s} vs Hard (95% CI), aim < half fair" for s in STRATEGIES)
        + " |",
        "|" + "---|" * (7 + len(STRATEGIES)),
    ]
    for n, mode in keys:
        fair = 1 / n
        hard = cells.get((n, mode, "hard"), [])
        auctions = [r["auctions"] for r in hard]
        wins = [0.0] * n
        for r in hard:
            for w in r["winners"]:
                wins[w] += 1 / len(r["winners"])
        if hard:
            seat_rates = "; ".join(f"{s + 1}: {_rate(wins[s], len(hard))}" for s in range(n))
            worst = f"{max(wins) / len(hard) / fair:.2f}"
            med = f"{percentile(auctions, 50):g}"
            p90 = f"{percentile(auctions, 90):g}"
        else:
            seat_rates = worst = med = p90 = "-"
        degenerate = []
        for s in STRATEGIES:
            games = cells.get((n, mode, s), [])
            won = sum(1 / len(r["winners"]) for r in games if r["a_seat"] in r["winners"])
            ok = "ok" if games and won / len(games) < fair / 2 else "MISS"
            degenerate.append(
                f"{won:g}/{len(games)} = {_rate(won, len(games))} {ok}" if games else "-"
            )
        lines.append(
            f"| {n} | {mode} | {len(hard)} | {med} | {p90} | {seat_rates} | {worst} | "
            + " | ".join(degenerate)
            + " |"
        )
    every = [r["auctions"] for rs in cells.values() for r in rs if r["strategy"] != "hard"]
    if every:
        lines.append("")
        lines.append(
            f"Auctions in the games with a degenerate seat: median {percentile(every, 50):g}, "
            f"p90 {percentile(every, 90):g} ({len(every)} games)."
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--players", type=int, nargs="+", default=[2, 3, 4, 5, 6])
    p.add_argument("--modes", nargs="+", default=["apprentice", "master"])
    p.add_argument("--games", type=int, default=20, help="Hard-only games per cell")
    p.add_argument(
        "--degenerate-games", type=int, default=20, help="games per cell and degenerate strategy"
    )
    p.add_argument(
        "--big-games", type=int, default=None, help="5-6 players: this many of each (Hard is slow)"
    )
    p.add_argument("--strategies", nargs="*", default=list(STRATEGIES), choices=STRATEGIES)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--log", help="append one JSON line per game to this file")
    p.add_argument("--table", help="print the tables of a --log file and play nothing")
    args = p.parse_args(argv)
    if args.table:
        rows = [json.loads(line) for line in Path(args.table).read_text().splitlines() if line]
        print(tables(rows))
        return 0
    todo = tasks(args)
    rows = []
    started = time.perf_counter()
    log = open(args.log, "a", encoding="utf-8") if args.log else None  # noqa: SIM115
    try:
        for i, row in enumerate(run(todo, args.jobs), 1):
            rows.append(row)
            if log:
                log.write(json.dumps(row) + "\n")
                log.flush()
            print(
                f"[{i}/{len(todo)} {time.perf_counter() - started:.0f}s] {row['players']}p "
                f"{row['mode']} {row['strategy']} seed {row['seed']}: winners {row['winners']} "
                f"auctions {row['auctions']}",
                file=sys.stderr,
                flush=True,
            )
    finally:
        if log:
            log.close()
    print(tables(rows))
    print(f"\n{len(rows)} games in {time.perf_counter() - started:.0f}s, --jobs {args.jobs}.")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
