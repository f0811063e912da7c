"""Every level gives a legal action in every registered game; specs parse and fail clearly."""

from __future__ import annotations

import pytest

from engine import games
from engine.ai import parallel
from engine.ai.base import make_player, player_specs
from engine.ai.evaluation import Knowledge
from engine.ai.greedy import GreedyPlayer
from engine.ai.ismcts import ESTIMATES, OPPONENTS, ISMCTSPlayer
from engine.ai.levels import LEVELS as LEVELS_SETTINGS
from engine.ai.levels import LIMITS, EasyPlayer, search_settings, table_settings
from engine.core import ConfigError, GameConfig
from tests.conftest import fuzz_games
from tests.engine.ai.helpers import random_positions

LEVELS = ["random", "greedy", "easy", "normal", "strong", "ismcts:iterations=20/depth=5"]
CASES = [
    (ruleset.info.id, players)
    for ruleset in games.all()
    for players in sorted({ruleset.info.min_players, ruleset.info.max_players})
]


@pytest.mark.fuzz
@pytest.mark.parametrize("game_id,players", CASES)
def test_every_level_returns_a_legal_action(game_id, players):
    ruleset = games.get(game_id)
    count = min(fuzz_games(2), 30)
    for index, (state, seat) in enumerate(random_positions(ruleset, players, count, seed=players * 7)):
        legal = state.legal_actions(seat)
        for spec in LEVELS:
            action = make_player(spec, seed=index).choose(state, seat)
            assert action in legal, f"{spec} chose {action} which is not legal in {game_id}"


def test_the_levels_are_registered():
    assert {"random", "greedy", "easy", "normal", "strong", "ismcts"} <= set(player_specs())
    assert type(make_player("greedy")) is GreedyPlayer
    assert type(make_player("easy")) is EasyPlayer
    assert type(make_player("normal")) is ISMCTSPlayer


def test_ismcts_parameters_are_applied():
    player = make_player("ismcts:iterations=123/depth=7/c=1.5/rollout=0/eval=no", seed=3)
    assert isinstance(player, ISMCTSPlayer)
    assert (player.iterations, player.seconds, player.depth, player.exploration) == (123, None, 7, 1.5)
    assert not player.use_rollout and not player.use_evaluate
    timed = make_player("normal:seconds=0.5")
    assert isinstance(timed, ISMCTSPlayer) and (timed.iterations, timed.seconds) == (None, 0.5)


@pytest.mark.parametrize("spec", ["ismcts:speed=3", "ismcts:depth=deep", "ismcts:iterations=0", "greedy:x=1",
                                  "normal:rollout=maybe", "ismcts:depth"])
def test_bad_parameters_are_refused_with_a_message(spec):
    with pytest.raises(ConfigError):
        make_player(spec)


def test_the_environment_fixes_iterations_instead_of_time(monkeypatch):
    monkeypatch.setenv("KONTOR_AI_ITERATIONS", "37")
    for level in ("easy", "normal", "strong"):
        settings = search_settings(level, {})
        assert settings["iterations"] == 37 and "seconds" not in settings and "turn_seconds" not in settings
    monkeypatch.delenv("KONTOR_AI_ITERATIONS")
    easy, normal, strong = (search_settings(level, {}) for level in ("easy", "normal", "strong"))
    # the budgets are per turn: easy within 0.5 s, normal about 1 s, strong about 4 s
    assert easy["turn_seconds"] <= 0.5 and normal["turn_seconds"] <= 1.0 and strong["turn_seconds"] <= 4.0
    assert strong["turn_seconds"] > normal["turn_seconds"] > easy["turn_seconds"]
    assert strong["depth"] > normal["depth"] > easy["depth"]
    assert "seconds" not in normal and "seconds" not in strong
    # a spec naming a budget of its own keeps only that one
    assert search_settings("normal", {"seconds": "2"}).get("turn_seconds") is None
    assert search_settings("easy", {"turn": "0.2"}).get("iterations") is None


def test_a_forced_move_is_returned_without_searching():
    ruleset = games.get("tiny")
    state = ruleset.new_game(GameConfig(players=2, seed=2))
    for seat in (0, 1):
        state.apply(seat, state.legal_actions(seat)[1])
    while len(state.legal_actions(state.to_move()[0])) > 1:
        seat = state.to_move()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    seat = state.to_move()[0]
    player = make_player("ismcts:iterations=100000")
    player.search = None  # a search would fail loudly
    assert player.choose(state, seat) == state.legal_actions(seat)[0]


