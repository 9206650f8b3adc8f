"""Words built in code, per language: lists joined as each language joins them, counts out of
a total, the English article kept to English, and the rules' refusals (a Refusal) said in
the player's language where they are shown while the rules keep their English."""

from __future__ import annotations

import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from totemgame import i18n, text
from totemgame.engine.game import IllegalAction
from totemgame.engine.match import Match
from totemgame.engine.record import GameRecord, SeatInfo
from totemgame.engine.refusal import Refusal, refused
from totemgame.games import get
from totemgame.games.totemix.actions import Bid, Confirm, Mark, Unmark
from totemgame.games.totemix.rules import new_game
from totemgame.session.local_session import LocalSession
from totemgame.storage.settings import Settings

RULES = Path(__file__).resolve().parent.parent / "totemgame" / "games" / "totemix" / "rules.py"


@pytest.fixture
def language(catalogues):
    """Switch to a language for one test, back to English after it."""
    yield i18n.set_language
    i18n.set_language("en")


@pytest.mark.parametrize(
    ("lang", "joined"),
    [
        ("en", "Mia, Kai and Ana"),
        ("fr", "Mia, Kai et Ana"),
        ("de", "Mia, Kai und Ana"),
        ("pl", "Mia, Kai i Ana"),
    ],
)
def test_a_list_of_names_is_joined_as_each_language_joins_it(language, lang, joined):
    assert language(lang)
    assert text.join_and(["Mia", "Kai", "Ana"]) == joined
    assert text.join_and(["Kai", "Ana"]) == joined.replace("Mia, ", "")
    assert text.join_and(["Mia"]) == "Mia"
    assert text.join_and([]) == ""


def test_the_list_separator_and_a_count_out_of_a_total_come_from_the_catalogue(marked):
    assert text.join_commas(["A", "B", "C"]) == "A[, ]B[, ]C"
    assert text.join_and(["A", "B", "C"]) == "[A[, ]B and C]"
    assert text.out_of(2, 6) == "[2/6]"


def test_in_english_lists_and_counts_read_as_before():
    assert text.join_commas(["2 stones", "1 ruby"]) == "2 stones, 1 ruby"
    assert text.out_of(7, 6) == "7/6"


def test_the_english_article_stays_english(language):
    template = "{k:A} and {j:a}"
    assert text.words(template, k="elder", j="young man") == "An elder and a young man"
    assert language("fr")
    said = text._WORDS.format("{k:A}, {j:a}", k="ancien", j="jeune homme")
    assert said == "Ancien, jeune homme"  # no "An"/"a"; the sentence's start has its capital


def _refusals() -> list[str]:
    """Totemix's refusals in both phases, from real states."""
    state = new_game(2, {}, 3)
    out = [state.check(0, Confirm()), state.check(0, Bid(99))]
    while state.phase == "bid":
        for seat in state.to_move():
            state.apply(seat, Bid(0))
    out += [state.check(0, Bid(1)), state.check(0, Unmark(5)), state.check(0, Mark("gold", 999))]
    out.append(state.check(0, Mark("ruby", 0)) or state.check(0, Mark("gold", 0)))
    return [r for r in out if r is not None]


def test_totemix_refusals_keep_their_english_and_are_said_through_the_catalogue(marked):
    reasons = _refusals()
    assert len(reasons) >= 5
    assert any(r.startswith("a bid must be 0 to") for r in reasons)
    for reason in reasons:
        assert isinstance(reason, Refusal)
        assert "[" not in reason  # the rules' own words stay English under any catalogue
        said = text.said(reason)
        assert said.startswith("[") and said != reason  # the screen's words are translated
        assert pickle.loads(pickle.dumps(reason)) == reason


def test_every_totemix_refusal_template_is_extracted_for_the_catalogue():
    extract = pytest.importorskip("babel.messages.extract")
    with open(RULES, "rb") as f:
        found = {m[2] for m in extract.extract_python(f, extract.DEFAULT_KEYWORDS, [], {})}
    templates = {r.key for r in _refusals()}
    assert templates and templates <= found


def test_a_refusal_phrase_fills_its_translated_template_with_translated_words(language):
    bid = refused("a bid must be 0 to {n} crystals", n=5)
    assert bid == "a bid must be 0 to 5 crystals" and text.said(bid) == bid
    assert text.said("it is time to bid") == "it is time to bid"
    assert language("fr")
    assert text.said(refused("{names} and {last}", names="Mia", last="Kai")) == "Mia et Kai"
    assert bid == "a bid must be 0 to 5 crystals"  # the record's words do not follow


def test_the_move_refused_banner_says_the_reason_in_the_players_language(marked):
    seats = [SeatInfo("human", "Mia", 0), SeatInfo("human", "Kai", 1)]
    match = Match(GameRecord("totemix", {}, seats, 3), get("totemix"))
    c = LocalSession(match, None, Settings(), autosave=False, min_delay=0.0)
    shown: list[str] = []
    # a refusal comes as a function that says it (again, after a change of language)
    c.on_message = lambda words, kind: shown.append(words if isinstance(words, str) else words())
    c.pending_handoff, c.viewer = None, 0  # Mia at the table, bidding
    assert c.submit(Bid(99)) is False
    reason = match.state.check(c.human_to_move(), Bid(99))
    assert shown == [f"[That move is not allowed: {text.said(reason)}]"]
    assert "[a bid must be 0 to" in shown[0]


def test_an_illegal_action_keeps_the_phrase_it_carries():
    reason = refused("no {resource} left to mark", resource="gold")
    exc = IllegalAction(reason)
    assert str(exc) == "no gold left to mark"
    from totemgame.session.ai_turns import refusal_of

    assert refusal_of(exc) is reason


def test_each_game_says_its_event_words_again_in_one_place_of_its_pure_half():
    """Totemix, Totem Village and Totemic Might put English words in their events; each says
    them again in `<game>/event_words.py` (`localised`), which loads without pygame."""
    games = ("totemix", "totem_village", "totemic_might")
    code = "; ".join(
        [f"import totemgame.games.{g}.event_words as m{i}" for i, g in enumerate(games)]
        + [f"assert callable(m{i}.localised)" for i in range(len(games))]
        + ["import sys", "assert 'pygame' not in sys.modules, 'pygame imported'"]
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    root = RULES.parent.parent
    assert not list(root.glob("*/table/*words*.py"))  # no second place in the drawn half
