"""A value the table shows at once and improves when background work lands: the notebook's
weights and the final pans' ranges start from the deduction engine's quick bounds and become
what proof.py proves. The proof runs in the AI worker, so the frame loop never waits for it."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any, Generic, TypeVar

T = TypeVar("T")
Run = Callable[..., "Future[Any]"]  # MightPort.background: fn(*args) in the worker
POLL = 0.1  # seconds between looks at a pending proof (the table redraws that often)


class Refined(Generic[T]):
    """The quick value for the current key, replaced by the proof's value once it lands (a
    proof that fails leaves the quick one). A new key forgets the old proof."""

    def __init__(self, quick: T) -> None:
        self.key: object = None
        self.value = quick
        self._future: Future[Any] | None = None

    def get(
        self, key: object, quick: Callable[[], T], run: Run | None, proof: Callable[..., T],
        *args: Any,
    ) -> T:  # fmt: skip
        if key != self.key:
            self.key = key
            self.value = quick()
            if self._future is not None:
                self._future.cancel()  # not started yet: it leaves the queue
            self._future = run(proof, *args) if run is not None else None
        elif self._future is not None and self._future.done():
            future, self._future = self._future, None
            with contextlib.suppress(Exception):  # else the quick value stays: never wrong
                self.value = future.result()
        return self.value

    def waiting(self) -> bool:
        """A proof is under way: the table should look again in POLL seconds."""
        return self._future is not None
