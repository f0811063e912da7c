"""Russian Railroads game state: set-up, the round (actions, turn order, scoring) and the end.

A turn is a chain of small actions: ``place`` a worker (or ``pass``), then spend what the
space gave one piece at a time (rail steps, industry steps, locomotives, factories,
decisions) until nothing is left or ``done`` forfeits what may be forfeited.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache
from typing import Any, Final

from engine.core import Action, Event, GameConfig, GameState, SeatScore
from engine.core.draws import shuffle
from engine.core.game import copy_rng, fields_of
from engine.games.railroads import coal, effects, emil, extras, free_actions, germany, modules, scoring, view
from engine.games.railroads.data import ANY, COLOUR_CODES, COLOURS, catalogue
from engine.games.railroads.free_actions import END_TURN
from engine.games.railroads.moves import DONE, LOCO_DISCARD, PASS, SKIP, STAY, act
from engine.games.railroads.player import Seat, loco_reach

CAT: Final = catalogue()

START: Final = "start_bonus"
ACTIONS: Final = "actions"
RELOCATE: Final = "relocate"
OVER: Final = "over"


# the most workers any space or engineer asks for: coins may stand in for each of them
MAX_WORKERS: Final = max([s.workers or 0 for s in CAT.spaces.values()] + [e.workers for e in CAT.engineers.values()])

# what else a space's placement depends on, beside cost and feasibility
PLAIN: Final = 0
CLAIM: Final = 1
LAST_ROUND: Final = 2
HIRE: Final = 3
PUBLIC: Final = 4
HELPERS: Final = 5
# a space as the placement list reads it (see space_plan)
PlanRow = tuple[str, bool, int, int, int, int, int, int, tuple[effects.Req, ...], tuple[Action, ...], dict[str, Any]]


@lru_cache(maxsize=8)
def space_plan(space_ids: tuple[str, ...]) -> tuple[PlanRow, ...]:
    """Per space, flattened for the placement list: (id, unlimited, workers, coins, kind, detail,
    code, count, requirements, place actions by coins used, effect). ``kind`` is PLAIN .. HELPERS
    (``detail``: the claimed position, or the engineer slot). ``code`` >= 0: a single rail pool of
    that colour code and count; -2: a plain gain, nothing to test; -3: only counts of industry room,
    locomotives, factories and doublers to test (``requirements``); -1: the general test."""
    plan: list[PlanRow] = []
    for sid in space_ids:
        space = CAT.spaces[sid]
        effect = space.effect
        kind = effect["type"]
        reqs = effects.requirements(effect)
        places = tuple(act("place", sid, x) for x in range(MAX_WORKERS + 1))
        if kind == "rail_steps" and not effect.get("distinct"):
            code, count = COLOUR_CODES[effect["colour"]], effect["count"]
        elif kind in ("coins", "claim_turn_order", "temp_workers", "hire_engineer", "points"):
            code, count = -2, 0
        elif all(not r.rails and not r.checks for r in reqs):
            code, count = -3, 0
        else:
            code, count = -1, 0
        detail = 0
        if space.group == "turn_order":
            group, detail = CLAIM, effect["position"]
        elif space.group == "last_round_tile":
            group = LAST_ROUND
        elif kind == "hire_engineer":
            group = HIRE
        elif kind == "use_engineer_action":
            group, detail = PUBLIC, effect["slot"]
        elif kind == "temp_workers":
            group = HELPERS
        else:
            group = PLAIN
        workers = -1 if space.workers is None else space.workers
        plan.append((sid, space.unlimited, workers, space.coins or 0, group, detail, code, count, reqs, places,
                     effect))
    return tuple(plan)


class RailroadsState(GameState):
    game_id = "railroads"

    def __init__(self, config: GameConfig, blank: bool = False) -> None:
        if blank:
            self.config = config
            self.players = config.players
            return
        super().__init__(config)
        n = config.players
        opts = config.options
        solo = n == 1
        setup = CAT.setup[n] if not solo else {**CAT.setup[emil.SETUP["as_players"]], "coins": emil.SETUP["coins"],
                                                "start_bonus_choosers": 0}
        if opts.get("coal"):
            setup = coal.adjust_setup(setup, n)  # one round fewer, one engineer fewer, +1 coin
        self.opts: dict[str, Any] = dict(opts)
        self.setup = setup
        self.side: str = setup["side"]
        self.rounds: int = setup["rounds"]
        self.round = 1
        self.board = germany.start_board(opts)  # the board every player starts with
        self.germany: germany.Table | None = germany.new_table(opts)  # the Germany module's tiles and tokens
        removed = {space for key, space in (("industry_1_black_1", "industry_1_black_1"),
                                            ("loco_or_factory_2", "loco_or_factory_2"))
                   if not opts.get(key, True)}
        if solo:
            removed.update(emil.SETUP["covered"])
        self.space_ids: tuple[str, ...] = tuple(
            s for s in CAT.space_order if self.side in CAT.spaces[s].sides and s not in removed
        )
        if opts.get("coal"):
            self.space_ids += coal.table_spaces(n)
        self.twins: dict[str, str] = coal.TWINS if opts.get("coal") else {}  # spaces occupied together
        self.public_slots: int = CAT.sides[self.side]["public_engineers"]
        self.plan = space_plan(self.space_ids)
        self.seats = [Seat(self.board, setup["workers"], setup["coins"]) for _ in range(n)]
        rng = self.rng
        # locomotive supply (#2-#9) and the pool of returned factories
        self.supply = [0] * 10
        for number in range(2, 10):
            self.supply[number] = setup["loco_copies"]
        self.returned: list[int] = []
        self.qcards: list[str] = [c for c in CAT.question_cards if modules.allowed(c, opts)]
        # engineer row: slot 0 is the hiring slot, then the public slots, then the upcoming ones
        a_tiles = [e.number for e in CAT.engineers.values() if e.letter == "A" and modules.allowed(e.number, opts)]
        b_tiles = [e.number for e in CAT.engineers.values() if e.letter == "B" and modules.allowed(e.number, opts)]
        rng.shuffle(a_tiles)
        rng.shuffle(b_tiles)
        slots = CAT.sides[self.side]["engineer_slots"]
        row = extras.deal([a_tiles, b_tiles], [setup["engineers"]["A"], setup["engineers"]["B"]])
        self.row: list[int] = row + [0] * (slots - len(row))
        deck = list(CAT.end_cards)
        rng.shuffle(deck)
        self.removed_cards: list[str] = deck[: CAT.end_cards_removed]
        self.deck: list[str] = sorted(deck[CAT.end_cards_removed:])  # face down: its order carries nothing
        order = list(range(n))
        rng.shuffle(order)
        self.order: list[int] = order
        for position, seat in enumerate(order):
            self.seats[seat].turn_card = 0 if solo else position + 1
        self.cur = 0
        self.passed = [False] * n
        self.occupied: dict[str, int] = {}
        self.crowd: list[int] = []  # who used the unlimited space, in order, this round
        self.claims: list[int] = [-1, -1]
        self.turquoise = -1
        self.phase = START
        self.start_left: list[str] = [c for c in CAT.start_cards if modules.allowed(c, opts)]
        self.choosers: list[int] = [order[n - 1 - k] for k in range(setup["start_bonus_choosers"])]
        self.relocators: list[int] = []
        self.next_order: list[int] = order[:]
        # the turn being resolved
        self.turn_seat = -1
        self.mode = ""
        self.held = 0
        self.locked: list[tuple[Any, ...]] = []
        self.pools: list[tuple[Any, ...]] = []
        self.deferred: list[bool] = []
        self.events: list[Event] = []
        self._legal: dict[int, list[Action]] = {}
        self._search: dict[int, list[Action]] = {}  # the AI's move lists, kept like _legal
        self.emil: emil.Emil | None = emil.new_emil(self) if solo else None
        # the modules' free actions in a player's own turn (free_actions.py); () without modules
        self.free_hub = free_actions.hub(self.opts)
        self.free_kinds = free_actions.kinds(self.free_hub)
        self.coal: coal.Coal | None = coal.new_coal(self) if opts.get("coal") else None
        self.tokens: dict[str, int] = extras.new_tokens(opts) if opts.get("extras") else {}
        if opts.get("extras"):
            markers = CAT.markers + (extras.MARKER,)
            for p in self.seats:
                p.markers = markers
        if not self.choosers:
            self._start_round()

    # --- copying --------------------------------------------------------------
    def clone(self) -> RailroadsState:
        return self.copy_with_rng(copy_rng(self.rng))

    def copy_with_rng(self, rng: random.Random) -> RailroadsState:
        twin = RailroadsState(self.config, blank=True)
        twin.rng = rng
        twin.opts = self.opts
        twin.setup = self.setup
        twin.side = self.side
        twin.rounds = self.rounds
        twin.round = self.round
        twin.board = self.board
        twin.germany = self.germany.copy() if self.germany is not None else None
        twin.space_ids = self.space_ids
        twin.twins = self.twins
        twin.free_hub = self.free_hub
        twin.free_kinds = self.free_kinds
        twin.coal = self.coal.copy() if self.coal is not None else None
        twin.tokens = dict(self.tokens)
        twin.public_slots = self.public_slots
        twin.plan = self.plan
        twin.seats = [s.copy() for s in self.seats]
        twin.supply = self.supply[:]
        twin.returned = self.returned[:]
        twin.qcards = self.qcards[:]
        twin.row = self.row[:]
        twin.removed_cards = self.removed_cards[:]
        twin.deck = self.deck[:]
        twin.order = self.order[:]
        twin.cur = self.cur
        twin.passed = self.passed[:]
        twin.occupied = dict(self.occupied)
        twin.crowd = self.crowd[:]
        twin.claims = self.claims[:]
        twin.turquoise = self.turquoise
        twin.phase = self.phase
        twin.start_left = self.start_left[:]
        twin.choosers = self.choosers[:]
        twin.relocators = self.relocators[:]
        twin.next_order = self.next_order[:]
        twin.turn_seat = self.turn_seat
        twin.mode = self.mode
        twin.held = self.held
        twin.locked = self.locked[:]
        twin.pools = self.pools[:]
        twin.deferred = self.deferred[:]
        twin.events = []
        twin._legal = dict(self._legal)  # the lists are never changed once made
        twin._search = dict(self._search)
        twin.emil = self.emil.copy() if self.emil is not None else None
        return twin

    # a copy sent to another process (the AI's helpers) leaves out what it rebuilds from the
    # options: the space plan and the modules' free actions hold objects of compiled modules
    # (`make compiled`), which do not pickle; the move lists are worked out again
    _REBUILT = ("plan", "free_hub", "free_kinds", "_legal", "_search")

    def __getstate__(self) -> dict[str, Any]:
        return {key: value for key, value in fields_of(self).items() if key not in self._REBUILT}

    def __setstate__(self, fields: dict[str, Any]) -> None:
        for key, value in fields.items():
            setattr(self, key, value)
        self.plan = space_plan(self.space_ids)
        self.free_hub = free_actions.hub(self.opts)
        self.free_kinds = free_actions.kinds(self.free_hub)
        self._legal = {}
        self._search = {}

    def resample_hidden(self, seat: int, rng: random.Random) -> None:
        """The end-bonus deck, the two cards out of the game and others' kept cards are hidden."""
        self._deal_hidden(seat, rng)

    def order_hidden(self, seat: int) -> None:
        """The hidden cards and foundries dealt back sorted: the position then depends on nothing
        but what ``seat`` sees."""
        self._deal_hidden(seat, None)

    def _deal_hidden(self, seat: int, rng: random.Random | None) -> None:
        """The cards ``seat`` cannot see dealt back into their places: shuffled by ``rng``, or sorted
        without one."""
        looking = self.turn_seat == seat and self._deciding_end_card()
        hands = [s for s in range(self.players) if s != seat and self.seats[s].end_cards]
        pool = list(self.removed_cards)
        for s in hands:
            pool.extend(self.seats[s].end_cards)
        if not looking:
            pool.extend(self.deck)
        if rng is None:
            pool.sort()
        else:
            shuffle(rng, pool)
        self.removed_cards = [pool.pop() for _ in self.removed_cards]
        for s in hands:
            self.seats[s].end_cards = sorted(pool.pop() for _ in self.seats[s].end_cards)
        if not looking:
            self.deck = sorted(pool)
        if self.coal is not None and rng is None:
            self.coal.stack.sort()
        elif self.coal is not None and rng is not None:
            coal.resample(self, rng)
        # only which hidden card lies where changed, never how many: the legal moves stay

    # --- the contract ---------------------------------------------------------
    def to_move(self) -> list[int]:
        if self.phase == OVER:
            return []
        if self.turn_seat >= 0:
            return [self.turn_seat]
        if self.phase == START:
            return [self.choosers[0]]
        if self.phase == RELOCATE:
            return [self.relocators[0]]
        return [self.order[self.cur]]

    def is_over(self) -> bool:
        return self.phase == OVER

    def round_number(self) -> int:
        return self.round

    def legal_actions(self, seat: int) -> list[Action]:
        cached = self._legal.get(seat)
        if cached is not None:
            return cached
        if seat not in self.to_move():
            result: list[Action] = []
        elif self.turn_seat >= 0:
            result = self._resolve_actions(seat)
        elif self.phase == START:
            result = [act("start_bonus", c) for c in self.start_left]
        elif self.phase == RELOCATE:
            result = self._relocation_actions(seat)
        else:
            result = self._turn_actions(seat)
        self._legal[seat] = result
        return result

    def scores(self) -> list[SeatScore]:
        return [SeatScore(s, p.score, scoring.breakdown_in_order(p), ()) for s, p in enumerate(self.seats)]

    def view(self, seat: int | None) -> dict[str, Any]:
        return view.build_view(self, seat)

    # --- applying -------------------------------------------------------------
    def _apply(self, seat: int, action: Action) -> list[Event]:
        self._legal = {}
        self._search = {}
        self.events = []
        kind = action.kind
        args = action.args
        if kind == "place":
            self._place(seat, str(args[0]), int(args[1]))
        elif kind == "pass":
            self._pass(seat)
        elif kind == "start_bonus":
            card = str(args[0])
            self.start_left.remove(card)
            self.choosers.pop(0)
            self.events.append(Event("start_bonus_taken", {"card": card}, seat))
            self._begin(seat, "start")
            effects.push(self, seat, CAT.start_cards[card], True)
        elif kind == "relocate":
            self._relocate(seat, str(args[0]))
        elif kind == "stay":
            self.relocators.pop(0)
            self.events.append(Event("relocation_declined", {}, seat))
            self._after_relocation()
            return self.events
        elif kind == "end_turn":
            self._end_turn()
        elif kind in self.free_kinds:
            if self.turn_seat < 0:
                self._begin(seat, "pre")  # a free action before the turn's action
            free_actions.apply(self, seat, action)
        else:
            effects.resolve(self, seat, action)
        self._advance()
        if self.emil is not None:
            emil.grow(self)
        return self.events

    def _begin(self, seat: int, mode: str) -> None:
        self.turn_seat = seat
        self.mode = mode

    def _advance(self) -> None:
        """Finish the turn once nothing is left to decide."""
        while self.turn_seat >= 0:
            seat = self.turn_seat
            acts = self._resolve_actions(seat)
            if acts:
                self._legal = {seat: acts}
                self._search = {}
                if acts[0].kind == "endcard" and not any(e.code == "end_deck_shown" for e in self.events):
                    # the player now looks through the deck: no undo may take that back
                    self.events.append(Event("end_deck_shown", {"count": len(self.deck)}, seat, reveals=True))
                return
            self._end_turn()

    def _end_turn(self) -> None:
        seat = self.turn_seat
        self.turn_seat = -1
        self.held = 0
        self.locked = []
        self.pools = []
        self.deferred = []
        mode = self.mode
        self.mode = ""
        if mode == "start":
            if not self.choosers:
                self._start_round()
        elif mode == "turn":
            self.events.append(Event("turn_ended", {}, seat))
            self._next_player()
        elif mode == "relocate":
            self._after_relocation()
        # mode "pre": a free action before the turn's action is done; the player chooses that action now

    # --- placing and passing --------------------------------------------------
    def space_cost(self, sid: str, seat: int) -> tuple[int, int]:
        """(workers, required coins) of a board space or an engineer space for ``seat``."""
        space = CAT.spaces.get(sid)
        if space is not None:
            if space.group == "engineer" and space.effect["type"] == "use_engineer_action":
                number = self.row[space.effect["slot"]]
                eng = CAT.engineers[number]
                return eng.workers, eng.coins
            return space.workers or 0, space.coins or 0
        eng = CAT.engineer_by_id[sid]
        if self.opts.get("hired_engineer_cost", "printed") == "free":
            return 0, 0
        return eng.workers, eng.coins

    def space_block(self, seat: int, sid: str, room: Sequence[int] | None = None) -> str:
        """Why ``seat`` may not use the board space now ('' when it may, cost aside)."""
        space = CAT.spaces[sid]
        if not space.unlimited and sid in self.occupied:
            return "occupied"
        group = space.group
        if group == "turn_order":
            if self.round == self.rounds:
                return "covered"
            if seat in self.claims:
                return "claimed_other"
            position = space.effect["position"]
            if self.players > 2 and self.order.index(seat) == position - 1:
                return "already_there"
        elif group == "last_round_tile":
            if self.round != self.rounds or self.opts.get("last_round_tile", "industry_3") == "none":
                return "not_last_round"
        elif group == "engineer":
            slot = space.effect["slot"]
            if slot >= len(self.row) or not self.row[slot]:
                return "no_engineer"
        if space.effect["type"] == "temp_workers" and self.turquoise >= 0:
            return "occupied"
        if not effects.feasible(self, seat, self.space_effect(sid), room):
            return "not_in_full"
        return ""

    def space_effect(self, sid: str) -> dict[str, Any]:
        space = CAT.spaces.get(sid)
        if space is None:
            return CAT.engineer_by_id[sid].effect
        if space.effect["type"] == "use_engineer_action":
            return CAT.engineers[self.row[space.effect["slot"]]].effect
        return space.effect

    def coin_choices(self, seat: int, workers: int, coins: int) -> range:
        """How many coins may stand in for workers (an empty range if the cost cannot be paid)."""
        p = self.seats[seat]
        have = p.free + p.temp
        low = workers - have if workers > have else 0
        high = min(workers, p.coins - coins)
        return range(low, high + 1)

    def _turn_actions(self, seat: int) -> list[Action]:
        """Every placement and ``pass``; the same tests as ``space_block``, ordered cheapest first."""
        p = self.seats[seat]
        result: list[Action] = []
        room = effects.rooms(p)
        have = p.free + p.temp
        coins = p.coins
        occupied = self.occupied
        row = self.row
        last = self.round == self.rounds
        tile = not last or self.opts.get("last_round_tile", "industry_3") == "none"
        claimed = seat in self.claims
        position = self.order.index(seat) + 1 if self.players > 2 else 0
        supply = self.supply_count()
        pool = supply + len(self.returned)
        industry_room = -1
        engineers = CAT.engineers
        for sid, unlimited, workers, need, group, detail, code, count, reqs, places, effect in self.plan:
            if not unlimited and sid in occupied:
                continue
            if group:
                if group == CLAIM:
                    if last or claimed or position == detail:
                        continue
                elif group == PUBLIC:
                    number = row[detail]
                    if not number:
                        continue
                    eng = engineers[number]
                    workers, need, effect = eng.workers, eng.coins, eng.effect
                elif group == LAST_ROUND:
                    if tile:
                        continue
                elif group == HIRE:
                    if not row[0]:
                        continue
                elif self.turquoise >= 0:  # HELPERS
                    continue
            if need > coins or workers > have + coins - need:
                continue
            if code >= 0:
                # a single rail pool: enough room is the whole test for one colour, and enough
                # for any other (short of it, a step may unlock a colour: the general test)
                if effects.pool_room(room, code, 0) < count and (code < ANY or not effects.feasible(
                        self, seat, effect, room)):
                    continue
            elif code == -3:
                for req in reqs:
                    if req.industry:
                        if industry_room < 0:
                            industry_room = p.industry_capacity(self.opts.get("industry_split", True))
                        if industry_room < req.industry:
                            continue
                    if supply < req.locos or pool < req.locos + req.factories:
                        continue
                    if req.doublers and p.free_doublers() < req.doublers:
                        continue
                    break
                else:
                    continue
            elif code == -1 and not effects.feasible(self, seat, effect, room):
                continue
            low = workers - have if workers > have else 0
            high = workers if workers < coins - need else coins - need
            result.extend(places[low:high + 1])
        for number in p.engineers:
            if number in p.eng_used:
                continue
            eng = CAT.engineers[number]
            workers, need = self.space_cost(eng.id, seat)
            for x in self.coin_choices(seat, workers, need):
                result.append(act("place", eng.id, x))
        if self.free_hub:
            result.extend(free_actions.offer(self, seat))
        result.append(PASS)
        return result

    def _pay(self, seat: int, workers: int, coins: int, x: int) -> None:
        p = self.seats[seat]
        people = workers - x
        from_temp = min(p.temp, people)
        p.temp -= from_temp
        p.free -= people - from_temp
        p.placed += people
        p.coins -= coins + x

    def _place(self, seat: int, sid: str, x: int) -> None:
        p = self.seats[seat]
        workers, coins = self.space_cost(sid, seat)
        self._pay(seat, workers, coins, x)
        own = sid in CAT.engineer_by_id
        self.events.append(Event("placed", {"space": sid, "workers": workers - x, "coins": coins + x}, seat))
        self._begin(seat, "turn")
        if own:
            number = CAT.engineer_by_id[sid].number
            p.eng_used.append(number)
            self.events.append(Event("engineer_used", {"engineer": sid}, seat))
            effects.push(self, seat, CAT.engineer_by_id[sid].effect, False)
            return
        space = CAT.spaces[sid]
        if space.unlimited:
            self.crowd.append(seat)
        else:
            self.occupied[sid] = seat
            if self.twins and sid in self.twins:
                self.occupied[self.twins[sid]] = seat  # the combined coal space: both choices taken
        p.placements.append(sid)
        if space.effect["type"] == "use_engineer_action":
            number = self.row[space.effect["slot"]]
            self.events.append(Event("engineer_used", {"engineer": CAT.engineers[number].id}, seat))
        effects.push(self, seat, space.effect, True)

    def _pass(self, seat: int) -> None:
        p = self.seats[seat]
        self.passed[seat] = True
        points = CAT.turn_points.get(p.turn_card, 0)
        p.add_points("turn_order", points)
        self.events.append(Event("passed", {"card": p.turn_card, "points": points}, seat))
        self._next_player()

    def _next_player(self) -> None:
        n = self.players
        if all(self.passed):
            self._end_actions()
            return
        if self.emil is not None:
            emil.turn(self)
            return
        for step in range(1, n + 1):
            index = (self.cur + step) % n
            if not self.passed[self.order[index]]:
                self.cur = index
                return

    # --- after everyone passed -------------------------------------------------
    def _end_actions(self) -> None:
        first, second = self.claims
        order = self.order
        if first < 0 and second == order[0]:
            new = order[:]
        else:
            rest = [s for s in order if s != first and s != second]
            new = [first] if first >= 0 else [rest.pop(0)]
            if second >= 0:
                new.append(second)
            new.extend(rest)
        changed = new != order
        self.next_order = new
        if changed:
            self.events.append(Event("turn_order_changed", {"order": new[:]}))
        self.relocators = [s for s in (second, first) if s >= 0]
        self.phase = RELOCATE
        self._after_relocation()

    def _relocation_targets(self, seat: int) -> list[str]:
        targets = []
        for sid in self.space_ids:
            space = CAT.spaces[sid]
            if space.group in ("turn_order", "last_round_tile"):
                continue
            if space.group == "engineer" and space.effect["type"] == "hire_engineer":
                continue
            if self.space_block(seat, sid) or self.space_cost(sid, seat) != (1, 0):
                continue
            targets.append(sid)
        return targets

    def _relocation_actions(self, seat: int) -> list[Action]:
        result = [act("relocate", sid) for sid in self._relocation_targets(seat)]
        if self.opts.get("relocation_optional", True) or not result:
            result.append(STAY)
        return result

    def _relocate(self, seat: int, sid: str) -> None:
        self.relocators.pop(0)
        space = CAT.spaces[sid]
        if space.unlimited:
            self.crowd.append(seat)
        else:
            self.occupied[sid] = seat
            if self.twins and sid in self.twins:
                self.occupied[self.twins[sid]] = seat
        self.seats[seat].placements.append(sid)
        self.events.append(Event("relocated", {"space": sid}, seat))
        self._begin(seat, "relocate")
        effects.push(self, seat, self.space_effect(sid), True)

    def _after_relocation(self) -> None:
        if self.relocators:
            return
        self._end_round()

    # --- end of round -----------------------------------------------------------
    def _end_round(self) -> None:
        scoring.score_round(self)
        if self.coal is not None:
            coal.end_round(self)
        self.order = self.next_order
        for seat in range(self.players):
            p = self.seats[seat]
            p.free = p.workers
            p.temp = 0
            p.placed = 0
            p.placements = []
            p.eng_used = []
            p.tokens_used = []  # Germany: income tokens face up again after scoring
        if self.opts.get("turn_order_cards_each_round", True) and self.emil is None:
            for position, seat in enumerate(self.order):
                self.seats[seat].turn_card = position + 1
        self.occupied = {}
        if self.emil is not None:
            self.emil.free = self.emil.total  # his workers come back with everyone's
            self.emil.spaces = {}
        self.crowd = []
        self.claims = [-1, -1]
        self.turquoise = -1
        self.passed = [False] * self.players
        if self.row and self.row[0]:
            self.events.append(Event("engineer_removed", {"engineer": CAT.engineers[self.row[0]].id}))
        self.row = self.row[1:] + [0]
        if self.round >= self.rounds:
            scoring.score_final(self)
            self.phase = OVER
            self.events.append(Event("game_over", {"winners": self.winners()}))
            return
        self.round += 1
        self._start_round()

    def _start_round(self) -> None:
        self.phase = ACTIONS
        self.cur = 0
        self.events.append(Event("round_started", {
            "round": self.round, "order": self.order[:], "last": self.round == self.rounds,
        }))
        if self.emil is not None:
            emil.start_round(self)

    # --- resolving what a turn gave -------------------------------------------
    def _deciding_end_card(self) -> bool:
        return (self.turn_seat >= 0 and not self.held and not self.locked and not self.pools
                and bool(self.deferred))

    def _resolve_actions(self, seat: int) -> list[Action]:
        p = self.seats[seat]
        if self.held:
            return self._loco_actions(p, self.held, True)
        while self.locked:
            acts = effects.decision_actions(self, seat, self.locked[0])
            if acts:
                return acts
            self.locked.pop(0)
        if self.pools:
            acts = self._pool_actions(seat)
            if acts:
                if not any(item[1] for item in self.pools):
                    acts.append(DONE)
                return acts
            self.pools = []
        if self.free_hub:
            acts = free_actions.followups(self, seat)
            if acts:
                return acts
        if self.deferred:
            result = [act("endcard", c) for c in self.deck]
            if result:
                if not self.deferred[0]:
                    result.append(SKIP)
                return result
            self.deferred = []
        if self.free_hub and self.mode == "turn":
            # the turn's action is done: free actions remain, or the turn ends
            acts = free_actions.offer(self, seat)
            if acts:
                acts.append(END_TURN)
                return acts
        return []

    def _loco_actions(self, p: Seat, tile: int, held: bool) -> list[Action]:
        reach = loco_reach(tile)
        result = []
        for line in self.board.lines:
            slots = p.locos[line.index]
            empty_done = False
            for k, there in enumerate(slots):
                if not there:
                    if not empty_done:
                        result.append(act("loco", line.id, k))
                        empty_done = True
                elif loco_reach(there) < reach:
                    result.append(act("loco", line.id, k))
        if p.slots_full():
            result.append(LOCO_DISCARD)
        return result

    def _pool_actions(self, seat: int) -> list[Action]:
        p = self.seats[seat]
        result: list[Action] = []
        rail_pools = [item for item in self.pools if item[0] == "rail"]
        if rail_pools:
            steps = effects.rail_steps(self, p, rail_pools)
            result.extend(act("rail", self.board.lines[line].id, COLOURS[colour]) for line, colour in steps)
        has_loco = has_factory = False
        industry = None
        for item in self.pools:
            kind = item[0]
            if kind == "industry" and industry is None:
                industry = item
            elif kind == "loco":
                has_loco = True
            elif kind == "factory":
                has_factory = True
        if industry is not None:
            lock = industry[3]
            for marker in range(len(p.industry)):
                if (lock < 0 or lock == marker) and p.marker_can_step(marker):
                    result.append(act("industry", marker))
        if has_loco:
            tile = self.lowest_supply()
            if tile:
                result.extend(self._loco_actions(p, tile, False))
        if has_factory:
            result.extend(self._factory_actions(p))
        return result

    def lowest_supply(self) -> int:
        for number in range(2, 10):
            if self.supply[number]:
                return number
        return 0

    def supply_count(self) -> int:
        return sum(self.supply)

    def _factory_actions(self, p: Seat) -> list[Action]:
        sources: list[tuple[int, str]] = []
        tile = self.lowest_supply()
        loco_needed = any(item[0] == "loco" and item[1] for item in self.pools)
        if tile and not (loco_needed and self.supply_count() <= 1):
            sources.append((tile, "supply"))
        for number in sorted(set(self.returned)):
            sources.append((number, "pool"))
        if 0 in p.factories:
            return [act("factory", n, src) for n, src in sources]
        return [act("factory", n, src, k + 1) for n, src in sources for k in range(len(p.factories))]

    # --- small helpers used by effects and views ----------------------------
    def line_id(self, index: int) -> str:
        return self.board.lines[index].id

    def line_of(self, line_id: str) -> int:
        return self.board.line_index[line_id]
