"""What a position is worth to each seat: the game's hooks, the final result, or a score-based fallback."""

from __future__ import annotations

import random
import sys

from engine import games
from engine.ai.playout import ActionsHook, RolloutHook, ShortcutHook, rollout_move
from engine.ai.tree import FocusHook
from engine.core.actions import Action
from engine.core.errors import ConfigError
from engine.core.game import GameState, Ruleset

_PLAIN_RULESET = Ruleset()


def ruleset_for(state: GameState) -> Ruleset:
    """The ruleset of ``state``'s game (a hook-less one for a game nobody registered).

    The package that defines the state class is asked first: that needs no
    registry discovery, which would import every other game.
    """
    module = type(state).__module__
    while module:
        candidate = getattr(sys.modules.get(module), "RULESET", None)
        if isinstance(candidate, Ruleset) and candidate.info.id == state.game_id:
            return candidate
        module = module.rpartition(".")[0]
    try:
        return games.get(state.game_id)
    except ConfigError:
        return _PLAIN_RULESET


def margin_values(totals: list[float]) -> list[float]:
    """Each seat's lead over the best other seat (its own total when alone), squashed into (0, 1).

    The scale grows with the totals so that a 3-point lead means more early than late.
    """
    scale = 1.0 + 0.25 * max((abs(t) for t in totals), default=0)
    values = []
    for seat, total in enumerate(totals):
        others = [t for s, t in enumerate(totals) if s != seat]
        margin = total - max(others) if others else total
        values.append(0.5 + 0.5 * margin / (abs(margin) + scale))
    return values


def result_values(state: GameState, margin_weight: float) -> list[float]:
    """Per seat reward of a finished game: share of the win, blended with the score margin."""
    scores = state.scores()
    winners = state.winners()
    share = 1.0 / len(winners) if winners else 0.0
    values = [share if seat in winners else 0.0 for seat in range(len(scores))]
    if margin_weight <= 0:
        return values
    margins = margin_values([s.total for s in scores])
    return [(1 - margin_weight) * v + margin_weight * m for v, m in zip(values, margins, strict=True)]


def search_actions(state: GameState, seat: int, focus: bool = False) -> list[Action]:
    """The legal actions of ``seat`` that an AI weighs (the game's ``search_actions`` hook, and
    with ``focus`` its ``focus_actions`` hook after it).

    Asked of the real state, the hooks see a determinized copy: they may read the state's fields
    to rank the moves, and none of them holds what the seat cannot know. The copy's own random
    stream is a fixed one, so the player's stream, and its moves, stay as they were."""
    ruleset = ruleset_for(state)
    copy = state.determinize(seat, random.Random(0))
    actions = ruleset.search_actions(copy, seat)
    return ruleset.focus_actions(copy, seat, actions) if focus else actions


def counted_move(state: GameState, seat: int) -> Action | None:
    """The game's ``counted_move`` hook, asked of a copy made for ``seat`` with a fixed random
    stream, as ``search_actions`` is."""
    ruleset = ruleset_for(state)
    if type(ruleset).counted_move is Ruleset.counted_move:
        return None
    return ruleset.counted_move(state.determinize(seat, random.Random(0)), seat)


def score_values(state: GameState) -> list[float]:
    """Fallback estimate for a game without an evaluate hook: half leading share, half score margin."""
    totals = [s.total for s in state.scores()]
    best = max(totals)
    leaders = sum(1 for t in totals if t == best)
    margins = margin_values(totals)
    if len(totals) == 1:
        return margins
    return [0.5 * (1.0 / leaders if t == best else 0.0) + 0.5 * m for t, m in zip(totals, margins, strict=True)]


class Knowledge:
    """The game's AI hooks with their fallbacks, looked up once per decision."""

    def __init__(
        self, ruleset: Ruleset, use_rollout: bool = True, use_evaluate: bool = True, margin_weight: float = 0.1,
        estimate: str = "game",
    ) -> None:
        self.ruleset = ruleset
        kind = type(ruleset)
        self.has_rollout = use_rollout and kind.rollout_action is not Ruleset.rollout_action
        self.has_evaluate = use_evaluate and kind.evaluate is not Ruleset.evaluate
        self.margin_weight = margin_weight
        # bound once: the search calls them at every step (a game names its AI's own functions)
        self.actions_hook: ActionsHook = ruleset.search_actions
        self.rollout_hook: RolloutHook | None = ruleset.rollout_action if self.has_rollout else None
        self.shortcut_hook: ShortcutHook | None = None
        if self.has_rollout and kind.policy_shortcut is not Ruleset.policy_shortcut:
            self.shortcut_hook = ruleset.policy_shortcut
        self.focus_hook: FocusHook = ruleset.focus_actions
        # a named estimate the game offers instead of its own (None: the game's own)
        self.estimate_hook = ruleset.named_estimate(estimate) if self.has_evaluate and estimate != "game" else None

    @classmethod
    def of(
        cls, state: GameState, use_rollout: bool = True, use_evaluate: bool = True, margin_weight: float = 0.1,
        estimate: str = "game",
    ) -> Knowledge:
        return cls(ruleset_for(state), use_rollout, use_evaluate, margin_weight, estimate)

    def actions(self, state: GameState, seat: int) -> list[Action]:
        return self.actions_hook(state, seat)

    def rollout_move(self, state: GameState, seat: int, actions: list[Action], rng: random.Random) -> Action:
        return rollout_move(state, seat, actions, rng, self.rollout_hook)

    def values(self, state: GameState, spent: bool = False) -> list[float]:
        """Per seat value in [0, 1]: the result when over, else the game's estimate or the fallback.

        ``spent``: the caller throws ``state`` away afterwards, so the game's estimate may play
        on in it (``Ruleset.evaluate_spent``).

        A finished solo game is also judged by the game's estimate when it has one, so that
        the score reached, not the always-won "win", separates good endings from bad ones.
        """
        if state.is_over():
            # alone, a win share says nothing: the game's own estimate (its final score) ranks the endings
            if self.has_evaluate and state.players == 1:
                final = self.ruleset.evaluate(state)
                if final is not None:
                    return [min(1.0, max(0.0, float(v))) for v in final]
            return result_values(state, self.margin_weight)
        if not self.has_evaluate:
            return score_values(state)
        if self.estimate_hook is not None:
            estimate = self.estimate_hook(state)
        else:
            estimate = self.ruleset.evaluate_spent(state) if spent else self.ruleset.evaluate(state)
        if estimate is None:
            return score_values(state)
        return [min(1.0, max(0.0, float(v))) for v in estimate]
