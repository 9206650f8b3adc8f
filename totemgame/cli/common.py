"""What the CLI's commands share: errors, seats, headless games, options, worker pools."""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from totemgame.i18n import _

if TYPE_CHECKING:
    from totemgame.engine.module import GameModule

MAX_PLIES = 100_000  # a game longer than this is a bug in its rules
MAX_BUDGET = 1000.0  # the largest `ai:<difficulty>@<factor>`


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


def parse_agent(kind: str, extra: Sequence[str] = ()) -> tuple[str, float]:
    """'ai:<difficulty>[@<factor>]' -> (difficulty, budget factor); 'ai:hard@8' thinks 8x as
    many iterations as Hard (still reproducible). Raises CliError for humans, unknown
    difficulties and factors that are not positive numbers.
    `extra`: the game's CLI-only agent names (GameModule.cli_agents), also accepted."""
    from totemgame.games import DIFFICULTIES

    name, at, raw = kind.partition("@")
    difficulty = name[3:] if name.startswith("ai:") else None
    if difficulty not in (*DIFFICULTIES, *extra):
        allowed = ", ".join(f"ai:{d}" for d in (*DIFFICULTIES, *extra))
        raise CliError(
            f"seat {kind!r} is not an AI seat (use one of: {allowed}; "
            "add @<factor> to multiply the search budget, e.g. ai:hard@8)"
        )
    if not at:
        return difficulty, 1.0
    try:
        factor = float(raw)
    except ValueError:
        factor = float("nan")
    if not (factor > 0 and factor <= MAX_BUDGET):  # also refuses nan and inf
        raise CliError(
            f"seat {kind!r}: the budget factor after '@' must be a number above 0 and at most "
            f"{MAX_BUDGET:g} (e.g. ai:hard@8), got {raw!r}"
        )
    return difficulty, factor


def parse_seat(kind: str, extra: Sequence[str] = ()) -> str:
    """'ai:<difficulty>[@<factor>]' -> difficulty (see parse_agent, which also checks it)."""
    return parse_agent(kind, extra)[0]


def seat_agent(module: GameModule[Any], kind: str, seed: int) -> Any:
    """The agent of seat `kind` ('ai:hard', 'ai:hard@8'), its budget multiplied by the factor."""
    difficulty, factor = parse_agent(kind, module.cli_agents)
    if factor == 1.0:
        return module.make_agent(difficulty, seed)
    make: Any = module.make_agent  # every game's make_agent(difficulty, seed, budget=1.0)
    return make(difficulty, seed, budget=factor)


def get_game(game_id: str) -> GameModule[Any]:
    from totemgame import games

    try:
        return games.get(game_id)
    except KeyError:
        raise CliError(
            _("unknown game {game!r} (known: {known})").format(
                game=game_id, known=", ".join(games.ids())
            )
        ) from None


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
    agents = [seat_agent(module, k, agent_seed(seed, i)) for i, k in enumerate(kinds)]
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
            raise CliError(_("--option wants KEY=VALUE, got {pair!r}").format(pair=pair))
        try:
            options[key] = json.loads(raw)
        except json.JSONDecodeError:
            options[key] = raw
    return options


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


def _share_registry(registry: dict[str, str]) -> None:
    """Pool initializer: child processes see the same game registry as the parent."""
    from totemgame import games

    games._PACKAGES.update(registry)


def percentile(values: Sequence[float], q: float) -> float | None:
    """The q-th percentile (0-100) by linear interpolation; None for no values."""
    if not values:
        return None
    xs = sorted(values)
    k = (len(xs) - 1) * q / 100
    lo = int(k)
    hi = min(lo + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (k - lo)


def _r(x: float | None, digits: int = 4) -> float | None:
    return None if x is None else round(x, digits)


def _dummy_sdl() -> None:
    """Pygame headless: no window, no sound device (bench, selftest)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
