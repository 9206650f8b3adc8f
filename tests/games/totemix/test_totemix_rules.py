"""Totemix rules, one at a time, and the rulebook's examples through the rules engine."""

from __future__ import annotations

import pytest

from totemgame.engine.game import IllegalAction
from totemgame.games.totemix.content import R, bundle, content, sheet
from totemgame.games.totemix.rules import (
    BID,
    MARK,
    AutoPlace,
    Bid,
    Confirm,
    Mark,
    TotemixState,
    Unmark,
    categories,
    new_game,
)


def card_index(shared, top) -> int:
    """The deck index of the card with these deposits and top row."""
    for i, c in enumerate(content().deck):
        if c.shared == tuple(shared) and c.top == bundle(items=tuple(top)):
            return i
    raise AssertionError("no such card")


def game(players: int, mode: str = "apprentice", card: int | None = None) -> TotemixState:
    state = new_game(players, {"mode": mode}, seed=1)
    if card is not None:
        state.card = card
    return state


def bid_all(state: TotemixState, bids) -> list:
    events = []
    for seat, amount in enumerate(bids):
        events += state.apply(seat, Bid(amount))
    return events


def field(mode: str, row_id: str, k: int) -> int:
    sh = sheet(mode)
    return sh.rows[sh.row_by_id(row_id)].fields[k]


def row_index(mode: str, row_id: str) -> int:
    return sheet(mode).row_by_id(row_id)


def complete(state: TotemixState, seat: int, row_id: str, active: bool = True) -> None:
    """Set a row as already completed in an earlier round."""
    pl = state.p[seat]
    sh = pl.sheet
    ri = sh.row_by_id(row_id)
    for f in sh.rows[ri].fields:
        pl.marks[f] = True
    pl.done[ri] = True
    pl.active[ri] = active


# -- the data ---------------------------------------------------------------------------------
def test_sheets_and_deck_match_the_decisions_file():
    c = content()
    assert len(c.deck) == 16 and c.start_crystals == 5 and c.end_height == 9
    app = sheet("apprentice")
    assert sum(1 for r in app.rows if r.order == "first") == 6
    assert app.field_resource.count("papyrus") == 3
    master = sheet("master")
    crystal_rows = [r for r in master.rows if r.deposit == "crystal_mask"]
    assert master.deposits["crystal_mask"][R["crystal"]] + len(crystal_rows) == 8
    quarry_rows = [r for r in master.rows if r.deposit == "quarry"]
    assert master.deposits["quarry"][R["stone"]] + len(quarry_rows) == 4
    assert sum(1 for r in master.rows if r.advantage) == 4


# -- setup and bidding ------------------------------------------------------------------------
def test_setup_five_crystals_and_everyone_bids_at_once():
    state = game(4)
    assert [p.crystals for p in state.p] == [5, 5, 5, 5]
    assert state.phase == BID and state.to_move() == (0, 1, 2, 3)
    assert state.legal_actions(0) == [Bid(n) for n in range(6)]
    state.apply(2, Bid(3))
    assert state.to_move() == (0, 1, 3)
    with pytest.raises(IllegalAction):
        state.apply(2, Bid(1))
    with pytest.raises(IllegalAction):
        state.apply(0, Bid(6))


def test_views_hide_pending_bids_of_others():
    state = game(3)
    state.apply(1, Bid(4))
    assert state.view(1).own_bid == 4
    assert state.view(0).own_bid is None and state.view(None).own_bid is None
    assert state.view(0).seats[1].has_bid
    assert "4" not in repr(state.view(0).seats)


def test_resolution_rows():
    assert categories([4, 2, 1, 0]) == ["top", "middle", "middle", "bottom"]
    assert categories([3, 3, 1]) == ["top", "top", "bottom"]
    assert categories([2, 2, 2]) == ["bottom"] * 3  # all equal: everyone only the bottom row
    assert categories([0, 0, 0, 0]) == ["bottom"] * 4
    assert categories([1, 1, 5]) == ["bottom", "bottom", "top"]
    # 2 players: different bids -> top and bottom; equal -> both the middle row.
    assert categories([3, 1]) == ["top", "bottom"]
    assert categories([2, 2]) == ["middle", "middle"]
    assert categories([0, 0]) == ["middle", "middle"]


