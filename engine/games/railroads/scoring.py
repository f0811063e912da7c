"""Round scoring (every line up to the locomotive reach, stars, medal, industry) and final scoring."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from engine.core import Event
from engine.games.railroads import emil
from engine.games.railroads.data import catalogue
from engine.games.railroads.modules import engineer_number
from engine.games.railroads.player import Seat, loco_reach

if TYPE_CHECKING:
    from engine.games.railroads.state import RailroadsState

CAT: Final = catalogue()


def line_points(p: Seat, line: int) -> tuple[int, int, int]:
    """(points, reach, multiplier) of one line now: each space counts by the best rail covering it."""
    ld = p.board.lines[line]
    reach = p.reach(line)
    values = CAT.value_tables[p.values]
    rails = p.rails[line]
    points = 0
    covered = 0  # spaces 1..covered are already counted by a better colour
    for colour in range(len(rails) - 1, 0, -1):
        end = rails[colour]
        if end > reach:
            end = reach
        if end > covered:
            points += (end - covered) * values[colour]
            covered = end
    if line == p.board.doubler_line and p.doublers:
        for space in p.board.doubler_spaces[: p.doublers]:
            if space <= reach:
                colour = len(rails) - 1
                while colour > 0 and rails[colour] < space:
                    colour -= 1
                points += values[colour]
    multiplier = 1
    for sp in ld.specials:
        if sp.type == "line_doubling" and rails[sp.rail] >= sp.space and (not sp.loco or reach >= sp.space):
            multiplier *= sp.multiplier
    return points * multiplier, reach, multiplier


def star_points(p: Seat, line: int) -> int:
    reach = p.reach(line)
    rails = p.rails[line]
    total = 0
    for sp in p.board.lines[line].specials:
        if sp.type == "star_points" and rails[sp.rail] >= sp.space and (not sp.loco or reach >= sp.space):
            total += sp.points
    return total


def medal_points(p: Seat, medal_rule: str) -> tuple[int, str | None]:
    if not p.medal:
        return 0, None
    for sp in p.board.specials:
        if sp.type != "medal_space":
            continue
        line_id = p.board.lines[sp.line].id
        if medal_rule == "always":
            return sp.points, line_id
        rails = p.rails[sp.line]
        if rails[sp.rail] >= sp.space and (not sp.loco or p.reach(sp.line) >= sp.space):
            return sp.points, line_id
        return 0, line_id
    return 0, None


def industry_points(p: Seat) -> list[int]:
    return [CAT.lane_points[pos] for pos in p.industry]


def round_breakdown(p: Seat, medal_rule: str) -> list[tuple[str, int, dict[str, Any]]]:
    """(category, points, details) of one player's round scoring, one entry per line and category."""
    rows: list[tuple[str, int, dict[str, Any]]] = []
    for line in p.board.lines:
        points, reach, multiplier = line_points(p, line.index)
        rows.append((line.id, points, {"line": line.id, "reach": reach, "multiplier": multiplier}))
    for line in p.board.lines:
        if any(sp.type == "star_points" for sp in line.specials):
            rows.append(("stars", star_points(p, line.index), {"line": line.id}))
    medal, medal_line = medal_points(p, medal_rule)
    if medal_line is not None:
        rows.append(("medal", medal, {"line": medal_line}))
    for marker, points in enumerate(industry_points(p)):
        rows.append(("industry", points, {"marker": marker, "position": p.industry[marker]}))
    return rows


# after the lines (in the board's order) the categories in the order the game scores them: round scoring,
# then what is scored along the way and at the end
CATEGORY_ORDER: Final = ("industry", "stars", "medal", "turn_order", "bonuses", "end_cards", "engineers")


def breakdown_in_order(p: Seat) -> dict[str, int]:
    """The seat's points by category in the game's own order: every line of its board, the industry, then the
    rest (stars and the medal only on a board that has them); a category not scored yet counts 0."""
    keys = [line.id for line in p.board.lines] + [
        key for key in CATEGORY_ORDER
        if (key != "stars" or any(line.has_stars for line in p.board.lines))
        and (key != "medal" or any(sp.type == "medal_space" for sp in p.board.specials))]
    ordered = {key: p.breakdown.get(key, 0) for key in keys}
    ordered.update((key, points) for key, points in p.breakdown.items() if key not in ordered)
    return ordered


