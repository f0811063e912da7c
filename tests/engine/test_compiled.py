"""Compiled modules stand in for their sources only while those are unchanged (engine/compiled.py)."""

from __future__ import annotations

import ast
import importlib
import importlib.machinery
import json
import os
import re
import sys
import types
from pathlib import Path

import pytest

from engine import compiled

SUFFIX = importlib.machinery.EXTENSION_SUFFIXES[0]
LIST = Path(__file__).resolve().parents[2] / "packaging" / "compiled_modules.json"


def _package(root: Path, name: str) -> Path:
    """A package with a module ``mod`` whose "extension" beside it is not loadable at all."""
    folder = root / name
    folder.mkdir()
    (folder / "__init__.py").write_text("")
    (folder / "mod.py").write_text("VALUE = 'source'\n")
    (folder / f"mod{SUFFIX}").write_bytes(b"not an extension module")
    return folder


def _record(root: Path, name: str) -> None:
    (root / name / compiled.STAMP).write_text(json.dumps({"sources": compiled.sources_digest(root, name)}))


@pytest.fixture
def importable(tmp_path, monkeypatch):
    monkeypatch.syspath_prepend(str(tmp_path))
    finders = list(sys.meta_path)
    yield tmp_path
    sys.meta_path[:] = finders
    for name in [n for n in sys.modules if n.startswith("kontor_probe")]:
        del sys.modules[name]
    importlib.invalidate_caches()


def test_the_build_is_fresh_until_any_source_changes(tmp_path):
    folder = _package(tmp_path, "kontor_probe_a")
    assert not compiled.is_fresh(tmp_path, "kontor_probe_a")  # no record yet
    _record(tmp_path, "kontor_probe_a")
    assert compiled.is_fresh(tmp_path, "kontor_probe_a")
    (folder / "other.py").write_text("X = 1\n")  # a module that is not compiled counts too
    assert not compiled.is_fresh(tmp_path, "kontor_probe_a")
    _record(tmp_path, "kontor_probe_a")
    (folder / compiled.STAMP).write_text("{broken")
    assert not compiled.is_fresh(tmp_path, "kontor_probe_a")


def test_the_extensions_found_are_named_as_modules(tmp_path):
    folder = _package(tmp_path, "kontor_probe_e")
    (folder / f"orphan{SUFFIX}").write_bytes(b"")  # no source beside it: not one of ours
    assert compiled.compiled_modules(tmp_path, "kontor_probe_e") == {"kontor_probe_e.mod": folder / "mod.py"}
    assert compiled.extension_files(tmp_path, "kontor_probe_e") == [folder / f"mod{SUFFIX}"]


def test_a_stale_extension_gives_way_to_its_source(importable, monkeypatch, capsys):
    monkeypatch.delenv(compiled.SWITCH, raising=False)
    _package(importable, "kontor_probe_b")
    with pytest.raises(ImportError):
        importlib.import_module("kontor_probe_b.mod")  # Python would take the extension
    compiled.choose(importable, "kontor_probe_b")
    assert "older than their sources" in capsys.readouterr().err
    assert importlib.import_module("kontor_probe_b.mod").VALUE == "source"


def test_a_fresh_extension_is_used_unless_the_sources_are_asked_for(importable, monkeypatch, capsys):
    _package(importable, "kontor_probe_c")
    _record(importable, "kontor_probe_c")
    monkeypatch.delenv(compiled.SWITCH, raising=False)
    compiled.choose(importable, "kontor_probe_c")
    with pytest.raises(ImportError):
        importlib.import_module("kontor_probe_c.mod")  # the (fresh) extension is what loads
    monkeypatch.setenv(compiled.SWITCH, "0")
    compiled.choose(importable, "kontor_probe_c")
    assert importlib.import_module("kontor_probe_c.mod").VALUE == "source"
    assert capsys.readouterr().err == ""


