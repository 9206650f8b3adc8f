"""Layouts hold the longest language: every screen and table of every game, in every language,
at 1280x720 and at 100% and 150% menu text, with no text overflowing its box or cut without a
tooltip showing it whole (layout_check.py records; layout_tour.py drives)."""

from __future__ import annotations

import layout_check
import layout_tour
import pygame
import pytest

from totemgame.ui import draw, theme

LANGS = ("en", "fr", "de", "pl")


@pytest.fixture
def tour_app(catalogues):
    from totemgame.ai.worker import AiWorker
    from totemgame.ui.app import App

    a = App(
        settings=layout_tour.settings("en", 100),
        ai_worker=AiWorker(use_process=False),
        start_title=False,
    )
    yield a
    a.shutdown()
    theme.set_ui_scale(100)


def _tour(app, lang: str, scale: int, steps=layout_tour.TUTORIAL_STEPS) -> list[str]:
    app.apply_settings(layout_tour.settings(lang, scale))
    with layout_check.recording() as recorder:
        layout_tour.tour(app, recorder, steps=steps)
    return [str(o) for o in recorder.overflows]


@pytest.mark.parametrize("lang", LANGS)
def test_every_screen_holds_its_texts_at_150_percent(tour_app, lang):
    """The quick subset: every screen at the larger menu text, each tutorial at its start."""
    overflows = _tour(tour_app, lang, 150, steps=(0,))
    assert not overflows, "\n".join(overflows)


@pytest.mark.slow
@pytest.mark.parametrize("scale", (100, 150))
@pytest.mark.parametrize("lang", LANGS)
def test_every_screen_and_tutorial_step_holds_its_texts(tour_app, lang, scale):
    overflows = _tour(tour_app, lang, scale)
    assert not overflows, "\n".join(overflows)


# -- the recorder finds what it should, and costs nothing when off ---------------------------
@pytest.fixture
def canvas():
    pygame.font.init()
    return pygame.Surface((400, 200))


def test_a_text_crossing_its_panel_is_found(canvas):
    with layout_check.recording() as rec, rec.frame("probe"):
        draw.parchment(canvas, pygame.Rect(10, 10, 120, 60))
        theme.blit_text(canvas, "A sentence far too long for its panel", (20, 20))
    assert [o.kind for o in rec.overflows] == ["crosses the panel edge"]
    assert rec.overflows[0].screen == "probe"


def test_a_text_running_out_of_a_filled_box_is_found(canvas):
    """A table's panel drawn with pygame.draw.rect (Tiki Topple's card and its "W GÓRĘ 1")."""
    with layout_check.recording() as rec, rec.frame("probe"):
        pygame.draw.rect(canvas, (200, 180, 140), (10, 10, 120, 40), border_radius=8)
        pygame.draw.rect(canvas, (0, 0, 0), (10, 10, 120, 40), 2)  # a rim is no panel
        theme.blit_text(canvas, "Najwyższa oferta, najwyższa", (20, 20))
    assert [o.kind for o in rec.overflows] == ["crosses the panel edge"]
    assert pygame.draw.rect is not None and "layout_check" not in pygame.draw.rect.__module__


def test_texts_that_touch_and_texts_off_the_surface_are_found(canvas):
    with layout_check.recording() as rec, rec.frame("probe"):
        r = theme.blit_text(canvas, "Highest bid", (10, 10))
        theme.blit_text(canvas, "nothing", (r.right, 10))
        theme.blit_text(canvas, "Edge", (390, 100))
    assert [o.kind for o in rec.overflows] == ["off the surface", "touches 'nothing'"]


def test_a_fit_that_cannot_shrink_enough_is_found(canvas):
    with layout_check.recording() as rec, rec.frame("probe"):
        size = theme.fit_size("Wohlwollende Serie B", "bold", 20, 60, 14)
    assert size == 14 and [o.kind for o in rec.overflows] == ["too wide"]


def test_a_cut_text_is_remembered_with_its_whole_words(canvas):
    with layout_check.recording() as rec, rec.frame("probe"):
        short = theme.elide("Bartholomäus bids five", 90)
        theme.blit_text(canvas, short, (10, 10))
        assert [(whole, s is canvas) for whole, _where, s in rec.cuts] == [
            ("Bartholomäus bids five", True)
        ]


def test_texts_that_hold_are_not_reported(canvas):
    with layout_check.recording() as rec, rec.frame("probe"):
        draw.parchment(canvas, pygame.Rect(10, 10, 300, 60))
        theme.blit_text(canvas, "Short", (20, 20))
        theme.blit_text(canvas, "Apart", (120, 20))
    assert rec.overflows == []


def test_the_plain_helpers_are_back_when_recording_ends():
    plain = (theme.blit_text, theme.blit_shadowed, theme.fit_size, theme.elide, draw.parchment)
    with layout_check.recording():
        assert theme.blit_text is not plain[0]
    assert (
        theme.blit_text,
        theme.blit_shadowed,
        theme.fit_size,
        theme.elide,
        draw.parchment,
    ) == plain
