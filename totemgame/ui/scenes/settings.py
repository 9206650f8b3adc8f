"""Settings: every field of totemgame.settings.Settings; Save writes the file."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

import pygame

from totemgame.settings import AI_SPEEDS, ANIMATION_SPEEDS, UI_SCALES, Settings, save_settings
from totemgame.ui import draw, theme
from totemgame.ui.layout import flow_rows
from totemgame.ui.scenes.menu import MenuScene
from totemgame.ui.widgets.button import Button
from totemgame.ui.widgets.choice import Choice
from totemgame.ui.widgets.dialog import message
from totemgame.ui.widgets.slider import Slider
from totemgame.ui.widgets.text_input import TextInput
from totemgame.ui.widgets.toggle import Toggle

if TYPE_CHECKING:
    from totemgame.ui.app import App

AREA_TOP = 110
WINDOW_SIZES = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440))


class SettingsScene(MenuScene):
    """Edits a copy of the settings; Save applies and writes them, Back discards."""

    title = "Settings"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.draft: Settings = dataclasses.replace(app.settings)

    def _set(self, key: str, value) -> None:
        setattr(self.draft, key, value)

    def build(self) -> None:
        d = self.draft
        sizes = list(WINDOW_SIZES)
        if (d.window_width, d.window_height) not in sizes:
            sizes.insert(0, (d.window_width, d.window_height))
        # Rows flow into two columns when they would not fit one (larger UI scales).
        bw, bh = theme.ui(300), theme.ui(56)
        by = theme.HEIGHT - bh - 30
        area = pygame.Rect(40, AREA_TOP, theme.WIDTH - 80, by - 30 - AREA_TOP)
        rects = flow_rows(9, area, theme.ui(44), theme.ui(12), col_w=min(680, area.w // 2 - 20))
        if rects[-1].x == rects[0].x:  # one column: the classic centred panel
            rects = flow_rows(9, area, theme.ui(44), theme.ui(12), col_w=680)
        self.rows = rects
        box = min(theme.ui(300), rects[0].w * 11 // 20)
        name_rect = rects[0].copy()
        name_rect.x, name_rect.w = rects[0].right - box, box
        r = iter(rects[1:])
        widgets = [
            TextInput(
                name_rect,
                d.player_name,
                16,
                lambda t: self._set("player_name", t),
                placeholder="Your name",
            ),
            Choice(
                next(r),
                [(s, f"{s[0]} x {s[1]}") for s in sizes],
                (d.window_width, d.window_height),
                self._set_size,
                label="Window size",
                box_width=box,
                tooltip="Used the next time the game starts",
            ),
            Toggle(
                next(r), "Full screen (F11)", d.fullscreen, lambda v: self._set("fullscreen", v)
            ),
            Choice(
                next(r),
                [(s, f"{s}%") for s in UI_SCALES],
                d.ui_scale,
                lambda v: self._set("ui_scale", v),
                label="Menu text size",
                box_width=box,
                tooltip="Larger text and controls in menus and dialogs",
            ),
            Slider(
                next(r),
                "Sound volume",
                d.sound_volume,
                0,
                100,
                5,
                lambda v: self._set("sound_volume", v),
                suffix="%",
            ),
            Toggle(
                next(r),
                "Mute (M during a game)",
                d.muted,
                lambda v: self._set("muted", v),
                tooltip="No sound effects; the M key switches sound off and on at the table",
            ),
            Choice(
                next(r),
                [(s, s.capitalize()) for s in ANIMATION_SPEEDS],
                d.animation_speed,
                lambda v: self._set("animation_speed", v),
                label="Animation speed",
                box_width=box,
            ),
            Choice(
                next(r),
                [(s, s.capitalize()) for s in AI_SPEEDS],
                d.ai_speed,
                lambda v: self._set("ai_speed", v),
                label="AI pace",
                box_width=box,
                tooltip="How long the computer players take over their moves",
            ),
            Toggle(
                next(r),
                "Colour-blind friendly colours",
                d.colour_blind,
                lambda v: self._set("colour_blind", v),
                tooltip="Okabe-Ito player colours",
            ),
        ]
        self.add(*widgets)
        self.add(
            Button((theme.WIDTH // 2 - bw - 30, by, bw, bh), "Save", self.save, style="primary")
        )
        self.add(Button((theme.WIDTH // 2 + 30, by, bw, bh), "Back", self.back))
        self.ui.set_focus(self.find_button("Save"))

    def panel(self) -> pygame.Rect:
        """The parchment behind the rows."""
        return self.rows[0].unionall(self.rows[1:]).inflate(60, 40)

    def _set_size(self, size: tuple[int, int]) -> None:
        self.draft.window_width, self.draft.window_height = size

    def save(self) -> None:
        settings = self.draft.validated()
        try:
            save_settings(settings)
        except OSError as exc:
            from totemgame import paths

            message(
                self.app,
                "Settings not saved",
                f"The settings could not be written to {paths.settings_path().parent}: {exc.strerror or exc}",
            )
            return
        self.app.apply_settings(settings)
        self.app.sound.play("chime")
        self.app.pop()

    def draw_content(self, surface: pygame.Surface) -> None:
        panel = self.panel()
        draw.parchment(surface, panel, radius=14)
        first = self.rows[0]
        size = theme.ui(theme.BODY)
        theme.blit_text(
            surface, "Your name", (first.x, first.centery), "body", size, theme.INK, "midleft"
        )
        gap = theme.ui(12)
        for a, b in zip(self.rows, self.rows[1:], strict=False):
            if a.x == b.x:  # a rule between rows of the same column
                y = a.bottom + gap // 2
                pygame.draw.line(surface, theme.PARCHMENT_DARK, (a.x - 10, y), (a.right + 10, y))
