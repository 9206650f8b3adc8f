"""Settings: every field of totemgame.storage.settings.Settings; Save writes the file."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from totemgame import i18n, paths
from totemgame.i18n import N_, _
from totemgame.storage import userfiles
from totemgame.storage.settings import (
    AI_SPEEDS,
    ANIMATION_SPEEDS,
    UI_SCALES,
    Settings,
    kept_name,
    read_settings,
    save_settings,
)
from totemgame.ui import draw, theme
from totemgame.ui.layout import flow_rows
from totemgame.ui.scenes.menu import MenuScene
from totemgame.ui.widgets.button import Button
from totemgame.ui.widgets.choice import Choice
from totemgame.ui.widgets.dialog import confirm, message
from totemgame.ui.widgets.slider import Slider
from totemgame.ui.widgets.text_input import TextInput
from totemgame.ui.widgets.toggle import Toggle

if TYPE_CHECKING:
    from totemgame.ui.scene import Host

AREA_TOP = 114  # the parchment (20 above) clears the title's descenders ("Réglages")
ROWS = 10
WINDOW_SIZES = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440))
SPEED_WORDS = {
    "slow": N_("Slow"),
    "normal": N_("Normal"),
    "fast": N_("Fast"),
    "instant": N_("Instant"),
    "relaxed": N_("Relaxed"),
}


class SettingsScene(MenuScene):
    """Edits a copy of the settings; Save applies and writes them, Back discards."""

    title = N_("Settings")

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.draft: Settings = dataclasses.replace(app.settings)
        self._keep_language_focus = False

    def _set(self, key: str, value: object) -> None:
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
        row_h, gap = theme.ui(42), theme.ui(6)
        rects = flow_rows(ROWS, area, row_h, gap, col_w=min(680, area.w // 2 - 20))
        if rects[-1].x == rects[0].x:  # one column: the classic centred panel
            rects = flow_rows(ROWS, area, row_h, gap, col_w=680)
        self.rows = rects
        box = min(theme.ui(300), rects[0].w // 2)  # two columns: half a row for the label
        name_rect = rects[0].copy()
        name_rect.x, name_rect.w = rects[0].right - box, box
        r = iter(rects[1:])
        widgets = [
            TextInput(
                name_rect,
                d.shown_player_name(),
                16,
                lambda t: self._set("player_name", t),
                placeholder=_("Your name"),
            ),
            self._language_choice(
                next(r),
                [("", self._automatic())] + list(i18n.LANGUAGES.items()),
                d.language,
                self._set_language,
                label=_("Language"),
                box_width=box,
                tooltip=_("Menus and messages; Automatic follows your computer's language"),
            ),
            Choice(
                next(r),
                [(s, f"{s[0]} x {s[1]}") for s in sizes],
                (d.window_width, d.window_height),
                self._set_size,
                label=_("Window size"),
                box_width=box,
                tooltip=_("Used the next time the game starts"),
            ),
            Toggle(
                next(r), _("Full screen (F11)"), d.fullscreen, lambda v: self._set("fullscreen", v)
            ),
            Choice(
                next(r),
                [(s, f"{s}%") for s in UI_SCALES],
                d.ui_scale,
                lambda v: self._set("ui_scale", v),
                label=_("Menu text size"),
                box_width=box,
                tooltip=_("Larger text and controls in menus and dialogs"),
            ),
            Slider(
                next(r),
                _("Sound volume"),
                d.sound_volume,
                0,
                100,
                5,
                lambda v: self._set("sound_volume", v),
                suffix="%",
            ),
            Toggle(
                next(r),
                _("Mute (M during a game)"),
                d.muted,
                lambda v: self._set("muted", v),
                tooltip=_("No sound effects; the M key switches sound off and on at the table"),
            ),
            Choice(
                next(r),
                [(s, _(SPEED_WORDS[s])) for s in ANIMATION_SPEEDS],
                d.animation_speed,
                lambda v: self._set("animation_speed", v),
                label=_("Animation speed"),
                box_width=box,
            ),
            Choice(
                next(r),
                [(s, _(SPEED_WORDS[s])) for s in AI_SPEEDS],
                d.ai_speed,
                lambda v: self._set("ai_speed", v),
                label=_("AI pace"),
                box_width=box,
                tooltip=_("How long the computer players take over their moves"),
            ),
            Toggle(
                next(r),
                _("Colour-blind friendly colours"),
                d.colour_blind,
                lambda v: self._set("colour_blind", v),
                tooltip=_("Okabe-Ito player colours"),
            ),
        ]
        self.add(*widgets)
        self.add(
            Button((theme.WIDTH // 2 - bw - 30, by, bw, bh), _("Save"), self.save, style="primary")
        )
        self.add(Button((theme.WIDTH // 2 + 30, by, bw, bh), _("Back"), self.back))
        self.ui.set_focus(
            self._language_box if self._keep_language_focus else self.find_button(_("Save"))
        )
        self._keep_language_focus = False

    def _language_choice(
        self,
        rect: pygame.Rect,
        options: list[tuple[str, str]],
        value: str,
        on_change: Callable[[str], None],
        label: str,
        box_width: int,
        tooltip: str,
    ) -> Choice[str]:
        self._language_box = Choice(
            rect, options, value, on_change, label=label, box_width=box_width, tooltip=tooltip
        )
        return self._language_box

    def panel(self) -> pygame.Rect:
        """The parchment behind the rows."""
        return self.rows[0].unionall(self.rows[1:]).inflate(60, 40)

    @staticmethod
    def _automatic() -> str:
        """'Automatic (Deutsch)': the system's language, named in it."""
        # TRANSLATORS: the Language setting that follows the computer's language
        return _("Automatic ({language})").format(language=i18n.LANGUAGES[i18n.system_language()])

    def _set_language(self, value: str) -> None:
        """Show the new language at once (this screen too); Save keeps it, Back undoes it."""
        self.draft.language = value
        self._keep_language_focus = True
        self.app.set_language(i18n.resolve(value))

    def back(self) -> None:
        self.app.set_language(i18n.resolve(self.app.settings.language))
        super().back()

    def _set_size(self, size: tuple[int, int]) -> None:
        self.draft.window_width, self.draft.window_height = size

    def save(self) -> None:
        settings = self.draft.validated()
        try:
            save_settings(settings)
        except userfiles.NotReplaced as exc:
            self._ask_to_replace(settings, exc.reason)
            return
        except OSError as exc:
            self._not_saved(exc)
            return
        self._use(settings)

    def _use(self, settings: Settings) -> None:
        self.app.apply_settings(settings)
        self.app.sound.play("chime")
        self.app.pop()

    def _not_saved(self, exc: OSError) -> None:
        message(
            self.app,
            _("Settings not saved"),
            _("The settings could not be written to {folder}: {reason}").format(
                folder=userfiles.shown_path(paths.settings_path().parent),
                reason=exc.strerror or exc,
            ),
        )

    def _ask_to_replace(self, settings: Settings, reason: str) -> None:
        """The settings file could not be read: it is replaced only if the player says so
        (kept beside under another name), and never when it is not an ordinary file."""
        path = paths.settings_path()

        def for_this_session() -> None:
            self.app.settings_kept(
                _("These settings last until you close the game: your settings file is kept.")
            )
            self._use(settings)

        if not read_settings(path).replaceable:
            message(
                self.app,
                _("Settings kept for this session"),
                _(
                    "Your settings file {file} cannot be replaced ({reason}), so it is left as "
                    "it is: these settings last until you close the game."
                ).format(file=userfiles.shown_path(path), reason=reason),
                for_this_session,
            )
            return

        def replace() -> None:
            try:
                save_settings(settings, replace_damaged=True)
            except OSError as exc:
                self._not_saved(exc)
                return
            self._use(settings)

        confirm(
            self.app,
            _("Replace your settings file?"),
            _(
                "Your settings file could not be read ({reason}). Replace it with these settings? "
                "The old one is kept as {name}."
            ).format(reason=reason, name=kept_name(path).name),
            replace,
            yes=_("Replace it"),
            no=_("Keep it"),
            on_no=for_this_session,
        )

    def name_label_rect(self) -> pygame.Rect:
        """Where "Your name" is written, left of its field."""
        first = self.rows[0]
        size = theme.ui(theme.BODY)
        w, h = theme.font("body", size).size(_("Your name"))
        return pygame.Rect(first.x, first.centery - h // 2, w, h)

    def tooltip_avoid(self) -> list[pygame.Rect]:
        return [self.name_label_rect()]

    def draw_content(self, surface: pygame.Surface) -> None:
        panel = self.panel()
        draw.parchment(surface, panel, radius=14)
        first = self.rows[0]
        size = theme.ui(theme.BODY)
        theme.blit_text(
            surface, _("Your name"), (first.x, first.centery), "body", size, theme.INK, "midleft"
        )
        gap = theme.ui(12)
        for a, b in zip(self.rows, self.rows[1:], strict=False):
            if a.x == b.x:  # a rule between rows of the same column
                y = a.bottom + gap // 2
                pygame.draw.line(surface, theme.PARCHMENT_DARK, (a.x - 10, y), (a.right + 10, y))
