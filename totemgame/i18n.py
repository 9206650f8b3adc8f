"""Languages: gettext catalogues, the current language, plurals and numbers (no pygame).

Source strings stay English in the code and the data files. Code wraps them in `_()` (or
`ngettext`/`pgettext`); data texts (TOML) are translated where they are shown, by passing the
loaded English string to `_()` (see totemgame/data_texts.py), so a language switch needs no
reload of the data. The catalogues are `totemgame/locale/<lang>/LC_MESSAGES/totemgame.mo`,
compiled from the `.po` files at build time (README: "Adding a language").

Numbers are formatted by a small table of separators here rather than by Babel: Babel's
locale data is over 30 MB, and the one-folder build has a 70 MB budget; four languages need
only a decimal sign and a grouping rule. Babel stays a development tool (extraction, compiling).
"""

from __future__ import annotations

import contextlib
import gettext
import os
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

DOMAIN = "totemgame"
DEFAULT = "en"
# Language code -> its name in its own language (what the Settings choice shows).
LANGUAGES: dict[str, str] = {
    "en": "English",
    "fr": "Français",
    "de": "Deutsch",
    "pl": "Polski",
}
# (decimal sign, group separator, least digits before grouping starts) per language (CLDR).
_NUMBERS: dict[str, tuple[str, str, int]] = {
    "en": (".", ",", 4),
    "fr": (",", "\u202f", 4),  # narrow no-break space
    "de": (",", ".", 4),
    "pl": (",", "\u00a0", 5),  # Polish groups from 10 000 on
}
_ENV_VARS = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")

_current = DEFAULT
_translations: gettext.NullTranslations = gettext.NullTranslations()
# A thread saying something in another language for a moment (speaking): its language and
# catalogue, seen by that thread alone.
_local = threading.local()
_spoken: dict[str, gettext.NullTranslations] = {}


def _lang() -> str:
    said: str | None = getattr(_local, "lang", None)
    return said if said is not None else _current


def _tr() -> gettext.NullTranslations:
    said: gettext.NullTranslations | None = getattr(_local, "translations", None)
    return said if said is not None else _translations


_listeners: list[Callable[[str], None]] = []


def locale_dir() -> Path:
    """The folder of the compiled catalogues (source tree, wheel or frozen bundle)."""
    import sys

    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        bundled = Path(frozen_root) / "totemgame" / "locale"
        if bundled.is_dir():
            return bundled
    return Path(__file__).resolve().parent / "locale"


def catalogue_path(lang: str) -> Path:
    """Where the compiled catalogue of `lang` lives (it may be missing in a source tree)."""
    return locale_dir() / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"


def system_language(environ: dict[str, str] | None = None) -> str:
    """The operating system's language if it is one of LANGUAGES, else English.

    Reads the POSIX variables in gettext's order (LANGUAGE may list several, 'de:fr'); on
    Windows and macOS, where they are usually unset, asks the locale module."""
    env = os.environ if environ is None else environ
    for var in _ENV_VARS:
        value = env.get(var, "")
        if not value:
            continue
        for part in value.split(":"):
            code = _code(part)
            if code in LANGUAGES:
                return code
            if code in ("c", "posix"):
                break
        return DEFAULT  # the first variable set decides, as gettext does
    if environ is None:
        import locale

        try:
            found = locale.getlocale()[0] or ""
        except ValueError:
            found = ""
        code = _code(found)
        if code in LANGUAGES:
            return code
        # Windows names locales in words ('German_Germany').
        words = {"english": "en", "french": "fr", "german": "de", "polish": "pl"}
        return words.get(found.split("_")[0].lower(), DEFAULT)
    return DEFAULT


def _code(tag: str) -> str:
    """'de_DE.UTF-8' -> 'de', 'pl-PL' -> 'pl', 'C.UTF-8' -> 'c'."""
    return tag.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()


def resolve(setting: str) -> str:
    """The language a setting means: '' (automatic) is the system's language."""
    return setting if setting in LANGUAGES else system_language()


def set_language(lang: str) -> bool:
    """Use `lang` from now on; tells the listeners (screens rebuild their text). Returns False
    (and falls back to English) when the catalogue is missing or unreadable."""
    global _current, _translations
    lang = lang if lang in LANGUAGES else DEFAULT
    ok = True
    translations: gettext.NullTranslations = gettext.NullTranslations()
    if lang != DEFAULT:
        try:
            with open(catalogue_path(lang), "rb") as f:
                translations = gettext.GNUTranslations(f)
        except (OSError, ValueError) as exc:  # missing, or not a catalogue
            ok = False
            _warn(f"the {LANGUAGES[lang]} catalogue could not be read ({exc})")
            lang = DEFAULT
    changed = lang != _current
    _current, _translations = lang, translations
    if changed:
        for listener in list(_listeners):
            listener(lang)
    return ok


