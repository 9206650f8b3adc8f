"""Widgets, one per module: buttons, toggles, sliders, choices, text input, scroll views,
dialogs, tooltips, banners, and keyboard focus navigation."""

from totemgame.ui.widgets.banner import BannerStack
from totemgame.ui.widgets.base import Widget
from totemgame.ui.widgets.button import Button
from totemgame.ui.widgets.choice import Choice
from totemgame.ui.widgets.dialog import DialogScene, confirm, message
from totemgame.ui.widgets.focus import FocusGroup
from totemgame.ui.widgets.label import Label
from totemgame.ui.widgets.scroll_view import ScrollView
from totemgame.ui.widgets.slider import Slider
from totemgame.ui.widgets.text_input import TextInput
from totemgame.ui.widgets.toggle import Toggle
from totemgame.ui.widgets.tooltip import TooltipManager

__all__ = [
    "BannerStack",
    "Button",
    "Choice",
    "DialogScene",
    "FocusGroup",
    "Label",
    "ScrollView",
    "Slider",
    "TextInput",
    "Toggle",
    "TooltipManager",
    "Widget",
    "confirm",
    "message",
]
