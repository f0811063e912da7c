"""The Dale of Merchants board: the market and the turn along the top, the others' strips (a click opens a
whole area), the own stall, piles and fanned hand at the bottom; where each part goes is in layout.json."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from engine.core.actions import Action
from engine.core.events import Event
from engine.core.game import SeatScore
from gui.boards.base import Board, BoardContext, LegendEntry
from gui.boards.dale import art, reasons
from gui.boards.dale.items import CUES, DECK_COLOURS, CardLook, DaleCardItem, SeatPanelItem, ZoneItem, points
from gui.boards.dale.legend import legend_entries
from gui.boards.dale.market import MarketMixin
from gui.boards.dale.seats import DIE, PLAY, TRAY_Z, SeatsMixin, uid_of
from gui.boards.dale.words import CARDS, Words, face_text
from gui.boards.layout import board_layout
from gui.i18n import tr
from gui.records import NewRecord, points_text
from gui.scene.dragdrop import Move
from gui.scene.table import BoardFrameItem, TableScene
from gui.scene.text import TextItem
from gui.scene.zone import ButtonItem

# a hand card dropped to start a purchase pays it; dropped onto the stall it opens the stack
FOLLOW_UPS = {"buy": "pay", "buy_discard": "pay", "build": "stack"}


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


class DaleBoard(MarketMixin, SeatsMixin, Board):
    """Drag hand cards onto the market to pay, onto your stall to build, onto the play area to play."""

    # the event sentences tell each move ("Eva bought Spyglass for 6, paying with ..."); steps without one
    # (a single payment card, a Cancel) still show their move line
    log_actions = False
    quiet_actions = frozenset({"pay", "stack", "stack_discard"})  # the purchase and the stack tell them
    cancel_actions = frozenset({"cancel"})

    def __init__(self, context: BoardContext, parent: Any = None) -> None:
        super().__init__(context, parent)
        self.words = Words(context.language, context.seat_name)
        self.layout = board_layout("dale", len(context.seats))  # chosen again by the players of each view
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
        self.clickable: set[str] = set()  # the pieces and places a click plays something on, as drawn last

    def look(self, card: dict[str, Any], text: bool = False) -> CardLook:
        """How ``card`` is painted; with ``text`` its face carries its effect in a few words (a copying
        card's: the copy's); the tooltip has the whole text."""
        key = str(card.get("card", ""))
        entry = CARDS.get(key, {})
        copy = str(card.get("copy") or "")
        shown = CARDS.get(copy, entry)
        deck = str(entry.get("deck", "junk"))
        return CardLook(
            name=self.words.name(key), deck=deck, value=card.get("value", entry.get("value", "")),
            printed=shown.get("value", ""), technique=shown.get("kind") == "technique",
            bonus=bool(shown.get("bonus")), copy=self.words.name(copy) if copy else "",
            provenance="reconstructed" if entry.get("reconstructed") or entry.get("unverified") else "",
            text=face_text(copy or key) if text else "",
            cue=CUES.get(deck, "") if self.context.colour_cues else "",
        )

    def card_item(self, piece_id: str, card: dict[str, Any], w: float, h: float,
                  parent: QGraphicsItem | None = None, text: bool = False) -> DaleCardItem:
        """A card's item; ``text``: the card is shown at a readable size (hand, market) and prints its effect."""
        return DaleCardItem(piece_id, self.look(card, text), w, h, self.words.tooltip(card), parent)

    # --- drawing -------------------------------------------------------------------
    def build(self, scene: TableScene, view: dict[str, Any], actions: list[Action], seat: int | None) -> None:
        self._follow_gestures(scene)
        players = len(view["players"])
        self.layout = board_layout("dale", players)
        self.shown_actions, self.shown_seat = list(actions), seat
        self.hand_steps = stand_ins(self._own_hand(view, seat), actions)
        self.card_targets = {}
        self.wanted = {int(a.args[1]) for a in actions if a.kind == "copy"} | {
            int(a.args[0]) for a in actions if a.kind in ("pick", "order")}
        home = self.home_seat(view, seat)
        frame = BoardFrameItem(QRectF(0, 0, *self.layout.size), face=art.MEADOW)  # the dale the stalls stand in
        scene.addItem(frame)
        clicks = self._clicks(view, actions)
        self._market(scene, frame, view, actions)
        self._info(scene, frame, view)
        others = [s for s in range(players) if s != home]
        if self.opened_seat not in others:
            self.opened_seat = None
        self._strips(scene, frame, view, others, actions)
        self._seat_area(scene, frame, view, actions, home)
        if self.opened_seat is not None:
            self._seat_area(scene, frame, view, actions, self.opened_seat, opened=True)
        self._tray(scene, frame, view, actions)
        self._buttons(scene, frame, view, actions)
        self.register_choices(scene, actions)
        for item_id, action in clicks:
            if item_id in scene.drag.pieces or item_id in scene.drag.targets:
                scene.drag.set_click_action(item_id, action)
        self.clickable = set(scene.drag.click_actions)
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
        area = self.layout.rect("tray")
        card = self.layout.rect("card")
        number_w = 52.0
        width = min(max(360.0, 24 + len(cards) * (card.width() + 8) + len(numbers) * number_w), area.width())
        rect = QRectF(area.center().x() - width / 2, area.top(), width, area.height())
        tray = ZoneItem(rect, "#fbf3dc")
        scene.addItem(tray)
        tray.setZValue(TRAY_Z)
        tray.border = QColor("#8c6a1c")
        TextItem(self.prompt_text(view.get("prompt") or {}, view), QRectF(rect.left() + 12, rect.top() + 6,
                                                                         rect.width() - 24, 40),
                 points("body"), bold=True, colour=QColor("#8e1d12"), parent=tray)
        x = rect.left() + 12
        top = rect.bottom() - card.height() - 8
        pitch = min(card.width() + 8, (rect.width() - 24 - card.width() - len(numbers) * number_w)
                    / max(len(cards) - 1, 1))
        for shown, action in cards:
            item = self.card_item(f"tray:{uid_of(shown)}", shown, card.width(), card.height(), text=True)
            scene.add_piece(item, QPointF(x, top), tray)
            if action is not None:
                scene.drag.set_click_action(item.piece_id, action)
            x += pitch
        if cards:
            x += card.width() - pitch + 8
        for action in numbers:
            target = f"button:{action.kind}:{action.args[0]}"
            button = ButtonItem(QRectF(x, top + 40, 44, 44), str(action.args[0]), primary=True,
                                points=points("button"), wrap=True)
            scene.add_target(button, target, tray)
            scene.drag.set_click_action(target, action)
            x += number_w

    def _drawn_uid(self, uid: int) -> bool:
        """Whether the card lies on the table as itself (a pile's top card stands for the pile, not for itself)."""
        return self.card_targets.get(uid, "").startswith(("market:", "handcard:", "stallcard:"))

    def _buttons(self, scene: TableScene, frame: BoardFrameItem, view: dict[str, Any], actions: list[Action]) -> None:
        area = self.layout.rect("buttons")
        panel = SeatPanelItem(area, "#e2cfa6", parent=frame)
        panel.border = self.context.seat_colour(self.home_seat(view, self.shown_seat))
        y = area.top() + 8
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
            button = ButtonItem(QRectF(area.left() + 6, y, area.width() - 12, 50), self.describe_action(action, view),
                                primary, points=points("button"), wrap=True)
            if target != f"button:{action.key}":
                button.setToolTip(tr("Or drag a hand card there"))
            scene.add_target(button, f"button:{action.key}", panel)
            scene.drag.set_click_action(f"button:{action.key}", action)
            y += 58
        if not wanted and not actions:
            TextItem(tr("Wait for the other players") if not view.get("over") else tr("Game over"),
                     QRectF(area.left() + 8, y, area.width() - 16, 60), points("body"), bold=True,
                     colour=QColor("#6b5b45"), parent=panel)

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

    # --- the legend ------------------------------------------------------------------------
    def legend(self, view: dict[str, Any]) -> list[LegendEntry]:
        return legend_entries(self.words, view)

    def colour_palette(self) -> dict[str, tuple[str, str]]:
        return {deck: (DECK_COLOURS[deck], CUES[deck]) for deck in DECK_COLOURS}

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
        # no place: a card that cannot move now was pressed (or dropped beside every place: the shell's words)
        if not target_id and not self._movable(piece_id, view):
            return reasons.explain_lift(self.words, piece_id, view, self.viewer)
        return reasons.explain(self.words, piece_id, target_id, view, self.viewer)

    def _movable(self, piece_id: str, view: dict[str, Any]) -> bool:
        """Whether ``piece_id`` has a move on the table drawn last: a drag or a click."""
        moves = self.moves(view, self.shown_actions, self.shown_seat)
        return piece_id in self.clickable or any(move.piece_id == piece_id for move in moves)

    def secret_decision(self, view: dict[str, Any]) -> bool | None:
        # every decision of a seat is made with its hand in sight: the screen is handed over to that person
        return True
