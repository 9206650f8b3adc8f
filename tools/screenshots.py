"""Regenerate the README screenshots (docs/screenshots/*.png) by driving the real scenes.

Run from the repository root:  python tools/screenshots.py
Uses the dummy video driver, so no display is needed; the pictures are what a 1280x720
window shows.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "screenshots"


def main() -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["TOTEMGAME_HOME"] = tempfile.mkdtemp(prefix="totem-shots-")
    sys.path.insert(0, str(ROOT))
    import pygame

    from totemgame.engine.record import GameRecord, SeatInfo
    from totemgame.ui.app import App
    from totemgame.ui.scenes.title import TitleScene
    from totemgame.ui.table_factory import start_game

    OUT.mkdir(parents=True, exist_ok=True)
    app = App()
    app.ai_min_delay = 0.0

    def frames(n: int = 30) -> None:
        for _ in range(n):
            app.step(1 / 60)

    def shot(name: str) -> None:
        pygame.image.save(app.screen, str(OUT / f"{name}.png"))
        print("wrote", OUT / f"{name}.png")

    frames(40)
    shot("title")

    from totemgame.ui.scenes.setup import SetupScene

    app.push(SetupScene(app, "tiki-topple"))
    frames()
    shot("setup")

    # A game against two AI opponents, played to the middle of the first round.
    seats = [
        SeatInfo("human", "Mia", 0),
        SeatInfo("ai:medium", "Kai", 1),
        SeatInfo("ai:hard", "Leilani", 2),
    ]
    table = start_game(app, GameRecord("tiki-topple", {}, seats, 20081))
    assert table is not None
    moves = 0
    while moves < 2:
        frames(1)
        if table.can_act:
            actions = table.legal_actions()
            table.submit(actions[len(actions) // 3])
            moves += 1
    while not table.can_act:
        frames(1)
    table.board.hand.selected = next(
        a.card for a in reversed(table.legal_actions()) if a.card.value.startswith("up")
    )
    frames(20)
    shot("table")
    while app.top is table or type(app.top).__name__ != "ResultsScene":
        frames(1)
        if app.top is table and table.board.summary is not None and table.board.reveal.age > 0.5:
            if table.view.round == 2 and not (OUT / "round_reveal.png").exists():
                shot("round_reveal")
            table.board.close_summary()
        if app.top is table and table.can_act:
            actions = table.legal_actions()
            table.submit(actions[len(actions) // 2])
    frames(40)
    shot("results")

    # Pass-and-play: two humans, the hand-off screen between them.
    seats = [SeatInfo("human", "Mia", 0), SeatInfo("human", "Sam", 1)]
    table = start_game(app, GameRecord("tiki-topple", {}, seats, 7))
    assert table is not None
    while type(app.top).__name__ != "HandoffScene":
        frames(1)
    frames(20)
    shot("handoff")

    # Every other game's table, a few decisions into a game against AI opponents.
    app.set_root(TitleScene(app))
    for game_id, kinds, decisions in OTHER_TABLES:
        seats = [SeatInfo(k, NAMES[i], i) for i, k in enumerate(kinds)]
        table = start_game(app, GameRecord(game_id, {}, seats, 11))
        assert table is not None
        made = 0
        for _ in range(20000):
            frames(1)
            if app.top is not table:  # an overlay scene (e.g. a round summary): close it
                app.pop()
                continue
            if table.can_act and not table.is_animating():
                if made == decisions:
                    break
                actions = table.legal_actions()
                table.submit(actions[(made * 7) % len(actions)])
                made += 1
        frames(40)
        shot(f"table_{game_id}")
        app.set_root(TitleScene(app))
    app.shutdown()
    return 0


NAMES = ("Mia", "Kai", "Leilani", "Noa", "Ari", "Tama", "Sol")
# (game, seats, decisions the human makes before the picture)
OTHER_TABLES = (
    ("totemix", ("human", "ai:medium", "ai:hard"), 4),
    ("totem-village", ("human", "ai:medium", "ai:hard", "ai:easy"), 6),
    ("totem-surround", ("human", "ai:hard"), 8),
    ("totemic-might", ("human", "ai:medium", "ai:hard", "ai:easy", "ai:medium"), 3),
)


if __name__ == "__main__":
    raise SystemExit(main())
