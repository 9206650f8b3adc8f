"""One name for each card row in German: the card, the bids revealed, the last auction, the
log, the Hint and the rules say the row a bid took the same way."""

from __future__ import annotations

import pytest

from totemgame import i18n
from totemgame.games.totemix import event_words, reasons
from totemgame.games.totemix.table import othersdraw, scenedraw, sheetdraw

NAMES = {"top": "Höchstgebot", "middle": "Mitte", "bottom": "Niedrigstgebot"}
ELSE = {"top": "highest", "middle": "middle", "bottom": "lowest"}


@pytest.mark.parametrize("row", ["top", "middle", "bottom"])
def test_german_says_each_card_row_one_way(catalogues, row: str) -> None:
    assert i18n.set_language("de")
    name = NAMES[row]
    assert i18n._(sheetdraw.ROW_LABEL[row]) == name  # the card
    assert othersdraw.row_word(row) == name  # the bids revealed
    assert i18n._(scenedraw.LAST_LINE[row]).endswith(f": {name}")  # the last auction
    assert event_words.row_word(row) == f"„{name}“"  # the log
    assert f"„{name}“" in i18n._(reasons._ELSE[row])  # the Hint
    assert f"„{name}“" in i18n._(reasons._CHANCE[row])


def test_german_rules_and_tips_name_no_other_row(catalogues) -> None:
    """The words the rows had before ('Höchstes Gebot', 'mittlere Reihe') are gone from every
    German text of Totemix."""
    from babel.messages.pofile import read_po

    with open(i18n.locale_dir() / "de" / "LC_MESSAGES" / "totemgame.po", "rb") as f:
        po = read_po(f, locale="de")
    old = ("Höchstes Gebot", "Niedrigstes Gebot", "mittlere Reihe", "mittleren Reihe")
    for m in po:
        places = " ".join(p for p, _line in m.locations)
        if "totemix" not in places or not m.id:
            continue
        said = m.string if isinstance(m.string, str) else " ".join(m.string)
        assert not any(o in said for o in old), said


# Each language's other names for the sheet's sides, which the setup calls by its mode labels
# ("Meister (Löwenseite)"): the rules, the tutorial and the setup's help say it the same way.
OTHER_SIDE_NAMES = {
    "de": ("Meisterseite", "Meistermodus", "Lehrlingsseite"),
    "fr": ("Mode Maître", "face Maître", "face Apprenti"),
    "pl": ("Tryb mistrza", "Strona Mistrza", "stroną Czeladnika"),
}


@pytest.mark.parametrize("lang", sorted(OTHER_SIDE_NAMES))
def test_each_side_of_the_sheet_has_one_name_in_every_language(catalogues, lang: str) -> None:
    from babel.messages.pofile import read_po

    assert i18n.set_language(lang)
    labels = [i18n._("Apprentice (bat side)"), i18n._("Master (lion side)")]
    with open(i18n.locale_dir() / lang / "LC_MESSAGES" / "totemgame.po", "rb") as f:
        po = read_po(f, locale=lang)
    named = 0
    for m in po:
        places = " ".join(p for p, _line in m.locations)
        if "totemix" not in places or not m.id:
            continue
        said = m.string if isinstance(m.string, str) else " ".join(m.string)
        assert not any(o in said for o in OTHER_SIDE_NAMES[lang]), said
        named += any(label in said for label in labels)
    assert named >= 4  # the mode labels, the rules' title, the tutorial, the setup's help


@pytest.mark.parametrize("lang", ["de", "fr", "pl"])
def test_the_master_sheet_and_the_chips_shorten_a_row_alike(catalogues, lang: str) -> None:
    """The Master sheet's advantage labels and the opponents' chips say a row the same way."""
    assert i18n.set_language(lang)
    for adv, row in (("highest", "top"), ("middle", "middle"), ("lowest", "bottom")):
        chip = i18n._(othersdraw.ROW_SIGN[row]).format(bid=2)
        assert chip.lower() == f"2 {i18n._(sheetdraw.ADV_LABEL[adv])}".lower()
