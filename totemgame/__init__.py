"""Totem Games: five totem-themed tabletop games against AI opponents or pass-and-play."""

__version__ = "0.1.0"
APP_NAME = "Totem Games"
