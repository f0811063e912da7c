"""Merkator's rules: set-up, the four steps of a turn, goods loss, joining, the end and the solo game."""

from __future__ import annotations

import random
from typing import Any, Final

from engine.core import Action, Event, GameConfig, GameState, SeatScore
from engine.core.draws import below
from engine.core.game import copy_rng
from engine.games.merkator import chart, legal, rewards
from engine.games.merkator.data import Catalogue, catalogue
from engine.games.merkator.moves import (
    JOIN,
    PASS,
    TAKE,
)
from engine.games.merkator.needs import deficit, payment
from engine.games.merkator.scoring import Holdings, buildings_total, contract_points
from engine.games.merkator.view import build_prompt, build_view, solo_rating

CAT: Final[Catalogue] = catalogue()
GOODS: Final = CAT.good_ids
REGIONS: Final = CAT.region_ids
N_GOODS: Final = len(GOODS)
N_COLOURS: Final = len(CAT.colour_ids)
MAIN: Final = CAT.main_count
K: Final = CAT.constants
A: Final = CAT.assumptions
FORCED_SALE_AT: Final[int] = int(K["forced_investment_at"])
CASH_LIMIT: Final[int] = int(K["cash_limit"])
# CAT.next_value as a list by value (a contract's value is an index into it; the others hold 0)
NEXT_VALUE: Final[list[int]] = [CAT.next_value.get(value, 0) for value in range(max(CAT.values) + 1)]

def halves(doubled: int) -> int | float:
    """Half of ``doubled``: an int when whole, else a float ending in .5 (exact in binary)."""
    return doubled // 2 if doubled % 2 == 0 else doubled / 2


