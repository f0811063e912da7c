"""The log tells what happened as scored: no line about nothing, the Kiev stars and medal by their names, Emil's
"Locomotive and factory" card naming the factory he takes, Jantaris' control cards by their districts."""

from __future__ import annotations

from engine.core.events import Event
from gui.boards.railroads.words import Words


def words() -> Words:
    return Words("en", lambda seat: {0: "Eva", None: "Nobody"}.get(seat, "Emil"))


def test_a_round_scoring_tells_the_stars_and_the_medal_by_name_and_nothing_about_nothing(qapp) -> None:  # noqa: ANN001
    told = words()
    line = told.event(Event("round_scored", {"round": 2, "category": "kiev", "points": 19, "line": "kiev"}, 0))
    stars = told.event(Event("round_scored", {"round": 2, "category": "stars", "points": 10, "line": "kiev"}, 0))
    nothing = told.event(Event("round_scored", {"round": 2, "category": "medal", "points": 0, "line": "kiev"}, 0))
    assert line is not None and "19 points" in line and "Kiev" in line
    assert stars == "Eva scores 10 points: Kiev stars."
    assert nothing is None


def test_emils_locomotive_and_factory_card_names_the_factory_he_takes(qapp) -> None:  # noqa: ANN001
    text = words().event(Event("emil_blocked", {"space": "loco_and_factory", "tiles": [3, 4], "factory": 4}, None))
    assert text is not None and "Locomotive 3" in text and "Factory 4" in text and "Locomotive 4" not in text


def test_jantaris_names_control_cards_by_their_districts_and_tells_nothing_about_nothing(qapp) -> None:  # noqa: ANN001
    from engine.games.jantaris.data import CONTROL_DATA
    from gui.boards.jantaris.words import Words as JantarisWords

    told = JantarisWords("en", lambda seat: {0: "Eva", 1: "Tom"}.get(seat, "Nobody"))
    card = CONTROL_DATA["cards"][0]
    claimed = told.event(Event("control_claimed", {"seat": 0, "card": card["id"]}, 0), {})
    assert claimed is not None and "Control card 1" not in claimed
    assert all(told.place(d) in claimed for d in card["districts"])
    assert told.event(Event("expelled", {"by": 1, "count": 0, "district": card["districts"][0]}, 0), {}) is None
    assert told.event(Event("goods_lost", {"red": 0, "black": 0}, 0), {}) is None
