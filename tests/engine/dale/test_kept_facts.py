"""What the rules keep or shortcut to save work answers as the full computation does, on seeded
random games: the usable cards' facts kept while a payment or stack is chosen, and the search's
list of actions."""

from __future__ import annotations

import random

from engine.core import Action, GameConfig
from engine.games.dale import RULESET, ai, legality
from engine.games.dale.cards import DECK_IDS
from engine.games.dale.state import DaleState


def _games(count: int, seed: int, with_deck: str):
    rng = random.Random(seed)
    for game in range(count):
        players = 2 + game % 3
        others = [d for d in DECK_IDS if d != with_deck]
        decks = [with_deck, *rng.sample(others, players)]
        st = RULESET.new_game(GameConfig(players=players, seed=seed + game, options={"decks": decks}))
        assert isinstance(st, DaleState)
        yield rng, st


def _play(rng: random.Random, st: DaleState, check) -> None:
    while not st.is_over() and st.round < 30:
        seat = st.to_move()[0]
        check(st, seat)
        actions = st.legal_actions(seat)
        # lean toward paying and stacking so that selections are long and frequent
        preferred = [a for a in actions if a.kind in ("build", "stack", "stack_discard", "buy", "pay")]
        st.apply(seat, rng.choice(preferred if preferred and rng.random() < 0.8 else actions))


def test_facts_kept_during_a_selection_equal_the_facts_read_afresh():
    checked = 0

    def check(st: DaleState, seat: int) -> None:
        nonlocal checked
        if st.frame is not None or st.phase not in ("pay", "build"):
            return
        kept = legality.legal_actions(st, seat)
        fresh = st.clone()
        fresh.sel_facts = None
        assert kept == legality.legal_actions(fresh, seat), (st.phase, st.sel)
        assert legality._selection_facts(st, seat) == legality._usable_facts(fresh, seat)
        checked += 1

    for deck in ("chameleons", "squirrels"):
        for rng, st in _games(6, 40, deck):
            _play(rng, st, check)
    assert checked > 300


def test_a_selection_in_a_hand_edited_position_reads_the_facts_again():
    rng, st = next(_games(1, 41, "squirrels"))
    while st.phase != "pay":
        seat = st.to_move()[0]
        actions = st.legal_actions(seat)
        buys = [a for a in actions if a.kind == "buy"]
        st.apply(seat, rng.choice(buys or actions))
    seat = st.to_move()[0]
    st.legal_actions(seat)
    st.hands[seat].pop()  # a card taken away by hand after the facts were kept
    fresh = st.clone()
    fresh.sel_facts = None
    assert legality.legal_actions(st, seat) == legality.legal_actions(fresh, seat)


def test_search_actions_are_the_legal_actions_without_cancel_and_two_cards_a_step():
    # (a payment or a stack is chosen a card at a time: the search weighs two a step)
    checked = 0

    def check(st: DaleState, seat: int) -> None:
        nonlocal checked
        for other in range(st.players):
            legal = st.legal_actions(other)
            weighed = ai.search_actions(st, other)
            if not legal:
                assert weighed == []
                continue
            assert weighed and all(a in legal for a in weighed)
            assert (Action("cancel") in weighed) == (legal == [Action("cancel")])
            kind = ai.CARD_STEPS.get(st.phase) if st.frame is None else None
            # every other move stays; of the cards, the playout's first two
            assert [a for a in weighed if a.kind not in (kind, "cancel")] == [
                a for a in legal if a.kind not in (kind, "cancel")]
            if kind is not None and other == seat:
                assert weighed == _playout_first(st, legal, kind)
                cards = [a for a in legal if a.kind == kind]
                assert len([a for a in weighed if a.kind == kind]) == min(len(cards), ai.KEEP_CARDS)
                checked += _finishes(st, seat, kind)

    for rng, st in _games(3, 43, "squirrels"):
        _play(rng, st, check)
    assert checked > 50


