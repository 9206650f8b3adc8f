"""Entry script of the frozen app: as small as possible, everything lives in totemgame.cli.

`main()` calls multiprocessing.freeze_support() first, so the AI worker processes that the
frozen executable spawns (it re-runs itself) do their job and never reach the CLI.
"""

import sys

from totemgame.cli import main

if __name__ == "__main__":
    sys.exit(main())
