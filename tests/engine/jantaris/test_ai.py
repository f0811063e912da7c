"""The AI hooks: legal and trimmed search moves, legal playout moves, a sound estimate, votes searched blind."""

from __future__ import annotations

import json
import random
from pathlib import Path

from engine.ai.ismcts import ISMCTSPlayer
from engine.core import GameConfig
from engine.core.saves import match_from_json
from engine.games.jantaris import RULESET, ai
from engine.games.jantaris.data import END_PRESTIGE, GREAT_MARKET_THRESHOLD, SQUARE
from tests.engine.jantaris.helpers import arrange, opening, play, run_steps

TACTICS = Path(__file__).parents[2] / "tactics" / "jantaris"


def random_positions(players: int, seed: int, every: int = 7):
    state = RULESET.new_game(GameConfig(players=players, seed=seed))
    rng = random.Random(seed)
    step = 0
    while not state.is_over():
        seat = rng.choice(state.to_move())
        if step % every == 0:
            yield state, seat
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        step += 1


def test_search_and_playout_moves_are_legal_and_the_estimate_is_a_distribution():
    rng = random.Random(1)
    for players in (3, 4):
        for state, seat in random_positions(players, players):
            legal = state.legal_actions(seat)
            searched = ai.search_actions(state, seat)
            assert searched and set(searched) <= set(legal)
            move = ai.rollout_action(state, seat, searched, rng)
            assert move is None or move in legal
            values = ai.evaluate(state)
            assert len(values) == players and abs(sum(values) - 1) < 1e-9 and min(values) >= 0


def test_bids_far_above_the_next_are_not_searched():
    state = arrange(opening(3), goods={0: (6, 6), 1: (0, 0), 2: (0, 0)})
    play(state, "visit:bazaar")
    if state.decision[0] == "auction_choose":
        play(state, state.legal_actions(0)[0].key)
    assert state.decision[0] == "opening_bid" and len(state.legal_actions(0)) > 3
    searched = [a.key for a in ai.search_actions(state, 0)]
    assert searched == [a.key for a in state.legal_actions(0)[:3]]


def test_the_estimate_prefers_prestige_and_dominance():
    state = arrange(opening(3), merchants={"shakara": [2], "likaran": [2], "taira": [0, 1]}, prestige={0: 5, 1: 5})
    values = ai.evaluate(state)
    assert values[0] > values[1] > values[2]


def test_the_vote_is_searched_without_the_others_cards():
    """Whatever the others chose in secret, the search of seat 2 comes out the same."""
    answers = set()
    for others in (("deal", "deal"), ("black_market", "influence"), ("recruitment", "black_market")):
        state = arrange(opening(3), merchants={"likaran": [1, 2, 2], "square": [1, 1, 1]}, tokens=("taira", "square"))
        run_steps(state, ("diplomacy",), ("vote",))
        play(state, "token:black,likaran")
        play(state, f"vote:{others[0]}", seat=0)
        play(state, f"vote:{others[1]}", seat=1)
        result = ISMCTSPlayer(seed=5, iterations=120, early_stop=False).search(state, 2)
        answers.add(tuple((m.action.key, m.visits) for m in result.moves))
    assert len(answers) == 1


def _at_the_guild_house_near_the_end():
    """A tactics position (leader at the end's prestige): seat 2 visits the guild house, where its
    fifth merchant on the square would open the Great Market."""
    position = json.loads((TACTICS / "p4_seed153_1.json").read_text(encoding="utf-8"))
    state = match_from_json(position["save"], "guild").state
    play(state, "visit:guild", seat=2)
    assert state.decision[0] == "guild" and sum(state.merchants[SQUARE]) + 1 == GREAT_MARKET_THRESHOLD
    return state


def test_near_the_end_the_search_weighs_the_guild_house_s_most_useful_placements_and_every_removal():
    state = _at_the_guild_house_near_the_end()
    legal = [a.key for a in state.legal_actions(2)]
    searched = [a.key for a in ai.search_actions(state, 2)]
    placements = [key for key in searched if key.startswith("place:")]
    assert len(placements) == ai.KEEP_PLACES < len([key for key in legal if key.startswith("place:")])
    assert "place:square" in placements  # the merchant that opens the Great Market
    assert [key for key in searched if not key.startswith("place:")] == [
        key for key in legal if not key.startswith("place:")]


def test_earlier_in_the_game_every_placement_at_the_guild_house_is_searched():
    state = _at_the_guild_house_near_the_end()
    for prestige in state.pp:
        prestige[:] = [END_PRESTIGE - ai.LATE_PRESTIGE - 1, 0, 0, 0]
    assert ai.search_actions(state, 2) == state.legal_actions(2)
