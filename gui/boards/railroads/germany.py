"""The Germany module on the Russian Railroads board: the Germany lines (Munich's fork to Berlin or Hamburg,
the dashed tile areas and the tiles laid in them), the public track tiles and income tokens, a player's own
income tokens (face down once used this round). Reads only the view; the board draws the rest."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFontMetricsF

from engine.core.actions import Action
from gui.boards.railroads.items import CellItem, ChipItem, Icon, TrackTileItem, effect_icons, icons_width
from gui.boards.railroads.words import COLOUR_HEX, COLOUR_LETTER
from gui.i18n import tr
from gui.scene import theme
from gui.scene.table import TableScene
from gui.scene.text import TextItem
from gui.scene.zone import ZoneItem

if TYPE_CHECKING:
    from gui.boards.railroads.board import RailroadsBoard

TILE_FACE = QColor("#c9d6a8")  # a laid track tile: greener than the printed board
TILE_SHADE = QColor("#9fae80")  # a tile's space the locomotives do not reach yet
AREA_FILL = "#e3d7b8"
BRANCH_NAME_W = 70.0  # the fork's row starts with the branch's name
FORK_GAP = 21.0  # where the black rail waits while the branch is chosen
TOKEN_FILL = "#d8c27a"  # an income token face up
SUPPLY_H = 116.0  # the public tiles and income tokens in the right column
CHIP_MAX = 230.0  # a token's chip grows with its name up to this width


def area_target(seat: int, area_id: str) -> str:
    return f"area:{seat}:{area_id}"


def branch_target(seat: int, name: str) -> str:
    return f"branch:{seat}:{name}"


def token_target(kind: str, index: int) -> str:
    return f"income:{kind}:{index}"


def lines_of(view: dict[str, Any]) -> list[dict[str, Any]]:
    """The Germany board's lines (names, colours, locomotive slots, areas) in board order."""
    return ((view.get("germany") or {}).get("layout") or {}).get("lines") or []


def branch_layout(view: dict[str, Any]) -> dict[str, Any]:
    return ((view.get("germany") or {}).get("layout") or {}).get("branch") or {}


def shown_length(view: dict[str, Any], state: dict[str, Any]) -> int:
    """How many space widths a line needs: an open fork takes the longer branch's."""
    spaces = state.get("spaces") or []
    if state.get("branch_open"):
        options = (branch_layout(view).get("options") or {}).values()
        return max([len(spaces)] + [int(o.get("length", 0)) for o in options])
    return max(len(spaces), 1)


def line_label(board: RailroadsBoard, view: dict[str, Any], line: dict[str, Any], player: dict[str, Any]) -> str:
    name = board.words.pick(line.get("names"), str(line.get("id")))
    branch = (player.get("germany") or {}).get("branch")
    if branch and line.get("id") == branch_layout(view).get("line"):
        name += " → " + board.words.branch(branch)
    return name


def marks(board: RailroadsBoard, specials: list[dict[str, Any]], on_tile: bool = False) -> str:
    return "".join(board.special_mark(s) for s in specials if not (on_tile and s.get("type") == "station"))


def space_tip(board: RailroadsBoard, where: str, space: int, specials: list[dict[str, Any]]) -> str:
    parts = [board.words.special_text(s) for s in specials]
    head = tr("%1, space %2").replace("%1", where).replace("%2", str(space))
    return "<br>".join([f"<b>{head}</b>", *parts])


