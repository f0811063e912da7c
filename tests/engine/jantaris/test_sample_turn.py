"""The seed's sample game: Petr's first turn with Jana, Marek and Linda, replayed move by move."""

from __future__ import annotations

from engine.games.jantaris.data import LOC_INDEX, SQUARE
from tests.engine.jantaris.helpers import codes, keys, new_game, on, play

PETR, JANA, MAREK, LINDA = range(4)


def test_petrs_turn():
    state = new_game(players=4, first=1)
    assert state.start == PETR and state.to_move() == [PETR]
    # the opening: Petr, the youngest, first; then clockwise, two different districts each
    play(state, "place:shakara")
    assert "place:shakara" not in keys(state)
    play(state, "place:likaran")
    play(state, "place:azarin", "place:dorakan", seat=JANA)
    play(state, "place:melvara", "place:taira", seat=MAREK)
    play(state, "place:kesrit", "place:nuhal", seat=LINDA)
    assert state.round == 1 and state.active == PETR and state.phase == "city"

    # phase 1: the guild house, one more merchant in Shakara: Petr is now dominant there
    play(state, "visit:guild")
    assert "place:square" not in keys(state)  # both guild tokens still stand on the square
    play(state, "place:shakara")
    assert on(state, "shakara") == [2, 0, 0, 0]
    assert state.dominator(LOC_INDEX["shakara"]) == PETR

    # phase 2: the black token to Shakara, then the secret votes
    play(state, "token:black,shakara")
    assert state.to_move() == [PETR, JANA, MAREK, LINDA]
    play(state, "vote:deal", seat=PETR)
    play(state, "vote:deal", seat=JANA)
    play(state, "vote:black_market", seat=MAREK)
    events = play(state, "vote:recruitment", seat=LINDA)
    # Petr: two Deal cards, one good per merchant in Shakara, of the black token's colour;
    # Jana gets nothing; Marek takes a good from Petr (the only possible target, so taken at once)
    gained = [e for e in events if e.code == "goods_gained"]
    assert [(e.params["seat"], e.params["colour"], e.params["count"]) for e in gained] == [(PETR, "black", 2)]
    taken = [e for e in events if e.code == "goods_taken"]
    assert [(e.params["seat"], e.params["victim"], e.params["colour"]) for e in taken] == [(MAREK, PETR, "black")]
    # Linda alone with Recruitment: one merchant into any district without a guild token
    assert state.to_move() == [LINDA] and state.decision[0] == "recruit_any"
    assert "place:shakara" not in keys(state) and "place:likaran" in keys(state)
    events = play(state, "place:likaran")
    # phase 3 does not happen (nobody on the square), phase 4 finds no claim, Jana's turn begins
    assert "great_market_opened" not in codes(events) and "control_claimed" not in codes(events)
    assert state.active == JANA and state.phase == "city"
    assert state.goods[PETR] == [0, 1] and state.goods[MAREK] == [0, 1]
    assert state.goods[JANA] == [0, 0] and state.goods[LINDA] == [0, 0]
    assert on(state, "likaran") == [1, 0, 0, 1]
    assert state.tokens == [SQUARE, LOC_INDEX["shakara"]]
