"""The wire codec: views, events and actions of every game come back equal; anything but the
game's own classes, or malformed data, is refused."""

from __future__ import annotations

import json

import pytest
from net_helpers import positions

from totemgame import games
from totemgame.engine.game import Event
from totemgame.net import wire
from totemgame.net.wire import Whitelist, WireError


def round_trip(value, whitelist):
    return wire.loads(wire.dumps(value), whitelist)


@pytest.mark.parametrize("game_id", games.ids())
def test_views_events_and_legal_actions_of_random_games_come_back_equal(game_id):
    module = games.get(game_id)
    wl = Whitelist.of_game(game_id)
    for players in sorted({module.spec.min_players, module.spec.max_players}):
        checked = 0
        for state, events in positions(game_id, players, seed=players * 7 + 1, every=3):
            for seat in [None, *range(players)]:
                view = state.view(seat)
                assert round_trip(view, wl) == view
                seen = [e for e in events if e.visible(seat)]
                assert round_trip(seen, wl) == seen
            for seat in state.to_move():
                legal = list(state.legal_actions(seat))
                assert list(round_trip(tuple(legal), wl)) == legal
            checked += 1
        assert checked > 3


def test_a_list_parameter_stays_a_list_and_a_tuple_a_tuple():
    wl = Whitelist.of_game("tiki-topple")
    event = Event("k", {"names": ["a", "b"], "pair": (1, 2), "nested": {"x": [None, True]}})
    back = round_trip(event, wl)
    assert back == event and isinstance(back.params["names"], list)
    assert isinstance(back.params["pair"], tuple)


@pytest.mark.parametrize("game_id", games.ids())
def test_the_whitelist_holds_the_game_s_pure_classes_only(game_id):
    wl = Whitelist.of_game(game_id)
    package = games.package_of(game_id)
    assert wl.classes["Event"] is Event
    for cls in wl.classes.values():
        assert cls is Event or cls.__module__.startswith(package + ".")
        assert ".table" not in cls.__module__


def test_a_class_of_another_game_is_refused():
    tiki_view = wire.encode(next(positions("tiki-topple", 2, 1))[0].view(0))
    with pytest.raises(WireError, match="TikiView"):
        wire.decode(tiki_view, Whitelist.of_game("totemic-might"))


@pytest.mark.parametrize(
    "data",
    [
        {"$": "os.system", "command": "true"},
        {"$": "Path", "x": 1},
        {"$": "GameRecord", "game": "x"},  # a dataclass, but not this game's
        {"$enum": "OptionKind", "value": "int"},
        {"$": ["Event"]},
    ],
)
def test_a_class_outside_the_whitelist_is_refused(data):
    with pytest.raises(WireError, match="is not one this game sends"):
        wire.decode(data, Whitelist.of_game("tiki-topple"))


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ('{"$": "Event", "key": "k"}', "missing"),
        (
            '{"$": "Event", "key": "k", "params": {"$dict": {}}, "visible_to": null, '
            '"barrier": false, "extra": 1}',
            "unknown",
        ),
        ('{"$enum": "Card", "value": "queen"}', "malformed"),
        ('{"$": "Card"}', "not a dataclass"),
        ('{"$enum": "PlayCard", "value": 1}', "not an enum"),
        ('{"key": "k"}', "without a known tag"),
        ('{"$list": 3}', "without a known tag"),
        ("[" * 100 + "]" * 100, "nested too deeply"),
        ("[" * 100_000, "not JSON"),
        ("NaN", "not finite"),
        ("cos\nsystem\n(S'true'\ntR.", "not JSON"),  # a pickle is never unpickled
        (b"\xff\xfe\x00garbage", "not JSON"),
    ],
)
def test_malformed_data_is_refused_with_a_reason(text, why):
    with pytest.raises(WireError, match=why):
        wire.loads(text, Whitelist.of_game("tiki-topple"))


def test_values_that_cannot_travel_are_refused_when_encoded():
    for value in (object(), {1: "a"}, float("inf"), {"a": {1, 2}}):
        with pytest.raises(WireError):
            wire.encode(value)


def make_package(root, name, modules):
    pkg = root / name
    (pkg / "table").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "table" / "__init__.py").write_text("raise ImportError('the drawn half is walked')\n")
    for mod, source in modules.items():
        (pkg / f"{mod}.py").write_text(source)


DATACLASS = "from dataclasses import dataclass\n@dataclass(frozen=True)\nclass Same:\n    x: int\n"


def test_the_whitelist_walks_the_pure_modules_but_never_the_table(tmp_path, monkeypatch):
    make_package(tmp_path, "onegame", {"a": DATACLASS, "b": "from onegame.a import Same\n"})
    monkeypatch.syspath_prepend(str(tmp_path))
    wl = Whitelist.of_package("onegame")
    assert sorted(wl.classes) == ["Event", "Same"]
    assert wire.loads('{"$": "Same", "x": 4}', wl) == wl.classes["Same"](4)


def test_two_classes_of_one_name_in_a_game_are_an_error(tmp_path, monkeypatch):
    make_package(tmp_path, "twonames", {"a": DATACLASS, "b": DATACLASS})
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(WireError, match="two classes named Same"):
        Whitelist.of_package("twonames")


def test_encoding_is_plain_json():
    view = next(positions("totemix", 2, 3))[0].view(1)
    text = wire.dumps(view)
    assert json.loads(text)["$"] == "TotemixView"
