"""Emil, the solo game's opponent: each of his turns reveals solo cards and blocks one board space.

Emil is a rule of the game, not a player: the state moves him as part of its progression (at the
start of every round and after each of the player's turns). His deck is face down and shuffled
every round; a card is drawn with the game's rng when it is revealed, so its order is never
stored and the AI's determinized copies draw differently.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from engine.core import Event
from engine.core.draws import below
from engine.games.railroads.data import COLOUR_INDEX, catalogue, load_json
from engine.games.railroads.player import Seat

if TYPE_CHECKING:
    from engine.games.railroads.state import RailroadsState

CAT: Final = catalogue()
DATA: Final[dict[str, Any]] = load_json("emil.json")
SETUP: Final[dict[str, Any]] = DATA["setup"]
CARDS: Final[dict[str, dict[str, Any]]] = {c["id"]: c for c in DATA["cards"]}
VIEW_CARDS: Final[dict[str, dict[str, str]]] = {cid: {"space": c["space"]} for cid, c in CARDS.items()}
EMIL: Final = -1  # Emil's mark in ``state.occupied``


class Emil:
    """Emil's side of the table: workers, the deck of the round, what he revealed and set aside."""

    __slots__ = ("total", "free", "passed", "deck", "revealed", "spaces", "engineers", "tiles", "last",
                 "skipped")

    def __init__(self, deck: list[str], blank: bool = False) -> None:
        if blank:  # a copy fills in the rest
            return
        self.total: int = SETUP["emil_workers"]
        self.free = self.total
        self.passed = False
        self.deck = sorted(deck)  # face down: which cards are left, never their order
        self.revealed: list[str] = []  # this round, in order: public
        self.spaces: dict[str, int] = {}  # space -> Emil's workers on it
        self.engineers: list[int] = []  # engineers he set aside: they count for the majority
        self.tiles: list[int] = []  # locomotives and factories he set aside
        self.last = ""  # the card his last turn blocked with ('' when he passed)
        self.skipped: list[tuple[str, str]] = []  # (card, reason) revealed and discarded that turn

    def __reduce__(self) -> tuple[object, ...]:
        # pickled for the AI's helper processes: a compiled Emil is made blank, then given its fields
        return (Emil, ([], True), self.__getstate__())

    def copy(self) -> Emil:
        twin = Emil([], True)
        twin.total = self.total
        twin.free = self.free
        twin.passed = self.passed
        twin.deck = self.deck[:]
        twin.revealed = self.revealed[:]
        twin.spaces = dict(self.spaces)
        twin.engineers = self.engineers[:]
        twin.tiles = self.tiles[:]
        twin.last = self.last
        twin.skipped = self.skipped[:]
        return twin


def deck_for(opts: dict[str, Any]) -> list[str]:
    return [cid for cid, card in CARDS.items() if not card.get("module") or opts.get(card["module"])]


def new_emil(state: RailroadsState) -> Emil:
    return Emil(deck_for(state.opts))


def thresholds_reached(score: int) -> int:
    return sum(1 for points in SETUP["reserve_at"] if score >= points)


def next_threshold(score: int) -> int | None:
    return next((points for points in SETUP["reserve_at"] if score < points), None)


def start_round(state: RailroadsState) -> None:
    """Return Emil's workers, reshuffle all his cards; he opens the round."""
    emil = state.emil
    assert emil is not None
    emil.free = emil.total
    emil.passed = False
    emil.deck = deck_for(state.opts)
    emil.revealed = []
    emil.spaces = {}
    emil.last = ""
    emil.skipped = []
    turn(state)


def grow(state: RailroadsState) -> None:
    """Emil takes a reserve worker when the player's score reaches 50, then 150; usable at once."""
    emil = state.emil
    assert emil is not None
    wanted = SETUP["emil_workers"] + thresholds_reached(state.seats[0].score)
    while emil.total < wanted:
        emil.total += 1
        emil.free += 1
        state.events.append(Event("emil_worker_gained", {"total": emil.total}))


