"""Test set-up: the tiny test game joins the registry; Qt runs offscreen."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("KONTOR_AI_ITERATIONS", "60")
# the tests read the sources, even where `make compiled` built extensions beside them
# (the build plays the same-moves trace with its extensions, setting this to 1)
os.environ.setdefault("KONTOR_COMPILED", "0")

from engine import games  # noqa: E402
from tests import tinygame  # noqa: E402

games.register(tinygame.RULESET)


@pytest.fixture(autouse=True)
def compiled_switch_kept():
    """No test leaves KONTOR_COMPILED changed: the AI processes the tests after it start would read
    the sources while this process runs the compiled modules (`make compiled` runs every engine
    test with its extensions), and a state pickled by one could not be read by the other."""
    before = os.environ.get("KONTOR_COMPILED")
    yield
    assert os.environ.get("KONTOR_COMPILED") == before, "the test changed KONTOR_COMPILED for the tests after it"


def fuzz_games(default: int) -> int:
    """How many random games a fuzz test plays: a few hundred in make test, thousands in make fuzz."""
    return int(os.environ.get("KONTOR_FUZZ_GAMES", default))
