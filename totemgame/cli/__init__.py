"""Command line: play (default) | simulate | arena | bench | selftest | serve | --version.

Startup stays fast: only argparse and the command modules (which import nothing heavy at
the top) are imported here; each command imports what it needs when it runs.
Headless games (simulate, arena) run agents by their iteration budgets with no deadline, so a
seed reproduces a run exactly. Machine-readable output keys are listed in ARCHITECTURE.md.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from totemgame import i18n
from totemgame.cli.arena import arena_seats, cmd_arena, wilson
from totemgame.cli.bench import cmd_bench
from totemgame.cli.common import (
    CliError,
    _dummy_sdl,
    agent_seed,
    get_game,
    parse_options,
    parse_seat,
    percentile,
    play_headless,
)
from totemgame.cli.serve import add_parser as add_serve_parser
from totemgame.cli.simulate import MIX_DEFAULT, cmd_simulate, mixed_seats
from totemgame.i18n import _

__all__ = [
    "CliError",
    "agent_seed",
    "arena_seats",
    "build_parser",
    "main",
    "main_gui",
    "mixed_seats",
    "parse_options",
    "parse_seat",
    "percentile",
    "play_headless",
    "wilson",
]


# -- window, selftest ---------------------------------------------------------------------


def cmd_selftest(args: argparse.Namespace) -> int:
    _dummy_sdl()
    if args.game:
        get_game(args.game)
    try:
        from totemgame.ui.harness.selftest import run_selftest
    except ImportError as exc:
        raise CliError(
            _("selftest is not available in this build ({reason})").format(reason=exc), 4
        ) from None
    if args.monkey < 0:
        raise CliError(_("--monkey wants a number of seconds >= 0"))
    if args.lang is not None and args.lang not in i18n.LANGUAGES:
        raise CliError(
            _("--lang wants one of: {languages}").format(languages=", ".join(i18n.LANGUAGES))
        )
    if args.monkey_only and not args.monkey:
        raise CliError(_("--monkey-only needs --monkey SECONDS"))
    return int(
        run_selftest(
            args.game,
            monkey_seconds=args.monkey,
            seed=args.seed,
            walkthrough=not args.monkey_only,
            tutorials=args.tutorial,
            language=args.lang,
        )
    )


def cmd_play(args: argparse.Namespace) -> int:
    from totemgame.ui.display import display_problem

    problem = display_problem()  # before pygame loads: one clear line, not a hidden window
    if problem:
        raise CliError(problem, 1)
    try:
        from totemgame.ui.launch import main as open_window
    except ImportError as exc:
        raise CliError(
            _("the game window is not available in this build ({reason})").format(reason=exc), 4
        ) from None
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
    p.add_argument(
        "--seats",
        help="comma-separated ai:<difficulty>[@<factor>], one per seat (ai:hard@8: 8x the budget)",
    )
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
    p.add_argument(
        "--a", required=True, help="the AI under test, e.g. ai:hard (ai:hard@8: 8x its budget)"
    )
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
    p.add_argument(
        "--server",
        action="store_true",
        help="instead: move latency on a 'serve' process with --tables tables of bot players",
    )
    p.add_argument("--tables", type=int, default=200, help="with --server (default 200)")
    p.add_argument("--seconds", type=float, default=30.0, help="with --server: measured time")
    p.add_argument(
        "--think-ms", type=float, default=1000.0, help="with --server: a bot's mean thinking time"
    )
    p.add_argument("--seed", type=int, default=1, help="with --server: the bots' random moves")
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
    p.add_argument(
        "--tutorial",
        action="store_true",
        help="play every tutorial (or --game's) like a learner; one JSON line per game",
    )
    p.add_argument(
        "--lang",
        metavar="LANG",
        help="play in this language (en, fr, de, pl) and check every text's glyphs",
    )
    p.set_defaults(func=cmd_selftest)

    add_serve_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """The `totemgame` command. Returns the exit code."""
    import multiprocessing

    multiprocessing.freeze_support()  # a frozen build re-runs itself to start AI processes
    for name in ("stdout", "stderr"):  # a windowed (no console) build has no streams at all
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115
    _speak_the_players_language()
    args = build_parser().parse_args(argv)
    func = getattr(args, "func", cmd_play)
    try:
        return func(args)
    except CliError as exc:
        print("totemgame: " + _("error: {problem}").format(problem=exc), file=sys.stderr)
        return exc.code
    except KeyboardInterrupt:
        return 130


def _speak_the_players_language() -> None:
    """Human messages in the language of the settings (else the system's); JSON output has
    no words to translate."""
    from totemgame.storage.settings import load_settings

    try:
        settings, _warning = load_settings()
    except Exception:  # an unreadable settings folder: the system's language
        from totemgame.storage.settings import Settings

        settings = Settings()
    i18n.set_language(i18n.resolve(settings.language))


def main_gui() -> int:
    """The `totemgame-gui` entry point (no console window on Windows): the game window."""
    return main([])


if __name__ == "__main__":
    raise SystemExit(main())
