"""The Windows version resource written for the .exe (build/version_info.py)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from totemgame import __version__

ROOT = Path(__file__).resolve().parents[1]


def version_info_module():
    spec = importlib.util.spec_from_file_location(
        "version_info", ROOT / "build" / "version_info.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_windows_wants_four_version_numbers():
    assert version_info_module().file_version("1.2") == (1, 2, 0, 0)
    assert version_info_module().file_version("0.10.3rc1") == (0, 10, 3, 1)


@pytest.mark.skipif(sys.platform != "win32", reason="PyInstaller reads version files on Windows")
def test_the_version_file_is_what_pyinstaller_reads(tmp_path):
    from PyInstaller.utils.win32.versioninfo import load_version_info_from_text_file

    path = version_info_module().write_version_file(__version__, tmp_path / "version_info.txt")
    info = load_version_info_from_text_file(str(path))
    strings = {s.name: s.val for s in info.kids[0].kids[0].kids}
    assert strings["FileVersion"] == __version__
    assert strings["OriginalFilename"] == "totemgame.exe"
    assert info.ffi.fileVersionMS >> 16 == version_info_module().file_version(__version__)[0]
