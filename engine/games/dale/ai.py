"""AI knowledge for Dale of Merchants: a sensible playout move and a position estimate.

Dale is won by building stacks 1 to 8 in order, each from cards of one animal whose values
sum exactly to the stack's number. So the estimate looks past the stacks built: whether the
hand holds the next stack now, and how many of the following stacks the seat's own cards
(hand, deck and discard pile together) could still make, animal by animal.
"""

from __future__ import annotations

import json
import math
import random
from typing import Any, Final, TypeVar

from engine.core import Action
from engine.core.draws import below, choice
from engine.core.package_data import data_folder
from engine.games.dale import legality
from engine.games.dale.cards import HAND_SIZE, JUNK, STACKS_TO_WIN, TYPE_DECK, TYPE_VALUE, TYPES
from engine.games.dale.state import DaleState

Item = TypeVar("Item")

# Stack units a position feature is worth; the softmax below turns stacks into win chances.
READY: Final = 0.55  # the hand can build the next stack now
PARTIAL: Final = 0.2  # share of the next stack one animal in hand already sums to
FUTURE = (0.25, 0.15, 0.09, 0.05)  # the next stacks the seat's own cards could make, one by one
QUALITY: Final = 0.3  # average value of the seat's cards (junk counts zero), out of 5
SOFTMAX: Final = 1.2
FUTURE_MEMO_SIZE: Final = 1 << 14  # future_stacks' answers kept, emptied when full
_FUTURE_STACKS: Final[dict[tuple[int, ...], int]] = {}
# the weights of the fitted estimate, in softmax units (data/estimate.json)
FITTED: Final[dict[str, Any]] = json.loads((data_folder(__name__) / "estimate.json").read_text("utf-8"))["weights"]
FIT_BUILT: Final[float] = FITTED["built"]
FIT_READY: Final[float] = FITTED["ready"]
FIT_PARTIAL: Final[float] = FITTED["partial"]
FIT_NEXT: Final[tuple[float, ...]] = tuple(FITTED["next_stacks"])
FIT_QUALITY: Final[float] = FITTED["quality"]
FIT_JUNK: Final[float] = FITTED["junk_share"]
FIT_CARD: Final[float] = FITTED["per_card"]
FIT_WAIT: Final[float] = FITTED["per_seat_to_wait"]
BUYS: Final = 0.8  # how often the playout policy buys when it can
KEEP_CARDS: Final = 2  # cards the search weighs at each step of a payment or a stack
# the steps that choose cards one at a time, by phase: the action that adds a card (the inventory's
# discards are all weighed: which cards stay in hand is its point, docs/ai.md)
CARD_STEPS: Final = {"pay": "pay", "build": "stack"}
# with a stack ready, the moves of a main or bonus step the focus keeps besides bonus techniques
FOCUS_KEPT: Final = frozenset(("build", "copy", "roll"))
ATTACKS_DECK: Final = "ocelots"  # the deck of the Whirligig and the Gamble, which take cards from a hand


def search_actions(st: DaleState, seat: int) -> list[Action]:
    """The legal actions without Cancel, and at each step of a payment or a stack only the
    `KEEP_CARDS` cards the playout would choose first.

    A search that may start a purchase or a stack and then cancel it returns to the same
    position and can repeat that without end. And a payment or a stack is chosen a card at a
    time, so the same few cards come in every order: weighing each order, the search spent its
    iterations on the order of the cards instead of on what to buy or build (docs/ai.md,
    "Dale: the search weighs fewer orders of the same cards"). Every card offered can still be
    completed to a payment or a stack, so the choice never leads nowhere."""
    if st.frame is None and seat in st.to_move():
        quick = _quick_card_step(st, seat)
        if quick is not None:
            return quick
    # the rules' list itself: the search never asks is_legal, so nothing is kept for it to answer from
    actions = legality.legal_actions(st, seat) if seat in st.to_move() else []
    kept = [a for a in actions if a.kind != "cancel"]
    kind = CARD_STEPS.get(st.phase) if st.frame is None else None
    if kind is not None:
        cards = [a for a in kept if a.kind == kind]
        if len(cards) > KEEP_CARDS:
            first = set(_first_cards(st, kind, cards))
            kept = [a for a in kept if a.kind != kind or a in first]
    return kept or actions


