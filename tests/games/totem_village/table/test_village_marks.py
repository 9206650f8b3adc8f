"""Every player's last move stays on the board until that player moves again (marks.py),
as the viewer may see it: villagers moved, how many spells chosen, the spell laid."""

from __future__ import annotations

from totemgame.engine.record import GameRecord, SeatInfo
from totemgame.games.totem_village.actions import EndPick, Move, Pick, Place, Ready
from totemgame.games.totem_village.content import KINDS, Spell
from totemgame.games.totem_village.table.board import VillageBoard
from totemgame.ui.table import TableScene


def _start(app, seed: int = 5) -> TableScene:
    from totemgame.ui.table_factory import start_game

    seats = [SeatInfo(k, f"P{i}", i) for i, k in enumerate(["human", "ai:easy", "ai:easy"])]
    scene = start_game(app, GameRecord("totem-village", {}, seats, seed))
    assert isinstance(scene.board, VillageBoard)
    return scene


def _wait(app, scene) -> None:
    for _ in range(3000):
        app.step(1 / 60)
        if scene.can_act:
            app.step(1 / 60)
            return
    raise AssertionError("the human never got a decision")


def test_the_last_move_of_every_player_stays_until_they_move_again(game_app):
    scene = _start(game_app)
    _wait(game_app, scene)
    view = scene.view
    f = view.actor
    k = next(k for k in range(7) if view.huts[3 * f][k])
    assert scene.submit(Move(KINDS[k], 0, 2))
    game_app.step(1 / 60)
    mine = scene.board.last_moves().moves[0]
    assert mine.step == "arrange" and mine.moves == {(3 * f, 3 * f + 2, k): 1}
    assert mine.label() == "moved 1 villager"
    assert scene.submit(Ready())
    _wait(game_app, scene)
    assert scene.view.stage_name == "choose"
    marks = scene.board.last_moves()
    # The AIs arranged (or, before the human, already chose): each has a mark of its own.
    assert {1, 2} <= set(marks.moves)
    assert marks.moves[0].step == "arrange" and marks.moves[0].family == f  # still mine
    assert scene.submit(Pick(Spell.TWINS))
    assert scene.submit(EndPick())
    game_app.step(1 / 60)
    mine = scene.board.last_moves().moves[0]
    assert mine.step == "choose" and mine.count == 1 and mine.label() == "chose 1 spell"
    _wait(game_app, scene)
    assert scene.view.stage_name == "place"
    rivals = scene.board.last_moves().moves
    for seat in (1, 2):  # a rival's choice shows how many spells, never which
        if rivals[seat].step == "choose":
            assert rivals[seat].spell == ""
    assert scene.submit(Place(Spell.TWINS, 3 * f))
    game_app.step(1 / 60)
    mine = scene.board.last_moves().moves[0]
    view = scene.view
    assert mine.step == "place" and mine.huts == [3 * f]
    token = view.tokens[mine.tokens[0]]
    assert token[0] == f and token[1] is Spell.TWINS and token[2] == 3 * f


def test_a_family_that_sent_villagers_away_is_not_said_to_have_kept_its_huts():
    """A newcomer's band read 'last: kept its huts' right after sending villagers away."""
    from totemgame.engine.game import Event
    from totemgame.games.totem_village import CODEC
    from totemgame.games.totem_village.actions import Dismiss
    from totemgame.games.totem_village.table.marks import last_marks

    girl = KINDS[0]
    actions = [
        (0, Dismiss(girl, 0).to_json()),
        (0, Dismiss(girl, 1).to_json()),
        (0, Ready().to_json()),
    ]
    mark = last_marks(actions, [], CODEC, 0).moves[0]
    assert mark.label() == "sent away 2 villagers"
    actions.insert(2, (0, Move(girl, 0, 2).to_json()))
    ready = [(3, Event("arranged", {"family": 0}))]  # the family, as the Ready's event says
    mark = last_marks(actions, ready, CODEC, 0).moves[0]
    assert mark.label() == "moved 1 villager, sent away 2 villagers"


def test_the_last_catch_shows_until_the_next_round_starts():
    from totemgame.engine.game import Event
    from totemgame.games.totem_village.actions import CODEC
    from totemgame.games.totem_village.table.marks import last_marks

    actions = [(0, Ready().to_json()), (1, Ready().to_json())]
    hunt = Event("hunt", {"family": 1, "birds": 2})
    marks = last_marks(actions, [(0, hunt)], CODEC, 0)
    assert marks.hunts == {1: 2}  # the catch of this round's hunt, on its bird box
    later = [(0, hunt), (1, Event("round_start", {"round": 2, "family": 0}))]
    assert last_marks(actions, later, CODEC, 0).hunts == {}  # old news in the new round
