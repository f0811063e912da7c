"""The fallback board: the view's summary and every legal action as a card to click or drag."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF

from engine.core.actions import Action
from gui.boards.base import SKIPPED_VIEW_KEYS, Board, compact, humanize
from gui.i18n import tr
from gui.scene.card import CardFace, CardItem
from gui.scene.dragdrop import Move
from gui.scene.dropzone import DropZoneItem
from gui.scene.table import BoardFrameItem, LabelItem, TableScene

WIDTH = 980.0
PLAY_AREA = "play_area"


def action_piece_id(action: Action) -> str:
    return f"action:{action.key}"


class GenericBoard(Board):
    """Playable for any registered game: click an action card, or drag it onto the play area."""

    def build(self, scene: TableScene, view: dict[str, Any], actions: list[Action], seat: int | None) -> None:
        lines = self.summary_lines(view)
        summary = LabelItem("<br>".join(lines), WIDTH - 60, 10.5)
        summary_height = summary.boundingRect().height()
        columns = 7
        rows = max(1, (len(actions) + columns - 1) // columns)
        cards_top = 60 + summary_height + 40
        height = cards_top + rows * (CardItem.HEIGHT + 14) + 30
        zone_width = 220.0
        frame = BoardFrameItem(QRectF(0, 0, WIDTH, height), self.info.title(self.context.language))
        scene.addItem(frame)
        summary.setParentItem(frame)
        summary.setPos(30, 50)
        caption = tr("Available actions") if actions else tr("Waiting for the other players")
        heading = LabelItem(caption, 0, 11, bold=True, serif=True, parent=frame)
        heading.setPos(30, cards_top - 30)
        zone = DropZoneItem(PLAY_AREA, QRectF(0, 0, zone_width - 30, CardItem.HEIGHT),
                            tr("Drop an action card here to play it"))
        scene.add_target(zone, PLAY_AREA, parent=frame)
        zone.setPos(WIDTH - zone_width, cards_top)
        step_x = (WIDTH - zone_width - 40) / columns
        for index, action in enumerate(actions):
            face = CardFace(
                title=humanize(action.kind),
                subtitle=self.describe_action(action, view),
                band="#5f7f6a" if index % 2 == 0 else "#7a5c3a",
                text=self.describe_action(action, view),
            )
            card = CardItem(action_piece_id(action), face, min(CardItem.WIDTH, step_x - 8))
            row, col = divmod(index, columns)
            scene.add_piece(card, QPointF(30 + col * step_x, cards_top + row * (CardItem.HEIGHT + 14)), frame)
            scene.drag.set_click_action(card.piece_id, action)

    def moves(self, view: dict[str, Any], actions: list[Action], seat: int | None) -> list[Move]:
        return [Move(action, action_piece_id(action), PLAY_AREA) for action in actions]

    def summary_lines(self, view: dict[str, Any]) -> list[str]:
        lines = [tr("Round %1").replace("%1", str(view.get("round", "?")))]
        for key, value in view.items():
            if key in SKIPPED_VIEW_KEYS:
                continue
            lines.append(f"<b>{humanize(key)}</b>: {self._escape(compact(value, 110))}")
        return lines

    @staticmethod
    def _escape(text: str) -> str:
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
