"""The solo game against Emil: set-up, his turns and their exceptions, his extra workers, the majority."""

from __future__ import annotations

import pickle
import random

from engine.core import GameConfig
from engine.games.railroads import RULESET, scoring
from engine.games.railroads.state import RailroadsState
from tests.engine.railroads.helpers import keys, new_game, play, unlock


class TopCard(random.Random):
    """An rng that makes Emil reveal his deck in the order the test wrote it."""

    def getrandbits(self, k: int) -> int:  # every draw below n (engine/core/draws.py) is then 0
        return 0


def solo(deck: list[str], free: int = 6) -> RailroadsState:
    """A solo game in round 1 with Emil's opening placement undone, his next cards in ``deck``."""
    state = new_game(players=1, seed=3)
    emil = state.emil
    assert emil is not None
    for sid in emil.spaces:
        del state.occupied[sid]
    emil.spaces = {}
    emil.free = free
    emil.deck = list(deck)
    state.rng = TopCard()
    state._legal = {}
    return state


def emil_turn(state: RailroadsState) -> list[str]:
    """Play the player's cheapest one-worker turn (industry +1) and return Emil's events."""
    events = play(state, "place:industry_1,0")
    return [e.code for e in events if e.code.startswith("emil_")]


def test_solo_set_up_follows_the_two_player_game_with_five_coins_and_no_turn_order():
    state = new_game(players=1, seed=5)
    p = state.seats[0]
    assert state.side == "2p" and state.rounds == 6 and p.coins == 5 and p.workers == 6
    assert state.phase == "actions" and p.turn_card == 0 and not p.end_cards
    for covered in ("coins_2", "turn_order_first", "last_round_industry_3"):
        assert covered not in state.space_ids
    emil = state.emil
    assert emil is not None and emil.total == 6
    # Emil opened the round: one card blocked, its workers taken from his six
    assert emil.last and len(emil.spaces) == 1
    assert emil.free == 6 - sum(emil.spaces.values())
    assert len(emil.deck) + len(emil.revealed) == 16  # the coal card is out without Coal


def test_the_seed_example_skips_an_occupied_space_and_one_needing_more_workers():
    # the rulebook's picture: Emil has 2 workers; the industry +2 space is taken, the
    # locomotive-and-factory space needs 3: both cards are discarded, the next one blocks
    state = solo(["emil_14", "emil_10", "emil_13"], free=2)
    events = play(state, "place:industry_2,0")
    skipped = [(e.params["card"], e.params["reason"]) for e in events if e.code == "emil_skipped"]
    assert skipped == [("emil_14", "occupied"), ("emil_10", "too_few_workers")]
    emil = state.emil
    assert emil is not None and emil.spaces == {"industry_1": 1} and emil.free == 1
    assert "industry_1" not in keys(state) and not any(k.startswith("place:industry_1,") for k in keys(state))
    view = state.view(0)
    space = next(s for s in view["spaces"] if s["id"] == "industry_1")
    assert space["emil_workers"] == 1 and space["occupant"] is None and space["reason"] == "occupied"
    assert view["emil"]["last"] == "emil_13" and len(view["emil"]["skipped"]) == 2


def test_emil_blocks_rails_only_in_a_colour_the_player_can_use():
    state = solo(["emil_00", "emil_07"])
    codes = emil_turn(state)
    assert codes == ["emil_skipped", "emil_blocked"] and state.emil.last == "emil_07"  # type: ignore[union-attr]
    state = solo(["emil_00", "emil_07"])
    unlock(state, 0, "grey", "brown", "natural", "white")
    emil_turn(state)
    assert state.emil.spaces == {"track_white_1": 1}  # type: ignore[union-attr]


def test_coin_spaces_take_the_coin_from_the_bank_and_a_worker_from_emil():
    state = solo(["emil_08"])
    coins = state.seats[0].coins
    events = play(state, "place:industry_1,0")
    blocked = next(e for e in events if e.code == "emil_blocked")
    assert blocked.params["space"] == "track_any_2" and blocked.params["coins"] == 1
    assert state.emil.free == 5 and state.seats[0].coins == coins  # type: ignore[union-attr]


