"""The words as a good rulebook prints them: the review dump (`make words`) shows every message in the three
languages, no Czech message needs a gendered form, and the rulebooks' own terms are used."""

from __future__ import annotations

import io
import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from engine import games
from gui import words_dump
from gui.i18n import install_language, tr

ROOT = Path(__file__).resolve().parents[2]
# "vyhrál(a)", "přišel/přišla", "připraven(a)": a form for each gender where Czech can say it once
CRUTCH = re.compile(r"\w\((a|y|i|o|e)\)|\b\w+l/\w+la\b")


def translations(lang: str) -> dict[str, list[str]]:
    """Every source with its translation's forms (one, or each plural form)."""
    found: dict[str, list[str]] = {}
    for message in ET.parse(ROOT / "translations" / f"kontor_{lang}.ts").iter("message"):
        translation = message.find("translation")
        if translation is None or translation.get("type") in ("obsolete", "vanished"):
            continue
        forms = [f.text or "" for f in translation.findall("numerusform")] or [translation.text or ""]
        found.setdefault(message.findtext("source") or "", []).extend(forms)
    return found


def test_no_czech_message_needs_a_gendered_form() -> None:
    crutches = [(source, form) for source, forms in translations("cs").items() for form in forms
                if CRUTCH.search(form)]
    assert not crutches, crutches[:10]


def test_the_czech_and_german_rulebooks_terms_are_used() -> None:
    cs, de = translations("cs"), translations("de")
    # Merkator: kontrakt and žetony času; Dale: tržiště; Speicherstadt: přeměna and první hráč
    assert cs["contract %1 · %2"] == ["kontrakt %1 · %2"] and cs["1 time token"] == ["1 žeton času"]
    assert not any("zakázk" in f or "časov" in f for s, forms in cs.items() for f in forms if "time" in s or "contract" in s)
    assert "tržiště" in cs["%1 took %2 from the market."][0]
    assert cs["Convert"] == ["Přeměnit"] and cs["start player"] == ["první hráč"]
    # German: a discarded card is laid down (ablegen), whatever its gender; the square is "Platz"
    assert de["Nobody bought %1; it is discarded."] == ["Niemand kauft die Karte %1; sie wird abgelegt."]
    assert de["the square"] == ["Platz"]
    assert not any("Marktplatz" in f for forms in de.values() for f in forms)
    assert "in die Region %1" in de["%who sent the Merkator to %1."][0]
    assert "Gildenmarker (%2)" in de["%1 moved the %2 to %3."][0]


def test_names_inside_czech_sentences_keep_their_nominative() -> None:
    cs = translations("cs")
    assert cs["%1 drove %2 of %3 out of %4."] == ["%1 vyhání ze čtvrti %4 %2 hráče %3."]
    assert cs["Keep %1"] == ["Nechat si kartu %1"]
    assert cs["%1 delivers %2 to %3."] == ["%1 dodává na kartu %3: %2."]
    assert cs["This tile has %1 spaces: %2 takes a tile of %3 spaces."][0].startswith("Tato destička má délku %1: do oblasti %2")
    assert cs["Solo: %1 points, %2"] == ["Sólo: počet bodů %1, %2"]


@pytest.fixture
def english(qapp):  # noqa: ANN001, ANN201
    yield
    install_language("en")


def test_the_dump_tells_a_game_in_three_languages(english, compiled_translations) -> None:  # noqa: ANN001
    ruleset = games.get("speicherstadt")
    said = words_dump.game_sentences(ruleset, 1)
    logs = [s for s in said if s.kind == "log"]
    assert logs and all(set(s.texts) == {"en", "cs", "de"} for s in said)
    bought = next(s for s in logs if s.sources[0][0] == "%1 bought %2 for %3.")
    assert bought.texts["en"].split()[1] == "bought" and " kupuje kartu " in bought.texts["cs"]
    assert " kauft die Karte " in bought.texts["de"]
    assert any(s.kind == "prompt" for s in said) and any(s.kind == "action" for s in said)
    # every message the games did not show is listed with sample values, plurals in each form
    seen = {source for s in said for source in s.sources}
    other = words_dump.other_messages(seen)
    listed = {s.sources[0] for s in other} | seen
    assert {(source, comment) for source, comment, _ in words_dump.messages()} <= listed
    coins = [s.texts["cs"] for s in other if s.sources[0] == ("%n coins", "")]
    assert coins == ["1 mince", "3 mince", "5 mincí"]
    out = io.StringIO()
    words_dump.write(other[:2], out)
    assert out.getvalue().count("\n  cs: ") == 2


def test_the_dump_marks_where_the_code_puts_its_words() -> None:
    assert words_dump.with_samples("%1 gains %2.") == "‹1› gains ‹2›."
    assert words_dump.with_samples("%who took %1.") == "Eva took ‹1›."
    install_language("en")
    assert tr("Round %1") == "Round %1"


