"""How Merkator games go, from seeded runs: turns per player, contracts fulfilled, the best contract,
games ended by the Peace of Westphalia, the winners' mean score.

``python -m engine.games.merkator.measure --players 2 --ai normal:iterations=200 --seed 1 --games 15``

Game ``i`` is seeded ``seed + i`` and seat ``s`` ``100 × seed + s``, as ``main.py simulate`` does, so a
line here describes the same games. The spec ``policy`` plays the search's playout policy alone
(no search: a fraction of a second a game).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from dataclasses import dataclass, field

from engine import games
from engine.ai.base import Player, make_player
from engine.ai.evaluation import Knowledge
from engine.core.actions import Action
from engine.core.game import GameConfig, GameState
from engine.games.merkator.data import catalogue
from engine.games.merkator.state import MerkatorState

CAT = catalogue()


class PolicyPlayer(Player):
    """Plays the game's playout policy alone (the moves a search's playouts make)."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.rng = random.Random(seed)
        self.knowledge = Knowledge(games.get("merkator"))

    def choose(self, state: GameState, seat: int) -> Action:
        actions = self.knowledge.actions(state, seat)
        return self.knowledge.rollout_move(state, seat, actions, self.rng)


@dataclass
class GameFacts:
    seed: int
    scores: list[float]
    winners: list[int]
    turns: int  # turns per player (the most any seat played)
    fulfilled: int  # contracts fulfilled in the game, all seats
    best: int  # highest value fulfilled
    tens_held: bool  # some seat ended holding a 10 or the Peace
    peace: bool  # the last round was started by the Peace of Westphalia
    per_value: dict[int, int] = field(default_factory=dict)
    wasted: list[int] = field(default_factory=list)  # goods left in storage at the end, by seat

    def to_json(self) -> dict:
        return self.__dict__


def play(players: int, specs: list[str], seed: int, options: dict | None = None) -> GameFacts:
    ruleset = games.get("merkator")
    config = ruleset.normalize_config(GameConfig(players=players, seed=seed, options=options or {}))
    state = ruleset.new_game(config)
    assert isinstance(state, MerkatorState)
    seats: list[Player] = [PolicyPlayer(seed * 100 + s) if spec == "policy" else make_player(spec, seed=seed * 100 + s)
                           for s, spec in enumerate(specs)]
    turns = [0] * players
    fulfilled, best, peace = 0, 0, False
    per_value: dict[int, int] = {}
    while not state.is_over():
        seat = state.to_move()[0]
        for event in state.apply(seat, seats[seat].choose(state, seat)):
            if event.code == "contract_fulfilled":
                fulfilled += 1
                value = int(event.params["value"])
                best = max(best, value)
                per_value[value] = per_value.get(value, 0) + 1
            elif event.code == "turn_ended" and event.seat is not None:
                turns[event.seat] += 1
            elif event.code == "last_round_triggered" and event.params.get("reason") == "peace":
                peace = True
    tens = any(CAT.contracts[c].value >= 10 for held in state.contracts for c in held)
    exact = [float(d["exact"]) for d in state.score_details()]
    return GameFacts(seed, exact, state.winners(), max(turns), fulfilled, best, tens, peace,
                     dict(sorted(per_value.items())), [sum(s) for s in state.storage])


def summary(facts: list[GameFacts]) -> dict:
    winners = [max(f.scores) for f in facts]
    solo = len(facts[0].scores) == 1
    line = {
        "games": len(facts),
        "turns_per_player": round(statistics.mean(f.turns for f in facts), 1),
        "turns_range": [min(f.turns for f in facts), max(f.turns for f in facts)],
        "fulfilled_per_game": round(statistics.mean(f.fulfilled for f in facts), 1),
        "best_contract": max(f.best for f in facts),
        "games_fulfilling_10": sum(1 for f in facts if f.best >= 10),
        "games_holding_10": sum(1 for f in facts if f.tens_held),
        "ended_by_peace": sum(1 for f in facts if f.peace),
        "winner_mean": round(statistics.mean(winners), 2),
        "winner_range": [min(winners), max(winners)],
        "goods_left_per_seat": round(statistics.mean(w for f in facts for w in f.wasted), 1),
    }
    if solo:
        scores = [f.scores[0] for f in facts]
        line["solo_mean"] = round(statistics.mean(scores), 2)
        line["at_55_60_80"] = [sum(1 for s in scores if s >= mark) for mark in (55, 60, 80)]
        if len(scores) > 1:
            line["solo_interval95"] = round(1.96 * statistics.stdev(scores) / len(scores) ** 0.5, 2)
    return line


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--ai", default="policy", help="one spec for every seat, or one per seat, comma-separated")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--options", type=json.loads, default={})
    parser.add_argument("--each", action="store_true", help="also print every game's facts")
    args = parser.parse_args(argv)
    specs = args.ai.split(",")
    if len(specs) == 1:
        specs = specs * args.players
    facts = []
    for index in range(args.games):
        game = play(args.players, specs, args.seed + index, args.options)
        facts.append(game)
        if args.each:
            print(json.dumps(game.to_json()), flush=True)
    print(json.dumps({"players": args.players, "ai": specs, "seeds": [args.seed, args.seed + args.games - 1],
                      **summary(facts)}))


if __name__ == "__main__":
    main(sys.argv[1:])
