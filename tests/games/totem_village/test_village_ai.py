"""Totem Village AI: the rules of thumb keep a family alive (cures where a disease would cost
the family or its last elder, hunger takes the mature first), so games end by a totem."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from totemgame.games.totem_village import heuristics as h
from totemgame.games.totem_village import legality
from totemgame.games.totem_village.actions import EndPick, EndReveal, Pass, Pick, Ready, Starve
from totemgame.games.totem_village.board import STAGES
from totemgame.games.totem_village.content import BOY, ELDER, GIRL, MM, MW, YM, YW, Kind, Spell
from totemgame.games.totem_village.rules import new_game

NEUTRAL = (Ready, EndPick, EndReveal, Pass)


def to_choose(seed: int):
    s = new_game(4, {}, seed)
    while s.stage_name != "choose":
        legal = s.legal_actions(s.to_move()[0])
        s.apply(s.to_move()[0], next(a for a in legal if isinstance(a, NEUTRAL)))
    return s


def family(s, f, *huts):
    for i, hut in enumerate(huts):
        s.huts[3 * f + i] = list(hut)


def test_a_cure_is_worth_most_where_a_disease_would_wipe_out_the_family():
    s = to_choose(5)
    f = s.actor
    # Hut 0 holds the only couple; hut 1 only an elder's company; hut 2 is empty.
    family(s, f, [0, 0, 1, 1, 0, 0, 0], [0, 0, 0, 0, 0, 0, 1], [0] * 7)
    ctx = h.Ctx(s)
    core = h.stake(s, 3 * f, ctx)
    assert core > s.size(f)  # the whole family and its restart, not only the two in the hut
    cure_core = h.spell_value(s, f, Spell.MAJOR_CURE, 3 * f, ctx)
    cure_elder = h.spell_value(s, f, Spell.MAJOR_CURE, 3 * f + 1, ctx)
    assert cure_core > cure_elder > 0


def test_the_last_elder_raises_the_stake_once_the_totem_has_a_piece_to_lose():
    s = to_choose(5)
    f = s.actor
    family(s, f, [0, 0, 2, 2, 0, 0, 0], [0, 0, 1, 1, 0, 0, 1], [0] * 7)
    s.totem[f] = 1
    low = h.stake(s, 3 * f + 1, h.Ctx(s))
    s.totem[f] = 3
    assert h.stake(s, 3 * f + 1, h.Ctx(s)) == low + h.PIECE


def test_a_second_cure_is_worth_less_than_the_first():
    s = to_choose(5)
    f = s.actor
    first = h.spell_value(s, f, Spell.MINOR_CURE, 3 * f)
    s.apply(s.to_move()[0], Pick(Spell.MAJOR_CURE))
    assert 0 < h.spell_value(s, f, Spell.MINOR_CURE, 3 * f) < first


def test_no_danger_from_families_that_chose_no_spell():
    s = to_choose(5)
    f = s.actor
    s.apply(s.to_move()[0], EndPick())  # the first family casts nothing this round
    ctx = h.Ctx(s)
    assert not ctx._may_cast(f)
    assert ctx._may_cast(s.actor)


def _at_starve(counts, deficit=1):
    s = to_choose(7)
    t = s.start
    s.queue = []
    s.stage = STAGES.index("starve")
    family(s, t, counts, [0] * 7, [0] * 7)
    s.target, s.deficit[t] = t, deficit
    return s, t


def test_hunger_takes_a_mature_adult_before_the_young_and_the_children():
    counts = [0] * 7
    counts[GIRL], counts[BOY], counts[YW], counts[YM] = 2, 2, 2, 2
    counts[MW], counts[MM], counts[ELDER] = 2, 2, 1
    s, t = _at_starve(counts)
    choice = h.starve_action(s, t, legality.legal(s, t))
    assert isinstance(choice, Starve) and choice.villager in (Kind.MATURE_WOMAN, Kind.MATURE_MAN)


def test_hunger_spares_the_last_future_elder():
    counts = [0] * 7
    counts[GIRL], counts[YW], counts[YM], counts[MM], counts[ELDER] = 1, 2, 2, 1, 1
    s, t = _at_starve(counts)
    choice = h.starve_action(s, t, legality.legal(s, t))
    assert choice.villager is not Kind.MATURE_MAN


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_easy_tables_end_by_a_six_piece_totem(players):
    """Measured with `totemgame simulate` (Easy only, safety limit 100 rounds) after the turn-3
    elders rule: seeds 1-100 and 100-119, every game at 2, 3 and 4 players ended by a six-piece
    totem, the longest in 36 rounds (seeds 100-119: 31)."""
    from totemgame.cli import play_headless

    for seed in range(100, 104):
        played = play_headless("totem-village", ["ai:easy"] * players, seed, {"max_rounds": 100})
        assert max(played.scores) == 6 and played.rounds <= 40


def test_a_laid_cure_is_revealed_and_a_minor_cure_beside_a_major_one_adds_nothing():
    s = to_choose(5)
    f = s.actor
    other = (f + 1) % 4
    s.tokens.append([f, Spell.MAJOR_CURE, 3 * f, False])
    s.tokens.append([other, Spell.DISEASE, 3 * f, False])  # a face-down threat on the hut
    assert h.spell_value(s, f, Spell.MAJOR_CURE, 3 * f) > 0  # so it is revealed at Disease
    assert h.spell_value(s, f, Spell.MINOR_CURE, 3 * f) == 0
    assert h.spell_value(s, f, Spell.MINOR_CURE, 3 * f + 1) > 0


def _elders_without_followers(seed=5):
    """The family to choose: its elder shares hut 0 with two young couples, no mature villager
    could become an elder at Ageing, and its totem has pieces to lose."""
    s = to_choose(seed)
    f = s.actor
    family(s, f, [0, 0, 2, 2, 0, 0, 1], [1, 1, 1, 1, 0, 0, 0], [0] * 7)
    s.totem[f] = 3
    return s, f


def test_youth_on_the_last_elders_hut_is_worth_more_than_a_piece():
    s, f = _elders_without_followers()
    youth = h.spell_value(s, f, Spell.YOUTH, 3 * f)
    assert youth > h.PIECE
    assert h.spell_value(s, f, Spell.YOUTH, 3 * f + 1) < 1  # no elder there to keep
    s.huts[3 * f + 1][MM] = 1  # a mature man will take the elders' place: Youth matters little
    assert h.spell_value(s, f, Spell.YOUTH, 3 * f) < youth / 4


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_every_level_lays_youth_on_the_last_elders_hut(level):
    """The elders rule would take a piece and this round's carving: each level lays its Youth
    where the elder lives (a Hard hint once suggested Disease where Youth saved the family)."""
    from totemgame.engine.rng import Rng
    from totemgame.games.totem_village.ai import make_agent

    s, f = _elders_without_followers()
    s.totem[f], s.birds[f] = 2, 0  # two spells, no bird to spare for a third
    e = (f + 1) % 4  # a tall rival with two full huts: Disease and Infertility tempt
    family(s, e, [0, 0, 3, 3, 0, 0, 0], [0, 0, 3, 3, 0, 0, 0], [0, 0, 0, 0, 1, 1, 1])
    s.totem[e] = 4
    agent = make_agent(level, 11)
    if level == "easy":
        agent.preset = replace(agent.preset, noise=0.0)  # its random slips aside
    rng = Rng(3)
    while s.stage_name in ("choose", "place"):
        seat = s.to_move()[0]
        legal = s.legal_actions(seat)
        if s.actor == f:
            s.apply(seat, agent.choose(s.view(seat)))
        else:
            s.apply(seat, h.policy(s, s.actor, legal, rng))
    laid = [(t[1], t[2]) for t in s.tokens if t[0] == f]
    assert (Spell.YOUTH, 3 * f) in laid


def test_hard_screens_every_candidate_then_spends_its_worlds_on_the_finalists(monkeypatch):
    """Successive halving: every candidate meets the first third of the worlds, only the
    finalists the rest."""
    from totemgame.games.totem_village import ai

    s = to_choose(5)
    seat = s.to_move()[0]
    played = []
    real = ai.rollout_round

    def counted(world, rng, limit=400):
        played.append(world.round)
        real(world, rng, limit)

    monkeypatch.setattr(ai, "rollout_round", counted)
    agent = ai.make_agent("hard", 4)
    choice = agent.choose(s.view(seat))
    compared, worlds = agent.last_compared, agent.last_worlds
    assert worlds == ai.PRESETS["hard"].iterations and compared > agent.finalists
    screen = worlds // 3
    assert len(played) == compared * screen + agent.finalists * (worlds - screen)
    assert choice in s.legal_actions(seat)


def test_a_clear_lead_is_told_from_a_close_call():
    from totemgame.games.totem_village.ai import _clear

    assert _clear([3.0, 2.0, 4.0, 3.0, 2.5, 3.5], [0.0] * 6)  # ahead on every world
    assert _clear([1.0, 1.0, 1.0], [1.0, 1.0, 1.0])  # never differed: nothing to learn
    assert not _clear([5.0, -5.0, 5.0, -4.0, 4.0, -5.0], [0.0] * 6)  # noise around a tie


def test_hard_goes_on_with_its_best_two_while_they_stay_close(monkeypatch):
    """After its worlds, a close call between the best two gets up to CLOSE_CALL_EXTRA x more
    worlds, on those two only, until one leads clearly; a clear lead stops at the budget (the
    successive-halving test above)."""
    from totemgame.games.totem_village import ai

    s = to_choose(5)
    seat = s.to_move()[0]
    calls = []

    noise = random.Random(3)

    def coin(world, seat):  # every candidate is worth the same noise: a tie
        calls.append(1)
        return noise.uniform(-5.0, 5.0)

    monkeypatch.setattr(ai, "evaluate", coin)
    agent = ai.make_agent("hard", 4)
    choice = agent.choose(s.view(seat))
    base = ai.PRESETS["hard"].iterations
    compared, worlds = agent.last_compared, agent.last_worlds
    assert base < worlds <= base * (1 + ai.CLOSE_CALL_EXTRA)
    screen = base // 3
    extra = worlds - base
    assert len(calls) == compared * screen + agent.finalists * (base - screen) + 2 * extra
    assert choice in s.legal_actions(seat)
    # Medium never goes past its budget.
    calls.clear()
    medium = ai.make_agent("medium", 4)
    medium.choose(s.view(seat))
    assert medium.last_worlds == ai.PRESETS["medium"].iterations


@pytest.mark.parametrize(("lead", "played"), [(0.3, "usual"), (3.0, "other")])
def test_hard_leaves_its_usual_move_only_for_a_clear_lead(monkeypatch, lead, played):
    """The best of six noisy estimates is often the luckiest: Hard plays the usual move (the
    spell plan) unless another beats it clearly on the same worlds."""
    from totemgame.games.totem_village import ai, plan

    s = to_choose(5)
    seat, f = s.to_move()[0], s.actor
    view = s.view(seat)
    monkeypatch.setattr(ai, "rollout_round", lambda world, rng, limit=400: None)
    monkeypatch.setattr(ai, "evaluate", lambda world, seat: 0.0)
    usual = ai.make_agent("hard", 4).choose(view)  # every move alike: the usual one
    other = next(
        a
        for a in plan.candidates(view, f, s.legal_actions(seat), 6)
        if isinstance(a, Pick) and a != usual
    )
    noise = random.Random(7)

    def value(world, seat):  # the same spread for every move, `other` ahead by `lead`
        return noise.uniform(-5.0, 5.0) + (lead if other.spell in world.chosen[f] else 0.0)

    monkeypatch.setattr(ai, "evaluate", value)
    choice = ai.make_agent("hard", 4).choose(view)
    assert choice == (usual if played == "usual" else other)
