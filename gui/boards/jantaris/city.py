"""The city of Jantaris: the ring of districts around the square, and in its corners the marketplace, the
guild house, the Great Market and the turn."""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor

from gui.boards.jantaris.art import GROUND, BuildingItem, CityGroundItem, QuarterItem
from gui.boards.jantaris.build import Build
from gui.boards.jantaris.cards import MARKET_BAND, MarketCardItem
from gui.boards.jantaris.items import (
    DOMINANCE_SIGN,
    GOODS_SIGNS,
    TOKEN_COLOURS,
    DistrictItem,
    GoodsItem,
    GuildTokenItem,
    MerchantItem,
)
from gui.boards.jantaris.words import GOODS
from gui.i18n import tr
from gui.scene import theme
from gui.scene.zone import ZoneItem

MERCHANT_H = 22.0
TOKEN_D = 22.0


def loc_target(location: str) -> str:
    return f"loc:{location}"


def ring_centre(ring: QRectF, index: int, count: int) -> QPointF:
    """Where district ``index`` of ``count`` stands: on the ellipse inscribed in ``ring``, the first just
    right of the top, then clockwise."""
    angle = math.radians(-90 + 180 / count + 360 * index / count)
    return QPointF(ring.center().x() + ring.width() / 2 * math.cos(angle),
                   ring.center().y() + ring.height() / 2 * math.sin(angle))


def draw_city(b: Build) -> ZoneItem:
    """The city and its corners, all inside one item (hidden while a player's board lies open over it)."""
    city = b.zone(b.layout.rect("city"), GROUND, parent=b.frame)
    city.radius = 30.0
    locations = b.view.get("locations") or []
    districts = [loc for loc in locations if loc.get("kind") == "district"]
    ring, size = b.layout.rect("ring"), b.layout.rect("district").size()
    centres = {loc["id"]: ring_centre(ring, int(loc.get("ring", 0)), len(districts)) for loc in districts}
    _walls(b, city, centres, districts)
    for loc in districts:
        centre = centres[loc["id"]]
        rect = QRectF(centre.x() - size.width() / 2, centre.y() - size.height() / 2, size.width(), size.height())
        _district(b, city, loc, rect)
    square = next((loc for loc in locations if loc.get("kind") == "square"), None)
    if square is not None:
        _square(b, city, square)
    _marketplace(b, city)
    _guild_house(b, city)
    _great_market(b, city)
    _turn(b, city)
    return city


def _walls(b: Build, city: ZoneItem, centres: dict[str, QPointF], districts: list[dict[str, Any]]) -> None:
    """The town wall round the ring of districts, and the streets between neighbours, behind everything else."""
    wall = b.layout.rect("city").adjusted(6, 6, -6, -6)
    streets = []
    for loc in districts:
        for other in loc.get("neighbours") or []:
            if other in centres and loc["id"] < other:
                streets.append((centres[loc["id"]], centres[other]))
    CityGroundItem(city.rect, wall, streets, 12, parent=city)


def _place(b: Build, parent: Any, loc: dict[str, Any], rect: QRectF, square: bool) -> DistrictItem:
    dominant = loc.get("dominant")
    item = QuarterItem(rect, b.board.words.place(loc["id"]), b.font("name"),
                        b.board.seat_colour(dominant) if dominant is not None else None,
                        b.view.get("active_district") == loc["id"], square)
    b.scene.add_target(item, loc_target(loc["id"]), parent)
    item.setToolTip(_location_tip(b, loc))
    return item


def _merchant(b: Build, parent: Any, loc: dict[str, Any], s: int, n: int, at: QPointF) -> None:
    context = b.board.context
    pawn = MerchantItem(f"merchant:{s}:{loc['id']}", b.board.seat_colour(s), n, context.seat_letter(s),
                        context.colour_cues, MERCHANT_H, b.font("small"))
    pawn.setToolTip(tr("%1: %2").replace("%1", context.seat_name(s)).replace("%2", b.board.words.merchants(n)))
    b.scene.add_piece(pawn, at, parent)


def _token(b: Build, parent: Any, token: str, at: QPointF) -> None:
    marker = GuildTokenItem(f"token:{token}", TOKEN_COLOURS.get(token, "#777"), GOODS_SIGNS.get(token, ""), TOKEN_D,
                            b.font("small"))
    marker.setToolTip(b.board.words.token(token))
    b.scene.add_piece(marker, at, parent)


