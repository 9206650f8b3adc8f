"""Learn to play: a tutorial is a scripted first game, read from assets/data/tutorials/<id>.toml.

A tutorial names the game's seed, the players (seat 0 is the learner) and its steps, in order:
an explanation (text, Next), the learner's move (the exact action, as a save writes it), a
click the learner makes on the table that is no move (`click`: a tab or a button to show
something, the step ends with that click) or an opponent's move (it plays itself). The script holds every move of the game up to the
tutorial's end, so the situation it teaches always happens. No pygame here: the runner that
shows the steps on the real table is totemgame.ui.tutorial_guide.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from totemgame import i18n, paths
from totemgame.engine.game import Action, IllegalAction, Seat
from totemgame.engine.record import GameRecord, SeatInfo
from totemgame.paths import TOML, TomlError

LEARNER: Seat = 0


class TutorialError(ValueError):
    """A tutorial file that cannot be used (missing, malformed, or a script the rules refuse)."""


@dataclass(frozen=True)
class Step:
    """One step: `play` is None for an explanation; `seat` is the learner's or an opponent's."""

    text: str = ""
    play: Mapping[str, Any] | None = None  # the action as JSON (Action.to_json)
    seat: Seat = LEARNER
    element: str = ""  # a board element to point at (explanations, an opponent's move seen)
    wrong: str = ""  # the line after "Not this one: " when the learner clicks elsewhere
    click: str = ""  # a board element the learner clicks (no move): the click ends the step
    # A check of the game's (GameModule.tutorial_checks) that also takes the learner's move of
    # the step's kind when it passes: the board is free meanwhile (a final arranged at will).
    accept: str = ""
    # What the board shows during the step, for the game to read (Totemic Might's final reads
    # `pans`: an arrangement waiting as the hint's ghosts, for a click on Place as hinted).
    shows: Mapping[str, Any] | None = None

    @property
    def is_move(self) -> bool:
        return self.play is not None

    @property
    def learner_moves(self) -> bool:
        """The learner must play this step's move."""
        return self.play is not None and self.seat == LEARNER

    @property
    def waits(self) -> bool:
        """The step waits for Next: an explanation, or an opponent's move with a text."""
        if self.play is None:
            return not self.click
        return self.seat != LEARNER and bool(self.text)


@dataclass(frozen=True)
class Tutorial:
    """A game's tutorial, as its data file says."""

    game: str
    title: str
    seed: int
    players: tuple[str, ...]
    options: Mapping[str, Any]
    steps: tuple[Step, ...]
    summary: tuple[str, ...] = ()
    not_covered: tuple[str, ...] = ()
    colours: tuple[int, ...] = field(default=())
    # "Play a real game" at the end: its number of players (0: the game's least) and a line
    # on the end screen saying what that game is, so it matches what the tutorial taught.
    real_game_players: int = 0
    real_game_note: str = ""

    @property
    def learner_moves(self) -> int:
        return sum(1 for s in self.steps if s.learner_moves)

    def record(self, upto: int = 0) -> GameRecord:
        """The game's record with the script's moves of steps[:upto] already played (a
        resumed tutorial). The learner is human, the others are scripted AI seats."""
        colours = self.colours or tuple(range(len(self.players)))
        seats = [
            SeatInfo("human" if seat == LEARNER else "ai:easy", name, colours[seat])
            for seat, name in enumerate(self.players)
        ]
        if i18n.current() != i18n.DEFAULT:
            # The learner's English name ("You") would stand in another language's log
            # ("You bietet"): there the learner is the setup's default player, "Spieler 1".
            learner = seats[LEARNER]
            name = i18n._("Player {number}").format(number=1)
            seats[LEARNER] = SeatInfo(learner.kind, name, learner.colour)
        actions = [(s.seat, dict(s.play)) for s in self.steps[:upto] if s.play is not None]
        return GameRecord(
            game=self.game,
            options=dict(self.options),
            seats=seats,
            seed=self.seed,
            actions=actions,
            salt="tutorial",
        )

    def ply_of(self, index: int) -> int:
        """The number of moves played before step `index`."""
        return sum(1 for s in self.steps[:index] if s.is_move)

    def step_of_ply(self, ply: int) -> int:
        """The first step index whose moves before it number `ply` (where a game at `ply`
        stands in the script)."""
        moves = 0
        for i, step in enumerate(self.steps):
            if moves == ply:
                return i
            moves += step.is_move
        return len(self.steps)


def exists(game_id: str) -> bool:
    return paths.asset("data", "tutorials", f"{game_id}.toml").is_file()


def available(game_ids: list[str]) -> list[str]:
    """The games among `game_ids` that have a tutorial."""
    return [g for g in game_ids if exists(g)]


