"""The other players at a glance: one compact strip each (points, workers, roubles, the three lines as
miniature railways leaving one Moscow, with their rails and locomotives, industry, factories, engineers, doublers, medal, the modules' coal and tokens); a click
opens that player's whole board over the main board, drawn like the viewer's own. Emil's corner in the solo game."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF

from gui.boards.railroads import coal as coal_table
from gui.boards.railroads import germany
from gui.boards.railroads.art import MiniHubItem, MiniRailwayItem, built_colours
from gui.boards.railroads.home import Home
from gui.boards.railroads.items import (
    LOCO_BLUE,
    DogItem,
    Icon,
    IconsItem,
    SlotItem,
    icon,
    icons_width,
)
from gui.boards.railroads.spaces import EMIL_COLOUR
from gui.boards.railroads.words import COLOUR_HEX, COLOUR_LETTER
from gui.i18n import tr
from gui.scene import theme
from gui.scene.marks import MARK_Z
from gui.scene.opener import OpenerItem
from gui.scene.table import TableScene
from gui.scene.text import TextItem
from gui.scene.zone import ZoneItem

if TYPE_CHECKING:
    from gui.boards.railroads.board import RailroadsBoard

GAP = 6.0
BAND_H, LINE_ROW, FACT_ROW = 20.0, 15.0, 17.0
NAME_W = 92.0  # a line's short name on a strip
MINI_SLOT = 17.0
MINI_HUB = 12.0  # Moscow's small station where a strip's lines start
OVERLAY_Z = MARK_Z + 10  # an opened board lies over the main board, its pieces and the change marks


def draw_others(board: RailroadsBoard, scene: TableScene, frame: Any, view: dict[str, Any], home: int) -> None:
    players = view.get("players") or []
    area = board.layout.rect("others")
    if view.get("emil"):
        emil_panel(board, frame, view, area)
        return
    others = [s for s in range(len(players)) if s != home]
    if not others:
        return
    height = (area.height() - GAP * (len(others) - 1)) / len(others)
    for k, seat in enumerate(others):
        rect = QRectF(area.left(), area.top() + k * (height + GAP), area.width(), height)
        strip(board, scene, frame, view, seat, rect)


def strip(board: RailroadsBoard, scene: TableScene, frame: Any, view: dict[str, Any], seat: int,
          rect: QRectF) -> None:
    layout = board.layout
    player = (view.get("players") or [])[seat]
    panel = ZoneItem(rect, "#f1e5c6", parent=frame)
    scene.mark_space(panel, f"seat:{seat}")
    opened = board.opened_seat == seat
    if seat in (view.get("to_move") or []) or opened:
        panel.border = theme.BRASS_DARK
    colour = board.colour_of(seat)
    ink = theme.text_on(colour)
    band = ZoneItem(QRectF(rect.left() + 3, rect.top() + 3, rect.width() - 6, BAND_H), colour, parent=panel)
    band.radius = 6
    small = layout.font("small")
    workers = player.get("workers") or {}
    free = int(workers.get("free", 0)) + int(workers.get("helpers", 0))
    right = facts_row(band, rect.right() - 8, rect.top() + 4, [
        (f"{free}/{workers.get('total', 0)}", [icon("pawn")], ""),
        (str(player.get("coins", 0)), [icon("coin")], ""),
        (board.points_text(player.get("score", 0)), [], "")], small, ink, from_right=True)
    TextItem(board.context.seat_name(seat), QRectF(rect.left() + 8, rect.top() + 4, right - rect.left() - 14, 17),
             layout.font("name"), bold=True, colour=ink, parent=band)
    y = rect.top() + BAND_H + 6
    lines = board.lines_of(view, player)
    slots = max([loco_slots(line, player) for line in lines] + [2])
    hub = rect.left() + 6 + NAME_W + slots * (MINI_SLOT + 2)
    if lines:  # the lines leave one Moscow, as on the own board
        MiniHubItem(QRectF(hub, y, MINI_HUB, len(lines) * LINE_ROW - 1),
                    [(y + k * LINE_ROW, LINE_ROW - 1) for k in range(len(lines))], panel)
    for line in lines:
        mini_line(board, panel, view, player, line, QRectF(rect.left() + 6, y, rect.width() - 12, LINE_ROW - 1),
                  hub + MINI_HUB)
        y += LINE_ROW
    facts = strip_facts(board, view, seat, player)
    x = rect.left() + 8
    rows = max(1, int((rect.bottom() - y - 2) // FACT_ROW))
    for row in range(rows):
        if not facts:
            break
        taken = fitting(facts, rect.width() - 16, small)
        facts_row(panel, x, y + 2 + row * FACT_ROW, facts[:taken], small, theme.INK)
        facts = facts[taken:]
    name = board.context.seat_name(seat)
    tip = (tr("%1: click to close the whole board") if opened else tr("%1: click to open the whole board")).replace(
        "%1", name)
    OpenerItem(rect, lambda: board.open_seat(seat), tip, panel)


def loco_slots(line: dict[str, Any], player: dict[str, Any]) -> int:
    """How many locomotive places a line shows on a strip: its slots, at least two."""
    locos = (((player.get("lines") or {}).get(str(line.get("id"))) or {}).get("locomotives")) or []
    return max(int(line.get("loco_slots", len(locos)) or len(locos) or 1), len(locos), 2)


def mini_line(board: RailroadsBoard, panel: Any, view: dict[str, Any], player: dict[str, Any], line: dict[str, Any],
              rect: QRectF, left: float) -> None:
    """A line in one row: its short name, its locomotives, then from Moscow (whose hub ends at ``left``) a
    miniature railway with the rails built and the markers on it, and its reach."""
    layout = board.layout
    small, cue = layout.font("small"), layout.font("cue")
    line_id = str(line.get("id"))
    state = (player.get("lines") or {}).get(line_id) or {}
    TextItem(board.short_line(line), QRectF(rect.left(), rect.top() - 2, NAME_W - 4, rect.height() + 3), small,
             parent=panel)
    locos = state.get("locomotives") or []
    x = rect.left() + NAME_W
    for k in range(loco_slots(line, player)):
        if k < len(locos):
            tile = locos[k]
            SlotItem(QRectF(x, rect.top(), MINI_SLOT, rect.height()), str(9 if tile == 10 else tile) if tile else "",
                     LOCO_BLUE if tile else "", panel, points=small)
        x += MINI_SLOT + 2
    reach = int(state.get("reach", 0))
    reach_w = 18.0
    full = board.words.pick(line.get("names"), line_id)
    if player.get("germany"):
        germany_state = ((player.get("germany") or {}).get("lines") or {}).get(line_id) or {}
        fork = 2 if germany_state.get("branch_open") else 0  # the fork's "Y?" after the common spaces
        length = len(germany_state.get("spaces") or []) + fork
        cell_w = min(14.0, (rect.right() - reach_w - left) / max(length, 1))
        railway = germany.mini_line(board, panel, view, player, line, left, rect.top(), cell_w, rect.height())
    else:
        length = int(line.get("length", 1))
        cell_w = min(14.0, (rect.right() - reach_w - left) / max(length, 1))
        rails = state.get("rails") or {}
        markers = [(int(v), COLOUR_HEX.get(c, "#777"), COLOUR_LETTER.get(c, "") if board.context.colour_cues else "")
                   for c, v in rails.items() if int(v)]
        stations = [int(s.get("space", 0)) for s in line.get("specials") or [] if int(s.get("space", 0))]
        railway = MiniRailwayItem(QRectF(left, rect.top(), length * cell_w, rect.height()), cell_w, ["bed"] * length,
                                  built_colours(list(line.get("colours") or []), rails, length, COLOUR_HEX), reach,
                                  stations, sorted(markers), cue, panel)
    railway.setToolTip(full + "<br>" + tr("The locomotives reach space %1 of the line").replace("%1", str(reach)))
    number = TextItem(str(reach), QRectF(rect.right() - reach_w, rect.top() - 2, reach_w, rect.height() + 3), small,
                      bold=True, colour=theme.INK_SOFT, parent=panel)
    number.align = Qt.AlignmentFlag.AlignRight


def strip_facts(board: RailroadsBoard, view: dict[str, Any], seat: int,
                player: dict[str, Any]) -> list[tuple[str, list[Icon], str]]:
    """What the strip shows under the lines: industry, factories, engineers, doublers, medal, revaluation,
    coal, foundries, income tokens."""
    industry = max(player.get("industry") or [0])
    facts: list[tuple[str, list[Icon], str]] = [(str(industry), [icon("industry")], "")]
    built = [n for n in player.get("factories") or [] if n]
    if built:
        facts.append(("", [icon("factory", label=str(n)) for n in built], ""))
    engineers = player.get("engineers") or []
    facts.append((str(len(engineers)), [icon("engineer")], ""))
    facts.append((str(player.get("doublers", 0)), [icon("glyph", label="×2")], ""))
    if player.get("medal"):
        facts.append(("", [icon("glyph", label="◎")], ""))
    if str(player.get("values") or "base") != "base":
        facts.append((tr("revalued"), [], ""))
    facts += coal_table.strip_facts(view, seat) + germany.strip_facts(board, player)
    return facts


def fact_width(fact: tuple[str, list[Icon], str], points: float) -> float:
    text, icons, _tip = fact
    words = QFontMetricsF(theme.font(points, bold=True)).horizontalAdvance(text) if text else 0.0
    return icons_width(icons, 13, points) + (3 if text and icons else 0) + words + 10


def fitting(facts: list[tuple[str, list[Icon], str]], width: float, points: float) -> int:
    """How many of ``facts`` fit in one row of ``width``."""
    used, count = 0.0, 0
    for fact in facts:
        used += fact_width(fact, points)
        if used > width and count:
            break
        count += 1
    return count


def facts_row(parent: Any, x: float, y: float, facts: list[tuple[str, list[Icon], str]], points: float,
              ink: QColor, from_right: bool = False) -> float:
    """Pictures each followed by its number or word, left to right from ``x`` (or right to left up to ``x``);
    returns where the row ends (its left edge when drawn from the right)."""
    if from_right:
        x -= sum(fact_width(f, points) for f in facts) - 10
    start = x
    metrics = QFontMetricsF(theme.font(points, bold=True))
    for text, icons, tip in facts:
        if icons:
            width = icons_width(icons, 13, points)
            item = IconsItem(QRectF(x, y + 1, width, 15), icons, ink, parent, 13.0, points, Qt.AlignmentFlag.AlignLeft)
            if tip:
                item.setToolTip(tip)
            x += width + 3
        if text:
            words = metrics.horizontalAdvance(text) + 2
            TextItem(text, QRectF(x, y - 1, words + 1, 17), points, bold=True, colour=ink, parent=parent)
            x += words
        x += 8
    return start if from_right else x


# --- Emil ------------------------------------------------------------------------------------------------
def emil_panel(board: RailroadsBoard, frame: Any, view: dict[str, Any], rect: QRectF) -> None:
    """Emil's corner in the solo game: his workers, the next score giving him one, his last card."""
    layout = board.layout
    small = layout.font("small")
    emil = view.get("emil") or {}
    panel = ZoneItem(rect, "#eadcc0", parent=frame)
    band = ZoneItem(QRectF(rect.left() + 3, rect.top() + 3, rect.width() - 6, 22), QColor(EMIL_COLOUR), parent=panel)
    band.radius = 6
    workers = emil.get("workers") or {}
    DogItem(QRectF(rect.left() + 7, rect.top() + 5, 18, 18), band)
    head = tr("Emil · %1 of %2 workers free").replace("%1", str(workers.get("free", 0))).replace(
        "%2", str(workers.get("total", 0)))
    if emil.get("passed"):
        head += " · " + tr("passed")
    TextItem(head, QRectF(rect.left() + 30, rect.top() + 5, rect.width() - 38, 18), layout.font("name"), bold=True,
             colour=theme.text_on(QColor(EMIL_COLOUR)), parent=band)
    threshold = emil.get("next_threshold")
    more = (tr("He gets another worker when you reach %1 points.").replace("%1", str(threshold))
            if threshold else tr("He has all his workers."))
    y = rect.top() + 29
    TextItem(more, QRectF(rect.left() + 8, y, rect.width() - 16, 30), small, colour=theme.INK_SOFT, parent=panel)
    last = emil.get("last")
    card = board.words.space((emil.get("cards") or {}).get(last, {}).get("space")) if last else "–"
    revealed = TextItem(tr("Last card: %1").replace("%1", card), QRectF(rect.left() + 8, y + 30, rect.width() - 16,
                                                                       36), layout.font("body"), bold=True,
                        parent=panel)
    skipped = [board.words.space((emil.get("cards") or {}).get(s.get("card"), {}).get("space")) + ": "
               + board.words.emil_reason(str(s.get("reason"))) for s in emil.get("skipped") or []]
    revealed.setToolTip("<br>".join(skipped) if skipped else card)
    facts = tr("cards left %1 · engineers %2 · set aside %3").replace("%1", str(emil.get("deck_count", 0))).replace(
        "%2", str(len(emil.get("engineers") or []))).replace("%3", str(len(emil.get("tiles") or [])))
    if skipped:
        facts += " · " + tr("discarded: %1").replace("%1", str(len(skipped)))
    TextItem(facts, QRectF(rect.left() + 8, y + 66, rect.width() - 16, rect.bottom() - y - 68), small,
             colour=theme.INK_SOFT, parent=panel)


