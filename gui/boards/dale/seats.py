"""Dale of Merchants' seats: the others' strips (a click opens a whole area) and the area at the bottom,
drawn by one piece of code for the viewer's own seat and for an opened one."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QGraphicsItem

from engine.core.actions import Action
from engine.games.dale.cards import STACKS_TO_WIN as STACKS
from gui.boards.dale.items import (
    CardLook,
    DaleCardItem,
    PileItem,
    SeatPanelItem,
    StackTileItem,
    StallSlotItem,
    ZoneItem,
    medallion,
    points,
)
from gui.boards.dale.words import CARDS
from gui.boards.layout import BoardLayout
from gui.i18n import tr
from gui.scene import theme
from gui.scene.opener import OpenerItem
from gui.scene.table import BoardFrameItem, TableScene
from gui.scene.text import TextItem

PLAY = "play"
DIE = "die"
# an opened seat's area lies over the bottom seat's and the change marks (gui.scene.marks, z 40); the
# tray of choices over both, a stack looked at on hover over all
OPENED_Z = 45
TRAY_Z = 50
PEEK_Z = 60
SEAT_FILL = "#ead8b4"  # the planks of a player's place
OPENED_FILL = "#f5e8c8"  # an opened seat's strip and area
ACTIVE = " ◀"  # beside the name of the seat whose turn it is


def uid_of(card: dict[str, Any] | None) -> int:
    return int(card["uid"]) if card else -1


def deck_of(card: dict[str, Any]) -> str:
    """The animal a card counts as: a copying Chameleon's is its copy's."""
    return str(CARDS.get(str(card.get("copy") or card.get("card")), {}).get("deck", "junk"))


def one_line(text: str, size: float, bold: bool = False, serif: bool = False) -> float:
    """How wide ``text`` is on one line."""
    return QFontMetricsF(theme.font(size, bold=bold, serif=serif)).horizontalAdvance(text) + 2


class SeatsMixin:
    """The seats' drawing, for :class:`gui.boards.dale.board.DaleBoard` (which provides ``card_item``,
    ``look``, ``words``, ``context``, ``layout``, ``card_targets`` and ``wanted``)."""

    layout: BoardLayout

    # --- the others' strips ----------------------------------------------------------------
    def _strips(self, scene: TableScene, frame: BoardFrameItem, view: dict[str, Any], others: list[int],
                actions: list[Action]) -> None:
        if not others:
            return
        area = self.layout.rect("opponents")
        gap = 8.0
        width = (area.width() - gap * (len(others) - 1)) / len(others)
        targets = {int(a.args[0]) for a in actions if a.kind == "target"}
        for i, s in enumerate(others):
            rect = QRectF(area.left() + i * (width + gap), area.top(), width, area.height())
            self._strip(scene, frame, view, s, rect, s in targets)

    def _seat_panel(self, frame: BoardFrameItem | None, s: int, rect: QRectF) -> ZoneItem:
        panel = SeatPanelItem(rect, SEAT_FILL, parent=frame)
        panel.border = self.context.seat_colour(s)
        return panel

    def _name_text(self, view: dict[str, Any], s: int) -> str:
        return self.context.seat_name(s) + (ACTIVE if view.get("active") == s and not view.get("over") else "")

    def _strip(self, scene: TableScene, frame: BoardFrameItem, view: dict[str, Any], s: int, rect: QRectF,
               chosen_by_click: bool) -> None:
        """Another player's strip: name, hand, deck and discard pile, and the stall as tiles; a click
        opens the whole area (when a click on the strip chooses the player, only its name opens it).

        A strip wide enough (two players) lays them out in one row, the name and piles left of the
        stall; else the name and piles are a row above the stall."""
        panel = self._seat_panel(frame, s, rect)
        scene.add_target(panel, f"player:{s}", frame)
        scene.mark_space(panel, f"player:{s}")
        player = view["players"][s]
        pile = self.layout.rect("strip_pile")
        tile = self.layout.rect("tile")
        column = self.layout.rect("strip_name")
        inner = rect.adjusted(8, 5, -8, -6)
        piles_w = 3 * pile.width() + 8
        one_row = inner.width() >= column.width() + 10 + STACKS * (tile.width() + 6)
        if one_row:
            name = QRectF(inner.left(), inner.top(), column.width(), column.height())
            piles = QRectF(inner.left(), inner.bottom() - pile.height(), pile.width(), pile.height())
            stall = QRectF(name.right() + 10, inner.center().y() - tile.height() / 2,
                           STACKS * (tile.width() + 6), tile.height())
        else:
            name = QRectF(inner.left(), inner.top(), inner.width() - piles_w - 6, inner.height() - tile.height() - 6)
            piles = QRectF(inner.right() - piles_w, inner.top(), pile.width(), pile.height())
            stall = QRectF(inner.left(), inner.bottom() - tile.height(), inner.width(), tile.height())
        opened = self.opened_seat == s
        who = self.context.seat_name(s)
        tip = (tr("Click to close %1's area") if opened else tr("Click to open %1's whole area")).replace("%1", who)
        OpenerItem(rect if not chosen_by_click else name.adjusted(-4, -4, 4, 4), lambda: self.open_seat(s), tip, panel)
        if opened:  # the strip takes the opened area's colour: the two read as one
            panel.fill = QColor(OPENED_FILL)
        TextItem(self._name_text(view, s), name, points("name"), bold=True,
                 colour=theme.darker(self.context.seat_colour(s), 120), serif=True, parent=panel)
        self._strip_piles(scene, panel, player, s, piles)
        self._strip_stall(scene, panel, player, s, stall)

    def _strip_piles(self, scene: TableScene, panel: ZoneItem, player: dict[str, Any], s: int, at: QRectF) -> None:
        name = self.context.seat_name(s)
        hand = PileItem(at, int(player.get("hand_count", 0)), "", parent=panel, fan=True)
        hand.setToolTip(tr("%1's hand: %2 cards").replace("%1", name).replace("%2", str(player.get("hand_count", 0))))
        deck = PileItem(at.translated(at.width() + 4, 0), int(player.get("deck_count", 0)), "", parent=panel)
        deck.setToolTip(tr("%1's deck: %2 cards").replace("%1", name).replace("%2", str(player.get("deck_count", 0))))
        self._discard_pile(scene, panel, player, s, at.translated(2 * (at.width() + 4), 0), f"discard:{s}")

    def _strip_stall(self, scene: TableScene, panel: ZoneItem, player: dict[str, Any], s: int, row: QRectF) -> None:
        stall = player.get("stall") or []
        pitch = row.width() / STACKS
        width = min(self.layout.rect("tile").width(), pitch - 4)
        for n in range(STACKS):
            place = QRectF(row.left() + n * pitch, row.top(), width, row.height())
            owner = self.context.seat_colour(s)
            if n < len(stall):
                slot: StallSlotItem = StackTileItem(place, n + 1, [deck_of(c) for c in stall[n]],
                                                    self.context.colour_cues, self._peeker(panel, stall[n], n + 1),
                                                    owner=owner)
                slot.setToolTip(tr("Stack %1: %2").replace("%1", str(n + 1)).replace("%2", self.words.cards(stall[n])))
                scene.track(slot, f"card:{uid_of(stall[n][-1])}")  # a stack just built travels from the panel
            else:
                slot = StallSlotItem(place, n + 1, False, owner=owner)
                slot.setToolTip(tr("Stack %1: cards of one animal worth %1 together").replace("%1", str(n + 1)))
            scene.add_target(slot, f"stall:{s}:{n + 1}", panel)

    def _peeker(self, panel: ZoneItem, cards: list[dict[str, Any]], number: int) -> Callable[[], QGraphicsItem | None]:
        """Draws a stack at a readable size under the strip (no pieces, no targets)."""

        def peek() -> QGraphicsItem | None:
            scene = panel.scene()
            if scene is None:
                return None
            card = self.layout.rect("peek_card")
            step = 26.0
            width = card.width() + 16
            height = card.height() + step * (len(cards) - 1) + 40
            board_w, board_h = self.layout.size
            left = min(max(panel.rect.left(), 10.0), board_w - 10 - width)
            top = min(panel.rect.bottom() + 4, board_h - 4 - height)
            box = ZoneItem(QRectF(left, top, width, height), "#fbf3dc")
            scene.addItem(box)
            box.setZValue(PEEK_Z)
            box.border = theme.BRASS_DARK
            box.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            box.setAcceptHoverEvents(False)
            TextItem(tr("Stack %1").replace("%1", str(number)), QRectF(left + 8, top + 6, width - 16, 20),
                     points("label"), bold=True, parent=box)
            for k, shown in enumerate(cards):
                item = DaleCardItem(f"peek:{uid_of(shown)}", self.look(shown), card.width(), card.height(), "", box)
                item.look.compact = k < len(cards) - 1
                item.setPos(left + 8, top + 30 + k * step)
                item.setZValue(k)
            return box

        return peek

    # --- the area at the bottom: the viewer's own, or an opened seat's ------------------------------
    def _seat_area(self, scene: TableScene, frame: BoardFrameItem, view: dict[str, Any], actions: list[Action],
                   s: int, opened: bool = False) -> ZoneItem:
        """A seat's whole area: stall, deck, discard pile, hand and play area. The viewer's own takes
        drops and clicks; an opened seat's (``opened``) is only looked at, over the own, with a close button."""
        rect = self.layout.rect("own")
        panel = self._seat_panel(None if opened else frame, s, rect)
        if opened:  # over the table and its change marks
            scene.addItem(panel)
            panel.setZValue(OPENED_Z)
            panel.fill = QColor(OPENED_FILL)
        else:
            scene.add_target(panel, f"player:{s}", frame)
            scene.mark_space(panel, f"player:{s}")
        player = view["players"][s]
        self._area_header(panel, view, s, rect, opened)
        phase = view.get("phase")
        mine = view.get("active") == s and not opened
        selected = view.get("selected") or []
        chosen = {uid_of(c) for c in selected} if mine and phase in ("pay", "build") else set()
        building = None
        if mine and phase == "build":
            building = selected + list(view.get("selected_from_discard") or [])
        self._stall(scene, panel, player, s, self.layout.rect("own_stall"), building, opened)
        self._deck_pile(scene, panel, player, s, opened)
        self._discard_pile(scene, panel, player, s, self.layout.rect("own_discard"),
                           "" if opened else "discard:own", opened)
        hand_area = self.layout.rect("hand")
        if "hand" in player and not opened:
            self._hand(scene, panel, [c for c in player["hand"] if uid_of(c) not in chosen], hand_area)
        else:
            self._hidden_hand(panel, player, s, hand_area, opened)
        self._play_area(scene, panel, view, actions, s, opened)
        return panel

    def _area_header(self, panel: ZoneItem, view: dict[str, Any], s: int, rect: QRectF, opened: bool) -> None:
        player = view["players"][s]
        stacks = tr("%1 of 8 stacks").replace("%1", str(len(player.get("stall") or [])))
        right = rect.right() - 10
        if opened:
            close = QRectF(rect.right() - 96, rect.top() + 4, 88, 22)
            button = ZoneItem(close, "#8a5a35", parent=panel)
            button.radius = 10
            label = TextItem(tr("Close"), close.adjusted(4, 2, -4, 0), points("label"), bold=True,
                             colour=QColor("white"), parent=button)
            label.align = Qt.AlignmentFlag.AlignHCenter
            OpenerItem(close, lambda: self.open_seat(s), tr("Close %1's area").replace(
                "%1", self.context.seat_name(s)), panel)
            right = close.left() - 10
        counts_w = one_line(stacks, points("label"), bold=True)
        count = TextItem(stacks, QRectF(right - counts_w, rect.top() + 6, counts_w, 18), points("label"), bold=True,
                         parent=panel)
        count.align = Qt.AlignmentFlag.AlignRight
        TextItem(self._name_text(view, s), QRectF(rect.left() + 10, rect.top() + 4, right - counts_w - rect.left() - 20,
                                                  20), points("name"), bold=True,
                 colour=theme.darker(self.context.seat_colour(s), 120), serif=True, parent=panel)

    def _deck_pile(self, scene: TableScene, panel: ZoneItem, player: dict[str, Any], s: int, opened: bool) -> None:
        deck = PileItem(self.layout.rect("own_deck"), int(player.get("deck_count", 0)), tr("Deck"), parent=panel)
        known = player.get("deck_top_known") or []
        if opened:
            deck.setToolTip(tr("%1's deck: %2 cards").replace("%1", self.context.seat_name(s)).replace(
                "%2", str(player.get("deck_count", 0))))
            return
        deck.setToolTip(tr("Your deck") + ("<br>" + tr("On top, as you know: %1").replace(
            "%1", self.words.cards(known)) if known else ""))
        scene.add_target(deck, "deck:own", panel)

    def _discard_pile(self, scene: TableScene, parent: ZoneItem, player: dict[str, Any], s: int, rect: QRectF,
                      target: str, opened: bool = False) -> None:
        """A discard pile: its top card with the count in a corner; the whole pile in the tooltip."""
        discard = player.get("discard") or []
        listing = tr("Discard pile (%1): %2").replace("%1", str(len(discard))).replace(
            "%2", self.words.cards(list(reversed(discard))) if discard else tr("empty"))
        if not discard:
            zone = ZoneItem(rect, "", dashed=True, parent=parent)
            zone.setToolTip(listing)
            if target:
                scene.add_target(zone, target, parent)
            return
        top = discard[-1]
        prefix = "opened" if opened else "discard"
        item = self.card_item(f"{prefix}:{uid_of(top)}", top, rect.width(), rect.height(), parent)
        item.setPos(rect.topLeft())
        item.setToolTip(item.toolTip() + "<hr>" + listing)
        if not opened:
            scene.track(item, f"card:{uid_of(top)}")
        if target:
            scene.add_target(item, target, parent)
            self.card_targets[uid_of(top)] = target
        if rect.height() >= 60:
            badge = PileBadge(str(len(discard)), rect, parent)
            badge.setZValue(item.zValue() + 1)

    def _stall(self, scene: TableScene, parent: ZoneItem, player: dict[str, Any], s: int, rect: QRectF,
               building: list[dict[str, Any]] | None, opened: bool) -> None:
        stall = player.get("stall") or []
        pitch = rect.width() / STACKS
        slot_w = pitch - 6
        for n in range(STACKS):
            x = rect.left() + n * pitch
            next_slot = n == len(stall)
            place = QRectF(x, rect.top(), slot_w, rect.height())
            slot = StallSlotItem(place, n + 1, next_slot and not opened, parent if opened else None,
                                 self.context.seat_colour(s))
            slot.setToolTip(tr("Stack %1: cards of one animal worth %1 together").replace("%1", str(n + 1)))
            if not opened:
                scene.add_target(slot, "stall:next" if next_slot else f"stall:{s}:{n + 1}", parent)
            cards = stall[n] if n < len(stall) else (building if next_slot and building else [])
            if cards:
                self._stack(scene, slot, cards, slot.inner(), n + 1, opened)

    def _stack(self, scene: TableScene, slot: ZoneItem, cards: list[dict[str, Any]], rect: QRectF, number: int,
               opened: bool) -> None:
        n = len(cards)
        card_w = rect.width()
        full = min(rect.height(), card_w * 1.39)
        step, card_h = 0.0, full
        if n > 1:  # each covered card shows its band: value and animal
            step = min(19.0, (rect.height() - min(40.0, full)) / (n - 1))
            card_h = min(full, rect.height() - step * (n - 1))
        tip = tr("Stack %1: %2").replace("%1", str(number)).replace("%2", self.words.cards(cards))
        for k, card in enumerate(cards):
            uid = uid_of(card)
            item = self.card_item(f"{'opened' if opened else 'stall'}:{uid}", card, card_w, card_h, slot)
            item.look.compact = k < n - 1
            item.setToolTip(item.toolTip() + "<hr>" + tip)
            item.setPos(rect.left(), rect.top() + k * step)
            item.setZValue(k)
            if opened:
                continue
            scene.track(item, f"card:{uid}")
            self.card_targets[uid] = f"stallcard:{uid}"
            if uid in self.wanted:
                scene.add_target(item, f"stallcard:{uid}")

    def _hand(self, scene: TableScene, panel: ZoneItem, hand: list[dict[str, Any]], area: QRectF) -> None:
        n = len(hand)
        if not n:
            TextItem(tr("Your hand is empty"), QRectF(area.left() + 10, area.top() + 40, 240, 20), points("body"),
                     colour=theme.INK_SOFT, parent=panel)
            return
        card = self.layout.rect("card")
        pitch = min(card.width() + 8, (area.width() - card.width()) / max(n - 1, 1))
        mid = (n - 1) / 2
        x0 = area.left() + (area.width() - (pitch * (n - 1) + card.width())) / 2
        spread = min(1.5, 9.0 / n)  # a gentle fan: the cards turn outwards from the middle
        for k, shown in enumerate(hand):
            uid = uid_of(shown)
            item = self.card_item(f"hand:{uid}", shown, card.width(), card.height(), text=True)
            item.setTransformOriginPoint(card.width() / 2, card.height())
            item.setRotation((k - mid) * spread)
            scene.add_piece(item, QPointF(x0 + k * pitch, area.top() + 2), panel)
            item.setZValue(k)
            self.card_targets[uid] = f"handcard:{uid}"
            if uid in self.wanted:
                scene.add_target(item, f"handcard:{uid}")

    def _hidden_hand(self, panel: ZoneItem, player: dict[str, Any], s: int, area: QRectF, opened: bool) -> None:
        """A hand the viewer may not see: its backs and count; an opened seat's area shows its whole
        discard pile beside them (every discard pile is open to all)."""
        count = int(player.get("hand_count", 0))
        small = self.layout.rect("own_discard")
        card_w, card_h = (small.width(), small.height()) if opened else (self.layout.rect("card").width(),
                                                                       self.layout.rect("card").height())
        fan = min(count, 8)
        for k in range(fan):
            back = DaleCardItem(f"back:{s}:{k}", CardLook("", "", "", "", face_down=True), card_w, card_h,
                                parent=panel)
            back.setPos(area.left() + k * 16, area.top() + 4)
        note_left = area.left() + 16 * max(fan - 1, 0) + card_w + 12
        TextItem(tr("%1 cards in hand").replace("%1", str(count)),
                 QRectF(note_left, area.top() + 8, area.right() - note_left, 40 if not opened else 22),
                 points("body"), bold=True, parent=panel)
        if not opened:
            return
        discard = list(reversed(player.get("discard") or []))  # the top card first
        left = note_left
        top = area.top() + 46
        TextItem(tr("Discard pile, the top card first"), QRectF(left, top - 4, area.right() - left, 20),
                 points("label"), bold=True, parent=panel)
        if not discard:
            TextItem(tr("empty"), QRectF(left, top + 20, 200, 20), points("body"), colour=theme.INK_SOFT,
                     parent=panel)
            return
        pitch = min(card_w + 4, (area.right() - left - card_w) / max(len(discard) - 1, 1))
        for k, card in enumerate(discard):
            item = self.card_item(f"opened:{uid_of(card)}", card, card_w, card_h, panel)
            item.setPos(left + k * pitch, top + 18)
            item.setZValue(len(discard) - k)

    def _play_area(self, scene: TableScene, panel: ZoneItem, view: dict[str, Any], actions: list[Action], s: int,
                   opened: bool) -> None:
        rect = self.layout.rect("play")
        active = view.get("active")
        title = tr("Play area") if active == s or view.get("over") or opened else tr("Played by %1").replace(
            "%1", self.context.seat_name(active))
        play = ZoneItem(rect, "#efe2bf", dashed=True, parent=panel if opened else None)
        TextItem(title, QRectF(rect.left() + 8, rect.top() + 4, rect.width() - 16, 36), points("label"), bold=True,
                 serif=True, parent=play)
        if not opened:
            play.setToolTip(tr("Drop a technique here to play it"))
            scene.add_target(play, PLAY, panel)
        in_play = (view.get("in_play") or []) if not opened or active == s else []
        card = self.layout.rect("card")
        for k, shown in enumerate(in_play):
            item = self.card_item(f"{'opened' if opened else 'inplay'}:{uid_of(shown)}", shown, card.width(),
                                  card.height(), play, text=True)
            item.setPos(rect.left() + (rect.width() - card.width()) / 2 + k * 8, rect.top() + 42 + k * 8)
        if not in_play and not opened:
            TextItem(tr("Drop a technique here to play it"), QRectF(rect.left() + 8, rect.top() + 60,
                                                                    rect.width() - 16, 80),
                     points("note"), colour=theme.INK_SOFT, parent=play)
        hand = (view["players"][s].get("hand") or []) if not opened else []
        if not opened and (any(a.kind == "roll" for a in actions) or any(
                "bold_haggler" in (c.get("card"), c.get("copy")) for c in hand)):
            die = ZoneItem(QRectF(rect.left() + 8, rect.bottom() - 52, 44, 44), "#fbf7ea")
            die.radius = 9
            die.setToolTip(tr("The ocelot die (0, 1, 1, 2, 2, 3): drop Bold Haggler here to roll"))
            scene.add_target(die, DIE, play)
            pips = TextItem("⚂", die.rect.adjusted(0, 2, 0, 0), points("die"), bold=True, parent=die)
            pips.align = Qt.AlignmentFlag.AlignHCenter


class PileBadge(QGraphicsItem):
    """A pile's count in the bottom right corner of its top card."""

    def __init__(self, text: str, card: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        size = 22.0
        self.rect = QRectF(card.right() - size - 2, card.bottom() - size - 7, size, size)
        self.text = text
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter, option, widget=None) -> None:  # noqa: ANN001
        medallion(painter, self.rect, self.text, theme.BRASS, size=points("count"))
