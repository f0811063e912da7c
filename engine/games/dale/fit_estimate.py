"""Fits the weights of Dale's `fitted` estimate (data/estimate.json) to how games end.

``python -m engine.games.dale.fit_estimate --games 1200 --seed 600000 --jobs 2``

Plays seeded four-player games between search players (game ``i`` seeded ``seed + i``, seat
``s`` ``100 × (seed + i) + s``), takes a position every ``--every`` moves, and fits each seat's
chance to win as the softmax of a weighted sum of its features (a conditional logit, by
Newton's method) to the games' single winners. Prints, as JSON, the weights of the exact
optimum and the winners' mean log-likelihood a position under the game's own estimate, the
estimate in data/estimate.json and the new fit. docs/ai.md, "An estimate fitted to search
games", tells how the weights in the file were made (the same games, a gradient ascent
stopped a hair short of this optimum).
"""

from __future__ import annotations

import argparse
import json
import math
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from engine import games
from engine.ai.base import make_player
from engine.core.game import GameConfig
from engine.games.dale import ai
from engine.games.dale.cards import STACKS_TO_WIN
from engine.games.dale.state import DaleState

NAMES = ("built", "ready", "partial", "next_1", "next_2", "next_3", "next_4", "quality", "junk_share",
         "per_card", "per_seat_to_wait")


def features(st: DaleState, seat: int) -> list[float] | None:
    """The seat's features in the order of ``NAMES``; None once it has built every stack."""
    built = len(st.stalls[seat])
    need = built + 1
    if need > STACKS_TO_WIN:
        return None
    ready, best, coming, value, cards, junk = ai.seat_features(st, seat, need)
    count = max(cards, 1)
    return [float(built), float(ready), 0.0 if ready else best / need,
            *(1.0 if coming > k else 0.0 for k in range(4)),
            value / (count * 5), junk / count, float(cards), float((seat - st.active) % st.players)]


def play(seed: int, spec: str, every: int, players: int = 4) -> dict[str, Any]:
    """One game's positions: each seat's features and both estimates, and the winners."""
    st = games.get("dale").new_game(GameConfig(players=players, seed=seed))
    assert isinstance(st, DaleState)
    seats = [make_player(spec, seed=seed * 100 + s) for s in range(players)]
    positions, moves = [], 0
    while not st.is_over():
        seat = st.to_move()[0]
        st.apply(seat, seats[seat].choose(st, seat))
        moves += 1
        if moves % every == 0 and not st.is_over() and st.frame is None:
            rows = [features(st, s) for s in range(players)]
            if all(row is not None for row in rows):
                positions.append({"x": rows, "own": ai.evaluate(st), "fitted": ai.evaluate_fitted(st)})
    return {"winners": st.winners(), "positions": positions}


def fit(xs: list[list[list[float]]], winners: list[int], steps: int = 25) -> list[float]:
    """The weights that maximise the winners' likelihood under a softmax of weighted features."""
    k = len(xs[0][0])
    beta = [0.0] * k
    for _ in range(steps):
        grad = [0.0] * k
        hess = [[0.0] * k for _ in range(k)]
        for x, w in zip(xs, winners, strict=True):
            probs = _softmax([sum(b * f for b, f in zip(beta, row, strict=True)) for row in x])
            mean = [sum(p * row[j] for p, row in zip(probs, x, strict=True)) for j in range(k)]
            for j in range(k):
                grad[j] += x[w][j] - mean[j]
            for p, row in zip(probs, x, strict=True):
                d = [row[j] - mean[j] for j in range(k)]
                for a in range(k):
                    if d[a]:
                        pa = p * d[a]
                        line = hess[a]
                        for b in range(k):
                            line[b] += pa * d[b]
        change = _solve(hess, grad)
        beta = [b + c for b, c in zip(beta, change, strict=True)]
        if max(abs(c) for c in change) < 1e-9:
            break
    return beta


def log_likelihood(chances: list[list[float]], winners: list[int]) -> float:
    """The winners' mean log-likelihood a position."""
    return sum(math.log(max(c[w], 1e-300)) for c, w in zip(chances, winners, strict=True)) / len(winners)


def _softmax(scores: list[float]) -> list[float]:
    top = max(scores)
    weights = [math.exp(s - top) for s in scores]
    total = sum(weights)
    return [w / total for w in weights]


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """``matrix`` · x = ``vector`` by Gaussian elimination with partial pivoting (a feature that never
    varies leaves its weight where it is)."""
    n = len(vector)
    rows = [[*matrix[i], vector[i]] for i in range(n)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        if abs(rows[col][col]) < 1e-12:
            continue
        for r in range(n):
            if r != col and rows[r][col]:
                factor = rows[r][col] / rows[col][col]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col], strict=True)]
    return [rows[i][n] / rows[i][i] if abs(rows[i][i]) >= 1e-12 else 0.0 for i in range(n)]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1200)
    parser.add_argument("--seed", type=int, default=600000)
    parser.add_argument("--ai", default="normal:iterations=60", help="the spec of every seat")
    parser.add_argument("--every", type=int, default=15, help="moves between two positions taken")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    if args.games < 1 or args.every < 1 or args.jobs < 1:
        parser.error("--games, --every and --jobs must be at least 1")
    make_player(args.ai)  # a bad spec is refused before any game is played
    seeds = [args.seed + i for i in range(args.games)]
    with ProcessPoolExecutor(args.jobs) as pool:
        played = list(pool.map(play, seeds, [args.ai] * len(seeds), [args.every] * len(seeds)))
    xs, winners, own, fitted = [], [], [], []
    for game in played:
        if len(game["winners"]) != 1:
            continue
        for position in game["positions"]:
            xs.append(position["x"])
            winners.append(game["winners"][0])
            own.append(position["own"])
            fitted.append(position["fitted"])
    if not xs:
        raise SystemExit("no position with a single winner: play more games")
    beta = fit(xs, winners)
    refit = [_softmax([sum(b * f for b, f in zip(beta, row, strict=True)) for row in x]) for x in xs]
    print(json.dumps({
        "games": args.games, "positions": len(xs),
        "log_likelihood": {"own": round(log_likelihood(own, winners), 5),
                           "fitted": round(log_likelihood(fitted, winners), 5),
                           "refit": round(log_likelihood(refit, winners), 5),
                           "knowing_nothing": round(-math.log(4), 5)},
        "weights": {name: round(b, 4) for name, b in zip(NAMES, beta, strict=True)},
    }, indent=2))


if __name__ == "__main__":
    main()
