"""The last round (R-END), end scoring (R-SCO) and the solo game's 17 turns (R-SOLO)."""

from __future__ import annotations

import json
import random

from tests.engine.merkator.helpers import (
    CAT,
    act,
    codes,
    finish_turn,
    legal,
    new,
    quiet,
    set_contracts,
    set_goods,
)

TEN_ENGLAND = "C44"  # citrus, 2 calfskin, iron, fish oil, saltpeter


def _ready_for_peace(players: int):
    state = new(players)
    quiet(state)
    state.cubes = [0] * 8
    set_contracts(state, 0, TEN_ENGLAND)
    set_goods(state, 0, citrus=1, calfskin=2, fish_oil=1, iron=1, saltpeter=1)
    return state


def _turns_until_over(state) -> list[int]:
    actives = []
    while not state.over:
        actives.append(state.active)
        finish_turn(state)
    return actives


def test_the_peace_of_westphalia_starts_the_last_round_and_everybody_plays_once_more():
    state = _ready_for_peace(3)
    act(state, "travel:england")
    events = act(state, f"fulfil:{TEN_ENGLAND}")
    assert CAT.peace_id in state.contracts[0]
    assert "last_round_triggered" in codes(events) and state.final_left is None
    finish_turn(state)
    assert state.final_left == 3 and state.last_round()
    # seats 1, 2 and finally the trigger player 0
    assert _turns_until_over(state) == [1, 2, 0]


def test_taking_the_last_chart_token_starts_the_last_round():
    state = new(2)
    quiet(state)
    state.cubes = [0] * 8
    state.chart_rows = [0, 0, 0, 0, 1]
    supply = state.token_supply
    events = act(state, "travel:hamburg")
    assert state.tokens[0] == 2 and state.token_supply == supply - 1  # the second token from the supply
    assert "last_round_triggered" in codes(events)
    assert "last_round_started" in codes(events)  # nothing to fulfil, nobody joins: the turn is over
    assert _turns_until_over(state) == [1, 0]


def test_both_triggers_in_one_turn_start_one_last_round():
    state = new(2)
    quiet(state)
    state.cubes = [0] * 8
    state.chart_rows = [0, 0, 0, 0, 1]
    state.letter_pool = ["F"]
    set_contracts(state, 0, "C08")  # 10 at Hamburg: 6 different goods
    set_goods(state, 0, **{g: 1 for g in CAT.good_ids[:6]})
    events = act(state, "travel:hamburg")  # the last chart token
    assert codes(events).count("last_round_triggered") == 1
    events = act(state, "fulfil:C08")  # and the Peace of Westphalia
    assert CAT.peace_id in state.contracts[0] and "last_round_triggered" not in codes(events)
    finish_turn(state)
    assert state.final_left == 2
    assert _turns_until_over(state) == [1, 0]


def test_a_trigger_inside_the_last_round_changes_nothing():
    state = _ready_for_peace(2)
    state.final_left = 2  # the last round is already running (time ran out)
    act(state, "travel:england")
    events = act(state, f"fulfil:{TEN_ENGLAND}")
    assert "last_round_triggered" not in codes(events)
    finish_turn(state)
    assert state.final_left == 1
    assert _turns_until_over(state) == [1]


def test_best_five_contracts_score_full_value_and_the_rest_half():
    state = new(2)
    quiet(state)
    # 14, 10, 9, 8, 7 at full value; 6 and 5 at half: 48 + 5.5
    set_contracts(state, 0, CAT.peace_id, "C44", "C57", "C22", "C34", "C33", "C32")
    set_contracts(state, 1, "C09")
    state.buildings = [[], []]
    details = state.score_details()[0]
    assert details["full"] == 48 and details["rest"] == 11 and details["exact"] == 53.5
    score = state.scores()[0]
    # halves are points: the total is 53.5, which beats a plain 53
    assert score.total == 53.5 and score.breakdown["contracts_half"] == 5.5
    assert sum(score.breakdown.values()) == score.total
    assert isinstance(state.scores()[1].total, int)  # a whole score stays a whole number


def test_a_tie_goes_to_the_player_with_more_time_tokens():
    state = new(2)
    quiet(state)
    set_contracts(state, 0, "C09", "C30")
    set_contracts(state, 1, "C16", "C38")
    state.buildings = [[], []]
    state.tokens = [3, 5]
    assert state.scores()[0].total == state.scores()[1].total
    assert state.winners() == [1]
    state.tokens = [4, 4]
    assert state.winners() == [0, 1]


def test_buildings_score_by_their_conditions():
    state = new(2)
    quiet(state)
    state.tokens = [8, 0]
    state.buildings = [["G02", "G03"], []]  # Seeamt and Fleet at Sea
    assert state.score_details()[0]["per_building"] == {"G02": 4, "G03": 5}
    state.buildings = [["G01"], []]  # Alsterhaus
    set_goods(state, 0, cattle=3, wine=2)
    assert state.score_details()[0]["buildings"] == 2
    misprint = new(2, alsterhaus_errata=False)
    quiet(misprint)
    misprint.buildings = [["G01"], []]
    set_goods(misprint, 0, cattle=3, wine=2)
    assert misprint.score_details()[0]["buildings"] == 5


