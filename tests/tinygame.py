"""A tiny hidden-information game that exercises the engine contract in tests.

Every seat first bids 0 or 1 at the same time (bids stay hidden until all
have bid; a lone highest bidder scores 2). Then seats take turns playing a
card from a hidden hand of two: a card higher than the top of the pile scores
its value. After playing, a seat draws from the shuffled deck while it lasts.
The game ends when every hand is empty.
"""

from __future__ import annotations

import random
from typing import Any

from engine.core import Action, Event, GameInfo, GameState, OptionSpec, Ruleset, SeatScore
from engine.core.game import copy_rng

CARDS = [1, 1, 2, 2, 3, 3, 4, 4, 5, 5]


class TinyState(GameState):
    game_id = "tiny"

    def __init__(self, config: Any, blank: bool = False) -> None:
        super().__init__(config)
        if blank:
            return
        n = config.players
        self.deck = list(CARDS) + ([6, 6] if config.options.get("sixes") else [])
        self.hands: list[list[int]] = [[] for _ in range(n)]
        for seat in range(n):
            for _ in range(2):
                self.hands[seat].append(self._draw())
            self.hands[seat].sort()
        self.bids: list[int | None] = [None] * n
        self.points = [0] * n
        self.pile: list[int] = []
        self.turn = 0

    def _draw(self) -> int:
        card = self.deck.pop(self.rng.randrange(len(self.deck)))
        return card

    def bidding(self) -> bool:
        return any(b is None for b in self.bids)

    def to_move(self) -> list[int]:
        if self.bidding():
            return [s for s, b in enumerate(self.bids) if b is None]
        if self.is_over():
            return []
        return [self.turn]

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_move():
            return []
        if self.bidding():
            return [Action("bid", (0,)), Action("bid", (1,))]
        return [Action("play", (card,)) for card in sorted(set(self.hands[seat]))]

    def _apply(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        if action.kind == "bid":
            self.bids[seat] = int(action.args[0])
            if not self.bidding():
                top = max(b for b in self.bids if b is not None)
                high = [s for s, b in enumerate(self.bids) if b == top]
                if len(high) == 1:
                    self.points[high[0]] += 2
                events.append(Event("bids_revealed", {"bids": list(self.bids)}, reveals=True))
            return events
        card = int(action.args[0])
        self.hands[seat].remove(card)
        if not self.pile or card > self.pile[-1]:
            self.points[seat] += card
        self.pile.append(card)
        events.append(Event("card_played", {"card": card}, seat=seat))
        if self.deck:
            self.hands[seat].append(self._draw())
            self.hands[seat].sort()
            events.append(Event("card_drawn", {}, seat=seat, reveals=True))
        n = self.players
        for step in range(1, n + 1):
            nxt = (seat + step) % n
            if self.hands[nxt]:
                self.turn = nxt
                break
        return events

    def is_over(self) -> bool:
        return not self.bidding() and not any(self.hands)

    def scores(self) -> list[SeatScore]:
        return [
            SeatScore(s, self.points[s], {"cards": self.points[s]}, (-s,)) for s in range(self.players)
        ]

    def view(self, seat: int | None) -> dict[str, Any]:
        bids_public = not self.bidding()
        return {
            "hands": [
                list(h) if seat == s else len(h) for s, h in enumerate(self.hands)
            ],
            "bids": [
                b if (bids_public or s == seat) else (None if b is None else "hidden")
                for s, b in enumerate(self.bids)
            ],
            "deck": len(self.deck),
            "pile": list(self.pile),
            "points": list(self.points),
            "turn": self.turn,
            "to_move": self.to_move(),
            "round": self.round_number(),
            "over": self.is_over(),
            "prompt": {"code": "bid" if self.bidding() else "play_card", "params": {}},
        }

    def round_number(self) -> int:
        return len(self.pile) // self.players + 1

    def clone(self) -> TinyState:
        twin = TinyState(self.config, blank=True)
        twin.rng = copy_rng(self.rng)
        twin.deck = list(self.deck)
        twin.hands = [list(h) for h in self.hands]
        twin.bids = list(self.bids)
        twin.points = list(self.points)
        twin.pile = list(self.pile)
        twin.turn = self.turn
        return twin

    def resample_hidden(self, seat: int, rng: random.Random) -> None:
        unseen = list(self.deck)
        for other, hand in enumerate(self.hands):
            if other != seat:
                unseen.extend(hand)
        rng.shuffle(unseen)
        for other, hand in enumerate(self.hands):
            if other != seat:
                size = len(hand)
                self.hands[other] = sorted(unseen[:size])
                unseen = unseen[size:]
        self.deck = unseen
        if self.bidding():
            for other, bid in enumerate(self.bids):
                if other != seat and bid is not None:
                    self.bids[other] = rng.randrange(2)


class TinyRuleset(Ruleset):
    info = GameInfo(
        id="tiny",
        titles={"en": "Tiny", "cs": "Drobek", "de": "Winzig"},
        min_players=1,
        max_players=4,
        options=(OptionSpec("sixes", "bool", False, {"en": "Add two sixes"}),),
        hidden_information=True,
    )
    state_class = TinyState


RULESET = TinyRuleset()
