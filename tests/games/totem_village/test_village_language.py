"""Totem Village in the player's language: the code's words go through the catalogue, data
texts are translated where shown, and no data key is taken for a text by the extractor."""

from __future__ import annotations

from pathlib import Path

from totemgame import i18n, text
from totemgame.engine.game import Event
from totemgame.games.totem_village.actions import Ready
from totemgame.games.totem_village.event_words import localised
from totemgame.games.totem_village.hint_words import hint, in_language
from totemgame.games.totem_village.rules import new_game
from totemgame.paths import load_data

PACKAGE = Path(__file__).resolve().parents[3] / "totemgame" / "games" / "totem_village"


def _arranging():
    s = new_game(3, {}, 5)
    return s, s.view(s.owner[s.actor])


def test_the_hint_line_is_worded_again_in_the_players_language(catalogues):
    _s, view = _arranging()
    english = hint(view, Ready())
    assert english.startswith("Press Ready")
    # The AI's worker words it in English; in English the line is kept as it came.
    assert in_language(view, Ready(), "as it came") == "as it came"
    assert i18n.set_language("fr")
    said = in_language(view, Ready(), english)
    assert said.startswith(i18n._("Press Ready")) and said != english
    assert "Press Ready" not in said


def test_refusals_and_event_names_follow_the_language(catalogues):
    s, _view = _arranging()
    s.over = True
    assert s.check(s.owner[s.actor], Ready()) == "The game is over."
    event = Event("dismissed", {"player": 0, "tag": "", "family": 0, "kind": "girl"})
    assert localised(event).params["kind"] == "girl"
    assert i18n.set_language("fr")
    refusal = s.check(s.owner[s.actor], Ready())
    assert refusal == "The game is over."  # the rules keep their English
    assert text.said(refusal) == i18n._("The game is over.") != "The game is over."
    kind = localised(event).params["kind"]
    assert kind == i18n._("girl") and kind != "girl"
    assert event.params["kind"] == "girl"  # the event itself (saved) stays English


def test_no_data_key_is_extracted_as_a_text():
    """`_(t["pick"])` would put "pick" in the catalogue: data texts go through shown()."""
    from babel.messages.extract import extract_from_dir

    data = load_data("totem-village")
    keys = {k for table in data.values() if isinstance(table, dict) for k in table}
    found = [
        m[2]
        for m in extract_from_dir(str(PACKAGE), [("**.py", "python")], keywords=_KEYWORDS)
        if isinstance(m[2], str)
    ]
    assert "Ready" in found and "Lay {spell} on your hut {hut}" in found
    leaked = sorted({m for m in found if m in keys and not any(c in m for c in " {!")} - _WORDS)
    assert not leaked, leaked


# The code's keywords (babel.cfg uses Babel's defaults: _, ngettext, pgettext, N_ ...).
_KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}
# Words that are both a data key and a word of the code (a step label, the Girls hint)...
_WORDS = {"starved", "girls", "boys"}
