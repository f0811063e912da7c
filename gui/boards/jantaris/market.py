"""The trading side of the Jantaris table: market-control cards, the bazaar, the auction or the step's buttons,
and the cards to choose from (vote cards, items)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from engine.core.actions import Action
from engine.games.jantaris.data import CONTROL_PRESTIGE
from gui.boards.jantaris.build import Build
from gui.boards.jantaris.cards import CONTROL_BAND, VOTE_BANDS, ControlCardItem, VoteCardItem
from gui.boards.jantaris.faces import VOTE_COUNTS, vote_effects, vote_text
from gui.boards.jantaris.items import SeatChipsItem
from gui.boards.jantaris.seats import CARD_MIN_W, card_slots, item_card
from gui.i18n import tr
from gui.scene import theme
from gui.scene.zone import ButtonItem

# the kinds of step that only the buttons play (everything else is a drag or a click on a piece)
BUTTON_KINDS = frozenset({"skip", "done", "keep", "pass", "coins", "goods", "pay", "refund", "count", "send_supply",
                          "expel"})
CHOICE_KINDS = ("use", "bottom")


def is_button(action: Action) -> bool:
    if action.kind == "send" and action.args and action.args[0] == "supply":
        return True
    return action.kind in BUTTON_KINDS


def draw_control(b: Build) -> None:
    rect = b.layout.rect("control")
    control = b.view.get("control") or {}
    title = tr("Market control · %1 ★ each · deck %2").replace("%1", str(CONTROL_PRESTIGE)).replace(
        "%2", str(control.get("deck", 0)))
    zone = b.zone(rect, "#e9dab5", title, parent=b.frame)
    b.scene.mark_space(zone, "control")
    zone.setToolTip(tr("Dominate all three districts of a card (2 or more merchants and more than anyone "
                       "else) to claim it in the market-control phase."))
    display = control.get("display") or []
    gap = 6.0
    width = (rect.width() - 16 - gap * (max(len(display), 4) - 1)) / max(len(display), 4)
    words, context = b.board.words, b.board.context
    for k, card in enumerate(display):
        who = card.get("claimable_by")
        districts = [words.place(d) for d in card.get("districts") or []]
        band = b.board.seat_colour(who).name() if who is not None else CONTROL_BAND
        item = ControlCardItem(f"control:{card.get('id')}", districts, band,
                               context.seat_letter(who) if who is not None else "", width, rect.height() - 28,
                               b.fonts)
        tip = f"<b>{words.control(card.get('id'))}</b><br>" + ", ".join(districts)
        if who is not None:
            tip += "<br>" + tr("%1 may claim it").replace("%1", context.seat_name(who))
        item.setToolTip(tip)
        b.scene.add_piece(item, QPointF(rect.left() + 8 + k * (width + gap), rect.top() + 23), zone)


def draw_bazaar(b: Build) -> None:
    rect = b.layout.rect("bazaar")
    bazaar = b.view.get("bazaar") or {}
    zone = b.zone(rect, "#e9dab5", tr("Bazaar · deck %1").replace("%1", str(bazaar.get("deck", 0))))
    b.scene.add_target(zone, "visit:bazaar", b.frame)
    zone.setToolTip(tr("Auction an item: the bids are goods, paid in any colours."))
    auction = b.view.get("auction") or {}
    gap = 8.0
    width = (rect.width() - 16 - gap) / 2
    for k, item in enumerate(bazaar.get("display") or []):
        card = item_card(b, item, width, rect.height() - 28, f"item:{item.get('id')}", True)
        card.setPos(rect.left() + 8 + k * (width + gap), rect.top() + 23)
        b.scene.add_target(card, f"item:{item.get('id')}", zone)
        if auction.get("item") == item.get("id"):
            card.set_highlight("lit")


def draw_action(b: Build) -> None:
    """The auction under way with its bid buttons, else the buttons of the step, else what happens now."""
    rect = b.layout.rect("action")
    wanted = [a for a in b.actions if is_button(a)]
    bids = [a for a in b.actions if a.kind in ("bid", "drop")]
    auction = b.view.get("auction")
    if auction and not wanted:
        _auction(b, rect, auction, bids)
        return
    zone = b.zone(rect, "#e9dab5", parent=b.frame)
    if wanted:
        _buttons(b, zone, rect, wanted)
        return
    if bids:  # an opening bid with no auction under way yet
        _bid_buttons(b, zone, rect, bids, rect.top() + 8)
        return
    view = b.view
    text = tr("Game over") if view.get("over") else (tr("Drag or click on the table") if b.actions
                                                     else tr("Waiting for the others"))
    b.text(text, QRectF(rect.left() + 8, rect.top() + 10, rect.width() - 16, 60), "body", zone, bold=True,
           colour=theme.INK_SOFT)


def _auction(b: Build, rect: QRectF, auction: dict, bids: list[Action]) -> None:
    title = tr("Auction · bid %1").replace("%1", str(auction.get("bid", 0)))
    zone = b.zone(rect, "#f1e5c6", title, parent=b.frame)
    context = b.board.context
    left, width = rect.left() + 8, rect.width() - 16
    leader = auction.get("leader")
    if isinstance(leader, int):
        name = tr("%1 leads").replace("%1", context.seat_name(leader))
        b.text(name, QRectF(left, rect.top() + 22, width, 18), b.fitting(name, width, ("body", "small", "tiny"), True),
               zone, bold=True, colour=theme.darker(b.board.seat_colour(leader), 120))
    seats = [(context.seat_letter(s), b.board.seat_colour(s), s in (auction.get("in") or []))
             for s in range(len(b.players()))]
    chips = SeatChipsItem(QRectF(left, rect.top() + 42, width, 18), tr("in:"), seats, b.font("small"), zone)
    chips.setToolTip(tr("still in: %1").replace("%1", b.board.words.names(auction.get("in"))) + "<br>"
                     + tr("out: %1").replace("%1", b.board.words.names(auction.get("out"))))
    _bid_buttons(b, zone, rect, bids, rect.top() + 64)


def _bid_buttons(b: Build, zone, rect: QRectF, actions: list[Action], top: float) -> None:  # noqa: ANN001
    bids = [a for a in actions if a.kind == "bid"][:12]
    drop = next((a for a in actions if a.kind == "drop"), None)
    left, width = rect.left() + 8, rect.width() - 16
    per_row = 6
    size = (width - (per_row - 1) * 3) / per_row
    if len(bids) < per_row:  # a few bids get wider buttons
        size = min(44.0, (width - (len(bids) - 1) * 3) / max(len(bids), 1))
    for k, action in enumerate(bids):
        row, col = divmod(k, per_row)
        button = ButtonItem(QRectF(left + col * (size + 3), top + row * 25, size, 22), str(action.args[0]),
                            primary=True, points=b.font("count"))
        button.setToolTip(b.board.describe_action(action, b.view))
        b.scene.add_target(button, f"button:{action.key}", zone)
        b.scene.drag.set_click_action(f"button:{action.key}", action)
    if drop is not None:
        button = ButtonItem(QRectF(left, rect.bottom() - 27, width, 23), b.board.describe_action(drop, b.view),
                            points=b.font("body"))
        b.scene.add_target(button, f"button:{drop.key}", zone)
        b.scene.drag.set_click_action(f"button:{drop.key}", drop)


def _buttons(b: Build, zone, rect: QRectF, wanted: list[Action]) -> None:  # noqa: ANN001
    labels = [b.board.button_label(a, b.view) for a in wanted]
    two = all(len(label) <= 9 for label in labels) and len(wanted) > 4
    cols = 2 if two else 1
    rows = 4 if two else min(4, max(len(wanted), 3))
    width = (rect.width() - 16 - (cols - 1) * 6) / cols
    height = (rect.height() - 16 - (rows - 1) * 5) / rows
    for k, (action, label) in enumerate(zip(wanted[:rows * cols], labels, strict=False)):
        row, col = divmod(k, cols)
        primary = action.kind not in ("skip", "pass", "keep", "drop")
        button = ButtonItem(QRectF(rect.left() + 8 + col * (width + 6), rect.top() + 8 + row * (height + 5),
                                   width, height), label, primary, points=b.font("body"), wrap=True)
        button.setToolTip(b.board.describe_action(action, b.view))
        b.scene.add_target(button, f"button:{action.key}", zone)
        b.scene.drag.set_click_action(f"button:{action.key}", action)


def choices_shown(b: Build) -> bool:
    """Whether vote cards or items to choose from take the place of the bazaar and the tray."""
    return any(a.kind == "vote" or a.kind in CHOICE_KINDS for a in b.actions)


def draw_choices(b: Build) -> None:
    votes = [a for a in b.actions if a.kind == "vote"]
    choices = [a for a in b.actions if a.kind in CHOICE_KINDS]
    wide = not any(is_button(a) for a in b.actions)
    rect = b.layout.rect("choices" if wide else "tray")
    left = rect.left() + 8
    if votes:
        zone = b.zone(rect, "#efe2f4", tr("Your secret vote"), parent=b.frame)
        zone.setToolTip(tr("Your secret vote: nobody sees it until all have voted"))
        zone.border = theme.BRASS_DARK
        pitch = (rect.width() - 8) / len(votes)
        for k, action in enumerate(votes):
            vote = str(action.args[0])
            card = VoteCardItem(f"vote:{vote}", b.board.words.vote(vote), VOTE_BANDS.get(vote, CONTROL_BAND),
                                vote_effects(vote), VOTE_COUNTS, pitch - 6, rect.height() - 30, b.fonts)
            card.setToolTip(f"<b>{b.board.words.vote(vote)}</b><br>{vote_text(vote)}")
            b.scene.add_piece(card, QPointF(left - 2 + k * pitch, rect.top() + 24), zone)
            b.scene.drag.set_click_action(card.piece_id, action)
            card.set_highlight("lit")
        return
    zone = b.zone(rect, "#fbf3dc", parent=b.frame)
    zone.border = theme.BRASS_DARK
    b.text(b.board.prompt_text(b.view.get("prompt") or {}, b.view), QRectF(left, rect.top() + 4, rect.width() - 16, 40),
           "body", zone, bold=True)
    room = QRectF(left, rect.top() + 46, rect.width() - 16, rect.height() - 50)
    rows = -(-len(choices) // max(1, int(room.width() // CARD_MIN_W)))
    slots = card_slots(room, len(choices), min(130.0, room.height() / rows))
    for action, slot in zip(choices, slots, strict=False):
        item_id = str(action.args[0])
        card = item_card(b, b.board.item_info(item_id), slot.width() - 8, slot.height() - 6, f"choice:{item_id}",
                         False)
        b.scene.add_piece(card, slot.topLeft(), zone)
        b.scene.drag.set_click_action(card.piece_id, action)
        card.set_highlight("lit")
