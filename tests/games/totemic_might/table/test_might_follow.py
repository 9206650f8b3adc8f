"""Totemic Might explains itself: one result dialog a round (a pick included), the sixth
failure's verdict before the guesses, the hint's arrangement ghosted on the pans, a double
click on Place wager, and every seat's last moves on the table."""

from __future__ import annotations

from helpers import to_next_human

from totemgame.engine.record import GameRecord, SeatInfo
from totemgame.games.totemic_might.event_words import fact_words

GAME = "totemic-might"


def _start(app, kinds: list[str], seed: int = 11, match=None):
    from totemgame.games.totemic_might.table.board import MightBoard
    from totemgame.ui.table_factory import open_table, start_game

    if match is not None:
        scene = open_table(app, match)
    else:
        seats = [SeatInfo(k, f"P{i}", i) for i, k in enumerate(kinds)]
        scene = start_game(app, GameRecord(GAME, {"short": True}, seats, seed))
    assert isinstance(scene.board, MightBoard)
    return scene


def _match_at(phase: str, seed: int = 3):
    """A 3-player match played by random agents until seat 0 must act in `phase`."""
    from totemgame import games
    from totemgame.engine.match import Match

    module = games.get(GAME)
    seats = [SeatInfo("human", "P0", 0)] + [SeatInfo("ai:random", f"P{i}", i) for i in (1, 2)]
    match = Match(GameRecord(GAME, {"short": True}, seats, seed), module)
    agents = {s: module.make_agent("random", seed + s) for s in range(3)}
    while not (match.view(0).phase == phase and 0 in match.to_move()):
        seat = match.to_move()[0]
        match.apply(seat, agents[seat].choose(match.view(seat)))
    return match


def _frames(app, n: int) -> None:
    for _ in range(n):
        app.step(1 / 60)


def test_a_round_paused_for_an_extra_spirit_shows_one_result_dialog(game_app):
    """Seat 0 takes both garnets (no trial copy), picks its extra spirit from the pool: the
    round's auction, the pick and the wagers come in ONE summary, after the pick."""
    from totemgame.games.totemic_might.actions import Orders, PickSpirit

    scene = _start(game_app, ["human", "ai:easy", "ai:easy"])
    to_next_human(game_app, scene)
    garnet_first = (5, 0, 1, 2, 3, 4)
    # Bids above what Easy bids (1-6) in both series: seat 0 is served first in each.
    assert scene.act(Orders((8, 7), garnet_first, garnet_first, "none", 0, (), 0))
    summaries = []
    picked = False
    for _ in range(6000):  # frames, not seconds: the AI seats think meanwhile
        game_app.step(1 / 60)
        if scene.board.summary is not None and (
            not summaries or summaries[-1] is not scene.board.summary
        ):
            summaries.append(scene.board.summary)
        view = scene.view
        if view.phase == "pick" and scene.can_act and not picked:
            assert scene.board.summary is None  # no dialog before the pick
            picked = scene.act(PickSpirit(view.pool[0]))
        if picked and summaries:
            break
    assert picked and len(summaries) == 1
    _frames(game_app, 30)
    assert summaries[-1] is scene.board.summary  # still the one dialog
    summary = summaries[0]
    assert summary.title == "Round 1 results"
    items = [seat for bids, taken in summary.series for seat, _ in taken]
    assert items.count(0) == 2  # both garnets of seat 0 in the series columns
    assert any("extra spirit" in text or "spirit" in text for _, text in summary.lines)


def test_the_sixth_failure_shows_its_verdict_before_the_guesses(game_app):
    from totemgame.games.totemic_might.scoring import balanced, pan_weights

    match = _match_at("final")
    st = match.state
    st.p[0].marks = 5  # five failures already: the next one is the last
    scene = _start(game_app, [], match=match)
    to_next_human(game_app, scene)
    view = scene.view
    pans = [i % 3 for i in range(len(view.final_items))]
    assert not balanced(pan_weights(st.items(0), pans, st.weights, st.p[0].lifts))
    scene.board.final.arrangement(view)[:] = pans
    scene.board.final.refresh(scene)
    game_app.click(scene.board.final.submit_button.rect.center)
    _frames(game_app, 120)
    assert st.p[0].final_done and st.p[0].final_weight == 0
    assert scene.board.final.verdict == 0 and scene.board.board_mode(scene.view) == "final"
    assert "last attempt" in scene.board.final.verdict_text(scene.view)
    assert scene.is_animating()  # the table waits for the player to read it
    _frames(game_app, 120)
    assert scene.board.board_mode(scene.view) == "final"  # it stays until the player goes on
    game_app.click(scene.board.final.verdict_button.rect.center)
    _frames(game_app, 3)
    assert scene.board.final.verdict is None and scene.board.board_mode(scene.view) != "final"


