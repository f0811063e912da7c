"""The engine contract, checked the same way for every registered game and player count."""

from __future__ import annotations

import json
import random

import pytest

from engine import games
from engine.core import Action, GameConfig, IllegalAction
from engine.core.match import Match
from engine.core.saves import dumps, loads
from tests.conftest import fuzz_games

CASES = [
    (ruleset.info.id, players)
    for ruleset in games.all()
    for players in range(ruleset.info.min_players, ruleset.info.max_players + 1)
]
GAMES_PER_CASE = 3
MAX_ACTIONS = 20_000


def random_walk(game_id: str, players: int, seed: int):
    """Yield (state, seat, actions) along a random game, applying a random legal action each time."""
    state = games.get(game_id).new_game(GameConfig(players=players, seed=seed))
    rng = random.Random(seed)
    for _ in range(MAX_ACTIONS):
        if state.is_over():
            return
        seats = state.to_move()
        assert seats, "a game that is not over must have a seat to move"
        seat = rng.choice(seats)
        actions = state.legal_actions(seat)
        assert actions, f"seat {seat} is to move but has no legal action"
        yield state, seat, actions
        state.apply(seat, rng.choice(actions))
    pytest.fail(f"{game_id} did not end within {MAX_ACTIONS} actions")


@pytest.mark.parametrize("game_id,players", CASES)
def test_random_games_end_with_scores(game_id, players):
    for seed in range(GAMES_PER_CASE):
        steps = sum(1 for _ in random_walk(game_id, players, seed))
        assert steps > 0
        ruleset = games.get(game_id)
        final = ruleset.new_game(GameConfig(players=players, seed=seed))
        # replaying the same seed and choices gives the same game
        rng = random.Random(seed)
        while not final.is_over():
            seat = rng.choice(final.to_move())
            final.apply(seat, rng.choice(final.legal_actions(seat)))
        assert final.is_over() and final.to_move() == []
        scores = final.scores()
        assert [s.seat for s in scores] == list(range(players))
        assert set(final.winners()) <= set(range(players))
        json.dumps([s.to_json() for s in scores])


@pytest.mark.parametrize("game_id,players", CASES)
def test_score_breakdown_adds_up_to_the_total(game_id, players):
    """Played by the game's own playout policy, so the games end the way players end them."""
    ruleset = games.get(game_id)
    for seed in range(GAMES_PER_CASE):
        state = ruleset.new_game(GameConfig(players=players, seed=seed))
        rng = random.Random(seed)
        for _ in range(MAX_ACTIONS):
            if state.is_over():
                break
            seat = rng.choice(state.to_move())
            actions = state.legal_actions(seat)
            state.apply(seat, ruleset.rollout_action(state, seat, actions, rng) or rng.choice(actions))
        assert state.is_over()
        for score in state.scores():
            if score.breakdown:
                assert sum(score.breakdown.values()) == score.total, f"seat {score.seat}: {score}"


@pytest.mark.parametrize("game_id,players", CASES)
def test_actions_are_values_with_round_tripping_notation(game_id, players):
    for _state, _seat, actions in random_walk(game_id, players, 7):
        assert len(set(actions)) == len(actions), "legal_actions lists an action twice"
        for action in actions:
            assert Action.from_notation(action.key) == action
            assert Action.from_json(json.loads(json.dumps(action.to_json()))) == action
            hash(action)


@pytest.mark.parametrize("game_id,players", CASES)
def test_every_legal_action_is_accepted_and_illegal_ones_change_nothing(game_id, players):
    checked = 0
    for state, seat, actions in random_walk(game_id, players, 11):
        if checked % 7 == 0:
            for action in actions:
                twin = state.clone()
                twin.apply(seat, action)
            before = json.dumps(state.view(None), sort_keys=True)
            bogus = Action("no_such_move", (99,))
            with pytest.raises(IllegalAction):
                state.apply(seat, bogus)
            idle = [s for s in range(players) if s not in state.to_move()]
            if idle:
                with pytest.raises(IllegalAction):
                    state.apply(idle[0], actions[0])
            assert json.dumps(state.view(None), sort_keys=True) == before
        checked += 1


