"""The Coal module on the Russian Railroads board: the coal table (its worker and rouble spaces, the stoker
space, the foundries face up and the stack), a player's coal and foundries (used ones face down), the stoker
waiting to be dragged onto a locomotive or a factory. Reads only the view; the board draws the rest."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF

from engine.core.actions import Action
from gui.boards.railroads import spaces as worker_spaces
from gui.boards.railroads.items import (
    FOUNDRY_FILL,
    ChipItem,
    CoalItem,
    IconsItem,
    StokerItem,
    chip_width,
    icon,
)
from gui.i18n import tr
from gui.scene import theme
from gui.scene.pawn import PawnItem
from gui.scene.table import TableScene
from gui.scene.text import TextItem
from gui.scene.zone import ZoneItem

if TYPE_CHECKING:
    from gui.boards.railroads.board import RailroadsBoard
    from gui.boards.railroads.home import Home

TABLE_FILL = "#bfb39b"
SPACE_FILL = "#d6cdb9"
STOKER_PIECE = "stoker"
TITLE_W = 104.0


def stoker_space_target(space_id: str) -> str:
    return f"coal_space:{space_id}"


def offer_target(foundry: str) -> str:
    return f"foundry_offer:{foundry}"


def own_target(foundry: str) -> str:
    return f"own_foundry:{foundry}"


def seat_coal(view: dict[str, Any], seat: int) -> dict[str, Any]:
    players = (view.get("coal") or {}).get("players") or []
    return players[seat] if 0 <= seat < len(players) else {}


def stoked_factory_slots(view: dict[str, Any], seat: int) -> set[int]:
    return {int(s) for s in (seat_coal(view, seat).get("stokers") or {}).get("factory_slots") or []}


def draw_table(board: RailroadsBoard, scene: TableScene, frame: Any, view: dict[str, Any],
               actions: list[Action]) -> None:
    """The coal table as a strip: title and stack, the worker/rouble spaces, the stoker space, the display."""
    layout = board.layout
    rect = layout.rect("coal")
    coal = view.get("coal") or {}
    zone = ZoneItem(rect, TABLE_FILL, parent=frame)
    zone.radius = 10
    title = tr("Coal table")
    stack_text = tr("stack: %1").replace("%1", str(coal.get("stack", 0)))
    title_w = max(TITLE_W, QFontMetricsF(theme.font(layout.font("title"), bold=True, serif=True)).horizontalAdvance(
        title) + 16, QFontMetricsF(theme.font(layout.font("small"))).horizontalAdvance(stack_text) + 16)
    TextItem(title, QRectF(rect.left() + 8, rect.top() + 3, title_w - 10, rect.height() - 22),
             layout.font("title"), bold=True, serif=True, parent=zone)
    stack = TextItem(stack_text, QRectF(rect.left() + 8, rect.bottom() - 19, title_w - 10, 17), layout.font("small"),
                     colour=theme.INK_SOFT, parent=zone)
    stack.setToolTip(tr("Foundries face down, stoker side up: the stoker space takes the top one. "
                        "Stokers out of the game: %1").replace("%1", str(coal.get("removed_stokers", 0))))
    spaces = [s for s in view.get("spaces") or [] if s.get("group") == "coal"]
    specials = coal.get("coal_spaces") or []
    display = coal.get("display") or []
    x = rect.left() + title_w
    top, height = rect.top() + 4, rect.height() - 8
    count = len(spaces) + len(specials) + len(display)
    width = (rect.right() - 4 - x - 4 * max(count - 1, 0)) / max(count, 1)
    twins = coal.get("twins") or {}
    occupants = {str(s.get("id")): s.get("occupant") for s in spaces}
    cells: dict[str, Any] = {}
    for space in spaces:
        sid = str(space.get("id"))
        occupant = space.get("occupant")
        shared = isinstance(occupant, int) and sid in twins and occupants.get(twins[sid]) == occupant
        cells[sid] = worker_spaces.space_cell(board, scene, zone, space, QRectF(x, top, width, height), not shared)
        x += width + 4
    shared_pawn(board, scene, spaces, twins, cells)
    usable = {str(a.args[0]): a for a in actions if a.kind == "coal_space"}
    for space in specials:
        stoker_space(board, scene, zone, space, QRectF(x, top, width, height), usable.get(str(space.get("id"))))
        x += width + 4
    choosing = {str(a.args[0]): a for a in actions if a.kind == "take_foundry"}
    for foundry in display:
        card = ZoneItem(QRectF(x, top, width, height), FOUNDRY_FILL)
        card.radius = 5
        target = offer_target(str(foundry))
        scene.add_target(card, target, zone)
        IconsItem(QRectF(x + 3, top + 3, width - 6, height - 6), foundry_icons(board, view, str(foundry)),
                  theme.text_on(card.fill), card, 16.0, layout.font("small"))
        card.setToolTip(board.words.foundry(foundry) + "<br>" + tr("In the display: the coal table's foundry space "
                                                                   "takes one of the two"))
        action = choosing.get(str(foundry))
        if action is not None:
            scene.drag.set_click_action(target, action)
            card.set_highlight("lit")
        x += width + 4


def shared_pawn(board: RailroadsBoard, scene: TableScene, spaces: list[dict[str, Any]], twins: dict[str, str],
                cells: dict[str, Any]) -> None:
    """The two-player coal space: one worker takes both halves. When the view names the taken half alone,
    the pawn stands there (space_cell); when it shows the worker on both, it stands once, on the seam."""
    occupants = {str(s.get("id")): s.get("occupant") for s in spaces}
    done: set[str] = set()
    for sid, occupant in occupants.items():
        twin = twins.get(sid)
        if twin is None or twin not in cells or sid in done or not isinstance(occupant, int) \
                or occupants.get(twin) != occupant:
            continue
        done |= {sid, twin}
        left, right = cells[sid].rect, cells[twin].rect
        seam = (min(left.right(), right.right()) + max(left.left(), right.left())) / 2
        pawn = PawnItem(f"occ:{sid}", board.colour_of(occupant), worker_spaces.OCCUPANT,
                        board.context.seat_letter(occupant), board.context.colour_cues)
        scene.track(pawn, f"occ:{sid}")
        pawn.setParentItem(cells[sid].parentItem())
        pawn.setPos(seam - worker_spaces.OCCUPANT * 0.4, left.top() + 1)
        pawn.setZValue(1)


def stoker_space(board: RailroadsBoard, scene: TableScene, zone: Any, space: dict[str, Any], rect: QRectF,
                 action: Action | None) -> None:
    """The stoker space: a free action paid with coal, once a round."""
    sid = str(space.get("id"))
    cell = ZoneItem(rect, SPACE_FILL)
    cell.radius = 6
    target = stoker_space_target(sid)
    scene.add_target(cell, target, zone)
    size = board.layout.font("small")
    IconsItem(QRectF(rect.left() + 2, rect.top() + 4, rect.width() - 24, 20), [icon("stoker")], theme.INK, cell, 20.0,
              size)
    price = int(space.get("coal", 0) or 0)
    IconsItem(QRectF(rect.left() + 4, rect.bottom() - 17, rect.width() - 8, 13), [icon("coal")] * price, theme.INK,
              cell, 13.0, size, Qt.AlignmentFlag.AlignLeft)
    name = board.words.pick(space.get("names"), sid)
    tip = [f"<b>{name}</b>", tr("A free action in your own turn: pay %1 for the top stoker of the stack").replace(
        "%1", board.words.coal(price))]
    occupant = space.get("occupant")
    if isinstance(occupant, int):
        pawn = PawnItem(f"occ:{sid}", board.colour_of(occupant), 20, board.context.seat_letter(occupant),
                        board.context.colour_cues)
        scene.track(pawn, f"occ:{sid}")
        pawn.setParentItem(cell)
        pawn.setPos(rect.right() - 21, rect.top() + 2)
        tip.append(tr("Taken by %1").replace("%1", board.context.seat_name(occupant)))
    if action is not None:
        scene.drag.set_click_action(target, action)
        cell.set_highlight("lit")
    cell.setToolTip("<br>".join(tip))


def foundry_icons(board: RailroadsBoard, view: dict[str, Any], foundry: str) -> list[Any]:
    catalogue = (view.get("coal") or {}).get("foundry_catalogue") or {}
    return board.icons_of((catalogue.get(foundry) or {}).get("effect") or {}) or [icon("foundry")]


def coal_count(home: Home, panel: Any, x: float, top: float) -> float:
    """The seat's coal beside its workers and roubles; returns the x after it."""
    count = int(seat_coal(home.view, home.seat).get("coal", 0) or 0)
    lump = CoalItem(QRectF(x, top + 5, 20, 18), panel)
    lump.setToolTip(tr("Coal: %1").replace("%1", str(count)))
    TextItem(f"× {count}", QRectF(x + 22, top + 6, 34, 18), home.layout.font("count"), bold=True, parent=panel)
    return x + 56


