"""TextInput: a one-line text box (click to focus, type, Backspace, Enter submits).

Arriving in the box (a click or Tab) selects its text, as Ctrl+A does: typing then replaces a
default name instead of adding to it. A click in a box that already has the focus puts the
caret back at the end.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from totemgame.ui import theme
from totemgame.ui.widgets.base import Widget, is_click_down


class TextInput(Widget):
    """Editable text up to `max_len` characters; `on_change(text)`, `on_submit(text)`."""

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        text: str = "",
        max_len: int = 16,
        on_change: Callable[[str], None] | None = None,
        on_submit: Callable[[str], None] | None = None,
        placeholder: str = "",
        tooltip: str = "",
    ) -> None:
        super().__init__(rect, tooltip)
        self.text = text
        self.max_len = max_len
        self.on_change = on_change
        self.on_submit = on_submit
        self.placeholder = placeholder
        self.all_selected = False  # the whole text is selected: typing replaces it
        self._blink = 0.0
        self._focus_fresh = False  # focus came with the click being handled

    def select_all(self) -> None:
        """Select the whole text (Ctrl+A); the next key typed replaces it."""
        self.all_selected = bool(self.text)
        self._blink = 0.0

    def focus_gained(self) -> None:
        self.select_all()
        self._focus_fresh = True

    def focus_lost(self) -> None:
        self.all_selected = False

    def _set(self, text: str) -> None:
        self.all_selected = False
        text = text[: self.max_len]
        if text != self.text:
            self.text = text
            if self.on_change:
                self.on_change(text)

    def activate(self) -> None:
        if self.on_submit:
            self.on_submit(self.text)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            self._focus_fresh = False  # focus that came by Tab: a later click places the caret
            return False
        if is_click_down(event):
            # Focus is granted by the FocusGroup; a click inside is consumed so nothing else reacts.
            inside = self.rect.collidepoint(event.pos)
            if inside and self.focused and not self._focus_fresh:
                self.all_selected = False  # a second click: the caret, as in any text box
            self._focus_fresh = False
            return inside
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            printable = "".join(ch for ch in event.text if ch.isprintable())
            if printable:
                self._set(("" if self.all_selected else self.text) + printable)
            self._blink = 0.0
            return True
        if event.type == pygame.KEYDOWN:
            self._focus_fresh = False
            if event.key == pygame.K_a and event.mod & pygame.KMOD_CTRL:
                self.select_all()
                return True
            if event.key == pygame.K_BACKSPACE:
                if self.all_selected:
                    self._set("")
                elif event.mod & pygame.KMOD_CTRL:
                    self._set(self.text.rstrip().rpartition(" ")[0])
                else:
                    self._set(self.text[:-1])
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.activate()
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
                # The caret stays at the end (arrows must not jump out mid-word); moving it
                # ends a selection, as in any text box.
                self.all_selected = False
                return True
            # Letters arrive as TEXTINPUT; swallow their KEYDOWN so menu shortcuts don't fire.
            if event.unicode and event.unicode.isprintable() and event.key not in (pygame.K_TAB,):
                return True
        return False

    def update(self, dt: float) -> None:
        self._blink += dt

    def next_frame_in(self) -> float | None:
        """The caret blinks (twice a second) while the field has the keyboard."""
        return 0.5 - self._blink % 0.5 if self.focused else None

    def draw(self, surface: pygame.Surface) -> None:
        face = theme.PARCHMENT if self.enabled else theme.STONE
        pygame.draw.rect(surface, face, self.rect, border_radius=8)
        rim = (
            theme.GOLD_BRIGHT if self.focused else (theme.GOLD if self.hovered else theme.GOLD_DARK)
        )
        pygame.draw.rect(surface, rim, self.rect, width=3 if self.focused else 2, border_radius=8)
        ink = theme.INK if self.text else theme.INK_SOFT
        inner = self.rect.inflate(-16, -4)
        size = min(theme.ui(theme.BODY), self.rect.h * 3 // 5)
        # A text wider than the box (a folder's path) shows its end, where the caret is.
        shown = _tail(self.text or self.placeholder, inner.w - 8, size)
        selected = self.focused and self.all_selected and bool(self.text)
        if selected:
            # A selection looks like one: the text on a dark band, in light ink.
            w, h = theme.font("body", size).size(shown)
            band = pygame.Rect(inner.x - 4, self.rect.centery - h // 2 - 4, w + 8, h + 8)
            pygame.draw.rect(surface, theme.WOOD, band, border_radius=3)
            ink = theme.TEXT
        clip = surface.get_clip()
        surface.set_clip(inner.clip(clip) if clip else inner)
        r = theme.blit_text(
            surface, shown, (inner.x, self.rect.centery), "body", size, ink, "midleft"
        )
        surface.set_clip(clip)
        if self.focused and not selected and int(self._blink * 2) % 2 == 0:
            x = (r.right + 2) if self.text else inner.x
            h = r.h // 2
            pygame.draw.line(
                surface, theme.INK, (x, self.rect.centery - h), (x, self.rect.centery + h), 2
            )


def _tail(text: str, width: int, size: int) -> str:
    """`text`, or its end after an ellipsis if it is wider than `width` px (where the caret
    is: a path typed into a narrow box shows the folder being typed)."""
    font = theme.font("body", size)
    if font.size(text)[0] <= width:
        return text
    lo, hi = 1, len(text)  # the fewest characters to drop from the front
    while lo < hi:
        mid = (lo + hi) // 2
        if font.size("\u2026" + text[mid:])[0] <= width:
            hi = mid
        else:
            lo = mid + 1
    return "\u2026" + text[lo:]