def test_every_bid_is_paid_win_or_lose():
    state = game(3, card=card_index(["crystal_mask"], ["gold", "gold"]))
    bid_all(state, [3, 2, 1])
    # Crystal Mask pays 4 to all; paid 3, 2, 1; bottom of this card is a stone (marked).
    assert [p.crystals for p in state.p] == [6, 7, 8]


# -- the rulebook's examples ------------------------------------------------------------------
def test_example_crystal_mask_and_quarry_auction():
    """Sam 0, Suzy 4, Larry 2, Annie 1 on the Crystal Mask + Quarry card."""
    state = game(4, card=card_index(["crystal_mask", "quarry"], ["ruby", "smoke"]))
    for p in state.p:
        p.crystals = 6
    sam, suzy, larry, annie = range(4)
    bid_all(state, [0, 4, 2, 1])
    gains = state.last_gains
    assert gains[sam] == bundle({"crystal": 4, "stone": 2})  # the lowest row: nothing
    assert gains[suzy] == bundle({"crystal": 4, "stone": 2, "ruby": 1, "smoke": 1})
    assert gains[larry] == gains[annie] == bundle({"crystal": 6, "stone": 2})
    assert state.last_rows == ("bottom", "top", "middle", "middle")
    assert [p.crystals for p in state.p] == [10, 6, 10, 11]


def test_example_suzy_and_sam_first_round():
    """Sam 4 beats Suzy 3, Annie 0, on the Quarry card (gold, smoke / 2 stones / 1 crystal)."""
    state = game(3, card=card_index(["quarry"], ["gold", "smoke"]))
    sam, suzy, annie = range(3)
    bid_all(state, [4, 3, 0])
    assert state.phase == MARK
    assert state.p[suzy].pending[R["stone"]] == 4 and state.p[suzy].pending[R["gold"]] == 0
    # Without gold Suzy can only build the last four totems.
    rows = {sheet("apprentice").field_row[f] for f in state.p[suzy].open_fields("stone")}
    assert rows == {row_index("apprentice", r) for r in ("a7", "a8", "a9", "a10")}
    for f in (field("apprentice", "a7", 0), field("apprentice", "a7", 1)):
        state.apply(suzy, Mark("stone", f))
    assert [p.levels for p in state.p[suzy].pole] == [1]  # row 7: an uncarved base
    state.apply(suzy, Mark("stone", field("apprentice", "a8", 0)))
    state.apply(suzy, Mark("stone", field("apprentice", "a8", 1)))
    state.apply(suzy, Confirm())
    # Sam: gold first, then a stone and the smoke complete the Monkey; the other stone elsewhere.
    with pytest.raises(IllegalAction):
        state.apply(sam, Mark("stone", field("apprentice", "a1", 1)))  # gold first
    state.apply(sam, Mark("gold", field("apprentice", "a1", 0)))
    state.apply(sam, Mark("stone", field("apprentice", "a1", 1)))
    events = state.apply(sam, Mark("smoke", field("apprentice", "a1", 2)))
    assert any(e.key == "pieces" for e in events)
    assert state.p[sam].carved() == 1 and state.p[sam].pole[0].animal == "Monkey"
    state.apply(sam, Mark("stone", field("apprentice", "a10", 0)))
    state.apply(sam, Confirm())
    state.apply(annie, AutoPlace(True))
    assert state.phase == BID and state.round == 2


def test_example_annie_crystal_advantage():
    """Master: stone then papyrus completes the 'lowest bid' row; it pays from the next auction."""
    state = game(3, "master", card=card_index(["gold_mask", "quarry"], ["smoke", "papyrus"]))
    annie = 0
    bid_all(state, [3, 1, 0])  # Annie on top: smoke and papyrus; the Quarry gives her a stone
    assert state.last_gains[annie] == bundle({"stone": 1, "smoke": 1, "papyrus": 1})
    with pytest.raises(IllegalAction):  # papyrus last
        state.apply(annie, Mark("papyrus", field("master", "adv_low", 1)))
    state.apply(annie, Mark("stone", field("master", "adv_low", 0)))
    state.apply(annie, Mark("papyrus", field("master", "adv_low", 1)))
    ri = row_index("master", "adv_low")
    assert state.p[annie].done[ri] and not state.p[annie].active[ri]
    for seat in range(3):
        if seat in state.to_move():
            state.apply(seat, Confirm())
    assert state.p[annie].active[ri]
    state.card = card_index(["crystal_mask"], ["gold", "gold"])
    before = state.p[annie].crystals
    bid_all(state, [1, 2, 3])
    assert state.last_gains[annie][R["crystal"]] == 3 + 1  # Crystal Mask 3 + the advantage
    assert state.p[annie].crystals == before - 1 + 4