def test_the_final_hint_puts_ghosts_on_the_pans_and_places_them_on_request(game_app):
    from totemgame.games.totemic_might.actions import Arrange

    scene = _start(game_app, [], match=_match_at("final"))
    to_next_human(game_app, scene)
    view = scene.view
    hinted = tuple((i * 7) % 3 for i in range(len(view.final_items)))
    scene.hints.show(Arrange(hinted), "Put each piece where its ghost waits.")
    slots, ghosts = scene.board.final.layout(view)
    assert len(ghosts) == len(hinted)  # every piece is still in the tray
    for i, rect in ghosts:
        assert scene.board.final.balance.pan_rect(hinted[i]).contains(rect)
    _frames(game_app, 2)
    game_app.click(scene.board.final.place_hint_button.rect.center)
    _frames(game_app, 2)
    assert tuple(scene.board.final.arrangement(view)) == hinted
    assert scene.board.final.layout(view)[1] == []  # placed: no ghost left
    assert scene.board.final.submit_button.enabled


def test_place_as_hinted_covers_no_piece_in_the_tray(game_app):
    """The button sits in the tray's head, above its first row (it covered that row)."""
    from totemgame.games.totemic_might.actions import Arrange

    scene = _start(game_app, [], match=_match_at("final"))
    to_next_human(game_app, scene)
    view = scene.view
    scene.hints.show(Arrange(tuple(i % 3 for i in range(len(view.final_items)))), "Ghosts.")
    slots, _ghosts = scene.board.final.layout(view)
    button = scene.board.final.place_hint_button.rect
    assert slots and not any(button.colliderect(r) for r in slots)


def test_a_final_hint_over_pans_that_already_balance_says_so_and_moves_nothing(game_app):
    """Every weight known and the pans level by what the player knows: the hint draws no
    other arrangement over them and says to weigh them (it once laid ghosts over pans that all
    showed the target)."""
    from totemgame.engine.rng import Rng
    from totemgame.games.totemic_might.actions import Arrange
    from totemgame.games.totemic_might.ai_final import item_values, partition
    from totemgame.games.totemic_might.facts import Allowed, Fact
    from totemgame.games.totemic_might.scoring import balanced, pan_weights

    match = _match_at("final")
    state = match.state
    me = state.p[0]
    me.facts.append(
        Fact("own", 0, "", tuple(Allowed(t, (w,)) for t, w in enumerate(state.weights)))
    )
    me.lift_known = [True] * len(me.lifts)
    scene = _start(game_app, [], match=match)
    to_next_human(game_app, scene)
    view = scene.view
    items = view.final_items
    pans = partition(item_values(items, list(state.weights) + list(me.lifts)), Rng(1))
    assert balanced(pan_weights(items, pans, state.weights, me.lifts))
    scene.board.final.pans[0] = list(pans)
    for _ in range(600):  # the proofs of the notebook and of the pans land
        _frames(game_app, 1)
        if not scene.board.final.waiting() and not scene.board.notes.waiting():
            break
    _frames(game_app, 2)
    _per, spans, _target = scene.board.final.ranges(scene)
    assert all(lo == hi for lo, hi in spans) and balanced([lo for lo, _ in spans])  # as shown
    other = tuple((p + 1) % 3 for p in pans)
    scene.hints.show(Arrange(other), "Put each piece on the pan where its ghost waits.")
    assert scene.board.final.layout(view)[1] == []  # no ghost
    assert scene.board.final.hint_pending(view) is None
    assert any("already balance" in t for t in scene.banners.texts())


def test_a_double_click_on_place_wager_confirms_it_and_never_refuses(game_app):
    scene = _start(game_app, ["human", "ai:easy", "ai:easy"])
    to_next_human(game_app, scene)
    scene.board.orders.open("wager")
    scene.board.orders.wager.choose("snake")
    _frames(game_app, 2)
    pos = scene.board.orders.wager.place_button.rect.center
    clicks = game_app.click_events(pos) + game_app.click_events(pos)
    game_app.step(1 / 60, clicks)  # both clicks land before the table refreshes
    texts = [(b.kind, b.text) for b in scene.banners.banners]
    assert ("ok", "Wager placed: it is answered at the end of the round.") in texts
    assert not any(kind in ("warning", "error") for kind, _ in texts), texts
    assert scene.view.wager is not None and scene.view.wager.wager == "snake"


