"""The warnings before a decision (dangers.py): what Ageing will do to a family, from the view."""

from __future__ import annotations

from totemgame.games.totem_village import legality
from totemgame.games.totem_village.actions import EndPick, Pick, Place, Ready
from totemgame.games.totem_village.content import BOY, ELDER, GIRL, MM, MW, YM, YW, Spell
from totemgame.games.totem_village.dangers import dangers, forecast, own_dangers, reveal_saves
from totemgame.games.totem_village.rules import new_game


def _hut(**counts: int) -> list[int]:
    h = [0] * 7
    for name, n in counts.items():
        h[
            {"girl": GIRL, "boy": BOY, "yw": YW, "ym": YM, "mw": MW, "mm": MM, "elder": ELDER}[name]
        ] = n
    return h


def _arranging(huts: list[list[int]]):
    """A 3-player game at its first Arrange, the first family to decide holding `huts`."""
    s = new_game(3, {}, 5)
    f = s.actor
    for i in range(3):
        s.huts[3 * f + i] = list(huts[i])
    return s, f


def _keys(s, f) -> list[str]:
    return [d.key for d in dangers(s.view(s.owner[f]), f)]


def test_the_starting_family_is_safe():
    s = new_game(3, {}, 5)
    f = s.actor
    assert dangers(s.view(s.owner[f]), f) == []


def test_a_family_whose_only_elder_dies_with_no_mature_adult_is_warned():
    s, f = _arranging([_hut(yw=1, ym=1, elder=1), _hut(yw=1), _hut(ym=1)])
    assert _keys(s, f) == ["no_elder"]
    # A mature man would become the next elder: no warning.
    s.huts[3 * f + 2][MM] = 1
    assert _keys(s, f) == []


def test_a_family_without_an_elder_already_loses_nothing_more():
    s, f = _arranging([_hut(yw=1, ym=1), _hut(yw=1), _hut(ym=1)])
    assert "no_elder" not in _keys(s, f)


def test_no_woman_after_ageing_dies_out_for_sure_or_unless_a_girl_is_born():
    # Only mature women: at Ageing they become elders; no couple shares a hut, no child.
    s, f = _arranging([_hut(mw=1, elder=1), _hut(ym=2), _hut(mm=1)])
    (d,) = [d for d in dangers(s.view(s.owner[f]), f) if d.key == "dies_out"]
    assert d.certain and "woman" in d.text
    assert "woman with a man" in d.fix  # the arrangement can still save it
    # With the mature woman beside a man a child is born: a girl would save the family.
    s.huts[3 * f + 0][MW] = 0
    s.huts[3 * f + 1][MW] = 1
    (d,) = [d for d in dangers(s.view(s.owner[f]), f) if d.key == "dies_out"]
    assert not d.certain
    assert forecast(s.view(s.owner[f]), f).children == 1


def test_an_over_full_hut_is_named():
    s, f = _arranging([_hut(yw=4, ym=3), _hut(mw=1, mm=1), _hut(elder=1)])
    ds = dangers(s.view(s.owner[f]), f)
    assert [d.key for d in ds] == ["over_full"]
    assert "Hut 1 holds 7" in ds[0].text
    assert Ready() not in legality.legal(s, f)


def _to_magic(s, f_first_huts):
    """Everyone Ready; return the state at the first family's spell choice."""
    while s.stage_name == "arrange":
        s.apply(s.owner[s.actor], Ready())
    return s


def test_during_magic_the_warning_names_the_spell_that_fixes_it():
    s, f = _arranging([_hut(yw=1, ym=1, elder=1), _hut(yw=1), _hut(ym=1)])
    _to_magic(s, None)
    assert s.stage_name == "choose" and s.actor == f
    (d,) = dangers(s.view(s.owner[f]), f)
    assert d.key == "no_elder" and d.fix == "Youth on hut 1 would prevent it."
    assert d.spell is Spell.YOUTH and d.certain
    # Once Youth lies on the elder's hut (own token, face down), the elder is counted safe.
    s.apply(s.owner[f], Pick(Spell.YOUTH))
    s.apply(s.owner[f], EndPick())
    while s.stage_name == "choose":
        s.apply(s.owner[s.actor], EndPick())
    while s.actor != f:
        seat = s.owner[s.actor]
        s.apply(seat, legality.legal(s, s.actor)[0])
    s.apply(s.owner[f], Place(Spell.YOUTH, 3 * f))
    view = s.view(s.owner[f])
    assert dangers(view, f) == []
    # Another seat does not know the face-down spell: for them the elder is still at risk.
    other = (s.owner[f] + 1) % 3
    assert [d.key for d in dangers(s.view(other), f)] == ["no_elder"]


