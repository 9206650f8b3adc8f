"""Write the packaged app's icons from our own procedural art (totemgame/ui/art/icon.py).

    python tools/make_icons.py

assets/icons/totemgame.png   512x512, for Linux desktops and the README
assets/icons/totemgame.ico   Windows: 16-256 px, PNG-compressed entries (Vista and later)
assets/icons/totemgame.icns  macOS: 16-1024 px, PNG entries

No Pillow needed: both container formats are a small header in front of PNG images.
build/build.py runs this when the files are missing.
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "icons"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# icns element types and their pixel sizes (ic10 is the 512@2x "retina" image).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
)


def png_bytes(size: int) -> bytes:
    """The icon at `size` px, encoded as PNG."""
    import pygame

    from totemgame.ui.art.icon import app_icon

    buf = io.BytesIO()
    pygame.image.save(app_icon(size), buf, "icon.png")
    return buf.getvalue()


def ico(images: dict[int, bytes]) -> bytes:
    """A Windows .ico holding one PNG per size (0 in the directory means 256)."""
    header = struct.pack("<HHH", 0, 1, len(images))
    entries, data = b"", b""
    offset = len(header) + 16 * len(images)
    for size, png in sorted(images.items()):
        dim = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(png), offset + len(data))
        data += png
    return header + entries + data


def icns(images: dict[bytes, bytes]) -> bytes:
    """An Apple .icns: 'icns', total length, then (type, length, PNG) elements (big-endian)."""
    body = b"".join(kind + struct.pack(">I", 8 + len(png)) + png for kind, png in images.items())
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.path.insert(0, str(ROOT))
    import pygame

    pygame.display.init()
    pygame.display.set_mode((1, 1))  # smoothscale and PNG saving want a video mode
    OUT.mkdir(parents=True, exist_ok=True)
    pngs = {size: png_bytes(size) for size in {*ICO_SIZES, *(s for _, s in ICNS_TYPES)}}
    (OUT / "totemgame.png").write_bytes(pngs[512])
    (OUT / "totemgame.ico").write_bytes(ico({s: pngs[s] for s in ICO_SIZES}))
    (OUT / "totemgame.icns").write_bytes(icns({kind: pngs[s] for kind, s in ICNS_TYPES}))
    for name in ("totemgame.png", "totemgame.ico", "totemgame.icns"):
        print(f"wrote {(OUT / name).relative_to(ROOT)} ({(OUT / name).stat().st_size} bytes)")
    pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