def round_total(p: Seat, medal_rule: str) -> int:
    """The sum of ``round_breakdown`` without building it (the AI asks for it often)."""
    total = 0
    for line in p.board.lines:
        total += line_points(p, line.index)[0]
        if line.has_stars:
            total += star_points(p, line.index)
    if p.medal:
        total += medal_points(p, medal_rule)[0]
    points = CAT.lane_points
    for pos in p.industry:
        total += points[pos]
    return total


def score_round(state: RailroadsState) -> None:
    rule = state.opts.get("kiev_medal", "grey_and_reach")
    for seat in state.order:
        p = state.seats[seat]
        for category, points, details in round_breakdown(p, rule):
            p.add_points(category, points)
            state.events.append(Event("round_scored", {"round": state.round, "category": category,
                                                       "points": points, **details}, seat))


# --- final scoring ------------------------------------------------------------
def metric(p: Seat, name: str) -> int:
    if name == "factories":
        return sum(1 for f in p.factories if f)
    if name == "engineers":
        return engineer_count(p)
    if name == "line_ends":
        return sum(1 for line in p.board.lines if p.rails[line.index][0] >= line.length)
    if name == "grey_brown_spaces":
        return sum(r[1] + r[2] for r in p.rails)
    if name == "black_spaces":
        return sum(r[0] for r in p.rails)
    if name == "doublers":
        return p.doublers
    if name == "bonus_markers":
        return len(p.markers_used)
    if name == "top4_locomotives":
        return sum(sorted((loco_reach(t) for t in p.loco_tiles()), reverse=True)[:4])
    if name == "extra_workers":
        return p.extra_workers
    if name == "none":
        return 0
    raise ValueError(f"unknown end-card metric {name!r}")


def end_card_points(p: Seat, card: str) -> int:
    rule = CAT.end_cards[card]
    value = metric(p, rule["metric"])
    if "tiers" in rule:
        points = 0
        for minimum, tier_points in rule["tiers"]:
            if value >= minimum:
                points = tier_points
        return points
    if "max" in rule:
        value = min(value, rule["max"])
    return value * rule["each"]


def engineer_count(p: Seat) -> int:
    extra = sum(CAT.end_cards[c].get("extra_engineer", 0) for c in p.end_cards)
    return len(p.engineers) + extra


def majority(seats: list[Seat]) -> dict[int, tuple[int, int]]:
    """Seat -> (place, points) of the engineer majority: most engineers first, ties by highest number."""
    rule = CAT.majority
    ranked = sorted(
        ((engineer_count(p), max((engineer_number(n) for n in p.engineers), default=0), s)
         for s, p in enumerate(seats)
         if engineer_count(p) >= rule["minimum"]),
        reverse=True,
    )
    prizes = [rule["first"], rule["second"]]
    result: dict[int, tuple[int, int]] = {}
    place = 0
    index = 0
    while index < len(ranked) and place < len(prizes):
        mark = ranked[index][:2]
        group = [r for r in ranked[index:] if r[:2] == mark]
        for _count, _top, seat in group:
            result[seat] = (place + 1, prizes[place])
        index += len(group)
        place += len(group)
    return result


def score_final(state: RailroadsState) -> None:
    for seat, p in enumerate(state.seats):
        for card in p.end_cards:
            points = end_card_points(p, card)
            p.add_points("end_cards", points)
            state.events.append(Event("end_card_scored", {"card": card, "points": points}, seat, reveals=True))
    rivals = list(state.seats)
    if state.emil is not None:
        rivals.append(emil.as_rival(state))  # Emil's engineers count for the majority, his points do not
    for seat, (place, points) in sorted(majority(rivals).items()):
        if seat >= state.players:
            state.events.append(Event("emil_majority", {"place": place, "engineers": len(rivals[seat].engineers)}))
            continue
        p = state.seats[seat]
        p.add_points("engineers", points)
        state.events.append(Event("engineer_majority", {"place": place, "points": points,
                                                        "engineers": engineer_count(p)}, seat))
