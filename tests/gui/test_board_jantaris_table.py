"""The Jantaris table at a glance: the layout declared in layout.json, every player's board one click away (and
its secrets kept), the Great Market shown as a card while it runs, and the home seat's items on the table."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QRectF

from engine.games.jantaris.data import ITEM_INDEX
from gui.boards.jantaris.cards import ControlCardItem, ItemCardItem, MarketCardItem
from gui.boards.jantaris.seats import OpenedBoardItem
from gui.boards.layout import board_layout
from gui.i18n import install_language
from gui.scene.opener import OpenerItem
from gui.scene.text import TextItem
from gui.textfit import scene_problems
from gui.widgets.game_screen import GameScreen
from tests.gui.boards import ScreenMaker, drive
from tests.gui.test_board_jantaris import RULESET, board_of, descendants, strip_texts, until_prompt

BASE_REGIONS = ("city", "track", "players", "control", "bazaar", "action", "tray")


@pytest.fixture
def screen(qtbot) -> Iterator[Callable[..., GameScreen]]:  # noqa: ANN001
    maker = ScreenMaker(qtbot, RULESET)
    yield lambda kinds=("human", "ai", "ai"), seed=3, **more: maker(kinds, seed, **more)
    maker.close()


def redrawn(widget: GameScreen) -> None:
    """The screen draws the table again after a click that changed only how it is shown (queued)."""
    for _ in range(3):
        QCoreApplication.processEvents()


def opener_on(widget: GameScreen, seat: int) -> OpenerItem:
    strip = widget.scene.drag.targets[f"seat:{seat}"]
    return next(item for item in descendants(strip) if isinstance(item, OpenerItem))


def opened_panel(widget: GameScreen) -> OpenedBoardItem | None:
    item = widget.scene.drag.targets.get("opened")
    return item if isinstance(item, OpenedBoardItem) else None


def texts_under(item: Any) -> list[str]:
    return [child.text for child in descendants(item) if isinstance(child, TextItem)]


@pytest.mark.parametrize("players", [3, 4])
def test_the_layout_declares_every_region_inside_the_board_without_overlaps(players: int) -> None:
    layout = board_layout("jantaris", players)
    board = QRectF(0, 0, *layout.size)
    for name, region in layout.regions.items():
        assert board.contains(region.rect), f"{name} lies outside the board"
        assert region.holds, f"{name} does not say what it holds"
    for k, first in enumerate(BASE_REGIONS):
        for second in BASE_REGIONS[k + 1:]:
            shared = layout.rect(first).intersected(layout.rect(second))
            assert shared.isEmpty(), f"{first} and {second} overlap"
    # the cards to choose from cover the bazaar, the auction and the tray; an opened board covers the city
    choices = layout.rect("choices")
    assert all(choices.contains(layout.rect(name)) for name in ("bazaar", "action", "tray"))
    assert layout.rect("opened") == layout.rect("city")
    assert all(layout.font(kind) >= 8.5 for kind in layout.fonts)


def test_a_click_on_an_opponents_strip_opens_their_whole_board_and_a_click_closes_it(screen) -> None:  # noqa: ANN001
    widget = screen()
    state = widget.controller.state
    until_prompt(widget, "token", seed=4)
    # Tom owns two items and a control card: his board shows them whole
    state.items[1] = [ITEM_INDEX["dagger"], ITEM_INDEX["royal_cloak"]]
    state.claimed[1] = [0]
    widget.controller.state_changed.emit()
    board = board_of(widget)
    assert not any(isinstance(i, OpenerItem) for i in descendants(widget.scene.drag.targets["seat:0"])), \
        "the viewer's own strip takes drops, it opens nothing"
    opener_on(widget, 1).click()
    redrawn(widget)
    panel = opened_panel(widget)
    assert board.opened_seat == 1 and panel is not None
    words = texts_under(panel)
    assert "Board of Tom" in words
    cards = {child.title for child in descendants(panel) if isinstance(child, ItemCardItem)}
    assert cards == {"Dagger", "Royal Cloak"}
    assert any("Shakara" in text or "Control cards: 1" in text for text in words)
    # drawn like the viewer's own strip, but nothing on it is a piece or a place of the viewer's
    assert not [p for p in widget.scene.drag.pieces if p.startswith("open:")]
    inside = [t for t, item in widget.scene.drag.targets.items() if panel.isAncestorOf(item)]
    assert inside == [] and widget.scene.drag.targets["opened"] is panel
    # a drag that ends on the opened board finds no district hidden under it, and says why
    reasons: list[str] = []
    widget.scene.drag.drop_rejected.connect(reasons.append)
    move = next(m for m in widget.scene.drag.moves if m.piece_id.startswith("token:"))
    district = widget.scene.drag.targets[move.target_id]
    assert widget.scene.drag._target_at(district.sceneBoundingRect().center(), None) == "opened"
    assert not widget.scene.drag.finish(move.piece_id, "opened")
    assert reasons[-1] == "An opened board lies over the city: close it first."
    # the Close button closes it; a click on the same strip again does too
    next(i for i in descendants(panel) if isinstance(i, OpenerItem)).click()
    redrawn(widget)
    assert board.opened_seat is None and opened_panel(widget) is None
    opener_on(widget, 2).click()
    redrawn(widget)
    assert board.opened_seat == 2 and "Board of Ida" in texts_under(opened_panel(widget))
    opener_on(widget, 2).click()
    redrawn(widget)
    assert board.opened_seat is None and opened_panel(widget) is None


def test_an_opened_board_keeps_a_vote_secret_until_all_have_voted(screen) -> None:  # noqa: ANN001
    widget = screen(kinds=("human", "human", "human"))
    state = widget.controller.state
    drive(widget, lambda _s, _a: state.view(None)["prompt"]["code"] == "vote" and len(state.to_move()) == 3,
          lambda c, s, a, rng: None, 1, 3000, reveal=True)
    first = widget.viewer
    widget.scene.drag.click_piece("vote:black_market")
    widget.reveal()
    second = widget.viewer
    assert second != first
    opener_on(widget, first).click()
    redrawn(widget)
    panel = opened_panel(widget)
    assert panel is not None
    words = " | ".join(texts_under(panel))
    assert "vote chosen" in words and "Black Market" not in words
    assert "Black Market" not in strip_texts(widget, first)


def test_the_great_market_is_a_card_while_it_runs_and_the_square_says_so(screen) -> None:  # noqa: ANN001
    widget = screen(kinds=("human", "ai", "ai"), seed=7)
    state = widget.controller.state
    drive(widget, lambda seat, _a: seat == 0 and state.view(0)["great_market"]["card"] is not None,
          lambda c, s, a, rng: None, 2, 20000, reveal=True)
    card = widget.current_view["great_market"]["card"]
    face = next(item for item in widget.scene.items() if isinstance(item, MarketCardItem))
    assert face.title == "Great Market"
    assert face.sale == f"{card['goods']} goods → {card['prestige']} ★"
    assert face.condition == "each seller needs a merchant on the square"
    square = widget.scene.drag.targets["loc:square"]
    assert "Great Market under way" in texts_under(square)
    assert not any("merchants for the Great Market" in text for text in texts_under(square))


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_home_seats_items_lie_in_the_tray_and_the_rest_one_click_away(screen, compiled_translations,  # noqa: ANN001
                                                                          language: str) -> None:
    widget = screen()
    state = widget.controller.state
    until_prompt(widget, "token", seed=4)
    owned = ["dagger", "royal_cloak", "guild_seal", "travel_map", "golden_statue"]
    state.items[0] = [ITEM_INDEX[i] for i in owned]
    install_language(language)
    try:
        widget.controller.state_changed.emit()
        assert not scene_problems(widget.scene), scene_problems(widget.scene)
    finally:
        install_language("en")
    widget.controller.state_changed.emit()
    shown = [p.removeprefix("own:") for p in widget.scene.drag.pieces if p.startswith("own:")]
    tray = [item for item in widget.scene.items() if isinstance(item, ItemCardItem)
            and item.piece_id.startswith("own:")]
    assert tray and len(tray) < len(owned) and not shown, "the tray's cards are no pieces to drag"
    assert any(getattr(item, "text", "") == f"+{len(owned) - len(tray)} more" for item in widget.scene.items())
    more = next(item for item in widget.scene.items() if isinstance(item, OpenerItem)
                and item.toolTip() == "Open your whole board")
    more.click()
    redrawn(widget)
    panel = opened_panel(widget)
    assert panel is not None
    cards = [child for child in descendants(panel) if isinstance(child, ItemCardItem)]
    assert len(cards) == len(owned)


@pytest.mark.parametrize("language", ["cs", "de"])
def test_an_opened_board_holds_many_items_and_control_cards_whole(screen, compiled_translations,  # noqa: ANN001
                                                                  language: str) -> None:
    widget = screen()
    state = widget.controller.state
    until_prompt(widget, "token", seed=4)
    owned = ["dagger", "royal_cloak", "guild_seal", "travel_map", "golden_statue", "coronation_goblet",
             "historical_book", "trade_contract", "merchants_purse", "masquerade_mask"]
    state.items[1] = [ITEM_INDEX[i] for i in owned]
    state.claimed[1] = [0, 1, 2, 3, 4, 5]
    board_of(widget).open_seat(1)
    install_language(language)
    try:
        widget.controller.state_changed.emit()
        panel = opened_panel(widget)
        assert panel is not None and not scene_problems(widget.scene), scene_problems(widget.scene)
        assert all(panel.rect.contains(child.sceneBoundingRect().adjusted(4, 4, -4, -4))
                   for child in descendants(panel) if isinstance(child, ItemCardItem))
        words = " ".join(texts_under(panel))
        cards = [child.title for child in descendants(panel) if isinstance(child, ItemCardItem)]
        # the items that find no room for a card are named in a line
        assert len(cards) == 8 and all(name in words for name in ("Merchant's Purse", "Masquerade Mask"))
        assert len([child for child in descendants(panel) if isinstance(child, ControlCardItem)]) == 6
    finally:
        install_language("en")
