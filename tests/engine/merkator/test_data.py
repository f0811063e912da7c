"""The data files: our own schema, with provenance and every reconstructed or unverified mark."""

from __future__ import annotations

import json
from collections import Counter

from engine import games
from engine.games.merkator.data import DATA_DIR
from tests.engine.merkator.helpers import CAT

FILES = ("goods.json", "map.json", "contracts.json", "buildings.json", "bonus_cards.json", "time_table.json",
         "rules.json")


def _load(name: str) -> dict:
    return json.loads((DATA_DIR / name).read_text(encoding="utf-8"))


def test_every_file_has_a_schema_and_provenance():
    for name in FILES:
        data = _load(name)
        assert data["schema"].startswith("kontor.merkator.")
        assert data["provenance"]["source"]


def test_contract_value_counts_match_the_rulebook():
    counts = Counter(card.value for card in CAT.contracts.values())
    assert counts == {2: 5, 3: 11, 4: 13, 5: 12, 6: 11, 7: 9, 8: 7, 9: 5, 10: 4, 14: 1}
    main = [c for c in CAT.contracts.values() if CAT.is_main(c.region)]
    pairs = Counter((c.region, c.value) for c in main)
    assert max(pairs.values()) == 1, "a main region never has two contracts of one value"


def test_reconstructed_cards_carry_their_marks():
    for name in ("contracts.json", "buildings.json", "bonus_cards.json"):
        for card in _load(name)["cards"]:
            assert "reconstructed" in card
    assert sum(1 for c in _load("contracts.json")["cards"] if c["reconstructed"]) == 77
    assert _load("time_table.json")["letters_reconstructed"] is True
    roads = _load("map.json")["roads"]
    assert sorted((r["a"], r["b"]) for r in roads if r["verified"]) == [("russia", "danzig"), ("russia", "sweden")]


def test_every_assumption_of_the_reference_is_listed_as_data():
    refs = {a["ref"] for a in _load("rules.json")["assumptions"]}
    assert {f"A{i}" for i in range(1, 11)} <= refs
    assert all(a["unverified"] for a in _load("rules.json")["assumptions"])


def test_names_exist_in_three_languages():
    for name, key in (("goods.json", "goods"), ("map.json", "regions"), ("buildings.json", "cards")):
        for item in _load(name)[key]:
            assert set(item["names"]) == {"en", "cs", "de"}
    peace = next(c for c in _load("contracts.json")["cards"] if c.get("peace"))
    assert peace["names"]["cs"] == "Vestfálský mír"


def test_options_have_labels_in_three_languages():
    info = games.get("merkator").info
    assert info.min_players == 1 and info.max_players == 4
    keys = {spec.key for spec in info.options}
    assert keys == {"long_game", "cards_in_hand", "no_goods_loss", "spending_pressure", "bonus_pays_at_once",
                    "contract_offers", "no_coins", "no_joining", "fulfil_limit", "alsterhaus_errata"}
    for spec in info.options:
        assert set(spec.labels) == {"en", "cs", "de"}
    assert info.option("alsterhaus_errata").default is True
