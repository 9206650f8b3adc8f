"""The Windows version resource of totemgame.exe (the "Details" tab of its Properties).

The spec writes it to a version file next to the build and hands PyInstaller the path, so
the exact text embedded in the .exe can be read after a build (build/work/version_info.txt).
"""

from __future__ import annotations

import re
from pathlib import Path

PRODUCT = "Totem Games"


def file_version(version: str) -> tuple[int, int, int, int]:
    """'0.1.0' -> (0, 1, 0, 0): Windows wants four numbers."""
    nums = [int(n) for n in re.findall(r"\d+", version)[:4]]
    return tuple((nums + [0, 0, 0, 0])[:4])  # type: ignore[return-value]


def version_info(version: str):
    """A PyInstaller VSVersionInfo for `version` (PyInstaller is imported only here)."""
    from PyInstaller.utils.win32 import versioninfo as vi

    nums = file_version(version)
    strings = [
        ("CompanyName", PRODUCT),
        ("FileDescription", PRODUCT),
        ("FileVersion", version),
        ("InternalName", "totemgame"),
        ("LegalCopyright", "MIT licence; fonts under the SIL Open Font License"),
        ("OriginalFilename", "totemgame.exe"),
        ("ProductName", PRODUCT),
        ("ProductVersion", version),
    ]
    return vi.VSVersionInfo(
        ffi=vi.FixedFileInfo(filevers=nums, prodvers=nums),
        kids=[
            vi.StringFileInfo(
                [vi.StringTable("040904B0", [vi.StringStruct(k, v) for k, v in strings])]
            ),
            vi.VarFileInfo([vi.VarStruct("Translation", [1033, 1200])]),
        ],
    )


def write_version_file(version: str, path: Path) -> Path:
    """Write the version file PyInstaller's `EXE(version=...)` reads; returns `path`."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(str(version_info(version)), encoding="utf-8")
    return path
