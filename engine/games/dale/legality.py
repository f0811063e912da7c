"""The actions of a Dale of Merchants turn: what is legal now, and performing it."""

from __future__ import annotations

from collections import defaultdict
from typing import TYPE_CHECKING, Final

from engine.core import Action, Event
from engine.games.dale import chameleon, payment, stall, zones
from engine.games.dale.cards import (
    CHAMELEON_KEYS,
    COPIES_ONE_CHOICE,
    DIE_FACES,
    JUNK,
    SLOT_EXTRA,
    SLOTS,
    TYPE_DECK,
    TYPE_VALUE,
    TYPES,
)
from engine.games.dale.effects import TECHNIQUES

if TYPE_CHECKING:
    from engine.games.dale.state import DaleState

ALL: Final = chameleon.ALL_SEATS
CONFIRM: Final = Action("confirm")
CANCEL: Final = Action("cancel")
DONE: Final = Action("done")
END: Final = Action("end")
BUILD: Final = Action("build")
PASS: Final = Action("pass")
BUY_DISCARD: Final = Action("buy_discard")
INVENTORY: Final = Action("inventory")
_MADE: Final[defaultdict[str, dict[int | str, Action]]] = defaultdict(dict)
_COPY_ACTIONS: Final[dict[tuple[int, int], Action]] = {}
_COPIERS: Final = frozenset(t.index for t in TYPES if t.key in CHAMELEON_KEYS)
_CHAMELEONS: Final = frozenset(t.index for t in TYPES if t.is_chameleon)
_BUY: Final = tuple(Action("buy", (slot,)) for slot in range(SLOTS))
_FREE_KEYS: Final = frozenset(("bold_haggler", "market_discovery", "good_old_times"))
_FREE_TYPES: Final = frozenset(t.index for t in TYPES if t.key in _FREE_KEYS)
_COPIERS_OR_FREE: Final = _COPIERS | _FREE_TYPES
_SQUIRREL_TYPES: Final = frozenset(t.index for t in TYPES if t.key in stall.SQUIRRELS)
_TECHNIQUE_TYPES: Final = frozenset(t.index for t in TYPES if t.kind == "technique")


def _act(kind: str, arg: int | str) -> Action:
    """``Action(kind, (arg,))``, built once: actions are immutable and validating them is not free."""
    made = _MADE[kind]
    action = made.get(arg)
    if action is None:
        action = made[arg] = Action(kind, (arg,))
    return action


def _acts(kind: str, args: list[int]) -> list[Action]:
    """``[_act(kind, arg) for arg in args]``."""
    made = _MADE[kind]
    out = []
    for arg in args:
        action = made.get(arg)
        if action is None:
            action = made[arg] = Action(kind, (arg,))
        out.append(action)
    return out


def _alike(st: DaleState, c: int) -> tuple[int, int, int, bool]:
    """What tells a card from another of the same deck: its type, the type it copies, its value
    and whether its ability was used this turn. Cards alike in all four are the same choice."""
    return st.ctype(c), st.etype(c), st.value(c), c in st.used


def one_of_each(st: DaleState, cards: list[int]) -> list[int]:
    """The lowest-numbered card of each kind among ``cards``, in order: identical cards are one choice."""
    if st.copies_rule < COPIES_ONE_CHOICE:
        return sorted(cards)
    first: dict[object, int] = {}
    if st.copies or st.mods or st.used:
        for c in sorted(cards):
            first.setdefault(_alike(st, c), c)
    else:
        # nothing copied, modified or used: the printed type alone tells cards apart
        base = st.base
        size = len(base)
        for c in sorted(cards):
            first.setdefault(base[c] if c < size else JUNK, c)
    return list(first.values())


def _first_of_kind(st: DaleState, cards: list[int], c: int) -> bool:
    """Whether ``c`` is the card ``one_of_each(st, cards)`` keeps for its kind."""
    if st.copies_rule < COPIES_ONE_CHOICE:
        return True
    kind = _alike(st, c)
    return not any(p < c and _alike(st, p) == kind for p in cards)


