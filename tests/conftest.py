"""Every test runs without a display or sound card, with user files in a temporary folder.

The UI fixtures (`app`, the throwaway `fake_game`) and the helpers in tests/ui/ serve the table
tests of every game, wherever they live (tests/ui/, tests/games/<id>/table/)."""

from __future__ import annotations

import gettext
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The tests read English: the operating system's language (the default of the Language
# setting) is English whatever the machine's locale. Tests of other languages set theirs.
os.environ["LANGUAGE"] = "en"
# Beacons of hosted tables stay on this computer: a loopback broadcast address, never the
# product's default (a real network's). Set here for every process the tests start, and per
# test below with a port of its own.
LOOPBACK_BEACON = "127.255.255.255"
os.environ["TOTEMGAME_BEACON"] = f"{LOOPBACK_BEACON}:7378"

import sys  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

sys.path.insert(0, str(Path(__file__).parent / "ui"))  # helpers, fake_game
sys.path.insert(0, str(Path(__file__).parent))  # toy_game


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    """Every test gets its own TOTEMGAME_HOME (settings, saves, autosave)."""
    monkeypatch.setenv("TOTEMGAME_HOME", str(tmp_path / "home"))
    yield tmp_path / "home"


@pytest.fixture(autouse=True)
def _loopback_beacon(monkeypatch):
    """Every test's beacon goes to 127.255.255.255 on a port of its own (subprocesses inherit
    it), and a datagram to any address outside 127.0.0.0/8 fails the test instead of leaving."""
    import ipaddress
    import socket

    from totemgame.net import beacon

    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
    probe.close()
    address = f"{LOOPBACK_BEACON}:{port}"
    monkeypatch.setenv(beacon.ENV, address)
    real = beacon.send_to

    def loopback_only(sock, data, to):
        if not ipaddress.IPv4Address(to[0]).is_loopback:
            raise AssertionError(f"a beacon to {to[0]}: tests send only to 127.0.0.0/8")
        real(sock, data, to)

    monkeypatch.setattr(beacon, "send_to", loopback_only)
    yield address


@pytest.fixture(autouse=True)
def _english():
    """A test that changed the language leaves English behind."""
    yield
    from totemgame import i18n

    if i18n.current() != i18n.DEFAULT:
        i18n.set_language(i18n.DEFAULT)


@pytest.fixture(scope="session")
def catalogues():
    """The compiled catalogues (.mo), made from the .po files if missing or older."""
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "build"))
    try:
        from catalogues import compile_catalogues
    finally:
        sys.path.pop(0)
    return compile_catalogues()


class Marked(gettext.NullTranslations):
    """A stand-in catalogue: every message comes back in brackets, so a test sees which
    texts went through the catalogue."""

    def gettext(self, message: str) -> str:
        return f"[{message}]"

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return f"[{singular if n == 1 else plural}]"

    def pgettext(self, context: str, message: str) -> str:
        return f"[{message}]"


@pytest.fixture
def marked(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every text said through the stand-in catalogue `Marked` for one test."""
    from totemgame import i18n

    monkeypatch.setattr(i18n, "_translations", Marked())


@pytest.fixture
def fake_game(monkeypatch):
    """Register the throwaway 'Stick Pick' game (tests only) in the games registry."""
    import fake_game as fg

    from totemgame import games, text

    monkeypatch.setattr(games, "_PACKAGES", {fg.GAME_ID: "fake_game"})
    monkeypatch.setattr(games, "_loaded", {})
    from totemgame.ui.table import tables

    monkeypatch.setitem(tables.TABLES, fg.GAME_ID, fg.table)
    real = text.load_data

    def load_data(name: str):
        return fg.DATA if name == fg.GAME_ID else real(name)

    monkeypatch.setattr(text, "load_data", load_data)
    from totemgame import paths

    monkeypatch.setattr(paths, "load_data", load_data)
    return fg


@pytest.fixture
def app(fake_game):
    """An App on the dummy display with a thread AI worker and fast, instant settings."""
    import pygame

    from totemgame.ai.worker import AiWorker
    from totemgame.storage.settings import Settings
    from totemgame.ui.app import App

    a = App(
        settings=Settings(ai_speed="fast", animation_speed="instant"),
        ai_worker=AiWorker(use_process=False),
    )
    yield a
    a.shutdown()
    pygame.quit()


@pytest.fixture
def game_app():
    """An App with the real games on the dummy display, a thread AI worker, fast AI and
    instant animations (the table tests of every game)."""
    import pygame

    from totemgame.ai.worker import AiWorker
    from totemgame.storage.settings import Settings
    from totemgame.ui.app import App

    a = App(
        settings=Settings(ai_speed="fast", animation_speed="instant"),
        ai_worker=AiWorker(use_process=False),
    )
    a.ai_min_delay = 0.0
    yield a
    a.shutdown()
    pygame.quit()
