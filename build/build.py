"""Build the one-folder executable and its release zip: `python build/build.py`.

dist/totemgame/totemgame(.exe)  the app (run `dist/totemgame/totemgame selftest` to check it)
dist/totemgame-<version>-<platform>.zip  the same folder, zipped for release
Needs the build extra: `python -m pip install '.[build]'`. `--dist DIR` puts the folder and
the zip in DIR instead (build/windows_on_wine.sh builds the Windows app into dist/windows).
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import stat
import subprocess
import sys
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build" / "totemgame.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "work"
APP = DIST / "totemgame"
ICONS = ROOT / "assets" / "icons"
MAC_APP = DIST / "Totem Games.app"  # the spec's BUNDLE, macOS only
BUDGET_MB = 70


def version() -> str:
    text = (ROOT / "totemgame" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'__version__\s*=\s*"([^"]+)"', text)
    if not match:
        raise SystemExit("build: no __version__ in totemgame/__init__.py")
    return match.group(1)


def platform_tag() -> str:
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform)
    machine = platform.machine().lower().replace("amd64", "x86_64")
    return f"{system}-{machine}"


def executable(app: Path = APP) -> Path:
    return app / ("totemgame.exe" if sys.platform == "win32" else "totemgame")


def folder_bytes(folder: Path) -> int:
    """Size on disk of everything under `folder`, symlinks counted once (as links)."""
    return sum(p.lstat().st_size for p in folder.rglob("*") if not p.is_dir() or p.is_symlink())


def zip_folder(folder: Path, target: Path) -> None:
    """Zip `folder` (its name as the top directory), keeping symlinks and executable bits."""
    target.unlink(missing_ok=True)
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=6) as zf:
        for path in sorted(folder.rglob("*")):
            name = str(path.relative_to(folder.parent)).replace(os.sep, "/")
            st = path.lstat()
            if path.is_symlink():
                info = zipfile.ZipInfo(name)
                info.create_system = 3
                info.external_attr = (stat.S_IFLNK | 0o777) << 16
                zf.writestr(info, os.readlink(path))
            elif path.is_dir():
                zf.write(path, name + "/")
            else:
                info = zipfile.ZipInfo.from_file(path, name)
                info.compress_type = zipfile.ZIP_DEFLATED
                info.external_attr = (st.st_mode & 0xFFFF) << 16
                with open(path, "rb") as f:
                    zf.writestr(info, f.read())


def shown(path: Path) -> str:
    """`path` relative to the checkout when it lies inside it (as build output is printed)."""
    try:
        return str(path.relative_to(ROOT))
    except ValueError:
        return str(path)


def ensure_icons() -> None:
    """Draw the app icons (tools/make_icons.py) if they are not in assets/icons yet."""
    names = ("totemgame.png", "totemgame.ico", "totemgame.icns")
    if all((ICONS / n).is_file() for n in names):
        return
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    subprocess.run([sys.executable, str(ROOT / "tools" / "make_icons.py")], check=True, env=env)


def compile_catalogues() -> None:
    """The .mo files from the .po files (build/catalogues.py; needs Babel, in the build extra)."""
    sys.path.insert(0, str(ROOT / "build"))
    try:
        from catalogues import compile_catalogues as compile_all
    finally:
        sys.path.pop(0)
    files = compile_all(force=True)
    print(
        f"build: {len(files)} catalogues compiled: "
        + ", ".join(p.parent.parent.name for p in files)
    )


def run_pyinstaller(dist: Path, work: Path) -> None:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    cmd = [
        sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
        "--distpath", str(dist), "--workpath", str(work), str(SPEC),
    ]  # fmt: skip
    print("build: " + " ".join(cmd), flush=True)
    subprocess.run(cmd, check=True, cwd=ROOT)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-zip", action="store_true", help="skip the release zip")
    parser.add_argument(
        "--dist", type=Path, default=DIST, help="where the folder and the zip go (default: dist)"
    )
    parser.add_argument(
        "--work", type=Path, default=WORK, help="PyInstaller's work folder (default: build/work)"
    )
    args = parser.parse_args(argv)
    dist = args.dist.resolve()
    app = dist / "totemgame"
    mac_app = dist / MAC_APP.name
    if not (ROOT / "assets" / "data").is_dir():
        print("build: warning: assets/data is missing; the app will not find its data")
    started = time.perf_counter()
    ensure_icons()
    compile_catalogues()
    run_pyinstaller(dist, args.work.resolve())
    exe = executable(app)
    if not exe.is_file():
        raise SystemExit(f"build: PyInstaller finished but {exe} is missing")
    bundled = sorted(app.rglob("LC_MESSAGES/totemgame.mo"))
    if not bundled:
        raise SystemExit("build: the bundle carries no translation catalogues")
    size_mb = folder_bytes(app) / 1e6
    print(f"build: {shown(app)} is {size_mb:.1f} MB (budget {BUDGET_MB} MB)")
    if not args.no_zip:
        target = dist / f"totemgame-{version()}-{platform_tag()}.zip"
        zip_folder(app, target)
        print(f"build: {shown(target)} is {target.stat().st_size / 1e6:.1f} MB")
        if mac_app.is_dir():  # macOS players get the .app (double-click), zipped on its own
            app_zip = dist / f"totemgame-{version()}-{platform_tag()}-app.zip"
            zip_folder(mac_app, app_zip)
            print(f"build: {shown(app_zip)} is {app_zip.stat().st_size / 1e6:.1f} MB")
    print(f"build: done in {time.perf_counter() - started:.0f} s; run {shown(exe)}")
    if size_mb > BUDGET_MB:
        print(f"build: error: the folder is over the {BUDGET_MB} MB budget", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
