"""The open parts of the table beside the sea chart: decision, time chart or solo deck, contract decks, displays."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem

from engine.core.actions import Action
from engine.games.merkator.data import catalogue
from gui.boards.merkator.cards import CardPlaceItem, ContractItem, DisplayCardItem
from gui.boards.merkator.items import ButtonItem, DeckPileItem, PanelItem
from gui.boards.merkator.panels import PEACE, ChartItem, SoloScaleItem
from gui.boards.merkator.words import GOODS, tokens
from gui.i18n import tr
from gui.records import points_text
from gui.scene import theme
from gui.scene.table import LabelItem, TableScene

if TYPE_CHECKING:
    from gui.boards.merkator.board import MerkatorBoard

CAT = catalogue()
BUTTON_KINDS = ("done", "join", "pass", "control", "swap", "offer", "discard_coins", "trade", "trade_tokens")
ARROW = "→"
DISPLAY_INSET = 8.0  # a display card is its column's width less this


class MarketDrawing:
    """The decision panel, the time chart (or the solo deck and scale), the decks and the displays."""

    layout: Any
    words: Any
    context: Any

    # the decision panel ------------------------------------------------------------------
    def _decision(self: MerkatorBoard, scene: TableScene, frame: QGraphicsItem, view: dict[str, Any],
                  actions: list[Action], home: int) -> None:
        rect = self.layout.rect("decision")
        panel = PanelItem(rect, "#f4e9cc", "", theme.GLOW if actions else "", parent=frame)
        buttons = sorted((a for a in actions if a.kind in BUTTON_KINDS),
                         key=lambda a: a.kind in ("trade", "trade_tokens"))  # "Done" before the trades
        if not buttons or buttons[0].kind in ("join", "pass"):
            columns, most = 1, 2  # their words are long
        else:  # offers are only icons: they take less room than words
            columns, most = min(len(buttons), 4 if buttons[0].kind == "offer" else 3), 3
        rows = min(most, (len(buttons) + columns - 1) // columns)
        height, gap = (24.0, 4.0) if rows < 3 else (20.0, 3.0)
        top = rect.bottom() - 5 - rows * height - max(rows - 1, 0) * gap
        lines = self._status_lines(view, home, bool(actions))
        label = LabelItem("<br>".join(lines), rect.width() - 8, self.layout.font("body"), parent=panel)
        # the lines the buttons leave room for, the first ones first: the prompt line under the table says the rest
        room = (top if buttons else rect.bottom()) - rect.top() - 2
        while len(lines) > 1 and label.document().size().height() - 8 > room:
            lines.pop()
            label.setHtml("<br>".join(lines))
        label.setPos(rect.left() + 4, rect.top() - 2)
        if not buttons:
            return
        width = (rect.width() - 12 - gap * (columns - 1)) / columns
        capacity = rows * columns
        shown = buttons[:capacity] if len(buttons) <= capacity else buttons[:capacity - 1]
        for i, action in enumerate(shown):
            r, c = divmod(i, columns)
            box = QRectF(rect.left() + 6 + c * (width + gap), top + r * (height + gap), width, height)
            primary = action.kind in ("done", "join") or (action.kind in ("control", "swap")
                                                          and action.args[0] in ("accept", "yes"))
            icons = self.button_icons(action)
            if action.kind == "trade":
                label_text = f"{ARROW} {self.words.good(str(action.args[1]))}"
            elif action.kind == "trade_tokens":
                label_text = f"{ARROW} {self.words.good(str(action.args[0]))}"
            else:
                label_text = "" if icons else self.button_label(action, view)
            points = self.layout.font("label" if action.kind in ("trade", "trade_tokens") else "body")
            button = ButtonItem(box, label_text, points, primary, icons)
            button.setToolTip(self.describe_action(action, view))
            target = f"button:{action.key}"
            scene.add_target(button, target, panel)
            scene.drag.set_click_action(target, action)
        rest = buttons[len(shown):]
        if rest:  # one more button: a click opens a menu of the decisions without a button of their own
            r, c = divmod(len(shown), columns)
            box = QRectF(rect.left() + 6 + c * (width + gap), top + r * (height + gap), width, height)
            more = ButtonItem(box, tr("%1 more").replace("%1", str(len(rest))), self.layout.font("label"))
            more.setToolTip(tr("Click for a menu of the other %1 choices").replace("%1", str(len(rest))))
            scene.add_target(more, "button:more", panel)
            for action in rest:
                scene.drag.set_click_action("button:more", action)

    def _status_lines(self: MerkatorBoard, view: dict[str, Any], home: int, deciding: bool) -> list[str]:
        turn = view.get("turn") or {}
        active = turn.get("active")
        prompt = view.get("prompt") or {}
        code = prompt.get("code")
        params = prompt.get("params") or {}
        if view.get("over"):
            lines = ["<b>" + tr("The game is over.") + "</b>"]
            if view.get("solo"):
                lines.append(self.words.rating(str(view["solo"].get("rating", ""))))
            return lines
        head = tr("Round %1 · turn %2 · %3 travels").replace("%1", str(view.get("round", 1))).replace(
            "%2", str(turn.get("number", 1))).replace("%3", self.context.seat_name(active))
        lines = [f"<b>{head}</b>"]
        if turn.get("last_round"):
            lines.append("<span style='color:#a3271b'><b>" + tr("Last round") + "</b></span>")
        elif turn.get("end_triggered"):
            lines.append("<span style='color:#a3271b'>" + tr("The last round starts after this turn.") + "</span>")
        to_move = view.get("to_move") or []
        mover = to_move[0] if to_move else None
        if code == "join":
            queue = view.get("join_queue") or []
            cost = tokens(int(params.get("cost", 1)))
            if queue:
                lines.append(tr("%1 decides now: join for %2 or not").replace(
                    "%1", self.context.seat_name(queue[0])).replace("%2", cost))
            if len(queue) > 1:
                lines.append(tr("Then: %1").replace("%1", ", ".join(self.context.seat_name(s) for s in queue[1:])))
        elif deciding:
            hint = {
                "invest": tr("Drag the white Merkator onto a region. Dimmed regions cost more time than you have."),
                "take_goods": tr("Drag each cube onto one of the two lit stores."),
                "fulfil": tr("Click a lit contract; hover it to see the goods it takes."),
                "lose_goods": tr("Click the goods you hand back in the lit store."),
                "loss_control": tr("Store %1 loses goods. Or turn up the next row's first token instead.")
                .replace("%1", str(params.get("letter", ""))),
                "make_offer": tr("Offer time tokens (or nothing):") if self.words.coinless(view) else tr(
                    "Offer thalers and time tokens (or nothing):"),
                "accept_offer": tr("Take the new contract and all offers, and put yours back?"),
                "forced_building": tr("Click a building on display to buy it."),
            }.get(str(code), "")
            if code == "invest" and params.get("forced_sale"):
                hint = tr("Drag contracts onto Sell until you hold %1; then travel.").replace(
                    "%1", str(params.get("keep", 5)))
            elif code == "invest" and params.get("over_cash"):
                hint = tr("Buy a card or press Discard excess before you travel.")
            if hint:
                lines.append(hint)
        elif mover is not None:
            lines.append(tr("Waiting for %1.").replace("%1", self.context.seat_name(mover)))
        return lines

    def button_icons(self, action: Action) -> tuple[tuple[str, int], ...]:
        """Money, time and cubes drawn on a button instead of words (offers and trades)."""
        if action.kind == "offer" and (int(action.args[0]) or int(action.args[1])):
            return ("coin", int(action.args[0])), ("token", int(action.args[1]))
        if action.kind == "trade":
            return ((f"cube:{GOODS[str(action.args[0])]['colour']}", 4),)
        if action.kind == "trade_tokens":
            return (("token", 4),)
        return ()

    def button_label(self: MerkatorBoard, action: Action, view: dict[str, Any]) -> str:
        kind, args = action.kind, action.args
        if kind == "done":
            return tr("Done")
        if kind == "join":
            cost = int(((view.get("prompt") or {}).get("params") or {}).get("cost", 1))
            return tr("Yes, join and pay %1").replace("%1", tokens(cost))
        if kind == "pass":
            return tr("No, pass")
        if kind == "control":
            return tr("Accept loss") if args[0] == "accept" else tr("Turn up next")
        if kind == "swap":
            return tr("Yes, swap") if args[0] == "yes" else tr("No, keep it")
        if kind == "offer":
            return tr("Nothing")
        if kind == "discard_coins":
            return tr("Discard excess")
        return self.describe_action(action, view)

    # the time chart / solo deck and scale ----------------------------------------------------
    def _chart(self: MerkatorBoard, frame: QGraphicsItem, view: dict[str, Any]) -> None:
        chart = view.get("chart") or {}
        side = chart.get("side") or "ultimo"
        sizes = CAT.time_table["sides"][side]["rows"]
        title = tr("Time chart (ULTIMO)") if side == "ultimo" else tr("Time chart (back)")
        supply = tr("General supply: %1").replace("%1", str(view.get("token_supply", 0)))
        known = list(chart.get("known") or [])
        prompt = view.get("prompt") or {}
        if prompt.get("code") == "loss_control":
            # the emptied row shows the letter that is being decided on
            params = prompt.get("params") or {}
            row = int(params.get("row", -1))
            if 0 <= row < len(known):
                known[row] = str(params.get("letter", ""))
        item = ChartItem(self.layout.rect("chart"), list(chart.get("rows") or []), list(sizes), known, title, supply,
                         list(view.get("pending_controls") or []), self.layout, parent=frame)
        item.setToolTip(tr("Tokens gained come from the top-most row that still has tokens. When a row is emptied "
                           "its letter is turned up: everyone hands back goods from that store (a double letter: "
                           "two). When the chart is empty, the last round begins."))

    def _solo(self: MerkatorBoard, frame: QGraphicsItem, view: dict[str, Any]) -> None:
        solo = view["solo"]
        by_value = [(PEACE if v == "14" else v, int(c)) for v, c in solo.get("deck_by_value", {}).items()]
        left = tr("%1 of %2 turns left").replace("%1", str(solo.get("deck_left", 0))).replace(
            "%2", str(solo.get("turns_total", 0)))
        left += " · " + tr("supply: %1").replace("%1", str(int(view.get("token_supply", 0))))
        deck = SoloScaleItem(self.layout.rect("solo_deck"), tr("Solo deck"), by_value, left, [], 0.0, self.layout,
                             parent=frame)
        deck.setToolTip(tr("Each trip turns up the top card of the solo deck onto its contract deck. The turn in "
                           "which the Peace of Westphalia is drawn is the last."))
        scale = solo.get("scale") or {}
        marks = [(int(limit), self.words.rating(name)) for name, limit in sorted(scale.items(), key=lambda kv: kv[1])]
        score = float(solo.get("score", 0))
        score_text = tr("Your score now: %1").replace("%1", points_text(score))
        item = SoloScaleItem(self.layout.rect("solo_scale"), tr("Solo scale"), [], score_text, marks, score,
                             self.layout, parent=frame)
        item.setToolTip(tr("How good was it? 55 points: beginner, 60: experienced, 80: MEGA-Merkator."))

    # contract decks -------------------------------------------------------------------------
    def _decks(self: MerkatorBoard, scene: TableScene, frame: QGraphicsItem, view: dict[str, Any],
               actions: list[Action]) -> None:
        rect = self.layout.rect("decks")
        decks = view.get("decks") or {}
        values = [v for v in decks if int(v) >= 3]
        width = ContractItem.WIDTH - 14
        gap = (rect.width() - width * len(values)) / max(len(values) - 1, 1)
        hand = {str(a.args[0]) for a in actions if a.kind == "take_hand"}
        discard = view.get("discard") or {}
        for i, value in enumerate(values):
            deck = decks[value]
            spot = QRectF(rect.left() + i * (width + gap), rect.top(), width, rect.height() - 4)
            top = deck.get("top")
            if top is None:
                empty = CardPlaceItem(spot, value, self.layout.font("name"), parent=frame)
                empty.setToolTip(tr("The %1 deck is empty").replace("%1", value))
                continue
            look = self.contract_look(top, {})
            look.count = int(deck.get("count", 0))
            look.discarded = int(discard.get(value, 0))
            card = ContractItem(f"deck:{value}", look, self.layout, width, spot.height())
            tip = self.contract_tooltip(top) + "<br>" + tr("%1 cards in this deck").replace("%1", str(look.count))
            if look.discarded:
                tip += "<br>" + tr("%1 discarded contracts of this value").replace("%1", str(look.discarded))
            if top in hand:
                tip += "<br>" + tr("Drag it to your hand to keep it")
            card.setToolTip(tip)
            scene.add_piece(card, spot.topLeft(), frame)

    # bonus cards and buildings ---------------------------------------------------------------
    def _displays(self: MerkatorBoard, scene: TableScene, frame: QGraphicsItem, view: dict[str, Any],
                  actions: list[Action], home: int) -> None:
        buyable = {str(a.args[0]): a for a in actions if a.kind in ("buy_bonus", "buy_building")}
        money = self.money(view, home)
        for kind, key, deck in (("bonus", "bonus_display", "bonus_deck"), ("building", "building_display",
                                                                          "building_deck")):
            rect = self.layout.rect("bonus" if kind == "bonus" else "buildings")
            title = tr("Bonus cards") if kind == "bonus" else tr("Buildings")
            panel = PanelItem(rect, "#eadcb8", title, "", self.layout.font("title"), parent=frame, reserve=36)
            self._deck_count(panel, rect, int(view.get(deck, 0)))
            cards = view.get(key) or []
            height = 36.0
            pitch = (rect.height() - 22 - height) / max(len(cards) - 1, 1) if len(cards) > 1 else 0
            pitch = min(pitch, height + 5)
            for i, card in enumerate(cards):
                if kind == "bonus":
                    look = self.bonus_look(card, affordable=CAT.bonus[card].cost <= money)
                    tip = self.bonus_tooltip(card)
                else:
                    look = self.building_look(card, affordable=CAT.buildings[card].cost <= money)
                    tip = self.building_tooltip(card)
                item = DisplayCardItem(f"{kind}:{card}", look, self.layout, rect.width() - DISPLAY_INSET, height)
                item.setToolTip(tip)
                scene.add_piece(item, QPointF(rect.left() + DISPLAY_INSET / 2, rect.top() + 20 + i * pitch), panel)
                if card in buyable:
                    scene.drag.set_click_action(item.piece_id, buyable[card])

    def _deck_count(self: MerkatorBoard, panel: QGraphicsItem, rect: QRectF, count: int) -> None:
        pile = DeckPileItem(QRectF(rect.right() - 38, rect.top() + 3, 34, 15), count, self.layout.font("label"), panel)
        pile.setToolTip(tr("Cards left in the deck"))

    def money(self, view: dict[str, Any], seat: int) -> int:
        player = view["players"][seat]
        return int(player.get("credit", 0)) if self.words.coinless(view) else int(player.get("coins", 0))
