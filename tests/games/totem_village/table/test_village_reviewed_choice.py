"""A replay opened from a review at a spell choice shows that choice as the reviewed seat had
it (issue 38): the spell list with its buttons, the spell picked outlined PLAYED and the better
one glowing; one move on, both are gone. Nothing there can be played."""

from __future__ import annotations

from review_games import easy_game

from totemgame import games
from totemgame.games.totem_village.actions import CODEC, Pick
from totemgame.games.totem_village.table import pointing
from totemgame.review.walk import positions
from totemgame.ui.hint_glow import PLAYED_COLOUR


def _reviewed_pick():
    """A finished game, a spell choice of seat 0 in it where another spell could be picked,
    the spell picked there and that other one."""
    record = easy_game("totem-village", 4)
    module = games.get("totem-village")
    for ply, state in positions(record, module):
        seat, data = record.actions[ply]
        played = CODEC.decode(data)
        if seat != 0 or not isinstance(played, Pick) or ply < len(record.actions) // 4:
            continue
        others = [a for a in state.legal_actions(0) if isinstance(a, Pick) and a != played]
        if others:
            return record, ply, played, others[0]
    raise AssertionError("no spell choice of seat 0 with another spell to pick")


def _outline(surface, rect) -> set[tuple[int, int, int]]:
    """The colours on the ring 8 px outside `rect`, where the PLAYED outline runs."""
    ring = rect.inflate(16, 16)
    points = [(x, ring.top + 1) for x in range(ring.x + 16, ring.right - 16, 4)]
    points += [(x, ring.bottom - 2) for x in range(ring.x + 16, ring.right - 16, 4)]
    return {tuple(surface.get_at(p))[:3] for p in points}


def test_the_replay_at_a_reviewed_spell_choice_draws_the_spells_played_and_better(
    game_app, monkeypatch
):
    record, ply, played, better = _reviewed_pick()
    glowed, outlined = [], []
    glow, mark = pointing.draw_hint_glow, pointing.draw_played_mark
    monkeypatch.setattr(
        pointing,
        "draw_hint_glow",
        lambda s, r, *a, **k: (glowed.append(r.copy()), glow(s, r, *a, **k)),
    )
    monkeypatch.setattr(
        pointing, "draw_played_mark", lambda s, r, **k: (outlined.append(r.copy()), mark(s, r, **k))
    )
    replay = game_app.screens.replay_view(record, ply, (0, better, "Better."))
    game_app.set_root(replay)
    game_app.run_frames(3)
    table = replay.table
    assert table.played_action == played and table.hint_action == better
    board = table.board
    spells = {what: rect for rect, _label, what, _on in board.controls}
    assert played.spell in spells and better.spell in spells  # the spell list, as it was
    assert table.can_act is False and table.session.human_to_move() is None
    assert spells[played.spell] in outlined and spells[better.spell] in glowed
    assert PLAYED_COLOUR in _outline(game_app.screen, spells[played.spell])
    title, detail = board.panel.prompt(board, table.view)
    assert "Waiting" not in detail and "waiting" not in detail
    glowed.clear()
    outlined.clear()
    replay.step_forward()
    game_app.run_frames(3)
    assert table.played_action is None and not outlined and not glowed
    assert not any(isinstance(what, type(played.spell)) for _r, _l, what, _on in board.controls)


def test_only_the_reviewed_seat_sees_its_choices_at_the_reviewed_move(game_app):
    record, ply, _played, better = _reviewed_pick()
    replay = game_app.screens.replay_view(record, ply, (0, better, "Better."))
    game_app.set_root(replay)
    game_app.run_frames(2)
    assert replay.session.legal_actions()  # seat 0's choice, as it had it
    replay.set_viewer(1)
    assert replay.session.legal_actions() == []
    replay.set_viewer(None)
    assert replay.session.legal_actions() == []
    game_app.run_frames(2)
    assert replay.table.board.controls == []
