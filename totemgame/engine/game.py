"""The rules-layer contract every game implements: specs, states, actions, events, results.

Nothing here (or anywhere in `engine/`, `ai/`, `games/*/rules.py`, `games/*/ai.py`)
imports pygame. States are pure and deterministic given their seed and the actions applied.
"""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, ClassVar, Protocol, TypeVar, runtime_checkable

from totemgame.engine.refusal import Refusal

Seat = int

V_co = TypeVar("V_co", covariant=True)  # a game's view: what a State gives a seat
V_contra = TypeVar("V_contra", contravariant=True)  # what an Agent reads


class IllegalAction(ValueError):
    """Raised by `State.apply` for an action that is not legal now; the state is unchanged."""


@dataclass(frozen=True)
class Action:
    """Base class of every game's actions: frozen dataclasses that round-trip through JSON.

    Subclasses set `kind` (unique within their game) and use only JSON-friendly field types:
    int, str, bool, enums (stored by value), and tuples of those.
    """

    kind: ClassVar[str] = "action"

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        for f in dataclasses.fields(self):
            out[f.name] = _to_jsonable(getattr(self, f.name))
        return out


def _to_jsonable(value: Any) -> Any:
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple | list):
        return [_to_jsonable(v) for v in value]
    return value


class ActionCodec:
    """Decodes a game's actions from JSON, by their `kind`."""

    def __init__(self, *action_types: type[Action]) -> None:
        self._types = {t.kind: t for t in action_types}
        self._hints = {t.kind: typing.get_type_hints(t) for t in action_types}

    def decode(self, obj: Any) -> Action:
        """Build the action `obj` describes; raises IllegalAction on anything malformed."""
        kind = obj.get("kind") if isinstance(obj, dict) else None
        if not isinstance(kind, str) or kind not in self._types:  # a damaged save: any JSON
            raise IllegalAction(f"unknown action {obj!r}")
        cls = self._types[obj["kind"]]
        hints = self._hints[obj["kind"]]
        try:
            kwargs = {
                f.name: _from_jsonable(hints[f.name], obj[f.name]) for f in dataclasses.fields(cls)
            }
            return cls(**kwargs)
        except (KeyError, TypeError, ValueError) as exc:
            raise IllegalAction(f"malformed action {obj!r}: {exc}") from exc


def _from_jsonable(hint: Any, value: Any) -> Any:
    if isinstance(hint, type) and issubclass(hint, Enum):
        return hint(value)
    if getattr(hint, "__origin__", None) is tuple:
        if not isinstance(value, list):
            raise TypeError("expected a list")
        return tuple(_from_jsonable(hint.__args__[0], v) for v in value)
    if hint is bool:
        if not isinstance(value, bool):
            raise TypeError(f"expected true/false, got {value!r}")
    elif hint is int:
        if not isinstance(value, int) or isinstance(value, bool):
            raise TypeError(f"expected an integer, got {value!r}")
    elif hint is str and not isinstance(value, str):
        raise TypeError(f"expected a string, got {value!r}")
    return value


@dataclass(frozen=True)
class Event:
    """Something that happened, in game terms: a message key (text lives in data) and parameters.

    `visible_to` is None for a public event, or the seats allowed to see it (a private draw).
    `barrier` marks chance or a revealed secret: undo never crosses it.
    """

    key: str
    params: Mapping[str, Any] = field(default_factory=dict)
    visible_to: tuple[Seat, ...] | None = None
    barrier: bool = False

    def visible(self, viewer: Seat | None) -> bool:
        """Whether `viewer` (None = public spectator) may see this event."""
        return self.visible_to is None or (viewer is not None and viewer in self.visible_to)


@dataclass(frozen=True)
class Result:
    """The outcome of a finished game.

    scores: final score per seat. ranking: seats best first (tied seats adjacent).
    ranks: rank per seat (1 = first; tied seats share a rank). winners: seats with rank 1,
    none when `nobody_wins` (a rulebook that leaves a tie unbroken: "there is no winner").
    """

    scores: tuple[float, ...]
    ranks: tuple[int, ...]
    details: Mapping[str, Any] = field(default_factory=dict)
    nobody_wins: bool = False

    @property
    def winners(self) -> tuple[Seat, ...]:
        if self.nobody_wins:
            return ()
        return tuple(s for s, r in enumerate(self.ranks) if r == 1)

    @property
    def ranking(self) -> tuple[Seat, ...]:
        return tuple(sorted(range(len(self.ranks)), key=lambda s: (self.ranks[s], s)))

    @staticmethod
    def from_keys(
        scores: Sequence[float], keys: Sequence[Any], *, nobody_wins: bool = False, **details: Any
    ) -> Result:
        """Rank seats by `keys` (higher is better; equal keys share a rank)."""
        ranks = tuple(1 + sum(1 for k in keys if k > mine) for mine in keys)
        return Result(tuple(scores), ranks, details, nobody_wins)


