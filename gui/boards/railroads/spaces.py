"""The main board's worker spaces and the engineer row: each space's effect in pictures, its cost as pawns
and coins, who took it, why it is closed; the engineers with their effects, to hire or to use."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor

from gui.boards.railroads.art import BoardFace, InsetShadow
from gui.boards.railroads.items import DogItem, Icon, IconsItem, icon
from gui.i18n import tr
from gui.scene import theme
from gui.scene.pawn import PawnItem
from gui.scene.table import TableScene
from gui.scene.text import TextItem
from gui.scene.zone import ZoneItem

if TYPE_CHECKING:
    from gui.boards.railroads.board import RailroadsBoard

GROUP_FILL = {"track": "#e6d6b4", "locomotive": "#d9cdb8", "industry": "#e3cfae", "other": "#e8dcc4",
              "turn_order": "#d6d9c4", "last_round_tile": "#e0c9c0", "engineer": "#e4d2b8", "coal": "#d6cdb9"}
BOARD_GREEN = "#2f5a3c"  # the action board's printed face
BOARD_RED = "#6b2a22"  # the engineer row's band
EMIL_COLOUR = "#7b5a3c"  # Emil, the solo game's dog: his own colour, never a seat's
COLUMNS, GAP = 6, 4.0
EFFECT_ICON, COST_ICON, OCCUPANT = 20.0, 13.0, 20.0
ENGINEER_PAWN = 20.0  # the smallest pawn whose letter fits its body


def space_target(space_id: str) -> str:
    return f"space:{space_id}"


def board_spaces(view: dict[str, Any]) -> list[dict[str, Any]]:
    """The worker spaces of the main board, in board order (the engineers' and the coal table's apart)."""
    return [s for s in view.get("spaces") or [] if s.get("group") not in ("engineer", "coal")]


def cost_icons(cost: dict[str, Any]) -> list[Icon]:
    """A space's cost in pictures: one pawn per worker, one coin per rouble ("free": none)."""
    workers, coins = int(cost.get("workers", 0) or 0), int(cost.get("coins", 0) or 0)
    return [icon("pawn")] * workers + [icon("coin")] * coins


def caption(board: RailroadsBoard, space: dict[str, Any]) -> str:
    """The few words a space's pictures need: what a doubler, the helpers or the turn-order spaces are."""
    effect = space.get("effect") or {}
    kind = effect.get("type")
    if space.get("group") == "last_round_tile":
        return tr("last round")
    if kind == "temp_workers":
        return tr("this round")
    if kind == "doubler":
        return tr("doubler")
    if kind == "claim_turn_order":
        return tr("turn order")
    return ""


def space_icons(board: RailroadsBoard, space: dict[str, Any]) -> list[Icon]:
    effect = space.get("effect") or {}
    if effect.get("type") == "claim_turn_order":
        return [icon("glyph", label=f"{int(effect.get('position', 1))}.")]
    return board.icons_of(effect)


