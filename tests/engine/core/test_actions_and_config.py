"""Actions round-trip through their notation; configs and options are validated with clear messages."""

import pickle
import random

import pytest

from engine import games
from engine.core import Action, ConfigError, GameConfig, IllegalAction, OptionSpec
from engine.core.events import Event
from engine.core.game import GameInfo, SeatScore, copy_rng, rank_seats


def test_action_notation_round_trips():
    action = Action("cube", (3, "warehouse", -1))
    assert action.key == "cube:3,warehouse,-1"
    assert Action.from_notation(action.key) == action
    assert Action.from_notation("pass") == Action("pass")
    assert hash(action) == hash(Action("cube", (3, "warehouse", -1)))


@pytest.mark.parametrize("text", ["", "bad kind", "x:a b", ":1", "x:1,,2"])
def test_bad_notation_is_refused(text):
    with pytest.raises(IllegalAction):
        Action.from_notation(text)


def test_an_event_is_a_value_that_reaches_a_helper_process_whole():
    event = Event("card_bought", {"card": "d3", "cost": 4}, seat=1, reveals=True)
    assert event == Event("card_bought", {"card": "d3", "cost": 4}, 1, True)
    assert event != Event("card_bought", {"card": "d3", "cost": 4}, 1)
    assert Event("turn_ended").params == {} and Event("turn_ended") != "turn_ended"
    sent = pickle.loads(pickle.dumps(event))
    assert sent == event and sent.to_json() == {"code": "card_bought", "params": {"card": "d3", "cost": 4},
                                                "seat": 1, "reveals": True}
    assert "card_bought" in repr(event)


def test_equal_actions_find_each_other_in_sets_however_they_were_made():
    made = [Action("buy", (2, "x")), Action("buy", tuple([2, "x"])), Action.from_notation("buy:2,x")]
    assert len(set(made)) == 1
    assert {(0, a): 1 for a in made} == {(0, Action("buy", (2, "x"))): 1}
    assert Action("buy", (2, "x")) not in {Action("buy", (2, "y")), Action("buy", (2,)), Action("sell", (2, "x"))}


def test_action_arguments_must_be_plain():
    with pytest.raises(TypeError, match="tuple"):
        Action("buy", [2, "x"])  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        Action("x", ("two words",))
    with pytest.raises(ValueError):
        Action("x", (True,))


def test_config_needs_one_name_per_player():
    assert GameConfig(players=2).names == ("Player 1", "Player 2")
    with pytest.raises(ConfigError, match="one non-empty name"):
        GameConfig(players=2, names=("Eva",))


def test_config_json_round_trip():
    config = GameConfig(players=3, seed=5, options={"sixes": True}, names=("A", "B", "C"))
    assert GameConfig.from_json(config.to_json()) == config
    with pytest.raises(ConfigError, match="lacks 'players'"):
        GameConfig.from_json({"seed": 1})


def test_options_are_filled_and_checked():
    info = GameInfo(
        id="x",
        titles={"en": "X"},
        min_players=1,
        max_players=4,
        options=(
            OptionSpec("long", "bool", False, {"en": "Long game"}),
            OptionSpec("level", "choice", "a", {"en": "Level"}, choices=("a", "b")),
            OptionSpec("count", "int", 2, {"en": "Count"}, minimum=1, maximum=3),
            OptionSpec("decks", "multi", [], {"en": "Decks"}, choices=("fox", "owl")),
            OptionSpec("solo_only", "bool", True, {"en": "Solo"}, players=(1,)),
        ),
    )
    assert info.validate_options(2, {}) == {"long": False, "level": "a", "count": 2, "decks": []}
    assert info.validate_options(1, {})["solo_only"] is True
    with pytest.raises(ConfigError, match="no option 'speed'"):
        info.validate_options(2, {"speed": 1})
    with pytest.raises(ConfigError, match="one of a, b"):
        info.validate_options(2, {"level": "c"})
    with pytest.raises(ConfigError, match="at most 3"):
        info.validate_options(2, {"count": 4})
    with pytest.raises(ConfigError, match="unknown entry"):
        info.validate_options(2, {"decks": ["cat"]})
    with pytest.raises(ConfigError, match="only for 1 players"):
        info.validate_options(2, {"solo_only": False})


def test_player_count_outside_the_range_is_refused():
    with pytest.raises(ConfigError, match="1 to 4 players, not 5"):
        games.get("tiny").new_game(GameConfig(players=5))


def test_unknown_game_names_the_known_ones():
    with pytest.raises(ConfigError, match="unknown game 'chess'.*tiny"):
        games.get("chess")


def test_ranking_uses_the_tiebreak_and_shares_full_ties():
    scores = [SeatScore(0, 10, tiebreak=(3,)), SeatScore(1, 10, tiebreak=(5,)), SeatScore(2, 7), SeatScore(3, 7)]
    assert rank_seats(scores) == [[1], [0], [2, 3]]


def test_a_copied_rng_goes_on_as_the_original_would_and_apart_from_it():
    original = random.Random(12)
    original.gauss(0, 1)  # a cached second normal deviate is part of the state too
    twin = copy_rng(original)
    ahead = [original.random(), original.gauss(0, 1), original.randrange(1000)]
    assert [twin.random(), twin.gauss(0, 1), twin.randrange(1000)] == ahead
    twin.random()
    assert copy_rng(original).random() == original.random()  # drawing from the twin moved nothing here
