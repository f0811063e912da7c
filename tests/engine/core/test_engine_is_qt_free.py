"""The engine must import and play without PySide6 or the gui package."""

import subprocess
import sys
import textwrap

from engine import games


def test_engine_imports_and_plays_with_qt_blocked():
    ids = [r.info.id for r in games.all() if r.info.id != "tiny"]
    script = textwrap.dedent(
        f"""
        import sys
        class Block:
            def find_spec(self, name, path=None, target=None):
                if name.split(".")[0] in ("PySide6", "shiboken6", "gui"):
                    raise ImportError("blocked: " + name)
                return None
        sys.meta_path.insert(0, Block())
        import random
        import engine.ai, engine.cli, engine.core.saves
        from engine import games
        from engine.core import GameConfig
        for game_id in {ids!r}:
            ruleset = games.get(game_id)
            state = ruleset.new_game(GameConfig(players=ruleset.info.max_players, seed=1))
            rng = random.Random(1)
            for _ in range(50):
                if state.is_over():
                    break
                seat = state.to_move()[0]
                state.apply(seat, rng.choice(state.legal_actions(seat)))
        print("ok", sorted(m for m in sys.modules if m.startswith(("PySide6", "gui"))))
        """
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok []"
