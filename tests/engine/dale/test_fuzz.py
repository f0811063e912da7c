"""Random Dale of Merchants games keep their invariants: cards, hands, stacks, hidden information."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.core import GameConfig
from engine.games.dale import RULESET
from engine.games.dale.cards import DECK_IDS
from engine.games.dale.state import DaleState
from tests.conftest import fuzz_games


def zones(st: DaleState) -> list[int]:
    cards: list[int] = []
    for seat in range(st.players):
        cards += st.hands[seat] + st.deck_top[seat] + st.deck_rest[seat] + st.discards[seat]
        for stack in st.stalls[seat]:
            cards += stack
    cards += [c for c in st.market if c is not None]
    cards += st.mdeck + st.mdiscard + st.junk_pile + st.removed + st.limbo + st.in_play
    if st.phase == "essential":
        cards += st.sel
    return cards


def uids_in(view: Any) -> set[int]:
    found: set[int] = set()
    if isinstance(view, dict):
        if "uid" in view:
            found.add(view["uid"])
        for value in view.values():
            found |= uids_in(value)
    elif isinstance(view, list):
        for value in view:
            found |= uids_in(value)
    return found


def hidden_from(st: DaleState, viewer: int | None) -> set[int]:
    hidden: set[int] = set(st.mdeck)
    for seat in range(st.players):
        if seat != viewer:
            hidden |= set(st.hands[seat])
        hidden |= set(st.deck_rest[seat])
        hidden |= {c for c in st.deck_top[seat] if viewer is None or not st.knows(viewer, c, -1)}
    if viewer != st.active:
        hidden |= set(st.limbo)
        if st.phase in ("pay", "build"):
            hidden |= set(st.sel)
        if st.frame is not None and "secret" in st.frame:
            hidden.add(st.frame["secret"])
    return hidden


def check(st: DaleState, step: int) -> None:
    cards = zones(st)
    assert len(cards) == len(set(cards)), "a card is in two places"
    assert set(cards) == set(range(st.next_uid)), "a card vanished"
    for seat in range(st.players):
        assert len(st.stalls[seat]) <= 8
    if step % 7 == 0:
        for viewer in [None, *range(st.players)]:
            view = st.view(viewer)
            seen = uids_in(view)
            if view["prompt"]["params"].get("kind") in ("pick", "order"):
                seen |= set(view["prompt"]["params"]["options"])
            leaked = seen & hidden_from(st, viewer)
            assert not leaked, f"seat {viewer} sees hidden cards {leaked}"


def play(seed: int, guided: bool = False) -> DaleState:
    rng = random.Random(seed)
    players = 2 + seed % 3
    decks = rng.sample(DECK_IDS, players + 1) if seed % 2 else []
    st = RULESET.new_game(GameConfig(players=players, seed=seed, options={"decks": decks}))
    assert isinstance(st, DaleState)
    step = 0
    while not st.is_over():
        seat = st.to_move()[0]
        active = st.active
        actions = st.legal_actions(seat)
        assert actions and len(set(actions)) == len(actions)
        choice = RULESET.rollout_action(st, seat, actions, rng) if guided else None
        assert choice is None or choice in actions
        events = st.apply(seat, choice or rng.choice(actions))
        for event in events:
            if event.code == "stack_built":
                values = [c["value"] for c in event.params["cards"]]
                slack = sum(1 for c in event.params["cards"] if (c.get("copy") or c["card"]) == "accordion")
                number = event.params["stack"]
                assert number - slack <= sum(values) <= number + slack, "a stack of the wrong value"
            if event.code == "turn_started":
                assert len(st.hands[active]) >= 5, "clean-up left the hand short"
        check(st, step)
        step += 1
    assert st.winners() == ([st.winner] if st.winner is not None else [])
    return st


@pytest.mark.fuzz
def test_random_games_keep_the_invariants():
    for seed in range(fuzz_games(8)):
        play(seed)


@pytest.mark.fuzz
def test_playout_policy_games_reach_the_eighth_stack():
    winners = 0
    for seed in range(fuzz_games(8)):
        st = play(1000 + seed, guided=True)
        if st.winner is not None:
            winners += 1
            assert len(st.stalls[st.winner]) == 8
            assert all(len(stall) < 8 for seat, stall in enumerate(st.stalls) if seat != st.winner)
    assert winners > 0


@pytest.mark.fuzz
def test_many_short_games_keep_the_invariants():
    """Many more seeds, each cut short by a low round cap (a full random game takes ~1000 actions)."""
    for seed in range(fuzz_games(200)):
        rng = random.Random(seed)
        players = 2 + seed % 3
        decks = rng.sample(DECK_IDS, players + 1) if seed % 2 else []
        options = {"decks": decks, "max_rounds": 2 + seed % 4}
        st = RULESET.new_game(GameConfig(players=players, seed=5000 + seed, options=options))
        assert isinstance(st, DaleState)
        step = 0
        while not st.is_over():
            seat = st.to_move()[0]
            actions = st.legal_actions(seat)
            guided = RULESET.rollout_action(st, seat, actions, rng) if seed % 3 == 0 else None
            st.apply(seat, guided or rng.choice(actions))
            check(st, step)
            step += 1
        assert st.winners() == ([st.winner] if st.winner is not None else [])
