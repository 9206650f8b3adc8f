"""The table's side of a hint: asking first when a hint costs the game its place in the
statistics, the "looking for a move" banner, and the answer's banner. The thinking itself is
the controller's (ui/hints.py); the glow on the board is the game's (`highlight_action`)."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from totemgame.i18n import N_, _
from totemgame.ui.widgets.banner import BannerStack

if TYPE_CHECKING:
    from totemgame.engine.record import SeatInfo
    from totemgame.ui.scene import Host

# The hint's reason stays as long as its move does (until it is played, the position moves on
# or the banner is clicked away): one that left after 9 s vanished while the player read the
# tooltips of the pieces it named.
HINT_SECONDS = math.inf
HINT_WAIT = N_("The Hard AI is looking for a good move...")
HINT_PREFIX = N_("Hint: ")


def ask_before_hint(
    app: Host, seats: Sequence[SeatInfo], hints_used: int, ask: Callable[[], None]
) -> bool:
    """A game that would count in the statistics (one human against the AI, no hint yet)
    first says that a hint leaves it out of them, and asks; True if it asked (`ask` runs on
    yes), False if the hint may be asked at once."""
    from totemgame import stats
    from totemgame.ui.widgets.dialog import DialogScene

    counts = hints_used == 0 and stats.opposition(seats) != stats.PASS_AND_PLAY
    if not counts:
        return False
    app.push(
        DialogScene(
            app,
            _("Show a hint?"),
            _(
                "A game in which you see a hint is left out of your statistics "
                "(it still appears in Replays). Show the Hard AI's suggestion?"
            ),
            [(_("Show hint"), ask), (_("Not now"), None)],
        )
    )
    return True


def show_waiting(banners: BannerStack) -> None:
    banners.show(lambda: _(HINT_WAIT), seconds=3.5, kind="info")


def show_answer(banners: BannerStack, reason: str) -> None:
    """The waiting banner gives way to the answer."""
    banners.banners = [b for b in banners.banners if b.text != _(HINT_WAIT)]
    banners.show(f"{_(HINT_PREFIX)}{reason}", seconds=HINT_SECONDS, kind="ok")


def clear_answer(banners: BannerStack) -> None:
    banners.banners = [b for b in banners.banners if not b.text.startswith(_(HINT_PREFIX))]
