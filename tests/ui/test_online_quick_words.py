"""Quick messages through the real screens over a real server on 127.0.0.1 (the app's own), and
the Join screen listing a table heard on the loopback beacon. Every server started here is
stopped; every wait is bounded."""

from __future__ import annotations

from helpers import click, click_button, run_until, scene_name
from test_online_table import friend_joins, host_a_table, start

from totemgame import i18n
from totemgame.net.beacon import Announcement, Beacon, beacon_address
from totemgame.net.quick_messages import QUICK_MESSAGES
from totemgame.ui.quick_words import WORDS, QuickPicker


def test_every_quick_message_has_its_words_in_the_picker_s_order():
    assert tuple(WORDS) == QUICK_MESSAGES


def test_a_quick_message_shows_on_the_sender_s_panel_and_in_each_player_s_log(game_app, catalogues):
    app = game_app
    game = host_a_table(app)
    friend = friend_joins(game)
    heard: list[tuple[int, str]] = []
    friend.session.on_said = lambda seat, said: heard.append((seat, said))
    try:
        table = start(app, game)
        say = table.online.quick.button
        assert say.tooltip == "Say a quick message to the table" and say.visible and say.enabled
        click(app, say.rect.center)  # a real click on the log's heading row
        picker = app.top
        assert isinstance(picker, QuickPicker)
        assert picker.find_button("Good move!") is not None
        click(app, picker.find_button("Good move!").rect.center)
        assert app.top is table
        run_until(app, lambda: 0 in table.online.quick.bubbles, seconds=20)
        host = game.session.names[0]
        assert f"{host} says: Good move!" in table.log.entries
        run_until(app, lambda: friend.session.update() or heard == [(0, "good_move")])
        friend.session.say("well_played")  # Mia's words reach the host's panel and log
        run_until(app, lambda: 1 in table.online.quick.bubbles, seconds=20)
        assert table.log.entries[-1] == "Mia says: Well played!"
        i18n.set_language("de")  # the host reads them in German, whatever Mia's language
        table.language_changed()
        table.refresh_log()
        assert "Mia sagt: Gut gespielt!" in table.log.entries
        host = game.session.names[0]  # a default name is said in German too
        assert f"{host} sagt: Guter Zug!" in table.log.entries
        app.run_frames(3)  # the bubbles draw in German too
    finally:
        friend.close()


def test_the_join_screen_lists_a_table_heard_and_picking_it_fills_in_the_address(game_app):
    app = game_app
    app.run_frames(3)
    click_button(app, "Play online")
    click_button(app, "Join a table")
    join = app.top
    assert scene_name(app) == "JoinScene" and join.heard is not None
    address = beacon_address()
    assert address is not None and address[0] == "127.255.255.255"
    beacon = Beacon(address, interval=0.1)
    try:
        beacon.announce(Announcement("totem-surround", "Ann", 1, 7499))
        run_until(app, lambda: bool(join.nearby), seconds=20)
    finally:
        beacon.stop()
    button = join.nearby_buttons[0]
    assert button.visible and "Ann" in button.label and "127.0.0.1:7499" in button.detail
    button.click()
    assert join.address == "127.0.0.1:7499" and join.inputs["address"].text == join.address
    assert not join.nearby_buttons[1].visible
    app.pop()
    assert join.heard is None  # the Join screen stopped listening
