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
        (lambda text: text.replace('"players": 2', '"players": 9'), "config.players must be a whole number from 1 to 4, not 9"),
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


def save_data() -> dict:
    return json.loads(dumps(played_match(), extra={"seats": []}))


def edited(change) -> str:  # noqa: ANN001
    data = save_data()
    change(data)
    return json.dumps(data)


@pytest.mark.parametrize(
    "text,field",
    [
        (edited(lambda d: d["config"].update(options=[1, 2])), "config.options must be an object"),
        (edited(lambda d: d["config"].update(players=10**9)), "config.players must be a whole number"),
        (edited(lambda d: d["config"].update(players="2")), "config.players must be a whole number"),
        (edited(lambda d: d["config"].update(players=True)), "config.players must be a whole number"),
        (edited(lambda d: d["config"].update(names=["Eva"])), "config.names must be a list of 2 names"),
        (edited(lambda d: d["config"].update(names=["Eva", 7])), "config.names\\[1\\] must be a name"),
        (edited(lambda d: d["config"].update(names="Eva")), "config.names must be a list"),
        (edited(lambda d: d["config"].update(seed=2**70)), "config.seed"),
        (edited(lambda d: d.update(config=[])), "config must be an object"),
        (edited(lambda d: d.update(auto_seats=[5])), "auto_seats holds 5"),
        (edited(lambda d: d.update(auto_seats={"a": 1})), "auto_seats must be a list"),
        (edited(lambda d: d.update(extra=[1])), "extra must be an object"),
        (edited(lambda d: d.update(actions=[[7, "bid:1"]])), "move 1 has 7, not a seat from 0 to 1"),
        (edited(lambda d: d.update(actions=[[0, "bid:1", 3]])), "move 1 must be a \\[seat, notation\\] pair"),
        (edited(lambda d: d.update(actions=[[0, "b" * 201]])), "move 1 needs a notation of 1 to 200"),
        (edited(lambda d: d.update(actions="bid")), "actions must be a list"),
        (edited(lambda d: d.update(game=["tiny"])), "field game must name a game"),
        (dumps(played_match()).replace('"seed": 8', '"seed": ' + "9" * 5000), "not allowed"),
        (dumps(played_match()).replace('"seed": 8', '"seed": NaN'), "not allowed"),
        (dumps(played_match()).replace('"auto_seats"', '"deep": ' + "[" * 100_000 + "]" * 100_000 + ', "auto_seats"'),
         "nests lists or objects too deeply"),
        (dumps(played_match()).replace('"auto_seats"', '"deep": ' + "[" * 40 + "]" * 40 + ', "auto_seats"'),
         "too deeply \\(more than 32 levels\\)"),
    ],
)
def test_every_field_is_checked_with_a_message_naming_it(text, field):
    with pytest.raises(SaveError, match=field) as caught:
        loads(text)
    assert caught.value.code.startswith("save_")  # the window says it in the player's language


def test_a_byte_order_mark_is_accepted(tmp_path):
    path = tmp_path / "bom.kontor.json"
    path.write_bytes(b"\xef\xbb\xbf" + dumps(played_match()).encode("utf-8"))
    assert load_match(path).moves == played_match().moves


def test_huge_files_are_refused_before_parsing(tmp_path, monkeypatch):
    path = tmp_path / "padded.kontor.json"
    text = dumps(played_match())
    path.write_text(text.replace('"auto_seats"', '"padding": "' + "x" * (21 * 1024 * 1024) + '", "auto_seats"', 1))

    def no_parsing(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        raise AssertionError("a huge file was parsed")

    monkeypatch.setattr("engine.core.saves.json.loads", no_parsing)
    with pytest.raises(SaveError, match="too large"):
        load_match(path)
    with pytest.raises(SaveError, match="too large"):
        loads(path.read_text())


def test_a_failed_write_removes_its_temporary_file(tmp_path, monkeypatch):
    path = tmp_path / "game.kontor"
    write_atomic(path, "good")

    def disk_full(fd):  # noqa: ANN001, ANN202
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("engine.core.saves.os.fsync", disk_full)
    with pytest.raises(OSError):
        write_atomic(path, "new")
    monkeypatch.undo()
    assert path.read_text() == "good"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.kontor"]


def test_save_and_backup_get_the_users_permissions(tmp_path):
    import os

    mask = os.umask(0o027)
    try:
        from engine.core import saves

        saves.FILE_MODE = 0o666 & ~0o027
        path = tmp_path / "game.kontor"
        write_atomic(path, "first")
        write_atomic(path, "second")
        assert path.stat().st_mode & 0o777 == 0o640
        assert (tmp_path / "game.kontor.bak").stat().st_mode & 0o777 == 0o640
    finally:
        os.umask(mask)
        saves.FILE_MODE = 0o666 & ~mask


@pytest.mark.skipif(not __import__("os").path.isdir("/proc/self/fd"), reason="needs /proc to tell folders")
def test_the_folder_is_synced_after_the_rename(tmp_path, monkeypatch):
    import os

    synced: list[str] = []
    real_fsync = os.fsync

    def record(fd):  # noqa: ANN001, ANN202
        synced.append("dir" if os.path.isdir(f"/proc/self/fd/{fd}") else "file")
        real_fsync(fd)

    monkeypatch.setattr("engine.core.saves.os.fsync", record)
    write_atomic(tmp_path / "game.kontor", "text")
    assert synced == ["file", "dir"]


def test_stale_temporary_files_of_a_crash_are_removed(tmp_path):
    import os
    import time

    from engine.core.saves import remove_stale_temporaries

    stale = tmp_path / ".autosave.kontor.json.abc123.tmp"
    fresh = tmp_path / ".game.kontor.json.def456.tmp"
    mine = tmp_path / "notes.tmp"
    for file in (stale, fresh, mine):
        file.write_text("half a save")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    os.utime(mine, (old, old))
    assert remove_stale_temporaries(tmp_path) == [stale]
    assert not stale.exists() and fresh.exists() and mine.exists()
