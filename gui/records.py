"""Statistics and records kept in the user data folder: per game and player, and the solo bests."""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.core.errors import SaveError
from engine.core.game import GameConfig, Ruleset, SeatScore
from engine.core.saves import MAX_NAME, clean_name, parse_json, write_atomic
from gui.i18n import language, tr
from gui.paths import data_dir
from gui.seats import SeatSetup
from gui.user_files import os_error_text, read_user_json, set_aside

RECORDS_VERSION = 1
SOLO_TOP = 5  # a solo mode keeps its five best scores, for the score screen
# beyond these a file is absurd, not a record of games played (and 2^31 games would overflow Qt's plurals)
MOST_GAMES = 10**9
MOST_POINTS = 10**9


def records_path() -> Path:
    return data_dir() / "statistics.json"


def points_text(value: float) -> str:
    """53 -> "53", 53.5 -> "53½", other fractions to one decimal ("41.3"): scores carry halves."""
    if float(value).is_integer():
        return str(int(value))
    doubled = value * 2
    if float(doubled).is_integer():
        whole = int(value) if value > 0 else -int(-value)
        sign = "-" if value < 0 and whole == 0 else ""
        return f"{sign}{whole}½" if whole else f"{sign}½"
    return f"{value:.1f}"


@dataclass
class Tally:
    """Games, wins and scores of one player (or one solo mode)."""

    games: int = 0
    wins: int = 0
    best: float | None = None
    total: float = 0.0
    holder: str = ""  # who set the best (solo records)
    top: list[tuple[float, str]] = field(default_factory=list)  # a solo mode's best scores and who made them

    @property
    def mean(self) -> float | None:
        return self.total / self.games if self.games else None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"games": self.games, "wins": self.wins, "best": self.best, "total": self.total}
        if self.holder:
            data["holder"] = self.holder
        if self.top:
            data["top"] = [[score, name] for score, name in self.top]
        return data

    @classmethod
    def from_json(cls, data: Any) -> Tally:
        if not isinstance(data, Mapping):
            raise ValueError("a tally is not an object")
        games, wins, best, total = data.get("games"), data.get("wins"), data.get("best"), data.get("total")
        if not (_count(games) and _count(wins) and wins <= games and _number(total, MOST_POINTS * MOST_GAMES)):
            raise ValueError("a tally has bad counts")
        if best is not None and not _number(best):
            raise ValueError("a tally has a bad best score")
        top = data.get("top", [])
        if not isinstance(top, list) or len(top) > SOLO_TOP or not all(
                isinstance(entry, list) and len(entry) == 2 and _number(entry[0]) and _name(entry[1])
                for entry in top):
            raise ValueError("a tally has a bad list of best scores")
        holder = data.get("holder", "")
        if holder and not _name(holder):
            raise ValueError("a tally has a bad holder")
        return cls(games, wins, best, float(total), clean_name(holder),
                   [(float(score), clean_name(name)) for score, name in top])


def _count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MOST_GAMES


def _number(value: Any, limit: float = MOST_POINTS) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value) and (
        abs(value) <= limit)


def _mode(key: str) -> bool:
    """A solo mode's key: a small JSON object of options (mode_text reads it)."""
    try:
        return isinstance(parse_json(key, "solo mode", 10_000, 4), dict)
    except SaveError:
        return False


def _name(value: Any) -> bool:
    """A player's name as a statistics file may hold it (cleaned of control characters on reading)."""
    return isinstance(value, str) and len(value) <= MAX_NAME and bool(clean_name(value))


@dataclass
class GameRecords:
    players: dict[str, Tally] = field(default_factory=dict)
    solo: dict[str, Tally] = field(default_factory=dict)  # by solo mode key (options of the game)


@dataclass(frozen=True)
class NewRecord:
    """A record set by the game just finished: a player's best, or the best of a solo mode."""

    name: str
    score: float
    previous: float
    solo: bool = False


