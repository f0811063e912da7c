"""Jantaris game state: the pieces on the table, the step queue that runs a turn, and the shared helpers."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Final

from engine.core import Action, Event, GameConfig, GameState, SeatScore
from engine.core.draws import below
from engine.core.game import copy_rng
from engine.games.jantaris.data import (
    CONTROL_CARDS,
    CONTROL_DISTRICTS,
    DISPLAY_SIZE,
    DOMINANCE_MINIMUM,
    GOODS_LIMIT,
    ITEMS,
    LOCATIONS,
    MARKET_CARDS,
    MERCHANTS,
    NEIGHBOURS,
    NUM_DISTRICTS,
    SQUARE,
    START_PRESTIGE,
    item,
)

# prestige sources, the categories of the score breakdown
PP_ITEMS, PP_MARKET, PP_CONTROL, PP_EFFECTS = range(4)
PP_CATEGORIES: Final = ("items", "great_market", "control_cards", "item_effects")

BANNER: Final = item("guild_banner")
STRONGBOX: Final = item("iron_strongbox")

Decision = tuple[str, int, list[Action], tuple[Any, ...]]
StepHandler = Callable[["JantarisState", tuple[Any, ...]], None]
DecideHandler = Callable[["JantarisState", int, Action, tuple[Any, ...]], None]

ORDERS: Final = {n: [[(seat + k) % n for k in range(n)] for seat in range(n)] for n in range(1, 7)}
# the districts and the locations without a guild token, by the places of the two tokens
FREE_DISTRICTS: Final = tuple(
    tuple(tuple(d for d in range(NUM_DISTRICTS) if d != t0 and d != t1) for t1 in range(len(LOCATIONS)))
    for t0 in range(len(LOCATIONS))
)
FREE_LOCATIONS: Final = tuple(
    tuple(tuple(loc for loc in range(len(LOCATIONS)) if loc != t0 and loc != t1) for t1 in range(len(LOCATIONS)))
    for t0 in range(len(LOCATIONS))
)

STEPS: Final[dict[str, StepHandler]] = {}
DECISIONS: Final[dict[str, DecideHandler]] = {}


def step(name: str) -> Callable[[StepHandler], StepHandler]:
    def register(fn: StepHandler) -> StepHandler:
        STEPS[name] = fn
        return fn

    return register


def decision(name: str) -> Callable[[DecideHandler], DecideHandler]:
    def register(fn: DecideHandler) -> DecideHandler:
        DECISIONS[name] = fn
        return fn

    return register


class JantarisState(GameState):
    """A turn runs as a queue of steps (``steps``, the next at the end). A step either does its
    work or stops at a ``decision``: (kind, seat, options, data), where ``options`` are the legal
    actions and the kind is the prompt code. Each kind's handler is registered with ``@decision``,
    each step's with ``@step``, in the modules of the four phases."""

    game_id = "jantaris"
    # the fields as slots: a search reads and copies them at every step, and slots are quicker to reach
    # than the entries of an instance dictionary (which a state of so many fields would get)
    __slots__ = (
        "config", "_rng", "_rng_seed", "n", "quiet", "start", "active", "round", "over", "phase",
        "merchants", "supply", "goods", "pp", "items", "claimed", "tokens", "active_district",
        "bazaar_unseen", "bazaar_under", "display", "control_unseen", "control_display", "market_unseen",
        "market_under", "market_card", "votes", "votes_revealed", "vote_counts", "auction", "auctions_opened",
        "bought", "market_streak", "market_pos", "coins_used", "start_left", "last_paid", "steps", "decision",
        "events",
    )

    def __init__(self, config: GameConfig, blank: bool = False) -> None:
        self._rng: random.Random | None = None
        self._rng_seed = 0  # the seed of a copy's stream, until it is first drawn from
        if blank:  # clone() fills in everything
            self.config = config
            self.players = config.players
            return
        super().__init__(config)
        self.n = config.players
        self.quiet = False  # True in copies made for a search: nobody reads their events
        n = config.players
        first = int(config.options.get("first_player", 0))
        self.start = first - 1 if first else below(self.rng, n)
        self.active = self.start
        self.round = 0
        self.over = False
        self.phase = "setup"
        # merchants[location][seat]; location SQUARE is the square
        self.merchants: list[list[int]] = [[0] * n for _ in LOCATIONS]
        self.supply = [MERCHANTS] * n
        self.goods: list[list[int]] = [[0, 0] for _ in range(n)]
        self.pp: list[list[int]] = [[START_PRESTIGE, 0, 0, 0] for _ in range(n)]
        self.items: list[list[int]] = [[] for _ in range(n)]
        self.claimed: list[list[int]] = [[] for _ in range(n)]
        self.tokens = [SQUARE, SQUARE]  # red, black
        self.active_district = -1
        # decks: cards never seen lie on top in unknown order (drawn at random); cards put under follow in order
        self.bazaar_unseen: list[int] = list(range(len(ITEMS)))
        self.bazaar_under: list[int] = []
        self.display: list[int] = []
        self.control_unseen: list[int] = list(range(len(CONTROL_CARDS)))
        self.control_display: list[int] = []
        self.market_unseen: list[int] = list(range(len(MARKET_CARDS)))
        self.market_under: list[int] = []
        self.market_card = -1
        self.votes: list[int] = [-1] * n
        self.votes_revealed = False
        self.vote_counts = [0, 0, 0, 0]
        # the auction: item, its number this turn (1 or 2), high bid, high bidder, who dropped out, last to act
        self.auction: list[Any] | None = None
        self.auctions_opened: list[int] = []
        self.bought = False
        self.market_streak = 0  # seats in a row that could not sell at the Great Market
        self.market_pos = 0  # the seat whose step it is there
        self.coins_used = [False] * n
        self.start_left: list[int] = []
        self.last_paid = [0, 0]  # the goods of the latest payment, for a refund
        self.steps: list[tuple[Any, ...]] = []
        self.decision: Decision | None = None
        self.events: list[Event] = []
        for _ in range(DISPLAY_SIZE):
            self.display.append(self.draw_item())
        for _ in range(n):
            self.control_display.append(self.draw_control())
        self.push(("setup", self.start, -1))
        self.advance()
        self.events = []

    # --- the contract ----------------------------------------------------------
    def to_move(self) -> list[int]:
        d = self.decision
        if d is None:
            return []
        if d[0] == "vote":
            votes = self.votes  # every seat still to vote, from the active player clockwise
            return [s for s in ORDERS[self.n][self.active] if votes[s] < 0]
        return [d[1]]

    def legal_actions(self, seat: int) -> list[Action]:
        d = self.decision
        if d is None:
            return []
        if d[0] == "vote":
            return list(d[2]) if 0 <= seat < self.n and self.votes[seat] < 0 else []
        return list(d[2]) if seat == d[1] else []

    def is_legal(self, seat: int, action: Action) -> bool:
        d = self.decision
        if d is None:
            return False
        if d[0] == "vote":
            return 0 <= seat < self.n and self.votes[seat] < 0 and action in d[2]
        return seat == d[1] and action in d[2]

    def _apply(self, seat: int, action: Action) -> list[Event]:
        d = self.decision
        assert d is not None
        events = self.events = []
        if d[0] != "vote":
            self.decision = None
        DECISIONS[d[0]](self, seat, action, d[3])
        steps = self.steps  # advance(), written out: this runs at every step of a search
        while self.decision is None and not self.over and steps:
            current = steps.pop()
            STEPS[current[0]](self, current)
        self.events = []
        return events

    def is_over(self) -> bool:
        return self.over

    def scores(self) -> list[SeatScore]:
        return [
            SeatScore(
                seat=s,
                total=sum(self.pp[s]),
                breakdown=dict(zip(PP_CATEGORIES, self.pp[s], strict=True)),
                tiebreak=(self.goods[s][0] + self.goods[s][1],),
            )
            for s in range(self.players)
        ]

    def view(self, seat: int | None) -> dict[str, Any]:
        from engine.games.jantaris.view import build_view

        return build_view(self, seat)

    def round_number(self) -> int:
        return self.round

    def resample_hidden(self, seat: int, rng: Any) -> None:
        """Only the votes cast but not yet revealed are hidden: the others' are drawn anew."""
        if self.decision is not None and self.decision[0] == "vote" and not self.votes_revealed:
            for s in range(self.players):
                if s != seat and self.votes[s] >= 0:
                    self.votes[s] = below(rng, 4)

    @property
    def rng(self) -> random.Random:
        """The state's random stream. A search's copy seeds its own only when it first draws: seeding
        costs as much as several steps of a playout, and most playouts draw no card."""
        if self._rng is None:
            self._rng = random.Random(self._rng_seed)
        return self._rng

    @rng.setter
    def rng(self, value: random.Random) -> None:
        self._rng = value

    def determinize(self, seat: int, rng: random.Random) -> GameState:
        """As the contract says; the copy is made for a search, so it records no events."""
        twin = self._copy()
        twin._rng_seed = rng.getrandbits(64)
        twin.quiet = True
        twin.resample_hidden(seat, rng)
        return twin

    def clone(self) -> JantarisState:
        twin = self._copy()
        twin.rng = copy_rng(self.rng)
        return twin

    def _copy(self) -> JantarisState:
        """Everything but the rng."""
        rows = list.copy
        twin = JantarisState(self.config, blank=True)
        twin.n = self.n
        twin.quiet = self.quiet
        twin.start = self.start
        twin.active = self.active
        twin.round = self.round
        twin.over = self.over
        twin.phase = self.phase
        twin.merchants = list(map(rows, self.merchants))
        twin.supply = self.supply[:]
        twin.goods = list(map(rows, self.goods))
        twin.pp = list(map(rows, self.pp))
        twin.items = list(map(rows, self.items))
        twin.claimed = list(map(rows, self.claimed))
        twin.tokens = self.tokens[:]
        twin.active_district = self.active_district
        twin.bazaar_unseen = self.bazaar_unseen[:]
        twin.bazaar_under = self.bazaar_under[:]
        twin.display = self.display[:]
        twin.control_unseen = self.control_unseen[:]
        twin.control_display = self.control_display[:]
        twin.market_unseen = self.market_unseen[:]
        twin.market_under = self.market_under[:]
        twin.market_card = self.market_card
        twin.votes = self.votes[:]
        twin.votes_revealed = self.votes_revealed
        twin.vote_counts = self.vote_counts[:]
        a = self.auction
        twin.auction = None if a is None else [a[0], a[1], a[2], a[3], a[4][:], a[5]]
        twin.auctions_opened = self.auctions_opened[:]
        twin.bought = self.bought
        twin.market_streak = self.market_streak
        twin.market_pos = self.market_pos
        twin.coins_used = self.coins_used[:]
        twin.start_left = self.start_left[:]
        twin.last_paid = self.last_paid[:]
        twin.steps = self.steps[:]
        twin.decision = self.decision
        twin.events = []
        return twin

    # --- the step queue ----------------------------------------------------------
    def push(self, *steps: tuple[Any, ...]) -> None:
        """Schedule steps to run next, in the order given (before anything already queued)."""
        self.steps.extend(reversed(steps))

    def ask(self, kind: str, seat: int, options: list[Action], *data: Any) -> None:
        """Wait for ``seat`` to choose among ``options``; a single option is taken at once."""
        if len(options) == 1 and kind != "vote":
            DECISIONS[kind](self, seat, options[0], data)
        else:
            self.decision = (kind, seat, options, data)

    def advance(self) -> None:
        """Run queued steps until one needs a decision or the game is over."""
        steps = self.steps
        while self.decision is None and not self.over and steps:
            current = steps.pop()
            STEPS[current[0]](self, current)

    def emit(self, code: str, about: int | None, /, reveals: bool = False, **params: Any) -> None:
        """Record an event. The rules ask ``quiet`` before they call it: in a search's copy nobody
        reads the events, and building their parameters was a good share of a search step's cost."""
        if not self.quiet:
            self.events.append(Event(code, params, about, reveals))

    # --- seats and places ----------------------------------------------------------
    def next_seat(self, seat: int) -> int:
        return (seat + 1) % self.n

    def order_from(self, seat: int) -> list[int]:
        """Every seat clockwise, starting with ``seat``."""
        return ORDERS[self.n][seat]

    def blocked(self, loc: int) -> bool:
        return loc == self.tokens[0] or loc == self.tokens[1]

    def free_districts(self) -> tuple[int, ...]:
        t0, t1 = self.tokens
        return FREE_DISTRICTS[t0][t1]

    def free_locations(self) -> tuple[int, ...]:
        t0, t1 = self.tokens
        return FREE_LOCATIONS[t0][t1]

    def free_neighbours(self, district: int) -> list[int]:
        t0, t1 = self.tokens
        return [d for d in NEIGHBOURS[district] if d != t0 and d != t1]

    def token_colour(self) -> int:
        """The colour (0 red, 1 black) of the guild token in the active district."""
        return 0 if self.tokens[0] == self.active_district else 1

    def owns(self, seat: int, item_index: int) -> bool:
        return item_index in self.items[seat]

    def has_crown(self, seat: int) -> bool:
        return any(ITEMS[i].crown for i in self.items[seat])

    def crown_seats(self, owner: int) -> list[int]:
        """The owner, then every other crown owner clockwise (the seed leaves the order open)."""
        return [owner] + [s for s in self.order_from(owner)[1:] if self.has_crown(s)]

    # --- goods, merchants, prestige ----------------------------------------------------
    def room(self, seat: int, colour: int) -> int:
        return GOODS_LIMIT - self.goods[seat][colour]

    def gain(self, seat: int, colour: int, count: int, source: str) -> int:
        """Take goods from the bank up to the limit; returns how many were taken."""
        got = min(count, GOODS_LIMIT - self.goods[seat][colour])
        if got > 0:
            self.goods[seat][colour] += got
            if not self.quiet:
                self.emit("goods_gained", seat, seat=seat, colour=("red", "black")[colour], count=got, source=source)
        return got

    def pay(self, seat: int, red: int, black: int, reason: str) -> None:
        self.goods[seat][0] -= red
        self.goods[seat][1] -= black
        if not self.quiet:
            self.emit("goods_paid", seat, seat=seat, red=red, black=black, reason=reason)

    def goods_total(self, seat: int) -> int:
        g = self.goods[seat]
        return g[0] + g[1]

    def score(self, seat: int, amount: int, category: int, source: str) -> None:
        if amount:
            self.pp[seat][category] += amount
            if not self.quiet:
                self.emit("prestige_gained", seat, seat=seat, amount=amount, source=source, total=sum(self.pp[seat]))

    def place(self, seat: int, loc: int, count: int, source: str) -> int:
        count = min(count, self.supply[seat])
        if count > 0:
            self.supply[seat] -= count
            self.merchants[loc][seat] += count
            if not self.quiet:
                self.emit("merchants_placed", seat, seat=seat, location=LOCATIONS[loc], count=count, source=source)
        return count

    def remove(self, seat: int, loc: int, count: int, source: str) -> None:
        self.merchants[loc][seat] -= count
        self.supply[seat] += count
        if not self.quiet:
            self.emit("merchants_removed", seat, seat=seat, location=LOCATIONS[loc], count=count, source=source)

    def move(self, seat: int, src: int, dst: int, count: int, source: str) -> None:
        self.merchants[src][seat] -= count
        self.merchants[dst][seat] += count
        if not self.quiet:  # "from" is a Python keyword, so the params are spelt out
            params = {"seat": seat, "from": LOCATIONS[src], "to": LOCATIONS[dst], "count": count, "source": source}
            self.events.append(Event("merchants_moved", params, seat))

    def dominant(self, seat: int, district: int) -> bool:
        row = self.merchants[district]
        mine = row[seat]
        if mine < DOMINANCE_MINIMUM and not (mine >= 1 and BANNER in self.items[seat]):
            return False
        return all(c < mine for s, c in enumerate(row) if s != seat)

    def dominator(self, district: int) -> int:
        """The seat dominant in the district, or -1."""
        row = self.merchants[district]
        top = max(row)
        if top == 0 or row.count(top) > 1:
            return -1
        seat = row.index(top)
        if top >= DOMINANCE_MINIMUM or BANNER in self.items[seat]:
            return seat
        return -1

    def stealable(self, taker: int) -> list[tuple[int, int]]:
        """(opponent, colour) pairs the taker could take a good of."""
        pairs = []
        goods, mine = self.goods, self.goods[taker]
        for other in self.order_from(taker)[1:]:
            if STRONGBOX in self.items[other]:
                continue
            for colour in (0, 1):
                if goods[other][colour] > 0 and mine[colour] < GOODS_LIMIT:
                    pairs.append((other, colour))
        return pairs

    def steal(self, taker: int, victim: int, colour: int, source: str) -> None:
        self.goods[victim][colour] -= 1
        self.goods[taker][colour] += 1
        if not self.quiet:
            self.emit("goods_taken", taker, seat=taker, victim=victim, colour=("red", "black")[colour], count=1,
                      source=source)

    # --- decks ----------------------------------------------------------------------
    def _draw(self, unseen: list[int], under: list[int]) -> int:
        if unseen:
            return unseen.pop(below(self.rng, len(unseen))) if len(unseen) > 1 else unseen.pop()
        if under:
            return under.pop(0)
        return -1

    def draw_item(self) -> int:
        return self._draw(self.bazaar_unseen, self.bazaar_under)

    def bazaar_deck_size(self) -> int:
        return len(self.bazaar_unseen) + len(self.bazaar_under)

    def draw_control(self) -> int:
        return self._draw(self.control_unseen, [])

    def draw_market(self) -> int:
        return self._draw(self.market_unseen, self.market_under)

    def dominators(self) -> list[int]:
        """Per district the seat dominant there, or -1 (dominator() for all, written out for speed)."""
        result = []
        for row in self.merchants[:NUM_DISTRICTS]:
            top = max(row)
            if top >= DOMINANCE_MINIMUM:
                result.append(row.index(top) if row.count(top) == 1 else -1)
            elif top == 1 and row.count(1) == 1 and BANNER in self.items[row.index(1)]:
                result.append(row.index(1))
            else:
                result.append(-1)
        return result

    def claims(self) -> list[int]:
        """Per face-up control card the seat that may claim it, or -1."""
        dominator = self.dominator  # asked district by district: mostly the first has no dominant seat
        result = []
        for c in self.control_display:
            a, b, d = CONTROL_DISTRICTS[c]
            seat = dominator(a)
            result.append(seat if seat >= 0 and dominator(b) == seat and dominator(d) == seat else -1)
        return result


# the rules register their steps and decisions with the tables above
from engine.games.jantaris import city, diplomacy, effects, markets, turn  # noqa: E402,F401
