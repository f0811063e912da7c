"""The Jantaris board: the round city with its square, the prestige track, the guilds, bazaar, auction and control cards."""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor

from engine.core.actions import Action
from engine.core.events import Event
from engine.games.jantaris.data import CONTROL_PRESTIGE, ITEM_INDEX
from engine.games.jantaris.view import item_json
from gui.boards.base import Board, BoardContext, TourStep
from gui.boards.jantaris import reasons
from gui.boards.jantaris.items import (
    CROWN_BAND,
    ITEM_BAND,
    TOKEN_COLOURS,
    VOTE_BANDS,
    CountChipItem,
    DistrictItem,
    GoodsItem,
    GuildTokenItem,
    JantarisCardItem,
    MerchantItem,
    PrestigeTrackItem,
)
from gui.boards.jantaris.words import GOODS, SYMBOL, Words, vote_text
from gui.i18n import tr
from gui.scene import theme
from gui.scene.dragdrop import Move
from gui.scene.table import BoardFrameItem, TableScene
from gui.scene.text import TextItem
from gui.scene.zone import ButtonItem, ZoneItem

WIDTH, HEIGHT = 1100.0, 744.0
CITY = QRectF(16, 16, 564, 712)
CENTRE = QPointF(298, 372)
RADII = (212.0, 284.0)
DISTRICT_W, DISTRICT_H = 124.0, 96.0
SQUARE_RECT = QRectF(198, 262, 200, 222)
RIGHT = 592.0
RIGHT_W = WIDTH - 16 - RIGHT
TRACK_SPACES = 21
PLAYERS_TOP, PLAYERS_H = 100.0, 126.0
BAZAAR_TOP, BAZAAR_H = 234.0, 188.0
CONTROL_TOP, CONTROL_H = 430.0, 132.0
BOTTOM_TOP = 570.0
BOTTOM_H = HEIGHT - 16 - BOTTOM_TOP
BUTTONS_X = 906.0
MERCHANT_H = 27.0
SUPPLY = "supply"
# the kinds of step that only the generic buttons play (everything else is a drag or a click on a piece)
BUTTON_KINDS = frozenset({"skip", "done", "keep", "pass", "coins", "goods", "pay", "refund", "count", "send_supply",
                          "expel"})


def loc_target(location: str) -> str:
    return f"loc:{location}"


