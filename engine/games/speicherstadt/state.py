"""Speicherstadt game state: set-up, the five phases of a round, fires and the end."""

from __future__ import annotations

import random
from typing import Any, Final

from engine.core import Action, Event, GameConfig, GameState, SeatScore
from engine.core.draws import below
from engine.core.game import copy_rng
from engine.games.speicherstadt import loading, scoring, view
from engine.games.speicherstadt.data import (
    ALL_SEASONS,
    BAG,
    CARDS,
    CARDS_PER_ROUND,
    COLUMN_SPACES,
    GOODS,
    INCOME_BASE,
    INCOME_NO_PURCHASE,
    NUM_GOODS,
    SEASONS,
    START_COINS,
    UNBOUGHT_SHIP_CUBES_TO,
    WORKERS,
    card_season,
)
from engine.games.speicherstadt.moves import BUY, BUY_ACTION, DECLINE_ACTION, PLACE, PLACE_ACTIONS

DEMAND: Final = "demand"
PURCHASE: Final = "purchase"
LOADING: Final = "loading"
OVER: Final = "over"

FINAL_PILE: Final = len(SEASONS)  # index of the pile that holds the fourth fire


def cube_list(counts: list[int]) -> list[str]:
    """Counts per good as a list of good names (for event params)."""
    return [GOODS[g] for g in range(NUM_GOODS) for _ in range(counts[g])]


class RoundMemo:
    """What the AI works out once a round (ai.py), shared by every copy made of the state during the
    round: the piles change only as a round begins, and no seat's holdings change while workers are
    placed. A hand edit of a position starts a new memo."""

    __slots__ = ("read", "left", "fire_points", "stakes", "columns")

    def __init__(self, players: int) -> None:
        self.read = False  # left, fire_points and stakes have been read from the piles
        self.left = 0.0  # rounds still to come
        self.fire_points = 0  # the points of the fires still in the piles
        self.stakes = 0.0  # those points, the next fire weighted more
        self.columns: list[list[float] | None] = [None] * players  # per seat, each column's card value

    def __reduce__(self) -> tuple[object, ...]:
        # pickled with the state for the AI's helper processes (a compiled class is not made by __new__)
        return (RoundMemo, (len(self.columns),), self.__getstate__())


