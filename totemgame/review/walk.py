"""Walking a finished game for one seat: which of its moves are decisions, and judging them in
order. Each is judged from `state.view(seat)` of the replayed position, never the state, and
then, apart and labelled hindsight, on the true state. No pygame.

`judge_moves` is what the AI worker runs (a few moves per task, so that the screen shows
progress and can cancel between tasks); `review_game` runs a whole game here and now (tests,
the benchmark).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from totemgame import games
from totemgame.engine.game import State
from totemgame.engine.module import GameModule
from totemgame.engine.record import GameRecord, replay
from totemgame.engine.seeds import agent_seed
from totemgame.review.judge import judge_truth, judge_view
from totemgame.review.marks import thresholds_for
from totemgame.review.moves import MoveReview, Review, record_digest


def positions(record: GameRecord, module: GameModule[Any]) -> Iterator[tuple[int, State[Any]]]:
    """Each move's number and the position before it (the same state object, moved on)."""
    state, _ = replay(record, module.spec, module.new_game, module.codec, 0)
    for ply, (seat, action_json) in enumerate(record.actions):
        yield ply, state
        state.apply(seat, module.codec.decode(action_json))


def decision_plies(record: GameRecord, seat: int) -> list[int]:
    """The moves of `seat` that were choices: more than one legal action, and not a draft
    (a bid or preference a later Submit commits)."""
    module = games.get(record.game)
    drafts = module.spec.draft_kinds
    out = []
    for ply, state in positions(record, module):
        mover, action_json = record.actions[ply]
        if mover != seat or action_json.get("kind") in drafts:
            continue
        if len(state.legal_actions(seat)) > 1:
            out.append(ply)
    return out


def rounds_of(record: GameRecord, seat: int, plies: list[int]) -> dict[int, int]:
    """The round each of moves `plies` was played in, as `seat`'s view numbers it (empty for
    a game without rounds): what the review's graph marks its rounds by."""
    module = games.get(record.game)
    wanted = set(plies)
    out: dict[int, int] = {}
    for ply, state in positions(record, module):
        if ply > max(plies, default=-1):
            break
        if ply in wanted:
            number = state.view(seat).round
            if number is None:
                return {}
            out[ply] = number
    return out


def review_seed(record: GameRecord, seat: int, ply: int) -> int:
    """The seed of the review's search at move `ply`: keyed by the game's salt, like hints."""
    return agent_seed(record.salt, record.seed, seat, ply, purpose="review")


def judge_moves(record_json: dict[str, Any], seat: int, plies: list[int]) -> list[dict[str, Any]]:
    """Judge `seat`'s moves `plies` (ascending) of the game `record_json`: MoveReview JSON.
    A module-level function of picklable arguments, for the AI worker."""
    record = GameRecord.from_json(record_json)
    module = games.get(record.game)
    wanted = set(plies)
    out: list[dict[str, Any]] = []
    for ply, state in positions(record, module):
        if ply > max(plies, default=-1):
            break
        if ply not in wanted:
            continue
        played = module.codec.decode(record.actions[ply][1])
        seed = review_seed(record, seat, ply)
        view = state.view(seat)  # what the seat knew when it moved: nothing more
        verdict = judge_view(module, view, played, seed)
        is_best = played == verdict.best
        kind = module.review_kind(played, verdict.best) if module.review_kind else ""
        thresholds = thresholds_for(record.game, kind)
        mark = None
        if verdict.played_value is not None and verdict.best_value is not None:
            mark = thresholds.mark(verdict.best_value - verdict.played_value, is_best)
        elif is_best:
            mark = thresholds.mark(0.0, True)
        hb, hp = judge_truth(module, state.clone(), seat, played, verdict.best, seed)
        hindsight_mark = None
        if hb is not None and hp is not None:
            hindsight_mark = thresholds.mark(hb - hp, False)
        review = MoveReview(
            ply, played.to_json(), verdict.best.to_json(), verdict.reasons,
            verdict.played_value, verdict.best_value, mark, hp, hb, hindsight_mark,
        )  # fmt: skip
        out.append(review.to_json())
    return out


def review_game(
    record: GameRecord, seat: int, progress: Callable[[int, int], None] | None = None
) -> Review:
    """The whole review of `seat`'s game, here and now; `progress(done, total)` after each
    decision."""
    plies = decision_plies(record, seat)
    review = Review(record.game, seat, record_digest(record))
    record_json = record.to_json()
    for i, ply in enumerate(plies):
        review.moves += [MoveReview.from_json(m) for m in judge_moves(record_json, seat, [ply])]
        if progress is not None:
            progress(i + 1, len(plies))
    return review