def test_strong_plays_out_deeper_only_at_the_tables_listed_for_it():
    ruleset = games.get("speicherstadt")
    five = ruleset.new_game(GameConfig(players=5, seed=3))
    four = ruleset.new_game(GameConfig(players=4, seed=3))
    strong = make_player("strong:iterations=10")
    assert isinstance(strong, ISMCTSPlayer)
    assert strong.depth_for(five) == table_settings("strong")[("speicherstadt", 5)]["depth"] > strong.depth
    assert strong.depth_for(four) == strong.depth == LEVELS_SETTINGS["strong"]["depth"]
    named = make_player("strong:iterations=10/depth=12")
    assert isinstance(named, ISMCTSPlayer) and named.depth_for(five) == 12  # a spec's own depth wins
    normal = make_player("normal:iterations=10")
    assert isinstance(normal, ISMCTSPlayer) and normal.depth_for(five) == normal.depth


def _dale_tables():
    """A new Dale game at each table size, by players."""
    dale = games.get("dale")
    return {players: dale.new_game(GameConfig(players=players, seed=3)) for players in (2, 3, 4)}


def test_strong_plays_the_others_by_the_policy_at_the_dale_tables_only():
    tables = _dale_tables()
    strong = make_player("strong:iterations=10")
    assert isinstance(strong, ISMCTSPlayer) and strong.opponents == "tree"
    assert {players: strong.opponents_for(state) for players, state in tables.items()} == {
        2: "policy", 3: "policy", 4: "policy"}
    speicherstadt = games.get("speicherstadt").new_game(GameConfig(players=4, seed=3))
    assert strong.opponents_for(speicherstadt) == "tree"
    assert strong.depth_for(tables[4]) == strong.depth  # the table changes only what it names
    named = make_player("strong:iterations=10/opponents=tree")
    assert isinstance(named, ISMCTSPlayer) and named.opponents_for(tables[4]) == "tree"  # the spec's own wins
    normal = make_player("normal:iterations=10")
    assert isinstance(normal, ISMCTSPlayer) and normal.opponents_for(tables[4]) == "tree"


def test_strong_focuses_at_the_four_seat_dale_table_only():
    tables = _dale_tables()
    strong = make_player("strong:iterations=10")
    assert isinstance(strong, ISMCTSPlayer) and not strong.focus
    assert {players: strong.focus_for(state) for players, state in tables.items()} == {2: False, 3: False, 4: True}
    assert strong.opponents_for(tables[4]) == "policy"  # the table keeps its other setting
    speicherstadt = games.get("speicherstadt").new_game(GameConfig(players=4, seed=3))
    assert not strong.focus_for(speicherstadt)
    normal = make_player("normal:iterations=10")
    assert isinstance(normal, ISMCTSPlayer) and not any(normal.focus_for(state) for state in tables.values())
    off = make_player("strong:iterations=10/focus=0")
    assert isinstance(off, ISMCTSPlayer) and not off.focus_for(tables[4])  # the spec's own wins
    on = make_player("strong:iterations=10/focus=1")
    assert isinstance(on, ISMCTSPlayer) and all(on.focus_for(state) for state in tables.values())
    with pytest.raises(ConfigError, match="focus"):
        make_player("strong:focus=maybe")


def test_strong_judges_playouts_by_the_fitted_estimate_at_the_four_seat_dale_table_only():
    tables = _dale_tables()
    strong = make_player("strong:iterations=10")
    assert isinstance(strong, ISMCTSPlayer) and strong.estimate == "game"
    assert {players: strong.estimate_for(state) for players, state in tables.items()} == {
        2: "game", 3: "game", 4: "fitted"}
    normal = make_player("normal:iterations=10")
    assert isinstance(normal, ISMCTSPlayer) and {normal.estimate_for(state) for state in tables.values()} == {"game"}
    own = make_player("strong:iterations=10/estimate=game")
    assert isinstance(own, ISMCTSPlayer) and own.estimate_for(tables[4]) == "game"  # the spec's own wins
    with pytest.raises(ConfigError, match="estimate"):
        make_player("strong:estimate=oracle")
    with pytest.raises(ConfigError, match="estimate"):
        ISMCTSPlayer(1, tables={("dale", 4): {"estimate": "oracle"}})


def test_a_search_with_the_fitted_estimate_judges_by_it_where_the_game_has_one():
    dale = games.get("dale")
    state = dale.new_game(GameConfig(players=4, seed=8))
    fitted = Knowledge.of(state, estimate="fitted").values(state)
    assert fitted == dale.named_estimate("fitted")(state)
    assert fitted != Knowledge.of(state).values(state)
    # a game without a fitted estimate keeps its own
    other = games.get("speicherstadt").new_game(GameConfig(players=4, seed=8))
    assert Knowledge.of(other, estimate="fitted").values(other) == Knowledge.of(other).values(other)


