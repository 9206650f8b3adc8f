"""A review being made: the seat's decisions judged one per task in the AI worker (off the frame
loop), so that the screen shows progress and Cancel stops it between two moves. When every
decision is judged the review is kept (review/store.py). No pygame."""

from __future__ import annotations

from concurrent.futures import Future
from typing import TYPE_CHECKING, Any

from totemgame.engine.record import GameRecord
from totemgame.review.moves import MoveReview, Review, record_digest
from totemgame.review.store import save_review
from totemgame.review.walk import decision_plies, judge_moves

if TYPE_CHECKING:
    from totemgame.ai.worker import AiWorker


class ReviewJob:
    """Judges `seat`'s decisions of `record` in `worker`; call `poll()` every frame."""

    def __init__(self, worker: AiWorker, record: GameRecord, seat: int) -> None:
        self.worker = worker
        self.record = record
        self.record_json = record.to_json()
        self.plies = decision_plies(record, seat)
        self.review = Review(record.game, seat, record_digest(record))
        self.future: Future[list[dict[str, Any]]] | None = None
        self.cancelled = False
        self.failed = ""  # the name of the error that stopped it, if one did
        self.save_failed = False

    @property
    def total(self) -> int:
        """Decisions to judge."""
        return len(self.plies)

    @property
    def judged(self) -> int:
        """Decisions judged so far."""
        return len(self.review.moves)

    def done(self) -> bool:
        """Every decision judged (the review is complete and was kept if the disk allowed)."""
        return self.judged == self.total and not self.failed and not self.cancelled

    def poll(self) -> None:
        """Collect a finished judgement and hand the worker the next decision."""
        if self.cancelled or self.failed or self.done():
            return
        future = self.future
        if future is not None:
            if not future.done():
                return
            self.future = None
            try:
                moves = [MoveReview.from_json(m) for m in future.result()]
            except Exception as exc:  # a failed search stops the review; the screen says so
                self.failed = type(exc).__name__
                return
            self.review.moves += moves
            if self.done():
                try:
                    save_review(self.review, self.record)
                except OSError:
                    self.save_failed = True
                return
        ply = self.plies[self.judged]
        self.future = self.worker.submit(judge_moves, self.record_json, self.review.seat, [ply])

    def cancel(self) -> None:
        """Stop: the move being judged finishes in the worker and is dropped."""
        self.cancelled = True
        if self.future is not None:
            self.future.cancel()
            self.future = None
