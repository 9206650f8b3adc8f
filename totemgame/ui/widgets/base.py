"""Widget: the common base of interactive controls (rect, enabled, focus, hover, tooltip)."""

from __future__ import annotations

import pygame


def is_click_down(event: pygame.event.Event) -> bool:
    return event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1


def is_click_up(event: pygame.event.Event) -> bool:
    return event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1


class Widget:
    """A control with a rectangle. Subclasses handle events, update and draw themselves."""

    focusable: bool = True
    focus_ring: bool = (
        True  # the FocusGroup rings the focused widget (False: it shows focus itself)
    )

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], tooltip: str = "") -> None:
        self.rect = pygame.Rect(rect)
        self.enabled = True
        self.visible = True
        self.focused = False
        self.hovered = False
        self.tooltip = tooltip
        self.disabled_reason = ""

    def set_enabled(self, enabled: bool, reason: str = "") -> None:
        """Enable or disable; `reason` is shown as the tooltip while disabled."""
        self.enabled = enabled
        self.disabled_reason = "" if enabled else reason

    def tooltip_text(self) -> str:
        """What the tooltip says now: why it is disabled, or what it does."""
        return self.disabled_reason if not self.enabled and self.disabled_reason else self.tooltip

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Return True if the event was consumed."""
        return False

    def activate(self) -> None:
        """Enter/Space pressed while focused."""

    def focus_gained(self) -> None:
        """Keyboard focus just arrived here (a click or Tab); `focused` is already True."""

    def focus_lost(self) -> None:
        """Keyboard focus just left; `focused` is already False."""

    def update(self, dt: float) -> None:
        pass

    def next_frame_in(self) -> float | None:
        """When this widget changes by itself (a blinking caret); see Scene.next_frame_in."""
        return None

    def draw(self, surface: pygame.Surface) -> None:
        pass
