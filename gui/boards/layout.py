"""A board's layout as data: its regions, their sizes and what each holds, read from the board's layout.json.

Each board keeps ``gui/boards/<id>/layout.json``::

    {
      "fonts": {"title": 11, "body": 9.5, "small": 8},
      "variants": {
        "default": {"size": [1000, 640],
                    "regions": {"actions": {"rect": [0, 0, 640, 300], "holds": "the worker spaces"}, ...}},
        "4": {"extends": "default", "regions": {...}},
        "1": {...}
      }
    }

A variant is chosen by player count (``"4"``), else ``"default"``; ``extends`` takes the regions of
another variant and overrides some. Fonts are point sizes: a board paints its words with
``layout.font("body")`` so that one setting changes every text of that kind. The drawing code
asks ``layout.rect("actions")`` and never places a region by its own numbers.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from PySide6.QtCore import QRectF

BOARDS = Path(__file__).resolve().parent


@dataclass(frozen=True)
class Region:
    name: str
    rect: QRectF
    holds: str  # what the region holds, in a maintainer's words


@dataclass(frozen=True)
class BoardLayout:
    game_id: str
    variant: str
    size: tuple[float, float]
    regions: dict[str, Region]
    fonts: dict[str, float]

    def rect(self, name: str) -> QRectF:
        """The region ``name`` in board coordinates (a copy: callers may move it)."""
        return QRectF(self.regions[name].rect)

    def has(self, name: str) -> bool:
        return name in self.regions

    def font(self, kind: str) -> float:
        """The point size of a kind of text ("title", "body", "small", ...)."""
        return self.fonts[kind]


def _variant(variants: dict[str, Any], name: str, seen: tuple[str, ...] = ()) -> tuple[list[float], dict[str, Any]]:
    if name in seen:
        raise ValueError("layout variants extend each other in a circle: " + " -> ".join((*seen, name)))
    spec = variants[name]
    size, regions = list(spec.get("size") or []), {}
    parent = spec.get("extends")
    if parent:
        size_above, regions = _variant(variants, parent, (*seen, name))
        size = size or size_above
    regions = {**regions, **spec.get("regions", {})}
    return size, regions


@cache
def _read(game_id: str) -> dict[str, Any]:
    with open(BOARDS / game_id / "layout.json", encoding="utf-8") as file:
        return json.load(file)


def board_layout(game_id: str, players: int | None = None, variant: str | None = None) -> BoardLayout:
    """The layout of ``game_id``'s board: the named ``variant``, else the one for ``players``, else "default"."""
    data = _read(game_id)
    variants = data["variants"]
    name = variant if variant is not None else (str(players) if str(players) in variants else "default")
    size, specs = _variant(variants, name)
    regions = {key: Region(key, QRectF(*spec["rect"]), spec.get("holds", "")) for key, spec in specs.items()
               if spec is not None}
    return BoardLayout(game_id, name, (float(size[0]), float(size[1])) if size else (0.0, 0.0), regions,
                       {key: float(value) for key, value in data.get("fonts", {}).items()})
