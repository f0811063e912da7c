"""The search's tree: its nodes, one iteration's walk down it and the rewards carried back up.

Kept apart from the search's players (engine/ai/ismcts.py) so `make compiled` can compile it:
the walk runs at every step of every iteration, while the players stay Python and can be
subclassed.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from engine.ai.playout import ActionsHook, RolloutHook, ShortcutHook, rollout_move
from engine.core.actions import Action
from engine.core.draws import below
from engine.core.game import GameState

FocusHook = Callable[[GameState, int, list[Action]], list[Action]]


class Node:
    """One position of the tree as its chooser met it: an edge per (seat, action) tried from here,
    the visits and the summed rewards of its chooser, and how often it could have been chosen."""

    def __init__(self) -> None:
        self.children: dict[tuple[int, Action], Node] = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 1


def walk(
    root: Node, sample: GameState, seat: int, rng: random.Random, exploration: float, actions_of: ActionsHook,
    own_moves: FocusHook | None, by_policy: bool, rollout: RolloutHook | None, shortcut: ShortcutHook | None = None,
) -> list[tuple[Node, int]]:
    """Play ``sample`` down the tree from ``root`` by UCT over the actions available in it, until
    a node gets its first untried action (a new node) or the game stops; the nodes passed, each
    with the seat that chose it. With ``by_policy`` the other seats play by the playout policy
    (``shortcut``, the game's ``policy_shortcut``, names some of its moves without their list)."""
    node = root
    path: list[tuple[Node, int]] = []
    while not sample.is_over():
        seats = sample.to_move()
        if not seats:
            break
        # simultaneous choices are searched one seat after another; the root seat goes first
        mover = seat if not path and seat in seats else seats[0]
        if by_policy and seat in seats:
            mover = seat
        if by_policy and mover != seat:
            action = shortcut(sample, mover, rng) if shortcut is not None else None
            if action is None:
                actions = actions_of(sample, mover)
                if not actions:
                    break
                action = rollout_move(sample, mover, actions, rng, rollout)
            sample._apply(mover, action)
            continue
        actions = actions_of(sample, mover)
        if own_moves is not None and mover == seat:
            actions = own_moves(sample, mover, actions)
        children = node.children
        untried: list[Action] = []
        best_child: Node | None = None
        best_action: Action | None = None
        best_score = -math.inf
        for action in actions:
            child = children.get((mover, action))
            if child is None or not child.visits:
                untried.append(action)
                continue
            child.avail += 1
            if untried:
                continue
            score = child.total / child.visits + exploration * math.sqrt(math.log(child.avail) / child.visits)
            if score > best_score:
                best_score, best_child, best_action = score, child, action
        if untried:
            action = untried[below(rng, len(untried))] if len(untried) > 1 else untried[0]
            child = Node()
            children[(mover, action)] = child
            sample._apply(mover, action)
            path.append((child, mover))
            break
        assert best_child is not None and best_action is not None
        sample._apply(mover, best_action)
        path.append((best_child, mover))
        node = best_child
    return path


def back_up(path: list[tuple[Node, int]], rewards: list[float]) -> None:
    """Count the iteration in every node passed, each with the reward of the seat that chose it."""
    for visited, chooser in path:
        visited.visits += 1
        visited.total += rewards[chooser]


def descend(root: Node | None, seat: int, moves: list[Action] | tuple[Action, ...]) -> Node | None:
    """The node of ``root``'s tree that ``seat``'s ``moves`` lead to (None when the tree never went there)."""
    node = root
    for action in moves:
        if node is None:
            return None
        node = node.children.get((seat, action))
    return node
