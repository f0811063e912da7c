"""Dale of Merchants core rules: setup, buying, building, bonus chains, clean-up, the win."""

from __future__ import annotations

import pytest

from engine.core import ConfigError, GameConfig, IllegalAction
from engine.games.dale import RULESET
from engine.games.dale.cards import DECK_IDS, TYPES
from tests.engine.dale.helpers import act, blank, deck, discard, hand, legal, market, stall, take


@pytest.mark.parametrize("players,junk", [(2, 7), (3, 6), (4, 5)])
def test_setup_uses_players_plus_one_decks_and_starting_decks_of_ten(players, junk):
    st = RULESET.new_game(GameConfig(players=players, seed=3))
    assert len(st.chosen) == players + 1 and len(set(st.chosen)) == players + 1
    for seat in range(players):
        cards = st.hands[seat] + st.deck_rest[seat]
        assert len(st.hands[seat]) == 5 and len(cards) == 10
        assert sum(1 for c in cards if TYPES[st.ctype(c)].is_junk) == junk
        ones = sorted(TYPES[st.ctype(c)].deck for c in cards if not TYPES[st.ctype(c)].is_junk)
        assert ones == sorted(st.chosen)
        assert all(TYPES[st.ctype(c)].value == 1 for c in cards)
    assert len(st.mdeck) + 5 == 11 * (players + 1)
    assert all(c is not None for c in st.market)
    assert len(st.removed) == (4 - players) * (players + 1)
    assert len(st.junk_pile) == 20 - players * junk


def test_deck_choice_must_be_players_plus_one_or_empty():
    with pytest.raises(ConfigError):
        RULESET.new_game(GameConfig(players=2, options={"decks": ["macaws", "pandas"]}))
    with pytest.raises(ConfigError):
        RULESET.new_game(GameConfig(players=2, options={"decks": ["macaws", "macaws", "pandas"]}))
    st = RULESET.new_game(GameConfig(players=2, options={"decks": ["ocelots", "macaws", "pandas"]}))
    assert st.chosen == ["macaws", "pandas", "ocelots"]
    assert set(st.chosen) <= set(DECK_IDS)


def test_market_price_is_value_plus_four_to_zero_from_left_to_right():
    st = blank()
    market(st, "spyglass", "spyglass", "spyglass", "cookies", "cookies")
    assert [st.price(s) for s in range(5)] == [8, 7, 6, 3, 2]
    assert st.view(0)["market"][0]["price"] == 8


def test_payment_may_not_include_an_unnecessary_card():
    st = blank()
    market(st, None, None, None, None, "shattered_relic")
    spy, *_ = hand(st, 0, "spyglass", "junk", "junk")
    act(st, "buy:4")
    # junk+junk is too little and junk+junk+spyglass would hold a needless junk
    assert legal(st) == [f"pay:{spy}", "cancel"]
    events = act(st, f"pay:{spy}", "confirm")
    bought = next(e for e in events if e.code == "card_bought")
    assert [c["uid"] for c in bought.params["paid"]] == [spy] and bought.params["price"] == 3
    assert bought.params["card"]["card"] == "shattered_relic"
    # clean-up reshuffled the paid Spyglass back: the hand holds both
    assert sorted(st.ekey(c) for c in st.hands[0]) == ["junk", "junk", "junk", "shattered_relic", "spyglass"]


def test_overpaying_is_allowed_when_exact_is_impossible_and_gives_no_change():
    st = blank()
    market(st, None, None, None, None, "shattered_relic")
    spy, flashy = hand(st, 0, "spyglass", "flashy_show")
    act(st, "buy:4", f"pay:{spy}")
    assert "confirm" in legal(st) and f"pay:{flashy}" not in legal(st)
    events = act(st, "confirm")
    assert next(e for e in events if e.code == "card_bought").params["paid"][0]["uid"] == spy
    assert flashy in st.hands[0]


def test_three_junk_pay_a_three_exactly():
    st = blank()
    market(st, None, None, None, None, "shattered_relic")
    cards = [*sorted(hand(st, 0, "junk", "junk", "junk")), *hand(st, 0, "spyglass")]  # lowest junk first
    act(st, "buy:4", f"pay:{cards[0]}", f"pay:{cards[1]}")
    assert f"pay:{cards[3]}" not in legal(st)
    deck(st, 0, *["junk"] * 5)
    act(st, f"pay:{cards[2]}", "confirm")
    assert st.discards[0] == cards[:3]


def test_cannot_buy_what_the_hand_cannot_pay():
    st = blank()
    market(st, "spyglass", None, None, None, None)
    hand(st, 0, "junk", "junk")
    assert "buy:0" not in legal(st)
    with pytest.raises(IllegalAction):
        act(st, "buy:0")


def test_stack_needs_exactly_the_next_value_from_one_animal_deck():
    st = blank()
    broker, partner, junk = hand(st, 0, "swift_broker", "loyal_partner", "junk")
    act(st, "build")
    assert legal(st) == [f"stack:{broker}", f"stack:{partner}", "cancel"]
    act(st, f"stack:{broker}")
    assert f"stack:{junk}" not in legal(st) and f"stack:{partner}" not in legal(st)
    act(st, "confirm")
    assert st.stalls[0] == [[broker]]
    # stack 2 cannot mix macaws and pandas, nor use junk
    st.active, st.phase = 0, "main"
    hand(st, 0, "swift_broker")
    assert "build" not in legal(st)
    hand(st, 0, "loyal_partner")
    act(st, "build")
    assert f"stack:{junk}" not in legal(st)


