"""Emil's locomotive-and-factory card: the event says which tile he takes for its factory side, so the log can
name the factory rather than a second locomotive."""

from __future__ import annotations

from tests.engine.railroads.helpers import play
from tests.engine.railroads.test_emil import solo


def test_the_locomotive_and_factory_card_names_its_factory_tile() -> None:
    state = solo(["emil_10"])
    events = play(state, "place:industry_1,0")
    blocked = next(e for e in events if e.code == "emil_blocked")
    assert len(blocked.params["tiles"]) == 2  # the lowest locomotive, then the lowest factory
    assert blocked.params["factory"] == blocked.params["tiles"][1]
    assert state.emil.tiles[-1] == blocked.params["factory"]  # type: ignore[union-attr]


def test_a_card_that_takes_a_locomotive_only_names_no_factory() -> None:
    state = solo(["emil_09"])
    events = play(state, "place:industry_1,0")
    blocked = next(e for e in events if e.code == "emil_blocked")
    assert blocked.params["tiles"] and "factory" not in blocked.params
