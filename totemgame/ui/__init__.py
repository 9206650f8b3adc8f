"""The pygame user interface: app shell, scenes, widgets and the shared game table.

Only this package and `games/*/scene.py` import pygame.
"""

import os

# Keep pygame's import banner out of the console and the CLI's machine-readable output.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
