"""Command line: play (default) | simulate | arena | bench | selftest | --version.

Startup stays fast: only argparse is imported here; each subcommand imports what it needs.
Headless games (simulate, arena) run agents by their iteration budgets with no deadline, so a
seed reproduces a run exactly. Machine-readable output keys are listed in ARCHITECTURE.md.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

# Wall-clock caps of the difficulty presets (ARCHITECTURE.md, "AI"); bench measures under them.
DEADLINES = {"easy": 0.1, "medium": 0.5, "hard": 1.5}
MAX_PLIES = 100_000  # a game longer than this is a bug in its rules


class CliError(Exception):
    """A problem to report in one line, with exit code `code`."""

    def __init__(self, message: str, code: int = 2) -> None:
        super().__init__(message)
        self.code = code

    def __reduce__(self) -> tuple[Any, ...]:  # keeps the code across process boundaries
        return (CliError, (str(self), self.code))


# -- headless play ------------------------------------------------------------------------


@dataclass
class Played:
    """One finished headless game."""

    seed: int
    seats: list[str]
    scores: list[float]
    winners: list[int]
    plies: int
    rounds: Any
    seconds: float
    details: dict[str, Any]
    move_seconds: list[list[float]] = field(default_factory=list)  # per seat


def agent_seed(game_seed: int, seat: int) -> int:
    """The seed of the agent at `seat`, derived from the game's seed (same in every process).

    Headless runs reproduce from the seed alone, so no secret salt keys this one; the table's
    agents and hints get salted seeds (engine/seeds.py)."""
    from totemgame.engine.rng import Rng

    return Rng(f"agent/{game_seed}/{seat}").randint(0, 2**31 - 1)


def parse_seat(kind: str, extra: Sequence[str] = ()) -> str:
    """'ai:<difficulty>' -> difficulty; raises CliError for humans or unknown difficulties.
    `extra`: the game's CLI-only agent names (GameModule.cli_agents), also accepted."""
    from totemgame.games import DIFFICULTIES

    difficulty = kind[3:] if kind.startswith("ai:") else None
    if difficulty not in (*DIFFICULTIES, *extra):
        allowed = ", ".join(f"ai:{d}" for d in (*DIFFICULTIES, *extra))
        raise CliError(f"seat {kind!r} is not an AI seat (use one of: {allowed})")
    return difficulty


def get_game(game_id: str) -> Any:
    from totemgame import games

    try:
        return games.get(game_id)
    except KeyError:
        raise CliError(f"unknown game {game_id!r} (known: {', '.join(games.ids())})") from None


def play_headless(
    game_id: str, kinds: Sequence[str], seed: int, options: Mapping[str, Any]
) -> Played:
    """Play one game to the end between AI seats; each agent sees only its own view."""
    import time

    from totemgame.engine.game import IllegalAction
    from totemgame.engine.match import Match
    from totemgame.engine.record import GameRecord, RecordError, SeatInfo

    module = get_game(game_id)
    seats = [SeatInfo(kind, f"Seat {i + 1}", i) for i, kind in enumerate(kinds)]
    record = GameRecord(game=game_id, options=dict(options), seats=seats, seed=seed)
    try:
        match = Match(record, module)
    except RecordError as exc:
        raise CliError(f"{game_id}: {exc}") from None
    agents = [
        module.make_agent(parse_seat(k, module.cli_agents), agent_seed(seed, i))
        for i, k in enumerate(kinds)
    ]
    move_seconds: list[list[float]] = [[] for _ in kinds]
    started = time.perf_counter()
    while not match.is_over():
        movers = match.to_move()
        if not movers or match.ply >= MAX_PLIES:
            raise CliError(f"{game_id} seed {seed}: the game is stuck at ply {match.ply}", 3)
        seat = movers[0]  # simultaneous decisions are taken one seat at a time, views hide them
        t0 = time.perf_counter()
        try:
            action = agents[seat].choose(match.view(seat), None)
        except Exception as exc:  # name the game and seed, so the crash can be replayed
            raise CliError(
                f"{game_id} seed {seed}: {kinds[seat]} at seat {seat} crashed at ply "
                f"{match.ply}: {_crash(exc)}",
                3,
            ) from None
        move_seconds[seat].append(time.perf_counter() - t0)
        try:
            if action not in match.state.legal_actions(seat):
                raise IllegalAction("not among the legal actions")
            match.apply(seat, action)
        except IllegalAction as exc:
            raise CliError(
                f"{game_id} seed {seed}: {kinds[seat]} at seat {seat} chose an illegal action "
                f"{_to_json(action)} at ply {match.ply}: {exc}",
                3,
            ) from None
        except Exception as exc:
            raise CliError(
                f"{game_id} seed {seed}: the rules crashed on {_to_json(action)} by seat {seat} "
                f"at ply {match.ply}: {_crash(exc)}",
                3,
            ) from None
    seconds = time.perf_counter() - started
    result = match.state.result()
    details = dict(result.details)
    return Played(
        seed=seed,
        seats=list(kinds),
        scores=list(result.scores),
        winners=list(result.winners),
        plies=match.ply,
        rounds=details.pop("rounds", None),
        seconds=round(seconds, 4),
        details=details,
        move_seconds=move_seconds,
    )


