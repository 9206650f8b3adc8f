"""The Hint button: the Hard AI's move for the human, from the human's own view, in the worker,
shown on the table with a reason, and recorded in the game (statistics leave hinted games out)."""

from __future__ import annotations

import json

import pygame
import pytest
from helpers import (
    click,
    click_button,
    pass_handoff,
    record,
    run_until,
    texts_drawn,
    the_autosave,
)

from totemgame import games
from totemgame.ai.agent import action_words, explain_choice, percent
from totemgame.ai.worker import AiWorker, think_explained
from totemgame.engine.record import GameRecord, SeatInfo
from totemgame.engine.rng import Rng
from totemgame.ui.table_factory import start_game

REAL_GAMES = ("tiki-topple", "totemix", "totem-village", "totem-surround")


def _wait_for_hint(app, table, seconds: float = 20.0) -> None:
    run_until(app, lambda: table.hint_action is not None, seconds)


# -- the generic mechanism (the test game has no explain() and no highlight) ---------------
def test_h_shows_a_legal_move_with_a_reason_and_marks_the_game(app, _home):
    table = start_game(app, record(["human", "ai:random"]))
    app.run_frames(2)
    assert table.session.human_to_move() == 0
    app.key(pygame.K_h)
    app.run_frames(1)
    click_button(app, "Show hint")  # the first hint of a counted game asks first
    _wait_for_hint(app, table)
    assert table.hint_action in table.legal_actions()
    hint = [t for t in table.banners.texts() if t.startswith("Hint: ")]
    # The generic reason names the move in words (the test game has no explain()).
    assert hint == [f"Hint: Hard AI's pick: {action_words(table.hint_action)}."]
    assert table.session.match.record.hints_used == 1
    saved = json.loads(the_autosave().read_text())
    assert saved["hints_used"] == 1  # kept even if the player quits right away


def test_the_hints_answer_stays_while_the_player_reads_until_they_move_or_click_it(app):
    """The answer does not leave by itself while its move still stands (it once vanished
    after 9 s, while the player read the tooltips of the pieces it named); a click on it
    puts it away."""
    table = start_game(app, record(["human", "ai:random"]))
    app.run_frames(2)
    app.key(pygame.K_h)
    app.run_frames(1)
    click_button(app, "Show hint")
    _wait_for_hint(app, table)
    for _ in range(30 * 60):  # half a minute of frames
        app.step(1 / 60)
    hint = [b for b in table.banners.banners if b.text.startswith("Hint: ")]
    assert len(hint) == 1 and table.hint_action is not None
    rect = table.banners.rects()[table.banners.banners.index(hint[0])]
    click(app, rect.center)
    assert not any(t.startswith("Hint: ") for t in table.banners.texts())


def test_the_hint_button_is_only_enabled_on_the_humans_turn(app):
    table = start_game(app, record(["human", "ai:random"]))
    app.run_frames(2)
    assert table.hint_button.visible and table.hint_button.enabled
    click(app, table.board.take_buttons[0].rect.center)  # now the AI is to move
    assert not table.hint_button.enabled
    table.hints.request()
    assert table.session.hint is None
    assert any("your turn" in t for t in table.banners.texts())


def test_clicking_the_hint_button_asks_and_the_move_clears_the_hint(app):
    table = start_game(app, record(["human", "ai:random"]))
    app.run_frames(2)
    click(app, table.hint_button.rect.center)
    click_button(app, "Show hint")
    _wait_for_hint(app, table)
    table.submit(table.hint_action)
    app.run_frames(1)
    assert table.hint_action is None
    assert not any(t.startswith("Hint: ") for t in table.banners.texts())


def test_the_hint_stays_until_the_move_is_made_or_it_is_clicked_away(app):
    """A long hint is read at the player's pace (it went after 9 s, mid-sentence): it stays
    while the position does, and a click on it dismisses it."""
    table = start_game(app, record(["human", "ai:random"]))
    app.run_frames(2)
    click(app, table.hint_button.rect.center)
    click_button(app, "Show hint")
    _wait_for_hint(app, table)
    for _ in range(60):
        app.step(1.0, [])  # a minute of reading
    hints = [i for i, t in enumerate(table.banners.texts()) if t.startswith("Hint: ")]
    assert hints and table.hint_action is not None
    click(app, table.banners.rects()[hints[0]].center)
    assert not any(t.startswith("Hint: ") for t in table.banners.texts())