class MerkatorState(GameState):
    game_id = "merkator"

    # the time chart, set up by chart.set_up_chart
    chart_side: str | None
    chart_rows: list[int]
    chart_known: list[str | None]
    letter_pool: list[str]
    token_supply: int

    def __init__(self, config: GameConfig, blank: bool = False, rng: random.Random | None = None) -> None:
        super().__init__(config, rng)
        if blank:  # a copy fills in the rest
            return
        o = config.options
        n = config.players
        self.n = n
        self.solo = n == 1
        self.no_coins = self.solo or bool(o.get("no_coins", False))
        self.opt_long = bool(o.get("long_game", False))
        self.opt_hand = bool(o.get("cards_in_hand", False))
        self.opt_loss = not self.solo and not o.get("no_goods_loss", False)
        self.opt_pressure = bool(o.get("spending_pressure", False))
        self.opt_bonus_now = bool(o.get("bonus_pays_at_once", False))
        self.opt_offers = bool(o.get("contract_offers", False)) and n > 1
        self.opt_join = n > 1 and not o.get("no_joining", False)
        self.opt_per_turn = o.get("fulfil_limit", A["fulfil_limit"]) == "per_turn"
        self.opt_errata = bool(o.get("alsterhaus_errata", True))

        # board
        self.cubes = [1] * MAIN
        self.stock = list(CAT.colour_stock)
        for colour in range(N_COLOURS):
            self.stock[colour] -= 1
        self.figure = -1
        # players
        self.coins = [0] * n
        self.credit = [0] * n
        self.tokens = [0] * n
        self.storage = [[0] * N_GOODS for _ in range(n)]
        self.tile = [[0 if self.opt_long else 1] * N_COLOURS for _ in range(n)]
        if not self.opt_long:
            for colour in range(N_COLOURS):
                self.stock[colour] -= n
        self.contracts: list[list[str]] = [[] for _ in range(n)]
        self.marks: list[dict[str, int]] = [{} for _ in range(n)]
        self.bonus: list[list[str]] = [[] for _ in range(n)]
        self.buildings: list[list[str]] = [[] for _ in range(n)]
        self.hand: list[str | None] = [None] * n
        # time chart
        chart.set_up_chart(self)
        # contract decks: a known stack (top = last) over a pool drawn at random
        self.stacks: dict[int, list[str]] = {v: [] for v in CAT.values}
        self.pools: dict[int, list[str]] = {v: [] for v in CAT.values}
        self.discard: list[str] = []
        self.solo_deck: dict[int, list[str]] = {}
        for card in sorted(CAT.contracts):
            self.pools[CAT.contracts[card].value].append(card)
        if self.solo:
            for value in K_SOLO_VALUES:
                self.solo_deck[value] = self.pools[value]
                self.pools[value] = []
        start_values = K["long_game_contract_values"] if self.opt_long else K["starting_contract_values"]
        for seat in range(n):
            for value in start_values:
                self.contracts[seat].append(self.pop_random(self.pools[value]))
        lowest = CAT.values[0]
        self.discard.extend(self.pools[lowest])
        self.pools[lowest] = []
        for value in CAT.values:
            self.reveal_top(value)
        # bonus cards and buildings
        by_cost: dict[int, list[str]] = {}
        for card in sorted(CAT.bonus):
            by_cost.setdefault(CAT.bonus[card].cost, []).append(card)
        if not self.opt_long:
            for seat in range(n):
                for cost in sorted(by_cost):
                    self.bonus[seat].append(self.pop_random(by_cost[cost]))
        self.bonus_pool = [c for cost in sorted(by_cost) for c in by_cost[cost]]
        self.bonus_bottom: list[str] = []
        self.bonus_display: list[str] = []
        self.building_pool = [
            b for b in sorted(CAT.buildings) if not (self.solo and CAT.buildings[b].multiplayer_only)
        ]
        self.building_display: list[str] = []
        self._fill_displays()
        # turn
        self.active = 0
        self.turn_index = 0
        self.step = "invest"
        self.fulfiller = 0
        self.take_left = 0
        self.take_counts = [0, 0]
        self.hand_taken = False
        self.join_queue: list[int] = []
        self.controls: list[tuple[int, str]] = []
        self.tasks: list[tuple[Any, ...]] = []
        self.offers: dict[int, tuple[int, int]] = {}
        self.offer_card = ""
        self.offer_value = 0
        self.offer_receiver = -1
        self.triggered = False
        self.final_left: int | None = None
        self.solo_last_turn = False
        self.over = False

    # ------------------------------------------------------------------ set-up helpers
    def pop_random(self, pile: list[str]) -> str:
        return pile.pop(below(self.rng, len(pile)))

    def reveal_top(self, value: int) -> Event | None:
        if not self.stacks[value] and self.pools[value]:
            card = self.pop_random(self.pools[value])
            self.stacks[value].append(card)
            return Event("contract_revealed", {"value": value, "contract": card}, reveals=True)
        return None

    def _draw_bonus(self) -> str | None:
        if self.bonus_pool:
            return self.pop_random(self.bonus_pool)
        if self.bonus_bottom:
            return self.bonus_bottom.pop(0)
        return None

    def _fill_displays(self) -> list[Event]:
        events = []
        size = K["display_size"]
        while len(self.bonus_display) < size:
            card = self._draw_bonus()
            if card is None:
                break
            self.bonus_display.append(card)
            events.append(Event("card_revealed", {"deck": "bonus", "card": card}, reveals=True))
        while len(self.building_display) < size and self.building_pool:
            card = self.pop_random(self.building_pool)
            self.building_display.append(card)
            events.append(Event("card_revealed", {"deck": "building", "card": card}, reveals=True))
        return events

    # ------------------------------------------------------------------ small queries
    def money(self, seat: int) -> int:
        return self.credit[seat] if self.no_coins else self.coins[seat]

    def period(self) -> int:
        return self.turn_index if self.opt_per_turn else self.turn_index // self.n

    def last_round(self) -> bool:
        return self.final_left is not None

    def forced_exempt(self) -> bool:
        """No forced investment in the last round, nor in the solo game's final turn."""
        if self.solo:
            return self.solo_cards_left() <= 1
        return self.last_round()

    def solo_cards_left(self) -> int:
        left = 0  # a plain loop: compiled, `sum` over a generator is a call into the interpreter
        for pile in self.solo_deck.values():
            left += len(pile)
        return left

    def must_sell(self, seat: int) -> bool:
        return len(self.contracts[seat]) >= FORCED_SALE_AT and not self.forced_exempt()

    def over_cash(self, seat: int) -> bool:
        return not self.no_coins and not self.opt_pressure and self.coins[seat] > CASH_LIMIT

    def eligible(self, seat: int) -> list[str]:
        """Contracts of ``seat`` for the current destination not yet fulfilled in this period."""
        if self.figure < 0:
            return []
        key = self.period()
        marks = self.marks[seat]
        found: list[str] = []
        for card in self.contracts[seat]:
            if CAT.contracts[card].region == self.figure:
                mark = marks.get(card)
                if mark is None or mark != key:
                    found.append(card)
        return found

    def fulfillable(self, seat: int) -> list[str]:
        storage = self.storage[seat]
        return [c for c in self.eligible(seat) if deficit(CAT, CAT.contracts[c], storage) == 0]

    def reward_value(self, value: int) -> int:
        return NEXT_VALUE[value]

    def chart_tokens(self) -> int:
        total = 0  # a plain loop: compiled, `sum` of a list is a call into the interpreter
        for count in self.chart_rows:
            total += count
        return total

    # ------------------------------------------------------------------ contract
    def to_move(self) -> list[int]:
        if self.over:
            return []
        if self.tasks:
            return [self.tasks[0][1]]
        if self.step in ("invest", "take"):
            return [self.active]
        if self.step == "fulfil":
            return [self.fulfiller]
        if self.step == "join":
            return [self.join_queue[0]]
        return []

    def is_over(self) -> bool:
        return self.over

    def round_number(self) -> int:
        return self.turn_index // self.n + 1

    def legal_actions(self, seat: int) -> list[Action]:
        if self.over or seat not in self.to_move():
            return []
        if self.tasks:
            return legal.task_actions(self, self.tasks[0])
        if self.step == "invest":
            return legal.invest_actions(self, seat)
        if self.step == "take":
            return [TAKE[g] for g in legal.take_options(self)]
        if self.step == "fulfil":
            return legal.fulfil_actions(self, seat)
        if self.step == "join":
            return [JOIN, PASS]
        return []

    def is_legal(self, seat: int, action: Action) -> bool:
        if self.over or seat not in self.to_move():
            return False
        return legal.is_legal(self, seat, action)

    # ------------------------------------------------------------------ why an action is illegal
    def explain_illegal(self, seat: int, action: Action) -> str:
        if seat == self.active and self.step == "invest" and action.kind == "travel" and not self.tasks:
            if self.over_cash(seat):
                return f"hold at most {K['cash_limit']} thalers before travelling: buy cards or discard coins"
            if self.must_sell(seat):
                return f"sell contracts down to {K['contracts_kept_after_forced_sale']} before travelling"
            return "not enough time tokens to travel there"
        if action.kind == "sell" and len(self.contracts[seat]) <= 1:
            return "you may never sell your last contract"
        card = str(action.args[0]) if action.args else ""
        if action.kind == "fulfil" and card in self.contracts[seat]:
            contract = CAT.contracts[card]
            if contract.region != self.figure:
                return "a contract is fulfilled only at the destination printed on it"
            if card not in self.eligible(seat):
                return "each contract can be fulfilled only once per round"
            return f"{deficit(CAT, contract, self.storage[seat])} goods are still missing for this contract"
        if action.kind in ("buy_bonus", "buy_building") and self.step == "invest":
            cost = CAT.bonus[card].cost if card in CAT.bonus else CAT.buildings[card].cost if card in CAT.buildings else 0
            if cost > self.money(seat):
                return f"this card costs {cost} and you have {self.money(seat)}"
        return super().explain_illegal(seat, action)

    # ------------------------------------------------------------------ applying actions
    def _apply(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        if self.tasks:
            self._apply_task(seat, action, events)
        else:
            # the search's most frequent steps are called directly (a compiled call), the rest by name
            kind, args = action.kind, action.args
            if kind == "take":
                self._do_take(seat, args, events)
            elif kind == "travel":
                self._do_travel(seat, args, events)
            elif kind == "done":
                self._do_done(seat, args, events)
            elif kind == "fulfil":
                self._do_fulfil(seat, args, events)
            elif kind == "store":
                self._do_store(seat, args, events)
            elif kind == "join":
                self._do_join(seat, args, events)
            elif kind == "pass":
                self._do_pass(seat, args, events)
            elif kind == "trade":
                self._do_trade(seat, args, events)
            else:
                getattr(self, "_do_" + kind)(seat, args, events)
        self._advance(events)
        return events

    # invest ------------------------------------------------------------
    def _do_sell(self, seat: int, args: tuple[Any, ...], events: list[Event]) -> None:
        card = str(args[0])
        value = CAT.contracts[card].value
        self.contracts[seat].remove(card)
        self.marks[seat].pop(card, None)
        self.discard.append(card)
        if self.no_coins:
            self.credit[seat] += value
        else:
            self.coins[seat] += value
        events.append(Event("contract_sold", {"contract": card, "value": value,
                                              "into": "credit" if self.no_coins else "coins"}, seat))

    def _pay(self, seat: int, cost: int, events: list[Event]) -> None:
        if self.no_coins:
            change = self.credit[seat] - cost
            self.credit[seat] = 0
            if change:
                events.append(Event("change_lost", {"amount": change}, seat))
        else:
            self.coins[seat] -= cost

    def _do_buy_bonus(self, seat: int, args: tuple[Any, ...], events: list[Event]) -> None:
        card = str(args[0])
        bonus = CAT.bonus[card]
        self._pay(seat, bonus.cost, events)
        from_hand = self.hand[seat] == card
        if from_hand:
            self.hand[seat] = None
        else:
            self.bonus_display.remove(card)
        self.bonus[seat].append(card)
        events.append(Event("bonus_bought", {"card": card, "cost": bonus.cost, "from_hand": from_hand}, seat))
        if self.opt_bonus_now:
            amount = int(A["variant_c_amount"])
            self._gain_goods(seat, bonus.good, amount)
            events.append(Event("bonus_goods", {"card": card, "good": GOODS[bonus.good], "count": amount}, seat))
        events += self._fill_displays()

    def _do_buy_building(self, seat: int, args: tuple[Any, ...], events: list[Event], forced: bool = False) -> None:
        card = str(args[0])
        building = CAT.buildings[card]
        self._pay(seat, building.cost, events)
        from_hand = self.hand[seat] == card and card not in self.building_display
        if from_hand:
            self.hand[seat] = None
        else:
            self.building_display.remove(card)
        self.buildings[seat].append(card)
        events.append(Event("building_bought", {"card": card, "cost": building.cost,
                                                "from_hand": from_hand, "forced": forced}, seat))
        if self.solo and CAT.rules["solo"]["bonus_refresh_on_building"]:
            self.bonus_bottom.extend(self.bonus_display)
            self.bonus_display = []
            events += self._fill_displays()
            events.append(Event("bonus_display_renewed", {"cards": list(self.bonus_display)}))
        events += self._fill_displays()
        if self.opt_pressure:
            self._check_pressure()

    def _check_pressure(self) -> None:
        """Variant B: the first player (clockwise from the active one) who can afford the dearest
        building on display must buy one."""
        if not self.building_display or any(t[0] == "pressure" for t in self.tasks):
            return
        dearest = max(CAT.buildings[b].cost for b in self.building_display)
        for step in range(self.n):
            seat = (self.active + step) % self.n
            if self.coins[seat] >= dearest:
                self.tasks.append(("pressure", seat))
                return

    def _do_take_hand(self, seat: int, args: tuple[Any, ...], events: list[Event]) -> None:
        card = str(args[0])
        self.hand_taken = True
        self.hand[seat] = card
        if card in self.bonus_display:
            self.bonus_display.remove(card)
            source = "bonus"
        elif card in self.building_display:
            self.building_display.remove(card)
            source = "building"
        else:
            value = CAT.contracts[card].value
            self.stacks[value].pop()
            source = str(value)
            reveal = self.reveal_top(value)
            events.append(Event("card_taken_to_hand", {"card": card, "source": source}, seat))
            if reveal:
                events.append(reveal)
            return
        events.append(Event("card_taken_to_hand", {"card": card, "source": source}, seat))
        events += self._fill_displays()

    def _do_store(self, seat: int, args: tuple[Any, ...], events: list[Event]) -> None:
        good = CAT.good_index[str(args[0])]
        self.tile[seat][CAT.good_colour[good]] -= 1
        self.storage[seat][good] += 1
        events.append(Event("cube_stored", {"good": GOODS[good]}, seat))

    def _do_discard_coins(self, seat: int, args: tuple[Any, ...], events: list[Event]) -> None:
        excess = self.coins[seat] - K["cash_limit"]
        self.coins[seat] = K["cash_limit"]
        events.append(Event("coins_discarded", {"amount": excess}, seat))

    # travel -------------------------------------------------------------
    def _do_travel(self, seat: int, args: tuple[Any, ...], events: list[Event]) -> None:
        region = CAT.region_index[str(args[0])]
        if self.credit[seat]:
            events.append(Event("change_lost", {"amount": self.credit[seat]}, seat))
            self.credit[seat] = 0
        self.figure = region
        cost = max(0, -CAT.region_time[region])
        self.tokens[seat] -= cost
        self.token_supply += cost
        events.append(Event("travelled", {"region": REGIONS[region], "cost": cost}, seat))
        if self.solo:
            self._draw_solo_card(events)
        if CAT.is_main(region):
            count = self.cubes[region]
            self.cubes[region] = 0
            self.take_left = count
            self.take_counts = [0, 0]
            self.step = "take" if count else "after_take"
        else:
            self.step = "after_take"

    def _draw_solo_card(self, events: list[Event]) -> None:
        for value in sorted(self.solo_deck):
            pile = self.solo_deck[value]
            if pile:
                card = self.pop_random(pile)
                self.stacks[value].append(card)
                left = self.solo_cards_left()
                events.append(Event("solo_card_drawn", {"contract": card, "value": value, "left": left},
                                    reveals=True))
                if left == 0:
                    self.solo_last_turn = True
                return

    def _do_take(self, seat: int, args: tuple[Any, ...], events: list[Event]) -> None:
        good = CAT.good_index[str(args[0])]
        self._take_cube(seat, good, events)

    def _take_cube(self, seat: int, good: int, events: list[Event]) -> None:
        a, _b = CAT.colour_goods[CAT.good_colour[good]]
        self.take_counts[0 if good == a else 1] += 1
        self.take_left -= 1
        self.storage[seat][good] += 1
        events.append(Event("cube_taken", {"region": REGIONS[self.figure], "good": GOODS[good]}, seat))
        if self.take_left == 0:
            self.step = "after_take"

    def _gain_goods(self, seat: int, good: int, count: int) -> None:
        self.storage[seat][good] += count
        self.stock[CAT.good_colour[good]] -= count

    def _finish_travel(self, events: list[Event]) -> None:
        seat, region = self.active, self.figure
        for card in self.bonus[seat]:
            bonus = CAT.bonus[card]
            if bonus.region == region:
                self._gain_goods(seat, bonus.good, bonus.amount_active)
                events.append(Event("bonus_goods", {"card": card, "good": GOODS[bonus.good],
                                                    "count": bonus.amount_active}, seat))
        if CAT.is_main(region):
            refilled = list(CAT.neighbours[region])
        else:
            threshold = CAT.region_threshold[region]
            refilled = [r for r in range(MAIN) if self.cubes[r] >= threshold]
        for r in refilled:
            self.cubes[r] += 1
            self.stock[CAT.region_colour[r]] -= 1
        events.append(Event("regions_refilled", {"regions": [REGIONS[r] for r in refilled]}))
        gain = max(0, CAT.region_time[region])
        if gain:
            from_chart, before = 0, self.tokens[seat]
            for _ in range(gain):
                from_chart += chart.gain_token(self, seat, events)
            # an empty supply can leave the gain short
            events.append(Event("tokens_gained", {"count": self.tokens[seat] - before, "from_chart": from_chart}, seat))
        self.step = "controls"

    def trigger(self, reason: str, events: list[Event]) -> None:
        if self.final_left is None and not self.triggered and not self.solo:
            self.triggered = True
            events.append(Event("last_round_triggered", {"reason": reason}))

    # decisions outside the step order: goods loss, offers, forced buys ---
    def _apply_task(self, seat: int, action: Action, events: list[Event]) -> None:
        task = self.tasks.pop(0)
        kind = task[0]
        if kind == "substitute":
            row, letter = task[2], task[3]
            if action.args[0] == "redraw":
                nxt = row + 1
                if self.chart_known[nxt] is None:
                    self.chart_known[nxt] = chart.draw_letter(self)
                letter = str(self.chart_known[nxt])
                events.append(Event("control_redrawn", {"row": nxt, "letter": letter}, seat, reveals=True))
            chart.apply_loss(self, letter, events)
        elif kind == "lose":
            column, count = task[2], task[3]
            chart.lose_good(self, seat, CAT.good_index[str(action.args[0])], events)
            rest: list[tuple[Any, ...]] = []
            # the rest of this seat's loss comes before everybody queued behind it
            saved, self.tasks = self.tasks, rest
            chart.lose_from(self, seat, column, count - 1, events)
            self.tasks = rest + saved
        elif kind == "offer":
            coins, tokens = int(action.args[0]), int(action.args[1])
            if coins or tokens:
                self.offers[seat] = (coins, tokens)
            events.append(Event("offer_made", {"coins": coins, "tokens": tokens,
                                               "to": self.offer_receiver}, seat))
            if not any(t[0] == "offer" for t in self.tasks) and self.offers:
                self.tasks.insert(0, ("swap", self.offer_receiver))
            elif not any(t[0] == "offer" for t in self.tasks):
                self.offers = {}
        elif kind == "swap":
            rewards.resolve_swap(self, seat, action.args[0] == "yes", events)
        elif kind == "pressure":
            self._do_buy_building(seat, action.args, events, forced=True)

    # fulfil -----------------------------------------------------------------
    def _do_fulfil(self, seat: int, args: tuple[Any, ...], events: list[Event]) -> None:
        card = str(args[0])
        contract = CAT.contracts[card]
        storage = self.storage[seat]
        paid = payment(CAT, contract, storage)
        for good, count in enumerate(paid):
            if count:
                storage[good] = storage[good] - count
                self.stock[CAT.good_colour[good]] += count
        self.marks[seat][card] = self.period()
        events.append(Event("contract_fulfilled", {
            "contract": card, "value": contract.value,
            "goods": {GOODS[g]: c for g, c in enumerate(paid) if c},
        }, seat))
        if len(args) > 1:
            reward = str(self.hand[seat])
            self.hand[seat] = None
            self.contracts[seat].append(reward)
            events.append(Event("contract_received", {"contract": reward, "value": CAT.contracts[reward].value,
                                                      "source": "hand"}, seat))
            return
        rewards.reward(self, seat, contract.value, events)

    def _do_trade(self, seat: int, args: tuple[Any, ...], events: list[Event]) -> None:
        give, get = CAT.good_index[str(args[0])], CAT.good_index[str(args[1])]
        rate = K["trade_goods"]
        self.storage[seat][give] -= rate
        self.stock[CAT.good_colour[give]] += rate
        self._gain_goods(seat, get, 1)
        events.append(Event("traded", {"give": GOODS[give], "count": rate, "get": GOODS[get]}, seat))

    def _do_trade_tokens(self, seat: int, args: tuple[Any, ...], events: list[Event]) -> None:
        get = CAT.good_index[str(args[0])]
        rate = K["trade_tokens"]
        self.tokens[seat] -= rate
        self.token_supply += rate
        self._gain_goods(seat, get, 1)
        events.append(Event("traded_tokens", {"tokens": rate, "get": GOODS[get]}, seat))

    def _do_done(self, seat: int, args: tuple[Any, ...], events: list[Event]) -> None:
        events.append(Event("step_ended", {"step": "fulfil"}, seat))
        self.step = "after_fulfil"

    # join -------------------------------------------------------------------
    def _join_cost(self) -> int:
        return K["join_cost"]["main" if CAT.is_main(self.figure) else "side"]

    def _may_join(self, seat: int) -> bool:
        if self.tokens[seat] < self._join_cost():
            return False
        if self.eligible(seat):
            return True
        return any(CAT.bonus[b].region == self.figure for b in self.bonus[seat])

    def _do_join(self, seat: int, args: tuple[Any, ...], events: list[Event]) -> None:
        cost = self._join_cost()
        self.join_queue.pop(0)
        self.tokens[seat] -= cost
        self.tokens[self.active] += cost
        events.append(Event("joined", {"region": REGIONS[self.figure], "cost": cost, "to": self.active}, seat))
        for card in self.bonus[seat]:
            bonus = CAT.bonus[card]
            if bonus.region == self.figure:
                self._gain_goods(seat, bonus.good, bonus.amount_joining)
                events.append(Event("bonus_goods", {"card": card, "good": GOODS[bonus.good],
                                                    "count": bonus.amount_joining}, seat))
        self.fulfiller = seat
        self.step = "fulfil" if self.eligible(seat) else "join"

    def _do_pass(self, seat: int, args: tuple[Any, ...], events: list[Event]) -> None:
        self.join_queue.pop(0)
        events.append(Event("join_declined", {}, seat))

    # ------------------------------------------------------------------ automatic steps
    def _advance(self, events: list[Event]) -> None:
        """Run every step that needs no decision, until someone must decide or the game ends."""
        while not self.over and not self.tasks:
            step = self.step
            if step == "take":
                options = legal.take_options(self)
                if len(options) > 1:
                    return
                self._take_cube(self.active, options[0], events)
            elif step == "after_take":
                self._finish_travel(events)
            elif step == "controls":
                if self.controls:
                    chart.next_control(self, events)
                else:
                    self.fulfiller = self.active
                    self.step = "fulfil" if self.eligible(self.active) else "after_fulfil"
            elif step == "fulfil":
                return
            elif step == "after_fulfil":
                if self.fulfiller == self.active:
                    self.join_queue = [
                        (self.active + k) % self.n for k in range(1, self.n)
                    ] if self.opt_join else []
                self.step = "join"
            elif step == "join":
                while self.join_queue and not self._may_join(self.join_queue[0]):
                    self.join_queue.pop(0)
                if self.join_queue:
                    return
                self._end_turn(events)
            else:  # invest
                return

    def _end_turn(self, events: list[Event]) -> None:
        events.append(Event("turn_ended", {"turn": self.turn_index + 1}, self.active))
        if self.solo and self.solo_last_turn:
            self._finish(events)
            return
        if self.final_left is not None:
            self.final_left -= 1
            if self.final_left == 0:
                self._finish(events)
                return
        elif self.triggered:
            self.final_left = self.n
            events.append(Event("last_round_started", {"turns": self.n}))
        self.turn_index += 1
        self.active = (self.active + 1) % self.n
        self.step = "invest"
        self.hand_taken = False
        self.fulfiller = self.active
        events.append(Event("turn_started", {"turn": self.turn_index + 1, "round": self.round_number()},
                            self.active))

    def _finish(self, events: list[Event]) -> None:
        self.over = True
        self.step = "over"
        details = self.score_details()
        scores = self.scores(details)
        params: dict[str, Any] = {"totals": [s.total for s in scores], "exact": [d["exact"] for d in details],
                                  "winners": self.winners()}
        if self.solo:
            params["solo_rating"] = solo_rating(details[0]["exact"])
            params["solo_scale"] = dict(CAT.rules["solo"]["scale"])
        events.append(Event("game_over", params))

    # ------------------------------------------------------------------ scoring
    def holdings(self, seat: int) -> Holdings:
        return Holdings(self.storage[seat], self.tile[seat], self.tokens[seat], self.contracts[seat],
                        self.bonus[seat], self.buildings[seat])

    def score_details(self) -> list[dict[str, Any]]:
        """Per seat: full and half contract sums, building points, and the exact total (halves kept)."""
        all_h = [self.holdings(s) for s in range(self.n)]
        result = []
        for seat, h in enumerate(all_h):
            full, rest = contract_points(CAT, h.contracts)
            others = [o for s, o in enumerate(all_h) if s != seat]
            points, _storage, per = buildings_total(CAT, h, others, self.opt_errata)
            result.append({"full": full, "rest": rest, "buildings": points, "per_building": per,
                           "exact": full + rest / 2 + points})
        return result

    def scores(self, details: list[dict[str, Any]] | None = None) -> list[SeatScore]:
        sign = -1 if A["tiebreak"] == "fewest_tokens" else 1
        out = []
        for seat, d in enumerate(details if details is not None else self.score_details()):
            # halves are points ("53.5 beats 53"): a whole score stays an int, a half one is x.5
            half = halves(d["rest"])
            total = d["full"] + half + d["buildings"]
            out.append(SeatScore(
                seat, total,
                {"contracts_full": d["full"], "contracts_half": half, "buildings": d["buildings"]},
                (sign * self.tokens[seat],),
            ))
        return out

    def solo_rating(self, exact: float) -> str:
        return solo_rating(exact)

    def prompt(self) -> dict[str, Any]:
        return build_prompt(self)

    def view(self, seat: int | None) -> dict[str, Any]:
        return build_view(self, seat)

    # ------------------------------------------------------------------ clone
    def clone(self) -> MerkatorState:
        return self.copy_with_rng(copy_rng(self.rng))

    def copy_with_rng(self, rng: random.Random) -> MerkatorState:
        twin = MerkatorState(self.config, blank=True, rng=rng)
        twin.n = self.n
        twin.solo = self.solo
        twin.no_coins = self.no_coins
        twin.figure = self.figure
        twin.chart_side = self.chart_side
        twin.token_supply = self.token_supply
        twin.active = self.active
        twin.turn_index = self.turn_index
        twin.step = self.step
        twin.fulfiller = self.fulfiller
        twin.take_left = self.take_left
        twin.hand_taken = self.hand_taken
        twin.triggered = self.triggered
        twin.final_left = self.final_left
        twin.solo_last_turn = self.solo_last_turn
        twin.over = self.over
        twin.opt_long = self.opt_long
        twin.opt_hand = self.opt_hand
        twin.opt_loss = self.opt_loss
        twin.opt_pressure = self.opt_pressure
        twin.opt_bonus_now = self.opt_bonus_now
        twin.opt_offers = self.opt_offers
        twin.opt_join = self.opt_join
        twin.opt_per_turn = self.opt_per_turn
        twin.opt_errata = self.opt_errata
        twin.offer_card = self.offer_card
        twin.offer_value = self.offer_value
        twin.offer_receiver = self.offer_receiver
        twin.cubes = list(self.cubes)
        twin.stock = list(self.stock)
        twin.coins = list(self.coins)
        twin.credit = list(self.credit)
        twin.tokens = list(self.tokens)
        twin.storage = [list(s) for s in self.storage]
        twin.tile = [list(t) for t in self.tile]
        twin.contracts = [list(c) for c in self.contracts]
        twin.marks = [dict(m) for m in self.marks]
        twin.bonus = [list(b) for b in self.bonus]
        twin.buildings = [list(b) for b in self.buildings]
        twin.hand = list(self.hand)
        twin.letter_pool = list(self.letter_pool)
        twin.chart_rows = list(self.chart_rows)
        twin.chart_known = list(self.chart_known)
        twin.stacks = {v: list(s) for v, s in self.stacks.items()}
        twin.pools = {v: list(p) for v, p in self.pools.items()}
        twin.discard = list(self.discard)
        twin.solo_deck = {v: list(p) for v, p in self.solo_deck.items()}
        twin.bonus_pool = list(self.bonus_pool)
        twin.bonus_bottom = list(self.bonus_bottom)
        twin.bonus_display = list(self.bonus_display)
        twin.building_pool = list(self.building_pool)
        twin.building_display = list(self.building_display)
        twin.take_counts = list(self.take_counts)
        twin.join_queue = list(self.join_queue)
        twin.controls = list(self.controls)
        twin.tasks = list(self.tasks)
        twin.offers = dict(self.offers)
        return twin

    def resample_hidden(self, seat: int, rng: random.Random) -> None:
        """Nothing to resample: face-down cards and token letters are drawn only when revealed."""
        return None


K_SOLO_VALUES: Final[list[int]] = list(CAT.rules["solo"]["deck_values"])


def _contract_order(card: str) -> tuple[int, str]:
    return CAT.contracts[card].value, card