def load(game_id: str) -> Tutorial:
    """Read the game's tutorial; TutorialError with the reason if it is missing or malformed."""
    try:
        with open(paths.asset("data", "tutorials", f"{game_id}.toml"), "rb") as f:
            data = TOML.load(f)
    except (OSError, TomlError) as exc:
        raise TutorialError(f"the tutorial of {game_id} cannot be read: {exc}") from None
    return parse(game_id, data)


def parse(game_id: str, data: Mapping[str, Any]) -> Tutorial:
    """Build a Tutorial from a data file's table (raises TutorialError)."""
    try:
        players = tuple(str(p) for p in data["players"])
        steps = tuple(_step(i, raw, len(players)) for i, raw in enumerate(data["steps"]))
        tutorial = Tutorial(
            game=game_id,
            title=str(data.get("title", "Learn to play")),
            seed=int(data["seed"]),
            players=players,
            options=dict(data.get("options", {})),
            steps=steps,
            summary=tuple(str(x) for x in data.get("summary", ())),
            not_covered=tuple(str(x) for x in data.get("not_covered", ())),
            colours=tuple(int(c) for c in data.get("colours", ())),
            real_game_players=int(data.get("real_game", {}).get("players", 0)),
            real_game_note=str(data.get("real_game", {}).get("note", "")).strip(),
        )
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise TutorialError(f"the tutorial of {game_id} is malformed: {exc!r}") from None
    if len(players) < 2:
        raise TutorialError(f"the tutorial of {game_id} needs at least two players")
    if tutorial.real_game_players == 1 or tutorial.real_game_players < 0:
        raise TutorialError(f"the tutorial of {game_id} sets up a real game of 2 players or more")
    if tutorial.colours and len(tutorial.colours) != len(players):
        raise TutorialError(f"the tutorial of {game_id} has a colour per player or none")
    return tutorial


def _step(index: int, raw: Any, players: int) -> Step:
    if not isinstance(raw, dict):
        raise ValueError(f"step {index + 1} is not a table")
    play = raw.get("play")
    if play is not None and not isinstance(play, dict):
        raise ValueError(f"step {index + 1}: play is not a table")
    shows = raw.get("shows")
    if shows is not None and not isinstance(shows, dict):
        raise ValueError(f"step {index + 1}: shows is not a table")
    seat = int(raw.get("seat", LEARNER))
    if not 0 <= seat < players:
        raise ValueError(f"step {index + 1}: no seat {seat}")
    step = Step(
        text=str(raw.get("text", "")).strip(),
        play=play,
        seat=seat,
        element=str(raw.get("element", "")),
        wrong=str(raw.get("wrong", "")),
        click=str(raw.get("click", "")),
        accept=str(raw.get("accept", "")),
        shows=shows,
    )
    if step.accept and not step.learner_moves:
        raise ValueError(f"step {index + 1} accepts a move but is not the learner's move")
    if step.click and step.play is not None:
        raise ValueError(f"step {index + 1} has both a move and a click")
    if (step.play is None or step.seat == LEARNER) and not step.text:
        raise ValueError(f"step {index + 1} has no text")
    return step


def decode(game_id: str, step: Step) -> Action:
    """The step's action, decoded by the game (IllegalAction if it is not one of its own)."""
    from totemgame import games

    if step.play is None:
        raise IllegalAction("an explanation has no move")
    return games.get(game_id).codec.decode(dict(step.play))


def check(tutorial: Tutorial) -> list[str]:
    """Play the whole script through the rules: the problems found (empty: it is sound)."""
    from totemgame import games

    problems: list[str] = []
    try:
        match = games.open_match(tutorial.record())
    except Exception as exc:  # any refusal is a problem of this file
        return [f"the game cannot start: {exc}"]
    for i, step in enumerate(tutorial.steps):
        if step.play is None:
            continue
        where = f"step {i + 1}"
        try:
            action = decode(tutorial.game, step)
        except IllegalAction as exc:
            problems.append(f"{where}: {exc}")
            break
        if match.is_over():
            problems.append(f"{where}: the game is already over")
            break
        if step.seat not in match.to_move():
            problems.append(f"{where}: seat {step.seat} is not to move ({match.to_move()})")
            break
        reason = match.state.check(step.seat, action)
        if reason is not None:
            problems.append(f"{where}: {reason}")
            break
        if step.accept:
            accepts = games.get(tutorial.game).tutorial_checks.get(step.accept)
            if accepts is None:
                problems.append(f"{where}: the game has no check {step.accept!r}")
                break
            if not accepts(match.state, step.seat, action):
                problems.append(f"{where}: the scripted move fails its own check {step.accept!r}")
                break
        match.apply(step.seat, action)
    return problems
