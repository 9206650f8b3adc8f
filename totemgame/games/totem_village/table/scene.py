"""The Totem Village table: the phase track, each family's huts, birds and totem, and a
decision panel. Arranging: drag a villager onto another of your huts (or click it, then the
hut). Spells: click one to choose it; to place it, click it, then any hut. Starving and
Youth: click a villager. Phases resolve with short overlays on the board as it stood at
that step (replay.py); "Skip animations" turns them off, a click on the board ends one.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

import pygame

from totemgame.engine.game import Action, Event, Seat
from totemgame.games.totem_village import dangers, event_words
from totemgame.games.totem_village.actions import (
    CODEC,
    Dismiss,
    EndReveal,
    KeepYoung,
    Move,
    Pick,
    Place,
    Reveal,
    Starve,
)
from totemgame.games.totem_village.content import KINDS, Spell, content, shown
from totemgame.games.totem_village.hint_words import in_language, name_families
from totemgame.games.totem_village.replay import Replay
from totemgame.games.totem_village.table import art, pointing
from totemgame.games.totem_village.table.effects import (
    ANIMATED,
    STEP_SECONDS,
    Effect,
    draw_effects,
)
from totemgame.games.totem_village.table.families import (
    FamilyBands,
    block_rect,
    enclosure_rect,
    family_note,
    family_tag,
    hut_rect,
)
from totemgame.games.totem_village.table.markers import draw_marks
from totemgame.games.totem_village.table.marks import Marks, last_marks
from totemgame.games.totem_village.table.panel import PANEL, Control, DecisionPanel, draw_skip
from totemgame.games.totem_village.table.pictures import (  # noqa: F401 - the app looks them up here
    background,
    card_art,
    draw_key_line,
    draw_legend,
    draw_phase_track,
    rules_picture,
)
from totemgame.games.totem_village.view import VillageView
from totemgame.i18n import _
from totemgame.paths import load_data
from totemgame.text import words
from totemgame.ui import anim
from totemgame.ui.table import TableScene
from totemgame.ui.widgets import dialog


class VillageScene(TableScene):
    """The Totem Village table."""

    def __init__(self, app, session) -> None:
        super().__init__(app, session)
        self.sel: tuple[int, int] | None = None  # (village hut, kind index) picked to move
        self.sel_spell: Spell | None = None
        self.steps: list[list[Effect]] = []
        self.step_tween: anim.Tween | None = None
        self.replay = Replay()  # the board as of the step being animated
        self.drawn: VillageView | None = None  # the view drawn last (before a new batch)
        self.skip = False
        self._bg: pygame.Surface | None = None
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple = ()
        self.bands = FamilyBands()
        self.panel = DecisionPanel()
        self.key_rect: pygame.Rect | None = None  # where the villager key was drawn
        self._hint_tag: tuple = (None, None)  # (what it was placed for, where the HINT tag goes)
        self.skip_rect = pygame.Rect(PANEL.right - 150, PANEL.y + 8, 140, 30)
        # Dragging a villager: where the press started and where the pointer is now.
        self.drag_start: tuple[int, int] | None = None
        self.drag_pos: tuple[int, int] = (0, 0)
        self.press_pos: tuple[int, int] = (0, 0)
        self.confirmed: set[tuple[int, Action]] = set()  # (ply, action) confirmed anyway
        self._marks_key: tuple = ()
        self._marks = Marks()

    # -- geometry ---------------------------------------------------------------------------
    def block_rect(self, f: int) -> pygame.Rect:
        return block_rect(f)

    def hut_rect(self, hut: int) -> pygame.Rect:
        return hut_rect(hut)

    def enclosure_rect(self, f: int) -> pygame.Rect:
        return enclosure_rect(f)

    # -- what the parts see (VillageTable) ------------------------------------------------------
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
        return bool(self.steps)

    def thinking(self) -> Collection[Seat]:
        return self.session.thinking()

    def family_name(self, view: VillageView, f: int) -> str:
        return self.names[view.owner[f]] + family_tag(view, f)

    def _show_hint(self, action: Action, reason: str) -> None:
        """The hint names families as their title bars do ("AI 1 · 1st family")."""
        view = self.view
        reason = in_language(view, action, reason)
        super()._show_hint(action, name_families(reason, lambda f: self.family_name(view, f)))

    # -- hooks --------------------------------------------------------------------------------
    def panel_note(self, view: VillageView, seat: Seat) -> str:
        view = self.replay.view(view)  # as the board shows it, not ahead of its replay
        return family_note(view, seat)

    def on_reset(self, view: VillageView) -> None:
        self.sel = self.sel_spell = None
        self.steps.clear()
        self.step_tween = None
        self.replay.clear()
        self.drawn = None
        self._layer_key = ()

    def is_animating(self) -> bool:
        return bool(self.steps)

    def board_language_changed(self) -> None:
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
        self.sel = None
        if self.skip:
            return
        if not self.steps:
            # From the board last drawn (the phase events' snapshots correct it where the
            # rules had already moved on before it was drawn).
            self.replay.begin(self.drawn or self.view)
        group: list[Effect] = []
        last_key = None
        start = self.session.log_size - len(events)  # where this batch begins in the log
        for i, e in enumerate(events):
            if group and e.key != last_key:
                # A step is over; later events' changes show with the next step.
                self.steps.append(group)
                self.replay.close_step(start + i)
                group, last_key = [], None
            self.replay.note(e)
            spec = ANIMATED.get(e.key)
            if spec is not None:
                last_key = e.key
                group.append(self._effect(e, *spec))
        if group:
            self.steps.append(group)
            self.replay.close_step(self.session.log_size)
        if not self.steps:
            self.replay.clear()
        elif self.step_tween is None:
            self.step_tween = anim.Tween(0.0, 1.0, STEP_SECONDS, anim.linear)
            self.replay.advance()
        self._refresh_log()  # the lines of the steps still to play wait for them

    def _effect(self, e: Event, template: str, colour) -> Effect:
        p = dict(event_words.localised(e).params)
        try:
            text = words(template, **p)
        except (KeyError, IndexError, ValueError):
            text = _(template)
        hut = p.get("hut")
        f = p.get("family", 0)
        rect = self.hut_rect(hut) if isinstance(hut, int) and hut >= 0 else self.block_rect(f)
        birds = int(p.get("birds", 0)) if e.key == "hunt" else 0
        if e.key == "hunt":
            rect = self.enclosure_rect(f)
        return Effect(text, colour, rect, birds)

    def update_board(self, dt: float) -> None:
        if self.skip and self.steps:
            self.finish_replay()
        if self.step_tween is not None:
            self.step_tween.update(dt)
            if self.step_tween.done:
                if self.steps:
                    self.steps.pop(0)
                self.step_tween = None
                if self.steps:
                    self.step_tween = anim.Tween(0.0, 1.0, STEP_SECONDS, anim.linear)
                    self.replay.advance()
                else:
                    self.replay.clear()
                self._refresh_log()
        if (
            self.can_act
            and not self.session.hotseat
            and self.tutorial is None  # a tutorial's script holds the learner's every move
            and self.legal_actions() == [EndReveal()]
        ):
            # Nothing of yours acts in this phase: keep going without a pointless click. (In
            # pass-and-play the player answers like everyone else: a hand-off that vanished at
            # once would tell the others that no spell of theirs acts now.)
            self.submit(EndReveal())

    def finish_replay(self) -> None:
        """Drop the remaining overlays: the board shows the game as it is now."""
        self.steps.clear()
        self.step_tween = None
        self.replay.clear()
        self._refresh_log()

    def log_upto(self) -> int | None:
        return self.replay.log_upto

    def describe_event(self, event: Event) -> str:
        view = self.view  # the census names each family beside its count
        line = event_words.census(event, self.names, view.owner, view.players)
        return line or super().describe_event(event_words.localised(event))

    # -- where to click (Learn to play) ------------------------------------------------------
    def element_for(self, action: Action) -> pygame.Rect | None:
        return pointing.element_for(self, action)

    def board_element(self, key: str) -> pygame.Rect | None:
        return pointing.board_element(self, key)

    # -- input ----------------------------------------------------------------------------------
    def handle_board_event(self, event: pygame.event.Event, view: VillageView) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.drag_pos = event.pos
            self._hover(event.pos)
            return self.drag_start is not None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._drop(event.pos, view)
        if event.type == pygame.MOUSEWHEEL and self.panel.text_rect.collidepoint(self.drag_pos):
            return self.panel.scroll_by(-event.y)  # a long prompt and its warnings scroll
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.sel = self.sel_spell = None
            return True
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        pos = self.press_pos = event.pos
        self.drag_start = None
        if self.skip_rect.collidepoint(pos):
            self.skip = not self.skip
            return True
        if self.steps:
            # A click on the board while a phase resolves shows its end at once.
            self.finish_replay()
            return True
        if not self.can_act:
            return False
        legal = self.legal_actions()
        for rect, label, what, enabled in self.controls:
            if rect.collidepoint(pos):
                if enabled and isinstance(what, Action):
                    self.go_on(what, label)
                elif enabled and isinstance(what, Spell):
                    self._spell_clicked(what, legal)
                return True
        for rect, hut, kind in self.token_hits:
            if rect.collidepoint(pos):
                return self._token_clicked(hut, kind, legal, view)
        for hut in range(3 * view.families):
            if self.hut_rect(hut).collidepoint(pos):
                return self._hut_clicked(hut, legal, view)
        return False

    def go_on(self, action: Action, label: str) -> None:
        """Play `action` (labelled `label`); asks first, once per decision, if it ends the step
        while a danger stands, lets the wrong villager starve or lays a spell where it harms
        your own family (dangers.py)."""
        view = self.view
        warning = (
            dangers.before(view, action)
            or dangers.starve_warning(view, action, self.legal_actions())
            or dangers.laying(view, action)
        )
        key = (self.session.ply, action)
        if not warning or key in self.confirmed:
            self.submit(action)
            return
        t = load_data("totem-village")["warnings"]

        def yes() -> None:
            self.confirmed.add(key)
            self.submit(action)

        self.sound.play("thud")
        dialog.confirm(
            self.app,
            shown(t["title"]),
            warning,  # the buttons say the rest: "Let it starve anyway", "Go back"
            yes,
            yes=words(t["anyway"], button=label),
            no=shown(t["go_back"]),
        )

    def _spell_clicked(self, spell: Spell, legal: list[Action]) -> None:
        if Pick(spell) in legal:
            self.submit(Pick(spell))
        elif any(isinstance(a, Place) and a.spell is spell for a in legal):
            self.sel_spell = None if self.sel_spell is spell else spell
        elif Reveal(spell) in legal:
            self.submit(Reveal(spell))

    def _token_clicked(self, hut: int, kind: int, legal: list[Action], view: VillageView) -> bool:
        f = view.actor
        k = KINDS[kind]
        local = hut % 3
        for a in (Dismiss(k, local), KeepYoung(k, local)):
            if a in legal and hut // 3 == f:
                self.submit(a)
                return True
        if Starve(k, local) in legal and hut // 3 == view.target:
            self.go_on(
                Starve(k, local), shown(load_data("totem-village")["warnings"]["starve_button"])
            )
            return True
        if hut // 3 == f and any(isinstance(a, Move) for a in legal):
            if self.sel is not None and self.sel[0] != hut:
                return self._hut_clicked(hut, legal, view)
            self.sel = None if self.sel == (hut, kind) else (hut, kind)
            if self.sel is not None:
                # Pressing on a villager also starts a drag; releasing over a hut moves it.
                self.drag_start = self.drag_pos = self.press_pos
            return True
        return self._hut_clicked(hut, legal, view)

    def _drop(self, pos: tuple[int, int], view: VillageView) -> bool:
        """End of a drag: a villager released over another of the family's huts moves there;
        released where it started, it stays selected for a click on the destination."""
        start, self.drag_start = self.drag_start, None
        if start is None or self.sel is None or not self.can_act:
            return False
        if abs(pos[0] - start[0]) + abs(pos[1] - start[1]) < 8:
            return False
        for hut in range(3 * view.families):
            if self.hut_rect(hut).collidepoint(pos) and hut != self.sel[0]:
                return self._hut_clicked(hut, self.legal_actions(), view)
        self.sel = None
        return True

    def _hut_clicked(self, hut: int, legal: list[Action], view: VillageView) -> bool:
        if self.sel_spell is not None:
            place = Place(self.sel_spell, hut)
            if place in legal:
                self.sel_spell = None
                self.go_on(place, shown(load_data("totem-village")["warnings"]["lay_button"]))
                return True
            self.show_message(_("A spell cannot go there now."))
            return True
        if self.sel is not None:
            src, kind = self.sel
            if hut // 3 == src // 3 and hut != src:
                a = Move(KINDS[kind], src % 3, hut % 3)
                if a in legal:
                    self.sel = None
                    self.submit(a)
                else:
                    self.show_message(_("That hut is full: six villagers at most."))
                return True
        return False

    def _hover(self, pos: tuple[int, int]) -> bool:
        """Tooltip for the villager, spell token or spell button under `pos`; False if none."""
        names = content().kind_names
        for rect, _hut, kind in self.token_hits:
            if rect.collidepoint(pos):
                self.board_tooltip(("tok", rect.topleft), _(names[KINDS[kind]]), pos)
                return True
        for rect, caster, spell in self.spell_hits:
            if rect.collidepoint(pos):
                # The number on the token is its caster's family, as on the family's band.
                family = self.family_name(self.view, caster)
                text = (
                    # TRANSLATORS: a spell token's tooltip, "Girls, laid by AI 1 (family 2).
                    # Births: only girls are born..."
                    _("{spell}, laid by {family} (family {number}). {help}").format(
                        spell=_(content().spell_names[spell]),
                        family=family,
                        number=caster + 1,
                        help=_(content().spell_help[spell]),
                    )
                    if spell is not None
                    else _(
                        "A face-down spell laid by {family} (family {number}): only its caster "
                        "knows it."
                    ).format(family=family, number=caster + 1)
                )
                self.board_tooltip(("sp", rect.topleft), text, pos)
                return True
        for rect, label, what, _en in self.controls:
            if rect.collidepoint(pos) and isinstance(what, Spell):
                self.board_tooltip(("btn", label), _(content().spell_help[what]), pos)
                return True
        return False

    def _refresh_tip(self) -> None:
        """The village was redrawn under a still pointer: its tooltip follows (a villager who
        aged, a spell turned face up, a token or button gone) instead of keeping stale words."""
        tips = self.ui.tooltips
        key = tips.key
        ours = isinstance(key, tuple) and bool(key) and key[0] in ("tok", "sp", "btn")
        if ours and not self._hover(tips.pos):
            tips.clear()

    # -- drawing --------------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, view: VillageView) -> None:
        if self._bg is None:
            self._bg = background(self.board_rect.size)
        self.drawn = view
        view = self.replay.view(view)
        key = (
            id(view),
            self.sel,
            self.sel_spell,
            self.can_act,
            bool(self.steps),
            tuple(self.names),
            self.panel.scroll,
        )
        if key != self._layer_key or self._layer is None:
            # One opaque surface holds the background and the whole village: a single blit.
            self._layer_key = key
            self._layer = self._render_layer(view)
            self._refresh_tip()
        surface.blit(self._layer, (0, 0))
        if self.drag_start is not None and self.sel is not None:
            x, y = self.drag_pos
            if abs(x - self.drag_start[0]) + abs(y - self.drag_start[1]) >= 8:
                surface.blit(art.villager(self.sel[1], 34), (x - 17, y - 17))
        self._draw_effects(surface)
        self._draw_skip(surface)
        if self.played_action is not None and not self.steps:
            pointing.draw_played(surface, self, view, self.played_action)
        if self.hint_action is not None and not self.steps:
            self._hint_tag = pointing.draw_hint(
                surface, self, view, self.hint_action, self._hint_tag, self._layer_key
            )

    def last_moves(self) -> Marks:
        """Every player's last move as the viewer may see it (cached until the next move)."""
        key = (self.session.revision, self.viewer)
        if key != self._marks_key:
            self._marks_key = key
            events = [(le.ply, le.event) for le in self.session.visible_events()]
            actions = self.session.actions()
            self._marks = last_marks(actions, events, CODEC, self.view.actor)
        return self._marks

    def _render_layer(self, view: VillageView) -> pygame.Surface:
        assert self._bg is not None
        layer = self._bg.copy()
        draw_phase_track(layer, view)
        marks = self.last_moves() if not self.steps else Marks()
        self.bands.marks = marks
        self.bands.draw(layer, self, view)
        draw_marks(layer, view, marks, self.seat_colour)
        self.panel.draw(layer, self, view)
        if view.families == 3:
            self.key_rect = draw_legend(layer, self.block_rect(3))
        elif self.panel.key_line:  # no free corner: one line of the key under the prompt
            self.key_rect = draw_key_line(layer, [r for r, *_ in self.panel.controls])
        else:  # the prompt and warnings need its room (the Rules show the villagers too)
            self.key_rect = None
        return layer

    def _draw_effects(self, surface: pygame.Surface) -> None:
        if self.steps and self.step_tween is not None:
            draw_effects(surface, self.steps[0], self.step_tween.value)

    def _draw_skip(self, surface: pygame.Surface) -> None:  # nothing left to skip at the end
        self.skip_rect = draw_skip(
            surface, self.skip, bool(self.steps) or not self.session.is_over()
        )