def can_build(st: DaleState, seat: int) -> bool:
    """``stall.can_start`` on the usable cards' facts, read in one pass."""
    usable, types, values = _usable_facts(st, seat)
    return stall.can_start_with(st, seat, types, values)


def ready_to_build(st: DaleState, seat: int) -> bool:
    """``can_build`` on a main or bonus step, its facts kept for the step's list of moves."""
    usable, types, values = _selection_facts(st, seat)
    return stall.can_start_with(st, seat, types, values)


def _usable_hand(st: DaleState, seat: int) -> list[int]:
    return [c for c in st.hands[seat] if st.usable(seat, c)]


def _free_actions(st: DaleState, seat: int) -> list[Action]:
    out: list[Action] = []
    base = st.base
    size = len(base)
    copies = st.copies
    if copies:
        for c in st.hands[seat]:
            t = base[c] if c < size else JUNK
            if t in _COPIERS or copies.get(c, t) in _FREE_TYPES:
                break
        else:
            return out  # no unbound Chameleon passive and no card with a free ability
    elif _COPIERS_OR_FREE.isdisjoint([base[c] if c < size else JUNK for c in st.hands[seat]]):
        return out
    hand = sorted(st.hands[seat])
    for c in hand:
        # only an unbound Chameleon passive copies (chameleon.targets is [] for every other card)
        if c < size and base[c] in _COPIERS and c not in st.copies:
            copies_of = _COPY_ACTIONS
            for t in sorted(chameleon.targets(st, seat, c)):
                action = copies_of.get((c, t))
                if action is None:
                    action = copies_of[(c, t)] = Action("copy", (c, t))
                out.append(action)
    used = st.used
    market_cards = bool(st.mdeck or st.mdiscard)
    for c, key in zip(hand, st.keys_of(hand)):
        if key not in _FREE_KEYS or c in used:
            continue
        if key == "bold_haggler":
            out.append(_act("roll", c))
        elif market_cards and (key == "market_discovery" or c not in st.copies):
            out.append(_act("trash_top", c))
    return out


def _usable_facts(st: DaleState, seat: int) -> tuple[list[int], list[int], list[int]]:
    """The usable hand cards of ``seat`` with their effective types and values, in hand order."""
    base = st.base
    size = len(base)
    copies = st.copies
    cards: list[int] = []
    types: list[int] = []
    for c in st.hands[seat]:
        t = copies.get(c)
        if t is None:
            t = base[c] if c < size else JUNK
            if t in _CHAMELEONS and chameleon.targets(st, seat, c):
                continue  # a Chameleon that must copy something first
        cards.append(c)
        types.append(t)
    values = [st.value(c) for c in cards] if st.mods else [TYPE_VALUE[t] for t in types]
    return cards, types, values


# the actions that only choose cards for the payment or stack being made
CHOOSING: Final = frozenset(("pay", "stack", "stack_discard"))
# ... and those with starting and cancelling one: the rest of the state stays as it was
SELECTING: Final = CHOOSING | {"buy", "buy_discard", "build", "cancel"}


def _selection_facts(st: DaleState, seat: int) -> tuple[list[int], list[int], list[int]]:
    """``_usable_facts`` on a main step and while paying or stacking: choosing a card changes
    nothing they depend on, so they are read once per position and selection (``DaleState``
    forgets them on any other action)."""
    hand = tuple(st.hands[seat])
    kept = st.sel_facts
    if kept is not None and kept[0] == seat and kept[1] == hand:
        return kept[2]
    facts = _usable_facts(st, seat)
    st.sel_facts = (seat, hand, facts)
    return facts


def _main_actions(st: DaleState, seat: int) -> list[Action]:
    # ending the bonus chain and building come first so "always the first action" play ends
    out = [END] if st.phase == "bonus" else []
    usable, types, values = _selection_facts(st, seat)
    if stall.can_start_with(st, seat, types, values):
        out.append(BUILD)
    out += _market_buys(st, types, values)
    if (
        st.mdiscard
        and _DISCOVERY in types
        and payment.payment_feasible(st, [], usable, TYPES[st.ctype(st.mdiscard[-1])].value, True)
    ):
        out.append(BUY_DISCARD)
    techniques = [c for c, t in zip(usable, types) if t in _TECHNIQUE_TYPES]
    out += _acts("play", sorted(techniques))
    out.append(INVENTORY)
    return out + _free_actions(st, seat)


