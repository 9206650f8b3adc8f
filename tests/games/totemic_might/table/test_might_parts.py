"""The Totemic Might table's parts against a stand-in port: they act, ask and explain only
through the MightPort they are given, never through the scene."""

from __future__ import annotations

from concurrent.futures import Future

import pygame
import pytest
from helpers import texts_drawn

from totemgame.engine.game import Action
from totemgame.games.totemic_might.actions import Submit
from totemgame.games.totemic_might.rules import new_game
from totemgame.games.totemic_might.table.notebook_tab import NotebookTab
from totemgame.games.totemic_might.table.orders import OrdersColumn
from totemgame.games.totemic_might.table.port import MightPort
from totemgame.games.totemic_might.view import MightView


class StandIn:
    """A MightPort with no scene behind it: it records what the parts ask of the table."""

    tutorial = None  # a game, not a lesson

    def __init__(self, view: MightView, refuse: dict[type, str] | None = None) -> None:
        self._view = view
        self.refuse = refuse or {}
        self.acted: list[Action] = []
        self.messages: list[str] = []
        self.sounds: list[str] = []
        self._notes: NotebookTab | None = None
        self.asked: list[tuple[str, object]] = []
        self.pending: list[tuple[object, tuple, Future]] = []
        self.tutorial = None  # a game, not a Learn to play table

    @property
    def view(self) -> MightView:
        return self._view

    @property
    def viewer(self) -> int | None:
        return self._view.seat

    @property
    def names(self) -> list[str]:
        return [f"P{i}" for i in range(self._view.players)]

    @property
    def can_act(self) -> bool:
        return True

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return (200, 0, 0)

    def why_not(self, action: Action) -> str | None:
        return self.refuse.get(type(action))

    def act(self, action: Action) -> bool:
        if self.why_not(action) is not None:
            return False
        self.acted.append(action)
        return True

    def show_message(self, text: str, kind: str = "info", seconds: float | None = None) -> None:
        self.messages.append(text)

    def board_tooltip(
        self, key: object, text: str, pos: tuple[int, int], anchor: pygame.Rect | None = None
    ) -> None:
        pass

    def board_element(self, key: str) -> None:
        return None

    def domains(self, view: MightView) -> tuple[frozenset[int], ...] | None:
        return None

    def captions(self, view: MightView) -> list[str]:
        return ["1-20"] * 20

    def play_sound(self, effect: str) -> None:
        self.sounds.append(effect)

    def background(self, fn, *args) -> Future:
        """Keeps the work until `land()` runs it (as the worker would, later)."""
        future: Future = Future()
        self.pending.append((fn, args, future))
        return future

    def land(self) -> None:
        for fn, args, future in self.pending:
            if future.set_running_or_notify_cancel():  # False: the part cancelled it
                future.set_result(fn(*args))
        self.pending = []

    def confirm(self, title: str, text: str, yes: str, no: str, on_yes) -> None:
        self.asked.append((text, on_yes))


def _port(refuse: dict[type, str] | None = None) -> StandIn:
    state = new_game(3, {"short": True}, 4)
    return StandIn(state.view(0), refuse)


def test_the_orders_column_submits_and_opens_its_tabs_through_the_port():
    port = _port()
    column = OrdersColumn(port, port)
    checked: MightPort = port  # the stand-in is a MightPort to the type checker too
    assert checked is port
    column.refresh(port.view)
    assert column.submit_button.enabled
    column.submit_button.click()
    assert port.acted == [Submit()]
    column.buttons["scale"].click()
    assert column.tab == "scale" and column.section() is column.scale


def test_submit_with_weighings_left_asks_first_and_submits_on_yes():
    state = new_game(3, {"short": True}, 4)
    state.p[0].trials.append((state.p[0].start + 1) % 20)  # two totems: a weighing is possible
    port = StandIn(state.view(0))
    column = OrdersColumn(port, port)
    column.refresh(port.view)
    column.submit_button.click()
    assert port.acted == [] and len(port.asked) == 1
    text, on_yes = port.asked[0]
    assert "6 weighings" in text and "do not carry over" in text
    on_yes()
    assert port.acted == [Submit()]


def test_a_refused_submit_is_greyed_with_the_ports_reason():
    port = _port({Submit: "Finish your wager first."})
    column = OrdersColumn(port, port)
    column.refresh(port.view)
    assert not column.submit_button.enabled
    assert column.submit_button.disabled_reason == "Finish your wager first."
    assert column.submit_button in column.board_buttons(port.view)


