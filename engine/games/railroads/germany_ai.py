"""AI knowledge for the Germany module: playout choices of branch, track tile and income token, and
what owned income tokens add to a position's estimate (used by ``ai.py``)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Final

from engine.core import Action
from engine.core.draws import below
from engine.games.railroads.germany_board import TILES, TOKENS
from engine.games.railroads.player import Seat

if TYPE_CHECKING:
    from engine.games.railroads.state import RailroadsState

KINDS: Final = frozenset(("branch", "tile", "take_token", "income", "end_turn"))

TOKEN_ROUND: Final = 1.6  # points an income token brings in each round still to come
TOKEN_NOW: Final = 1.2  # a face-up token still to use this round
HAMBURG_ROUNDS: Final = 3  # with this many rounds left (this one included) the long branch pays
# a playout's preference among the income tokens of the display
TOKEN_PREFERENCE: Final = {"black_grey": 3.0, "grey_brown": 3.2, "any_step": 2.6, "industry": 2.0, "coin": 1.5}


def rollout_action(state: RailroadsState, seat: int, actions: list[Action], rng: random.Random) -> Action | None:
    kind = actions[0].kind
    p = state.seats[seat]
    left = state.rounds - state.round + 1
    if kind == "branch":
        names = [str(a.args[0]) for a in actions]
        want = "hamburg" if left >= HAMBURG_ROUNDS else "berlin"
        if want in names and rng.random() < 0.85:
            return actions[names.index(want)]
        return actions[below(rng, len(actions))]
    if kind == "tile":
        return max(actions, key=lambda a: tile_value(p, str(a.args[0]), left) + rng.random())
    if kind == "take_token":
        return max((a for a in actions if a.kind == "take_token"),
                   key=lambda a: TOKEN_PREFERENCE.get(str(a.args[0]), 1.0) + rng.random())
    token = token_to_use(actions, rng)
    if token is not None:
        return token
    return None


def token_to_use(actions: list[Action], rng: random.Random) -> Action | None:
    """One of the income tokens offered, or None."""
    tokens = [a for a in actions if a.kind == "income"]
    if not tokens:
        return None
    return tokens[below(rng, len(tokens))]


def tile_value(p: Seat, tile: str, left: int) -> float:
    """A rough worth of a track tile's specials for the rest of the game."""
    value = 0.0
    for sd in TILES[tile]["specials"]:
        value += _special_value(p, sd, left) / (1 + 0.3 * (sd["space"] - 1))  # nearer spaces come sooner
    return value


def _special_value(p: Seat, sd: dict[str, Any], left: int) -> float:
    kind = sd["type"]
    if kind == "star_points":
        return 0.5 * sd["points"] * left
    if kind == "new_worker":
        cap = p.board.worker_cap
        return 0.0 if cap is not None and p.line_workers >= cap else 2.0 * left
    if kind == "income_token":
        return TOKEN_ROUND * left
    if kind == "bonus_marker":
        return 5.0 if p.unused_markers() else 0.0
    if kind == "extra_industry_marker":
        return 1.5 * left if len(p.industry) < p.board.max_markers else 0.0
    if kind == "immediate":
        effect = sd["effect"]
        return 2.0 * effect.get("count", 1) if effect["type"] in ("coins", "industry_steps") else 4.0
    return 1.0


def estimate(state: RailroadsState, p: Seat, left: int, passed: bool) -> float:
    """What the player's income tokens add to the projected final score (this round's unused
    ones only before the player passes: a token is used in the owner's turn)."""
    if not p.tokens:
        return 0.0
    unused = 0 if passed else len(p.tokens) - len(p.tokens_used)
    return TOKEN_ROUND * len(p.tokens) * max(0, left - 1) + TOKEN_NOW * unused


assert set(TOKEN_PREFERENCE) == set(TOKENS), "every income token kind has a playout preference"
