"""The notebook tab of the Totemic Might table: the viewer's weight notebook, their
observations, the assist (what the deduction engine proves) and what the grid's captions say
each totem may weigh. A part of MightBoard: it keeps its notes, caches and buttons and reaches
the table through a MightPort."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from totemgame import i18n
from totemgame.games.totemic_might.deduction import Knowledge
from totemgame.games.totemic_might.facts import N_VARS, Allowed
from totemgame.games.totemic_might.known import known_domains
from totemgame.games.totemic_might.table import pieces
from totemgame.games.totemic_might.table.notebook import Notebook
from totemgame.games.totemic_might.table.panels import fact_text
from totemgame.games.totemic_might.table.port import MightPort
from totemgame.games.totemic_might.table.refined import Refined
from totemgame.i18n import _, ngettext, pgettext
from totemgame.ui import theme
from totemgame.ui.widgets.button import Button

if TYPE_CHECKING:
    from totemgame.games.totemic_might.view import MightView

Domains = tuple[frozenset[int], ...]
OBSERVATIONS = pygame.Rect(672, 94, 218, 516)  # the list of the viewer's observations
NOTES_KEY = "notebook"  # the notebook's entry in the game record's notes


def no_weight() -> str:
    """A grid cell's caption when the notes rule out every weight."""
    # TRANSLATORS: a totem's caption on the grid when the notes rule out every weight
    return pgettext("weights", "none")


def told_weights(view: MightView) -> dict[int, int]:
    """The totems whose weight the viewer was told outright (their spirit totem, a hint such
    as 'Spring Secret weighs 16'): shown on the grid like a note, with no assist needed."""
    told = {view.start: view.start_weight} if view.seat is not None else {}
    for fact in view.facts or ():
        for c in fact.cons:
            if isinstance(c, Allowed) and c.var < N_VARS and len(c.values) == 1:
                told[c.var] = c.values[0]
    return told


def _quick(view: MightView) -> Domains | None:
    """The deduction engine's quick bounds (None: the notebook still works by hand)."""
    try:
        return tuple(Knowledge.from_view(view).domains())
    except Exception:
        return None


def _carried(view: MightView, key: object, known: Domains | None) -> Domains | None:
    """The quick bounds of `view`, narrowed by what was shown for the facts before (`key`,
    `known`) when the new facts only add to those: a new answer never widens a range while
    its own proof runs (the proof itself never widens one: known.py). An undo (facts taken
    back) or another viewer starts afresh."""
    fresh = _quick(view)
    if fresh is None or known is None or not isinstance(key, tuple):
        return fresh
    seat, start, facts, _balloons = key
    now = tuple(view.facts or ())
    if (seat, start) != (view.seat, view.start) or now[: len(facts)] != facts:
        return fresh
    totems = tuple(a & b for a, b in zip(fresh[:N_VARS], known[:N_VARS], strict=True))
    return totems + fresh[N_VARS:]  # balloons come and go: theirs are always fresh


def _note(surface: pygame.Surface, text: str, at: tuple[int, int]) -> None:
    """A dim line above or under the observations, shrunk to the list's width."""
    size = theme.fit_size(text, "body", 15, OBSERVATIONS.w, 11)
    theme.blit_text(surface, text, at, "body", size, theme.TEXT_DIM)


