"""Review: where a finished game was won or lost, move by move. The reviewed seat's chance after
each of its decisions as a graph (the Hard AI judging from what the seat knew then, or, chosen
apart, with hindsight), the three costliest moves with the better move's reason, and a click on
a dot or a move opens the replay there with the better move glowing. The judging runs in the
AI worker (session/review_job.py) with a progress bar and Cancel; a kept review opens at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from totemgame import games
from totemgame.engine.record import GameRecord
from totemgame.i18n import N_, _, format_percent
from totemgame.review.marks import Mark, thresholds_for
from totemgame.review.moves import MoveReview, Review
from totemgame.review.store import load_review
from totemgame.review.walk import rounds_of
from totemgame.seat_names import shown_name
from totemgame.session.review_job import ReviewJob
from totemgame.ui import draw, theme
from totemgame.ui.review_graph import MARK_COLOURS, chance, draw_graph, mark_of, point_at
from totemgame.ui.review_labels import clipped, move_label, move_number, reason_of
from totemgame.ui.scenes.menu import MenuScene
from totemgame.ui.widgets.button import Button
from totemgame.ui.widgets.choice import Choice

if TYPE_CHECKING:
    from totemgame.ui.scene import Host

GRAPH = pygame.Rect(40, 140, 760, 430)
PLOT = pygame.Rect(GRAPH.x + 64, GRAPH.y + 116, GRAPH.w - 96, GRAPH.h - 180)
COSTLY = pygame.Rect(820, 140, 420, 430)
ENTRY_H = 122


class ReviewScene(MenuScene):
    """The review of one human seat's game (the player picks whose when several played)."""

    title = N_("Review")

    def __init__(self, app: Host, record: GameRecord, seat: int | None = None) -> None:
        super().__init__(app)
        self.record = record
        self.module = games.get(record.game)
        self.thresholds = thresholds_for(record.game)
        humans = [i for i, s in enumerate(record.seats) if s.is_human]
        self.humans = humans or list(range(len(record.seats)))
        self.seat = seat if seat in self.humans else self.humans[0]
        self.hindsight = False
        self.job: ReviewJob | None = None
        self.review: Review | None = None
        self.hovered_move: int | None = None
        self.entry_rects: list[tuple[pygame.Rect, int]] = []
        self.cancelled = False
        self._rounds: dict[int, int] | None = None  # the round of each reviewed move
        self.load_or_start()

    # -- the review itself ------------------------------------------------------------------
    def load_or_start(self) -> None:
        """Show the kept review of the chosen seat, or make it (saying why a kept one that
        cannot be trusted is made again)."""
        self.cancel_job()
        self.review, self.cancelled, self._rounds = None, False, None
        stored = load_review(self.record, self.seat)
        if stored.review is not None:
            self.review = stored.review
            return
        if stored.problem:
            self.banners.show(
                lambda: _("The kept review could not be used ({reason}): it is made again.").format(
                    reason=_(stored.problem)
                ),
                seconds=8.0,
                kind="warning",
            )
        self.job = ReviewJob(self.app.ai_worker, self.record, self.seat)

    def exit(self) -> None:
        """Leaving stops a review being made (nothing half-made is kept)."""
        self.cancel_job()
        super().exit()

    def cancel_job(self) -> None:
        if self.job is not None:
            self.job.cancel()
            self.job = None

    def cancel(self) -> None:
        """Cancel: the review stops between two moves; nothing is kept."""
        self.cancel_job()
        self.cancelled = True
        self.rebuild()

    def again(self) -> None:
        self.load_or_start()
        self.rebuild()

    def set_seat(self, seat: int) -> None:
        self.seat = seat
        self.load_or_start()
        self.rebuild()

    def set_hindsight(self, hindsight: bool) -> None:
        self.hindsight = hindsight

    def label(self, move: MoveReview) -> str:
        return move_label(self.record, self.moves, move)

    def measure_of(self, move: MoveReview) -> str:
        """What the chance of `move` measures (a game judging kinds of decision by their own
        measures names the move's; untranslated msgid)."""
        kind = self.module.review_kind
        if kind is None:
            return self.thresholds.measure
        codec = self.module.codec
        judged = kind(codec.decode(move.played), codec.decode(move.best))
        return thresholds_for(self.record.game, judged).measure

    @property
    def moves(self) -> list[MoveReview]:
        if self.review is not None:
            return self.review.moves
        return self.job.review.moves if self.job is not None else []

    @property
    def rounds(self) -> dict[int, int]:
        """The round of each reviewed move (empty for a game without rounds), read once the
        review is complete: the graph marks where each round begins."""
        if self._rounds is None:
            self._rounds = rounds_of(self.record, self.seat, [m.ply for m in self.moves])
        return self._rounds

    # -- widgets ----------------------------------------------------------------------------
    def build(self) -> None:
        bh = theme.ui(48)
        y = theme.HEIGHT - bh - 24
        x = GRAPH.x
        if len(self.humans) > 1:
            # TRANSLATORS: the review's choice of whose moves to judge: a player's name
            whose = _("Moves of {name}")
            options = [
                (s, whose.format(name=shown_name(self.record.seats[s].name))) for s in self.humans
            ]
            self.add(Choice((x, 92, 300, 40), options, self.seat, on_change=self.set_seat))
        if self.module.hindsight_values is not None:
            self.add(
                Choice(
                    (COSTLY.right - 360, 92, 360, 40),
                    [(False, _("Judged: what you knew")), (True, _("Judged: with hindsight"))],
                    self.hindsight,
                    on_change=self.set_hindsight,
                    tooltip=_(
                        "With hindsight, the same moves are judged knowing every secret the "
                        "end of the game revealed, which nobody knew when they played."
                    ),
                )
            )
        if self.job is not None:
            self.add(Button((GRAPH.centerx - 90, y, 180, bh), _("Cancel"), self.cancel))
        elif self.cancelled:
            self.add(Button((GRAPH.centerx - 90, y, 180, bh), _("Review"), self.again))
        self.add(Button((COSTLY.right - 180, y, 180, bh), _("Back"), self.back, style="primary"))

    # -- frame ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        job = self.job
        if job is None:
            return
        job.poll()
        if job.done():
            self.review, self.job = job.review, None
            if job.save_failed:
                self.banners.show(
                    lambda: _("The review could not be kept: it will be made again next time."),
                    kind="warning",
                )
            self.rebuild()
        elif job.failed:
            failed, self.job, self.cancelled = job.failed, None, True
            self.banners.show(
                lambda: _("The review stopped ({reason}).").format(reason=failed), kind="error"
            )
            self.rebuild()

    def next_frame_in(self) -> float | None:
        return 0.05 if self.job is not None else super().next_frame_in()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered_move = point_at(PLOT, self.moves, self.hindsight, event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.job is None:
            i = point_at(PLOT, self.moves, self.hindsight, event.pos)
            if i is not None:
                self.open_move(self.moves[i])
                return True
            for rect, ply in self.entry_rects:
                if rect.collidepoint(event.pos):
                    self.open_move(next(m for m in self.moves if m.ply == ply))
                    return True
        return super().handle_event(event)

    def open_move(self, move: MoveReview) -> None:
        """The replay at that move (the position the seat moved from), its better move glowing
        and the Hard AI's reason said."""
        best = self.module.codec.decode(move.best)
        self.app.push(
            self.app.screens.replay_view(
                self.record, move.ply, focus=(self.seat, best, self.focus_words(move))
            )
        )

    def focus_words(self, move: MoveReview) -> str:
        """What the replay says at a reviewed move: its number and mark, and the better
        move's reason."""
        mark = mark_of(move, self.hindsight)
        said = _(mark.label) if mark is not None else _("Not judged")
        if move.played == move.best:
            text = _("{move}, played from here: {mark}, the Hard AI's own move. {reason}")
        else:
            text = _("{move}, played from here: {mark}. The Hard AI's move glows: {reason}")
        return text.format(move=self.label(move), mark=said, reason=self.reason(move))

    # -- drawing ----------------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        draw.parchment(surface, GRAPH, radius=14)
        draw.parchment(surface, COSTLY, radius=14)
        self._draw_heading(surface)
        if self.job is not None:
            self._draw_progress(surface, self.job)
        elif self.cancelled and self.review is None:
            theme.blit_text(surface, _("The review was cancelled."), GRAPH.center,
                            "heading", theme.ui(26), theme.INK_SOFT, "center")  # fmt: skip
        if self.job is None and self.moves:
            draw_graph(surface, PLOT, self.moves, self.hindsight, self.hovered_move, self.rounds)
            self._draw_legend(surface)
            self._draw_hover(surface)
        self._draw_costliest(surface)

    def _draw_heading(self, surface: pygame.Surface) -> None:
        name = shown_name(self.record.seats[self.seat].name)
        if self.module.review_kind is not None:
            head = _("{name}: each decision by its own measure").format(name=name)
        else:
            head = _("{name}: {measure} after each move").format(
                name=name, measure=_(self.thresholds.measure)
            )
        size = theme.fit_size(head, "bold", theme.ui(22), GRAPH.w - 40)
        r = theme.blit_text(surface, head, (GRAPH.x + 20, GRAPH.y + 12), "bold", size, theme.INK)
        if self.hindsight:
            note = _("With hindsight: knowing what the end revealed, not what you knew then.")
            colour = theme.DANGER
        else:
            note = _("Judged by the Hard AI from what you knew at each move. Click a dot.")
            colour = theme.INK_SOFT
        size = theme.fit_size(note, "body", theme.ui(theme.SMALL), GRAPH.w - 40, minimum=12)
        theme.blit_text(surface, note, (GRAPH.x + 20, r.bottom + 4), "body", size, colour)

    def _draw_progress(self, surface: pygame.Surface, job: ReviewJob) -> None:
        total = max(1, job.total)
        words = _("The Hard AI is judging decision {n} of {total}...").format(
            n=min(job.judged + 1, total), total=total
        )
        theme.blit_text(surface, words, (GRAPH.centerx, GRAPH.centery - 30), "bold",
                        theme.ui(22), theme.INK, "center")  # fmt: skip
        bar = pygame.Rect(GRAPH.x + 80, GRAPH.centery, GRAPH.w - 160, 24)
        pygame.draw.rect(surface, theme.PARCHMENT_DARK, bar, border_radius=12)
        done = bar.copy()
        done.w = round(bar.w * job.judged / total)
        if done.w:
            pygame.draw.rect(surface, theme.JUNGLE, done, border_radius=12)
        pygame.draw.rect(surface, theme.INK_SOFT, bar, 2, border_radius=12)

    def _draw_legend(self, surface: pygame.Surface) -> None:
        counts = {m: 0 for m in Mark}
        for move in self.moves:
            mark = mark_of(move, self.hindsight)
            if mark is not None:
                counts[mark] += 1
        words = [f"{_(mark.label)} {counts[mark]}" for mark in Mark]
        room = GRAPH.w - 48 - len(words) * 42  # each entry's dot and gap besides its words
        size = theme.ui(theme.SMALL)
        while size > 11 and sum(theme.font("body", size).size(w)[0] for w in words) > room:
            size -= 1
        x, y = GRAPH.x + 24, GRAPH.bottom - 36
        for mark, said in zip(Mark, words, strict=True):
            pygame.draw.circle(surface, MARK_COLOURS[mark], (x + 7, y + 10), 7)
            r = theme.blit_text(surface, said, (x + 20, y), "body", size, theme.INK)
            x = r.right + 22

    def _draw_hover(self, surface: pygame.Surface) -> None:
        i = self.hovered_move
        if i is None or i >= len(self.moves):
            return
        move = self.moves[i]
        value, mark = chance(move, self.hindsight), mark_of(move, self.hindsight)
        if value is None:
            return
        words = _("{move}: {mark}, {chance} ({measure})").format(
            move=self.label(move),
            mark=_(mark.label) if mark is not None else _("Not judged"),
            chance=format_percent(value),
            measure=_(self.measure_of(move)),
        )
        size = theme.fit_size(words, "bold", theme.ui(theme.SMALL), PLOT.w // 2, minimum=11)
        theme.blit_text(surface, words, (PLOT.right, PLOT.y - 14), "bold", size, theme.INK,
                        "bottomright")  # fmt: skip

    def costliest(self) -> list[MoveReview]:
        """The three moves that cost the most in the judgement shown, each move once (its
        costliest decision)."""

        def lost(m: MoveReview) -> float:
            if self.hindsight:
                if m.hindsight_best is None or m.hindsight_played is None:
                    return 0.0
                return max(0.0, m.hindsight_best - m.hindsight_played)
            return m.loss

        out: list[MoveReview] = []
        taken: set[int] = set()  # a move of several decisions (spells chosen) is listed once
        for m in sorted((m for m in self.moves if lost(m) > 0), key=lambda m: (-lost(m), m.ply)):
            n = move_number(self.record, m.ply)
            if n not in taken and len(out) < 3:
                out.append(m)
                taken.add(n)
        return out

    def _draw_costliest(self, surface: pygame.Surface) -> None:
        head = _("The three costliest moves")
        size = theme.fit_size(head, "bold", theme.ui(22), COSTLY.w - 40)
        theme.blit_text(surface, head, (COSTLY.x + 20, COSTLY.y + 14), "bold", size, theme.INK)
        self.entry_rects = []
        if self.job is not None:
            return
        top = COSTLY.y + 54
        moves = self.costliest()
        if not moves and self.review is not None:
            theme.blit_text(surface, _("No move lost anything worth a mark."),
                            (COSTLY.x + 20, top), "body", theme.ui(theme.SMALL), theme.INK_SOFT)  # fmt: skip
        width = COSTLY.w - 44
        betters = [self.better_words(m) for m in moves]
        # One size for every card (the largest at which each fits), so they read alike.
        lsize = min(
            (theme.fit_lines(b, "body", theme.ui(16), width, ENTRY_H - 52)[1] for b in betters),
            default=theme.ui(16),
        )
        for k, move in enumerate(moves):
            rect = pygame.Rect(COSTLY.x + 12, top + k * ENTRY_H, COSTLY.w - 24, ENTRY_H - 8)
            self.entry_rects.append((rect, move.ply))
            pygame.draw.rect(surface, theme.PARCHMENT_DARK, rect, border_radius=8)
            mark = mark_of(move, self.hindsight)
            best = move.hindsight_best if self.hindsight else move.best_value
            played = chance(move, self.hindsight)
            head = _("{move} \u00b7 {mark}: {played} instead of {best}").format(
                move=self.label(move),
                mark=_(mark.label) if mark is not None else "",
                played=format_percent(played or 0.0),
                best=format_percent(best or 0.0),
            )
            colour = MARK_COLOURS.get(mark, theme.INK) if mark is not None else theme.INK
            size = theme.fit_size(head, "bold", theme.ui(19), rect.w - 20, minimum=12)
            theme.blit_text(surface, head, (rect.x + 10, rect.y + 8), "bold", size, colour)
            lines = clipped(betters[k], width, ENTRY_H - 52, lsize)
            lh = theme.font("body", lsize).get_linesize()
            for j, line in enumerate(lines):
                theme.blit_text(surface, line, (rect.x + 10, rect.y + 38 + j * lh), "body",
                                lsize, theme.INK_SOFT)  # fmt: skip

    def reason(self, move: MoveReview) -> str:
        """The Hard AI's reason for the move, in the player's language, players named."""
        said = reason_of(move)
        if self.module.named is None:
            return said
        return self.module.named(said, [shown_name(s.name) for s in self.record.seats])

    def better_words(self, move: MoveReview) -> str:
        """What a costly move's card says: a game's own line on the move played (then the
        Hint's for the best), or "Better: " and the Hint's reason."""
        reason = self.reason(move)
        said = self.module.review_reason is not None and move.played != move.best
        return reason if said else _("Better: {reason}").format(reason=reason)

    def describe(self) -> str:
        return f"Review({self.record.game}, seat {self.seat}, {len(self.moves)} moves)"
