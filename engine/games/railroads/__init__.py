"""Russian Railroads (Helmut Ohley, Leonhard Orgler; Hans im Glück 2013): build three railway lines
from Moscow with workers, locomotives, factories and engineers."""

from __future__ import annotations

from engine.core import GameInfo, GameState, Ruleset
from engine.games.railroads import ai
from engine.games.railroads.options import OPTIONS
from engine.games.railroads.state import RailroadsState


class RailroadsRuleset(Ruleset):
    info = GameInfo(
        id="railroads",
        titles={"en": "Russian Railroads", "cs": "Ruské železnice", "de": "Russian Railroads"},
        min_players=1,
        max_players=4,
        descriptions={
            "en": "Lay rails from Moscow to Vladivostok, St. Petersburg and Kiev; locomotives, factories "
                  "and engineers decide how far your lines score. Alone, you play against Emil (German Railroads).",
            "cs": "Stav koleje z Moskvy do Vladivostoku, Petrohradu a Kyjeva; lokomotivy, továrny "
                  "a inženýři rozhodnou, kam až tvé tratě bodují. Sólovou hru hraješ proti Emilovi (Německé železnice).",
            "de": "Baue Schienen von Moskau nach Wladiwostok, St. Petersburg und Kiew; Lokomotiven, Fabriken "
                  "und Ingenieure bestimmen, wie weit deine Strecken punkten. Allein spielst du gegen Emil (German Railroads).",
        },
        options=OPTIONS,
        hidden_information=True,
    )
    state_class = RailroadsState

    # the AI's own functions rather than methods calling them: a search asks them at every step
    search_actions = staticmethod(ai.search_actions)  # type: ignore[assignment]  # typed for this game's state
    rollout_action = staticmethod(ai.rollout_action)  # type: ignore[assignment]

    def evaluate(self, state: GameState) -> list[float] | None:
        assert isinstance(state, RailroadsState)
        return ai.evaluate(state)

    def expected_score(self, state: GameState, seat: int) -> float | None:
        assert isinstance(state, RailroadsState)
        return ai.estimate(state, seat)  # the projected final score the search's estimate weighs


RULESET = RailroadsRuleset()
