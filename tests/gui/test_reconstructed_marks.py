"""Reconstructed data is marked on the table, and a player's corrections file reaches the game it starts."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsScene

from engine import games
from engine.core.overrides import file_text
from gui.boards.base import BoardContext
from gui.boards.speicherstadt.board import SpeicherstadtBoard
from gui.boards.speicherstadt.items import TradeCardItem
from gui.i18n import install_language
from gui.settings import Settings
from gui.textfit import painted_texts
from gui.widgets.new_game import NewGameDialog, overrides_file

SPEICHERSTADT = games.get("speicherstadt")
NOTE = "reconstructed — your printed card may differ"


@pytest.fixture(autouse=True)
def shipped_values() -> Iterator[None]:
    install_language("en")
    yield
    SPEICHERSTADT.apply_overrides({})


def board() -> SpeicherstadtBoard:
    return SpeicherstadtBoard(BoardContext(SPEICHERSTADT))


def marks_painted(card_id: str) -> list[str]:
    scene = QGraphicsScene()
    scene.addItem(TradeCardItem(QRectF(0, 0, 112, 150), board().card_look(card_id)))
    return [t.text for t in painted_texts(scene) if t.text in ("≈", "✓")]


def test_a_reconstructed_card_carries_a_mark_and_says_so(qapp) -> None:  # noqa: ANN001
    assert NOTE in board().card_tooltip("contract_a1")  # its goods are reconstructed
    assert marks_painted("contract_a1") == ["≈"]
    assert NOTE not in board().card_tooltip("bank")  # every value of the bank is verified
    assert marks_painted("bank") == []


def test_a_corrected_card_says_it_was_corrected(qapp) -> None:  # noqa: ANN001
    SPEICHERSTADT.apply_overrides({"cards": {"contract_a1": {"goods": ["tea", "tea"]}}})
    tip = board().card_tooltip("contract_a1")
    assert "corrected in your overrides file" in tip and NOTE not in tip
    assert marks_painted("contract_a1") == ["✓"]


def start(qtbot) -> NewGameDialog:  # noqa: ANN001
    dialog = NewGameDialog(Settings(), "speicherstadt")
    qtbot.addWidget(dialog)
    dialog.show()
    for row, name in zip(dialog.rows, ("Eva", "Tom"), strict=False):
        row.name.setText(name)
    dialog.accept()
    return dialog


def test_the_dialog_starts_the_game_with_the_players_corrections(qtbot, kontor_home: Path) -> None:  # noqa: ANN001
    path = overrides_file("speicherstadt")
    path.parent.mkdir(parents=True)
    corrections = {"cards": {"fireman_a1": {"strength": 3}}}
    path.write_text(file_text("speicherstadt", corrections), encoding="utf-8")
    dialog = start(qtbot)
    assert dialog.config is not None and dialog.config.overrides == corrections
    assert str(path) in dialog.overrides_note.text()


def test_a_mistake_in_the_corrections_file_is_named_and_nothing_starts(qtbot, kontor_home: Path) -> None:  # noqa: ANN001
    path = overrides_file("speicherstadt")
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"format": "kontor-overrides", "version": 1, "game": "speicherstadt",
                                "tables": {"cards": {"fireman_a1": {"strength": "strong"}}}}), encoding="utf-8")
    dialog = start(qtbot)
    assert dialog.config is None
    assert "fireman_a1.strength must be a whole number" in dialog.error.text()


def test_merkator_and_dale_cards_say_when_their_values_are_reconstructed(qapp) -> None:  # noqa: ANN001
    from gui.boards.dale.board import DaleBoard
    from gui.boards.merkator.board import MerkatorBoard

    merkator = MerkatorBoard(BoardContext(games.get("merkator")))
    assert NOTE in merkator.contract_tooltip("C01")  # its requirements are reconstructed
    assert merkator.contract_look("C01", {}).provenance == "reconstructed"
    assert NOTE in merkator.bonus_tooltip("B01")  # its cost was invented to complete the set
    dale = DaleBoard(BoardContext(games.get("dale")))
    assert NOTE in dale.words.tooltip({"card": "market_discovery"})  # its effect is unconfirmed
    assert dale.look({"card": "market_discovery"}).provenance == "reconstructed"
    assert NOTE not in dale.words.tooltip({"card": "swift_broker"})
    assert dale.look({"card": "swift_broker"}).provenance == ""


def test_the_controller_starts_the_match_with_the_corrections(qtbot) -> None:  # noqa: ANN001
    from engine.core.game import GameConfig
    from gui.controller import GameController
    from gui.seats import SeatSetup

    controller = GameController(ai_delay_ms=10**7)
    corrections = {"cards": {"contract_a1": {"goods": ["tea", "tea"]}}}
    seats = [SeatSetup("Eva", "blue"), SeatSetup("Tom", "orange")]
    try:
        assert controller.new_game(SPEICHERSTADT, GameConfig(2, 3, {}, ("Eva", "Tom"), corrections), seats)
        assert controller.match is not None and controller.match.config.overrides == corrections
    finally:
        controller.shutdown()