# --- a player's own board ---------------------------------------------------------------------------
def draw_line(board: RailroadsBoard, scene: TableScene, track: ZoneItem, view: dict[str, Any], seat: int,
              player: dict[str, Any], line: dict[str, Any], cells: QRectF, first: float, actions: list[Action]) -> None:
    """The cells of one Germany line inside its track zone (the rails are the board's): the spaces it has now,
    the dashed tile areas (drop targets while a tile is chosen), Munich's open fork (drop targets while the
    branch is chosen)."""
    line_id = str(line.get("id"))
    state = ((player.get("germany") or {}).get("lines") or {}).get(line_id) or {}
    reach = int(((player.get("lines") or {}).get(line_id) or {}).get("reach", 0))
    spaces = state.get("spaces") or []
    cell_w = cell_width(view, state, cells, first)
    where = board.words.line(line_id)
    wanted = {str(a.args[0]) for a in actions if a.kind == "tile"}
    prompt = (view.get("prompt") or {}).get("params") or {}
    areas: dict[str, list[int]] = {}
    for entry in spaces:
        number = int(entry.get("space", 0))
        rect = QRectF(first + (number - 1) * cell_w, cells.top() + 3, cell_w - 2, cells.height() - 6)
        source = entry.get("source")
        specials = entry.get("specials") or []
        if source == "area":
            areas.setdefault(str(entry.get("area")), []).append(number)
            continue
        cell = CellItem(rect, str(number), marks(board, specials, source == "tile"), number <= reach, parent=track)
        if source == "tile":
            cell.fill_colour = TILE_FACE if number <= reach else TILE_SHADE
        label = board.words.area(entry.get("area")) if source == "tile" else where
        cell.setToolTip(space_tip(board, label, number, specials))
    for area_id, numbers in areas.items():
        rect = QRectF(first + (min(numbers) - 1) * cell_w, cells.top() + 3, len(numbers) * cell_w - 2,
                      cells.height() - 6)
        zone = ZoneItem(rect, AREA_FILL, dashed=True)
        zone.radius = 4
        if wanted and prompt.get("area") == area_id:
            scene.add_target(zone, area_target(seat, area_id), track)
        else:
            zone.setParentItem(track)
        name = board.words.area(area_id)
        TextItem(name, QRectF(rect.left() + 3, rect.top() + 2, rect.width() - 6, rect.height() - 4), 9,
                 colour=theme.INK_SOFT, parent=zone)
        size = len(numbers)
        zone.setToolTip(tr("%1: the dashed area takes a track tile of %2 spaces when the black rail reaches "
                           "space %3").replace("%1", name).replace("%2", str(size)).replace("%3", str(min(numbers))))
    if state.get("branch_open"):
        draw_fork(board, scene, track, view, seat, len(spaces), cells, first, cell_w, actions)


def cell_width(view: dict[str, Any], state: dict[str, Any], cells: QRectF, first: float) -> float:
    """A space's width: the line's spaces from ``first`` (after the rails waiting at its start) to its end."""
    return min(36.0, (cells.right() - 3 - first) / shown_length(view, state))


def fork_rect(common: int, cells: QRectF, first: float, cell_w: float) -> QRectF:
    left = first + common * cell_w
    return QRectF(left, cells.top() + 3, cells.right() - 3 - left, cells.height() - 6)


def draw_fork(board: RailroadsBoard, scene: TableScene, track: ZoneItem, view: dict[str, Any], seat: int,
              common: int, cells: QRectF, first: float, cell_w: float, actions: list[Action]) -> None:
    """Munich before the choice: the two branches as two half-height rows from space 9."""
    fork = fork_rect(common, cells, first, cell_w)
    options = branch_layout(view).get("options") or {}
    choosing = {str(a.args[0]) for a in actions if a.kind == "branch"}
    longest = max([int(o.get("length", 0)) - common for o in options.values()] + [1])
    step = (fork.width() - FORK_GAP - BRANCH_NAME_W) / longest
    row_h = (fork.height() - 2) / max(len(options), 1)
    for k, (name, option) in enumerate(options.items()):
        rect = QRectF(fork.left() + FORK_GAP, fork.top() + k * (row_h + 2), fork.width() - FORK_GAP, row_h)
        zone = ZoneItem(rect, "#e6dcc0")
        zone.radius = 4
        if name in choosing:
            scene.add_target(zone, branch_target(seat, name), track)
        else:
            zone.setParentItem(track)
        title = board.words.branch(name)
        TextItem(title, QRectF(rect.left() + 3, rect.top() + (row_h - 15) / 2, BRANCH_NAME_W - 6, 15), 9, parent=zone)
        specials: dict[int, list[dict[str, Any]]] = {}
        for special in option.get("specials") or []:
            specials.setdefault(int(special.get("space", 0)), []).append(special)
        for number in range(common + 1, int(option.get("length", common)) + 1):
            cell_rect = QRectF(rect.left() + BRANCH_NAME_W + (number - common - 1) * step, rect.top() + 1, step - 2,
                               row_h - 2)
            cell = CellItem(cell_rect, "", "", False, parent=zone, compact=True)
            found = specials.get(number, [])
            cell.letter = marks(board, [f for f in found if f.get("type") != "line_end"])  # the row ends there
            cell.fill_colour = QColor("#d8cba8")
            cell.setToolTip(space_tip(board, title, number, found))
        zone.setToolTip(tr("%1: the branch from space %2 to space %3").replace("%1", title).replace(
            "%2", str(common + 1)).replace("%3", str(option.get("length", common))))


