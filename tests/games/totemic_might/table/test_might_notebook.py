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
    assert tab.assist  # only a saved False turns it off
    assert NotebookTab(port, {"notebook": ["not", "a", "dict"]}).notebook.marks == {}


def test_the_assist_is_on_in_a_new_game_and_stays_off_in_a_game_saved_with_it_off():
    port = _port()
    fresh = NotebookTab(port, {})
    assert fresh.assist and fresh.assist_button.label == "Assist: on"
    assert fresh.assisted(port.view) is not None  # the grid reads the proof from the start
    kept: dict = {}
    tab = NotebookTab(port, kept)
    tab.flip_assist()
    assert kept["notebook"]["assist"] is False
    again = NotebookTab(port, kept)
    assert not again.assist and again.assist_button.label == "Assist: off"
    assert again.assisted(port.view) is None


def test_a_new_fact_never_widens_the_notebook_even_when_its_proof_is_cut_short(monkeypatch):
    from totemgame.games.totemic_might import known
    from totemgame.games.totemic_might.facts import Allowed, Fact

    known.forget()
    state = new_game(3, {"short": True}, 4)
    me = state.p[0]
    port = StandIn(state.view(0))
    tab = NotebookTab(port, {})
    tab.domains(port.view)
    port.land()
    before = tab.domains(port.view)
    assert before is not None and before[me.start] == frozenset({state.weights[me.start]})

    class CutShort:
        """A proof run into its budget (a final attempt's long sums can do it): nothing
        decided beyond the quick bounds."""

        def __init__(self, know, *_args, **_kwargs) -> None:
            self.doms = tuple(frozenset(d) for d in know.doms)

        def decide(self):
            return self.doms, frozenset((v, x) for v, d in enumerate(self.doms) for x in d)

    monkeypatch.setattr(known, "Prover", CutShort)
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
    known.forget()  # nothing the stand-in "proved" outlives the test


def test_the_grid_the_notebook_and_the_hint_give_one_measure_of_what_a_player_knows():
    """Mid-game, assist on and nothing struck by hand: each totem's grid caption, its weights
    the notebook leaves open (not greyed) and the Hint's "N weights open" for it agree (they
    once said 1-19, 18 and 8 or 11 for the same totem in the same round)."""
    import re

    from totemgame.games.totemic_might import known
    from totemgame.games.totemic_might.actions import Orders
    from totemgame.games.totemic_might.ai import make_agent
    from totemgame.games.totemic_might.content import totem_label
    from totemgame.games.totemic_might.hint_words import explain

    known.forget()
    state = new_game(3, {}, 6)
    agents = [make_agent("medium", 60 + s) for s in range(3)]
    while not (state.phase == "orders" and state.round == 7 and 0 in state.to_move()):
        seat = state.to_move()[0]
        state.apply(seat, agents[seat].choose(state.view(seat), None))
    view = state.view(0)
    port = StandIn(view)
    tab = NotebookTab(port, {})
    assert tab.assist  # on from the start
    tab.domains(view)
    port.land()
    greyed = tab.assisted(view)
    assert greyed is not None
    captions = tab.captions(view)
    told = {view.start}
    hard = make_agent("hard", 3)
    _, worlds = hard.worlds(view, hard.p.worlds)
    compared = 0
    for t in range(20):
        open_ = tab.candidates(view, t)  # the notebook's weights not greyed
        assert open_ == sorted(greyed[t])
        if t not in told:
            lo, hi = open_[0], open_[-1]
            assert captions[t] == (f"= {lo}" if lo == hi else f"{lo}-{hi}"), t
        for items in view.series:
            if t not in items:
                continue
            first = items.index(t)
            prefs = tuple([first] + [i for i in range(6) if i != first])
            orders = Orders((2, 2), prefs, prefs, "none", 0, (), 0)
            text = explain(view, orders, worlds)
            said = re.search(re.escape(totem_label(t)) + r" in [AB] \((\d+) weights? open\)", text)
            assert said and int(said.group(1)) == len(open_), (text, open_)
            compared += 1
    assert compared >= 5
    known.forget()
