"""The Hint's reason for a Tiki Topple play, in the game's words: what the card does to which
tiki, what it changes for the player's own Secret Tiki card, which tikis it pushes out of the
top three, and the Hard AI's estimate. Built from the player's own view only."""

from __future__ import annotations

from collections.abc import Sequence

from totemgame.ai.agent import percent
from totemgame.games.tiki_topple.actions import CARDS, UP_STEPS, Card, PlayCard, Tiki
from totemgame.games.tiki_topple.content import card_name, content, data, place_name, tiki_name
from totemgame.games.tiki_topple.view import TikiView
from totemgame.i18n import _, pgettext

TOP = 3  # the places that can score


def words(key: str, **params: object) -> str:
    """The phrase `[hints].<key>` of the data file, translated, filled with `params`."""
    text: str = data()["hints"][key]
    return _(text).format(**params)


def line_after(line: Sequence[Tiki], card: Card, tiki: Tiki) -> list[Tiki]:
    """The line after `card` is played on `tiki` (the rules' movement)."""
    out = list(line)
    pos = out.index(tiki)
    if card is Card.TOAST:
        out.pop()
    elif card is Card.TOPPLE:
        out.append(out.pop(pos))
    else:
        out.insert(pos - UP_STEPS[card], out.pop(pos))
    return out


def score(line: Sequence[Tiki], tikis: Sequence[Tiki]) -> int:
    """What a card naming `tikis` (9-, 5-, 2-point slots) scores if the round ended on `line`."""
    c = content()
    return sum(
        c.points[slot]
        for slot, t in enumerate(tikis)
        if t in line and list(line).index(t) < c.best_position[slot]
    )


def what_it_does(line: Sequence[Tiki], action: PlayCard) -> str:
    card, tiki = card_name(action.card), tiki_name(action.tiki)
    start = list(line).index(action.tiki)
    if action.card is Card.TOAST:
        return words("toast", card=card, tiki=tiki)
    if action.card is Card.TOPPLE:
        if start == len(line) - 1:
            return words("topple_bottom", card=card, tiki=tiki)
        return words("topple", card=card, tiki=tiki, start=place_name(start))
    end = start - UP_STEPS[action.card]
    return words("up", card=card, tiki=tiki, start=place_name(start), end=place_name(end))


def what_it_prevents(
    line: Sequence[Tiki], after: Sequence[Tiki], moved: Tiki, mine: Sequence[Tiki]
) -> str:
    """A tiki not on the player's card that the play takes off 1st place (its 9 points), or
    else out of the top three; '' when there is none."""
    top = line[0]
    if after[0] != top and top != moved and top not in mine:
        return words("off_first", tiki=tiki_name(top))
    knocked = [t for t in line[:TOP] if t not in after[:TOP] and t not in mine and t != moved]
    if knocked:
        # TRANSLATORS: between the names of tikis in a list ("Nani, Kapu")
        comma = pgettext("list of tikis", ", ")
        return words("knocked", tikis=comma.join(tiki_name(t) for t in knocked))
    return ""


def stronger(card: Card, other: Card) -> bool:
    """`other` does more than `card`: a Tiki Up of more places, or a Topple or a Toast (they
    move any tiki to the bottom, or burn one) against a Tiki Up."""
    if card not in UP_STEPS:
        return False
    return other not in UP_STEPS or UP_STEPS[other] > UP_STEPS[card]


def why_quiet(view: TikiView, card: Card) -> str:
    """Why spend `card` on a rival's tiki that changes nothing: the stronger cards it keeps,
    only if the hand still holds one; else it is the last card, or none left is stronger."""
    held = view.hands[view.seat] if view.seat is not None else ()
    left = [c for c, n in zip(CARDS, held, strict=False) for _copy in range(n)]
    if card in left:
        left.remove(card)
    if any(stronger(card, c) for c in left):
        return words("quiet")
    return words("quiet_last" if not left else "quiet_no_stronger")


def explain_play(view: TikiView, action: PlayCard, win_rate: float | None) -> str:
    """Words for a hinted play, from the player's own Secret Tiki card (never anyone else's)."""
    line = list(view.line)
    after = line_after(line, action.card, action.tiki)
    mine = content().deck[view.secret] if view.secret is not None else ()
    reasons = []
    if action.tiki in mine:
        slot = mine.index(action.tiki)
        points = content().points[slot]
        need = data()["hints"]["needs"][slot]
        need = _(need)
        key = "yours" if action.card in UP_STEPS else "yours_given_up"  # toppled or toasted
        reasons.append(words(key, tiki=tiki_name(action.tiki), points=points, need=need))
    elif mine:
        key = "not_yours_toast" if action.card is Card.TOAST else "not_yours"
        reasons.append(words(key, tiki=tiki_name(action.tiki)))
    if mine:
        before, now = score(line, mine), score(after, mine)
        key = "score_up" if now > before else "score_same" if now == before else "score_down"
        reasons.append(words(key, before=before, after=now))
    prevents = what_it_prevents(line, after, action.tiki, mine)
    if prevents:
        reasons.append(prevents)
    elif mine and action.tiki not in mine and action.card in UP_STEPS:
        reasons.append(why_quiet(view, action.card))
    does = what_it_does(line, action)
    if reasons:
        # TRANSLATORS: between the reasons of a hint ("it is your last card; ...")
        joined = pgettext("hint reasons", "; ").join(reasons)
        # TRANSLATORS: a hint: what the play does, then why ("Tiki Up 1 lifts ...: ...")
        text = _("{does}: {reasons}.").format(does=does, reasons=joined)
    else:
        # TRANSLATORS: a hint with no reason beyond what the play does
        text = _("{does}.").format(does=does)
    if win_rate is not None:
        final = bool(view.tiebreak) or view.round >= view.rounds_total
        chance = words("chance_final" if final else "chance_round", percent=percent(win_rate))
        # TRANSLATORS: a hint followed by the Hard AI's estimate
        text = _("{hint} {chance}").format(hint=text, chance=chance)
    return text
