"""One decision judged: the Hard AI's best move from a position, its reason, and its value and
the value of the move played, in the game's own measure (a chance, 0..1). No pygame.

The best move and its reason come the way the Hint gets them (the Hard agent's `choose`, then
`explain_choice`), seeded and without a clock, so the same position is judged the same way on
every machine. The values come from the game's `review_values` hook, which may read what that
search left behind, and a game's `review_reason` may say what the move played did beside (or
instead of) the Hint's reason for the best. `judge_view` is given the seat's view and nothing else; `judge_truth`
(hindsight) is given the true state, and says so in its name.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from totemgame import i18n
from totemgame.ai.agent import explain_choice
from totemgame.engine.game import Action, State
from totemgame.engine.module import GameModule

# review_values(agent, view, actions, seed) -> the seat's chance after each action (None: the
# game cannot tell), called right after `agent.choose(view)`.
ReviewValues = Callable[[Any, Any, Sequence[Action], int], list[float | None]]


@dataclass(frozen=True)
class Verdict:
    """The Hard AI's word on one decision: its best move with its one-line reason in every
    language, and the chance after the best and after the played move (None: not known)."""

    best: Action
    reasons: dict[str, str]
    best_value: float | None
    played_value: float | None


def values_hook(module: GameModule[Any]) -> ReviewValues:
    """The game's `review_values` (KeyError if the game cannot be reviewed)."""
    hook = module.review_values
    if hook is None:
        raise KeyError(module.spec.id)
    return hook


def judge_view(module: GameModule[Any], view: Any, played: Action, seed: int) -> Verdict:
    """Judge `played` from `view` alone: what the seat knew when it moved."""
    agent = module.make_agent("hard", seed)
    best: Action = agent.choose(view, None)
    hints: dict[str, str] = {}
    for language in i18n.LANGUAGES:
        with i18n.speaking(language):
            hints[language] = explain_choice(agent, view, best)
    actions = [best] if played == best else [best, played]
    values = values_hook(module)(agent, view, actions, seed)
    reasons = hints
    if module.review_reason is not None and played != best:
        reasons = {}
        for language, hint in hints.items():
            with i18n.speaking(language):
                said = module.review_reason(
                    agent, view, played, best, (values[0], values[-1]), hint
                )
            reasons[language] = said or hint
    return Verdict(best, reasons, values[0], values[-1])


def judge_truth(
    module: GameModule[Any], truth: State[Any], seat: int, played: Action, best: Action, seed: int
) -> tuple[float | None, float | None]:
    """With hindsight: the chance after `best` and after `played` judged on the true state
    (everything the end revealed), by the game's `hindsight_values`; (None, None) for a game
    with nothing hidden, where hindsight knows no more than the seat did."""
    hook = module.hindsight_values
    if hook is None:
        return None, None
    actions = [best] if played == best else [best, played]
    values = hook(truth, seat, actions, seed)
    return values[0], values[-1]
