"""The panels right of the line: the round heading, the Secret Tiki card, the toasted tikis,
and the prompt that says what to do now and what was played last."""

from __future__ import annotations

import pygame

from totemgame.games.tiki_topple.actions import CARDS, Card
from totemgame.games.tiki_topple.content import card_name, content
from totemgame.games.tiki_topple.rules import score_tikis
from totemgame.games.tiki_topple.table import art, cards, marks
from totemgame.games.tiki_topple.table.layout import HAND_X, SECRET
from totemgame.games.tiki_topple.table.port import TikiPort
from totemgame.games.tiki_topple.view import TikiView
from totemgame.i18n import _, ngettext
from totemgame.ui import draw, theme


def draw_heading(surface: pygame.Surface, view: TikiView, ended: int | None = None) -> None:
    """ "Round 2 of 4" (or the tie-break round) above the Secret Tiki card; while the reveal
    of round `ended` is open, that round (the next one has not begun for the player)."""
    if ended is not None:
        title = _("Round {round} is over").format(round=ended)
    elif view.tiebreak:
        title = _("Tie-break round {round}").format(round=view.tiebreak)
    else:
        title = _("Round {round} of {total}").format(round=view.round, total=view.rounds_total)
    theme.blit_shadowed(
        surface, title, (SECRET.x, 52), "heading", 34, theme.GOLD_BRIGHT, anchor="midleft"
    )


def draw_secret(surface: pygame.Surface, view: TikiView) -> None:
    """The viewer's Secret Tiki card, or a card back for the public view."""
    label = (
        _("Your Secret Tiki card") if view.secret is not None else _("Secret Tiki cards are hidden")
    )
    theme.blit_text(
        surface,
        label,
        (SECRET.x, SECRET.y - 4),
        "bold",
        18,
        theme.TEXT_DIM,
        anchor="bottomleft",
    )
    draw.shadow_rect(surface, SECRET, 12)
    if view.secret is not None:
        # A tiki of the card toasted this round is struck through: that goal is gone.
        gone = frozenset(view.toasted) & frozenset(content().deck[view.secret])
        face = cards.secret_card(
            view.secret, SECRET.w, SECRET.h, gone, marks.words("reveal_toasted")
        )
        surface.blit(face, SECRET)
    else:
        surface.blit(cards.card_back(SECRET.w, SECRET.h), SECRET)


def draw_toasted(surface: pygame.Surface, port: TikiPort, view: TikiView) -> None:
    """The tikis toasted this round, beside the Secret Tiki card, each with who toasted it (a
    filled tag while that Toast is its player's last move)."""
    box = pygame.Rect(SECRET.right + 20, SECRET.y, 880 - SECRET.right - 20, SECRET.h)
    draw.parchment(surface, box, 10, shadow=False)
    theme.blit_text(
        surface, _("Toasted"), (box.centerx, box.y + 8), "heading", 24, theme.INK, anchor="midtop"
    )
    toasted = list(view.toasted)
    if not toasted:
        theme.blit_text(
            surface,
            # TRANSLATORS: the Toasted panel when no tiki has been toasted this round
            _("none yet"),
            (box.centerx, box.y + 48),
            "body",
            17,
            theme.INK_SOFT,
            anchor="midtop",
        )
    who = marks.toasters(view)
    last = marks.last_plays(view)
    for i, t in enumerate(toasted[:6]):
        y = box.y + 42 + i * 29
        surface.blit(art.tiki_surface(t, 54, 26), (box.x + 8, y))
        seat = who.get(t)
        if seat is None:
            continue
        colour = port.seat_colour(seat)
        text = marks.words("toasted_by", player=port.names[seat])
        tag = pygame.Rect(box.x + 68, y + 4, box.right - 8 - box.x - 68, marks.TAG_H)
        if last.get(seat) == (Card.TOAST, t):
            pygame.draw.rect(surface, colour, tag, border_radius=6)
            ink = theme.ink_on(colour)
        else:
            pygame.draw.rect(surface, colour, tag, 2, border_radius=6)
            ink = theme.INK
        if theme.font("bold", marks.TAG_SIZE).size(text)[0] > tag.w - 8:
            text = port.names[seat]  # the name before "by": the tag's colour says the rest
        text = theme.elide(text, tag.w - 8, "bold", marks.TAG_SIZE)
        theme.blit_text(surface, text, tag.center, "bold", marks.TAG_SIZE, ink, anchor="center")
    # With two players the Toasts cannot bring the line down to 3 tikis: only the cards end it.
    c = content()
    toasts = c.hand[CARDS.index(Card.TOAST)] * len(port.names)
    can_shrink = len(c.tiki_names) - toasts <= c.tikis_left_ends_round
    rule = (
        marks.words("round_ends_at_tikis", count=c.tikis_left_ends_round)
        if can_shrink
        else marks.words("round_ends_with_cards")
    )
    lines = theme.wrap(rule, box.w - 16, "body", 15)  # the panel is narrow: two lines
    for i, line in enumerate(reversed(lines)):
        y = box.bottom - 8 - i * 18
        theme.blit_text(
            surface, line, (box.centerx, y), "body", 15, theme.INK_SOFT, anchor="midbottom"
        )


