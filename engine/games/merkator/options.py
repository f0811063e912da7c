"""Merkator's game options: the long game, the advanced hand rule, variants A-D, no coins, rule choices."""

from __future__ import annotations

from engine.core import OptionSpec

MULTI = (2, 3, 4)

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "long_game", "bool", False,
        {"en": "Long game", "cs": "Dlouhá hra", "de": "Lange Partie"},
        players=MULTI,
        help={"en": "Back side of the time chart, start with only a 2 and a 3 contract.",
              "cs": "Zadní strana tabulky času, na začátku jen kontrakty hodnoty 2 a 3.",
              "de": "Rückseite der Zeittafel, Start nur mit einem 2er- und einem 3er-Auftrag."},
    ),
    OptionSpec(
        "cards_in_hand", "bool", False,
        {"en": "Advanced rule: one card in hand", "cs": "Pravidlo pro pokročilé: karta v ruce",
         "de": "Profiregel: eine Karte auf der Hand"},
    ),
    OptionSpec(
        "no_goods_loss", "bool", False,
        {"en": "Variant A: no goods loss", "cs": "Varianta A: bez ztráty zboží", "de": "Variante A: kein Warenverlust"},
        players=MULTI,
    ),
    OptionSpec(
        "spending_pressure", "bool", False,
        {"en": "Variant B: spending pressure instead of the 15-thaler limit",
         "cs": "Varianta B: nucený nákup budov místo limitu 15 tolarů",
         "de": "Variante B: Kaufzwang statt 15-Taler-Grenze"},
        players=MULTI,
    ),
    OptionSpec(
        "bonus_pays_at_once", "bool", False,
        {"en": "Variant C: bonus cards pay goods when bought", "cs": "Varianta C: bonusová karta dá zboží hned při koupi",
         "de": "Variante C: Bonuskarten bringen beim Kauf sofort Waren"},
    ),
    OptionSpec(
        "contract_offers", "bool", False,
        {"en": "Variant D: offers for a newly revealed contract",
         "cs": "Varianta D: nabídky za nově otočený kontrakt",
         "de": "Variante D: Angebote für einen neu aufgedeckten Auftrag"},
        players=MULTI,
    ),
    OptionSpec(
        "no_coins", "bool", False,
        {"en": "No coins: pay with contracts", "cs": "Bez mincí: platí se kontrakty", "de": "Ohne Münzen: mit Aufträgen bezahlen"},
        players=MULTI,
    ),
    OptionSpec(
        "no_joining", "bool", False,
        {"en": "No joining of trips", "cs": "Bez připojování k cestám", "de": "Kein Mitreisen"},
        players=(2,),
    ),
    OptionSpec(
        "fulfil_limit", "choice", "per_round",
        {"en": "A contract may be fulfilled", "cs": "Kontrakt lze splnit", "de": "Ein Auftrag darf erfüllt werden"},
        choices=("per_round", "per_turn"),
        choice_labels={
            "per_round": {"en": "once per round", "cs": "jednou za kolo", "de": "einmal pro Runde"},
            "per_turn": {"en": "once per turn", "cs": "jednou za tah", "de": "einmal pro Zug"},
        },
    ),
    OptionSpec(
        "alsterhaus_errata", "bool", True,
        {"en": "Alsterhaus erratum: scores per goods type", "cs": "Oprava Alsterhausu: body za druh zboží",
         "de": "Alsterhaus-Erratum: Punkte je Warensorte"},
    ),
)