def test_the_notebook_tab_keeps_its_own_notes_and_tells_the_port_what_it_struck():
    port = _port()
    view = port.view
    tab = NotebookTab(port, {})
    captions = tab.captions(view)
    assert captions[view.start] == f"= {view.start_weight}"
    other = next(t for t in range(20) if t != view.start)
    left = [w for w in range(1, 21) if w != view.start_weight]  # the assist: weights differ
    assert captions[other] == f"{left[0]}-{left[-1]}"
    assert tab.assist and tab.assist_button.label == "Assist: on"
    tab.flip_assist()
    assert not tab.assist and tab.assist_button.label == "Assist: off"
    tab.flip_assist()
    assert tab.assist and tab.assist_button.label == "Assist: on"
    tab.copy_assist()
    assert port.messages and port.messages[-1].startswith("Struck out ")
    assert tab.candidates(view, view.start) == [view.start_weight]
    assert view.start_weight not in tab.notebook.candidates(0, other, None)  # all different


def test_a_wager_on_a_weight_already_known_says_so_and_may_still_be_placed():
    from totemgame.games.totemic_might.content import totem_name
    from totemgame.games.totemic_might.table.wager import WagerSection

    port = _port()
    view = port.view
    told = next(t for t in range(20) if t // 5 != view.start // 5 and t % 5 != view.start % 5)
    doms = [frozenset(range(1, 21))] * 20
    doms[told] = frozenset({16})  # a Snake hint told its weight
    port.domains = lambda v: tuple(doms)
    fox = [view.start, told]
    third = next(
        t
        for t in range(20)
        if len({u // 5 for u in [*fox, t]}) == 3 and len({u % 5 for u in [*fox, t]}) == 3
    )
    section = WagerSection(pygame.Rect(452, 100, 440, 500), port)
    section.refresh(port)
    section.choose("fox")
    section.toggle_totem(third, port)
    assert section.note == ""  # a totem still open: nothing to say
    for t in fox:
        section.toggle_totem(t, port)
    weights = {view.start: view.start_weight, told: 16}
    (a, b) = sorted(fox)
    known = f"{totem_name(a)} weighs {weights[a]} and {totem_name(b)} {weights[b]}"
    assert section.note.startswith(f"You already know {known}: a Fox on totems")
    assert section.reason == "" and section.place_button.enabled  # a note, not a refusal
    section.choose("snake")
    assert section.note == ""


def test_a_weight_told_by_a_hint_shows_on_the_grid_without_the_assist():
    from totemgame.games.totemic_might.facts import Allowed, Fact

    state = new_game(3, {"short": True}, 4)
    me = state.p[0]
    told = next(t for t in range(20) if t != me.start)
    port = StandIn(state.view(0))
    tab = NotebookTab(port, {})
    tab.flip_assist()  # off: the notes alone
    assert tab.captions(port.view)[told] == "1-20"
    weight = state.weights[told]
    me.facts.append(Fact("snake", 1, "a hint", (Allowed(told, (weight,)),)))
    port._view = state.view(0)
    captions = tab.captions(port.view)
    assert not tab.assist and captions[told] == f"= {weight}"
    assert captions[me.start] == f"= {port.view.start_weight}"


def test_a_letter_you_hold_is_said_once_as_yours_not_also_as_taken():
    from totemgame.games.totemic_might.table.wager_terms import letters_text

    state = new_game(3, {"short": True}, 4)
    state.letters_taken[7] = state.letters_taken[2] = True  # H is yours, C another player's
    state.p[0].hints_got.append(7)
    text = letters_text(state.view(0), 0)
    assert text.startswith("Gone: C taken; H already yours.") and "H taken" not in text


def test_a_weight_the_grid_has_proven_shows_under_your_pieces_too():
    from dataclasses import replace

    from totemgame.games.totemic_might.table.grid import spirit_captions

    view = new_game(3, {}, 4).view(0)
    extra = next(t for t in range(20) if t != view.start)
    spirits = tuple((view.start, extra) if s == 0 else own for s, own in enumerate(view.spirits))
    view = replace(view, spirits=spirits)
    start = f"= {view.start_weight}"
    assert spirit_captions(view) == [start, "?"]  # the extra spirit's weight is not told
    captions = ["2-20"] * 20
    captions[extra] = "= 17"  # proven in the notebook
    assert spirit_captions(view, captions) == [start, "= 17"]


def test_every_extra_spirit_is_struck_out_on_every_guess_row():
    from dataclasses import replace

    from totemgame.games.totemic_might.table.guess import struck_out

    view = new_game(3, {}, 4).view(0)
    free = [t for t in range(20) if t != view.start]
    mine, theirs = free[0], free[1]  # extra spirits from the pool: public, nobody's start
    spirits = ((view.start, mine), (theirs,), ())
    view = replace(view, spirits=spirits)
    assert struck_out(view) == {view.start, mine, theirs}


def test_a_wrapped_list_of_bids_breaks_between_entries_never_inside_one():
    from totemgame.games.totemic_might.table.overlays import unbroken
    from totemgame.text import join_commas
    from totemgame.ui import theme

    bids = [f"AI {s}: {s % 3 + 1}" for s in range(1, 7)]
    text = "Bids: " + join_commas([unbroken(b) for b in bids])
    lines = theme.wrap(text, 150, "body", 16)
    assert len(lines) > 1
    assert all(line.endswith(",") for line in lines[:-1])  # each break follows a whole entry


def _lighter_pair_over_19() -> tuple[StandIn, list[int]]:
    """A port whose viewer observed A < B and A + B > 19 (together: B >= 11, A <= 19), and
    four totems A, B, C, D other than the viewer's own."""
    from dataclasses import replace

    from totemgame.games.totemic_might.facts import Fact, compare, linear

    view = new_game(3, {}, 6).view(0)
    assert view.start_weight == 3  # the viewer's own totem: one weight fewer for the others
    totems = [t for t in range(20) if t != view.start][:4]
    a, b = totems[:2]
    facts = (
        Fact("weigh", 1, "", (compare([a], [b], -1),)),
        Fact("weigh", 1, "", (linear({a: 1, b: 1}, 20, 10**6),)),
    )
    port = _port()
    port._view = replace(view, facts=facts)
    return port, totems


def test_the_assist_shows_quick_bounds_at_once_then_what_the_proof_adds():
    """A < B and A + B > 19 leave B at 2-20 fact by fact; together they prove B >= 11. The
    notebook shows the quick bounds while the proof runs off the frame loop, then its own."""
    port, (a, b, _c, _d) = _lighter_pair_over_19()
    view = port.view
    tab = NotebookTab(port, {})
    quick = tab.domains(view)
    assert quick is not None and min(quick[b]) < 11  # fact by fact, B could be light
    assert tab.waiting() and len(port.pending) == 1
    assert tab.domains(view) is quick  # not landed yet: the same quick bounds
    port.land()
    proven = tab.domains(view)
    assert not tab.waiting()
    assert proven is not None and min(proven[b]) == 11 and max(proven[a]) == 19
    assert all(proven[t] <= quick[t] for t in range(20))  # narrower, never wider


def test_the_foxs_two_ways_to_pay_are_two_buttons_and_the_chosen_one_is_lit():
    from totemgame.games.totemic_might.table.wager import WagerSection

    port = _port()
    section = WagerSection(pygame.Rect(452, 100, 440, 500), port)
    section.port = port
    section.choose("bear")
    assert [b.label for b in section.option_buttons] == ["Bands of 10", "Bands of 5"]
    section.choose("fox")
    balloon, garnets = section.option_buttons
    assert (balloon.label, balloon.detail) == ("Take a balloon", "lift 1-5, not told")
    assert (garnets.label, garnets.detail) == ("Pay 4 garnets", "no balloon")
    assert balloon.style == "primary" and garnets.style == "normal"
    assert section.action().option == 0
    garnets.on_click()
    assert garnets.style == "primary" and balloon.style == "normal"
    assert section.action().option == 1  # the lit button is what the wager pays with
    section.choose("wolf")
    assert not any(b.visible for b in section.option_buttons)


def test_a_grid_cells_tooltip_says_what_its_pips_mean():
    from totemgame.games.totemic_might.table.board_help import totem_tip
    from totemgame.games.totemic_might.table.last_moves import SeatMoves

    view = _port().view
    t = next(t for t in range(20) if t != view.start)
    moves = [SeatMoves(), SeatMoves(2, (5, 1), [("A", t, 5)]), SeatMoves(2, (1, 1), [], t)]
    tip = totem_tip(view, t, list(range(1, 21)), moves, ["Mia", "Ana", "Bo"])
    assert tip.endswith(
        ": 20 weights still open (1-20). Last round Ana took a trial copy with a bid of 5 "
        "(the dot). Last round Bo gained it as an extra spirit (the ringed S)."
    )
    assert "Last round" not in totem_tip(view, t, list(range(1, 21)), moves[:1], ["Mia"])


def test_a_new_answer_never_widens_what_the_assist_already_showed():
    """A new fact starts a new proof; meanwhile the quick bounds keep what the last proof
    showed (the facts only grew). An undo that takes facts back starts afresh."""
    from dataclasses import replace

    from totemgame.games.totemic_might.facts import Fact, compare

    port, (a, b, c, d) = _lighter_pair_over_19()
    view = port.view
    first = view.facts
    tab = NotebookTab(port, {})
    tab.domains(view)
    port.land()
    assert min(tab.domains(view)[b]) == 11
    port._view = later = replace(
        view, facts=(*first, Fact("weigh", 2, "", (compare([c], [d], 1),)))
    )
    shown = tab.domains(later)
    assert tab.waiting()  # its own proof is still to come
    assert min(shown[b]) == 11 and max(shown[a]) == 19  # not back to the quick 2-20
    undone = replace(view, facts=first[:1])
    assert min(tab.domains(undone)[b]) == 2  # fewer facts: nothing carried over


def test_a_way_to_pay_you_cannot_afford_is_greyed_and_says_why():
    from dataclasses import replace

    from totemgame.games.totemic_might.table.wager import WagerSection

    port = _port()
    garnets = list(port.view.garnets)
    garnets[port.view.seat] = 2
    port._view = replace(port.view, garnets=tuple(garnets))
    section = WagerSection(pygame.Rect(452, 100, 440, 500), port)
    section.port = port
    section.choose("bear")
    tens, fives = section.option_buttons
    assert tens.enabled and not fives.enabled
    assert fives.disabled_reason == "You have 2 garnets: this costs 3."
    section.choose("fox")
    balloon, pay = section.option_buttons
    assert balloon.enabled and not pay.enabled


def test_the_placed_wager_line_says_how_it_was_paid(monkeypatch):
    from dataclasses import replace

    from totemgame.games.totemic_might.actions import SetWager
    from totemgame.games.totemic_might.table.wager import WagerSection

    port = _port()
    placed = SetWager("fox", 0, (0, 6, 12), 0)
    port._view = replace(port.view, wager=placed)
    section = WagerSection(pygame.Rect(452, 100, 440, 500), port)
    section.port = port
    section.refresh(port)
    drawn = texts_drawn(monkeypatch)
    section.draw(pygame.Surface((1280, 720)), port)
    at = next(i for i, t in enumerate(drawn) if "Your wager" in t)
    line = " ".join(drawn[at : at + 2])  # the line, wrapped in two
    assert "Your wager this round: Fox (took a balloon, no garnets) on" in line


def test_the_opal_line_says_how_many_right_guesses_won_it_and_when_wagers_decided():
    from totemgame.games.totemic_might.table.end_table import opal_words

    names = ["Mia", "Ana", "Bo"]
    # Ana guessed Mia's and Bo's starting totems; Bo guessed nobody's
    right = [0, 2, 0]
    assert opal_words(1, right, [3, 4, 2], names) == "Opal (most right guesses): Ana, 2 right"
    nobody = [0, 0, 0]
    assert opal_words(2, nobody, [3, 4, 2], names) == (
        "Opal: Bo. Most right guesses: 0, tied with others; the fewest wagers taken (2) break "
        "the tie"
    )
    assert opal_words(None, nobody, [2, 4, 2], names).startswith("Opal: nobody")


def test_every_text_on_the_opal_gives_the_rules_tie_break():
    """The tutorial said 'the most right guesses win the opal' while the end table gave it to
    a player with 0 right guesses and the fewest wagers: both say the tie-break now."""
    from totemgame import tutorial
    from totemgame.games.totemic_might.scoring import opal_winner
    from totemgame.games.totemic_might.table.end_table import opal_words
    from totemgame.paths import load_data

    assert opal_winner([0, 0, 0], [3, 4, 2]) == 2  # all tied on 0: the fewest wagers
    steps = [s.text for s in tutorial.load("totemic-might").steps if "opal" in s.text]
    summary = " ".join(tutorial.load("totemic-might").not_covered)
    rules = " ".join(r["text"] for r in load_data("totemic-might")["rules"])
    assert steps and "opal" in summary and "opal" in rules
    for text in (*steps, summary):
        assert "a tie goes to the fewest wagers taken; still tied, nobody" in text, text
    assert "ties: fewer wagers; still tied: nobody" in rules
    assert "the fewest wagers taken (2) break the tie" in opal_words(2, [0, 0, 0], [3, 4, 2], "abc")


@pytest.mark.parametrize("language", ["en", "de", "fr", "pl"])
def test_the_results_panels_opal_line_is_drawn_whole_in_every_language(
    monkeypatch, catalogues, language
):
    """A player saw "...the fewest wagers taken (0) break the": the tie-break's reason took a
    third line and the panel kept two. Drawn on the end table, the longest opal line (a tie,
    seven players, a long name) comes out whole, every line inside its column."""
    from totemgame import i18n
    from totemgame.games.totemic_might.table.end_table import (
        OPAL_WIDTH,
        EndTable,
        opal_lines,
        opal_words,
    )
    from totemgame.ui import theme

    assert i18n.set_language(language)
    names = [f"Maximiliane {i}" for i in range(7)]
    opal = opal_words(6, [2] * 7, [4, 4, 4, 4, 4, 4, 0], names)
    view = new_game(7, {}, 1).view(0)
    drawn = texts_drawn(monkeypatch)
    EndTable(lambda: None).draw(
        pygame.Surface((1280, 720)), view, names, [(200, 0, 0)] * 7, range(7), {}, opal
    )
    first = opal.split()[0]
    at = next(i for i, t in enumerate(drawn) if t.startswith(first) and t in opal)
    lines = drawn[at : at + len(drawn)]
    shown: list[str] = []
    while lines and len(" ".join(shown).split()) < len(opal.split()):
        line = lines.pop(0)
        assert theme.font("bold", opal_lines(opal)[0]).size(line)[0] <= OPAL_WIDTH
        shown.append(line)
    assert " ".join(shown).split() == opal.split()


def test_the_observations_list_shows_whole_entries_newest_first_and_scrolls_to_older(
    monkeypatch,
):
    from dataclasses import replace

    from totemgame.games.totemic_might.facts import Fact, compare, saying
    from totemgame.games.totemic_might.table.notebook_tab import OBSERVATIONS

    facts = tuple(
        Fact(
            "weigh",
            r,
            saying("Observation number {n} of many, long enough to wrap.", n=r),
            (compare([1], [2], 1),),
        )
        for r in range(1, 41)
    )
    port = _port()
    port._view = view = replace(port.view, facts=facts)
    tab = NotebookTab(port, {})
    drawn = texts_drawn(monkeypatch)
    tab.draw(pygame.Surface((1280, 720)), view, pygame.Surface((1280, 720)))
    said = " ".join(drawn)
    assert "Observation number 40" in said and "Observation number 1 " not in said
    shown = sum(1 for r in range(1, 41) if f"number {r} " in said)
    assert f"{40 - shown} older below (scroll down)" in drawn
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: OBSERVATIONS.center)
    assert tab.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3))
    drawn.clear()
    tab.draw(pygame.Surface((1280, 720)), view, pygame.Surface((1280, 720)))
    assert "3 newer above (scroll up)" in drawn
    assert "Observation number 37 of many," in " ".join(drawn)


