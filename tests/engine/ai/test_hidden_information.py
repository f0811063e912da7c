"""The AI never reads what its seat cannot see: it touches the real state only through determinize."""

from __future__ import annotations

import random

import pytest

from engine import games
from engine.ai.base import make_player
from engine.ai.hint import analyse
from engine.ai.ismcts import ISMCTSPlayer
from engine.core import GameConfig, GameState
from tests import tinygame
from tests.engine.ai.helpers import choice_points

SEARCHING = ["greedy", "easy", "normal"]
GAME_IDS = [ruleset.info.id for ruleset in games.all()]


class Guarded:
    """Stands for the real state and lets through only what a seat may ask of it."""

    _allowed = frozenset({"to_move", "legal_actions", "determinize", "view", "is_over",
                          "game_id", "players", "config", "round_number", "seat_name"})

    def __init__(self, state: GameState, seat: int) -> None:
        self._state = state
        self._seat = seat
        self.views: list[dict] = []

    def __getattr__(self, name: str):
        if name not in self._allowed:
            raise AssertionError(f"the AI read state.{name} of the real state")
        if name == "determinize":
            return self._determinize
        return getattr(self._state, name)

    def _determinize(self, seat: int, rng: random.Random) -> GameState:
        assert seat == self._seat, "the AI determinized for another seat"
        copy = self._state.determinize(seat, rng)
        self.views.append(copy.view(seat))
        return copy


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_players_see_the_real_state_only_through_consistent_determinizations(game_id):
    ruleset = games.get(game_id)
    players = max(2, ruleset.info.min_players)
    for index, (state, seat) in enumerate(choice_points(ruleset, players, 2, seed=11)):
        own_view = state.view(seat)
        for spec in SEARCHING:
            guard = Guarded(state, seat)
            action = make_player(spec, seed=index).choose(guard, seat)  # type: ignore[arg-type]
            assert action in state.legal_actions(seat)
            assert guard.views, f"{spec} never sampled a determinization"
            assert all(view == own_view for view in guard.views), "a sample disagrees with the seat's view"
        guard = Guarded(state, seat)
        assert analyse(guard, seat).action in state.legal_actions(seat)  # type: ignore[arg-type]


class CanonicalTiny(tinygame.TinyState):
    """The tiny game, but its resampling starts from the sorted unseen cards.

    So two states that look the same to seat 0 give identical determinizations
    for the same rng, and any difference in the AI's choice could only come from
    reading the real hidden cards.
    """

    def clone(self) -> CanonicalTiny:
        twin = super().clone()
        twin.__class__ = CanonicalTiny
        return twin  # type: ignore[return-value]

    def resample_hidden(self, seat: int, rng: random.Random) -> None:
        self.deck = sorted(self.deck + [c for s, h in enumerate(self.hands) if s != seat for c in h])
        for other in range(self.players):
            if other != seat:
                self.hands[other] = [self.deck.pop() for _ in self.hands[other]]
        super().resample_hidden(seat, rng)


def rigged(opponent_hand: list[int], deck: list[int]) -> CanonicalTiny:
    """Seat 0 holds 1 and 5 over a pile of 3, 4; the opponent's hand and the deck are the rigged part."""
    state = CanonicalTiny(GameConfig(players=2, seed=0, options={"sixes": False}))
    state.bids = [0, 0]
    state.hands = [[1, 5], sorted(opponent_hand)]
    state.deck = list(deck)
    state.pile = [3, 4]
    state.points = [1, 5]
    state.turn = 0
    return state


class Clairvoyant(ISMCTSPlayer):
    """A cheat that searches the real hidden cards: proof that the rigged deck can tell."""

    def determinize(self, state: GameState, seat: int, rng: random.Random) -> GameState:
        twin = state.clone()
        twin.rng = random.Random(rng.getrandbits(64))
        return twin


def test_a_rigged_deck_does_not_change_the_choice():
    low = rigged([1, 4], [2, 2, 3, 5])
    high = rigged([3, 4], [1, 2, 2, 5])
    assert low.view(0) == high.view(0) and low.hands != high.hands
    cheat_low = Clairvoyant(0, iterations=60).choose(low, 0)
    cheat_high = Clairvoyant(0, iterations=60).choose(high, 0)
    assert cheat_low != cheat_high, "the rigged position must matter to a player who peeks"
    for spec in SEARCHING:
        for seed in range(3):
            assert make_player(spec, seed).choose(low, 0) == make_player(spec, seed).choose(high, 0), spec
    assert analyse(low, 0, seed=4) == analyse(high, 0, seed=4)
