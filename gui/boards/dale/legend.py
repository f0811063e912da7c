"""The legend of Dale of Merchants' table: the animals' colours and cues, the marks and the icons of the cards."""

from __future__ import annotations

from typing import Any

from gui.boards.base import LegendEntry
from gui.boards.dale.items import BACK, COPY_MARK, CUES, DECK_COLOURS
from gui.boards.dale.seats import ACTIVE
from gui.boards.dale.words import Words
from gui.i18n import tr
from gui.scene.card import provenance_note


def legend_entries(words: Words, view: dict[str, Any]) -> list[LegendEntry]:
    """The animals of this game (and junk) with their colour and cue, then every mark and icon the table paints."""
    decks = [*(view.get("decks") or []), "junk"]
    entries = [LegendEntry(CUES[deck], f"{words.animal(deck)}: {words.deck(deck)}", DECK_COLOURS[deck])
               for deck in decks if deck in CUES]
    entries += [
        LegendEntry("", tr("Each animal has its pattern too, on its cards and stacks: feathers (macaws), bamboo "
                           "(pandas), rings (raccoons), acorns (squirrels), spots (ocelots), scales (chameleons), "
                           "a crosshatch (junk)")),
        LegendEntry("", tr("A little stall under an awning in a player's colour: a place of that player's stall, "
                           "where a stack is built"), "#e9c46a"),
        LegendEntry("3", tr("A card's value, in its top left corner; ringed in gold when it is changed this turn")),
        LegendEntry("★", tr("A technique: play it as your action")),
        LegendEntry("+", tr("On a technique: a bonus action, you may take another action after it"), "#3d6b4f"),
        LegendEntry("+4", tr("Over a market slot: a card there costs its value plus this")),
        LegendEntry("→", tr("On a card: the card goes there (into your hand, onto a deck)")),
        LegendEntry("✕", tr("On a card: throw the card away, out of the game")),
        LegendEntry("⇄", tr("On a card: the two change places")),
        LegendEntry(COPY_MARK, tr("Copies: the card works as the card named; on a green ribbon, the card it copies now")),
        LegendEntry("⚂", tr("The ocelot die (0, 1, 1, 2, 2, 3)")),
        LegendEntry("+1", tr("A change of value: the card is worth this much more")),
        LegendEntry("≈", provenance_note("reconstructed")),
        LegendEntry(ACTIVE.strip(), tr("Whose turn it is")),
        LegendEntry("12", tr("On a pile: how many cards it holds"), "#c9a03c"),
        LegendEntry("2 / 5", tr("While buying: paid so far / price"), "#a3271b"),
        LegendEntry("5", tr("A stack in another player's strip, on its animal's colour: hover it to see its cards; "
                            "click the strip to open the whole area")),
        LegendEntry("", tr("A purple back: a card nobody may see (a hand, a deck)"), BACK),
        LegendEntry("", tr("A gold glow: where the lifted card may go, or what to click now"), "#f2c14e"),
    ]
    return entries
