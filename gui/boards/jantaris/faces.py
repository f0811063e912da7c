"""What Jantaris' cards say on their faces: an item's effect and a vote card's three effects in a few words
(the tooltip keeps the full text)."""

from __future__ import annotations

from gui.i18n import tr

VOTE_COUNTS = ("1", "2", "3+")  # how many voters played the same card


def item_effect(item_id: str) -> str:
    """An item's effect in a few words, with its moment first ("bought:", "your turn:")."""
    effects = {
        "royal_cloak": tr("♛ your turn: take back 1 merchant"),
        "historical_book": tr("bazaar: swap a shown item"),
        "picklocks": tr("bought: turn up 3, gain the top ★"),
        "old_coins": tr("Great Market: sell without a merchant"),
        "signet_ring": tr("♛ your turn: +1 good"),
        "sceptre": tr("♛ your turn: move 1 merchant next door"),
        "royal_charter": tr("♛ bought: place 1 merchant"),
        "coronation_goblet": tr("♛ bought: +1 ★"),
        "merchants_scales": tr("marketplace: up to 3 goods"),
        "iron_strongbox": tr("nobody takes your goods"),
        "guild_seal": tr("guild house: place 2 merchants"),
        "travel_map": tr("expelled merchants stay on the map"),
        "masquerade_mask": tr("vote: count 1 card fewer"),
        "guild_banner": tr("1 merchant may dominate"),
        "trade_contract": tr("+1 ★ per control card"),
        "merchants_purse": tr("auction won: 1 good back"),
        "rare_spices": tr("bought: +3 goods"),
        "dagger": tr("bought: take 2 goods from a player"),
        "bale_of_silk": tr("your turn: +1 ♦"),
        "golden_statue": tr("bought: +1 good"),
    }
    return effects.get(item_id, "")


def vote_effects(vote: str) -> tuple[str, str, str]:
    """A vote card's effect when one, two, or three or more voters played it, in a few words each."""
    effects = {
        "deal": (tr("+2 goods of the token's colour"), tr("+1 good per ♟ in the district"),
                 tr("+1 good per ♟ on the square")),
        "black_market": (tr("take 1 good from a player"), tr("+2 goods of your choice"),
                         tr("lose all goods and your ♟ in the district")),
        "influence": (tr("expel a player's ♟ from the district"), tr("move up to 2 ♟ in"),
                      tr("move up to 2 ♟ out")),
        "recruitment": (tr("+1 ♟ in any district"), tr("+1 ♟ on the square"), tr("+2 ♟ next door")),
    }
    return effects.get(vote, ("", "", ""))


def vote_text(vote: str) -> str:
    """What a vote card does for one, two and three or more cards of its kind (the tooltip)."""
    texts = {
        "deal": tr("Alone: 2 goods. Two: 1 good per own merchant in the district. "
                   "Three or more: 1 good per own merchant on the square."),
        "black_market": tr("Alone: take 1 good from another player. Two: 2 goods of your choice. "
                           "Three or more: lose all your goods and your merchants in the district."),
        "influence": tr("Alone: expel one player's merchants from the district. Two: move up to 2 own "
                        "merchants in from a neighbour. Three or more: move up to 2 out to a neighbour."),
        "recruitment": tr("Alone: place a merchant in any district. Two: place one on the square. "
                          "Three or more: place up to 2 in a district next to the guild token."),
    }
    return texts.get(vote, "")
