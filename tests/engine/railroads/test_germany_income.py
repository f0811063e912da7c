"""German Railroads, Germany module: income tokens - taken on income spaces, each used once a round
in the owner's own turn (before or after the action, several per turn, in part, also in the round
gained), never after passing, never while relocating, all face up again after scoring."""

from __future__ import annotations

from engine.games.railroads.data import COLOUR_INDEX
from engine.games.railroads.germany_board import TOKENS
from engine.games.railroads.state import RELOCATE, RailroadsState
from tests.engine.railroads.helpers import codes, in_actions, keys, play, set_rails, unlock
from tests.engine.railroads.test_germany import settle

MUNICH, DRESDEN, NUREMBERG = 0, 1, 2


def game(*tokens: str, players: int = 2) -> RailroadsState:
    state = in_actions(players, germany=True)
    for kind in tokens:
        state.germany.display.remove(kind)
        state.seats[0].tokens.append(kind)
    state.seats[0].tokens.sort()
    state._legal = {}
    return state


def incomes(state: RailroadsState) -> list[str]:
    return [k for k in keys(state) if k.startswith("income:")]


def test_coin_token():
    state = game("coin")
    p = state.seats[0]
    coins = p.coins
    assert incomes(state) == ["income:coin"]
    events = play(state, "income:coin")
    assert p.coins == coins + 1 and "income_token_used" in codes(events)
    assert p.tokens_used == ["coin"]
    assert state.to_move() == [0] and incomes(state) == []  # still this player's turn; used for the round
    assert any(k.startswith("place:") for k in keys(state))


def test_any_step_token_steps_any_rail():
    state = game("any_step")
    p = state.seats[0]
    unlock(state, 0, "grey")
    set_rails(state, 0, "dresden", black=4)
    settle(state, 0)
    play(state, "income:any_step")
    options = keys(state)
    assert "rail:dresden,grey" in options and "rail:munich,black" in options
    play(state, "rail:dresden,grey")
    assert p.rails[DRESDEN][COLOUR_INDEX["grey"]] == 1
    assert state.to_move() == [0] and state.turn_seat < 0


def test_industry_token_moves_a_marker():
    state = game("industry")
    p = state.seats[0]
    play(state, "income:industry")
    assert p.industry == [1]


def test_black_grey_and_grey_brown_tokens_may_be_used_in_part():
    state = game("black_grey", "grey_brown")
    p = state.seats[0]
    unlock(state, 0, "grey", "brown")
    set_rails(state, 0, "munich", black=5, grey=3)
    settle(state, 0)
    play(state, "income:black_grey", "rail:munich,black")
    assert "done" in keys(state)  # the grey step may be left
    play(state, "done")
    assert p.rails[MUNICH][:2] == [6, 3]
    play(state, "income:grey_brown", "rail:munich,brown", "rail:munich,grey")
    assert p.rails[MUNICH][:3] == [6, 4, 1]
    assert incomes(state) == []  # both used this round


def test_several_tokens_in_one_turn_before_and_after_the_action():
    state = game("coin", "industry", "any_step")
    p = state.seats[0]
    coins = p.coins
    play(state, "income:coin")  # before the action
    play(state, "place:industry_1,0")
    assert p.industry == [1]
    # after the action the remaining tokens are offered together with ending the turn
    assert sorted(keys(state)) == ["end_turn", "income:any_step", "income:industry"]
    assert state.view(0)["prompt"]["code"] == "free_actions"
    play(state, "income:industry")
    assert p.industry == [2]
    play(state, "end_turn")
    assert state.to_move() == [1] and p.coins == coins + 1
    assert sorted(p.tokens_used) == ["coin", "industry"]


def test_a_token_is_used_once_a_round_and_face_up_again_after_scoring():
    state = game("coin")
    p = state.seats[0]
    play(state, "income:coin", "pass")
    assert incomes(state) == []  # the other player has no token
    state.seats[1].tokens = []
    play(state, "pass")
    # the round was scored; a new round: face up again
    assert state.round == 2 and p.tokens_used == []
    state.cur = state.order.index(0)
    state._legal = {}
    assert incomes(state) == ["income:coin"]


def test_two_tokens_of_a_kind_are_two_uses():
    state = game("coin", "coin")
    play(state, "income:coin")
    assert incomes(state) == ["income:coin"]
    play(state, "income:coin")
    assert incomes(state) == []


def test_no_token_after_passing_or_while_relocating():
    state = game("coin")
    play(state, "pass")
    assert state.passed[0]
    state.cur = 0
    state._legal = {}
    assert not [k for k in state.legal_actions(0) if k.kind == "income"]
    # relocation: the turn-order worker moves, no token is offered
    state = game("coin")
    state.claims = [0, -1]
    state.passed = [True, True]
    state.phase = RELOCATE
    state.relocators = [0]
    state._legal = {}
    assert keys(state, 0) and incomes(state) == []


def test_a_token_gained_this_turn_is_usable_at_once():
    state = game()
    p = state.seats[0]
    set_rails(state, 0, "nuremberg_fuerth", black=7)
    settle(state, 0)
    state.seats[1].tokens = []
    play(state, "place:track_black_or_grey,0", "rail:nuremberg_fuerth,black")  # space 8: income
    assert state.view(0)["prompt"]["code"] == "choose_income_token"
    assert sorted(keys(state)) == ["skip"] + sorted(f"take_token:{k}" for k in TOKENS)
    coins = p.coins
    play(state, "take_token:coin")
    assert state.germany.display.count("coin") == 1
    assert "income:coin" in keys(state)
    play(state, "income:coin")
    assert p.coins == coins + 1
    assert state.to_move() == [1]  # nothing else left to do: the turn ended by itself


def test_a_token_that_can_do_nothing_now_is_not_offered():
    state = game("grey_brown")
    assert incomes(state) == []  # neither grey nor brown is unlocked yet
    unlock(state, 0, "grey")
    assert incomes(state) == []  # grey needs black on space 2 or beyond
    set_rails(state, 0, "munich", black=2)
    state._legal = {}
    assert incomes(state) == ["income:grey_brown"]


def test_income_tokens_in_the_view():
    state = game("coin", "industry")
    play(state, "income:coin")
    view = state.view(1)
    assert view["players"][0]["germany"]["income_tokens"] == [{"id": "coin", "used": True},
                                                              {"id": "industry", "used": False}]
    assert len(view["germany"]["income_display"]) == 6
