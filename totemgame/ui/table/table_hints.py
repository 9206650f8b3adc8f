"""HintFlow: a hint on the table. The Hint button (or H) asks first when a hint costs the game
its statistics, the Hard AI answers in the worker, the answer shows over the log and glows on
the board until the position moves on; once the game is over the same button leads to the
results."""

from __future__ import annotations

from typing import TYPE_CHECKING

from totemgame.i18n import _
from totemgame.ui import hint_banner

if TYPE_CHECKING:
    from totemgame.engine.game import Action
    from totemgame.ui.table.handoff_results import GameEnd
    from totemgame.ui.table.shell_port import ShellPort


class HintFlow:
    """The hints of one table; `end` opens the results from the same button."""

    def __init__(self, table: ShellPort, end: GameEnd) -> None:
        self.table = table
        self.end = end

    def ask(self) -> None:
        """Hint button / H (asking first when the hint costs the game its statistics)."""
        t = self.table
        if t.tutorial is not None:
            t.show_message(lambda: _("No hints in the tutorial: its steps say what to do."))
            return
        # An online game counts apart from the games against the AI: a hint costs it nothing.
        if (
            t.session.human_to_move() is None
            or t.online is not None
            or not hint_banner.ask_before_hint(
                t.app, t.session.seats, t.session.hints_used, self.request
            )
        ):
            self.request()

    def request(self) -> None:
        """Ask the Hard AI (in the worker) for the viewing human's move."""
        if self.table.session.request_hint():
            hint_banner.show_waiting(self.table.banners)

    def show(self, action: Action, reason: str) -> None:
        """The Hard AI's answer: over the log, and glowing on the board."""
        t = self.table
        action, reason = t.board.restate_hint(t.view, action, reason)
        t.hint_action = action
        hint_banner.show_answer(t.banners, reason, t.session.hint_reasons)
        t.board.highlight(action)
        t.app.sound.play("chime")

    def clear(self) -> None:
        """The hint no longer applies: its words and its glow go."""
        t = self.table
        if t.hint_action is not None:
            t.hint_action = None
            hint_banner.clear_answer(t.banners)
            t.board.highlight(None)

    def update_button(self) -> None:
        """The Hint button as the game stands: "Hint", "Hint..." while the AI thinks, hidden
        in a tutorial, and "Results" once the game is over."""
        t = self.table
        button = t.hint_button
        if t.tutorial is not None:  # no hints, and the tutorial's end screen is the results
            button.visible = False
            return
        if t.session.is_over() and not self.end.results_auto():
            # The game is over: the table stays for a last look; this button leads on.
            if button.label != _("Results"):
                button.label, button.style = _("Results"), "primary"
                t.column.lay_buttons()
                button.on_click = self.end.open_results
                button.tooltip = _("See the ranking and scores (Enter)")
                if t.session.live:  # a replay has no Results button to press
                    t.show_message(
                        lambda: _("Game over. Look at the final table, then press Results.")
                    )
            button.visible = True
            button.set_enabled(not t.is_animating(), _("The last move is still being shown."))
            return
        button.visible = bool(t.session.humans) and t.tutorial is None
        thinking = t.session.hint_pending()
        label = _("Hint...") if thinking else _("Hint")
        if button.label != label:
            button.label = label
        if thinking:
            button.set_enabled(False, _("The Hard AI is thinking about your move."))
        else:
            button.set_enabled(t.can_act, _("A hint is available when it is your turn."))
