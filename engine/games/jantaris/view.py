"""What a seat may see of a Jantaris game; the schema below is the board's contract.

Everything is public except the vote cards chosen and not yet revealed: a seat
sees its own choice, nobody sees another's until all have voted.

View keys
---------
``to_move``        seats that must decide now (all seats still to vote during the vote)
``round``          the round, 1 from the start player's first turn (0 during the opening)
``over``           True once the game has ended
``prompt``         ``{"code", "params"}``: what the seats in ``to_move`` decide (codes below)
``phase``          ``setup`` | ``start`` (start-of-turn items) | ``city`` | ``diplomacy`` | ``vote``
                   (the vote and its resolution) | ``great_market`` | ``control`` | ``over``
``active``         the active player's seat; ``start_player`` the seat that opened the game
``viewer``         the seat this view is for (None: a spectator)
``end_prestige``, ``goods_limit``, ``great_market_threshold``   rule numbers (12, 6, 5)
``locations``      the ten districts in ring order, then the square; each
                   ``{"id", "kind": "district"|"square", "ring": int|None, "neighbours": [ids],
                   "merchants": [count per seat], "tokens": ["red"|"black", ...],
                   "dominant": seat|None}``
``tokens``         ``{"red": location id, "black": location id}``
``active_district`` the district the guild token went to this turn, or None
``players``        per seat ``{"seat", "name", "prestige", "breakdown" (as in scores()),
                   "goods": {"red", "black"}, "supply" (merchants off the map), "items": [ids],
                   "crown" (owns a crown item), "control_cards": [ids],
                   "vote": {"cast": bool, "card": vote id|None}}``; ``card`` is shown to its
                   owner at once and to everybody after the reveal
``bazaar``         ``{"display": [item], "deck": cards left}``; an item is ``{"id", "prestige",
                   "crown", "price": {"red", "black"}, "timing"}`` (names and texts: data/items.json;
                   prestige and price here include a player's corrections, the file does not)
``auction``        None, or ``{"item", "number" (1 or 2 this turn), "bid" (highest), "leader",
                   "bidder" (seat to act or None), "in": [seats still bidding], "out": [seats]}``
``votes``          ``{"revealed": bool, "cards": [vote id|None per seat], "counts": {vote id: n}|None}``
``great_market``   ``{"card": None|{"id", "goods", "prestige"}, "deck": cards, "on_square": merchants}``
``control``        ``{"display": [{"id", "districts": [ids], "claimable_by": seat|None}],
                   "deck": cards left}``
``winners``        the winning seats once over, else []

Ids: districts ``shakara azarin likaran dorakan melvara taira kesrit nuhal orvelin zafira``,
the square ``square``; colours and guild tokens ``red black``; votes ``deal black_market
influence recruitment``; items and cards as in data/*.json.

Prompt codes (params; every prompt but ``vote`` and ``game_over`` has ``seat``)
-------------------------------------------------------------------------------
``setup``            {seat, placed: district|None}        actions ``place:<district>`` (two different)
``start_order``      {seat, items}                        ``use:<item>`` which start-of-turn item next
``cloak``            {seat}                               ``remove:<location>`` | ``skip`` (Royal Cloak)
``sceptre``          {seat}                               ``move:<district>,<district>`` | ``skip``
``goods``            {seat, count, source}                ``goods:<red>,<black>`` the colours of a gain
``city``             {seat}                               ``visit:market`` | ``visit:guild`` | ``visit:bazaar``
``market``           {seat, max}                          ``take:<colour>,<count>``
``guild``            {seat}                               ``place:<location>`` | ``remove:<location>``
``guild_more``       {seat, done}                         the same kind again | ``done``
``book``             {seat}                               ``swap:<item>`` | ``keep`` (Historical Book)
``auction_choose``   {seat, number, may_pass}             ``auction:<item>`` | ``pass`` (second only)
``opening_bid``      {seat, item, minimum}                ``bid:<goods>``
``auction_bid``      {seat, item, bid, leader, match_only} ``bid:<goods>`` | ``drop``
``pay``              {seat, amount, reason}               ``pay:<red>,<black>`` (reason auction|great_market)
``refund``           {seat}                               ``refund:<colour>`` (Merchant's Purse)
``picklocks``        {seat, items}                        ``bottom:<item>`` next card under the deck
``charter``          {seat}                               ``place:<district>`` | ``skip`` (Royal Charter)
``dagger``           {seat, left}                         ``steal:<seat>,<colour>`` | ``done`` (after one)
``token``            {seat}                               ``token:<token>,<district>``
``vote``             {seats}                              ``vote:<vote>`` (simultaneous, secret)
``mask``             {seat, card, count}                  ``count:<n>`` (Masquerade Mask: n or n-1)
``black_market``     {seat}                               ``steal:<seat>,<colour>``
``influence``        {seat, district}                     ``expel:<seat>``
``influence_in``     {seat, district}                     ``move_in:<district>,<count>`` | ``skip``
``influence_out``    {seat, district}                     ``move_out:<district>,<count>`` | ``skip``
``recruit_any``      {seat}                               ``place:<district>``
``recruit_adjacent`` {seat, district}                     ``recruit:<district>,<count>`` | ``skip``
``expel_side``       {seat, district}                     ``send:<district>`` where a lone merchant goes
``travel_map``       {seat, left}                         ``send:<district>`` | ``send:supply`` (the rest)
``old_coins``        {seat, goods, prestige}              ``coins`` | ``pass``
``market_move``      {seat}                               ``to:<district>`` merchant leaving the square
``claim``            {seat, cards}                        ``claim:<card>``
``game_over``        {winners}

Event codes (params; the event's seat is the ``seat`` param where there is one)
------------------------------------------------------------------------------
``merchants_placed``   {seat, location, count, source}
``merchants_removed``  {seat, location, count, source}      back to the supply
``merchants_moved``    {seat, from, to, count, source}
``goods_gained``       {seat, colour, count, source}
``goods_paid``         {seat, red, black, reason}
``goods_taken``        {seat, victim, colour, count, source}
``goods_lost``         {seat, red, black}                   Black Market played by three or more
``prestige_gained``    {seat, amount, source, total}
``turn_started``       {seat, round}
``item_used``          {seat, item}
``city_visited``       {seat, place}
``effect_lost``        {seat, reason}   reason: goods_limit no_merchants cannot_afford nothing_to_gain
                                        nothing_to_take square_blocked
``display_swapped``    {seat, item, new}
``display_refilled``   {items}
``items_revealed``     {seat, items, prestige}              Picklocks
``auction_opened``     {seat, item, bid}
``bid_raised``         {seat, item, bid}
``bid_matched``        {seat, item, bid}
``bid_dropped``        {seat, item, forced}
``auction_won``        {seat, item, bid}
``item_bought``        {seat, item}
``token_moved``        {seat, token, from, to}
``vote_cast``          {seat}                               which card stays secret
``votes_revealed``     {votes: [vote id per seat]}
``vote_resolved``      {seat, card, count}
``expelled``           {seat, by, district, count}
``great_market_opened`` {card, goods, prestige}
``great_market_sale``  {seat, card, goods, old_coins}
``great_market_closed`` {card}
``control_claimed``    {seat, card}
``control_revealed``   {card}
``game_over``          {winners}

Sources (event ``source``/``reason`` words): setup guild_house recruitment expulsion travel_map
influence great_market marketplace deal black_market auction control_card and item ids.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.games.jantaris.data import (
    CONTROL_CARDS,
    CONTROL_DISTRICTS,
    DISTRICTS,
    END_PRESTIGE,
    GOODS_LIMIT,
    GREAT_MARKET_THRESHOLD,
    ITEMS,
    LOCATIONS,
    MARKET_CARDS,
    MARKET_GOODS,
    MARKET_PRESTIGE,
    MARKETPLACE_GOODS,
    NEIGHBOURS,
    NUM_DISTRICTS,
    SQUARE,
    TOKENS,
    VOTES,
)
from engine.games.jantaris.state import PP_CATEGORIES

if TYPE_CHECKING:
    from engine.games.jantaris.state import JantarisState


def item_json(index: int) -> dict[str, Any]:
    it = ITEMS[index]
    return {"id": it.id, "prestige": it.prestige, "crown": it.crown,
            "price": {"red": it.price[0], "black": it.price[1]}, "timing": it.timing}


def _id(loc: int) -> str | None:
    return LOCATIONS[loc] if loc >= 0 else None


def prompt(st: JantarisState, seat: int | None) -> dict[str, Any]:
    if st.over:
        return {"code": "game_over", "params": {"winners": st.winners()}}
    d = st.decision
    if d is None:
        return {"code": "wait", "params": {}}
    kind, who, options, data = d
    if kind == "vote":
        return {"code": "vote", "params": {"seats": st.to_move()}}
    params: dict[str, Any] = {"seat": who}
    district = _id(st.active_district)
    if kind == "setup":
        params["placed"] = _id(data[0])
    elif kind == "start_order":
        params["items"] = [o.args[0] for o in options]
    elif kind == "goods":
        params["source"], params["count"] = data
    elif kind == "market":
        params["max"] = max(int(o.args[1]) for o in options) if options else MARKETPLACE_GOODS
    elif kind == "guild_more":
        params["done"] = data[0]
    elif kind == "auction_choose":
        params["number"] = data[0]
        params["may_pass"] = data[0] == 2
    elif kind == "opening_bid":
        params["item"] = ITEMS[data[0]].id
        params["minimum"] = ITEMS[data[0]].price_total
    elif kind == "auction_bid":
        auction = st.auction
        assert auction is not None
        params.update(item=ITEMS[auction[0]].id, bid=auction[2], leader=auction[3], match_only=who == st.active)
    elif kind == "pay":
        params["reason"], params["amount"] = data
    elif kind == "picklocks":
        params["items"] = [ITEMS[c].id for c in data[0]]
    elif kind in ("dagger", "travel_map"):
        params["left"] = data[0]
    elif kind == "mask":
        params["card"] = VOTES[data[0]]
        params["count"] = int(options[0].args[0])
    elif kind in ("influence", "influence_in", "influence_out", "recruit_adjacent", "expel_side"):
        params["district"] = district
    elif kind == "old_coins":
        params["goods"] = MARKET_GOODS[st.market_card]
        params["prestige"] = MARKET_PRESTIGE[st.market_card]
    elif kind == "claim":
        params["cards"] = [o.args[0] for o in options]
    return {"code": kind, "params": params}


def build_view(st: JantarisState, seat: int | None) -> dict[str, Any]:
    n = st.players
    locations = []
    for loc in range(NUM_DISTRICTS + 1):
        is_square = loc == SQUARE
        dominant = -1 if is_square else st.dominator(loc)
        locations.append({
            "id": LOCATIONS[loc],
            "kind": "square" if is_square else "district",
            "ring": None if is_square else loc,
            "neighbours": [] if is_square else [DISTRICTS[d] for d in NEIGHBOURS[loc]],
            "merchants": st.merchants[loc][:],
            "tokens": [TOKENS[t] for t in (0, 1) if st.tokens[t] == loc],
            "dominant": dominant if dominant >= 0 else None,
        })
    revealed = st.votes_revealed
    cards: list[str | None] = [
        VOTES[v] if v >= 0 and (revealed or s == seat) else None for s, v in enumerate(st.votes)
    ]
    players = []
    for s in range(n):
        players.append({
            "seat": s,
            "name": st.seat_name(s),
            "prestige": sum(st.pp[s]),
            "breakdown": dict(zip(PP_CATEGORIES, st.pp[s], strict=True)),
            "goods": {"red": st.goods[s][0], "black": st.goods[s][1]},
            "supply": st.supply[s],
            "items": [ITEMS[i].id for i in st.items[s]],
            "crown": st.has_crown(s),
            "control_cards": [CONTROL_CARDS[c] for c in st.claimed[s]],
            "vote": {"cast": st.votes[s] >= 0, "card": cards[s]},
        })
    auction = None
    if st.auction is not None:
        index, number, high, leader, out, _last = st.auction
        bidder = st.decision[1] if st.decision is not None and st.decision[0] == "auction_bid" else None
        auction = {
            "item": ITEMS[index].id, "number": number, "bid": high, "leader": leader, "bidder": bidder,
            "in": [s for s in range(n) if not out[s]], "out": [s for s in range(n) if out[s]],
        }
    market_card = None
    if st.market_card >= 0:
        c = st.market_card
        market_card = {"id": MARKET_CARDS[c], "goods": MARKET_GOODS[c], "prestige": MARKET_PRESTIGE[c]}
    control_display = []
    for c, who in zip(st.control_display, st.claims(), strict=True):
        control_display.append({
            "id": CONTROL_CARDS[c],
            "districts": [DISTRICTS[d] for d in CONTROL_DISTRICTS[c]],
            "claimable_by": who if who >= 0 else None,
        })
    return {
        "game": "jantaris",
        "to_move": st.to_move(),
        "round": st.round,
        "over": st.over,
        "prompt": prompt(st, seat),
        "phase": st.phase,
        "active": st.active,
        "start_player": st.start,
        "viewer": seat,
        "end_prestige": END_PRESTIGE,
        "goods_limit": GOODS_LIMIT,
        "great_market_threshold": GREAT_MARKET_THRESHOLD,
        "locations": locations,
        "tokens": {TOKENS[t]: LOCATIONS[st.tokens[t]] for t in (0, 1)},
        "active_district": _id(st.active_district),
        "players": players,
        "bazaar": {"display": [item_json(i) for i in st.display], "deck": st.bazaar_deck_size()},
        "auction": auction,
        "votes": {
            "revealed": revealed,
            "cards": cards,
            "counts": {VOTES[v]: st.vote_counts[v] for v in range(len(VOTES))} if revealed else None,
        },
        "great_market": {
            "card": market_card,
            "deck": len(st.market_unseen) + len(st.market_under),
            "on_square": sum(st.merchants[SQUARE]),
        },
        "control": {"display": control_display, "deck": len(st.control_unseen)},
        "winners": st.winners() if st.over else [],
    }
