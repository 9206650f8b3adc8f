"""Refusal: why a move is illegal, as a value of the rules (`State.check` returns one).

It is a sentence of the rules that keeps its parts: `key`, the English template (marked for
the catalogue with N_() where the rules write it), and its `params`, with an English `plural`
for a template that counts (chosen by the param `n`). Its string value is the English the rules
always wrote, for logs, the CLI's JSON and IllegalAction; where a player reads it, it is said
again in the player's language from its key and params (text.said), so nothing has to read
English back.
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from typing import Any


def plural(word: str) -> str:
    """The English plural of a counted word (the catalogue's msgid_plural): 'bird', 'birds'."""
    if word.endswith("y") and word[-2:-1] not in "aeiou":
        return word[:-1] + "ies"
    return word + "s"


class _English(string.Formatter):
    """`{n:bird}` gives '1 bird' / '3 birds', as the rules' English templates count."""

    def format_field(self, value: Any, spec: str) -> str:
        if spec.isalpha() and isinstance(value, int) and not isinstance(value, bool):
            return f"{value} {spec if value == 1 else plural(spec)}"
        said: str = super().format_field(value, spec)
        return said


_ENGLISH = _English()


class Refusal(str):
    """Why a move is illegal (see the module docstring): a str of its English, with its parts."""

    key: str
    params: Mapping[str, Any]
    plural: str | None


def refused(key: str, /, plural: str | None = None, **params: Any) -> Refusal:
    """The refusal `key` (English, marked with N_()) with its `params`; `plural` is the English
    of a counting template, chosen when the param `n` is not 1."""
    english = plural if plural is not None and params.get("n") != 1 else key
    made = Refusal(_ENGLISH.format(english, **params))
    made.key, made.params, made.plural = key, dict(params), plural
    return made


def as_refusal(reason: str) -> Refusal:
    """A reason as a Refusal (a plain string is one with no params)."""
    return reason if isinstance(reason, Refusal) else refused(reason)
