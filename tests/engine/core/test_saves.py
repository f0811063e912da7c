"""Save files: versioned JSON, replayed on load; bad files give a clear error and change nothing."""

import json

import pytest

from engine import games
from engine.core import Action, GameConfig, SaveError
from engine.core.match import Match
from engine.core.saves import dumps, load_match, loads, save_match, write_atomic


def played_match():
    match = Match(games.get("tiny"), GameConfig(players=2, seed=8, names=("Eva", "Jan")), auto_seats=(1,))
    match.apply(0, Action("bid", (1,)))
    match.apply(1, Action("bid", (0,)))
    seat = match.state.to_move()[0]
    match.apply(seat, match.state.legal_actions(seat)[0])
    return match


def test_save_and_load_give_the_same_game(tmp_path):
    match = played_match()
    path = tmp_path / "game.kontor"
    save_match(match, path, extra={"seats": ["human", "normal"]})
    data = json.loads(path.read_text())
    assert data["format"] == "kontor-save" and data["version"] == 1 and data["game"] == "tiny"
    assert data["actions"][0] == [0, "bid:1"]
    loaded = load_match(path)
    assert loaded.moves == match.moves
    assert loaded.auto_seats == {1}
    assert loaded.config.names == ("Eva", "Jan")
    for seat in (None, 0, 1):
        assert loaded.state.view(seat) == match.state.view(seat)


def test_saving_keeps_the_previous_file_as_backup(tmp_path):
    path = tmp_path / "game.kontor"
    write_atomic(path, "first")
    write_atomic(path, "second")
    assert path.read_text() == "second"
    assert (tmp_path / "game.kontor.bak").read_text() == "first"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.kontor", "game.kontor.bak"]


def test_a_failed_write_leaves_the_old_save_intact(tmp_path, monkeypatch):
    path = tmp_path / "game.kontor"
    write_atomic(path, "good")

    def broken_replace(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr("engine.core.saves.os.replace", broken_replace)
    with pytest.raises(OSError):
        write_atomic(path, "new")
    monkeypatch.undo()
    assert path.read_text() == "good"
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


@pytest.mark.parametrize(
    "mutate,message",
    [
        (lambda text: text[: len(text) // 2], "damaged or truncated"),
        (lambda text: "\x00\x01garbage", "damaged or truncated"),
        (lambda text: json.dumps({"hello": 1}), "not a Kontor save"),
        (lambda text: json.dumps([1, 2]), "not a Kontor save"),
        (lambda text: text.replace('"version": 1', '"version": 99'), "newer Kontor"),
        (lambda text: text.replace('"game": "tiny"', '"game": "chess"'), "unknown game 'chess'"),
        (lambda text: text.replace('"bid:1"', '"bid:7"'), "move 1 \\(bid:7\\) cannot be replayed"),
        (lambda text: text.replace('"players": 2', '"players": 9'), "invalid game set-up"),
    ],
)
def test_bad_saves_give_a_clear_error(mutate, message):
    text = dumps(played_match())
    with pytest.raises(SaveError, match=message):
        loads(mutate(text))


def test_missing_and_binary_files(tmp_path):
    with pytest.raises(SaveError, match="does not exist"):
        load_match(tmp_path / "nope.kontor")
    binary = tmp_path / "pic.kontor"
    binary.write_bytes(b"\xff\xd8\xff\xe0 not json")
    with pytest.raises(SaveError, match="not UTF-8"):
        load_match(binary)