def test_zero_bid_earns_no_advantage():
    state = game(2, "master", card=card_index(["crystal_mask"], ["gold", "gold"]))
    complete(state, 0, "adv_low")
    bid_all(state, [0, 2])
    assert state.last_gains[0][R["crystal"]] == 3


def test_example_sam_temple_x():
    """Sam marks a ruby next to his 2 stones: from then on a Temple also gives an X."""
    state = game(2, "master", card=card_index(["crystal_mask"], ["gold", "gold"]))
    sam = 0
    pl = state.p[sam]
    for k in (0, 1):
        pl.marks[field("master", "t1", k)] = True
    bid_all(state, [0, 2])  # Sam lowest: the bottom row is a stone; give him the ruby he won
    pl.pending[R["ruby"]] += 1
    state.apply(sam, Mark("ruby", field("master", "t1", 2)))
    state.apply(sam, AutoPlace(True))
    state.apply(1, AutoPlace(True))
    state.card = card_index(["temple"], ["gold", "ruby"])
    bid_all(state, [0, 0])
    assert state.last_gains[sam][R["x"]] == 1 and state.last_gains[sam][R["papyrus"]] == 1
    # The X marks any open field, here a ruby field of the Toucan row after its gold? Not yet:
    # prerequisites still hold for jokers.
    assert field("master", "m2", 1) not in pl.open_fields("x")
    assert field("master", "m8", 0) in pl.open_fields("x")
    with pytest.raises(IllegalAction):
        state.apply(sam, Confirm())  # an X must be used at once
    state.apply(sam, Mark("x", field("master", "m8", 0)))
    assert pl.pending[R["x"]] == 0


def test_example_larry_gold_mask_exchange():
    state = game(2, "master", card=card_index(["gold_mask"], ["ruby", "ruby"]))
    larry = 1
    complete(state, larry, "g1")
    complete(state, larry, "g2")
    bid_all(state, [2, 2])  # equal bids, 2 players: both the middle row (a smoke)
    gains = state.last_gains[larry]
    assert gains[R["gold"]] == 1 and gains[R["crystal"]] == 2
    assert state.last_gains[0][R["gold"]] == 0  # the Gold Mask gives nothing before upgrades
    pl = state.p[larry]
    state.apply(larry, Mark("gold", field("master", "gx", 0)))
    assert pl.pending[R["x"]] == 1  # the X comes at once
    state.apply(larry, Mark("x", field("master", "m9", 0)))


def test_exchange_closed_until_second_gold_row():
    state = game(2, "master", card=card_index(["gold_mask"], ["ruby", "ruby"]))
    complete(state, 0, "g1")
    bid_all(state, [1, 0])
    assert field("master", "gx", 0) not in state.p[0].open_fields("gold")


def test_example_suzy_quarry_upgrade():
    state = game(3, "master", card=card_index(["gold_mask", "quarry"], ["smoke", "papyrus"]))
    suzy = 1
    complete(state, suzy, "q1")
    bid_all(state, [3, 2, 0])  # Suzy in the middle wins a ruby
    pl = state.p[suzy]
    assert state.last_gains[suzy] == bundle({"stone": 2, "ruby": 1})
    state.apply(suzy, Mark("ruby", field("master", "q2", 0)))
    state.apply(suzy, Mark("stone", field("master", "q2", 1)))
    state.apply(suzy, Mark("stone", field("master", "m8", 0)))
    assert pl.done[row_index("master", "q2")]
    for seat in (0, 1, 2):
        if seat in state.to_move():
            state.apply(seat, AutoPlace(True) if state.p[seat].placeable() else Confirm())
    state.card = card_index(["quarry"], ["gold", "smoke"])
    bid_all(state, [0, 0, 0])
    assert state.last_gains[suzy][R["stone"]] == 3  # the upgraded Quarry