def test_supply_card_cubes_are_placed_as_the_best_goods_at_the_end():
    state = new(2)
    quiet(state)
    state.buildings = [["G20"], []]  # 3 per textiles type: cloth, calfskin
    state.tile[0] = [0, 0, 0, 0, 1, 1, 0, 0]  # an orange and a grey cube
    assert state.score_details()[0]["buildings"] == 6


def test_sole_player_buildings_score_only_when_strictly_ahead():
    state = new(2)
    quiet(state)
    state.buildings = [["G11"], []]  # Michel: most time tokens
    state.tokens = [4, 4]
    assert state.score_details()[0]["buildings"] == 0
    state.tokens = [5, 4]
    assert state.score_details()[0]["buildings"] == 5


def test_solo_game_lasts_exactly_17_turns_and_ends_when_the_peace_is_drawn():
    for seed in range(3):
        state = new(1, seed=seed)
        rng = random.Random(seed)
        turns, drawn = 0, []
        while not state.over:
            keys = legal(state)
            if state.step == "invest":
                left = sum(len(p) for p in state.solo_deck.values())
                if left <= 2 and len(state.contracts[0]) < 6:
                    for value in (3, 4, 5, 6, 7):
                        extra, state.pools[value] = state.pools[value][:2], state.pools[value][2:]
                        state.contracts[0] += extra
                if left == 2:  # turn 16 still forces the sale of the sixth contract
                    assert not any(k.startswith("travel:") for k in legal(state))
                    while len(state.contracts[0]) > 5:
                        act(state, legal(state)[0])
                if left == 1:  # the final turn is played without forced investment
                    assert len(state.contracts[0]) >= 6
                    assert any(k.startswith("travel:") for k in legal(state))
                travel = [k for k in legal(state) if k.startswith("travel:")]
                if not travel:  # six contracts held earlier: the forced sale comes before the trip
                    assert left > 2 and len(state.contracts[0]) >= 6
                    act(state, rng.choice(keys))
                    continue
                events = act(state, rng.choice(travel))
                turns += 1
                drawn += [e.params["value"] for e in events if e.code == "solo_card_drawn"]
            else:
                events = act(state, rng.choice(keys))
        assert turns == 17
        over = [e.params for e in events if e.code == "game_over"][0]
        assert over["solo_scale"] == {"beginner": 55, "experienced": 60, "mega": 80}
        assert over["solo_rating"] == state.solo_rating(over["exact"][0]) and state.round_number() == 17
        assert drawn[-1] == 14 and sorted(drawn) == [8] * 7 + [9] * 5 + [10] * 4 + [14]
        assert state.stacks[14] == [CAT.peace_id] or CAT.peace_id in state.contracts[0]
        view = state.view(0)
        assert view["over"] and view["solo"]["rating"] in ("below_beginner", "beginner", "experienced", "mega")


def test_solo_rating_follows_the_rulebook_scale():
    state = new(1)
    assert state.solo_rating(54.5) == "below_beginner"
    assert state.solo_rating(55) == "beginner"
    assert state.solo_rating(60) == "experienced"
    assert state.solo_rating(80) == "mega"


def test_solo_bonus_display_is_renewed_when_a_building_is_bought():
    state = new(1)
    before = list(state.bonus_display)
    set_contracts(state, 0, "C57", "C09")  # a 9 pays for the building
    act(state, "sell:C57")
    cheap = min(state.building_display, key=lambda b: CAT.buildings[b].cost)
    events = act(state, f"buy_building:{cheap}")
    assert "bonus_display_renewed" in codes(events)
    assert not set(before) & set(state.bonus_display)
    assert state.bonus_bottom == before


def test_solo_reward_never_searches_the_discards():
    state = new(1)
    quiet(state)
    state.cubes = [0] * 8
    set_contracts(state, 0, "C30")
    set_goods(state, 0, fish_oil=2, citrus=1)
    fours = state.stacks[4] + state.pools[4]
    state.stacks[4], state.pools[4] = [], []
    state.discard += fours
    top3 = state.stacks[3][-1]
    act(state, "travel:dutch_republic")
    act(state, "fulfil:C30")
    assert top3 in state.contracts[0] and all(c in state.discard for c in fours)


def test_solo_gains_come_from_a_supply_of_fifteen_tokens_and_stop_when_it_is_empty():
    state = new(1)
    quiet(state)
    state.cubes = [0] * 8
    state.token_supply = 1
    events = act(state, "travel:hamburg")
    assert state.tokens[0] == 1 and state.token_supply == 0
    assert [e.params for e in events if e.code == "tokens_gained"] == [{"count": 1, "from_chart": 0}]
    assert "row_emptied" not in codes(events) and not state.triggered


def test_simulate_json_keeps_half_points(capsys):
    from engine.cli import run

    # greedy players fulfil more than five contracts now and then, so some totals end in a half
    args = ["simulate", "--game", "merkator", "--players", "2", "--ai", "greedy", "--games", "6", "--seed", "1",
            "--json"]
    assert run(args) == 0
    scores = [score for line in capsys.readouterr().out.splitlines() for score in json.loads(line)["scores"]]
    assert all((2 * score) % 1 == 0 for score in scores)
    assert any(score % 1 == 0.5 for score in scores)  # a half point is printed, not dropped
