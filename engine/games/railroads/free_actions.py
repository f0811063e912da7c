"""Free actions in a player's own turn: used beside the turn's one action, before or after it.

German Railroads has several things a player may do in their own turn in addition to the
turn's normal action (placing workers or coins, or passing): the coal-only spaces and the
foundries of the Coal module, the income tokens of the Germany module. The rulebook gives them
the same rules: only in one's own turn, before or after the action, several in one turn, in
part, never after passing, never while relocating the turn-order worker, never during scoring.

How the state offers them (state.py):

* before the turn's action, the placement list holds the free actions too (just before
  ``pass``); choosing one resolves it and comes back to the placement list;
* after the action is resolved, while free actions remain the player gets them plus an
  explicit ``end_turn``; when none remain the turn ends as in the base game.

A module registers a ``Provider`` once, at import:

    free_actions.register(free_actions.Provider(
        name="germany",
        option="germany",                  # the bool option that turns the module on
        kinds=("income",),                 # the action kinds it offers (``act("income", token)``)
        offer=germany.free_actions,        # (state, seat) -> list[Action], [] when none is usable
        apply=germany.apply_free_action,   # (state, seat, action) -> None: pay, mark used, push effects
    ))

``apply`` runs with ``state.turn_seat == seat``: it may push effects (``effects.push``) whose
pools and decisions the player then resolves as usual. ``followups`` (optional) returns the
actions of a decision the provider keeps for after the pushed effects are spent (the
foundry's "close it now?"), [] when it has none; ``prompt`` (optional) describes that decision
for the view. With no module on, the state's hub is empty and costs nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from engine.core import Action
from engine.games.railroads.moves import act

if TYPE_CHECKING:
    from engine.games.railroads.state import RailroadsState

END_TURN: Final = act("end_turn")


@dataclass(frozen=True)
class Provider:
    name: str
    option: str
    kinds: tuple[str, ...]
    offer: Callable[[RailroadsState, int], list[Action]]
    apply: Callable[[RailroadsState, int, Action], None]
    followups: Callable[[RailroadsState, int], list[Action]] | None = None
    prompt: Callable[[RailroadsState, int, list[Action]], dict[str, Any] | None] | None = None


PROVIDERS: Final[list[Provider]] = []


def register(provider: Provider) -> None:
    if any(p.name == provider.name for p in PROVIDERS):
        raise ValueError(f"free-action provider {provider.name!r} registered twice")
    PROVIDERS.append(provider)


def hub(opts: dict[str, Any]) -> tuple[Provider, ...]:
    """The providers of the modules in play (empty without modules)."""
    return tuple(p for p in PROVIDERS if opts.get(p.option))


def kinds(providers: tuple[Provider, ...]) -> frozenset[str]:
    return frozenset(k for p in providers for k in p.kinds)


def offer(state: RailroadsState, seat: int) -> list[Action]:
    result: list[Action] = []
    for provider in state.free_hub:
        result.extend(provider.offer(state, seat))
    return result


def apply(state: RailroadsState, seat: int, action: Action) -> None:
    for provider in state.free_hub:
        if action.kind in provider.kinds:
            provider.apply(state, seat, action)
            return
    raise ValueError(f"no module offers {action.key}")


def followups(state: RailroadsState, seat: int) -> list[Action]:
    for provider in state.free_hub:
        if provider.followups is not None:
            acts = provider.followups(state, seat)
            if acts:
                return acts
    return []


def prompt(state: RailroadsState, seat: int, acts: list[Action]) -> dict[str, Any]:
    """The prompt of a follow-up decision, or of the free actions with ``end_turn``."""
    for provider in state.free_hub:
        if provider.prompt is not None:
            found = provider.prompt(state, seat, acts)
            if found is not None:
                return found
    return {"code": "free_actions", "params": {"actions": [a.key for a in acts if a.kind != "end_turn"],
                                               "can_end": any(a.kind == "end_turn" for a in acts)}}