def test_emil_sets_locomotives_the_lowest_factory_and_the_engineer_aside():
    state = solo(["emil_09", "emil_12"])
    hired = state.row[0]
    emil_turn(state)
    assert state.emil.tiles == [2] and state.supply[2] == 1  # type: ignore[union-attr]
    play(state, "place:industry_2,0")
    assert state.emil.engineers == [hired] and state.row[0] == 0  # type: ignore[union-attr]
    assert state.emil.free == 5  # hiring costs a coin only, from the bank  # type: ignore[union-attr]
    state = solo(["emil_09"])
    state.supply = [0] * 10
    state.returned = [7, 4]
    emil_turn(state)
    assert state.emil.tiles == [4] and state.returned == [7]  # type: ignore[union-attr]


def test_emil_passes_when_his_deck_is_empty_and_the_player_plays_on():
    state = solo([])
    codes = emil_turn(state)
    assert codes == ["emil_passed"] and state.emil.passed  # type: ignore[union-attr]
    assert state.to_move() == [0] and any(k.startswith("place:") for k in keys(state))
    play(state, "place:industry_2,0")
    assert state.round == 1 and not state.emil.spaces  # type: ignore[union-attr]


def test_emil_passes_without_workers():
    state = solo(["emil_13"], free=0)
    assert emil_turn(state) == ["emil_passed"]


def test_emil_takes_a_worker_at_50_and_at_150_usable_at_once():
    state = solo(["emil_15", "emil_09"], free=0)
    state.seats[0].score = 50
    codes = emil_turn(state)
    emil = state.emil
    assert emil is not None
    assert codes == ["emil_worker_gained", "emil_blocked"] and emil.total == 7 and emil.spaces == {"doubler": 1}
    state.seats[0].score = 150
    play(state, "place:industry_2,0")
    assert emil.total == 8 and emil.spaces.get("loco_or_factory_1") == 1
    assert state.view(0)["emil"]["next_threshold"] is None


def test_emil_s_engineers_count_for_the_majority():
    state = new_game(players=1, seed=2)
    emil = state.emil
    assert emil is not None
    state.seats[0].engineers = [4]
    emil.engineers = [2, 3]
    scoring.score_final(state)
    assert state.seats[0].breakdown["engineers"] == 20
    state = new_game(players=1, seed=2)
    state.seats[0].engineers = [4, 9]
    state.emil.engineers = [2]  # type: ignore[union-attr]
    scoring.score_final(state)
    assert state.seats[0].breakdown["engineers"] == 40


def test_emil_games_end_after_six_rounds_and_replay_from_seed_and_moves():
    for seed in range(6):
        state = RULESET.new_game(GameConfig(players=1, seed=seed))
        twin = RULESET.new_game(GameConfig(players=1, seed=seed))
        assert isinstance(state, RailroadsState) and isinstance(twin, RailroadsState)
        rng = random.Random(seed)
        rounds = {1}  # round 1 began with the set-up
        while not state.is_over():
            action = rng.choice(state.legal_actions(0))
            for event in state.apply(0, action):
                if event.code == "round_started":
                    rounds.add(event.params["round"])
                    assert len(state.emil.deck) + len(state.emil.revealed) == 16  # type: ignore[union-attr]
            twin.apply(0, action)
            assert twin.emil.revealed == state.emil.revealed  # type: ignore[union-attr]
        assert rounds == set(range(1, 7)) and state.round == 6
        scored = {e.params["round"] for e in state.events if e.code == "round_scored"}
        assert scored <= {6}
        assert state.emil.total == 6 + (state.seats[0].score >= 50) + (state.seats[0].score >= 150)  # type: ignore[union-attr]


def test_the_deck_order_stays_hidden_from_the_search():
    state = new_game(players=1, seed=4)
    draws = set()
    for k in range(8):
        copy = state.determinize(0, random.Random(k))
        play(copy, "place:industry_1,0")
        draws.add(copy.emil.last)  # type: ignore[union-attr]
    assert len(draws) > 1
    assert state.view(0)["emil"]["deck_count"] == len(state.emil.deck)  # type: ignore[union-attr]


def test_emil_survives_a_copy_and_the_trip_to_an_ai_process():
    # the search's helper processes are sent the position by pickle; compiled, Emil is a native class
    state = new_game(players=1, seed=5)
    emil_turn(state)
    emil = state.emil
    assert emil is not None and emil.revealed
    names = ("total", "free", "passed", "deck", "revealed", "spaces", "engineers", "tiles", "last", "skipped")
    fields = {name: getattr(emil, name) for name in names}
    twin = pickle.loads(pickle.dumps(state)).emil
    copy = emil.copy()
    for other in (twin, copy):
        assert {name: getattr(other, name) for name in names} == fields
    copy.deck.pop()
    assert emil.deck == fields["deck"] and len(copy.deck) == len(emil.deck) - 1
