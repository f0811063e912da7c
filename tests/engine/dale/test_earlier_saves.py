"""Saves of earlier Kontor versions, when every copy of a card was a choice of its own, still load.

The files in earlier_saves/ were written by the versions before identical cards became one choice
(``before-order-choices``: every copy a choice; ``before-payment-choices``: copies merged when
putting cards in order only). Their moves are not all legal under today's rules; loading replays
them with their own version's rules (the hidden option copies_rule), and the game goes on with them.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from engine import games
from engine.core.actions import Action
from engine.core.errors import IllegalAction
from engine.core.game import GameConfig
from engine.core.match import Match
from engine.core.saves import dumps, load_match, loads
from engine.games.dale.cards import COPIES_EVERY_CARD, COPIES_IN_ORDER, COPIES_ONE_CHOICE

FOLDER = Path(__file__).parent / "earlier_saves"
SAVES = sorted(FOLDER.glob("*.kontor.json"))
EXPECTED = {"before-order-choices": COPIES_EVERY_CARD, "before-payment-choices": COPIES_IN_ORDER}


@pytest.mark.parametrize("path", SAVES, ids=[p.stem for p in SAVES])
def test_an_earlier_versions_save_loads_and_plays_on_with_its_rules(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    # under today's rules alone the save does not replay: it needs its own version's
    today = Match(games.get("dale"), GameConfig(data["config"]["players"], data["config"]["seed"],
                                                data["config"]["options"]))
    with pytest.raises(IllegalAction):
        for seat, notation in data["actions"]:
            today.apply(seat, Action.from_notation(notation))
    match = load_match(path)
    assert match.config.options["copies_rule"] == EXPECTED[path.name.split("_")[0]]
    match.replay_check()
    rng = random.Random(1)
    for _ in range(40):  # the game goes on
        if match.state.is_over():
            break
        seat = match.state.to_move()[0]
        match.apply(seat, rng.choice(match.state.legal_actions(seat)))
    # saved again, it carries its rules and loads at once
    again = loads(dumps(match))
    assert again.config.options["copies_rule"] == match.config.options["copies_rule"]
    assert again.moves == match.moves


def test_new_games_merge_identical_cards_and_never_show_the_option() -> None:
    ruleset = games.get("dale")
    config = ruleset.normalize_config(GameConfig(3, 5, {}))
    assert config.options["copies_rule"] == COPIES_ONE_CHOICE
    assert ruleset.info.option("copies_rule").hidden
    assert [c.options["copies_rule"] for c in ruleset.earlier_rules(config)] == [COPIES_IN_ORDER, COPIES_EVERY_CARD]
