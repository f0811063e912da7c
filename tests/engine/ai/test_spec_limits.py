"""AI specs: nan, inf, negative and absurd parameter values are refused with ConfigError naming the key."""

import pytest

from engine.ai.base import make_player
from engine.ai.levels import ITERATIONS_ENV, fixed_iterations
from engine.core import ConfigError


@pytest.mark.parametrize(
    "spec,key",
    [
        ("ismcts:c=nan", "c"),
        ("ismcts:c=inf", "c"),
        ("ismcts:c=-1", "c"),
        ("normal:margin=nan", "margin"),
        ("normal:margin=-0.5", "margin"),
        ("normal:margin=7", "margin"),
        ("normal:seconds=inf", "seconds"),
        ("normal:seconds=nan", "seconds"),
        ("normal:seconds=-1", "seconds"),
        ("strong:seconds=1e12", "seconds"),
        ("ismcts:iterations=0", "iterations"),
        ("ismcts:iterations=-5", "iterations"),
        ("ismcts:iterations=99999999999999", "iterations"),
        ("ismcts:depth=-1", "depth"),
        ("ismcts:depth=1000000000", "depth"),
        ("greedy:samples=0", "samples"),
        ("greedy:samples=100000000", "samples"),
    ],
)
def test_bad_values_are_refused_naming_the_key(spec, key):
    with pytest.raises(ConfigError, match=f"AI parameter {key}="):
        make_player(spec)


def test_a_five_thousand_digit_number_is_refused():
    with pytest.raises(ConfigError, match="iterations"):
        make_player("ismcts:iterations=" + "9" * 5000)


def test_sane_values_still_work():
    player = make_player("ismcts:c=0/margin=1/seconds=0.5/iterations=10/depth=0")
    assert player.exploration == 0 and player.margin_weight == 1 and player.depth == 0


def test_the_iteration_override_is_bounded(monkeypatch):
    monkeypatch.setenv(ITERATIONS_ENV, "10000000000")
    with pytest.raises(ConfigError, match=ITERATIONS_ENV):
        fixed_iterations()
