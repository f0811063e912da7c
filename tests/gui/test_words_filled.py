"""Sentences as a player reads them once the names and counts are filled in, in English, Czech and German:
a name inserted after its noun keeps the form printed on the card, and a count takes the noun's right form."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine import games
from engine.core.actions import Action
from engine.core.events import Event
from engine.core.game import GameConfig
from gui.boards.base import BoardContext
from gui.boards.dale import BOARD as DALE
from gui.boards.merkator import BOARD as MERKATOR
from gui.i18n import install_language
from gui.seats import SeatSetup

LANGUAGES = ("en", "cs", "de")
SEATS = [SeatSetup("Eva", "blue"), SeatSetup("Tom", "orange")]


@pytest.fixture
def speak(qapp, compiled_translations) -> Iterator[None]:  # noqa: ANN001
    yield
    install_language("en")


def said(board_class, ruleset_id: str, event: Event, view: dict) -> dict[str, str]:  # noqa: ANN001
    """The event's sentence in each language, from a board built in that language."""
    texts = {}
    for lang in LANGUAGES:
        install_language(lang)
        board = board_class(BoardContext(games.get(ruleset_id), SEATS, language=lang))
        texts[lang] = board.describe_event(event, view)
    return texts


# --- Merkator: a bonus card and a building are bought in sentences of their own -----------------------------
def merkator_view() -> dict:
    return games.get("merkator").new_game(GameConfig(2, 1)).view(0)


def test_buying_a_bonus_card_names_it_after_its_noun(speak) -> None:  # noqa: ANN001
    event = Event("bonus_bought", {"card": "B01", "cost": 3, "from_hand": False}, seat=0)
    assert said(MERKATOR, "merkator", event, merkator_view()) == {
        "en": "Eva bought the bonus card Hamburg · Saltpeter for 3 thalers.",
        "cs": "Eva kupuje bonusovou kartu Hamburk · sanytr za 3 tolary.",
        "de": "Eva kauft die Bonuskarte Hamburg · Salpeter für 3 Taler.",
    }


def test_buying_a_building_names_it_after_its_noun(speak) -> None:  # noqa: ANN001
    view = merkator_view()
    bought = Event("building_bought", {"card": "G26", "cost": 5, "from_hand": False, "forced": False}, seat=1)
    assert said(MERKATOR, "merkator", bought, view) == {
        "en": "Tom bought the building Petrikirche for 5 thalers.",
        "cs": "Tom kupuje budovu Petrikirche za 5 tolarů.",
        "de": "Tom kauft das Gebäude Petrikirche für 5 Taler.",
    }
    forced = Event("building_bought", {"card": "G01", "cost": 12, "from_hand": False, "forced": True}, seat=0)
    assert said(MERKATOR, "merkator", forced, view) == {
        "en": "Eva had to buy the building Alsterhaus for 12 thalers.",
        "cs": "Eva musí koupit budovu Alsterhaus za 12 tolarů.",
        "de": "Eva muss das Gebäude Alsterhaus für 12 Taler kaufen.",
    }


def test_the_purchase_buttons_name_the_card_after_its_noun(speak) -> None:  # noqa: ANN001
    view = merkator_view()
    expected = {
        "en": ("Buy the bonus card Hamburg · Saltpeter for 3 thalers", "Buy the building Petrikirche for 5 thalers"),
        "cs": ("Koupit bonusovou kartu Hamburk · sanytr za 3 tolary", "Koupit budovu Petrikirche za 5 tolarů"),
        "de": ("Die Bonuskarte Hamburg · Salpeter für 3 Taler kaufen", "Das Gebäude Petrikirche für 5 Taler kaufen"),
    }
    for lang, (bonus, building) in expected.items():
        install_language(lang)
        board = MERKATOR(BoardContext(games.get("merkator"), SEATS, language=lang))
        assert board.describe_action(Action("buy_bonus", ("B01",)), view) == bonus
        assert board.describe_action(Action("buy_building", ("G26",)), view) == building


def test_one_good_and_a_buildings_points_take_their_nouns_form(speak) -> None:  # noqa: ANN001
    event = Event("goods_loss", {"column": "C", "count": 1}, seat=None)
    assert said(MERKATOR, "merkator", event, merkator_view()) == {
        "en": "Goods loss: everyone hands back 1 good from store C.",
        "cs": "Ztráta zboží: každý vrací 1 zboží ze skladiště C.",
        "de": "Warenverlust: Alle geben 1 Ware aus Lager C ab.",
    }
    rules = {}
    for lang in LANGUAGES:
        install_language(lang)
        rules[lang] = MERKATOR(BoardContext(games.get("merkator"), SEATS, language=lang)).words.building_rule("G26")
    assert rules == {"en": "3 points", "cs": "3 body", "de": "3 Punkte"}