def _market_buys(st: DaleState, types: list[int], values: list[int]) -> list[Action]:
    """The Buy moves for the market cards the usable cards (their types and values) can pay."""
    if _CLEARANCE in types:
        payable = (1 << (sum(values) + 1)) - 1  # any overpayment: every price up to the total
    else:
        payable = payment.plain_price_mask(values)
    base = st.base
    size = len(base)
    out = []
    for slot, uid in enumerate(st.market):
        # the price as st.price gives it: the printed value plus the slot's surcharge
        if uid is not None and payable >> (TYPE_VALUE[base[uid] if uid < size else JUNK] + SLOT_EXTRA[slot]) & 1:
            out.append(_BUY[slot])
    return out


def buy_actions(st: DaleState, seat: int) -> list[Action]:
    """The Buy moves of a main or bonus step, in the order of its list of moves."""
    _usable, types, values = _selection_facts(st, seat)
    return _market_buys(st, types, values)


def pay_price(st: DaleState) -> tuple[int, bool]:
    """The price being paid, and whether a Market Discovery must be part of the payment."""
    base = st.base
    slot = st.buy_slot
    if slot < 0:
        uid = st.mdiscard[-1]
        return TYPE_VALUE[base[uid] if uid < len(base) else JUNK], True
    card = st.market[slot]
    assert card is not None
    # as st.price gives it: the printed value plus the slot's surcharge
    return TYPE_VALUE[base[card] if card < len(base) else JUNK] + SLOT_EXTRA[slot], False


def _pay_actions(st: DaleState, seat: int) -> list[Action]:
    price, need_md = pay_price(st)
    pool, pool_values, clearance = _payment_pool(st, seat)
    sel_types = _chosen_types(st)
    sel_values = _chosen_values(st, sel_types)
    if not need_md and not clearance and _CLEARANCE not in sel_types:
        addable = payment.plain_addable(sorted(sel_values), sorted(pool_values.values()), price)
        out = _acts("pay", [c for c in one_of_each(st, pool) if pool_values[c] in addable])
    else:
        out = _special_pay_actions(st, pool, price, need_md)
    if _pays(sel_types, sel_values, price, need_md):
        out.append(CONFIRM)
    out.append(CANCEL)
    return out


def _payment_pool(st: DaleState, seat: int) -> tuple[list[int], dict[int, int], bool]:
    """The usable hand cards not yet chosen, their values, and whether a Stock Clearance is among them."""
    usable, types, values = _selection_facts(st, seat)
    sel = st.sel
    pool: list[int] = []
    pool_values: dict[int, int] = {}
    clearance = False
    for c, t, v in zip(usable, types, values):
        if c not in sel:
            pool.append(c)
            pool_values[c] = v
            clearance = clearance or t == _CLEARANCE
    return pool, pool_values, clearance


def plain_pay_cards(st: DaleState, seat: int) -> list[int] | None:
    """The hand cards that can join the payment being made, every copy of a kind, in card order;
    None where a Stock Clearance or a required Market Discovery changes the rule."""
    price, need_md = pay_price(st)
    sel_types = _chosen_types(st)
    if need_md or _CLEARANCE in sel_types:
        return None
    usable, types, values = _selection_facts(st, seat)
    sel = st.sel
    pool: list[int] = []
    pool_values: list[int] = []
    for c, t, v in zip(usable, types, values):
        if c not in sel:
            if t == _CLEARANCE:
                return None
            pool.append(c)
            pool_values.append(v)
    addable = payment.plain_addable(sorted(_chosen_values(st, sel_types)), sorted(pool_values), price)
    cards = [c for c, v in zip(pool, pool_values) if v in addable]
    cards.sort()
    return cards


