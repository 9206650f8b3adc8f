"""The warnings concern the family deciding now, in its own name (with 2 players each player
runs two families), and count the spells chosen but not laid yet: a chosen spell that saves
the family turns the warning into where to lay it; one laid where it harms asks first."""

from __future__ import annotations

from totemgame.games.totem_village import legality
from totemgame.games.totem_village.actions import EndPick, EndReveal, Pick, Place, Ready, Starve
from totemgame.games.totem_village.board import STAGES
from totemgame.games.totem_village.confirmations import before, starve_warning
from totemgame.games.totem_village.content import BOY, ELDER, GIRL, MM, MW, YM, YW, Kind, Spell
from totemgame.games.totem_village.dangers import dangers, fix_spells, laying, lines, own_dangers
from totemgame.games.totem_village.rules import new_game


def _hut(**counts: int) -> list[int]:
    h = [0] * 7
    names = {"girl": GIRL, "boy": BOY, "yw": YW, "ym": YM, "mw": MW, "mm": MM, "elder": ELDER}
    for name, n in counts.items():
        h[names[name]] = n
    return h


LAST_ELDER = [_hut(yw=1, ym=1, elder=1), _hut(yw=1), _hut(ym=1)]  # no mature to follow
SAFE = [_hut(yw=1, ym=1, elder=1), _hut(mw=1, mm=1), _hut(yw=1, ym=1)]


def _two_players_at_choose(first: list, second: list):
    """A 2-player game at Magic, seat 0's 2nd family (2) choosing; its 1st family (0) holds
    `first`, its 2nd `second`."""
    s = new_game(2, {}, 9)
    assert s.owner == (0, 1, 0, 1)
    for i in range(3):
        s.huts[i] = list(first[i])
        s.huts[6 + i] = list(second[i])
    while s.stage_name == "arrange":
        s.apply(s.owner[s.actor], Ready())
    while s.actor != 2:
        s.apply(s.owner[s.actor], EndPick())
    assert s.stage_name == "choose"
    return s


def test_the_second_family_deciding_is_not_warned_about_the_first():
    s = _two_players_at_choose(LAST_ELDER, SAFE)
    view = s.view(0)
    assert [d.key for d in dangers(view, 0)] == ["no_elder"]  # the 1st family is at risk
    assert own_dangers(view) == [] and lines(view) == []  # but the 2nd decides, and is safe
    assert before(view, EndPick()) == "" and fix_spells(view) == set()


def test_the_second_familys_own_danger_names_the_second_family():
    s = _two_players_at_choose(SAFE, LAST_ELDER)
    view = s.view(0)
    (line,) = lines(view)
    assert line.startswith("Your 2nd family loses its last elder")
    assert "1st" not in line
    assert "Your 2nd family" in before(view, EndPick())
    assert fix_spells(view) == {Spell.YOUTH}


def test_a_chosen_youth_turns_the_warning_into_where_to_lay_it():
    s = _two_players_at_choose(SAFE, LAST_ELDER)
    assert before(s.view(0), EndPick())  # asks before the Youth is chosen
    s.apply(0, Pick(Spell.YOUTH))
    view = s.view(0)
    (d,) = own_dangers(view)
    assert d.key == "no_elder" and d.planned
    assert d.fix == "Your chosen Youth prevents it: lay it on hut 1."
    assert before(view, EndPick()) == ""  # nothing to confirm: the spell is in hand
    # While laying, the Youth's button glows until it lies on the elder's hut.
    s.apply(0, EndPick())
    while s.actor != 2:
        s.apply(s.owner[s.actor], legality.legal(s, s.actor)[0])
    view = s.view(0)
    assert s.stage_name == "place" and fix_spells(view) == {Spell.YOUTH}
    s.apply(0, Place(Spell.YOUTH, 6))
    assert dangers(s.view(0), 2) == []


def test_a_spell_in_hand_of_the_other_family_counts_too():
    """Seat 0's 1st family chose Youth; it may lay it on the 2nd family's hut."""
    s = new_game(2, {}, 9)
    for i in range(3):
        s.huts[i] = list(SAFE[i])
        s.huts[6 + i] = list(LAST_ELDER[i])
    while s.stage_name == "arrange":
        s.apply(s.owner[s.actor], Ready())
    while s.actor != 0:
        s.apply(s.owner[s.actor], EndPick())
    s.apply(0, Pick(Spell.YOUTH))
    s.apply(0, EndPick())
    while s.actor != 2:
        s.apply(s.owner[s.actor], EndPick())
    (d,) = own_dangers(s.view(0))
    assert d.planned and "lay it on hut 1" in d.fix
    # The rival does not know what seat 0 chose: for seat 1 the elder is still at risk.
    (theirs,) = dangers(s.view(1), 2)
    assert not theirs.planned