# --- Dale: a Chameleon's copy names each card after "card" ---------------------------------------------------
def dale_view() -> dict:
    return games.get("dale").new_game(GameConfig(2, 1)).view(0)


def test_a_chameleons_copy_names_the_chameleon_and_the_card_it_copies(speak) -> None:  # noqa: ANN001
    copied = Event("card_copied", {"card": {"uid": 3, "card": "reflection", "value": 4, "copy": "swift_broker"},
                                   "target": {"uid": 7, "card": "swift_broker"}}, seat=0)
    assert said(DALE, "dale", copied, dale_view()) == {
        "en": "Eva's Reflection copies Swift Broker.",
        "cs": "Karta Odraz hráče Eva kopíruje kartu Hbitý překupník.",
        "de": "Die Karte Spiegelbild von Eva kopiert die Karte Flinker Makler.",
    }


def test_a_copying_chameleon_keeps_both_names_as_printed(speak) -> None:  # noqa: ANN001
    played = Event("technique_played", {"card": {"uid": 3, "card": "reflection", "value": 1, "copy": "swift_broker"},
                                        "as": "swift_broker"}, seat=1)
    assert said(DALE, "dale", played, dale_view()) == {
        "en": "Tom played Reflection as Swift Broker.",
        "cs": "Tom hraje kartu Odraz (kopie karty Hbitý překupník).",
        "de": "Tom spielt die Karte Spiegelbild als Flinker Makler.",
    }


@pytest.mark.parametrize(("count", "cs", "de"), [(1, "1 kartu", "1 Karte"), (3, "3 karty", "3 Karten"),
                                                (5, "5 karet", "5 Karten")])
def test_a_count_of_cards_takes_the_form_its_number_asks_for(speak, count: int, cs: str, de: str) -> None:  # noqa: ANN001
    view = dale_view()
    drawn = said(DALE, "dale", Event("cards_drawn", {"seat": 0, "count": count}, seat=0), view)
    assert drawn["cs"] == f"Eva si dobírá {cs}." and drawn["de"] == f"Eva zieht {de}."
    assert drawn["en"] == ("Eva drew 1 card." if count == 1 else f"Eva drew {count} cards.")
    junk = said(DALE, "dale", Event("junk_taken", {"seat": 1, "count": count}, seat=1), view)
    assert junk["cs"] == f"Tom si bere {cs} veteše." and junk["de"] == f"Tom nimmt {de} Ramsch."
    swapped = said(DALE, "dale", Event("cards_swapped", {"seats": [0, 1], "count": count}, seat=0), view)
    assert swapped["cs"] == f"Eva a Tom si náhodně vyměňují {cs}."


def test_a_card_the_reader_may_not_see_gets_a_sentence_without_a_name(speak) -> None:  # noqa: ANN001
    view = games.get("dale").new_game(GameConfig(2, 3)).view(0)
    uid = view["players"][0]["hand"][0]["uid"]
    expected = {"en": ("Play a card", "Discard a card", "Put a card into the stack"),
                "cs": ("Zahrát kartu", "Odložit kartu", "Dát kartu do hromádky"),
                "de": ("Eine Karte spielen", "Eine Karte ablegen", "Eine Karte in den Stapel legen")}
    for lang, labels in expected.items():
        install_language(lang)
        board = DALE(BoardContext(games.get("dale"), SEATS, language=lang))
        board.viewer = 1
        assert tuple(board.describe_action(Action(kind, (uid,)), view)
                     for kind in ("play", "discard", "stack")) == labels, lang


def test_cards_the_reader_may_not_see_are_counted_in_a_list(speak) -> None:  # noqa: ANN001
    junk = {"uid": 40, "card": "junk", "value": 1}
    expected = {"en": "Junk, 2 cards", "cs": "Veteš, 2 karty", "de": "Ramsch, 2 Karten"}
    for lang, text in expected.items():
        install_language(lang)
        board = DALE(BoardContext(games.get("dale"), SEATS, language=lang))
        assert board.words.cards([junk, {"uid": 3}, None]) == text, lang