def _playout_first(st: DaleState, legal: list[Action], kind: str) -> list[Action]:
    """The rules' list without Cancel, of its cards the two the playout would take first
    (the cheapest to pay with, the highest for a stack), the list's order kept."""
    kept = [a for a in legal if a.kind != "cancel"]
    cards = [a for a in kept if a.kind == kind]
    if kind == "pay":
        ranked = sorted(cards, key=lambda a: ai._card_worth(st, a.args[0]))
    else:
        ranked = sorted(cards, key=lambda a: -st.value(a.args[0]))
    first = ranked[: ai.KEEP_CARDS]
    return [a for a in kept if a.kind != kind or a in first] or legal


def _finishes(st: DaleState, seat: int, kind: str) -> int:
    """Follow the search's last-ranked card at each step: the payment or stack still completes."""
    twin = st.clone()
    for _ in range(12):
        weighed = ai.search_actions(twin, seat)
        if Action("confirm") in weighed:
            twin.apply(seat, Action("confirm"))
            assert twin.phase != st.phase  # the payment or the stack is made
            return 1
        cards = [a for a in weighed if a.kind == kind]
        if not cards:
            return 0  # another way on (a card from the discard pile, say): not this check's business
        twin.apply(seat, cards[-1])
    raise AssertionError(f"a {kind} chosen along the search's cards never completes")


def test_lists_kept_for_a_turn_s_choosing_steps_equal_the_lists_made_afresh():
    """A purchase or stack started and cancelled meets the kept lists again; they must be the
    lists the rules give for the position as it is."""
    reused = 0

    def check(st: DaleState, seat: int) -> None:
        nonlocal reused
        if st.frame is not None or st.phase not in ("main", "bonus", "pay", "build"):
            return
        kept = st.step_lists
        key = (st.phase, st.buy_slot if st.phase == "pay" else 0, tuple(st.sel), tuple(st.sel_disc))
        if kept is not None and key in kept[1] and kept[0][1] == st.turns:
            reused += 1
        assert st.legal_actions(seat) == legality.legal_actions(st.clone(), seat), (st.phase, st.sel)

    def play_with_cancels(rng: random.Random, st: DaleState) -> None:
        while not st.is_over() and st.round < 30:
            seat = st.to_move()[0]
            check(st, seat)
            actions = st.legal_actions(seat)
            cancel = [a for a in actions if a.kind == "cancel"]
            st.apply(seat, cancel[0] if cancel and rng.random() < 0.3 else rng.choice(actions))

    for deck in ("chameleons", "squirrels", "macaws"):
        for rng, st in _games(4, 50, deck):
            play_with_cancels(rng, st)
    assert reused > 500


def test_kept_step_lists_are_not_used_for_a_hand_edited_position():
    rng, st = next(_games(1, 51, "squirrels"))
    seat = st.to_move()[0]
    before = st.legal_actions(seat)
    st.hands[seat] = st.hands[seat][:2]  # two cards taken away by hand
    after = st.legal_actions(seat)
    assert after == legality.legal_actions(st.clone(), seat)
    assert after != before


def test_a_muted_sample_plays_as_its_twin_without_making_events():
    """A search's sample makes none of the common events (``mute_events``: a card ability's own
    may stay); everything else goes as in its twin."""
    every_turn = {"turn_started", "market_refilled", "card_bought", "stack_built", "technique_played",
                  "bonus_action", "card_thrown_away", "deck_reshuffled"}
    made = kept = 0
    for deck in ("ocelots", "raccoons", "chameleons"):
        for rng, st in _games(2, 61, deck):
            muted = st.clone()
            muted.mute_events()
            while not st.is_over() and st.round < 30:
                seat = st.to_move()[0]
                actions = st.legal_actions(seat)
                assert muted.legal_actions(seat) == actions
                action = rng.choice(actions)
                events = st.apply(seat, action)
                quiet = muted.apply(seat, action)
                made += len(events)
                kept += len(quiet)
                assert all(event in events and event.code not in every_turn for event in quiet)
                assert muted.view(None) == st.view(None)
    assert made > 1000 and kept < made / 10
