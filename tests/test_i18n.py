"""Languages: the catalogues stay in step with the code and data, compile, keep their fields
and plural forms; the OS default, number formats, data texts and the saved setting."""

from __future__ import annotations

import gettext
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from totemgame import data_texts, i18n, text
from totemgame.engine.game import Event
from totemgame.settings import Settings, load_settings, save_settings

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "totemgame" / "locale"
POT = LOCALE / "totemgame.pot"
LANGS = ("fr", "de", "pl")

babel = pytest.importorskip("babel", reason="Babel (the test extra) reads the catalogues")
from babel.messages.pofile import read_po  # noqa: E402


def _catalogue(path: Path, locale: str | None = None):
    with open(path, "rb") as f:
        return read_po(f, locale=locale)


def _ids(catalog) -> set:
    return {(m.context, m.id) for m in catalog if m.id}


def test_pot_is_in_step_with_the_code_and_data(tmp_path):
    """A fresh extraction (babel.cfg) finds exactly the msgids of the committed .pot: a string
    wrapped in the code or a text added to the data is missing from it until re-extracted."""
    fresh = tmp_path / "fresh.pot"
    cmd = [sys.executable, "-m", "babel.messages.frontend", "extract", "-F", "babel.cfg"]
    cmd += ["-c", "TRANSLATORS:", "-o", str(fresh), "."]
    subprocess.run(cmd, cwd=ROOT, check=True, capture_output=True)
    used, listed = _ids(_catalogue(fresh)), _ids(_catalogue(POT))
    missing = sorted(str(i) for i in used - listed)
    stale = sorted(str(i) for i in listed - used)
    assert not missing, f"used but missing from the .pot (re-extract, README): {missing[:5]}"
    assert not stale, f"in the .pot but no longer used: {stale[:5]}"


@pytest.mark.parametrize("lang", LANGS)
def test_catalogue_has_every_msgid_of_the_pot(lang):
    po = _catalogue(LOCALE / lang / "LC_MESSAGES" / "totemgame.po", lang)
    missing = _ids(_catalogue(POT)) - _ids(po)
    assert not missing, f"{lang}: run pybabel update (README): {sorted(map(str, missing))[:5]}"


@pytest.mark.parametrize("lang", LANGS)
def test_catalogue_compiles_and_checks(lang, tmp_path):
    """Babel's checks (placeholders of python-format, plural counts) pass, the .mo loads with
    gettext, and msgfmt --check agrees where it is installed."""
    po_path = LOCALE / lang / "LC_MESSAGES" / "totemgame.po"
    po = _catalogue(po_path, lang)
    problems = [(m.id, e) for m, errs in po.check() for e in errs]
    assert not problems
    sys.path.insert(0, str(ROOT / "build"))
    try:
        from catalogues import compile_catalogues
    finally:
        sys.path.pop(0)
    copy = tmp_path / lang / "LC_MESSAGES"
    copy.mkdir(parents=True)
    shutil.copy(po_path, copy)
    (mo,) = compile_catalogues(tmp_path)
    with open(mo, "rb") as f:
        assert gettext.GNUTranslations(f).gettext("New game") != "New game"
    if shutil.which("msgfmt"):
        subprocess.run(["msgfmt", "--check", "-o", "/dev/null", str(po_path)], check=True)


_FIELD = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)")


@pytest.mark.parametrize("lang", LANGS)
def test_translations_keep_the_named_fields(lang):
    """A translation fills the same {fields} as the English sentence (it may reorder them).
    A plural form may leave out a field only the English plural has ("an X joker" /
    "{n} X jokers"): it holds the singular's fields and no field the plural lacks."""
    po = _catalogue(LOCALE / lang / "LC_MESSAGES" / "totemgame.po", lang)
    for m in po:
        if not m.id or not m.string:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        least, most = set(_FIELD.findall(ids[0])), set(_FIELD.findall(ids[-1]))
        for s in strings:
            if not s:
                continue  # untranslated (English is shown)
            got = set(_FIELD.findall(s))
            assert least <= got <= most | least, (lang, m.id, s)


def test_polish_has_three_plural_forms(catalogues):
    po = _catalogue(LOCALE / "pl" / "LC_MESSAGES" / "totemgame.po", "pl")
    assert po.num_plurals == 3
    for m in po:
        if isinstance(m.id, tuple) and any(m.string):
            assert len(m.string) == 3 and all(m.string), m.id
    assert i18n.set_language("pl")
    forms = {
        n: i18n.ngettext("{name} {n} win", "{name} {n} wins", n) for n in (1, 2, 5, 12, 22, 25)
    }
    assert forms[1] == "{name} {n} wygrana"
    assert forms[2] == forms[22] == "{name} {n} wygrane"
    assert forms[5] == forms[12] == forms[25] == "{name} {n} wygranych"


def test_switching_language_translates_and_tells_listeners(catalogues):
    heard: list[str] = []
    i18n.on_change(heard.append)
    try:
        assert i18n.set_language("de")
        assert i18n._("New game") == "Neues Spiel"
        assert i18n.pgettext("switch", "On") == "An"
        i18n.set_language("en")
        assert i18n._("New game") == "New game"
    finally:
        i18n._listeners.remove(heard.append)
    assert heard == ["de", "en"]


