"""Real mouse gestures (press, move, release on the view) play moves on every game's own board."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from engine import games
from engine.core.game import GameConfig
from gui.boards import board_class
from gui.boards.generic import GenericBoard
from gui.controller import GameController
from gui.i18n import install_language
from gui.seats import SeatSetup
from gui.settings import Settings
from gui.widgets.game_screen import GameScreen

BOARDED = [r.info.id for r in games.all() if board_class(r.info.id) is not GenericBoard]


def drag_with_mouse(widget: GameScreen, piece_id: str, target_id: str) -> None:
    view = widget.board_view
    scene = widget.scene
    piece = scene.drag.pieces[piece_id]
    target = scene.drag.targets[target_id]
    start = view.mapFromScene(piece.mapToScene(piece.boundingRect().center()))
    end = view.mapFromScene(target.mapToScene(target.boundingRect().center()))
    port = view.viewport()
    QTest.mousePress(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 11):
        point = start + (end - start) * step / 10
        QTest.mouseMove(port, QPoint(int(point.x()), int(point.y())))
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def open_screen(qtbot, game_id: str, seats: list[SeatSetup] | None = None, seed: int = 3,  # noqa: ANN001
                options: dict | None = None) -> GameScreen:
    """A shown game screen at 1366×768; by default two human seats (more if the game needs them)."""
    install_language("en")
    ruleset = games.get(game_id)
    if seats is None:
        players = max(2, ruleset.info.min_players)
        seats = [SeatSetup(f"P{i + 1}", colour, "human")
                 for i, colour in zip(range(players), ("blue", "orange", "green", "vermilion"), strict=False)]
    controller = GameController(ai_delay_ms=10**7)
    widget = GameScreen(controller, Settings(ai_delay_ms=0, animation_speed="off"))
    qtbot.addWidget(widget)
    widget.resize(1366, 768)
    widget.show()
    assert controller.new_game(ruleset, GameConfig(len(seats), seed, options or {}, tuple(s.name for s in seats)),
                               seats)
    return widget


@pytest.mark.parametrize("game_id", BOARDED)
def test_a_real_drag_plays_a_move(qtbot, game_id, monkeypatch) -> None:  # noqa: ANN001
    from gui.scene.dragdrop import DragDropController

    monkeypatch.setattr(DragDropController, "defer_moves", True)  # as in the application
    widget = open_screen(qtbot, game_id)
    controller = widget.controller
    # follow random legal moves until the board offers a drag gesture, then do it with the mouse
    rng = random.Random(3)
    for _ in range(400):
        if widget.viewer is None and controller.human_seats_to_move():
            widget.reveal()  # past the hot-seat handover screen
        seat = widget.viewer
        moves = widget.board.moves(widget.current_view, widget.current_actions, seat) if seat is not None else []
        if moves:
            break
        mover = controller.state.to_move()[0]
        assert controller.submit(rng.choice(controller.legal_actions(mover)), mover)
    else:
        pytest.fail("no drag gesture was ever offered")
    qtbot.wait(10)
    move = moves[0]
    before = len(controller.match.history)
    drag_with_mouse(widget, move.piece_id, move.target_id)
    # the move, and maybe its follow-up with the dropped card (Dale: a dropped card pays the purchase)
    qtbot.waitUntil(lambda: len(controller.match.history) > before, timeout=3000)
    assert controller.match.history[before].action in {m.action for m in moves if m.piece_id == move.piece_id}
    controller.shutdown()


@pytest.mark.parametrize("game_id", BOARDED)
def test_holding_the_right_button_on_a_piece_shows_it_large_with_its_text(qtbot, game_id) -> None:  # noqa: ANN001
    widget = open_screen(qtbot, game_id)
    controller = widget.controller
    if widget.viewer is None:
        widget.reveal()
    view = widget.board_view
    shown = [p for p in widget.scene.drag.pieces.values()
             if p.toolTip() and p.isVisible() and view.viewport().rect().contains(
                 view.mapFromScene(p.mapToScene(p.boundingRect().center())))]
    assert shown, "no piece with a text on the table"
    piece = shown[0]
    at = view.mapFromScene(piece.mapToScene(piece.boundingRect().center()))
    port = view.viewport()
    moves_before = len(controller.match.history)
    QTest.mousePress(port, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, at)
    preview = view.preview
    assert preview.isVisible()
    image = preview.image.pixmap()
    assert image.width() > piece.sceneBoundingRect().width() * 1.5
    assert preview.text.text() and preview.geometry().intersects(port.rect())
    QTest.mouseRelease(port, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, at)
    assert not preview.isVisible()
    assert len(controller.match.history) == moves_before  # looking changes nothing
    controller.shutdown()


def test_dale_one_drag_onto_a_market_card_buys_and_pays_with_the_dropped_card(qtbot, monkeypatch) -> None:  # noqa: ANN001
    from engine.core.actions import Action
    from gui.scene.dragdrop import DragDropController

    monkeypatch.setattr(DragDropController, "defer_moves", True)  # as in the application
    widget = open_screen(qtbot, "dale")
    controller = widget.controller
    rng = random.Random(5)

    def pays_at_once(seat: int) -> tuple[Action, int] | None:
        for buy in (a for a in controller.legal_actions(seat) if a.kind == "buy"):
            after = controller.state.clone()
            after.apply(seat, buy)
            payers = [a.args[0] for a in after.legal_actions(seat) if a.kind == "pay"]
            if payers:
                return buy, int(payers[0])
        return None

    for _ in range(400):
        mover = controller.state.to_move()[0]
        found = pays_at_once(mover) if controller.state.view(mover)["phase"] == "main" else None
        if found:
            break
        assert controller.submit(rng.choice(controller.legal_actions(mover)), mover)
    else:
        pytest.fail("no purchase was ever open")
    if widget.viewer is None:
        widget.reveal()
    qtbot.wait(10)
    buy, payer = found
    before = len(controller.match.history)
    drag_with_mouse(widget, f"hand:{payer}", f"market:{buy.args[0]}")
    qtbot.waitUntil(lambda: len(controller.match.history) == before + 2, timeout=3000)
    assert [step.action for step in controller.match.history[-2:]] == [buy, Action("pay", (payer,))]
    assert widget.current_view["prompt"]["code"] == "pay"
    controller.shutdown()


def test_speicherstadt_stored_cubes_are_thrown_away_and_kept_with_the_mouse(qtbot, monkeypatch) -> None:  # noqa: ANN001
    from engine.core.actions import Action
    from gui.scene.dragdrop import DragDropController

    monkeypatch.setattr(DragDropController, "defer_moves", True)  # as in the application
    widget = open_screen(qtbot, "speicherstadt")
    controller = widget.controller
    rng = random.Random(3)

    def stored_moves(seat: int) -> tuple[Action, Action] | None:
        actions = controller.legal_actions(seat)
        keep = [a for a in actions if a.kind == "keep" and a.args[0] == "warehouse"]
        throw = [a for a in actions if a.kind == "discard" and len(a.args) == 2]
        pairs = [(t, k) for t in throw for k in keep if t.args[1] != k.args[1]]
        return pairs[0] if pairs else None

    for _ in range(3000):
        mover = controller.state.to_move()[0]
        found = stored_moves(mover)
        if found:
            break
        actions = controller.legal_actions(mover)
        keen = [a for a in actions if a.kind in ("buy", "store")]
        assert controller.submit(rng.choice(keen) if keen and rng.random() < 0.9 else rng.choice(actions), mover)
    else:
        pytest.fail("no loading turn with two kinds of stored cubes came")
    if widget.viewer is None:
        widget.reveal()
    qtbot.wait(10)
    throw, keep = found
    before = len(controller.match.history)
    drag_with_mouse(widget, f"cube:warehouse:{throw.args[1]}:0", "supply")
    qtbot.waitUntil(lambda: len(controller.match.history) == before + 1, timeout=3000)
    assert controller.match.history[-1].action == throw
    assert keep in controller.legal_actions(widget.viewer)
    qtbot.wait(10)
    drag_with_mouse(widget, f"cube:warehouse:{keep.args[1]}:0", "market:keep")
    qtbot.waitUntil(lambda: len(controller.match.history) == before + 2, timeout=3000)
    assert controller.match.history[-1].action == keep
    assert widget.current_view["players"][widget.viewer]["market"] == keep.args[1]
    controller.shutdown()
