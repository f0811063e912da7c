"""Quick estimates for Merkator's AI: what a trip brings, which goods a cube should become.

Everything here reads one seat's own holdings and the open board, and simulates a
trip on plain lists (no state copies), so the playout policy can afford it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from engine.games.merkator.data import Contract, catalogue
from engine.games.merkator.ladder import fulfil_worth, reward_of, values_of
from engine.games.merkator.needs import deficit, payment

if TYPE_CHECKING:
    from engine.games.merkator.state import MerkatorState

CAT: Final = catalogue()
RATE_GOODS: Final[int] = int(CAT.constants["trade_goods"])
RATE_TOKENS: Final[int] = int(CAT.constants["trade_tokens"])
REFILL_WORTH: Final = 0.1  # a cube put on the map is a good for a later trip, maybe
TOKEN_WORTH: Final = 0.2  # a time token buys a quarter of a good and pays for far trips
SPARE_WORTH: Final = 0.05  # any good: trades, later contracts, buildings that count goods
MOST_TOKENS_GAINED: Final[int] = max(CAT.region_time)  # by one trip
PROGRESS_SHARE: Final = 1.5  # share of a contract's reward credited for each good it still lacks, once got


def deficit_with_tile(card: Contract, storage: list[int], tile: list[int]) -> int:
    """Goods still missing when the supply-card cubes may become either good of their colour."""
    best = deficit(CAT, card, storage)
    if best == 0 or not has_any(tile):
        return best
    if not card.categories and not card.different:
        # named goods only: each colour's cubes fill what its two goods lack, no more
        short = [0] * len(storage)
        for good, count in card.goods:
            if storage[good] < count:
                short[good] = count - storage[good]
        for colour in range(len(tile)):
            count = tile[colour]
            if count:
                a, b = CAT.colour_goods[colour]
                best -= min(count, short[a] + short[b])
        return best
    goods = list(storage)
    for colour, count in enumerate(tile):
        a, b = CAT.colour_goods[colour]
        for _ in range(count):
            goods[a] = goods[a] + 1
            with_a = deficit(CAT, card, goods)
            goods[a] = goods[a] - 1
            goods[b] = goods[b] + 1
            with_b = deficit(CAT, card, goods)
            goods[b] = goods[b] - 1
            if min(with_a, with_b) >= best:
                break
            better = a if with_a <= with_b else b
            goods[better] = goods[better] + 1
            best = min(with_a, with_b)
            if best == 0:
                return 0
    return best


def progress_credit(worth: float, size: int, before: int, after: int) -> float:
    """Credit for bringing a contract from `before` to `after` missing goods: growing with the
    share done (squared), so goods gathered for one contract count more than goods spread
    over several, and the last good most."""
    # max(1, size, before) in plain comparisons: the trip planner calls this for every destination
    if before > size:
        size = before
    if size < 1:
        size = 1
    return PROGRESS_SHARE * worth * (((size - after) / size) ** 2 - ((size - before) / size) ** 2)


def trade_reach(storage: list[int], tokens: int) -> int:
    """How many missing goods 4:1 trades of tokens and spare goods could still buy."""
    reach = max(0, tokens) // RATE_TOKENS
    for n in storage:
        reach += n // RATE_GOODS
    return reach


def reward_worth(state: MerkatorState, value: int) -> int:
    """The value of the contract a fulfilment of a `value` contract would bring now (0: none)."""
    target = state.reward_value(value)
    for wanted in (target, value):
        if state.stacks[wanted] or state.pools[wanted] or (not state.solo and any(
                CAT.contracts[c].value == wanted for c in state.discard)):
            return wanted
    return 0


def virtual_storage(state: MerkatorState, seat: int) -> list[int]:
    """The seat's storage with its supply-card cubes placed as the goods its contracts ask for
    most (a planning guess: the cubes stay flexible until really stored)."""
    goods = list(state.storage[seat])
    tile = state.tile[seat]
    if not has_any(tile):
        return goods
    # (written `x[i] = x[i] + n`: compiled, `x[i] += n` on a list adds as the interpreter does)
    need = [0] * len(goods)
    for card in state.contracts[seat]:
        for good, count in CAT.contracts[card].goods:
            need[good] = need[good] + count
    for colour in range(len(tile)):
        count = tile[colour]
        if not count:
            continue
        a, b = CAT.colour_goods[colour]
        for _ in range(count):
            if need[a] - goods[a] >= need[b] - goods[b]:
                goods[a] = goods[a] + 1
            else:
                goods[b] = goods[b] + 1
    return goods


def has_any(counts: list[int]) -> bool:
    """`any(counts)` as a plain loop (compiled, `any` on a list is a call into the interpreter)."""
    for count in counts:
        if count:
            return True
    return False


def holdings_key(state: MerkatorState, seat: int) -> tuple[Any, ...]:
    """What the seat's plans read of its own holdings: goods, supply-card cubes, contracts (with
    whether each may still be fulfilled this round and the card its fulfilment brings now), and
    the cards' revision.

    A short flat tuple (a memo hashes and compares it on every look-up, and callers add to it):
    the goods, the cubes and the contracts as tuples, whether each contract is still open as
    bits in the contracts' order, then the rewards in the contracts' order."""
    held = state.contracts[seat]
    key: list[Any] = [CAT.revision, tuple(state.storage[seat]), tuple(state.tile[seat]), tuple(held),
                      open_contracts(state, seat)]
    # the card each held value's fulfilment brings, by value in the order first held (several
    # held cards share one value); the values met so far are bits of an int
    seen = 0
    for card in held:
        value = CAT.contracts[card].value
        if not seen >> value & 1:
            seen |= 1 << value
            key.append(reward_of(state, value))
    return tuple(key)


def open_contracts(state: MerkatorState, seat: int) -> int:
    """Which of the seat's contracts may still be fulfilled this round: bits in the contracts' order."""
    period = state.period()
    marks = state.marks[seat]
    found = 0
    for index, card in enumerate(state.contracts[seat]):
        mark = marks.get(card)
        if mark is None or mark != period:
            found |= 1 << index
    return found


def wanted_goods(card: Contract, storage: list[int]) -> list[int]:
    """Goods of which one more would bring the card closer (the shape of `deficit`, read directly)."""
    if not card.categories and not card.different:
        return [good for good, count in card.goods if storage[good] < count]
    wanted: list[int] = []
    used = [0] * len(storage)
    for good, count in card.goods:
        if storage[good] < count:
            wanted.append(good)
        used[good] = min(storage[good], count)
    for category, count in card.categories:
        members = CAT.category_goods[category]
        if sum(storage[g] - used[g] for g in members) < count:
            wanted.extend(g for g in members if g not in wanted)
    if card.different:
        distinct = sum(1 for g, n in enumerate(storage) if n - used[g] > 0)
        if distinct < card.different:
            wanted.extend(g for g, n in enumerate(storage) if n - used[g] <= 0 and g not in wanted)
    return wanted


def good_weights(state: MerkatorState, seat: int, storage: list[int], focus: int = -1, only: int = -1) -> list[float]:
    """How much one more good of each type helps the seat's contracts, by their rewards;
    contracts of the `focus` region (about to be fulfilled) count three times. With `only` (goods
    as bits) just those goods' weights are asked for: contracts that want none of them are
    passed over, so the other goods' weights may fall short."""
    weights = [0.0] * len(storage)
    values: list[int] | None = None  # read when the first contract is weighed
    for card in state.contracts[seat]:
        if not CAT.contract_goods[card] & only:
            continue
        contract = CAT.contracts[card]
        if contract.region < 0:
            continue
        missing = deficit(CAT, contract, storage)
        if not missing:
            continue
        wanted = wanted_goods(contract, storage)
        if only != -1 and not _bits(wanted) & only:
            continue
        if values is None:
            values = values_of(state, seat)
        share = progress_credit(fulfil_worth(state, values, contract), contract.size, missing, missing - 1)
        if contract.region == focus:
            share *= 3
        for good in wanted:
            weights[good] = weights[good] + share
    return weights


