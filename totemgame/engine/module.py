"""GameModule: everything the app, the CLI and the tests need from one game. No pygame.

Each game package defines `GAME = GameModule(...)` in its `__init__.py`; the registry
(`totemgame.games`) lists the packages and loads them lazily.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from totemgame.engine.game import Action, ActionCodec, Agent, GameSpec, Seat, State, View
from totemgame.engine.refusal import Refusal
from totemgame.engine.rng import Rng

V = TypeVar("V", bound=View)  # the game's view: the seat and the three facts every view gives


@dataclass(frozen=True)
class GameModule(Generic[V]):
    """One game as the app sees it, typed by its view V (so mypy checks that the game's
    state, world sampler, agents and hint key agree on it).

    new_game(players, options, seed) -> State
    sample_world(view, rng) -> State consistent with the view, others' secrets re-drawn
    make_agent(difficulty, seed) -> Agent[V] (engine.game.Agent; totemgame.ai builds them)
    rules_text: the rulebook as plain text, for a game whose data has no `rules` sections
    cli_agents: extra names make_agent accepts besides DIFFICULTIES, for the CLI only
        (`ai:<name>` in simulate/arena, e.g. degenerate strategies for balance checks); the
        setup screen never offers them
    tutorial_checks: name -> check(state, seat, action): a tutorial step with `accept = name`
        also takes the learner's move of the step's kind that passes it (a final arranged
        otherwise but balanced), not only the scripted one
    hint_position(view) -> str: for a game whose hints are a function of the position, a
        text naming what the seat sees (leaving out drafts and others' sealed moves); its hints
        are then seeded by it and think by their work budgets alone, with no clock
    review_values(agent, view, actions, seed) -> the seat's chance (0..1, None: unknown) after
        each action, by the Hard `agent` right after it chose from `view` (the post-game
        review; a game without it offers no review)
    hindsight_values(state, seat, actions, seed) -> the same, judged on the true `state`
        (the review's hindsight; None for a game with nothing hidden)
    review_reason(agent, view, played, best, values, hint) -> the review's reason for a move
        that was not the Hard AI's (values: best's, played's; hint: the Hint's reason for the
        best move), in the current language: what the move played did against the best;
        None or "": the Hint's reason alone
    review_kind(played, best) -> the review's kind of decision (the `[review.<kind>]`
        thresholds of the game's data that mark it); None: one set of thresholds for all
    view_check(view, seat, action) -> Refusal | None: for a game whose legal moves are too many
        to list (an online table sends a menu of them), the rules' check of the viewing seat's
        move from its view alone, so a player's app greys what the referee would refuse (the
        referee still decides)
    named(text, names) -> str: a reason with the game's marks for players (Totem Village's
        "[family 2]") named for the seats `names` (the replay's names), in the current language
    bench_figures(quick) -> dict: the game's own figures for `totemgame bench` (e.g. an
        endgame solver's speed), printed with the common ones
    """

    spec: GameSpec
    # (Its table, the pygame half, is named in the UI's composition root: ui/table/tables.py.)
    new_game: Callable[[int, Mapping[str, Any], int], State[V]]
    sample_world: Callable[[V, Rng], State[V]]
    codec: ActionCodec
    make_agent: Callable[[str, int], Agent[V]]
    rules_text: str = ""
    cli_agents: tuple[str, ...] = ()
    tutorial_checks: Mapping[str, Callable[[State[V], int, Action], bool]] = field(
        default_factory=dict
    )
    hint_position: Callable[[V], str] | None = None
    review_values: Callable[[Any, V, Sequence[Action], int], list[float | None]] | None = None
    hindsight_values: (
        Callable[[State[V], int, Sequence[Action], int], list[float | None]] | None
    ) = None
    review_reason: (
        Callable[[Any, V, Action, Action, tuple[float | None, float | None], str], str | None]
        | None
    ) = None
    review_kind: Callable[[Action, Action], str] | None = None
    view_check: Callable[[V, Seat, Action], Refusal | None] | None = None
    named: Callable[[str, Sequence[str]], str] | None = None
    bench_figures: Callable[[bool], Mapping[str, Any]] | None = None