def _cost(state: RailroadsState, sid: str) -> tuple[int, int]:
    space = CAT.spaces[sid]
    if space.group == "engineer" and space.effect["type"] == "use_engineer_action":
        number = state.row[space.effect["slot"]]
        eng = CAT.engineers[number]
        return eng.workers, eng.coins
    return space.workers or 0, space.coins or 0


def skip_reason(state: RailroadsState, card: str) -> str:
    """Why Emil discards ``card`` without blocking ('' when he blocks its space)."""
    sid = CARDS[card]["space"]
    if sid not in state.space_ids:
        return "not_in_play"
    if sid in state.occupied:
        return "occupied"
    space = CAT.spaces[sid]
    if space.group == "engineer" and not state.row[space.effect["slot"]]:
        return "no_engineer"
    workers, _coins = _cost(state, sid)
    if workers > state.emil.free:  # type: ignore[union-attr]
        return "too_few_workers"
    effect = space.effect
    if effect["type"] == "rail_steps" and effect["colour"] in COLOUR_INDEX:
        if not state.seats[0].unlocked[COLOUR_INDEX[effect["colour"]]]:
            return "colour_unusable"
    return ""


def turn(state: RailroadsState) -> None:
    """One turn of Emil: reveal cards until one can block its space, or pass."""
    emil = state.emil
    assert emil is not None
    grow(state)
    if emil.passed:
        return
    emil.last = ""
    emil.skipped = []
    while emil.deck and emil.free > 0:
        card = emil.deck.pop(below(state.rng, len(emil.deck)))
        emil.revealed.append(card)
        reason = skip_reason(state, card)
        if reason:
            emil.skipped.append((card, reason))
            state.events.append(Event("emil_skipped", {"card": card, "space": CARDS[card]["space"],
                                                       "reason": reason}))
            continue
        _block(state, card)
        return
    emil.passed = True
    state.events.append(Event("emil_passed", {}))


def _block(state: RailroadsState, card: str) -> None:
    emil = state.emil
    assert emil is not None
    sid = CARDS[card]["space"]
    workers, coins = _cost(state, sid)
    emil.free -= workers
    emil.spaces[sid] = workers
    emil.last = card
    state.occupied[sid] = EMIL
    if sid in state.twins:
        state.occupied[state.twins[sid]] = EMIL  # the combined coal space: both choices blocked
    params: dict[str, Any] = {"card": card, "space": sid, "workers": workers, "coins": coins}
    take = CARDS[card].get("take", "")
    if take == "engineer":
        number = state.row[0]
        state.row[0] = 0
        emil.engineers.append(number)
        params["engineer"] = CAT.engineers[number].id
    elif take:
        tiles = []
        if take == "locomotive_and_factory":
            tiles = [_take_tile(state, locomotive=True), _take_tile(state, locomotive=False)]
            if tiles[1]:
                params["factory"] = tiles[1]  # the tile he takes for its factory side: the log names it so
        else:
            tiles = [_take_tile(state, locomotive=True)]
        params["tiles"] = [t for t in tiles if t]
        emil.tiles.extend(params["tiles"])
    state.events.append(Event("emil_blocked", params))


def _take_tile(state: RailroadsState, locomotive: bool) -> int:
    """The lowest locomotive of the supply; for a factory (or with no locomotive left) the lowest
    factory, from the returned pool or the supply."""
    if locomotive:
        tile = state.lowest_supply()
        if tile:
            state.supply[tile] -= 1
            return tile
    returned = min(state.returned, default=0)
    tile = state.lowest_supply()
    if returned and (not tile or returned <= tile):
        state.returned.remove(returned)
        return returned
    if tile:
        state.supply[tile] -= 1
    return tile


def as_rival(state: RailroadsState) -> Seat:
    """Emil as a bare seat holding only his engineers, for the engineer majority."""
    emil = state.emil
    assert emil is not None
    rival = Seat(state.board, 0, 0)
    rival.engineers = emil.engineers[:]
    return rival