def draw_grid(board: RailroadsBoard, scene: TableScene, frame: Any, view: dict[str, Any]) -> None:
    area = board.layout.rect("spaces")
    zone = BoardFace(area, BOARD_GREEN, parent=frame)
    zone.radius = 10
    spaces = board_spaces(view)
    rows = max(1, (len(spaces) + COLUMNS - 1) // COLUMNS)
    width = (area.width() - 8 - (COLUMNS - 1) * GAP) / COLUMNS
    height = (area.height() - 8 - (rows - 1) * GAP) / rows
    for k, space in enumerate(spaces):
        row, col = divmod(k, COLUMNS)
        rect = QRectF(area.left() + 4 + col * (width + GAP), area.top() + 4 + row * (height + GAP), width, height)
        InsetShadow(rect, zone)
        space_cell(board, scene, zone, space, rect)


def space_cell(board: RailroadsBoard, scene: TableScene, parent: Any, space: dict[str, Any], rect: QRectF,
               with_pawn: bool = True) -> ZoneItem:
    """One worker space: its effect in pictures (or its name), a word where pictures need one, its cost,
    the pawn of who took it (unless ``with_pawn`` is off); the name, cost and why it is closed on hover."""
    layout = board.layout
    name = board.words.pick(space.get("names"), str(space.get("id")))
    zone = ZoneItem(rect, GROUP_FILL.get(str(space.get("group")), "#e6d6b4"))
    zone.radius = 6
    scene.add_target(zone, space_target(str(space["id"])), parent)
    icons = space_icons(board, space)
    words = caption(board, space)
    cost_row = QRectF(rect.left() + 4, rect.bottom() - COST_ICON - 4, rect.width() - 8, COST_ICON)
    if icons:
        top = QRectF(rect.left() + 2, rect.top() + 2, rect.width() - OCCUPANT - 6, EFFECT_ICON)
        IconsItem(top, icons, theme.INK, zone, EFFECT_ICON, layout.font("count"))
        if words:
            TextItem(words, QRectF(rect.left() + 4, top.bottom(), rect.width() - 8, cost_row.top() - top.bottom() + 1),
                     layout.font("small"), colour=theme.INK_SOFT, parent=zone)
    else:
        TextItem(name, QRectF(rect.left() + 4, rect.top() + 3, rect.width() - OCCUPANT - 8,
                              cost_row.top() - rect.top() - 3), layout.font("small"), parent=zone)
    IconsItem(cost_row, cost_icons(space.get("cost") or {}), theme.INK, zone, COST_ICON, layout.font("small"),
              Qt.AlignmentFlag.AlignLeft)
    tip = [f"<b>{name}</b>", board.cost_text(space.get("cost") or {})]
    corner = QPointF(rect.right() - OCCUPANT - 1, rect.top() + 2)
    occupant = space.get("occupant")
    if isinstance(occupant, int):
        if with_pawn:
            pawn = PawnItem(f"occ:{space['id']}", board.colour_of(occupant), OCCUPANT,
                            board.context.seat_letter(occupant), board.context.colour_cues)
            scene.track(pawn, f"occ:{space['id']}")
            pawn.setParentItem(zone)
            pawn.setPos(corner)
        tip.append(tr("Taken by %1").replace("%1", board.context.seat_name(occupant)))
    emil_pawn(board, scene, zone, space, corner, tip)
    users = space.get("users") or []
    for k, user in enumerate(users[:4]):
        pawn = PawnItem(f"occ:{space['id']}:{k}", board.colour_of(user), OCCUPANT, board.context.seat_letter(user),
                        board.context.colour_cues)
        pawn.setParentItem(zone)
        pawn.setPos(rect.right() - OCCUPANT - 1 - k * 13, rect.bottom() - OCCUPANT - 3)
    if not space.get("available") and space.get("reason") not in ("", "not_your_turn"):
        tip.append(board.words.space_reason(str(space.get("reason"))))
    zone.setToolTip("<br>".join(t for t in tip if t))
    return zone


def emil_pawn(board: RailroadsBoard, scene: TableScene, zone: Any, space: dict[str, Any], pos: QPointF,
              tip: list[str]) -> None:
    """Emil's workers on a space he blocks: his colour, marked with a dog and their count."""
    workers = int(space.get("emil_workers", 0) or 0)
    if not workers:
        return
    pawn = PawnItem(f"emil:{space['id']}", QColor(EMIL_COLOUR), OCCUPANT)
    scene.track(pawn, f"emil:{space['id']}")
    pawn.setParentItem(zone)
    pawn.setPos(pos)
    DogItem(QRectF(OCCUPANT * 0.4 - 6.5, OCCUPANT * 0.44, 13, 12), pawn)  # on the pawn's body: it travels with it
    tip.append(tr("Blocked by Emil (%1)").replace("%1", board.cost_text({"workers": workers})))


# --- the engineer row ----------------------------------------------------------------------------------
def draw_engineers(board: RailroadsBoard, scene: TableScene, frame: Any, view: dict[str, Any]) -> None:
    """The row counted from the right: the hiring slot at the right end, then the engineers to use, then
    those still to come; a slot left empty by the rounds gone is a dashed gap."""
    layout = board.layout
    area = layout.rect("engineers")
    zone = BoardFace(area, BOARD_RED, parent=frame)
    zone.radius = 10
    title = TextItem(tr("Engineers"), QRectF(area.left() + 8, area.top() + 3, 200, 17), layout.font("title"),
                     bold=True, serif=True, colour=QColor("#f4e4b8"), parent=zone)
    title.setToolTip(tr("The engineer row is the round clock: each round the rightmost engineer leaves the row."))
    row = view.get("engineer_row") or []
    spaces = {int((s.get("effect") or {}).get("slot", -1)): s for s in view.get("spaces") or []
              if s.get("group") == "engineer"}
    count = max(len(row), 1)
    top = area.top() + 21
    width = (area.width() - 8 - (count - 1) * GAP) / count
    for k, slot in enumerate(row):
        rect = QRectF(area.right() - 4 - (k + 1) * width - k * GAP, top, width, area.bottom() - 4 - top)
        engineer = slot.get("engineer")
        space = spaces.get(int(slot.get("slot", k)))
        role = str(slot.get("role"))
        InsetShadow(rect, zone)
        if space is not None:
            cell = ZoneItem(rect, "#f0e2c2" if role == "hire" else "#e9dcc0")
            scene.add_target(cell, space_target(str(space["id"])), zone)
        else:
            cell = ZoneItem(rect, "#e9dcc0" if engineer else "#bca77c", dashed=not engineer, parent=zone)
        cell.radius = 6
        tip: list[str] = []
        if engineer:
            engineer_face(board, cell, engineer, rect)
            tip = [f"<b>{board.words.engineer(engineer.get('id'))}</b>", board.words.pick(engineer.get("text"), "")]
        if role in ("hire", "public"):
            words = tr("hire") if role == "hire" else tr("use")
            TextItem(words, QRectF(rect.left() + 3, rect.bottom() - 16, rect.width() - 6, 16), layout.font("small"),
                     colour=theme.INK_SOFT, parent=cell).align = Qt.AlignmentFlag.AlignRight
        elif role == "upcoming":
            tip.append(tr("Still to come: it moves one slot right every round."))
        if space is not None:
            engineer_space(board, scene, cell, space, rect, tip)
        if tip:
            cell.setToolTip("<br>".join(t for t in tip if t))


def engineer_face(board: RailroadsBoard, parent: Any, engineer: dict[str, Any], rect: QRectF) -> None:
    """An engineer's card: its number and letter, its effect in pictures (its words on hover)."""
    layout = board.layout
    TextItem(f"{engineer.get('number')}{engineer.get('letter') or ''}", QRectF(rect.left() + 4, rect.top() + 1, 40, 17),
             layout.font("body"), bold=True, parent=parent)
    icons = board.icons_of(engineer.get("effect") or {})
    middle = QRectF(rect.left() + 2, rect.top() + 16, rect.width() - 4, 14)
    if icons:
        IconsItem(middle, icons, theme.INK, parent, 14.0, layout.font("small"))


def engineer_space(board: RailroadsBoard, scene: TableScene, cell: Any, space: dict[str, Any], rect: QRectF,
                   tip: list[str]) -> None:
    """What an engineer slot costs as a worker space, who took it, Emil's block, why it is closed."""
    cost = space.get("cost") or {}
    IconsItem(QRectF(rect.left() + 4, rect.bottom() - COST_ICON - 3, rect.width() - 40, COST_ICON), cost_icons(cost),
              theme.INK, cell, COST_ICON, board.layout.font("small"), Qt.AlignmentFlag.AlignLeft)
    tip.insert(0, f"<b>{board.words.pick(space.get('names'), str(space['id']))}</b> · {board.cost_text(cost)}")
    corner = QPointF(rect.right() - ENGINEER_PAWN - 1, rect.top() + 1)
    occupant = space.get("occupant")
    if isinstance(occupant, int):
        pawn = PawnItem(f"occ:{space['id']}", board.colour_of(occupant), ENGINEER_PAWN,
                        board.context.seat_letter(occupant),
                        board.context.colour_cues)
        scene.track(pawn, f"occ:{space['id']}")
        pawn.setParentItem(cell)
        pawn.setPos(corner)
        tip.append(tr("Taken by %1").replace("%1", board.context.seat_name(occupant)))
    emil_pawn(board, scene, cell, space, corner, tip)
    if not space.get("available") and space.get("reason") not in ("", "not_your_turn"):
        tip.append(board.words.space_reason(str(space.get("reason"))))
