"""Russian Railroads' options: each open rules question of the reference, with the reference's default."""

from __future__ import annotations

from engine.core import OptionSpec


def _n(en: str, cs: str, de: str) -> dict[str, str]:
    return {"en": en, "cs": cs, "de": de}


OPTIONS = (
    OptionSpec(
        "hired_engineer_cost",
        "choice",
        "printed",
        _n("Using a hired engineer costs", "Použití najatého inženýra stojí", "Einen angeworbenen Ingenieur einzusetzen kostet"),
        choices=("printed", "free"),
        choice_labels={
            "printed": _n("its printed cost", "jeho vytištěnou cenu", "seine aufgedruckten Kosten"),
            "free": _n("nothing (once a round)", "nic (jednou za kolo)", "nichts (einmal pro Runde)"),
        },
        help=_n(
            "No source says whether your own engineers cost workers; we assume their printed cost.",
            "Žádný zdroj neříká, zda vlastní inženýři stojí dělníky; předpokládáme vytištěnou cenu.",
            "Keine Quelle sagt, ob eigene Ingenieure Arbeiter kosten; wir nehmen die aufgedruckten Kosten an.",
        ),
    ),
    OptionSpec(
        "turn_order_cards_each_round",
        "bool",
        True,
        _n("Turn-order cards follow the turn order every round",
           "Karty pořadí se každé kolo rozdají podle pořadí na tahu",
           "Die Reihenfolgekarten wechseln jede Runde mit der Zugreihenfolge"),
        help=_n(
            "Off: everyone keeps the card dealt at the start and scores its back when passing all game.",
            "Vypnuto: každý si celou hru ponechá kartu rozdanou na začátku.",
            "Aus: Jeder behält die zu Beginn ausgeteilte Karte für das ganze Spiel.",
        ),
    ),
    OptionSpec(
        "kiev_medal",
        "choice",
        "grey_and_reach",
        _n("The Kiev medal scores 20", "Kyjevská medaile přináší 20 bodů", "Die Kiew-Medaille bringt 20 Punkte"),
        choices=("grey_and_reach", "always"),
        choice_labels={
            "grey_and_reach": _n("when grey rail and the locomotive reach its space",
                                 "když její políčko dosáhne šedá kolejnice i lokomotiva",
                                 "wenn graue Schiene und Lokomotive ihr Feld erreichen"),
            "always": _n("in every scoring once placed", "v každém vyhodnocení od umístění",
                         "in jeder Wertung nach dem Legen"),
        },
    ),
    OptionSpec(
        "last_round_tile",
        "choice",
        "industry_3",
        _n("Action of the last-round tile", "Akce destičky posledního kola", "Aktion des Schlussrundenplättchens"),
        choices=("industry_3", "none"),
        choice_labels={
            "industry_3": _n("1 worker: industry +3", "1 dělník: průmysl +3", "1 Arbeiter: Industrie +3"),
            "none": _n("no action", "žádná akce", "keine Aktion"),
        },
    ),
    OptionSpec(
        "new_worker_at_once",
        "bool",
        True,
        _n("A new worker can be used at once", "Nového dělníka lze použít hned", "Ein neuer Arbeiter ist sofort einsetzbar"),
        help=_n("Off: from the next round.", "Vypnuto: až od dalšího kola.", "Aus: erst ab der nächsten Runde."),
    ),
    OptionSpec(
        "relocation_optional",
        "bool",
        True,
        _n("Moving the turn-order worker is optional", "Přesun dělníka z pořadí na tahu je dobrovolný",
           "Das Versetzen des Reihenfolge-Arbeiters ist freiwillig"),
    ),
    OptionSpec(
        "industry_split",
        "bool",
        True,
        _n("Industry steps may be split between markers", "Kroky průmyslu lze rozdělit mezi ukazatele",
           "Industrieschritte dürfen auf die Marker aufgeteilt werden"),
    ),
    OptionSpec(
        "industry_1_black_1",
        "bool",
        True,
        _n("Board space “industry +1 and 1 black step”", "Pole „průmysl +1 a 1 krok černou“",
           "Feld „Industrie +1 und 1 Schritt Schwarz“"),
        players=(3, 4),
        help=_n("Known only from the Ultimate Railroads board.", "Známo jen z plánu Ultimate Railroads.",
                "Nur vom Spielplan von Ultimate Railroads bekannt."),
    ),
    OptionSpec(
        "loco_or_factory_2",
        "bool",
        True,
        _n("Board space “locomotive or factory” for 2 workers", "Pole „lokomotiva nebo továrna“ za 2 dělníky",
           "Feld „Lokomotive oder Fabrik“ für 2 Arbeiter"),
        players=(3, 4),
        help=_n("Known only from the Ultimate Railroads board.", "Známo jen z plánu Ultimate Railroads.",
                "Nur vom Spielplan von Ultimate Railroads bekannt."),
    ),
)

# board spaces that an option can take off the board
SPACE_OPTIONS = {"industry_1_black_1": "industry_1_black_1", "loco_or_factory_2": "loco_or_factory_2"}
