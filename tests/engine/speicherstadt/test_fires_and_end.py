"""Fires (sums of firemen, ties, all equal) and the end of the game after the fourth fire."""

from __future__ import annotations

import pytest

from engine.games.speicherstadt.data import CARD_BY_ID, CARDS
from tests.engine.speicherstadt.helpers import codes, give, new_game, pass_round


def fire_next_round(state, fire_id: str = "fire_b") -> None:
    """Make ``fire_id`` the next card revealed: it becomes the only card left in winter (round 1)."""
    index = CARD_BY_ID[fire_id].index
    for pile in state.piles:
        if index in pile:
            pile.remove(index)
    state.piles[1].extend(state.piles[0])  # the rest of winter moves one season later
    state.piles[0] = [index]


def resolve(players: int, firemen: dict[int, list[str]], **options) -> tuple:
    state = new_game(players, **options)
    for seat, cards in firemen.items():
        for card in cards:
            give(state, seat, card)
    fire_next_round(state)
    events = pass_round(state)
    fire = next(e for e in events if e.code == "fire_resolved")
    return state, fire


@pytest.mark.parametrize(
    "players,firemen,strengths,gain,lose",
    [
        (2, {0: ["fireman_a1"]}, [1, 0], [0], [1]),
        (3, {0: ["fireman_b3"], 1: ["fireman_a1", "fireman_a2"], 2: ["fireman_b1"]}, [3, 3, 1], [0, 1], [2]),
        (4, {0: ["fireman_a2"], 2: ["fireman_b2"]}, [2, 0, 2, 0], [0, 2], [1, 3]),
        (3, {0: ["fireman_c3"], 1: ["fireman_b2"], 2: ["fireman_b1"]}, [3, 2, 1], [0], [2]),
    ],
)
def test_fire_gains_and_losses(players, firemen, strengths, gain, lose):
    state, fire = resolve(players, firemen)
    assert fire.params["strengths"] == strengths
    assert fire.params["gain"] == gain and fire.params["lose"] == lose
    points = CARD_BY_ID["fire_b"].points
    for seat in range(players):
        expected = points if seat in gain else -points if seat in lose else 0
        assert state.fire_points[seat] == expected
        assert state.scores()[seat].breakdown["fires"] == expected


def test_nobody_with_firemen_scores_nobody():
    state, fire = resolve(3, {})
    assert fire.params["strengths"] == [0, 0, 0]
    assert fire.params["gain"] == [] and fire.params["lose"] == []
    assert state.fire_points == [0, 0, 0]


def test_all_equal_non_zero_sums_score_nobody():
    state, fire = resolve(3, {0: ["fireman_a2"], 1: ["fireman_b2"], 2: ["fireman_a1", "fireman_b1"]})
    assert fire.params["strengths"] == [2, 2, 2]
    assert fire.params["gain"] == [] and state.fire_points == [0, 0, 0]


def test_scores_may_go_below_zero_unless_the_option_floors_them():
    state, _ = resolve(2, {0: ["fireman_a1"]})
    assert state.fire_points[1] < 0
    state, _ = resolve(2, {0: ["fireman_a1"]}, floor_at_zero=True)
    assert state.fire_points == [CARD_BY_ID["fire_b"].points, 0]


def test_normal_end_after_the_last_round_and_its_income():
    state = new_game(2)
    give(state, 0, "fireman_d5")
    d_cards = [CARD_BY_ID[c].index for c in ("counting_house_d1", "counting_house_d2", "st_michaelis")]
    state.piles[:4] = [[], [], [], d_cards]
    events = pass_round(state)
    assert "last_round" in codes(events) and state.last_round and state.view(None)["last_round"]
    assert state.round == 2 and not state.is_over()
    events = pass_round(state)
    tail = codes(events)
    assert tail.index("income") < tail.index("fire_resolved") < tail.index("game_ended")
    fire = next(e for e in events if e.code == "fire_resolved")
    assert fire.params["order"] == 4 and fire.params["gain"] == [0]
    assert state.is_over() and state.to_move() == [] and state.legal_actions(0) == []
    assert state.fire_points == [CARD_BY_ID["fire_e"].points, -CARD_BY_ID["fire_e"].points]
    assert state.view(0)["prompt"]["code"] == "game_over"


def test_third_fire_as_the_last_autumn_card_brings_the_fourth_at_once():
    state = new_game(3)
    give(state, 1, "fireman_a2")
    state.piles[:4] = [[], [], [], [CARD_BY_ID["fire_d"].index]]
    assert not state.last_round
    events = pass_round(state)
    fires = [e for e in events if e.code == "fire_resolved"]
    assert [f.params["order"] for f in fires] == [3, 4]
    assert "worker_placed" not in codes(events[codes(events).index("income"):])
    # the fires close the round just played: no round past the last one begins or is shown
    assert codes(events).count("round_started") == 0 and state.round == 1
    assert state.view(None)["round"] == 1
    assert state.is_over() and state.display == []
    both = CARD_BY_ID["fire_d"].points + CARD_BY_ID["fire_e"].points
    assert state.fire_points == [-both, both, -both]
    assert {CARDS[c].id for c in state.discards} >= {"fire_d", "fire_e"}