def _chosen_types(st: DaleState) -> list[int]:
    """The effective types of the hand cards chosen for the payment or stack being made."""
    copies = st.copies
    base = st.base
    size = len(base)
    return [copies.get(c, base[c] if c < size else JUNK) for c in st.sel]


def _chosen_values(st: DaleState, sel_types: list[int]) -> list[int]:
    return [st.value(c) for c in st.sel] if st.mods else [TYPE_VALUE[t] for t in sel_types]


def _pays(sel_types: list[int], sel_values: list[int], price: int, need_md: bool) -> bool:
    """``payment.payment_ok`` on the chosen cards' facts: whether they make the payment."""
    if not sel_types or (need_md and _DISCOVERY not in sel_types):
        return False
    total = sum(sel_values)
    return total >= price and (_CLEARANCE in sel_types or total - min(sel_values) < price)


def payment_complete(st: DaleState) -> bool:
    """Whether the cards chosen so far make the payment: Confirm is among the legal actions."""
    price, need_md = pay_price(st)
    sel_types = _chosen_types(st)
    return _pays(sel_types, _chosen_values(st, sel_types), price, need_md)


def _special_pay_actions(st: DaleState, pool: list[int], price: int, need_md: bool) -> list[Action]:
    """Pay actions when a Stock Clearance or a required Market Discovery changes the rule."""
    facts = payment.card_facts(st, pool + st.sel)
    out = []
    keys, vals = facts
    seen: dict[tuple[str, int], bool] = {}
    for c in one_of_each(st, pool):
        sig = (keys[c], vals[c])
        if sig not in seen:
            rest = [p for p in pool if p != c]
            seen[sig] = payment.payment_feasible(st, [*st.sel, c], rest, price, need_md, facts)
        if seen[sig]:
            out.append(_act("pay", c))
    return out


def _plain_build_actions(
    st: DaleState, seat: int, sel_types: list[int], pool: list[int], pool_facts: tuple[tuple[int, int], ...]
) -> list[Action]:
    """The build step without Squirrels among the cards: ``plain_allowed`` on the facts, and the
    stack is done when the chosen cards are of one animal (no junk) summing to the next value."""
    sel_values = _chosen_values(st, sel_types)
    need = len(st.stalls[seat]) + 1
    allowed = stall.plain_allowed(need, tuple(zip(sel_types, sel_values)), pool_facts)
    kept = set(one_of_each(st, pool))
    out = [_act("stack", c) for c, ok in sorted(zip(pool, allowed)) if ok and c in kept]
    if _plain_stack_done(sel_types, sel_values, need):
        out.append(CONFIRM)
    out.append(CANCEL)
    return out


def _plain_stack_done(sel_types: list[int], sel_values: list[int], need: int) -> bool:
    """Without Squirrels: the chosen cards are of one animal (no junk) and sum to the next stack."""
    return (
        bool(sel_types)
        and JUNK not in sel_types
        and len({TYPE_DECK[t] for t in sel_types}) == 1
        and sum(sel_values) == need
    )


def _squirrel_among(sel_types: list[int], usable: list[int], types: list[int], sel: list[int]) -> bool:
    """Whether a Squirrel is among the chosen cards or the usable hand cards left to choose from."""
    if any(t in _SQUIRREL_TYPES for t in sel_types):
        return True
    return any(t in _SQUIRREL_TYPES and c not in sel for c, t in zip(usable, types))


def stack_complete(st: DaleState, seat: int) -> bool:
    """Whether the cards chosen so far make the next stack: Confirm is among the legal actions."""
    sel = st.sel
    need = len(st.stalls[seat]) + 1
    if _plain_stack(st, seat):
        sel_types = _chosen_types(st)
        return _plain_stack_done(sel_types, _chosen_values(st, sel_types), need)
    infos = stall.card_infos(st, sel + st.sel_disc)
    return stall.stack_valid_facts(need, [infos[c] for c in sel], [infos[c] for c in st.sel_disc])


