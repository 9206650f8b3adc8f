"""The decision panel under the village: what to do now, and the buttons to do it."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

import pygame

from totemgame.engine.game import Action
from totemgame.games.totem_village import dangers
from totemgame.games.totem_village.actions import (
    EndPick,
    EndReveal,
    Pass,
    Pick,
    Place,
    Ready,
    Reveal,
)
from totemgame.games.totem_village.content import SPELLS, Spell, content
from totemgame.games.totem_village.table.panel_text import PanelText, draw_text, lay_out
from totemgame.games.totem_village.table.port import VillageTable
from totemgame.games.totem_village.view import VillageView
from totemgame.i18n import _, ngettext, pgettext
from totemgame.paths import load_data
from totemgame.text import words
from totemgame.ui import draw, theme

PANEL = pygame.Rect(8, 542, 884, 170)
SPELL_BTN = (84, 36)
KEY_H = 28  # the villager key's line under the text (2 and 4 families)
# A control of the panel: where, its label, what it does (an action or a spell), enabled.
Control = tuple[pygame.Rect, str, Action | Spell, bool]


class DecisionPanel:
    """The bottom panel of the table: the prompt and the controls of the decision at hand.
    It keeps the controls it drew last, for the scene's clicks and tooltips."""

    def __init__(self) -> None:
        self.controls: list[Control] = []
        self.warnings: list[str] = []  # the warnings drawn last (each maybe several lines)
        self.laid: PanelText | None = None  # how the prompt and warnings were laid out last
        self.text_rect = pygame.Rect(PANEL.x + 14, PANEL.y + 44, 0, 0)
        self.key_line = True  # the villager key's line has its room under the text
        self.scroll = 0  # px the text is scrolled down (when it is taller than its box)
        self.overflow = 0  # px of text below the box at scroll 0

    def scroll_by(self, lines: int) -> bool:
        """Scroll the panel's text by `lines` (the mouse wheel); True if it moved."""
        before = self.scroll
        self.scroll = max(0, min(self.overflow, self.scroll + lines * 18))
        return self.scroll != before

    def draw(self, s: pygame.Surface, table: VillageTable, view: VillageView) -> None:
        draw.parchment(s, PANEL, 10, shadow=False)
        title, detail, short = self.words(table, view)
        theme.blit_text(s, title, (PANEL.x + 14, PANEL.y + 8), "heading", 24, theme.INK)
        self.controls = self.controls_for(table, view)
        # The prompt, then the warnings (what Ageing will do while it can still be helped),
        # fitted whole: smaller, shorter, then scrolling (panel_text.py).
        shown = deciding(table)
        self.warnings = dangers.lines(view) if shown and not table.resolving else []
        box = text_box(self.controls)
        key_h = 0 if view.families == 3 else KEY_H  # 3 families: the key has its own corner
        laid = lay_out(detail, short, self.warnings, box.w, box.h, key_h)
        self.key_line = laid.key_line
        if laid.key_line:
            box.h -= key_h
        self.text_rect = box
        self.overflow = max(0, laid.height - box.h)
        self.scroll = min(self.scroll, self.overflow)
        self.laid = laid
        draw_text(s, laid, box, self.scroll)
        # Spells already chosen this round look chosen (gold, ticked), not unavailable.
        chosen = (
            set(view.chosen[view.actor])
            if view.stage_name == "choose" and view.actor >= 0 and shown
            else set()
        )
        fixes = dangers.fix_spells(view) if self.warnings else set()
        laid_now = laid_spells(view) if view.stage_name == "place" and shown else set()
        for rect, label, what, enabled in self.controls:
            picked = isinstance(what, Spell) and what in chosen
            laid_one = (
                isinstance(what, Spell) and what in laid_now and not enabled
            )  # greyed, ticked
            selected = isinstance(what, Spell) and what is table.sel_spell
            fill = (
                theme.GOLD
                if selected or picked
                else (theme.WOOD_LIGHT if enabled else theme.PARCHMENT_DARK)
            )
            pygame.draw.rect(s, fill, rect, border_radius=6)
            pygame.draw.rect(s, theme.WOOD_DARK, rect, 2, border_radius=6)
            colour = theme.INK if picked else (theme.TEXT if enabled else theme.DISABLED)
            draw_label(s, label, rect, colour)
            if isinstance(what, Spell) and what in fixes and enabled:  # the warning's cure
                pygame.draw.rect(s, theme.DANGER, rect.inflate(6, 6), 3, border_radius=8)
            if picked or laid_one:  # a tick on the corner, over the border: it covers no letter
                draw_tick(s, rect)

    def controls_for(self, table: VillageTable, view: VillageView) -> list[Control]:
        if not deciding(table):
            return []
        legal = table.port.legal_actions()
        out: list[Control] = []
        # Two rows of spells end above the done button (and the key line left of it).
        x0, y0 = PANEL.x + 440, PANEL.y + 42
        names = content().spell_names
        stage = view.stage_name

        def grid(
            spells: list[Spell],
            enabled: Callable[[Spell], bool],
            reveal: bool = False,
            per_row: int = 5,
        ) -> None:
            w = (SPELL_BTN[0] + 4) * 5 // per_row - 4
            for i, sp in enumerate(spells):
                rect = pygame.Rect(
                    x0 + (i % per_row) * (w + 4),
                    y0 + (i // per_row) * (SPELL_BTN[1] + 4),
                    w,
                    SPELL_BTN[1],
                )
                name = _(names[sp])
                # TRANSLATORS: a button of the reveal phases, "Reveal Girls"
                label = _("Reveal {spell}").format(spell=name) if reveal else name
                out.append((rect, label, sp, enabled(sp)))

        done = pygame.Rect(PANEL.right - 200, PANEL.bottom - 44, 188, 36)
        if stage == "arrange":
            out.append((done, _("Ready"), Ready(), Ready() in legal))
        elif stage == "choose":
            grid(list(SPELLS), lambda sp: Pick(sp) in legal)
            out.append((done, _("Done choosing"), EndPick(), True))
        elif stage == "place":
            # Each spell keeps its place while they are laid: a laid one stays, greyed and
            # ticked, so the buttons do not shift under the pointer between two placements.
            can = {a.spell for a in legal if isinstance(a, Place)}
            spells = [sp for sp in SPELLS if sp in can or sp in laid_spells(view)]
            grid(spells, lambda sp: sp in can)
            if Pass() in legal:
                out.append((done, _("Pass"), Pass(), True))
        elif stage.startswith("reveal"):
            grid([a.spell for a in legal if isinstance(a, Reveal)], lambda sp: True, True, 2)
            label = (
                _("Keep the rest hidden")
                if any(isinstance(a, Reveal) for a in legal)
                else pgettext("close panel", "Continue")
            )
            out.append((done, label, EndReveal(), True))
        return out

    def prompt(self, table: VillageTable, view: VillageView) -> tuple[str, str]:
        """The panel's heading and what to do now."""
        title, detail, _short = self.words(table, view)
        return title, detail

    def words(self, table: VillageTable, view: VillageView) -> tuple[str, str, str]:
        """The heading, what to do now, and its shorter wording (the data file's [panel])."""
        t = load_data("totem-village")["panel"]
        title, key, params = self._prompt_key(table, view)
        if not key:
            return title, "", ""
        return title, words(t[key], **params), words(t.get(key + "_short", t[key]), **params)

    def _prompt_key(
        self, table: VillageTable, view: VillageView
    ) -> tuple[str, str, dict[str, object]]:
        c = content()
        if view.over:
            return _("Game over"), "game_over", {}
        # TRANSLATORS: the decision panel's heading, "Round 3 · Births"
        phase = _("Round {round} · {phase}").format(
            round=view.round, phase=_(c.phase_names[view.phase])
        )
        if table.resolving:
            return phase, "resolving", {}
        if not view.to_move:
            return phase, "", {}
        mover = view.to_move[0]
        f = view.actor
        if not (deciding(table) and table.port.viewer == mover):
            who = table.family_name(view, f)
            return phase, "thinking" if mover in table.thinking() else "waiting", {"who": who}
        stage = view.stage_name
        if stage == "arrange":
            if view.size(f) > c.family_limit:
                return (
                    phase,
                    "send_away",
                    {"n": view.size(f), "extra": view.size(f) - c.family_limit},
                )
            return phase, "arrange", {}
        if stage == "choose":
            used = sum(1 for x in view.chosen[f]) + sum(1 for t in view.tokens if t[0] == f)
            free = max(0, view.totem[f] - used)
            return phase, "choose", {"free": free, "birds": view.birds[f]}
        if stage == "place":
            if table.sel_spell is not None:
                return phase, "place_spell", {"spell": _(c.spell_names[table.sel_spell])}
            return phase, "place", {}
        if stage.startswith("reveal"):
            acts = any(isinstance(a, Reveal) for a in table.port.legal_actions())
            return phase, "reveal" if acts else "reveal_none", {}
        if stage == "starve":
            left = view.deficit[view.target] - len(view.nominations)
            whose = (
                dangers.family_words(view, view.target, inside=True)
                if view.mine(view.target)
                else table.family_name(view, view.target)
            )
            key = "starve" if view.opts.meal == "base" else "starve_any"  # A, B: elders too
            return phase, key, {"whose": whose, "left": left}
        if stage == "youth":
            return phase, "youth", {}
        return phase, "", {}


def deciding(table: VillageTable) -> bool:
    """Whether the panel shows the decision at hand with its buttons: the player's own, or, in
    a replay opened from a review, the reviewed seat's as it was then (the session then gives
    that seat's moves; nothing can be clicked)."""
    port = table.port
    return port.can_act or (bool(port.legal_actions()) and not port.session.live)


def laid_spells(view: VillageView) -> set[Spell]:
    """The spells the deciding family has laid this round (its own tokens, known to it)."""
    return {t[1] for t in view.tokens if t[0] == view.actor and t[1] is not None}


def tick_rect(button: pygame.Rect) -> pygame.Rect:
    """Where a button's tick goes: a badge on its top-right corner, half over the border."""
    return pygame.Rect(button.right - 15, button.top - 7, 16, 14)


def draw_tick(s: pygame.Surface, button: pygame.Rect) -> None:
    r = tick_rect(button)
    pygame.draw.rect(s, theme.GOLD, r, border_radius=6)
    pygame.draw.rect(s, theme.WOOD_DARK, r, 1, border_radius=6)
    x, y = r.x + 3, r.y + 3
    pygame.draw.lines(s, theme.INK, False, [(x, y + 4), (x + 3, y + 7), (x + 10, y)], 2)


def text_box(controls: list[Control]) -> pygame.Rect:
    """Where the prompt and warnings go: left of the spell buttons when there are some, else
    left of the done button, else across the panel."""
    left, top, bottom = PANEL.x + 14, PANEL.y + 44, PANEL.bottom - 6
    if any(isinstance(what, Spell) for _r, _l, what, _on in controls):
        right = PANEL.x + 420
    elif controls:
        right = min(r.x for r, _l, _w, _on in controls) - 16
    else:
        right = PANEL.right - 20
    return pygame.Rect(left, top, right - left, bottom - top)


def spell_count_note(view: VillageView, f: int) -> str:
    """While spells are chosen and placed: how many spells family `f` took and the birds it
    sacrificed, once it has chosen (public: its tokens lie face down in front of it and the
    birds go at once; under Spells B only once everyone has written)."""
    stage = view.stage_name
    if stage not in ("choose", "place") or view.opts.spells == "a":
        return ""
    if stage == "choose" and (f in view.queue or (view.opts.spells == "b" and not view.mine(f))):
        return ""
    n = len(view.chosen[f]) + sum(1 for t in view.tokens if t[0] == f)
    birds = view.sacrificed[f]
    spells = ngettext("{n} spell", "{n} spells", n).format(n=n)
    if not birds:
        return spells
    # TRANSLATORS: a family's band while spells are chosen: "2 spells, 1 bird given"
    given = ngettext("{spells}, {birds} bird given", "{spells}, {birds} birds given", birds)
    return given.format(spells=spells, birds=birds)


def counted_out_of_six(view: VillageView, hut: int) -> bool:
    """Whether `hut` shows its count out of 6 (red "too many" above): only the huts of the
    family you are arranging. Others' huts on the open board show a plain count, even if
    over six before their owner arranges."""
    f = hut // 3
    return view.stage_name == "arrange" and view.actor == f and view.mine(f)


VOWELS = frozenset("aeiouyäöüàâéèêëîïôûùÿœæąęó")


def hyphenated(word: str) -> tuple[str, str] | None:
    """`word` split for two lines, "Unfrucht-" and "barkeit": between two consonants, before
    the one a vowel follows (where syllables meet), as near the middle as that allows, three
    letters at least on each side; None when no such place exists."""
    spots = [
        i
        for i in range(3, len(word) - 2)
        if word[i].isalpha()
        and word[i].lower() not in VOWELS
        and word[i + 1].lower() in VOWELS
        and word[i - 1].isalpha()
        and word[i - 1].lower() not in VOWELS
    ]
    if not spots:
        return None
    i = min(spots, key=lambda k: abs(2 * k - len(word)))
    return word[:i] + "-", word[i:]


def draw_label(
    s: pygame.Surface, label: str, rect: pygame.Rect, colour: tuple[int, int, int]
) -> None:
    """A button's label: smaller when long ("Soin majeur"), on two lines when still too long
    ("Wielkie leczenie"), never past the button's edges."""
    size = theme.fit_size(label, "bold", 16, rect.w - 8, minimum=13)
    lines = [label]
    if theme.font("bold", size).size(label)[0] > rect.w - 8:
        if " " in label:
            lines = theme.wrap(label, rect.w - 8, "bold", 13)
            size = 13
        else:  # one long word ("Unfruchtbarkeit"): hyphenated on two lines, else smaller
            halves = hyphenated(label)
            font = theme.font("bold", 13)
            if halves and all(font.size(h)[0] <= rect.w - 8 for h in halves):
                lines, size = list(halves), 13
            else:
                size = theme.fit_size(label, "bold", 13, rect.w - 6, minimum=10)
    step = size + 1
    top = rect.centery - step * (len(lines) - 1) // 2
    for i, line in enumerate(lines[:2]):
        theme.blit_text(
            s, line, (rect.centerx, top + i * step), "bold", size, colour, anchor="center"
        )


def draw_skip(surface: pygame.Surface, skip: bool, shown: bool = True) -> pygame.Rect:
    """The "Skip animations" switch at the panel's top right; returns its rect (for clicks),
    empty when not `shown` (the game is over and its last phase has played)."""
    if not shown:
        return pygame.Rect(0, 0, 0, 0)
    r = pygame.Rect(_skip_rect(_("Animations off"), _("Skip animations")))
    pygame.draw.rect(surface, theme.GOLD if skip else theme.WOOD_LIGHT, r, border_radius=6)
    pygame.draw.rect(surface, theme.WOOD_DARK, r, 2, border_radius=6)
    label = _("Animations off") if skip else _("Skip animations")
    size = theme.fit_size(label, "bold", 16, r.w - 8, 11)
    theme.blit_text(surface, label, r.center, "bold", size, theme.TEXT, anchor="center")
    return r


@cache
def _skip_rect(*labels: str) -> pygame.Rect:
    """As wide as the language's longer label ("Animationen überspringen"), 140 to 240 px."""
    w = max(140, min(240, max(theme.font("bold", 16).size(s)[0] for s in labels) + 16))
    return pygame.Rect(PANEL.right - 10 - w, PANEL.y + 8, w, 30)
