"""Entry script of the frozen app: as small as possible, everything lives in totemgame.cli.

`main()` calls multiprocessing.freeze_support() first, so the AI worker processes that the
frozen executable spawns (it re-runs itself) do their job and never reach the CLI.
"""

import os
import sys

# A windowed build (Windows, macOS) has no console: sys.stdout/sys.stderr are None there, and
# any library that writes to them would crash the game. Send such output nowhere instead.
for _name in ("stdout", "stderr"):
    if getattr(sys, _name) is None:
        setattr(sys, _name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115

from totemgame.cli import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