@pytest.mark.parametrize("game_id,players", CASES)
def test_clone_is_independent(game_id, players):
    for index, (state, seat, actions) in enumerate(random_walk(game_id, players, 3)):
        if index % 11:
            continue
        before = json.dumps(state.view(None), sort_keys=True)
        twin = state.clone()
        assert json.dumps(twin.view(None), sort_keys=True) == before
        twin.apply(seat, actions[-1])
        for _ in range(30):
            if twin.is_over():
                break
            s = twin.to_move()[0]
            twin.apply(s, twin.legal_actions(s)[0])
        assert json.dumps(state.view(None), sort_keys=True) == before


@pytest.mark.parametrize("game_id,players", CASES)
def test_views_are_json_and_determinize_keeps_own_view(game_id, players):
    rng = random.Random(5)
    for index, (state, _seat, _actions) in enumerate(random_walk(game_id, players, 5)):
        if index % 5:
            continue
        for viewer in [None, *range(players)]:
            view = state.view(viewer)
            json.dumps(view)
            assert view["to_move"] == state.to_move()
            assert isinstance(view["prompt"]["code"], str) and isinstance(view["prompt"]["params"], dict)
            assert isinstance(view["round"], int) and view["over"] == state.is_over()
        for viewer in range(players):
            det = state.determinize(viewer, rng)
            assert det.view(viewer) == state.view(viewer), "determinize changed what the seat sees"
            assert det.to_move() == state.to_move()
            assert det.legal_actions(viewer) == state.legal_actions(viewer)


@pytest.mark.parametrize("game_id,players", CASES)
def test_save_then_load_gives_the_same_view(game_id, players):
    ruleset = games.get(game_id)
    match = Match(ruleset, GameConfig(players=players, seed=9))
    rng = random.Random(9)
    for _ in range(rng.randrange(20, 200)):
        if match.state.is_over():
            break
        seat = rng.choice(match.state.to_move())
        match.apply(seat, rng.choice(match.state.legal_actions(seat)))
    restored = loads(dumps(match))
    for viewer in [None, *range(players)]:
        assert restored.state.view(viewer) == match.state.view(viewer)


def _illegal_sample(state, seat: int, actions: list[Action], seen: list[Action], rng: random.Random) -> list[Action]:
    """Actions near the legal ones that are not legal now: other arguments, moves of other positions."""
    legal = set(actions)
    near = [Action("no_such_move", (99,))]
    for action in rng.sample(actions, min(3, len(actions))):
        for index, arg in enumerate(action.args):
            if isinstance(arg, int):
                for delta in (-1, 1, 7):
                    args = (*action.args[:index], arg + delta, *action.args[index + 1 :])
                    near.append(Action(action.kind, args))
        near.append(Action(action.kind, (*action.args, 0)))
        if action.args:
            near.append(Action(action.kind, action.args[:-1]))
    near += rng.sample(seen, min(8, len(seen)))
    return [a for a in near if a not in legal]


def _check_is_legal_agrees(game_id: str, players: int, positions: int, seed: int) -> None:
    rng = random.Random(seed)
    seen: list[Action] = []
    checked = 0
    game = 0
    while checked < positions:
        for state, seat, actions in random_walk(game_id, players, seed * 1000 + game):
            for action in actions:
                assert state.is_legal(seat, action), f"is_legal rejects the legal {action.key}"
            for action in _illegal_sample(state, seat, actions, seen, rng):
                assert not state.is_legal(seat, action), f"is_legal accepts the illegal {action.key}"
            idle = [s for s in range(players) if s not in state.to_move()]
            if idle:
                assert not state.is_legal(idle[0], actions[0]), "is_legal accepts a move of a seat not to move"
            if len(seen) < 400:
                seen.extend(actions)
            else:
                seen[rng.randrange(len(seen))] = rng.choice(actions)
            checked += 1
            if checked >= positions:
                return
        game += 1


@pytest.mark.parametrize("game_id,players", CASES)
def test_is_legal_agrees_with_legal_actions(game_id, players):
    """The fast check behind apply answers exactly as membership in legal_actions would."""
    _check_is_legal_agrees(game_id, players, 1500, seed=1)


@pytest.mark.fuzz
@pytest.mark.parametrize("game_id,players", CASES)
def test_is_legal_agrees_with_legal_actions_fuzz(game_id, players):
    _check_is_legal_agrees(game_id, players, 20 * fuzz_games(10), seed=2)