@contextlib.contextmanager
def speaking(lang: str) -> Iterator[None]:
    """Inside the block, this thread says its words in `lang` (a hint worded in every language
    at once); the app's language, its screens and other threads are untouched. A catalogue
    that cannot be read says English, as set_language does."""
    if lang not in _spoken:
        translations: gettext.NullTranslations = gettext.NullTranslations()
        if lang in LANGUAGES and lang != DEFAULT:
            with contextlib.suppress(OSError, ValueError), open(catalogue_path(lang), "rb") as f:
                translations = gettext.GNUTranslations(f)
        _spoken[lang] = translations
    before = (getattr(_local, "lang", None), getattr(_local, "translations", None))
    _local.lang, _local.translations = (lang if lang in LANGUAGES else DEFAULT), _spoken[lang]
    try:
        yield
    finally:
        _local.lang, _local.translations = before


def _warn(text: str) -> None:
    import sys

    print(f"totemgame: {text}; using English", file=sys.stderr)


def current() -> str:
    """The language in use ('en', 'fr', 'de' or 'pl')."""
    return _lang()


def on_change(listener: Callable[[str], None]) -> None:
    """Call `listener(lang)` after every change of language."""
    _listeners.append(listener)


def _(message: str) -> str:
    """`message` in the current language (English when untranslated)."""
    if not message:
        return message
    found = _tr().gettext(message)
    if found == message:
        # A word that is also counted ("girl" / "girls") has one catalogue entry, a plural one,
        # which gettext() does not look in: its singular form is the translation.
        found = _tr().ngettext(message, message, 1)
    return found


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a counted sentence for `n` (Polish has three: 1, 2-4, 5+)."""
    return _tr().ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """`message` in the current language, told apart from the same English word elsewhere."""
    return _tr().pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    """A counted sentence told apart from the same English elsewhere (a case of its own)."""
    return _tr().npgettext(context, singular, plural, n)


def N_(message: str) -> str:  # noqa: N802 (the gettext convention)
    """Marks `message` for extraction; it is translated later, where it is shown."""
    return message


def format_number(value: float, decimals: int = 0) -> str:
    """`value` with the current language's decimal sign and digit grouping: 12,345.5 (en),
    12 345,5 (fr), 12.345,5 (de), 12 345,5 (pl)."""
    point, group, least = _NUMBERS.get(_lang(), _NUMBERS[DEFAULT])
    text = f"{abs(value):.{decimals}f}"
    whole, _sep, frac = text.partition(".")
    if len(whole) >= least:
        head = len(whole) % 3 or 3
        whole = whole[:head] + "".join(group + whole[i : i + 3] for i in range(head, len(whole), 3))
    sign = "-" if value < 0 and float(text) != 0 else ""
    return sign + whole + (point + frac if frac else "")


def format_ordinal(n: int) -> str:
    """A place in a ranking: 1st, 2nd (en); 1er, 2e (fr); 1., 2. (de, pl)."""
    if _lang() == "fr":
        return "1er" if n == 1 else f"{n}e"
    if _lang() in ("de", "pl"):
        return f"{n}."
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _month(number: int) -> str:
    """The short name of month `number` (1-12) in the current language."""
    names = (
        pgettext("month", "Jan"), pgettext("month", "Feb"), pgettext("month", "Mar"),
        pgettext("month", "Apr"), pgettext("month", "May"), pgettext("month", "Jun"),
        pgettext("month", "Jul"), pgettext("month", "Aug"), pgettext("month", "Sep"),
        pgettext("month", "Oct"), pgettext("month", "Nov"), pgettext("month", "Dec"),
    )  # fmt: skip
    return names[number - 1]


def format_date(stamp: float) -> str:
    """A moment as the lists show it, in local time: '25 Nov 2026 04:56' (en), '25 nov. 2026
    04:56' (fr), '25. Nov. 2026, 04:56' (de); '?' for a date outside the calendar."""
    try:
        when = time.localtime(stamp)
    except (OverflowError, OSError, ValueError):  # a hand-edited date far outside the calendar
        return "?"
    # TRANSLATORS: a date and time in the lists of saved games and replays, "25 Nov 2026 04:56"
    pattern = _("{day} {month} {year} {time}")
    return pattern.format(
        day=when.tm_mday,
        month=_month(when.tm_mon),
        year=when.tm_year,
        time=f"{when.tm_hour:02d}:{when.tm_min:02d}",
    )


def format_percent(value: float, decimals: int = 0) -> str:
    """`value` (0.25 -> 25 %) written as each language writes a percentage."""
    number = format_number(value * 100, decimals)
    return f"{number}\u00a0%" if _lang() in ("fr", "de") else f"{number}%"
