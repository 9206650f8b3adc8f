"""GameEnd: how a table hands over and ends. Between two humans at one screen the hand-off
opens once the last move has landed; at the end the final table stays a while (or until the
player presses Results) and the results follow, with their sound."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from totemgame.ui.table.shell_port import ShellPort

RESULTS_DELAY = 1.2  # seconds the final position stays visible before the results


class GameEnd:
    """The hand-off and the results of one table."""

    def __init__(self, table: ShellPort) -> None:
        self.table = table
        self.over_for = 0.0  # seconds the game has been over with nothing moving

    def results_auto(self) -> bool:
        """The results open by themselves: the board's last overlay leads there, or no human
        plays (else the final table stays until the player presses Results)."""
        return self.table.board.ends_with_own_overlay or not self.table.session.humans

    def waits_for_results(self) -> bool:
        """Over, at rest, and the player's Results (Enter) opens the results."""
        t = self.table
        over = t.session.is_over() and not self.results_auto() and not t.is_animating()
        return over and t.tutorial is None

    def due_in(self) -> float | None:
        """Seconds until the results open by themselves (None: they do not)."""
        over = self.table.session.is_over() and self.results_auto()
        return RESULTS_DELAY - self.over_for if over else None

    def update(self, dt: float) -> None:
        """Open the hand-off once the last move has landed (the table shows the public view
        until then), and the results a while after the end."""
        t = self.table
        if t.session.pending_handoff is not None and t.on_top() and not t.is_animating():
            t.open_handoff()
        if t.tutorial is not None:  # the tutorial's end screen is its results
            return
        if t.session.is_over() and not t.is_animating():
            self.over_for += dt
            if self.over_for >= RESULTS_DELAY and t.on_top() and self.results_auto():
                self.open_results()

    def open_results(self) -> None:
        t = self.table
        humans = t.session.humans
        result = t.session.result()
        won = result is not None and any(s in result.winners for s in humans)
        t.app.sound.play("win" if won or not humans else "chime")
        finished = t.session.finished()
        if finished is not None:
            online = t.online is not None
            viewer = t.session.viewer if online else None  # the results speak to its player
            t.app.replace(t.app.screens.results(finished, t.seat_colour, online, viewer))
