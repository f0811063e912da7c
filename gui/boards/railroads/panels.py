"""The right column's top and bottom: the round, the turn order and the supply; the tray with the held
locomotive or stoker and the buttons of the current choice."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF

from engine.core.actions import Action
from gui.boards.railroads import coal as coal_table
from gui.boards.railroads.items import FactoryTileItem, IconsItem, LocomotiveTileItem, icon, icons_width
from gui.i18n import tr
from gui.scene import theme
from gui.scene.table import TableScene
from gui.scene.text import TextItem
from gui.scene.zone import ButtonItem, ZoneItem

if TYPE_CHECKING:
    from gui.boards.railroads.board import RailroadsBoard

PANEL_FILL = "#e9dab5"
BUTTON_KINDS = frozenset({"start_bonus", "pass", "choose", "marker", "qcard", "reuse", "endcard", "skip", "done",
                          "stay", "loco_discard", "end_turn", "close", "keep", "bonus_token", "refire", "coal_buy",
                          "build"})
SECONDARY = frozenset({"skip", "pass", "stay", "done", "loco_discard", "keep"})
BUTTON_H, BUTTON_MIN_H, BUTTON_GAP = 34.0, 28.0, 5.0


def draw_status(board: RailroadsBoard, frame: Any, view: dict[str, Any]) -> None:
    """The round, the order of play (who passed is ticked), the locomotives left by number, the cards."""
    layout = board.layout
    rect = layout.rect("status")
    small = layout.font("small")
    zone = ZoneItem(rect, PANEL_FILL, parent=frame)
    round_text = tr("Round %1 of %2").replace("%1", str(view.get("round", 1))).replace("%2", str(view.get("rounds")))
    if view.get("last_round"):
        round_text += " · " + tr("last round")
    cards_left = cards(board, zone, view, QRectF(rect.left() + 8, rect.top() + 4, rect.width() - 16, 19))
    room = cards_left - rect.left() - 14
    points = layout.font("title")
    if QFontMetricsF(theme.font(points, bold=True, serif=True)).horizontalAdvance(round_text) > room:
        points = layout.font("body")  # the last round's longer title a little smaller, never cut
    TextItem(round_text, QRectF(rect.left() + 8, rect.top() + 4, room, 19), points, bold=True, serif=True,
             parent=zone)
    order = view.get("order") or []
    passed = view.get("passed") or []
    names = [board.context.seat_name(s) + (" ✓" if s < len(passed) and passed[s] else "") for s in order]
    if view.get("emil"):
        names.insert(0, tr("Emil") + (" ✓" if (view.get("emil") or {}).get("passed") else ""))
    order_item = TextItem(tr("Order: %1").replace("%1", " → ".join(names)),
                          QRectF(rect.left() + 8, rect.top() + 24, rect.width() - 16, 28), small, parent=zone)
    order_item.setToolTip(tr("The order of play this round; a tick: passed"))
    supply(board, zone, view, QRectF(rect.left() + 8, rect.bottom() - 28, rect.width() - 16, 24))


def supply(board: RailroadsBoard, zone: Any, view: dict[str, Any], rect: QRectF) -> None:
    """The locomotives left by number (the lowest is the next one taken)."""
    small = board.layout.font("small")
    stock = {int(n): int(c) for n, c in (view.get("locomotive_supply") or {}).items() if int(c)}
    facts = [(f"{count}", [icon("loco", label=str(number))]) for number, count in sorted(stock.items())]
    x = rect.left()
    for text, icons in facts:
        width = icons_width(icons, 15, small)
        IconsItem(QRectF(x, rect.top() + 4, width, 15), icons, theme.INK, zone, 15.0, small)
        TextItem(f"×{text}", QRectF(x + width + 1, rect.top() + 2, 24, 17), small, colour=theme.INK_SOFT, parent=zone)
        x += width + 26
    lowest = view.get("lowest") or 0
    zone.setToolTip(tr("next locomotive: %1").replace("%1", str(lowest)) if lowest else tr("no locomotives left"))


def cards(board: RailroadsBoard, zone: Any, view: dict[str, Any], rect: QRectF) -> float:
    """The "?" cards, the end-game deck and the bonus tokens left, from the right edge of ``rect``; returns
    where they begin."""
    small = board.layout.font("small")
    cards = view.get("question_cards") or []
    names = ", ".join(board.words.pick(c.get("names"), str(c.get("id"))) for c in cards)
    deck = int((view.get("end_deck") or {}).get("count", 0))
    tail = [(str(len(cards)), [icon("glyph", label="?")], tr("“?” cards: %1").replace("%1", names or "–")),
            (str(deck), [icon("card")], tr("end-game bonus cards: %1").replace("%1", str(deck)))]
    tokens = (view.get("extras") or {}).get("tokens") or []
    if tokens:
        left = sum(int(t.get("left", 0)) for t in tokens)
        tail.append((str(left), [icon("glyph", label="¤")], tr("bonus tokens: %1").replace("%1", ", ".join(
            f"{t.get('left', 0)}× {board.words.pick(t.get('names'), str(t.get('id')))}" for t in tokens))))
    right = rect.right()
    for text, icons, tip in reversed(tail):
        width = icons_width(icons, 14, small)
        words = QFontMetricsF(theme.font(small, bold=True)).horizontalAdvance(text) + 3
        item = IconsItem(QRectF(right - words - width - 2, rect.top() + 4, width, 15), icons, theme.INK, zone, 14.0,
                         small)
        item.setToolTip(tip)
        number = TextItem(text, QRectF(right - words, rect.top() + 2, words, 17), small, bold=True, parent=zone)
        number.setToolTip(tip)
        right -= words + width + 10
    return right


def draw_tray(board: RailroadsBoard, scene: TableScene, frame: Any, view: dict[str, Any],
              actions: list[Action]) -> None:
    """The held locomotive or stoker to drag, then a button for each choice that is no drag; a choice with
    more buttons than the tray holds lies over the strips."""
    layout = board.layout
    wanted = [a for a in actions if a.kind in BUTTON_KINDS]
    labels = [board.describe_action(a, view) for a in wanted]
    held = ((view.get("pending") or {}).get("held_locomotive")) or 0
    if not held and any(a.kind == "loco" for a in actions):
        held = int(view.get("lowest") or 0)  # the next locomotive of the supply, taken by the action
    stoker = any(a.kind == "stoker" for a in actions)
    factories = sorted({(str(a.args[0]), str(a.args[1])) for a in actions if a.kind == "factory"})
    pieces_h = (40 if held else 0) + (40 if stoker else 0) + (82 if factories else 0)
    rect = layout.rect("tray")
    grid = button_grid(labels, rect.width() - 16, rect.height() - 16 - pieces_h, layout.font("button"))
    if grid is None and layout.has("tray_large"):
        rect = layout.rect("tray_large")
        grid = button_grid(labels, rect.width() - 16, rect.height() - 16 - pieces_h, layout.font("button"))
    zone = ZoneItem(rect, PANEL_FILL, parent=frame)
    zone.setZValue(20)  # the large tray lies over the strips
    top = rect.top() + 8
    if stoker:
        top = coal_table.stoker_piece(board, scene, zone, rect, top)
    if held:
        tile = LocomotiveTileItem("held_loco", str(9 if held == 10 else held), points=layout.font("count"))
        tile.setToolTip(board.words.locomotive(held))
        scene.add_piece(tile, QPointF(rect.left() + 10, top), zone)
        TextItem(tr("Drag the locomotive onto a slot of one of your lines"),
                 QRectF(rect.left() + 52, top, rect.width() - 60, 34), layout.font("small"), parent=zone)
        top += 40
    if factories:
        top = factory_pieces(board, scene, zone, rect, top, factories)
    if not wanted:
        if not held and not stoker and not factories:
            text = tr("Game over") if view.get("over") else (tr("Drag or click on the table") if actions
                                                             else tr("Waiting…"))
            TextItem(text, QRectF(rect.left() + 10, top + 4, rect.width() - 20, 40), layout.font("body"), bold=True,
                     colour=theme.INK_SOFT, parent=zone)
        return
    cols, height = grid or (2, BUTTON_MIN_H)
    width = (rect.width() - 16 - (cols - 1) * BUTTON_GAP) / cols
    for k, (action, label) in enumerate(zip(wanted, labels, strict=True)):
        row, col = divmod(k, cols)
        button = ButtonItem(QRectF(rect.left() + 8 + col * (width + BUTTON_GAP), top + row * (height + BUTTON_GAP),
                                   width, height), label, action.kind not in SECONDARY, points=layout.font("button"),
                            wrap=True)
        button.setToolTip(label)
        scene.add_target(button, f"button:{action.key}", zone)
        scene.drag.set_click_action(f"button:{action.key}", action)


def factory_pieces(board: RailroadsBoard, scene: TableScene, zone: Any, rect: QRectF, top: float,
                   factories: list[tuple[str, str]]) -> float:
    """The factories that may be built, each a tile to drag onto a slot of the industry track (the one it
    replaces when all are full). Returns the next top."""
    small = board.layout.font("small")
    caption = tr("returned")
    step = max(52.0, QFontMetricsF(theme.font(small)).horizontalAdvance(caption) + 6)
    x = rect.left() + 10
    for number, source in factories:
        tile = FactoryTileItem(factory_piece(number, source), number, board.icons_of(board.factory_effect(number)),
                               small)
        words = [board.words.factory(number), board.words.factory_text(number)]
        if source == "pool":
            words.append(tr("(a returned one)"))
        tile.setToolTip("<br>".join(w for w in words if w))
        scene.add_piece(tile, QPointF(x, top), zone)
        if source == "pool":
            TextItem(caption, QRectF(x - 2, top + 33, step, 16), small, colour=theme.INK_SOFT, parent=zone)
        x += step
    TextItem(tr("Drag a factory onto a slot of your industry track"), QRectF(rect.left() + 10, top + 50,
                                                                              rect.width() - 20, 30),
             small, parent=zone)
    return top + 82


def factory_piece(number: Any, source: Any) -> str:
    return f"factory:{number}:{source}"


def button_grid(labels: list[str], width: float, room: float, points: float) -> tuple[int, float] | None:
    """Columns (1 or 2) and the buttons' height so that every label fits whole in ``width`` × ``room``;
    None when even two columns do not."""
    metrics = QFontMetricsF(theme.font(points, bold=True))
    for cols in (1, 2):
        inner = (width - (cols - 1) * BUTTON_GAP) / cols - 12
        needed = max((metrics.boundingRect(QRectF(0, 0, inner, 1e4), int(Qt.TextFlag.TextWordWrap), label).height()
                      for label in labels), default=0.0) + 10
        height = min(max(needed, BUTTON_MIN_H), BUTTON_H if needed <= BUTTON_H else needed)
        rows = (len(labels) + cols - 1) // cols
        if rows * height + (rows - 1) * BUTTON_GAP <= room:
            return cols, height
    return None
