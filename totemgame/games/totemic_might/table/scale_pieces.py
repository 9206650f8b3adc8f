"""The pieces a seat may put on the trial scale: its spirit totems (the starting one with its
weight) and the trial copies it still holds (not given nor offered away), each with what the
notes pin of its weight, "used" on a copy already weighed this round; and the totems a pan's
pieces are."""

from __future__ import annotations

from typing import TYPE_CHECKING

from totemgame.games.totemic_might.actions import TRIAL
from totemgame.i18n import pgettext

if TYPE_CHECKING:
    from totemgame.games.totemic_might.table.port import Notes
    from totemgame.games.totemic_might.view import MightView


def scale_pieces(view: MightView, notes: Notes) -> list[tuple[int, str, int, str]]:
    """(code, tile kind, totem, caption) of every piece the viewer may put on the scale."""
    seat = view.seat
    if seat is None:
        return []
    known = notes.captions(view)  # "= 7" where the notes (and the assist) pin a weight
    out = []
    for t in view.spirits[seat]:
        if t == view.start:
            cap = str(view.start_weight)
        else:
            cap = known[t][2:] if known[t].startswith("=") else "?"
        out.append((t, "spirit", t, cap))
    given = {k for k, _to in (view.gives or ())} | {t[1] for t in view.trades if t[0] == seat}
    for k, t in enumerate(view.trials[seat]):
        if k in given:
            continue
        cap = known[t][2:] if known[t].startswith("=") else ""
        out.append(
            (
                TRIAL + k,
                "trial",
                t,
                pgettext("trial copy", "used") if k in (view.trials_used or ()) else cap,
            )
        )
    return out


def totems_on(view: MightView, codes: tuple[int, ...]) -> list[int]:
    """The totems a pan's pieces are (a trial copy is the totem it copies), sorted."""
    seat = view.seat if view.seat is not None else 0
    return sorted(view.trials[seat][c - TRIAL] if c >= TRIAL else c for c in codes)
