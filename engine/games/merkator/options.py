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
        tag="variant",
    ),
    OptionSpec(
        "cards_in_hand", "bool", False,
        {"en": "Advanced rule: one card in hand", "cs": "Pravidlo pro pokročilé: karta v ruce",
         "de": "Profiregel: eine Karte auf der Hand"},
        help={"en": "Once per turn you may keep one face-up card in your hand, hidden from the others, to buy later.",
              "cs": "Jednou za tah si smíš vzít jednu odkrytou kartu do ruky, skrytou před ostatními, "
                    "a koupit ji později.",
              "de": "Einmal pro Zug darfst du eine offene Karte auf die Hand nehmen, verdeckt vor den anderen, "
                    "und sie später kaufen."},
        tag="variant",
    ),
    OptionSpec(
        "no_goods_loss", "bool", False,
        {"en": "Variant A: no goods loss", "cs": "Varianta A: bez ztráty zboží", "de": "Variante A: kein Warenverlust"},
        players=MULTI,
        help={"en": "Nobody loses goods when the time chart says so.",
              "cs": "Nikdo nepřichází o zboží, když to tabulka času nařizuje.",
              "de": "Niemand verliert Waren, wenn die Zeittafel es verlangt."},
        tag="variant",
    ),
    OptionSpec(
        "spending_pressure", "bool", False,
        {"en": "Variant B: spending pressure instead of the 15-thaler limit",
         "cs": "Varianta B: nucený nákup budov místo limitu 15 tolarů",
         "de": "Variante B: Kaufzwang statt 15-Taler-Grenze"},
        players=MULTI,
        help={"en": "No cash limit; when someone buys a building, whoever can afford the dearest one must buy too.",
              "cs": "Bez limitu peněz; když někdo koupí budovu, musí koupit i ten, kdo si může dovolit tu nejdražší.",
              "de": "Keine Geldgrenze; kauft jemand ein Gebäude, muss auch kaufen, wer sich das teuerste leisten kann."},
        tag="variant",
    ),
    OptionSpec(
        "bonus_pays_at_once", "bool", False,
        {"en": "Variant C: bonus cards pay goods when bought", "cs": "Varianta C: bonusová karta dá zboží hned při koupi",
         "de": "Variante C: Bonuskarten bringen beim Kauf sofort Waren"},
        help={"en": "A bonus card gives you its 2 goods at once when you buy it.",
              "cs": "Bonusová karta ti dá své 2 zboží hned, jak ji koupíš.",
              "de": "Eine Bonuskarte gibt dir ihre 2 Waren sofort, wenn du sie kaufst."},
        tag="variant",
    ),
    OptionSpec(
        "contract_offers", "bool", False,
        {"en": "Variant D: offers for a newly revealed contract",
         "cs": "Varianta D: nabídky za nově otočený kontrakt",
         "de": "Variante D: Angebote für einen neu aufgedeckten Auftrag"},
        players=MULTI,
        help={"en": "When a new contract is turned up, the others may offer thalers or time to have you take it.",
              "cs": "Když se otočí nový kontrakt, ostatní ti mohou nabídnout tolary nebo čas za to, že si ho vezmeš.",
              "de": "Wird ein neuer Auftrag aufgedeckt, dürfen die anderen dir Taler oder Zeit bieten, "
                    "damit du ihn nimmst."},
        tag="variant",
    ),
    OptionSpec(
        "no_coins", "bool", False,
        {"en": "No coins: pay with contracts", "cs": "Bez mincí: platí se kontrakty", "de": "Ohne Münzen: mit Aufträgen bezahlen"},
        players=MULTI,
        help={"en": "As in the solo game: you pay with your fulfilled contracts at their value, without change.",
              "cs": "Jako v sólové hře: platíš splněnými kontrakty podle jejich hodnoty, bez vracení.",
              "de": "Wie im Solospiel: Du bezahlst mit erfüllten Aufträgen zu ihrem Wert, ohne Wechselgeld."},
        tag="variant",
    ),
    OptionSpec(
        "no_joining", "bool", False,
        {"en": "No joining of trips", "cs": "Bez připojování k cestám", "de": "Kein Mitreisen"},
        players=(2,),
        help={"en": "With two players, nobody may join the other's trip.",
              "cs": "Ve dvou se nikdo nesmí připojit k cestě druhého.",
              "de": "Zu zweit darf niemand bei der Reise des anderen mitreisen."},
        tag="variant",
    ),
    OptionSpec(
        "fulfil_limit", "choice", "per_round",
        {"en": "A contract may be fulfilled", "cs": "Kontrakt lze splnit", "de": "Ein Auftrag darf erfüllt werden"},
        choices=("per_round", "per_turn"),
        choice_labels={
            "per_round": {"en": "once per round", "cs": "jednou za kolo", "de": "einmal pro Runde"},
            "per_turn": {"en": "once per turn", "cs": "jednou za tah", "de": "einmal pro Zug"},
        },
        help={"en": "The Czech rulebook says once per round; once per turn is the other reading of it.",
              "cs": "Česká pravidla říkají jednou za kolo; jednou za tah je druhé možné čtení.",
              "de": "Die tschechische Regel sagt einmal pro Runde; einmal pro Zug ist die andere Lesart."},
        tag="kontor",
    ),
    OptionSpec(
        "alsterhaus_errata", "bool", True,
        {"en": "Alsterhaus erratum: scores per goods type", "cs": "Oprava Alsterhausu: body za druh zboží",
         "de": "Alsterhaus-Erratum: Punkte je Warensorte"},
        help={"en": "The Alsterhaus scores per type of goods, as corrected; off: per cube, as first printed.",
              "cs": "Alsterhaus boduje za druh zboží, jak zní oprava; vypnuto: za kostku, jak bylo původně vytištěno.",
              "de": "Das Alsterhaus wertet je Warensorte, wie berichtigt; aus: je Würfel, wie zuerst gedruckt."},
    ),
)
