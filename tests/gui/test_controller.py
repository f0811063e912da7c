"""GameController: stale AI answers, cancelling, errors; every registered game's board builds."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import gui.controller as controller_module
from engine import games
from engine.ai import parallel
from engine.ai.base import Player
from engine.core.actions import Action
from engine.core.game import GameConfig, GameState
from gui.boards import Board, BoardContext, board_class
from gui.controller import GameController
from gui.scene.table import TableScene
from gui.seats import SeatSetup, default_seats

ROOT = Path(__file__).resolve().parents[2]


class SlowPlayer(Player):
    """Thinks until cancelled (or 5 s), then answers the first legal action."""

    started: list[int] = []

    def choose(self, state: GameState, seat: int) -> Action:
        SlowPlayer.started.append(seat)
        self.cancel_event.wait(5)
        return state.legal_actions(seat)[0]


def ai_seats(count: int, human: int | None = None) -> list[SeatSetup]:
    seats = default_seats(tuple(f"P{i}" for i in range(count)))
    return [SeatSetup(s.name, s.colour, "human" if i == human else "ai", "easy") for i, s in enumerate(seats)]


def test_cancelled_and_stale_ai_answers_are_dropped(qtbot, monkeypatch) -> None:  # noqa: ANN001
    monkeypatch.setattr(controller_module, "make_ai", lambda level, seed: SlowPlayer(seed))
    SlowPlayer.started = []
    controller = GameController(ai_delay_ms=0)
    tiny = games.get("tiny")
    with qtbot.waitSignal(controller.ai_thinking, check_params_cb=lambda seat: seat == 0):
        controller.new_game(tiny, GameConfig(2, 1), ai_seats(2, human=1))
    qtbot.waitUntil(lambda: SlowPlayer.started == [0], timeout=3000)
    controller.restart()  # cancels the first think: its answer must not be played
    qtbot.waitUntil(lambda: len(SlowPlayer.started) == 2, timeout=3000)
    controller.new_game(tiny, GameConfig(2, 2), ai_seats(2, human=1))
    qtbot.waitUntil(lambda: len(SlowPlayer.started) == 3, timeout=3000)
    qtbot.wait(50)
    assert controller.match is not None and controller.match.moves == []
    controller.shutdown()
    qtbot.wait(50)
    assert controller.match.moves == []


def test_ai_answer_for_an_old_position_is_not_applied(qtbot) -> None:  # noqa: ANN001
    controller = GameController(ai_delay_ms=0)
    controller.new_game(games.get("tiny"), GameConfig(2, 1), ai_seats(2, human=0))
    token = controller.token
    controller.submit(Action("bid", (0,)), 0)
    assert controller.token != token
    controller._ai_token = token  # an answer computed for the old position arrives late
    controller._ai_move(token, 1, Action("bid", (1,)))
    assert controller.match.moves == [(0, Action("bid", (0,)))]
    controller.shutdown()


def test_illegal_submission_reports_and_changes_nothing(qtbot) -> None:  # noqa: ANN001
    controller = GameController(ai_delay_ms=0)
    controller.new_game(games.get("tiny"), GameConfig(2, 1), ai_seats(2, human=0))
    with qtbot.waitSignal(controller.error_raised) as blocker:
        assert not controller.submit(Action("play", (9,)), 0)
    assert "not allowed" in blocker.args[0]
    assert all(seat != 0 for seat, _ in controller.match.moves)
    controller.shutdown()


def test_failing_ai_reports_an_error_instead_of_crashing(qtbot, monkeypatch) -> None:  # noqa: ANN001
    class BrokenPlayer(Player):
        def choose(self, state: GameState, seat: int) -> Action:
            raise RuntimeError("no idea")

    monkeypatch.setattr(controller_module, "make_ai", lambda level, seed: BrokenPlayer(seed))
    controller = GameController(ai_delay_ms=0)
    with qtbot.waitSignal(controller.error_raised, timeout=3000) as blocker:
        controller.new_game(games.get("tiny"), GameConfig(2, 1), ai_seats(2))
    assert "no idea" in blocker.args[0]
    assert controller.match.moves == []
    controller.shutdown()


@pytest.mark.parametrize("game_id", games.ids())
def test_every_registered_game_gets_a_playable_board(qtbot, game_id: str) -> None:  # noqa: ANN001
    ruleset = games.get(game_id)
    players = max(ruleset.info.min_players, min(2, ruleset.info.max_players))
    state = ruleset.new_game(GameConfig(players, 3))
    seat = state.to_move()[0]
    view, actions = state.view(seat), state.legal_actions(seat)
    board = board_class(game_id)(BoardContext(ruleset, default_seats(state.config.names)))
    assert isinstance(board, Board)
    board.viewer = seat
    scene = TableScene()
    board.build(scene, view, actions, seat)
    assert scene.items()
    moves = board.moves(view, actions, seat)
    gestures = {m.action for m in moves} | {a for acts in scene.drag.click_actions.values() for a in acts}
    assert gestures <= set(actions)
    for move in moves:
        assert move.piece_id in scene.drag.pieces and move.target_id in scene.drag.targets
    assert all(board.describe_action(a, view) for a in actions)
    assert board.prompt_text(view["prompt"], view)
    assert all(board.category_label(k) for s in state.scores() for k in s.breakdown)


def test_smoke_run_plays_every_registered_game(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", KONTOR_HOME=str(tmp_path))
    code = "from tests.conftest import games; import main; raise SystemExit(main.main(['--smoke']))"
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    for game_id in games.ids():
        assert f"smoke {game_id}:" in result.stdout
    assert "smoke engine: 0 compiled modules in use" in result.stdout  # the tests read the sources
    helpers = parallel.helper_count()
    assert f"smoke helpers: {helpers} of {helpers}" in result.stdout  # the window's searches have them


@pytest.mark.skipif(os.environ.get("KONTOR_TEST_DIST") != "1", reason="set KONTOR_TEST_DIST=1 after make dist")
def test_built_bundle_passes_its_smoke_run(tmp_path: Path) -> None:
    folder = Path(os.environ.get("KONTOR_DIST_DIR", ROOT / "dist" / "kontor"))
    executable = folder / ("kontor.exe" if sys.platform == "win32" else "kontor")
    assert executable.exists(), "build the bundle first: make dist"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", KONTOR_HOME=str(tmp_path))
    result = subprocess.run([str(executable), "--smoke"], env=env, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    assert "smoke" in result.stdout
    # every compiled engine module the bundle carries is the one that runs (not a source beside it)
    carried = [path for path in (folder / "_internal" / "engine").rglob("*.*") if path.suffix in (".so", ".pyd")
               and not path.name.startswith("native__mypyc")]
    assert f"smoke engine: {len(carried)} compiled modules in use" in result.stdout
    helpers = parallel.helper_count()
    assert f"smoke helpers: {helpers} of {helpers}" in result.stdout  # the bundle starts them too


def test_hint_suggests_a_legal_action_for_the_person(qtbot) -> None:  # noqa: ANN001
    controller = GameController(ai_delay_ms=60_000)
    controller.new_game(games.get("tiny"), GameConfig(2, 4), ai_seats(2, human=0))
    with qtbot.waitSignal(controller.hint_ready, timeout=20_000) as blocker:
        assert controller.hint()
    action, reason = blocker.args
    assert action in controller.legal_actions(0)
    assert reason
    controller.shutdown()


def test_the_hint_words_say_whether_the_move_was_forced_counted_or_searched() -> None:
    from engine.ai.hint import Hint

    move = Action("done")
    assert controller_module.hint_reason(Hint(move, 1.0, 0, 0, forced=True)) == "it is the only legal move"
    assert controller_module.hint_reason(Hint(move, 1.0, 0, 0, counted=True)) == (
        "counted out: no other way to play your last steps brings more points")
    assert controller_module.hint_reason(Hint(move, 0.62, 80, 200)) == "it won about 62 % of the simulated games"


def test_a_failing_board_is_replaced_by_the_generic_one(qtbot, capsys) -> None:  # noqa: ANN001
    from gui.boards.generic import GenericBoard
    from gui.boards.guard import BoardGuard

    class BrokenBoard(GenericBoard):
        def build(self, scene, view, actions, seat) -> None:  # noqa: ANN001
            raise KeyError("lost")

        def describe_action(self, action, view) -> str:  # noqa: ANN001
            raise ValueError("no words")

    ruleset = games.get("tiny")
    state = ruleset.new_game(GameConfig(2, 1))
    guard = BoardGuard(BrokenBoard(BoardContext(ruleset, default_seats(state.config.names))))
    scene = TableScene()
    actions = state.legal_actions(0)
    guard.build(scene, state.view(0), actions, 0)
    assert len(scene.drag.pieces) == len(actions)  # the generic board drew the table
    assert len(guard.moves(state.view(0), actions, 0)) == len(actions)
    assert guard.describe_action(actions[0], state.view(0)) == "Bid: 0"
    assert "KeyError" in capsys.readouterr().err


def test_the_log_describes_each_move_with_the_view_before_it() -> None:
    from engine import games
    from engine.core import Action, GameConfig
    from engine.core.match import Match
    from gui.controller import GameController
    from gui.seats import default_seats

    controller = GameController(ai_delay_ms=0)
    match = Match(games.get("tiny"), GameConfig(players=2, seed=1))
    controller._install(match, default_seats(("Eva", "Jan")))
    controller.submit(Action("bid", (0,)), seat=0)
    controller.submit(Action("bid", (1,)), seat=1)
    assert [v["bids"] for v in controller.step_views] == [[None, None], ["hidden", None]]
    controller.undo()
    assert len(controller.step_views) == len(controller.match.history)


def test_odd_values_in_the_extra_block_give_default_seats(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    from hypothesis import HealthCheck, example, given, settings
    from hypothesis import strategies as st

    from engine.core.match import Match
    from engine.core.saves import save_match

    match = Match(games.get("tiny"), GameConfig(2, 3, {}, ("Eva", "Jan")), auto_seats=[1])
    match.apply(0, Action("bid", (1,)))
    path = tmp_path / "odd.kontor.json"
    values = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                          lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner,
                                                                                      max_size=3), max_leaves=6)
    seat = st.fixed_dictionaries({}, optional={key: values for key in ("name", "colour", "kind", "level")})

    @settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
    @given(st.one_of(values, st.fixed_dictionaries({"seats": st.lists(st.one_of(seat, values), max_size=3)})))
    @example({"seats": [{"colour": ["blue"], "level": {"a": 1}}]})
    def check(extra: object) -> None:
        save_match(match, path, extra={"x": 1})
        path.write_text(path.read_text().replace('{\n  "x": 1\n }', json.dumps(extra)))
        controller = GameController(ai_delay_ms=60_000)
        loaded = controller.load(path)
        if loaded:
            assert [s.name for s in controller.seats] == ["Eva", "Jan"]
            assert [s.is_ai for s in controller.seats] == [False, True]
        controller.shutdown()

    check()


@pytest.mark.parametrize("lang,words", [("cs", "poškozen"), ("de", "beschädigt")])
def test_a_damaged_save_is_reported_in_the_players_language(qtbot, tmp_path: Path, lang: str, words: str) -> None:  # noqa: ANN001
    from engine.core.match import Match
    from engine.core.saves import save_match
    from gui.i18n import install_language

    match = Match(games.get("tiny"), GameConfig(2, 3, {}, ("Eva", "Jan")))
    match.apply(0, Action("bid", (1,)))
    path = tmp_path / "cut.kontor.json"
    save_match(match, path)
    path.write_text(path.read_text()[:40])
    install_language(lang)
    controller = GameController(ai_delay_ms=60_000)
    errors: list[str] = []
    controller.error_raised.connect(errors.append)
    assert not controller.load(path)
    controller.shutdown()
    assert len(errors) == 1
    assert words in errors[0] and "truncated" not in errors[0], errors[0]


DROPPED_WHILE_THINKING = """
import gc, time
from PySide6.QtWidgets import QApplication
import gui.controller as controller_module
from engine import games
from engine.ai.base import Player
from engine.core.game import GameConfig
from gui.controller import GameController
from gui.seats import SeatSetup, default_seats