def _quick_card_step(st: DaleState, seat: int) -> list[Action] | None:
    """``search_actions`` at a step of a plain payment or stack, from the cards that can join it
    without the rules' whole list; None at any other step."""
    phase = st.phase
    if phase == "pay":
        cards = legality.plain_pay_cards(st, seat)
    elif phase == "build":
        cards = legality.plain_stack_cards(st, seat)
    else:
        return None
    if cards is None:
        return None
    paying = phase == "pay"
    kept = _first_kinds(st, legality.one_of_each(st, cards), paying)
    out = [legality.pay_action(c) if paying else legality.stack_action(c) for c in kept]
    if legality.payment_complete(st) if paying else legality.stack_complete(st, seat):
        out.append(legality.CONFIRM)
    return out or [legality.CANCEL]


def _first_kinds(st: DaleState, cards: list[int], paying: bool) -> list[int]:
    """Of ``cards`` (one of each kind, in card order) the ``KEEP_CARDS`` the playout would take
    first, still in card order: the cheapest to pay with, the highest for a stack."""
    if len(cards) <= KEEP_CARDS:
        return cards
    ranks = [_card_worth(st, c) if paying else float(-st.value(c)) for c in cards]
    chosen = sorted(range(len(cards)), key=lambda i: ranks[i])[:KEEP_CARDS]
    chosen.sort()
    return [cards[i] for i in chosen]


def focus_actions(st: DaleState, seat: int, actions: list[Action]) -> list[Action]:
    """In a game with the Lucky Ocelots, with a stack ready in hand on a main or bonus step:
    building it, or before it a bonus technique, a Chameleon's copy or a Bold Haggler's roll; no
    move that ends the turn with the stack still in hand (nor the Market Discovery's free
    trashing, left out in the measured trial).

    At a full table the other seats aim their Whirligigs and Gambles at the hand of the seat
    ahead, and a ready stack held over to the next turn is often lost; a search that plays the
    others by the policy, which seldom attacks, does not see that. Without those cards, holding
    the stack for a better turn costs nothing, and there the focus lost games (docs/ai.md, "Dale
    at four seats: where strong loses")."""
    if (st.frame is not None or st.phase not in ("main", "bonus") or legality.BUILD not in actions
            or ATTACKS_DECK not in st.chosen):
        return actions
    return [a for a in actions if a.kind in FOCUS_KEPT or (a.kind == "play" and _is_bonus(st, a))]


def _is_bonus(st: DaleState, action: Action) -> bool:
    return TYPES[st.etype(int(action.args[0]))].bonus


def _first_cards(st: DaleState, kind: str, cards: list[Action]) -> list[Action]:
    """The cards the playout policy would take first: the cheapest to pay with, the highest for a stack."""
    if kind == "pay":
        ranked = sorted(cards, key=lambda a: _card_worth(st, int(a.args[0])))
    else:
        ranked = sorted(cards, key=lambda a: -st.value(int(a.args[0])))
    return ranked[:KEEP_CARDS]


def rollout_action(st: DaleState, seat: int, actions: list[Action], rng: random.Random) -> Action | None:
    """Build when possible, finish selections, buy the card that serves the seat's animals, else random."""
    kinds = _by_kind(actions)
    if "confirm" in kinds and st.phase == "build":
        return kinds["confirm"][0]
    if "build" in kinds:
        return kinds["build"][0]
    if "stack" in kinds or "stack_discard" in kinds:
        pool = kinds.get("stack", []) + kinds.get("stack_discard", [])
        return _first_best(pool, [float(st.value(int(a.args[0]))) for a in pool])
    if st.phase == "pay":
        if "confirm" in kinds:
            return kinds["confirm"][0]
        pays = kinds.get("pay")
        if pays:
            return _first_best(pays, [-_card_worth(st, int(a.args[0])) for a in pays])
        return None
    if "buy" in kinds and rng.random() < BUYS:
        return _best_buy(st, seat, kinds["buy"])
    return _without_buying(st, kinds, rng)


def _without_buying(st: DaleState, kinds: dict[str, list[Action]], rng: random.Random) -> Action | None:
    """The rest of ``rollout_action`` once it does not buy."""
    if "play" in kinds and rng.random() < 0.5:
        return choice(rng, kinds["play"])
    if st.phase == "inventory":
        junk = [a for a in kinds.get("discard", []) if TYPES[st.etype(int(a.args[0]))].is_junk]
        return junk[0] if junk and rng.random() < 0.5 else legality.DONE
    return None


def _by_kind(actions: list[Action]) -> dict[str, list[Action]]:
    kinds: dict[str, list[Action]] = {}
    for a in actions:
        kinds.setdefault(a.kind, []).append(a)
    return kinds


def _best_buy(st: DaleState, seat: int, buys: list[Action]) -> Action:
    totals = animal_totals(st, seat)
    return _first_best(buys, [_market_worth(st, int(a.args[0]), totals) for a in buys])


