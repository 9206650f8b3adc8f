"""The round's end on the table: each revealed card against the final line (which tiki scored
what, and why not), and the warning at a Toast that ends the round."""

from __future__ import annotations

import dataclasses

from totemgame.games.tiki_topple import rules
from totemgame.games.tiki_topple.content import content
from totemgame.games.tiki_topple.table.panels import toast_ends_round
from totemgame.games.tiki_topple.table.reveal import slot_scores


def test_each_tiki_of_a_revealed_card_scores_only_in_its_places():
    deck = content().deck
    card = 0
    top, middle, bottom = deck[card]
    others = [t for t in range(9) if t not in deck[card]]
    # the 9-point tiki 2nd (needs 1st), the 5-point tiki 1st, the 2-point tiki toasted
    line = [middle, top, *others[:2]]
    assert slot_scores(card, line) == [(top, 1, 0), (middle, 0, 5), (bottom, None, 0)]
    line = [top, *others[:1], bottom, middle]
    assert slot_scores(card, line) == [(top, 0, 9), (middle, 3, 0), (bottom, 2, 2)]
    assert sum(p for _t, _pl, p in slot_scores(card, line)) == rules.score_tikis(line, deck[card])


def test_a_toast_that_leaves_three_tikis_warns_that_the_round_ends_and_what_you_score():
    state = rules.new_game(2, {}, 9)
    view = state.view(state.turn)
    assert toast_ends_round(view) is None  # nine tikis: the round goes on
    four = dataclasses.replace(view, line=view.line[:4])
    text = toast_ends_round(four)
    points = rules.score_tikis(list(view.line[:3]), content().deck[view.secret])
    assert text is not None and "leaves 3 tikis" in text and f"scores {points}" in text
    five = dataclasses.replace(view, line=view.line[:5])
    assert toast_ends_round(five) is None
