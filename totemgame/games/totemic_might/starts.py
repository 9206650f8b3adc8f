"""Who could have started with which totem, as a seat sees it (the guesses at the end)."""

from __future__ import annotations

from totemgame.games.totemic_might.view import MightView


def start_candidates(view: MightView, s: int, shrewd: bool = True) -> list[int]:
    """The totems seat `s` could have started with, as the viewer sees it: none of the pool,
    nobody's extra spirit, not the viewer's own start; `shrewd`: nor a trial copy `s` holds
    (nobody keeps copies of its own starting totem)."""
    me = view.seat
    if me is None:
        raise ValueError("only a seat's own view knows its own start")
    extras = {t for o in range(view.players) for t in view.spirits[o][(1 if o == me else 0) :]}
    base = [t for t in range(20) if t not in view.pool and t not in extras and t != view.start]
    if shrewd:
        return [t for t in base if t not in view.trials[s]] or base
    return base