def _stack_pool(st: DaleState, seat: int) -> tuple[list[int], tuple[tuple[int, int], ...]]:
    """The usable hand cards not yet chosen, with their effective types and values."""
    usable, types, values = _selection_facts(st, seat)
    sel = st.sel
    pool = []
    facts = []
    for c, t, v in zip(usable, types, values):
        if c not in sel:
            pool.append(c)
            facts.append((t, v))
    return pool, tuple(facts)


def _plain_stack(st: DaleState, seat: int) -> bool:
    """Whether the stack being made is a plain one: no discard-pile card, no Squirrel among the
    chosen cards or those left to choose from."""
    if st.sel_disc:
        return False
    usable, types, _values = _selection_facts(st, seat)
    return not _squirrel_among(_chosen_types(st), usable, types, st.sel)


def plain_stack_cards(st: DaleState, seat: int) -> list[int] | None:
    """The hand cards that can join the stack being made, every copy of a kind, in card order;
    None where a Squirrel or a discard-pile card takes part."""
    if not _plain_stack(st, seat):
        return None
    sel_types = _chosen_types(st)
    pool, facts = _stack_pool(st, seat)
    need = len(st.stalls[seat]) + 1
    allowed = stall.plain_allowed(need, tuple(zip(sel_types, _chosen_values(st, sel_types))), facts)
    return sorted(c for c, ok in zip(pool, allowed) if ok)


def _build_actions(st: DaleState, seat: int) -> list[Action]:
    sel = st.sel
    if _plain_stack(st, seat):
        pool, facts = _stack_pool(st, seat)
        return _plain_build_actions(st, seat, _chosen_types(st), pool, facts)
    usable, _types, _values = _selection_facts(st, seat)
    pool = [c for c in usable if c not in sel]
    dpool = [c for c in st.discards[seat] if c not in st.sel_disc]
    if not st.sel_disc and "nostalgic_item" not in st.keys_of(pool + st.sel):
        dpool = []  # without a Nostalgic Item no discard-pile card can join (feasible drops them too)
    infos = stall.card_infos(st, pool + dpool + st.sel + st.sel_disc)
    need = len(st.stalls[seat]) + 1
    hand_ok, disc_ok = stall.stack_options(
        need,
        tuple(infos[c] for c in st.sel),
        tuple(infos[c] for c in st.sel_disc),
        tuple(infos[c] for c in pool),
        tuple(infos[c] for c in dpool),
        any(infos[c][1] == "nostalgic_item" for c in st.sel + st.sel_disc),
    )
    # one card of each kind, the lowest-numbered, stands for the identical ones
    out = _acts("stack", [c for c in one_of_each(st, pool) if infos[c] in hand_ok])
    if disc_ok:
        out += _acts("stack_discard", [c for c in one_of_each(st, dpool) if infos[c] in disc_ok])
    if stall.stack_valid_facts(need, [infos[c] for c in st.sel], [infos[c] for c in st.sel_disc]):
        out.append(CONFIRM)
    out.append(CANCEL)
    return out


def _frame_actions(st: DaleState) -> list[Action]:
    frame = st.frame
    assert frame is not None
    kind = frame["kind"]
    out = [_act(kind, o) for o in frame["options"]]
    if frame.get("may_stop"):
        out.append(DONE)
    return out


def legal_actions(st: DaleState, seat: int) -> list[Action]:
    if st.frame is not None:
        return _frame_actions(st)
    phase = st.phase
    if phase in ("main", "bonus"):
        return _main_actions(st, seat)
    if phase == "pay":
        return _pay_actions(st, seat)
    if phase == "build":
        return _build_actions(st, seat)
    if phase == "inventory":
        return [*_acts("discard", one_of_each(st, st.hands[seat])), DONE]
    if phase == "winter":
        return [BUILD, PASS]
    if phase == "essential":
        out = []
        if st.buy_slot < 3:
            out = [_act("trash", c) for c in one_of_each(st, [c for c in st.sel if TYPES[st.etype(c)].is_junk])]
        return [*out, DONE]
    return []


def _one_card(args: tuple[int | str, ...]) -> int | None:
    """The card of a one-card action's arguments, or None when they are not one card id."""
    if len(args) == 1 and type(args[0]) is int:
        return args[0]
    return None


