"""Widgets fed synthetic events, as pygame would deliver them."""

from __future__ import annotations

import pygame
import pytest

from totemgame.ui import theme
from totemgame.ui.app import App
from totemgame.ui.widgets import Button, Choice, FocusGroup, ScrollView, Slider, TextInput, Toggle


@pytest.fixture(autouse=True)
def _pygame():
    pygame.display.init()
    pygame.font.init()
    yield


def click(widget_or_group, pos):
    for e in App.click_events(pos):
        widget_or_group.handle_event(e)


def test_button_click_calls_back():
    hits = []
    b = Button((10, 10, 100, 40), "Go", lambda: hits.append(1))
    click(b, (50, 30))
    assert hits == [1]


def test_disabled_button_does_not_fire_and_explains_why():
    hits = []
    b = Button((10, 10, 100, 40), "Go", lambda: hits.append(1), tooltip="Start")
    b.set_enabled(False, "Nothing to continue")
    click(b, (50, 30))
    assert hits == []
    assert b.tooltip_text() == "Nothing to continue"


def test_press_inside_release_outside_is_not_a_click():
    hits = []
    b = Button((10, 10, 100, 40), "Go", lambda: hits.append(1))
    b.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(50, 30), button=1))
    b.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(500, 300), button=1))
    assert hits == []


def test_slider_follows_a_drag():
    values = []
    s = Slider((0, 0, 600, 40), "Volume", 50, 0, 100, 1, values.append)
    track = s.track
    s.handle_event(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(track.left + 2, track.centery), button=1)
    )
    s.handle_event(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=(track.right, track.centery), rel=(1, 0), buttons=(1, 0, 0)
        )
    )
    s.handle_event(
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(track.right, track.centery), button=1)
    )
    assert s.value == 100
    assert values[0] <= 2 and values[-1] == 100


def key(group, key: int, mod: int = 0, unicode: str = "") -> None:
    group.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode))


def typed(group, text: str) -> None:
    group.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=text))


def test_text_input_typing_and_backspace():
    changes = []
    box = TextInput((0, 0, 200, 40), "Mi", on_change=changes.append)
    group = FocusGroup([box])
    click(group, (10, 10))
    assert box.focused
    click(group, (10, 10))  # a second click: the caret at the end, nothing selected
    group.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="a"))
    group.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="x"))
    group.handle_event(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\b")
    )
    assert box.text == "Mia"
    assert changes[-1] == "Mia"


def test_clicking_a_text_box_selects_its_text_so_typing_replaces_it():
    box = TextInput((0, 0, 200, 40), "Player")
    group = FocusGroup([box])
    click(group, (10, 10))
    assert box.all_selected
    typed(group, "Alice")
    assert box.text == "Alice"  # not "PlayerAlice"


def test_tabbing_into_a_text_box_selects_its_text():
    box = TextInput((0, 0, 200, 40), "Player")
    group = FocusGroup([Button((0, 50, 100, 40), "Go"), box])
    key(group, pygame.K_TAB)
    key(group, pygame.K_TAB)
    assert box.focused and box.all_selected


def test_ctrl_a_selects_all_and_backspace_clears_it():
    box = TextInput((0, 0, 200, 40), "Player")
    group = FocusGroup([box])
    click(group, (10, 10))
    click(group, (10, 10))
    assert not box.all_selected
    key(group, pygame.K_a, pygame.KMOD_CTRL, "\x01")
    assert box.all_selected
    key(group, pygame.K_BACKSPACE, 0, "\b")
    assert box.text == ""


def test_an_arrow_key_ends_the_selection_and_typing_appends():
    box = TextInput((0, 0, 200, 40), "Mia")
    group = FocusGroup([box])
    click(group, (10, 10))
    key(group, pygame.K_END)
    typed(group, "!")
    assert box.text == "Mia!"