def own_foundries(home: Home, panel: Any, left: float, top: float, width: float) -> float:
    """The seat's foundries: a click uses one (2 coal, once a round); used ones lie face down."""
    board, view = home.board, home.view
    foundries = seat_coal(view, home.seat).get("foundries") or []
    usable = {str(a.args[0]): a for a in home.actions if a.kind == "foundry"}
    small = home.layout.font("small")
    x = left
    for foundry in foundries:
        fid = str(foundry.get("id"))
        used = bool(foundry.get("used"))
        icons = foundry_icons(board, view, fid)
        chip_w = chip_width("", icons, small, 14)
        if x + chip_w > left + width:
            break
        chip = ChipItem(QRectF(x, top, chip_w, 24), "", FOUNDRY_FILL.name(), face_down=used, points=small, icons=icons)
        target = own_target(fid)
        home.target(chip, target, panel)
        action = usable.get(fid)
        if action is not None:
            home.scene.drag.set_click_action(target, action)
            chip.set_highlight("lit")
        note = (tr("used this round") if used else
                tr("click it in your turn to use it for 2 coal (before or after your action)") if home.interactive
                else tr("face up: usable this round"))
        chip.setToolTip(board.words.foundry(fid) + "<br>" + note)
        x += chip_w + 4
    return x