class BusyPlayer(Player):
    # a search that keeps the interpreter busy and does not look at its cancel flag
    def choose(self, state, seat):
        BusyPlayer.started = True
        end = time.monotonic() + 1.5
        while time.monotonic() < end:
            sum(range(1000))
        BusyPlayer.done = True
        return state.legal_actions(seat)[0]

BusyPlayer.started = BusyPlayer.done = False
app = QApplication([])
controller_module.make_ai = lambda level, seed: BusyPlayer(seed)
seats = [SeatSetup(s.name, s.colour, "ai", "easy") for s in default_seats(("A", "B"))]
controller = GameController(ai_delay_ms=0)
controller.new_game(games.get("tiny"), GameConfig(2, 1), seats)
while not BusyPlayer.started:
    app.processEvents()
    time.sleep(0.01)
del controller
gc.collect()  # the controller goes while its AI thinks: nothing may wait for that thread here
assert not BusyPlayer.done, "the drop waited for the search"
while not BusyPlayer.done:
    time.sleep(0.05)
for _ in range(20):
    app.processEvents()  # the answer arrives for a controller that is gone: it is dropped
    time.sleep(0.01)
print("dropped cleanly")
"""


def test_a_controller_dropped_while_its_ai_thinks_neither_hangs_nor_crashes(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", KONTOR_HOME=str(tmp_path))
    code = "from tests.conftest import games\n" + DROPPED_WHILE_THINKING
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert "dropped cleanly" in result.stdout
