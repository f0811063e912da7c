"""The Dale of Merchants board: the market, every player's stall and piles, the hand fanned at the bottom."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneHoverEvent, QGraphicsSceneMouseEvent

from engine.core.actions import Action
from engine.core.events import Event
from engine.core.game import SeatScore
from engine.games.dale.cards import SLOT_EXTRA
from engine.games.dale.cards import STACKS_TO_WIN as STACKS
from gui.boards.base import Board, BoardContext
from gui.boards.dale import reasons
from gui.boards.dale.items import (
    CardLook,
    DaleCardItem,
    PileItem,
    StallSlotItem,
    ZoneItem,
)
from gui.boards.dale.words import CARDS, Words, card_text
from gui.i18n import tr
from gui.records import NewRecord, points_text
from gui.scene import theme
from gui.scene.dragdrop import Move
from gui.scene.table import BoardFrameItem, LabelItem, TableScene
from gui.scene.text import TextItem
from gui.scene.zone import ButtonItem

WIDTH = 1100.0
BUTTON_POINTS = 10.0  # buttons' labels wrap: an action's description can be long
HEIGHT = 744.0
MARGIN = 20.0
CARD_W, CARD_H = 100.0, 156.0  # a market card: its effect text fits at 7 pt in every language
HAND_W, HAND_H = 102.0, 154.0  # the hand is held closer, so its cards are larger
CARD_GAP = 6.0  # between market cards
MARKET_TOP = 16.0
MARKET_H = 206.0
MARKET_W = 740.0
OPP_TOP = MARKET_TOP + MARKET_H + 8
OPP_H = 150.0
OWN_TOP = OPP_TOP + OPP_H + 8
OWN_H = HEIGHT - OWN_TOP - 16
STALL_W, STALL_H = 86.0, 118.0
BUTTONS_X = WIDTH - MARGIN - 120
PLAY = "play"
DIE = "die"
FRAME_KINDS = ("pick", "order", "target", "guess", "set_value")
PEEK_BELOW = 56.0  # a stall place narrower than this shows its stack large on hover
# a hand card dropped to start a purchase pays it; dropped onto the stall it opens the stack
LIFTED = "(lifted)"  # the "target" of a press on a card that cannot move: its reason is asked for
FOLLOW_UPS = {"buy": "pay", "buy_discard": "pay", "build": "stack"}

class HandCardItem(DaleCardItem):
    """A card of the hand: one that cannot move now says why when pressed, instead of letting the table pan."""

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        drag = self.drag()
        if event.button() != Qt.MouseButton.LeftButton or self.is_active() or self.target_id or drag is None:
            super().mousePressEvent(event)
            return
        event.accept()
        reason = drag.explain(self.piece_id, LIFTED) if drag.explain is not None else None
        if reason:
            drag.drop_rejected.emit(reason)


class PeekSlotItem(StallSlotItem):
    """A stall place too small to read: hovering it shows its stack at full size beside it."""

    def __init__(self, rect: QRectF, number: int, peek: Callable[[], QGraphicsItem | None],
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(rect, number, False, parent)
        self.peek = peek
        self.overlay: QGraphicsItem | None = None
        self.setAcceptHoverEvents(True)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self.overlay is None:
            self.overlay = self.peek()
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        overlay, self.overlay = self.overlay, None
        if overlay is not None and overlay.scene() is not None:
            overlay.scene().removeItem(overlay)
        super().hoverLeaveEvent(event)


def uid_of(card: dict[str, Any] | None) -> int:
    return int(card["uid"]) if card else -1


HAND_STEPS = ("pay", "stack", "discard")  # steps that take one hand card


def stand_ins(hand: list[dict[str, Any]], actions: list[Action]) -> dict[tuple[str, int], Action]:
    """Each hand card's pay, stack or discard step: its own, or the step of an identical card.

    The engine offers identical cards (the same card, copy and value) once, by the lowest-numbered
    one; the player may still drag or click any of them."""
    offered = {(a.kind, int(a.args[0])): a for a in actions if a.kind in HAND_STEPS and a.args}
    look = {uid_of(card): (card.get("card"), card.get("copy"), card.get("value")) for card in hand}
    out: dict[tuple[str, int], Action] = {}
    for (kind, uid), action in sorted(offered.items()):
        out[(kind, uid)] = action
        for other, same in look.items():
            if same == look.get(uid) and (kind, other) not in offered:
                out.setdefault((kind, other), action)
    return out


def holders(action: Action, steps: dict[tuple[str, int], Action]) -> list[int]:
    """The hand cards that play ``action`` (its own card and the identical ones standing in for it)."""
    found = [uid for (kind, uid), step in steps.items() if kind == action.kind and step == action]
    return found or [int(action.args[0])]


class DaleBoard(Board):
    """Drag hand cards onto the market to pay, onto your stall to build, onto the play area to play."""

    # the event sentences tell each move ("Eva bought Spyglass for 6, paying with ..."); steps without one
    # (a single payment card, a Cancel) still show their move line
    log_actions = False
    quiet_actions = frozenset({"pay", "stack", "stack_discard"})  # the purchase and the stack tell them
    cancel_actions = frozenset({"cancel"})

    def __init__(self, context: BoardContext, parent: Any = None) -> None:
        super().__init__(context, parent)
        self.words = Words(context.language, context.seat_name)
        # uid -> the target id its card was drawn as (a copy or a choice lands there); filled by build()
        self.card_targets: dict[int, str] = {}
        self.wanted: set[int] = set()  # cards that are copy targets or choices now: drawn as targets
        # the dropped card counts: a hand card dropped onto a market card or the stall also pays or
        # starts the stack; the gesture's piece is known from the drag controller's selection
        self.hooked: Any = None  # the drag controller whose gestures are followed
        self.picked = ""  # the piece lifted or selected now
        self.gesture_piece = ""  # the piece of the gesture that ended last ("" for a click on a target)
        self.shown_actions: list[Action] = []
        self.hand_steps: dict[tuple[str, int], Action] = {}  # what each hand card's pay/stack/discard plays
        self.shown_seat: int | None = None

    def look(self, card: dict[str, Any], text: bool = False) -> CardLook:
        """How ``card`` is painted; with ``text`` its face carries its effect (a copying card's: the copy's)."""
        key = str(card.get("card", ""))
        entry = CARDS.get(key, {})
        copy = str(card.get("copy") or "")
        shown = CARDS.get(copy, entry)
        return CardLook(
            name=self.words.name(key), deck=str(entry.get("deck", "junk")), value=card.get("value", entry.get("value", "")),
            printed=shown.get("value", ""), technique=shown.get("kind") == "technique",
            bonus=bool(shown.get("bonus")), copy=self.words.name(copy) if copy else "",
            provenance="reconstructed" if entry.get("reconstructed") or entry.get("unverified") else "",
            text=card_text(copy or key) if text else "",
        )

    def card_item(self, piece_id: str, card: dict[str, Any], w: float = CARD_W, h: float = CARD_H,
                  parent: QGraphicsItem | None = None, text: bool = False) -> DaleCardItem:
        """A card's item; ``text``: the card is shown at a readable size (hand, market) and prints its effect."""
        kind = HandCardItem if piece_id.startswith("hand:") else DaleCardItem
        return kind(piece_id, self.look(card, text), w, h, self.words.tooltip(card), parent)

    # --- drawing -------------------------------------------------------------------
    def build(self, scene: TableScene, view: dict[str, Any], actions: list[Action], seat: int | None) -> None:
        self._follow_gestures(scene)
        self.shown_actions, self.shown_seat = list(actions), seat
        self.hand_steps = stand_ins(self._own_hand(view, seat), actions)
        self.card_targets = {}
        self.wanted = {int(a.args[1]) for a in actions if a.kind == "copy"} | {
            int(a.args[0]) for a in actions if a.kind in ("pick", "order")}
        home = self.home_seat(view, seat)
        frame = BoardFrameItem(QRectF(0, 0, WIDTH, HEIGHT))
        scene.addItem(frame)
        clicks = self._clicks(view, actions)
        self._market(scene, frame, view, actions)
        self._info(scene, frame, view, home)
        others = [s for s in range(len(view["players"])) if s != home]
        self._opponents(scene, frame, view, others)
        self._own_area(scene, frame, view, actions, home)
        self._tray(scene, frame, view, actions)
        self._buttons(scene, frame, view, actions)
        self.register_choices(scene, actions)
        for item_id, action in clicks:
            if item_id in scene.drag.pieces or item_id in scene.drag.targets:
                scene.drag.set_click_action(item_id, action)
        if view.get("phase") not in ("main", "bonus"):
            # while a card asks (or a payment, a stack, a discard is under way) what may be clicked glows
            for item_id in scene.drag.click_actions:
                item = scene.drag.pieces.get(item_id) or scene.drag.targets.get(item_id)
                if item is not None and not isinstance(item, ButtonItem):
                    item.set_highlight("lit")
            # and the place the cards go: the stack being built, the card being bought
            params = (view.get("prompt") or {}).get("params") or {}
            goal = {"build": "stall:next", "pay": f"market:{params.get('slot')}" if params.get("slot", -1) >= 0
                    else "mdiscard"}.get(str(view.get("phase")))
            if goal in scene.drag.targets and seat is not None and seat == view.get("active"):
                scene.drag.targets[goal].set_highlight("lit")

    def _follow_gestures(self, scene: TableScene) -> None:
        drag = scene.drag
        if self.hooked is drag:
            return
        self.hooked = drag
        drag.selection_changed.connect(self._selection_changed)
        drag.action_chosen.connect(self._after_gesture)

    def _selection_changed(self, piece_id: str) -> None:
        if piece_id:
            self.picked = piece_id
        else:
            self.gesture_piece, self.picked = self.picked, ""

    def _after_gesture(self, action: Action) -> None:
        """Runs once the chosen move is played: a purchase or a stack started by dropping a hand
        card goes on with that card (the payment or the stack's first card), if the rules allow it."""
        piece, self.gesture_piece = self.gesture_piece, ""
        follow = FOLLOW_UPS.get(action.kind)
        if follow is None or not piece.startswith("hand:") or self.hooked is None:
            return
        then = self.hand_steps.get((follow, int(piece.split(":")[1])))
        if then is not None and then in self.shown_actions and self.shown_seat is not None and self.shown_seat == self.viewer:
            drag = self.hooked
            # played as the next step of the event loop, like every gesture (the table is being rebuilt)
            QTimer.singleShot(0, drag, lambda: drag.action_chosen.emit(then)
                              if then in self.shown_actions else None)

    def _clicks(self, view: dict[str, Any], actions: list[Action]) -> list[tuple[str, Action]]:
        """Actions a single click on a drawn card, pile or slot plays (registered once all is drawn)."""
        phase = view.get("phase")
        result: list[tuple[str, Action]] = []
        for action in actions:
            kind, args = action.kind, action.args
            if kind == "buy":
                result.append((f"market:{args[0]}", action))
            elif kind == "buy_discard":
                result.append(("mdiscard", action))
            elif kind == "trash_top":
                result.append(("mdeck", action))
            elif kind == "roll":
                result.append((DIE, action))
            elif kind == "build":
                result.append(("stall:next", action))
            elif kind == "inventory":
                result.append(("discard:own", action))
            elif kind in HAND_STEPS and phase in ("pay", "build", "inventory"):
                # every identical hand card plays the step the engine offers for its kind
                result += [(f"hand:{uid}", action) for uid in holders(action, self.hand_steps)]
            elif kind == "target":
                result.append((f"player:{args[0]}", action))
        return result

    def _market(self, scene: TableScene, frame: BoardFrameItem, view: dict[str, Any], actions: list[Action]) -> None:
        area = QRectF(MARGIN, MARKET_TOP, MARKET_W, MARKET_H)
        panel = ZoneItem(area, "#e9dab5", tr("Market"), parent=frame)
        top = area.top() + 28
        deck = PileItem(QRectF(area.left() + 10, top + 18, 78, 120), int(view.get("market_deck_count", 0)),
                        tr("Market deck"), "#6b4a2e")
        deck.setToolTip(tr("The market deck: it refills the market from the right."))
        scene.add_target(deck, "mdeck", panel)
        buying = -2
        prompt = view.get("prompt") or {}
        params = prompt.get("params") or {}
        if prompt.get("code") == "pay":
            buying = int(params.get("slot", -2))
        market = view.get("market") or []
        x0 = area.left() + 96
        for slot in range(len(market)):
            x = x0 + slot * (CARD_W + CARD_GAP)
            extra = SLOT_EXTRA[slot] if slot < len(SLOT_EXTRA) else 0
            tag = TextItem(f"+{extra}", QRectF(x, top - 22, CARD_W, 18), 11, bold=True, colour=theme.BRASS_DARK,
                           parent=panel)
            tag.align = Qt.AlignmentFlag.AlignHCenter
            card = market[slot]
            if card is None:
                empty = ZoneItem(QRectF(x, top, CARD_W, CARD_H), "", tr("empty"), dashed=True, parent=panel)
                scene.add_target(empty, f"market:{slot}", panel)
                continue
            # the card being bought shows the payment where its text would be
            item = self.card_item(f"market:{uid_of(card)}", card, text=slot != buying)
            item.setPos(x, top)
            scene.track(item, f"card:{uid_of(card)}")
            scene.add_target(item, f"market:{slot}", panel)
            self.card_targets[uid_of(card)] = f"market:{slot}"
            price = TextItem(tr("price %1").replace("%1", str(card.get("price", "?"))),
                             QRectF(x, top + CARD_H + 4, CARD_W, 18), 10, bold=True, parent=panel)
            price.align = Qt.AlignmentFlag.AlignHCenter
            if slot == buying:
                self._payment_badge(panel, QRectF(x + 8, top + CARD_H - 34, CARD_W - 16, 26), params)
        x = x0 + 5 * (CARD_W + CARD_GAP) + 4
        discard = view.get("market_discard") or []
        label = TextItem(tr("Market discard"), QRectF(x - 6, top - 22, CARD_W + 12, 18), 9, bold=True, parent=panel)
        label.align = Qt.AlignmentFlag.AlignHCenter
        if discard:
            top_card = discard[-1]
            item = self.card_item(f"mdiscard:{uid_of(top_card)}", top_card, text=buying != -1)
            scene.track(item, f"card:{uid_of(top_card)}")
            item.setPos(x, top)
            item.setToolTip(item.toolTip() + "<hr>" + tr("Market discard pile (%1): %2").replace(
                "%1", str(len(discard))).replace("%2", self.words.cards(discard)))
            scene.add_target(item, "mdiscard", panel)
            self.card_targets[uid_of(top_card)] = "mdiscard"
            if buying == -1:
                self._payment_badge(panel, QRectF(x + 8, top + CARD_H - 34, CARD_W - 16, 26), params)
        else:
            scene.add_target(ZoneItem(QRectF(x, top, CARD_W, CARD_H), "", tr("empty"), dashed=True), "mdiscard",
                             panel)
        count = TextItem(tr("%1 cards · junk pile %2").replace("%1", str(len(discard))).replace(
            "%2", str(view.get("junk_pile_count", 0))), QRectF(x - 30, top + CARD_H + 4, CARD_W + 40, 18), 8.5,
            colour=theme.INK_SOFT, parent=panel)
        count.align = Qt.AlignmentFlag.AlignHCenter

    def _payment_badge(self, panel: ZoneItem, rect: QRectF, params: dict[str, Any]) -> None:
        paid = params.get("paid")
        price = params.get("price", "?")
        enough = isinstance(paid, int) and isinstance(price, int) and paid >= price
        badge = ZoneItem(rect, "#3d6b4f" if enough else "#a3271b", parent=panel)
        badge.setZValue(5)
        badge.radius = 12
        text = TextItem(f"{paid if paid is not None else '?'} / {price}", rect.adjusted(0, 3, 0, 0), 11.5, bold=True,
                        colour=QColor("white"), parent=badge)
        text.align = Qt.AlignmentFlag.AlignHCenter
        badge.setToolTip(tr("Paid so far / price"))

    def _info(self, scene: TableScene, frame: BoardFrameItem, view: dict[str, Any], home: int) -> None:
        area = QRectF(MARGIN + MARKET_W + 8, MARKET_TOP, WIDTH - 2 * MARGIN - MARKET_W - 8, MARKET_H)
        panel = ZoneItem(area, "#f1e5c6", parent=frame)
        active = view.get("active")
        round_text = tr("Round %1").replace("%1", str(view.get("round", "?")))
        lines = [f"<b>{round_text}</b>"
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
        payment = view.get("selected") or [] if (view.get("prompt") or {}).get("code") == "pay" else []
        if not payment:
            decks = " · ".join(self.words.deck(d) for d in view.get("decks") or [])
            lines.append(f"<span style='color:#6b5b45'>{decks}</span>")
            lines.append("<span style='color:#6b5b45'>" + tr("★ technique · + bonus action · hover a card for "
                                                              "its text") + "</span>")
        label = LabelItem("<br>".join(lines), area.width() - 16, 9.5, parent=panel)
        label.setPos(area.left() + 8, area.top() + 6)
        if payment:
            top = area.bottom() - 96
            TextItem(tr("Your payment"), QRectF(area.left() + 10, top - 18, 200, 16), 9, bold=True, parent=panel)
            pitch = min(62.0, (area.width() - 20 - 56) / max(len(payment) - 1, 1))
            for k, card in enumerate(payment):
                item = self.card_item(f"paid:{uid_of(card)}", card, 56, 78, panel)
                item.setPos(area.left() + 10 + k * pitch, top)

    def _value_change(self, change: dict[str, Any], view: dict[str, Any]) -> str:
        amount = int(change.get("amount", 0))
        if change.get("card") == -1:
            return tr("Every card %1 this turn").replace("%1", f"{amount:+d}")
        name = self.words.of(view, change.get("card"))
        if change.get("op") == "set":
            return tr("%1 is worth %2 this turn").replace("%1", name).replace("%2", str(amount))
        return tr("%1 %2 this turn").replace("%1", name).replace("%2", f"{amount:+d}")

    def _opponents(self, scene: TableScene, frame: BoardFrameItem, view: dict[str, Any], others: list[int]) -> None:
        if not others:
            return
        gap = 8.0
        width = (WIDTH - 2 * MARGIN - gap * (len(others) - 1)) / len(others)
        for i, s in enumerate(others):
            rect = QRectF(MARGIN + i * (width + gap), OPP_TOP, width, OPP_H)
            self._opponent(scene, frame, view, s, rect)

    def _seat_panel(self, scene: TableScene, frame: BoardFrameItem, s: int, rect: QRectF, view: dict[str, Any]) -> ZoneItem:
        panel = ZoneItem(rect, "#eadcb8", parent=frame)
        panel.border = self.context.seat_colour(s)
        scene.add_target(panel, f"player:{s}", frame)
        scene.mark_space(panel, f"player:{s}")
        player = view["players"][s]
        name = self.context.seat_name(s)
        marker = " ◀" if view.get("active") == s and not view.get("over") else ""
        stacks = len(player.get("stall") or [])
        counts = tr("hand %1 · deck %2 · %3 of 8 stacks").replace("%1", str(player.get("hand_count", 0))).replace(
            "%2", str(player.get("deck_count", 0))).replace("%3", str(stacks))
        # the counts take what they need and the name leaves them (but at least 40 % for the name);
        # either is elided when short of room
        name_w = QFontMetricsF(theme.font(10.5, bold=True, serif=True)).horizontalAdvance(name + marker) + 4
        counts_w = min(QFontMetricsF(theme.font(9, bold=True)).horizontalAdvance(counts) + 4,
                       max(rect.width() - 28 - name_w, rect.width() * 0.6))
        TextItem(name + marker, QRectF(rect.left() + 10, rect.top() + 4, rect.width() - counts_w - 28, 18), 10.5,
                 bold=True, colour=theme.darker(self.context.seat_colour(s), 120), serif=True, parent=panel)
        score = TextItem(counts, QRectF(rect.right() - 10 - counts_w, rect.top() + 5, counts_w, 18), 9, bold=True,
                         parent=panel)
        score.align = Qt.AlignmentFlag.AlignRight
        return panel

    def _opponent(self, scene: TableScene, frame: BoardFrameItem, view: dict[str, Any], s: int, rect: QRectF) -> None:
        panel = self._seat_panel(scene, frame, s, rect, view)
        player = view["players"][s]
        wide = rect.width() > 600
        top = rect.top() + 26
        if wide:
            piles = QRectF(rect.left() + 8, top, 340, rect.height() - 34)
            stall = QRectF(piles.right() + 8, top, rect.right() - piles.right() - 16, rect.height() - 34)
        else:
            piles = QRectF(rect.left() + 8, top, rect.width() - 16, 46)
            stall = QRectF(rect.left() + 8, top + 50, rect.width() - 16, rect.height() - 84)
        card_h = min(piles.height(), 112.0)
        card_w = card_h * 0.72
        hand = int(player.get("hand_count", 0))
        x = piles.left()
        fan = min(hand, 6)
        for k in range(fan):
            back = DaleCardItem(f"back:{s}:{k}", CardLook("", "", "", "", face_down=True), card_w, card_h, parent=panel)
            back.setPos(x + k * card_w * 0.25, piles.top())
        x += card_w * (1 + 0.25 * max(fan - 1, 0)) + 12
        if wide:  # a narrow panel tells the deck's size in its header only
            deck = PileItem(QRectF(x, piles.top(), card_w, card_h), int(player.get("deck_count", 0)), tr("deck"),
                            parent=panel)
            deck.setToolTip(tr("%1's deck").replace("%1", self.context.seat_name(s)))
            x += card_w + 8
        self._discard_pile(scene, panel, player, s, QRectF(x, piles.top(), card_w, card_h), f"discard:{s}")
        self._stall(scene, panel, player, s, stall, None, view)

    def _discard_pile(self, scene: TableScene, parent: ZoneItem, player: dict[str, Any], s: int, rect: QRectF,
                      target: str) -> None:
        discard = player.get("discard") or []
        listing = tr("Discard pile (%1): %2").replace("%1", str(len(discard))).replace(
            "%2", self.words.cards(list(reversed(discard))) if discard else tr("empty"))
        if discard:
            top = discard[-1]
            item = self.card_item(f"discard:{uid_of(top)}", top, rect.width(), rect.height())
            item.setPos(rect.topLeft())
            scene.track(item, f"card:{uid_of(top)}")
            item.setToolTip(item.toolTip() + "<hr>" + listing)
            scene.add_target(item, target, parent)
            self.card_targets[uid_of(top)] = target
            if rect.height() > 60:
                badge = TextItem(str(len(discard)), QRectF(rect.width() - 22, rect.height() - 20, 20, 16), 9,
                                 bold=True, parent=item)
                badge.align = Qt.AlignmentFlag.AlignRight
        else:
            zone = ZoneItem(rect, "", tr("discard") if rect.width() > 50 else "", dashed=True)
            zone.setToolTip(listing)
            scene.add_target(zone, target, parent)

    def _stall(self, scene: TableScene, parent: ZoneItem, player: dict[str, Any], s: int, rect: QRectF,
               building: list[dict[str, Any]] | None, view: dict[str, Any]) -> None:
        stall = player.get("stall") or []
        pitch = rect.width() / STACKS
        slot_w = min(pitch - 6, rect.height() * 0.74)
        small = slot_w < PEEK_BELOW  # 4 players at 1366×768: the others' stacks are shown large on hover
        for n in range(STACKS):
            x = rect.left() + n * pitch
            next_slot = n == len(stall)
            place = QRectF(x, rect.top(), slot_w, rect.height())
            if small and building is None and n < len(stall):
                slot: StallSlotItem = PeekSlotItem(place, n + 1, self._peeker(parent, stall[n], n + 1))
            else:
                slot = StallSlotItem(place, n + 1, next_slot and building is not None)
            slot.setToolTip(tr("Stack %1: cards of one animal worth %1 together").replace("%1", str(n + 1)))
            target = f"stall:{s}:{n + 1}"
            if next_slot and building is not None:
                target = "stall:next"
            scene.add_target(slot, target, parent)
            cards = stall[n] if n < len(stall) else (building if next_slot and building else [])
            if cards:
                self._stack(scene, slot, cards, QRectF(x + 2, rect.top() + 2, slot_w - 4, rect.height() - 4), n + 1)

    def _peeker(self, panel: ZoneItem, cards: list[dict[str, Any]], number: int) -> Callable[[], QGraphicsItem | None]:
        """Draws a stack at the size of the market's cards under the seat's panel (no pieces, no targets)."""

        def peek() -> QGraphicsItem | None:
            frame = panel.parentItem()
            if frame is None:
                return None
            step = 24.0
            width = CARD_W + 16
            height = CARD_H + step * (len(cards) - 1) + 40
            left = min(max(panel.rect.left(), MARGIN), WIDTH - MARGIN - width)
            box = ZoneItem(QRectF(left, panel.rect.bottom() + 4, width, height), "#fbf3dc", parent=frame)
            box.setZValue(60)
            box.border = theme.BRASS_DARK
            box.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            box.setAcceptHoverEvents(False)
            TextItem(tr("Stack %1").replace("%1", str(number)), QRectF(left + 8, box.rect.top() + 6, width - 16, 18),
                     9.5, bold=True, parent=box)
            for k, card in enumerate(cards):
                item = DaleCardItem(f"peek:{uid_of(card)}", self.look(card), CARD_W, CARD_H, "", box)
                item.look.compact = k < len(cards) - 1
                item.setPos(left + 8, box.rect.top() + 30 + k * step)
                item.setZValue(k)
            return box

        return peek

    def _stack(self, scene: TableScene, slot: ZoneItem, cards: list[dict[str, Any]], rect: QRectF, number: int) -> None:
        n = len(cards)
        card_w = rect.width()
        full = min(rect.height(), card_w * 1.39)
        step, card_h = 0.0, full
        if n > 1:  # each covered card shows its band: value, colour and name
            step = min(full * 0.3, 22.0, (rect.height() - min(30.0, full)) / (n - 1))
            card_h = min(full, rect.height() - step * (n - 1))
        tip = tr("Stack %1: %2").replace("%1", str(number)).replace("%2", self.words.cards(cards))
        for k, card in enumerate(cards):
            item = self.card_item(f"stall:{uid_of(card)}", card, card_w, card_h, slot)
            scene.track(item, f"card:{uid_of(card)}")
            item.look.compact = k < n - 1
            item.setToolTip(item.toolTip() + "<hr>" + tip)
            item.setPos(rect.left(), rect.top() + k * step)
            item.setZValue(k)
            self.card_targets[uid_of(card)] = f"stallcard:{uid_of(card)}"
            if uid_of(card) in self.wanted:
                scene.add_target(item, f"stallcard:{uid_of(card)}")

    def _own_area(self, scene: TableScene, frame: BoardFrameItem, view: dict[str, Any], actions: list[Action],
                  home: int) -> None:
        rect = QRectF(MARGIN, OWN_TOP, BUTTONS_X - MARGIN - 8, OWN_H)
        panel = self._seat_panel(scene, frame, home, rect, view)
        player = view["players"][home]
        phase = view.get("phase")
        mine = view.get("active") == home
        selected = view.get("selected") or []
        chosen = {uid_of(c) for c in selected} if mine and phase in ("pay", "build") else set()
        building = None
        if mine and phase == "build":
            building = selected + list(view.get("selected_from_discard") or [])
        stall_rect = QRectF(rect.left() + 10, rect.top() + 26, STACKS * (STALL_W + 6), STALL_H)
        self._stall(scene, panel, player, home, stall_rect, building if building is not None else [], view)
        x = stall_rect.right() + 8
        deck = PileItem(QRectF(x, stall_rect.top(), 82, STALL_H - 14), int(player.get("deck_count", 0)), tr("Deck"))
        known = player.get("deck_top_known") or []
        deck.setToolTip(tr("Your deck") + ("<br>" + tr("On top, as you know: %1").replace(
            "%1", self.words.cards(known)) if known else ""))
        scene.add_target(deck, "deck:own", panel)
        self._discard_pile(scene, panel, player, home, QRectF(x + 90, stall_rect.top(), 82, STALL_H - 14),
                           "discard:own")
        # the hand, fanned along the bottom edge
        hand_top = stall_rect.bottom() + 16
        hand_area = QRectF(rect.left() + 10, hand_top, rect.width() - 230, rect.bottom() - hand_top - 6)
        hand = [c for c in player.get("hand") or [] if uid_of(c) not in chosen]
        if "hand" in player:
            self._hand(scene, panel, hand, hand_area)
        else:
            count = int(player.get("hand_count", 0))
            for k in range(count):
                back = DaleCardItem(f"back:{home}:{k}", CardLook("", "", "", "", face_down=True), HAND_W, HAND_H,
                                    parent=panel)
                back.setPos(hand_area.left() + k * 30, hand_area.top() + 4)
            note = TextItem(tr("%1 cards in hand").replace("%1", str(count)),
                            QRectF(hand_area.left() + count * 30 + HAND_W + 12, hand_area.top() + 50, 200, 20), 10,
                            bold=True, parent=panel)
            note.setZValue(1)
        active = view.get("active")
        title = tr("Play area") if active == home or view.get("over") else tr("Played by %1").replace(
            "%1", self.context.seat_name(active))
        play = ZoneItem(QRectF(rect.right() - 212, hand_top, 202, rect.bottom() - hand_top - 8), "#efe2bf", title,
                        dashed=True)
        play.setToolTip(tr("Drop a technique here to play it"))
        scene.add_target(play, PLAY, panel)
        in_play = view.get("in_play") or []
        for k, card in enumerate(in_play):
            item = self.card_item(f"inplay:{uid_of(card)}", card, 78, 108, play)
            item.setPos(play.rect.left() + 8 + k * 20, play.rect.top() + 24)
        if not in_play:
            TextItem(tr("Drop a technique here to play it"), play.rect.adjusted(10, 40, -70, -10), 9,
                     colour=theme.INK_SOFT, parent=play)
        if any(a.kind == "roll" for a in actions) or any("bold_haggler" in (c.get("card"), c.get("copy"))
                                                          for c in hand):
            die = ZoneItem(QRectF(play.rect.right() - 56, play.rect.top() + 30, 44, 44), "#fbf7ea")
            die.radius = 9
            die.setToolTip(tr("The ocelot die (0, 1, 1, 2, 2, 3): drop Bold Haggler here to roll"))
            scene.add_target(die, DIE, play)
            pips = TextItem("⚂", die.rect.adjusted(0, 2, 0, 0), 20, bold=True, parent=die)
            pips.align = Qt.AlignmentFlag.AlignHCenter

    def _hand(self, scene: TableScene, panel: ZoneItem, hand: list[dict[str, Any]], area: QRectF) -> None:
        n = len(hand)
        if not n:
            TextItem(tr("Your hand is empty"), QRectF(area.left() + 10, area.top() + 40, 240, 20), 10,
                     colour=theme.INK_SOFT, parent=panel)
            return
        pitch = min(HAND_W + 8, (area.width() - HAND_W) / max(n - 1, 1))
        mid = (n - 1) / 2
        x0 = area.left() + (area.width() - (pitch * (n - 1) + HAND_W)) / 2
        spread = min(4.0, 24.0 / n)
        for k, card in enumerate(hand):
            uid = uid_of(card)
            item = self.card_item(f"hand:{uid}", card, HAND_W, HAND_H, text=True)
            item.setTransformOriginPoint(HAND_W / 2, HAND_H)
            item.setRotation((k - mid) * spread)
            scene.add_piece(item, QPointF(x0 + k * pitch, area.top() + 4 + abs(k - mid) ** 2 * 1.2), panel)
            item.setZValue(k)
            self.card_targets[uid] = f"handcard:{uid}"
            if uid in self.wanted:
                scene.add_target(item, f"handcard:{uid}")

    def _tray(self, scene: TableScene, frame: BoardFrameItem, view: dict[str, Any], actions: list[Action]) -> None:
        """Choices that are not on the table: looked-at cards, discard-pile cards, numbers to guess."""
        cards: list[tuple[dict[str, Any], Action | None]] = []
        numbers: list[Action] = []
        for action in actions:
            if action.kind in ("pick", "order", "stack_discard", "trash"):
                uid = int(action.args[0])
                if action.kind in ("pick", "order") and self._drawn_uid(uid):
                    continue
                card = self.words.find(view, uid)
                if card is not None:
                    cards.append((card, action))
            elif action.kind in ("guess", "set_value"):
                numbers.append(action)
        if not cards and not numbers:
            return
        prompt = self.prompt_text(view.get("prompt") or {}, view)
        card_w, card_h = 74.0, 102.0
        width = max(320.0, 24 + len(cards) * (card_w + 8) + len(numbers) * 52)
        width = min(width, WIDTH - 2 * MARGIN)
        rect = QRectF(WIDTH / 2 - width / 2, OPP_TOP - 4, width, OPP_H + 8)
        tray = ZoneItem(rect, "#fbf3dc", parent=frame)
        tray.setZValue(30)
        tray.border = theme.BRASS_DARK
        TextItem(prompt, QRectF(rect.left() + 12, rect.top() + 6, rect.width() - 24, 34), 10, bold=True,
                 colour=QColor("#8e1d12"), parent=tray)
        x = rect.left() + 12
        pitch = min(card_w + 8, (rect.width() - 24 - len(numbers) * 52) / max(len(cards), 1))
        for card, action in cards:
            item = self.card_item(f"tray:{uid_of(card)}", card, card_w, card_h)
            scene.add_piece(item, QPointF(x, rect.top() + 42), tray)
            if action is not None:
                scene.drag.set_click_action(item.piece_id, action)
            x += pitch
        for action in numbers:
            target = f"button:{action.kind}:{action.args[0]}"
            button = ButtonItem(QRectF(x, rect.top() + 64, 44, 44), str(action.args[0]), primary=True,
                                points=BUTTON_POINTS, wrap=True)
            scene.add_target(button, target, tray)
            scene.drag.set_click_action(target, action)
            x += 52

    def _drawn_uid(self, uid: int) -> bool:
        """Whether the card lies on the table as itself (a pile's top card stands for the pile, not for itself)."""
        return self.card_targets.get(uid, "").startswith(("market:", "handcard:", "stallcard:"))

    def _buttons(self, scene: TableScene, frame: BoardFrameItem, view: dict[str, Any], actions: list[Action]) -> None:
        area = QRectF(BUTTONS_X, OWN_TOP, WIDTH - MARGIN - BUTTONS_X, OWN_H)
        panel = ZoneItem(area, "#e9dab5", parent=frame)
        y = area.top() + 10
        wanted: list[tuple[str, Action, bool]] = []
        handled = {"buy", "buy_discard", "play", "copy", "roll", "trash_top", "pay", "stack", "stack_discard",
                   "discard", "trash", "target", "pick", "order", "guess", "set_value"}
        for action in actions:
            if action.kind == "build" and view.get("phase") in ("main", "bonus"):
                continue  # a drop onto the next stall slot, or a click on it
            if action.kind == "inventory":
                continue  # a drop onto the discard pile, or a click on it
            if action.kind in handled:
                continue
            primary = action.kind in ("confirm", "done", "build")
            wanted.append((f"button:{action.key}", action, primary))
        if any(a.kind == "build" for a in actions) and view.get("phase") in ("main", "bonus"):
            wanted.append(("stall:next", Action("build"), False))
        if any(a.kind == "inventory" for a in actions):
            wanted.append(("discard:own", Action("inventory"), False))
        for target, action, primary in wanted:
            button = ButtonItem(QRectF(area.left() + 8, y, area.width() - 16, 40), self.describe_action(action, view),
                                primary, points=BUTTON_POINTS, wrap=True)
            if target != f"button:{action.key}":
                button.setToolTip(tr("Or drag a hand card there"))
            scene.add_target(button, f"button:{action.key}", panel)
            scene.drag.set_click_action(f"button:{action.key}", action)
            y += 48
        if not wanted and not actions:
            TextItem(tr("Waiting…") if not view.get("over") else tr("Game over"),
                     QRectF(area.left() + 8, y, area.width() - 16, 40), 10, bold=True, colour=theme.INK_SOFT,
                     parent=panel)

    # --- gestures --------------------------------------------------------------------
    def moves(self, view: dict[str, Any], actions: list[Action], seat: int | None) -> list[Move]:
        if seat is None or not actions:
            return []
        player = view["players"][seat]
        hand = [uid_of(c) for c in player.get("hand") or []]
        steps = stand_ins(self._own_hand(view, seat), actions)
        phase = view.get("phase")
        prompt = (view.get("prompt") or {}).get("params") or {}
        result: list[Move] = []
        for action in actions:
            kind, args = action.kind, action.args
            if kind == "buy":
                result += [Move(action, f"hand:{u}", f"market:{args[0]}") for u in hand]
            elif kind == "buy_discard":
                result += [Move(action, f"hand:{u}", "mdiscard") for u in hand]
            elif kind == "build":
                result += [Move(action, f"hand:{u}", "stall:next") for u in hand]
            elif kind == "inventory":
                result += [Move(action, f"hand:{u}", "discard:own") for u in hand]
            elif kind == "play":
                result.append(Move(action, f"hand:{args[0]}", PLAY))
            elif kind == "roll":
                result.append(Move(action, f"hand:{args[0]}", DIE))
            elif kind == "trash_top":
                result.append(Move(action, f"hand:{args[0]}", "mdeck"))
            elif kind == "copy":
                target = self.card_targets.get(int(args[1]))
                if target is not None:
                    result.append(Move(action, f"hand:{args[0]}", target))
            elif kind == "pay":
                slot = int(prompt.get("slot", -1))
                result += [Move(action, f"hand:{u}", f"market:{slot}" if slot >= 0 else "mdiscard")
                           for u in holders(action, steps)]
            elif kind == "stack":
                result += [Move(action, f"hand:{u}", "stall:next") for u in holders(action, steps)]
            elif kind == "stack_discard":
                result.append(Move(action, f"tray:{args[0]}", "stall:next"))
            elif kind == "discard" and phase == "inventory":
                result += [Move(action, f"hand:{u}", "discard:own") for u in holders(action, steps)]
        return result

    @staticmethod
    def _own_hand(view: dict[str, Any], seat: int | None) -> list[dict[str, Any]]:
        """The seat's hand cards that lie in its hand on the table (not those chosen to pay or stack)."""
        players = view.get("players") or []
        if seat is None or not 0 <= seat < len(players):
            return []
        chosen = {uid_of(c) for c in view.get("selected") or []} if view.get("active") == seat else set()
        return [c for c in players[seat].get("hand") or [] if uid_of(c) not in chosen]

    def register_choices(self, scene: TableScene, actions: list[Action]) -> None:
        """Picks of cards already on the table become clicks on them (hand, market, stalls)."""
        for action in actions:
            if action.kind not in ("pick", "order"):
                continue
            uid = int(action.args[0])
            if not self._drawn_uid(uid):
                continue
            target = self.card_targets[uid]
            item_id = f"hand:{uid}" if target.startswith("handcard:") else target
            scene.drag.set_click_action(item_id, action)

    # --- words -------------------------------------------------------------------------
    def describe_action(self, action: Action, view: dict[str, Any]) -> str:
        return self.words.action(action, view, self.viewer) or super().describe_action(action, view)

    def describe_event(self, event: Event, view: dict[str, Any]) -> str | None:
        text = self.words.event(event, view)
        return text if text is not None else super().describe_event(event, view)

    def prompt_text(self, prompt: dict[str, Any], view: dict[str, Any]) -> str:
        text = self.words.prompt(prompt, view)
        return text if text is not None else super().prompt_text(prompt, view)

    def category_label(self, key: str) -> str:
        return self.words.category(key) or super().category_label(key)

    def score_text(self, value: float) -> str:
        # Dale has no points: a seat counts the stacks in its stall
        return self.statistic_text(value)

    @staticmethod
    def statistic_text(value: float) -> str:
        if not float(value).is_integer():  # a mean of the statistics
            return tr("%1 stacks").replace("%1", points_text(value))
        stacks = int(value)
        return tr("1 stack") if stacks == 1 else tr("%n stacks", "", stacks).replace("%n", str(stacks))

    def tied_text(self, others: str, counts: str) -> str | None:
        if counts:
            return tr("As many stacks as %1; decided by the tie-break: %2.").replace("%1", others).replace(
                "%2", counts)
        return tr("As many stacks as %1; decided by the tie-break.").replace("%1", others)

    def record_text(self, found: NewRecord) -> str | None:
        # Dale has no solo game: a record is a player's best stall
        return tr("New record: %1, %2 (best before: %3)").replace("%1", found.name).replace(
            "%2", self.statistic_text(found.score)).replace("%3", self.statistic_text(found.previous))

    def chart_title(self) -> str | None:
        return tr("Stacks by round")

    def tiebreak_label(self) -> str:
        return tr("completed the stall")

    def tiebreak_value(self, score: SeatScore) -> str:
        return "✓" if score.tiebreak and score.tiebreak[0] else "–"

    def space_states(self, view: dict[str, Any]) -> dict[str, Any]:
        # the seats' panels are the "player:<n>" drop targets; the market slots "market:<slot>"
        seats = {f"player:{s}": player for s, player in enumerate(view.get("players") or [])}
        market = {f"market:{slot}": card for slot, card in enumerate(view.get("market") or [])}
        return {**seats, **market, "mdiscard": view.get("market_discard")}

    def origin_of(self, piece_id: str, view: dict[str, Any]) -> str | None:
        """A card new on a seat's stall or discard pile comes from that person's hand (their own, shown),
        or from their panel (another's hand, hidden); a card that changes place keeps its id and travels."""
        kind, _, uid = piece_id.partition(":")
        if kind != "card":
            return None
        for s, player in enumerate(view.get("players") or []):
            piles = [card for stack in player.get("stall") or [] for card in stack] + list(player.get("discard") or [])
            if any(str(uid_of(card)) == uid for card in piles):
                return f"hand:{uid}" if s == self.viewer else f"player:{s}"
        return None

    def big_moment(self, event: Event, view: dict[str, Any]) -> str | None:
        return self.describe_event(event, view) if event.code in ("game_won", "game_abandoned") else None

    def seat_summary(self, view: dict[str, Any], seat: int) -> str:
        return self.words.summary(view, seat)

    def action_is_public(self, seat: int, action: Action, viewer: int | None) -> bool:
        # the words of an action name only cards the viewer may see ("Tom: Pay with a card")
        return True

    def explain_rejection(self, piece_id: str, target_id: str, view: dict[str, Any]) -> str | None:
        if target_id == LIFTED:  # a card that cannot move was pressed
            return reasons.explain_lift(self.words, piece_id, view, self.viewer)
        return reasons.explain(self.words, piece_id, target_id, view, self.viewer)