def draw_prompt(
    surface: pygame.Surface,
    port: TikiPort,
    view: TikiView,
    selected: Card | None,
    targets: int,
    last: str,
) -> None:
    """What to do now (`targets`: how many tikis the `selected` card may move), and `last`,
    the last card played this round in words ('' at a round's start)."""
    box = pygame.Rect(HAND_X, 370, 880 - HAND_X, 166)
    draw.parchment(surface, box, 10, shadow=False)
    title, detail = prompt_text(port, view, selected, targets)
    theme.blit_text(surface, title, (box.x + 16, box.y + 10), "heading", 26, theme.INK)
    for i, line in enumerate(theme.wrap(detail, box.w - 32, "body", 18)[:2]):
        theme.blit_text(
            surface, line, (box.x + 16, box.y + 50 + i * 24), "body", 18, theme.INK_SOFT
        )
    if last:
        pygame.draw.line(
            surface,
            theme.PARCHMENT_DARK,
            (box.x + 14, box.y + 104),
            (box.right - 14, box.y + 104),
            1,
        )
        theme.blit_text(
            surface, _("Last move"), (box.x + 16, box.y + 112), "bold", 16, theme.INK_SOFT
        )
        for i, line in enumerate(theme.wrap(last, box.w - 32, "body", 18)[:1]):
            theme.blit_text(
                surface, line, (box.x + 16, box.y + 134 + i * 22), "body", 18, theme.INK
            )


def prompt_text(
    port: TikiPort, view: TikiView, selected: Card | None, targets: int
) -> tuple[str, str]:
    """The prompt's title and its detail line."""
    if view.over:
        return _("Game over"), _("The final scores are in.")
    tutorial = port.tutorial
    if tutorial is not None and tutorial.waiting_for_next:  # read, not played: no click
        return marks.words("tutorial_heading"), marks.words("tutorial_detail")
    mover = view.to_move[0] if view.to_move else None
    if mover is None:
        return "", ""
    name = port.names[mover]
    if port.session.human_to_move() == mover:
        if selected is None:
            if view.turns_taken[mover] == 0:
                detail = _(
                    "Choose an action card below (no Tiki Toast on your first turn), or press 1-5."
                )
            else:
                detail = _("Choose an action card below, or press 1-5.")
            return _("Your turn"), detail
        ends = toast_ends_round(view) if selected is Card.TOAST else None
        if ends is not None:
            return card_name(selected), ends
        if targets == 1:
            detail = _(
                "Click the glowing tiki; an arrow shows where it lands. Right-click: another card."
            )
        else:
            detail = ngettext(
                "Click one of the {n} glowing tiki; an arrow shows where it lands. "
                "Right-click: another card.",
                "Click one of the {n} glowing tikis; an arrow shows where it lands. "
                "Right-click: another card.",
                targets,
            ).format(n=targets)
        return card_name(selected), detail
    if mover in port.session.thinking():
        return (
            _("{name} is thinking…").format(name=name),
            _("Watch the line: the move will slide into place."),
        )
    return _("{name}'s turn").format(name=name), _("Waiting for their move.")


def toast_ends_round(view: TikiView) -> str | None:
    """The warning at a Toast that would end the round (None: the round goes on after it)."""
    left = len(view.line) - 1
    if left > content().tikis_left_ends_round or view.secret is None:
        return None
    points = score_tikis(list(view.line[:-1]), content().deck[view.secret])
    return marks.words("round_ends", left=left, points=points)