class JantarisBoard(Board):
    """Drag merchants, guild tokens, goods and control cards; click a city place, an item, a vote card."""

    log_actions = False  # the event sentences tell every move ("Eva placed a merchant in Taira.")

    def __init__(self, context: BoardContext, parent: Any = None) -> None:
        super().__init__(context, parent)
        self.words = Words(context.language, context.seat_name)

    # --- helpers -------------------------------------------------------------------
    @staticmethod
    def district_centre(ring: int, count: int) -> QPointF:
        angle = math.radians(-90 + 180 / count + 360 * ring / count)
        return QPointF(CENTRE.x() + RADII[0] * math.cos(angle), CENTRE.y() + RADII[1] * math.sin(angle))

    def seat_colour(self, seat: Any) -> QColor:
        return self.context.seat_colour(seat) if isinstance(seat, int) else QColor("#888888")

    # --- drawing -------------------------------------------------------------------------
    def build(self, scene: TableScene, view: dict[str, Any], actions: list[Action], seat: int | None) -> None:
        home = self.home_seat(view, seat)
        frame = BoardFrameItem(QRectF(0, 0, WIDTH, HEIGHT))
        scene.addItem(frame)
        self._city(scene, frame, view, actions)
        self._corners(scene, frame, view, actions)
        self._track(frame, view)
        self._players(scene, frame, view, actions, seat)
        self._bazaar(scene, frame, view, actions)
        self._auction(scene, frame, view, actions)
        self._control(scene, frame, view)
        self._tray(scene, frame, view, actions, home)
        self._buttons(scene, frame, view, actions)
        self._clicks(scene, view, actions)
        # what may be dragged now glows, so the first move is found without reading the prompt
        for move in self.moves(view, actions, seat):
            piece = scene.drag.pieces.get(move.piece_id)
            if piece is not None:
                piece.set_highlight("lit")

    def _city(self, scene: TableScene, frame: BoardFrameItem, view: dict[str, Any], actions: list[Action]) -> None:
        city = ZoneItem(CITY, "#d8c08c", parent=frame)
        city.radius = 30.0
        locations = view.get("locations") or []
        districts = [loc for loc in locations if loc.get("kind") == "district"]
        active = view.get("active_district")
        for loc in districts:
            centre = self.district_centre(int(loc.get("ring", 0)), len(districts))
            rect = QRectF(centre.x() - DISTRICT_W / 2, centre.y() - DISTRICT_H / 2, DISTRICT_W, DISTRICT_H)
            self._location(scene, city, loc, rect, active == loc["id"], view)
        square = next((loc for loc in locations if loc.get("kind") == "square"), None)
        if square is not None:
            self._location(scene, city, square, SQUARE_RECT, False, view)

    def _location(self, scene: TableScene, parent: ZoneItem, loc: dict[str, Any], rect: QRectF, active: bool,
                  view: dict[str, Any]) -> None:
        is_square = loc.get("kind") == "square"
        dominant = loc.get("dominant")
        item = DistrictItem(rect, self.words.place(loc["id"]), self.seat_colour(dominant) if dominant is not None
                            else None, active, is_square)
        scene.add_target(item, loc_target(loc["id"]), parent)
        item.setToolTip(self._location_tip(loc, view))
        merchants = loc.get("merchants") or []
        present = [(s, n) for s, n in enumerate(merchants) if n]
        if is_square:
            gm = view.get("great_market") or {}
            text = tr("%1 of %2 merchants for the Great Market").replace("%1", str(gm.get("on_square", 0))).replace(
                "%2", str(view.get("great_market_threshold", 5)))
            note = TextItem(text, QRectF(rect.left() + 14, rect.top() + 26, rect.width() - 28, 32), 9,
                            colour=theme.INK_SOFT, parent=item)
            note.align = Qt.AlignmentFlag.AlignHCenter
            top = rect.top() + 70
            pitch = 44.0
            per_row = 4
        else:
            top = rect.top() + 24
            pitch = (rect.width() - 12) / max(len(merchants), 1)
            per_row = len(merchants) or 1
        for k, (s, n) in enumerate(present):
            row, col = divmod(k, per_row)
            if is_square:
                width = min(per_row, len(present)) * pitch
                x = rect.center().x() - width / 2 + col * pitch + 6
            else:
                x = rect.left() + 6 + s * pitch
            pawn = MerchantItem(f"merchant:{s}:{loc['id']}", self.seat_colour(s), n, self.context.seat_letter(s),
                                self.context.colour_cues, MERCHANT_H)
            pawn.setToolTip(tr("%1: %2").replace("%1", self.context.seat_name(s)).replace(
                "%2", self.words.merchants(n)))
            scene.add_piece(pawn, QPointF(x, top + row * (MERCHANT_H + 8)), item)
        tokens = loc.get("tokens") or []
        for k, token in enumerate(tokens):
            marker = GuildTokenItem(f"token:{token}", TOKEN_COLOURS.get(token, "#777"), SYMBOL.get(token, ""), 26)
            marker.setToolTip(self.words.token(token))
            if is_square:
                pos = QPointF(rect.center().x() - 30 + k * 34, rect.bottom() - 46)
            else:
                pos = QPointF(rect.right() - 34 - k * 30, rect.bottom() - 36)
            scene.add_piece(marker, pos, item)
        if dominant is not None and not is_square:
            mark = TextItem("★ " + self.context.seat_letter(dominant), QRectF(rect.left() + 8, rect.bottom() - 24,
                                                                              40, 18), 9, bold=True,
                            colour=theme.darker(self.seat_colour(dominant), 130), parent=item)
            mark.setToolTip(tr("%1 dominates %2").replace("%1", self.context.seat_name(dominant)).replace(
                "%2", self.words.place(loc["id"])))

    def _location_tip(self, loc: dict[str, Any], view: dict[str, Any]) -> str:
        lines = [f"<b>{self.words.place(loc['id'])}</b>"]
        for s, n in enumerate(loc.get("merchants") or []):
            if n:
                lines.append(f"{self.context.seat_name(s)}: {self.words.merchants(n)}")
        if loc.get("dominant") is not None:
            lines.append(tr("%1 dominates %2").replace("%1", self.context.seat_name(loc["dominant"])).replace(
                "%2", self.words.place(loc["id"])))
        for token in loc.get("tokens") or []:
            lines.append(self.words.token(token))
        if loc.get("neighbours"):
            lines.append(tr("Neighbours: %1").replace("%1", ", ".join(self.words.place(n) for n in loc["neighbours"])))
        return "<br>".join(lines)

    def _corners(self, scene: TableScene, frame: BoardFrameItem, view: dict[str, Any], actions: list[Action]) -> None:
        # the marketplace and the guild house in the top corners of the city, the Great Market and the turn below
        market = ZoneItem(QRectF(24, 24, 140, 124), "#efe0bb", tr("Marketplace"))
        scene.add_target(market, "visit:market", frame)
        market.setToolTip(tr("Take up to 2 goods of one colour (at most 6 of each colour)."))
        for k, colour in enumerate(GOODS):
            pile = GoodsItem(f"market:{colour}", colour, None, 24)
            pile.setToolTip(self.words.colour(colour))
            scene.add_piece(pile, QPointF(40 + k * 60, 58), market)
        TextItem(tr("up to 2 of one colour"), QRectF(32, 96, 124, 44), 9, colour=theme.INK_SOFT, parent=market)
        guild = ZoneItem(QRectF(432, 24, 140, 124), "#efe0bb", tr("Guild house"))
        scene.add_target(guild, "visit:guild", frame)
        guild.setToolTip(tr("Place one merchant from your supply, or take up to two of yours back."))
        TextItem(tr("place 1 merchant or take 2 back"), QRectF(440, 50, 124, 90), 9, colour=theme.INK_SOFT,
                 parent=guild)
        self._great_market(scene, frame, view)
        self._turn_info(frame, view)

    def _great_market(self, scene: TableScene, frame: BoardFrameItem, view: dict[str, Any]) -> None:
        gm = view.get("great_market") or {}
        zone = ZoneItem(QRectF(24, 596, 140, 124), "#e9d7ae", tr("Great Market"), parent=frame)
        scene.mark_space(zone, "great_market")
        card = gm.get("card")
        if card:
            text = tr("%1 goods → %2 prestige").replace("%1", str(card.get("goods"))).replace(
                "%2", str(card.get("prestige")))
            colour = QColor("#8e1d12")
        else:
            text = tr("opens with %1 merchants on the square").replace(
                "%1", str(view.get("great_market_threshold", 5)))
            colour = theme.INK_SOFT
        TextItem(text, QRectF(32, 622, 124, 40), 10 if card else 9, bold=bool(card), colour=colour, parent=zone)
        seat = ((view.get("prompt") or {}).get("params") or {}).get("seat")
        if card and view.get("phase") == "great_market" and isinstance(seat, int):
            TextItem(tr("selling: %1").replace("%1", self.context.seat_name(seat)), QRectF(32, 664, 124, 30), 9,
                     bold=True, colour=theme.darker(self.seat_colour(seat), 120), parent=zone)
        TextItem(tr("cards left: %1").replace("%1", str(gm.get("deck", 0))), QRectF(32, 696, 124, 18), 9,
                 colour=theme.INK_SOFT, parent=zone)

    def _turn_info(self, frame: BoardFrameItem, view: dict[str, Any]) -> None:
        zone = ZoneItem(QRectF(432, 596, 140, 124), "#e9d7ae", parent=frame)
        active = view.get("active")
        if view.get("phase") == "setup":  # the opening is placed seat by seat, not in turns
            active = ((view.get("prompt") or {}).get("params") or {}).get("seat", active)
        phases = {"setup": tr("Opening"), "start": tr("Start of the turn"), "city": tr("City"),
                  "diplomacy": tr("Diplomacy"), "vote": tr("Vote"), "great_market": tr("Great Market"),
                  "control": tr("Market control"), "over": tr("Game over")}
        round_text = tr("Round %1").replace("%1", str(view.get("round", 0))) if view.get("round") else tr("Opening")
        TextItem(round_text, QRectF(440, 602, 124, 18), 10, bold=True, serif=True, parent=zone)
        if isinstance(active, int) and not view.get("over"):
            TextItem(tr("%1's turn").replace("%1", self.context.seat_name(active)), QRectF(440, 624, 124, 34), 10,
                     bold=True, colour=theme.darker(self.seat_colour(active), 120), parent=zone)
        TextItem(phases.get(str(view.get("phase")), ""), QRectF(440, 662, 124, 18), 9.5, parent=zone)
        TextItem(tr("goal: %1 prestige").replace("%1", str(view.get("end_prestige", 12))), QRectF(440, 688, 124, 28),
                 9, colour=theme.INK_SOFT, parent=zone)

    def _track(self, frame: BoardFrameItem, view: dict[str, Any]) -> None:
        players = view.get("players") or []
        markers = [(int(p.get("prestige", 0)), self.seat_colour(s), self.context.seat_letter(s))
                   for s, p in enumerate(players)]
        rect = QRectF(RIGHT, 16, RIGHT_W, 17 + PrestigeTrackItem.LANE * len(players))
        track = PrestigeTrackItem(rect, TRACK_SPACES, int(view.get("end_prestige", 12)), markers, frame)
        track.setToolTip(tr("Prestige: the game ends at the start player's turn once someone has %1 or more.")
                         .replace("%1", str(view.get("end_prestige", 12))))

    def _players(self, scene: TableScene, frame: BoardFrameItem, view: dict[str, Any], actions: list[Action],
                 seat: int | None) -> None:
        players = view.get("players") or []
        gap = 6.0
        width = (RIGHT_W - gap * (len(players) - 1)) / max(len(players), 1)
        to_move = view.get("to_move") or []
        for s, player in enumerate(players):
            rect = QRectF(RIGHT + s * (width + gap), PLAYERS_TOP, width, PLAYERS_H)
            self._player(scene, frame, view, s, player, rect, s in to_move)

    def _player(self, scene: TableScene, frame: BoardFrameItem, view: dict[str, Any], s: int, player: dict[str, Any],
                rect: QRectF, moving: bool) -> None:
        panel = ZoneItem(rect, "#f1e5c6")
        scene.add_target(panel, f"seat:{s}", frame)
        if moving:
            panel.border = theme.BRASS_DARK
        colour = self.seat_colour(s)
        band = ZoneItem(QRectF(rect.left() + 3, rect.top() + 3, rect.width() - 6, 22), colour, parent=panel)
        band.radius = 6
        name = TextItem(self.context.seat_name(s), QRectF(rect.left() + 8, rect.top() + 5, rect.width() - 52, 18), 10,
                        bold=True, colour=theme.text_on(colour), parent=band)
        name.setToolTip(self.context.seat_name(s))
        score = TextItem(f"★ {player.get('prestige', 0)}", QRectF(rect.right() - 44, rect.top() + 5, 38, 18), 10,
                         bold=True, colour=theme.text_on(colour), parent=band)
        score.align = Qt.AlignmentFlag.AlignRight
        goods = player.get("goods") or {}
        for k, colour_id in enumerate(GOODS):
            cube = GoodsItem(f"goods:{s}:{colour_id}", colour_id, int(goods.get(colour_id, 0)), 20)
            cube.setToolTip(self.words.goods(colour_id, goods.get(colour_id, 0)))
            scene.add_piece(cube, QPointF(rect.left() + 8 + k * 50, rect.top() + 32), panel)
        supply = int(player.get("supply", 0))
        pawn = MerchantItem(f"{SUPPLY}:{s}", self.seat_colour(s), supply, self.context.seat_letter(s),
                            self.context.colour_cues, 26)
        pawn.setToolTip(tr("%1 in the supply").replace("%1", self.words.merchants(supply)))
        scene.add_piece(pawn, QPointF(rect.left() + 10, rect.top() + 60), panel)
        items = player.get("items") or []
        cards = player.get("control_cards") or []
        tip = [self.words.item(i) for i in items] + [self.words.control(c) for c in cards]
        chips = ((ITEM_BAND, len(items), " ♛" if player.get("crown") else "", tr("Items")),
                 ("#5c6b4a", len(cards), "", tr("Control cards")))
        for k, (band_colour, count, mark, label) in enumerate(chips):
            chip = CountChipItem(QPointF(rect.left() + 46 + k * 36, rect.top() + 66), band_colour, count, mark, panel)
            chip.setToolTip(f"{label}: {count}")
        panel.setToolTip("<br>".join(tip) if tip else tr("No items or control cards yet"))
        vote = player.get("vote") or {}
        if view.get("phase") == "vote" or (view.get("votes") or {}).get("revealed"):
            if vote.get("card"):
                text = tr("vote: %1").replace("%1", self.words.vote(vote["card"]))
            elif vote.get("cast"):
                text = tr("vote chosen")
            else:
                text = tr("choosing a vote…")
            TextItem(text, QRectF(rect.left() + 8, rect.top() + 96, rect.width() - 14, 20), 9, bold=True,
                     colour=QColor("#6a3d7a"), parent=panel)

    def _item_card(self, item: dict[str, Any], w: float, h: float, piece_id: str) -> JantarisCardItem:
        price = item.get("price") or {}
        cubes = tuple(c for c in GOODS for _ in range(int(price.get(c, 0))))
        timing = {"on_purchase": tr("when bought"), "start_of_turn": tr("start of turn"),
                  "triggered": tr("when it applies")}.get(str(item.get("timing")), "")
        item_id = str(item.get("id"))
        card = JantarisCardItem(piece_id, self.words.item(item_id), CROWN_BAND if item.get("crown") else ITEM_BAND,
                                w, h, cubes, timing, item.get("prestige"), bool(item.get("crown")))
        card.setToolTip(f"<b>{self.words.item(item_id)}</b> · " + tr("%1 prestige").replace(
            "%1", str(item.get("prestige"))) + "<br>" + tr("starting price: %1").replace(
            "%1", self.words.goods_pair(price.get("red", 0), price.get("black", 0))) + "<br>"
            + self.words.item_text(item_id))
        return card

    def _bazaar(self, scene: TableScene, frame: BoardFrameItem, view: dict[str, Any], actions: list[Action]) -> None:
        rect = QRectF(RIGHT, BAZAAR_TOP, 240, BAZAAR_H)
        zone = ZoneItem(rect, "#e9dab5", tr("Bazaar"))
        scene.add_target(zone, "visit:bazaar", frame)
        zone.setToolTip(tr("Auction an item: the bids are goods, paid in any colours."))
        bazaar = view.get("bazaar") or {}
        auction = view.get("auction") or {}
        for k, item in enumerate(bazaar.get("display") or []):
            card = self._item_card(item, 104, 140, f"item:{item.get('id')}")
            card.setPos(rect.left() + 10 + k * 112, rect.top() + 24)
            scene.add_target(card, f"item:{item.get('id')}", zone)
            if auction.get("item") == item.get("id"):
                card.set_highlight("lit")
        TextItem(tr("deck: %1").replace("%1", str(bazaar.get("deck", 0))),
                 QRectF(rect.left() + 10, rect.bottom() - 22, 120, 18), 9, colour=theme.INK_SOFT, parent=zone)

    def _auction(self, scene: TableScene, frame: BoardFrameItem, view: dict[str, Any], actions: list[Action]) -> None:
        rect = QRectF(RIGHT + 248, BAZAAR_TOP, RIGHT_W - 248, BAZAAR_H)
        zone = ZoneItem(rect, "#f1e5c6", tr("Auction"), parent=frame)
        auction = view.get("auction")
        left, width = rect.left() + 10, rect.width() - 20
        if not auction:
            TextItem(tr("No auction under way. The active player opens one at the bazaar; the others raise "
                        "in turn or drop out, and the opener may only match."), QRectF(left, rect.top() + 26, width, 80),
                     9, colour=theme.INK_SOFT, parent=zone)
        else:
            out = auction.get("out") or []
            lines = [
                (self.words.item(auction.get("item")), 10.5, True, theme.INK, 1),
                (tr("bid %1 · %2 leads").replace("%1", str(auction.get("bid", 0))).replace(
                    "%2", self.context.seat_name(auction.get("leader"))), 10, True, QColor("#8e1d12"), 1),
                # nobody out yet: the names of those still in may take two lines
                (tr("still in: %1").replace("%1", self.words.names(auction.get("in"))), 9, False, theme.INK,
                 1 if out else 2),
                (tr("out: %1").replace("%1", self.words.names(out)) if out else "", 9, False, theme.INK_SOFT, 1),
            ]
            y = rect.top() + 24
            for text, points, bold, colour, rows in lines:
                if text:
                    TextItem(text, QRectF(left, y, width, 18 * rows - 2 * (rows - 1)), points, bold=bold,
                             colour=colour, parent=zone)
                y += 19
        bids = [a for a in actions if a.kind == "bid"]
        drop = next((a for a in actions if a.kind == "drop"), None)
        top = rect.top() + 104
        per_row = 6
        size = (width - (per_row - 1) * 4) / per_row
        for k, action in enumerate(bids[:12]):
            row, col = divmod(k, per_row)
            label = str(action.args[0])
            button = ButtonItem(QRectF(left + col * (size + 4), top + row * 30, size, 26), label, primary=True,
                                points=10)
            button.setToolTip(self.describe_action(action, view))
            scene.add_target(button, f"button:{action.key}", zone)
            scene.drag.set_click_action(f"button:{action.key}", action)
        if drop is not None:
            button = ButtonItem(QRectF(left, rect.bottom() - 30, width, 26), self.describe_action(drop, view),
                                points=10)
            scene.add_target(button, f"button:{drop.key}", zone)
            scene.drag.set_click_action(f"button:{drop.key}", drop)

    def _control(self, scene: TableScene, frame: BoardFrameItem, view: dict[str, Any]) -> None:
        rect = QRectF(RIGHT, CONTROL_TOP, RIGHT_W, CONTROL_H)
        control = view.get("control") or {}
        title = tr("Market control · %1 prestige each · deck %2").replace("%1", str(CONTROL_PRESTIGE)).replace(
            "%2", str(control.get("deck", 0)))
        zone = ZoneItem(rect, "#e9dab5", title, parent=frame)
        scene.mark_space(zone, "control")
        zone.setToolTip(tr("Dominate all three districts of a card (2 or more merchants and more than anyone "
                           "else) to claim it in the market-control phase."))
        for k, card in enumerate(control.get("display") or []):
            who = card.get("claimable_by")
            districts = [self.words.place(d) for d in card.get("districts") or []]
            band = self.seat_colour(who).name() if who is not None else "#5c6b4a"
            item = JantarisCardItem(f"control:{card.get('id')}", "\n".join(districts), band, 112, 98,
                                    value=CONTROL_PRESTIGE, title_h=50)
            tip = f"<b>{self.words.control(card.get('id'))}</b><br>" + ", ".join(districts)
            if who is not None:
                tip += "<br>" + tr("%1 may claim it").replace("%1", self.context.seat_name(who))
            item.setToolTip(tip)
            scene.add_piece(item, QPointF(rect.left() + 10 + k * 118, rect.top() + 26), zone)

    def _tray(self, scene: TableScene, frame: BoardFrameItem, view: dict[str, Any], actions: list[Action],
              home: int) -> None:
        """Choices that are cards (vote cards, start-of-turn items, Picklocks' cards), else the home seat's items."""
        votes = [a for a in actions if a.kind == "vote"]
        choices = [a for a in actions if a.kind in ("use", "bottom")]
        wide = bool(votes or choices) and not any(self._is_button(a) for a in actions)
        rect = QRectF(RIGHT, BOTTOM_TOP, (RIGHT_W if wide else BUTTONS_X - RIGHT - 8), BOTTOM_H)
        players = view.get("players") or []
        player = players[home] if 0 <= home < len(players) else {}
        if votes:
            zone = ZoneItem(rect, "#efe2f4", tr("Your secret vote: nobody sees it until all have voted"), parent=frame)
            zone.border = theme.BRASS_DARK
            pitch = min(118.0, (rect.width() - 16) / len(votes))
            for k, action in enumerate(votes):
                vote = str(action.args[0])
                card = JantarisCardItem(f"vote:{vote}", self.words.vote(vote), VOTE_BANDS.get(vote, ITEM_BAND),
                                        pitch - 8, 118, line=tr("1 · 2 · 3+"))
                card.setToolTip(f"<b>{self.words.vote(vote)}</b><br>{vote_text(vote)}")
                scene.add_piece(card, QPointF(rect.left() + 8 + k * pitch, rect.top() + 24), zone)
                scene.drag.set_click_action(card.piece_id, action)
                card.set_highlight("lit")
            return
        if choices:
            zone = ZoneItem(rect, "#fbf3dc", self.prompt_text(view.get("prompt") or {}, view), parent=frame)
            zone.border = theme.BRASS_DARK
            pitch = min(96.0, (rect.width() - 16) / len(choices))
            for k, action in enumerate(choices):
                item_id = str(action.args[0])
                card = self._item_card(self._item_info(item_id), pitch - 8, 118, f"choice:{item_id}")
                scene.add_piece(card, QPointF(rect.left() + 8 + k * pitch, rect.top() + 24), zone)
                scene.drag.set_click_action(card.piece_id, action)
                card.set_highlight("lit")
            return
        zone = ZoneItem(rect, "#efe2bf", tr("Items of %1").replace("%1", self.context.seat_name(home)), parent=frame)
        own_vote = (player.get("vote") or {}).get("card") if view.get("phase") == "vote" else None
        room = rect.width() - 16
        if own_vote:
            card = JantarisCardItem(f"myvote:{own_vote}", self.words.vote(own_vote), VOTE_BANDS.get(own_vote, ITEM_BAND),
                                    84, 118, line=tr("your vote"))
            card.setToolTip(f"<b>{self.words.vote(own_vote)}</b><br>{vote_text(own_vote)}")
            scene.add_piece(card, QPointF(rect.right() - 92, rect.top() + 24), zone)
            room -= 92
        items = player.get("items") or []
        if not items:
            TextItem(tr("Items bought at the bazaar lie here."), QRectF(rect.left() + 10, rect.top() + 30, 200, 40),
                     9, colour=theme.INK_SOFT, parent=zone)
            return
        pitch = min(92.0, room / len(items))
        if pitch < 72:  # too many for cards side by side: their names in two columns
            half = (room - 8) / 2
            for k, item_id in enumerate(items):
                row, col = divmod(k, 2)
                line = TextItem(("♛ " if (self._item_info(item_id)).get("crown") else "") + self.words.item(item_id),
                                QRectF(rect.left() + 10 + col * (half + 8), rect.top() + 26 + row * 19, half, 18), 9,
                                parent=zone)
                line.setToolTip(self.words.item_text(item_id))
            return
        for k, item_id in enumerate(items):
            card = self._item_card(self._item_info(item_id), pitch - 6, 118, f"own:{item_id}")
            scene.add_piece(card, QPointF(rect.left() + 8 + k * pitch, rect.top() + 24), zone)

    @staticmethod
    def _item_info(item_id: str) -> dict[str, Any]:
        return item_json(ITEM_INDEX[item_id]) if item_id in ITEM_INDEX else {"id": item_id}

    def _buttons(self, scene: TableScene, frame: BoardFrameItem, view: dict[str, Any], actions: list[Action]) -> None:
        rect = QRectF(BUTTONS_X, BOTTOM_TOP, WIDTH - 16 - BUTTONS_X, BOTTOM_H)
        wanted = [a for a in actions if self._is_button(a)]
        if not wanted and any(a.kind in ("vote", "use", "bottom") for a in actions):
            return  # the tray of cards takes the whole bottom edge
        zone = ZoneItem(rect, "#e9dab5", parent=frame)
        if not wanted:
            text = tr("Game over") if view.get("over") else (tr("Drag or click on the table") if actions
                                                             else tr("Waiting…"))
            TextItem(text, QRectF(rect.left() + 8, rect.top() + 10, rect.width() - 16, 40), 10, bold=True,
                     colour=theme.INK_SOFT, parent=zone)
            return
        labels = [self.button_label(a, view) for a in wanted]
        two = all(len(label) <= 9 for label in labels) and len(wanted) > 4
        cols = 2 if two else 1
        width = (rect.width() - 16 - (cols - 1) * 6) / cols
        rows = 4 if two else 3
        height = (rect.height() - 16 - (rows - 1) * 5) / rows
        for k, (action, label) in enumerate(zip(wanted[:rows * cols], labels, strict=False)):
            row, col = divmod(k, cols)
            primary = action.kind not in ("skip", "pass", "keep", "drop")
            button = ButtonItem(QRectF(rect.left() + 8 + col * (width + 6), rect.top() + 8 + row * (height + 5),
                                       width, height), label, primary, points=9.5, wrap=True)
            button.setToolTip(self.describe_action(action, view))
            scene.add_target(button, f"button:{action.key}", zone)
            scene.drag.set_click_action(f"button:{action.key}", action)

    @staticmethod
    def _is_button(action: Action) -> bool:
        if action.kind == "send" and action.args and action.args[0] == "supply":
            return True
        return action.kind in BUTTON_KINDS

    def button_label(self, action: Action, view: dict[str, Any]) -> str:
        """A short label for the button column; the tooltip and the actions list say it in full."""
        kind, args = action.kind, action.args
        if kind in ("goods", "pay"):
            return " ".join(f"{SYMBOL[c]}{n}" for c, n in zip(GOODS, (int(args[0]), int(args[1])), strict=True) if n)
        if kind == "refund":
            return self.words.goods(args[0], 1)
        if kind == "count":
            return str(args[0])
        return self.describe_action(action, view)

    def _clicks(self, scene: TableScene, view: dict[str, Any], actions: list[Action]) -> None:
        """Actions played by one click on what is drawn: a city place, an item, a player's merchants."""
        district = view.get("active_district")
        for action in actions:
            kind, args = action.kind, action.args
            target = ""
            if kind == "visit":
                target = f"visit:{args[0]}"
            elif kind in ("auction", "swap"):
                target = f"item:{args[0]}"
            elif kind == "expel":
                piece = f"merchant:{args[0]}:{district}"
                if piece in scene.drag.pieces:
                    scene.drag.set_click_action(piece, action)
                continue
            if target and target in scene.drag.targets:
                scene.drag.set_click_action(target, action)
                scene.drag.targets[target].set_highlight("lit")

    # --- gestures -----------------------------------------------------------------------
    def moves(self, view: dict[str, Any], actions: list[Action], seat: int | None) -> list[Move]:
        if seat is None or not actions:
            return []
        district = str(view.get("active_district") or "")
        supply = f"{SUPPLY}:{seat}"
        own = f"seat:{seat}"
        result: list[Move] = []
        for action in actions:
            kind, args = action.kind, [str(a) for a in action.args]
            if kind == "place":
                result.append(Move(action, supply, loc_target(args[0])))
            elif kind == "remove":
                result.append(Move(action, f"merchant:{seat}:{args[0]}", own))
            elif kind == "move":
                result.append(Move(action, f"merchant:{seat}:{args[0]}", loc_target(args[1])))
            elif kind == "recruit":
                result.append(Move(action, supply, loc_target(args[0])))
            elif kind == "move_in":
                result.append(Move(action, f"merchant:{seat}:{args[0]}", loc_target(district)))
            elif kind == "move_out":
                result.append(Move(action, f"merchant:{seat}:{district}", loc_target(args[0])))
            elif kind == "send" and args[0] != "supply":
                result.append(Move(action, f"merchant:{seat}:{district}", loc_target(args[0])))
            elif kind == "send":
                result.append(Move(action, f"merchant:{seat}:{district}", own))
            elif kind == "to":
                result.append(Move(action, f"merchant:{seat}:square", loc_target(args[0])))
            elif kind == "token":
                result.append(Move(action, f"token:{args[0]}", loc_target(args[1])))
            elif kind == "take":
                result.append(Move(action, f"market:{args[0]}", own))
            elif kind == "steal":
                result.append(Move(action, f"goods:{args[0]}:{args[1]}", own))
            elif kind == "claim":
                result.append(Move(action, f"control:{args[0]}", own))
        return result

    # --- words ----------------------------------------------------------------------------
    def describe_action(self, action: Action, view: dict[str, Any]) -> str:
        return self.words.action(action, view) or super().describe_action(action, view)

    def describe_event(self, event: Event, view: dict[str, Any]) -> str | None:
        text = self.words.event(event, view)
        return text if text is not None else super().describe_event(event, view)

    def prompt_text(self, prompt: dict[str, Any], view: dict[str, Any]) -> str:
        text = self.words.prompt(prompt, view)
        return text if text is not None else super().prompt_text(prompt, view)

    def category_label(self, key: str) -> str:
        return self.words.category(key) or super().category_label(key)

    def seat_summary(self, view: dict[str, Any], seat: int) -> str:
        return self.words.summary(view, seat)

    def tiebreak_label(self) -> str:
        return tr("goods left")

    def space_states(self, view: dict[str, Any]) -> dict[str, Any]:
        # the seats' panels, every district and the square, the bazaar, the control cards, the Great Market
        places = {loc_target(str(loc.get("id"))): (tuple(loc.get("merchants") or ()), tuple(loc.get("tokens") or ()))
                  for loc in view.get("locations") or []}
        bazaar = tuple(str(i.get("id")) for i in (view.get("bazaar") or {}).get("display") or [])
        control = tuple(str(c.get("id")) for c in (view.get("control") or {}).get("display") or [])
        market = (view.get("great_market") or {}).get("card")
        return {**super().space_states(view), **places, "visit:bazaar": bazaar, "control": control,
                "great_market": market.get("id") if isinstance(market, dict) else None}

    def big_moment(self, event: Event, view: dict[str, Any]) -> str | None:
        # votes and markets come every turn, the log tells them; only the end is told on the table
        if event.code == "game_over":
            return self.describe_event(event, view)
        return None

    def action_is_public(self, seat: int, action: Action, viewer: int | None) -> bool:
        # a vote card stays secret until the reveal, whose event names every card
        return action.kind != "vote" or seat == viewer

    def explain_rejection(self, piece_id: str, target_id: str, view: dict[str, Any]) -> str | None:
        return reasons.explain(self.words, piece_id, target_id, view, self.viewer)

    def tour_steps(self, view: dict[str, Any]) -> list[TourStep]:
        return [
            TourStep(tr("The city: ten districts around the square. Drag your merchants from your supply (in your "
                        "panel) into a district, and the guild tokens from district to district."), "loc:square"),
            TourStep(tr("At the bazaar, click an item to auction it; bid with the numbered buttons. Your vote card "
                        "is chosen in secret, and control cards are claimed by dragging them onto your panel."),
                     "visit:bazaar"),
        ]
