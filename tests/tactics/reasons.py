"""The reason of a tactics position in a player's words, from the move and the score it makes."""

from __future__ import annotations

from engine.core.actions import Action
from engine.core.game import GameState
from tests.tactics.verify import WIN, Judgement


def _move_words(game: str, action: Action, state: GameState) -> str:
    args = [str(a) for a in action.args]
    kind = action.kind
    if game == "speicherstadt" and kind in ("buy", "decline"):
        from engine.games.speicherstadt.data import CARDS

        column = state.column  # type: ignore[attr-defined]
        card = CARDS[state.display[column]]  # type: ignore[attr-defined]
        words = "buy" if kind == "buy" else "let go of"
        return f"{words} the {card.kind} card {card.id} of column {column + 1}"
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
    if game == "merkator":
        return _merkator_words(action)
    return f"{kind} {', '.join(args)}".strip()


def _merkator_words(action: Action) -> str:
    from engine.games.merkator.data import catalogue

    cat, args = catalogue(), [str(a) for a in action.args]
    if action.kind in ("fulfil", "sell"):
        card = cat.contracts[args[0]]
        place = f" at {cat.region_ids[card.region].replace('_', ' ')}" if card.region >= 0 else ""
        return f"{action.kind} the {card.value} contract {args[0]}{place}"
    words = {
        "travel": "travel to {}", "join": "join the trip", "pass": "stay home", "done": "end the step",
        "buy_building": "buy the building {}", "buy_bonus": "buy the bonus card {}",
        "store": "store a cube as {}", "take": "take a cube as {}", "lose": "give up one {}",
        "trade": "trade four {} for one {}", "trade_tokens": "trade four time tokens for one {}",
    }.get(action.kind)
    if words is None:
        return f"{action.kind} {', '.join(args)}".strip()
    return words.format(*(a.replace("_", " ") for a in args))


def reason(game: str, state: GameState, seat: int, verdict: Judgement) -> str:
    best = " or ".join(_move_words(game, a, state) for a in verdict.best)
    later = [a for a in verdict.line if game == "railroads" and a.kind == "place"]
    if later and len(verdict.best) == 1:
        # the move pays off through a later placement (the coins taken now pay for it)
        best += ", and later " + ", then ".join(_move_words(game, a, state) for a in later) + ","
    if game == "dale":
        return f"{best}: the eighth stack of the market stall can then be built this turn, which wins the game"
    gains = []
    for key, value in verdict.breakdown_best.items():
        change = value - verdict.breakdown_other.get(key, 0)
        if change:
            gains.append(f"{key.replace('_', ' ')} {change:+g}")
    detail = f" ({', '.join(gains)})" if gains else ""
    late = {
        "speicherstadt": "in the last loading of the game" if getattr(state, "phase", "") == "loading"
        else "in the last purchases of the game",
        "railroads": "in the last round",
        "jantaris": "with the end of the game in sight",
        "merkator": "in the last round",
    }.get(game, "late in the game")
    others_win = any(w >= WIN for a, w in verdict.worth.items() if a not in verdict.best)
    points = verdict.gap - WIN if max(verdict.worth.values()) >= WIN and not others_win else verdict.gap
    if others_win:  # Merkator: the last turn's points, the win being safe either way
        return (f"{late}, {best} makes {points:g} points more by the end than the best other move{detail}, "
                f"the most the last turn can bring")
    return (f"{late}, {best} wins the game: it makes {points:g} points more by the end than the best "
            f"other move{detail}, which leaves another player ahead")