def test_every_table_setting_names_a_game_and_a_player_count_it_has_and_a_valid_value():
    for level in LEVELS_SETTINGS:
        for (game_id, players), chosen in table_settings(level).items():
            info = games.get(game_id).info
            assert info.min_players <= players <= info.max_players, (level, game_id, players)
            assert chosen and set(chosen) <= {"depth", "opponents", "focus", "estimate"}, (level, game_id, chosen)
            if "depth" in chosen:
                assert LIMITS["depth"][0] <= chosen["depth"] <= LIMITS["depth"][1]
            if "opponents" in chosen:
                assert chosen["opponents"] in OPPONENTS
            if "focus" in chosen:
                assert isinstance(chosen["focus"], bool)
            if "estimate" in chosen:
                assert chosen["estimate"] in ESTIMATES
                assert chosen["estimate"] == "game" or games.get(game_id).named_estimate(chosen["estimate"]), (game_id, chosen)


def test_a_table_with_an_unknown_way_to_choose_the_others_moves_is_refused():
    with pytest.raises(ConfigError, match="mirror"):
        ISMCTSPlayer(1, tables={("dale", 4): {"opponents": "mirror"}})


def test_a_playout_at_a_listed_table_runs_to_that_depth(monkeypatch):
    ruleset = games.get("speicherstadt")
    state = ruleset.new_game(GameConfig(players=5, seed=4))
    seat = state.to_move()[0]
    asked = []

    def counting(sample, mover):
        asked.append(mover)
        return sample.legal_actions(mover)

    monkeypatch.setattr(type(ruleset), "search_actions", staticmethod(counting))
    player = ISMCTSPlayer(1, iterations=1, depth=3, tables={("speicherstadt", 5): {"depth": 9}})
    player.search(state, seat)
    # the one iteration asks for the root's moves, then for the moves of every playout step;
    # the game is far from its end, so every step of the table's depth is played
    assert len(asked) == 1 + 1 + 9
    asked.clear()
    ISMCTSPlayer(1, iterations=1, depth=3, tables={("speicherstadt", 4): {"depth": 9}}).search(state, seat)
    assert len(asked) == 1 + 1 + 3


def test_the_ai_processes_search_with_the_tables_settings(monkeypatch):
    sent = []
    monkeypatch.setattr(parallel, "enabled", lambda: True)
    monkeypatch.setattr(parallel, "search", lambda *args: sent.append(args[3]))  # no processes: None

    def sent_for(spec, game_id, players):
        state = games.get(game_id).new_game(GameConfig(players=players, seed=5))
        sent.clear()
        make_player(spec).search(state, state.to_move()[0])
        assert len(sent) == 1
        return sent[0]

    five = sent_for("strong:seconds=0.05", "speicherstadt", 5)
    assert five["depth"] == table_settings("strong")[("speicherstadt", 5)]["depth"]
    assert five["opponents"] == "tree"
    assert sent_for("strong:seconds=0.05/opponents=policy", "speicherstadt", 5)["opponents"] == "policy"
    # the AI processes choose the other seats' moves as the player does at that table
    assert sent_for("strong:seconds=0.05", "dale", 4)["opponents"] == "policy"
    assert sent_for("strong:seconds=0.05/opponents=tree", "dale", 4)["opponents"] == "tree"
    assert sent_for("strong:seconds=0.05", "dale", 4)["focus"] is True
    assert sent_for("strong:seconds=0.05", "dale", 3)["focus"] is False
    assert sent_for("strong:seconds=0.05", "dale", 4)["estimate"] == "fitted"
    assert sent_for("strong:seconds=0.05", "dale", 3)["estimate"] == "game"


def _tree_seats(node) -> set[int]:
    seats = set()
    for (seat, _action), child in node.children.items():
        seats |= {seat} | _tree_seats(child)
    return seats


@pytest.mark.parametrize("opponents", ["tree", "policy"])
def test_with_the_policy_for_the_others_the_tree_holds_only_the_searching_seats_moves(monkeypatch, opponents):
    ruleset = games.get("dale")
    state = ruleset.new_game(GameConfig(players=4, seed=6))
    seat = state.to_move()[0]
    roots = []
    plain = ISMCTSPlayer._iterate

    def keeping_root(self, root, *args):
        roots.append(root)
        return plain(self, root, *args)

    monkeypatch.setattr(ISMCTSPlayer, "_iterate", keeping_root)
    player = make_player(f"ismcts:iterations=400/depth=5/opponents={opponents}", seed=2)
    action = player.choose(state, seat)
    assert action in state.legal_actions(seat)
    seats = _tree_seats(roots[0])
    # 400 iterations reach past the end of the searching seat's turn: the others' moves enter the tree
    if opponents == "policy":
        assert seats == {seat}
    else:
        assert seat in seats and seats - {seat}


def test_an_unknown_way_to_choose_the_others_moves_is_refused():
    with pytest.raises(ConfigError, match="opponents"):
        make_player("strong:opponents=mirror")
    with pytest.raises(ConfigError, match="opponents"):
        ISMCTSPlayer(1, opponents="mirror")
