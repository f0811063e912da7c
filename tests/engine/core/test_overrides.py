"""Corrections of reconstructed data: validated with the bad entry named, in force for the game, kept in its save."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine import games
from engine.core import saves
from engine.core.errors import ConfigError, SaveError
from engine.core.game import GameConfig
from engine.core.match import Match
from engine.core.overrides import OverridesError, file_text, read_file, validate
from engine.games.speicherstadt.data import CARD_BY_ID, GOOD_INDEX, catalog

SPEICHERSTADT = games.get("speicherstadt")
TEA_TWICE = {"cards": {"contract_a1": {"goods": ["tea", "tea"], "points": 9}}}


@pytest.fixture(autouse=True)
def shipped_values() -> Iterator[None]:
    yield
    SPEICHERSTADT.apply_overrides({})  # the next test sees the cards as shipped


def corrected(overrides: dict) -> GameConfig:
    return GameConfig(3, 4, {}, ("Eva", "Tom", "Ida"), overrides)


@pytest.mark.parametrize(("data", "named"), [
    ({"cards": {"contract_a1": {"goods": ["tee"]}}}, "cards.contract_a1.goods has the unknown entry 'tee'"),
    ({"cards": {"contract_a1": {"points": "nine"}}}, "cards.contract_a1.points must be a whole number"),
    ({"cards": {"contract_a1": {"points": 99}}}, "cards.contract_a1.points must be at most 30"),
    ({"cards": {"contract_a1": {"strength": 2}}}, "cards.contract_a1 has no field 'strength'"),
    ({"cards": {"ship_1": {"points": 2}}}, "cards.ship_1 is not an entry of 'cards'"),
    ({"cards": {"contract_a1": {}}}, "cards.contract_a1 must give at least one field"),
    ({"ships": {}}, "there is no table 'ships'"),
    ({"cards": {"contract_a1": {"goods": []}}}, "cards.contract_a1.goods needs at least 1 entries"),
])
def test_a_bad_correction_is_refused_naming_the_entry(data: dict, named: str) -> None:
    with pytest.raises(OverridesError) as caught:
        validate("speicherstadt", SPEICHERSTADT.data_tables(), data)
    assert named in str(caught.value)
    with pytest.raises(ConfigError):
        SPEICHERSTADT.new_game(corrected(data))


def test_only_reconstructed_values_can_be_corrected_and_are_listed_as_such() -> None:
    table = SPEICHERSTADT.data_tables()["cards"]
    kinds = {CARD_BY_ID[entry].kind for entry in table.entries}
    assert kinds == {"contract", "fire", "fireman"}
    assert table.reconstructed["contract_a1"] == ("goods",)
    assert table.reconstructed["fire_b"] == ("points",)
    assert table.entries["fireman_a1"] == {"strength": CARD_BY_ID["fireman_a1"].strength}


def test_a_correction_is_in_force_for_its_game_and_undone_for_the_next() -> None:
    state = SPEICHERSTADT.new_game(corrected(TEA_TWICE))
    card = CARD_BY_ID["contract_a1"]
    assert card.need[GOOD_INDEX["tea"]] == 2 and card.size == 2 and card.points == 9
    assert catalog()["contract_a1"]["needs"] == {"tea": 2}
    assert catalog()["contract_a1"]["corrected"] == ["goods", "points"]
    assert state.config.overrides == TEA_TWICE
    SPEICHERSTADT.new_game(corrected({}))
    assert card.need[GOOD_INDEX["tea"]] == 0 and card.need[GOOD_INDEX["coffee"]] == 1 and card.points == 5
    assert "corrected" not in catalog()["contract_a1"]


def test_the_save_keeps_the_corrections_and_the_replay_uses_them() -> None:
    match = Match(SPEICHERSTADT, corrected(TEA_TWICE))
    for _ in range(12):
        seat = match.state.to_move()[0]
        match.apply(seat, match.state.legal_actions(seat)[0])
    text = saves.dumps(match)
    assert json.loads(text)["config"]["overrides"] == TEA_TWICE
    SPEICHERSTADT.apply_overrides({})  # another game in between
    again = saves.loads(text)
    assert again.config.overrides == TEA_TWICE
    assert CARD_BY_ID["contract_a1"].points == 9
    assert again.state.view(None) == match.state.view(None)


def test_a_save_without_corrections_is_written_as_before() -> None:
    match = Match(SPEICHERSTADT, corrected({}))
    assert "overrides" not in json.loads(saves.dumps(match))["config"]


def test_a_save_with_a_bad_correction_does_not_load() -> None:
    data = json.loads(saves.dumps(Match(SPEICHERSTADT, corrected(TEA_TWICE))))
    data["config"]["overrides"] = {"cards": {"contract_a1": {"goods": ["gold"]}}}
    with pytest.raises(SaveError, match="contract_a1.goods"):
        saves.loads(json.dumps(data))


def test_the_overrides_file_is_read_and_checked(tmp_path: Path) -> None:
    path = tmp_path / "speicherstadt.json"
    path.write_text(file_text("speicherstadt", TEA_TWICE), encoding="utf-8")
    assert read_file(path, "speicherstadt", SPEICHERSTADT.data_tables()) == TEA_TWICE
    path.write_text(file_text("merkator", TEA_TWICE), encoding="utf-8")
    with pytest.raises(OverridesError, match="for the game 'merkator'"):
        read_file(path, "speicherstadt", SPEICHERSTADT.data_tables())
    path.write_text("{not json", encoding="utf-8")
    with pytest.raises(OverridesError, match="speicherstadt.json cannot be used: the file is damaged"):
        read_file(path, "speicherstadt", SPEICHERSTADT.data_tables())
    path.write_text(json.dumps({"game": "speicherstadt"}), encoding="utf-8")
    with pytest.raises(OverridesError, match="not a Kontor overrides file"):
        read_file(path, "speicherstadt", SPEICHERSTADT.data_tables())
    bad = {"cards": {"fire_z": {"points": 3}}}
    path.write_text(file_text("speicherstadt", bad), encoding="utf-8")
    with pytest.raises(OverridesError, match=r"speicherstadt.json: .*cards.fire_z"):
        read_file(path, "speicherstadt", SPEICHERSTADT.data_tables())


def test_a_game_without_correctable_data_refuses_corrections() -> None:
    tiny = games.get("tiny")
    with pytest.raises(ConfigError, match="no table 'cards'"):
        tiny.new_game(GameConfig(2, 1, {}, (), TEA_TWICE))


def test_merkator_cards_can_be_corrected_and_the_board_data_follows() -> None:
    from engine.games.merkator.data import catalogue
    from engine.games.merkator.view import board_data

    merkator = games.get("merkator")
    cat = catalogue()
    corrections = {"contracts": {"C01": {"goods": ["wine", "wine"]}},
                   "bonus_cards": {"B01": {"cost": 4, "good": "cattle"}}, "buildings": {"G01": {"cost": 10}}}
    try:
        merkator.new_game(GameConfig(2, 1, {}, (), corrections))
        wine = cat.good_index["wine"]
        assert cat.contracts["C01"].goods == ((wine, 2),) and cat.contracts["C01"].size == 2
        assert cat.bonus["B01"].cost == 4 and cat.bonus["B01"].good == cat.good_index["cattle"]
        assert cat.buildings["G01"].cost == 10
        shown = next(c for c in board_data()["contracts"] if c["id"] == "C01")
        assert shown["needs"] == [{"good": "wine", "count": 2}] and shown["corrected"] == ["goods"]
        with pytest.raises(OverridesError, match="bonus_cards.B01.good must be one of"):
            merkator.new_game(GameConfig(2, 1, {}, (), {"bonus_cards": {"B01": {"good": "gold"}}}))
        with pytest.raises(OverridesError, match="contracts.C78 is not an entry"):  # the Peace is not a guess
            merkator.new_game(GameConfig(2, 1, {}, (), {"contracts": {"C78": {"goods": ["wine"]}}}))
    finally:
        merkator.apply_overrides({})
    shipped = ((cat.good_index["fish_oil"], 1), (cat.good_index["copper"], 1))
    assert cat.buildings["G01"].cost == 12 and cat.contracts["C01"].goods == shipped
