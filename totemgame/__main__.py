"""`python -m totemgame` entry point."""

from totemgame.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
