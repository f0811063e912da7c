"""What every sign, colour and picture on the Russian Railroads board means (the legend: button and key L),
and the rail colours with the letters that tell them apart without colour."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gui.boards.base import LegendEntry
from gui.boards.railroads.items import (
    CARD_FACE,
    ENGINEER_TAN,
    FACTORY_BROWN,
    FOUNDRY_FILL,
    INDUSTRY_GOLD,
    LOCO_BLUE,
    POINTS_FACE,
    START_CARD_FACE,
    STOKER_FIRE,
    WORKER_GREY,
)
from gui.boards.railroads.spaces import EMIL_COLOUR
from gui.boards.railroads.words import COLOUR_HEX, COLOUR_LETTER
from gui.i18n import tr
from gui.scene import theme

if TYPE_CHECKING:
    from gui.boards.railroads.board import RailroadsBoard

RAILS = ("black", "grey", "brown", "natural", "white")


def palette() -> dict[str, tuple[str, str]]:
    """The rail colours and the "any colour" cube, each with the letter painted on it."""
    found = {colour: (COLOUR_HEX[colour], COLOUR_LETTER[colour]) for colour in RAILS}
    found["any"] = (COLOUR_HEX["any"], "?")
    return found


def entries(board: RailroadsBoard, view: dict[str, Any]) -> list[LegendEntry]:
    rails = [LegendEntry(COLOUR_LETTER[c], tr("%1 rail: a cube on a line, or on a space, one step with it").replace(
        "%1", board.words.colour(c)), COLOUR_HEX[c]) for c in RAILS]
    pieces = [
        LegendEntry("?", tr("On a cube: a step with a rail of any colour. On a line or the industry track: a “?” "
                            "bonus marker space. Beside a card: the “?” cards left"), COLOUR_HEX["any"]),
        LegendEntry("", tr("A pawn of a player's colour: a worker; on a space, who took it")),
        LegendEntry("", tr("A small grey pawn at the foot of a space: a worker the space costs"), WORKER_GREY.name()),
        LegendEntry("", tr("A brass coin: a rouble (at the foot of a space: a rouble it costs)"), theme.BRASS.name()),
        LegendEntry("", tr("A gold cube: the industry marker, or steps on the industry track"), INDUSTRY_GOLD.name()),
        LegendEntry("", tr("A blue tile: a locomotive with its number; it takes the line's rails that far"),
                    LOCO_BLUE.name()),
        LegendEntry("", tr("A brown tile: a factory with its number and effect, worked when an industry marker "
                           "reaches it"), FACTORY_BROWN.name()),
        LegendEntry("", tr("A gear: an engineer (cards with a number and letter; hired ones are your own action "
                           "spaces)"), ENGINEER_TAN.name()),
        LegendEntry("", tr("A number in a ring: points"), POINTS_FACE.name()),
        LegendEntry("", tr("A blue card: an end-game bonus card"), CARD_FACE.name()),
        LegendEntry("", tr("A green card: a starting bonus card"), START_CARD_FACE.name()),
        LegendEntry("", tr("A dashed outline: an empty slot or place"), ""),
        LegendEntry("", tr("A darker space on a line: beyond what the line's locomotives reach; it scores nothing yet"),
                    "#c9b58c"),
        LegendEntry("", tr("A brick station with a green dome left of the lines: Moscow, the one station every "
                           "line leaves from"), "#a0402c"),
        LegendEntry("", tr("Rails on a line's sleepers: laid in the colour of the best rail that reached the space"),
                    "#9aa0a6"),
        LegendEntry("", tr("A red roof over a space: a station, a special space of the line"), "#7e2a1d"),
        LegendEntry("", tr("A glowing outline: what you can play now (drag or click it)"), theme.GLOW.name()),
        LegendEntry("", tr("Emil's pawn with a dog: a space the solo opponent Emil blocks"), EMIL_COLOUR),
    ]
    marks = [
        LegendEntry("◆", tr("Line space: the black rail here unlocks the next rail colour")),
        LegendEntry("☺", tr("Line space: a new worker")),
        LegendEntry("★", tr("Line space: star points at each scoring")),
        LegendEntry("◎", tr("The medal: its space on the line, or the medal a player placed")),
        LegendEntry("▮", tr("The end of the line")),
        LegendEntry("Y", tr("Munich's fork: the black rail chooses Berlin or Hamburg here")),
        LegendEntry("⌂", tr("A station: a track tile is laid in the dashed area beside it")),
        LegendEntry("!", tr("Line space: an immediate effect (hover the space for it)")),
        LegendEntry("¤", tr("An income token: on a line, where you take one; on a chip, the tokens")),
        LegendEntry("+", tr("Line space: a second industry marker")),
        LegendEntry("▲", tr("The revaluation: the rails' values are raised")),
        LegendEntry("•", tr("Line space: another special effect (hover for it)")),
    ]
    signs = [
        LegendEntry("×2", tr("A doubler (on a line space: the line scores double from here)")),
        LegendEntry("× 3  3×", tr("How many")),
        LegendEntry("/", tr("Between pictures: one or the other")),
        LegendEntry("≠", tr("Each step with another rail")),
        LegendEntry("↺", tr("Use again: an action space you took this round, or a factory")),
        LegendEntry("=  Σ", tr("Points equal to what follows (Σ: the sum of your engineers' numbers)")),
        LegendEntry("1.  2.", tr("First or second place in the next round's order")),
        LegendEntry("→", tr("The order of play; on Munich, the branch it took")),
        LegendEntry("✓", tr("Passed this round, or used this round")),
        LegendEntry("“?” „?“", tr("The “?” bonus markers and cards")),
        LegendEntry("–", tr("None")),
    ]
    modules = []
    if view.get("coal"):
        modules += [LegendEntry("", tr("A lump of coal: the Coal module's coal"), "#2a2a2e"),
                    LegendEntry("", tr("An orange tile: a foundry (2 coal to use, once a round)"), FOUNDRY_FILL.name()),
                    LegendEntry("", tr("A flame: a stoker; on a locomotive it counts one higher, on a factory it "
                                       "works twice"), STOKER_FIRE.name())]
    if view.get("coal") or view.get("germany"):
        modules.append(LegendEntry("", tr("A greyed chip with a stripe: used this round, face down"), "#8a8174"))
    if view.get("germany"):
        modules.append(LegendEntry("", tr("A green tile: a track tile, laid in a dashed area of a line"), "#c9d6a8"))
    return rails + pieces + marks + signs + modules
