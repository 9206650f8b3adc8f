"""Compile the translation catalogues: totemgame/locale/<lang>/LC_MESSAGES/totemgame.po -> .mo.

Run by the wheel's build hook (hatch_build.py), by build/build.py before PyInstaller, and by
the tests; by hand: `python build/catalogues.py`. Needs Babel (a build and test dependency,
not a runtime one). A .mo is rewritten only when its .po is newer.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "totemgame" / "locale"
DOMAIN = "totemgame"


def compile_catalogues(locale: Path = LOCALE, force: bool = False) -> list[Path]:
    """Compile every language's .po into its .mo; returns the .mo files (all of them).
    Raises ValueError on a catalogue that does not parse."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    written = []
    for po in sorted(locale.glob(f"*/LC_MESSAGES/{DOMAIN}.po")):
        mo = po.with_suffix(".mo")
        written.append(mo)
        if not force and mo.is_file() and mo.stat().st_mtime >= po.stat().st_mtime:
            continue
        with open(po, "rb") as f:
            catalog = read_po(f, locale=po.parent.parent.name, abort_invalid=True)
        errors = [(m.id, e) for m, errs in catalog.check() for e in errs]
        if errors:
            raise ValueError(f"{po}: {errors[0][0]!r}: {errors[0][1]}")
        tmp = mo.with_suffix(".mo.tmp")
        with open(tmp, "wb") as f:
            write_mo(f, catalog, use_fuzzy=False)
        tmp.replace(mo)
    return written


if __name__ == "__main__":
    for path in compile_catalogues(force="--force" in sys.argv[1:]):
        print(path.relative_to(ROOT))
