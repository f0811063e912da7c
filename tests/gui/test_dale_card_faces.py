"""Dale card faces print their effect where the card is shown at a readable size, as the printed cards do."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QGraphicsScene

from engine.games.dale.cards import CHAMELEON_KEYS
from gui.boards import BoardContext
from gui.boards.dale import BOARD
from gui.boards.dale.board import CARD_H, CARD_W, HAND_H, HAND_W
from gui.boards.dale.items import TEXT_POINTS, DaleCardItem
from gui.boards.dale.words import CARDS, card_text
from gui.i18n import install_language
from gui.seats import SeatSetup
from gui.textfit import painted_texts, scene_problems
from tests.gui.test_board_dale import RULESET

SIZES = {"hand": (HAND_W, HAND_H), "market": (CARD_W, CARD_H)}


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
    longest = max(CARDS, key=lambda key: len(card_text(key)))
    faces += [card(key, longest) for key in CHAMELEON_KEYS]
    for shown in faces:
        scene = QGraphicsScene()
        look = board.look(shown, text=True)
        item = DaleCardItem("hand:1", look, w, h, board.words.tooltip(shown))
        scene.addItem(item)
        effect = card_text(shown.get("copy") or shown["card"])
        assert look.text == effect and effect
        problems = scene_problems(scene, f"{lang} {where} {shown}")
        assert not problems, "\n".join(problems)
        painted = [entry for entry in painted_texts(scene) if entry.text == effect]
        assert len(painted) == 1, (shown, [entry.text for entry in painted_texts(scene)])
        # never below the floor of 7 pt: the text is whole, not shrunk away
        assert item.face_text_points() >= TEXT_POINTS[-1], shown


def test_small_and_covered_cards_keep_their_name_only(qapp) -> None:  # noqa: ANN001
    board = dale_board("en")
    spyglass = card("spyglass")
    for w, h in ((56, 78), (48, 66)):  # the payment row, a stall place at four players
        scene = QGraphicsScene()
        scene.addItem(DaleCardItem("paid:1", board.look(spyglass, text=True), w, h, "tip"))
        assert card_text("spyglass") not in [entry.text for entry in painted_texts(scene)]
    assert board.look(spyglass).text == ""  # a stall's, the tray's or a discard pile's card


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
        assert item.look.text == card_text(shown["card"])
    others = [item for pid, item in cards.items() if not pid.startswith(("hand:", "market:", "mdiscard:"))]
    assert all(item.look.text == "" for item in others)
