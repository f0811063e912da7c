"""The Germany module on the Russian Railroads board: the Germany lines (Munich's fork to Berlin or Hamburg,
the dashed tile areas and the tiles laid in them), the public track tiles and income tokens, a player's own
income tokens (face down once used this round). Reads only the view; the board draws the rest."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFontMetricsF

from engine.core.actions import Action
from gui.boards.railroads.art import BranchZone, MiniRailwayItem, built_colours
from gui.boards.railroads.items import CellItem, ChipItem, Icon, TrackTileItem, chip_width, icon
from gui.boards.railroads.words import COLOUR_HEX, COLOUR_LETTER
from gui.i18n import tr
from gui.scene import theme
from gui.scene.table import TableScene
from gui.scene.text import TextItem
from gui.scene.zone import ZoneItem

if TYPE_CHECKING:
    from gui.boards.railroads.board import RailroadsBoard
    from gui.boards.railroads.home import Home

TILE_FACE = QColor("#c9d6a8")  # a laid track tile: greener than the printed board
AREA_FILL = "#e3d7b8"
BRANCH_NAME_W = 62.0  # the fork's row starts with the branch's name
FORK_GAP = 21.0  # where the black rail waits while the branch is chosen
FORK_STEP = 16.0  # a branch's space while the fork is open: room for two marks
TOKEN_FILL = "#d8c27a"  # an income token face up
TILE_CELL = 11.0  # a space of a track tile in the offer, wider for two marks
SPECIAL_FORK = "Y"  # the branch point's mark


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


def branch_of(view: dict[str, Any], line: dict[str, Any], player: dict[str, Any]) -> str:
    """The branch Munich took ("" before the choice or on another line)."""
    branch = (player.get("germany") or {}).get("branch")
    return str(branch) if branch and line.get("id") == branch_layout(view).get("line") else ""


def marks(board: RailroadsBoard, specials: list[dict[str, Any]], on_tile: bool = False) -> str:
    return "".join(board.special_mark(s) for s in specials if not (on_tile and s.get("type") == "station"))


def space_tip(board: RailroadsBoard, where: str, space: int, specials: list[dict[str, Any]]) -> str:
    parts = [board.words.special_text(s) for s in specials]
    head = tr("%1, space %2").replace("%1", where).replace("%2", str(space))
    return "<br>".join([f"<b>{head}</b>", *parts])


# --- a player's own board ---------------------------------------------------------------------------
def draw_line(home: Home, track: ZoneItem, line: dict[str, Any], cells: QRectF, first: float) -> None:
    """The cells of one Germany line inside its track zone (the rails are the board's): the spaces it has now,
    the dashed tile areas (drop targets while a tile is chosen), Munich's open fork (drop targets while the
    branch is chosen)."""
    board, view, player = home.board, home.view, home.player
    line_id = str(line.get("id"))
    state = ((player.get("germany") or {}).get("lines") or {}).get(line_id) or {}
    reach = int(((player.get("lines") or {}).get(line_id) or {}).get("reach", 0))
    spaces = state.get("spaces") or []
    cell_w = cell_width(view, state, cells, first)
    where = board.words.line(line_id)
    wanted = {str(a.args[0]) for a in home.actions if a.kind == "tile"}
    prompt = (view.get("prompt") or {}).get("params") or {}
    areas: dict[str, list[int]] = {}
    for entry in spaces:
        number = int(entry.get("space", 0))
        rect = QRectF(first + (number - 1) * cell_w, cells.top() + 2, cell_w - 2, cells.height() - 4)
        source = entry.get("source")
        specials = entry.get("specials") or []
        if source == "area":
            areas.setdefault(str(entry.get("area")), []).append(number)
            continue
        cell = CellItem(rect, str(number), marks(board, specials, source == "tile"), number <= reach, parent=track,
                        points=home.layout.font("cell"), on_bed=True)
        if source == "tile":  # a laid track tile: green under the rails, the bed's sleepers showing through
            cell.fill_colour = TILE_FACE
        label = board.words.area(entry.get("area")) if source == "tile" else where
        cell.setToolTip(space_tip(board, label, number, specials))
    for area_id, numbers in areas.items():
        rect = QRectF(first + (min(numbers) - 1) * cell_w, cells.top() + 2, len(numbers) * cell_w - 2,
                      cells.height() - 4)
        zone = ZoneItem(rect, AREA_FILL, dashed=True)
        zone.radius = 4
        if wanted and prompt.get("area") == area_id:
            home.target(zone, area_target(home.seat, area_id), track)
        else:
            zone.setParentItem(track)
        name = board.words.area(area_id)
        TextItem(name, QRectF(rect.left() + 3, rect.top() + 2, rect.width() - 6, rect.height() - 4),
                 home.layout.font("small"), colour=theme.INK_SOFT, parent=zone)
        size = len(numbers)
        zone.setToolTip(tr("%1: the dashed area takes a track tile of %2 spaces when the black rail reaches "
                           "space %3").replace("%1", name).replace("%2", str(size)).replace("%3", str(min(numbers))))
    if state.get("branch_open"):
        draw_fork(home, track, len(spaces), cells, first, cell_w)


def cell_width(view: dict[str, Any], state: dict[str, Any], cells: QRectF, first: float) -> float:
    """A space's width: the line's spaces from ``first`` (after Moscow's hub) to its end; while Munich's fork
    is open, its common spaces narrower when the two branch rows need the room for their spaces' marks."""
    room = cells.right() - 3 - first
    length = shown_length(view, state)
    even = min(36.0, room / length)
    common = len(state.get("spaces") or [])
    if not state.get("branch_open") or not common:
        return even
    fork = FORK_GAP + BRANCH_NAME_W + (length - common) * FORK_STEP
    return min(even, max(FORK_STEP, (room - fork) / common))


def fork_rect(common: int, cells: QRectF, first: float, cell_w: float) -> QRectF:
    left = first + common * cell_w
    return QRectF(left, cells.top() + 2, cells.right() - 3 - left, cells.height() - 4)


def draw_fork(home: Home, track: ZoneItem, common: int, cells: QRectF, first: float, cell_w: float) -> None:
    """Munich before the choice: the two branches as two half-height rows from space 9."""
    board, view = home.board, home.view
    fork = fork_rect(common, cells, first, cell_w)
    options = branch_layout(view).get("options") or {}
    choosing = {str(a.args[0]) for a in home.actions if a.kind == "branch"}
    longest = max([int(o.get("length", 0)) - common for o in options.values()] + [1])
    name_w = BRANCH_NAME_W
    step = (fork.width() - FORK_GAP - name_w) / longest
    row_h = (fork.height() - 2) / max(len(options), 1)
    small = home.layout.font("small")
    for k, (name, option) in enumerate(options.items()):
        rect = QRectF(fork.left() + FORK_GAP, fork.top() + k * (row_h + 2), fork.width() - FORK_GAP, row_h)
        zone = BranchZone(rect, name_w)
        if name in choosing:
            home.target(zone, branch_target(home.seat, name), track)
        else:
            zone.setParentItem(track)
        title = board.words.branch(name)
        TextItem(title, QRectF(rect.left() + 3, rect.top() + (row_h - 14) / 2 - 1, name_w - 6, 15), small,
                 parent=zone)
        specials: dict[int, list[dict[str, Any]]] = {}
        for special in option.get("specials") or []:
            specials.setdefault(int(special.get("space", 0)), []).append(special)
        for number in range(common + 1, int(option.get("length", common)) + 1):
            cell_rect = QRectF(rect.left() + name_w + (number - common - 1) * step, rect.top() + 1, step - 2,
                               row_h - 2)
            cell = CellItem(cell_rect, "", "", False, parent=zone, compact=True, points=home.layout.font("cell"))
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
    return first + (space - 1) * cell_w + (cell_w - 2) / 2 - 9, 13.0


def token_icons(board: RailroadsBoard, kind: str) -> list[Icon]:
    token = (board.words.germany_static().get("income_tokens") or {}).get(kind) or {}
    return board.icons_of(token.get("effect") or {})


def own_tokens(home: Home, panel: Any, left: float, top: float, width: float) -> float:
    """The seat's income tokens in a row; face down once used this round. A usable one is clicked
    (a free action in the own turn). Returns the x after the row."""
    board = home.board
    tokens = (home.player.get("germany") or {}).get("income_tokens") or []
    usable = {str(a.args[0]): a for a in home.actions if a.kind == "income"}
    small = home.layout.font("small")
    x = left
    for k, token in enumerate(tokens):
        kind = str(token.get("id"))
        icons = token_icons(board, kind) or [icon("glyph", label="¤")]
        chip_w = chip_width("", icons, small, 14)
        if x + chip_w > left + width:
            break
        used = bool(token.get("used"))
        chip = ChipItem(QRectF(x, top, chip_w, 24), "", TOKEN_FILL, face_down=used, points=small, icons=icons)
        target = token_target(kind, k)
        home.target(chip, target, panel)
        action = usable.get(kind)
        if action is not None and not used:
            home.scene.drag.set_click_action(target, action)
            chip.set_highlight("lit")
            usable.pop(kind)  # one click per kind: the tokens of a kind are alike
        tip = [board.words.income_token(kind), tr("used this round: face down until the round is scored") if used
               else tr("face up: click it in your turn to use it (before or after your action)") if home.interactive
               else tr("face up: usable this round")]
        chip.setToolTip("<br>".join(tip))
        x += chip_w + 4
    return x


# --- the public supply ------------------------------------------------------------------------------
def draw_supply(board: RailroadsBoard, scene: TableScene, frame: Any, view: dict[str, Any],
                actions: list[Action]) -> None:
    """The track tiles not yet laid, by size (the area each fits), and the income tokens face up."""
    layout = board.layout
    rect = layout.rect("germany")
    germany = view.get("germany") or {}
    zone = ZoneItem(rect, "#d7c9a4", parent=frame)
    zone.setToolTip(tr("Track tiles and income tokens"))
    offer = germany.get("tile_offer") or {}
    catalogue = germany.get("tiles") or {}
    areas = {int(a.get("size", 0)): a for line in lines_of(view) for a in line.get("areas") or []}
    choosing = {str(a.args[0]) for a in actions if a.kind == "tile"}
    small = layout.font("small")
    labels = {size_key: board.words.pick((areas.get(int(size_key)) or {}).get("names"),
                                         str((areas.get(int(size_key)) or {}).get("id", ""))) + f" ({int(size_key)})"
              for size_key in offer}
    metrics = QFontMetricsF(theme.font(small))
    label_w = max([metrics.horizontalAdvance(text) for text in labels.values()] or [0.0]) + 14
    y = rect.top() + 6
    for size_key in sorted(offer, key=int):
        size = int(size_key)
        TextItem(labels[size_key], QRectF(rect.left() + 8, y + 1, label_w - 10, 17), small, parent=zone)
        x = rect.left() + label_w
        for tile_id in offer[size_key]:
            tile = catalogue.get(tile_id) or {}
            per_space = [""] * size
            for special in tile.get("specials") or []:
                index = int(special.get("space", 1)) - 1
                if 0 <= index < size:
                    per_space[index] += board.special_mark(special)
            piece = TrackTileItem(f"tile:{tile_id}", per_space, TILE_CELL, 18, layout.font("cell"))
            if x + piece.tile_width() > rect.right() - 6 and x > rect.left() + label_w:
                x, y = rect.left() + label_w, y + 21  # the tiles of a size flow on to a second row
            piece.setToolTip(board.words.tile(tile_id) + ("<br>" + tr("Drag it into the dashed area of your board")
                                                          if tile_id in choosing else ""))
            scene.add_piece(piece, QPointF(x, y), zone)
            x += piece.tile_width() + 3
        y += 21
    draw_display(board, scene, zone, germany.get("income_display") or [], actions,
                 QRectF(rect.left() + 8, y + 2, rect.width() - 16, rect.bottom() - 4 - y))


def display_target(kind: str) -> str:
    return f"income_display:{kind}"


def draw_display(board: RailroadsBoard, scene: TableScene, zone: Any, display: list[str], actions: list[Action],
                 rect: QRectF) -> None:
    """The income tokens face up beside the board, one chip per kind with how many; clicked to take one."""
    counts: dict[str, int] = {}
    for kind in display:
        counts[kind] = counts.get(kind, 0) + 1
    small = board.layout.font("small")
    words = tr("Income tokens")
    label_w = QFontMetricsF(theme.font(small)).horizontalAdvance(words) + 6
    label = TextItem(words, QRectF(rect.left(), rect.top() + 4, label_w, 17), small, parent=zone)
    label.setToolTip(tr("Income tokens face up: %1").replace("%1", ", ".join(
        f"{n}× {board.words.token_name(k)}" for k, n in counts.items()) or "–"))
    taking = {str(a.args[0]): a for a in actions if a.kind == "take_token"}
    left = rect.left() + label_w + 2
    chips = [(kind, count, token_icons(board, kind) or [icon("glyph", label="¤")]) for kind, count in counts.items()]
    widths = [chip_width(f"{count}×", icons, small, 12) for _kind, count, icons in chips]
    rows, x = 1, left
    for width in widths:  # the chips flow on to a second row rather than leave one out
        if x + width > rect.right() and x > left:
            rows, x = rows + 1, left
        x += width + 3
    chip_h = min(24.0, (rect.height() - 2 * (rows - 1)) / rows)
    x, y = left, rect.top()
    for (kind, count, icons), chip_w in zip(chips, widths, strict=True):
        if x + chip_w > rect.right() and x > left:
            x, y = left, y + chip_h + 2
        chip = ChipItem(QRectF(x, y, chip_w, chip_h), f"{count}×", TOKEN_FILL, points=small, icons=icons,
                        icon_size=min(12.0, chip_h - 5))
        target = display_target(kind)
        scene.add_target(chip, target, zone)
        chip.setToolTip(board.words.income_token(kind))
        action = taking.get(kind)
        if action is not None:
            scene.drag.set_click_action(target, action)
            chip.set_highlight("lit")
        x += chip_w + 3
    if not counts:
        TextItem("–", QRectF(left, rect.top() + 4, 20, 17), small, colour=theme.INK_SOFT, parent=zone)


# --- the others' strips -------------------------------------------------------------------------------
def mini_line(board: RailroadsBoard, panel: Any, view: dict[str, Any], player: dict[str, Any], line: dict[str, Any],
              left: float, y: float, cell_w: float, height: float) -> MiniRailwayItem:
    """A Germany line on another player's strip as a miniature railway: its own spaces on gravel, the track
    tiles laid (green), the tile areas still open (a dashed gap), the rails and their markers, the fork."""
    line_id = str(line.get("id"))
    state = ((player.get("germany") or {}).get("lines") or {}).get(line_id) or {}
    own = (player.get("lines") or {}).get(line_id) or {}
    reach = int(own.get("reach", 0))
    rails = own.get("rails") or {}
    spaces = state.get("spaces") or []
    kinds = ["tile" if e.get("source") == "tile" else "area" if e.get("source") == "area" else "bed" for e in spaces]
    colours = list(state.get("colours") or line.get("colours") or [])
    stations = [int(e.get("space", 0)) for e in spaces
                if e.get("specials") and e.get("source") != "area" and int(e.get("space", 0))]
    markers = sorted((int(v), COLOUR_HEX.get(c, "#777"), COLOUR_LETTER.get(c, "") if board.context.colour_cues else "")
                     for c, v in rails.items() if 0 < int(v) <= len(spaces))
    railway = MiniRailwayItem(QRectF(left, y, len(spaces) * cell_w, height), cell_w, kinds,
                              built_colours(colours, rails, len(spaces), COLOUR_HEX), reach, stations, markers,
                              board.layout.font("cue"), panel)
    if state.get("branch_open"):
        names = [board.words.branch(n) for n in branch_layout(view).get("options") or {}]
        rect = QRectF(left + len(spaces) * cell_w + 2, y - 2, 24, height + 3)
        text = TextItem(SPECIAL_FORK + "?", rect, board.layout.font("small"), bold=True, colour=theme.INK_SOFT,
                        parent=panel)
        text.setToolTip(tr(" or ").join(names) + "? " + tr("The branch is chosen when the black rail reaches "
                                                           "space %1").replace("%1", str(branch_layout(view).get(
                                                               "space", 9))))
    return railway


def strip_facts(board: RailroadsBoard, player: dict[str, Any]) -> list[tuple[str, list[Icon], str]]:
    """The seat's income tokens on its strip: face up of all, with the hover text naming them."""
    germany = player.get("germany") or {}
    tokens = germany.get("income_tokens") or []
    if not germany or not tokens:
        return []
    free = sum(1 for t in tokens if not t.get("used"))
    names = ", ".join(board.words.token_name(t.get("id")) for t in tokens)
    return [(f"{free}/{len(tokens)}", [icon("glyph", label="¤")],
             tr("Income tokens face up: %1 of %2").replace("%1", str(free)).replace("%2", str(len(tokens)))
             + "<br>" + names)]
