"""How long a server keeps its tables, and how many unfinished ones one address may open: the
server's defaults, light enough for the command line to show without opening a database."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Keeping:
    """How long tables are kept, and how many unfinished ones one address may open."""

    idle_hours: float = 14 * 24.0  # an unfinished table nobody played or joined at
    finished_hours: float = 48.0  # a finished table: its players may still come to see the end
    tables_per_address: int = 10
