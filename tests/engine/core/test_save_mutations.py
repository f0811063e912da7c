"""Damaged saves of every registered game: loading gives a valid match or SaveError, never anything else."""

from __future__ import annotations

import functools
import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import games
from engine.core import GameConfig, SaveError
from engine.core.match import Match
from engine.core.saves import dumps, load_match

GAME_IDS = [ruleset.info.id for ruleset in games.all()]
SLOT = "\u0000slot\u0000"
# raw JSON texts no Python value dumps to: huge numbers, non-numbers, deep nesting
RAW_VALUES = ["9" * 5000, "-1e999", "NaN", "Infinity", "[" * 3000 + "]" * 3000,
              '{"a":' * 40 + "1" + "}" * 40, "1000000000", "-1", "0", "2.5", '"' + "x" * 5000 + '"']

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=30),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=12,
)


@functools.cache
def valid_save(game_id: str) -> str:
    """A save of a game part-way through, with the desktop app's extra block."""
    ruleset = games.get(game_id)
    players = max(ruleset.info.min_players, min(3, ruleset.info.max_players))
    match = Match(ruleset, GameConfig(players=players, seed=5), auto_seats=[players - 1])
    rng = random.Random(5)
    for _ in range(40):
        if match.state.is_over():
            break
        seat = rng.choice(match.state.to_move())
        match.apply(seat, rng.choice(match.state.legal_actions(seat)))
    seats = [{"name": n, "colour": "blue", "kind": "human", "level": "normal"} for n in match.config.names]
    return dumps(match, {"app": "kontor", "seats": seats})


def paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    """Every place in a JSON tree, as a tuple of keys and indices."""
    found = [prefix]
    if isinstance(value, dict):
        for key, child in value.items():
            found += paths(child, (*prefix, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            found += paths(child, (*prefix, index))
    return found


def parent_of(data: Any, path: tuple) -> Any:
    for step in path[:-1]:
        data = data[step]
    return data


@st.composite
def damaged(draw: st.DrawFn, game_id: str) -> bytes:
    text = valid_save(game_id)
    kind = draw(st.sampled_from(["delete", "replace", "raw", "nest", "truncate", "flip", "retype"]))
    if kind == "truncate":
        return text.encode()[: draw(st.integers(0, len(text.encode()) - 1))]
    if kind == "flip":
        raw = bytearray(text.encode())
        for _ in range(draw(st.integers(1, 4))):
            index = draw(st.integers(0, len(raw) - 1))
            raw[index] ^= 1 << draw(st.integers(0, 7))
        return bytes(raw)
    data = json.loads(text)
    path = draw(st.sampled_from(paths(data)[1:]))
    parent, key = parent_of(data, path), path[-1]
    if kind == "delete":
        del parent[key]
        return json.dumps(data).encode()
    if kind == "nest":
        for _ in range(draw(st.integers(1, 60))):
            parent[key] = [parent[key]] if draw(st.booleans()) else {"x": parent[key]}
        return json.dumps(data).encode()
    if kind == "retype":
        old = parent[key]
        parent[key] = draw(st.sampled_from([str(old), [old], {"v": old}, None, True, 1.5, -1]))
        return json.dumps(data).encode()
    if kind == "replace":
        parent[key] = draw(json_values)
        return json.dumps(data).encode()
    parent[key] = SLOT
    return json.dumps(data).replace(json.dumps(SLOT), draw(st.sampled_from(RAW_VALUES))).encode()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_damaged_saves_load_or_raise_save_error_and_stay_unchanged(game_id: str, tmp_path: Path) -> None:
    path = tmp_path / "damaged.kontor.json"

    @settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                       HealthCheck.too_slow])
    @given(damaged(game_id))
    def check(raw: bytes) -> None:
        path.write_bytes(raw)
        try:
            match = load_match(path)
        except SaveError as exc:
            assert str(exc) and "\n" not in str(exc)
            assert exc.code.startswith("save_"), "the window cannot say this in the player's language"
        else:
            match.replay_check()
            assert match.game_id == game_id
            assert match.state.is_over() or match.state.to_move()
        assert path.read_bytes() == raw

    check()
