"""Rules: the game's rulebook, readable and scrollable, illustrated by the game's scene module."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from totemgame import paths
from totemgame.i18n import N_, _
from totemgame.ui import draw, theme
from totemgame.ui.scenes.menu import MenuScene
from totemgame.ui.table.tables import game_table
from totemgame.ui.widgets.button import Button
from totemgame.ui.widgets.scroll_view import ScrollView

if TYPE_CHECKING:
    from totemgame.ui.scene import Host

PAGE = pygame.Rect(150, 100, 980, 520)
MARGIN = 80
TEXT_W = 780  # ~90 characters a line: comfortable reading


def rule_sections(game_id: str) -> list[dict[str, Any]]:
    """The sections of the rulebook: data file `rules`, else the module's rules_text."""
    try:
        sections = paths.load_data(game_id).get("rules")
        if isinstance(sections, list) and sections:
            return [s for s in sections if isinstance(s, dict)]
    except (OSError, ValueError):
        pass
    try:
        from totemgame import games

        text = games.get(game_id).rules_text
    except Exception:
        text = ""
    return [
        {
            "title": N_("Rules"),
            "text": text or N_("The rules of this game are not available."),
        }
    ]


def rules_picture(game_id: str, key: str, width: int) -> pygame.Surface | None:
    """An illustration from the game's table `rules_picture(key, width)`, if any."""
    try:
        return game_table(game_id).rules_picture(key, width)
    except Exception:  # a missing picture must not hide the rules
        return None


class RulesScene(MenuScene):
    """The rulebook on one long parchment page; wheel, drag, arrows, PgUp/PgDn scroll it."""

    def __init__(self, app: Host, game_id: str) -> None:
        super().__init__(app)
        self.game_id = game_id
        try:
            from totemgame import games

            name = games.get(game_id).spec.name
        except Exception:
            name = game_id
        self.title = _("How to play {game}").format(game=name)
        self._name = name
        self._page: pygame.Surface | None = None

    def _render_page(self) -> pygame.Surface:
        """Lay the whole rulebook out once into one tall surface."""
        blocks: list[tuple[str, Any]] = []
        body, heading = theme.ui(theme.BODY), theme.ui(32)
        lh = theme.font("body", body).get_linesize()
        hl = theme.font("heading", heading).get_linesize()
        # Larger text gets a wider column, so a line still holds a useful number of words.
        text_w = min(int(TEXT_W * (1 + (theme.ui_scale() - 1) / 2)), PAGE.w - 80)
        height = 20
        for sec in rule_sections(self.game_id):
            # The rulebook's words are data (English), shown in the current language.
            title = _(str(sec.get("title", "")))
            if title:  # a long heading ("Unsere Entscheidungen, ...") wraps in the column
                lines = theme.wrap(title, text_w, "heading", heading)
                blocks.append(("title", lines))
                height += heading + 24 + (len(lines) - 1) * hl
            paragraphs = _(str(sec.get("text", "")).strip()).split("\n")
            for i, para in enumerate(paragraphs):
                if i:  # a little air between paragraphs (each rule of a list)
                    blocks.append(("gap", lh // 3))
                    height += lh // 3
                for ln, indent in _paragraph_lines(para, text_w, body):
                    blocks.append(("line", (ln, indent)))
                    height += lh
            pic_key = sec.get("picture")
            if pic_key:
                pic = rules_picture(self.game_id, str(pic_key), min(TEXT_W, 640))
                if pic is not None:
                    blocks.append(("picture", pic))
                    height += pic.get_height() + 24
            height += 18
        surf = pygame.Surface((PAGE.w - 40, height + 10), pygame.SRCALPHA)
        y = 20
        margin = (surf.get_width() - text_w) // 2 if text_w > TEXT_W else MARGIN
        for kind, item in blocks:
            if kind == "title":
                y += 8
                for i, line in enumerate(item):
                    y += hl if i else 0
                    theme.blit_text(surf, line, (margin, y), "heading", heading, theme.INK)
                y += heading + 16
            elif kind == "line":
                text, indent = item
                theme.blit_text(surf, text, (margin + indent, y), "body", body, theme.INK)
                y += lh
            elif kind == "gap":
                y += item
            else:
                y += 12
                surf.blit(item, item.get_rect(midtop=(surf.get_width() // 2, y)))
                y += item.get_height() + 12
        # The page ends just below its last line: scrolling stops there, not in blank parchment.
        return surf.subsurface((0, 0, surf.get_width(), min(y + 20, surf.get_height()))).copy()

    def build(self) -> None:
        if self._page is None:
            self._page = self._render_page()
        view = ScrollView(
            self.page_rect().inflate(-20, -24),
            self._draw_page,
            self._page.get_height(),
            line=theme.ui(48),
        )
        self.add(view)
        self.ui.set_focus(view)
        bw, bh = theme.ui(220), theme.ui(56)
        self.add(
            Button(
                (theme.WIDTH // 2 - bw // 2, theme.HEIGHT - bh - 28, bw, bh),
                _("Back"),
                self.back,
                style="primary",
            )
        )

    def language_changed(self) -> None:
        self.title = _("How to play {game}").format(game=self._name)
        self._page = None  # laid out once, in words
        super().language_changed()

    def _draw_page(self, surface: pygame.Surface, rect: pygame.Rect, offset: int) -> None:
        assert self._page is not None
        surface.blit(self._page, rect.topleft, pygame.Rect(0, offset, rect.w, rect.h))

    def page_rect(self) -> pygame.Rect:
        """The parchment page: it ends above the Back button, which grows with the UI scale."""
        page = PAGE.copy()
        page.h = theme.HEIGHT - theme.ui(56) - 28 - 16 - page.y
        return page

    def draw_content(self, surface: pygame.Surface) -> None:
        draw.parchment(surface, self.page_rect(), radius=14)


def _paragraph_lines(para: str, width: int, size: int) -> list[tuple[str, int]]:
    """A paragraph's lines and their indents: a bullet ("• ...") hangs, its later lines
    start under its first word, so each rule of a list reads as one block."""
    if not para.startswith("• "):
        return [(ln, 0) for ln in theme.wrap(para, width, "body", size)]
    hang = theme.font("body", size).size("• ")[0]
    lines = theme.wrap(para[2:], width - hang, "body", size)
    return [("• " + ln, 0) if i == 0 else (ln, hang) for i, ln in enumerate(lines)]
