"""A player's office, drawn the same for the viewer (with its drop places) and for an opened opponent."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from engine.core.actions import Action
from engine.games.merkator.data import catalogue
from engine.games.merkator.needs import deficit, goods_wanted, payment
from gui.boards.merkator.cards import CardPlaceItem, ContractItem, DisplayCardItem
from gui.boards.merkator.items import (
    CUBE_COLOURS,
    CaptionItem,
    GhostCubeItem,
    GoodSlotItem,
    MarkedCubeItem,
    PanelItem,
    SupplyCardItem,
    TimeTokenItem,
    TrayItem,
)
from gui.boards.merkator.looks import storage_list
from gui.boards.merkator.panels import POINTS, TO_MOVE
from gui.boards.merkator.reasons import OPEN
from gui.boards.merkator.words import BONUS, COLUMNS, CONTRACTS, GOOD_IDS, GOODS
from gui.i18n import tr
from gui.records import points_text
from gui.scene.dragdrop import PieceItem
from gui.scene.table import TableScene
from gui.scene.token import CoinItem

if TYPE_CHECKING:
    from gui.boards.merkator.board import MerkatorBoard

CAT = catalogue()
KEEP = 5  # contracts that score in full
HALF = "½"
DONE = "✓"
BONUS_COLUMN = 140.0  # the owned bonus cards' width; the buildings, whose effects are longer, take the rest
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter


def piece(live: bool, name: str) -> str:
    """A piece's id: an opened office's pieces are told apart from the viewer's own (they take no move)."""
    return name if live else OPEN + name


@dataclass
class OfficeRects:
    """Where an office's parts lie: the layout's office regions, moved as a whole for an opened seat."""

    whole: QRectF
    header: QRectF
    stores: QRectF
    purse: QRectF
    contracts: QRectF
    cards: QRectF

    @classmethod
    def of(cls, layout: Any, shift: QPointF | None = None) -> OfficeRects:
        return cls(*(layout.rect(name).translated(shift or QPointF(0, 0)) for name in
                     ("office", "office:header", "office:stores", "office:purse", "office:contracts", "office:cards")))


