"""The tool that fits Dale's `fitted` estimate: its features, its fit and its games."""

from __future__ import annotations

import math
import random

from engine.games.dale import ai
from engine.games.dale.fit_estimate import NAMES, features, fit, log_likelihood, play


def _file_weights() -> list[float]:
    w = ai.FITTED
    return [w["built"], w["ready"], w["partial"], *w["next_stacks"], w["quality"], w["junk_share"],
            w["per_card"], w["per_seat_to_wait"]]


def test_the_estimate_in_the_file_is_the_softmax_of_the_tools_features():
    game = play(5, "easy:iterations=3", every=7)
    assert game["winners"] and game["positions"]
    weights = _file_weights()
    assert len(weights) == len(NAMES)
    for position in game["positions"]:
        assert len(position["x"]) == 4 and all(len(row) == len(NAMES) for row in position["x"])
        scores = [sum(w * f for w, f in zip(weights, row, strict=True)) for row in position["x"]]
        top = max(scores)
        chances = [math.exp(s - top) for s in scores]
        chances = [c / sum(chances) for c in chances]
        assert all(abs(a - b) < 1e-9 for a, b in zip(chances, position["fitted"], strict=True))
        assert abs(sum(position["own"]) - 1) < 1e-9


def test_a_seat_with_every_stack_has_no_features():
    from tests.engine.dale.helpers import blank, stall

    st = blank()
    stall(st, 0, *[["junk"]] * 8)
    assert features(st, 0) is None and features(st, 1) is not None


def test_the_fit_finds_the_weights_that_chose_the_winners():
    rng = random.Random(3)
    truth = [1.5, -0.8]
    xs, winners = [], []
    for _ in range(3000):
        x = [[rng.random() * 2, float(rng.random() < 0.5)] for _ in range(4)]
        scores = [sum(t * f for t, f in zip(truth, row, strict=True)) for row in x]
        weights = [math.exp(s) for s in scores]
        pick = rng.random() * sum(weights)
        seat = 0
        while pick > weights[seat]:
            pick -= weights[seat]
            seat += 1
        xs.append(x)
        winners.append(seat)
    beta = fit(xs, winners)
    assert all(abs(b - t) < 0.15 for b, t in zip(beta, truth, strict=True)), beta
    # the fit is the optimum: the true weights explain the winners no better
    def chances(weights: list[float]) -> list[list[float]]:
        out = []
        for x in xs:
            scores = [math.exp(sum(w * f for w, f in zip(weights, row, strict=True))) for row in x]
            out.append([s / sum(scores) for s in scores])
        return out
    assert log_likelihood(chances(beta), winners) >= log_likelihood(chances(truth), winners)
