"""What a contract asks for: goods a category demand takes are used up before the next demand checks."""

from __future__ import annotations

import random

from engine.games.merkator.data import Contract, catalogue
from engine.games.merkator.needs import deficit, goods_wanted, payment

CAT = catalogue()
G = {name: i for i, name in enumerate(CAT.good_ids)}


def card(goods: dict[str, int] | None = None, categories: tuple[tuple[str, int], ...] = (), different: int = 0) -> Contract:
    """A contract the shipped data does not have (the data is meant to be replaceable)."""
    return Contract("X1", 5, 0, tuple((G[g], n) for g, n in (goods or {}).items()), categories, different, False)


def store(**goods: int) -> list[int]:
    storage = [0] * len(CAT.good_ids)
    for name, n in goods.items():
        storage[G[name]] = n
    return storage


def test_a_category_demand_uses_up_the_goods_before_different_goods_are_counted():
    both = card(categories=(("weapons", 1),), different=2)
    # one musket and one grain: the musket pays the weapons, only grain is left for two different goods
    assert deficit(CAT, both, store(muskets=1, grain=1)) == 1
    assert deficit(CAT, both, store(muskets=1, grain=1, cattle=1)) == 0
    assert goods_wanted(CAT, both, store(muskets=1, grain=1))  # one more good of a new kind helps


def test_two_category_demands_do_not_share_one_good():
    twice = card(categories=(("weapons", 1), ("weapons", 1)))
    assert deficit(CAT, twice, store(muskets=1)) == 1
    assert deficit(CAT, twice, store(muskets=1, saltpeter=1)) == 0
    named = card(goods={"muskets": 1}, categories=(("weapons", 1),))
    assert deficit(CAT, named, store(muskets=1)) == 1


def test_what_deficit_accepts_payment_can_hand_in():
    both = card(goods={"iron": 1}, categories=(("food", 2),), different=2)
    storage = store(iron=1, grain=2, cattle=1, coal=1, cloth=1)
    assert deficit(CAT, both, storage) == 0
    paid = payment(CAT, both, storage)
    assert all(p <= s for p, s in zip(paid, storage, strict=True)) and sum(paid) == both.size


def _payment_by_ranking(card: Contract, storage: list[int]) -> list[int]:
    """The rule `payment` follows, written plainly: the types held most, ties in goods order."""
    paid = [0] * len(storage)
    for good, count in card.goods:
        paid[good] += count
    for category, count in card.categories:
        for _ in range(count):
            best = max(CAT.category_goods[category], key=lambda g: (storage[g] - paid[g], -g))
            paid[best] += 1
    order = sorted(range(len(storage)), key=lambda g: (-(storage[g] - paid[g]), g))
    for good in order[: card.different]:
        paid[good] += 1
    return paid


def test_payment_hands_in_the_types_held_most_for_every_card_and_many_storages():
    rng = random.Random(7)
    cards = list(CAT.contracts.values()) + [card(categories=(("weapons", 2),), different=3),
                                            card(goods={"iron": 1}, categories=(("food", 2),), different=2)]
    assert any(c.categories for c in cards) and any(c.different for c in cards)
    for _ in range(300):
        storage = [rng.choice((0, 0, 1, 1, 2, 3, 5)) for _ in CAT.good_ids]
        for contract in cards:
            assert payment(CAT, contract, storage) == _payment_by_ranking(contract, storage), (contract.id, storage)