def stoker_piece(board: RailroadsBoard, scene: TableScene, zone: Any, rect: QRectF, top: float) -> float:
    """The stoker just taken, in the tray: dragged onto a locomotive or a factory. Returns the next top."""
    piece = StokerItem(STOKER_PIECE, 28)
    piece.setToolTip(tr("A stoker: a locomotive counts one higher, a factory works twice"))
    scene.add_piece(piece, QPointF(rect.left() + 12, top), zone)
    TextItem(tr("Drag the stoker onto one of your locomotives or factories"),
             QRectF(rect.left() + 52, top, rect.width() - 60, 34), board.layout.font("small"), parent=zone)
    return top + 40


def strip_facts(view: dict[str, Any], seat: int) -> list[tuple[str, list[Any], str]]:
    """The seat's coal and foundries on its strip: (count, pictures, hover text)."""
    if not view.get("coal"):
        return []
    mine = seat_coal(view, seat)
    coal, foundries = int(mine.get("coal", 0) or 0), len(mine.get("foundries") or [])
    facts = [(str(coal), [icon("coal")], tr("Coal: %1").replace("%1", str(coal)))]
    if foundries:
        facts.append((str(foundries), [icon("foundry")], tr("Foundries: %1").replace("%1", str(foundries))))
    return facts
