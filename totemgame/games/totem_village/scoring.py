"""Totem Village's scoring: when the game ends after the census and who wins (six pieces, or
the house rule's round limit), and the result of a seat (its best family: totem, size, birds),
read from the state (position.VillagePosition)."""

from __future__ import annotations

from totemgame.engine.game import Event, Result
from totemgame.games.totem_village.content import content
from totemgame.games.totem_village.position import VillagePosition


def game_end(st: VillagePosition, sizes: list[int]) -> list[Event]:
    """After the census (family sizes `sizes`): a family with six pieces ends the game, the
    largest of them (then the most birds) wins, and a tie between seats has no winner ("il n'y
    a pas de gagnant"); under the round limit the tallest totem wins. No event when it goes on."""
    c = content()
    events: list[Event] = []
    done = [f for f in range(st.families) if st.totem[f] >= c.totem_goal]
    if done:
        best = max((sizes[f], st.birds[f]) for f in done)
        top = [f for f in done if (sizes[f], st.birds[f]) == best]
        st.over = True
        st.winners = top if len(top) == 1 or len({st.owner[f] for f in top}) == 1 else []
        if st.winners:
            events.append(Event("game_over", {"winners": [st.owner[st.winners[0]]]}))
        else:
            events.append(Event("no_winner", {}))
    elif st.opts.max_rounds and st.round >= st.opts.max_rounds:  # a house rule
        st.over = True
        key = [(st.totem[f], sizes[f], st.birds[f]) for f in range(st.families)]
        best_key = max(key)
        top = [f for f in range(st.families) if key[f] == best_key]
        st.winners = top if len({st.owner[f] for f in top}) == 1 else []
        if st.winners:
            events.append(Event("game_over_cap", {"winners": [st.owner[top[0]]]}))
        else:
            events.append(Event("no_winner_cap", {}))
    return events


def result(st: VillagePosition) -> Result:
    keys = []
    for seat in range(st.players):
        fams = [f for f in range(st.families) if st.owner[f] == seat]
        won = any(f in st.winners for f in fams)
        best = max((st.totem[f], st.size(f), st.birds[f]) for f in fams)
        keys.append((int(won), *best))
    scores = [k[1] for k in keys]
    return Result.from_keys(
        scores,
        keys,
        nobody_wins=st.over and not st.winners,  # "il n'y a pas de gagnant"
        rounds=st.round,
        sizes=[st.size(f) for f in range(st.families)],
        family_sizes=[k[2] for k in keys],  # per seat, of its leading family
        seat_birds=[k[3] for k in keys],
        # "six pieces", or "round limit" (the house rule, or a headless run's safety limit)
        ended_by="six pieces"
        if max(st.totem) >= content().totem_goal
        else "round limit"
        if st.over
        else "",
    )
