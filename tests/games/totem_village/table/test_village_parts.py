"""The Totem Village table parts against a stand-in board (no scene, no board): the family
bands and the decision panel read only what VillageTable promises (the table through its
port, the picks in progress), and keep what they drew."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame
import pytest

from totemgame.engine.game import Action
from totemgame.games.totem_village import legality
from totemgame.games.totem_village.actions import EndPick, Pick, Ready
from totemgame.games.totem_village.content import SPELLS, Spell, content
from totemgame.games.totem_village.rules import new_game
from totemgame.games.totem_village.table.families import FamilyBands, hut_rect
from totemgame.games.totem_village.table.panel import DecisionPanel
from totemgame.games.totem_village.view import VillageView


@dataclass
class StandIn:
    """A board and its table that are neither: only what VillageTable (and its port) promise."""

    view: VillageView
    viewer: int | None
    names: list[str]
    can_act: bool
    legal: list[Action]
    sel: tuple[int, int] | None = None
    sel_spell: Spell | None = None
    resolving: bool = False
    busy: set[int] = field(default_factory=set)

    @property
    def port(self) -> StandIn:  # the stand-in is its own table
        return self

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return ((200, 60, 50), (50, 90, 200), (60, 160, 60), (220, 190, 40))[seat]

    def legal_actions(self) -> list[Action]:
        return self.legal

    def thinking(self) -> set[int]:
        return self.busy

    def family_name(self, view: VillageView, f: int) -> str:
        return self.names[view.owner[f]]

    def why_not(self, action: Action) -> str | None:
        return None if action in self.legal else "no"

    def act(self, action: Action) -> bool:
        return action in self.legal

    def show_message(self, text: str, kind: str = "info", seconds: float | None = None) -> None:
        pass

    def board_tooltip(
        self, key: object, text: str, pos: tuple[int, int], anchor: pygame.Rect | None = None
    ) -> None:
        pass

    def board_element(self, key: str) -> pygame.Rect | None:
        return None


@pytest.fixture
def surface():
    pygame.init()  # the theme's fonts are cached for the session: no pygame.quit() here
    return pygame.Surface((900, 720))


def test_the_bands_note_every_villager_in_its_hut(surface):
    state = new_game(3, {}, 2)
    view = state.view(0)
    bands = FamilyBands()
    bands.draw(surface, StandIn(view, 0, ["A", "B", "C"], False, []), view)
    assert len(bands.token_hits) == sum(view.size(f) for f in range(view.families))
    for rect, hut, kind in bands.token_hits:
        assert view.huts[hut][kind] > 0
        assert hut_rect(hut).contains(rect)


def test_the_panel_offers_the_spells_of_the_choice_and_says_who_is_thinking(surface):
    state = new_game(2, {}, 4)
    while state.stage_name != "choose":
        seat = state.to_move()[0]
        state.apply(seat, Ready())
    seat = state.to_move()[0]
    view = state.view(seat)
    legal = state.legal_actions(seat)
    panel = DecisionPanel()
    panel.draw(surface, StandIn(view, seat, ["A", "B"], True, legal), view)
    labels = [label for _rect, label, _what, _on in panel.controls]
    assert labels == [content().spell_names[s] for s in SPELLS] + ["Done choosing"]
    assert all(on == (Pick(w) in legal) for _r, _l, w, on in panel.controls if w in SPELLS)
    assert panel.controls[-1][2] == EndPick()
    other = StandIn(state.view(1 - seat), 1 - seat, ["A", "B"], False, [], busy={seat})
    _title, detail = panel.prompt(other, other.view)
    assert detail == f"{'AB'[seat]} is thinking…"
    panel.draw(surface, other, other.view)
    assert panel.controls == []


def test_families_still_to_arrange_show_as_pending_not_as_errors(surface):
    """Arrange in turn: a later family's over-full hut (births) reads as a plain count, and
    its band says it has not yet arranged; the family arranging sees its own count out of 6."""
    state = new_game(3, {}, 2)
    f = state.actor
    later = state.queue[1]
    state.huts[3 * later] = [4, 3, 1, 0, 0, 0, 0]
    view = state.view(state.owner[f])
    bands = FamilyBands()
    table = StandIn(view, state.owner[f], ["A", "B", "C"], True, legality.legal(state, f))
    bands.draw(surface, table, view)
    assert bands.notes[later] == "not yet arranged"
    assert bands.notes[f] != "not yet arranged"


def test_the_census_names_each_family_beside_its_count():
    from totemgame.engine.game import Event
    from totemgame.games.totem_village.event_words import census

    e = Event("census", {"sizes": "12, 11, 9", "counts": [12, 11, 9]})
    assert (
        census(e, ["You", "Kai", "Mana"], (0, 1, 2), 3)
        == "Census: You: 12, Kai: 11, Mana: 9 villagers."
    )
    four = Event("census", {"sizes": "5, 6, 7, 8", "counts": [5, 6, 7, 8]})
    assert census(four, ["A", "B"], (0, 1, 0, 1), 2).startswith("Census: A (1st): 5, B (1st): 6")
    assert census(Event("meal", {}), ["A"], (0,), 3) == ""
