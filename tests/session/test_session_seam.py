"""The session seam: a table reads its game only through a Session (session/protocol.py).

LocalSession and ReplaySession provide every member of the protocol, and no table module
(ui/table/, the shell and the Board protocol, each game's table/ package) reaches past it to the game's
Match, state, full log or record, or imports the local session: a session for a seat at a
table on another computer plugs in without a change to any table.
"""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest

from totemgame.session.local_session import LocalSession, local_of, match_of
from totemgame.session.protocol import Session
from totemgame.session.replay_session import ReplaySession

ROOT = Path(__file__).resolve().parents[2] / "totemgame"
TABLE_MODULES = sorted(
    [*(ROOT / "ui" / "table").glob("*.py"), *(ROOT / "games").glob("*/table/*.py")]
)
# What a table may never touch: the game itself, behind the session.
FORBIDDEN_ATTRIBUTES = {"match", "state", "record"}


def protocol_members() -> set[str]:
    names = {n for n in vars(Session) if not n.startswith("_")}
    return names | set(inspect.get_annotations(Session))


@pytest.mark.parametrize("cls", [LocalSession, ReplaySession])
def test_every_session_provides_the_whole_protocol(cls, fake_game):
    from totemgame import games
    from totemgame.engine.record import GameRecord, SeatInfo
    from totemgame.storage.settings import Settings

    seats = [SeatInfo("human", "A"), SeatInfo("ai:easy", "B", 1)]
    record = GameRecord(game="stick-pick", options={}, seats=seats, seed=3)
    if cls is LocalSession:
        session = LocalSession(games.open_match(record), None, Settings(), autosave=False)
    else:
        from totemgame.engine.replay_match import ReplayMatch

        session = ReplaySession(ReplayMatch(record, games.get("stick-pick")), Settings())
    missing = sorted(m for m in protocol_members() if not hasattr(session, m))
    assert not missing, f"{cls.__name__} lacks {missing}"


def test_the_protocol_names_what_a_table_uses():
    members = protocol_members()
    for needed in (
        "view",
        "visible_events",
        "refusal",
        "submit",
        "undo",
        "request_hint",
        "to_move",
        "result",
        "save_now",
        "on_applied",
        "busy",
    ):
        assert needed in members


def attribute_reads(source: str) -> list[str]:
    """`x.match`, `x.state`, `x.record` where x is self, self.session or a session/table."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and node.attr in FORBIDDEN_ATTRIBUTES:
            owner = ast.unparse(node.value)
            if owner in ("self", "self.session", "session", "table", "self.table", "scene"):
                found.append(f"line {node.lineno}: {owner}.{node.attr}")
    return found


def test_no_table_reaches_past_its_session():
    bad = [
        f"{path.relative_to(ROOT)} {hit}"
        for path in TABLE_MODULES
        for hit in attribute_reads(path.read_text())
    ]
    assert not bad, "tables must ask their Session:\n" + "\n".join(bad)


def test_no_table_imports_the_local_session():
    bad = []
    for path in TABLE_MODULES:
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith(
                "totemgame.session.local_session"
            ):
                bad.append(str(path.relative_to(ROOT)))
    assert not bad


def test_the_checker_sees_a_table_that_reaches_past():
    source = "class T:\n    def f(self):\n        return self.session.match.ply, self.state\n"
    assert sorted(attribute_reads(source)) == ["line 3: self.session.match", "line 3: self.state"]
    assert attribute_reads("x = re.match(p, s)\n") == []


def test_local_of_refuses_a_session_from_elsewhere():
    with pytest.raises(TypeError, match="no game on this computer"):
        local_of(object())
    with pytest.raises(TypeError):
        match_of("not a session")
