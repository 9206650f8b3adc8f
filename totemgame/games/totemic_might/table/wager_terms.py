"""What the wager composer says and knows: the animals and what each needs, their costs in
words, the ways to pay, the snake's letters already taken, and a pick whose weight the notes
already pin (wager.py draws the composer)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from totemgame.games.totemic_might.content import (
    labels,
    totem_label,
    wager_label,
)
from totemgame.games.totemic_might.resolve import snake_letter
from totemgame.games.totemic_might.table import art
from totemgame.i18n import N_, _
from totemgame.text import join_commas
from totemgame.ui import theme

if TYPE_CHECKING:
    from totemgame.games.totemic_might.actions import SetWager
    from totemgame.games.totemic_might.view import MightView

Domains = tuple[frozenset[int], ...]  # the weights each totem may still have
KINDS = ("none", "snake", "wolf", "bear", "fox")
LETTERS = "ABCDEFGHIJ"
NEEDS = {"wolf": 2, "fox": 3}
NEEDED = {  # the rule a refused Wolf or Fox breaks, said after the totems that break it
    "wolf": N_("a Wolf takes two totems of different seasons, none of them your spirit totem"),
    "fox": N_("a Fox takes three totems of three different seasons and three different sigils"),
}
ICON = 24
KIND_GAP = 5  # between the animal buttons
ABOUT_H = 90  # the chosen animal's description, under the buttons and above its controls


def kind_widths(room: int) -> list[int]:
    """The animal buttons' widths: the row's `room` shared out in proportion to what each
    icon and name needs at full size ("Niedźwiedź" takes more than "Lis")."""
    font = theme.font("bold", 18)
    need = [font.size(wager_label(k))[0] + 16 + (0 if k == "none" else ICON + 5) for k in KINDS]
    share = (room - KIND_GAP * (len(KINDS) - 1)) / sum(need)
    return [int(n * share) for n in need]


ABOUT = {
    "none": N_("No wager this round."),
    "snake": N_(
        "Snake (twice a game): each letter A-J hides a true hint about the weights, dealt "
        "at random this game. You learn it at the round's end, with a balloon of lift 11-20 "
        "(told): the more the hint tells, the more it lifts."
    ),
    "wolf": N_(
        "Wolf: two totems of different seasons, not your spirit totems. You learn the "
        "remainder when the difference of their weights is divided by 8 (a difference of 3, 11 "
        "or 19 all answer 3). You get a balloon of lift 1 or 2 (not told)."
    ),
    "bear": N_(
        "Bear: any totems: learn which band of 10 their total falls in (2 garnets), or "
        "of 5 (3 garnets)."
    ),
    "fox": N_(
        "Fox: three totems sharing no season and no sigil: learn their total. Pay 4 garnets "
        "or take a balloon of lift 1-5 (not told)."
    ),
}
# Under a Wolf, or a Fox taken with a balloon: what a lift never told does to the final.
UNKNOWN_LIFT = N_(
    "You are never told this balloon's lift: it leaves an unknown weight on your final pans."
)
OPTION_LABELS = {  # the two ways to take a Bear or a Fox: a pair of buttons, the chosen one lit
    "bear": ((N_("Bands of 10"), N_("2 garnets")), (N_("Bands of 5"), N_("3 garnets"))),
    "fox": (
        (N_("Take a balloon"), N_("lift 1-5, not told")),
        (N_("Pay 4 garnets"), N_("no balloon")),
    ),
}
OPTION_CHOSEN = {  # the placed wager's line says which way it was taken
    "bear": (N_("bands of 10"), N_("bands of 5")),
    "fox": (N_("took a balloon, no garnets"), N_("paid with 4 garnets")),
}
OPTION_TIPS = {
    "bear": (
        N_("Learn which band of 10 the total falls in (1-10, 11-20, ...); costs 2 garnets."),
        N_("Learn which band of 5 the total falls in (1-5, 6-10, ...); costs 3 garnets."),
    ),
    "fox": (
        N_(
            "Pay nothing now: take a balloon instead. In the final challenge it lifts 1 to 5 "
            "off its pan, and you are not told how much."
        ),
        N_("Pay 4 garnets: no balloon to place in the final challenge."),
    ),
}


def clash(kind: str, totems: list[int], spirits: tuple[int, ...] = ()) -> str | None:
    """Which chosen totems break the Wolf's or the Fox's rule, in the grid's words: two of one
    season, two of one sigil (Fox), or one of your own spirit totems (Wolf)."""
    for i, a in enumerate(totems):
        for b in totems[i + 1 :]:
            if a // 5 == b // 5:
                return _("{totem} and {other} are both {season}").format(
                    totem=totem_label(a), other=totem_label(b), season=_(art.SEASONS[a // 5])
                )
            if kind == "fox" and a % 5 == b % 5:
                return _("{totem} and {other} share the {sigil} sigil").format(
                    totem=totem_label(a), other=totem_label(b), sigil=_(art.SIGILS[a % 5])
                )
    mine = next((t for t in totems if t in spirits), None) if kind == "wolf" else None
    if mine is None:
        return None
    return _("{totem} is one of your spirit totems").format(totem=totem_label(mine))


def letters_text(view: MightView, wanted: int) -> str:
    """Which letters are gone (taken since the last refresh, or hints you already have) and
    the letter a Snake on `wanted` would bring if nobody else picks it this round."""
    had = [LETTERS[i] for i in sorted(view.hints_got or ())]
    taken = [
        LETTERS[i] for i, t in enumerate(view.letters_taken or ()) if t and LETTERS[i] not in had
    ]
    if taken and had:
        text = _("Gone: {taken} taken; {had} already yours.").format(
            taken=join_commas(taken), had=join_commas(had)
        )
    elif taken:
        text = _("Gone: {taken} taken.").format(taken=join_commas(taken))
    elif had:
        text = _("Gone: {had} already yours.").format(had=join_commas(had))
    else:
        text = _("Every letter is free.")
    free = list(view.letters_taken or [False] * 10)
    try:
        got, _moved = snake_letter(wanted, free, list(view.hints_got or ()))
    except ValueError:
        return text
    if got != wanted:
        text += " " + _("Letter {letter} would give you {other} instead.").format(
            letter=LETTERS[wanted], other=LETTERS[got]
        )
    return text


def already_known(view: MightView, totems: list[int], domains: Domains | None) -> str:
    """The chosen totems whose weight the viewer already knows ("Spring Secret weighs 16"),
    '' if none: a wager on them tells less than one on totems still open."""
    known = []
    for t in sorted(totems):
        if view.seat is not None and t == view.start:
            known.append((t, view.start_weight))
        elif domains is not None and len(domains[t]) == 1:
            known.append((t, next(iter(domains[t]))))
    words = [
        _("{totem} weighs {weight}").format(totem=totem_label(t), weight=w)
        if i == 0
        # TRANSLATORS: a second known weight after "Spring Secret weighs 16 and ..."
        else _("{totem} {weight}").format(totem=totem_label(t), weight=w)
        for i, (t, w) in enumerate(known)
    ]
    # TRANSLATORS: joins known weights, "Spring Secret weighs 16 and Void Sky 3"
    return _(" and ").join(words)


def pending_words(pending: SetWager | None) -> str:
    """The wager placed this round, under the composer: its animal, letter or totems, and
    for a Bear or a Fox the way it is taken."""
    if pending is None or pending.wager == "none":
        return _("Your wager this round: none.")
    if pending.wager == "snake":
        return _("Your wager this round: {wager} on letter {letter}.").format(
            wager=wager_label(pending.wager), letter=LETTERS[pending.letter]
        )
    if pending.wager in OPTION_CHOSEN:
        return _("Your wager this round: {wager} ({option}) on {totems}.").format(
            wager=wager_label(pending.wager),
            option=_(OPTION_CHOSEN[pending.wager][pending.option]),
            totems=labels(pending.totems),
        )
    return _("Your wager this round: {wager} on {totems}.").format(
        wager=wager_label(pending.wager), totems=labels(pending.totems)
    )
