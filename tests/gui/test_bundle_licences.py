"""What the bundle build checks and carries: licence texts of every bundled package, icons for each
system, every data file the program reads."""

from __future__ import annotations

import json
import struct
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from gui.licences import LicenceError, distributions_of, gather, load_record, read_bundle, write_bundle

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
from bundle_data import NOT_BUNDLED, data_files  # noqa: E402
from make_icons import HICOLOR_SIZES, ICNS_TYPES, ICO_SIZES, make_icons  # noqa: E402


def test_the_bundle_carries_every_data_file_the_program_reads() -> None:
    # a board's layout.json missing from the bundle stopped the built program at its start
    carried = {Path(path).relative_to(ROOT).as_posix(): folder for path, folder in data_files(ROOT)}
    code = (".py", ".pyc", *EXTENSION_SUFFIXES)
    present = {path.relative_to(ROOT).as_posix() for package in ("engine", "gui") for path in (ROOT / package).rglob("*")
               if path.is_file() and not path.name.endswith(code) and "__pycache__" not in path.parts}
    present.discard("engine/compiled.json")  # the compiled build's record: the spec checks the build itself
    assert present - carried.keys() == set(NOT_BUNDLED)
    assert all(folder == Path(path).parent.as_posix() for path, folder in carried.items())  # found beside the code
    assert {"pyproject.toml", "engine/ai/tables.json", "gui/boards/dale/layout.json"} <= carried.keys()


def test_bundled_modules_map_to_their_distributions_without_kontor_or_the_standard_library() -> None:
    found = distributions_of(["PySide6.QtCore", "shiboken6", "platformdirs.unix", "json", "engine.core", "gui.app"])
    assert found == {"pyside6-essentials", "shiboken6", "platformdirs"}


def test_every_runtime_dependency_has_its_licence_recorded_and_found() -> None:
    licences = {entry.name: entry for entry in gather(["PySide6_Essentials", "shiboken6", "platformdirs", "Python"],
                                                      always=False)}  # PyInstaller is a build-only extra
    assert licences.keys() == {"PySide6-Essentials", "shiboken6", "platformdirs", "Python"}
    qt = licences["PySide6-Essentials"]
    assert qt.licence.startswith("LGPL-3.0") and qt.version
    texts = [path.read_text(encoding="utf-8") for path in qt.files]
    assert any("GNU LESSER GENERAL PUBLIC LICENSE" in text and "Version 3" in text for text in texts)
    assert "MIT" in licences["platformdirs"].licence and licences["platformdirs"].files


def test_a_bundled_package_without_a_recorded_licence_stops_the_build() -> None:
    with pytest.raises(LicenceError, match="setuptools: no licence recorded"):
        gather(["platformdirs", "setuptools"], always=False)


def test_the_always_bundled_runtime_is_listed_without_being_asked_for(tmp_path: Path) -> None:
    (tmp_path / "packaging").mkdir()
    record = {"packages": [{"name": "Python", "licence": "PSF-2.0", "files": ["python:LICENSE.txt"], "always": True},
                           {"name": "platformdirs", "licence": "MIT", "files": ["dist:LICENSE"]}]}
    (tmp_path / "packaging" / "licences.json").write_text(json.dumps(record), encoding="utf-8")
    assert [entry.name for entry in gather([], tmp_path)] == ["Python"]
    assert gather([], tmp_path)[0].files[0].name == "LICENSE.txt"


def test_a_recorded_licence_file_that_is_missing_stops_the_build(tmp_path: Path) -> None:
    (tmp_path / "packaging").mkdir()
    record = {"packages": [{"name": "platformdirs", "licence": "MIT", "files": ["packaging:MISSING.txt"]}]}
    (tmp_path / "packaging" / "licences.json").write_text(json.dumps(record), encoding="utf-8")
    with pytest.raises(LicenceError, match="MISSING.txt"):
        gather(["platformdirs"], tmp_path)


def test_the_bundle_index_lists_every_licence_with_its_copied_texts(tmp_path: Path) -> None:
    licences = gather(["PySide6-Essentials", "platformdirs"], always=False)
    write_bundle(licences, tmp_path / "licences")
    listed = read_bundle(tmp_path / "licences")
    assert [(e.name, e.version, e.licence) for e in listed] == [(e.name, e.version, e.licence) for e in licences]
    for entry in listed:
        assert entry.files and all(path.is_file() and path.parent == tmp_path / "licences" for path in entry.files)


def test_the_runtime_of_the_compiled_modules_carries_mypys_licence_with_its_other_parts() -> None:
    pytest.importorskip("mypy", reason="the dev extras build the compiled modules")
    (mypy,) = gather(["mypy"], always=False)
    text = mypy.files[0].read_text(encoding="utf-8")
    assert "The MIT License" in text and "lib-rt" in text  # the runtime's PSF and BSD parts are in it too
    assert {"MIT", "PSF-2.0", "BSD-2-Clause"} <= set(mypy.licence.split(" AND "))


def test_the_record_names_its_files_in_a_known_place() -> None:
    for entry in load_record():
        assert entry["files"], entry["name"]
        assert all(spec.split(":")[0] in ("packaging", "dist", "python") for spec in entry["files"])


def test_icons_are_rendered_for_every_system(tmp_path: Path, qapp) -> None:  # noqa: ANN001
    written = make_icons(tmp_path)
    for size in HICOLOR_SIZES:
        image = QImage(str(written[f"png{size}"]))
        assert (image.width(), image.height()) == (size, size)
        assert image.pixelColor(size // 2, size // 2).alpha() == 255  # the picture, not an empty canvas
    ico = written["ico"].read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind, count) == (0, 1, len(ICO_SIZES))
    sides = [ico[6 + 16 * i] or 256 for i in range(count)]
    assert sides == sorted(ICO_SIZES)
    icns = written["icns"].read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    offset, kinds = 8, []
    while offset < len(icns):
        kinds.append(icns[offset:offset + 4].decode())
        assert icns[offset + 8:offset + 12] == b"\x89PNG"
        offset += struct.unpack(">I", icns[offset + 4:offset + 8])[0]
    assert kinds == [kind for kind, _ in ICNS_TYPES]
