"""Russian Railroads' options: each open rules question of the reference, with the reference's default."""

from __future__ import annotations

from engine.core import OptionSpec


def _n(en: str, cs: str, de: str) -> dict[str, str]:
    return {"en": en, "cs": cs, "de": de}


OPTIONS: tuple[OptionSpec, ...] = (
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
        tag="kontor",
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
        tag="kontor",
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
        help=_n(
            "Sources say the medal is worth 20 a round, not exactly when; we ask for grey rail and the reach.",
            "Zdroje říkají, že medaile dává 20 bodů za kolo, ne přesně kdy; žádáme šedou kolejnici a dosah.",
            "Die Quellen sagen 20 Punkte pro Runde, nicht genau wann; wir verlangen graue Schiene und Reichweite.",
        ),
        tag="kontor",
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
        help=_n(
            "The tile covers the turn-order spaces in the last round; its action is known only from a later edition.",
            "Destička v posledním kole zakryje pole pořadí; její akci známe jen z pozdějšího vydání.",
            "Das Plättchen deckt in der letzten Runde die Reihenfolgefelder ab; seine Aktion kennen wir nur "
            "aus einer späteren Ausgabe.",
        ),
        tag="kontor",
    ),
    OptionSpec(
        "new_worker_at_once",
        "bool",
        True,
        _n("A new worker can be used at once", "Nového dělníka lze použít hned", "Ein neuer Arbeiter ist sofort einsetzbar"),
        help=_n("Off: from the next round.", "Vypnuto: až od dalšího kola.", "Aus: erst ab der nächsten Runde."),
        tag="kontor",
    ),
    OptionSpec(
        "relocation_optional",
        "bool",
        True,
        _n("Moving the turn-order worker is optional", "Přesun dělníka z pořadí na tahu je dobrovolný",
           "Das Versetzen des Reihenfolge-Arbeiters ist freiwillig"),
        help=_n(
            "After everyone passed, the worker on a turn-order space may move to a free one-worker space.",
            "Když všichni pasovali, smí dělník z pole pořadí přejít na volné pole za jednoho dělníka.",
            "Wenn alle gepasst haben, darf der Arbeiter vom Reihenfolgefeld auf ein freies Ein-Arbeiter-Feld.",
        ),
        tag="kontor",
    ),
    OptionSpec(
        "industry_split",
        "bool",
        True,
        _n("Industry steps may be split between markers", "Kroky průmyslu lze rozdělit mezi ukazatele",
           "Industrieschritte dürfen auf die Marker aufgeteilt werden"),
        help=_n(
            "With two industry markers: may one action move both, or only one of them?",
            "Se dvěma ukazateli průmyslu: smí jedna akce posunout oba, nebo jen jeden?",
            "Mit zwei Industriemarkern: darf eine Aktion beide bewegen oder nur einen?",
        ),
        tag="kontor",
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
        tag="kontor",
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
        tag="kontor",
    ),
)

OPTIONS += (
    OptionSpec(
        "germany",
        "bool",
        False,
        _n("Germany module (German Railroads)", "Modul Německo (Německé železnice)",
           "Modul Deutschland (German Railroads)"),
        help=_n(
            "Germany boards: Munich with the branch to Berlin or Hamburg, track tiles, income tokens.",
            "Desky Německo: Mnichov s odbočkou do Berlína nebo Hamburku, destičky tratí, žetony příjmu.",
            "Deutschland-Tafeln: München mit Abzweig nach Berlin oder Hamburg, Streckenplättchen, Einkommen.",
        ),
    ),
)

OPTIONS += (
    OptionSpec(
        "coal",
        "bool",
        False,
        _n("Coal module (German Railroads)", "Modul Uhlí (Německé železnice)", "Modul Kohle (German Railroads)"),
        help=_n(
            "Coal table, foundries and stokers; one round and one engineer fewer, +1 coal and +1 rouble each.",
            "Tabulka uhlí, slévárny a topiči; o kolo a o inženýra méně, každý +1 uhlí a +1 rubl.",
            "Kohletableau, Gießereien und Heizer; eine Runde und ein Ingenieur weniger, je +1 Kohle und +1 Rubel.",
        ),
    ),
    OptionSpec(
        "extras",
        "bool",
        False,
        _n("Additional material (German Railroads)", "Doplňující herní materiál (Německé železnice)",
           "Zusätzliches Material (German Railroads)"),
        help=_n(
            "Five new engineers, bonus tokens and two new “?” cards (the coal items only with the Coal module).",
            "Pět nových inženýrů, bonusové žetony a dvě nové karty „?“ (uhelné jen s modulem Uhlí).",
            "Fünf neue Ingenieure, Bonusplättchen und zwei neue „?“-Karten (die Kohle-Teile nur mit dem Modul Kohle).",
        ),
    ),
)

# board spaces that an option can take off the board
SPACE_OPTIONS = {"industry_1_black_1": "industry_1_black_1", "loco_or_factory_2": "loco_or_factory_2"}
