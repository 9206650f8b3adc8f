"""FocusGroup: routes events to a set of widgets and moves keyboard focus (Tab, arrows, Enter)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from totemgame.ui import theme
from totemgame.ui.pacing import soonest
from totemgame.ui.widgets.base import Widget, is_click_down
from totemgame.ui.widgets.tooltip import TooltipManager

# Arrows move focus only when the focused widget does not use them itself (a Choice or a
# Slider takes Left/Right, a ScrollView takes Up/Down).
_NEXT = (pygame.K_TAB, pygame.K_DOWN, pygame.K_RIGHT)
_PREV = (pygame.K_UP, pygame.K_LEFT)


class FocusGroup:
    """The widgets of one screen, in focus order. Mouse events go to the widget under the mouse;
    keys go to the focused widget first, then drive navigation."""

    def __init__(self, widgets: list[Widget] | None = None) -> None:
        self.widgets: list[Widget] = list(widgets or [])
        self.focus_index: int | None = None
        self.tooltips = TooltipManager()
        # Updated since the last draw: only the top scene is updated, so a scene covered by a
        # dialog keeps no tooltip over the dimmed screen.
        self._live = False

    def add(self, *widgets: Widget) -> None:
        self.widgets.extend(widgets)

    def clear(self) -> None:
        self.widgets.clear()
        self.focus_index = None

    @property
    def focused(self) -> Widget | None:
        """The widget that takes the keys; a hidden one takes none (a button clicked, then
        hidden as the screen moved on, must not answer the next Enter)."""
        if self.focus_index is None or self.focus_index >= len(self.widgets):
            return None
        widget = self.widgets[self.focus_index]
        return widget if widget.visible else None

    def set_focus(self, widget: Widget | None) -> None:
        index = self.focus_index
        before = self.widgets[index] if index is not None and index < len(self.widgets) else None
        for w in self.widgets:
            w.focused = False
        self.focus_index = None
        if widget is not None and widget in self.widgets:
            self.focus_index = self.widgets.index(widget)
            widget.focused = True
        after = self.focused
        if before is not after:
            if before is not None:
                before.focus_lost()
            if after is not None:
                after.focus_gained()

    def _focusable(self) -> list[int]:
        return [i for i, w in enumerate(self.widgets) if w.focusable and w.visible and w.enabled]

    def move_focus(self, delta: int) -> None:
        order = self._focusable()
        if not order:
            return
        if self.focus_index not in order:
            nxt = order[0] if delta > 0 else order[-1]
        else:
            nxt = order[(order.index(self.focus_index) + delta) % len(order)]
        self.set_focus(self.widgets[nxt])

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Route `event`; returns True if a widget or navigation consumed it."""
        if event.type == pygame.MOUSEMOTION:
            hovered = None
            for w in reversed(self.widgets):
                if w.visible:
                    w.handle_event(event)
                    if hovered is None and w.rect.collidepoint(event.pos):
                        hovered = w
            if hovered is None:
                self.tooltips.hover(None, "", event.pos)
            else:
                self.tooltips.hover(hovered, hovered.tooltip_text(), event.pos, hovered.rect)
            return False
        if event.type == pygame.WINDOWLEAVE:
            self.tooltips.clear()  # the mouse left the window: nothing is hovered
            return False
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL):
            if is_click_down(event):
                # Clicking elsewhere takes focus away from a text box.
                target = next(
                    (
                        w
                        for w in reversed(self.widgets)
                        if w.visible and w.focusable and w.rect.collidepoint(event.pos)
                    ),
                    None,
                )
                self.set_focus(target if target is not None and target.enabled else None)
            consumed = False
            for w in reversed(self.widgets):
                if w.visible and w.handle_event(event):
                    consumed = True
                    break
            return consumed
        focused = self.focused
        if focused is not None and focused.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in _NEXT or event.key in _PREV:
                back = event.key in _PREV or (
                    event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT
                )
                self.move_focus(-1 if back else 1)
                return True
            if (
                event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
                and focused is not None
            ):
                focused.activate()
                return True
        # Keyboard scrolling etc. for unfocused widgets under the mouse.
        if event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
            return False
        return any(w.visible and w is not focused and w.handle_event(event) for w in self.widgets)

    def update(self, dt: float) -> None:
        if self.focus_index is not None and self.focused is None:
            self.set_focus(None)  # the focused widget was hidden or removed: the focus goes
        for w in self.widgets:
            w.update(dt)
        self._follow_tooltip()
        self.tooltips.update(dt)
        self._live = True

    def next_frame_in(self) -> float | None:
        """When the widgets or the tooltip change by themselves (see Scene.next_frame_in)."""
        return soonest(
            self.tooltips.next_change_in(), *(w.next_frame_in() for w in self.widgets if w.visible)
        )

    def _follow_tooltip(self) -> None:
        """Keep the tooltip true to its widget between mouse moves: gone when the widget is
        hidden, removed or moved from under the mouse; its text follows (e.g. a disabled
        button's reason)."""
        key = self.tooltips.key
        if not isinstance(key, Widget):
            return  # nothing, or a board item the table reports itself
        if (
            key not in self.widgets
            or not key.visible
            or not key.rect.collidepoint(self.tooltips.pos)
        ):
            self.tooltips.clear()
        else:
            self.tooltips.retext(key.tooltip_text())

    def draw(self, surface: pygame.Surface) -> None:
        for w in self.widgets:
            if w.visible:
                w.draw(surface)
        focused = self.focused
        if focused is not None and focused.visible and focused.focus_ring:
            draw_focus_ring(surface, focused.rect)

    def draw_tooltips(
        self,
        surface: pygame.Surface,
        avoid: Sequence[pygame.Rect] = (),
        forbid: Sequence[pygame.Rect] = (),
    ) -> None:
        """Draw the tooltip due, clear of the other controls and of `avoid` (messages on
        screen, such as the Hint's answer) where it can be, and never over `forbid` (what a
        tutorial points at: no note rather than one hiding it); not while the scene lies
        under another one (it is not being updated)."""
        if not self._live:
            self.tooltips.rect = None
            return
        self._live = False
        key = self.tooltips.key
        pos = self.tooltips.pos
        others = [
            w.rect
            for w in self.widgets
            # A widget around the pointer (a list, a panel) is the background, not a neighbour.
            if w.visible and w is not key and not w.rect.collidepoint(pos)
        ]
        self.tooltips.draw(surface, [*avoid, *others], forbid)


def draw_focus_ring(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The keyboard focus ring: bright gold with a dark edge, so it shows on wood and parchment."""
    pygame.draw.rect(
        surface, theme.BG_DEEP, rect.inflate(12, 12), 2, border_radius=theme.RADIUS + 4
    )
    pygame.draw.rect(
        surface, theme.GOLD_BRIGHT, rect.inflate(8, 8), 3, border_radius=theme.RADIUS + 2
    )
