"""Colour is never the only cue: player and goods colours carry a letter or mark by default, and the
colours that look alike with a colour-vision deficiency carry different ones."""

from __future__ import annotations

import pytest

from engine import games
from gui.boards import BoardContext, board_class
from gui.colour_vision import DEFICIENCIES, HARD_TO_TELL, confusable_pairs, distance, simulate
from gui.seats import COLOUR_LETTERS, PLAYER_COLOURS
from gui.settings import Settings
from tests.gui.test_text_fit import board_games


def palettes() -> list:
    found = [pytest.param("players", {name: (hex_, COLOUR_LETTERS[name]) for name, hex_ in PLAYER_COLOURS.items()},
                          id="players")]
    for ruleset in board_games():
        board = board_class(ruleset.info.id)(BoardContext(ruleset))
        palette = board.colour_palette()
        found.append(pytest.param(ruleset.info.id, palette, id=ruleset.info.id))
    return found


def test_the_cues_are_on_by_default() -> None:
    assert Settings().colour_cues and BoardContext(games.get("speicherstadt")).colour_cues


@pytest.mark.parametrize(("name", "palette"), palettes())
@pytest.mark.parametrize("deficiency", sorted(DEFICIENCIES))
def test_colours_that_look_alike_carry_different_cues(qapp, name: str, palette: dict[str, tuple[str, str]],  # noqa: ANN001
                                                      deficiency: str) -> None:
    assert palette, f"{name} names no colours it tells apart"
    for colour, (_hex, cue) in palette.items():
        assert cue.strip(), f"{name}: {colour} has no second cue"
    alike = confusable_pairs({colour: hex_ for colour, (hex_, _cue) in palette.items()}, deficiency)
    same_cue = [(a, b, round(d, 1)) for a, b, d in alike if palette[a][1] == palette[b][1]]
    assert not same_cue, f"{name} with {deficiency}: alike and with the same cue: {same_cue}"


def test_the_simulation_merges_red_and_green_for_a_deuteranope() -> None:
    """The detector itself: red and green that anyone else tells apart look alike without green cones."""
    red, green = "#c0392b", "#6a8a1f"
    assert distance(simulate(red, "deuteranopia"), simulate(green, "deuteranopia")) < HARD_TO_TELL
    assert distance(simulate(red, "tritanopia"), simulate(green, "tritanopia")) > HARD_TO_TELL