# -- marking ----------------------------------------------------------------------------------
def test_smoke_first_rows_in_master():
    state = game(2, "master", card=card_index(["crystal_mask"], ["gold", "gold"]))
    bid_all(state, [1, 0])
    pl = state.p[1]
    assert field("master", "m5", 1) not in pl.open_fields("stone")
    pl.pending[R["smoke"]] += 1
    state.apply(1, Mark("smoke", field("master", "m5", 0)))
    assert field("master", "m5", 1) in pl.open_fields("stone")


def test_unmarkable_and_unmarked_resources_become_crystals():
    state = game(2, card=card_index(["crystal_mask"], ["gold", "gold"]))
    bid_all(state, [1, 0])
    pl = state.p[0]
    crystals = pl.crystals
    pl.pending[R["papyrus"]] += 4  # only 3 papyrus fields, none open without gold anyway
    state.apply(0, Mark("gold", field("apprentice", "a1", 0)))
    state.apply(0, Confirm())  # one gold and four papyri left unmarked
    assert pl.crystals == crystals + 5


def test_a_seat_with_nothing_markable_skips_marking_and_gets_crystals():
    state = game(2, card=card_index(["crystal_mask"], ["gold", "gold"]))
    state.p[1].marks = [True] * len(state.p[1].marks)  # a full sheet: nothing can be marked
    bid_all(state, [0, 1])  # seat 0: a stone (open); seat 1: two golds
    assert state.to_move() == (0,)
    assert state.p[1].crystals == 5 - 1 + 4 + 2


def test_unmark_takes_back_the_latest_placement_with_its_pieces():
    state = game(2, card=card_index(["quarry"], ["gold", "smoke"]))
    bid_all(state, [3, 0])
    pl = state.p[0]
    state.apply(0, Mark("gold", field("apprentice", "a1", 0)))
    state.apply(0, Mark("stone", field("apprentice", "a1", 1)))
    state.apply(0, Mark("smoke", field("apprentice", "a1", 2)))
    assert pl.carved() == 1
    with pytest.raises(IllegalAction):
        state.apply(0, Unmark(0))
    state.apply(0, Unmark(2))
    assert pl.carved() == 0 and pl.pending[R["smoke"]] == 1
    assert not pl.marks[field("apprentice", "a1", 2)]
    assert Unmark(1) in state.legal_actions(0)


def test_bases_are_taken_at_once():
    state = game(2, card=card_index(["crystal_mask"], ["base", "ruby"]))
    bid_all(state, [2, 0])
    assert [p.carved for p in state.p[0].pole] == [False]


def test_deposit_upgrades_work_from_the_next_auction():
    state = game(2, "master", card=card_index(["crystal_mask"], ["gold", "gold"]))
    bid_all(state, [1, 0])  # seat 0 top: two golds; seat 1: a stone
    state.apply(1, Mark("stone", field("master", "cm1", 0)))
    state.apply(1, Confirm())
    state.apply(0, AutoPlace(True))
    state.card = card_index(["crystal_mask"], ["gold", "gold"])
    bid_all(state, [0, 0])
    assert state.last_gains[1][R["crystal"]] == 4 and state.last_gains[0][R["crystal"]] == 3


def test_advantages_highest_middle_tie():
    state = game(3, "master", card=card_index(["crystal_mask"], ["gold", "gold"]))
    for s, row in ((0, "adv_high"), (1, "adv_mid"), (2, "adv_tie")):
        complete(state, s, row)
    bid_all(state, [3, 1, 1])  # 0 top; 1 and 2 tied lowest (bottom)
    assert state.last_gains[0][R["ruby"]] == 1
    assert state.last_gains[1][R["smoke"]] == 0  # not in the middle
    assert state.last_gains[2][R["stone"]] == 2  # bottom stone + the tie advantage


def test_end_after_the_round_a_pole_reaches_nine_and_carved_only_counts():
    state = game(2, card=card_index(["crystal_mask"], ["base", "ruby"]))
    from totemgame.games.totemix.content import BASE_PIECE, Piece

    state.p[0].pole = [BASE_PIECE] * 8
    state.p[1].pole = [Piece("Eagle", 2, True)]
    bid_all(state, [2, 0])  # seat 0 takes a base: 9 levels
    assert not state.is_over()  # the round is finished first
    for seat in (0, 1):
        if seat in state.to_move():
            state.apply(seat, AutoPlace(True) if state.p[seat].placeable() else Confirm())
    assert state.is_over()
    result = state.result()
    assert result.winners == (1,) and result.scores[1] >= 2