def rail_x(view: dict[str, Any], player: dict[str, Any], line_id: str, space: int, cells: QRectF,
           first: float) -> tuple[float, float] | None:
    """Where a rail standing on ``space`` of a Germany line is drawn: (x, y offset); None for the board's
    own rule. The black rail on Munich's space 9 before the choice waits at the fork."""
    state = ((player.get("germany") or {}).get("lines") or {}).get(line_id) or {}
    cell_w = cell_width(view, state, cells, first)
    common = len(state.get("spaces") or [])
    if state.get("branch_open") and space > common:
        fork = fork_rect(common, cells, first, cell_w)
        return fork.left() + 1, fork.top() + fork.height() / 2 - 9 - cells.top()
    return first + (space - 1) * cell_w + (cell_w - 2) / 2 - 9, 16.0


def token_icons(board: RailroadsBoard, kind: str) -> list[Icon]:
    token = (board.words.germany_static().get("income_tokens") or {}).get(kind) or {}
    return effect_icons(token.get("effect") or {}, COLOUR_HEX, COLOUR_LETTER if board.context.colour_cues else None)


def own_tokens(board: RailroadsBoard, scene: TableScene, panel: Any, player: dict[str, Any], actions: list[Action],
               left: float, top: float, width: float) -> float:
    """The player's income tokens in a row; face down once used this round. A usable one is clicked
    (a free action in the own turn). Returns the x after the row."""
    tokens = (player.get("germany") or {}).get("income_tokens") or []
    usable = {str(a.args[0]): a for a in actions if a.kind == "income"}
    x = left
    metrics = QFontMetricsF(theme.font(9, bold=True))
    for k, token in enumerate(tokens):
        kind = str(token.get("id"))
        name = board.words.income_token(kind)
        icons = token_icons(board, kind)
        short = "" if icons else board.words.token_name(kind)
        chip_w = icons_width(icons, 14) + 16 if icons else min(CHIP_MAX, metrics.horizontalAdvance(short) + 14)
        if x + chip_w > left + width:
            break
        used = bool(token.get("used"))
        chip = ChipItem(QRectF(x, top, chip_w, 24), short, TOKEN_FILL, face_down=used, icons=icons)
        target = token_target(kind, k)
        scene.add_target(chip, target, panel)
        action = usable.get(kind)
        if action is not None and not used:
            scene.drag.set_click_action(target, action)
            chip.set_highlight("lit")
            usable.pop(kind)  # one click per kind: the tokens of a kind are alike
        tip = [name, tr("used this round: face down until the round is scored") if used
               else tr("face up: click it in your turn to use it (before or after your action)")]
        chip.setToolTip("<br>".join(tip))
        x += chip_w + 4
    return x


# --- the public supply ------------------------------------------------------------------------------
def draw_supply(board: RailroadsBoard, scene: TableScene, frame: Any, view: dict[str, Any], rect: QRectF,
                actions: list[Action]) -> None:
    """The track tiles not yet laid, by size (the area each fits), and the income tokens face up."""
    germany = view.get("germany") or {}
    zone = ZoneItem(rect, "#d7c9a4", tr("Track tiles and income tokens"), parent=frame)
    offer = germany.get("tile_offer") or {}
    catalogue = germany.get("tiles") or {}
    areas = {int(a.get("size", 0)): a for line in lines_of(view) for a in line.get("areas") or []}
    choosing = {str(a.args[0]) for a in actions if a.kind == "tile"}
    label_w = 112.0
    y = rect.top() + 20
    for size_key in sorted(offer, key=int):
        size = int(size_key)
        area = areas.get(size) or {}
        label = board.words.pick(area.get("names"), str(area.get("id", ""))) + f" ({size})"
        TextItem(label, QRectF(rect.left() + 8, y + 1, label_w - 10, 16), 9, parent=zone)
        x = rect.left() + label_w
        cell = min(12.0, (rect.right() - 8 - x) / max(len(offer[size_key]), 1) / size - 5 / size)
        for tile_id in offer[size_key]:
            tile = catalogue.get(tile_id) or {}
            per_space = [""] * size
            for special in tile.get("specials") or []:
                index = int(special.get("space", 1)) - 1
                if 0 <= index < size:
                    per_space[index] += board.special_mark(special)
            piece = TrackTileItem(f"tile:{tile_id}", per_space, cell, 18)
            piece.setToolTip(board.words.tile(tile_id) + ("<br>" + tr("Drag it into the dashed area of your board")
                                                          if tile_id in choosing else ""))
            scene.add_piece(piece, QPointF(x, y), zone)
            x += cell * size + 5
        y += 21
    draw_display(board, scene, zone, germany.get("income_display") or [], actions,
                 QRectF(rect.left() + 8, y + 2, rect.width() - 16, rect.bottom() - 5 - y))