def test_the_auction_says_how_near_the_final_round_is():
    from dataclasses import replace

    from totemgame.games.totemic_might.table.auction import end_words

    view = _port().view  # 3 players, short game: 60 chips each
    assert end_words(view) == (
        "Once 3 players have 15 chips or fewer, the next round is the final round (now: 0)."
    )
    assert end_words(replace(view, chips=(15, 40, 2))).endswith("(now: 2).")


def test_weigh_is_greyed_while_both_pans_hold_the_same_totems():
    from totemgame.games.totemic_might.actions import TRIAL
    from totemgame.games.totemic_might.table.scale import ScaleSection

    state = new_game(3, {"short": True}, 4)
    me = state.p[0]
    me.trials.append(me.start)  # a trial copy of its own spirit totem
    other = next(t for t in range(20) if t != me.start)
    me.trials.append(other)
    port = StandIn(state.view(0))
    scale = ScaleSection(pygame.Rect(452, 100, 440, 500), port)
    scale.side = {me.start: 1, TRIAL: 2}
    scale.refresh(port)
    assert not scale.weigh_button.enabled
    assert "same totems" in scale.weigh_button.disabled_reason
    scale.side = {me.start: 1, TRIAL + 1: 2}  # another totem on the right: a real question
    scale.refresh(port)
    assert scale.weigh_button.enabled


