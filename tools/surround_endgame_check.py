"""Totem Surround: Hard against the solved endgames of tests/games/totem_surround/data.

For each position Hard plays a whole turn as the app asks it: a fresh agent for the totem
move and another for the placement, from a cold endgame table. With --seconds each half gets
that deadline (the app's 1.5 s; wall time, so it depends on the machine's load); without, the
node and iteration budgets alone decide (as the test does); with --cpu as well, the deadlines
count this process's CPU seconds instead (what a quiet machine would give, whatever the load:
the wall time of a busy machine starves the search). A turn off the optimal ones is
solved exactly (no budget) to say how many points it gave away. The table at the end:
empty squares | positions | Hard optimal | outcome kept | worst loss, and the p95 of
a whole turn's wall and CPU time.

    PYTHONPATH=. python3 tools/surround_endgame_check.py --seconds 1.5 [--cpu]
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from totemgame.games.totem_surround import ai
from totemgame.games.totem_surround.endgame import Solver
from totemgame.games.totem_surround.rules import new_game
from totemgame.games.totem_surround.search import UNIT, Position, Turn

DATA = Path(__file__).parent.parent / "tests/games/totem_surround/data/endgames.jsonl"


def turn_value(row: dict, turn: Turn) -> int:
    """The exact value of `turn` for the mover of `row`'s position."""
    pos = Position(row["cells"], row["totem"], row["left"], row["seat"])
    _, value = Solver(1 << 62).solve(pos, [turn])
    return value


def in_points(loss: int) -> str:
    """A value difference as points of score margin and pieces of the tie-break."""
    points = (loss + UNIT // 2) // UNIT
    pieces = loss - points * UNIT
    return f"{points} points" + (f", {pieces} piece{'s' * (abs(pieces) != 1)}" if pieces else "")


def hard_turn(row: dict, k: int, seconds: float | None) -> tuple[Turn, float, float]:
    ai.forget_endgames()
    state = new_game(2, {}, 0)
    state.cells, state.totem = list(row["cells"]), row["totem"]
    state.left, state.turn = [list(h) for h in row["left"]], row["seat"]
    seat = state.turn
    t0, c0 = time.perf_counter(), time.process_time()
    move = ai.make_agent("hard", k).choose(
        state.view(seat), None if seconds is None else time.monotonic() + seconds
    )
    state.apply(seat, move)
    place = ai.make_agent("hard", k).choose(
        state.view(seat), None if seconds is None else time.monotonic() + seconds
    )
    turn = (move.to, place.square, place.value)  # type: ignore[attr-defined]
    return turn, time.perf_counter() - t0, time.process_time() - c0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=None, help="each half-turn's deadline")
    ap.add_argument("--data", default=str(DATA))
    ap.add_argument("--empty", default="12,14,16")
    ap.add_argument("--cpu", action="store_true", help="deadlines in CPU seconds, not wall")
    args = ap.parse_args()
    if args.cpu:  # every deadline of the agents, and this tool's, on the CPU clock
        time.monotonic = time.process_time
    with open(args.data, encoding="utf-8") as f:
        rows = [json.loads(line) for line in f]
    table, times, cpus = [], [], []
    for empty in (int(n) for n in args.empty.split(",")):
        positions = [r for r in rows if r["empty"] == empty]
        optimal = kept = 0
        worst = 0
        for k, row in enumerate(positions):
            turn, dt, cpu = hard_turn(row, k, args.seconds)
            times.append(dt)
            cpus.append(cpu)
            good = list(turn) in row["optimal"]
            optimal += good
            kept += list(turn) in row["keeps"]
            loss = 0 if good else row["value"] - turn_value(row, turn)
            worst = max(worst, loss)
            print(
                f"empty {empty} seed {row['seed']}: {dt:.2f} s (cpu {cpu:.2f}), turn {turn}, "
                f"{'optimal' if good else 'loses ' + in_points(loss)}",
                flush=True,
            )
        table.append((empty, len(positions), optimal, kept, worst))
    print("empty | positions | Hard optimal | outcome kept | worst loss")
    for empty, n, optimal, kept, worst in table:
        print(f"{empty} | {n} | {optimal}/{n} | {kept}/{n} | {in_points(worst)}")
    for clock, spent in (("wall", times), ("cpu", cpus)):
        spent.sort()
        p95 = spent[min(len(spent) - 1, round(0.95 * (len(spent) - 1)))]
        print(f"whole turn, {clock}: median {spent[len(spent) // 2]:.2f} s, p95 {p95:.2f} s")


if __name__ == "__main__":
    main()
