"""Jantaris (Zbyněk Vrána, 2007): merchant guilds vote in secret, bid at the bazaar and fight for the city's districts."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core import GameConfig, GameInfo, GameState, OptionSpec, Ruleset
from engine.core.errors import ConfigError
from engine.core.overrides import DataTable
from engine.games.jantaris import ai, data
from engine.games.jantaris.state import JantarisState

OPTIONS = (
    OptionSpec(
        "first_player",
        "int",
        0,
        {"en": "Start player", "cs": "Začínající hráč", "de": "Startspieler"},
        minimum=0,
        maximum=4,
        help={"en": "The youngest player starts: places the first merchants and plays the first turn. "
                    "The game ends at the start of this player's turn once someone has 12 prestige.",
              "cs": "Začíná nejmladší hráč: první pokládá obchodníky a hraje první tah. "
                    "Hra končí na začátku tahu tohoto hráče, jakmile má někdo 12 bodů prestiže.",
              "de": "Der jüngste Spieler beginnt: Er setzt als Erster Händler ein und spielt den ersten Zug. "
                    "Das Spiel endet zu Beginn seines Zuges, sobald jemand 12 Prestige hat."},
        seat_choice=True,
    ),
)


class JantarisRuleset(Ruleset):
    info = GameInfo(
        id="jantaris",
        titles={"en": "Jantaris", "cs": "Jantaris", "de": "Jantaris"},
        min_players=3,
        max_players=4,
        descriptions={
            "en": "Lead a small merchant guild: vote in secret, bid at the bazaar, sell at the Great Market "
                  "and dominate the city's districts.",
            "cs": "Veď malý obchodní cech: tajně hlasuj, draž na bazaru, prodávej na Velkém trhu "
                  "a ovládni čtvrti města.",
            "de": "Führe eine kleine Händlergilde: stimme geheim ab, biete auf dem Basar, verkaufe auf dem "
                  "Großen Markt und beherrsche die Viertel der Stadt.",
        },
        options=OPTIONS,
        hidden_information=True,
    )
    state_class = JantarisState

    def data_tables(self) -> dict[str, DataTable]:
        return data.data_tables()

    def apply_overrides(self, overrides: Mapping[str, Any]) -> None:
        data.apply_overrides(overrides)

    def check_config(self, config: GameConfig) -> None:
        first = config.options.get("first_player", 0)
        if first > config.players:
            raise ConfigError(f"the start player must be a seat from 1 to {config.players}, not {first}")

    # the AI's own functions rather than methods calling them: a search asks them at every step of a playout
    search_actions = staticmethod(ai.search_actions)  # type: ignore[assignment]  # typed for a Jantaris state
    rollout_action = staticmethod(ai.rollout_action)  # type: ignore[assignment]

    def evaluate(self, state: GameState) -> list[float] | None:
        assert isinstance(state, JantarisState)
        return ai.evaluate(state)


RULESET = JantarisRuleset()
