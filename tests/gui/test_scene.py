"""The table pieces and the drag-and-drop plumbing, with a hand-built scene."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from engine.core.actions import Action
from gui.scene import (
    CardFace,
    CardItem,
    CoinItem,
    CubeItem,
    DropZoneItem,
    Move,
    PawnItem,
    TableScene,
    TokenItem,
)

TAKE_A = Action("take", ("a",))
TAKE_B = Action("take", ("b",))
SELL_1 = Action("sell", (1,))
SELL_2 = Action("sell", (2,))


def build(scene: TableScene) -> tuple[CubeItem, CubeItem]:
    red = CubeItem("cube:red", "#c0392b", letter="R", show_letter=True)
    blue = CubeItem("cube:blue", "#2f6ea3")
    scene.add_piece(red, QPointF(0, 0))
    scene.add_piece(blue, QPointF(40, 0))
    for index, target in enumerate(("zone:a", "zone:b", "market")):
        scene.add_target(DropZoneItem(target, QRectF(0, 0, 80, 80)), target).setPos(index * 100, 200)
    scene.drag.set_moves([
        Move(TAKE_A, "cube:red", "zone:a"),
        Move(TAKE_B, "cube:red", "zone:b"),
        Move(SELL_1, "cube:blue", "market"),
        Move(SELL_2, "cube:blue", "market"),
    ])
    return red, blue


def test_picking_lights_exactly_the_targets_of_that_piece(qtbot) -> None:  # noqa: ANN001
    scene = TableScene()
    build(scene)
    scene.drag.pick("cube:red")
    lit = {t for t, item in scene.drag.targets.items() if item.highlight == "lit"}
    dim = {t for t, item in scene.drag.targets.items() if item.highlight == "dim"}
    assert lit == {"zone:a", "zone:b"} and dim == {"market"}
    scene.drag.pick("cube:blue")
    assert {t for t, item in scene.drag.targets.items() if item.highlight == "lit"} == {"market"}


def test_drop_on_a_lit_target_chooses_its_action(qtbot) -> None:  # noqa: ANN001
    scene = TableScene()
    build(scene)
    scene.drag.pick("cube:red")
    with qtbot.waitSignal(scene.drag.action_chosen) as blocker:
        scene.drag.drop("cube:red", QPointF(140, 240))  # inside zone:b
    assert blocker.args == [TAKE_B]
    assert all(item.highlight == "" for item in scene.drag.targets.values())


def test_drop_elsewhere_slides_back_and_gives_the_reason(qtbot) -> None:  # noqa: ANN001
    scene = TableScene()
    red, _ = build(scene)
    scene.drag.animation_ms = 0
    red._home = QPointF(0, 0)
    red.setPos(500, 500)
    scene.drag.pick("cube:red")
    with qtbot.waitSignal(scene.drag.drop_rejected) as blocker:
        scene.drag.drop("cube:red", QPointF(240, 240))  # the market: not a target of this cube
    assert "highlighted" in blocker.args[0]
    assert red.pos() == QPointF(0, 0)
    scene.drag.explain = lambda piece, target: f"{piece} cannot be sold" if target == "market" else None
    with qtbot.waitSignal(scene.drag.drop_rejected) as blocker:
        scene.drag.finish("cube:red", "market")
    assert blocker.args == ["cube:red cannot be sold"]


def test_click_piece_then_target_and_ambiguous_gestures(qtbot) -> None:  # noqa: ANN001
    scene = TableScene()
    build(scene)
    scene.drag.click_piece("cube:red")
    assert scene.drag.selected == "cube:red"
    with qtbot.waitSignal(scene.drag.action_chosen) as blocker:
        scene.drag.click_target("zone:a")
    assert blocker.args == [TAKE_A]
    scene.drag.click_piece("cube:blue")
    with qtbot.waitSignal(scene.drag.actions_offered) as offered:
        scene.drag.click_target("market")
    assert offered.args == [[SELL_1, SELL_2]]


def test_pieces_that_moved_since_the_last_render_glide(qtbot) -> None:  # noqa: ANN001
    scene = TableScene()
    build(scene)
    scene.clear_table()
    red, blue = build(scene)
    red.setPos(300, 0)
    assert scene.glide_moved_pieces(200) == ["cube:red"]
    assert red.pos() == QPointF(0, 0)  # the glide starts where the cube was
    qtbot.waitUntil(lambda: red.pos() == QPointF(300, 0), timeout=2000)
    assert blue.pos() == QPointF(40, 0)


def test_every_piece_paints(qtbot) -> None:  # noqa: ANN001
    from PySide6.QtGui import QImage, QPainter

    scene = TableScene()
    items = [
        CubeItem("c", "#6f4e37", letter="C", show_letter=True),
        CardItem("k", CardFace("Ship", "#2f6ea3", cost=3, value=2, icons=("T", "S"), subtitle="Carries 3 goods",
                               text="Ships unload three cubes.")),
        CardItem("back", CardFace("Kontor", face_down=True)),
        CoinItem("coin", 5),
        TokenItem("hex", "#56B4E9", "2", shape="hex"),
        PawnItem("p", "#E69F00", letter="O", show_letter=True),
    ]
    for index, item in enumerate(items):
        scene.add_piece(item, QPointF(index * 130, 0))
        item.set_highlight("lit")
    image = QImage(900, 220, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    assert items[1].toolTip().endswith("Ships unload three cubes.")
    assert not items[2].toolTip()  # a face-down card tells nothing


def test_items_given_a_parent_stay_on_the_board(qtbot) -> None:
    import gc

    from PySide6.QtCore import QRectF
    from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene

    from gui.scene.cube import CubeItem
    from gui.scene.dropzone import DropZoneItem
    from gui.scene.table import BoardFrameItem, LabelItem

    scene = QGraphicsScene()
    frame = QGraphicsRectItem(0, 0, 50, 50)
    scene.addItem(frame)

    def make() -> None:  # the items' only Python references die with this frame
        LabelItem("hello", parent=frame)
        CubeItem("cube:1", "#aa3322", parent=frame)
        DropZoneItem("zone", QRectF(0, 0, 5, 5), parent=frame)
        BoardFrameItem(QRectF(0, 0, 5, 5), parent=frame)

    make()
    gc.collect()
    kinds = sorted(type(child).__name__ for child in frame.childItems())
    assert kinds == ["BoardFrameItem", "CubeItem", "DropZoneItem", "LabelItem"]


def test_negative_counts_are_translated_with_their_sign(qtbot) -> None:
    from gui.i18n import tr_count

    assert tr_count("%n points", -3) == "-3 points"
    assert tr_count("%n points", 4) == "4 points"


def test_a_token_under_the_mouse_is_found_by_qt_hit_test(qapp) -> None:  # noqa: ANN001
    from PySide6.QtCore import QPointF
    from PySide6.QtWidgets import QGraphicsScene

    from gui.scene.token import TokenItem

    scene = QGraphicsScene()
    token = TokenItem("token:1", "#aa3322", "R", 28, shape="hex")
    scene.addItem(token)
    assert token in scene.items(QPointF(14, 14))  # calls the item's shape(): it must stay a method


def test_every_piece_paints_within_its_hit_area_resting_lifted_and_lit(qapp) -> None:  # noqa: ANN001
    """Light, shade and shadows stay inside the piece's bounding rect (its hit area), so a dragged, glowing
    piece leaves no trail on the table."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    makers = [
        lambda: CubeItem("c", "#6b3f1f", 26, "Cf", True), lambda: CubeItem("c", "#f4f1e8"),
        lambda: PawnItem("p", "#0072B2", 34, "B", True), lambda: PawnItem("p", "#E69F00", 13),
        lambda: CardItem("k", CardFace("Ship", "#2f6ea3", cost=3, value=2, icons=("T",))),
        lambda: CardItem("b", CardFace("Kontor", face_down=True)), lambda: CoinItem("coin", 5),
        lambda: TokenItem("h", "#56B4E9", "2", shape="hex"), lambda: TokenItem("d", "#E69F00", "O", 23),
    ]
    margin = 12
    for make in makers:
        for lifted in (False, True):
            for highlight in ("", "lit"):
                item = make()
                item.lifted, item.highlight = lifted, highlight
                bounds = item.boundingRect()
                image = QImage(int(bounds.width()) + 2 * margin, int(bounds.height()) + 2 * margin,
                               QImage.Format.Format_ARGB32_Premultiplied)
                image.fill(Qt.GlobalColor.transparent)
                painter = QPainter(image)
                painter.translate(margin - bounds.left(), margin - bounds.top())
                item.paint(painter, QStyleOptionGraphicsItem(), None)
                painter.end()
                inside = range(margin, margin + int(bounds.width())), range(margin, margin + int(bounds.height()))
                outside = [(x, y) for y in range(image.height()) for x in range(image.width())
                           if (x not in inside[0] or y not in inside[1]) and image.pixelColor(x, y).alpha() > 8]
                assert not outside, (type(item).__name__, lifted, highlight, outside[:3])
