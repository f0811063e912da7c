"""One player's board: rails on the lines, locomotives, industry markers, factories and what is owned."""

from __future__ import annotations

from typing import Final

from engine.games.railroads.data import ANY, BLACK_OR_GREY, SPECIAL_LOCO, BoardDef, catalogue

CAT: Final = catalogue()


STOKER: Final = 16  # added to a locomotive's tile on the board when a stoker sits on it (Coal module)


def loco_reach(tile: int) -> int:
    """A tile's level: its number (9 for the "?" #9), one more with a stoker."""
    if tile < SPECIAL_LOCO:
        return tile
    if tile > STOKER:
        return loco_reach(tile - STOKER) + 1
    return 9


def capacity(board: BoardDef, rails: list[list[int]], unlocked: list[bool], line: int, colour: int) -> int:
    """How many steps of ``colour`` a line can still take (0 if the colour may not go there), on plain
    arrays: the board's own rails or a look-ahead's copy of them."""
    ld = board.lines[line]
    if not ld.allowed[colour] or not unlocked[colour]:
        return 0
    row = rails[line]
    if board.caps is not None and not row[colour] and board.caps[colour]:
        if sum(1 for r in rails if r[colour]) >= board.caps[colour]:
            return 0  # the colour already stands on as many lines as the player has rails of it
    if colour:
        # a colour stays strictly behind the next lower colour the line allows
        prev = colour - 1
        while prev > 0 and not ld.allowed[prev]:
            prev -= 1
        limit = row[prev] - 1
    else:
        limit = ld.length
    room = limit - row[colour]
    return room if room > 0 else 0