class OfficeDrawing:
    """Draws one seat's office. ``live``: the viewer's own, whose stores, trays and cards take moves."""

    layout: Any
    words: Any
    context: Any
    slots: dict[str, GoodSlotItem]
    contract_items: dict[str, ContractItem]
    resting_need: str | None

    def draw_office(self: MerkatorBoard, scene: TableScene, parent: QGraphicsItem, view: dict[str, Any],
                    actions: list[Action], seat: int, rects: OfficeRects, live: bool) -> PanelItem:
        panel = PanelItem(rects.whole, "#f1e6c9", parent=parent)
        if live:
            scene.mark_space(panel, f"seat:{seat}")
        self._office_header(view, seat, panel, rects.header)
        player = view["players"][seat]
        self._stores(scene, panel, view, actions, player, rects.stores, live)
        self._purse(scene, panel, view, actions, player, rects.purse, live)
        self._contracts(scene, panel, view, actions, seat, rects.contracts, live)
        self._owned_cards(scene, panel, view, actions, player, rects.cards, live)
        return panel

    def lay(self, item: PieceItem, parent: QGraphicsItem, where: QPointF) -> None:
        """Put a piece that takes no move on the table."""
        item.setParentItem(parent)
        item.setPos(where)

    def _office_header(self: MerkatorBoard, view: dict[str, Any], seat: int, panel: PanelItem, rect: QRectF) -> None:
        tint = QColor(self.context.seat_colour(seat))
        tint.setAlpha(70)
        bar = PanelItem(rect, tint, "", tint, parent=panel)
        score = (view.get("scores") or [{}] * (seat + 1))[seat]
        breakdown = score.get("breakdown", {})
        marker = TO_MOVE + " " if seat in (view.get("to_move") or []) else ""
        head = (marker + tr("Office of %1").replace("%1", self.context.seat_name(seat)) + " · "
                + f"{points_text(float(score.get('exact', 0)))}{POINTS}")
        bar.title = head
        bar.title_points = self.layout.font("name")
        half = float(score.get("exact", 0)) - breakdown.get("contracts_full", 0) - breakdown.get("buildings", 0)
        bar.setToolTip(tr("%1 points now (%2 from the five best contracts, %3 from further contracts, "
                          "%4 from buildings)").replace("%1", points_text(float(score.get("exact", 0))))
                       .replace("%2", str(breakdown.get("contracts_full", 0))).replace("%3", points_text(half))
                       .replace("%4", str(breakdown.get("buildings", 0))))

    # the stores ------------------------------------------------------------------------------
    def _stores(self: MerkatorBoard, scene: TableScene, panel: QGraphicsItem, view: dict[str, Any],
                actions: list[Action], player: dict[str, Any], rect: QRectF, live: bool) -> None:
        pitch = rect.width() / len(COLUMNS)
        losing = {str(a.args[0]): a for a in actions if a.kind == "lose"} if live else {}
        lose_column = str(((view.get("prompt") or {}).get("params") or {}).get("column", "")) if losing else ""
        trade_gives = {str(a.args[0]) for a in actions if a.kind == "trade"} if live else set()
        fonts = (self.layout.font("label"), self.layout.font("mark"))
        for k, column in enumerate(COLUMNS):
            box = QRectF(rect.left() + k * pitch + 2, rect.top(), pitch - 4, rect.height())
            fill = "#f8e6b0" if column == lose_column else "#e8dab5"
            store = PanelItem(box, fill, tr("Store %1").replace("%1", column), "", self.layout.font("label"),
                              parent=panel)
            goods = [g for g in GOOD_IDS if GOODS[g]["column"] == column]
            for i, good in enumerate(goods):
                slot_rect = QRectF(box.left() + 2, box.top() + 19 + i * 23, box.width() - 4, 21)
                count = int(player["storage"].get(good, 0))
                colour = GOODS[good]["colour"]
                slot = GoodSlotItem(slot_rect, good, self.words.good(good), colour, count,
                                    self.cube_letter(colour) if self.context.colour_cues else "", fonts)
                slot.setToolTip(self.good_tooltip(good, count))
                if not live:
                    slot.setParentItem(store)
                    continue
                scene.add_target(slot, f"good:{good}", store)
                self.slots[good] = slot
                if good in losing:
                    scene.drag.set_click_action(f"good:{good}", losing[good])
                    slot.set_highlight("lit")
                if good in trade_gives:
                    cube = MarkedCubeItem(f"stored:{good}", CUBE_COLOURS[colour], 18, str(count),
                                          self.layout.font("mark"))
                    cube.setToolTip(tr("Drag 4 %1 onto the good you need (4:1 trade)").replace(
                        "%1", self.words.good(good, True)))
                    cube.setZValue(6)
                    scene.add_piece(cube, QPointF(slot_rect.left() + 2, slot_rect.top() + 1), store)

    # the contracts ---------------------------------------------------------------------------
    def _contracts(self: MerkatorBoard, scene: TableScene, panel: QGraphicsItem, view: dict[str, Any],
                   actions: list[Action], seat: int, rect: QRectF, live: bool) -> None:
        player = view["players"][seat]
        fulfil: dict[str, list[Action]] = {}
        for a in actions if live else []:
            if a.kind == "fulfil":
                fulfil.setdefault(str(a.args[0]), []).append(a)
        turn = view.get("turn") or {}
        figure = view.get("figure")
        fulfilling = live and turn.get("step") == "fulfil" and seat in (view.get("to_move") or [])
        cards = list(player["contracts"])
        # more than five lie narrower, side by side: none hides another's words
        count = max(len(cards), KEEP)
        width, height = min(ContractItem.WIDTH, (rect.width() - 2 * (count - 1)) / count), rect.height()
        gap = (rect.width() - count * width) / (count - 1)
        pitch = width + gap
        for i in range(len(cards), KEEP):
            space = CardPlaceItem(QRectF(rect.left() + i * (width + gap), rect.top(), width, height), parent=panel)
            space.setToolTip(tr("Contract space %1 of 5: your five most valuable contracts score in full, "
                                "the others half").replace("%1", str(i + 1)))
        # the five most valuable score in full: draw them last so they lie on top
        best = set(sorted(cards, key=lambda c: (CONTRACTS[c]["value"], c))[-KEEP:])
        for i, card in enumerate(cards):
            look = self.contract_look(card, player["storage"])
            look.done_now = card in player.get("fulfilled_now", [])
            look.eligible = fulfilling and CONTRACTS[card]["region"] == figure and not look.done_now
            if card in fulfil:
                look.ready = True
                look.footer, look.footer_short = tr("Fulfil"), DONE
            elif look.done_now:
                look.footer, look.footer_short = tr("Fulfilled"), DONE
            elif len(cards) > KEEP and card not in best:
                look.footer, look.footer_short = tr("½ value"), HALF
            item = ContractItem(piece(live, f"contract:{card}"), look, self.layout, width, height)
            item.setToolTip(self.contract_tooltip(card))
            item.setZValue(4 + i)
            where = QPointF(rect.left() + i * pitch, rect.top())
            if not live:
                self.lay(item, panel, where)
                continue
            item.on_hover = self._hover_handler(card, player["storage"])
            scene.add_piece(item, where, panel)
            self.contract_items[card] = item
            for action in fulfil.get(card, []):
                scene.drag.set_click_action(item.piece_id, action)
        if live and len(fulfil) == 1:
            self.resting_need = next(iter(fulfil))
            self.show_needs(None, player["storage"])

    def _hover_handler(self, card: str, storage: dict[str, int]):  # noqa: ANN202 - a small closure
        def hover(entered: bool) -> None:
            self.show_needs(card if entered else None, storage)
        return hover

    def show_needs(self, card: str | None, storage: dict[str, int]) -> None:
        """Mark the stored goods ``card`` would take ("use"), or the goods that would help ("want").

        ``None`` (the pointer left a contract) goes back to the one contract ready to fulfil, if any.
        """
        for slot in self.slots.values():
            slot.set_mark("")
        card = card or self.resting_need
        if card is None or card not in CAT.contracts:
            return
        held = storage_list(storage)
        contract = CAT.contracts[card]
        if deficit(CAT, contract, held) == 0:
            for g, n in enumerate(payment(CAT, contract, held)):
                if n and GOOD_IDS[g] in self.slots:
                    self.slots[GOOD_IDS[g]].set_mark("use", n)
            return
        for g in goods_wanted(CAT, contract, list(held)):
            if GOOD_IDS[g] in self.slots:
                self.slots[GOOD_IDS[g]].set_mark("want")

    # bonus cards and buildings owned, and the hand ----------------------------------------------
    def _owned_cards(self: MerkatorBoard, scene: TableScene, panel: QGraphicsItem, view: dict[str, Any],
                     actions: list[Action], player: dict[str, Any], rect: QRectF, live: bool) -> None:
        zone = TrayItem("office", rect, "", self.layout.font("label"))
        zone.setParentItem(panel)
        if live:
            scene.add_target(zone, "office", panel)
        cards = [("bonus", c) for c in player["bonus_cards"]] + [("building", c) for c in player["buildings"]]
        if not cards:
            words = (tr("Your bonus cards and buildings lie here: drag a card from the display here to buy it.")
                     if live else tr("No bonus cards or buildings yet."))
            zone.words = words
            return
        points = (view.get("scores") or [{}] * (player["seat"] + 1))[player["seat"]].get("buildings", {})
        for (kind, card), place in zip(cards, self._owned_places(cards, rect), strict=True):
            if kind == "bonus":
                look = self.bonus_look(card)
                tip = self.bonus_tooltip(card)
            else:
                look = self.building_look(card)
                look.points = f"{points.get(card, 0)}{POINTS}"
                tip = self.building_tooltip(card)
            item = DisplayCardItem(piece(live, f"owned:{card}"), look, self.layout, place.width(), place.height())
            item.setToolTip(tip)
            self.lay(item, zone, place.topLeft())

    @staticmethod
    def _owned_places(cards: list[tuple[str, str]], rect: QRectF) -> list[QRectF]:
        """Where each owned card lies: whole cards while each kind has two at most (bonus cards in the first
        column, buildings, whose effects are longer, in the wider second), else one-line chips in two columns."""
        inner = rect.adjusted(2, 2, -2, -2)
        kinds = [kind for kind, _ in cards]
        if kinds.count("bonus") <= 2 and kinds.count("building") <= 2:
            lefts = {"bonus": inner.left(), "building": inner.left() + BONUS_COLUMN + 4}
            widths = {"bonus": BONUS_COLUMN, "building": inner.width() - BONUS_COLUMN - 4}
            return [QRectF(lefts[kind], inner.top() + 40 * kinds[:i].count(kind), widths[kind], 36)
                    for i, kind in enumerate(kinds)]
        rows = max(4, (len(cards) + 1) // 2)
        pitch = (inner.height() - 18) / (rows - 1)
        width = (inner.width() - 4) / 2
        return [QRectF(inner.left() + (i // rows) * (width + 4), inner.top() + (i % rows) * pitch, width, 18)
                for i in range(len(cards))]

    def _hand(self: MerkatorBoard, scene: TableScene, panel: QGraphicsItem, view: dict[str, Any],
              actions: list[Action], player: dict[str, Any], rect: QRectF, live: bool) -> None:
        card = player.get("hand")
        hand = TrayItem("hand", rect, "" if card else tr("Hand: one card per turn"), self.layout.font("label"))
        hand.setParentItem(panel)
        if live:
            scene.add_target(hand, "hand", panel)
        if not card:
            return
        buy = [a for a in actions if a.kind in ("buy_bonus", "buy_building") and str(a.args[0]) == card] if live else []
        inner = rect.adjusted(4, 4, -4, -4)
        if card in CONTRACTS:
            item: PieceItem = ContractItem(piece(live, f"hand:{card}"), self.contract_look(card, {}), self.layout, inner.width(),
                                           inner.height())
            item.setToolTip(self.contract_tooltip(card))
        else:
            look = self.bonus_look(card) if card in BONUS else self.building_look(card)
            inner = QRectF(inner.left(), rect.center().y() - 18, inner.width(), 36)
            item = DisplayCardItem(piece(live, f"hand:{card}"), look, self.layout, inner.width(), inner.height())
            item.setToolTip(self.bonus_tooltip(card) if card in BONUS else self.building_tooltip(card))
        if live:
            scene.add_piece(item, inner.topLeft(), hand)
            for action in buy:
                scene.drag.set_click_action(item.piece_id, action)
        else:
            self.lay(item, hand, inner.topLeft())

    # thalers, time tokens, the sell tray and the supply card -------------------------------------
    def _purse(self: MerkatorBoard, scene: TableScene, panel: QGraphicsItem, view: dict[str, Any],
               actions: list[Action], player: dict[str, Any], rect: QRectF, live: bool) -> None:
        no_coins = self.words.coinless(view)
        hand_games = bool((view.get("options") or {}).get("cards_in_hand"))
        fonts = self.layout
        x = rect.left()
        tray_width = 92 if hand_games else 120
        if live:
            caption = tr("Spend: drop a contract here") if no_coins else tr("Sell: drop a contract here")
            tray = TrayItem("sell", QRectF(x, rect.top(), tray_width, rect.height()), caption, fonts.font("label"))
            scene.add_target(tray, "sell", panel)
        x += tray_width + 6
        money = int(player.get("credit", 0)) if no_coins else int(player.get("coins", 0))
        coin = CoinItem(piece(live, "coins"), money, 32)
        self.lay(coin, panel, QPointF(x + 6, rect.top() + 1))
        coin.setToolTip(tr("Credit from spent contracts: %1").replace("%1", str(money)) if no_coins else
                        tr("Thalers: %1 (at most 15 when you travel)").replace("%1", str(money)))
        self._caption(panel, tr("credit") if no_coins else tr("thalers"), QRectF(x - 4, rect.top() + 36, 52, 18))
        x += 50
        token = TimeTokenItem(piece(live, "tokens"), str(player["tokens"]), 32)
        token.setToolTip(tr("Time tokens: %1. Pay them to travel far, to join a trip, or 4 for one needed good.")
                         .replace("%1", str(player["tokens"])))
        if live and any(a.kind == "trade_tokens" for a in actions):
            scene.add_piece(token, QPointF(x + 6, rect.top() + 1), panel)
        else:
            self.lay(token, panel, QPointF(x + 6, rect.top() + 1))
        self._caption(panel, tr("time"), QRectF(x - 4, rect.top() + 36, 52, 18))
        x += 56
        if hand_games:
            self._hand(scene, panel, view, actions, player, QRectF(x, rect.top(), 190, rect.height()), live)
            x += 196
        self._supply_card(scene, panel, actions, player, QRectF(x, rect.top(), rect.right() - x, rect.height()), live)

    def _caption(self: MerkatorBoard, panel: QGraphicsItem, words: str, rect: QRectF) -> None:
        CaptionItem(rect, words, self.layout.font("small"), panel)

    def _supply_card(self: MerkatorBoard, scene: TableScene, panel: QGraphicsItem, actions: list[Action],
                     player: dict[str, Any], rect: QRectF, live: bool) -> None:
        card = SupplyCardItem(rect, "#e3d3a8", tr("Supply card"), "", self.layout.font("label"), parent=panel)
        card.setToolTip(tr("Spare cubes: move one into storage (drag it onto a lit store) as either good of its "
                           "colour. They are not goods yet, but goods loss cannot touch them."))
        storable = {str(a.args[0]) for a in actions if a.kind == "store"} if live else set()
        supply = player.get("supply_card") or {}
        pitch = (rect.width() - 8) / len(CUBE_COLOURS)
        size = 20.0
        for i, colour in enumerate(CUBE_COLOURS):
            spot = QPointF(rect.left() + 4 + i * pitch + (pitch - size) / 2, rect.top() + 19)
            count = int(supply.get(colour, 0))
            letter = self.cube_letter(colour) if self.context.colour_cues else ""
            if not count:
                GhostCubeItem(QRectF(spot.x(), spot.y(), size, size), CUBE_COLOURS[colour], letter,
                              self.layout.font("mark"), card)
                continue
            goods = [g for g in GOOD_IDS if GOODS[g]["colour"] == colour]
            cube = MarkedCubeItem(piece(live, f"supply:{colour}:0"), CUBE_COLOURS[colour], size, letter, self.layout.font("mark"),
                                  self.context.colour_cues)
            cube.setToolTip(tr("A %1 cube: drag it onto %2 or %3").replace("%1", self.words.colour(colour))
                            .replace("%2", self.words.good(goods[0], True))
                            .replace("%3", self.words.good(goods[1], True)))
            cube.setZValue(6)
            if live and any(g in storable for g in goods):
                scene.add_piece(cube, spot, card)
            else:
                self.lay(cube, card, spot)
            if count > 1:
                self._caption(card, f"×{count}", QRectF(spot.x() - 4, spot.y() + size + 1, size + 8, 13))