class NotebookTab:
    """The notebook, the assist and the captions they give the grid."""

    def __init__(self, port: MightPort, kept: dict[str, Any]) -> None:
        self.port = port
        self.notebook = Notebook((8, 60))
        # The strikes and the assist live on in the game's record (`kept`: its notes), so a
        # saved game comes back with them.
        self.kept = kept
        saved = kept.get(NOTES_KEY)
        self.notebook.restore(saved.get("struck") if isinstance(saved, dict) else None)
        # The assist is on unless the saved game turned it off: the grid then says what the
        # player's observations prove from the first weighing on.
        self.assist = not (isinstance(saved, dict) and saved.get("assist") is False)
        self.skipped = 0  # newest observations scrolled past (the mouse wheel over the list)
        self.assist_button = Button(
            (672, 620, 218, 44), self._assist_label(), self.flip_assist, size=20
        )
        self.assist_button.tooltip = _(
            "On: the grid and the notebook grey out every weight your observations rule out."
        )
        self.copy_button = Button(
            (672, 672, 218, 40), _("Strike what's proven"), self.copy_assist, size=18
        )
        # The quick bounds at once, then what proof.py proves (the AI worker finds it).
        self._domains: Refined[Domains | None] = Refined(None)
        self._captions_key: tuple[object, ...] = ()
        self._caption_list: list[str] = []
        self._picture: pygame.Surface | None = None  # the whole tab, cached
        self._picture_key: tuple[object, ...] = ()

    # -- what the viewer knows -----------------------------------------------------------------
    def domains(self, view: MightView) -> Domains | None:
        """What the viewer knows (known.py: the Hint and the Wager tab read the same), proven
        in the worker; until it lands, the quick bounds within what was shown before."""
        if view.seat is None:
            return None
        balloons = (view.balloons[view.seat], view.own_lifts)
        key = (view.seat, view.start, tuple(view.facts or ()), balloons)
        if key == self._domains.key:
            return self._domains.get(key, lambda: None, None, known_domains)
        carried = _carried(view, *(self._domains.key, self._domains.value))
        return self._domains.get(key, lambda: carried, self.port.background, known_domains, view)

    def waiting(self) -> bool:
        """The proof of the viewer's weights is under way."""
        return self._domains.waiting()

    def assisted(self, view: MightView) -> Domains | None:
        """The proven weights when the assist is on, else None (the notes alone)."""
        return self.domains(view) if self.assist else None

    def candidates(self, view: MightView, t: int) -> list[int]:
        """The weights totem `t` may still have by the viewer's notes (and the assist)."""
        return self.notebook.candidates(self.port.viewer, t, self.assisted(view))

    def captions(self, view: MightView) -> list[str]:
        """Per totem, what the viewer knows of its weight ("= 7", "3-12"); every true weight
        once the game is over."""
        doms = self.assisted(view)
        viewer = self.port.viewer
        facts = len(view.facts or ())  # a hint that told a weight: its cell says so
        key = (
            viewer,
            self.notebook.version,
            id(doms),
            view.start,
            bool(view.weights),
            facts,
            i18n.current(),
        )
        if key != self._captions_key:
            self._captions_key = key
            if view.weights:  # the game is over: the weights are revealed to everyone
                self._caption_list = [f"= {w}" for w in view.weights]
                return self._caption_list
            out = []
            told = told_weights(view)
            for t in range(20):
                if t in told:
                    out.append(f"= {told[t]}")
                    continue
                c = self.notebook.candidates(viewer, t, doms)
                out.append(f"= {c[0]}" if len(c) == 1 else f"{c[0]}-{c[-1]}" if c else no_weight())
            self._caption_list = out
        return self._caption_list

    # -- buttons and clicks --------------------------------------------------------------------
    def flip_assist(self) -> None:
        self.assist = not self.assist
        self.assist_button.label = self._assist_label()
        self._changed()

    def _assist_label(self) -> str:
        return _("Assist: on") if self.assist else _("Assist: off")

    def _changed(self) -> None:
        """The notes changed: the captions follow, and the record keeps them for a save."""
        self._captions_key = ()
        self.kept[NOTES_KEY] = {"struck": self.notebook.saved(), "assist": self.assist}

    def copy_assist(self) -> None:
        doms = self.domains(self.port.view)
        if doms is None:
            self.port.show_message(_("Nothing to copy yet."))
            return
        n = self.notebook.strike_impossible(self.port.viewer, doms)
        self._changed()
        self.port.show_message(
            ngettext(
                "Struck out {n} weight the assist rules out.",
                "Struck out {n} weights the assist rules out.",
                n,
            ).format(n=n)
        )

    def buttons(self) -> list[Button]:
        return [self.assist_button, self.copy_button]

    def handle(self, event: pygame.event.Event) -> bool:
        for b in self.buttons():
            if b.handle_event(event):
                return True
        if event.type == pygame.MOUSEMOTION:
            self.notebook.hover = self.notebook.cell_at(event.pos)
        if event.type == pygame.MOUSEWHEEL and OBSERVATIONS.collidepoint(pygame.mouse.get_pos()):
            facts = len(self.port.view.facts or ())  # down the list: older observations
            self.skipped = max(0, min(facts - 1, self.skipped - event.y))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            cell = self.notebook.cell_at(event.pos)
            if cell is not None:
                self.notebook.toggle(self.port.viewer, *cell)
                self._changed()
                return True
        return False

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view: MightView, bg: pygame.Surface) -> None:
        """The tab from one cached picture, rebuilt when marks, proofs or facts change."""
        doms = self.assisted(view)
        own = {view.start: view.start_weight} if view.seat is not None and view.start >= 0 else {}
        viewer = self.port.viewer
        key = (
            viewer,
            self.notebook.version,
            id(doms),
            len(view.facts or ()),
            view.start,
            i18n.current(),
            self.skipped,
        )
        if self._picture is None:
            self._picture = pygame.Surface(bg.get_size())
        if key != self._picture_key:
            self._picture_key = key
            self._picture.blit(bg, (0, 0))
            self._paint(self._picture, view, doms, own)
        surface.blit(self._picture, (0, 0))
        self.notebook.draw_hover(surface)
        self.assist_button.label = _("Assist: on") if self.assist else _("Assist: off")
        self.copy_button.label = _("Strike what's proven")
        self.assist_button.draw(surface)
        self.copy_button.draw(surface)

    def _paint(
        self, surface: pygame.Surface, view: MightView, doms: Domains | None, own: dict[int, int]
    ) -> None:
        self.notebook.draw(surface, self.port.viewer, doms, own)
        x, y = OBSERVATIONS.x, 60
        theme.blit_text(surface, _("Your observations"), (x, y), "heading", 24, theme.GOLD_BRIGHT)
        y = OBSERVATIONS.y
        facts = [fact_text(f) for f in reversed(view.facts or ())]  # the newest first
        self.skipped = min(self.skipped, max(0, len(facts) - 1))
        if self.skipped:
            # TRANSLATORS: above the observations list once scrolled down to older ones
            more = ngettext(
                "{n} newer above (scroll up)", "{n} newer above (scroll up)", self.skipped
            )
            _note(surface, more.format(n=self.skipped), (x, y))
            y += 22
        shown = 0
        for text in facts[self.skipped :]:
            lines = pieces.wrap(text, OBSERVATIONS.w, "body", 16)
            if y + 19 * len(lines) > OBSERVATIONS.bottom - 22:  # whole or not at all
                break
            for line in lines:
                theme.blit_text(surface, line, (x, y), "body", 16, theme.TEXT)
                y += 19
            y += 5
            shown += 1
        older = len(facts) - self.skipped - shown
        if older > 0:
            # TRANSLATORS: under the observations list: older ones are below, by the mouse wheel
            more = ngettext("{n} older below (scroll down)", "{n} older below (scroll down)", older)
            _note(surface, more.format(n=older), (x, y))
        if not facts:
            theme.blit_text(surface, _("Nothing yet."), (x, y), "body", 16, theme.TEXT_DIM)
        hint = _(
            "Click a number to strike it out. Grey = ruled out by the assist, gold ring = certain."
        )
        for i, line in enumerate(pieces.wrap(hint, 620, "body", 16)):
            theme.blit_text(surface, line, (12, 640 + i * 20), "body", 16, theme.TEXT_DIM)
