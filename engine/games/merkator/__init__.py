"""Merkator (1-4 players, solo deck for one): the ruleset registered under the id "merkator"."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core import Action, ConfigError, GameConfig, GameInfo, GameState, Ruleset
from engine.core.overrides import DataTable
from engine.games.merkator import ai, data, endgame
from engine.games.merkator.options import OPTIONS
from engine.games.merkator.state import MerkatorState


class MerkatorRuleset(Ruleset):
    info = GameInfo(
        id="merkator",
        titles={"en": "Merkator", "cs": "Merkator", "de": "Merkator"},
        min_players=1,
        max_players=4,
        descriptions={
            "en": "Hamburg merchants in the Thirty Years' War travel, deliver goods and fulfil contracts.",
            "cs": "Hamburští kupci za třicetileté války cestují, dodávají zboží a plní kontrakty.",
            "de": "Hamburger Kaufleute im Dreißigjährigen Krieg reisen, liefern Waren und erfüllen Aufträge.",
        },
        options=OPTIONS,
        hidden_information=False,
    )
    state_class = MerkatorState

    def data_tables(self) -> dict[str, DataTable]:
        return data.data_tables()

    def apply_overrides(self, overrides: Mapping[str, Any]) -> None:
        data.apply_overrides(overrides)

    def check_config(self, config: GameConfig) -> None:
        options = config.options
        if options.get("spending_pressure") and options.get("no_coins"):
            raise ConfigError("variant B needs coins: it cannot be combined with the no-coins game",
                              "variant_b_needs_coins")

    # the AI's own functions rather than methods calling them: a search asks them at every step
    search_actions = staticmethod(ai.search_actions)  # type: ignore[assignment]  # typed for this game's state
    rollout_action = staticmethod(ai.rollout_action)  # type: ignore[assignment]
    policy_shortcut = staticmethod(ai.policy_shortcut)  # type: ignore[assignment]

    def evaluate(self, state: GameState) -> list[float] | None:
        assert isinstance(state, MerkatorState)
        return ai.evaluate(state)

    def evaluate_spent(self, state: GameState) -> list[float] | None:
        assert isinstance(state, MerkatorState)
        return ai.evaluate(state, spent=True)

    def expected_score(self, state: GameState, seat: int) -> float | None:
        assert isinstance(state, MerkatorState)
        # alone, the score the solo estimate projects; at a table the estimate weighs margins, not points
        return ai.solo_estimate(state) if state.n == 1 else None

    def counted_move(self, state: GameState, seat: int) -> Action | None:
        assert isinstance(state, MerkatorState)
        return endgame.counted_move(state, seat)


RULESET = MerkatorRuleset()
