"""The climb through the contract decks, as Merkator's AI plans it.

A fulfilment brings the top card of the next-higher deck and the fulfilled card stays, so the
points are in climbing: a 9 fulfilled brings a 10, a 10 the Peace of Westphalia (14, and the end
of the game). Only the five best contracts score in full, so a low card's reward adds little
once five better ones are held, while a high card's reward replaces the weakest of the five.
Everything here reads one seat's holdings as plain numbers, cheap enough for every playout move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from engine.games.merkator.data import Contract, catalogue
from engine.games.merkator.needs import deficit, payment

if TYPE_CHECKING:
    from engine.games.merkator.state import MerkatorState

CAT: Final = catalogue()
FULL: Final[int] = int(CAT.constants["contracts_at_full_value"])
TOP: Final = 10  # the highest regular value; its reward is the Peace
# a held card of value 8 or more is a step towards the Peace: its own fulfilment later brings
# the next rung, worth this share of the rung's value more than the plain points
CLIMB_SHARE: Final = 1.0
CHART_PER_TURN: Final = 0.75  # chart tokens a turn takes (see turns_left)
GOODS_PER_TURN: Final = 2.5  # goods a seat gathers in a turn of its own (cubes, bonus goods, joins)
POTENTIAL_SHARE: Final = 0.6
BASE_CHANCE: Final = 0.25  # a contract with none of its goods yet may still be fulfilled  # share of a reachable fulfilment's worth the estimate credits now


def values_of(state: MerkatorState, seat: int) -> list[int]:
    """The values of the seat's contracts, highest first."""
    values = [CAT.contracts[c].value for c in state.contracts[seat]]
    values.sort()
    values.reverse()
    return values


def _with_value(values: list[int], value: int) -> list[int]:
    """`values` (highest first) with `value` added in its place, as a new list."""
    at = 0
    while at < len(values) and values[at] >= value:
        at += 1
    return [*values[:at], value, *values[at:]]


def points(values: list[int]) -> float:
    """Contract points of a sorted (highest first) list of values: five in full, the rest half."""
    return sum(values[:FULL]) + sum(values[FULL:]) / 2


def gain(values: list[int], reward: int) -> float:
    """What a new card of value `reward` adds to the contract points (the five best in full)."""
    if reward <= 0:
        return 0.0
    if len(values) < FULL:
        return float(reward)
    weakest = values[FULL - 1]  # of the five in full: it drops to half when the new card is better
    return reward - weakest / 2 if reward > weakest else reward / 2


def rung_bonus(reward: int) -> float:
    """The worth of the next climb a high card opens (its own fulfilment's reward)."""
    if reward < 8 or reward > TOP:
        return 0.0
    nxt = 14 if reward == TOP else reward + 1
    return CLIMB_SHARE * (nxt - reward + (4 if reward == TOP else 0))


def reward_of(state: MerkatorState, value: int) -> int:
    """The value of the card a fulfilment of a `value` contract brings now (0: none left)."""
    target = state.reward_value(value)
    if _left(state, target):
        return target
    return value if _left(state, value) else 0


def _left(state: MerkatorState, value: int) -> bool:
    """Whether a card of `value` can still be drawn: from its stack, its pool or the discard."""
    if state.stacks[value] or state.pools[value]:
        return True
    if not state.solo:
        for card in state.discard:
            if CAT.contracts[card].value == value:
                return True
    return False


def fulfil_worth(state: MerkatorState, values: list[int], contract: Contract) -> float:
    """Points-like worth of fulfilling `contract` for a seat holding `values`."""
    reward = reward_of(state, contract.value)
    return gain(values, reward) + rung_bonus(reward)


def turns_left(state: MerkatorState, seat: int) -> float:
    """Own turns a seat may still expect (exact in solo and in the last round, from the time chart otherwise)."""
    if state.solo:
        return float(state.solo_cards_left())
    if state.final_left is not None:
        # the last round's turns go to the next `final_left` seats from the active one
        return 1.0 if (seat - state.active) % state.n < state.final_left else 0.0
    # a turn takes three quarters of a chart token on average (Hamburg gives two, five regions one,
    # the rest none, joins none: 0.77, 0.75 and 0.73 a turn in 2-, 3- and 4-player policy games)
    return state.chart_tokens() / (CHART_PER_TURN * state.n) + 1