def _district(b: Build, parent: Any, loc: dict[str, Any], rect: QRectF) -> None:
    item = _place(b, parent, loc, rect, False)
    merchants = loc.get("merchants") or []
    pitch = (rect.width() - 8) / max(len(merchants), 1)
    for s, n in enumerate(merchants):
        if n:  # each seat keeps its own slot, so a seat's pawn is found at the same place in every district
            _merchant(b, item, loc, s, n, QPointF(rect.left() + 4 + s * pitch, rect.top() + 25))
    for k, token in enumerate(loc.get("tokens") or []):
        _token(b, item, token, QPointF(rect.right() - 28 - k * 26, rect.bottom() - 27))
    dominant = loc.get("dominant")
    if dominant is not None:
        mark = b.text(f"{DOMINANCE_SIGN} {b.board.context.seat_letter(dominant)}",
                      QRectF(rect.left() + 7, rect.bottom() - 22, 40, 18), "small", item, bold=True,
                      colour=theme.darker(b.board.seat_colour(dominant), 130))
        mark.setToolTip(tr("%1 dominates %2").replace("%1", b.board.context.seat_name(dominant)).replace(
            "%2", b.board.words.place(loc["id"])))


def square_note(view: dict[str, Any]) -> str:
    """What the square says about the Great Market: under way, due, or how many merchants it still needs."""
    market = view.get("great_market") or {}
    here, needed = int(market.get("on_square", 0)), int(view.get("great_market_threshold", 5))
    if market.get("card"):
        return tr("Great Market under way")
    if here >= needed:
        return tr("%1 merchants: enough for the Great Market").replace("%1", str(here))
    return tr("%1 of %2 merchants for the Great Market").replace("%1", str(here)).replace("%2", str(needed))


def _square(b: Build, parent: Any, loc: dict[str, Any]) -> None:
    rect = b.layout.rect("square")
    item = _place(b, parent, loc, rect, True)
    running = bool((b.view.get("great_market") or {}).get("card"))
    b.text(square_note(b.view), QRectF(rect.left() + 16, rect.top() + 22, rect.width() - 32, 46), "small", item,
           bold=running, colour=QColor(MARKET_BAND) if running else theme.INK_SOFT, centred=True)
    present = [(s, n) for s, n in enumerate(loc.get("merchants") or []) if n]
    pitch, per_row = 36.0, 4
    for k, (s, n) in enumerate(present):
        row, col = divmod(k, per_row)
        width = min(per_row, len(present) - row * per_row) * pitch
        x = rect.center().x() - width / 2 + col * pitch + 6
        _merchant(b, item, loc, s, n, QPointF(x, rect.top() + 78 + row * (MERCHANT_H + 10)))
    for k, token in enumerate(loc.get("tokens") or []):
        _token(b, item, token, QPointF(rect.center().x() - 27 + k * 32, rect.bottom() - 36))


def _location_tip(b: Build, loc: dict[str, Any]) -> str:
    words, context = b.board.words, b.board.context
    lines = [f"<b>{words.place(loc['id'])}</b>"]
    lines += [f"{context.seat_name(s)}: {words.merchants(n)}" for s, n in enumerate(loc.get("merchants") or []) if n]
    if loc.get("dominant") is not None:
        lines.append(tr("%1 dominates %2").replace("%1", context.seat_name(loc["dominant"])).replace(
            "%2", words.place(loc["id"])))
    lines += [words.token(token) for token in loc.get("tokens") or []]
    if loc.get("neighbours"):
        lines.append(tr("Neighbours: %1").replace("%1", ", ".join(words.place(n) for n in loc["neighbours"])))
    return "<br>".join(lines)


def _marketplace(b: Build, city: ZoneItem) -> None:
    rect = b.layout.rect("market")
    stalls = [rect.left() + 34 + k * 52 for k in range(len(GOODS))]
    market = BuildingItem(rect, "market", stalls)
    b.scene.add_target(market, "visit:market", city)
    b.title(tr("Marketplace"), QRectF(rect.left() + 4, rect.top() + 3, rect.width() - 8, 20), market)
    market.setToolTip(tr("Take up to 2 goods of one colour (at most 6 of each colour)."))
    for k, colour in enumerate(GOODS):
        pile = GoodsItem(f"market:{colour}", colour, None, 24, b.font("count"))
        pile.setToolTip(b.board.words.colour(colour))
        b.scene.add_piece(pile, QPointF(rect.left() + 22 + k * 52, rect.top() + 26), market)
    b.text(tr("up to 2 of one colour"), QRectF(rect.left() + 6, rect.top() + 56, rect.width() - 12, 40), "small",
           market, colour=theme.INK_SOFT, centred=True)


