"""Which strings of the TOML data files are player-facing text, and their extraction for
translators (a Babel extractor: see babel.cfg). No pygame.

A data text is translated where it is shown, `i18n._(data["pitch"])`: the English string is
the msgid, so a switch of language needs no reload of the data. Which keys hold text is
declared below, by key paths, not guessed string by string: ids, colours, kinds, shapes and
proper names (tikis, letters) stay out of the catalogue.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from typing import IO, Any

if sys.version_info >= (3, 11):
    import tomllib
else:  # Python < 3.11
    import tomli as tomllib

# Key paths of player-facing text. A path is dotted: a name matches that key, `*` any key of a
# table, `[]` any item of a list, `[1]` the second item. Games' files and tutorials share it.
TEXT_KEYS: tuple[str, ...] = (
    # every game's file
    "name",
    "pitch",
    "two_players",
    "credits",
    "replay_note",
    "rules.[].title",
    "rules.[].text",
    "results.ranking",
    "results.tiebreaks.[].[1]",
    "results.score",
    "results.chart",
    "messages.*",  # a counted message is a table of forms instead: see counted_messages
    "illegal.*",
    "illegal.places.[]",
    "hints.*",
    "review.measure",
    "review.*.measure",
    "hints.needs.[]",
    "reasons.*",
    "marks.*",
    "log.*",
    "warnings.*",
    "table.*",
    "table.*.*",
    "table.slot_needs.[]",
    "groups.*",
    "panel.*",
    "game.mode_labels.[]",
    "sheets.*.name",
    # the pieces of each game, by their names in play
    "cards.*.name",
    "cards.*.short",
    "cards.*.text",
    "spells.*.name",
    "spells.*.help",
    "kinds.*.name",
    "kinds.*.plural",
    "resources.*.name",
    "resources.*.plural",
    "deposits.*",
    "phases.names.[]",
    "sides.names.[]",
    "pieces.symbols.[]",
    "game.seasons.[]",
    "game.sigils.[]",
    # the crash dialog
    "dialog.*",
    # tutorials
    "title",
    "steps.[].text",
    "steps.[].wrong",
    "summary.[]",
    "not_covered.[]",
    "real_game.note",
)

# `{n:bird}` in a template counts birds: the word's singular and plural are catalogue entries.
_COUNTED = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*:([A-Za-z][A-Za-z ]*)\}")


def _matches(pattern: list[str], path: list[str]) -> bool:
    if len(pattern) != len(path):
        return False
    for want, got in zip(pattern, path, strict=True):
        if want == got:
            continue
        if want == "*" and not got.startswith("["):
            continue
        if want == "[]" and got.startswith("["):
            continue
        return False
    return True


_PATTERNS = [p.split(".") for p in TEXT_KEYS]


def is_text(path: list[str]) -> bool:
    """Whether the value at `path` (keys and `[i]` list items) is player-facing text."""
    return any(_matches(p, path) for p in _PATTERNS)


def texts(data: Any, path: list[str] | None = None) -> Iterator[tuple[str, str]]:
    """Every (key path, text) of a parsed data file, in file order."""
    path = path or []
    if isinstance(data, dict):
        for key, value in data.items():
            yield from texts(value, [*path, str(key)])
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from texts(value, [*path, f"[{i}]"])
    elif isinstance(data, str) and data.strip() and is_text(path):
        yield _dotted(path), data


def counted_messages(data: Any) -> Iterator[tuple[str, str, str]]:
    """Every counted message of a parsed data file, (key path, one, other): a table under
    [messages], [illegal] or [facts] with the English singular and plural sentence (the form
    the current language uses for its `count` field is picked where it is said)."""
    for section in ("messages", "illegal", "facts"):  # a refusal or an observation may count too
        table = data.get(section, {}) if isinstance(data, dict) else {}
        for key, value in table.items():
            if isinstance(value, dict) and isinstance(value.get("one"), str):
                yield f"{section}.{key}", value["one"], str(value.get("other", value["one"]))


def _dotted(path: list[str]) -> str:
    return "".join(p if p.startswith("[") else f".{p}" for p in path).lstrip(".")


def counted_words(template: str) -> list[str]:
    """The words a template counts with `{n:word}` ('a' and 'A' are articles, not words)."""
    return [w for w in _COUNTED.findall(template) if w not in ("a", "A")]


def extract(
    fileobj: IO[bytes], keywords: Any, comment_tags: Any, options: dict[str, Any]
) -> Iterator[tuple[int, str | None, str | tuple[str, str], list[str]]]:
    """Babel extractor for the TOML data files: each text with its file and key as a comment
    for translators, and the counted words of `{n:word}` as plural entries."""
    from totemgame.engine.refusal import plural

    raw = fileobj.read()
    source = raw.decode("utf-8")
    data = tomllib.loads(source)
    name = getattr(fileobj, "name", "")
    label = name.replace("\\", "/").split("assets/data/")[-1]
    for key, value in texts(data):
        line = _line_of(source, value)
        yield line, None, value, [f"{label}: {key}"]
        for word in counted_words(value):
            yield line, "ngettext", (word, plural(word)), [f"{label}: counted in {key}"]
    for key, one, other in counted_messages(data):
        line = _line_of(source, one)
        yield line, "ngettext", (one, other), [f"{label}: {key} (counted)"]
        for word in counted_words(one) + counted_words(other):
            yield line, "ngettext", (word, plural(word)), [f"{label}: counted in {key}"]


def _line_of(source: str, value: str) -> int:
    """The line a value starts on (the first line of it found in the file), else 1."""
    first = value.strip().splitlines()[0][:60] if value.strip() else ""
    escaped = first.replace("\\", "\\\\").replace('"', '\\"')
    for needle in (escaped, first):
        at = source.find(needle) if needle else -1
        if at >= 0:
            return source.count("\n", 0, at) + 1
    return 1