def test_a_missing_catalogue_falls_back_to_english(monkeypatch, tmp_path):
    monkeypatch.setattr(i18n, "locale_dir", lambda: tmp_path)
    assert i18n.set_language("fr") is False
    assert i18n.current() == "en"


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"LANG": "de_DE.UTF-8"}, "de"),
        ({"LC_ALL": "pl_PL.UTF-8", "LANG": "en_US.UTF-8"}, "pl"),
        ({"LANGUAGE": "pt_BR:fr", "LANG": "pt_BR.UTF-8"}, "fr"),
        ({"LANGUAGE": "es", "LANG": "fr_FR.UTF-8"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LC_MESSAGES": "fr_CA"}, "fr"),
        ({"LANG": "ja_JP.UTF-8"}, "en"),
    ],
)
def test_system_language_reads_the_locale_variables(environ, expected):
    assert i18n.system_language(environ) == expected


def test_resolve_follows_the_system_when_automatic(monkeypatch):
    monkeypatch.setenv("LANGUAGE", "de")
    assert i18n.resolve("") == "de"
    assert i18n.resolve("pl") == "pl"


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", ["1,234,567.5", "1,234"]),
        ("fr", ["1\u202f234\u202f567,5", "1\u202f234"]),
        ("de", ["1.234.567,5", "1.234"]),
        ("pl", ["1\u00a0234\u00a0567,5", "1234"]),  # Polish groups from five digits
    ],
)
def test_numbers_are_written_the_language_s_way(lang, expected, catalogues):
    i18n.set_language(lang)
    assert [i18n.format_number(1234567.5, 1), i18n.format_number(1234)] == expected
    assert i18n.format_number(-12) == "-12"


def test_language_setting_is_saved_and_read_back():
    save_settings(Settings(language="pl"))
    settings, warning = load_settings()
    assert warning is None and settings.language == "pl"
    assert Settings(language="xx").validated().language == ""


# -- data texts --------------------------------------------------------------------------------


def test_declared_keys_pick_texts_not_ids():
    data = {
        "name": "Tiki Topple",
        "messages": {"round_start": "Round {round} begins."},
        "tiki": [{"id": "kapu", "name": "Kapu", "colour": "red"}],
        "rules": [{"title": "Goal", "text": "Score.", "picture": "line"}],
        "results": {"tiebreaks": [["birds", "birds"]]},
    }
    found = dict(data_texts.texts(data))
    assert found == {
        "name": "Tiki Topple",
        "messages.round_start": "Round {round} begins.",
        "rules[0].title": "Goal",
        "rules[0].text": "Score.",
        "results.tiebreaks[0][1]": "birds",
    }


def test_extractor_keeps_file_and_key_for_translators():
    with open(ROOT / "assets" / "data" / "totem-village.toml", "rb") as f:
        found = list(data_texts.extract(f, None, None, {}))
    by_text = {m: c for _line, _f, m, c in found}
    assert by_text["Totem Village"] == ["totem-village.toml: name"]
    plurals = [m for _line, func, m, _c in found if func == "ngettext"]
    assert ("bird", "birds") in plurals


def test_a_counted_message_is_extracted_as_one_plural_entry(tmp_path):
    """A [messages] table of `one`/`other` forms is one catalogue entry with plural forms
    (a translator writes as many as the language has), not two sentences."""
    data = tmp_path / "game.toml"
    data.write_text(
        '[messages.left]\ncount = "n"\n'
        'one = "{n} piece was left."\nother = "{n} pieces were left."\n',
        encoding="utf-8",
    )
    with open(data, "rb") as f:
        found = list(data_texts.extract(f, None, None, {}))
    assert [(func, m) for _line, func, m, _c in found] == [
        ("ngettext", ("{n} piece was left.", "{n} pieces were left."))
    ]


class _Fake(gettext.NullTranslations):
    def gettext(self, message):
        return {"{seat} has {n:bird}.": "{n:bird} pour {seat}."}.get(message, message)

    def ngettext(self, singular, plural, n):
        return "oiseau" if n == 1 else "oiseaux"


def test_describe_translates_the_template_before_filling_it(monkeypatch):
    """Fields fill the translated sentence, in its order, counted words in its language."""
    monkeypatch.setattr(
        text, "load_data", lambda _g: {"messages": {"birds": "{seat} has {n:bird}."}}
    )
    monkeypatch.setattr(i18n, "_translations", _Fake())
    event = Event("birds", {"seat": 1, "n": 3})
    assert text.describe("x", event, ["Mia", "Kai"]) == "3 oiseaux pour Kai."


def test_a_counted_word_shown_alone_takes_its_singular_translation(catalogues):
    """'girl' is one catalogue entry with its plural ('girl' / 'girls'); the villager's name
    shown alone must still be translated."""
    try:
        assert i18n.set_language("fr")
        assert i18n._("girl") == i18n.ngettext("girl", "girls", 1) == "fille"
        assert i18n.ngettext("girl", "girls", 3) == "filles"
    finally:
        i18n.set_language("en")
    assert i18n._("girl") == "girl"
