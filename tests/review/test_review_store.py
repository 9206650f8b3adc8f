"""A computed review is kept and read back as it was; a damaged one, one of another version or
of another game is never shown: loading says why, and the job makes it again."""

from __future__ import annotations

import json
import time

import pytest
from review_games import easy_game

from totemgame import __version__
from totemgame.ai.worker import AiWorker
from totemgame.review import store
from totemgame.review.marks import Mark
from totemgame.review.moves import MoveReview, Review, record_digest
from totemgame.review.store import load_review, review_path, save_review
from totemgame.session import review_job
from totemgame.session.review_job import ReviewJob


def a_review(record, seat: int = 0) -> Review:
    move = MoveReview(
        3, {"kind": "x"}, {"kind": "y"}, {"en": "Because."}, 0.25, 0.75, Mark.BLUNDER,
        None, None, None,
    )  # fmt: skip
    return Review(record.game, seat, record_digest(record), [move])


@pytest.fixture
def record():
    return easy_game("totem-surround", 3)


def test_a_kept_review_reads_back_the_same(record):
    review = a_review(record)
    save_review(review, record)
    stored = load_review(record, 0)
    assert stored.problem == "" and stored.review == review
    assert load_review(record, 1).review is None and load_review(record, 1).problem == ""


@pytest.mark.parametrize(
    "damage, problem",
    [
        (lambda obj: "{not json", "the file is damaged"),
        (lambda obj: obj | {"moves": [{"ply": "three"}]}, "the file is damaged"),
        (lambda obj: obj | {"moves": 7}, "the file is damaged"),
        (lambda obj: obj | {"app_version": "0.0.1"}, "it was made by another version"),
        (lambda obj: obj | {"format": 99}, "it was made by another version"),
        (lambda obj: obj | {"digest": "0" * 64}, "it belongs to another game"),
    ],
)
def test_a_review_that_cannot_be_trusted_is_not_shown(record, damage, problem):
    save_review(a_review(record), record)
    path = review_path(record, 0)
    obj = json.loads(path.read_text())
    assert obj["app_version"] == __version__
    damaged = damage(obj)
    path.write_text(damaged if isinstance(damaged, str) else json.dumps(damaged))
    stored = load_review(record, 0)
    assert stored.review is None and stored.problem == problem


def fake_judge(record_json, seat, plies):
    return [
        MoveReview(p, {"kind": "a"}, {"kind": "b"}, {"en": "r"}, 0.5, 0.5, Mark.BEST).to_json()
        for p in plies
    ]


def run(job: ReviewJob, seconds: float = 10.0) -> None:
    end = time.monotonic() + seconds
    while not job.done() and time.monotonic() < end:
        job.poll()
        time.sleep(0.001)


def test_a_damaged_review_is_made_again_by_the_job_and_kept(record, monkeypatch):
    monkeypatch.setattr(review_job, "judge_moves", fake_judge)
    review_path(record, 0).parent.mkdir(parents=True)
    review_path(record, 0).write_text("{damaged")
    assert load_review(record, 0).problem == "the file is damaged"
    worker = AiWorker(use_process=False)
    try:
        job = ReviewJob(worker, record, 0)
        assert job.total > 10 and job.judged == 0
        run(job)
        assert job.done() and job.judged == job.total
    finally:
        worker.shutdown()
    stored = load_review(record, 0)
    assert stored.problem == "" and stored.review == job.review
    assert [m.ply for m in stored.review.moves] == job.plies


def test_a_cancelled_job_stops_between_moves_and_keeps_nothing(record, monkeypatch):
    monkeypatch.setattr(review_job, "judge_moves", fake_judge)
    worker = AiWorker(use_process=False)
    try:
        job = ReviewJob(worker, record, 0)
        while job.judged < 2:
            job.poll()
            time.sleep(0.001)
        job.cancel()
        judged = job.judged
        for _ in range(50):
            job.poll()
        assert job.judged == judged < job.total and not job.done()
    finally:
        worker.shutdown()
    assert load_review(record, 0).review is None
    assert not store.review_path(record, 0).exists()


def test_only_the_newest_reviews_are_kept(tmp_path):
    import os

    records = [easy_game("totem-surround", 3) for _ in range(4)]
    for i, record in enumerate(records):
        record.seed = 100 + i  # four different games
        path = save_review(a_review(record), record, tmp_path, keep=3)
        os.utime(path, (1000 + i, 1000 + i))
    (tmp_path / "notes.json").write_text("{}")  # not a review: left alone
    kept = sorted(p.name for p in tmp_path.iterdir())
    assert len(kept) == 4 and "notes.json" in kept
    assert review_path(records[0], 0, tmp_path).name not in kept
