"""The engine contract: game description, configuration, state and ruleset."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from engine.core import overrides as data_overrides
from engine.core.actions import Action
from engine.core.errors import ConfigError, IllegalAction
from engine.core.events import Event

LANGUAGES = ("en", "cs", "de")
OPTION_KINDS = ("bool", "choice", "int", "multi")
# what an option is, as the new-game dialog marks it: a rule of the game (""), a variant printed in the
# rulebook, a house rule (not in the rulebook), or a choice only Kontor offers (a reconstruction, a cap)
OPTION_TAGS = ("", "variant", "house_rule", "kontor")


@dataclass(frozen=True)
class OptionSpec:
    """One game option as the new-game dialog shows it and the engine validates it.

    kinds: ``bool``; ``choice`` (one of ``choices``); ``int`` (``minimum``..``maximum``);
    ``multi`` (a list of distinct entries of ``choices``, ``count_min``..``count_max``
    long, where a count of -1 means "players + 1" and so on is left to the ruleset).
    ``players`` limits the option to those player counts (empty: all).
    ``labels`` and ``choice_labels`` hold the text per language (en, cs, de); ``help`` a one-line
    explanation in players' words per language; ``tag`` one of ``OPTION_TAGS``.
    ``seat_choice`` marks an ``int`` option whose 0 means "drawn at random" and 1.. a seat
    (a start player): the dialog offers "random" and the seats' names.
    ``people_default``, when not None, is the value the new-game dialog proposes while a person
    is seated (``default`` stays for games of AI players only, the arena's).
    ``hidden`` marks an option the new-game dialog never shows: the rules of an earlier Kontor
    version that its saves keep replaying with (``Ruleset.earlier_rules``).
    """

    key: str
    kind: str
    default: Any
    labels: Mapping[str, str]
    choices: tuple[Any, ...] = ()
    choice_labels: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    minimum: int | None = None
    maximum: int | None = None
    players: tuple[int, ...] = ()
    help: Mapping[str, str] = field(default_factory=dict)
    tag: str = ""
    seat_choice: bool = False
    people_default: Any = None
    hidden: bool = False

    def __post_init__(self) -> None:
        if self.kind not in OPTION_KINDS:
            raise ValueError(f"option {self.key}: unknown kind {self.kind!r}")
        if self.tag not in OPTION_TAGS:
            raise ValueError(f"option {self.key}: unknown tag {self.tag!r}")
        if self.seat_choice and self.kind != "int":
            raise ValueError(f"option {self.key}: only an int option can be a seat choice")

    def label(self, lang: str = "en") -> str:
        return self.labels.get(lang) or self.labels.get("en") or self.key

    def help_text(self, lang: str = "en") -> str:
        return self.help.get(lang) or self.help.get("en") or ""

    def validate(self, value: Any) -> Any:
        """Return the value in canonical form or raise ConfigError naming the problem."""
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise ConfigError(f"option '{self.key}' must be true or false, not {value!r}", "option_value", key=self.key)
            return value
        if self.kind == "choice":
            if value not in self.choices:
                allowed = ", ".join(str(c) for c in self.choices)
                raise ConfigError(f"option '{self.key}' must be one of {allowed}, not {value!r}", "option_value",
                                  key=self.key)
            return value
        if self.kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise ConfigError(f"option '{self.key}' must be a whole number, not {value!r}", "option_value",
                                  key=self.key)
            if self.minimum is not None and value < self.minimum:
                raise ConfigError(f"option '{self.key}' must be at least {self.minimum}", "option_minimum",
                                  key=self.key, minimum=self.minimum)
            if self.maximum is not None and value > self.maximum:
                raise ConfigError(f"option '{self.key}' must be at most {self.maximum}", "option_maximum",
                                  key=self.key, maximum=self.maximum)
            return value
        # multi
        if not isinstance(value, (list, tuple)):
            raise ConfigError(f"option '{self.key}' must be a list, not {value!r}", "option_value", key=self.key)
        items = list(value)
        for item in items:
            if item not in self.choices:
                raise ConfigError(f"option '{self.key}': unknown entry {item!r}", "option_value", key=self.key)
        if len(set(items)) != len(items):
            raise ConfigError(f"option '{self.key}' lists an entry twice", "option_twice", key=self.key)
        return items

    def to_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "kind": self.kind,
            "default": self.default,
            "labels": dict(self.labels),
            "choices": list(self.choices),
            "choice_labels": {str(k): dict(v) for k, v in self.choice_labels.items()},
            "minimum": self.minimum,
            "maximum": self.maximum,
            "players": list(self.players),
            "help": dict(self.help),
            "tag": self.tag,
            "seat_choice": self.seat_choice,
        }


@dataclass(frozen=True)
class GameInfo:
    """What a game is: its permanent id, titles, player range and options."""

    id: str
    titles: Mapping[str, str]
    min_players: int
    max_players: int
    descriptions: Mapping[str, str] = field(default_factory=dict)
    options: tuple[OptionSpec, ...] = ()
    hidden_information: bool = False

    def title(self, lang: str = "en") -> str:
        return self.titles.get(lang) or self.titles.get("en") or self.id

    def description(self, lang: str = "en") -> str:
        return self.descriptions.get(lang) or self.descriptions.get("en") or ""

    def option(self, key: str) -> OptionSpec:
        for spec in self.options:
            if spec.key == key:
                return spec
        raise KeyError(key)

    def default_options(self, players: int) -> dict[str, Any]:
        return {
            spec.key: (list(spec.default) if spec.kind == "multi" else spec.default)
            for spec in self.options
            if not spec.players or players in spec.players
        }

    def validate_options(self, players: int, options: Mapping[str, Any]) -> dict[str, Any]:
        """Fill in defaults and check every value; unknown keys are an error."""
        if not isinstance(options, Mapping):
            raise ConfigError("options must be a mapping of option names to values")
        known = {spec.key: spec for spec in self.options}
        for key in options:
            if key not in known:
                raise ConfigError(f"{self.id} has no option '{key}'")
        result = self.default_options(players)
        for key, value in options.items():
            spec = known[key]
            if spec.players and players not in spec.players:
                counts = ", ".join(str(p) for p in spec.players)
                raise ConfigError(f"option '{key}' is only for {counts} players", "option_players", key=key,
                                  counts=counts)
            result[key] = spec.validate(value)
        return result


@dataclass(frozen=True)
class GameConfig:
    """Everything that, with the action list, fixes a game: players, seed, options, names, and the
    players' corrections of reconstructed data (``overrides``, see engine/core/overrides.py)."""

    players: int
    seed: int = 0
    options: Mapping[str, Any] = field(default_factory=dict)
    names: tuple[str, ...] = ()
    overrides: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if isinstance(self.players, bool) or not isinstance(self.players, int):
            raise ConfigError(f"players must be a whole number, not {self.players!r}")
        if isinstance(self.seed, bool) or not isinstance(self.seed, int):
            raise ConfigError(f"seed must be a whole number, not {self.seed!r}")
        names = tuple(self.names) if self.names else tuple(f"Player {i + 1}" for i in range(self.players))
        if len(names) != self.players or not all(isinstance(n, str) and n.strip() for n in names):
            raise ConfigError(f"give one non-empty name for each of the {self.players} players")
        object.__setattr__(self, "names", names)
        object.__setattr__(self, "options", dict(self.options))
        object.__setattr__(self, "overrides", dict(self.overrides))

    def with_options(self, options: Mapping[str, Any]) -> GameConfig:
        return GameConfig(self.players, self.seed, options, self.names, self.overrides)

    def with_overrides(self, overrides: Mapping[str, Any]) -> GameConfig:
        return GameConfig(self.players, self.seed, self.options, self.names, overrides)

    def to_json(self) -> dict[str, Any]:
        data = {
            "players": self.players,
            "seed": self.seed,
            "options": dict(self.options),
            "names": list(self.names),
        }
        if self.overrides:  # only then: saves without corrections stay as they were
            data["overrides"] = dict(self.overrides)
        return data

    @classmethod
    def from_json(cls, data: Any) -> GameConfig:
        if not isinstance(data, Mapping):
            raise ConfigError("the configuration is not a JSON object")
        try:
            return cls(
                players=data["players"],
                seed=data.get("seed", 0),
                options=data.get("options", {}),
                names=tuple(data.get("names", ())),
                overrides=data.get("overrides") or {},
            )
        except KeyError as exc:
            raise ConfigError(f"the configuration lacks {exc.args[0]!r}") from None
        except TypeError as exc:
            raise ConfigError(f"the configuration is malformed: {exc}") from None


@dataclass(frozen=True)
class SeatScore:
    """A seat's final (or running) score: total, points by category, tie-break values.

    ``tiebreak`` values are compared in order, higher is better.
    """

    seat: int
    total: float  # a whole number, except in games that count half points (Merkator)
    breakdown: Mapping[str, float] = field(default_factory=dict)
    tiebreak: tuple[int, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "total": self.total,
            "breakdown": dict(self.breakdown),
            "tiebreak": list(self.tiebreak),
        }


def rank_seats(scores: Sequence[SeatScore]) -> list[list[int]]:
    """Places from first to last; seats sharing total and tie-break share a place."""
    ordered = sorted(scores, key=lambda s: (s.total, s.tiebreak), reverse=True)
    places: list[list[int]] = []
    previous: tuple[Any, ...] | None = None
    for score in ordered:
        mark = (score.total, score.tiebreak)
        if places and mark == previous:
            places[-1].append(score.seat)
        else:
            places.append([score.seat])
        previous = mark
    return places


def copy_rng(rng: random.Random) -> random.Random:
    # made without seeding (seeding costs half as much as the copy), then given the whole state
    twin = random.Random.__new__(random.Random)
    twin.setstate(rng.getstate())
    return twin


def fields_of(obj: object) -> dict[str, Any]:
    """Every field of ``obj`` by name: its ``__dict__``, its slots, and the fields a class compiled
    by `make compiled` keeps apart (named in ``__mypyc_attrs__``)."""
    names: set[str] = set(getattr(type(obj), "__mypyc_attrs__", ()))
    for kind in type(obj).__mro__:
        slots = kind.__dict__.get("__slots__", ())
        names.update((slots,) if isinstance(slots, str) else slots)
    names -= {"__dict__", "__weakref__"}
    fields = {name: getattr(obj, name) for name in names if hasattr(obj, name)}
    fields.update(getattr(obj, "__dict__", {}))
    return fields


def _blank_state(kind: type[GameState], config: GameConfig) -> GameState:
    return kind(config, blank=True)  # type: ignore[call-arg]


class GameState(ABC):
    """One game in progress. Subclasses implement the rules.

    The state owns a seeded ``rng``: every random decision of the game draws
    from it, so ``seed + action list`` replays a game exactly.
    """

    game_id: ClassVar[str] = ""

    def __init__(self, config: GameConfig, rng: random.Random | None = None) -> None:
        # a game's state takes ``blank=True`` too: only the config (and the rng), as a copy starts
        self.config = config
        # a field, not a property: compiled game code reads it at every turn, and a property of
        # this (interpreted) class would run Python each time
        self.players: int = config.players
        self.rng = random.Random(config.seed) if rng is None else rng

    def __reduce__(self) -> tuple[Any, ...]:
        # pickled for the AI's helper processes. A state compiled by `make compiled` keeps its
        # fields outside ``__dict__`` and cannot be made by ``__new__`` alone: it is made blank,
        # then given its fields (``__getstate__``, which the compiled class writes for itself)
        return (_blank_state, (type(self), self.config), self.__getstate__())

    # --- the contract -------------------------------------------------
    @abstractmethod
    def to_move(self) -> list[int]:
        """Seats that must decide now; [] when the game is over."""

    @abstractmethod
    def legal_actions(self, seat: int) -> list[Action]:
        """Every legal action of ``seat`` now, in a stable order ([] if it need not move)."""

    def apply(self, seat: int, action: Action) -> list[Event]:
        """Validate and perform ``action`` for ``seat``; on IllegalAction nothing changes."""
        if self.is_over():
            raise IllegalAction("the game is over", "game_over")
        if seat not in self.to_move():
            raise IllegalAction(f"it is not {self.seat_name(seat)}'s turn", "not_to_move", name=self.seat_name(seat))
        if not self.is_legal(seat, action):
            raise IllegalAction(self.explain_illegal(seat, action), "illegal_move", move=action.to_notation())
        return self._apply(seat, action)

    def is_legal(self, seat: int, action: Action) -> bool:
        """Whether ``action`` is in ``legal_actions(seat)`` now.

        A game may override this with a check cheaper than listing every move; the
        conformance test holds the two to exact agreement.
        """
        return action in self.legal_actions(seat)

    @abstractmethod
    def _apply(self, seat: int, action: Action) -> list[Event]:
        """Perform an action known to be legal. The AI may call this fast path."""

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def scores(self) -> list[SeatScore]:
        """Per seat, in seat order; meaningful at any time, final once the game is over."""

    def winners(self) -> list[int]:
        """The winning seats (several on a full tie). [] means nobody won (a draw)."""
        return rank_seats(self.scores())[0]

    @abstractmethod
    def view(self, seat: int | None) -> dict[str, Any]:
        """A JSON-ready dict of what ``seat`` may see (None: a spectator)."""

    @abstractmethod
    def clone(self) -> GameState:
        """A fast, fully independent copy (rng included)."""

    def determinize(self, seat: int, rng: random.Random) -> GameState:
        """A copy where everything ``seat`` cannot see is resampled consistently with its view.

        The copy's own rng is reseeded too, so future draws are not those of the real game.
        """
        twin = self.copy_with_rng(random.Random(rng.getrandbits(64)))
        twin.resample_hidden(seat, rng)
        return twin

    def copy_with_rng(self, rng: random.Random) -> GameState:
        """``clone()`` with ``rng`` as the copy's random stream. This default copies the state's own
        rng only to replace it; a game whose copy can take the new one directly overrides it."""
        twin = self.clone()
        twin.rng = rng
        return twin

    def resample_hidden(self, seat: int, rng: random.Random) -> None:
        """Shuffle the information hidden from ``seat`` (hands, deck orders). Default: none."""
        return None

    def mute_events(self) -> None:
        """This state is a search's sample, whose events no one reads: a game whose events cost
        much to make may stop making them from here on. Default: they are made as ever."""
        return None

    def order_hidden(self, seat: int) -> None:
        """Put what ``seat`` cannot see into an order fixed by what it sees (sorted), as a shuffle
        into that order would: a review searches from there, so its judgement cannot depend on where
        the hidden cards really lie. Default: none, right for a game that keeps no hidden order
        (its hidden cards are drawn only when revealed) or whose ``resample_hidden`` draws the
        hidden parts afresh rather than shuffling the ones in place (Jantaris' votes)."""
        return None

    # --- helpers with sensible defaults --------------------------------
    def seat_name(self, seat: int) -> str:
        names = self.config.names
        return names[seat] if 0 <= seat < len(names) else f"seat {seat}"

    def explain_illegal(self, seat: int, action: Action) -> str:
        return f"{action.to_notation()} is not a legal move for {self.seat_name(seat)} now"

    def round_number(self) -> int:
        """The current round (for reports); games override when they count rounds."""
        return 0

    def current_seat(self) -> int | None:
        seats = self.to_move()
        return seats[0] if seats else None


class Ruleset:
    """A registered game: its description, how to start it, and optional AI knowledge."""

    info: GameInfo
    state_class: type[GameState]

    def new_game(self, config: GameConfig) -> GameState:
        config = self.normalize_config(config)
        return self.create_state(config)

    def normalize_config(self, config: GameConfig) -> GameConfig:
        """Check players and options, fill in defaults; raise ConfigError naming the problem."""
        info = self.info
        if not info.min_players <= config.players <= info.max_players:
            raise ConfigError(
                f"{info.title()} is for {info.min_players} to {info.max_players} players, "
                f"not {config.players}",
                "player_count", minimum=info.min_players, maximum=info.max_players, players=config.players,
            )
        options = info.validate_options(config.players, config.options)
        config = config.with_options(options)
        if config.overrides:
            config = config.with_overrides(data_overrides.validate(info.id, self.data_tables(), config.overrides))
        self.check_config(config)
        return config

    # --- corrections of reconstructed data (optional) -------------------
    def data_tables(self) -> Mapping[str, data_overrides.DataTable]:
        """The data players may correct, by table name (see engine/core/overrides.py); none by default."""
        return {}

    def apply_overrides(self, overrides: Mapping[str, Any]) -> None:
        """Make the game's tables hold ``overrides`` (validated; empty: the values as shipped).

        The tables are the game's, shared by every state of this process: one set of corrections
        is in force at a time, the one of the game started last (a person plays one game at a time;
        the AI's copies share its configuration)."""
        if overrides:
            raise ConfigError(f"{self.info.title()} has no data that can be corrected")

    def check_config(self, config: GameConfig) -> None:
        """Cross-option checks a game needs (raise ConfigError)."""

    def earlier_rules(self, config: GameConfig) -> list[GameConfig]:
        """``config`` under the rules of earlier Kontor versions, newest first, for saves whose
        moves no longer replay (a rule now offers fewer choices); none by default. Each is the
        same game with a hidden option saying which version's rules it follows."""
        return []

    def create_state(self, config: GameConfig) -> GameState:
        """A fresh state of a normalized ``config``, with its corrections of the data in force."""
        self.apply_overrides(config.overrides)
        return self.state_class(config)  # type: ignore[call-arg]

    # --- AI knowledge (optional) ---------------------------------------
    def search_actions(self, state: GameState, seat: int) -> list[Action]:
        """The legal actions an AI weighs. A game leaves out moves that only step back to an
        earlier position (such as cancelling a half-made payment), which a search would
        otherwise take back and forth without end; never empty while a legal action exists."""
        return state.legal_actions(seat)

    def focus_actions(self, state: GameState, seat: int, actions: list[Action]) -> list[Action]:
        """Of ``actions`` (from ``search_actions``), the ones a level set to focus weighs on its
        own turns: a game may leave out moves a player would not consider in the position (all
        by default; never empty when ``actions`` is not). Asked of a copy made for ``seat``."""
        return actions

    def rollout_action(
        self, state: GameState, seat: int, actions: list[Action], rng: random.Random
    ) -> Action | None:
        """The move a quick playout makes; None lets the search pick at random."""
        return None

    def policy_shortcut(self, state: GameState, seat: int, rng: random.Random) -> Action | None:
        """The move ``rollout_action`` would make over ``search_actions`` here, where the game can
        tell it without building that whole list (a quick playout's commonest steps); None: build
        the list. It must be exactly that move, drawing the same random numbers as the policy
        would, and None only before it draws any."""
        return None

    def evaluate(self, state: GameState) -> list[float] | None:
        """Each seat's estimated chance to win (0..1) in a game not yet over; None if unknown."""
        return None

    def named_estimate(self, name: str) -> Callable[[GameState], list[float] | None] | None:
        """Another estimate of the same kind as ``evaluate``, which a level may search with at
        a table where an arena line showed it playing better (engine/ai/tables.json); None when
        the game has none by that ``name``, and the search keeps ``evaluate``."""
        return None

    def evaluate_spent(self, state: GameState) -> list[float] | None:
        """``evaluate`` of a state its caller throws away afterwards (a playout's end): the same
        answer, but the game may play on in ``state`` itself instead of in a copy."""
        return self.evaluate(state)

    def expected_score(self, state: GameState, seat: int) -> float | None:
        """The final score ``seat`` may expect from this position, in points: what a review weighs
        alone at the table, where a chance to win says nothing. None: the game has no such estimate
        (the review then reads the running score)."""
        return None

    def counted_move(self, state: GameState, seat: int) -> Action | None:
        """A move the game has counted out for ``seat`` as a player would (the search is then
        not asked), or None. It is asked of a copy made for ``seat``, as ``search_actions`` is."""
        return None