@dataclass
class Records:
    games: dict[str, GameRecords] = field(default_factory=dict)

    def of(self, game_id: str) -> GameRecords:
        return self.games.setdefault(game_id, GameRecords())

    def to_json(self) -> dict[str, Any]:
        return {"version": RECORDS_VERSION, "games": {
            game_id: {"players": {n: t.to_json() for n, t in rec.players.items()},
                      "solo": {k: t.to_json() for k, t in rec.solo.items()}}
            for game_id, rec in sorted(self.games.items())}}

    @classmethod
    def from_json(cls, data: Any) -> Records:
        """Raises ValueError on anything but a statistics file of a version this Kontor knows."""
        if not isinstance(data, Mapping) or data.get("version") != RECORDS_VERSION:
            raise ValueError("not a statistics file of version 1")
        games = data.get("games")
        if not isinstance(games, Mapping):
            raise ValueError("the statistics file has no games")
        records = cls()
        for game_id, entry in games.items():
            if not isinstance(entry, Mapping):
                raise ValueError("a game's entry is not an object")
            players, solo = entry.get("players", {}), entry.get("solo", {})
            if not isinstance(players, Mapping) or not isinstance(solo, Mapping):
                raise ValueError("a game's entry is not an object")
            if not all(_name(name) for name in players):
                raise ValueError("a player's name is empty or too long")
            if not all(_mode(key) for key in solo):
                raise ValueError("a solo mode is not an object of options")
            records.games[str(game_id)] = GameRecords(
                {clean_name(n): Tally.from_json(t) for n, t in players.items()},
                {str(k): Tally.from_json(t) for k, t in solo.items()})
        return records


@dataclass(frozen=True)
class Seat:
    """A finished game's seat as the statistics see it."""

    name: str
    score: float
    human: bool = True


