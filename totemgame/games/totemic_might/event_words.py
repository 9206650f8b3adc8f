"""The rules' sentences and events' fields in the player's language.

The rules keep no English: an observation (a Fact) or a Snake's hint is a Saying, its template's
key with its fields (totems by id, a season by index, a weighing's result by its code), and an
event names totems by id. The message templates are translated by totemgame.text; this says
the fields in the same language, and the rules' refusals (checks.py) as the player reads them.
Pure: no pygame; the same role as Totemix's and Totem Village's event_words.py."""

from __future__ import annotations

from dataclasses import replace

from totemgame.engine.game import Event
from totemgame.engine.refusal import Refusal
from totemgame.games.totemic_might.content import N_TOTEMS, content, totem_label
from totemgame.games.totemic_might.facts import Field, Saying
from totemgame.i18n import _, ngettext
from totemgame.text import join_commas, said

# The fields in which the rules name totems by id: one (an int) or several (a tuple).
TOTEM_FIELDS = ("totem", "other", "a", "b", "totems", "left", "right")


def totems_said(value: int | tuple[int, ...]) -> str:
    """A totem id, or several ("Void Sky, Summer Land"), in the player's language."""
    ids = (value,) if isinstance(value, int) else value
    return join_commas([totem_label(t) for t in ids])


def pan_said(ids: tuple[int, ...], copies: tuple[int, ...]) -> str:
    """A pan of a weighing, its trial copies (`copies`: their places among `ids`) named as
    such, so "Void Sky" the spirit totem and "Void Sky (trial copy)" never read alike."""
    return join_commas(
        [
            # TRANSLATORS: a trial totem on a pan of the trial scale, "Void Sky (trial copy)"
            _("{totem} (trial copy)").format(totem=totem_label(t))
            if i in copies
            else totem_label(t)
            for i, t in enumerate(ids)
        ]
    )


def pans_said(fields: dict[str, object], words: dict[str, object]) -> None:
    """Say the `left` and `right` pans of a weighing in `words` with their trial copies named,
    when `fields` tells which they are (records made before it was told say the totems)."""
    for side in ("left", "right"):
        ids, copies = fields.get(side), fields.get(f"{side}_copies")
        if isinstance(ids, tuple | list) and isinstance(copies, tuple | list) and copies:
            words[side] = pan_said(tuple(ids), tuple(copies))


def result_words(code: str) -> str:
    """'left heavier', 'right heavier' or 'balanced' (a weighing's answer in a sentence)."""
    # TRANSLATORS: a weighing's answer in "Mia weighed A against B: {result}."
    words = {"left": _("left heavier"), "right": _("right heavier")}
    return words.get(code, _("balanced"))


def wager_words(kind: str) -> str:
    """A wager's animal as a sentence names it: 'snake' in "Mia takes the snake wager."."""
    # TRANSLATORS: a wager's animal in "Mia takes the {wager} wager." (lower case in English)
    words = {"snake": _("snake"), "wolf": _("wolf"), "bear": _("bear"), "fox": _("fox")}
    return words.get(kind, kind)


def gaps_words(gaps: tuple[int, ...]) -> str:
    """The differences a Wolf allows, "3, 11 or 19"."""
    if len(gaps) < 2:
        return join_commas([str(g) for g in gaps])
    # TRANSLATORS: the differences a Wolf allows, "3, 11 or 19"
    return _("{gaps} or {last}").format(
        gaps=join_commas([str(g) for g in gaps[:-1]]), last=gaps[-1]
    )


def field_words(name: str, value: Field) -> str | int:
    """One field of a Saying as its sentence says it: totems by name, a season or a sigil by
    its name, a weighing's result, a Wolf's differences, a sentence within the sentence."""
    c = content()
    if isinstance(value, Saying):
        return saying_words(value)
    if name in TOTEM_FIELDS and not isinstance(value, str):
        return totems_said(value)
    if name == "season" and isinstance(value, int):
        return _(c.seasons[value])
    if name == "sigil" and isinstance(value, int):
        return _(c.sigils[value])
    if name == "result" and isinstance(value, str):
        return result_words(value)
    if name == "gaps" and isinstance(value, tuple):
        return gaps_words(value)
    return value if isinstance(value, int | str) else join_commas([str(v) for v in value])


def saying_words(said: Saying) -> str:
    """A sentence of the rules (a fact, a Snake's hint) in the player's language, from its key
    and fields: nothing is read back from English."""
    n = said.field("n")
    if said.plural is not None and isinstance(n, int):
        template = ngettext(said.key, said.plural, n)
    else:
        template = _(said.key)
    words: dict[str, object] = {name: field_words(name, v) for name, v in said.fields}
    pans_said(dict(said.fields), words)
    return template.format(**words)


def fact_words(kind: str, said: Saying) -> str:
    """An observation of the player's (a Fact of `kind`, its text `said`), in the player's
    language: every kind is said from its parts."""
    return saying_words(said)


def weighing_words(said: Saying) -> str:
    """A weighing's record, "Void Sky vs Summer Secret: right heavier.", in the player's
    language."""
    return saying_words(said)


def localised(event: Event) -> Event:
    """`event` with its fields in the player's language: totems by name, a weighing's result,
    a wager's animal, a Snake's hint, the item taken in a series (itself when none)."""
    p = dict(event.params)
    for key in TOTEM_FIELDS:
        value = p.get(key)
        if isinstance(value, int) and not isinstance(value, bool):
            p[key] = totems_said(value)
        elif isinstance(value, tuple | list) and all(isinstance(t, int) for t in value):
            p[key] = totems_said(tuple(value))
    if event.key == "weighing" and "result_code" in p:
        p["result"] = result_words(str(p["result_code"]))
        pans_said(dict(event.params), p)
    elif event.key == "snake" and isinstance(p.get("text"), Saying):
        p["text"] = saying_words(p["text"])
    elif event.key == "wager_taken" and "wager" in p:
        p["wager"] = wager_words(str(p["wager"]))
    tid = p.get("totem_id")
    if event.key == "series_item":
        if isinstance(tid, int) and 0 <= tid < N_TOTEMS:
            # TRANSLATORS: what a player takes in a series, "Mia takes a trial Void Sky."
            p["item"] = _("a trial {totem}").format(totem=totem_label(tid))
        else:
            p["item"] = _("a garnet")
    return event if p == dict(event.params) else replace(event, params=p)


def reason_sentence(reason: Refusal | None) -> str | None:
    """The rules' reasons are phrases ("you cannot give that trial totem", marked for the
    catalogue in checks.py): shown to players, in their language, they start with a capital
    and end with a full stop."""
    if not reason:
        return None
    words = said(reason)
    words = words[0].upper() + words[1:]
    return words if words[-1] in ".!?" else words + "."
