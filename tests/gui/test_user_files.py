"""User files of the desktop app: crash leftovers, damaged settings and statistics never block the start."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from gui.app import MainWindow
from gui.paths import data_dir, saves_dir, settings_path
from gui.settings import Settings, load_settings
from gui.user_files import UserJson, read_user_json, take_notices


def test_the_window_removes_stale_temporary_files_of_a_crash(qtbot, kontor_home: Path) -> None:  # noqa: ANN001
    leftovers = [data_dir() / ".autosave.kontor.json.x1y2.tmp", saves_dir() / ".mine.kontor.json.bak.tmp"]
    for file in leftovers:
        file.write_text("{half")
        os.utime(file, (time.time() - 600, time.time() - 600))
    window = MainWindow(Settings(ai_delay_ms=0, animation_speed="off"))
    qtbot.addWidget(window)
    assert not any(file.exists() for file in leftovers)


DAMAGED_SETTINGS = {
    "not json": b'{"language": "cs",',
    "deep nesting": b'{"last_new_game": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
    "nesting past the limit": b'{"last_new_game": ' + b'{"a":' * 40 + b"1" + b"}" * 40 + b"}",
    "a huge number": b'{"ai_delay_ms": ' + b"9" * 5000 + b"}",
    "not an object": b"[1, 2, 3]",
    "binary": b"\xff\xfe\x00garbage",
    "too large": b'{"language": "' + b"x" * (6 * 1024 * 1024) + b'"}',
}


@pytest.mark.parametrize("damage", DAMAGED_SETTINGS)
def test_damaged_settings_fall_back_to_defaults_with_one_notice(qtbot, damage: str) -> None:  # noqa: ANN001
    settings_path().write_bytes(DAMAGED_SETTINGS[damage])
    settings = load_settings()
    assert settings == Settings()
    window = MainWindow(settings)
    qtbot.addWidget(window)
    notice = window.start_screen.notice
    assert notice.isVisibleTo(window.start_screen) and "settings.json could not be read" in notice.text()
    assert (settings_path().parent / "settings.corrupt-1.json").read_bytes() == DAMAGED_SETTINGS[damage]
    # the next start says nothing more
    again = MainWindow(load_settings())
    qtbot.addWidget(again)
    assert not again.start_screen.notice.isVisibleTo(again.start_screen)


def test_settings_with_a_byte_order_mark_and_odd_values_are_read(qtbot) -> None:  # noqa: ANN001
    settings_path().write_bytes(b"\xef\xbb\xbf" + json.dumps(
        {"language": "de", "ui_scale": 10**400, "ai_delay_ms": -5, "colour_cues": "yes"}).encode())
    settings = load_settings()
    assert settings.language == "de" and settings.ui_scale == 2.0 and settings.ai_delay_ms == 0
    assert settings.colour_cues is True  # the default stands for a value of the wrong type
    assert take_notices() == []


def test_the_reusable_loader_reports_where_a_damaged_file_went(tmp_path: Path) -> None:
    good = tmp_path / "statistics.json"
    good.write_text('{"games": 3}')
    assert read_user_json(good) == UserJson({"games": 3})
    assert read_user_json(tmp_path / "missing.json") == UserJson(None)
    bad = tmp_path / "other.json"
    bad.write_text("{")
    found = read_user_json(bad)
    assert found.data is None and found.damaged == tmp_path / "other.corrupt-1.json"
    assert not bad.exists() and found.damaged.read_text() == "{"
    notices = take_notices()
    assert len(notices) == 1 and "other.json" in notices[0] and "other.corrupt-1.json" in notices[0]
    assert take_notices() == []


DAMAGED_STATISTICS = {
    "not json": b'{"version": 1, "games": {',
    "deep nesting": b'{"version": 1, "games": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
    "a huge number": b'{"version": 1, "games": {"tiny": {"players": {"2": {"games": ' + b"9" * 5000 + b"}}}}}",
    "wrong types": b'{"version": 1, "games": {"tiny": {"players": {"2": [1, {"x": null}]}, "solo": 7}}}',
    "not an object": b'"statistics"',
}


@pytest.mark.parametrize("damage", DAMAGED_STATISTICS)
def test_damaged_statistics_never_stop_the_app(qtbot, damage: str, no_blocking_dialogs: list[str]) -> None:  # noqa: ANN001
    from gui.records import records_path

    records_path().write_bytes(DAMAGED_STATISTICS[damage])
    window = MainWindow(Settings(ai_delay_ms=0, animation_speed="off"))
    qtbot.addWidget(window)
    assert window.start_screen is not None and window.records.records.games == {}
    told = no_blocking_dialogs + window.start_screen.notice.text().splitlines()
    assert len([line for line in told if "statistics" in line]) == 1
    again = MainWindow(Settings(ai_delay_ms=0, animation_speed="off"))
    qtbot.addWidget(again)
    assert len([line for line in no_blocking_dialogs if "statistics" in line]) <= 1


def test_odd_remembered_set_ups_never_break_the_new_game_dialog(qtbot) -> None:  # noqa: ANN001
    from hypothesis import HealthCheck, example, given, settings
    from hypothesis import strategies as st

    from gui.widgets.new_game import NewGameDialog

    values = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                          lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner,
                                                                                      max_size=3), max_leaves=8)
    keys = st.sampled_from(["game", "players", "seats", "options", "name", "colour", "kind", "level", "tiny"])
    memory = st.dictionaries(keys, st.one_of(values, st.lists(st.dictionaries(keys, values, max_size=4),
                                                              max_size=3)), max_size=4)

    @settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
    @given(memory)
    @example({"seats": [{"colour": [], "level": {}, "kind": ["ai"]}], "players": {"tiny": []}})
    def check(remembered: dict) -> None:
        dialog = NewGameDialog(Settings.from_json({"last_new_game": remembered}), "tiny")
        dialog.deleteLater()

    check()