def test_keeping_the_saving_spell_hidden_is_caught():
    s, f = _arranging([_hut(yw=1, ym=1, elder=1), _hut(yw=1), _hut(ym=1)])
    _to_magic(s, None)
    s.apply(s.owner[f], Pick(Spell.YOUTH))
    s.apply(s.owner[f], EndPick())
    while s.stage_name == "choose":
        s.apply(s.owner[s.actor], EndPick())
    while s.stage_name == "place":
        if s.actor == f:
            s.apply(s.owner[f], Place(Spell.YOUTH, 3 * f))
        else:
            s.apply(s.owner[s.actor], legality.legal(s, s.actor)[0])
    while not (s.stage_name == "reveal7" and s.actor == f):
        seat = s.owner[s.actor]
        legal = legality.legal(s, s.actor)
        s.apply(seat, legal[-1])  # keep everything hidden / the last choice
        assert not s.over
    assert reveal_saves(s.view(s.owner[f]), f) == [Spell.YOUTH]
    assert own_dangers(s.view(s.owner[f])) == []


def test_before_asks_only_when_a_step_ends_with_a_serious_danger():
    from totemgame.games.totem_village.actions import Move
    from totemgame.games.totem_village.confirmations import before
    from totemgame.games.totem_village.content import Kind
    from totemgame.games.totem_village.dangers import lines

    s, f = _arranging([_hut(yw=1, ym=1, elder=1), _hut(yw=1), _hut(ym=1)])
    view = s.view(s.owner[f])
    assert "last elder" in before(view, Ready())
    assert before(view, Move(Kind.YOUNG_WOMAN, 1, 2)) == ""  # not the end of the step
    assert any("last elder" in line for line in lines(view))
    safe = new_game(3, {}, 5)
    assert before(safe.view(safe.owner[safe.actor]), Ready()) == ""
    # The rivals' view of the same family asks nothing of them.
    other = (s.owner[f] + 1) % 3
    assert before(s.view(other), Ready()) == ""


def test_letting_the_last_young_woman_starve_is_caught_when_another_could_go():
    from totemgame.games.totem_village.actions import Starve
    from totemgame.games.totem_village.confirmations import starve_warning
    from totemgame.games.totem_village.content import Kind

    s = new_game(3, {}, 5)
    f = s.actor
    s.huts[3 * f : 3 * f + 3] = [_hut(yw=1, ym=1), _hut(ym=1, elder=1), _hut(mm=1)]
    view = s.view(s.owner[f])

    class AtMeal:  # the same view, with family f starving
        def __getattr__(self, name):
            return {"target": f, "stage_name": "starve"}.get(name, getattr(view, name))

        def size(self, g):
            return view.size(g)

    meal = AtMeal()
    woman = Starve(Kind.YOUNG_WOMAN, 0)
    man = Starve(Kind.YOUNG_MAN, 1)
    text = starve_warning(meal, woman, [woman, man])
    assert "leaves the village" in text and "A young man from hut 2 could go instead." in text
    assert starve_warning(meal, man, [woman, man]) == ""
    assert starve_warning(meal, woman, [woman]) == ""  # no choice: nothing to confirm


def test_the_warnings_and_hint_reasons_hold_up_in_every_setup():
    """Random play with 2, 3 and 4 players and the spell and meal variants: the forecasts,
    warning lines, confirmations and hint reasons are computed for every decision without
    failing, and the reasons are words."""
    from totemgame.engine.rng import Rng
    from totemgame.games.totem_village.confirmations import before, starve_warning
    from totemgame.games.totem_village.dangers import lines
    from totemgame.games.totem_village.hint_words import hint

    setups = [(2, {}), (3, {"spells": "a"}), (4, {"spells": "b", "meal": "a"}), (3, {"meal": "b"})]
    for players, options in setups:
        s = new_game(players, options, 17)
        rng = Rng(players)
        for _ in range(260):
            if s.over:
                break
            seat = s.to_move()[0]
            view = s.view(seat)
            legal = s.legal_actions(seat)
            assert all(isinstance(x, str) for x in lines(view))
            for a in legal[:6]:
                before(view, a)
                starve_warning(view, a, legal)
                assert hint(view, a)
            s.apply(seat, rng.choice(legal))
