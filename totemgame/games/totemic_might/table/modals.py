"""The Totemic Might board's modal panels: the round's summary and the end table over the
board, opened by the events that end a round or the game, closed by their button (or by time
at an all-AI table). Under a panel the board does not change: it is drawn once and kept."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from totemgame import i18n
from totemgame.engine.game import Event
from totemgame.games.totemic_might.table.end_table import EndTable, opal_words
from totemgame.games.totemic_might.table.overlays import RoundSummary, round_events, weighings_of
from totemgame.games.totemic_might.table.port import MightPort
from totemgame.games.totemic_might.view import MightView
from totemgame.ui import anim

AUTO_CLOSE = 3.0  # seconds a modal panel stays on an all-AI table

EndFacts = tuple[list[int], dict[int, list[int]], str, tuple[float, ...]]


class ModalPanels:
    """The round's summary and the end table, as the board shows them."""

    def __init__(self, port: MightPort, after_summary: Callable[[], None]) -> None:
        self.port = port
        self._after_summary = after_summary  # the board goes on to the next round
        self.summary: RoundSummary | None = None
        self.end: EndTable | None = None
        self._frozen: pygame.Surface | None = None  # the board under a modal panel
        self._frozen_for: object = None
        self._end_key: tuple[int, str] = (-1, "")
        self._end: EndFacts = ([], {}, "", ())

    def up(self) -> bool:
        """A panel is over the board."""
        return self.summary is not None or self.end is not None

    def reset(self) -> None:
        self.summary = None
        self.end = None

    def colours(self) -> list[tuple[int, int, int]]:
        return [self.port.seat_colour(s) for s in range(len(self.port.session.seats))]

    def on_events(self, events: Sequence[Event]) -> bool:
        """Open the round's summary (True: a round ended) or the end table for `events`."""
        port = self.port
        summary = None
        if RoundSummary.due(events):  # one summary a round, after any pick or trade answer
            log = [le.event for le in port.session.visible_events()]
            news, ended = round_events(log, events)
            weighings = weighings_of(port.view.facts or (), ended)
            summary = RoundSummary.from_events(
                news, port.describe_event, port.names, weighings, ended
            )
        if summary is not None:
            summary.button.on_click = self.close_summary
            self.summary = summary
        if port.view.over and self.end is None:
            self.end = EndTable(self.close_end)
        return summary is not None

    def close_summary(self) -> None:
        self.summary = None
        self.port.follow_log()  # the player goes on: the log follows the next round's lines
        self._after_summary()

    def close_end(self) -> None:
        self.end = None

    def update(self, dt: float) -> None:
        """Age the panels; at an all-AI table they close by themselves."""
        all_ai = not self.port.session.humans
        for panel, close in ((self.summary, self.close_summary), (self.end, self.close_end)):
            if panel is not None:
                panel.age += dt
                if all_ai and panel.age >= AUTO_CLOSE * anim.speed_scale():
                    close()

    def shown(self) -> RoundSummary | EndTable | None:
        return self.summary if self.summary is not None else self.end

    def draw_frozen(self, surface: pygame.Surface, view: MightView) -> bool:
        """Under an open panel: the kept board and the panel (True), else nothing (False)."""
        modal = self.shown()
        if modal is None or self._frozen is None or self._frozen_for is not modal:
            return False
        # Under a modal panel the board does not change: one opaque blit of its snapshot.
        surface.blit(self._frozen, (0, 0))
        self._draw(surface, view, backdrop=False)
        return True

    def draw_over(self, surface: pygame.Surface, view: MightView) -> None:
        """The panel over the board just drawn, which is kept for the next frames."""
        modal = self.shown()
        if modal is None:
            return
        self._draw(surface, view, backdrop=True)
        rect = self.port.board_rect
        if self._frozen is None:
            self._frozen = pygame.Surface(rect.size)
        self._frozen.blit(surface, (0, 0), rect)
        self._frozen_for = modal

    def _draw(self, surface: pygame.Surface, view: MightView, backdrop: bool) -> None:
        if self.summary is not None:
            self.summary.draw(surface, self.port.names, self.colours(), backdrop)
        elif self.end is not None:
            ranking, guessed, opal, scores = self._end_facts(view)
            self.end.draw(
                surface, view, self.port.names, self.colours(), ranking, guessed, opal,
                backdrop, scores,
            )  # fmt: skip

    def _end_facts(self, view: MightView) -> EndFacts:
        """Ranking, who guessed whom and the opal line (read once from the log)."""
        session = self.port.session
        if self._end_key != (session.ply, i18n.current()):
            self._end_key = (session.ply, i18n.current())
            guessed: dict[int, list[int]] = {}
            for le in session.visible_events():
                e = le.event
                if e.key == "reveal":
                    by = e.params.get("guessed_by", ())
                    guessed[e.params["seat"]] = list(by) if isinstance(by, (list, tuple)) else []
            result = session.result()
            details = (result.details or {}) if result else {}
            right = details.get("correct_guesses", ())
            opal = opal_words(details.get("opal"), right, view.wagers_taken, self.port.names)
            seats = range(view.players)
            ranking = sorted(seats, key=lambda s: result.ranks[s]) if result else list(seats)
            scores = tuple(result.scores) if result else ()
            self._end = (ranking, guessed, opal, scores)
        return self._end
