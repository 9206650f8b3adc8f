"""Replay viewer: a finished game, move by move, on the game's own table, read-only.

The game's real TableScene draws the position; a ReplaySession stands in for the live
controller (no AI, no moves, no hand-offs). The table is owned by this scene and never pushed
on the stack, so its "game over -> results" and hand-off logic never fire. The right column
keeps the player panels and the log (events up to the shown move, as the chosen viewer may see
them); the Menu/Hint/Undo row is replaced by the replay controls.

Keys: Left/Right step, Home/End jump, Space plays/pauses, V changes the viewer, Esc goes back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from totemgame import games
from totemgame.engine.record import GameRecord
from totemgame.engine.replay_match import ReplayMatch
from totemgame.i18n import _, ngettext
from totemgame.seat_names import shown_name
from totemgame.session.replay_session import ReplaySession
from totemgame.ui import theme
from totemgame.ui.furniture.game_log import GameLog
from totemgame.ui.furniture.side_column import SIDE
from totemgame.ui.pacing import soonest
from totemgame.ui.scene import Scene
from totemgame.ui.table.tables import game_table
from totemgame.ui.widgets.button import Button
from totemgame.ui.widgets.choice import Choice
from totemgame.ui.widgets.focus import FocusGroup

if TYPE_CHECKING:
    from totemgame.engine.game import Action, Event
    from totemgame.ui.scene import Host
    from totemgame.ui.table import TableScene

# Autoplay speeds in moves per second. Up to ANIMATED moves/s each move is animated like a
# live one; faster, the replay jumps several moves at a time, at most JUMPS_PER_SECOND times
# a second (each jump rebuilds the log), so a 1,500-move game still plays smoothly.
SPEEDS = (1, 2, 4, 10, 30)
ANIMATED = 4
JUMPS_PER_SECOND = 8
STATUS_Y = 566  # the "Move 12 of 48" line; the log ends above it
ROW1_Y = 600  # step buttons
ROW2_Y = 660  # viewer choice and Back
FOCUS_H = 150  # a reviewed move's words, above the status line (at a readable size)


class ReplayViewScene(Scene):
    """Steps through one recorded game; the viewer picks the public view or a seat's view."""

    def __init__(
        self,
        app: Host,
        record: GameRecord,
        start: int = 0,
        focus: tuple[int, Action, str] | None = None,
    ) -> None:
        """Raises RecordError if the record does not replay. `focus`: a reviewed move (the
        reviewed seat, the Hard AI's better move, what to say), shown at `start` through that
        seat's eyes with the better move glowing as a hint does."""
        super().__init__(app)
        module = games.get(record.game)  # KeyError for an unknown game: the caller reports it
        self.match = ReplayMatch(record, module, start=start)
        self.focus = focus
        self.focus_ply = start
        viewer = focus[0] if focus is not None else None
        reviewed = (start, focus[0]) if focus is not None else None
        self.session = ReplaySession(self.match, app.settings, viewer, reviewed)
        self.table: TableScene = game_table(record.game).make(app, self.session)
        self._focus_note: pygame.Surface | None = None
        self._fit_table()
        self._cache_descriptions()
        self._focus_text = self._focus_words()
        self.ui = FocusGroup()
        self.autoplay = False
        self.speed = SPEEDS[0]
        self._wait = 0.0
        self._status_key: tuple[int, int] | None = None
        self._status: pygame.Surface | None = None
        self._moves = record.turns()  # moves as the Replays list counts them
        self._build_controls(record)

    # -- layout -----------------------------------------------------------------------------
    def _fit_table(self) -> None:
        """Shorten the table's log to make room for the controls; drop its Menu/Hint/Undo."""
        t = self.table
        top = t.log.rect.y
        bottom = STATUS_Y - 10 - (FOCUS_H if self.focus is not None else 0)
        t.log = GameLog(pygame.Rect(SIDE.x + 12, top, SIDE.w - 24, bottom - top))
        t.ui.clear()
        t.ui.add(t.log)
        t.column.background = None  # it frames the log: drawn again for the new size

    def _cache_descriptions(self) -> None:
        """Describe each logged event once: every jump rebuilds the log from the whole game."""
        said: dict[int, str] = {}
        describe = self.table.describe_event

        # The replay's events live as long as it does: ids are stable.
        def cached(event: Event) -> str:
            text = said.get(id(event))
            if text is None:
                text = said[id(event)] = describe(event)
            return text

        self.table.describe_event = cached  # type: ignore[method-assign]  # memoised per replay

    def _build_controls(self, record: GameRecord) -> None:
        x, w = SIDE.x + 12, SIDE.w - 24
        small, play = 58, w - 4 * 58 - 4 * 8
        specs = [
            ("\u00ab", self.to_start, _("First move (Home)"), small),
            ("\u2039", self.step_back, _("One move back (Left)"), small),
            # TRANSLATORS: the replay's autoplay button (then "Pause", and "Again" at the end)
            (_("Play"), self.toggle_autoplay, _("Play the moves one by one (Space)"), play),
            ("\u203a", self.step_forward, _("One move forward (Right)"), small),
            ("\u00bb", self.to_end, _("The final position (End)"), small),
        ]
        self.step_buttons: list[Button] = []
        for label, action, tip, bw in specs:
            size = 22 if action == self.toggle_autoplay else 34
            button = Button((x, ROW1_Y, bw, 48), label, action, tooltip=tip, size=size)
            self.step_buttons.append(button)
            x += bw + 8
        self.play_button = self.step_buttons[2]
        viewer = self.session.viewer
        options: list[tuple[int | None, str]] = [(None, _("View: public"))]
        # TRANSLATORS: the replay's choice of whose view to show: a player's name
        view_of = _("View: {name}")
        options += [
            (i, view_of.format(name=shown_name(s.name))) for i, s in enumerate(record.seats)
        ]
        self.viewer_choice = Choice(
            (SIDE.x + 12, ROW2_Y, w - 120, 48),
            options,
            viewer,
            on_change=self.set_viewer,
            tooltip=_("Whose eyes: the public view shows no secrets; a seat sees its own (V)"),
        )
        self.back_button = Button(
            (SIDE.right - 120, ROW2_Y, 108, 48), _("Back"), self.back, tooltip=_("Back to the list")
        )
        self.speed_choice = Choice(
            (SIDE.right - 132, STATUS_Y - 4, 120, 32),
            [(v, f"\u00d7{v}") for v in SPEEDS],
            self.speed,
            on_change=self.set_speed,
            tooltip=_("Autoplay speed: moves per second (+ and -)"),
        )
        self.ui.add(*self.step_buttons, self.speed_choice, self.viewer_choice, self.back_button)
        self._refresh_buttons()

    # -- lifecycle --------------------------------------------------------------------------
    def enter(self) -> None:
        self.table.enter()
        self._show_focus()

    def _show_focus(self) -> None:
        """At the reviewed move, the better move glows and the review's words are said (the
        table's hint marks); elsewhere they are gone."""
        t = self.table
        if self.focus is not None and self.match.ply == self.focus_ply:
            t.hint_action = self.focus[1]
            t.played_action = self._played()
            t.highlight_action(self.focus[1])
        elif t.hint_action is not None:
            t.hint_action = t.played_action = None
            t.highlight_action(None)

    def _played(self) -> Action | None:
        """The reviewed seat's move at the focus, when it is not the better move itself."""
        record = self.match.record
        if self.focus is None or self.focus_ply >= len(record.actions):
            return None
        seat, action_json = record.actions[self.focus_ply]
        if seat != self.focus[0]:
            return None
        played = games.get(record.game).codec.decode(action_json)
        return None if played == self.focus[1] else played

    def _focus_words(self) -> str:
        """The reviewed move as the reviewed seat knew it (its own secret, such as a bid's
        amount, named by the board; else the move's first event as that seat saw it), then the
        review's words."""
        if self.focus is None or self.focus_ply >= self.match.total:
            return ""
        seat = self.focus[0]
        said = [
            self.table.describe_event(e)
            for e in self.match.events_of(self.focus_ply)
            if e.visible(seat)
        ]
        said = [t for t in said if t][:1]  # the move itself: what followed (a round's end) is not
        seat_move = self.match.record.actions[self.focus_ply]
        if seat_move[0] == seat:  # the reviewed seat's own move: it knew all of it
            own = self.table.board.own_move_words(self.match.module.codec.decode(seat_move[1]))
            said = [own] if own else said
        if not said:
            return self.focus[2]
        played = _("Played: {move}").format(move=said[0])
        return f"{played}\n{self.focus[2]}"

    def _draw_focus(self, surface: pygame.Surface) -> None:
        """The review's words on the reviewed move, in a box between the log and the status
        line (dimmed when the replay shows another move)."""
        if self.focus is None:
            return
        rect = pygame.Rect(SIDE.x + 12, STATUS_Y - 6 - FOCUS_H, SIDE.w - 24, FOCUS_H - 6)
        if self._focus_note is None:
            note = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(note, theme.PARCHMENT, note.get_rect(), border_radius=8)
            pygame.draw.rect(note, theme.GOLD_DARK, note.get_rect(), 2, border_radius=8)
            lines: list[str] = []
            for size in range(theme.ui(15), 10, -1):  # the largest size at which it all fits
                lines = theme.wrap(self._focus_text, rect.w - 16, "body", size)
                if len(lines) * theme.font("body", size).get_linesize() <= rect.h - 10:
                    break
            lh = theme.font("body", size).get_linesize()
            for i, line in enumerate(lines):
                theme.blit_text(note, line, (8, 5 + i * lh), "body", size, theme.INK)
            self._focus_note = note
        if self.match.ply != self.focus_ply:  # dimmed on an opaque ground: the log stays hidden
            pygame.draw.rect(surface, theme.PARCHMENT_DARK, rect, border_radius=8)
            dim = self._focus_note.copy()
            dim.set_alpha(110)
            surface.blit(dim, rect)
            return
        surface.blit(self._focus_note, rect)

    def exit(self) -> None:
        self.table.exit()

    def back(self) -> None:
        self.app.pop()

    def describe(self) -> str:
        return f"Replay({self.match.record.game}, {self.match.ply}/{self.match.total})"

    # -- controls ---------------------------------------------------------------------------
    def step_forward(self) -> None:
        if self.session.step_forward():
            self._wait = 0.0
        self._show_focus()
        self._refresh_buttons()

    def step_back(self) -> None:
        self.stop()
        self.jump(self.match.ply - 1)

    def to_start(self) -> None:
        self.stop()
        self.jump(0)

    def to_end(self) -> None:
        self.stop()
        self.jump(self.match.total)

    def jump(self, ply: int) -> None:
        """Show the position after `ply` moves at once (no animation)."""
        self.session.seek(ply)
        self._shown_jump()

    def set_viewer(self, viewer: int | None) -> None:
        self.session.viewer = viewer
        self._shown_jump()

    def _shown_jump(self) -> None:
        # The table's hand-off path does exactly what a jump needs: fresh view, no animation,
        # log rebuilt for the (possibly new) viewer.
        self.table.after_handoff()
        self._show_focus()
        self._refresh_buttons()

    def set_speed(self, speed: int) -> None:
        self.speed = speed

    def toggle_autoplay(self) -> None:
        if self.autoplay:
            self.stop()
            return
        if self.match.ply >= self.match.total:
            self.jump(0)  # Play at the end starts again
        self.autoplay = True
        self._wait = 1.0  # the first move comes at once
        self._refresh_buttons()

    def stop(self) -> None:
        self.autoplay = False
        self._refresh_buttons()

    def _refresh_buttons(self) -> None:
        at_start, at_end = self.match.ply <= 0, self.match.ply >= self.match.total
        first, back, play, forward, last = self.step_buttons
        start, end = _("This is the start of the game."), _("This is the end of the game.")
        first.set_enabled(not at_start, start)
        back.set_enabled(not at_start, start)
        forward.set_enabled(not at_end, end)
        last.set_enabled(not at_end, end)
        label = _("Pause") if self.autoplay else (_("Again") if at_end else _("Play"))
        if play.label != label:
            play.label = label

    # -- frame ------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and self._key(event.key):
            return True
        if self.ui.handle_event(event):
            return True
        if self.table.ui.handle_event(event):  # the log scrolls
            return True
        if event.type == pygame.MOUSEMOTION and self.table.board_rect.collidepoint(event.pos):
            # Hover tooltips on the board still help; clicks never reach it.
            self.table.handle_board_event(event, self.table.view)
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def _key(self, key: int) -> bool:
        actions = {
            pygame.K_LEFT: self.step_back,
            pygame.K_RIGHT: self.step_forward,
            pygame.K_HOME: self.to_start,
            pygame.K_END: self.to_end,
            pygame.K_SPACE: self.toggle_autoplay,
            pygame.K_v: lambda: self.viewer_choice.step(1),
            pygame.K_PLUS: lambda: self._faster(1),
            pygame.K_EQUALS: lambda: self._faster(1),
            pygame.K_KP_PLUS: lambda: self._faster(1),
            pygame.K_MINUS: lambda: self._faster(-1),
            pygame.K_KP_MINUS: lambda: self._faster(-1),
            pygame.K_ESCAPE: self.back,
        }
        action = actions.get(key)
        if action is None:
            return False
        if key == pygame.K_RIGHT:
            self.stop()
        action()
        return True

    def _faster(self, delta: int) -> None:
        i = SPEEDS.index(self.speed)
        if 0 <= i + delta < len(SPEEDS):
            self.speed_choice.step(delta)

    def update(self, dt: float) -> None:
        self.table.update(dt)
        self.ui.update(dt)
        if not self.autoplay or self.table.is_animating():
            return
        self._wait += dt
        if self.speed <= ANIMATED:
            if self._wait >= 1 / self.speed:
                self.step_forward()
        else:
            plies = max(1, round(self.speed / JUMPS_PER_SECOND))
            if self._wait >= plies / self.speed:
                self._wait = 0.0
                self.jump(self.match.ply + plies)
        if self.match.ply >= self.match.total:
            self.stop()

    def next_frame_in(self) -> float | None:
        if self.autoplay:
            return 0.0  # the moves play out one after another
        return soonest(self.table.next_frame_in(), self.ui.next_frame_in())

    def draw(self, surface: pygame.Surface) -> None:
        self.table.draw(surface)
        self._draw_focus(surface)
        surface.blit(self._status_line(), (SIDE.x + 16, STATUS_Y + 2))
        self.ui.draw(surface)
        self.ui.draw_tooltips(surface)

    def _status_line(self) -> pygame.Surface:
        """'Replay · move 12 of 48', cached per position (no per-frame text rendering). A move
        is a player's turn, as the Replays list counts them (Totem Surround's totem move and
        placement make one), so both of its steps show the same number."""
        key = (self.match.ply, self.match.total)
        if self._status is None or key != self._status_key:
            ply = self.match.ply
            if ply == 0:
                where = ngettext(
                    "Replay: start \u00b7 {n} move", "Replay: start \u00b7 {n} moves", self._moves
                )
            else:
                where = _("Replay: move {ply} of {n}")
            where = where.format(ply=self.match.record.turns(ply), n=self._moves)
            room = self.speed_choice.rect.x - (SIDE.x + 16) - 8  # clear of the speed choice
            size = theme.fit_size(where, "bold", theme.SMALL, room, minimum=12)
            self._status = theme.text(where, "bold", size, theme.GOLD)
            self._status_key = key
        return self._status