def _chance(missing: int, size: int, supply: float) -> float:
    """How likely a contract lacking `missing` of its `size` goods is fulfilled before the end:
    the goods already gathered count most (squared, as in the trip planner's progress), and a
    gap near the goods the remaining turns bring is a long shot."""
    done = 1 - missing / max(1, size, missing)
    return (BASE_CHANCE + (1 - BASE_CHANCE) * done * done) * (1 - missing / (supply + 1))


def _reachable(
    state: MerkatorState, seat: int, storage: list[int], reach: int, supply: float
) -> list[tuple[Contract, int, int, float]]:
    """(contract, goods still missing, the card its fulfilment brings, the chance) of each of the
    seat's contracts whose fulfilment the remaining turns can still bring."""
    found = []
    for card in state.contracts[seat]:
        contract = CAT.contracts[card]
        if contract.region < 0:
            continue
        missing = max(0, deficit(CAT, contract, storage) - reach)
        if missing > supply:
            continue
        reward = reward_of(state, contract.value)
        if reward:
            found.append((contract, missing, reward, _chance(missing, contract.size, supply)))
    return found


def potential(state: MerkatorState, seat: int, storage: list[int], reach: int) -> float:
    """The worth of the fulfilments still within reach of the seat's contracts: each contract
    by how many goods it lacks against the goods the remaining turns bring, the best first;
    goods gathered for one contract are not there for the next, a turn reaches one region, and
    each new card lowers what the next one adds (the five best score in full).

    The next rung (`rung_bonus`) is not counted here: the card a fulfilment brings counts by
    its own fulfilments once it is held, and a contract waiting to be fulfilled must not look
    worth more than the fulfilment itself (a 9 left unfulfilled would outweigh the 10 it brings)."""
    left = turns_left(state, seat)
    if left <= 0:
        return 0.0
    if state.solo:
        return _solo_potential(state, seat, storage, reach, left)
    values = values_of(state, seat)
    supply = GOODS_PER_TURN * left
    options = [(gain(values, reward) * chance, contract.id, reward)
               for contract, _missing, reward, chance in _reachable(state, seat, storage, reach, supply)]
    options.sort(key=lambda o: -o[0])
    # the goods held and the trades (tokens, spare goods) pay for one contract only: each
    # contract taken, best first, hands in its goods before the next is counted
    goods = list(storage)
    total, used, trips = 0.0, 0.0, 0
    for _, card, reward in options:
        if trips >= left:
            break
        contract = CAT.contracts[card]
        short = deficit(CAT, contract, goods)
        missing = max(0, short - reach)
        if used + missing > supply:
            continue
        reach -= short - missing
        used += missing
        trips += 1
        total += gain(values, reward) * _chance(missing, contract.size, supply)
        values = _with_value(values, reward)
        paid = payment(CAT, contract, goods)
        goods = [max(0, goods[g] - paid[g]) for g in range(len(goods))]
    return POTENTIAL_SHARE * total


def _solo_potential(state: MerkatorState, seat: int, storage: list[int], reach: int, left: float) -> float:
    """The solo game's reading of the same, as its search was calibrated with (about 65 points with
    `normal`, docs/ai.md): each contract against the whole storage and every trade, and the next
    rung counted. The solo deck brings its 8s to 10s late and one at a time, so there the climb's
    promise is what the search must see; the two-player measurements behind `potential` do not
    cover the solo game."""
    values = values_of(state, seat)
    supply = GOODS_PER_TURN * left
    options = [((gain(values, reward) + rung_bonus(reward)) * chance, missing, reward, chance)
               for _contract, missing, reward, chance in _reachable(state, seat, storage, reach, supply)]
    options.sort(reverse=True)
    total, used, trips = 0.0, 0.0, 0
    for _, missing, reward, chance in options:
        if used + missing > supply or trips >= left:
            continue
        used += missing
        trips += 1
        total += (gain(values, reward) + rung_bonus(reward)) * chance
        values = _with_value(values, reward)
    return POTENTIAL_SHARE * total
