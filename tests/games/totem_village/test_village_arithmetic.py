"""Totem Village: the village arithmetic of each phase in isolation, and the rulebook examples."""

from __future__ import annotations

from totemgame.engine.rng import Rng
from totemgame.games.totem_village import village
from totemgame.games.totem_village.content import BOY, ELDER, GIRL, MM, MW, YM, YW, Spell

S = Spell


def hut(**counts: int) -> list[int]:
    h = [0] * 7
    for name, n in counts.items():
        h[
            {"girl": GIRL, "boy": BOY, "yw": YW, "ym": YM, "mw": MW, "mm": MM, "elder": ELDER}[name]
        ] = n
    return h


def test_each_woman_has_a_child_when_a_man_is_in_the_hut():
    g, b = village.births(hut(yw=2, mw=1, ym=1), set(), Rng(1))
    assert g + b == 3


def test_no_births_without_a_man_or_a_woman_of_age():
    assert village.births(hut(yw=3, elder=2, boy=2), set(), Rng(1)) == (0, 0)
    assert village.births(hut(mm=2, girl=3), set(), Rng(1)) == (0, 0)


def test_twins_double_and_infertility_stops_and_both_cancel():
    assert sum(village.births(hut(yw=2, ym=1), {S.TWINS}, Rng(1))) == 4
    assert sum(village.births(hut(yw=2, ym=1), {S.INFERTILITY}, Rng(1))) == 0
    assert sum(village.births(hut(yw=2, ym=1), {S.TWINS, S.INFERTILITY}, Rng(1))) == 2


def test_girls_and_boys_spells_fix_the_sex_and_cancel_each_other():
    assert village.births(hut(yw=3, ym=1), {S.GIRLS}, Rng(1)) == (3, 0)
    assert village.births(hut(yw=3, ym=1), {S.BOYS}, Rng(1)) == (0, 3)
    outcomes = {village.births(hut(yw=3, ym=1), {S.GIRLS, S.BOYS}, Rng(i)) for i in range(40)}
    assert len(outcomes) > 1


def test_rulebook_example_girls_boys_twins_on_five_women_and_one_young_man():
    spells = {S.GIRLS, S.BOYS, S.TWINS}
    seen_girls = set()
    for seed in range(60):
        g, b = village.births(hut(yw=3, mw=2, ym=1), spells, Rng(seed))
        assert g + b == 10
        seen_girls.add(g)
    assert len(seen_girls) > 3  # the sex of each child is random


def test_births_are_half_girls_on_average():
    rng = Rng(7)
    girls = sum(village.births(hut(yw=6, ym=1), set(), rng)[0] for _ in range(500))
    assert 1300 < girls < 1700


def test_hunters_are_boys_and_men_plenty_doubles_famine_zeroes_both_cancel():
    h = hut(boy=1, ym=2, mm=1, yw=2, elder=1)
    assert village.hunters_in(h, set()) == 4
    assert village.hunters_in(h, {S.PLENTY}) == 8
    assert village.hunters_in(h, {S.FAMINE}) == 0
    assert village.hunters_in(h, {S.PLENTY, S.FAMINE}) == 4


def test_rulebook_example_five_five_one_hunters_claim_three_birds():
    huts = [hut(ym=3, mm=2), hut(boy=2, ym=3), hut(mm=1)]
    hunters = sum(village.hunters_in(h, set()) for h in huts)
    assert hunters == 11 and village.claim(hunters) == 3


def test_the_catch_is_taken_in_turn_order_until_it_runs_out():
    claims = [3, 5, 4, 6]
    assert village.share_catch(claims, [2, 3, 0, 1], 13) == [3, 0, 4, 6]
    assert village.share_catch(claims, [0, 1, 2, 3], 10) == [3, 5, 2, 0]


def test_each_bird_feeds_five_whole_birds_eaten_one_death_per_missing_bird():
    assert village.meal(10, 5) == (2, 0)
    assert village.meal(11, 5) == (3, 0)
    assert village.meal(12, 2) == (2, 1)
    assert village.meal(16, 0) == (0, 4)


def test_disease_kills_the_hut_unless_cured():
    h = hut(girl=1, boy=1, yw=1, mm=1, elder=1)
    assert village.disease_toll(h, {S.DISEASE}) == h
    assert village.disease_toll(h, {S.DISEASE, S.MAJOR_CURE}) == [0] * 7
    assert village.disease_toll(h, {S.DISEASE, S.MINOR_CURE}) == hut(girl=1, boy=1)
    assert village.disease_toll(h, {S.MINOR_CURE}) == [0] * 7


def test_ageing_moves_every_villager_one_generation_and_elders_die():
    aged, died = village.age_hut(hut(girl=1, boy=2, yw=1, ym=1, mw=1, mm=1, elder=2), [0] * 7)
    assert aged == hut(yw=1, ym=2, mw=1, mm=1, elder=2)
    assert died == 2


def test_youth_spares_the_chosen_villager():
    aged, died = village.age_hut(hut(girl=1, elder=1), hut(elder=1))
    assert aged == hut(yw=1, elder=1) and died == 0


def test_a_family_survives_while_children_can_grow_into_the_missing_sex():
    assert village.can_grow([hut(mm=1, girl=1), hut(), hut()])
    assert not village.can_grow([hut(mm=1, boy=2, elder=3), hut(), hut()])
    assert not village.can_grow([hut(yw=2), hut(mw=1), hut(elder=1)])


def test_census_four_families_two_largest_carve():
    assert village.census_awards([9, 7, 5, 3]) == ({0, 1}, set())


def test_census_four_families_exactly_two_tied_for_largest():
    assert village.census_awards([9, 9, 5, 3]) == ({0, 1}, set())
    assert village.census_awards([9, 9, 5, 5]) == ({0, 1}, set())


def test_census_four_families_one_largest_several_tied_second_get_birds():
    assert village.census_awards([9, 7, 7, 3]) == ({0}, {1, 2})
    assert village.census_awards([9, 7, 7, 7]) == ({0}, {1, 2, 3})


def test_census_four_families_three_or_four_tied_for_largest_get_birds_only():
    assert village.census_awards([9, 9, 9, 3]) == (set(), {0, 1, 2})
    assert village.census_awards([8, 8, 8, 8]) == (set(), {0, 1, 2, 3})


def test_census_variant_b_all_tied_carve():
    assert village.census_awards([9, 7, 7, 3], variant_b=True) == ({0, 1, 2}, set())
    assert village.census_awards([9, 9, 9, 3], variant_b=True) == ({0, 1, 2}, set())
    assert village.census_awards([9, 9, 5, 3], variant_b=True) == ({0, 1}, set())
    assert village.census_awards([8, 8, 8, 8], variant_b=True) == (set(), {0, 1, 2, 3})


def test_census_three_players_only_the_largest_carve_ties_all_carve():
    assert village.census_awards([9, 7, 5]) == ({0}, set())
    assert village.census_awards([9, 9, 5]) == ({0, 1}, set())
    assert village.census_awards([6, 6, 6]) == ({0, 1, 2}, set())
    assert village.census_awards([9, 7, 7]) == ({0}, set())


def test_census_empty_families_take_no_part():
    assert village.census_awards([9, 0, 0, 0]) == ({0}, set())
    assert village.census_awards([9, 4, 0, 0]) == ({0, 1}, set())
