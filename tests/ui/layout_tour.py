"""A tour of every screen for the layout test (and its screenshots): the menus, each game's
setup and rules, a tutorial step box and the table mid-game, each drawn once into a 1280x720
canvas inside `Recorder.frame` (layout_check.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pygame

from totemgame import games
from totemgame.engine.match import Match
from totemgame.engine.record import GameRecord, SeatInfo
from totemgame.storage.settings import Settings

FRAMES = 4  # frames run before the checked one: fades and first layouts settle
# Where the tutorial's step box is drawn: its first step, one in the middle, its last.
TUTORIAL_STEPS = (0, 0.5, -1)


def midgame(game_id: str, seed: int = 12345) -> Match:
    """A game with a human in seat 0 and random players, played to about half its length by
    random moves (as the bench's mid-game positions, but seen by a player)."""
    module = games.get(game_id)
    spec = module.spec
    n = min(max(spec.min_players, 3), spec.max_players)
    names = ["Anna", "Bartholomäus", "Zofia"]
    seats = [SeatInfo("human" if i == 0 else "ai:random", names[i % 3], i) for i in range(n)]

    def play(limit: int | None) -> Match:
        match = Match(GameRecord(game_id, spec.default_options(), seats, seed), module)
        agents = {s: module.make_agent("random", seed + s) for s in range(n)}
        while not match.is_over() and (limit is None or match.ply < limit):
            seat = match.to_move()[0]
            match.apply(seat, agents[seat].choose(match.view(seat)))
        return match

    return play(play(None).ply // 2)


def finished(game_id: str, seed: int = 12345) -> Match:
    """The same game as `midgame`, played to its end (for the results screen)."""
    module = games.get(game_id)
    match = midgame(game_id, seed)
    agents = {s: module.make_agent("random", seed + s) for s in range(len(match.record.seats))}
    while not match.is_over():
        seat = match.to_move()[0]
        match.apply(seat, agents[seat].choose(match.view(seat)))
    return match


def final_challenge(game_id: str, seed: int = 12345) -> Match:
    """The same game as `midgame`, played on to where the human arranges the final balance
    (Totemic Might)."""
    module = games.get(game_id)
    match = midgame(game_id, seed)
    agents = {s: module.make_agent("random", seed + s) for s in range(len(match.record.seats))}
    while not match.is_over():
        seat = match.to_move()[0]
        if seat == 0 and match.view(0).phase == "final":
            return match
        match.apply(seat, agents[seat].choose(match.view(seat)))
    raise AssertionError("the game ended before the human's final challenge")


def reviewed(app, game_id: str):
    """The review screen of `finished(game_id)` with a kept review whose every decision is
    marked, the costliest with the longest reason of the game's Hard AI shape."""
    from totemgame.review.marks import Mark
    from totemgame.review.moves import MoveReview, Review, record_digest
    from totemgame.review.store import save_review
    from totemgame.review.walk import decision_plies

    record = finished(game_id).record
    marks = list(Mark)
    reason = {
        "en": "Tiki Up 1 lifts Akamai from 2nd to 1st: Akamai is your 5 (1st or 2nd); your card "
        "still scores 7; it knocks Nui off 1st place. Hard AI's outlook this round: 33%."
    }
    moves = [
        MoveReview(
            ply,
            {},
            {},
            reason,
            0.5 - 0.1 * (k % 5),
            0.5,
            marks[k % 5],
            0.4,
            0.6,
            marks[(k + 1) % 5],
        )  # fmt: skip
        for k, ply in enumerate(decision_plies(record, 0))
    ]
    save_review(Review(game_id, 0, record_digest(record), moves), record)
    return app.screens.review(record)


def _show(app, scene) -> None:
    app.set_root(scene)
    _frames(app)


_RECORDER = []  # the recorder of the tour under way: its frames are counted


def _frames(app, n: int = FRAMES) -> None:
    for _ in range(n):
        for recorder in _RECORDER:
            recorder.tick()
        app.step(1 / 60, [])


class Carried:
    """A transport that carries nothing (a seat's messages are handed to it by hand)."""

    def listen(self, listener) -> None:
        pass

    def send(self, message) -> None:
        pass

    def close(self) -> None:
        pass


def online_game(app, game_id: str, is_host: bool, started: bool = True):
    """A seat at an online table of `game_id` (the host's, or the friend's) with the position
    its referee sends, and no network: its link was never asked to connect. Not `started`: the
    table is in its lobby, the friend's seat still open on the host's side."""
    from totemgame.net.link import Link
    from totemgame.net.online_game import OnlineGame
    from totemgame.net.referee import Referee
    from totemgame.net.remote_session import RemoteSession

    match = midgame(game_id)
    kinds = ["human", "human"] + ["ai:easy"] * (len(match.seats) - 2)
    names = ["Anna-Katharina", "Mia", "AI 1", "AI 2", "AI 3", "AI 4", "AI 5"]
    match.record.seats[:] = [SeatInfo(kind, names[i], i) for i, kind in enumerate(kinds)]
    referee = Referee(match, "ABC234", started=started)
    session = RemoteSession(games.get(game_id), app.settings, Carried(), "ABC234", "t")
    session.deliver(referee.join(referee.token_of(0 if is_host else 1)))
    session.update()
    link = Link("ws://127.0.0.1:9")  # never sent a join: it never connects
    _LINKS.append(link)
    return OnlineGame(session, link, "ABC234", "127.0.0.1:7377", None, is_host)


_LINKS: list = []
# Tables shown with the online badge (it sits in the side column every table shares).
ONLINE_TABLES = ("tiki-topple", "totem-surround")


def screens(
    app, game_ids: list[str] | None = None, steps: tuple[float, ...] = TUTORIAL_STEPS
) -> Iterator[tuple[str, Callable[[], None]]]:
    """(name, put it on screen) for every screen of the tour, in the app's current language
    and scale."""
    from totemgame import tutorial
    from totemgame.ui.scenes.game_select import GameSelectScene
    from totemgame.ui.scenes.load_game import LoadGameScene
    from totemgame.ui.scenes.replays import ReplaysScene
    from totemgame.ui.scenes.rules import RulesScene
    from totemgame.ui.scenes.settings_screen import SettingsScene
    from totemgame.ui.scenes.setup import SetupScene
    from totemgame.ui.scenes.stats_screen import StatsScene
    from totemgame.ui.scenes.title import TitleScene
    from totemgame.ui.table_factory import local_table, online_table
    from totemgame.ui.tutorial_guide import open_tutorial

    yield "title", lambda: _show(app, TitleScene(app))
    yield "game chooser", lambda: _show(app, GameSelectScene(app))
    yield "settings", lambda: _show(app, SettingsScene(app))
    yield "stats", lambda: _show(app, StatsScene(app))
    yield "load game", lambda: _show(app, LoadGameScene(app))
    yield "replays", lambda: _show(app, ReplaysScene(app))
    yield "play online", lambda: _show(app, app.screens.online())
    yield "host a table", lambda: _show(app, app.screens.online_host())
    yield "join a table", lambda: _show(app, app.screens.online_join())
    for is_host in (True, False):
        yield (
            f"online lobby (host: {is_host})",
            lambda h=is_host: _show(
                app, app.screens.online_lobby(online_game(app, "tiki-topple", h, False))
            ),
        )
    for gid in game_ids or games.ids():
        yield f"{gid} setup", lambda gid=gid: _show(app, SetupScene(app, gid))
        yield f"{gid} rules", lambda gid=gid: _show(app, RulesScene(app, gid))
        yield f"{gid} table", lambda gid=gid: _show(app, local_table(app, midgame(gid)))
        if gid in ONLINE_TABLES:
            yield (
                f"{gid} online table",
                lambda gid=gid: _show(app, online_table(app, online_game(app, gid, True))),
            )

        def paused(gid=gid) -> None:
            table = local_table(app, midgame(gid))
            _show(app, table)
            app.push(app.screens.pause(table))
            _frames(app)

        yield f"{gid} pause", paused
        if gid == (game_ids or games.ids())[0]:  # the same for every game: shown once

            def save_as(gid=gid) -> None:
                table = local_table(app, midgame(gid))
                _show(app, table)
                pause = app.screens.pause(table)
                app.push(pause)
                pause.save_as()
                _frames(app)

            def not_saved(gid=gid) -> None:
                from totemgame.ui import unsaved

                table = local_table(app, midgame(gid))
                _show(app, table)
                unsaved.ask(app, table, "the disk is full", lambda path: None, app.quit)
                _frames(app)

            yield f"{gid} save as", save_as
            yield f"{gid} game not saved", not_saved
        if gid == "totemic-might":  # its other pages: the notebook, the orders' tabs
            for page in ("notebook", "wager", "scale"):

                def might_page(gid=gid, page=page) -> None:
                    table = local_table(app, midgame(gid))
                    _show(app, table)
                    if page == "notebook":
                        table.board._set_tab("notebook")
                    else:
                        table.board.orders.open(page)
                    _frames(app)

                yield f"{gid} {page}", might_page

            def might_final(gid=gid) -> None:
                _show(app, local_table(app, final_challenge(gid)))

            yield f"{gid} final challenge", might_final
        yield f"{gid} results", lambda gid=gid: _show(app, app.screens.results(finished(gid)))
        if games.get(gid).review_values is not None:
            yield f"{gid} review", lambda gid=gid: _show(app, reviewed(app, gid))
        script = tutorial.load(gid)
        last = len(script.steps) - 1
        for at in sorted({int(round(last * f)) % (last + 1) for f in steps}):

            def step(script=script, at=at) -> None:
                open_tutorial(app, script, at)
                _frames(app)

            yield f"{gid} tutorial step {at + 1}", step
        yield (
            f"{gid} tutorial end",
            lambda script=script: _show(app, app.screens.tutorial_end(script)),
        )


def tour(
    app,
    recorder,
    game_ids: list[str] | None = None,
    shots: dict | None = None,
    steps: tuple[float, ...] = TUTORIAL_STEPS,
) -> None:
    """Every screen, drawn once under `recorder` (and kept in `shots` by name, if given);
    the tutorials' step box at `steps` (fractions of the way through each)."""
    canvas = pygame.Surface((1280, 720))
    tag = f"{app.settings.language or 'en'} {app.settings.ui_scale}%"
    recorder.ignored.add(id(app.screen))  # the frames before: the canvas has the last one
    _RECORDER[:] = [recorder]
    try:
        for name, show in screens(app, game_ids, steps):
            with recorder.frame(f"{name} ({tag})"):
                show()
                canvas.fill((0, 0, 0))
                recorder.tick()
                app.draw(canvas)
            if shots is not None:
                shots[name] = canvas.copy()
            for whole, where, surface in recorder.cuts:  # checked after the frame's texts
                on_screen = surface in (canvas, app.screen)
                why = hover(app, where.center, whole) if on_screen else "in a picture"
                if why:
                    recorder.tooltip_missing(whole, where, why)
    finally:
        _RECORDER.clear()
        for link in _LINKS:
            link.close()
        _LINKS.clear()


def hover(app, pos: tuple[int, int], whole: str) -> str:
    """Rest the mouse on `pos` until a tooltip would show: '' if it shows `whole`, else what
    went wrong."""
    from totemgame.ui.widgets.tooltip import DELAY

    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    app.step(1 / 60, [motion])
    for _ in range(int(DELAY * 60) + 3):
        app.step(1 / 60, [])
    tips = getattr(getattr(app.top, "ui", None), "tooltips", None)
    shown = tips.text if tips is not None and tips.visible else ""
    app.step(
        1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=(0, 0), rel=(0, 0), buttons=(0, 0, 0))]
    )
    if whole in shown:
        return ""
    return f"the tooltip says {shown!r}" if shown else "no tooltip"


def settings(language: str, scale: int) -> Settings:
    return Settings(animation_speed="instant", ai_speed="fast", language=language, ui_scale=scale)
