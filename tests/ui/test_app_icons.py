"""The packaged app's icons (tools/make_icons.py): valid .ico/.icns holding our own art."""

from __future__ import annotations

import importlib.util
import io
import struct
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[2]
ICONS = ROOT / "assets" / "icons"


def make_icons():
    spec = importlib.util.spec_from_file_location("make_icons", ROOT / "tools" / "make_icons.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def png_size(data: bytes) -> tuple[int, int]:
    return pygame.image.load(io.BytesIO(data), "icon.png").get_size()


def read_ico(data: bytes) -> dict[int, bytes]:
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind) == (0, 1)
    images = {}
    for i in range(count):
        w, h, _, _, planes, bits, size, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        assert w == h and planes == 1 and bits == 32
        images[w or 256] = data[offset : offset + size]
    return images


def read_icns(data: bytes) -> dict[bytes, bytes]:
    assert data[:4] == b"icns" and struct.unpack_from(">I", data, 4)[0] == len(data)
    images, pos = {}, 8
    while pos < len(data):
        kind, length = data[pos : pos + 4], struct.unpack_from(">I", data, pos + 4)[0]
        images[kind] = data[pos + 8 : pos + length]
        pos += length
    assert pos == len(data)
    return images


@pytest.fixture(scope="module", autouse=True)
def _display():
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    yield


def test_the_windows_icon_holds_every_size_up_to_256():
    images = read_ico((ICONS / "totemgame.ico").read_bytes())
    assert sorted(images) == [16, 24, 32, 48, 64, 128, 256]
    for size, png in images.items():
        assert png_size(png) == (size, size)


def test_the_mac_icon_holds_the_retina_sizes():
    images = read_icns((ICONS / "totemgame.icns").read_bytes())
    assert png_size(images[b"ic09"]) == (512, 512)
    assert png_size(images[b"ic10"]) == (1024, 1024)
    assert png_size(images[b"icp4"]) == (16, 16)


def test_the_icon_is_drawn_not_blank():
    icon = pygame.image.load(str(ICONS / "totemgame.png"))
    colours = {tuple(icon.get_at((x, y))) for x in range(0, 512, 16) for y in range(0, 512, 16)}
    assert len(colours) > 10 and icon.get_at((0, 0)).a == 0  # round: transparent corners


def test_the_containers_round_trip_what_the_tool_writes():
    tool = make_icons()
    pngs = {16: tool.png_bytes(16), 256: tool.png_bytes(256)}
    assert read_ico(tool.ico(pngs)) == pngs
    assert read_icns(tool.icns({b"icp4": pngs[16]})) == {b"icp4": pngs[16]}