def _first_best(items: list[Item], worths: list[float]) -> Item:
    """The first of ``items`` with the highest worth (``max`` by a key, as a plain loop)."""
    best = 0
    for i in range(1, len(items)):
        if worths[i] > worths[best]:
            best = i
    return items[best]


def policy_shortcut(st: DaleState, seat: int, rng: random.Random) -> Action | None:
    """``rollout_action``'s move, with the same random numbers, mostly without the list of moves:
    Build of a stack ready in hand, else the best Buy when the policy buys; in a payment or a
    stack Confirm once the chosen cards make it, else the first of the cheapest cards to pay
    with or of the highest to stack (identical cards are one choice in the list, its
    lowest-numbered card, which is the first here too)."""
    if st.frame is not None:
        return None
    phase = st.phase
    if phase == "pay":
        if legality.payment_complete(st):
            return legality.CONFIRM
        cards = legality.plain_pay_cards(st, seat)
        if not cards:
            return None
        return legality.pay_action(_first_best(cards, [-_card_worth(st, c) for c in cards]))
    if phase == "build":
        if legality.stack_complete(st, seat):
            return legality.CONFIRM
        cards = legality.plain_stack_cards(st, seat)
        if not cards:
            return None
        return legality.stack_action(_first_best(cards, [float(st.value(c)) for c in cards]))
    if phase in ("main", "bonus"):
        if legality.ready_to_build(st, seat):
            return legality.BUILD
        buys = legality.buy_actions(st, seat)
        if not buys:
            return None
        # with a buy and Inventory the list has two moves at least: the policy itself chooses
        if rng.random() < BUYS:
            return _best_buy(st, seat, buys)
        actions = search_actions(st, seat)
        action = _without_buying(st, _by_kind(actions), rng)
        return action if action is not None else actions[below(rng, len(actions))]
    return None


def _card_worth(st: DaleState, uid: int) -> float:
    ty = TYPES[st.etype(uid)]
    return 0.0 if ty.is_junk else st.value(uid) + (1.0 if ty.kind == "technique" else 0.5)


def _market_worth(st: DaleState, slot: int, totals: dict[str, int]) -> float:
    """A card's value, less part of its price, plus a share for joining the seat's strongest animal."""
    uid = st.market[slot]
    assert uid is not None
    ty = TYPES[st.ctype(uid)]
    best = max(totals.values(), default=0)
    fit = totals.get(ty.deck, 0) / best if best else 0.0
    return ty.value - 0.3 * st.price(slot) + 1.5 * fit


def own_cards(st: DaleState, seat: int) -> list[int]:
    return st.deck_top[seat] + st.deck_rest[seat] + st.discards[seat] + st.hands[seat]


def animal_totals(st: DaleState, seat: int) -> dict[str, int]:
    """The printed value of the seat's cards, summed per animal (junk left out)."""
    totals: dict[str, int] = {}
    base = st.base
    for c in own_cards(st, seat):
        t = base[c] if c < len(base) else -1
        if t >= 0 and not TYPES[t].is_junk:
            deck = TYPE_DECK[t]
            totals[deck] = totals.get(deck, 0) + TYPE_VALUE[t]
    return totals


def exact_subset(values: list[int], target: int, most: int = HAND_SIZE) -> list[int] | None:
    """At most `most` of `values` summing exactly to `target` (larger values tried first), or None."""
    pool = sorted(values, reverse=True)

    def search(start: int, left: int, room: int) -> list[int] | None:
        if left == 0:
            return []
        if room == 0:
            return None
        previous = -1
        for i in range(start, len(pool)):
            v = pool[i]
            if v == previous or v > left:
                continue
            previous = v
            rest = search(i + 1, left - v, room - 1)
            if rest is not None:
                return [v, *rest]
        return None

    return search(0, target, most)


def best_partial(values: list[int], target: int) -> int:
    """The largest sum not above `target` that some of `values` make."""
    reach = 1
    for v in values:
        reach |= reach << v
    reach &= (1 << (target + 1)) - 1
    return reach.bit_length() - 1