def test_a_hint_that_arrives_after_the_human_moved_is_dropped(app):
    table = start_game(app, record(["human", "ai:random"]))
    app.run_frames(2)
    assert table.session.request_hint()
    table.submit(table.legal_actions()[0])  # the human moves before the hint is shown
    app.run_frames(30)
    assert table.hint_action is None
    assert table.session.match.record.hints_used == 0


def test_no_hint_button_when_only_ai_seats_play(app):
    table = start_game(app, record(["ai:random", "ai:random"]))
    app.run_frames(2)
    assert not table.hint_button.visible


class SpyWorker:
    """Records what the controller sends to the worker; answers with the first legal move."""

    def __init__(self) -> None:
        self.requests: list[tuple] = []

    def request(self, game_id, difficulty, view, seed, seconds, explain=False):
        self.requests.append((game_id, difficulty, view, seconds, explain))
        return AiWorker(use_process=False).request(
            game_id, "random", view, seed, seconds, explain=explain
        )

    def start(self) -> None:
        pass

    def shutdown(self) -> None:
        pass


def test_the_hint_is_the_hard_ai_thinking_from_the_humans_own_view_only(app):
    """Never cheat: the worker gets exactly the human's view (no state, no other seat's view)."""
    spy = SpyWorker()
    app._ai_worker = spy
    table = start_game(app, record(["ai:random", "human", "ai:random"]))
    run_until(app, lambda: table.session.human_to_move() == 1)
    spy.requests.clear()
    table.hints.request()
    assert table.session.hint_pending()  # asking returns at once: the frame loop goes on
    game_id, difficulty, view, seconds, explain = spy.requests[-1]
    assert (game_id, difficulty, explain) == ("stick-pick", "hard", True)
    assert view == table.session.match.view(1) and view.seat == 1
    assert view != table.session.match.view(0) and view != table.session.match.view(None)
    assert seconds == table.session.ai_seconds("hard")


def test_hints_used_survives_save_load_and_old_saves_read_as_zero():
    rec = GameRecord("stick-pick", {}, [SeatInfo("human", "A"), SeatInfo("ai:easy", "B")], 1)
    rec.hints_used = 3
    assert GameRecord.from_json(rec.to_json()).hints_used == 3
    old = rec.to_json()
    del old["hints_used"]
    assert GameRecord.from_json(old).hints_used == 0
    for bad in ("x", -2, True, None):
        old["hints_used"] = bad
        assert GameRecord.from_json(old).hints_used == 0


def test_generic_reason_uses_a_reported_win_rate():
    class Agent:
        last_win_rate = 0.624

    rec = games.get("totem-surround")
    state = rec.new_game(2, {}, 1)
    action = state.legal_actions(0)[0]
    text = explain_choice(Agent(), state.view(0), action)
    assert text.startswith("Hard AI's pick: ") and "62%" in text
    assert percent(0.0) == "1%" and percent(1.0) == "99%"


# -- the four games: words from their own ai.py, a glow on their own table ------------------
def _human_turn_state(game_id: str, seed: int = 3):
    module = games.get(game_id)
    state = module.new_game(2, {}, seed)
    rng = Rng(seed)
    while 0 not in state.to_move():
        seat = state.to_move()[0]
        state.apply(seat, rng.choice(list(state.legal_actions(seat))))
    return state


@pytest.mark.parametrize("game_id", REAL_GAMES)
def test_each_game_explains_its_hard_move_in_its_own_words(game_id):
    state = _human_turn_state(game_id)
    view = state.view(0)
    out = think_explained(game_id, "hard", view, 5, 1.0)
    action = games.get(game_id).codec.decode(out["action"])
    assert action in state.legal_actions(0)
    reason = out["reason"]
    assert reason and "\n" not in reason and len(reason) < 200
    assert not reason.startswith("Hard AI's pick")  # each game has its own explain()