@runtime_checkable
class View(Protocol):
    """All that one seat (or the public, seat None) may know. Frozen, comparable with ==.

    Besides `seat`, the table and the saves list read three facts from every view."""

    @property
    def seat(self) -> Seat | None:
        """Whose view this is (None: the public, a spectator)."""

    @property
    def scores(self) -> Sequence[float] | None:
        """The running score per seat (None: the game shows none during play)."""

    @property
    def round(self) -> int | None:
        """The round being played (None: a game without rounds)."""

    @property
    def tiebreak(self) -> int:
        """0, or the number of the tie-break round being played."""


@runtime_checkable
class State(Protocol[V_co]):
    """A game in progress whose seats see views of type V. See ARCHITECTURE.md.

    Actions come in as any `Action` (a decoded save, a remote message): `check` refuses those
    not of the game, so only the view is a type parameter."""

    def to_move(self) -> tuple[Seat, ...]: ...

    def legal_actions(self, seat: Seat) -> Sequence[Action]: ...

    def check(self, seat: Seat, action: Action) -> Refusal | None:
        """None if `seat` may play `action` now, else the reason (a Refusal: its English and
        the key and params to say it in the player's language).
        `apply` raises IllegalAction exactly when this gives a reason."""
        ...

    def apply(self, seat: Seat, action: Action) -> list[Event]: ...

    def opening_events(self) -> list[Event]:
        """Events of the set-up (the first deal...), logged before any action; [] if none."""
        ...

    def is_over(self) -> bool: ...

    def result(self) -> Result: ...

    def view(self, seat: Seat | None) -> V_co: ...

    def clone(self) -> State[V_co]: ...


class Agent(Protocol[V_contra]):
    """Chooses an action for `view.seat` from that seat's view alone (never a State)."""

    name: str

    def choose(self, view: V_contra, deadline: float | None = None) -> Action:
        """A legal action; `deadline` is a time.monotonic() instant to answer by (None = no cap)."""
        ...


class OptionKind(str, Enum):
    """How a game option is chosen on the setup screen."""

    CHOICE = "choice"
    INT = "int"
    BOOL = "bool"


@dataclass(frozen=True)
class GameOption:
    """One setup option of a game (rounds, variant...). `choices` for CHOICE, bounds for INT."""

    key: str
    label: str
    kind: OptionKind
    default: Any
    choices: tuple[Any, ...] = ()
    minimum: int = 0
    maximum: int = 0
    help: str = ""
    labels: tuple[str, ...] = ()  # how CHOICE values are shown, parallel to `choices`

    def label_for(self, value: Any) -> str:
        """The text shown for `value` on the setup screen."""
        if self.labels and value in self.choices:
            return self.labels[self.choices.index(value)]
        if isinstance(value, bool):
            return "On" if value else "Off"
        return str(value)

    def validate(self, value: Any) -> Any:
        """Return `value` if acceptable for this option; raise ValueError otherwise."""
        if self.kind is OptionKind.BOOL and isinstance(value, bool):
            return value
        is_int = isinstance(value, int) and not isinstance(value, bool)
        if self.kind is OptionKind.INT and is_int and self.minimum <= value <= self.maximum:
            return value
        if self.kind is OptionKind.CHOICE and value in self.choices:
            return value
        raise ValueError(f"option {self.key}: {value!r} is not allowed")


@dataclass(frozen=True)
class GameSpec:
    """What the app needs to know about a game before playing it."""

    id: str
    name: str
    min_players: int
    max_players: int
    pitch: str
    options: tuple[GameOption, ...] = ()
    hidden_information: bool = True
    credits: str = ""
    # Games whose seats are fixed sides (e.g. White and Red) name them here; the setup screen
    # then shows each seat's side instead of a free colour choice.
    seat_labels: tuple[str, ...] = ()
    # A line the setup screen adds to the player count for some counts, e.g. ((2, "each
    # player runs two families"),).
    player_notes: tuple[tuple[int, str], ...] = ()
    # Seats a new game's setup starts with (0: the minimum, at least 2).
    default_players: int = 0
    # Added to the reason a saved game does not replay (e.g. a rule changed since it was saved).
    replay_note: str = ""
    # Kinds of action that only draft a move a later action commits (Totemic Might's bids,
    # preferences and wager, sent with Submit): a hint stays on the screen through them.
    draft_kinds: tuple[str, ...] = ()

    def default_options(self) -> dict[str, Any]:
        return {o.key: o.default for o in self.options}

    def validate_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """Fill defaults and check every value; raises ValueError naming the bad option."""
        known = {o.key: o for o in self.options}
        unknown = set(options) - set(known)
        if unknown:
            raise ValueError(f"unknown option(s): {', '.join(sorted(unknown))}")
        out = self.default_options()
        for key, value in options.items():
            out[key] = known[key].validate(value)
        return out
