"""Button: a wooden button with a label (and an optional smaller second line, `detail`);
calls `on_click`; disabled buttons explain why."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from totemgame.ui import draw, theme
from totemgame.ui.widgets.base import Widget, is_click_down, is_click_up

STYLES = {
    # style: (face, face when hovered, label colour)
    "normal": (theme.WOOD, theme.WOOD_LIGHT, theme.TEXT),
    "primary": (theme.GOLD_DARK, theme.GOLD, theme.BG_DEEP),
    "danger": ((140, 52, 38), theme.DANGER, theme.TEXT),
}


class Button(Widget):
    """A clickable button. Fires on mouse release inside after a press inside, or on Enter."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: str,
        on_click: Callable[[], object] | None = None,
        style: str = "normal",
        tooltip: str = "",
        size: int = 22,
        detail: str = "",
    ) -> None:
        super().__init__(rect, tooltip)
        self.label = label
        self.detail = detail  # e.g. what Continue resumes; cut short with an ellipsis if too long
        self.on_click = on_click
        self.style = style
        self.size = size
        self.pressed = False
        self.selected = False  # one of a set of choices, the one chosen: a tick in its corner
        self._cache: dict[tuple[object, ...], pygame.Surface] = {}

    def click(self) -> None:
        """Fire the button (as if clicked), if enabled."""
        if self.enabled and self.on_click:
            self.on_click()

    def activate(self) -> None:
        self.click()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if is_click_down(event) and self.rect.collidepoint(event.pos):
            self.pressed = self.enabled
            return True
        if is_click_up(event):
            was = self.pressed
            self.pressed = False
            if was and self.rect.collidepoint(event.pos):
                self.click()
                return True
            return self.rect.collidepoint(event.pos)
        return False

    def _face(self, state: str) -> pygame.Surface:
        # The label grows with the UI scale but never past the button's edges.
        size = min(theme.ui(self.size), self.rect.h * (9 if self.detail else 12) // 20)
        size = theme.fit_size(self.label, "bold", size, self.rect.w - 16)
        key = (state, self.rect.size, self.label, self.detail, self.style, size)
        surf = self._cache.get(key)
        if surf is None:
            face, hover, ink = STYLES.get(self.style, STYLES["normal"])
            if state == "disabled":
                face, ink = theme.STONE_DARK, theme.DISABLED
            elif state in ("hover", "focus"):
                face = hover
            surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            r = surf.get_rect()
            pygame.draw.rect(surf, (0, 0, 0, 120), r.move(0, 3), border_radius=theme.RADIUS)
            body = r.inflate(0, -3).move(0, -1)
            body.top = 0
            pygame.draw.rect(surf, face, body, border_radius=theme.RADIUS)
            hi = [min(255, c + 28) for c in face]
            pygame.draw.line(surf, hi, (body.left + 8, 2), (body.right - 8, 2), 2)
            rim = (
                theme.GOLD_BRIGHT
                if state == "focus"
                else (theme.GOLD_DARK if state != "disabled" else theme.STONE)
            )
            pygame.draw.rect(
                surf, rim, body, width=3 if state == "focus" else 2, border_radius=theme.RADIUS
            )
            label = theme.text(self.label, "bold", size, ink)
            if not self.detail:
                surf.blit(label, label.get_rect(center=body.center))
            else:
                self._blit_detail(surf, body, label, ink)
            self._cache[key] = surf
        return surf

    def _blit_detail(
        self, surf: pygame.Surface, body: pygame.Rect, label: pygame.Surface, ink: theme.Colour
    ) -> None:
        """The label and, under it, the detail line in a smaller plain font."""
        size = max(12, min(label.get_height() * 2 // 3, body.h * 7 // 20))
        size = theme.fit_size(self.detail, "body", size, body.w - 20, minimum=min(size, 12))
        detail = theme.text(theme.elide(self.detail, body.w - 20, "body", size), "body", size, ink)
        gap = -2  # the fonts' own leading already separates the lines
        top = body.centery - (label.get_height() + gap + detail.get_height()) // 2
        surf.blit(label, label.get_rect(midtop=(body.centerx, top)))
        surf.blit(detail, detail.get_rect(midtop=(body.centerx, top + label.get_height() + gap)))

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        if not self.enabled:
            state = "disabled"
        elif self.focused:
            state = "focus"
        elif self.hovered:
            state = "hover"
        else:
            state = "normal"
        face = self._face(state)
        at = self.rect.move(0, 2 if self.pressed else 0)
        surface.blit(face, at)
        if self.selected:
            _draw_tick(surface, at)
        _ = draw  # drawing helpers are shared; the face is cached per state


def _draw_tick(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The chosen one of a set of choices: a bright rim and a ticked badge on its corner, so
    it reads as chosen beside a button of the same colour that is an action."""
    pygame.draw.rect(surface, theme.GOLD_BRIGHT, rect.inflate(4, 4), 3, theme.RADIUS + 2)
    r = 10
    centre = (rect.right - r + 2, rect.top + r - 4)
    pygame.draw.circle(surface, theme.JUNGLE, centre, r)
    pygame.draw.circle(surface, theme.GOLD_BRIGHT, centre, r, 2)
    cx, cy = centre
    tick = [(cx - 5, cy), (cx - 1, cy + 4), (cx + 5, cy - 4)]
    pygame.draw.lines(surface, theme.TEXT, False, tick, 3)