def _close_summaries_until(app, scene, done, frames: int = 3000) -> None:
    for _ in range(frames):
        app.step(1 / 60)
        if scene.board.summary is not None:
            scene.board.summary.button.click()
            continue
        if done():
            return
    raise AssertionError("never got there")


def test_every_seats_last_moves_stay_on_the_table_until_its_next_round_resolves(game_app):
    import pygame

    from totemgame.games.totemic_might.actions import Orders, Weigh
    from totemgame.games.totemic_might.table import grid
    from totemgame.games.totemic_might.table.last_moves import PIP, strip_rects

    scene = _start(game_app, ["human", "ai:easy", "ai:easy"])
    to_next_human(game_app, scene)
    order = (0, 1, 2, 3, 4, 5)
    assert scene.act(Orders((3, 2), order, order, "none", 0, (), 0))
    _close_summaries_until(game_app, scene, lambda: scene.can_act and scene.view.round == 2)
    log = [le.event for le in scene.session.match.events_visible_to(0)]
    bids = {e.params["series"]: e.params["bids_by_seat"] for e in log if e.key == "bids"}
    taken = [(e.params["seat"], e.params["totem_id"]) for e in log if e.key == "series_item"]
    moves = scene.board.table.moves()
    for s in range(3):
        assert moves[s].round == 1
        assert moves[s].bids == (bids["A"][s], bids["B"][s])
        assert [t for _, t, _ in moves[s].taken] == [t for seat, t in taken if seat == s]
    assert moves[0].bids == (3, 2)
    scene.board._set_tab("table")
    surface = pygame.Surface((1280, 720))
    scene.board.draw(surface, scene.view)
    colours = scene.board.modals.colours()
    for s, r in enumerate(strip_rects(grid.LAST_ROUND, 3)):  # each seat's tag, its colour
        assert surface.get_at((r.x, r.centery))[:3] == colours[s]
    t = next(t for _, t in taken if t >= 0)
    seat = min(s for s, u in taken if u == t)
    cell = grid.cell_rect(t)  # the first pip on a taken totem is its (first) taker's
    assert surface.get_at((cell.x + 4 + PIP - 6, cell.y + 4 + PIP))[:3] == colours[seat]
    # The human weighs in round 2: a move, but the last round's marks stay until it resolves.
    view = scene.view
    pieces = list(view.spirits[0]) + [100 + k for k in range(len(view.trials[0]))]
    assert scene.act(Weigh((pieces[0],), (pieces[1],)))
    assert scene.board.table.moves()[0].bids == (3, 2)
    text = scene.board.table.last_weighing(scene.view)
    assert text and text == fact_words("weigh", scene.view.facts[-1].text)


def test_hints_give_the_hard_ais_odds_in_the_games_words():
    """A weighing hint gives the odds of each answer over the weights the Hard AI drew from
    the player's own view; a final hint gives the share in which the arrangement balances."""
    from totemgame.ai.agent import explain_choice
    from totemgame.games.totemic_might.actions import Arrange, Weigh
    from totemgame.games.totemic_might.ai import make_agent
    from totemgame.games.totemic_might.rules import new_game

    st = new_game(3, {"short": True}, 5)
    st.p[0].trials += [t for t in range(20) if t != st.p[0].start][:2]
    agent = make_agent("hard", 1)
    view = st.view(0)
    action = agent.choose(view, None)
    assert isinstance(action, Weigh)
    reason = explain_choice(agent, view, action)
    assert reason.startswith("Weigh ") and "left heavier" in reason and "%" in reason
    worlds = agent.last_worlds
    assert worlds and all(w[st.p[0].start] == st.weights[st.p[0].start] for w in worlds)
    match = _match_at("final")
    view = match.view(0)
    agent = make_agent("hard", 2)
    action = agent.choose(view, None)
    assert isinstance(action, Arrange)
    reason = explain_choice(agent, view, action)
    assert "ghost" in reason and ("%" in reason or "every set of weights" in reason)
    assert "weighting" not in reason
    for text in (reason,):
        assert "rule of thumb" not in text and "positions" not in text


def test_hinted_guesses_are_outlined_on_the_guess_rows(game_app):
    import pygame

    from totemgame.games.totemic_might.actions import Guess
    from totemgame.ui import theme

    scene = _start(game_app, [], match=_match_at("guess"))
    to_next_human(game_app, scene)
    scene.hints.show(Guess((-1, 4, 9)), "Guess the totems outlined in green.")
    surface = pygame.Surface((1280, 720))
    scene.board.draw(surface, scene.view)
    for row, t in enumerate((4, 9)):
        r = scene.board.guess.cell(row, t).inflate(6, 6)
        assert surface.get_at((r.x + r.w // 2, r.y + 1))[:3] == theme.OK