def test_a_selection_is_drawn_as_one():
    box = TextInput((0, 0, 200, 40), "Player")
    group = FocusGroup([box])
    click(group, (10, 10))
    surface = pygame.Surface((200, 40))
    box.draw(surface)
    band = box.rect.inflate(-16, -4)
    assert any(
        surface.get_at((x, band.centery))[:3] == theme.WOOD for x in range(band.x, band.x + 40)
    )


def test_text_input_respects_max_length():
    box = TextInput((0, 0, 200, 40), "", max_len=3)
    box.focused = True
    box.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="abcdef"))
    assert box.text == "abc"


def test_choice_cycles_and_skips_options_that_are_not_allowed():
    c = Choice((0, 0, 300, 40), [(0, "Red"), (1, "Blue"), (2, "Green")], 0)
    c.allowed = lambda v: v != 1
    box = c.box
    click(c, (box.right - 5, box.centery))
    assert c.value == 2
    click(c, (box.left + 5, box.centery))
    assert c.value == 0


def test_toggle_flips():
    seen = []
    t = Toggle((0, 0, 300, 40), "Mute", False, seen.append)
    click(t, (150, 20))
    assert t.value is True and seen == [True]


def test_keyboard_focus_moves_with_tab_and_enter_activates():
    hits = []
    a = Button((0, 0, 100, 40), "A", lambda: hits.append("a"))
    b = Button((0, 50, 100, 40), "B", lambda: hits.append("b"))
    group = FocusGroup([a, b])
    group.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t"))
    group.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))
    group.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    assert hits == ["b"]


def test_a_clicked_button_that_is_then_hidden_takes_no_enter():
    """Done clicked with the mouse (it keeps the focus), then hidden as the next round starts:
    Enter goes to the table (a bid), not to the hidden button."""
    hits = []
    done = Button((0, 0, 100, 40), "Done", lambda: hits.append("done"))
    group = FocusGroup([done])
    group.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(50, 20), button=1))
    group.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(50, 20), button=1))
    assert hits == ["done"] and group.focused is done
    done.visible = False
    assert group.focused is None
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
    assert not group.handle_event(enter) and hits == ["done"]
    group.update(1 / 60)
    done.visible = True
    assert group.focused is None  # the focus went with it


def test_scroll_view_scrolls_with_keys_and_stays_in_range():
    view = ScrollView((0, 0, 200, 100), lambda s, r, o: None, content_height=400, line=40)
    view.focused = True
    view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))
    assert view.offset == 40
    view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode=""))
    assert view.offset == 300
    view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode=""))
    assert view.offset == 300


def test_wrapping_keeps_a_short_bracket_whole_with_its_word():
    """A message broke inside its brackets ('Krokodil (2' / 'von 4)')."""
    from totemgame.ui import theme

    text = "Auto-Platzieren: Gold und Stein auf Krokodil (2 von 4); Papyrus auf Schlange (1 von 3)."
    for width in (180, 220, 260, 300, 340):
        lines = theme.wrap(text, width, "bold", 19)
        assert any("Krokodil (2 von 4);" in ln for ln in lines), lines
        assert any("Schlange (1 von 3)." in ln for ln in lines), lines
    assert theme.wrap("a (b c d e f g h) i", 40, "body", 16)[0] == "a (b c"  # too long: split


def test_wrapping_breaks_a_long_bracket_rather_than_leave_a_half_empty_line():
    """Kept whole, a long bracket left the line before it half empty ('...the final round' /
    '(the Hint paces you). This lesson...'); a short one stays whole."""
    from totemgame.ui import theme

    first = "Bid less to weigh more before the final round (the Hint"
    text = first + " paces you). This lesson is short."
    width = theme.font("body", 18).size(first)[0] + 2
    assert theme.wrap(text, width, "body", 18)[0] == first
    short = "Bid less to weigh more before the final round (2 of 4)."
    width = theme.font("body", 18).size("Bid less to weigh more before the final round (2")[0] + 2
    assert theme.wrap(short, width, "body", 18)[1] == "round (2 of 4)."