def test_the_last_message_says_when_a_tie_on_carved_levels_went_to_the_taller_pole():
    from totemgame.games.totemix.content import BASE_PIECE, Piece

    state = game(2, card=card_index(["crystal_mask"], ["base", "ruby"]))
    state.p[0].pole = [Piece("Eagle", 2, True)] + [BASE_PIECE] * 6
    state.p[1].pole = [Piece("Eagle", 2, True)]
    events = bid_all(state, [2, 0])  # seat 0 takes a base: 9 levels, 2 of them carved
    for seat in (0, 1):
        if seat in state.to_move():
            events += state.apply(seat, AutoPlace(True) if state.p[seat].placeable() else Confirm())
    assert state.is_over() and state.result().scores == (2, 2)
    assert state.result().winners == (0,)
    last = events[-1]
    assert last.key == "game_over_taller"
    assert dict(last.params) == {
        "winners": [0],
        "score": 2,
        "height": 9,
        "crystals": state.p[0].crystals,
    }


def test_tie_breaks_total_levels_then_crystals_then_shared():
    from totemgame.games.totemix.content import BASE_PIECE, Piece

    state = game(3)
    for pl in state.p:
        pl.pole = [Piece("Frog", 1, True)]
    state.p[0].pole.append(BASE_PIECE)
    assert state.result().winners == (0,)
    state.p[0].pole.pop()
    state.p[1].crystals = 9
    assert state.result().winners == (1,)
    state.p[2].crystals = 9
    assert state.result().winners == (1, 2)


def test_deck_reshuffles_when_exhausted():
    state = game(2)
    seen = []
    for _ in range(20):
        seen.append(state.card)
        bid_all(state, [0, 0])
        for seat in (0, 1):
            if seat in state.to_move():
                state.apply(seat, Confirm())
        if state.is_over():
            break
    assert sorted(seen[:16]) == list(range(16))
    assert len(seen) > 16


def test_auto_place_opens_the_row_that_then_takes_the_most_of_the_hand():
    from totemgame.games.totemix.planner import auto_place
    from totemgame.games.totemix.sheet import Player

    player = Player.new("apprentice", 5)
    player.begin_marking()
    for f in (10, 12, 13, 24, 26, 30, 33):  # an earlier round's marks
        res = sheet("apprentice").field_resource[f]
        player.pending[R[res]] += 1
        player.mark(res, f)
    player.begin_marking()
    for res, n in (("gold", 1), ("ruby", 2), ("papyrus", 1)):
        player.pending[R[res]] += n
    made = auto_place(player)
    assert len(made) == 4 and player.leftovers() == 0  # a worse gold field strands a ruby


def test_auto_place_completes_a_row_with_the_whole_hand_rather_than_spreading_it():
    """Two stones, two smokes and a papyrus on an empty apprentice sheet (a newcomer's round
    2): stone, stone, papyrus complete the Snake now, a smoke starts the Tortoise, one smoke is
    left over. Placing each resource where it alone scored best put the stones on the
    Tortoise (3 of 4) and the papyrus on the Snake: the same leftover, no carved level."""
    from totemgame.games.totemix.planner import auto_place, sheet_value
    from totemgame.games.totemix.sheet import Player

    sh = sheet("apprentice")
    rows = {r.id: i for i, r in enumerate(sh.rows)}
    player = Player.new("apprentice", 5)
    player.begin_marking()
    for res, n in (("stone", 2), ("smoke", 2), ("papyrus", 1)):
        player.pending[R[res]] += n
    made = auto_place(player)
    assert player.done[rows["a9"]] and [p.animal for p in player.pole] == ["Snake"]
    assert sorted(sh.rows[sh.field_row[f]].id for _r, f in made) == ["a10", "a9", "a9", "a9"]
    assert player.leftovers() == 1
    # The old greedy order, for comparison, leaves the sheet worth less.
    greedy = Player.new("apprentice", 5)
    greedy.begin_marking()
    for res, f in (("smoke", 33), ("stone", 31), ("stone", 34), ("papyrus", 30)):
        greedy.pending[R[res]] += 1
        greedy.mark(res, f)
    assert sheet_value(player) > sheet_value(greedy)
