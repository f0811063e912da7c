"""The card catalogue of Dale of Merchants, loaded from data/cards.json."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Final

from engine.core.package_data import data_folder

DATA: Final[dict[str, Any]] = json.loads((data_folder(__name__) / "cards.json").read_text("utf-8"))
RULES: Final[dict[str, Any]] = DATA["rules"]
# which copies of a card are choices of their own (the hidden option copies_rule): saves of
# earlier versions keep the rule they were played with
COPIES_EVERY_CARD: Final = 1  # every copy, as before identical cards were merged
COPIES_IN_ORDER: Final = 2  # copies are one choice when cards are put in order
COPIES_ONE_CHOICE: Final = 3  # ... and when paying, stacking, discarding and throwing away junk
DECK_IDS: Final[tuple[str, ...]] = tuple(d["id"] for d in DATA["decks"])
DIE_FACES: Final[tuple[int, ...]] = tuple(DATA["die"]["faces"])
HAND_SIZE: Final[int] = RULES["hand_size"]
STACKS_TO_WIN: Final[int] = RULES["stacks_to_win"]
SLOT_EXTRA: Final[tuple[int, ...]] = tuple(RULES["slot_price_modifiers_left_to_right"])
SLOTS: Final[int] = RULES["market_slots"]
START_DECK: Final[int] = RULES["starting_deck_size"]


@dataclass(frozen=True, slots=True)
class CardType:
    """One distinct card: its key (effect name), deck, printed value, kind and bonus icon."""

    index: int
    key: str
    deck: str
    value: int
    copies: int
    kind: str
    bonus: bool
    # read in the rules' tight loops, so stored rather than worked out on each reading
    is_junk: bool = field(init=False, repr=False, compare=False)
    is_chameleon: bool = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "is_junk", self.kind == "junk")
        object.__setattr__(self, "is_chameleon", self.deck == "chameleons")


TYPES: Final[tuple[CardType, ...]] = tuple(
    CardType(i, c["key"], c["deck"], c["value"], c["copies"], c["kind"], c["bonus"])
    for i, c in enumerate([*DATA["cards"], DATA["junk"]])
)
JUNK: Final[int] = len(TYPES) - 1
# flat per-type tables: the legality checks read these in tight loops
TYPE_KEY: Final[tuple[str, ...]] = tuple(t.key for t in TYPES)
TYPE_VALUE: Final[tuple[int, ...]] = tuple(t.value for t in TYPES)
TYPE_DECK: Final[tuple[str, ...]] = tuple(t.deck for t in TYPES)
BY_KEY: Final[dict[str, int]] = {t.key: t.index for t in TYPES}
NAMES: Final[dict[str, dict[str, str]]] = {c["key"]: c["names"] for c in [*DATA["cards"], DATA["junk"]]}
DECK_NAMES: Final[dict[str, dict[str, str]]] = {d["id"]: d["names"] for d in DATA["decks"]}
CHAMELEON_KEYS: Final[frozenset[str]] = frozenset(
    t.key for t in TYPES if t.is_chameleon and t.kind == "passive"
)


def deck_types(deck: str) -> list[int]:
    return [t.index for t in TYPES if t.deck == deck]
