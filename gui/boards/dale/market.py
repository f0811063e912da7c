"""Dale of Merchants' market row (deck, junk pile, five slots, market discard pile) and the panel of the turn."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor

from engine.core.actions import Action
from engine.games.dale.cards import SLOT_EXTRA
from gui.boards.dale.items import (
    CUES,
    DECK_COLOURS,
    MarketStallItem,
    NoticeBoardItem,
    PileItem,
    ZoneItem,
    points,
)
from gui.boards.dale.seats import uid_of
from gui.boards.layout import BoardLayout
from gui.i18n import tr
from gui.scene import theme
from gui.scene.table import BoardFrameItem, LabelItem, TableScene
from gui.scene.text import TextItem


class MarketMixin:
    """The market's and the turn panel's drawing, for :class:`gui.boards.dale.board.DaleBoard`."""

    layout: BoardLayout

    def _market(self, scene: TableScene, frame: BoardFrameItem, view: dict[str, Any], actions: list[Action]) -> None:
        panel = self._market_stall(frame)
        deck = PileItem(self.layout.rect("market_deck"), int(view.get("market_deck_count", 0)), tr("Market deck"),
                        "#6b4a2e")
        deck.setToolTip(tr("The market deck: it refills the market from the right."))
        scene.add_target(deck, "mdeck", panel)
        junk = PileItem(self.layout.rect("junk_pile"), int(view.get("junk_pile_count", 0)), self.words.deck("junk"),
                        DECK_COLOURS["junk"], parent=panel)
        junk.setToolTip(tr("The junk pile: junk cards left to take"))
        buying = -2
        prompt = view.get("prompt") or {}
        params = prompt.get("params") or {}
        if prompt.get("code") == "pay":
            buying = int(params.get("slot", -2))
        market = view.get("market") or []
        row = self.layout.rect("market_row")
        card = self.layout.rect("card")
        gap = (row.width() - 5 * card.width()) / 4
        for slot in range(len(market)):
            x = row.left() + slot * (card.width() + gap)
            place = QRectF(x, row.top(), card.width(), card.height())
            extra = SLOT_EXTRA[slot] if slot < len(SLOT_EXTRA) else 0
            tag = TextItem(f"+{extra}", QRectF(x, row.top() - 21, card.width(), 19), points("tag"), bold=True,
                           colour=theme.BRASS_DARK, parent=panel)
            tag.align = Qt.AlignmentFlag.AlignHCenter
            tag.setToolTip(tr("A card in this slot costs its value plus %1").replace("%1", str(extra)))
            shown = market[slot]
            if shown is None:
                empty = ZoneItem(place, "", dashed=True, parent=panel)
                empty.setToolTip(tr("empty"))
                scene.add_target(empty, f"market:{slot}", panel)
                continue
            # the card being bought shows the payment where its text would be
            item = self.card_item(f"market:{uid_of(shown)}", shown, card.width(), card.height(), text=slot != buying)
            item.setPos(place.topLeft())
            scene.track(item, f"card:{uid_of(shown)}")
            scene.add_target(item, f"market:{slot}", panel)
            self.card_targets[uid_of(shown)] = f"market:{slot}"
            price = TextItem(tr("price %1").replace("%1", str(shown.get("price", "?"))),
                             QRectF(x, place.bottom() + 3, card.width(), 18), points("price"), bold=True, parent=panel)
            price.align = Qt.AlignmentFlag.AlignHCenter
            if slot == buying:
                self._payment_badge(panel, QRectF(x + 8, place.bottom() - 40, card.width() - 16, 30), params)
        self._market_discard(scene, panel, view, buying, params)

    def _market_stall(self, frame: BoardFrameItem) -> MarketStallItem:
        """The market drawn as a row of stalls: the awning over the slots with a sign for each slot's extra
        cost, posts between the slots, the counter the prices stand on."""
        area = self.layout.rect("market")
        row = self.layout.rect("market_row")
        card = self.layout.rect("card")
        gap = (row.width() - 5 * card.width()) / 4
        lefts = [row.left() + slot * (card.width() + gap) for slot in range(5)]
        discard = self.layout.rect("market_discard")
        signs = [QRectF(x + card.width() / 2 - 22, row.top() - 21, 44, 19) for x in lefts]
        signs.append(QRectF(discard.center().x() - 42, discard.top() - 21, 84, 19))  # the discard pile's count
        posts = [x - gap / 2 for x in lefts[1:]] + [row.left() - 4, row.right() + 4]
        awning = QRectF(area.left() + 4, area.top() + 1, area.width() - 8, row.top() - area.top() - 4)
        counter = QRectF(area.left() + 4, row.bottom() - 4, area.width() - 8, area.bottom() - row.bottom())
        return MarketStallItem(area, awning, signs, posts, counter, frame)

    def _market_discard(self, scene: TableScene, panel: ZoneItem, view: dict[str, Any], buying: int,
                        params: dict[str, Any]) -> None:
        rect = self.layout.rect("market_discard")
        discard = view.get("market_discard") or []
        # its name under it, on two lines where it needs them; its count over it
        label = TextItem(tr("Market discard"),
                         QRectF(rect.left() - 4, rect.bottom() + 2, rect.width() + 8, 30), points("note"), bold=True,
                         parent=panel)
        label.align = Qt.AlignmentFlag.AlignHCenter
        count = TextItem(tr("%1 cards").replace("%1", str(len(discard))),
                         QRectF(rect.left() - 4, rect.top() - 20, rect.width() + 8, 19), points("label"), bold=True,
                         colour=QColor("#5a3d1e"), parent=panel)
        count.align = Qt.AlignmentFlag.AlignHCenter
        if not discard:
            empty = ZoneItem(rect, "", dashed=True, parent=panel)
            empty.setToolTip(tr("Market discard pile (%1): %2").replace("%1", "0").replace("%2", tr("empty")))
            scene.add_target(empty, "mdiscard", panel)
            return
        top = discard[-1]
        item = self.card_item(f"mdiscard:{uid_of(top)}", top, rect.width(), rect.height(), text=buying != -1)
        scene.track(item, f"card:{uid_of(top)}")
        item.setPos(rect.topLeft())
        item.setToolTip(item.toolTip() + "<hr>" + tr("Market discard pile (%1): %2").replace(
            "%1", str(len(discard))).replace("%2", self.words.cards(discard)))
        scene.add_target(item, "mdiscard", panel)
        self.card_targets[uid_of(top)] = "mdiscard"
        if buying == -1:
            self._payment_badge(panel, QRectF(rect.left() + 8, rect.bottom() - 40, rect.width() - 16, 30), params)

    def _payment_badge(self, panel: ZoneItem, rect: QRectF, params: dict[str, Any]) -> None:
        paid = params.get("paid")
        price = params.get("price", "?")
        enough = isinstance(paid, int) and isinstance(price, int) and paid >= price
        badge = ZoneItem(rect, "#3d6b4f" if enough else "#a3271b", parent=panel)
        badge.setZValue(5)
        badge.radius = 12
        text = TextItem(f"{paid if paid is not None else '?'} / {price}", rect.adjusted(0, 4, 0, 0), points("badge"),
                        bold=True, colour=QColor("white"), parent=badge)
        text.align = Qt.AlignmentFlag.AlignHCenter
        badge.setToolTip(tr("Paid so far / price"))

    # --- the turn ----------------------------------------------------------------------------------
    def _info(self, scene: TableScene, frame: BoardFrameItem, view: dict[str, Any]) -> None:
        """Round and turn, a bonus action, this turn's value changes, the decks in play, the payment."""
        area = self.layout.rect("info")
        panel = NoticeBoardItem(area, parent=frame)
        label = LabelItem("<br>".join(self._info_lines(view)), area.width() - 12, points("body"), parent=panel)
        label.setPos(area.left() + 6, area.top() + 4)
        below = area.top() + 4 + label.boundingRect().height() + 4
        paying = (view.get("prompt") or {}).get("code") == "pay"
        payment = (view.get("selected") or []) if paying else []
        if payment:
            self._payment_row(panel, payment, QRectF(area.left() + 8, below, area.width() - 16, area.bottom() - below))
        else:
            self._decks_in_play(panel, view, QRectF(area.left() + 8, below, area.width() - 16, area.bottom() - below))

    def _info_lines(self, view: dict[str, Any]) -> list[str]:
        active = view.get("active")
        lines = ["<b>" + tr("Round %1").replace("%1", str(view.get("round", "?"))) + "</b>"
                 + (f" / {view['max_rounds']}" if view.get("max_rounds") else "")]
        if view.get("over"):
            lines.append("<b style='color:#8e1d12'>" + self.prompt_text(view.get("prompt") or {}, view) + "</b>")
        elif isinstance(active, int):
            colour = self.context.seat_colour(active).name()
            lines.append(tr("%1's turn").replace("%1", f"<b style='color:{colour}'>"
                                                 f"{self.context.seat_name(active)}</b>"))
        if view.get("bonus") and not view.get("over"):
            lines.append("<span style='color:#3d6b4f'><b>" + tr("Bonus action") + "</b></span>")
        for change in view.get("value_changes") or []:
            lines.append(self._value_change(change, view))
        if view.get("looked_at_count") and not view.get("looked_at"):
            lines.append(tr("%1 is looking at %2 cards").replace("%1", self.context.seat_name(active)).replace(
                "%2", str(view["looked_at_count"])))
        if view.get("secret"):
            lines.append(tr("Your hidden card: %1").replace("%1", self.words.card(view["secret"])))
        return lines

    def _value_change(self, change: dict[str, Any], view: dict[str, Any]) -> str:
        amount = int(change.get("amount", 0))
        if change.get("card") == -1:
            return tr("Every card %1 this turn").replace("%1", f"{amount:+d}")
        name = self.words.of(view, change.get("card"))
        if change.get("op") == "set":
            return tr("%1 is worth %2 this turn").replace("%1", name).replace("%2", str(amount))
        return tr("%1 %2 this turn").replace("%1", name).replace("%2", f"{amount:+d}")

    def _decks_in_play(self, panel: ZoneItem, view: dict[str, Any], room: QRectF) -> None:
        """The animals of this game, one chip a line (colour, cue, short name), as many as there is room for:
        the legend and each chip's tooltip name them in full."""
        decks = list(view.get("decks") or [])
        line = 19.0
        if room.height() < line * len(decks) + 18 or not decks:
            return
        title = TextItem(tr("Animals in play"), QRectF(room.left(), room.top(), room.width(), 18), points("label"),
                         bold=True, colour=theme.INK_SOFT, parent=panel)
        title.setToolTip(" · ".join(self.words.deck(d) for d in decks))
        for k, deck in enumerate(decks):
            top = room.top() + 19 + k * line
            chip = ZoneItem(QRectF(room.left(), top, 22, line - 3), DECK_COLOURS.get(deck, DECK_COLOURS["junk"]),
                            parent=panel)
            chip.radius = 4
            chip.setToolTip(self.words.deck(deck))
            if self.context.colour_cues:
                cue = TextItem(CUES.get(deck, ""), chip.rect.adjusted(0, 0, 0, 0), points("cue_small"), bold=True,
                               colour=theme.text_on(QColor(DECK_COLOURS.get(deck, "#888888"))), parent=chip)
                cue.align = Qt.AlignmentFlag.AlignHCenter
            name = TextItem(self.words.animal(deck), QRectF(room.left() + 28, top - 1, room.width() - 28, line),
                            points("label"), parent=panel)
            name.setToolTip(self.words.deck(deck))

    def _payment_row(self, panel: ZoneItem, payment: list[dict[str, Any]], room: QRectF) -> None:
        card = self.layout.rect("paid_card")
        top = room.bottom() - card.height() - 6
        TextItem(tr("Your payment"), QRectF(room.left(), top - 20, room.width(), 18), points("label"), bold=True,
                 parent=panel)
        pitch = min(card.width() + 4, (room.width() - card.width()) / max(len(payment) - 1, 1))
        for k, shown in enumerate(payment):
            item = self.card_item(f"paid:{uid_of(shown)}", shown, card.width(), card.height(), panel)
            item.setPos(room.left() + k * pitch, top)
