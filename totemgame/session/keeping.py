"""GameKeeping: where a game played on this computer is kept. Its own autosave (written after
every move, never crashing the game over a full disk), its last good save and how far behind it
is, a named save, and a finished game's place in the history and statistics. Pure: no pygame.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from totemgame.engine.game import Seat
from totemgame.engine.match import Match
from totemgame.engine.record import save_problem
from totemgame.i18n import N_, _
from totemgame.storage import saves
from totemgame.text import Words

# engine.record.save_problem's words, said in the player's language where a save failed.
SAVE_PROBLEMS = (N_("the disk is full"), N_("the save folder is read-only"))


class GameKeeping:
    """The files of one game in progress (see the module docstring). `tell(text, kind)` shows
    a problem to the player; `enabled` False (self-test, bench, tutorial) keeps nothing."""

    def __init__(
        self,
        match: Match,
        enabled: bool,
        autosave_file: Path | None,
        tell: Callable[[Words, str], None],
    ) -> None:
        self.match = match
        self.enabled = enabled
        # This game's own autosave (a game resumed keeps its file; None: a new one at 1st save).
        self.autosave_file = autosave_file
        self.tell = tell
        self.save_error: str | None = None
        # The last good save of this game (its autosave, a named save, the file it was loaded
        # from) and the moves it holds: how far behind it is, if saving fails.
        self.saved_path: Path | None = None
        self.saved_actions: list[tuple[Seat, dict[str, Any]]] = []

    def autosave(self) -> None:
        """Save the game now (after a move, undo, a hint); a problem is told, never raised."""
        # Never crash over a save: tell the player once per distinct problem.
        shown = self.save_error
        if self.save_now() is not None and self.save_error and self.save_error != shown:
            self.tell(self.save_error, "error")

    def write_autosave(self) -> Path:
        """Write this game's own autosave (its file is chosen at the first save: starting
        another game never overwrites it). Raises OSError if the disk refuses."""
        if self.autosave_file is None:
            self.autosave_file = saves.new_slot(self.match.record.game)
        saves.write_game(self.autosave_file, self.match.record, saves.summarize(self.match))
        self.mark_saved(self.autosave_file)
        return self.autosave_file

    def mark_saved(self, path: Path) -> None:
        """The game as it stands is saved at `path` (written, or just loaded from it)."""
        self.saved_path = path
        self.saved_actions = list(self.match.record.actions)

    def moves_unsaved(self) -> int:
        """How many moves (turns) of the game its last good save lacks (all, if none)."""
        actions = self.match.record.actions
        kept = 0
        for saved, now in zip(self.saved_actions, actions, strict=False):
            if saved != now:
                break
            kept += 1
        return self.match.record.turns() - self.match.record.turns(kept)

    def save_now(self) -> str | None:
        """Write the autosave now (e.g. before the window closes); the reason if it failed.
        Without autosave (self-test, bench) there is nothing to keep: None."""
        if not self.enabled:
            return None
        try:
            self.write_autosave()
        except OSError as exc:
            reason = _(save_problem(exc))  # the player's language, for the words it has
            self.save_error = _("Autosave failed: {reason}. Your previous save is kept.").format(
                reason=reason
            )
            return reason
        self.save_error = None
        return None

    def keep_finished_game(self) -> None:
        """The game just ended: keep it for replays and count it in the statistics."""
        if not self.enabled:
            return  # bench and replays: nothing of theirs belongs in the player's history
        from totemgame.storage.history import Kept, keep_finished_game

        try:
            kept = keep_finished_game(self.match.record, self.match.state.result())
        except Exception as exc:  # a bug here must not turn into "the AI failed" or a crash
            why = _("The finished game could not be recorded ({reason}).")
            kept = Kept(False, [why.format(reason=type(exc).__name__)])
        archived, problems = kept.archived, kept.problems
        if archived:
            saves.forget(self.autosave_file)  # it lives on in Replays: no longer in progress
        for text in problems:
            self.tell(text, "error")

    def save_as(self, path: Path) -> None:
        """Save the game to `path` (raises OSError with the reason)."""
        saves.write_game(path, self.match.record, saves.summarize(self.match))
        self.mark_saved(path)
