"""A message over the game log never hides its newest lines; the log keeps to the bottom."""

from __future__ import annotations

from tests.ui.helpers import record
from totemgame.ui.table_factory import start_game


def _fill_log(table, lines: int) -> None:
    table.log.set_entries([f"Move {i}: somebody did something" for i in range(lines)])


def test_a_message_shortens_the_log_so_its_newest_line_stays_in_sight(app):
    table = start_game(app, record(["human", "ai:random"]))
    app.step(1 / 60)
    _fill_log(table, 60)
    full = table.log.rect.h
    assert table.log.offset == table.log.max_offset
    table.show_message("A long message that takes two or three lines over the game log here")
    app.step(1 / 60)
    top = table.banners.top()
    assert top is not None and table.log.rect.bottom <= top
    assert table.log.rect.h < full
    assert table.log.offset == table.log.max_offset  # still showing the newest line
    table.banners.banners.clear()
    app.step(1 / 60)
    assert table.log.rect.h == full and table.log.offset == table.log.max_offset


def test_a_player_who_scrolled_up_keeps_their_place_under_a_message(app):
    table = start_game(app, record(["human", "ai:random"]))
    app.step(1 / 60)
    _fill_log(table, 60)
    table.log.scroll_to(40)
    table.show_message("Something happened")
    app.step(1 / 60)
    assert table.log.offset == 40


def test_no_line_is_shown_cut_at_the_top_of_the_log(app):
    """Scrolled anywhere, the log's top edge falls between lines: a line half under the
    heading is left out rather than drawn cut (no letter touches the top edge)."""
    import pygame

    table = start_game(app, record(["human", "ai:random"]))
    app.step(1 / 60)
    _fill_log(table, 60)
    log = table.log
    for offset in range(log.text_line, 3 * log.text_line):  # every offset over two lines
        surface = pygame.Surface((1280, 720), pygame.SRCALPHA)
        surface.fill((0, 0, 0, 0))
        log._draw_lines(surface, log.rect, offset)
        for y in (log.rect.y, log.rect.y + 1):
            row = [surface.get_at((x, y)).a for x in range(log.rect.x, log.rect.right)]
            assert not any(row), (offset, y)


def test_a_wheel_notch_scrolls_the_log_three_lines(app):
    import pygame

    table = start_game(app, record(["human", "ai:random"]))
    app.step(1 / 60)
    _fill_log(table, 60)
    log = table.log
    log.scroll_to_end()
    end = log.offset
    log.hovered = True
    assert log.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    assert end - log.offset == 3 * log.text_line


def test_lines_that_come_in_while_scrolled_up_are_announced_and_one_click_shows_them(app):
    table = start_game(app, record(["human", "ai:random"]))
    app.step(1 / 60)
    log = table.log
    _fill_log(table, 60)
    log.scroll_to(0)  # the player reads back
    table.log.set_entries([f"Move {i}: somebody did something" for i in range(63)])
    assert log.offset == 0 and log.unseen == 3
    app.step(1 / 60)
    assert log._pill is not None and log.rect.contains(log._pill)
    app.click(log._pill.center)
    app.step(1 / 60)
    assert log.offset == log.max_offset
    assert log.unseen == 0 and log._pill is None


def test_the_log_follows_again_once_the_player_scrolls_back_to_the_newest_line():
    """Scrolled up, new lines wait below; back at the bottom, the log follows them again."""
    import pygame

    from totemgame.ui.furniture.game_log import GameLog

    screen = pygame.display.set_mode((1280, 720))
    log = GameLog(pygame.Rect(900, 380, 350, 260))
    lines = [f"line {i}: a sentence long enough to wrap in the log's width" for i in range(30)]
    log.set_entries(lines)
    log.scroll_to(0)
    log.set_entries(lines + ["new"])
    log.draw(screen)
    assert not log.at_end and log.unseen == 1
    log.scroll_to(log.max_offset)  # the wheel, back down
    log.draw(screen)
    assert log.unseen == 0
    log.set_entries(lines + ["new", "newer"])
    assert log.at_end
    log.scroll_to(0)
    log.follow()  # the player goes on (a move, a box's Continue)
    assert log.at_end and log.unseen == 0
