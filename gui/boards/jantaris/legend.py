"""The legend of the Jantaris table: every symbol, colour and mark it paints, with its meaning."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gui.boards.base import LegendEntry
from gui.boards.jantaris.art import STREET
from gui.boards.jantaris.cards import CONTROL_BAND, CROWN_BAND, ITEM_BAND, MARKET_BAND, VOTE_BANDS
from gui.boards.jantaris.items import DOMINANCE_SIGN, GOODS_COLOURS, GOODS_SIGNS, TOKEN_COLOURS
from gui.i18n import tr
from gui.scene import theme

if TYPE_CHECKING:
    from gui.boards.jantaris.board import JantarisBoard


def palette() -> dict[str, tuple[str, str]]:
    """The goods colours, each with the suit sign painted on its cubes and guild token."""
    return {colour: (GOODS_COLOURS[colour], GOODS_SIGNS[colour]) for colour in ("red", "black")}


def legend_entries(board: JantarisBoard, view: dict[str, Any]) -> list[LegendEntry]:
    context = board.context
    seats = [LegendEntry(context.seat_letter(s), tr("%1's merchants, prestige marker and strip").replace(
        "%1", context.seat_name(s)), context.seat_colour(s).name()) for s in range(len(view.get("players") or []))]
    return seats + [
        LegendEntry("★", tr("prestige: the track, a player's total, what an item or card gives")),
        LegendEntry(GOODS_SIGNS["red"], tr("red goods; on a hexagon: the red guild token"), GOODS_COLOURS["red"]),
        LegendEntry(GOODS_SIGNS["black"], tr("black goods; on a hexagon: the black guild token"),
                    GOODS_COLOURS["black"]),
        LegendEntry(GOODS_SIGNS["red"] + " " + GOODS_SIGNS["black"],
                    tr("a guild token (hexagon) blocks its district: no merchant comes in or leaves; Deal pays in "
                       "its colour"), TOKEN_COLOURS["red"]),
        LegendEntry("♟", tr("a merchant (on vote cards)")),
        LegendEntry("2", tr("a number on a pawn: how many merchants of that player stand there (on a strip: "
                            "in the supply)")),
        LegendEntry(f"{DOMINANCE_SIGN} B", tr("the player dominates the district: 2 or more merchants and more "
                                              "than anyone else; the district's border takes the colour")),
        LegendEntry("═", tr("a street joins two neighbouring districts"), STREET),
        LegendEntry("- - -", tr("dashed ring: the active district, where a guild token went this turn")),
        LegendEntry("♛", tr("crown item: its effect also works for every other player who owns a crown item"),
                    CROWN_BAND),
        LegendEntry("", tr("brown band: an item; the number in the green disc is its prestige, the cubes its "
                           "starting price"), ITEM_BAND),
        LegendEntry("+1", tr("gain one (a good, a merchant, prestige)")),
        LegendEntry("1 · 2 · 3+", tr("vote cards: the effect when one, two, or three or more players chose the "
                                     "same card")),
        LegendEntry(board.words.vote("deal"), tr("vote card Deal: goods in the guild token's colour"),
                    VOTE_BANDS["deal"]),
        LegendEntry(board.words.vote("black_market"), tr("vote card Black Market: goods from others or the bank"),
                    VOTE_BANDS["black_market"]),
        LegendEntry(board.words.vote("influence"), tr("vote card Influence: merchants out of or into the district"),
                    VOTE_BANDS["influence"]),
        LegendEntry(board.words.vote("recruitment"), tr("vote card Recruitment: new merchants on the map"),
                    VOTE_BANDS["recruitment"]),
        LegendEntry("", tr("green band: a market-control card; in a player's colour with the letter: that player "
                           "may claim it"), CONTROL_BAND),
        LegendEntry("→", tr("Great Market: that many goods buy that much prestige"), MARKET_BAND),
        LegendEntry("", tr("shaded spaces of the track: the goal, the game ends at the start player's turn"),
                    "#e2c98f"),
        LegendEntry("in: B", tr("auction: the players still bidding; a faint, crossed-out letter has dropped out")),
        LegendEntry("", tr("gold glow: what you may drag or click now"), theme.GLOW.name()),
    ]