def _guild_house(b: Build, city: ZoneItem) -> None:
    rect = b.layout.rect("guild")
    guild = BuildingItem(rect, "guild")
    b.scene.add_target(guild, "visit:guild", city)
    b.title(tr("Guild house"), QRectF(rect.left() + 4, rect.top() + 7, rect.width() - 8, 20), guild)
    guild.setToolTip(tr("Place one merchant from your supply, or take up to two of yours back."))
    b.text(tr("place 1 merchant or take 2 back"), QRectF(rect.left() + 6, rect.top() + 26, rect.width() - 12,
                                                          rect.height() - 30), "small", guild, colour=theme.INK_SOFT,
           centred=True)


def _great_market(b: Build, city: ZoneItem) -> None:
    rect = b.layout.rect("great_market")
    market = b.view.get("great_market") or {}
    card = market.get("card")
    deck = tr("Great Market cards left: %1").replace("%1", str(market.get("deck", 0)))
    if card:
        sale = tr("%1 goods → %2 ★").replace("%1", str(card.get("goods"))).replace("%2", str(card.get("prestige")))
        face = MarketCardItem(tr("Great Market"), sale, tr("each seller needs a merchant on the square"),
                              rect.width(), rect.height(), b.fonts, city)
        face.setPos(rect.topLeft())
        face.setToolTip(tr("Great Market: whoever has a merchant on the square and enough goods must sell %1 goods "
                           "for %2 prestige, then moves that merchant into a district; round after round until "
                           "nobody can sell.").replace("%1", str(card.get("goods"))).replace(
            "%2", str(card.get("prestige"))) + "<br>" + deck)
        b.scene.mark_space(face, "great_market")
        return
    zone = BuildingItem(rect, "hall", parent=city)
    b.scene.mark_space(zone, "great_market")
    b.title(tr("Great Market"), QRectF(rect.left() + 4, rect.top() + 7, rect.width() - 8, 20), zone)
    zone.setToolTip(deck)
    b.text(tr("opens with %1 merchants on the square").replace("%1", str(b.view.get("great_market_threshold", 5))),
           QRectF(rect.left() + 6, rect.top() + 26, rect.width() - 12, rect.height() - 30), "small", zone,
           colour=theme.INK_SOFT, centred=True)


def phase_name(phase: str) -> str:
    return {"setup": tr("Opening"), "start": tr("Start of the turn"), "city": tr("City"),
            "diplomacy": tr("Diplomacy"), "vote": tr("Vote"), "great_market": tr("Great Market"),
            "control": tr("Market control"), "over": tr("Game over")}.get(phase, "")


def _turn(b: Build, city: ZoneItem) -> None:
    rect = b.layout.rect("turn")
    zone = BuildingItem(rect, "board", parent=city)
    view = b.view
    active = view.get("active")
    if view.get("phase") == "setup":  # the opening is placed seat by seat, not in turns
        active = b.prompt_params().get("seat", active)
    left, width = rect.left() + 6, rect.width() - 12
    round_text = tr("Round %1").replace("%1", str(view.get("round", 0))) if view.get("round") else tr("Opening")
    b.title(round_text, QRectF(left, rect.top() + 3, width, 20), zone)
    if isinstance(active, int) and not view.get("over"):
        turn, room = tr("%1's turn").replace("%1", b.board.context.seat_name(active)), QRectF(left, rect.top() + 24,
                                                                                              width, 35)
        b.text(turn, room, b.fitting_wrapped(turn, room, ("body", "small", "tiny"), bold=True), zone, bold=True,
               colour=theme.darker(b.board.seat_colour(active), 120), centred=True)
    b.text(phase_name(str(view.get("phase"))), QRectF(left, rect.top() + 60, width, 17), "small", zone, centred=True)
    b.text(tr("goal: %1 ★").replace("%1", str(view.get("end_prestige", 12))), QRectF(left, rect.top() + 78, width, 17),
           "small", zone, colour=theme.INK_SOFT, centred=True)
