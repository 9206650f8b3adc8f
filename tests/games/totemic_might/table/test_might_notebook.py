"""The notebook's notes: kept in the game record for a saved game, read back with care, and
never wider after a new observation than before it."""

from __future__ import annotations

from test_might_parts import StandIn, _port

from totemgame.games.totemic_might.rules import new_game
from totemgame.games.totemic_might.table.notebook_tab import NotebookTab


def test_notes_read_back_from_a_damaged_save_keep_only_real_strikes():
    port = _port()
    kept = {
        "notebook": {
            "struck": {"0": [[3, 5], [3, 99], ["x", 1], [1, True], [19, 20]], "me": [[1, 1]]},
            "assist": "yes",
        }
    }
    tab = NotebookTab(port, kept)
    assert tab.notebook.marks_of(0) == {(3, 5), (19, 20)}
    assert not tab.assist  # only a true assist switches it on
    assert NotebookTab(port, {"notebook": ["not", "a", "dict"]}).notebook.marks == {}


def test_a_new_fact_never_widens_the_notebook_even_when_its_proof_is_cut_short(monkeypatch):
    from totemgame.games.totemic_might.facts import Allowed, Fact
    from totemgame.games.totemic_might.table import notebook_tab

    state = new_game(3, {"short": True}, 4)
    me = state.p[0]
    port = StandIn(state.view(0))
    tab = NotebookTab(port, {})
    tab.domains(port.view)
    port.land()
    before = tab.domains(port.view)
    assert before is not None and before[me.start] == frozenset({state.weights[me.start]})
    # A final attempt's long sums can run the proof into its time cap: nothing ruled out.
    monkeypatch.setattr(
        notebook_tab, "proven_domains", lambda view: tuple([frozenset(range(1, 21))] * 20)
    )
    told = next(t for t in range(20) if t != me.start)
    me.facts.append(Fact("snake", 1, "a hint", (Allowed(told, (state.weights[told],)),)))
    port._view = state.view(0)
    tab.domains(port.view)
    port.land()
    after = tab.domains(port.view)
    assert after is not None
    assert all(a <= b for a, b in zip(after, before, strict=False))
    assert after[me.start] == frozenset({state.weights[me.start]})
    assert after[told] == frozenset({state.weights[told]})