def test_a_pieces_sigil_is_large_enough_to_tell_creature_from_secret():
    """On the pans' smallest tiles the sigil sits large in a corner badge: Void Secret and
    Void Creature differ there by many pixels (the figure's own belly plaque is a few pixels
    wide, and Creature read as Secret)."""
    from totemgame.games.totemic_might.table import pieces

    def corner(totem: int) -> bytes:
        tile = pieces.tile("copy", totem, 28, 39, "3")
        return pygame.image.tobytes(tile.subsurface((14, 0, 14, 14)), "RGBA")

    secret, creature = corner(5), corner(6)
    differ = sum(secret[i : i + 4] != creature[i : i + 4] for i in range(0, len(secret), 4))
    assert differ >= 25


def test_every_text_on_the_score_names_the_pan_the_rules_score():
    """Balanced pans are equal or differ by 1, and the score is the lightest (resolve.py):
    the rules, the tutorial and the end table say so, never 'the heaviest pan'."""
    from totemgame import tutorial
    from totemgame.games.totemic_might.scoring import balanced
    from totemgame.paths import load_data

    assert balanced((30, 31, 31)) and not balanced((30, 31, 32))
    lesson = tutorial.load("totemic-might")
    data = load_data("totemic-might")
    texts = (
        [r["text"] for r in data["rules"]] + list(lesson.summary) + [s.text for s in lesson.steps]
    )
    scored = [t for t in texts if "score" in t and "pan" in t]
    assert scored
    for text in scored:
        assert "heaviest pan" not in text and "one of your balanced pans" not in text, text
    assert any("your lightest balanced pan" in t for t in lesson.summary)
    assert any(
        "weight of your lightest pan (all three are equal, or differ by 1)" in t for t in texts
    )


