"""Words for events: message templates live in each game's data file under [messages].

Templates are English in the data and translated here before their fields are filled
(totemgame/i18n.py), so a translator may reorder the fields of a whole sentence. Lists are
joined per language (join_and, join_commas), and the rules' refusals keep their template
and fields (Phrase) to be said again in the player's language where they are shown (said).

The English words a game's rules put into an event's fields (a card row, a weighing's
result, a spell's name) are said again by that game's pure `event_words.py` (`localised`)
before its table fills the template here."""

from __future__ import annotations

import string
from collections.abc import Callable, Sequence
from typing import Any

from totemgame import i18n
from totemgame.engine.game import Event
from totemgame.paths import load_data

# A message for the player: its text, or how to say it (called again when the language changes).
Words = str | Callable[[], str]


def describe(game_id: str, event: Event, names: Sequence[str]) -> str:
    """The event as a sentence. Params naming seats (`seat`, `player`, `by`, `recipient`...)
    become player names. A count of 0 may have its own wording: `<key>_no_<param>` ("chose
    2 spells, no bird given" rather than "sacrificing 0 birds"); so may the actor's own thing,
    `<key>_own` where `seat` is `player` ("on one of their own huts", not "a hut of Mia").
    A message may be counted: a table of `count` (a field) and its `one` and `other` forms."""
    messages = load_data(game_id).get("messages", {})
    template: Any = messages.get(event.key)
    p = event.params
    own = "seat" in p and p.get("seat") == p.get("player") and p.get("owner_tag") == p.get("tag")
    if own and f"{event.key}_own" in messages:  # the actor's own thing: "one of their huts"
        template = messages[f"{event.key}_own"]
    for name, value in event.params.items():
        if value == 0 and not isinstance(value, bool) and f"{event.key}_no_{name}" in messages:
            template = messages[f"{event.key}_no_{name}"]
            break
    params = dict(event.params)
    for key in ("seat", "player", "by", "recipient", "winner", "winners", "players", "seats"):
        value = params.get(key)
        if isinstance(value, int) and 0 <= value < len(names):
            params[key] = names[value]
        elif isinstance(value, list | tuple) and all(isinstance(v, int) for v in value):
            params[key] = join_and([names[v] if 0 <= v < len(names) else str(v) for v in value])
    for key, value in list(params.items()):
        if key.endswith("_by_seat") and isinstance(value, list | tuple):  # one value per seat
            params[key] = join_commas(
                [f"{names[s] if s < len(names) else s}: {v}" for s, v in enumerate(value)]
            )
        elif isinstance(value, list | tuple) and all(isinstance(v, str) for v in value):
            params[key] = join_commas(value)
    if template is None:
        return event.key.replace("_", " ") + (f" {params}" if params else "")
    said = _sentence(template, params)
    try:
        return _WORDS.format(said, **params)
    except (KeyError, IndexError, ValueError):
        return said


def _sentence(template: Any, params: dict[str, Any]) -> str:
    """A message's template in the current language. A counted message (a table: `count`
    names the field, `one` and `other` are the English forms) takes the form its language
    uses for that number: a whole sentence agrees with it ("1 resource that was", "2
    resources that were"), which a counted word alone cannot do."""
    if isinstance(template, dict):
        n = params.get(str(template.get("count")))
        number = n if isinstance(n, int) and not isinstance(n, bool) else 2
        return i18n.ngettext(str(template["one"]), str(template["other"]), number)
    return i18n._(str(template))


class _Words(string.Formatter):
    """Templates count and name things in words: `{n:bird}` gives "1 bird" / "3 birds" (in the
    current language, by its plural rules), `{kind:a}` gives "a young man" / "an elder"
    (`{kind:A}` at the start of a sentence). The article is English: in another language the
    translated template writes its own article (or none) around the field, which gets the word
    alone, with a capital for `A` ("Jeune homme de la hutte 2...")."""

    def format_field(self, value: Any, spec: str) -> str:
        if spec.isalpha() and isinstance(value, int) and not isinstance(value, bool):
            return count(value, spec)
        if spec in ("a", "A") and isinstance(value, str):
            if i18n.current() != i18n.DEFAULT:
                return value[:1].upper() + value[1:] if spec == "A" else value
            article = "an" if value[:1].lower() in "aeiou" else "a"
            return f"{article.title() if spec == 'A' else article} {value}"
        said: str = super().format_field(value, spec)
        return said


def count(n: int, word: str) -> str:
    """'1 bird', '3 birds': a number and the word it counts, in the right number (of the
    current language: 'ptak', 'ptaki', 'ptaków')."""
    return f"{i18n.format_number(n)} {i18n.ngettext(word, plural(word), n)}"


def words(template: str, **params: Any) -> str:
    """`template` (translated) filled in with the counting formats of the event messages."""
    return _WORDS.format(i18n._(template), **params)


def plural(word: str) -> str:
    """The English plural of a counted word (the catalogue's msgid_plural)."""
    if word.endswith("y") and word[-2:-1] not in "aeiou":
        return word[:-1] + "ies"
    return word + "s"


_WORDS = _Words()


def join_and(items: Sequence[str]) -> str:
    """'A', 'A and B', 'A, B and C' in the current language ('A, B et C', 'A, B und C',
    'A, B i C')."""
    if len(items) <= 1:
        return "".join(items)
    # TRANSLATORS: the end of a list of names, "Mia, Kai and Ana"
    return i18n._("{names} and {last}").format(names=join_commas(items[:-1]), last=items[-1])


def join_commas(items: Sequence[str]) -> str:
    """'A, B, C': the items of a list one after another, as the current language separates
    them (an enumeration without a final 'and': "2 stones, 1 ruby")."""
    # TRANSLATORS: between the items of a list, "Mia, Kai and Ana", "2 stones, 1 ruby"
    return i18n.pgettext("list", ", ").join(items)


def out_of(n: int, total: int) -> str:
    """'2/6': a count out of a total (a totem's pieces, a hut's villagers), as the current
    language writes it."""
    # TRANSLATORS: a count out of a total, "2/6" (totem pieces built, villagers in a hut)
    return i18n._("{n}/{total}").format(n=i18n.format_number(n), total=i18n.format_number(total))


class Phrase(str):
    """A sentence of the rules (a refusal): its value is the English the rules always wrote
    (for logs, the CLI's JSON, IllegalAction), and it keeps its template and fields so that
    the screen says it in the player's language (said). Made by phrase()."""

    template: str
    fields: dict[str, Any]


def phrase(template: str, /, **fields: Any) -> Phrase:
    """`template` (English, marked with N_() where it is written) filled with `fields`,
    keeping both. Fields that are words (a resource's name) should be catalogue entries."""
    made = Phrase(_WORDS.format(template, **fields))
    made.template, made.fields = template, fields
    return made


def said(text: str) -> str:
    """A text of the rules (a refusal) in the player's language: a Phrase by its translated
    template with its word fields translated; any other text as its catalogue entry (reasons
    marked with N_()), or as it is when it is none (already in the player's language)."""
    if isinstance(text, Phrase):
        fields = {k: i18n._(v) if isinstance(v, str) else v for k, v in text.fields.items()}
        return _WORDS.format(i18n._(text.template), **fields)
    return i18n._(text)