def _main_is_legal(st: DaleState, seat: int, action: Action) -> bool:
    kind = action.kind
    if kind in ("copy", "roll", "trash_top"):
        return action in _free_actions(st, seat)
    if kind == "buy":
        slot = _one_card(action.args)
        if slot is None or not 0 <= slot < len(st.market) or st.market[slot] is None:
            return False
        return bool(payment.price_mask(st, _usable_hand(st, seat)) >> st.price(slot) & 1)
    if kind == "play":
        c = _one_card(action.args)
        return (
            c is not None
            and c in st.hands[seat]
            and st.usable(seat, c)
            and TYPES[st.etype(c)].kind == "technique"
        )
    if action.args:
        return False
    if kind == "inventory":
        return True
    if kind == "end":
        return st.phase == "bonus"
    if kind == "build":
        return can_build(st, seat)
    if kind == "buy_discard":
        return BUY_DISCARD in _main_actions(st, seat)
    return False


def _pay_is_legal(st: DaleState, seat: int, action: Action) -> bool:
    kind = action.kind
    if action == CANCEL:
        return True
    price, need_md = pay_price(st)
    if action == CONFIRM:
        return payment.payment_ok(st, st.sel, price, need_md)
    c = _one_card(action.args)
    if kind != "pay" or c is None or c not in st.hands[seat] or c in st.sel or not st.usable(seat, c):
        return False
    usable, types, values = _usable_facts(st, seat)
    sel = st.sel
    pool = [p for p in usable if p not in sel]
    if not _first_of_kind(st, pool, c):
        return False  # an identical card with a lower number stands for it
    if not need_md and "stock_clearance" not in st.keys_of(pool + sel):
        # the question _pay_actions asks, so the answer usually comes from its cache
        pool_values = sorted(v for p, v in zip(usable, values) if p not in sel)
        return st.value(c) in payment.plain_addable(sorted(st.value(p) for p in sel), pool_values, price)
    return _act("pay", c) in _special_pay_actions(st, pool, price, need_md)


def is_legal(st: DaleState, seat: int, action: Action) -> bool:
    """Whether ``action`` is among ``legal_actions(st, seat)``, checking that one action only."""
    if st.frame is not None:
        return action in _frame_actions(st)
    phase = st.phase
    if phase in ("main", "bonus"):
        return _main_is_legal(st, seat, action)
    if phase == "pay":
        return _pay_is_legal(st, seat, action)
    if phase == "build":
        if action == CANCEL:
            return True
        if action == CONFIRM:
            return stall.stack_valid(st, seat, st.sel, st.sel_disc)
        return action.kind in ("stack", "stack_discard") and action in _build_actions(st, seat)
    if phase == "inventory":
        if action == DONE:
            return True
        c = _one_card(action.args)
        return action.kind == "discard" and c is not None and c in st.hands[seat] and _first_of_kind(
            st, st.hands[seat], c)
    if phase == "winter":
        return action == BUILD or action == PASS
    if phase == "essential":
        if action == DONE:
            return True
        c = _one_card(action.args)
        return (
            action.kind == "trash"
            and c is not None
            and st.buy_slot < 3
            and c in st.sel
            and TYPES[st.etype(c)].is_junk
            and _first_of_kind(st, [p for p in st.sel if TYPES[st.etype(p)].is_junk], c)
        )
    return False


