"""`python -m totemgame.ui`: open the game window directly (used by the cold-start bench)."""

from totemgame.ui.launch import main

if __name__ == "__main__":
    raise SystemExit(main())
