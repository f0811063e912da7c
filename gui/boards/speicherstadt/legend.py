"""The Speicherstadt legend: every symbol, colour and mark the table paints, with its meaning."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gui.boards.base import LegendEntry
from gui.boards.speicherstadt.colours import FLAME, GOOD_COLOURS, KIND_COLOURS, MEDAL
from gui.boards.speicherstadt.harbour import SEASON_BACKS
from gui.boards.speicherstadt.words import CARDS, GOODS, SEASONS, good_mark, points, season_name
from gui.i18n import tr
from gui.scene import theme

if TYPE_CHECKING:
    from gui.boards.speicherstadt.board import SpeicherstadtBoard


def first_card(kind: str) -> str:
    return next(card for card, entry in CARDS.items() if entry["kind"] == kind)


def kind_meanings() -> dict[str, str]:
    return {
        "contract": tr("Contract: deliver the goods on its slots; complete, it scores the points on its medal"),
        "ship": tr("Ship: comes with 3 cubes from the bag; whoever buys it unloads them this round"),
        "fireman": tr("Fireman: its strength counts at every fire"),
        "bank": tr("1 more coin every income"),
        "counting_house": tr("Counting houses score together: 1, 2, 3 or 4 of them give 2, 5, 9 or 14 points"),
        "merchant": tr("Merchant: buys cubes of its good for 1 coin each; 1 point at the end"),
        "warehouse": tr("Keeps up to 4 cubes; 1 point each at the end"),
        "church": tr("%1 at the end").replace("%1", points(int(CARDS[first_card("church")]["points"]))),
        "chamber": tr("1 point per coin at the end"),
        "port": tr("1 point per ship at the end"),
        "st_michaelis": tr("%1 at the end").replace("%1", points(int(CARDS[first_card("st_michaelis")]["points"]))),
    }


def legend_entries(board: SpeicherstadtBoard, view: dict[str, Any]) -> list[LegendEntry]:
    context, words = board.context, board.words
    entries = [LegendEntry(good_mark(good), tr("a cube of %1").replace("%1", words.good(good)), GOOD_COLOURS[good])
               for good in GOODS]
    entries.append(LegendEntry("", tr("a pale cube with a dashed edge: a good a contract still needs"),
                               "#d9c9a8"))
    for seat in range(len(view.get("players") or [])):
        entries.append(LegendEntry(context.seat_letter(seat), tr("%1: workers, strip and points marker").replace(
            "%1", context.seat_name(seat)), context.seat_colour(seat).name()))
    entries += [
        LegendEntry("■", tr("a player's colour, before the name")),
        LegendEntry("▶", tr("whose turn it is")),
        LegendEntry("⚑", tr("the start player, who places the first worker")),
        LegendEntry("1–8", tr("a column's spaces: the top worker's number is the card's price")),
        LegendEntry("5", tr("a green medal: the points the card scores"), MEDAL.name()),
        LegendEntry("", tr("a green disc: points"), MEDAL.name()),
        LegendEntry("", tr("a brass disc: coins"), theme.BRASS.name()),
        LegendEntry("", tr("a helmet: firemen, the strength against fires"), KIND_COLOURS["fireman"]),
        LegendEntry("", tr("a flame: a fire still in this pile, with the points it is worth"), FLAME.name()),
        LegendEntry("→", tr("gives: the arrow on a card or in the market hall")),
        LegendEntry("+1", tr("the Bank: 1 more coin every income")),
        LegendEntry("+2", tr("on a player's strip: 2 more groups of cubes; click the strip to see them all")),
        LegendEntry("×3", tr("on a card: 3 cards of this kind")),
        LegendEntry("2·5·9·14", tr("Counting houses score together: 1, 2, 3 or 4 of them give 2, 5, 9 or 14 points")),
        LegendEntry("≈", tr("reconstructed — your printed card may differ")),
        LegendEntry("✓", tr("corrected in your overrides file")),
    ]
    for kind, meaning in kind_meanings().items():
        entries.append(LegendEntry(words.card(first_card(kind)), meaning, KIND_COLOURS[kind]))
    for season in SEASONS:
        entries.append(LegendEntry("", tr("the card backs of a pile: %1").replace("%1", season_name(season)), SEASON_BACKS[season]))
    current = next((s for s in SEASONS if (view.get("piles") or {}).get(s)), SEASONS[-1])
    entries.append(LegendEntry("", tr("the calendar: each season's pile with its picture (snowflake, blossom, sun, "
                                      "leaf, hourglass); a ribbon marks the season being played"), SEASON_BACKS[current]))
    return entries