def perform(st: DaleState, seat: int, action: Action) -> None:
    kind = action.kind
    args = action.args
    if st.frame is not None:
        frame = st.frame
        st.frame = None
        choice = int(args[0]) if args else None
        TECHNIQUES[frame["effect"]][1](st, seat, frame, choice)
        return
    phase = st.phase
    if kind == "copy":
        chameleon.bind(st, seat, int(args[0]), int(args[1]))
    elif kind == "roll":
        uid = int(args[0])
        st.used.append(uid)
        face = st.rng.choice(DIE_FACES)
        st.mods.append((uid, "add", face))
        st.known[uid] = ALL
        st.log.append(Event("die_rolled", {"face": face, "card": st.card_json(uid)}, seat=seat, reveals=True))
    elif kind == "trash_top":
        uid = int(args[0])
        st.used.append(uid)
        st.known[uid] = ALL
        top = zones.draw_market_deck(st)
        if top is not None:
            zones.throw_away(st, top, seat, unseen=True)
    elif kind == "buy":
        st.back, st.phase, st.buy_slot, st.sel = phase, "pay", int(args[0]), []
    elif kind == "buy_discard":
        st.back, st.phase, st.buy_slot, st.sel = phase, "pay", -1, []
    elif kind == "play":
        st.phase = "effect"
        st.start_technique(seat, int(args[0]))
    elif kind == "build":
        st.back, st.phase, st.sel, st.sel_disc = phase, "build", [], []
    elif kind == "inventory":
        st.phase = "inventory"
    elif kind == "end" or (kind == "pass" and phase == "winter"):
        if phase == "winter":
            st.after_build()
        else:
            st.cleanup()
    elif kind == "cancel":
        st.phase = st.back
        st.sel, st.sel_disc = [], []
    elif kind == "pay":
        st.sel.append(int(args[0]))
    elif kind == "stack":
        st.sel.append(int(args[0]))
    elif kind == "stack_discard":
        st.sel_disc.append(int(args[0]))
    elif kind == "discard":
        uid = int(args[0])
        st.hands[seat].remove(uid)
        st.discards[seat].append(uid)
        if not st.quiet:
            st.log.append(Event("card_discarded", {"card": st.card_json(uid)}, seat=seat))
    elif kind == "done" and phase == "inventory":
        st.action_done(False)
    elif kind == "confirm" and phase == "pay":
        _finish_purchase(st, seat)
    elif kind == "confirm" and phase == "build":
        cards = st.sel + st.sel_disc
        for c in st.sel:
            st.hands[seat].remove(c)
        for c in st.sel_disc:
            st.discards[seat].remove(c)
        st.sel, st.sel_disc = [], []
        st.complete_build(seat, cards)
    elif kind == "trash":
        uid = int(args[0])
        st.sel.remove(uid)
        st.buy_slot += 1
        zones.throw_away(st, uid, seat)
    elif kind == "done" and phase == "essential":
        _pay_to_discard(st, seat)
        st.action_done(False)
    else:  # pragma: no cover - legal_actions guards every kind
        raise AssertionError(f"unhandled action {action}")


def _finish_purchase(st: DaleState, seat: int) -> None:
    price, _ = pay_price(st)
    if st.buy_slot < 0:
        bought = st.mdiscard.pop()
        slot = -1
    else:
        slot = st.buy_slot
        offered = st.market[slot]
        assert offered is not None
        bought = offered
        st.market[slot] = None
    for c in st.sel:
        st.hands[seat].remove(c)
    st.hands[seat].append(bought)
    st.known[bought] = ALL
    st.entered_hand(bought)
    if not st.quiet:
        st.log.append(
            Event(
                "card_bought",
                {"card": st.card_json(bought), "slot": slot, "price": price, "paid": [st.card_json(c) for c in st.sel]},
                seat=seat,
            )
        )
    if st.ctype(bought) == _ESSENTIAL and any(TYPES[st.etype(c)].is_junk for c in st.sel):
        st.phase = "essential"
        st.buy_slot = 0  # counts the junk thrown away
        return
    _pay_to_discard(st, seat)
    st.action_done(False)


def _pay_to_discard(st: DaleState, seat: int) -> None:
    st.discards[seat].extend(st.sel)
    st.sel = []


_ESSENTIAL: Final = next(t.index for t in TYPES if t.key == "essential_purchase")
_CLEARANCE: Final = next(t.index for t in TYPES if t.key == "stock_clearance")
_DISCOVERY: Final = next(t.index for t in TYPES if t.key == "market_discovery")


def pay_action(card: int) -> Action:
    return _act("pay", card)


def stack_action(card: int) -> Action:
    return _act("stack", card)
