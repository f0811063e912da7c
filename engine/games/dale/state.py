"""The Dale of Merchants game state: zones, turn flow and the four actions."""

from __future__ import annotations

import itertools
import operator
import random
from typing import Any, Final

from engine.core import Action, Event, GameConfig, GameState, SeatScore
from engine.core.draws import below, shuffle
from engine.core.game import copy_rng
from engine.games.dale import chameleon, legality, zones
from engine.games.dale.cards import (
    BY_KEY,
    COPIES_ONE_CHOICE,
    DECK_IDS,
    HAND_SIZE,
    JUNK,
    RULES,
    SLOT_EXTRA,
    SLOTS,
    STACKS_TO_WIN,
    START_DECK,
    TYPE_DECK,
    TYPE_KEY,
    TYPE_VALUE,
    TYPES,
    deck_types,
)
from engine.games.dale.effects import TECHNIQUES

ACTIONS_PER_TURN: Final[int] = RULES["cap_actions_per_player_round"]
COOKIES_DECK: Final[str] = TYPES[BY_KEY["cookies"]].deck
_STEP_PHASES: Final = frozenset(("main", "bonus", "pay", "build"))


class DaleState(GameState):
    game_id = "dale"

    def __init__(self, config: GameConfig, blank: bool = False, rng: random.Random | None = None) -> None:
        super().__init__(config, rng)
        # the last legal_actions list with what it was made for, for is_legal to answer from
        self.offered: tuple[tuple[Any, ...], tuple[Action, ...]] | None = None
        # the usable cards' facts of the payment or stack being chosen: seat, hand, (cards, types, values)
        self.sel_facts: tuple[int, tuple[int, ...], tuple[list[int], list[int], list[int]]] | None = None
        # the lists of one turn's choosing steps (see legal_actions), with what they were made for
        self.step_lists: tuple[tuple[Any, ...], dict[tuple[Any, ...], list[Action]]] | None = None
        # a search's sample (mute_events) skips the events of every turn: nobody reads its log
        self.quiet = False
        if blank:
            return
        n = config.players
        self.max_rounds: int = int(config.options.get("max_rounds", 0))
        self.copies_rule: int = int(config.options.get("copies_rule", COPIES_ONE_CHOICE))
        chosen = list(config.options.get("decks") or [])
        if not chosen:
            pool = list(DECK_IDS)
            chosen = [pool.pop(below(self.rng, len(pool))) for _ in range(n + 1)]
        self.chosen: list[str] = sorted(chosen, key=DECK_IDS.index)
        base: list[int] = []
        for deck in self.chosen:
            for t in deck_types(deck):
                base.extend([t] * TYPES[t].copies)
        base.extend([JUNK] * TYPES[JUNK].copies)
        self.base: list[int] = base
        self.next_uid = len(base)
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.deck_top: list[list[int]] = [[] for _ in range(n)]
        self.deck_rest: list[list[int]] = [[] for _ in range(n)]
        self.discards: list[list[int]] = [[] for _ in range(n)]
        self.stalls: list[list[list[int]]] = [[] for _ in range(n)]
        self.market: list[int | None] = [None] * SLOTS
        self.mdeck: list[int] = []
        self.mdiscard: list[int] = []
        self.junk_pile: list[int] = [u for u, t in enumerate(base) if t == JUNK]
        self.removed: list[int] = []
        self.limbo: list[int] = []
        self.in_play: list[int] = []
        self.known: dict[int, int] = {}
        self.copies: dict[int, int] = {}
        self.mods: list[tuple[int, str, int]] = []
        self.used: list[int] = []
        self.log: list[Event] = []
        self.phase = "main"
        self.tech: dict[str, Any] | None = None
        self.bonus = False
        self.sel: list[int] = []
        self.sel_disc: list[int] = []
        self.buy_slot = -1
        self.back = "main"
        self.frame: dict[str, Any] | None = None
        self.winner: int | None = None
        self.capped = False
        self.turns = 0
        self.actions = 0
        self.round = 1
        # starting decks: one value-1 card of each chosen deck, junk up to ten
        ones: dict[str, list[int]] = {d: [] for d in self.chosen}
        for uid, t in enumerate(base):
            ty = TYPES[t]
            if ty.value == 1 and not ty.is_junk:
                ones[ty.deck].append(uid)
            elif not ty.is_junk:
                self.mdeck.append(uid)
        for seat in range(n):
            for deck in self.chosen:
                self.deck_rest[seat].append(ones[deck].pop())
            while len(self.deck_rest[seat]) < START_DECK:
                self.deck_rest[seat].append(zones.take_junk(self))
        for deck in self.chosen:
            self.removed.extend(ones[deck])
        zones.refill_market(self)
        for seat in range(n):
            for _ in range(HAND_SIZE):
                drawn = zones.draw_from_deck(self, seat)
                assert drawn is not None
                self.hands[seat].append(drawn)
        self.first = below(self.rng, n)
        self.active = self.first
        self.log = []

    # --- card facts ----------------------------------------------------
    def ctype(self, uid: int) -> int:
        base = self.base
        return base[uid] if uid < len(base) else JUNK

    def etype(self, uid: int) -> int:
        copied = self.copies.get(uid)
        if copied is not None:
            return copied
        base = self.base
        return base[uid] if uid < len(base) else JUNK

    def ekey(self, uid: int) -> str:
        t = self.copies.get(uid)
        if t is None:
            base = self.base
            t = base[uid] if uid < len(base) else JUNK
        return TYPE_KEY[t]

    def value(self, uid: int) -> int:
        t = self.copies.get(uid)
        if t is None:
            base = self.base
            t = base[uid] if uid < len(base) else JUNK
        v = TYPE_VALUE[t]
        if not self.mods:
            return v
        for who, op, amount in self.mods:
            if who == uid or who == -1:
                v = amount if op == "set" else v + amount
        return v

    def price(self, slot: int) -> int:
        uid = self.market[slot]
        assert uid is not None
        return TYPES[self.ctype(uid)].value + SLOT_EXTRA[slot]

    def card_json(self, uid: int) -> dict[str, Any]:
        base = self.base
        t = base[uid] if uid < len(base) else JUNK
        value = self.value(uid) if self.mods or self.copies else TYPE_VALUE[t]
        data: dict[str, Any] = {"uid": uid, "card": TYPE_KEY[t], "value": value}
        copied = self.copies.get(uid)
        if copied is not None:
            data["copy"] = TYPE_KEY[copied]
        return data

    def usable(self, seat: int, uid: int) -> bool:
        """A Chameleon that must copy something first cannot be used yet."""
        base = self.base
        if uid >= len(base) or TYPE_DECK[base[uid]] != "chameleons" or uid in self.copies:
            return True
        return not chameleon.targets(self, seat, uid)

    # --- contract --------------------------------------------------------
    def to_move(self) -> list[int]:
        if self.winner is not None or self.capped:  # is_over, asked here on every move
            return []
        if self.frame is not None:
            return [self.frame["seat"]]
        return [self.active]

    def is_over(self) -> bool:
        return self.winner is not None or self.capped

    def winners(self) -> list[int]:
        return [self.winner] if self.winner is not None else []

    def round_number(self) -> int:
        return self.round

    def scores(self) -> list[SeatScore]:
        out = []
        for seat in range(self.players):
            stacks = len(self.stalls[seat])
            won = 1 if self.winner == seat else 0
            # the completed stall decides the game; it is a tie-break, not points of the total
            out.append(SeatScore(seat, stacks, {"stacks": stacks}, (won,)))
        return out

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_move():
            return []
        if self.frame is None and self.phase in _STEP_PHASES:
            actions = list(self._step_list(seat))
        else:
            actions = legality.legal_actions(self, seat)
        self.offered = (self._offer_mark(seat), tuple(actions))
        return actions

    def _step_list(self, seat: int) -> list[Action]:
        """The list of a main, bonus, pay or build step, remembered for the rest of the step.

        Starting a purchase or a stack, choosing its cards and cancelling it change nothing
        but the phase and the selection (``_apply`` forgets the lists on any other action), so
        a turn that starts a purchase and cancels it meets the same lists again: a random
        game does so about every other main step. The mark guards against a hand edited by hand.
        """
        mark = (seat, self.turns, tuple(self.hands[seat]), tuple(self.market), len(self.mdiscard))
        kept = self.step_lists
        if kept is None or kept[0] != mark:
            kept = self.step_lists = (mark, {})
        key = (self.phase, self.buy_slot if self.phase == "pay" else 0, tuple(self.sel), tuple(self.sel_disc))
        actions = kept[1].get(key)
        if actions is None:
            actions = kept[1][key] = legality.legal_actions(self, seat)
        return actions

    def _offer_mark(self, seat: int) -> tuple[Any, ...]:
        """What the list of ``offered`` is checked against: the engine changes the state only in
        ``_apply`` (which counts) and ``resample_hidden`` (which forgets the list); the rest guards
        against a position edited by hand."""
        return (seat, self.actions, self.phase, self.frame, tuple(self.hands[seat]), tuple(self.sel))

    def is_legal(self, seat: int, action: Action) -> bool:
        if seat not in self.to_move():
            return False
        offered = self.offered
        if offered is not None and offered[0] == self._offer_mark(seat):
            # the list just given out answers (the usual case: a move picked from it, found by
            # identity before any comparison of values)
            return any(map(operator.is_, offered[1], itertools.repeat(action))) or action in offered[1]
        return legality.is_legal(self, seat, action)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        self.offered = None
        if action.kind not in legality.CHOOSING:
            self.sel_facts = None
        if action.kind not in legality.SELECTING or self.frame is not None:
            self.step_lists = None
        self.log = []
        legality.perform(self, seat, action)
        self.actions += 1
        if self.max_rounds and not self.is_over() and self.actions > self.max_rounds * self.players * ACTIONS_PER_TURN:
            # endless bonus chains are legal; the cap ends them as a draw
            self.capped = True
            self.phase = "over"
            self.frame = None
            self.log.append(Event("game_abandoned", {"rounds": self.round}))
        events, self.log = self.log, []
        return events

    # --- turn flow ------------------------------------------------------
    def start_technique(self, seat: int, uid: int) -> None:
        self.hands[seat].remove(uid)
        self.in_play.append(uid)
        self.known.pop(uid, None)
        ty = TYPES[self.etype(uid)]
        self.tech = {"uid": uid, "key": ty.key, "bonus": ty.bonus}
        if not self.quiet:
            self.log.append(Event("technique_played", {"card": self.card_json(uid), "as": ty.key}, seat=seat))
        TECHNIQUES[ty.key][0](self, seat)

    def finish_technique(self) -> None:
        """The technique has resolved: discard it (unless it moved) and grant its bonus."""
        tech = self.tech
        assert tech is not None
        self.frame = None
        uid = tech["uid"]
        if uid in self.in_play:
            self.in_play.remove(uid)
            self.discards[self.active].append(uid)
        self.tech = None
        if self.is_over():
            return
        self.action_done(tech["bonus"])

    def action_done(self, bonus: bool) -> None:
        if self.is_over():
            return
        if bonus:
            self.phase = "bonus"
            self.bonus = True
            if not self.quiet:
                self.log.append(Event("bonus_action", {}, seat=self.active))
        else:
            self.cleanup()

    def complete_build(self, seat: int, cards: list[int]) -> None:
        """Put a finished stack into the stall, check the win, offer Winter Is Coming."""
        self.stalls[seat].append(cards)
        if not self.quiet:
            self.log.append(Event(
                "stack_built", {"stack": len(self.stalls[seat]), "cards": [self.card_json(c) for c in cards]}, seat=seat))
        if len(self.stalls[seat]) >= STACKS_TO_WIN:
            self.winner = seat
            self.phase = "over"
            self.frame = None
            self.log.append(Event("game_won", {"seat": seat}, seat=seat))
            return
        if any(self.ekey(c) == "winter_is_coming" for c in cards) and legality.can_build(self, seat):
            self.phase = "winter"
            return
        self.after_build()

    def after_build(self) -> None:
        if self.tech is not None:
            self.phase = "effect"
            self.finish_technique()
        else:
            self.action_done(False)

    def keys_of(self, cards: list[int]) -> list[str]:
        """The effective key of each card, as ``ekey`` gives it, in one call for the whole list."""
        copies = self.copies
        base = self.base
        size = len(base)
        return [TYPE_KEY[copies.get(c, base[c] if c < size else JUNK)] for c in cards]

    def hand_target(self, seat: int) -> int:
        return HAND_SIZE + self.keys_of(self.hands[seat]).count("cookies")

    def cleanup(self) -> None:
        seat = self.active
        self.phase = "cleanup"
        drawn = junk = 0
        hand = self.hands[seat]
        base = self.base
        size = len(base)
        copiers = chameleon.COPIERS
        # without Cookies in the game the hand size is fixed and no Chameleon binds; with them,
        # binding Cookies needs a Chameleon passive in hand, and the hand size changes only with
        # a drawn Cookies or a binding, so both are asked again only then
        cookies = COOKIES_DECK in self.chosen
        copier = cookies and any(c < size and base[c] in copiers for c in hand)
        if copier:
            chameleon.bind_cookies(self, seat)
        target = self.hand_target(seat) if cookies else HAND_SIZE
        while len(hand) < target:
            uid = zones.draw_from_deck(self, seat)
            if uid is None:
                uid = zones.take_junk(self)
                junk += 1
            else:
                drawn += 1
            hand.append(uid)
            if not cookies:
                continue
            if uid < size and base[uid] in copiers:
                copier = True
            if copier:
                chameleon.bind_cookies(self, seat)
                target = self.hand_target(seat)
            elif self.ekey(uid) == "cookies":
                target = self.hand_target(seat)
        if drawn and not self.quiet:
            self.log.append(Event("cards_drawn", {"seat": seat, "count": drawn}, seat=seat, reveals=True))
        if junk and not self.quiet:
            self.log.append(Event("junk_taken", {"seat": seat, "count": junk}, seat=seat))
        zones.refill_market(self)
        self.end_turn()

    def end_turn(self) -> None:
        self.copies.clear()
        self.mods.clear()
        self.used.clear()
        self.bonus = False
        self.turns += 1
        self.active = (self.active + 1) % self.players
        if self.active == self.first:
            self.round += 1
            if self.max_rounds and self.round > self.max_rounds:
                self.capped = True
                self.phase = "over"
                self.log.append(Event("game_abandoned", {"rounds": self.round}))
                return
        self.phase = "main"
        if not self.quiet:
            self.log.append(Event("turn_started", {"seat": self.active, "round": self.round}, seat=self.active))

    # --- views -----------------------------------------------------------
    def view(self, seat: int | None) -> dict[str, Any]:
        from engine.games.dale.view import build_view

        return build_view(self, seat)

    # --- copies ------------------------------------------------------------
    def clone(self) -> DaleState:
        return self.copy_with_rng(copy_rng(self.rng))

    def copy_with_rng(self, rng: random.Random) -> DaleState:
        t = DaleState(self.config, blank=True, rng=rng)
        t.max_rounds = self.max_rounds
        t.copies_rule = self.copies_rule
        t.chosen = self.chosen
        t.base = self.base
        t.next_uid = self.next_uid
        t.hands = [list(h) for h in self.hands]
        t.deck_top = [list(d) for d in self.deck_top]
        t.deck_rest = [list(d) for d in self.deck_rest]
        t.discards = [list(d) for d in self.discards]
        t.stalls = [list(st) for st in self.stalls]  # a built stack is replaced, never changed in place
        t.market = list(self.market)
        t.mdeck = list(self.mdeck)
        t.mdiscard = list(self.mdiscard)
        t.junk_pile = list(self.junk_pile)
        t.removed = self.removed
        t.limbo = list(self.limbo)
        t.in_play = list(self.in_play)
        t.known = dict(self.known)
        t.copies = dict(self.copies)
        t.mods = list(self.mods)
        t.used = list(self.used)
        t.log = []
        t.phase = self.phase
        t.tech = dict(self.tech) if self.tech is not None else None
        t.bonus = self.bonus
        t.sel = list(self.sel)
        t.sel_disc = list(self.sel_disc)
        t.buy_slot = self.buy_slot
        t.back = self.back
        t.frame = (
            {k: (list(v) if isinstance(v, list) else v) for k, v in self.frame.items()}
            if self.frame is not None
            else None
        )
        t.winner = self.winner
        t.capped = self.capped
        t.turns = self.turns
        t.actions = self.actions
        t.round = self.round
        t.first = self.first
        t.active = self.active
        t.offered = None
        t.quiet = self.quiet
        t.sel_facts = self.sel_facts  # never changed in place, only replaced
        t.step_lists = None
        return t

    def mute_events(self) -> None:
        self.quiet = True

    def entered_hand(self, uid: int) -> None:
        """A passive that left the hand and came back may use its once-per-turn ability again."""
        if uid in self.used:
            self.used.remove(uid)

    def knows(self, viewer: int, uid: int, owner: int) -> bool:
        return owner == viewer or bool(self.known.get(uid, 0) & (1 << viewer))

    def resample_hidden(self, seat: int, rng: random.Random) -> None:
        """Reshuffle, owner by owner, the cards in hands, decks and looked-at cards ``seat`` cannot see."""
        self._deal_hidden(seat, rng)

    def order_hidden(self, seat: int) -> None:
        """Deal the same cards back into the same places in the order of their ids, as if shuffled
        into that order: the position then depends on nothing but what ``seat`` sees."""
        self._deal_hidden(seat, None)

    def _deal_hidden(self, seat: int, rng: random.Random | None) -> None:
        """Owner by owner, the cards ``seat`` cannot see dealt back into their places: shuffled by
        ``rng``, or in the order of their ids without one."""
        self.offered = None
        self.sel_facts = None
        self.step_lists = None
        mapping: dict[int, int] = {}
        remap = bool(self.sel) or self.frame is not None  # only the selection and a frame name cards
        known = self.known
        sees = 1 << seat  # a card is known to ``seat`` when its mask has this bit (as ``knows`` asks)
        for owner in range(self.players):
            # the hidden places, pile by pile: a pile (hand, deck, limbo) with the indexes of its hidden cards
            piles: list[list[int]] = []
            places: list[list[int]] = []
            if owner != seat:
                _hidden_places(self.hands[owner], known, sees, piles, places)
            _hidden_places(self.deck_top[owner], known, sees, piles, places)
            rest = self.deck_rest[owner]
            piles.append(rest)
            places.append(list(range(len(rest))))
            if owner == self.active and owner != seat:
                piles.append(self.limbo)
                places.append(list(range(len(self.limbo))))
            cards: list[int] = []
            for pile, indexes in zip(piles, places):
                for i in indexes:
                    cards.append(pile[i])
            if not cards:
                continue
            shuffled = list(cards)
            if rng is None:
                shuffled.sort()
            else:
                shuffle(rng, shuffled)
            masks = [known.get(c) for c in cards] if known else None
            k = 0
            for pile, indexes in zip(piles, places):
                for i in indexes:
                    new = shuffled[k]
                    if remap:
                        mapping[pile[i]] = new
                    pile[i] = new
                    if masks is not None:
                        mask = masks[k]
                        if mask is None:
                            known.pop(new, None)
                        else:
                            known[new] = mask
                    k += 1
        self.sel = [mapping.get(c, c) for c in self.sel]
        frame = self.frame
        if frame is not None:
            if "secret" in frame:
                frame["secret"] = mapping.get(frame["secret"], frame["secret"])
            if frame["kind"] in ("pick", "order"):
                frame["options"] = sorted(mapping.get(c, c) for c in frame["options"])


def _hidden_places(pile: list[int], known: dict[int, int], sees: int,
                   piles: list[list[int]], places: list[list[int]]) -> None:
    """Add ``pile`` and the indexes of its cards the seat with mask bit ``sees`` does not know."""
    indexes = [i for i, c in enumerate(pile) if not known.get(c, 0) & sees]
    if indexes:
        piles.append(pile)
        places.append(indexes)