def solo_mode(options: Mapping[str, Any]) -> str:
    """The key of a solo mode: its option set, in a stable order (start-player choices left out by the caller)."""
    return json.dumps(dict(sorted(options.items())), sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def record_game(records: Records, game_id: str, seats: Sequence[Seat], winners: Sequence[int],
                options: Mapping[str, Any]) -> list[NewRecord]:
    """Count a finished game; returns the records it set (a first game sets none: there was nothing to beat).

    Only people are counted: AI seats have no statistics of their own. A solo game counts as a
    game and a score, never as a win: there was nobody to beat.
    """
    game = records.of(game_id)
    found: list[NewRecord] = []
    solo = len(seats) == 1
    for index, seat in enumerate(seats):
        if not seat.human:
            continue
        tally = game.players.setdefault(seat.name, Tally())
        if tally.best is not None and seat.score > tally.best:
            found.append(NewRecord(seat.name, seat.score, tally.best))
        _count_into(tally, seat, index in winners and not solo)
    if solo and seats[0].human:
        tally = game.solo.setdefault(solo_mode(options), Tally())
        if tally.best is not None and seats[0].score > tally.best:
            found.append(NewRecord(seats[0].name, seats[0].score, tally.best, solo=True))
        _count_into(tally, seats[0], False)
        # a tie keeps the earlier score first: it was made first
        tally.top.append((seats[0].score, seats[0].name))
        tally.top.sort(key=lambda entry: -entry[0])
        del tally.top[SOLO_TOP:]
    return found


def _count_into(tally: Tally, seat: Seat, won: bool) -> None:
    tally.games += 1
    tally.wins += int(won)
    tally.total += seat.score
    if tally.best is None or seat.score > tally.best:
        tally.best = seat.score
        tally.holder = seat.name


def load_records(path: Path | None = None) -> tuple[Records, Path | None]:
    """The statistics, and where a damaged file was set aside (None when nothing was wrong).

    A damaged or absurd file is renamed to ``statistics.corrupt-<n>.json`` next to it, never
    deleted, with a notice for the start screen (gui.user_files), and counting starts afresh:
    a bad file must not stop Kontor.
    """
    path = path or records_path()
    found = read_user_json(path)  # bounded like every user file: size, nesting and numbers
    if found.data is None:
        return Records(), found.damaged
    try:
        return Records.from_json(found.data), None
    except (ValueError, TypeError) as exc:
        return Records(), set_aside(path, str(exc))


def save_records(records: Records, path: Path | None = None) -> None:
    write_atomic(path or records_path(), json.dumps(records.to_json(), indent=1, ensure_ascii=False) + "\n",
                 keep_backup=False)


class RecordKeeper:
    """Counts each finished match once into the statistics file and tells what records it set.

    A damaged file is set aside with a notice for the start screen; ``warn`` receives the
    player-facing message when the file cannot be written, once a run. Counting goes on in
    memory either way.
    """

    def __init__(self, path: Path | None = None, warn: Callable[[str], None] | None = None) -> None:
        self.path = path
        self.warn = warn or (lambda message: None)
        self._records: Records | None = None
        self.counted = False  # the current match has been counted
        self.save_failed = False

    @property
    def records(self) -> Records:
        if self._records is None:
            self._records, _ = load_records(self.path)
        return self._records

    def forget_match(self) -> None:
        """A new (or restarted) match: its end will be counted."""
        self.counted = False

    def count(self, ruleset: Ruleset, config: GameConfig, seats: Sequence[SeatSetup],
              scores: Sequence[SeatScore], winners: Sequence[int]) -> list[NewRecord]:
        if self.counted:
            return []
        self.counted = True
        by_seat = {score.seat: score.total for score in scores}
        finished = [Seat(setup.name, by_seat.get(i, 0), not setup.is_ai) for i, setup in enumerate(seats)]
        found = record_game(self.records, ruleset.info.id, finished, winners, _mode_options(ruleset, config))
        try:
            save_records(self.records, self.path)
        except OSError as exc:
            if not self.save_failed:  # said once: the next game's failure would say the same
                self.warn(tr("The statistics could not be saved: %1").replace("%1", os_error_text(exc)))
            self.save_failed = True
        return found


    def solo_bests(self, ruleset: Ruleset, config: GameConfig) -> tuple[str, list[tuple[float, str]]]:
        """The solo mode of ``config`` in words and its best scores so far, best first."""
        mode = solo_mode(_mode_options(ruleset, config))
        tally = self.records.of(ruleset.info.id).solo.get(mode)
        return mode_text(ruleset, mode, language()), list(tally.top) if tally is not None else []


def _mode_options(ruleset: Ruleset, config: GameConfig) -> dict[str, Any]:
    return {key: value for key, value in config.options.items()
            if not _is_seat_choice(ruleset, key) and not _is_hidden(ruleset, key)}


def _is_hidden(ruleset: Ruleset, key: str) -> bool:
    """The rules of an earlier version a save replays with are no mode of the game either."""
    try:
        return ruleset.info.option(key).hidden
    except KeyError:
        return False


def _is_seat_choice(ruleset: Ruleset, key: str) -> bool:
    """Who starts is no mode of the game: solo records do not split by it."""
    try:
        return bool(getattr(ruleset.info.option(key), "seat_choice", False))
    except KeyError:
        return False


def mode_text(ruleset: Ruleset, mode: str, lang: str) -> str:
    """A solo mode in words: the options that differ from the defaults, or "standard rules"."""
    try:
        options = json.loads(mode)
    except ValueError:
        options = {}
    defaults = ruleset.info.default_options(1)
    parts = []
    for key, value in sorted(options.items()) if isinstance(options, dict) else []:
        if defaults.get(key) == value:
            continue
        try:
            spec = ruleset.info.option(key)
        except KeyError:
            continue
        if spec.kind == "bool":
            parts.append(spec.label(lang) if value else tr("without %1").replace("%1", spec.label(lang)))
        else:
            labels = spec.choice_labels.get(str(value)) or {}
            shown = labels.get(lang) or labels.get("en") or str(value)
            parts.append(f"{spec.label(lang)}: {shown}")
    return ", ".join(parts) or tr("standard rules")


def summary_lines(records: Records, ruleset: Ruleset, lang: str, limit: int = 3,
                  amount: Callable[[float], str] = points_text) -> list[str]:
    """The start screen's lines for one game: the most played players, then the solo bests
    (``amount`` says a score: the number, or what the game counts, "8 stacks")."""
    game = records.games.get(ruleset.info.id)
    if game is None:
        return []
    lines = []
    for name, tally in sorted(game.players.items(), key=lambda item: (-item[1].games, item[0]))[:limit]:
        games_text = tr("1 game") if tally.games == 1 else tr("%n games", "", tally.games)
        wins_text = tr("1 win") if tally.wins == 1 else tr("%n wins", "", tally.wins)
        counts = games_text + ", " + wins_text
        lines.append(tr("%1: %2, best %3, mean %4").replace("%1", name).replace("%2", counts)
                     .replace("%3", amount(tally.best or 0)).replace("%4", amount(round(tally.mean or 0, 1))))
    for mode, tally in sorted(game.solo.items(), key=lambda item: -(item[1].best or 0))[:limit]:
        lines.append(tr("Solo (%1): best %2 by %3").replace("%1", mode_text(ruleset, mode, lang))
                     .replace("%2", amount(tally.best or 0)).replace("%3", tally.holder))
    return lines