def _crash(exc: BaseException) -> str:
    """An exception with the place it was raised (file:line), for a one-line error."""
    import traceback

    frames = traceback.extract_tb(exc.__traceback__)
    where = f" at {frames[-1].filename}:{frames[-1].lineno}" if frames else ""
    return f"{type(exc).__name__}: {exc}{where}"


def _to_json(action: Any) -> str:
    try:
        return json.dumps(action.to_json())
    except Exception:  # an agent returned something that is not an Action at all
        return repr(action)


def parse_options(pairs: Sequence[str]) -> dict[str, Any]:
    """KEY=VALUE pairs; values are JSON when they parse (numbers, true/false), else strings."""
    options: dict[str, Any] = {}
    for pair in pairs:
        key, sep, raw = pair.partition("=")
        if not sep or not key:
            raise CliError(f"--option wants KEY=VALUE, got {pair!r}")
        try:
            options[key] = json.loads(raw)
        except json.JSONDecodeError:
            options[key] = raw
    return options


# -- simulate -----------------------------------------------------------------------------


MIX_DEFAULT = "random,easy,medium"


def mixed_seats(pool: Sequence[str], spec: Any, players: int, game_seed: int) -> list[str]:
    """Seats of one `--mix` game: a seeded draw of a difficulty per seat (and of the player
    count when `players` is 0), the same in every process."""
    from totemgame.engine.rng import Rng

    rng = Rng(f"mix/{game_seed}")
    n = players or rng.randint(spec.min_players, spec.max_players)
    return [f"ai:{rng.choice(list(pool))}" for _ in range(n)]


def _simulate_game(task: tuple[str, list[str], int, dict[str, Any]]) -> Played:
    game_id, kinds, seed, options = task
    return play_headless(game_id, kinds, seed, options)


def cmd_simulate(args: argparse.Namespace) -> int:
    module = get_game(args.game)
    spec = module.spec
    if args.mix is not None:
        if args.seats:
            raise CliError("--mix chooses the seats; leave out --seats")
        pool = [d.strip() for d in args.mix.split(",") if d.strip()]
        for d in pool or ["?"]:
            parse_seat(f"ai:{d}", module.cli_agents)
        if args.players and not spec.min_players <= args.players <= spec.max_players:
            raise CliError(f"{spec.name} is played by {spec.min_players}-{spec.max_players} seats")
        seat_lists = [
            mixed_seats(pool, spec, args.players, args.seed + g) for g in range(args.games)
        ]
    else:
        if not args.seats:
            raise CliError("simulate needs --seats (or --mix)")
        kinds = [k.strip() for k in args.seats.split(",") if k.strip()]
        for kind in kinds:
            parse_seat(kind, module.cli_agents)
        if not spec.min_players <= len(kinds) <= spec.max_players:
            raise CliError(f"{spec.name} is played by {spec.min_players}-{spec.max_players} seats")
        seat_lists = [kinds] * args.games
    options = parse_options(args.option)
    tasks = [(args.game, seats, args.seed + g, options) for g, seats in enumerate(seat_lists)]
    wins: dict[str, float] = {}
    seated: dict[str, int] = {}
    total_plies = 0
    for g, played in enumerate(_run_tasks(_simulate_game, tasks, args.jobs)):
        total_plies += played.plies
        for seat, kind in enumerate(played.seats):
            key = f"seat {seat} {kind}" if args.mix is None else kind
            seated[key] = seated.get(key, 0) + 1
            if seat in played.winners:
                wins[key] = wins.get(key, 0.0) + 1 / len(played.winners)
        if args.json:
            line = {
                "game": args.game,
                "seed": played.seed,
                "seats": played.seats,
                "scores": played.scores,
                "winners": played.winners,
                "plies": played.plies,
                "rounds": played.rounds,
                "seconds": played.seconds,
            }
            if played.details:
                line["details"] = played.details
            print(json.dumps(line, default=str), flush=True)
        else:
            print(
                f"game {g + 1}/{args.games} seed {played.seed}: seats {','.join(played.seats)} "
                f"scores {played.scores} winners {played.winners} plies {played.plies} "
                f"rounds {played.rounds} {played.seconds:.2f}s",
                flush=True,
            )
    if not args.json and args.games:
        print(f"{args.games} games of {spec.name}, {total_plies / args.games:.1f} plies on average")
        for key in sorted(seated):
            won = wins.get(key, 0.0)
            print(f"  {key:18s} seated {seated[key]:5d}  wins {won:g} ({won / seated[key]:.0%})")
    return 0


