"""The Totem Village board's tooltips: what a villager, a spell token or a spell's button is,
said while the pointer rests on it, and taken back when the village changes under it."""

from __future__ import annotations

from collections.abc import Callable

from totemgame.games.totem_village.content import KINDS, Spell, content
from totemgame.games.totem_village.table.pointing import Drawn
from totemgame.i18n import _

TIP_KINDS = ("tok", "sp", "btn")  # the first part of the keys of the board's tooltips


def hover(table: Drawn, pos: tuple[int, int], family: Callable[[int], str]) -> bool:
    """Tooltip for the villager, spell token or spell button under `pos`; False if none.
    `family(f)`: family f's name on screen."""
    port = table.port
    names = content().kind_names
    for rect, _hut, kind in table.token_hits:
        if rect.collidepoint(pos):
            port.board_tooltip(("tok", rect.topleft), _(names[KINDS[kind]]), pos)
            return True
    for rect, caster, spell in table.spell_hits:
        if rect.collidepoint(pos):
            # The number on the token is its caster's family, as on the family's band.
            name = family(caster)
            text = (
                # TRANSLATORS: a spell token's tooltip, "Girls, laid by AI 1 (family 2).
                # Births: only girls are born..."
                _("{spell}, laid by {family} (family {number}). {help}").format(
                    spell=_(content().spell_names[spell]),
                    family=name,
                    number=caster + 1,
                    help=_(content().spell_help[spell]),
                )
                if spell is not None
                else _(
                    "A face-down spell laid by {family} (family {number}): only its caster "
                    "knows it."
                ).format(family=name, number=caster + 1)
            )
            port.board_tooltip(("sp", rect.topleft), text, pos)
            return True
    for rect, label, what, _en in table.controls:
        if rect.collidepoint(pos) and isinstance(what, Spell):
            port.board_tooltip(("btn", label), _(content().spell_help[what]), pos)
            return True
    return False


def refresh(table: Drawn, family: Callable[[int], str]) -> None:
    """The village was redrawn under a still pointer: its tooltip follows (a villager who
    aged, a spell turned face up, a token or button gone) instead of keeping stale words."""
    key, pos = table.port.board_tip
    ours = isinstance(key, tuple) and bool(key) and key[0] in TIP_KINDS
    if ours and not hover(table, pos, family):
        table.port.drop_board_tooltip()
