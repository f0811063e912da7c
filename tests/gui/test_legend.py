"""Every symbol explained: each board's legend names every symbol it paints, with a meaning in words."""

from __future__ import annotations

import pytest

from engine import games
from gui.legend_symbols import symbols_in
from gui.textfit import painted_texts
from tests.gui.test_text_fit import LANGUAGES, OPTION_TABLES, board_games, mid_game_screen


def cases() -> list:
    found = []
    for ruleset in board_games():
        found += [pytest.param(ruleset.info.id, lang, False, id=f"{ruleset.info.id}-{lang}") for lang in LANGUAGES]
        if ruleset.info.id in OPTION_TABLES:
            found.append(pytest.param(ruleset.info.id, "en", True, id=f"{ruleset.info.id}-modules"))
    return found


@pytest.mark.parametrize(("game_id", "lang", "with_options"), cases())
def test_the_legend_names_every_symbol_on_the_table(qtbot, compiled_translations, game_id: str, lang: str,  # noqa: ANN001
                                                    with_options: bool) -> None:
    ruleset = games.get(game_id)
    widget, controller = mid_game_screen(qtbot, ruleset, lang, ruleset.info.max_players, with_options)
    try:
        entries = widget.board.legend(widget.current_view)
        assert entries, "the board has no legend"
        for entry in entries:
            assert entry.meaning.strip() and entry.meaning != entry.symbol, f"{entry.symbol!r} has no meaning"
        explained = set().union(*(symbols_in(entry.symbol) for entry in entries))
        painted = {char: entry.text for entry in painted_texts(widget.scene) for char in symbols_in(entry.text)}
        missing = {char: text for char, text in painted.items() if char not in explained}
        assert not missing, "symbols the legend does not explain: " + ", ".join(
            f"{char!r} (in {text!r})" for char, text in sorted(missing.items()))
    finally:
        controller.shutdown()
