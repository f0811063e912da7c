"""A player's whole board, the viewer's own at the bottom or another's opened over the main board: workers,
roubles, coal, doublers, medal and revaluation, engineers, the three lines with their locomotives, the
industry track with its factories, the "?" markers and end-game cards, the modules' tokens and foundries.
Drawn by the same code for both; only the viewer's own is ``interactive`` (pieces to drag, places to drop)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF

from engine.core.actions import Action
from gui.boards.railroads import coal as coal_table
from gui.boards.railroads import germany
from gui.boards.railroads.art import MoscowHubItem, TrackZone, built_colours
from gui.boards.railroads.items import (
    INDUSTRY_GOLD,
    CellItem,
    ChipItem,
    IconsItem,
    RailCubeItem,
    SlotItem,
    TagItem,
    chip_width,
    icon,
)
from gui.boards.railroads.spaces import space_target
from gui.boards.railroads.words import COLOUR_HEX, COLOUR_LETTER
from gui.i18n import tr
from gui.scene import theme
from gui.scene.cube import CubeItem
from gui.scene.opener import OpenerItem
from gui.scene.pawn import PawnItem
from gui.scene.table import TableScene
from gui.scene.text import TextItem
from gui.scene.token import CoinItem
from gui.scene.zone import ZoneItem

if TYPE_CHECKING:
    from gui.boards.railroads.board import RailroadsBoard

BAND_H, ROW_H, LINE_H, LANE_H, KEEP_H = 20.0, 28.0, 37.0, 36.0, 24.0
LABEL_W = 128.0  # a line's name and its locomotive slots
HUB_W = 48.0  # Moscow's station at the lines' start, where unlocked rails not yet on a line wait
HUB_WALL = 26.0  # the station building's width; its tracks take the rest of the hub
SLOT_W, SLOT_H = 28.0, 17.0
FACTORY_WEIGHT = 2.3  # a factory slot is this many plain spaces wide: its tile shows its effect
MARKER_FILL = "#e8d9a8"
WORKS_FACE = "#ebcfae"  # a plain space of the industry track: a brick works
CARD_FILL = "#cdd6e2"


class Home:
    """Draws one seat's board into ``area``; ``interactive`` registers its pieces and drop places."""

    def __init__(self, board: RailroadsBoard, scene: TableScene, view: dict[str, Any], seat: int,
                 actions: list[Action], interactive: bool) -> None:
        self.board = board
        self.scene = scene
        self.view = view
        self.seat = seat
        self.player = (view.get("players") or [])[seat]
        self.actions = actions if interactive else []
        self.interactive = interactive
        self.layout = board.layout

    # --- registering, only on the own board -----------------------------------------------------
    def target(self, item: Any, target_id: str, parent: Any) -> Any:
        if self.interactive:
            return self.scene.add_target(item, target_id, parent)
        item.setParentItem(parent)
        return item

    def piece(self, item: Any, pos: QPointF, parent: Any) -> Any:
        if self.interactive:
            return self.scene.add_piece(item, pos, parent)
        item.setParentItem(parent)
        item.setPos(pos)
        return item

    # --- the board ------------------------------------------------------------------------------
    def draw(self, area: QRectF, parent: Any) -> ZoneItem:
        panel = ZoneItem(area, "#efe2c4")
        if self.interactive:
            self.scene.add_target(panel, f"seat:{self.seat}", parent)
        else:
            panel.setParentItem(parent)
        self.band(panel, area)
        top = area.top() + BAND_H + 6
        self.counters(panel, QRectF(area.left() + 6, top, area.width() - 12, ROW_H))
        y = top + ROW_H + 2
        lines = self.lines()
        if lines:  # one Moscow station at the lines' start, joining them all
            rows = [(y + k * LINE_H, LINE_H - 3) for k in range(len(lines))]
            hub = MoscowHubItem(QRectF(area.left() + 6 + LABEL_W, y, HUB_W, len(lines) * LINE_H - 3), rows, HUB_WALL,
                                panel)
            hub.setToolTip(tr("Moscow: every line leaves from its station"))
        for line in lines:
            self.line(panel, line, QRectF(area.left() + 6, y, area.width() - 12, LINE_H - 3))
            y += LINE_H
        self.lane(panel, QRectF(area.left() + 6, y, area.width() - 12, LANE_H - 2))
        y += LANE_H + 2
        if self.view.get("coal") or self.player.get("germany"):
            x = germany.own_tokens(self, panel, area.left() + 8, y, area.width() - 16)
            coal_table.own_foundries(self, panel, x, y, area.right() - 8 - x)
            y += KEEP_H + 4
        self.markers(panel, QRectF(area.left() + 8, y, area.width() - 16, KEEP_H))
        self.end_cards(panel, QRectF(area.left() + 8, y + KEEP_H + 2, area.width() - 16, KEEP_H))
        return panel

    def lines(self) -> list[dict[str, Any]]:
        if self.player.get("germany"):
            return germany.lines_of(self.view)
        return (self.view.get("layout") or {}).get("lines") or []

    def band(self, panel: Any, area: QRectF) -> None:
        board, layout = self.board, self.layout
        colour = board.colour_of(self.seat)
        band = ZoneItem(QRectF(area.left() + 3, area.top() + 3, area.width() - 6, BAND_H), colour, parent=panel)
        band.radius = 6
        ink = theme.text_on(colour)
        name = board.context.seat_name(self.seat)
        label = TextItem(name, QRectF(area.left() + 10, area.top() + 5, 210, 18), layout.font("name"), bold=True,
                         colour=ink, parent=band)
        label.setToolTip(name)
        facts = TextItem(board.score_facts(self.player), QRectF(area.left() + 226, area.top() + 5, area.width() - 236,
                                                                18), layout.font("body"), colour=ink, parent=band)
        facts.align = Qt.AlignmentFlag.AlignRight

    def counters(self, panel: Any, rect: QRectF) -> None:
        """Workers and roubles (dragged onto the spaces), coal, doublers, the medal, the revaluation, then
        the hired engineers (the player's own worker spaces)."""
        board, layout, player = self.board, self.layout, self.player
        workers = player.get("workers") or {}
        free = int(workers.get("free", 0)) + int(workers.get("helpers", 0))
        x, top = rect.left() + 2, rect.top()
        count_w = 34.0
        if free:
            pawn = PawnItem("worker" if self.interactive else f"worker:{self.seat}", board.colour_of(self.seat), 26,
                            board.context.seat_letter(self.seat), board.context.colour_cues)
            pawn.setToolTip(tr("Your workers: drag one onto an action space") if self.interactive
                            else tr("Workers free"))
            self.piece(pawn, QPointF(x, top), panel)
        else:  # none left this round: the pawn's outline stays to say what the count counts
            IconsItem(QRectF(x, top + 2, 22, 24), [icon("pawn")], theme.INK, panel, 24.0, layout.font("small"))
        count = TextItem(f"× {free}", QRectF(x + 26, top + 6, count_w, 18), layout.font("count"), bold=True,
                         parent=panel)
        count.setToolTip(tr("%1 of %2 workers free").replace("%1", str(free)).replace(
            "%2", str(workers.get("total", 0))))
        x += 26 + count_w
        coins = int(player.get("coins", 0))
        if coins:
            coin = CoinItem("coin" if self.interactive else f"coin:{self.seat}", 1, 24)
            coin.setToolTip(tr("Your roubles: drag one onto an action space to pay instead of a worker")
                            if self.interactive else tr("Roubles"))
            self.piece(coin, QPointF(x, top + 3), panel)
        else:
            IconsItem(QRectF(x, top + 3, 22, 22), [icon("coin")], theme.INK, panel, 22.0, layout.font("small"))
        TextItem(f"× {coins}", QRectF(x + 24, top + 6, count_w, 18), layout.font("count"), bold=True, parent=panel)
        x += 24 + count_w
        if self.view.get("coal"):
            x = coal_table.coal_count(self, panel, x, top)
        x = self.emblems(panel, x, top)
        self.engineers(panel, QRectF(x + 4, top, rect.right() - x - 4, rect.height()))

    def emblems(self, panel: Any, x: float, top: float) -> float:
        """The Kiev medal and the revaluation tile as chips; returns the x after them."""
        board, layout, player = self.board, self.layout, self.player
        chips: list[tuple[str, list[Any], str]] = []
        if player.get("medal"):
            chips.append(("", [icon("glyph", label="◎")], board.words.category("medal")))
        values = str(player.get("values") or "base")
        if values != "base":
            chips.append((tr("revalued"), [], tr("Revaluation: the rails' values are raised: %1").replace(
                "%1", board.values_text(values))))
        for text, icons, tip in chips:
            width = chip_width(text, icons, layout.font("small"), 14)
            chip = ChipItem(QRectF(x, top + 3, width, 24), text, MARKER_FILL, panel, points=layout.font("small"),
                            icons=icons)
            chip.setToolTip(tip)
            x += width + 4
        return x

    def engineers(self, panel: Any, rect: QRectF) -> None:
        board, layout = self.board, self.layout
        owned = self.player.get("engineers") or []
        if not owned:
            if self.interactive:
                TextItem(tr("Hired engineers become your own action spaces."),
                         QRectF(rect.left(), rect.top(), rect.width(), rect.height()), layout.font("small"),
                         colour=theme.INK_SOFT, parent=panel)
            return
        catalogue = self.view.get("engineers") or {}
        width = min(74.0, (rect.width() + 4) / len(owned) - 4)
        for k, own in enumerate(owned):
            engineer = catalogue.get(str(own.get("id"))) or {}
            used = bool(own.get("used"))
            cell_rect = QRectF(rect.left() + k * (width + 4), rect.top(), width, rect.height())
            cell = ZoneItem(cell_rect, "#cfc2a2" if used else "#f4e7c8")
            cell.radius = 5
            self.target(cell, space_target(str(own.get("id"))), panel)
            label = f"{engineer.get('number', '?')}{engineer.get('letter') or ''}" + (" ✓" if used else "")
            TextItem(label, QRectF(cell_rect.left() + 3, cell_rect.top() + 1, width - 6, 15), layout.font("small"),
                     bold=True, parent=cell)
            icons = board.icons_of(engineer.get("effect") or {})
            if icons:
                IconsItem(QRectF(cell_rect.left() + 1, cell_rect.top() + 15, width - 2, 14), icons, theme.INK, cell,
                          13.0, layout.font("small"))
            tip = [f"<b>{board.words.engineer(own.get('id'))}</b>", board.words.pick(engineer.get("text"), "")]
            if used:
                tip.append(tr("used this round"))
            cell.setToolTip("<br>".join(t for t in tip if t))

    # --- a line -----------------------------------------------------------------------------------
    def line(self, panel: Any, line: dict[str, Any], rect: QRectF) -> None:
        board, layout, player = self.board, self.layout, self.player
        line_id = str(line.get("id"))
        state = (player.get("lines") or {}).get(line_id) or {}
        rails = state.get("rails") or {}
        reach = int(state.get("reach", 0))
        full = board.words.pick(line.get("names"), line_id)
        text = board.line_label(self.view, line, player)
        points, bold = board.label_points(text, LABEL_W - 4)
        label = TextItem(text, QRectF(rect.left() + 2, rect.top(), LABEL_W - 4, 17), points, bold=bold, parent=panel)
        label.setToolTip(full)
        locos = state.get("locomotives") or []
        stokers = state.get("stokers") or []
        for slot, tile in enumerate(locos):
            stoked = bool(tile) and slot < len(stokers) and bool(stokers[slot])
            item = SlotItem(QRectF(rect.left() + 2 + slot * (SLOT_W + 4), rect.top() + 18, SLOT_W, SLOT_H),
                            str(9 if tile == 10 else tile) if tile else "", "#3f5a73" if tile else "", stoker=stoked,
                            points=layout.font("small"))
            item.kind = "loco"
            self.target(item, f"loco:{line_id}:{slot}", panel)
            tip = board.words.locomotive(tile) if tile else tr("Empty locomotive slot")
            if stoked:
                tip += "<br>" + tr("With a stoker: it counts one higher")
            item.setToolTip(tip + "<br>" + tr("The locomotives reach space %1 of the line").replace("%1", str(reach)))
        cells = QRectF(rect.left() + LABEL_W, rect.top(), rect.width() - LABEL_W, rect.height())
        first = cells.left() + HUB_W + 2  # a sleeper's width of the line before space 1
        cell_w = self.cell_w(line, cells, first)
        colours = line.get("colours") or []
        if player.get("germany"):
            colours = (((player.get("germany") or {}).get("lines") or {}).get(line_id) or {}).get("colours") or colours
        length = int(line.get("length", 0) or 0) or int((cells.right() - 3 - first) / max(cell_w, 1.0))
        stations = [int(s.get("space", 0)) for s in line.get("specials") or [] if int(s.get("space", 0))]
        track = TrackZone(cells, first, cell_w, built_colours(list(colours), rails, length, COLOUR_HEX), stations,
                          cells.left() + HUB_W)
        self.target(track, f"track:{self.seat}:{line_id}", panel)
        track.setToolTip(tr("%1: drag a rail marker here to move it one space on").replace("%1", full)
                         if self.interactive else full)
        if player.get("germany"):
            germany.draw_line(self, track, line, cells, first)
        else:
            self.cells(track, line, cells, first, reach)
        self.doublers(track, line_id, cells, first, cell_w)
        occupied: dict[int, str] = {int(v): c for c, v in rails.items() if int(v)}
        unlocked = set(player.get("unlocked") or [])
        waiting = [c for c in colours if not int(rails.get(c, 0)) and c in unlocked]
        for space_no, colour in sorted(occupied.items()):
            x, dy = first + (space_no - 1) * cell_w + (cell_w - 2) / 2 - 9, 13.0
            if player.get("germany"):
                x, dy = germany.rail_x(self.view, player, line_id, space_no, cells, first) or (x, dy)
            self.rail(track, line_id, colour, QPointF(x, cells.top() + dy), 18)
        for k, colour in enumerate(waiting[:4]):
            row, col = divmod(k, 2)
            # waiting in Moscow, on the line's station track
            self.rail(track, line_id, colour, QPointF(cells.left() + HUB_WALL - 1 + col * 11,
                                                      cells.top() + 3 + row * 17), 10)

    def doublers(self, track: Any, line_id: str, cells: QRectF, first: float, cell_w: float) -> None:
        """The doublers placed: a "×2" over each of the doubler line's first spaces, as on the printed board."""
        layout = (self.view.get("germany") or {}).get("layout") if self.player.get("germany") else self.view.get(
            "layout")
        layout = layout or {}
        if layout.get("doubler_line") != line_id:
            return
        count = int(self.player.get("doublers", 0) or 0)
        for space in (layout.get("doubler_spaces") or [])[:count]:
            # at the space's right edge, beside its number plate and clear of the next space's
            tag = TagItem(QRectF(first + space * cell_w - 17, cells.top() + 3, 16, 14), "×2", theme.BRASS,
                          self.layout.font("cell"), track)
            tag.setToolTip(tr("A doubler: this space of the line scores double"))

    def cell_w(self, line: dict[str, Any], cells: QRectF, first: float) -> float:
        if self.player.get("germany"):
            state = (((self.player.get("germany") or {}).get("lines") or {}).get(str(line.get("id"))) or {})
            return germany.cell_width(self.view, state, cells, first)
        return min(36.0, (cells.right() - 3 - first) / max(int(line.get("length", 1)), 1))

    def cells(self, track: Any, line: dict[str, Any], cells: QRectF, first: float, reach: int) -> None:
        specials: dict[int, list[dict[str, Any]]] = {}
        for special in line.get("specials") or []:
            specials.setdefault(int(special.get("space", 0)), []).append(special)
        cell_w = self.cell_w(line, cells, first)
        for space in range(1, int(line.get("length", 0)) + 1):
            rect = QRectF(first + (space - 1) * cell_w, cells.top() + 2, cell_w - 2, cells.height() - 4)
            found = specials.get(space, [])
            cell = CellItem(rect, str(space), "".join(self.board.special_mark(s) for s in found), space <= self.reach(
                line), parent=track, points=self.layout.font("cell"), on_bed=True)
            if found:
                cell.setToolTip("<br>".join(self.board.words.special_text(s) for s in found))

    def reach(self, line: dict[str, Any]) -> int:
        return int(((self.player.get("lines") or {}).get(str(line.get("id"))) or {}).get("reach", 0))

    def rail(self, parent: Any, line_id: str, colour: str, pos: QPointF, size: float) -> None:
        board = self.board
        cube = RailCubeItem(f"rail:{self.seat}:{line_id}:{colour}", COLOUR_HEX.get(colour, "#777"), size,
                            COLOUR_LETTER.get(colour, ""), board.context.colour_cues and size >= 14,
                            self.layout.font("cue"))
        cube.setToolTip(tr("%1 rail").replace("%1", board.words.colour(colour)))
        self.piece(cube, pos, parent)

    # --- the industry track -------------------------------------------------------------------------
    def lane(self, panel: Any, rect: QRectF) -> None:
        board, layout, player = self.board, self.layout, self.player
        lane = (self.view.get("layout") or {}).get("industry_lane") or []
        TextItem(tr("Industry"), QRectF(rect.left() + 2, rect.top(), LABEL_W - 4, 17), layout.font("body"), bold=True,
                 parent=panel)
        cells = QRectF(rect.left() + LABEL_W, rect.top(), rect.width() - LABEL_W, rect.height())
        zone = ZoneItem(cells, "#d6c09a")
        self.target(zone, f"lane:{self.seat}", panel)
        zone.setToolTip(tr("The industry track: drag an industry marker here to move it on") if self.interactive
                        else tr("The industry track"))
        factories = player.get("factories") or []
        stoked = coal_table.stoked_factory_slots(self.view, self.seat)
        weights = [FACTORY_WEIGHT if c.get("kind") == "factory" else 1.0 for c in lane]
        unit = (cells.width() - 6 - 2 * len(lane)) / max(sum(weights), 1.0)
        x = cells.left() + 3
        places: dict[int, QPointF] = {}
        for cell, weight in zip(lane, weights, strict=True):
            idx = int(cell.get("idx", 0))
            width = unit * weight
            box = QRectF(x, cells.top() + 2, width, cells.height() - 4)
            kind = cell.get("kind")
            # the marker leaves a factory's number and effect in view, a plain space's number too
            places[idx] = (QPointF(box.right() - 19, box.top() + 1) if kind == "factory"
                           else QPointF(box.center().x() - 9, box.bottom() - 18))
            if kind == "factory":
                slot = int(cell.get("slot", 1))
                number = factories[slot - 1] if slot - 1 < len(factories) else 0
                icons = board.icons_of(board.factory_effect(number)) if number else []
                item = SlotItem(box, str(number) if number else "", "#7a3d2a" if number else "",
                                stoker=bool(number) and slot in stoked, points=layout.font("small"), icons=icons)
                item.kind = "factory"
                self.target(item, f"fslot:{self.seat}:{slot}", zone)
                tip = (board.words.factory(number) + "<br>" + board.words.factory_text(number) if number
                       else tr("Empty factory slot %1").replace("%1", str(slot)))
                if number and slot in stoked:
                    tip += "<br>" + tr("With a stoker: it works twice")
                item.setToolTip(tip)
            else:
                text = str(cell.get("points", "")) if kind in ("space", "end") else ("?" if kind == "bonus_marker" else "")
                item = CellItem(box, text, "", True, parent=zone, points=layout.font("cell"))
                item.fill_colour = QColor(WORKS_FACE)  # the industry track as a row of works
                if kind in ("space", "end"):
                    item.setToolTip(tr("%1 points each round").replace("%1", str(cell.get("points", 0))))
                elif kind == "bonus_marker":
                    item.setToolTip(board.words.special("bonus_marker"))
            x += width + 2
        for k, position in enumerate(player.get("industry") or []):
            place = places.get(int(position), QPointF(cells.left() + 4, cells.top() + 4))
            marker = CubeItem(f"industry:{self.seat}:{k}", INDUSTRY_GOLD, 17, "", False)
            marker.setToolTip(tr("Industry marker %1").replace("%1", str(k + 1)))
            self.piece(marker, place + QPointF(0, -k * 4), zone)

    # --- "?" markers and end-game cards ----------------------------------------------------------------
    def markers(self, panel: Any, rect: QRectF) -> None:
        """The "?" bonus markers still to come, and the used ones face down together."""
        board, small, player = self.board, self.layout.font("small"), self.player
        label = self.row_label(panel, tr("“?” markers"), rect)
        label.setToolTip(tr("A rail reaching a “?” space takes one of these markers"))
        x = rect.left() + 4 + label_width(label)
        for marker in player.get("bonus_markers_left") or []:
            effect = ((((self.view.get("cards") or {}).get("bonus_markers") or {}).get(str(marker))) or {}).get(
                "effect") or {}
            icons = board.icons_of(effect) or [icon("glyph", label="?")]
            width = chip_width("", icons, small, 13)
            chip = ChipItem(QRectF(x, rect.top() + 1, width, rect.height() - 2), "", MARKER_FILL, panel,
                            points=small, icons=icons, icon_size=13)
            chip.setToolTip(board.words.card("bonus_markers", marker) + "<br>" + tr("still to come"))
            x += width + 3
        used = [board.words.card("bonus_markers", m) for m in player.get("bonus_markers_used") or []]
        if used:  # the used ones lie face down together: how many, and which on hover
            text = f"✓ {len(used)}"
            width = chip_width(text, [], small, 13)
            chip = ChipItem(QRectF(x, rect.top() + 1, width, rect.height() - 2), text, MARKER_FILL, panel,
                            face_down=True, points=small)
            chip.setToolTip(tr("used") + ": " + ", ".join(used))

    def row_label(self, panel: Any, words: str, rect: QRectF) -> TextItem:
        width = QFontMetricsF(theme.font(self.layout.font("small"), bold=True)).horizontalAdvance(words) + 4
        return TextItem(words, QRectF(rect.left(), rect.top() + 4, width, 17), self.layout.font("small"), bold=True,
                        parent=panel)

    def end_cards(self, panel: Any, rect: QRectF) -> None:
        """The end-game bonus cards: their names on the own board (face down at a shared screen until asked
        for; those past the row's end on hover), their count on another's."""
        board, small, player = self.board, self.layout.font("small"), self.player
        label = self.row_label(panel, tr("End-game cards"), rect)
        x = rect.left() + 4 + label_width(label)
        cards = player.get("end_cards")
        if cards is None:
            count = int(player.get("end_card_count", 0))
            icons = [icon("card", count)] if count else []
            text = "" if count else "–"
            width = chip_width(text, icons, small, 14)
            chip = ChipItem(QRectF(x, rect.top() + 1, width, rect.height() - 2), text, CARD_FILL, panel,
                            points=small, icons=icons)
            chip.setToolTip(tr("end-game bonus cards: %1").replace("%1", str(count)))
            return
        if not cards:
            TextItem("–", QRectF(x, rect.top() + 4, 20, 17), small, colour=theme.INK_SOFT, parent=panel)
            return
        if not board.private_shown:  # at a hot-seat table, until the person asks: face down
            self.private_button(panel, QRectF(x, rect.top(), rect.right() - x, rect.height()), len(cards), True)
            return
        if self.interactive and board.hot_seat():
            x = self.private_button(panel, QRectF(x, rect.top(), rect.right() - x, rect.height()), 0, False) + 3
        names = [board.words.card("end_cards", card) for card in cards]
        rest_w = chip_width(f"+{len(names)}", [icon("card")], small, 14) + 3
        for k, name in enumerate(names):
            width = chip_width(name, [icon("card")], small, 14)
            last = k == len(names) - 1
            if x + width + (0 if last else rest_w) > rect.right():  # the rest as one chip, named on hover
                more = names[k:]
                chip = ChipItem(QRectF(x, rect.top() + 1, rest_w - 3, rect.height() - 2), f"+{len(more)}",
                                CARD_FILL, panel, points=small, icons=[icon("card")])
                chip.setToolTip(tr("Your end-game bonus cards: %1").replace("%1", ", ".join(more)))
                break
            chip = ChipItem(QRectF(x, rect.top() + 1, width, rect.height() - 2), name, CARD_FILL, panel,
                            points=small, icons=[icon("card")])
            chip.setToolTip(tr("Your end-game bonus card: %1").replace("%1", name))
            x += width + 3

    def private_button(self, panel: Any, rect: QRectF, count: int, show: bool) -> float:
        """The end-game cards face down with "Show my cards", or "Hide my cards" beside them; returns the x
        after it."""
        board, small = self.board, self.layout.font("small")
        x = rect.left()
        if count:
            icons = [icon("card", count)]
            width = chip_width("", icons, small, 14)
            chip = ChipItem(QRectF(x, rect.top() + 1, width, rect.height() - 2), "", CARD_FILL, panel, points=small,
                            icons=icons)
            chip.setToolTip(tr("end-game bonus cards: %1").replace("%1", str(count)))
            x += width + 4
        words = tr("Show my cards") if show else tr("Hide my cards")
        width = chip_width(words, [], small, 14)
        button = ChipItem(QRectF(x, rect.top() + 1, width, rect.height() - 2), words, "#8a5a35", panel, points=small)
        OpenerItem(button.rect, lambda: setattr(board, "private_shown", show),
                   tr("Your end-game bonus cards are seen by whoever sits at the screen") if show
                   else tr("Turn your end-game bonus cards face down"), button)
        return x + width


def label_width(item: TextItem) -> float:
    return QFontMetricsF(item.font).horizontalAdvance(item.text) + 4

