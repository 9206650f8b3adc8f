"""Settings: every field of totemgame.settings.Settings; Save writes the file."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

import pygame

from totemgame.settings import AI_SPEEDS, ANIMATION_SPEEDS, Settings, save_settings
from totemgame.ui import draw, theme
from totemgame.ui.scenes.menu import MenuScene
from totemgame.ui.widgets.button import Button
from totemgame.ui.widgets.choice import Choice
from totemgame.ui.widgets.dialog import message
from totemgame.ui.widgets.slider import Slider
from totemgame.ui.widgets.text_input import TextInput
from totemgame.ui.widgets.toggle import Toggle

if TYPE_CHECKING:
    from totemgame.ui.app import App

PANEL = pygame.Rect(theme.WIDTH // 2 - 380, 100, 760, 510)
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
        x, w = PANEL.x + 40, PANEL.w - 80
        y = PANEL.y + 30
        sizes = list(WINDOW_SIZES)
        if (d.window_width, d.window_height) not in sizes:
            sizes.insert(0, (d.window_width, d.window_height))
        rows = [
            TextInput(
                (x + w - 300, y, 300, 44),
                d.player_name,
                16,
                lambda t: self._set("player_name", t),
                placeholder="Your name",
            ),
            Choice(
                (x, y, w, 44),
                [(s, f"{s[0]} x {s[1]}") for s in sizes],
                (d.window_width, d.window_height),
                self._set_size,
                label="Window size",
                box_width=300,
                tooltip="Used the next time the game starts",
            ),
            Toggle(
                (x, y, w, 44),
                "Full screen (F11)",
                d.fullscreen,
                lambda v: self._set("fullscreen", v),
            ),
            Slider(
                (x, y, w, 44),
                "Sound volume",
                d.sound_volume,
                0,
                100,
                5,
                lambda v: self._set("sound_volume", v),
                suffix="%",
            ),
            Toggle((x, y, w, 44), "Mute", d.muted, lambda v: self._set("muted", v)),
            Choice(
                (x, y, w, 44),
                [(s, s.capitalize()) for s in ANIMATION_SPEEDS],
                d.animation_speed,
                lambda v: self._set("animation_speed", v),
                label="Animation speed",
                box_width=300,
            ),
            Choice(
                (x, y, w, 44),
                [(s, s.capitalize()) for s in AI_SPEEDS],
                d.ai_speed,
                lambda v: self._set("ai_speed", v),
                label="AI pace",
                box_width=300,
                tooltip="How long the computer players take over their moves",
            ),
            Toggle(
                (x, y, w, 44),
                "Colour-blind friendly colours",
                d.colour_blind,
                lambda v: self._set("colour_blind", v),
                tooltip="Okabe-Ito player colours",
            ),
        ]
        for i, widget in enumerate(rows):
            widget.rect.y = y + i * 56
            self.add(widget)
        by = theme.HEIGHT - 86
        self.add(Button((theme.WIDTH // 2 - 330, by, 300, 56), "Save", self.save, style="primary"))
        self.add(Button((theme.WIDTH // 2 + 30, by, 300, 56), "Back", self.back))
        self.ui.set_focus(self.find_button("Save"))

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
        draw.parchment(surface, PANEL, radius=14)
        theme.blit_text(
            surface,
            "Your name",
            (PANEL.x + 40, PANEL.y + 52),
            "body",
            theme.BODY,
            theme.INK,
            "midleft",
        )
        for i in range(1, 8):
            y = PANEL.y + 30 + i * 56 - 6
            pygame.draw.line(
                surface, theme.PARCHMENT_DARK, (PANEL.x + 30, y), (PANEL.right - 30, y)
            )
