"""What a contract asks for: can a storage fulfil it, how far off is it, which goods pay for it."""

from __future__ import annotations

from engine.games.merkator.data import Catalogue, Contract


def deficit(cat: Catalogue, card: Contract, storage: list[int]) -> int:
    """How many more goods the storage lacks for the card (0: it can be fulfilled now)."""
    if not card.different and len(card.categories) < 2:  # nearly every contract: named goods, a category at most
        missing = 0
        for good, count in card.goods:
            have = storage[good]
            if have < count:
                missing += count - have
        for category, count in card.categories:
            # the category takes any of its goods the named ones leave
            spare = 0
            for g in cat.category_goods[category]:
                left = storage[g]
                for named, wanted in card.goods:
                    if named == g:
                        left = left - wanted if left > wanted else 0
                        break
                spare += left
            if spare < count:
                missing += count - spare
        return missing
    # plain loops rather than sum() over generators: the AI's planning calls this very often
    missing = 0
    used = [0] * len(storage)
    for good, count in card.goods:
        have = storage[good]
        if have < count:
            missing += count - have
            used[good] = have
        else:
            used[good] = count
    for category, count in card.categories:
        # each good a category demand takes is used up for the demands after it; it takes the
        # types held most, as payment() hands them in (categories do not overlap)
        members = cat.category_goods[category]
        for _ in range(count):
            best, spare = -1, 0
            for g in members:
                left = storage[g] - used[g]
                if left > spare:
                    best, spare = g, left
            if best < 0:
                missing += 1
            else:
                used[best] = used[best] + 1
    if card.different:
        distinct = 0
        for g, n in enumerate(storage):
            if n > used[g]:
                distinct += 1
        if distinct < card.different:
            missing += card.different - distinct
    return missing


def payment(cat: Catalogue, card: Contract, storage: list[int]) -> list[int]:
    """The goods handed in for the card: exact goods, then for categories and 'different'
    the types held most (ties: goods order), so the player keeps variety."""
    paid = [0] * len(storage)
    for good, count in card.goods:
        paid[good] = paid[good] + count
    # plain loops rather than max() and sorted() with keys: the AI's planning calls this often
    for category, count in card.categories:
        members = cat.category_goods[category]
        for _ in range(count):
            best, most = -1, 0
            for g in members:
                left = storage[g] - paid[g]
                if best < 0 or left > most or (left == most and g < best):
                    best, most = g, left
            paid[best] = paid[best] + 1
    if card.different:
        lefts = [storage[g] - paid[g] for g in range(len(storage))]
        chosen = [False] * len(storage)
        for _ in range(min(card.different, len(storage))):
            best, most = -1, 0
            for g, left in enumerate(lefts):
                if not chosen[g] and (best < 0 or left > most):
                    best, most = g, left
            chosen[best] = True
            paid[best] = paid[best] + 1
    return paid


def goods_wanted(cat: Catalogue, card: Contract, storage: list[int]) -> list[int]:
    """Goods types of which one more good would bring the card closer to being fulfilled."""
    if not card.categories and not card.different:
        return sorted(good for good, count in card.goods if storage[good] < count)
    base = deficit(cat, card, storage)
    if base == 0:
        return []
    wanted = []
    for good in range(len(storage)):
        storage[good] = storage[good] + 1
        if deficit(cat, card, storage) < base:
            wanted.append(good)
        storage[good] = storage[good] - 1
    return wanted
