"""Speicherstadt (Stefan Feld, 2010): bid with workers for trade cards, unload ships, fight fires."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core import GameConfig, GameInfo, GameState, OptionSpec, Ruleset
from engine.core.errors import ConfigError
from engine.core.overrides import DataTable
from engine.games.speicherstadt import ai, data
from engine.games.speicherstadt.data import CARD_BY_ID, D_SEASON_CANDIDATES
from engine.games.speicherstadt.state import SpeicherstadtState

OPTIONS = (
    OptionSpec(
        "first_player",
        "int",
        0,
        {"en": "Start player", "cs": "První hráč", "de": "Startspieler"},
        minimum=0,
        maximum=5,
        help={"en": "Who places the first worker in the first round; after that the start player moves on each round.",
              "cs": "Kdo v prvním kole umístí prvního dělníka; potom se první hráč každé kolo posouvá.",
              "de": "Wer in der ersten Runde den ersten Arbeiter einsetzt; danach wechselt der Startspieler "
                    "jede Runde."},
        seat_choice=True,
    ),
    OptionSpec(
        "d_season_card",
        "choice",
        "st_michaelis",
        {"en": "Which card is an autumn card", "cs": "Která karta patří do podzimu",
         "de": "Welche Karte zum Herbst gehört"},
        choices=D_SEASON_CANDIDATES,
        choice_labels={cid: dict(CARD_BY_ID[cid].names) for cid in D_SEASON_CANDIDATES},
        help={
            "en": "The card counts force exactly one of these five cards into autumn; no source says which.",
            "cs": "Počty karet vyžadují, aby právě jedna z těchto pěti karet byla podzimní; "
                  "žádný zdroj neříká která.",
            "de": "Die Kartenzahlen verlangen, dass genau eine dieser fünf Karten eine Herbstkarte ist; "
                  "keine Quelle sagt, welche.",
        },
        tag="kontor",
    ),
    OptionSpec(
        "floor_at_zero",
        "bool",
        False,
        {"en": "Fires never push a score below zero", "cs": "Požár nesníží body pod nulu",
         "de": "Ein Brand drückt die Punkte nie unter null"},
        help={"en": "By the rules a fire can leave you with minus points; with this house rule you stop at 0.",
              "cs": "Podle pravidel tě požár může dostat do záporných bodů; s tímto domácím pravidlem "
                    "skončíš na nule.",
              "de": "Nach den Regeln kann ein Brand dir Minuspunkte bringen; mit dieser Hausregel ist bei 0 Schluss."},
        tag="house_rule",
    ),
)


class SpeicherstadtRuleset(Ruleset):
    info = GameInfo(
        id="speicherstadt",
        titles={"en": "Speicherstadt", "cs": "Speicherstadt", "de": "Die Speicherstadt"},
        min_players=2,
        max_players=5,
        descriptions={
            "en": "Bid with your workers for ships, contracts and firemen in Hamburg's warehouse district.",
            "cs": "Přihazuj dělníky o lodě, smlouvy a hasiče ve skladové čtvrti Hamburku.",
            "de": "Biete mit deinen Arbeitern um Schiffe, Aufträge und Feuerwehrleute in der Speicherstadt.",
        },
        options=OPTIONS,
        hidden_information=False,
    )
    state_class = SpeicherstadtState

    def check_config(self, config: GameConfig) -> None:
        first = config.options.get("first_player", 0)
        if first > config.players:
            raise ConfigError(f"the start player must be a seat from 1 to {config.players}, not {first}",
                              "start_player", players=config.players)

    def data_tables(self) -> dict[str, DataTable]:
        return {"cards": data.data_table()}

    def apply_overrides(self, overrides: Mapping[str, Any]) -> None:
        data.apply_overrides(overrides)

    # the AI's own function rather than a method calling it: a search asks it at every step of a playout
    rollout_action = staticmethod(ai.rollout_action)  # type: ignore[assignment]  # typed for this game's state

    def evaluate(self, state: GameState) -> list[float] | None:
        assert isinstance(state, SpeicherstadtState)
        return ai.evaluate(state)


RULESET = SpeicherstadtRuleset()