def test_the_results_bars_read_in_ranking_order_with_the_failure_marks_first(game_app, monkeypatch):
    """Failure marks rank before the score: each bar's row says the place, then the marks,
    then the score, and the rows run best first (a longer bar may sit under a shorter one)."""
    from dataclasses import replace

    from totemgame import games
    from totemgame.engine.match import Match
    from totemgame.engine.record import GameRecord, SeatInfo
    from totemgame.ui import theme
    from totemgame.ui.scenes import results

    module = games.get("totemic-might")
    seats = [SeatInfo("ai:random", name, s) for s, name in enumerate(("Mia", "Kai", "Ana"))]
    match = Match(GameRecord("totemic-might", {"short": True}, seats, 3), module)
    agents = {s: module.make_agent("random", 3 + s) for s in range(3)}
    while not match.is_over():
        seat = match.to_move()[0]
        match.apply(seat, agents[seat].choose(match.view(seat)))
    scene = results.ResultsScene(game_app, match)
    # A made-up end: Ana balanced at once with 20, Kai after 2 marks with 60, Mia failed.
    details = dict(scene.result.details or {}, failure_marks=[6, 2, 0])
    scene.result = replace(scene.result, scores=(0, 60, 20), ranks=(3, 2, 1), details=details)
    drawn: list[tuple[str, tuple[int, int]]] = []
    real = theme.blit_text

    def blit_text(surf, text, pos, *args, **kwargs):
        drawn.append((text, pos))
        return real(surf, text, pos, *args, **kwargs)

    monkeypatch.setattr(theme, "blit_text", blit_text)
    scene._draw_final_bars(game_app.screen)
    rows = []
    expected = (("1st", "Ana", 0, 20), ("2nd", "Kai", 2, 60), ("3rd", "Mia", 6, 0))
    for place, name, marks, score in expected:
        label = next(pos for text, pos in drawn if text == f"{place} {name}")
        detail = next(pos for text, pos in drawn if text.startswith(f"failure marks {marks} "))
        value = next(
            pos for text, pos in drawn if text == str(score) and abs(pos[1] - detail[1]) < 3
        )
        # place and name (beside the bar, or above it), then the marks, then the score
        assert (label[0] < detail[0] or label[1] < detail[1]) and detail[0] < value[0]
        rows.append(detail[1])
    assert rows == sorted(rows)  # best first, down the chart
