"""The view: secret votes until all are cast, determinize hides them from the AI, and the view's shape."""

from __future__ import annotations

import json
import random

from engine.core import IllegalAction
from tests.engine.jantaris.helpers import arrange, opening, play, run_steps


def voting(players: int = 4):
    state = arrange(opening(players), tokens=("taira", "square"))
    run_steps(state, ("diplomacy",), ("vote",))
    play(state, "token:black,likaran")
    return state


def test_every_seat_votes_at_once_and_sees_only_its_own_card():
    state = voting()
    assert state.to_move() == [0, 1, 2, 3]
    play(state, "vote:influence", seat=2)
    assert state.to_move() == [0, 1, 3]
    for viewer in (None, 0, 1, 3):
        view = state.view(viewer)
        assert view["players"][2]["vote"] == {"cast": True, "card": None}
        assert view["votes"]["cards"][2] is None and "influence" not in json.dumps(view["votes"])
    assert state.view(2)["players"][2]["vote"] == {"cast": True, "card": "influence"}
    # a seat votes only once
    try:
        play(state, "vote:deal", seat=2)
    except IllegalAction:
        pass
    else:
        raise AssertionError("a second vote was accepted")


def test_cards_show_once_everybody_has_voted():
    state = voting()
    for seat, card in enumerate(["deal", "black_market", "influence", "recruitment"]):
        play(state, f"vote:{card}", seat=seat)
    view = state.view(1)
    assert view["votes"]["revealed"] and view["votes"]["cards"] == ["deal", "black_market", "influence", "recruitment"]
    assert view["votes"]["counts"] == {"deal": 1, "black_market": 1, "influence": 1, "recruitment": 1}


def test_determinize_redraws_the_other_seats_secret_votes():
    state = voting()
    play(state, "vote:influence", seat=0)
    play(state, "vote:deal", seat=1)
    rng = random.Random(3)
    seen = set()
    for _ in range(40):
        sample = state.determinize(2, rng)
        assert sample.view(2) == state.view(2)
        assert sample.votes[2] == -1 and sample.to_move() == [2, 3]
        seen.add((sample.votes[0], sample.votes[1]))
    assert len(seen) > 4  # the AI at seat 2 cannot know what 0 and 1 chose
    own = state.determinize(0, rng)
    assert own.votes[0] == state.votes[0]


def test_the_view_lists_the_city():
    state = voting(3)
    view = state.view(0)
    assert [loc["id"] for loc in view["locations"]][:3] == ["shakara", "azarin", "likaran"]
    assert view["locations"][-1]["kind"] == "square"
    assert view["locations"][2]["neighbours"] == ["azarin", "dorakan"]
    assert view["tokens"] == {"red": "taira", "black": "likaran"} and view["active_district"] == "likaran"
    assert view["prompt"] == {"code": "vote", "params": {"seats": [0, 1, 2]}}
    assert len(view["control"]["display"]) == 3 and len(view["bazaar"]["display"]) == 2
    json.dumps(view)


def test_the_seats_to_vote_are_listed_from_the_active_player():
    state = arrange(opening(4), tokens=("taira", "square"))
    state.active = 2
    run_steps(state, ("diplomacy",), ("vote",))
    play(state, "token:black,likaran")
    assert state.to_move() == [2, 3, 0, 1]
    play(state, "vote:deal", seat=3)
    assert state.to_move() == [2, 0, 1]
