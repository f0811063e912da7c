"""Players who own the printed game can correct the reconstructed values: items, Great Market and control cards."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine.core import GameConfig
from engine.core.overrides import OverridesError, read_file
from engine.games.jantaris import RULESET
from engine.games.jantaris.data import (
    CONTROL_DISTRICTS,
    CONTROL_INDEX,
    ITEM_INDEX,
    ITEMS,
    LOC_INDEX,
    MARKET_GOODS,
)

CORRECTED = {
    "items": {"royal_cloak": {"prestige": 3, "red": 1, "black": 0}},
    "great_market": {"great_market_1": {"goods": 4}},
    "control_cards": {"control_1": {"districts": ["azarin", "likaran", "taira"]}},
}


@pytest.fixture(autouse=True)
def shipped_values() -> Iterator[None]:
    yield
    RULESET.apply_overrides({})  # the next test sees the values as shipped


def test_the_tables_hold_the_shipped_values_and_mark_what_is_reconstructed():
    tables = RULESET.data_tables()
    assert tables["items"].entries["royal_cloak"] == {"prestige": 2, "red": 2, "black": 1}
    assert tables["items"].reconstructed["royal_cloak"] == ("prestige", "red", "black")
    assert tables["great_market"].entries["great_market_6"] == {"goods": 6, "prestige": 4}
    assert tables["control_cards"].entries["control_1"] == {"districts": ["shakara", "likaran", "taira"]}


def test_a_corrected_game_plays_with_the_corrected_values():
    config = GameConfig(players=3, seed=2, options={"first_player": 1}, overrides=CORRECTED)
    state = RULESET.new_game(config)
    cloak = ITEMS[ITEM_INDEX["royal_cloak"]]
    assert cloak.prestige == 3 and cloak.price == (1, 0)
    assert MARKET_GOODS[0] == 4
    assert CONTROL_DISTRICTS[CONTROL_INDEX["control_1"]] == tuple(LOC_INDEX[d] for d in ("azarin", "likaran", "taira"))
    assert state.config.overrides == CORRECTED
    RULESET.new_game(GameConfig(players=3, seed=2))
    assert ITEMS[ITEM_INDEX["royal_cloak"]].price == (2, 1)  # a game without corrections: as shipped


def test_a_bad_correction_is_refused_with_its_name():
    with pytest.raises(OverridesError, match="control_1.districts"):
        RULESET.new_game(GameConfig(players=3, overrides={"control_cards": {"control_1": {"districts": ["shakara"]}}}))
    with pytest.raises(OverridesError, match="royal_cloak.red"):
        RULESET.new_game(GameConfig(players=3, overrides={"items": {"royal_cloak": {"red": 9}}}))


@pytest.mark.parametrize("lang", ["en", "cs", "de"])
def test_the_rules_page_example_is_a_valid_corrections_file(lang, tmp_path):
    text = (Path(__file__).parents[3] / "docs" / "rules" / f"jantaris.{lang}.md").read_text(encoding="utf-8")
    example = re.findall(r"```json\n(.*?)```", text, re.S)[-1]
    path = tmp_path / "jantaris.json"
    path.write_text(example, encoding="utf-8")
    assert read_file(path, "jantaris", RULESET.data_tables())["items"]["royal_cloak"]["prestige"] == 3
