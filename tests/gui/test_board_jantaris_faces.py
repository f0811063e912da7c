"""Jantaris' card faces say what the cards do, whole, in every language: every item at each size the table
gives it, every vote card, the Great Market card and the control cards; and the legend explains them."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QGraphicsScene

from engine import games
from engine.games.jantaris.data import CONTROL_CARDS
from gui.boards.base import BoardContext
from gui.boards.jantaris import BOARD
from gui.boards.jantaris.cards import MarketCardItem, VoteCardItem
from gui.boards.jantaris.city import square_note
from gui.boards.jantaris.faces import VOTE_COUNTS, item_effect, vote_effects
from gui.boards.jantaris.words import ITEMS, VOTE_NAMES
from gui.boards.layout import board_layout
from gui.i18n import install_language, tr
from gui.legend_symbols import symbols_in
from gui.seats import SeatSetup
from gui.textfit import painted_texts, scene_problems

RULESET = games.get("jantaris")
# (width, height, at the bazaar) of an item card: the bazaar, the tray with four players and with the button
# to the whole board beside, an opened board with four items in a row, four cards to choose from in two rows
ITEM_SIZES = ((115, 102, True), (128, 106, False), (107, 106, False), (109, 112, True), (128, 100, False))


def board(language: str) -> BOARD:
    seats = [SeatSetup(name, colour) for name, colour in (("Eva", "blue"), ("Tom", "orange"), ("Ida", "green"),
                                                           ("Ole", "vermilion"))]
    return BOARD(BoardContext(RULESET, seats, language=language))


@pytest.fixture(params=["en", "cs", "de"])
def language(request, qapp, compiled_translations):  # noqa: ANN001, ANN201
    install_language(request.param)
    yield request.param
    install_language("en")


def test_every_item_says_what_it_does_whole_at_every_size(language: str) -> None:
    from gui.boards.jantaris.build import Build
    from gui.boards.jantaris.seats import item_card

    table = board(language)
    layout = board_layout("jantaris", 4)
    scene = QGraphicsScene()
    build = Build(table, scene, None, {}, [], layout, 0, 0)  # type: ignore[arg-type]
    for k, item_id in enumerate(ITEMS):
        assert item_effect(item_id), f"{item_id} has no effect on its face"
        for j, (w, h, at_bazaar) in enumerate(ITEM_SIZES):
            card = item_card(build, table.item_info(item_id), w, h, f"item:{item_id}:{j}", at_bazaar)
            card.setPos(k * 130, j * 160)
            scene.addItem(card)
    problems = scene_problems(scene)
    assert not problems, "\n".join(problems)
    painted = {entry.text for entry in painted_texts(scene)}
    assert {item_effect(item_id) for item_id in ITEMS} <= painted


def test_every_vote_card_tells_its_three_effects_whole(language: str) -> None:
    table = board(language)
    fonts = board_layout("jantaris", 4).fonts
    scene = QGraphicsScene()
    for players, height in ((4, 228), (3, 269)):
        for k, vote in enumerate(VOTE_NAMES):
            effects = vote_effects(vote)
            assert all(effects), vote
            card = VoteCardItem(f"vote:{vote}:{players}", table.words.vote(vote), "#3d6b4f", effects, VOTE_COUNTS, 97,
                                height, fonts)
            card.setPos(k * 110, (4 - players) * 300)
            scene.addItem(card)
    problems = scene_problems(scene)
    assert not problems, "\n".join(problems)
    painted = {entry.text for entry in painted_texts(scene)}
    assert {"1", "2", "3+"} <= painted


def test_the_great_market_card_and_the_control_cards_fit(language: str) -> None:
    table = board(language)
    layout = board_layout("jantaris", 4)
    rect = layout.rect("great_market")
    scene = QGraphicsScene()
    for goods, prestige in ((2, 1), (6, 4)):
        card = MarketCardItem(tr("Great Market"), tr("%1 goods → %2 ★").replace("%1", str(goods)).replace(
            "%2", str(prestige)), tr("each seller needs a merchant on the square"), rect.width(), rect.height(),
            layout.fonts)
        card.setPos(goods * 150, 0)
        scene.addItem(card)
    from gui.boards.jantaris.cards import ControlCardItem

    districts = table.control_districts()
    for k, card_id in enumerate(CONTROL_CARDS):
        card = ControlCardItem(f"control:{card_id}", [table.words.place(d) for d in districts[card_id]], "#0072B2",
                               "B", 96.5, 56, layout.fonts)
        card.setPos(k * 110, 200)
        scene.addItem(card)
    problems = scene_problems(scene)
    assert not problems, "\n".join(problems)


def test_the_square_says_what_the_great_market_is_doing() -> None:
    view = {"great_market_threshold": 5, "great_market": {"card": None, "deck": 6, "on_square": 4}}
    assert square_note(view) == "4 of 5 merchants for the Great Market"
    view["great_market"]["on_square"] = 6
    assert square_note(view) == "6 merchants: enough for the Great Market"
    view["great_market"]["card"] = {"id": "great_market_3", "goods": 3, "prestige": 2}
    assert square_note(view) == "Great Market under way"


def test_the_legend_explains_every_symbol_a_face_or_the_table_can_show(language: str) -> None:
    table = board(language)
    view = RULESET.new_game(__import__("engine.core.game", fromlist=["GameConfig"]).GameConfig(
        4, 1, {}, ("Eva", "Tom", "Ida", "Ole"))).view(0)
    entries = table.legend(view)
    explained = set().union(*(symbols_in(entry.symbol) for entry in entries))
    faces = [item_effect(item_id) for item_id in ITEMS] + [e for vote in VOTE_NAMES for e in vote_effects(vote)]
    faces += [tr("%1 goods → %2 ★"), "3+", "⚑ B", "♦ ♠ ♛ ★"]
    missing = {char for text in faces for char in symbols_in(text)} - explained
    assert not missing, f"symbols no legend entry explains: {sorted(missing)}"
    colours = table.colour_palette()
    assert set(colours) == {"red", "black"} and {cue for _hex, cue in colours.values()} == {"♦", "♠"}
