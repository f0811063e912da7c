"""The reason of a tactics position in a player's words, from the move and the score it makes."""

from __future__ import annotations

from engine.core.actions import Action
from engine.core.game import GameState
from tests.tactics.verify import WIN, Judgement


def _move_words(game: str, action: Action) -> str:
    args = [str(a) for a in action.args]
    kind = action.kind
    if game == "speicherstadt":
        if kind == "deliver":
            return f"deliver the {args[1]} cube ({args[0]}) to contract {args[2]}"
        if kind in ("sell", "store", "keep", "convert", "market_sell"):
            return f"{kind.replace('_', ' ')} the {args[1]} cube ({args[0]})"
    if game == "railroads" and kind == "place":
        coins = f" paying {args[1]} coin(s)" if args[1] != "0" else ""
        return f"use the action space {args[0].replace('_', ' ')}{coins}"
    if game == "dale" and kind == "build":
        return "build a stack"
    if game == "dale" and kind == "copy":
        return f"let the chameleon {args[0]} copy card {args[1]}, which makes the last stack possible"
    if game == "dale" and kind == "play":
        return f"play the technique {args[0]}, after which the last stack can be built"
    return f"{kind} {', '.join(args)}".strip()


def reason(game: str, state: GameState, seat: int, verdict: Judgement) -> str:
    best = " or ".join(_move_words(game, a) for a in verdict.best)
    if game == "dale":
        return f"{best}: the eighth stack of the market stall can then be built this turn, which wins the game"
    gains = []
    for key, value in verdict.breakdown_best.items():
        change = value - verdict.breakdown_other.get(key, 0)
        if change:
            gains.append(f"{key.replace('_', ' ')} {change:+d}")
    detail = f" ({', '.join(gains)})" if gains else ""
    late = {
        "speicherstadt": "in the last loading of the game",
        "railroads": "in the last round",
        "jantaris": "with the end of the game in sight",
    }.get(game, "late in the game")
    points = verdict.gap - WIN if max(verdict.worth.values()) >= WIN else verdict.gap
    return (f"{late}, {best} wins the game: it makes {points:g} points more by the end than the best "
            f"other move{detail}, which leaves another player ahead")
