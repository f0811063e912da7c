"""The words review aid (`make words`): every message in English, Czech and German side by side.

    python -m gui.words_dump [--game railroads] [--seeds 2] [--other | --no-other]

First the games' own sentences as seeded random games produce them (log lines, prompts, action
labels, the side panel's lines, score rows), each told with real names, cards and counts, as a
player reads them; then every other message of the translation files with sample values (numbers
for ``%n`` in each plural form, ``‹1›`` for a place holder the message's own code fills).
"""

from __future__ import annotations

import argparse
import random
import re
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QTranslator

from engine import games
from engine.core.game import GameConfig, GameState, Ruleset
from gui.boards import board_class
from gui.boards.base import Board, BoardContext
from gui.boards.generic import GenericBoard
from gui.i18n import install_language
from gui.paths import translations_dir
from gui.seats import PLAYER_COLOURS, SeatSetup

LANGUAGES = ("en", "cs", "de")
NAMES = ("Eva", "Tom", "Ida", "Jan", "Kim")  # the same in every language: only the words differ
# the set-ups played: (player counts, options); each game at its fewest and most players by default
SETUPS: dict[str, list[tuple[int, dict[str, Any]]]] = {
    "railroads": [(2, {}), (1, {}), (3, {"germany": True, "coal": True, "extras": True}),
                  (1, {"germany": True, "coal": True, "extras": True})],
    "merkator": [(1, {}), (3, {}), (2, {"no_coins": True})],
}
SAMPLES_PER_MESSAGE = 3  # sentences shown for one leading message (its other parts vary)
PLURAL_COUNTS = (1, 3, 5)  # one of each Czech plural form
MOVE_LIMIT = 4000
IGNORED = {"QT_LAYOUT_DIRECTION"}


class RecordingTranslator(QTranslator):
    """Notes every source text asked for and translates nothing itself (the next translator does)."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[tuple[str, str]] = []

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> None:  # noqa: ARG002
        if source not in IGNORED:
            self.seen.append((source, disambiguation or ""))
        return None

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
        return False


_recorder: RecordingTranslator | None = None


def use_language(lang: str) -> RecordingTranslator:
    """Switch to ``lang`` with the recorder in front of Kontor's own translations."""
    global _recorder
    app = QCoreApplication.instance()
    assert app is not None
    if _recorder is not None:
        app.removeTranslator(_recorder)
    install_language(lang)
    _recorder = RecordingTranslator()
    app.installTranslator(_recorder)
    return _recorder


@dataclass
class Said:
    """One thing shown to a player: where (log, prompt ...), the messages it was made of, its text per language."""

    kind: str
    sources: tuple[tuple[str, str], ...]
    texts: dict[str, str] = field(default_factory=dict)


def play(ruleset: Ruleset, players: int, options: dict[str, Any], seed: int) -> tuple[GameConfig, list]:
    """A seeded random game: its configuration and its moves."""
    config = ruleset.normalize_config(GameConfig(players, seed, dict(options), NAMES[:players]))
    state = ruleset.new_game(config)
    rng = random.Random(seed)
    moves = []
    while not state.is_over() and len(moves) < MOVE_LIMIT:
        seat = state.to_move()[0]
        action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        moves.append((seat, action))
    return config, moves


def told(ruleset: Ruleset, config: GameConfig, moves: list, board: Board,
         recorder: RecordingTranslator) -> Iterator[tuple[str, tuple[tuple[str, str], ...], str]]:
    """Everything ``board`` says along the game: (kind, messages used, text), in a fixed order."""

    def say(kind: str, make: Callable[[], str | None]) -> Iterator[tuple[str, tuple[tuple[str, str], ...], str]]:
        recorder.seen.clear()
        try:
            text = make()
        except Exception as exc:  # noqa: BLE001 - a board being rebuilt must not stop the review of the others
            text = f"!! {type(exc).__name__}: {exc}"
        if text:
            yield kind, tuple(dict.fromkeys(recorder.seen)), text

    state: GameState = ruleset.new_game(config)
    for index, (seat, action) in enumerate(moves):
        view = state.view(seat)
        prompt = view.get("prompt")
        if isinstance(prompt, dict):
            yield from say("prompt", lambda p=prompt, v=view: board.prompt_text(p, v))
        for legal in state.legal_actions(seat)[:40]:
            yield from say("action", lambda a=legal, v=view: board.describe_action(a, v))
        if index % 25 == 0:
            for other in range(config.players):
                yield from say("side panel", lambda v=view, s=other: board.seat_summary(v, s))
        events = state.apply(seat, action)
        after = state.view(seat)
        for event in events:
            yield from say("log", lambda e=event, v=after: board.describe_event(e, v))
    final = state.view(None)
    for score in state.scores():
        for key in score.breakdown:
            yield from say("score row", lambda k=key: board.category_label(k))
    prompt = final.get("prompt")
    if isinstance(prompt, dict):
        yield from say("prompt", lambda: board.prompt_text(prompt, final))


HOLDER = re.compile(r"%(?:\d|n|who)")


