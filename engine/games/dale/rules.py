"""The Dale of Merchants ruleset: game description, options and the config check."""

from __future__ import annotations

from collections.abc import Callable

from engine.core import ConfigError, GameConfig, GameInfo, GameState, OptionSpec, Ruleset
from engine.games.dale import ai
from engine.games.dale.cards import COPIES_EVERY_CARD, COPIES_ONE_CHOICE, DECK_IDS, DECK_NAMES, RULES
from engine.games.dale.state import DaleState

DECK_OPTION = OptionSpec(
    key="decks",
    kind="multi",
    default=[],
    labels={"en": "Animal decks", "cs": "Zvířecí balíčky", "de": "Tierdecks"},
    choices=DECK_IDS,
    choice_labels={d: DECK_NAMES[d] for d in DECK_IDS},
    help={"en": "Choose exactly one deck more than there are players, or none for a random choice.",
          "cs": "Zvol přesně o jeden balíček víc, než je hráčů, nebo žádný pro náhodný výběr.",
          "de": "Wähle genau ein Deck mehr als Spieler, oder keines für eine Zufallsauswahl."},
)
ROUNDS_OPTION = OptionSpec(
    key="max_rounds",
    kind="int",
    default=RULES["max_rounds_default"],
    labels={"en": "Round cap", "cs": "Limit kol", "de": "Rundenlimit"},
    minimum=0,
    maximum=1000,
    people_default=0,  # a tool for games of AI players only: with a person seated the game has no cap
    help={"en": "A game still running after this many rounds ends as a draw; 0 plays on without a cap.",
          "cs": "Hra, která po tolika kolech ještě běží, končí remízou; 0 znamená hrát bez limitu.",
          "de": "Eine Partie, die nach so vielen Runden noch läuft, endet unentschieden; 0 spielt ohne Limit."},
    tag="kontor",
)

COPIES_OPTION = OptionSpec(
    key="copies_rule",
    kind="int",
    default=COPIES_ONE_CHOICE,
    labels={"en": "Identical cards", "cs": "Stejné karty", "de": "Gleiche Karten"},
    minimum=COPIES_EVERY_CARD,
    maximum=COPIES_ONE_CHOICE,
    hidden=True,
    help={"en": "Saves of earlier Kontor versions replay with the choices they offered: 1 every copy of a card, "
                "2 copies one choice when putting cards in order, 3 also when paying, stacking and discarding.",
          "cs": "Uložené hry starších verzí Kontoru se přehrávají s volbami, které nabízely: 1 každá kopie karty, "
                "2 kopie jako jedna volba při řazení karet, 3 i při placení, stavění a odhazování.",
          "de": "Spielstände früherer Kontor-Versionen laufen mit den Wahlen, die sie boten: 1 jede Kopie einer Karte, "
                "2 Kopien als eine Wahl beim Ordnen, 3 auch beim Bezahlen, Stapeln und Abwerfen."},
    tag="kontor",
)


class DaleRuleset(Ruleset):
    info = GameInfo(
        id="dale",
        titles={"en": "Dale of Merchants", "cs": "Dale of Merchants", "de": "Dale of Merchants"},
        min_players=2,
        max_players=4,
        descriptions={
            "en": "Deck-building race: the first to fill an eight-stack market stall wins.",
            "cs": "Závod v budování balíčku: vyhrává ten, kdo první postaví osm hromádek ve svém stánku.",
            "de": "Deckbau-Wettlauf: Wer zuerst acht Stapel in seinem Marktstand hat, gewinnt.",
        },
        options=(DECK_OPTION, ROUNDS_OPTION, COPIES_OPTION),
        hidden_information=True,
    )
    state_class = DaleState

    def earlier_rules(self, config: GameConfig) -> list[GameConfig]:
        """Before identical cards became one choice (order questions, then payments and stacks too),
        every copy was a choice of its own: saves of those versions replay with their rules."""
        rule = int(config.options.get("copies_rule", COPIES_ONE_CHOICE))
        return [config.with_options({**config.options, "copies_rule": r}) for r in range(rule - 1, 0, -1)]

    def check_config(self, config: GameConfig) -> None:
        decks = config.options.get("decks") or []
        if decks and len(decks) != config.players + 1:
            raise ConfigError(
                f"choose {config.players + 1} animal decks for {config.players} players (or none for a random choice), "
                f"not {len(decks)}", "deck_count", wanted=config.players + 1, players=config.players,
            )

    # the AI's own functions rather than methods calling them: a search asks them at every step
    search_actions = staticmethod(ai.search_actions)  # type: ignore[assignment]  # typed for this game's state
    rollout_action = staticmethod(ai.rollout_action)  # type: ignore[assignment]
    policy_shortcut = staticmethod(ai.policy_shortcut)  # type: ignore[assignment]
    focus_actions = staticmethod(ai.focus_actions)  # type: ignore[assignment]

    def evaluate(self, state: GameState) -> list[float] | None:
        assert isinstance(state, DaleState)
        return ai.evaluate(state)

    def named_estimate(self, name: str) -> Callable[[GameState], list[float] | None] | None:
        return ai.evaluate_fitted if name == "fitted" else None  # type: ignore[return-value]  # typed for this game's state
