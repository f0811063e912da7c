"""Russian Railroads' view for the board: JSON-ready dicts, prompt codes and event codes, no sentences.

View schema (``state.view(seat)``; ``seat`` None is a spectator). Stable: keys are only added.

Top level
    game        "railroads"
    round       current round (1-based); rounds: how many the game has; rounds_left: after this one
    last_round  True in the last round (the last-round tile covers the turn-order spaces)
    phase       "start_bonus" | "actions" | "relocate" | "over"
    to_move     seats that must decide now; over: bool; prompt: {"code", "params"} (see Prompts)
    viewer      the seat the view was made for (None for a spectator)
    side        main-board side in play: "2p" | "3-4p"
    order       seats in turn order this round; next_order: the order for the next round once known
    current     the seat whose turn it is (None when over)
    passed      per seat: has passed this round
    claims      {"first": seat|None, "second": seat|None}: who stands on the turn-order spaces
    spaces      main-board action spaces in board order, each
                {"id", "group", "names": {en,cs,de}, "cost": {"workers", "coins"} (coins = coins that
                 must be paid; workers may each be replaced by a coin), "effect": effect dict,
                 "unlimited": bool, "occupant": seat|None, "users": [seats] (the unlimited space),
                 "engineer": engineer id on a public/hiring slot or None,
                 "available": bool (the seat to move may place here now), "reason": "" or why not:
                 occupied | covered | claimed_other | already_there | not_last_round | no_engineer |
                 not_in_full | no_workers | no_coins | not_your_turn}
    engineer_row  list from the right: {"slot", "role": "hire"|"public"|"upcoming"|"empty",
                 "engineer": engineer dict or None}; it moves one slot right every round
    engineers   catalogue of every engineer by id: {"id", "number", "letter", "cost", "effect", "text"}
    locomotive_supply  {"2": count, ..., "9": count}; lowest: the tile a player takes next (0: none)
    returned_factories  factory numbers in the returned pool (sorted, repeats allowed)
    factories   catalogue by number: {"number", "effect", "text"}
    question_cards  [{"id", "names", "effect"}] still face up
    helpers     {"taken_by": seat|None}: the two turquoise workers
    end_deck    {"count": cards left}; "cards": [ids] only while the viewer is choosing from it
    start_bonus_cards  ids still to choose (start_bonus phase); catalogue in "cards"
    cards       static names: {"start_bonus", "bonus_markers", "question_cards", "end_cards"}:
                id -> {"names", "effect"|"scoring"}
    colour_values  the value tables by name: {"base": {colour: points}, "revaluation": ...}
    layout      the player board: {"lines": [{"id", "names", "length", "colours", "loco_slots",
                "specials": [{"space", "type", "condition": {"rail", "loco_reach"}, "colour"?, "points"?}]}],
                "doubler_line", "doubler_spaces", "industry_lane": [{"idx", "kind", "points"?, "slot"?}],
                "special_types": {type: {"timing", "names"}}}
    players     per seat (see Player)
    pending     the turn being resolved or None: {"seat", "held_locomotive": tile|0,
                "decision": {"kind": "choice"|"marker"|"qcard"|"reuse", "mandatory", "options"?}|None,
                "pools": [{"kind": "rail", "colour": black|grey|brown|natural|white|any|black_or_grey,
                           "count", "distinct", "mandatory"} | {"kind": "industry", "count", "mandatory"}
                          | {"kind": "loco"|"factory", "mandatory"}],
                "end_card_picks": count}
    scores      per seat {"seat", "total", "breakdown"}
    emil        None, or in the solo game Emil's side: {"workers": {"total", "free", "reserve"},
                "next_threshold": 50|150|None (the player's score that gives Emil his next worker),
                "passed", "deck_count", "revealed": [card ids this round, in order], "last": the card
                his last turn blocked with or None, "skipped": [{"card", "reason"}] discarded in that
                turn (reason: occupied | too_few_workers | colour_unusable | no_engineer | not_in_play),
                "spaces": {space: his workers}, "engineers": [ids] (count for the majority),
                "tiles": [locomotives/factories he set aside], "cards": {id: {"space"}}}
    germany     None, or with the Germany module its table: the board layout, the track tiles and their
                public offer by size, the income tokens and their display (keys in germany_view.py).
                Each player's lines are then players[i]["germany"]["lines"] (space by space, with the
                branch and the tiles laid); ``layout`` keeps the shared parts (industry lane, special
                types, colour names) and the Russia lines.
    coal        None, or with the Coal module (coal.py): {"players": per seat {"coal", "foundries":
                [{"id", "used": bool (this round)}] (open ones), "stokers": {"locomotives": [{"line", "slot",
                "locomotive"}], "factory_slots": [1-5]}}, "display": [foundry ids face up], "stack": count
                face down (their top is taken by the stoker space), "removed_stokers": count out of the game,
                "coal_spaces": [{"id", "names", "coal", "occupant": seat|None}] (the stoker space: 2 coal,
                a free action), "twins": {space: space} (the 2-player combined space: its two choices
                are occupied together), "foundry_catalogue": {id: {"names", "effect"}}}. The coal table's
                worker/coin spaces are in ``spaces`` (group "coal"). players[i]["lines"][line]
                ["stokers"]: [bool per slot] and "locomotives" stay plain numbers.
    extras      None, or with the additional material (extras.py): {"tokens": [{"id", "names",
                "left"}] the shared bonus tokens, "coal_factory": its factory number (20)}. Its engineers,
                "?" cards, factory and bonus marker join the catalogues (engineers, cards, factories).
    Spaces in the solo game also carry "emil_workers" (0 unless Emil blocks the space; its
    occupant is then None and its reason "occupied").

Player (players[i])
    seat, name, score, breakdown {category: points}; categories: trans_siberian, st_petersburg, kiev
    (with the Germany module the lines munich, dresden, nuremberg_fuerth)
    (rails up to the reach, doublers and line doubling included), stars, medal, industry, turn_order
    (pass points), bonuses (points from factories and engineers), end_cards, engineers (majority)
    workers {"total", "free", "helpers", "placed"}; coins; turn_card (its back scores when passing)
    position (index in this round's order)
    lines {line id: {"rails": {colour: space, 0 = not placed}, "locomotives": [tile, 0 = empty slot],
           "reach", "reached": [spaces of special spaces whose condition holds]}}
    unlocked [colours]; doublers (count, filled left to right over layout.doubler_spaces)
    factories [number or 0 per slot, left to right]; industry [marker positions]; lane_bonus_taken
    bonus_markers_used [ids]; bonus_markers_left [ids]; medal bool; values: value table name
    engineers [{"id", "used": bool}]; extra_workers; end_cards [ids] (own view only, others None);
    end_card_count; round_projection: what a round scoring would give now
    germany     None, or with the Germany module: branch, areas (tiles laid), lines as space sequences,
                income tokens (used or not), colourless-rail lines, workers from the board (germany_view.py)
    Locomotive tiles: 1-9 are the numbers; 10 is the #9 from the "?" card (reach 9, no factory side).

Prompts (prompt.code and params)
    start_bonus {"cards": [ids]}                choose a starting bonus card
    take_turn {"workers", "coins"}             place on a space (``place``) or ``pass``
    spend {"pools": [...], "can_finish": bool} spend pending steps; ``done`` forfeits the rest
    place_locomotive {"tile", "can_return": bool}  put the held locomotive on a slot
    choose_option {"options": [effects]}       ``choose:i``
    choose_bonus_marker {"markers": [ids]}     ``marker:id`` or ``skip``
    choose_question_card {"cards": [ids]}      ``qcard:id`` or ``skip``
    choose_reuse {"spaces": [ids]}             ``reuse:space``
    choose_end_card {"cards": [ids], "count"}  ``endcard:id`` (``skip`` if allowed); cards only in
                                               the chooser's own view
    relocate {"spaces": [ids]}                 ``relocate:space`` or ``stay``
    free_actions {"actions": [keys], "can_end"}  after the turn's action: free actions or ``end_turn``
                                               (take_turn then also lists "free": [keys] usable before it)
    close_foundry {"foundry"}                  Coal: ``close:<foundry>`` (into a stoker) or ``keep:<foundry>``
    place_stoker {"targets": [["loco", line, slot] | ["factory", slot]]}  Coal: ``stoker:...``
    choose_foundry {"foundries": [ids]}        Coal: ``take_foundry:<id>`` from the display
    choose_bonus_token / choose_factory_again / buy_coal_steps / choose_factory_slot
                {"options": [args], "can_skip"}  extras: ``bonus_token:<id>``, ``refire:<slot>``,
                                               ``coal_buy:<coal>``, ``build:<factory>,<slot>``
    choose_branch {"branches": [names]}        Germany: ``branch:berlin|hamburg`` (for good)
    choose_tile {"area", "size", "tiles": [ids]}  Germany: ``tile:id`` from the public offer
    choose_income_token {"tokens": [kinds]}    Germany: ``take_token:kind`` or ``skip``
    game_over {"winners": [seats]}

Actions (notation)
    start_bonus:<card>  place:<space or engineer id>,<coins used instead of workers>  pass
    rail:<line>,<colour>  industry:<marker>  loco:<line>,<slot>  loco_discard
    factory:<number>,supply|pool[,<slot 1-5 replaced>]  choose:<i>  marker:<id>  qcard:<id>
    reuse:<space>  endcard:<id>  skip  done  relocate:<space>  stay
    end_turn  coal_space:coal_stoker  foundry:<id>  close:<id>  keep:<id>  stoker:loco,<line>,<slot>
    stoker:factory,<slot>  take_foundry:<id>  bonus_token:<id>  refire:<slot>  coal_buy:<n>  build:<n>,<slot>

Events (code: params; ``seat`` is the player concerned unless noted)
    round_started {round, order, last} (no seat; round 1's comes with the last starting bonus)
    start_bonus_taken {card}; placed {space, workers, coins}; passed {card, points}; turn_ended {}
    engineer_used {engineer}; engineer_hired {engineer}; engineer_gained {engineer}
    emil_blocked {card, space, workers, coins[, engineer][, tiles]}; emil_skipped {card, space, reason};
    emil_passed {}; emil_worker_gained {total}; emil_majority {place, engineers} (no seat: Emil's moves)
    engineer_removed {engineer} (no seat: the unhired engineer leaves the row at round end)
    rail_moved {line, colour, to}; colour_unlocked {colour, line, space}
    special_reached {type, line, space} (line "industry" for the industry track's "?" space)
    worker_gained {source: line|question_card}; industry_moved {marker, to}
    industry_marker_added {marker}; factory_fired {number, slot}
    locomotive_taken {tile}; locomotive_placed {tile, line, slot, replaced}
    locomotive_returned {tile, as_factory}; factory_built {number, slot, source, replaced}
    doubler_placed {space}; coins_gained {count}; points_scored {points, category[, formula]}
    helpers_taken {count}; turn_order_claimed {position}; bonus_marker_used {marker}
    question_card_taken {card}; space_reused {space}; end_card_taken {} (the card stays secret)
    end_deck_shown {count} (reveals: the player looks through the end-bonus deck to choose)
    revaluation_taken {table}; medal_placed {}; skipped {}; rest_forfeited {}
    turn_order_changed {order} (no seat); relocated {space}; relocation_declined {}
    round_scored {round, category, points, line?, reach?, multiplier?, marker?, position?}
        one event per player, line and category, in turn order
    end_card_scored {card, points} (reveals); engineer_majority {place, points, engineers}
    game_over {winners} (no seat)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.games.railroads import coal, emil, extras, free_actions, germany_view, scoring
from engine.games.railroads.data import CODE_NAMES, COLOURS, catalogue
from engine.games.railroads.player import STOKER

if TYPE_CHECKING:
    from engine.games.railroads.state import RailroadsState

CAT = catalogue()
RAW = CAT.raw


def _static() -> dict[str, Any]:
    cards = RAW["cards"]
    board = CAT.boards["russia"]
    tracks = RAW["tracks"]["boards"]["russia"]
    lines = []
    for ld in tracks["lines"]:
        lines.append({
            "id": ld["id"], "names": ld["names"], "length": ld["length"], "colours": ld["colours"],
            "loco_slots": ld["loco_slots"],
            "specials": [{k: v for k, v in sp.items() if k not in ("provenance", "status", "note")}
                         for sp in ld["specials"]],
        })
    return {
        "engineers": {e["id"]: {"id": e["id"], "number": e["number"], "letter": e["letter"], "cost": e["cost"],
                                "effect": e["effect"], "text": e["text"]} for e in RAW["engineers"]["engineers"]},
        "factories": {str(f["number"]): {"number": f["number"], "effect": f["effect"], "text": f["text"]}
                      for f in RAW["factories"]["factories"]},
        "cards": {
            "start_bonus": {c["id"]: {"names": c["names"], "effect": c["effect"]} for c in cards["starting_bonus"]},
            "bonus_markers": {c["id"]: {"names": c["names"], "effect": c["effect"]} for c in cards["bonus_markers"]},
            "question_cards": {c["id"]: {"names": c["names"], "effect": c["effect"]} for c in cards["question_cards"]},
            "end_cards": {c["id"]: {"names": c["names"], "scoring": c["scoring"]} for c in cards["end_cards"]},
        },
        "colour_values": {k: dict(zip(COLOURS, v, strict=True)) for k, v in CAT.value_tables.items()},
        "layout": {
            "lines": lines,
            "doubler_line": board.lines[board.doubler_line].id,
            "doubler_spaces": list(board.doubler_spaces),
            "industry_lane": RAW["industry"]["lane"],
            "special_types": {k: {"timing": v["timing"], "names": v["names"]} for k, v in CAT.special_types.items()},
            "colour_names": RAW["tracks"]["colour_names"],
        },
        "space_names": {s["id"]: s["names"] for s in RAW["board"]["spaces"]},
    }


STATIC = _static()
# the modules' catalogue entries (shown only in games with the module)
STATIC["space_names"].update(coal.SPACE_NAMES)
STATIC["engineers"].update(extras.VIEW_ENGINEERS)
STATIC["factories"].update(extras.VIEW_FACTORIES)
STATIC["cards"]["question_cards"].update(extras.VIEW_CARDS)
STATIC["cards"]["bonus_markers"][extras.MARKER] = extras.VIEW_MARKER
STATIC["cards"]["start_bonus"][coal.START_CARD] = {"names": coal.DATA["start_card"]["names"],
                                                   "effect": coal.DATA["start_card"]["effect"]}


def _pool_view(item: tuple[Any, ...]) -> dict[str, Any]:
    kind = item[0]
    if kind == "rail":
        return {"kind": "rail", "colour": CODE_NAMES[item[2]], "count": item[3], "distinct": item[4],
                "mandatory": item[1]}
    if kind == "industry":
        return {"kind": "industry", "count": item[2], "mandatory": item[1]}
    return {"kind": kind, "mandatory": item[1]}


def _decision_view(item: tuple[Any, ...]) -> dict[str, Any]:
    result: dict[str, Any] = {"kind": item[0], "mandatory": item[1]}
    if item[0] == "choice":
        result["options"] = list(item[2])
    return result


def build_prompt(state: RailroadsState, viewer: int | None = None) -> dict[str, Any]:
    if state.phase == "over":
        return {"code": "game_over", "params": {"winners": state.winners()}}
    seat = state.to_move()[0]
    acts = state.legal_actions(seat)
    if state.turn_seat >= 0:
        if state.held:
            return {"code": "place_locomotive", "params": {"tile": state.held,
                                                           "can_return": any(a.kind == "loco_discard" for a in acts)}}
        if state.locked:
            item = state.locked[0]
            kind = item[0]
            if kind == "choice":
                return {"code": "choose_option", "params": {"options": list(item[2])}}
            if kind == "marker":
                return {"code": "choose_bonus_marker", "params": {"markers": [str(a.args[0]) for a in acts
                                                                              if a.kind == "marker"]}}
            if kind == "qcard":
                return {"code": "choose_question_card", "params": {"cards": [str(a.args[0]) for a in acts
                                                                             if a.kind == "qcard"]}}
            found = germany_view.prompt(state, item, acts)
            if found is not None:
                return found
            if kind == "foundry_pick":
                return {"code": "choose_foundry", "params": {"foundries": [str(a.args[0]) for a in acts]}}
            found = extras.prompt(state, item, acts)
            if found is not None:
                return found
            return {"code": "choose_reuse", "params": {"spaces": [str(a.args[0]) for a in acts
                                                                  if a.kind == "reuse"]}}
        if state.pools:
            return {"code": "spend", "params": {"pools": [_pool_view(i) for i in state.pools],
                                                "can_finish": any(a.kind == "done" for a in acts)}}
        if state.free_hub and not (acts and acts[0].kind == "endcard"):
            return free_actions.prompt(state, seat, acts)
        cards = list(state.deck) if viewer == seat else []
        return {"code": "choose_end_card", "params": {"cards": cards, "count": len(state.deck)}}
    if state.phase == "start_bonus":
        return {"code": "start_bonus", "params": {"cards": list(state.start_left)}}
    if state.phase == "relocate":
        return {"code": "relocate", "params": {"spaces": [str(a.args[0]) for a in acts if a.kind == "relocate"]}}
    p = state.seats[seat]
    params: dict[str, Any] = {"workers": p.free + p.temp, "coins": p.coins}
    if state.free_hub:
        params["free"] = [a.key for a in acts if a.kind in state.free_kinds]
    return {"code": "take_turn", "params": params}


def _space_reason(state: RailroadsState, sid: str, mover: int | None) -> str:
    if mover is None or state.phase != "actions" or state.turn_seat >= 0:
        return "not_your_turn"
    block = state.space_block(mover, sid)
    if block:
        return block
    workers, coins = state.space_cost(sid, mover)
    p = state.seats[mover]
    if p.coins < coins:
        return "no_coins"
    if not len(state.coin_choices(mover, workers, coins)):
        return "no_workers"
    return ""


def _player(state: RailroadsState, seat: int, viewer: int | None) -> dict[str, Any]:
    p = state.seats[seat]
    rule = state.opts.get("kiev_medal", "grey_and_reach")
    lines = {}
    for ld in p.board.lines:
        reach = p.reach(ld.index)
        rails = p.rails[ld.index]
        reached = []
        for sp in ld.specials:
            if rails[sp.rail] >= sp.space and (not sp.loco or reach >= sp.space):
                reached.append(sp.space)
        lines[ld.id] = {
            "rails": {COLOURS[c]: rails[c] for c in ld.colours},
            "locomotives": [coal.plain(t) for t in p.locos[ld.index]],
            "reach": reach,
            "reached": reached,
        }
        if state.coal is not None:
            lines[ld.id]["stokers"] = [t > STOKER for t in p.locos[ld.index]]
    own = viewer == seat
    return {
        "seat": seat, "name": state.seat_name(seat), "score": p.score, "breakdown": dict(p.breakdown),
        "workers": {"total": p.workers, "free": p.free, "helpers": p.temp, "placed": p.placed},
        "coins": p.coins, "turn_card": p.turn_card, "position": state.order.index(seat),
        "lines": lines, "unlocked": [COLOURS[c] for c in range(len(COLOURS)) if p.unlocked[c]],
        "doublers": p.doublers, "factories": p.factories[:], "industry": p.industry[:],
        "lane_bonus_taken": p.lane_bonus,
        "bonus_markers_used": p.markers_used[:], "bonus_markers_left": p.unused_markers(),
        "medal": p.medal, "values": p.values,
        "engineers": [{"id": CAT.engineers[n].id, "used": n in p.eng_used} for n in p.engineers],
        "extra_workers": p.extra_workers,
        "end_cards": p.end_cards[:] if own or state.phase == "over" else None,
        "end_card_count": len(p.end_cards),
        "round_projection": scoring.round_total(p, rule),
        "germany": germany_view.player_view(state, seat),
    }


def _emil_view(state: RailroadsState) -> dict[str, Any] | None:
    e = state.emil
    if e is None:
        return None
    return {
        "workers": {"total": e.total, "free": e.free, "reserve": emil.SETUP["emil_workers"] + len(
            emil.SETUP["reserve_at"]) - e.total},
        "next_threshold": emil.next_threshold(state.seats[0].score),
        "passed": e.passed, "deck_count": len(e.deck), "revealed": e.revealed[:], "last": e.last or None,
        "skipped": [{"card": c, "reason": r} for c, r in e.skipped],
        "spaces": dict(e.spaces),
        "engineers": [CAT.engineers[n].id for n in e.engineers], "tiles": e.tiles[:],
        "cards": emil.VIEW_CARDS,
    }


def build_view(state: RailroadsState, seat: int | None) -> dict[str, Any]:
    to_move = state.to_move()
    mover = to_move[0] if to_move else None
    reason_for = mover if seat is None or seat == mover else None
    spaces = []
    for sid in state.space_ids:
        space = CAT.spaces[sid]
        workers, coins = (space.workers, space.coins)
        engineer = None
        if space.group == "engineer":
            slot = space.effect["slot"]
            number = state.row[slot] if slot < len(state.row) else 0
            engineer = CAT.engineers[number].id if number else None
            if number:
                workers, coins = state.space_cost(sid, mover if mover is not None else 0)
        reason = _space_reason(state, sid, reason_for)
        spaces.append({
            "id": sid, "group": space.group, "names": STATIC["space_names"][sid],
            "cost": {"workers": workers, "coins": coins}, "effect": space.effect, "unlimited": space.unlimited,
            "occupant": None if state.occupied.get(sid, 0) < 0 else state.occupied.get(sid),
            "emil_workers": state.emil.spaces.get(sid, 0) if state.emil is not None else 0, "users": state.crowd[:] if space.unlimited else [],
            "engineer": engineer, "available": reason == "", "reason": reason,
        })
    public = state.public_slots
    row = []
    for slot, number in enumerate(state.row):
        role = "hire" if slot == 0 else "public" if slot <= public else "upcoming"
        if not number:
            role = "empty" if slot > public else role
        row.append({"slot": slot, "role": role,
                    "engineer": STATIC["engineers"][CAT.engineers[number].id] if number else None})
    pending = None
    if state.turn_seat >= 0:
        pending = {
            "seat": state.turn_seat, "held_locomotive": state.held,
            "decision": _decision_view(state.locked[0]) if state.locked else None,
            "pools": [_pool_view(i) for i in state.pools],
            "end_card_picks": len(state.deferred),
        }
    looking = seat is not None and state.turn_seat == seat and state._deciding_end_card()
    first, second = state.claims
    return {
        "game": "railroads",
        "round": state.round, "rounds": state.rounds, "rounds_left": state.rounds - state.round,
        "last_round": state.round == state.rounds,
        "phase": state.phase, "to_move": to_move, "over": state.is_over(), "prompt": build_prompt(state, seat),
        "viewer": seat, "side": state.side,
        "order": state.order[:], "next_order": state.next_order[:] if state.phase == "relocate" else None,
        "current": mover, "passed": state.passed[:],
        "claims": {"first": first if first >= 0 else None, "second": second if second >= 0 else None},
        "spaces": spaces, "engineer_row": row, "engineers": STATIC["engineers"],
        "locomotive_supply": {str(n): state.supply[n] for n in range(2, 10)}, "lowest": state.lowest_supply(),
        "returned_factories": state.returned[:], "factories": STATIC["factories"],
        "question_cards": [{"id": c, "names": STATIC["cards"]["question_cards"][c]["names"],
                            "effect": CAT.question_cards[c]} for c in state.qcards],
        "helpers": {"taken_by": state.turquoise if state.turquoise >= 0 else None},
        "end_deck": {"count": len(state.deck), **({"cards": list(state.deck)} if looking else {})},
        "start_bonus_cards": list(state.start_left) if state.phase == "start_bonus" else [],
        "cards": STATIC["cards"], "colour_values": STATIC["colour_values"], "layout": STATIC["layout"],
        "players": [_player(state, s, seat) for s in range(state.players)],
        "pending": pending,
        "emil": _emil_view(state),
        "germany": germany_view.table_view(state),
        "coal": coal.view(state),
        "extras": extras.view(state),
        "scores": [s.to_json() for s in state.scores()],
    }