class _Plan:
    """One contract as a trip planner sees it before the trip (a plain class: a planner makes
    several for each destination list, and a frozen dataclass costs several times as much to make)."""

    def __init__(self, contract: Contract, worth: float, missing: int, wanted: int, is_open: bool) -> None:
        self.contract = contract
        self.worth = worth  # what its fulfilment adds (ladder.fulfil_worth)
        self.missing = missing
        self.wanted = wanted  # the goods one more of which brings it closer, as bits (1 << good)
        self.open = is_open  # not yet fulfilled in this round


def _bits(goods: list[int]) -> int:
    mask = 0
    for good in goods:
        mask |= 1 << good
    return mask


class TripPlanner:
    """Worth of each destination for one seat; what does not depend on the destination is
    worked out once. (Sets of goods are bits of an int: the planner runs for every destination
    of every playout's trip.)"""

    @staticmethod
    def inputs(state: MerkatorState, seat: int) -> tuple[Any, ...]:
        """Everything of the position the worths depend on: equal inputs, equal worths."""
        # the tokens left to gain count only up to the most a trip gains (see `value`)
        return (holdings_key(state, seat), tuple(state.bonus[seat]), state.tokens[seat], tuple(state.cubes),
                min(_tokens_available(state), MOST_TOKENS_GAINED))

    def __init__(self, state: MerkatorState, seat: int) -> None:
        self.state, self.seat = state, seat
        self.start = virtual_storage(state, seat)
        key = state.period()
        values = values_of(state, seat)
        self.plans = [
            _Plan(c, fulfil_worth(state, values, c), deficit(CAT, c, self.start),
                  _bits(wanted_goods(c, self.start)), state.marks[seat].get(card) != key)
            for card in state.contracts[seat]
            if (c := CAT.contracts[card]).region >= 0
        ]
        self.plans.sort(key=lambda p: -p.contract.value)
        regions = len(CAT.region_ids)
        self.open_plans: list[list[_Plan]] = [[] for _ in range(regions)]  # by region, highest value first
        for plan in self.plans:
            if plan.open:
                self.open_plans[plan.contract.region].append(plan)
        self.tokens_left = _tokens_available(state)
        self.bonus_goods: list[list[tuple[int, int]]] = [[] for _ in range(regions)]  # (good, amount), as held
        for card in state.bonus[seat]:
            bonus = CAT.bonus[card]
            self.bonus_goods[bonus.region].append((bonus.good, bonus.amount_active))
        self.refills: dict[int, int] = {}  # by refill threshold of a side region: the cubes it adds

    def value(self, region: int) -> float:
        """Points-like worth of travelling to `region` now: the contracts it lets the seat fulfil,
        the goods it brings towards the others, and the time tokens it gains or costs."""
        state, seat = self.state, self.seat
        storage = list(self.start)
        changed = 0  # the goods the trip brings, as bits
        gained_goods = 0
        main = 0 <= region < CAT.main_count
        if main and state.cubes[region]:
            a, b = self._take_cubes(region, storage)
            changed |= (1 << a) | (1 << b)
            gained_goods = state.cubes[region]
        for good, amount in self.bonus_goods[region]:
            storage[good] = storage[good] + amount
            changed |= 1 << good
            gained_goods += amount
        value = SPARE_WORTH * gained_goods
        time = CAT.region_time[region]
        tokens = state.tokens[seat] + min(0, time)
        done: list[_Plan] = []
        for plan in self.open_plans[region]:
            contract = plan.contract
            if deficit(CAT, contract, storage) > trade_reach(storage, tokens):
                continue
            tokens -= _pay_by_trades(contract, storage, tokens)
            if deficit(CAT, contract, storage):
                continue
            paid = payment(CAT, contract, storage)
            for good in range(len(storage)):
                storage[good] = storage[good] - paid[good]
            value += plan.worth
            done.append(plan)
        if changed:
            for plan in self.plans:
                if plan.missing and plan.wanted & changed and plan not in done:
                    after = deficit(CAT, plan.contract, storage)
                    if after < plan.missing:
                        value += progress_credit(plan.worth, plan.contract.size, plan.missing, after)
        value += REFILL_WORTH * (len(CAT.neighbours[region]) if main else self._side_refills(region))
        if time > 0:
            value += TOKEN_WORTH * min(time, self.tokens_left)
        else:
            value += TOKEN_WORTH * time
        return value

    def _side_refills(self, region: int) -> int:
        threshold = CAT.region_threshold[region]
        if threshold not in self.refills:
            self.refills[threshold] = _refills(self.state, region)
        return self.refills[threshold]

    def _take_cubes(self, region: int, storage: list[int]) -> tuple[int, int]:
        """Store the region's cubes as the goods the contracts want (the 1 / 2 / 3+ rule)."""
        a, b = CAT.colour_goods[region]
        count = self.state.cubes[region]
        if count >= 2:
            storage[a] = storage[a] + 1
            storage[b] = storage[b] + 1
            count -= 2
        if count:
            wanted = a if self._weight(a, region) >= self._weight(b, region) else b
            storage[wanted] = storage[wanted] + count
        return a, b

    def _weight(self, good: int, region: int) -> float:
        weight = 0.0
        for p in self.plans:
            if p.wanted >> good & 1:
                weight += p.worth / max(1, p.contract.size) * (3 if p.contract.region == region else 1)
        return weight