def test_a_compiled_package_init_gives_way_to_its_source(importable):
    folder = importable / "kontor_probe_d"
    (folder / "sub").mkdir(parents=True)
    (folder / "__init__.py").write_text("")
    (folder / "sub" / "__init__.py").write_text("VALUE = 'package source'\n")
    (folder / "sub" / "leaf.py").write_text("VALUE = 'leaf'\n")
    (folder / "sub" / f"__init__{SUFFIX}").write_bytes(b"junk")
    assert set(compiled.compiled_modules(importable, "kontor_probe_d")) == {"kontor_probe_d.sub"}
    compiled.choose(importable, "kontor_probe_d")
    assert importlib.import_module("kontor_probe_d.sub").VALUE == "package source"
    assert importlib.import_module("kontor_probe_d.sub.leaf").VALUE == "leaf"  # still a package


def test_in_use_names_the_modules_loaded_from_extensions(monkeypatch):
    fake = types.ModuleType("engine.games.probe.fast")
    fake.__file__ = f"/somewhere/fast{SUFFIX}"
    monkeypatch.setitem(sys.modules, "engine.games.probe.fast", fake)
    runtime = types.ModuleType("engine.native__mypyc")
    runtime.__file__ = f"/somewhere/native__mypyc{SUFFIX}"
    monkeypatch.setitem(sys.modules, "engine.native__mypyc", runtime)
    assert "engine.games.probe.fast" in compiled.in_use()
    assert "engine.native__mypyc" not in compiled.in_use()  # the shared runtime is not a module of ours
    if os.environ.get(compiled.SWITCH) == "0":  # the tests read the sources, unless a build checks its extensions
        assert not [name for name in compiled.in_use() if name.startswith("engine.games.dale.")]


def test_every_listed_module_exists_and_no_view_is_compiled():
    modules = json.loads(LIST.read_text(encoding="utf-8"))["modules"]
    root = LIST.parents[1]
    assert modules == sorted(set(modules))
    for module in modules:
        assert (root / module).is_file(), module
        # the games' modules, the actions every search hashes, the events every move makes, the
        # draws, the playout loop and the search's tree walk; never a view
        assert module.startswith("engine/games/") or module in (
            "engine/core/actions.py", "engine/core/events.py", "engine/core/draws.py", "engine/ai/playout.py",
            "engine/ai/tree.py"), module
        assert not module.endswith("/view.py"), module


# reassigned by a test (the compiled module would not see a new value of a Final name), or read by
# a function's default argument (a compiled module sets its Final names after making its functions)
NOT_FINAL = {"CHAIN_NODES", "_WORTHS", "_FULFIL_MOVES", "_INVEST_MOVES", "_POTENTIALS", "FUTURE"}


def _constants(tree: ast.Module) -> list[tuple[str, bool]]:
    """The module's UPPER_CASE names assigned at its top level, each with whether it is Final."""
    found = []
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            found.append((node.targets[0].id, False))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value is not None:
            found.append((node.target.id, "Final" in ast.unparse(node.annotation)))
    return [(name, final) for name, final in found if re.fullmatch(r"_?[A-Z][A-Z0-9_]*", name)]


def test_the_constants_of_a_compiled_module_are_final():
    # a compiled function reads a Final module constant as a C variable, any other one by a
    # look-up in the module's dictionary each time (about a tenth of a search's work)
    root = LIST.parents[1]
    for module in json.loads(LIST.read_text(encoding="utf-8"))["modules"]:
        tree = ast.parse((root / module).read_text(encoding="utf-8"))
        for name, final in _constants(tree):
            assert final or name in NOT_FINAL, f"{module}: {name} is not Final"


def test_a_game_module_finds_its_data_beside_its_package_whatever_its_own_file_says(monkeypatch):
    # a compiled module's __file__ names the build's shared library, not the module's folder
    from engine.core.package_data import data_folder
    from engine.games import dale

    assert data_folder("engine.games.dale.cards") == Path(dale.__file__).parent / "data"
    assert (data_folder("engine.games.dale.cards") / "cards.json").is_file()
    monkeypatch.setattr(sys.modules["engine.games.dale.cards"], "__file__", "/somewhere/engine/native__mypyc.so")
    assert data_folder("engine.games.dale.cards") == Path(dale.__file__).parent / "data"