def _run_tasks(fn: Callable[[Any], Any], tasks: Sequence[Any], jobs: int) -> Any:
    """`map(fn, tasks)` in order, over `jobs` processes when more than one (same results)."""
    if jobs <= 1 or len(tasks) <= 1:
        return map(fn, tasks)
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    from totemgame import games

    pool = ProcessPoolExecutor(
        max_workers=jobs,
        mp_context=multiprocessing.get_context("spawn"),
        initializer=_share_registry,
        initargs=(dict(games._PACKAGES),),
    )

    def results() -> Any:
        with pool:
            yield from pool.map(fn, tasks, chunksize=4)

    return results()


# -- arena --------------------------------------------------------------------------------


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval of a proportion (95% for z=1.96)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * ((p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: Sequence[float], q: float) -> float | None:
    """The q-th percentile (0-100) by linear interpolation; None for no values."""
    if not values:
        return None
    xs = sorted(values)
    k = (len(xs) - 1) * q / 100
    lo = int(k)
    hi = min(lo + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (k - lo)


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


def _share_registry(registry: dict[str, str]) -> None:
    """Pool initializer: child processes see the same game registry as the parent."""
    from totemgame import games

    games._PACKAGES.update(registry)


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
        print(f"{spec.name}, {players} players, {n} games, {args.a} (a) vs {args.b} (b)")
        print(f"  a wins {a_wins:g} = {rate:.1%}  95% CI [{lo:.1%}, {hi:.1%}]  draws {draws}")
        print(f"  fair share 1/{players} = {1 / players:.1%}")
        med, p95 = report["a_move_seconds"]["median"], report["a_move_seconds"]["p95"]
        print(f"  a's move time: median {med}s p95 {p95}s")
    return 0


def _r(x: float | None, digits: int = 4) -> float | None:
    return None if x is None else round(x, digits)


# -- bench --------------------------------------------------------------------------------


def random_playouts_per_s(module: Any, players: int, seconds: float) -> float:
    """Random legal moves from new_game to the end, as many games as fit in `seconds`."""
    import time

    from totemgame.engine.rng import Rng

    rng = Rng(12345)
    options = module.spec.default_options()
    done = 0
    start = time.perf_counter()
    while True:
        state = module.new_game(players, options, rng.randint(0, 2**31 - 1))
        for _ in range(MAX_PLIES):
            if state.is_over():
                break
            seat = state.to_move()[0]
            state.apply(seat, rng.choice(list(state.legal_actions(seat))))
        done += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return done / elapsed


def sample_positions(module: Any, count: int, seed: int = 777) -> list[Any]:
    """Views of the seat to move in `count` positions spread over whole games: each is a
    seeded random game stopped at a uniformly drawn ply, the player count cycling through
    the game's smallest, default and largest (the largest tables think the longest)."""
    from totemgame.engine.rng import Rng

    spec = module.spec
    counts = sorted({spec.min_players, spec.default_players or spec.min_players, spec.max_players})
    rng = Rng(seed)
    options = spec.default_options()
    views = []
    for i in range(count):
        players, game_seed = counts[i % len(counts)], rng.randint(0, 2**31 - 1)
        state = module.new_game(players, options, game_seed)
        moves = []
        while not state.is_over() and len(moves) < MAX_PLIES:
            seat = state.to_move()[0]
            moves.append((seat, rng.choice(list(state.legal_actions(seat)))))
            state.apply(*moves[-1])
        state = module.new_game(players, options, game_seed)
        for seat, action in moves[: rng.randint(0, max(0, len(moves) - 1))]:
            state.apply(seat, action)
        views.append(state.view(state.to_move()[0]))
    return views


def ai_move_seconds(module: Any, difficulty: str, views: Sequence[Any]) -> dict[str, float | None]:
    """Median and p95 of one agent's thinking time on `views`, under the preset's deadline;
    with "nodes_per_s" when the agent reports the positions its search visited
    (`agent.report.nodes`: search nodes or playout iterations)."""
    import time

    times, nodes = [], 0
    for i, view in enumerate(views):
        agent = module.make_agent(difficulty, 1000 + i)
        preset = getattr(agent, "difficulty", None)
        cap = getattr(preset, "seconds", None) or DEADLINES.get(difficulty)
        t0 = time.perf_counter()
        agent.choose(view, None if cap is None else time.monotonic() + cap)
        times.append(time.perf_counter() - t0)
        nodes += getattr(getattr(agent, "report", None), "nodes", 0) or 0
    out = {"median": _r(percentile(times, 50)), "p95": _r(percentile(times, 95))}
    if nodes:
        out["nodes_per_s"] = round(nodes / sum(times), 1)
    return out


def _ui_measure(what: str, fn: Callable[[], Any]) -> Any:
    """Run a UI measurement; a missing UI piece gives None and a note on stderr."""
    try:
        return fn()
    except ImportError as exc:
        print(f"bench: {what} skipped, the UI piece is missing ({exc})", file=sys.stderr)
        return None


def cmd_bench(args: argparse.Namespace) -> int:
    from totemgame import games
    from totemgame.games import DIFFICULTIES

    _dummy_sdl()  # frame timings are measured headless, comparable between machines and CI
    game_ids = [args.game] if args.game else games.ids()
    quick = args.quick
    for game_id in game_ids:
        module = get_game(game_id)

        def idle_cpu(game_id: str = game_id) -> dict[str, float | None]:
            from totemgame.ui import idle_bench

            return idle_bench.idle_report(game_id, seconds=4.0 if quick else 20.0)

        if args.idle:
            report = {"game": game_id, "idle_cpu_pct": _ui_measure("idle_cpu_pct", idle_cpu)}
            print(json.dumps(report) if args.json else f"{game_id}: {report}", flush=True)
            continue
        players = max(2, module.spec.min_players)
        views = sample_positions(module, 3 if quick else 30)
        frames = 60 if quick else 600

        def frame_ms(game_id: str = game_id, frames: int = frames) -> dict[str, Any]:
            from totemgame.ui import bench

            t = bench.table_frame_times(game_id, frames=frames)
            return {"median": _r(t["median_ms"], 3), "p95": _r(t["p95_ms"], 3)}

        def frame_gap(game_id: str = game_id) -> float:
            from totemgame.ui import bench

            return _r(bench.max_frame_gap_while_ai(game_id), 3)

        def cold_start() -> float:
            from totemgame.ui import startup

            return _r(startup.measure_cold_start(), 3)

        report = {
            "game": game_id,
            "playouts_per_s": round(
                random_playouts_per_s(module, players, 0.3 if quick else 2.0), 2
            ),
            "frame_ms": _ui_measure("frame_ms", frame_ms) or {"median": None, "p95": None},
            "ai_move_s": {
                d: ai_move_seconds(module, d, views) for d in DIFFICULTIES if d != "random"
            },
            "max_frame_gap_ms_while_ai": _ui_measure("max_frame_gap_ms_while_ai", frame_gap),
            "cold_start_s": _ui_measure("cold_start_s", cold_start),
            "idle_cpu_pct": _ui_measure("idle_cpu_pct", idle_cpu),
        }
        if args.json:
            print(json.dumps(report), flush=True)
        else:
            print(f"{module.spec.name} ({game_id})")
            for key, value in report.items():
                if key != "game":
                    print(f"  {key}: {value}")
    return 0


# -- window, selftest ---------------------------------------------------------------------


def _dummy_sdl() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def cmd_selftest(args: argparse.Namespace) -> int:
    _dummy_sdl()
    if args.game:
        get_game(args.game)
    try:
        from totemgame.ui.selftest import run_selftest
    except ImportError as exc:
        raise CliError(f"selftest is not available in this build ({exc})", 4) from None
    if args.monkey < 0:
        raise CliError("--monkey wants a number of seconds >= 0")
    if args.monkey_only and not args.monkey:
        raise CliError("--monkey-only needs --monkey SECONDS")
    return int(
        run_selftest(
            args.game,
            monkey_seconds=args.monkey,
            seed=args.seed,
            walkthrough=not args.monkey_only,
        )
    )


def cmd_play(args: argparse.Namespace) -> int:
    from totemgame.ui.display import display_problem

    problem = display_problem()  # before pygame loads: one clear line, not a hidden window
    if problem:
        raise CliError(problem, 1)
    try:
        from totemgame.ui.app import main as open_window
    except ImportError as exc:
        raise CliError(f"the game window is not available in this build ({exc})", 4) from None
    return int(open_window([]) or 0)


# -- entry points -------------------------------------------------------------------------


def build_parser() -> argparse.ArgumentParser:
    from totemgame import APP_NAME, __version__

    parser = argparse.ArgumentParser(
        prog="totemgame", description=f"{APP_NAME}: play, or test the AIs."
    )
    parser.add_argument("--version", action="version", version=f"totemgame {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    p = sub.add_parser("play", help="open the game window (the default)")
    p.set_defaults(func=cmd_play)

    p = sub.add_parser("simulate", help="headless AI-only games, reproducible from the seed")
    p.add_argument("--game", required=True, help="game id")
    p.add_argument("--seats", help="comma-separated ai:<difficulty>, one per seat")
    p.add_argument(
        "--mix",
        nargs="?",
        const=MIX_DEFAULT,
        metavar="DIFFICULTIES",
        help=f"instead of --seats: a seeded random difficulty per seat from this list "
        f"(default {MIX_DEFAULT}) and, without --players, a random number of seats",
    )
    p.add_argument("--players", type=int, default=0, help="seats of a --mix game")
    p.add_argument("--games", type=int, default=1)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="game option")
    p.add_argument("--jobs", type=int, default=1, help="parallel processes (same results)")
    p.add_argument("--json", action="store_true", help="one JSON line per game")
    p.set_defaults(func=cmd_simulate)

    p = sub.add_parser("arena", help="seat-rotated match of two AIs, win rate with 95%% CI")
    p.add_argument("--game", required=True)
    p.add_argument("--a", required=True, help="the AI under test, e.g. ai:hard")
    p.add_argument("--b", required=True, help="the AI filling the other seats")
    p.add_argument("--players", type=int, default=0, help="seats (default: the game's minimum)")
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--jobs", type=int, default=1, help="parallel processes (same results)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_arena)

    p = sub.add_parser("bench", help="playouts/s, AI move times, frame times, cold start")
    p.add_argument("--game", help="one game id (default: all)")
    p.add_argument("--quick", action="store_true", help="fewer samples (seconds, not minutes)")
    p.add_argument("--json", action="store_true", help="one JSON object per game")
    p.add_argument("--idle", action="store_true", help="only the idle CPU of screens")
    p.set_defaults(func=cmd_bench)

    p = sub.add_parser("selftest", help="drive every game through the real scenes, headless")
    p.add_argument("--game", help="one game id (default: all)")
    p.add_argument(
        "--monkey",
        type=float,
        default=0.0,
        metavar="SECONDS",
        help="then random input on every scene of every game (time split among the games)",
    )
    p.add_argument("--seed", type=int, default=1, help="seed of the monkey's random input")
    p.add_argument(
        "--monkey-only", action="store_true", help="skip the full AI games, run only the monkey"
    )
    p.set_defaults(func=cmd_selftest)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """The `totemgame` command. Returns the exit code."""
    import multiprocessing

    multiprocessing.freeze_support()  # a frozen build re-runs itself to start AI processes
    for name in ("stdout", "stderr"):  # a windowed (no console) build has no streams at all
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115
    args = build_parser().parse_args(argv)
    func = getattr(args, "func", cmd_play)
    try:
        return func(args)
    except CliError as exc:
        print(f"totemgame: error: {exc}", file=sys.stderr)
        return exc.code
    except KeyboardInterrupt:
        return 130


def main_gui() -> int:
    """The `totemgame-gui` entry point (no console window on Windows): the game window."""
    return main([])


if __name__ == "__main__":
    raise SystemExit(main())