class SpeicherstadtState(GameState):
    game_id = "speicherstadt"

    def __init__(self, config: GameConfig, blank: bool = False) -> None:
        if blank:  # clone() fills in everything, the rng included; seeding one here would be wasted
            self.config = config
            self.players = config.players
            return
        super().__init__(config)
        n = config.players
        options = config.options
        d_card = options.get("d_season_card", "st_michaelis")
        self.floor_at_zero: bool = bool(options.get("floor_at_zero", False))
        self.piles: list[list[int]] = [[] for _ in ALL_SEASONS]
        for card in CARDS:
            if n in card.players:
                self.piles[ALL_SEASONS.index(card_season(card, d_card))].append(card.index)
        self.discards: list[int] = []
        self.bag: list[int] = list(BAG)
        self.supply: list[int] = [0] * NUM_GOODS
        self.display: list[int] = []  # card index per column; -1 once the column is resolved
        self.workers: list[list[int]] = []  # per column: owners from the lowest space up
        self.ship_cubes: list[list[int] | None] = []  # per column: cubes on a ship
        self.coins = [START_COINS] * n
        self.fire_points = [0] * n
        self.workers_left = [WORKERS] * n  # workers at home, not standing in a column
        self.bought = [False] * n
        self.tableau: list[list[int]] = [[] for _ in range(n)]
        self.contracts: list[dict[int, list[int]]] = [{} for _ in range(n)]  # card -> cubes delivered
        self.warehouse: list[list[int]] = [[0] * NUM_GOODS for _ in range(n)]
        self.market: list[int] = [-1] * n  # the good kept in the market hall, -1 for none
        self.to_unload: list[list[tuple[int, list[int]]]] = [[] for _ in range(n)]
        self.phase = DEMAND
        self.turn = 0
        self.column = 0
        self.round = 0
        self.last_round = False
        self.load_queue: list[int] = []
        self.loose = [0] * NUM_GOODS
        self.convert_area = [0] * NUM_GOODS
        self.sell_area = [0] * NUM_GOODS
        self.choosing_good = False
        self.kept_now = False  # a cube went into the keep space in this loading turn
        self.quiet = False  # True in copies made for a search: nobody reads their events
        self.memo = RoundMemo(n)
        first = int(options.get("first_player", 0))
        self.start = first - 1 if first else below(self.rng, n)
        self.opening_events: list[Event] = []  # the first supply phase, for a board that shows it
        self._begin_round(self.opening_events)

    # --- the engine contract -------------------------------------------
    def to_move(self) -> list[int]:
        phase = self.phase
        if phase == DEMAND or phase == LOADING:
            return [self.turn]
        if phase == PURCHASE:
            return [self.workers[self.column][0]]
        return []

    def legal_actions(self, seat: int) -> list[Action]:
        phase = self.phase
        if phase == DEMAND:
            if seat != self.turn:
                return []
            return [PLACE_ACTIONS[k] for k, col in enumerate(self.workers) if len(col) < COLUMN_SPACES]
        if phase == PURCHASE:
            if seat != self.workers[self.column][0]:
                return []
            return [BUY_ACTION, DECLINE_ACTION]
        if phase == LOADING:
            if seat != self.turn:
                return []
            return loading.legal(self, seat)
        return []

    def is_legal(self, seat: int, action: Action) -> bool:
        phase = self.phase
        if phase == DEMAND:
            if seat != self.turn or action.kind != PLACE or len(action.args) != 1:
                return False
            k = action.args[0]
            return type(k) is int and 0 <= k < len(self.workers) and len(self.workers[k]) < COLUMN_SPACES
        if phase == PURCHASE:
            return seat == self.workers[self.column][0] and (action == BUY_ACTION or action == DECLINE_ACTION)
        return action in self.legal_actions(seat)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        kind = action.kind
        if kind == PLACE:
            self._place(seat, int(action.args[0]), events)
        elif self.phase == PURCHASE:
            if kind == BUY:
                self._buy(seat, events)
            else:
                self._decline(seat, events)
        else:
            if loading.apply(self, seat, action, events):
                self._next_loader(events)
        return events

    def is_over(self) -> bool:
        return self.phase == OVER

    def scores(self) -> list[SeatScore]:
        return [scoring.seat_score(self, seat) for seat in range(self.players)]

    def view(self, seat: int | None) -> dict[str, Any]:
        return view.build(self, seat)

    def round_number(self) -> int:
        return self.round

    def explain_illegal(self, seat: int, action: Action) -> str:
        if self.phase == DEMAND and action.kind == PLACE and action.args:
            k = action.args[0]
            if isinstance(k, int) and 0 <= k < len(self.workers) and len(self.workers[k]) >= COLUMN_SPACES:
                return f"column {k + 1} already holds {COLUMN_SPACES} workers"
        if self.phase == LOADING and seat == self.turn:
            reason = loading.explain(self, seat, action)
            if reason:
                return reason
        return super().explain_illegal(seat, action)

    def clone(self) -> SpeicherstadtState:
        return self._copy(copy_rng(self.rng))

    def determinize(self, seat: int, rng: random.Random) -> SpeicherstadtState:
        # as GameState.determinize, without copying an rng that is replaced at once; the copy is made
        # for a search, so it records no events
        twin = self._copy(random.Random(rng.getrandbits(64)))
        twin.quiet = True
        twin.resample_hidden(seat, rng)
        return twin

    def _copy(self, rng: random.Random) -> SpeicherstadtState:
        twin = SpeicherstadtState(self.config, blank=True)
        twin.rng = rng
        twin.floor_at_zero = self.floor_at_zero
        twin.piles = [list(p) for p in self.piles]
        twin.discards = list(self.discards)
        twin.bag = list(self.bag)
        twin.supply = list(self.supply)
        twin.display = list(self.display)
        twin.workers = [list(w) for w in self.workers]
        # a ship's cubes are never changed in place, only handed on (to a buyer, the bag): shared
        twin.ship_cubes = list(self.ship_cubes)
        twin.coins = list(self.coins)
        twin.fire_points = list(self.fire_points)
        twin.workers_left = list(self.workers_left)
        twin.bought = list(self.bought)
        twin.tableau = [list(t) for t in self.tableau]
        twin.contracts = [{c: list(d) for c, d in p.items()} for p in self.contracts]
        twin.warehouse = [list(w) for w in self.warehouse]
        twin.market = list(self.market)
        twin.to_unload = [list(p) for p in self.to_unload]
        twin.phase = self.phase
        twin.turn = self.turn
        twin.column = self.column
        twin.round = self.round
        twin.last_round = self.last_round
        twin.load_queue = list(self.load_queue)
        twin.loose = list(self.loose)
        twin.convert_area = list(self.convert_area)
        twin.sell_area = list(self.sell_area)
        twin.choosing_good = self.choosing_good
        twin.kept_now = self.kept_now
        twin.start = self.start
        twin.quiet = self.quiet
        twin.memo = self.memo  # shared, not copied: see RoundMemo
        twin.opening_events = []
        return twin

    # --- phase 1: supply -----------------------------------------------
    def _begin_round(self, events: list[Event]) -> None:
        self.round += 1
        n = self.players
        self.display, self.workers, self.ship_cubes = [], [], []
        self.bought = [False] * n
        self.memo = RoundMemo(n)
        quiet = self.quiet
        started = None if quiet else Event("round_started", {"round": self.round, "start_player": self.start})
        if started is not None:
            events.append(started)
        size = CARDS_PER_ROUND[n]
        while len(self.display) < size:
            pile = self._current_pile()
            if pile is None:
                if not self.display:
                    # the third fire was the last card: it closes the round before, no new round begins
                    if started is not None:
                        events.remove(started)
                    self.round -= 1
                    self._final_fire(events)
                    return
                break  # the seasons ran dry mid-display: unreachable with the printed counts
            card = CARDS[pile.pop(below(self.rng, len(pile)))]
            column = -1 if card.kind == "fire" else len(self.display)
            if not quiet:
                events.append(
                    Event("card_revealed", {"card": card.id, "kind": card.kind, "season": card.season,
                                            "column": column}, reveals=True)
                )
            if card.kind == "fire":
                self._resolve_fire(card.index, events)
                continue
            cubes = None
            if card.kind == "ship":
                cubes = self._draw_cubes(card.cubes)
                if not quiet:
                    events.append(
                        Event("ship_loaded", {"card": card.id, "column": column, "cubes": cube_list(cubes)},
                              reveals=True)
                    )
            self.display.append(card.index)
            self.workers.append([])
            self.ship_cubes.append(cubes)
        if self._current_pile() is None:
            self.last_round = True
            if not quiet:
                events.append(Event("last_round", {"round": self.round}))
        self.phase = DEMAND
        self.workers_left = [WORKERS] * n
        self.turn = self.start

    def _current_pile(self) -> list[int] | None:
        for pile in self.piles[:FINAL_PILE]:
            if pile:
                return pile
        return None

    def _draw_cubes(self, count: int) -> list[int]:
        cubes = [0] * NUM_GOODS
        bag = self.bag
        total = sum(bag)
        for _ in range(min(count, total)):
            pick = below(self.rng, total)
            good = 0
            while pick >= bag[good]:
                pick -= bag[good]
                good += 1
            bag[good] -= 1
            cubes[good] += 1
            total -= 1
        return cubes

    # --- fires and the end ---------------------------------------------
    def firemen_strength(self, seat: int) -> int:
        return sum(CARDS[c].strength for c in self.tableau[seat])

    def _resolve_fire(self, card_index: int, events: list[Event]) -> None:
        card = CARDS[card_index]
        strengths = [self.firemen_strength(s) for s in range(self.players)]
        high, low = max(strengths), min(strengths)
        gain: list[int] = []
        lose: list[int] = []
        if high != low:
            gain = [s for s, v in enumerate(strengths) if v == high]
            lose = [s for s, v in enumerate(strengths) if v == low]
            for s in gain:
                self.fire_points[s] += card.points
            for s in lose:
                self.fire_points[s] -= card.points
                if self.floor_at_zero and self.fire_points[s] < 0:
                    self.fire_points[s] = 0
        self.discards.append(card_index)
        if not self.quiet:
            events.append(
                Event("fire_resolved", {"card": card.id, "order": card.order, "points": card.points,
                                        "strengths": strengths, "gain": gain, "lose": lose})
            )

    def _final_fire(self, events: list[Event]) -> None:
        self.memo = RoundMemo(self.players)
        pile = self.piles[FINAL_PILE]
        while pile:
            card = CARDS[pile.pop()]
            if not self.quiet:
                events.append(
                    Event("card_revealed", {"card": card.id, "kind": card.kind, "season": card.season,
                                            "column": -1}, reveals=True)
                )
            self._resolve_fire(card.index, events)
        self.phase = OVER
        self.display, self.workers, self.ship_cubes = [], [], []
        if not self.quiet:
            totals = [s.total for s in self.scores()]
            events.append(Event("game_ended", {"totals": totals, "winners": self.winners()}))

    # --- phase 2: demand -----------------------------------------------
    def _place(self, seat: int, column: int, events: list[Event]) -> None:
        stack = self.workers[column]
        stack.append(seat)
        self.workers_left[seat] -= 1
        if not self.quiet:
            events.append(Event("worker_placed", {"column": column, "space": len(stack)}, seat=seat))
        n = self.players
        for step in range(1, n + 1):
            nxt = (seat + step) % n
            if self.workers_left[nxt]:
                self.turn = nxt
                return
        self.phase = PURCHASE
        self.column = 0
        self._advance_purchase(events)

    # --- phase 3: purchase ---------------------------------------------
    def _advance_purchase(self, events: list[Event]) -> None:
        """Resolve columns left to right until an owner who can pay must decide."""
        while self.column < len(self.display):
            k = self.column
            stack = self.workers[k]
            if not stack:
                self._discard_column(k, events)
                self.column += 1
                continue
            owner = stack[0]
            price = len(stack)
            if self.coins[owner] >= price:
                return
            stack.pop(0)
            self.workers_left[owner] += 1
            if not self.quiet:
                events.append(
                    Event("purchase_declined",
                          {"column": k, "card": CARDS[self.display[k]].id, "price": price, "forced": True},
                          seat=owner)
                )
        self._start_loading(events)

    def _discard_column(self, k: int, events: list[Event]) -> None:
        card_index = self.display[k]
        cubes = self.ship_cubes[k]
        if not self.quiet:
            events.append(Event("card_discarded", {"column": k, "card": CARDS[card_index].id,
                                                   "cubes": [] if cubes is None else cube_list(cubes)}))
        if cubes is not None:
            target = self.bag if UNBOUGHT_SHIP_CUBES_TO == "bag" else self.supply
            for g in range(NUM_GOODS):
                target[g] += cubes[g]
            self.ship_cubes[k] = None
        self.discards.append(card_index)
        self.display[k] = -1

    def _buy(self, seat: int, events: list[Event]) -> None:
        k = self.column
        card = CARDS[self.display[k]]
        price = len(self.workers[k])
        self.coins[seat] -= price
        self.tableau[seat].append(card.index)
        if card.kind == "contract":
            self.contracts[seat][card.index] = [0] * NUM_GOODS
        cubes = self.ship_cubes[k]
        if cubes is not None:
            self.to_unload[seat].append((card.index, cubes))
            self.ship_cubes[k] = None
        self.bought[seat] = True
        for owner in self.workers[k]:
            self.workers_left[owner] += 1
        self.workers[k] = []
        self.display[k] = -1
        if not self.quiet:
            events.append(Event("card_bought", {"column": k, "card": card.id, "price": price}, seat=seat))
        self.column += 1
        self._advance_purchase(events)

    def _decline(self, seat: int, events: list[Event]) -> None:
        k = self.column
        price = len(self.workers[k])
        self.workers[k].pop(0)
        self.workers_left[seat] += 1
        if not self.quiet:
            events.append(
                Event("purchase_declined",
                      {"column": k, "card": CARDS[self.display[k]].id, "price": price, "forced": False},
                      seat=seat)
            )
        self._advance_purchase(events)

    # --- phase 4: loading ----------------------------------------------
    def _start_loading(self, events: list[Event]) -> None:
        self.phase = LOADING
        n = self.players
        self.load_queue = [(self.start + i) % n for i in range(n)]
        self._next_loader(events)

    def _next_loader(self, events: list[Event]) -> None:
        while self.load_queue:
            seat = self.load_queue.pop(0)
            ships = self.to_unload[seat]
            if ships:
                for card_index, cubes in ships:
                    for g in range(NUM_GOODS):
                        self.loose[g] += cubes[g]
                    if not self.quiet:
                        events.append(
                            Event("ship_unloaded", {"card": CARDS[card_index].id, "cubes": cube_list(cubes)},
                                  seat=seat)
                        )
                self.to_unload[seat] = []
            elif not loading.stored_cubes_useful(self, seat):
                continue
            self.turn = seat
            if not self.quiet:
                events.append(Event("loading_started", {}, seat=seat))
            return
        self._income(events)

    # --- phase 5: income -----------------------------------------------
    def _income(self, events: list[Event]) -> None:
        for seat in range(self.players):
            bank = sum(CARDS[c].income for c in self.tableau[seat])
            extra = 0 if self.bought[seat] else INCOME_NO_PURCHASE
            gain = INCOME_BASE + extra + bank
            self.coins[seat] += gain
            if not self.quiet:
                events.append(
                    Event("income", {"coins": gain, "base": INCOME_BASE, "no_purchase": extra, "bank": bank},
                          seat=seat)
                )
        self.start = (self.start + 1) % self.players
        if not self.quiet:
            events.append(Event("start_player_passed", {"seat": self.start}, seat=self.start))
        if self.last_round:
            self._final_fire(events)
        else:
            self._begin_round(events)
