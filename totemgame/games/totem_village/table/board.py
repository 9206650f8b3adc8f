"""The Totem Village board: the phase track, each family's huts, birds and totem, and a
decision panel. Arranging: drag a villager onto another of your huts (or click it, then the
hut). Spells: click one to choose it; to place it, click it, then any hut. Starving and
Youth: click a villager. Phases resolve with short overlays on the board as it stood at
that step (resolving.py); "Skip animations" turns them off, a click on the board ends one.

The board composes its parts, each seeing the table as a VillagePort through the board (a
VillageTable): the family bands (families.py), the decision panel (panel.py), the picks and
the moves they make (choices.py), the resolving phase (resolving.py), the tooltips (tips.py)
and where to click (pointing.py).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

import pygame

from totemgame.engine.game import Action, Event, Seat
from totemgame.games.totem_village import event_words
from totemgame.games.totem_village.actions import CODEC, EndReveal
from totemgame.games.totem_village.content import Spell
from totemgame.games.totem_village.hint_words import in_language, name_families
from totemgame.games.totem_village.replay import Replay
from totemgame.games.totem_village.table import art, pointing, tips
from totemgame.games.totem_village.table.choices import Choices
from totemgame.games.totem_village.table.effects import Effect
from totemgame.games.totem_village.table.families import (
    FamilyBands,
    block_rect,
    family_note,
    family_tag,
    hut_rect,
)
from totemgame.games.totem_village.table.markers import draw_marks
from totemgame.games.totem_village.table.marks import Marks, last_marks
from totemgame.games.totem_village.table.panel import PANEL, Control, DecisionPanel, draw_skip
from totemgame.games.totem_village.table.pictures import (
    background,
    card_art,
    draw_key_line,
    draw_legend,
    draw_phase_track,
    rules_picture,
)
from totemgame.games.totem_village.table.port import VillagePort
from totemgame.games.totem_village.table.resolving import Resolution
from totemgame.games.totem_village.view import VillageView
from totemgame.ui.table.board import HANDLED, Board, Intent

__all__ = ["VillageBoard", "card_art", "rules_picture"]  # the app's tables look them up here


class VillageBoard(Board[VillageView]):
    """The Totem Village board."""

    def __init__(self, port: VillagePort) -> None:
        self.port = port
        self.choices = Choices(port)
        self.resolution = Resolution()
        self.bands = FamilyBands()
        self.panel = DecisionPanel()
        self._bg: pygame.Surface | None = None
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple[object, ...] = ()
        self.key_rect: pygame.Rect | None = None  # where the villager key was drawn
        self._hint_tag: tuple[object, ...] = (None, None)  # (placed for, where the HINT tag goes)
        self.skip_rect = pygame.Rect(PANEL.right - 150, PANEL.y + 8, 140, 30)
        self._marks_key: tuple[object, ...] = ()
        self._marks = Marks()

    # -- what the parts see (VillageTable) ----------------------------------------------------
    @property
    def sel(self) -> tuple[int, int] | None:
        """The villager picked to move: (village hut, kind index), or None."""
        return self.choices.sel

    @property
    def sel_spell(self) -> Spell | None:
        """The spell picked to lay on a hut, or None."""
        return self.choices.sel_spell

    @property
    def token_hits(self) -> list[tuple[pygame.Rect, int, int]]:
        """The villagers drawn last: (rect, village hut, kind index)."""
        return self.bands.token_hits

    @property
    def spell_hits(self) -> list[tuple[pygame.Rect, int, Spell | None]]:
        """The spell tokens drawn last, topmost first."""
        return self.bands.spell_hits

    @property
    def controls(self) -> list[Control]:
        """The panel's controls drawn last."""
        return self.panel.controls

    @property
    def resolving(self) -> bool:
        return bool(self.resolution.steps)

    @property
    def steps(self) -> list[list[Effect]]:
        """The steps of the resolving phases still to show (the first on screen)."""
        return self.resolution.steps

    @property
    def replay(self) -> Replay:
        """The village as of the step on screen."""
        return self.resolution.replay

    def thinking(self) -> Collection[Seat]:
        return self.port.session.thinking()

    def family_name(self, view: VillageView, f: int) -> str:
        return self.port.names[view.owner[f]] + family_tag(view, f)

    def _family(self, f: int) -> str:
        return self.family_name(self.port.view, f)

    # -- the board's contract -----------------------------------------------------------------
    def restate_hint(self, view: VillageView, action: Action, reason: str) -> tuple[Action, str]:
        """The hint names families as their title bars do ("AI 1 · 1st family")."""
        reason = in_language(view, action, reason)
        return action, name_families(reason, lambda f: self.family_name(view, f))

    def panel_note(self, view: VillageView, seat: Seat) -> str:
        view = self.replay.view(view)  # as the board shows it, not ahead of its replay
        return family_note(view, seat)

    def on_reset(self, view: VillageView) -> None:
        self.choices.clear()
        self.resolution.clear()
        self._layer_key = ()

    def is_animating(self) -> bool:
        return self.resolving

    def language_changed(self) -> None:
        self._layer_key = ()  # the village is one cached picture, its words drawn in

    def move_sound(self, events: Sequence[Event]) -> str | None:
        keys = {e.key for e in events}
        if "totem_piece" in keys or "game_over" in keys:
            return "chime"
        if keys & {"starved", "disease", "elder_lost", "elder_lost_kept", "wiped_out"}:
            return "thud"
        if keys & {"births", "hunt"}:
            return "dice"  # births and hunts are rolled
        if keys & {"spell_placed", "spell_placed_private", "spell_placed_secret"}:
            return "card"
        return "flick" if "spell_revealed" in keys else "clack"

    def on_events(self, events: Sequence[Event], viewer: Seat | None) -> None:
        self.choices.sel = None
        if self.resolution.skip:
            return
        self.resolution.add(events, self.port.session.log_size, self.port.view)
        self.port.refresh_log()  # the lines of the steps still to play wait for them

    def update(self, dt: float) -> None:
        port = self.port
        if self.resolution.skip and self.steps:
            self.finish_replay()
        if self.resolution.update(dt):
            port.refresh_log()
        if (
            port.can_act
            and not port.session.hotseat
            and port.tutorial is None  # a tutorial's script holds the learner's every move
            and port.legal_actions() == [EndReveal()]
        ):
            # Nothing of yours acts in this phase: keep going without a pointless click. (In
            # pass-and-play the player answers like everyone else: a hand-off that vanished at
            # once would tell the others that no spell of theirs acts now.)
            port.act(EndReveal())

    def finish_replay(self) -> None:
        """Drop the remaining overlays: the board shows the game as it is now."""
        self.resolution.finish()
        self.port.refresh_log()

    def log_upto(self) -> int | None:
        return self.replay.log_upto

    def log_line(self, event: Event) -> Event | str:
        view = self.port.view  # the census names each family beside its count
        line = event_words.census(event, self.port.names, view.owner, view.players)
        return line or event_words.localised(event)

    # -- where to click (Learn to play) ------------------------------------------------------
    def element_for(self, view: VillageView, action: Action) -> pygame.Rect | None:
        return pointing.element_for(self, view, action)

    def board_element(self, view: VillageView, key: str) -> pygame.Rect | None:
        return pointing.board_element(self, view, key)

    # -- input ----------------------------------------------------------------------------------
    def hit(self, event: pygame.event.Event, view: VillageView) -> Intent:
        picks = self.choices
        if event.type == pygame.MOUSEMOTION:
            picks.drag_pos = event.pos
            tips.hover(self, event.pos, self._family)
            return HANDLED if picks.drag_start is not None else None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return picks.drop(event.pos, view)
        if event.type == pygame.MOUSEWHEEL and self.panel.text_rect.collidepoint(picks.drag_pos):
            # a long prompt and its warnings scroll
            return HANDLED if self.panel.scroll_by(-event.y) else None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            picks.clear()
            return HANDLED
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return None
        pos = picks.press_pos = event.pos
        picks.drag_start = None
        if self.skip_rect.collidepoint(pos):
            self.resolution.skip = not self.resolution.skip
            return HANDLED
        if self.steps:
            # A click on the board while a phase resolves shows its end at once.
            self.finish_replay()
            return HANDLED
        if not self.port.can_act:
            return None
        legal = self.port.legal_actions()
        for rect, label, what, enabled in self.controls:
            if rect.collidepoint(pos):
                intent: Intent = None
                if enabled and isinstance(what, Action):
                    intent = picks.go_on(what, label)
                elif enabled and isinstance(what, Spell):
                    intent = picks.spell(what, legal)
                return HANDLED if intent is None else intent
        for rect, hut, kind in self.token_hits:
            if rect.collidepoint(pos):
                return picks.token(hut, kind, legal, view)
        for hut in range(3 * view.families):
            if hut_rect(hut).collidepoint(pos):
                return picks.hut(hut, legal, view)
        return None

    # -- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view: VillageView) -> None:
        port = self.port
        if self._bg is None:
            self._bg = background(port.board_rect.size)
        self.resolution.drawn = view
        view = self.replay.view(view)
        key = (
            id(view),
            self.sel,
            self.sel_spell,
            port.can_act,
            port.hint_action,  # a replay's reviewed decision shows its buttons
            self.resolving,
            tuple(port.names),
            self.panel.scroll,
        )
        if key != self._layer_key or self._layer is None:
            # One opaque surface holds the background and the whole village: a single blit.
            self._layer_key = key
            self._layer = self._render_layer(view)
            tips.refresh(self, self._family)
        surface.blit(self._layer, (0, 0))
        dragged = self.choices.dragged()
        if dragged is not None and self.sel is not None:
            x, y = dragged
            surface.blit(art.villager(self.sel[1], 34), (x - 17, y - 17))
        self.resolution.draw(surface)
        # nothing left to skip at the end
        shown = self.resolving or not port.session.is_over()
        self.skip_rect = draw_skip(surface, self.resolution.skip, shown)
        if port.played_action is not None and not self.resolving:
            pointing.draw_played(surface, self, view, port.played_action)
        if port.hint_action is not None and not self.resolving:
            self._hint_tag = pointing.draw_hint(
                surface, self, view, port.hint_action, self._hint_tag, self._layer_key
            )

    def last_moves(self) -> Marks:
        """Every player's last move as the viewer may see it (cached until the next move)."""
        session = self.port.session
        key = (session.revision, self.port.viewer)
        if key != self._marks_key:
            self._marks_key = key
            events = [(le.ply, le.event) for le in session.visible_events()]
            self._marks = last_marks(session.actions(), events, CODEC, self.port.view.actor)
        return self._marks

    def _render_layer(self, view: VillageView) -> pygame.Surface:
        assert self._bg is not None
        layer = self._bg.copy()
        draw_phase_track(layer, view)
        marks = self.last_moves() if not self.resolving else Marks()
        self.bands.marks = marks
        self.bands.draw(layer, self, view)
        draw_marks(layer, view, marks, self.port.seat_colour)
        self.panel.draw(layer, self, view)
        if view.families == 3:
            self.key_rect = draw_legend(layer, block_rect(3))
        elif self.panel.key_line:  # no free corner: one line of the key under the prompt
            self.key_rect = draw_key_line(layer, [r for r, *_ in self.panel.controls])
        else:  # the prompt and warnings need its room (the Rules show the villagers too)
            self.key_rect = None
        return layer
