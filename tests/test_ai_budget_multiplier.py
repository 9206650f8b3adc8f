"""`ai:<difficulty>@<factor>`: the CLI's budget multiplier, parsed, applied by every game to its
own work budgets, and as reproducible as the plain difficulty."""

from __future__ import annotations

import pytest

from totemgame import games
from totemgame.ai.budget import scaled, scaled_count
from totemgame.cli.common import CliError, parse_agent, parse_seat, play_headless, seat_agent


def test_a_factor_after_the_difficulty_is_parsed():
    assert parse_agent("ai:hard@8") == ("hard", 8.0)
    assert parse_agent("ai:medium@2") == ("medium", 2.0)
    assert parse_agent("ai:hard@0.5") == ("hard", 0.5)
    assert parse_agent("ai:hard") == ("hard", 1.0)
    assert parse_seat("ai:easy@3") == "easy"
    assert parse_agent("ai:bid-all@2", ("bid-all",)) == ("bid-all", 2.0)


@pytest.mark.parametrize("kind", ["ai:hard@0", "ai:hard@x", "ai:hard@-1", "ai:hard@", "ai:hard@nan",
                                  "ai:hard@inf", "ai:hard@1e9"])  # fmt: skip
def test_a_factor_that_is_not_a_positive_number_is_refused_clearly(kind):
    with pytest.raises(CliError, match="budget factor after '@'") as info:
        parse_agent(kind)
    assert kind in str(info.value) and info.value.code == 2


def test_an_unknown_difficulty_with_a_factor_is_still_unknown():
    with pytest.raises(CliError, match="not an AI seat"):
        parse_agent("ai:genius@8")
    with pytest.raises(CliError, match="not an AI seat"):
        parse_agent("human@8")


def test_scaling_rounds_and_keeps_zero_budgets():
    assert scaled_count(600, 8) == 4800
    assert scaled_count(3, 0.1) == 1  # a positive budget never drops to nothing
    assert scaled_count(0, 8) == 0  # an agent that does not search still does not


# Per game: the agent made for ai:hard@8 and the names of its preset's budgets.
def _budgets(game_id: str, agent) -> dict[str, int]:
    if game_id == "totemic-might":
        from totemgame.games.totemic_might.ai import BUDGETS

        return {f: getattr(agent.p, f) for f in BUDGETS}
    if game_id == "totemix":
        return {"iterations": agent.difficulty.iterations}
    if game_id == "totem-surround":
        return {"iterations": agent.iterations}
    return {"iterations": agent.preset.iterations}


@pytest.mark.parametrize("game_id", games.ids())
@pytest.mark.parametrize("difficulty", ["medium", "hard"])
def test_at_8_multiplies_every_games_budgets(game_id, difficulty):
    module = games.get(game_id)
    plain = seat_agent(module, f"ai:{difficulty}", 1)
    more = seat_agent(module, f"ai:{difficulty}@8", 1)
    if game_id == "totem-surround" and difficulty == "medium":
        assert more.max_nodes == 8 * plain.max_nodes > 0
        return
    before, after = _budgets(game_id, plain), _budgets(game_id, more)
    assert before and all(after[k] == 8 * v for k, v in before.items())
    assert any(v > 0 for v in before.values())


def test_scaled_changes_only_the_named_fields():
    from totemgame.games.totem_village.ai import PRESETS

    hard = PRESETS["hard"]
    more = scaled(hard, 8, "iterations")
    assert more.iterations == 8 * hard.iterations
    assert (more.seconds, more.noise, more.name) == (hard.seconds, hard.noise, hard.name)
    assert scaled(hard, 1.0, "iterations") is hard


def test_the_search_really_runs_the_multiplied_iterations():
    """Totem Surround's Hard at the opening (MCTS decides): its report counts iterations."""
    from totemgame.games.totem_surround.rules import new_game

    module = games.get("totem-surround")
    state = new_game(2, {}, 0)
    counts = []
    for kind in ("ai:hard@0.25", "ai:hard@0.5"):
        agent = seat_agent(module, kind, 3)
        agent.choose(state.view(state.turn), None)
        assert not agent.report.exact
        counts.append(agent.report.nodes)
    from totemgame.games.totem_surround.ai import PRESETS

    hard = PRESETS["hard"].iterations  # 5,000: 1,250 and 2,500
    assert counts == [hard // 4, hard // 2]  # Hard's iterations x 0.25 and x 0.5


def test_a_multiplied_agent_is_reproducible():
    first = play_headless("totem-surround", ["ai:medium@0.5", "ai:easy@2"], 11, {})
    again = play_headless("totem-surround", ["ai:medium@0.5", "ai:easy@2"], 11, {})
    assert (first.scores, first.winners, first.plies) == (again.scores, again.winners, again.plies)
    assert first.seats == ["ai:medium@0.5", "ai:easy@2"]  # seats are reported as given