def test_a_seats_letter_is_the_initial_of_its_colour_in_the_players_language(english, compiled_translations) -> None:  # noqa: ANN001
    """The letter on a seat's pieces is one letter, the first of the colour's name as the translation gives it,
    and no two colours of a language share it (the issue's finding: the fourth seat was "V" in Czech too)."""
    from gui.seats import COLOUR_LETTERS, LETTERS_BY_LANGUAGE, PLAYER_COLOURS, colour_name

    for lang in ("en", "cs", "de"):
        install_language(lang)
        letters = [COLOUR_LETTERS[colour] for colour in PLAYER_COLOURS]
        assert sorted(LETTERS_BY_LANGUAGE[lang]) == sorted(PLAYER_COLOURS), lang
        assert all(len(letter) == 1 and letter.isalpha() and letter.isupper() for letter in letters), (lang, letters)
        assert len(set(letters)) == len(letters), lang  # every colour of a language tells apart
        for colour in PLAYER_COLOURS:
            if lang != "en":  # English keeps its letters, "K" for black among them
                assert colour_name(colour)[0].upper() == COLOUR_LETTERS[colour], (lang, colour, colour_name(colour))
    install_language("cs")
    assert COLOUR_LETTERS["vermilion"] == "R" == LETTERS_BY_LANGUAGE["cs"]["vermilion"]  # rumělková, not V
    assert colour_name("vermilion") == "rumělková"
    install_language("de")
    assert (colour_name("green"), COLOUR_LETTERS["green"]) == ("meergrün", "M")
    assert (colour_name("yellow"), COLOUR_LETTERS["yellow"]) == ("gelb", "G")


# the rules pages speak to one player as the messages do: Czech "ty" (máš, vezmi), German "du" (du hast, nimm)
CZECH_VY = re.compile(r"\b(vy|vás|vám|vámi|váš|vaše|vaši|vašeho|vašemu|vaší|vašich|vašim|vašimi|jste|byste|abyste|"
                      r"máte|můžete|musíte|smíte|nesmíte|chcete|vezměte|zvolte|klikněte|přetáhněte|použijte)\b",
                      re.IGNORECASE)
GERMAN_IHR = re.compile(r"\b(euch|euer|eure|euren|eurem|eurer|eures|seid|habt|dürft|müsst|könnt|wollt)\b", re.IGNORECASE)


@pytest.mark.parametrize("page", sorted((ROOT / "docs" / "rules").glob("*.cs.md")), ids=lambda p: p.name)
def test_the_czech_rules_pages_address_the_player_as_ty(page: Path) -> None:
    text = page.read_text(encoding="utf-8")
    found = [(n, line) for n, line in enumerate(text.splitlines(), 1) if CZECH_VY.search(line)]
    assert not found, found[:5]
    assert not CRUTCH.search(text), CRUTCH.search(text)


@pytest.mark.parametrize("page", sorted((ROOT / "docs" / "rules").glob("*.de.md")), ids=lambda p: p.name)
def test_the_german_rules_pages_address_the_player_as_du(page: Path) -> None:
    found = [(n, line) for n, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1)
             if GERMAN_IHR.search(line)]
    assert not found, found[:5]


def data_texts(lang: str) -> list[tuple[str, str]]:
    """Every text of a language in the games' data files (card and tile texts shown on the table)."""
    found: list[tuple[str, str]] = []

    def walk(node: object, where: str) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                if key == lang and isinstance(value, str):
                    found.append((where, value))
                else:
                    walk(value, where)
        elif isinstance(node, list):
            for value in node:
                walk(value, where)

    for path in sorted((ROOT / "engine" / "games").glob("*/data/*.json")):
        walk(json.loads(path.read_text(encoding="utf-8")), path.relative_to(ROOT).as_posix())
    return found


CZECH_VY_COMMANDS = re.compile(r"\b(získejte|vyberte|zamíchejte|doberte|proveďte|přiložte|využijte|posuňte|zaplaťte)\b",
                               re.IGNORECASE)
GERMAN_IHR_COMMANDS = re.compile(r"\b(ihr|nehmt|wählt|erhaltet|führt|setzt)\b")  # "Sie" and "führt" as "it leads" aside


def test_the_games_card_texts_address_the_player_as_the_messages_do() -> None:
    czech = [(where, text) for where, text in data_texts("cs")
             if CZECH_VY.search(text) or CZECH_VY_COMMANDS.search(text) or CRUTCH.search(text)]
    assert not czech, czech[:5]
    german = [(where, text) for where, text in data_texts("de")
              if GERMAN_IHR.search(text) or GERMAN_IHR_COMMANDS.search(text)]
    assert not german, german[:5]
