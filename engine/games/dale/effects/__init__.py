"""Card effects of the six animal decks: technique key -> (start, resume)."""

from __future__ import annotations

from typing import Final

from engine.games.dale.effects import chameleons, macaws, ocelots, pandas, raccoons, squirrels
from engine.games.dale.effects.common import Resume, Start

TECHNIQUES: Final[dict[str, tuple[Start, Resume]]] = {
    **macaws.TECHNIQUES,
    **pandas.TECHNIQUES,
    **raccoons.TECHNIQUES,
    **squirrels.TECHNIQUES,
    **ocelots.TECHNIQUES,
    **chameleons.TECHNIQUES,
}