def test_a_chosen_cure_clears_a_known_disease():
    """Seat 0 laid its own Disease on its 2nd family's only couple; the 2nd family chose a
    Major cure: the warning says where the cure goes instead of a death."""
    s = _two_players_at_choose(SAFE, [_hut(yw=1, ym=1, elder=1), _hut(mw=1), _hut(elder=1)])
    s.tokens.append([0, Spell.DISEASE, 6, False])
    view = s.view(0)
    (d,) = own_dangers(view)
    assert d.key == "dies_out" and not d.planned
    s.apply(0, Pick(Spell.MAJOR_CURE))
    (d,) = own_dangers(s.view(0))
    assert d.key == "dies_out" and d.planned
    assert d.fix == "Your chosen Major cure prevents it: lay it on hut 1."
    # A chosen spell that cannot stop the disease (Boys) leaves the warning as it was.
    s2 = _two_players_at_choose(SAFE, [_hut(yw=1, ym=1, elder=1), _hut(mw=1), _hut(elder=1)])
    s2.tokens.append([0, Spell.DISEASE, 6, False])
    s2.apply(0, Pick(Spell.BOYS))
    (d,) = own_dangers(s2.view(0))
    assert not d.planned


def test_laying_a_harmful_spell_on_your_own_hut_asks_first():
    s = _two_players_at_choose(SAFE, SAFE)
    s.apply(0, Pick(Spell.DISEASE))
    s.apply(0, EndPick())
    while s.actor != 2:
        s.apply(s.owner[s.actor], legality.legal(s, s.actor)[0])
    view = s.view(0)
    # On hut 2 of its own family: the mature couple dies, Ageing leaves no elder to follow.
    own = laying(view, Place(Spell.DISEASE, 7))
    assert own.startswith("Disease on hut 2:") and "Your 2nd family" in own
    assert laying(view, Place(Spell.DISEASE, 3)) == ""  # a rival's hut: nothing to ask
    # The 1st family's huts are the same seat's: they are asked about too.
    assert laying(view, Place(Spell.DISEASE, 1)).startswith("Disease on hut 2:")
    assert "Your 1st family" in laying(view, Place(Spell.DISEASE, 1))


def test_a_starving_warning_names_the_family_at_two_players():
    s = new_game(2, {}, 9)
    f = 2
    s.huts[6:9] = [_hut(yw=1, ym=1), _hut(ym=1, elder=1), _hut(mm=1)]
    view = s.view(0)

    class AtMeal:  # the same view, with family 2 starving
        def __getattr__(self, name):
            return {"target": f, "stage_name": "starve"}.get(name, getattr(view, name))

        def size(self, g):
            return view.size(g)

    woman = Starve(Kind.YOUNG_WOMAN, 0)
    man = Starve(Kind.YOUNG_MAN, 1)
    text = starve_warning(AtMeal(), woman, [woman, man])
    assert "your 2nd family can no longer grow" in text


def test_a_face_down_spell_that_saves_the_other_family_names_it():
    """At a reveal, seat 0's 1st family holds a face-down Youth on its 2nd family's elder."""
    s = new_game(2, {}, 9)
    for i in range(3):
        s.huts[i] = list(SAFE[i])
        s.huts[6 + i] = list(LAST_ELDER[i])
    s.stage = STAGES.index("reveal7")
    s.tokens = [[0, Spell.YOUTH, 6, False]]
    s.queue = [0]
    view = s.view(0)
    (line,) = lines(view)
    assert line == (
        "Your face-down Youth saves your 2nd family: hidden, it does nothing. Reveal it."
    )
    assert "saves your 2nd family" in before(view, EndReveal())


def test_an_over_full_hut_names_the_family_deciding_as_the_board_does():
    s = new_game(2, {}, 9)
    f = s.actor
    s.huts[3 * f : 3 * f + 3] = [_hut(yw=4, ym=3), _hut(mw=1, mm=1), _hut(elder=1)]
    view = s.view(s.owner[f])
    nth = "1st" if f < 2 else "2nd"
    assert [line for line in lines(view) if "holds 7" in line] == [
        f"Your {nth} family's hut 1 holds 7: 6 at most. Move some out, then Ready."
    ]
    s.huts[3 * f + 2] = _hut(elder=1, girl=6)
    (line,) = [line for line in lines(s.view(s.owner[f])) if "hold " in line]
    assert line.startswith(f"Your {nth} family's huts 1 and 3 hold 7 and 7: 6 at most each.")