class Seat:
    """Everything one player owns. Lists are copied by ``copy``; the board layout is shared."""

    __slots__ = (
        "board", "rails", "locos", "unlocked", "fired", "industry", "lane_bonus", "factories", "doublers",
        "markers_used", "medal", "values", "engineers", "eng_used", "end_cards", "extra_workers",
        "workers", "free", "temp", "placed", "coins", "score", "breakdown", "turn_card", "placements",
        "line_workers", "tokens", "tokens_used", "markers",
    )

    def __init__(self, board: BoardDef, workers: int, coins: int, blank: bool = False) -> None:
        self.board = board
        if blank:  # a copy fills in the rest
            return
        self.rails: list[list[int]] = [[1, 0, 0, 0, 0] for _ in board.lines]  # position by colour, 0 = not placed
        self.locos: list[list[int]] = [[0] * line.loco_slots for line in board.lines]
        self.locos[board.first_loco_line][0] = 1
        self.unlocked = [True, False, False, False, False]
        self.fired = 0  # bit mask of one-off special spaces already paid out
        self.industry: list[int] = [0]
        self.lane_bonus = False  # the "?" space of the industry track has paid out
        self.factories: list[int] = [0] * CAT.factory_slots
        self.doublers = 0
        self.markers_used: list[str] = []
        self.markers: tuple[str, ...] = CAT.markers  # the bonus markers of this game (extras adds one)
        self.medal = False
        self.values = "base"  # the colour value table in use
        self.engineers: list[int] = []
        self.eng_used: list[int] = []
        self.end_cards: list[str] = []
        self.extra_workers = 0
        self.workers = workers  # permanent workers
        self.free = workers  # own workers not yet placed this round
        self.temp = 0  # turquoise workers held and not yet placed
        self.placed = 0  # workers (own and turquoise) standing on spaces this round
        self.coins = coins
        self.score = 0
        self.breakdown: dict[str, int] = {}
        self.turn_card = 0
        self.placements: list[str] = []
        # Germany: workers gained from the board's new-worker spaces (capped by board.worker_cap),
        # income tokens owned (kinds, sorted; repeats allowed) and those used this round
        self.line_workers = 0
        self.tokens: list[str] = []
        self.tokens_used: list[str] = []

    def __reduce__(self) -> tuple[object, ...]:
        # pickled for the AI's helper processes: a compiled Seat is made blank, then given its fields
        return (Seat, (self.board, 0, 0, True), self.__getstate__())

    def copy(self) -> Seat:
        twin = Seat(self.board, 0, 0, True)
        twin.rails = [r[:] for r in self.rails]
        twin.locos = [slot[:] for slot in self.locos]
        twin.unlocked = self.unlocked[:]
        twin.fired = self.fired
        twin.industry = self.industry[:]
        twin.lane_bonus = self.lane_bonus
        twin.factories = self.factories[:]
        twin.doublers = self.doublers
        twin.markers_used = self.markers_used[:]
        twin.markers = self.markers
        twin.medal = self.medal
        twin.values = self.values
        twin.engineers = self.engineers[:]
        twin.eng_used = self.eng_used[:]
        twin.end_cards = self.end_cards[:]
        twin.extra_workers = self.extra_workers
        twin.workers = self.workers
        twin.free = self.free
        twin.temp = self.temp
        twin.placed = self.placed
        twin.coins = self.coins
        twin.score = self.score
        twin.breakdown = dict(self.breakdown)
        twin.turn_card = self.turn_card
        twin.placements = self.placements[:]
        twin.line_workers = self.line_workers
        twin.tokens = self.tokens[:]
        twin.tokens_used = self.tokens_used[:]
        return twin

    # --- points ---------------------------------------------------------------
    def add_points(self, category: str, points: int) -> None:
        if points:
            self.score += points
            self.breakdown[category] = self.breakdown.get(category, 0) + points

    # --- locomotives ----------------------------------------------------------
    def reach(self, line: int) -> int:
        total = 0
        for tile in self.locos[line]:
            if tile:
                total += loco_reach(tile)
        length = self.board.lines[line].length
        return total if total < length else length

    def loco_tiles(self) -> list[int]:
        return [t for slots in self.locos for t in slots if t]

    def slots_full(self) -> bool:
        return all(t for slots in self.locos for t in slots)

    # --- rails ----------------------------------------------------------------
    def capacity(self, line: int, colour: int) -> int:
        """How many steps of ``colour`` the line can still take now (0 if the colour may not go there)."""
        return capacity(self.board, self.rails, self.unlocked, line, colour)

    def can_step(self, line: int, colour: int) -> bool:
        return self.capacity(line, colour) > 0

    # --- industry -------------------------------------------------------------
    def lane_limit(self) -> int:
        """The furthest lane index a marker may reach: just before the first empty factory slot."""
        for slot in range(1, CAT.factory_slots + 1):
            if not self.factories[slot - 1]:
                return CAT.slot_index[slot] - 1
        return CAT.lane_end

    def industry_capacity(self, split: bool = True) -> int:
        """Industry steps the markers can still take now; without ``split``, the most one marker can
        (a marker that moves alone stops behind the marker ahead of it)."""
        limit = self.lane_limit()
        total = best = 0
        ahead = limit + 1
        for rank, pos in enumerate(sorted(self.industry, reverse=True)):
            room = limit - (0 if CAT.markers_share else rank) - pos
            if room > 0:
                total += room
            alone = (limit if CAT.markers_share else ahead - 1) - pos
            best = max(best, alone)
            ahead = pos
        return total if split else best

    def marker_can_step(self, marker: int) -> bool:
        pos = self.industry[marker]
        target = pos + 1
        if target > self.lane_limit():
            return False
        return CAT.markers_share or target not in self.industry

    def free_doublers(self) -> int:
        return len(self.board.doubler_spaces) - self.doublers

    def unused_markers(self) -> list[str]:
        return [m for m in self.markers if m not in self.markers_used]


def pool_admits(code: int, colour: int, used: int) -> bool:
    """Whether a rail pool of colour ``code`` (with colours ``used`` as a bit mask if distinct) takes a step."""
    if code == ANY:
        return not (used >> colour) & 1
    if code == BLACK_OR_GREY:
        return colour <= 1
    return code == colour
