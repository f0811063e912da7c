"""The Russian Railroads board: the action spaces, the engineer row, each player's three lines and industry track."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor

from engine.core.actions import Action
from engine.core.events import Event
from engine.core.game import SeatScore
from gui.boards.base import Board, BoardContext, TourStep
from gui.boards.railroads import coal as coal_table
from gui.boards.railroads import germany, modules
from gui.boards.railroads.items import CellItem, DogItem, LocomotiveTileItem, SlotItem
from gui.boards.railroads.words import COLOUR_HEX, COLOUR_LETTER, Words
from gui.i18n import tr
from gui.scene import theme
from gui.scene.cube import CubeItem
from gui.scene.dragdrop import Move
from gui.scene.pawn import PawnItem
from gui.scene.table import BoardFrameItem, TableScene
from gui.scene.text import TextItem
from gui.scene.token import CoinItem
from gui.scene.zone import ButtonItem, ZoneItem

WIDTH, HEIGHT = 1180.0, 744.0
MODULE_HEIGHT = 800.0  # with Germany or Coal: room for the coal table and the public tiles
LEFT_W = 700.0
RIGHT = 16 + LEFT_W + 12
RIGHT_W = WIDTH - 16 - RIGHT
SPACE_COLS, SPACE_H, SPACE_GAP = 6, 64.0, 5.0
ROW_TOP = 296.0
HOME_TOP = 392.0
DEPOT_W = 24.0  # unlocked rails not yet on the line wait at its start
LINE_H = 50.0
LINE_LABEL_W = 168.0
LANE_CELL = 40.0
GROUP_FILL = {"track": "#e6d6b4", "locomotive": "#d9cdb8", "industry": "#e3cfae", "other": "#e8dcc4",
              "turn_order": "#d6d9c4", "last_round_tile": "#e0c9c0", "engineer": "#e4d2b8", "coal": "#d6cdb9"}
EMIL_COLOUR = "#7b5a3c"  # Emil, the solo game's dog: his own colour, never a seat's
BUTTON_KINDS = frozenset({"start_bonus", "pass", "choose", "marker", "qcard", "reuse", "endcard", "skip", "done",
                          "stay", "loco_discard", "end_turn", "close", "keep", "bonus_token", "refire", "coal_buy",
                          "build"})


def space_target(space_id: str) -> str:
    return f"space:{space_id}"


class RailroadsBoard(Board):
    """Drag workers or roubles onto action spaces, rail markers along the lines, locomotives onto slots."""

    log_actions = False  # the event sentences tell every move ("Eva took 2 black steps.")
    quiet_actions = frozenset({"skip", "end_turn", "keep"})  # ending a turn, keeping a foundry: nothing to tell

    def __init__(self, context: BoardContext, parent: Any = None) -> None:
        super().__init__(context, parent)
        self.words = Words(context.language, context.seat_name)
        self.height = HEIGHT
        self.home_top = HOME_TOP

    def _geometry(self, view: dict[str, Any]) -> None:
        """The board's height and where the home board starts: the modules need more room."""
        modules = bool(view.get("germany") or view.get("coal"))
        self.height = MODULE_HEIGHT if modules else HEIGHT
        self.home_top = HOME_TOP + (coal_table.STRIP_H + 4 if view.get("coal") else 0)

    # --- helpers --------------------------------------------------------------------------
    def home_seat(self, view: dict[str, Any], seat: int | None) -> int:
        players = len(view.get("players") or [None])
        current = view.get("current")
        for candidate in (seat, self.viewer):
            if candidate is not None and 0 <= candidate < players:
                return candidate
        humans = [i for i, s in enumerate(self.context.seats) if not s.is_ai and i < players]
        if humans:
            return humans[0]
        return current if isinstance(current, int) else 0

    def colour_of(self, seat: Any) -> QColor:
        return self.context.seat_colour(seat) if isinstance(seat, int) else QColor("#888888")

    # --- drawing --------------------------------------------------------------------------
    def build(self, scene: TableScene, view: dict[str, Any], actions: list[Action], seat: int | None) -> None:
        self.words.view = view
        self._geometry(view)
        home = self.home_seat(view, seat)
        frame = BoardFrameItem(QRectF(0, 0, WIDTH, self.height))
        scene.addItem(frame)
        self._spaces(scene, frame, view, actions)
        self._engineer_row(scene, frame, view)
        self._supply(frame, view)
        if view.get("coal"):
            coal_table.draw_table(self, scene, frame, view, QRectF(12, HOME_TOP - 2, LEFT_W + 8, coal_table.STRIP_H),
                                  actions)
        self._home(scene, frame, view, home, actions)
        self._status(frame, view)
        self._others(scene, frame, view, home)
        self._tray(scene, frame, view, actions)
        self._clicks(scene, actions)
        for move in self.moves(view, actions, seat):
            piece = scene.drag.pieces.get(move.piece_id)
            if piece is not None:
                piece.set_highlight("lit")

    def space_cell(self, scene: TableScene, parent: Any, space: dict[str, Any], rect: QRectF) -> None:
        """An action space (also the coal table's, drawn lower): its name, cost, occupant and why it is closed."""
        self._space_item(scene, parent, space, rect)

    def _space_item(self, scene: TableScene, parent: Any, space: dict[str, Any], rect: QRectF) -> None:
        name = self.words.pick(space.get("names"), str(space.get("id")))
        zone = ZoneItem(rect, GROUP_FILL.get(str(space.get("group")), "#e6d6b4"))
        scene.add_target(zone, space_target(str(space["id"])), parent)
        name_h = 44.0 if rect.height() >= SPACE_H else rect.height() - 22
        TextItem(name, QRectF(rect.left() + 5, rect.top() + 3, rect.width() - 10, name_h), 9, parent=zone)
        cost = space.get("cost") or {}
        cost_text = self._cost_text(cost)
        TextItem(cost_text, QRectF(rect.left() + 5, rect.bottom() - 19, rect.width() - 40, 16), 9,
                 colour=theme.INK_SOFT, parent=zone)
        tip = [f"<b>{name}</b>", cost_text]
        occupant = space.get("occupant")
        users = space.get("users") or []
        if isinstance(occupant, int):
            pawn = PawnItem(f"occ:{space['id']}", self.colour_of(occupant), 22, self.context.seat_letter(occupant),
                            self.context.colour_cues)
            scene.track(pawn, f"occ:{space['id']}")
            pawn.setParentItem(zone)
            pawn.setPos(rect.right() - 24, rect.bottom() - 26)
            tip.append(tr("Taken by %1").replace("%1", self.context.seat_name(occupant)))
        self._emil_pawn(scene, zone, space, QPointF(rect.right() - 24, rect.bottom() - 26), tip)
        for k, user in enumerate(users[:4]):
            pawn = PawnItem(f"occ:{space['id']}:{k}", self.colour_of(user), 16, self.context.seat_letter(user),
                            self.context.colour_cues)
            pawn.setParentItem(zone)
            pawn.setPos(rect.right() - 18 - k * 14, rect.bottom() - 20)
        if not space.get("available") and space.get("reason") not in ("", "not_your_turn"):
            tip.append(self.words.space_reason(str(space.get("reason"))))
        zone.setToolTip("<br>".join(tip))

    def _emil_pawn(self, scene: TableScene, zone: Any, space: dict[str, Any], pos: QPointF, tip: list[str]) -> None:
        """Emil's workers on a space he blocks: his colour, marked with a dog and their count."""
        workers = int(space.get("emil_workers", 0) or 0)
        if not workers:
            return
        pawn = PawnItem(f"emil:{space['id']}", QColor(EMIL_COLOUR), 22)
        scene.track(pawn, f"emil:{space['id']}")
        pawn.setParentItem(zone)
        pawn.setPos(pos)
        DogItem(QRectF(22 * 0.4 - 6.5, 22 * 0.44, 13, 12), pawn)  # on the pawn's body: it travels with it
        tip.append(tr("Blocked by Emil (%1)").replace("%1", self._cost_text({"workers": workers})))

    def _emil_panel(self, frame: BoardFrameItem, view: dict[str, Any], rect: QRectF) -> None:
        """Emil's corner in the solo game: his workers, the next score giving him one, his last card."""
        emil = view.get("emil") or {}
        panel = ZoneItem(rect, "#eadcc0", parent=frame)
        band = ZoneItem(QRectF(rect.left() + 3, rect.top() + 3, rect.width() - 6, 20), QColor(EMIL_COLOUR), parent=panel)
        band.radius = 6
        workers = emil.get("workers") or {}
        DogItem(QRectF(rect.left() + 6, rect.top() + 4, 18, 18), band)
        head = tr("Emil · %1 of %2 workers free").replace("%1", str(workers.get("free", 0))).replace(
            "%2", str(workers.get("total", 0)))
        if emil.get("passed"):
            head += " · " + tr("passed")
        TextItem(head, QRectF(rect.left() + 28, rect.top() + 5, rect.width() - 36, 16), 9.5, bold=True,
                 colour=theme.text_on(QColor(EMIL_COLOUR)), parent=band)
        threshold = emil.get("next_threshold")
        more = (tr("He gets another worker when you reach %1 points.").replace("%1", str(threshold))
                if threshold else tr("He has all his workers."))
        TextItem(more, QRectF(rect.left() + 8, rect.top() + 26, rect.width() - 16, 16), 9, colour=theme.INK_SOFT,
                 parent=panel)
        last = emil.get("last")
        card = self.words.space((emil.get("cards") or {}).get(last, {}).get("space")) if last else "–"
        revealed = TextItem(tr("Last card: %1").replace("%1", card), QRectF(rect.left() + 8, rect.top() + 44,
                                                                           rect.width() - 16, 22), 11.5, bold=True,
                            serif=True, parent=panel)
        skipped = [self.words.space((emil.get("cards") or {}).get(s.get("card"), {}).get("space")) + ": "
                   + self.words.emil_reason(str(s.get("reason"))) for s in emil.get("skipped") or []]
        revealed.setToolTip("<br>".join(skipped) if skipped else card)
        facts = tr("cards left %1 · engineers %2 · set aside %3").replace("%1", str(emil.get("deck_count", 0))).replace(
            "%2", str(len(emil.get("engineers") or []))).replace("%3", str(len(emil.get("tiles") or [])))
        TextItem(facts, QRectF(rect.left() + 8, rect.top() + 68, rect.width() - 16, 16), 9, colour=theme.INK_SOFT,
                 parent=panel)
        if skipped:
            TextItem(tr("discarded: %1").replace("%1", str(len(skipped))), QRectF(rect.left() + 8, rect.top() + 86,
                                                                                rect.width() - 16, 16), 9,
                     colour=theme.INK_SOFT, parent=panel)

    def _cost_text(self, cost: dict[str, Any]) -> str:
        workers, coins = int(cost.get("workers", 0) or 0), int(cost.get("coins", 0) or 0)
        parts = []
        if workers:
            parts.append(tr("1 worker") if workers == 1 else tr("%n workers", "", workers).replace("%n", str(workers)))
        if coins:
            parts.append(tr("1 rouble") if coins == 1 else tr("%n roubles", "", coins).replace("%n", str(coins)))
        return " + ".join(parts) if parts else tr("free")

    def _spaces(self, scene: TableScene, frame: BoardFrameItem, view: dict[str, Any], actions: list[Action]) -> None:
        spaces = [s for s in view.get("spaces") or [] if s.get("group") not in ("engineer", "coal")]
        width = (LEFT_W - (SPACE_COLS - 1) * SPACE_GAP) / SPACE_COLS
        zone = ZoneItem(QRectF(12, 12, LEFT_W + 8, ROW_TOP - 18), "#cdb98f", parent=frame)
        zone.radius = 10
        for k, space in enumerate(spaces):
            row, col = divmod(k, SPACE_COLS)
            rect = QRectF(16 + col * (width + SPACE_GAP), 16 + row * (SPACE_H + SPACE_GAP), width, SPACE_H)
            self._space_item(scene, zone, space, rect)

    def _engineer_row(self, scene: TableScene, frame: BoardFrameItem, view: dict[str, Any]) -> None:
        row = view.get("engineer_row") or []
        spaces = {int((s.get("effect") or {}).get("slot", -1)): s for s in view.get("spaces") or []
                  if s.get("group") == "engineer"}
        area = QRectF(12, ROW_TOP - 2, 500, HOME_TOP - ROW_TOP - 6)
        zone = ZoneItem(area, "#cdb98f", tr("Engineers (the round clock)"), parent=frame)
        count = max(len(row), 1)
        width = (area.width() - 12 - (count - 1) * 4) / count
        for k, slot in enumerate(row):
            # the row is counted from the right: slot 0, the hiring slot, stands at the right end
            rect = QRectF(area.right() - 6 - (k + 1) * width - k * 4, area.top() + 22, width, area.height() - 28)
            engineer = slot.get("engineer")
            space = spaces.get(int(slot.get("slot", k)))
            if space is not None:
                self._engineer_space(scene, zone, space, engineer, rect, str(slot.get("role")))
                continue
            cell = ZoneItem(rect, "#e9dcc0" if engineer else "#bca77c", dashed=not engineer, parent=zone)
            if engineer:
                TextItem(f"{engineer.get('number')}{engineer.get('letter', '')}", QRectF(rect.left() + 4, rect.top() + 4,
                                                                                      rect.width() - 8, 18), 10,
                         bold=True, parent=cell)
                cell.setToolTip(self.words.pick(engineer.get("text"), ""))

    def _engineer_space(self, scene: TableScene, parent: Any, space: dict[str, Any], engineer: Any, rect: QRectF,
                        role: str) -> None:
        zone = ZoneItem(rect, "#f0e2c2" if role == "hire" else "#e9dcc0")
        scene.add_target(zone, space_target(str(space["id"])), parent)
        label = tr("hire") if role == "hire" else tr("use")
        TextItem(label, QRectF(rect.left() + 3, rect.bottom() - 17, rect.width() - 6, 15), 9, colour=theme.INK_SOFT,
                 parent=zone)
        tip = [self.words.pick(space.get("names"), str(space["id"])), self._cost_text(space.get("cost") or {})]
        if engineer:
            TextItem(f"{engineer.get('number')}{engineer.get('letter', '')}", QRectF(rect.left() + 4, rect.top() + 4,
                                                                                  rect.width() - 8, 18), 10,
                     bold=True, parent=zone)
            tip.append(self.words.pick(engineer.get("text"), ""))
        occupant = space.get("occupant")
        if isinstance(occupant, int):
            pawn = PawnItem(f"occ:{space['id']}", self.colour_of(occupant), 20, self.context.seat_letter(occupant),
                            self.context.colour_cues)
            scene.track(pawn, f"occ:{space['id']}")
            pawn.setParentItem(zone)
            pawn.setPos(rect.right() - 22, rect.top() + 24)
        self._emil_pawn(scene, zone, space, QPointF(rect.right() - 22, rect.top() + 24), tip)
        if not space.get("available") and space.get("reason") not in ("", "not_your_turn"):
            tip.append(self.words.space_reason(str(space.get("reason"))))
        zone.setToolTip("<br>".join(t for t in tip if t))

    def _supply(self, frame: BoardFrameItem, view: dict[str, Any]) -> None:
        area = QRectF(520, ROW_TOP - 2, LEFT_W + 20 - 520, HOME_TOP - ROW_TOP - 6)
        zone = ZoneItem(area, "#cdb98f", tr("Supply"), parent=frame)
        supply = view.get("locomotive_supply") or {}
        lowest = view.get("lowest") or 0
        text = tr("next locomotive: %1").replace("%1", str(lowest)) if lowest else tr("no locomotives left")
        nxt = TextItem(text, QRectF(area.left() + 8, area.top() + 20, area.width() - 16, 16), 9, parent=zone)
        stock = "  ".join(f"{n}×{c}" for n, c in supply.items() if c)
        tokens = (view.get("extras") or {}).get("tokens") or []
        if tokens:  # the additional material: the shared bonus tokens take the stock's line, the stock its tooltip
            nxt.setToolTip(stock)
            stock = tr("bonus tokens: %1").replace("%1", ", ".join(
                f"{t.get('left', 0)}× {self.words.pick(t.get('names'), str(t.get('id')))}" for t in tokens))
        line = TextItem(stock, QRectF(area.left() + 8, area.top() + 37, area.width() - 16, 16), 9,
                        colour=theme.INK_SOFT, parent=zone)
        if tokens and not line.toolTip():
            line.setToolTip(stock)
        cards = view.get("question_cards") or []
        names = ", ".join(self.words.pick(c.get("names"), str(c.get("id"))) for c in cards)
        line = TextItem(tr("“?” cards: %1").replace("%1", names or "–"),
                        QRectF(area.left() + 8, area.top() + 54, area.width() - 16, 16), 9, parent=zone)
        line.setToolTip(names)
        deck = (view.get("end_deck") or {}).get("count", 0)
        TextItem(tr("end-game bonus cards: %1").replace("%1", str(deck)),
                 QRectF(area.left() + 8, area.top() + 71, area.width() - 16, 16), 9, colour=theme.INK_SOFT,
                 parent=zone)

    # --- a player's board -------------------------------------------------------------------
    def _home(self, scene: TableScene, frame: BoardFrameItem, view: dict[str, Any], home: int,
              actions: list[Action]) -> None:
        players = view.get("players") or []
        if not 0 <= home < len(players):
            return
        player = players[home]
        area = QRectF(12, self.home_top, LEFT_W + 8, self.height - 12 - self.home_top)
        panel = ZoneItem(area, "#efe2c4")
        scene.add_target(panel, f"seat:{home}", frame)
        colour = self.colour_of(home)
        band = ZoneItem(QRectF(area.left() + 3, area.top() + 3, area.width() - 6, 24), colour, parent=panel)
        band.radius = 6
        TextItem(self.context.seat_name(home), QRectF(area.left() + 10, area.top() + 6, 220, 18), 10, bold=True,
                 colour=theme.text_on(colour), parent=band)
        facts = self._facts(player)
        TextItem(facts, QRectF(area.left() + 236, area.top() + 6, area.width() - 246, 18), 9.5,
                 colour=theme.text_on(colour), parent=band)
        workers = player.get("workers") or {}
        free = int(workers.get("free", 0)) + int(workers.get("helpers", 0))
        top = area.top() + 32
        if free:
            pawn = PawnItem("worker", colour, 30, self.context.seat_letter(home), self.context.colour_cues)
            pawn.setToolTip(tr("Your workers: drag one onto an action space"))
            scene.add_piece(pawn, QPointF(area.left() + 10, top), panel)
        TextItem(f"× {free}", QRectF(area.left() + 40, top + 8, 40, 18), 10, bold=True, parent=panel)
        coins = int(player.get("coins", 0))
        if coins:
            coin = CoinItem("coin", 1, 26)
            coin.setToolTip(tr("Your roubles: drag one onto an action space to pay instead of a worker"))
            scene.add_piece(coin, QPointF(area.left() + 84, top + 2), panel)
        TextItem(f"× {coins}", QRectF(area.left() + 114, top + 8, 44, 18), 10, bold=True, parent=panel)
        engineers_left = area.left() + 162
        if view.get("coal"):
            coal_table.coal_count(self, panel, view, home, engineers_left, top)
            engineers_left += 66
        self._own_engineers(scene, panel, view, player, QRectF(engineers_left, top, area.right() - 8 - engineers_left,
                                                               32))
        y = top + 38
        lines = germany.lines_of(view) if player.get("germany") else (view.get("layout") or {}).get("lines") or []
        for line in lines:
            self._line(scene, panel, view, home, player, line, QRectF(area.left() + 6, y, area.width() - 12, LINE_H - 4),
                       actions)
            y += LINE_H
        self._lane(scene, panel, view, home, player, QRectF(area.left() + 6, y + 2, area.width() - 12, 50))
        keep = QRectF(area.left() + 8, y + 58, area.width() - 16, area.bottom() - y - 62)
        if view.get("coal") or player.get("germany"):
            x = germany.own_tokens(self, scene, panel, player, actions, keep.left(), keep.top(), keep.width())
            coal_table.own_foundries(self, scene, panel, view, home, actions, x, keep.top(), keep.right() - x)
            keep.setTop(keep.top() + 28)
        self._keepsakes(panel, view, player, keep)

    def _keepsakes(self, panel: Any, view: dict[str, Any], player: dict[str, Any], rect: QRectF) -> None:
        """The bonus markers used and still to come, the end-game bonus cards the viewer may see; on one line
        when the modules' tokens took the room above."""
        used = [self.words.card("bonus_markers", m) for m in player.get("bonus_markers_used") or []]
        left = [self.words.card("bonus_markers", m) for m in player.get("bonus_markers_left") or []]
        cards = player.get("end_cards")
        if cards is None:
            text = tr("end-game bonus cards: %1").replace("%1", str(player.get("end_card_count", 0)))
        else:
            text = tr("Your end-game bonus cards: %1").replace(
                "%1", ", ".join(self.words.card("end_cards", c) for c in cards) or "–")
        one_line = rect.height() < 34
        width = rect.width() / 2 - 4 if one_line else rect.width()
        line = TextItem(tr("“?” markers used: %1").replace("%1", ", ".join(used) or "–"),
                        QRectF(rect.left(), rect.top(), width, 16), 9, parent=panel)
        line.setToolTip(tr("Still to come: %1").replace("%1", ", ".join(left) or "–"))
        second = QRectF(rect.left() + width + 8, rect.top(), width, 16) if one_line else QRectF(
            rect.left(), rect.top() + 18, rect.width(), 16)
        TextItem(text, second, 9, colour=theme.INK_SOFT, parent=panel)

    def _facts(self, player: dict[str, Any]) -> str:
        parts = [tr("%1 points").replace("%1", str(player.get("score", 0))),
                 tr("doublers: %1").replace("%1", str(player.get("doublers", 0))),
                 tr("round score now: %1").replace("%1", str(player.get("round_projection", 0)))]
        if player.get("medal"):
            parts.append(tr("Kiev medal"))
        return " · ".join(parts)

    def _own_engineers(self, scene: TableScene, panel: Any, view: dict[str, Any], player: dict[str, Any],
                       rect: QRectF) -> None:
        engineers = player.get("engineers") or []
        if not engineers:
            TextItem(tr("Hired engineers become your own action spaces."), QRectF(rect.left(), rect.top() + 8,
                                                                                  rect.width(), 18), 9,
                     colour=theme.INK_SOFT, parent=panel)
            return
        width = min(84.0, rect.width() / len(engineers) - 4)
        catalogue = view.get("engineers") or {}
        for k, own in enumerate(engineers):
            engineer = catalogue.get(str(own.get("id"))) or {}
            cell = ZoneItem(QRectF(rect.left() + k * (width + 4), rect.top(), width, rect.height()),
                            "#cfc2a2" if own.get("used") else "#f4e7c8")
            scene.add_target(cell, space_target(str(own.get("id"))), panel)
            label = f"{engineer.get('number', '?')}{engineer.get('letter', '')}"
            if own.get("used"):
                label += " ✓"
            TextItem(label, QRectF(cell.rect.left() + 4, cell.rect.top() + 7, width - 8, 18), 9.5, bold=True,
                     parent=cell)
            cell.setToolTip(self.words.pick(engineer.get("text"), ""))

    def _line(self, scene: TableScene, panel: Any, view: dict[str, Any], seat: int, player: dict[str, Any],
              line: dict[str, Any], rect: QRectF, actions: list[Action]) -> None:
        line_id = str(line.get("id"))
        state = (player.get("lines") or {}).get(line_id) or {}
        rails = state.get("rails") or {}
        reach = int(state.get("reach", 0))
        label = germany.line_label(self, view, line, player) if player.get("germany") else self.words.pick(
            line.get("names"), line_id)
        TextItem(label, QRectF(rect.left() + 2, rect.top(), LINE_LABEL_W - 8, 18), 9, bold=True, parent=panel)
        locos = state.get("locomotives") or []
        stokers = state.get("stokers") or []
        for slot, tile in enumerate(locos):
            target = f"loco:{line_id}:{slot}"
            stoked = bool(tile) and slot < len(stokers) and bool(stokers[slot])
            item = SlotItem(QRectF(rect.left() + 2 + slot * 34, rect.top() + 19, 30, 24),
                            str(9 if tile == 10 else tile) if tile else "", "#3f5a73" if tile else "", stoker=stoked)
            scene.add_target(item, target, panel)
            tip = self.words.locomotive(tile) if tile else tr("Empty locomotive slot")
            if stoked:
                tip += "<br>" + tr("With a stoker: it counts one higher")
            item.setToolTip(tip)
        TextItem(tr("reach %1").replace("%1", str(reach)), QRectF(rect.left() + 74, rect.top() + 24, LINE_LABEL_W - 78,
                                                                  16), 9, colour=theme.INK_SOFT, parent=panel)
        length = int(line.get("length", 0))
        cells = QRectF(rect.left() + LINE_LABEL_W, rect.top(), rect.width() - LINE_LABEL_W, rect.height())
        track = ZoneItem(cells, "#d9c7a0")
        scene.add_target(track, f"track:{seat}:{line_id}", panel)
        track.setToolTip(tr("%1: drag a rail marker here to move it one space on").replace(
            "%1", self.words.pick(line.get("names"), line_id)))
        cell_w = min(36.0, (cells.width() - 6 - DEPOT_W) / max(length, 1))
        first = cells.left() + 3 + DEPOT_W
        occupied: dict[int, str] = {int(v): c for c, v in rails.items() if int(v)}
        colours = line.get("colours") or []
        if player.get("germany"):
            germany.draw_line(self, scene, track, view, seat, player, line, cells, first, actions)
            colours = (((player.get("germany") or {}).get("lines") or {}).get(line_id) or {}).get("colours") or colours
        else:
            specials: dict[int, list[dict[str, Any]]] = {}
            for special in line.get("specials") or []:
                specials.setdefault(int(special.get("space", 0)), []).append(special)
            for space in range(1, length + 1):
                cell_rect = QRectF(first + (space - 1) * cell_w, cells.top() + 3, cell_w - 2, cells.height() - 6)
                marks = "".join(self.special_mark(s) for s in specials.get(space, []))
                cell = CellItem(cell_rect, str(space), marks, space <= reach, parent=track)
                tips = [self.words.special(s.get("type")) for s in specials.get(space, [])]
                if tips:
                    cell.setToolTip("<br>".join(tips))
        unlocked = set(player.get("unlocked") or [])
        waiting = [c for c in colours if not int(rails.get(c, 0)) and c in unlocked]
        for space_no, colour in sorted(occupied.items()):
            x, dy = first + (space_no - 1) * cell_w + (cell_w - 2) / 2 - 9, 16.0
            if player.get("germany"):
                x, dy = germany.rail_x(view, player, line_id, space_no, cells, first) or (x, dy)
            self._rail_cube(scene, track, seat, line_id, colour, QPointF(x, cells.top() + dy))
        for k, colour in enumerate(waiting[:4]):
            row, col = divmod(k, 2)
            self._rail_cube(scene, track, seat, line_id, colour,
                            QPointF(cells.left() + 3 + col * 11, cells.top() + 6 + row * 18), 9)

    def _rail_cube(self, scene: TableScene, parent: Any, seat: int, line_id: str, colour: str, pos: QPointF,
                   size: float = 17) -> None:
        cube = CubeItem(f"rail:{seat}:{line_id}:{colour}", COLOUR_HEX.get(colour, "#777"), size,
                        COLOUR_LETTER.get(colour, ""), self.context.colour_cues)
        cube.setToolTip(tr("%1 rail").replace("%1", self.words.colour(colour)))
        scene.add_piece(cube, pos, parent)

    @staticmethod
    def special_mark(special: dict[str, Any]) -> str:
        marks = {"unlock_colour": "◆", "new_worker": "☺", "bonus_marker": "?", "line_doubling": "×2",
                 "star_points": "★", "medal_space": "◎", "line_end": "▮", "branch_point": "Y", "station": "⌂",
                 "immediate": "!", "income_token": "¤", "extra_industry_marker": "+"}
        return marks.get(str(special.get("type")), "•")

    def _lane(self, scene: TableScene, panel: Any, view: dict[str, Any], seat: int, player: dict[str, Any],
              rect: QRectF) -> None:
        lane = (view.get("layout") or {}).get("industry_lane") or []
        TextItem(tr("Industry"), QRectF(rect.left() + 2, rect.top(), LINE_LABEL_W - 8, 18), 9, bold=True, parent=panel)
        factories = player.get("factories") or []
        TextItem(tr("factories: %1").replace("%1", str(sum(1 for f in factories if f))),
                 QRectF(rect.left() + 2, rect.top() + 22, LINE_LABEL_W - 8, 16), 9, colour=theme.INK_SOFT, parent=panel)
        cells = QRectF(rect.left() + LINE_LABEL_W, rect.top(), rect.width() - LINE_LABEL_W, rect.height())
        zone = ZoneItem(cells, "#d6c09a")
        scene.add_target(zone, f"lane:{seat}", panel)
        zone.setToolTip(tr("The industry track: drag an industry marker here to move it on"))
        cell_w = min(LANE_CELL, (cells.width() - 6) / max(len(lane), 1))
        stoked = coal_table.stoked_factory_slots(view, seat)
        for cell in lane:
            idx = int(cell.get("idx", 0))
            cell_rect = QRectF(cells.left() + 3 + idx * cell_w, cells.top() + 3, cell_w - 2, cells.height() - 6)
            kind = cell.get("kind")
            if kind == "factory":
                slot = int(cell.get("slot", 1))
                number = factories[slot - 1] if slot - 1 < len(factories) else 0
                item = SlotItem(cell_rect, str(number) if number else "", "#7a3d2a" if number else "",
                                stoker=bool(number) and slot in stoked)
                scene.add_target(item, f"fslot:{seat}:{slot}", zone)
                tip = (self.words.factory(number) + "<br>" + self.words.factory_text(number) if number
                       else tr("Empty factory slot %1").replace("%1", str(slot)))
                if number and slot in stoked:
                    tip += "<br>" + tr("With a stoker: it works twice")
                item.setToolTip(tip)
            else:
                text = str(cell.get("points", "")) if kind in ("space", "end") else ("?" if kind == "bonus_marker" else "")
                CellItem(cell_rect, text, "", True, parent=zone)
        for k, position in enumerate(player.get("industry") or []):
            if k > 0 and not position:
                continue
            x = cells.left() + 3 + int(position) * cell_w + (cell_w - 2) / 2 - 10
            marker = CubeItem(f"industry:{seat}:{k}", "#c9a227", 18, str(k + 1), True)
            marker.setToolTip(tr("Industry marker %1").replace("%1", str(k + 1)))
            scene.add_piece(marker, QPointF(x, cells.top() + 14 + k * 4), zone)

    # --- the right column ---------------------------------------------------------------------
    def _status(self, frame: BoardFrameItem, view: dict[str, Any]) -> None:
        rect = QRectF(RIGHT, 12, RIGHT_W, 84)
        zone = ZoneItem(rect, "#e9dab5", parent=frame)
        round_text = tr("Round %1 of %2").replace("%1", str(view.get("round", 1))).replace("%2", str(view.get("rounds")))
        if view.get("last_round"):
            round_text += " · " + tr("last round")
        TextItem(round_text, QRectF(rect.left() + 8, rect.top() + 6, rect.width() - 16, 18), 10.5, bold=True,
                 serif=True, parent=zone)
        order = view.get("order") or []
        passed = view.get("passed") or []
        names = [self.context.seat_name(s) + (" ✓" if s < len(passed) and passed[s] else "") for s in order]
        if view.get("emil"):
            names.insert(0, tr("Emil") + (" ✓" if (view.get("emil") or {}).get("passed") else ""))
        TextItem(tr("Order: %1").replace("%1", " → ".join(names)), QRectF(rect.left() + 8, rect.top() + 28,
                                                                         rect.width() - 16, 34), 9, parent=zone)
        current = view.get("current")
        if isinstance(current, int) and not view.get("over"):
            TextItem(tr("%1's turn").replace("%1", self.context.seat_name(current)),
                     QRectF(rect.left() + 8, rect.bottom() - 20, rect.width() - 16, 17), 9.5, bold=True,
                     colour=theme.darker(self.colour_of(current), 130), parent=zone)

    def _others(self, scene: TableScene, frame: BoardFrameItem, view: dict[str, Any], home: int) -> None:
        players = view.get("players") or []
        others = [s for s in range(len(players)) if s != home]
        top, height = 104.0, self._mini_step(view) - 6
        layout = view.get("layout") or {}
        if view.get("emil"):
            self._emil_panel(frame, view, QRectF(RIGHT, top, RIGHT_W, height))
            return
        for k, s in enumerate(others):
            rect = QRectF(RIGHT, top + k * (height + 6), RIGHT_W, height)
            self._mini(scene, frame, view, s, players[s], rect, layout)

    @staticmethod
    def _modules(view: dict[str, Any]) -> bool:
        return bool(view.get("germany") or view.get("coal"))

    def _mini_step(self, view: dict[str, Any]) -> float:
        """How far apart the others' small boards stand: the modules' facts take a second line."""
        return 120.0 if self._modules(view) else 116.0

    def _mini(self, scene: TableScene, frame: BoardFrameItem, view: dict[str, Any], seat: int, player: dict[str, Any],
              rect: QRectF, layout: dict[str, Any]) -> None:
        panel = ZoneItem(rect, "#f1e5c6")
        scene.add_target(panel, f"seat:{seat}", frame)
        if seat in (view.get("to_move") or []):
            panel.border = theme.BRASS_DARK
        colour = self.colour_of(seat)
        band = ZoneItem(QRectF(rect.left() + 3, rect.top() + 3, rect.width() - 6, 20), colour, parent=panel)
        band.radius = 6
        name = TextItem(self.context.seat_name(seat), QRectF(rect.left() + 8, rect.top() + 5, 150, 16), 9.5, bold=True,
                        colour=theme.text_on(colour), parent=band)
        name.setToolTip(self.context.seat_name(seat))
        TextItem(self.words.summary(player), QRectF(rect.left() + 162, rect.top() + 5, rect.width() - 170, 16), 9,
                 colour=theme.text_on(colour), parent=band)
        y = rect.top() + 28
        label_w = 92.0
        lines = germany.lines_of(view) if player.get("germany") else layout.get("lines") or []
        for line in lines:
            line_id = str(line.get("id"))
            state = (player.get("lines") or {}).get(line_id) or {}
            label = TextItem(self.words.pick(line.get("names"), line_id), QRectF(rect.left() + 6, y, label_w - 8, 16),
                             9, parent=panel)
            label.setToolTip(self.words.pick(line.get("names"), line_id))
            length = 0 if player.get("germany") else int(line.get("length", 1))
            cell_w = (rect.width() - label_w - 44) / 15
            reach = int(state.get("reach", 0))
            rails = {int(v): c for c, v in (state.get("rails") or {}).items() if int(v)}
            if player.get("germany"):
                germany.mini_line(self, panel, view, player, line_id, rect.left() + label_w, y, cell_w)
            for space in range(1, length + 1):
                cell_rect = QRectF(rect.left() + label_w + (space - 1) * cell_w, y + 1, cell_w - 1, 14)
                cell = CellItem(cell_rect, "", "", space <= reach, parent=panel, compact=True)
                if space in rails:
                    cell.fill_colour = QColor(COLOUR_HEX.get(rails[space], "#777"))
                    cell.letter = COLOUR_LETTER.get(rails[space], "") if self.context.colour_cues else ""
            TextItem(str(reach), QRectF(rect.right() - 40, y, 34, 16), 9, colour=theme.INK_SOFT, parent=panel)
            y += 16 if self._modules(view) else 18
        industry = player.get("industry") or [0]
        factories = sum(1 for f in player.get("factories") or [] if f)
        facts = [tr("industry %1 · factories %2 · engineers %3").replace("%1", str(max(industry))).replace(
            "%2", str(factories)).replace("%3", str(len(player.get("engineers") or [])))]
        TextItem(" · ".join(facts), QRectF(rect.left() + 6, y + 2, rect.width() - 12, 16), 9, colour=theme.INK_SOFT,
                 parent=panel)
        more = coal_table.mini_facts(view, seat) + germany.mini_facts(self, player)
        if more:
            TextItem(" · ".join(more), QRectF(rect.left() + 6, y + 18, rect.width() - 12, 16), 9, colour=theme.INK_SOFT,
                     parent=panel)

    def _tray(self, scene: TableScene, frame: BoardFrameItem, view: dict[str, Any], actions: list[Action]) -> None:
        players = len(view.get("players") or []) + (1 if view.get("emil") else 0)
        top = 104 + min(max(players - 1, 0), 3) * self._mini_step(view)
        if view.get("germany"):
            germany.draw_supply(self, scene, frame, view, QRectF(RIGHT, top, RIGHT_W, germany.SUPPLY_H), actions)
            top += germany.SUPPLY_H + 6
        rect = QRectF(RIGHT, top, RIGHT_W, self.height - 12 - top)
        zone = ZoneItem(rect, "#e9dab5", parent=frame)
        wanted = [a for a in actions if a.kind in BUTTON_KINDS or (a.kind == "factory")]
        held = ((view.get("pending") or {}).get("held_locomotive")) or 0
        top = rect.top() + 8
        stoker = any(a.kind == "stoker" for a in actions)
        if stoker:
            top = coal_table.stoker_piece(self, scene, zone, rect, top)
        if held:
            tile = LocomotiveTileItem("held_loco", str(9 if held == 10 else held))
            tile.setToolTip(self.words.locomotive(held))
            scene.add_piece(tile, QPointF(rect.left() + 10, top), zone)
            TextItem(tr("Drag the locomotive onto a slot of one of your lines"),
                     QRectF(rect.left() + 52, top, rect.width() - 60, 32), 9, parent=zone)
            top += 38
        if not wanted:
            if not held and not stoker:
                text = tr("Game over") if view.get("over") else (tr("Drag or click on the table") if actions
                                                                 else tr("Waiting…"))
                TextItem(text, QRectF(rect.left() + 10, top + 4, rect.width() - 20, 40), 10, bold=True,
                         colour=theme.INK_SOFT, parent=zone)
            return
        cols = 2 if len(wanted) > 4 else 1
        gap = 6.0
        width = (rect.width() - 16 - (cols - 1) * gap) / cols
        rows = max(1, (len(wanted) + cols - 1) // cols)
        height = min(40.0, (rect.bottom() - 8 - top - (rows - 1) * 5) / rows)
        for k, action in enumerate(wanted):
            row, col = divmod(k, cols)
            label = self.describe_action(action, view)
            primary = action.kind not in ("skip", "pass", "stay", "done", "loco_discard", "keep")
            button = ButtonItem(QRectF(rect.left() + 8 + col * (width + gap), top + row * (height + 5), width, height),
                                label, primary, points=9, wrap=True)
            button.setToolTip(label)
            scene.add_target(button, f"button:{action.key}", zone)
            scene.drag.set_click_action(f"button:{action.key}", action)

    def _clicks(self, scene: TableScene, actions: list[Action]) -> None:
        """A click on an available action space places a worker there (without roubles when possible)."""
        first: dict[str, Action] = {}
        for action in actions:
            if action.kind in ("place", "relocate"):
                first.setdefault(space_target(str(action.args[0])), action)
        for target, action in first.items():
            if target in scene.drag.targets:
                scene.drag.set_click_action(target, action)
                scene.drag.targets[target].set_highlight("lit")

    # --- gestures ---------------------------------------------------------------------------
    def moves(self, view: dict[str, Any], actions: list[Action], seat: int | None) -> list[Move]:
        if seat is None or not actions:
            return []
        result: list[Move] = []
        for action in actions:
            kind, args = action.kind, [str(a) for a in action.args]
            if kind == "place":
                piece = "coin" if int(args[1]) else "worker"
                result.append(Move(action, piece, space_target(args[0])))
            elif kind == "relocate":
                result.append(Move(action, "worker", space_target(args[0])))
            elif kind == "rail":
                result.append(Move(action, f"rail:{seat}:{args[0]}:{args[1]}", f"track:{seat}:{args[0]}"))
            elif kind == "industry":
                result.append(Move(action, f"industry:{seat}:{args[0]}", f"lane:{seat}"))
            elif kind == "loco":
                result.append(Move(action, "held_loco", f"loco:{args[0]}:{args[1]}"))
            else:
                result.extend(modules.moves(view, action, seat))
        return result

    # --- words ---------------------------------------------------------------------------------
    def describe_action(self, action: Action, view: dict[str, Any]) -> str:
        self.words.view = view
        return self.words.action(action) or super().describe_action(action, view)

    def describe_event(self, event: Event, view: dict[str, Any]) -> str | None:
        self.words.view = view
        return self.words.event(event)

    def prompt_text(self, prompt: dict[str, Any], view: dict[str, Any]) -> str:
        self.words.view = view
        text = self.words.prompt(prompt)
        return text if text is not None else super().prompt_text(prompt, view)

    def category_label(self, key: str) -> str:
        return self.words.category(key)

    def solo_verdict(self, scores: list[SeatScore], view: dict[str, Any]) -> str | None:
        """Alone against Emil only the player's points count; his engineers only for the majority."""
        emil = view.get("emil")
        if not isinstance(emil, dict) or not scores:
            return None
        verdict = tr("Solo against Emil: %1 points").replace("%1", str(scores[0].total))
        engineers = len(emil.get("engineers") or [])
        mine = len(((view.get("players") or [{}])[0]).get("engineers") or [])
        return verdict + "\n" + tr("Engineers: you %1, Emil %2").replace("%1", str(mine)).replace("%2", str(engineers))

    def seat_summary(self, view: dict[str, Any], seat: int) -> str:
        players = view.get("players") or []
        if not 0 <= seat < len(players):
            return ""
        text = self.words.summary(players[seat], with_points=False)
        if view.get("coal"):  # the Coal module: coal is spent in the own turn, the others see how much
            text += " · " + tr("%1 coal", "the side panel's summary").replace(
                "%1", str(coal_table.seat_coal(view, seat).get("coal", 0)))
        return text

    def action_is_public(self, seat: int, action: Action, viewer: int | None) -> bool:
        # which end-game bonus card a player keeps stays secret
        return action.kind != "endcard" or seat == viewer

    def space_states(self, view: dict[str, Any]) -> dict[str, Any]:
        # Emil's workers count too: the space he just blocked is marked like any other change
        spaces = {space_target(str(s.get("id"))): (s.get("occupant"), tuple(s.get("users") or ()),
                                                   s.get("emil_workers", 0))
                  for s in view.get("spaces") or []}
        coal = view.get("coal") or {}
        for space in coal.get("coal_spaces") or []:  # the stoker space, taken with coal
            spaces[coal_table.stoker_space_target(str(space.get("id")))] = space.get("occupant")
        for foundry in coal.get("display") or []:  # a foundry newly face up in the display
            spaces[coal_table.offer_target(str(foundry))] = foundry
        return {**super().space_states(view), **spaces}

    def origin_of(self, piece_id: str, view: dict[str, Any]) -> str | None:
        """A worker just placed comes from its owner's board."""
        if piece_id.startswith("occ:"):
            space_id = piece_id.split(":")[1]
            for space in view.get("spaces") or []:
                if space.get("id") == space_id and isinstance(space.get("occupant"), int):
                    return f"seat:{space['occupant']}"
        return None

    def big_moment(self, event: Event, view: dict[str, Any]) -> str | None:
        self.words.view = view
        if event.code == "game_over":
            return self.words.event(event)
        if event.code != "round_started":
            return None
        # a new round follows the scoring of the one before: the standings after it, then the last round
        texts = []
        number = int(event.params.get("round", 1) or 1)
        if number > 1:
            standings = " · ".join(f"{self.context.seat_name(p.get('seat'))} {p.get('score', 0)}"
                                   for p in view.get("players") or [])
            texts.append(tr("Round %1 is scored: %2").replace("%1", str(number - 1)).replace("%2", standings))
        if event.params.get("last"):
            texts.append(self.words.event(event) or "")
        return "\n".join(t for t in texts if t) or None

    def explain_rejection(self, piece_id: str, target_id: str, view: dict[str, Any]) -> str | None:
        self.words.view = view
        if piece_id.startswith("tile:") or piece_id == coal_table.STOKER_PIECE:
            return modules.rejection(self, piece_id, target_id, view)
        if target_id.startswith("space:"):
            space_id = target_id.partition(":")[2]
            for space in view.get("spaces") or []:
                if space.get("id") == space_id:
                    reason = str(space.get("reason") or "")
                    if reason:
                        return self.words.space_reason(reason)
            if (view.get("prompt") or {}).get("code") != "take_turn":
                return tr("Finish the action you are carrying out first.")
        if piece_id.startswith("rail:") and target_id.startswith("track:"):
            natural = modules.natural_refusal(piece_id, view)
            if natural:
                return natural
            return tr("This rail cannot move on that line now: it may not reach or pass the rail of the colour "
                      "before it, and your steps must allow its colour.")
        if piece_id == "coin" and target_id.startswith("space:"):
            return tr("You cannot pay roubles instead of workers there now.")
        return modules.rejection(self, piece_id, target_id, view)

    def tour_steps(self, view: dict[str, Any]) -> list[TourStep]:
        return self._base_tour(view) + modules.tour(self, view)

    @staticmethod
    def _first_space(view: dict[str, Any]) -> str:
        """The action space the tour points at: the first of the board (the 2-player side lacks some)."""
        spaces = [s for s in view.get("spaces") or [] if s.get("group") not in ("engineer", "coal")]
        return space_target(str(spaces[0]["id"])) if spaces else "space:track_black_2"

    def _base_tour(self, view: dict[str, Any]) -> list[TourStep]:
        return [
            TourStep(tr("Drag a worker from your board onto an action space at the top (a rouble may stand in for "
                        "a worker). Dim spaces say on hover why they are closed."), self._first_space(view)),
            TourStep(tr("Your steps are spent on your own board below: drag a rail marker onto its line to move it "
                        "one space on; a rail never reaches the rail of the colour before it."), f"seat:{self.home_seat(view, None)}"),
        ]