# --- another player's whole board --------------------------------------------------------------------------
def draw_opened(board: RailroadsBoard, scene: TableScene, view: dict[str, Any], home: int) -> None:
    """The opened seat's whole board over the main board, drawn by the viewer's own board's code without its
    drop places; Close (or the strip again) puts it away."""
    seat = board.opened_seat
    players = view.get("players") or []
    if seat is None or seat == home or not 0 <= seat < len(players):
        return
    layout = board.layout
    area = layout.rect("opened")
    cover = ZoneItem(area.adjusted(-4, -4, 4, 4), "#cdb98f")
    cover.radius = 12
    cover.setZValue(OVERLAY_Z)
    scene.addItem(cover)  # above the board and the marks of what changed, which lie above the board too
    name = board.context.seat_name(seat)
    TextItem(tr("%1's board").replace("%1", name), QRectF(area.left() + 6, area.top() + 2, area.width() - 120, 19),
             layout.font("title"), bold=True, serif=True, parent=cover)
    close = QRectF(area.right() - 96, area.top(), 96, 22)
    button = ZoneItem(close, "#8a5a35", parent=cover)
    button.radius = 10
    label = TextItem(tr("Close"), close.adjusted(4, 2, -4, 0), layout.font("body"), bold=True,
                     colour=QColor("#ffffff"), parent=button)
    label.align = Qt.AlignmentFlag.AlignHCenter
    OpenerItem(close, lambda: board.open_seat(None), tr("Close %1's board").replace("%1", name), button)
    home_rect = layout.rect("home")
    shown = QRectF(area.left(), area.top() + 26, area.width(), min(home_rect.height(), area.height() - 26))
    Home(board, scene, view, seat, [], False).draw(shown, cover)
