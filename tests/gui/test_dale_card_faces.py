"""Dale card faces print their effect in a few words and icons where the card is shown at a readable size;
hovering gives the whole text."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QGraphicsScene

from engine.games.dale.cards import CHAMELEON_KEYS
from gui.boards import BoardContext
from gui.boards.dale import BOARD
from gui.boards.dale.items import DaleCardItem, points
from gui.boards.dale.words import CARDS, card_text, face_text
from gui.boards.layout import board_layout
from gui.i18n import install_language
from gui.seats import SeatSetup
from gui.textfit import painted_texts, scene_problems
from tests.gui.test_board_dale import RULESET

CARD = board_layout("dale", 4).rect("card")
SIZES = {"hand, market, tray": (CARD.width(), CARD.height())}


@pytest.fixture(params=["en", "cs", "de"])
def lang(request: pytest.FixtureRequest, qapp, compiled_translations) -> Iterator[str]:  # noqa: ANN001
    install_language(request.param)
    yield request.param
    install_language("en")


def dale_board(lang: str):  # noqa: ANN201
    seats = [SeatSetup("Eva", "blue"), SeatSetup("Tom", "orange")]
    return BOARD(BoardContext(RULESET, seats, language=lang))


def card(key: str, copy: str = "") -> dict:
    entry = CARDS[key]
    shown = CARDS[copy] if copy else entry
    data = {"uid": 1, "card": key, "value": shown.get("value", 1)}
    return {**data, "copy": copy} if copy else data


@pytest.mark.parametrize("where", list(SIZES))
def test_every_card_prints_its_whole_effect_in_every_language(lang: str, where: str) -> None:
    board = dale_board(lang)
    w, h = SIZES[where]
    # every card as itself, and the copying cards as a copy of the longest-worded card
    faces = [card(key) for key in CARDS]
    longest = max(CARDS, key=lambda key: len(face_text(key)))
    faces += [card(key, longest) for key in CHAMELEON_KEYS]
    for shown in faces:
        scene = QGraphicsScene()
        look = board.look(shown, text=True)
        item = DaleCardItem("hand:1", look, w, h, board.words.tooltip(shown))
        scene.addItem(item)
        key = shown.get("copy") or shown["card"]
        effect = face_text(key)
        assert look.text == effect and effect
        assert card_text(key) in item.toolTip()  # the whole text one hover away
        problems = scene_problems(scene, f"{lang} {where} {shown}")
        assert not problems, "\n".join(problems)
        painted = [entry for entry in painted_texts(scene) if entry.text == effect]
        assert len(painted) == 1, (shown, [entry.text for entry in painted_texts(scene)])
        # never below the layout's floor: the text is whole, not shrunk away
        assert item.face_text_points() >= points("effect_min"), shown


def test_small_and_covered_cards_print_no_effect(qapp) -> None:  # noqa: ANN001
    board = dale_board("en")
    spyglass = card("spyglass")
    for w, h in ((44, 62), (56, 82), (36, 48)):  # the payment row, a stall place, a strip's discard pile
        scene = QGraphicsScene()
        scene.addItem(DaleCardItem("paid:1", board.look(spyglass, text=True), w, h, "tip"))
        assert face_text("spyglass") not in [entry.text for entry in painted_texts(scene)]
    assert board.look(spyglass).text == ""  # a stall's or a discard pile's card


def test_the_table_prints_the_effect_on_the_hand_and_market_cards_only(qapp) -> None:  # noqa: ANN001
    from gui.scene.table import TableScene
    from tests.gui.test_board_dale import context

    state = RULESET.new_game(__import__("engine.core.game", fromlist=["GameConfig"]).GameConfig(2, 5, {}))
    board = BOARD(context())
    board.viewer = 0
    scene = TableScene()
    view = state.view(0)
    board.build(scene, view, state.legal_actions(0), 0)
    cards = {item.piece_id: item for item in scene.items() if isinstance(item, DaleCardItem)}
    hand = [item for pid, item in cards.items() if pid.startswith("hand:")]
    market = [item for pid, item in cards.items() if pid.startswith("market:")]
    assert hand and market
    for item in hand + market:
        shown = board.words.find(view, int(item.piece_id.split(":")[1]))
        assert item.look.text == face_text(shown["card"])
    others = [item for pid, item in cards.items() if not pid.startswith(("hand:", "market:", "mdiscard:"))]
    assert all(item.look.text == "" for item in others)