def display_target(kind: str) -> str:
    return f"income_display:{kind}"


def draw_display(board: RailroadsBoard, scene: TableScene, zone: Any, display: list[str], actions: list[Action],
                 rect: QRectF) -> None:
    """The income tokens face up beside the board, one chip per kind with how many; clicked to take one."""
    counts: dict[str, int] = {}
    for kind in display:
        counts[kind] = counts.get(kind, 0) + 1
    label = TextItem(tr("Income tokens"), QRectF(rect.left(), rect.top() + 3, 104, 16), 9, parent=zone)
    label.setToolTip(tr("Income tokens face up: %1").replace("%1", ", ".join(
        f"{n}× {board.words.token_name(k)}" for k, n in counts.items()) or "–"))
    taking = {str(a.args[0]): a for a in actions if a.kind == "take_token"}
    x = rect.left() + 112
    metrics = QFontMetricsF(theme.font(9, bold=True))
    for kind, count in counts.items():
        icons = token_icons(board, kind)
        text = f"{count}×" if icons else f"{count}× {board.words.token_name(kind)}"
        chip_w = icons_width(icons, 14) + metrics.horizontalAdvance(text) + 18
        if x + chip_w > rect.right():
            break
        chip = ChipItem(QRectF(x, rect.top(), chip_w, min(22.0, rect.height())), text, TOKEN_FILL, icons=icons)
        target = display_target(kind)
        scene.add_target(chip, target, zone)
        chip.setToolTip(board.words.income_token(kind))
        action = taking.get(kind)
        if action is not None:
            scene.drag.set_click_action(target, action)
            chip.set_highlight("lit")
        x += chip_w + 4
    if not counts:
        TextItem("–", QRectF(x, rect.top() + 3, 20, 16), 9, colour=theme.INK_SOFT, parent=zone)


# --- the others' small boards -----------------------------------------------------------------------
def mini_line(board: RailroadsBoard, panel: Any, view: dict[str, Any], player: dict[str, Any], line_id: str,
              left: float, y: float, cell_w: float) -> None:
    """A Germany line on another player's small board: rails, reach, tile areas (dashed until laid)."""
    state = ((player.get("germany") or {}).get("lines") or {}).get(line_id) or {}
    own = (player.get("lines") or {}).get(line_id) or {}
    reach = int(own.get("reach", 0))
    rails = {int(v): c for c, v in (own.get("rails") or {}).items() if int(v)}
    spaces = state.get("spaces") or []
    for entry in spaces:
        number = int(entry.get("space", 0))
        rect = QRectF(left + (number - 1) * cell_w, y + 1, cell_w - 1, 14)
        cell = CellItem(rect, "", "", number <= reach, parent=panel, compact=True)
        if entry.get("source") == "tile":
            cell.fill_colour = TILE_FACE if number <= reach else TILE_SHADE
        elif entry.get("source") == "area":
            cell.fill_colour = QColor(AREA_FILL)
        if number in rails:
            cell.fill_colour = QColor(COLOUR_HEX.get(rails[number], "#777"))
            cell.letter = COLOUR_LETTER.get(rails[number], "") if board.context.colour_cues else ""
    if state.get("branch_open"):
        rect = QRectF(left + len(spaces) * cell_w + 2, y, cell_w * 7 - 4, 16)
        names = [board.words.branch(n) for n in branch_layout(view).get("options") or {}]
        text = TextItem(tr(" or ").join(names) + "?", rect, 9, colour=theme.INK_SOFT, parent=panel)
        text.setToolTip(tr("The branch is chosen when the black rail reaches space %1").replace(
            "%1", str(branch_layout(view).get("space", 9))))


def mini_facts(board: RailroadsBoard, player: dict[str, Any]) -> list[str]:
    germany = player.get("germany") or {}
    tokens = germany.get("income_tokens") or []
    if not germany:
        return []
    free = sum(1 for t in tokens if not t.get("used"))
    return [tr("income tokens %1/%2").replace("%1", str(free)).replace("%2", str(len(tokens)))]
