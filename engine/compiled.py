"""Compiled stand-ins for some engine modules (``make compiled``), used only while they match the sources.

``make compiled`` turns the modules listed in ``packaging/compiled_modules.json`` into C
extensions with mypyc and records a hash of every engine source beside them (``make run``
builds them in the background where a C compiler is present). Python imports an extension
before a source of the same name, so an edited source would be shadowed by its old build:
when any engine source has changed since the build (or the record is missing, or the build
is not checked yet), every engine module is loaded from its source instead, with a warning
where extensions are there, and stays so for the whole run, also one whose extension a
build under way adds meanwhile. ``KONTOR_COMPILED=0`` asks for the sources outright (the
test run does so: it tests the sources); ``KONTOR_COMPILED=1`` takes a build that matches the
sources before it is checked (the build checks its extensions against the recorded moves).
"""

from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import importlib.util
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
STAMP = "compiled.json"
SWITCH = "KONTOR_COMPILED"


def extension_files(root: Path, package: str) -> list[Path]:
    """The extension modules of this Python under ``package`` that have a source beside them."""
    suffixes = importlib.machinery.EXTENSION_SUFFIXES
    found = []
    for folder, _dirs, files in os.walk(root / package):
        for name in sorted(files):
            suffix = next((s for s in suffixes if name.endswith(s)), None)
            if suffix is not None and (Path(folder) / (name[: -len(suffix)] + ".py")).is_file():
                found.append(Path(folder) / name)
    return found


def compiled_modules(root: Path, package: str) -> dict[str, Path]:
    """The modules of ``package`` present as extensions, by dotted name, each with its source."""
    found: dict[str, Path] = {}
    for extension in extension_files(root, package):
        source = extension.with_name(extension.name.split(".", 1)[0] + ".py")
        dotted = source.relative_to(root).with_suffix("").parts
        found[".".join(dotted[:-1] if dotted[-1] == "__init__" else dotted)] = source
    return found


def sources_digest(root: Path, package: str) -> str:
    """One hash of every source of ``package``: a compiled module may have taken in constants
    of modules that are not compiled, so any change makes the whole build stale."""
    digest = hashlib.sha256()
    for path in sorted((root / package).rglob("*.py")):
        digest.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def source_modules(root: Path, package: str) -> dict[str, Path]:
    """Every module of ``package`` that has a source, by dotted name."""
    found: dict[str, Path] = {}
    for path in sorted((root / package).rglob("*.py")):
        dotted = path.relative_to(root).with_suffix("").parts
        found[".".join(dotted[:-1] if dotted[-1] == "__init__" else dotted)] = path
    return found


def is_fresh(root: Path, package: str, checked: bool = True) -> bool:
    """Whether the build's record exists and matches the sources as they are now (and, with
    ``checked``, the build has passed its check: a record without the mark predates it)."""
    try:
        recorded = json.loads((root / package / STAMP).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return (isinstance(recorded, dict) and recorded.get("sources") == sources_digest(root, package)
            and (not checked or recorded.get("checked", True) is True))


class _FromSource(importlib.abc.MetaPathFinder):
    """Finds the named modules as their sources, ahead of the extensions beside them."""

    def __init__(self, sources: dict[str, Path]) -> None:
        self.sources = sources

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        source = self.sources.get(fullname)
        if source is None:
            return None
        package = [str(source.parent)] if source.name == "__init__.py" else None
        return importlib.util.spec_from_file_location(fullname, source, submodule_search_locations=package)


def load_from_sources(sources: dict[str, Path]) -> None:
    """Import the given modules from their sources from now on."""
    sys.meta_path.insert(0, _FromSource(sources))


def choose(root: Path = ROOT, package: str = "engine") -> None:
    """Decide, before any compiled module is imported, whether the compiled modules are used."""
    if getattr(sys, "frozen", False):
        return  # a bundle is built from the sources (packaging/kontor.spec)
    switch = os.environ.get(SWITCH, "").strip()
    if switch != "0" and is_fresh(root, package, checked=switch != "1"):
        return
    if switch != "0" and compiled_modules(root, package) and not is_fresh(root, package, checked=False):
        print(
            "kontor: the compiled engine modules are older than their sources; running from the"
            " sources (`make compiled` builds them again, `make clean-compiled` removes them)",
            file=sys.stderr,
        )
    load_from_sources(source_modules(root, package))


def in_use(package: str = "engine") -> list[str]:
    """The modules of ``package`` imported so far from compiled extensions (not counting the
    runtime they share, ``native__mypyc``)."""
    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    return sorted(
        name
        for name, module in list(sys.modules.items())
        if name.startswith(package + ".") and not name.endswith("__mypyc")
        and str(getattr(module, "__file__", "") or "").endswith(suffixes)
    )


choose()