def future_stacks(by_animal: dict[str, list[int]], first: int, limit: int = len(FUTURE)) -> int:
    """How many stacks in a row, from stack `first`, the cards could make (each card used once)."""
    # the answer depends on each animal's values as a multiset and on the animals' order (ties),
    # so the memo's key is flat: the stacks asked for, then each animal's count and sorted values
    key = [first, limit]
    pools: list[list[int]] = []
    for values in by_animal.values():
        pool = list(values)
        pool.sort()
        key.append(len(pool))
        key.extend(pool)
        pools.append(pool)
    memo = _FUTURE_STACKS
    flat = tuple(key)
    made = memo.get(flat)
    if made is None:
        if len(memo) >= FUTURE_MEMO_SIZE:
            memo.clear()
        made = memo[flat] = count_future_stacks(pools, first, limit)
    return made


def count_future_stacks(pools: list[list[int]], first: int, limit: int) -> int:
    """``future_stacks`` without its memo, on each animal's values in the animals' order
    (the lists are used up)."""
    made = 0
    for size in range(first, min(first + limit, STACKS_TO_WIN + 1)):
        # take the stack from the animal with the most value, keeping the others intact
        # (the first of the animals tied for the most)
        order = sorted(range(len(pools)), key=lambda i: -sum(pools[i]))
        for i in order:
            used = exact_subset(pools[i], size)
            if used is not None:
                for v in used:
                    pools[i].remove(v)
                break
        else:
            break
        made += 1
    return made


def _values_by_animal(st: DaleState, cards: list[int]) -> dict[str, list[int]]:
    """The effective values of the non-junk ``cards``, per animal, animals in order of first card."""
    out: dict[str, list[int]] = {}
    base = st.base
    size = len(base)
    copies = st.copies
    mods = st.mods
    for c in cards:
        t = base[c] if c < size else JUNK
        if copies:
            t = copies.get(c, t)
        if t != JUNK:
            out.setdefault(TYPE_DECK[t], []).append(st.value(c) if mods else TYPE_VALUE[t])
    return out


def seat_features(st: DaleState, seat: int, need: int) -> tuple[bool, int, int, int, int, int]:
    """What both estimates weigh for the seat's next stack ``need``: whether the hand can build
    it now, else how much of it the best animal in hand sums to; how many of the next stacks the
    seat's own cards could make; their total value (junk counting zero); how many cards the
    seat owns, and how many of them are junk."""
    ready = legality.can_build(st, seat)
    best = 0
    if not ready:
        for values in _values_by_animal(st, st.hands[seat]).values():
            best = max(best, best_partial(values, need))
    cards = own_cards(st, seat)
    owned = _values_by_animal(st, cards)
    value = 0
    junk = len(cards)
    for values in owned.values():
        for v in values:
            value += v
        junk -= len(values)
    return ready, best, future_stacks(owned, need), value, len(cards), junk


def _progress(st: DaleState, seat: int) -> float:
    """Stacks built, plus what the hand and the seat's other cards promise for the next ones."""
    built = len(st.stalls[seat])
    need = built + 1
    if need > STACKS_TO_WIN:
        return float(built)
    ready, best, coming, value, cards, _junk = seat_features(st, seat, need)
    score = float(built) + (READY if ready else PARTIAL * best / need)
    score += sum(FUTURE[:coming])
    return score + QUALITY * (value / (max(cards, 1) * 5))


def evaluate(st: DaleState) -> list[float]:
    """Each seat's chance to win, from a softmax over progress toward eight stacks."""
    scores = [_progress(st, s) for s in range(st.players)]
    weights = [math.exp(SOFTMAX * s * 8 / STACKS_TO_WIN) for s in scores]
    total = sum(weights)
    return [w / total for w in weights]


def _fitted_score(st: DaleState, seat: int) -> float:
    """The seat's weighted features in the fitted estimate (data/estimate.json)."""
    built = len(st.stalls[seat])
    need = built + 1
    if need > STACKS_TO_WIN:
        return math.inf
    ready, best, coming, value, cards, junk = seat_features(st, seat, need)
    score = FIT_BUILT * built + (FIT_READY if ready else FIT_PARTIAL * best / need)
    score += sum(FIT_NEXT[:coming])
    count = max(cards, 1)
    score += FIT_QUALITY * value / (count * 5)
    score += FIT_JUNK * junk / count + FIT_CARD * cards
    return score + FIT_WAIT * ((seat - st.active) % st.players)


def evaluate_fitted(st: DaleState) -> list[float]:
    """Each seat's chance to win, from a softmax over features weighted as fitted to how
    games between search players end (docs/ai.md: 'An estimate fitted to search games')."""
    scores = [_fitted_score(st, s) for s in range(st.players)]
    best = max(scores)
    if best == math.inf:
        return [1.0 if s == best else 0.0 for s in scores]
    weights = [math.exp(s - best) for s in scores]
    total = sum(weights)
    return [w / total for w in weights]