def fits(source: str, english: str) -> bool:
    """Whether the message ``source`` is part of the English sentence (its fixed words are all in it)."""
    return all(piece.strip() in english for piece in HOLDER.split(source) if piece.strip())


def leading(sources: tuple[tuple[str, str], ...], english: str) -> tuple[tuple[str, str], ...]:
    """The messages of a sentence, the one that frames it first (the whole sentence from its pattern)."""
    def frames(source: str) -> bool:
        pattern = "".join(".*" if HOLDER.fullmatch(part) else re.escape(part)
                          for part in re.split(r"(%(?:\d|n|who))", source))
        return re.fullmatch(pattern, english, re.DOTALL) is not None

    return tuple(sorted(sources, key=lambda s: (not frames(s[0]), -len(s[0]))))


def game_sentences(ruleset: Ruleset, seeds: int) -> list[Said]:
    """The game's sentences in the three languages, each combination of messages once (a few samples)."""
    found: dict[tuple[str, tuple[tuple[str, str], ...]], Said] = {}
    per_lead: dict[tuple[str, tuple[str, str]], int] = {}
    setups = SETUPS.get(ruleset.info.id) or sorted({(ruleset.info.min_players, ()), (ruleset.info.max_players, ())})
    for players, options in setups:
        for seed in range(1, seeds + 1):
            config, moves = play(ruleset, players, dict(options), seed)
            seats = [SeatSetup(NAMES[i], list(PLAYER_COLOURS)[i]) for i in range(players)]
            runs = {}
            for lang in LANGUAGES:
                recorder = use_language(lang)
                board = board_class(ruleset.info.id)(BoardContext(ruleset, seats, language=lang))
                runs[lang] = list(told(ruleset, config, moves, board, recorder))
            for items in zip(*(runs[lang] for lang in LANGUAGES), strict=False):
                kind, sources, english = items[0]
                sources = leading(tuple(s for s in sources if fits(s[0], english)), english)
                if not sources or (kind, sources) in found:
                    continue
                lead = (kind, sources[0])
                if per_lead.get(lead, 0) >= SAMPLES_PER_MESSAGE:
                    continue
                per_lead[lead] = per_lead.get(lead, 0) + 1
                found[(kind, sources)] = Said(kind, sources, {lang: text for lang, (_, _, text) in
                                                              zip(LANGUAGES, items, strict=True)})
    return list(found.values())


def messages() -> list[tuple[str, str, bool]]:
    """Every (source, disambiguation, has plural forms) of the Czech translation file."""
    tree = ET.parse(translations_dir() / "kontor_cs.ts")
    found = []
    for message in tree.iter("message"):
        translation = message.find("translation")
        if translation is not None and translation.get("type") in ("obsolete", "vanished"):
            continue
        found.append((message.findtext("source") or "", message.findtext("comment") or "",
                      message.get("numerus") == "yes"))
    return found


PLACE = re.compile(r"%(\d)")


def with_samples(text: str) -> str:
    """A message's place holders marked so a reader sees where the code puts its words."""
    return PLACE.sub(lambda m: f"‹{m.group(1)}›", text).replace("%who", "Eva")


def other_messages(seen: set[tuple[str, str]]) -> list[Said]:
    """The messages the games did not show (and every plural message in each form), with sample values."""
    found = []
    for source, comment, plural in messages():
        counts = PLURAL_COUNTS if plural else ((-1,) if (source, comment) not in seen else ())
        for n in counts:
            said = Said("plural" if plural else "message", ((source, comment),))
            for lang in LANGUAGES:
                use_language(lang)
                said.texts[lang] = with_samples(QCoreApplication.translate("", source, comment or None, n))
            found.append(said)
    return found


def write(lines: list[Said], out: Any) -> None:
    for said in lines:
        source, comment = said.sources[0]
        note = f" ({comment})" if comment else ""
        out.write(f"[{said.kind}] {source}{note}\n")
        for lang in LANGUAGES:
            out.write(f"  {lang}: {said.texts.get(lang, '')}\n")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", action="append", help="only this game (repeatable); default: every game")
    parser.add_argument("--seeds", type=int, default=2, help="random games per set-up (default 2)")
    parser.add_argument("--other", action=argparse.BooleanOptionalAction, default=True,
                        help="also every message the games did not show (default: yes)")
    args = parser.parse_args(argv)
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])  # noqa: F841 - boards need one
    out = sys.stdout
    seen: set[tuple[str, str]] = set()
    for ruleset in games.all():
        if args.game and ruleset.info.id not in args.game:
            continue
        try:
            if board_class(ruleset.info.id) is GenericBoard:
                continue
        except Exception as exc:  # noqa: BLE001 - a board being rebuilt: its messages are listed below
            out.write(f"\n===== {ruleset.info.title('en')}: the board does not load ({exc}) =====\n")
            continue
        out.write(f"\n===== {ruleset.info.title('en')} =====\n")
        sentences = game_sentences(ruleset, args.seeds)
        for said in sentences:
            seen.update(said.sources)
        write(sentences, out)
    if args.other:
        out.write("\n===== Every other message (‹1› marks a place the code fills; plurals in each form) =====\n")
        write(other_messages(seen), out)
    out.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