@pytest.mark.parametrize("game_id", REAL_GAMES)
def test_each_game_table_makes_the_hinted_move_glow(tiki_free_app, game_id):
    app = tiki_free_app
    seats = [SeatInfo("human", "You", 0), SeatInfo("ai:easy", "AI", 1)]
    table = start_game(app, GameRecord(game_id, {}, seats, 3))
    run_until(app, lambda: table.can_act)
    out = think_explained(game_id, "hard", table.session.match.view(0), 5, 1.0)
    action = games.get(game_id).codec.decode(out["action"])
    table.time = 0.3  # the glow pulses: compare the same instant
    app.draw(app.screen)
    before = pygame.image.tobytes(app.screen, "RGB")
    table.hints.show(action, out["reason"])
    table.banners.banners.clear()  # compare the board, not the banner
    app.draw(app.screen)
    after = pygame.image.tobytes(app.screen, "RGB")
    assert before != after, "the hinted move is not highlighted on the board"


@pytest.fixture
def tiki_free_app():
    """An App for the real games (no fake registry)."""
    from totemgame.storage.settings import Settings
    from totemgame.ui.app import App

    a = App(
        settings=Settings(ai_speed="fast", animation_speed="instant"),
        ai_worker=AiWorker(use_process=False),
    )
    a.ai_min_delay = 0.0
    yield a
    a.shutdown()
    pygame.quit()


def test_the_results_screen_says_hints_were_used(app, monkeypatch):
    from totemgame.ui.scenes.results import ResultsScene

    table = start_game(app, record(["human", "ai:random"]))
    app.run_frames(2)
    table.hints.request()
    _wait_for_hint(app, table)
    while not table.session.match.is_over():
        seat = table.session.match.to_move()[0]
        table.session.match.apply(seat, table.session.match.state.legal_actions(seat)[0])
    shown = texts_drawn(monkeypatch)
    app.replace(ResultsScene(app, table.session.match))
    app.run_frames(1)
    assert any(t.startswith("Hints used: 1") for t in shown)


def test_the_first_hint_of_a_counted_game_says_it_leaves_the_statistics(app):
    table = start_game(app, record(["human", "ai:random"]))
    app.run_frames(2)
    click(app, table.hint_button.rect.center)
    dialog = app.top
    assert type(dialog).__name__ == "DialogScene" and "statistics" in dialog.text
    app.key(pygame.K_ESCAPE)  # "Not now": no hint, the game still counts
    app.run_frames(2)
    assert app.top is table and table.session.hint is None
    assert table.session.match.record.hints_used == 0
    app.key(pygame.K_h)
    app.run_frames(1)
    app.key(pygame.K_RETURN)  # Enter takes the focused first choice: "Show hint"
    app.run_frames(1)
    _wait_for_hint(app, table)
    assert table.session.match.record.hints_used == 1
    table.hints.clear()
    app.key(pygame.K_h)  # already out of the statistics: no question any more
    app.run_frames(1)
    assert app.top is table


def test_pass_and_play_hints_ask_nothing(app):
    table = start_game(app, record(["human", "human"]))
    app.run_frames(2)
    pass_handoff(app)
    app.run_frames(2)
    click(app, table.hint_button.rect.center)
    assert app.top is table


def test_a_hint_is_worded_in_the_players_language_by_the_worker():
    """The worker (a process that starts in English) words the reason in the language the
    request carries; the request carries the player's."""
    from totemgame import i18n

    view = _human_turn_state("totem-village").view(0)
    english = think_explained("totem-village", "hard", view, 5, None)["reason"]
    try:
        french = think_explained("totem-village", "hard", view, 5, None, "fr")["reason"]
        assert french != english
    finally:
        i18n.set_language("en")


def test_the_hint_buttons_tooltip_keeps_clear_of_the_hints_answer(app, _home):
    """A newcomer pressed Hint and its tooltip covered the answer until the mouse moved away."""
    table = start_game(app, record(["human", "ai:random"]))
    app.run_frames(2)
    app.key(pygame.K_h)
    app.run_frames(1)
    click_button(app, "Show hint")
    _wait_for_hint(app, table)
    answer = table.banners.rects()
    assert answer
    pos = table.hint_button.rect.center
    move = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    app.step(1 / 60, [move])
    run_until(app, lambda: table.ui.tooltips.visible and table.ui.tooltips.rect is not None, 5)
    tip = table.ui.tooltips.rect
    assert not any(tip.colliderect(r) for r in answer), (tip, answer)
