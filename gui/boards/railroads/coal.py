"""The Coal module on the Russian Railroads board: the coal table (its worker and rouble spaces, the stoker
space, the foundries face up and the stack), a player's coal and foundries (used ones ticked), the stoker
waiting to be dragged onto a locomotive or a factory. Reads only the view; the board draws the rest."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFontMetricsF

from engine.core.actions import Action
from gui.boards.railroads.items import (
    ChipItem,
    CoalItem,
    Icon,
    IconsItem,
    StokerItem,
    effect_icons,
    icons_width,
)
from gui.boards.railroads.words import COLOUR_HEX, COLOUR_LETTER
from gui.i18n import tr
from gui.scene import theme
from gui.scene.pawn import PawnItem
from gui.scene.table import TableScene
from gui.scene.text import TextItem
from gui.scene.zone import ZoneItem

if TYPE_CHECKING:
    from gui.boards.railroads.board import RailroadsBoard

STRIP_H = 60.0  # the coal table's strip on the left, under the engineer row
TABLE_FILL = "#bfb39b"
SPACE_FILL = "#d6cdb9"
FOUNDRY_FILL = "#c98f5a"
STOKER_PIECE = "stoker"
CHIP_MAX = 190.0  # a foundry's chip grows with its words up to this width


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


def draw_table(board: RailroadsBoard, scene: TableScene, frame: Any, view: dict[str, Any], rect: QRectF,
               actions: list[Action]) -> None:
    """The coal table as a strip: title and stack, the worker/rouble spaces, the stoker space, the display."""
    coal = view.get("coal") or {}
    zone = ZoneItem(rect, TABLE_FILL, parent=frame)
    zone.radius = 10
    title_w = 118.0
    TextItem(tr("Coal table"), QRectF(rect.left() + 8, rect.top() + 5, title_w - 10, 18), 10, bold=True, serif=True,
             parent=zone)
    stack = TextItem(tr("stack: %1").replace("%1", str(coal.get("stack", 0))),
                     QRectF(rect.left() + 8, rect.top() + 24, title_w - 10, 14), 9, colour=theme.INK_SOFT, parent=zone)
    stack.setToolTip(tr("Foundries face down, stoker side up: the stoker space takes the top one. "
                        "Stokers out of the game: %1").replace("%1", str(coal.get("removed_stokers", 0))))
    spaces = [s for s in view.get("spaces") or [] if s.get("group") == "coal"]
    specials = coal.get("coal_spaces") or []
    display = coal.get("display") or []
    x = rect.left() + title_w
    top, height = rect.top() + 4, rect.height() - 8
    room = rect.right() - 4 - x
    count = len(spaces) + len(specials) + len(display)
    width = (room - 4 * max(count - 1, 0)) / max(count, 1)
    for space in spaces:
        board.space_cell(scene, zone, space, QRectF(x, top, width, height))
        x += width + 4
    usable = {str(a.args[0]): a for a in actions if a.kind == "coal_space"}
    for space in specials:
        sid = str(space.get("id"))
        cell = ZoneItem(QRectF(x, top, width, height), SPACE_FILL)
        target = stoker_space_target(sid)
        scene.add_target(cell, target, zone)
        name = board.words.pick(space.get("names"), sid)
        TextItem(name, QRectF(x + 5, top + 3, width - 34, height - 6), 9, parent=cell)
        CoalItem(QRectF(x + width - 26, top + 6, 16, 14), cell)
        tip = [f"<b>{name}</b>", tr("A free action in your own turn: pay %1 for the top stoker of the stack").replace(
            "%1", board.words.coal(int(space.get("coal", 0) or 0)))]
        occupant = space.get("occupant")
        if isinstance(occupant, int):
            pawn = PawnItem(f"occ:{sid}", board.colour_of(occupant), 20, board.context.seat_letter(occupant),
                            board.context.colour_cues)
            scene.track(pawn, f"occ:{sid}")
            pawn.setParentItem(cell)
            pawn.setPos(x + width - 22, top + height - 24)
            tip.append(tr("Taken by %1").replace("%1", board.context.seat_name(occupant)))
        action = usable.get(sid)
        if action is not None:
            scene.drag.set_click_action(target, action)
            cell.set_highlight("lit")
        cell.setToolTip("<br>".join(tip))
        x += width + 4
    choosing = {str(a.args[0]): a for a in actions if a.kind == "take_foundry"}
    for foundry in display:
        card = ZoneItem(QRectF(x, top, width, height), FOUNDRY_FILL)
        card.radius = 5
        target = offer_target(str(foundry))
        scene.add_target(card, target, zone)
        icons = foundry_icons(board, coal.get("foundry_catalogue") or {}, str(foundry))
        if icons:  # the effect in pictures, its words in the tooltip
            IconsItem(QRectF(x + 3, top + 3, width - 6, height - 6), icons, theme.text_on(card.fill), card)
        else:
            text = board.words.pick(((coal.get("foundry_catalogue") or {}).get(foundry) or {}).get("names"),
                                    str(foundry))
            TextItem(text, QRectF(x + 4, top + 3, width - 8, height - 6), 9, colour=theme.text_on(card.fill),
                     parent=card)
        card.setToolTip(board.words.foundry(foundry) + "<br>" + tr("In the display: the coal table's foundry space "
                                                                   "takes one of the two"))
        action = choosing.get(str(foundry))
        if action is not None:
            scene.drag.set_click_action(target, action)
            card.set_highlight("lit")
        x += width + 4


def foundry_icons(board: RailroadsBoard, catalogue: dict[str, Any], foundry: str) -> list[Icon]:
    effect = (catalogue.get(foundry) or {}).get("effect") or {}
    return effect_icons(effect, COLOUR_HEX, COLOUR_LETTER if board.context.colour_cues else None)


def coal_count(board: RailroadsBoard, panel: Any, view: dict[str, Any], seat: int, left: float, top: float) -> None:
    count = int(seat_coal(view, seat).get("coal", 0) or 0)
    lump = CoalItem(QRectF(left, top + 5, 22, 20), panel)
    lump.setToolTip(tr("Your coal: %1").replace("%1", str(count)))
    TextItem(f"× {count}", QRectF(left + 26, top + 8, 36, 18), 10, bold=True, parent=panel)


def own_foundries(board: RailroadsBoard, scene: TableScene, panel: Any, view: dict[str, Any], seat: int,
                  actions: list[Action], left: float, top: float, width: float) -> float:
    """The player's open foundries: a click uses one (2 coal, once a round); used ones are ticked."""
    foundries = seat_coal(view, seat).get("foundries") or []
    usable = {str(a.args[0]): a for a in actions if a.kind == "foundry"}
    catalogue = (view.get("coal") or {}).get("foundry_catalogue") or {}
    x = left
    metrics = QFontMetricsF(theme.font(9, bold=True))
    for foundry in foundries:
        fid = str(foundry.get("id"))
        used = bool(foundry.get("used"))
        icons = foundry_icons(board, catalogue, fid)
        text = ("✓" if used else "") if icons else ("✓ " if used else "") + board.words.pick(
            (catalogue.get(fid) or {}).get("names"), fid)
        chip_w = min(CHIP_MAX, metrics.horizontalAdvance(text) + 14 + (icons_width(icons, 14) + 6 if icons else 0))
        if x + chip_w > left + width:
            break
        chip = ChipItem(QRectF(x, top, chip_w, 24), text, FOUNDRY_FILL, face_down=used, icons=icons)
        target = own_target(fid)
        scene.add_target(chip, target, panel)
        action = usable.get(fid)
        if action is not None:
            scene.drag.set_click_action(target, action)
            chip.set_highlight("lit")
        note = (tr("used this round") if used else
                tr("click it in your turn to use it for 2 coal (before or after your action)"))
        chip.setToolTip(board.words.foundry(fid) + "<br>" + note)
        x += chip_w + 4
    return x


def stoker_piece(board: RailroadsBoard, scene: TableScene, zone: Any, rect: QRectF, top: float) -> float:
    """The stoker just taken, in the tray: dragged onto a locomotive or a factory. Returns the next top."""
    piece = StokerItem(STOKER_PIECE, 28)
    piece.setToolTip(tr("A stoker: a locomotive counts one higher, a factory works twice"))
    scene.add_piece(piece, QPointF(rect.left() + 12, top), zone)
    TextItem(tr("Drag the stoker onto one of your locomotives or factories"),
             QRectF(rect.left() + 52, top, rect.width() - 60, 32), 9, parent=zone)
    return top + 38


def mini_facts(view: dict[str, Any], seat: int) -> list[str]:
    if not view.get("coal"):
        return []
    mine = seat_coal(view, seat)
    return [tr("coal %1").replace("%1", str(mine.get("coal", 0))),
            tr("foundries %1").replace("%1", str(len(mine.get("foundries") or [])))]
