"""`totemgame simulate`: headless AI-only games, reproducible from the seed."""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from typing import Any

from totemgame import i18n
from totemgame.cli.common import (
    CliError,
    Played,
    _run_tasks,
    get_game,
    parse_options,
    parse_seat,
    play_headless,
)
from totemgame.i18n import _, ngettext

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
            raise CliError(_("--mix chooses the seats; leave out --seats"))
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
            raise CliError(_("simulate needs --seats (or --mix)"))
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
        print(
            ngettext(
                "{n} game of {game}, {plies} plies on average",
                "{n} games of {game}, {plies} plies on average",
                args.games,
            ).format(
                n=args.games,
                game=spec.name,
                plies=i18n.format_number(total_plies / args.games, 1),
            )
        )
        for key in sorted(seated):
            won = wins.get(key, 0.0)
            print(
                "  "
                + _("{seat} seated {n}  wins {wins} ({rate})").format(
                    seat=f"{key:18s}",
                    n=f"{seated[key]:5d}",
                    wins=i18n.format_number(won, 0 if won == int(won) else 1),
                    rate=i18n.format_percent(won / seated[key]),
                )
            )
    return 0
