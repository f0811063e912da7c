"""Build a game's tactics positions from seeded games: ``python -m tests.tactics.build <game> [count]``.

Seeded games are played with the game's quick playout moves (random where it has none); at every
moment of the game's late phase the position is judged by ``tests.tactics.verify``; a position
whose best moves are clearly ahead, and stay best when everybody plays on instead of going
quietly, is written to ``tests/tactics/<game>/<name>.json``.
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Callable
from pathlib import Path

from engine import games
from engine.ai.evaluation import Knowledge, search_actions
from engine.core.game import GameConfig, GameState
from engine.core.match import Match
from engine.core.saves import match_to_json
from tests.tactics import reasons
from tests.tactics.verify import (
    GAP,
    WIN,
    Judgement,
    UnjudgedError,
    first_moves,
    holds_when_others_play_on,
    judge,
)

FOLDER = Path(__file__).parent
PER_GAME = 2  # positions taken from one seeded game, so that the suite has many different games
MAX_BEST = 2  # one clearly right move, or two equally right ones
# Speicherstadt: a loading reaches the same goods by several first steps (three is still one clear
# plan among a dozen moves), and a purchase is buy or decline (the card a contract needs)
MAX_BEST_OF = {"speicherstadt": 3}
OTHER_MOVES = {"speicherstadt": 1}  # at least this many first moves that are not best (else 2)


def _dale_late(state: GameState, seat: int) -> bool:
    return state.phase == "main" and len(state.stalls[seat]) == 7  # type: ignore[attr-defined]


def _speicherstadt_late(state: GameState, seat: int) -> bool:
    return state.last_round and state.phase in ("loading", "purchase")  # type: ignore[attr-defined]


def _railroads_late(state: GameState, seat: int) -> bool:
    # the seat's last placements: with more workers left its later placements are too many to judge
    player = state.seats[seat]  # type: ignore[attr-defined]
    return state.round == state.rounds and state.turn_seat < 0 and player.free + player.temp <= 2  # type: ignore[attr-defined]


def _jantaris_late(state: GameState, seat: int) -> bool:
    from engine.games.jantaris.data import END_PRESTIGE

    # a secret vote is judged against the others' hidden votes: no clear move
    near = max(sum(p) for p in state.pp) >= END_PRESTIGE - 4  # type: ignore[attr-defined]
    return near and state.decision is not None and state.decision[0] != "vote"  # type: ignore[attr-defined]


def _merkator_late(state: GameState, seat: int) -> bool:
    # after the trip (fulfil, trade, join): a whole turn from its invest step has too many chains to judge
    return state.last_round() and state.step in ("fulfil", "join")  # type: ignore[attr-defined]


LATE: dict[str, Callable[[GameState, int], bool]] = {
    "merkator": _merkator_late,
    "dale": _dale_late,
    "speicherstadt": _speicherstadt_late,
    "railroads": _railroads_late,
    "jantaris": _jantaris_late,
}
PLAYERS = {"merkator": (2, 3, 4), "dale": (2, 3, 4), "speicherstadt": (2, 3, 4, 5), "railroads": (2, 3, 4), "jantaris": (3, 4)}


def decides(game: str, verdict: Judgement) -> bool:
    """Only the best moves win the game (a move that changes nothing of the result is no tactic)."""
    if game == "dale":
        return True  # there the worth is the win itself
    top = max(verdict.worth.values())
    if game == "merkator":
        # the last turn's points are counted exactly (contracts, buildings): the best moves win and
        # every other move makes at least GAP points less, whether or not it also wins
        points = verdict.gap - WIN if verdict.gap >= WIN else verdict.gap
        return top >= WIN and points >= GAP[game]
    if verdict.gap - WIN < GAP[game]:
        return False  # a win by the tie-break alone is no clear move
    return top >= WIN and all(w < WIN for a, w in verdict.worth.items() if a not in verdict.best)


def _clear(game: str, verdict: Judgement, actions: list) -> bool:
    """A position worth keeping: the best moves decide the game, by a clear gap, among enough others."""
    return (
        decides(game, verdict)
        and verdict.gap >= GAP[game]
        and len(verdict.best) <= MAX_BEST_OF.get(game, MAX_BEST)
        and len(actions) - len(verdict.best) >= OTHER_MOVES.get(game, 2)
    )


def positions_of_game(game: str, players: int, seed: int) -> list[dict]:
    ruleset = games.get(game)
    config = ruleset.normalize_config(GameConfig(players, seed, {}))
    match = Match(ruleset, config)
    knowledge = Knowledge(ruleset)
    rng = random.Random(seed)
    found: list[dict] = []
    while not match.state.is_over() and len(found) < PER_GAME and len(match.moves) < 3000:
        state = match.state
        movers = state.to_move()
        seat = movers[0]
        actions = first_moves(state, seat)
        weighed = search_actions(state, seat)
        if len(movers) == 1 and len(actions) > 1 and LATE[game](state, seat) and rng.random() < 0.5:
            try:
                verdict = judge(state, seat)
            except UnjudgedError:
                verdict = None
            if verdict is not None and _clear(game, verdict, actions) and holds_when_others_play_on(state, seat, verdict):
                found.append({
                    "save": match_to_json(match),
                    "seat": seat,
                    "best": sorted(a.key for a in verdict.best),
                    "reason": reasons.reason(game, state, seat, verdict),
                    "worth": {a.key: w for a, w in sorted(verdict.worth.items(), key=lambda kv: -kv[1])},
                })
        match.apply(seat, knowledge.rollout_move(state, seat, weighed, rng))
    return found


def build(game: str, count: int, first_seed: int = 1) -> list[Path]:
    folder = FOLDER / game
    folder.mkdir(exist_ok=True)
    written = sorted(folder.glob("*.json"))  # positions kept from an earlier run count
    seed = first_seed - 1
    while len(written) < count and seed < first_seed + 400:
        seed += 1
        players = PLAYERS[game][seed % len(PLAYERS[game])]
        for index, position in enumerate(positions_of_game(game, players, seed)):
            if len(written) >= count:
                break
            path = folder / f"p{players}_seed{seed}_{index + 1}.json"
            path.write_text(json.dumps(position, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
            written.append(path)
            print(path.name, position["best"], position["reason"], flush=True)
    return written


if __name__ == "__main__":
    build(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 16, int(sys.argv[3]) if len(sys.argv) > 3 else 1)