def test_bonus_actions_chain_from_plus_techniques():
    st = blank()
    flashy, toy, prepaid = hand(st, 0, "flashy_show", "favourite_toy", "prepaid_good")
    market(st, None, None, None, None, "cookies")
    deck(st, 0, *["junk"] * 5)
    act(st, f"play:{flashy}")
    assert st.phase == "bonus" and legal(st)[0] == "end"
    act(st, f"play:{toy}")  # takes Flashy Show back, grants another bonus
    assert flashy in st.hands[0] and st.phase == "bonus"
    act(st, f"play:{prepaid}", f"pick:{st.market[4]}")  # no bonus icon: the turn ends
    assert st.active == 1 and st.phase == "main"


def test_cleanup_draws_to_five_and_never_discards_above():
    st = blank()
    hand(st, 0, *["junk"] * 7)
    deck(st, 0, "junk")
    act(st, "inventory", "done")
    assert len(st.hands[0]) == 7 and len(st.deck_rest[0]) == 1
    st.active, st.phase = 0, "main"
    cards = sorted(st.hands[0])  # identical junk: the lowest-numbered card stands for the rest
    deck(st, 0, *["junk"] * 5)
    act(st, "inventory", *[f"discard:{c}" for c in cards[:4]], "done")
    assert len(st.hands[0]) == 5 and st.discards[0] == cards[:4]


def test_deck_runs_out_reshuffles_discard_then_junk_from_the_pile():
    st = blank()
    hand(st, 0, "junk")
    deck(st, 0, "cookies")
    discard(st, 0, "spyglass", "flashy_show")
    events = act(st, "inventory", "done")
    assert "deck_reshuffled" in [e.code for e in events]
    # 1 + 1 from deck + 2 reshuffled = 4 cards, then 1 junk (Cookies makes it 6: 2 junk)
    keys = sorted(st.ekey(c) for c in st.hands[0])
    assert keys == ["cookies", "flashy_show", "junk", "junk", "junk", "spyglass"]
    assert st.discards[0] == []


def test_junk_is_unlimited():
    st = blank()
    st.junk_pile.clear()
    act(st, "inventory", "done")
    assert len(st.hands[0]) == 5
    assert all(st.ekey(c) == "junk" for c in st.hands[0])


def test_market_refill_slides_right_and_fills_from_the_right():
    st = blank()
    a, _, c, _, _ = market(st, "spyglass", None, "cookies", None, None)
    new = take(st, "special_offer")
    st.mdeck = [new]
    act(st, "inventory", "done")
    assert st.market[3:] == [a, c] and st.market[2] == new
    assert st.market[:2] == [None, None]  # market deck and its discard are empty


def test_market_deck_reshuffles_from_the_market_discard():
    st = blank()
    cards = [take(st, "spyglass"), take(st, "cookies")]
    st.mdiscard = list(cards)
    act(st, "inventory", "done")
    assert set(st.market[3:]) == set(cards)
    assert st.mdiscard == [] and st.market[:3] == [None, None, None]


def test_eighth_stack_wins_at_once():
    st = blank()
    stall(st, 0, *[["junk"]] * 7)
    cards = hand(st, 0, "spyglass", "shattered_relic", "swift_broker")
    act(st, "build", *[f"stack:{c}" for c in cards], "confirm")
    assert st.is_over() and st.winners() == [0] and st.to_move() == []
    assert st.scores()[0].total == 8


def test_round_cap_ends_in_a_draw():
    st = RULESET.new_game(GameConfig(players=2, seed=1, options={"max_rounds": 1}))
    while not st.is_over():
        act(st, "inventory", "done")
    assert st.winners() == [] and st.view(None)["draw"]


def test_views_hide_other_hands_and_looked_at_cards():
    st = RULESET.new_game(GameConfig(players=3, seed=2))
    view = st.view(0)
    assert "hand" in view["players"][0] and "hand" not in view["players"][1]
    assert view["players"][1]["hand_count"] == 5
    assert "hand" not in st.view(None)["players"][0]


def test_view_layout_and_draw_events_reveal():
    st = RULESET.new_game(GameConfig(players=2, seed=8))
    view = st.view(st.active)
    for key in ("to_move", "round", "over", "prompt", "active", "phase", "decks", "players", "market",
                "market_deck_count", "market_discard", "junk_pile_count", "in_play", "looked_at",
                "looked_at_count", "selected", "selected_from_discard", "value_changes", "bonus",
                "winner", "draw", "max_rounds", "scores"):
        assert key in view
    me = view["players"][st.active]
    assert set(me) >= {"name", "hand_count", "deck_count", "discard", "stall", "hand", "deck_top_known"}
    assert view["prompt"] == {"code": "choose_action", "params": {}}
    events = act(st, "inventory", f"discard:{me['hand'][0]['uid']}", "done")
    draws = [e for e in events if e.code == "cards_drawn"]
    assert draws and all(e.reveals for e in draws) and "uid" not in str(draws[0].params)


def test_pay_prompt_hides_the_running_total_from_others():
    st = blank()
    market(st, None, None, None, None, "shattered_relic")
    spy, = hand(st, 0, "spyglass")
    act(st, "buy:4", f"pay:{spy}")
    assert st.view(0)["prompt"]["params"]["paid"] == 4
    assert st.view(1)["prompt"]["params"]["paid"] is None and st.view(1)["selected"] == []


def test_endless_turns_hit_the_action_cap_and_end_in_a_draw():
    st = blank()
    st.max_rounds = 1
    flashy, = hand(st, 0, "flashy_show")
    st.actions = 2 * 60  # the next action passes the cap of 60 per player and round
    act(st, f"play:{flashy}")
    assert st.is_over() and st.winners() == [] and st.to_move() == []
