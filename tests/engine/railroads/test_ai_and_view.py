"""AI hooks (search moves, playout moves, evaluation) and the view: hidden cards, schema, space reasons."""

from __future__ import annotations

import json
import random
from pathlib import Path

from engine.ai.base import make_player
from engine.ai.ismcts import ISMCTSPlayer
from engine.core import GameConfig
from engine.core.saves import match_from_json
from engine.games.railroads import RULESET, ai
from tests.engine.railroads.helpers import in_actions, keys, play


def positions(players: int, seed: int, every: int = 7):
    state = RULESET.new_game(GameConfig(players=players, seed=seed))
    rng = random.Random(seed)
    index = 0
    while not state.is_over():
        seat = state.to_move()[0]
        if index % every == 0:
            yield state, seat
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        index += 1


def test_search_actions_are_legal_and_never_empty():
    for state, seat in positions(3, 2):
        legal = state.legal_actions(seat)
        search = ai.search_actions(state, seat)
        assert search and set(search) <= set(legal)
        if any(a.kind == "place" for a in legal):
            assert "pass" in [a.key for a in search]
        move = ai.rollout_action(state, seat, search, random.Random(1))
        assert move is None or move in legal


def test_search_moves_use_the_fewest_coins_and_never_forfeit():
    state = in_actions(2)
    search = [a.key for a in ai.search_actions(state, 0)]
    assert "place:track_black_3,0" in search and "place:track_black_3,1" not in search
    p = state.seats[0]
    p.engineers = [1]
    state._legal = {}
    play(state, "place:eng_1,0")
    assert "done" in keys(state) and "done" not in [a.key for a in ai.search_actions(state, 0)]


def test_evaluation_is_a_distribution_favouring_the_leader():
    state = in_actions(2)
    state.seats[1].score = 60
    values = ai.evaluate(state)
    assert abs(sum(values) - 1) < 1e-9 and values[1] > values[0]
    for st, _seat in positions(4, 5, every=31):
        values = ai.evaluate(st)
        assert all(0 <= v <= 1 for v in values) and abs(sum(values) - 1) < 1e-9


def test_a_short_search_returns_a_legal_move():
    state = in_actions(2)
    player = ISMCTSPlayer(3, iterations=40)
    move = player.choose(state, 0)
    assert move in state.legal_actions(0)


def test_others_end_cards_and_the_deck_are_hidden():
    state = in_actions(2)
    state.seats[1].end_cards = [state.deck.pop()]
    view0 = state.view(0)
    assert view0["players"][1]["end_cards"] is None and view0["players"][1]["end_card_count"] == 1
    assert "cards" not in view0["end_deck"] and view0["end_deck"]["count"] == 7
    assert state.view(1)["players"][1]["end_cards"] == state.seats[1].end_cards
    hidden = set(state.deck) | set(state.removed_cards) | set(state.seats[1].end_cards)
    rng = random.Random(4)
    for _ in range(5):
        det = state.determinize(0, rng)
        assert det.view(0) == state.view(0)
        assert set(det.deck) | set(det.removed_cards) | set(det.seats[1].end_cards) == hidden


def test_the_chooser_sees_the_deck_while_choosing_and_keeps_it_under_determinize():
    state = in_actions(2)
    state.seats[0].locos[1] = [4]
    state.seats[0].rails[1][0] = 3
    play(state, "place:track_black_or_grey,0", "rail:st_petersburg,black", "marker:bm_end_card")
    assert state.view(0)["prompt"]["code"] == "choose_end_card"
    assert state.view(0)["end_deck"]["cards"] == state.deck
    assert state.view(1)["prompt"]["params"]["cards"] == []
    det = state.determinize(0, random.Random(2))
    assert det.deck == state.deck and det.legal_actions(0) == state.legal_actions(0)
    play(state, f"endcard:{state.deck[0]}")
    assert len(state.seats[0].end_cards) == 1 and state.to_move() == [1]


def test_view_schema_keys_and_json():
    state = in_actions(3)
    view = state.view(None)
    json.dumps(view)
    for key in ("game", "round", "rounds", "phase", "to_move", "over", "prompt", "side", "order", "spaces",
                "engineer_row", "engineers", "locomotive_supply", "returned_factories", "question_cards",
                "end_deck", "layout", "players", "pending", "scores", "colour_values", "cards"):
        assert key in view
    player = view["players"][0]
    for key in ("lines", "workers", "coins", "factories", "industry", "doublers", "engineers", "unlocked",
                "bonus_markers_left", "round_projection"):
        assert key in player
    assert player["lines"]["trans_siberian"]["locomotives"] == [1, 0]


def test_space_reasons_match_the_legal_placements():
    for state, seat in positions(4, 8, every=3):
        if state.phase != "actions" or state.turn_seat >= 0:
            continue
        view = state.view(seat)
        placeable = {a.args[0] for a in state.legal_actions(seat) if a.kind == "place"}
        for space in view["spaces"]:
            assert space["available"] == (space["id"] in placeable), (space["id"], space["reason"])


def test_reason_for_an_occupied_space():
    state = in_actions(2)
    play(state, "place:coins_2,0")
    reasons = {s["id"]: s["reason"] for s in state.view(1)["spaces"]}
    assert reasons["coins_2"] == "occupied"
    assert reasons["last_round_industry_3"] == "not_last_round"


def test_looking_through_the_end_deck_is_a_reveal():
    state = in_actions(2)
    state.seats[0].locos[1] = [4]
    state.seats[0].rails[1][0] = 3
    events = play(state, "place:track_black_or_grey,0", "rail:st_petersburg,black", "marker:bm_end_card")
    shown = [e for e in events if e.code == "end_deck_shown"]
    assert len(shown) == 1 and shown[0].reveals and shown[0].seat == 0


def test_search_moves_replace_rather_than_return_a_locomotive():
    state = in_actions(2)
    state.seats[0].locos = [[1, 5], [6], [7]]
    play(state, "place:loco_or_factory_1,0", "choose:0")
    assert "loco_discard" in keys(state)
    search = [a.key for a in ai.search_actions(state, 0)]
    assert search == ["loco:trans_siberian,0"]


def test_passing_with_workers_left_loses_their_worth_in_the_estimate():
    # a worker left standing after passing brings nothing this round: passing early must look worse
    for options in ({}, {"coal": True}, {"germany": True}):
        state = in_actions(3, **options)
        before = ai.estimate(state, 0)
        play(state, "pass")
        assert state.passed[0] and state.seats[0].free > 0
        turn_points = state.seats[0].score
        assert ai.estimate(state, 0) - turn_points <= before - ai.WORKER_VALUE * state.seats[0].free, options


def test_the_search_does_not_pass_at_the_start_of_a_round_with_every_worker_free():
    # from a 3-player arena game with the Coal module: far ahead of two greedy players, the search
    # passed with six workers at the start of rounds 2 to 5 (idle workers kept their worth after passing)
    save = json.loads((Path(__file__).parent / "positions" / "coal3_far_ahead_round2.json").read_text("utf-8"))
    state = match_from_json(save, "position").state
    seat = state.to_move()[0]
    assert state.round == 2 and state.seats[seat].free == 6
    for seed in range(4):
        assert make_player("normal:iterations=200", seed).choose(state, seat).key != "pass", seed
