"""The setup screen opens as the game was last set up: in this session and the next."""

from __future__ import annotations

import json

from helpers import click, click_button, scene_name

from totemgame.storage.setup_memory import LastSetup, SeatChoice, SetupMemory, setups_path
from totemgame.ui.scenes.setup import SetupScene


def open_setup(app, game: str = "stick-pick") -> SetupScene:
    scene = SetupScene(app, game)
    app.push(scene)
    app.run_frames(1)
    return scene


def set_up_three_seats(setup: SetupScene) -> None:
    """A human called Ana in green, an AI Hard and an AI Easy, on 9 sticks."""
    setup.add_seat()
    setup.set_name(0, "Ana")
    for seat, colour in zip(setup.seats, (2, 0, 1), strict=True):
        seat.colour = colour
    setup.set_kind(1, "ai:hard")
    setup.set_kind(2, "ai:easy")
    setup.options["sticks"] = 9


def seats_of(setup: SetupScene) -> list[tuple[str, str, int]]:
    return [(s.kind, s.name, s.colour) for s in setup.seats]


def test_a_started_setup_is_offered_again_at_the_next_game(app):
    first = open_setup(app)
    set_up_three_seats(first)
    first.rebuild()
    click_button(app, "Start")
    assert scene_name(app) == "TableScene"
    again = open_setup(app)
    assert seats_of(again) == [("human", "Ana", 2), ("ai:hard", "AI 1", 0), ("ai:easy", "AI 2", 1)]
    assert again.options["sticks"] == 9
    assert again.seat_widgets[0]["name"].text == "Ana"  # the widgets show it too


def test_a_setup_left_with_back_is_remembered_too(app):
    first = open_setup(app)
    first.add_seat()
    click_button(app, "Back")
    assert len(open_setup(app).seats) == 3


def test_each_game_remembers_its_own_setup(app):
    first = open_setup(app)
    first.add_seat()
    first.remember()
    assert app.setups.recall("tiki-topple") is None
    assert len(app.setups.recall("stick-pick").seats) == 3


def test_the_last_setup_is_kept_for_the_next_session(app):
    first = open_setup(app)
    set_up_three_seats(first)
    first.remember()
    app.setups = SetupMemory()  # as a new start of the app reads it
    assert seats_of(open_setup(app))[0] == ("human", "Ana", 2)


def test_default_names_follow_the_player_name_not_the_memory(app):
    open_setup(app).remember()  # seat 1 has the default name from the settings
    stored = json.loads(setups_path().read_text())
    assert stored["games"]["stick-pick"]["seats"][0]["name"] == ""
    app.settings.player_name = "Mia"
    assert open_setup(app).seats[0].name == "Mia"


def test_a_damaged_setups_file_gives_the_defaults_and_is_never_written_over(app):
    setups_path().parent.mkdir(parents=True, exist_ok=True)
    setups_path().write_text("{ not json")
    app.setups = SetupMemory()
    setup = open_setup(app)
    assert seats_of(setup) == [("human", "Player 1", 0), ("ai:medium", "AI 1", 1)]
    assert not setup.banners.banners
    setup.add_seat()
    click_button(app, "Back")  # leaving the setup keeps it for the session, and says so once
    assert setups_path().read_text() == "{ not json"
    told = [t for t in app.top.banners.texts() if "setups file could not be read" in t]
    assert told == [
        "Your setups file could not be read (it is not valid JSON), so it is left as it is: "
        "your setups are kept until you close the game."
    ]
    again = open_setup(app)
    assert len(again.seats) == 3
    click_button(app, "Back")
    assert not [t for t in app.top.banners.texts() if t not in told]  # not said twice
    assert setups_path().read_text() == "{ not json"
    assert SetupMemory().recall("stick-pick") is None  # the next session: the file as it was


def test_a_setups_file_of_the_wrong_shape_gives_the_defaults(app):
    setups_path().parent.mkdir(parents=True, exist_ok=True)
    setups_path().write_text(json.dumps({"format": 1, "games": {"stick-pick": {"seats": 3}}}))
    app.setups = SetupMemory()
    assert len(open_setup(app).seats) == 2


def test_remembered_values_the_game_does_not_allow_keep_their_defaults(app):
    wild = LastSetup(
        (
            SeatChoice("ai:genius", "", 1),
            SeatChoice("human", "  Bo  ", 1),  # the same colour twice
            SeatChoice("human", "Cy", 99),  # no such colour
            *[SeatChoice("ai:easy", "", 5)] * 3,  # more seats than the game has
        ),
        {"sticks": 99, "unknown": True},
    )
    app.setups.remember("stick-pick", wild)
    setup = open_setup(app)
    assert [s.kind for s in setup.seats] == ["ai:medium", "human", "human", "ai:easy"]
    assert setup.seats[1].name == "Bo"
    colours = [s.colour for s in setup.seats]
    assert colours[0] == 1 and len(set(colours)) == 4
    assert setup.options["sticks"] == 7


def test_a_setup_with_too_few_seats_is_filled_up(app):
    app.setups.remember("stick-pick", LastSetup((SeatChoice("human", "Ana", 3),), {}))
    setup = open_setup(app)
    assert seats_of(setup) == [("human", "Ana", 3), ("ai:medium", "AI 1", 0)]


def test_an_unwritable_config_folder_still_remembers_for_the_session(app, monkeypatch):
    from totemgame.storage import setup_memory

    def refuse(path, text):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(setup_memory, "write_atomic", refuse)
    first = open_setup(app)
    first.add_seat()
    click(app, first.find_button("Back").rect.center)
    assert len(open_setup(app).seats) == 3
