"""The Merkator board's legend: every colour, letter and symbol it paints, with its meaning."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gui.boards.base import LegendEntry
from gui.boards.merkator.items import ANY_GOOD, CORRECTED, CUBE_COLOURS, RECONSTRUCTED
from gui.boards.merkator.looks import DIFFERENT, PEACE_BAND, SIDE_BAND, category_mark, good_mark
from gui.boards.merkator.map_items import REFILL
from gui.boards.merkator.market import ARROW
from gui.boards.merkator.office import DONE
from gui.boards.merkator.panels import CLOSE, PEACE, POINTS, TO_MOVE
from gui.boards.merkator.words import CATEGORIES, GOOD_IDS, GOODS
from gui.i18n import tr

if TYPE_CHECKING:
    from gui.boards.merkator.board import MerkatorBoard


def entries(board: MerkatorBoard, view: dict[str, Any]) -> list[LegendEntry]:
    words = board.words
    found: list[LegendEntry] = []
    for colour, hex_ in CUBE_COLOURS.items():
        goods = [g for g in GOOD_IDS if GOODS[g]["colour"] == colour]
        found.append(LegendEntry(board.cube_letter(colour), tr("%1 cube: %2 or %3").replace(
            "%1", words.colour(colour)).replace("%2", words.good(goods[0])).replace("%3", words.good(goods[1])), hex_))
    for good in GOOD_IDS:
        found.append(LegendEntry(good_mark(words, good), tr("on a card's cube: %1").replace(
            "%1", words.good(good)), CUBE_COLOURS[GOODS[good]["colour"]]))
    for category in CATEGORIES:
        found.append(LegendEntry(category_mark(words, category), tr("on a plain cube: any good of the kind %1")
                                 .replace("%1", words.category(category)), ANY_GOOD))
    found += [
        LegendEntry(DIFFERENT, tr("on a plain cube: a good of a type no other cube of the contract takes"), ANY_GOOD),
        LegendEntry("", tr("a faint cube on your contract: a good you still lack")),
        LegendEntry("+2 −2", tr("on a region: the time tokens a trip there brings (+) or costs (−)")),
        LegendEntry(f"{REFILL} 2+", tr("on a side region: a trip there adds a cube to every main region "
                                       "holding at least that many")),
        LegendEntry(f"{REFILL} " + tr("all"), tr("a trip there adds a cube to every main region")),
        LegendEntry("+3", tr("beside a region's cubes: that many more lie there")),
        LegendEntry("", tr("a dashed region: a side region; it holds no cubes"), SIDE_BAND),
        LegendEntry("", tr("a wax seal on a region's corner: a main region; the seal has the colour of its cubes")),
        LegendEntry("", tr("a dotted line on the chart: a road; a trip refills the regions joined to it")),
        LegendEntry("", tr("the compass rose and the lines from it: decoration of the chart, no rule")),
        LegendEntry("", tr("a red wax seal on a contract's head: its value, the points it scores")),
        LegendEntry("", tr("a wooden hexagon with an hourglass: time tokens (on the time chart: those still lying "
                           "there)"), "#d9b46a"),
        LegendEntry("×7", tr("on a contract deck: the cards in it")),
        LegendEntry("2×", tr("on a bonus card: the goods each of your trips there brings")),
        LegendEntry("(2)", tr("under a contract deck: its discarded cards")),
        LegendEntry(PEACE, tr("the Peace of Westphalia: 14 points, and the last round follows"), PEACE_BAND),
        LegendEntry(POINTS, tr("victory points")),
        LegendEntry("4" + POINTS, tr("a green mark on your building: the points it scores now")),
        LegendEntry(tr("½ value"), tr("a contract beyond your five best: it scores half")),
        LegendEntry(DONE, tr("under a contract, on green: fulfil it now with a click; on grey: fulfilled this round")),
        LegendEntry("", tr("a small figure and a number on a bonus card: the goods it brings when you join "
                           "another player's trip there")),
        LegendEntry("", tr("a small face-down pile beside a title: the cards left in that deck")),
        LegendEntry(TO_MOVE, tr("the player who decides now")),
        LegendEntry(ARROW, tr("a trade: the good you receive")),
        LegendEntry(CLOSE, tr("closes the opened office")),
        LegendEntry(RECONSTRUCTED, tr("reconstructed — your printed card may differ")),
        LegendEntry(CORRECTED, tr("corrected in your overrides file")),
    ]
    return found