def trip_value(state: MerkatorState, seat: int, region: int) -> float:
    """The worth of one destination (see `TripPlanner.value`)."""
    return TripPlanner(state, seat).value(region)


def _refills(state: MerkatorState, region: int) -> int:
    """Cubes the trip adds to the map for later trips (the emptied destination loses its own)."""
    if CAT.is_main(region):
        return len(CAT.neighbours[region])
    threshold = CAT.region_threshold[region]
    return sum(1 for count in state.cubes if count >= threshold)


def _tokens_available(state: MerkatorState) -> int:
    return state.token_supply + state.chart_tokens() if state.solo else 99


def _pay_by_trades(contract: Contract, storage: list[int], tokens: int) -> int:
    """Close the contract's gap with 4:1 trades of spare goods, then tokens; returns tokens spent."""
    spent = 0
    while missing := deficit(CAT, contract, storage):
        wanted = -1
        for g in range(len(storage)):
            if _helps(contract, storage, g, missing):
                wanted = g
                break
        if wanted < 0:
            break
        give = -1  # the spare good held most (the first of equals) that the contract can spare
        for g in range(len(storage)):
            if storage[g] >= RATE_GOODS and (give < 0 or storage[g] > storage[give]) \
                    and not _hurts(contract, storage, g, missing):
                give = g
        if give >= 0:
            storage[give] = storage[give] - RATE_GOODS
        elif tokens - spent >= RATE_TOKENS:
            spent += RATE_TOKENS
        else:
            break
        storage[wanted] = storage[wanted] + 1
    return spent


def _helps(contract: Contract, storage: list[int], good: int, base: int) -> bool:
    storage[good] = storage[good] + 1
    after = deficit(CAT, contract, storage)
    storage[good] = storage[good] - 1
    return after < base


def _hurts(contract: Contract, storage: list[int], good: int, base: int) -> bool:
    storage[good] = storage[good] - RATE_GOODS
    after = deficit(CAT, contract, storage)
    storage[good] = storage[good] + RATE_GOODS
    return after > base
