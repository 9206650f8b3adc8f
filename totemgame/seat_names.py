"""Default seat names ("Player 2", "AI 1") said in the language in use.

A game keeps its seats' names as they were at setup. A name the player typed stays as typed;
a default name ("KI 1" made while German was chosen, "Spieler 1" for an untouched player
name) is recognised in any of the app's languages and said again in the current one, so a
language switch, a saved game or a replay shows "AI 1" in English and "IA 1" in French.
"""

from __future__ import annotations

import re

from totemgame import i18n

# The two default forms, as the setup screen makes them (ui/scenes/setup.py).
_FORMS = (i18n.N_("Player {number}"), i18n.N_("AI {number}"))
_patterns: dict[str, list[tuple[str, re.Pattern[str]]]] = {}


def _compiled() -> list[tuple[str, re.Pattern[str]]]:
    """Each default form with a pattern matching it in every language (built once a language
    set is known: the catalogues do not change while the app runs)."""
    key = ",".join(i18n.LANGUAGES)
    if key not in _patterns:
        found: list[tuple[str, re.Pattern[str]]] = []
        for form in _FORMS:
            for lang in i18n.LANGUAGES:
                with i18n.speaking(lang):
                    said = i18n._(form)
                head, _sep, tail = said.partition("{number}")
                found.append((form, re.compile(re.escape(head) + r"(\d{1,2})" + re.escape(tail))))
        _patterns[key] = found
    return _patterns[key]


def shown_name(name: str) -> str:
    """`name` in the current language when it is a default seat name, else `name` itself."""
    for form, pattern in _compiled():
        match = pattern.fullmatch(name)
        if match is not None:
            return i18n._(form).format(number=int(match.group(1)))
    return name


def is_default_ai_name(name: str) -> bool:
    """Whether `name` is a default AI seat name ("AI 1", "KI 1"), which already says "AI"."""
    return any(
        form == _FORMS[1] and pattern.fullmatch(name) is not None for form, pattern in _compiled()
    )
