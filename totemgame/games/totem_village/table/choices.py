"""What the player picks on the Totem Village board before a move is played, and the move a
click then makes: a villager dragged or clicked onto another of the family's huts, a spell
chosen, laid on a hut or revealed, a villager sent away, kept young or starved. Each answers
with an intent (board.py): the move for the table to play, or HANDLED for a pick of its own.
A move that ends the step while a danger stands is asked about first (dangers.py)."""

from __future__ import annotations

from totemgame.engine.game import Action
from totemgame.games.totem_village import confirmations, dangers
from totemgame.games.totem_village.actions import (
    Dismiss,
    KeepYoung,
    Move,
    Pick,
    Place,
    Reveal,
    Starve,
)
from totemgame.games.totem_village.content import KINDS, Spell, shown
from totemgame.games.totem_village.table.families import hut_rect
from totemgame.games.totem_village.table.port import VillagePort
from totemgame.games.totem_village.view import VillageView
from totemgame.i18n import _
from totemgame.paths import load_data
from totemgame.text import words
from totemgame.ui.table.board import HANDLED, Intent

DRAG = 8  # px the pointer moves, pressed, before a picked villager follows it


class Choices:
    """The villager or spell picked, a villager being dragged, and the decisions the player
    confirmed against a warning."""

    def __init__(self, port: VillagePort) -> None:
        self.port = port
        self.sel: tuple[int, int] | None = None  # (village hut, kind index) picked to move
        self.sel_spell: Spell | None = None
        # Dragging a villager: where the press started and where the pointer is now.
        self.drag_start: tuple[int, int] | None = None
        self.drag_pos: tuple[int, int] = (0, 0)
        self.press_pos: tuple[int, int] = (0, 0)
        self.confirmed: set[tuple[int, Action]] = set()  # (ply, action) confirmed anyway

    def clear(self) -> None:
        """Nothing picked."""
        self.sel = self.sel_spell = None

    def dragged(self) -> tuple[int, int] | None:
        """Where the dragged villager is drawn now (None: no drag under way)."""
        if self.drag_start is None or self.sel is None:
            return None
        x, y = self.drag_pos
        if abs(x - self.drag_start[0]) + abs(y - self.drag_start[1]) < DRAG:
            return None
        return x, y

    def go_on(self, action: Action, label: str) -> Intent:
        """Play `action` (labelled `label`); asks first, once per decision, if it ends the step
        while a danger stands, lets the wrong villager starve or lays a spell where it harms
        your own family (confirmations.py, dangers.py): then the dialog's answer plays it."""
        port = self.port
        view = port.view
        warning = (
            confirmations.before(view, action)
            or confirmations.starve_warning(view, action, port.legal_actions())
            or dangers.laying(view, action)
        )
        key = (port.session.ply, action)
        if not warning or key in self.confirmed:
            return action
        t = load_data("totem-village")["warnings"]

        def yes() -> None:
            self.confirmed.add(key)
            port.act(action)

        port.play_sound("thud")
        port.confirm(
            shown(t["title"]),
            warning,  # the buttons say the rest: "Let it starve anyway", "Go back"
            yes=words(t["anyway"], button=label),
            no=shown(t["go_back"]),
            on_yes=yes,
        )
        return HANDLED

    def spell(self, spell: Spell, legal: list[Action]) -> Intent:
        """A spell's button, clicked: chosen, picked up to lay, or revealed."""
        if Pick(spell) in legal:
            return Pick(spell)
        if any(isinstance(a, Place) and a.spell is spell for a in legal):
            self.sel_spell = None if self.sel_spell is spell else spell
            return HANDLED
        if Reveal(spell) in legal:
            return Reveal(spell)
        return None

    def token(self, hut: int, kind: int, legal: list[Action], view: VillageView) -> Intent:
        """A villager, pressed: sent away, kept young or starved; picked up to move (or
        dropped); else its hut, clicked."""
        f = view.actor
        k = KINDS[kind]
        local = hut % 3
        for a in (Dismiss(k, local), KeepYoung(k, local)):
            if a in legal and hut // 3 == f:
                return a
        if Starve(k, local) in legal and hut // 3 == view.target:
            label = shown(load_data("totem-village")["warnings"]["starve_button"])
            return self.go_on(Starve(k, local), label)
        if hut // 3 == f and any(isinstance(a, Move) for a in legal):
            if self.sel is not None and self.sel[0] != hut:
                return self.hut(hut, legal, view)
            self.sel = None if self.sel == (hut, kind) else (hut, kind)
            if self.sel is not None:
                # Pressing on a villager also starts a drag; releasing over a hut moves it.
                self.drag_start = self.drag_pos = self.press_pos
            return HANDLED
        return self.hut(hut, legal, view)

    def drop(self, pos: tuple[int, int], view: VillageView) -> Intent:
        """End of a drag: a villager released over another of the family's huts moves there;
        released where it started, it stays selected for a click on the destination."""
        start, self.drag_start = self.drag_start, None
        if start is None or self.sel is None or not self.port.can_act:
            return None
        if abs(pos[0] - start[0]) + abs(pos[1] - start[1]) < DRAG:
            return None
        for hut in range(3 * view.families):
            if hut_rect(hut).collidepoint(pos) and hut != self.sel[0]:
                return self.hut(hut, self.port.legal_actions(), view)
        self.sel = None
        return HANDLED

    def hut(self, hut: int, legal: list[Action], view: VillageView) -> Intent:
        """A hut, clicked: the picked spell is laid there, or the picked villager moves in."""
        if self.sel_spell is not None:
            place = Place(self.sel_spell, hut)
            if place in legal:
                self.sel_spell = None
                label = shown(load_data("totem-village")["warnings"]["lay_button"])
                return self.go_on(place, label)
            self.port.show_message(_("A spell cannot go there now."))
            return HANDLED
        if self.sel is not None:
            src, kind = self.sel
            if hut // 3 == src // 3 and hut != src:
                a = Move(KINDS[kind], src % 3, hut % 3)
                if a in legal:
                    self.sel = None
                    return a
                self.port.show_message(_("That hut is full: six villagers at most."))
                return HANDLED
        return None
