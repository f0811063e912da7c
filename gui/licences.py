"""Licences of the packages a release bundle carries: checked and copied at build time, listed in About.

``packaging/licences.json`` records, for every distribution a bundle may carry, its licence and
where its licence texts are. The bundle build maps each bundled module to its distribution
(:func:`distributions_of`), :func:`gather` refuses a distribution the record does not name or whose
text cannot be found, and :func:`write_bundle` copies the texts with an index into ``licences/``.
The About dialog reads that index in a bundle and gathers the same list from the record when run
from the source tree. Qt-free: the PyInstaller spec imports it.
"""

from __future__ import annotations

import json
import platform
import re
import shutil
import sys
import sysconfig
from collections.abc import Iterable
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from typing import Any

from gui.paths import app_root

RECORD = Path("packaging") / "licences.json"
BUNDLE_FOLDER = "licences"
INDEX = "index.json"
OWN_DISTRIBUTION = "kontor"


class LicenceError(Exception):
    """A bundled package has no licence recorded, or its recorded text is missing."""


@dataclass(frozen=True)
class Licence:
    name: str
    version: str
    licence: str
    what: str
    source: str
    files: tuple[Path, ...]


def normalise(name: str) -> str:
    """Distribution names compare as PyPI does: case and runs of ``-_.`` do not matter."""
    return re.sub(r"[-_.]+", "-", name).lower()


def load_record(root: Path | None = None) -> list[dict[str, Any]]:
    path = (root or app_root()) / RECORD
    return list(json.loads(path.read_text(encoding="utf-8"))["packages"])


def distributions_of(modules: Iterable[str]) -> set[str]:
    """The distributions (normalised names) that provide the top-level ``modules``; Kontor's own and
    the standard library's (which no distribution claims) are left out."""
    owners = metadata.packages_distributions()
    found = set()
    for module in modules:
        for owner in owners.get(module.split(".")[0], ()):
            found.add(normalise(owner))
    found.discard(OWN_DISTRIBUTION)
    return found


def _python_file(name: str) -> Path | None:
    for folder in (sysconfig.get_paths()["stdlib"], sys.base_prefix):
        path = Path(folder) / name
        if path.is_file():
            return path
    return None


def _distribution_file(distribution: str, name: str) -> Path | None:
    try:
        files = metadata.distribution(distribution).files or []
    except metadata.PackageNotFoundError:
        return None
    for entry in files:
        if entry.name == name and ".dist-info" in str(entry):
            path = Path(str(entry.locate()))
            if path.is_file():
                return path
    return None


def _locate(spec: str, distribution: str, root: Path) -> Path | None:
    kind, _, name = spec.partition(":")
    if kind == "packaging":
        path = root / "packaging" / BUNDLE_FOLDER / name
        return path if path.is_file() else None
    if kind == "dist":
        return _distribution_file(distribution, name)
    if kind == "python":
        return _python_file(name)
    return None


def _version(name: str) -> str:
    if name == "Python":
        return platform.python_version()
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return ""


def gather(bundled: Iterable[str], root: Path | None = None, strict: bool = True,
           always: bool = True) -> list[Licence]:
    """The licences of the ``bundled`` distributions and (``always``) of the record's ``always`` entries.

    Raises LicenceError naming every bundled distribution without a record or without its texts
    (``strict=False``: lists what it finds instead)."""
    root = root or app_root()
    record = {normalise(entry["name"]): entry for entry in load_record(root)}
    wanted = {normalise(name) for name in bundled}
    if always:
        wanted |= {key for key, entry in record.items() if entry.get("always")}
    problems = [f"{name}: no licence recorded in {RECORD}" for name in sorted(wanted - record.keys())]
    result = []
    for key in [key for key in record if key in wanted]:
        entry = record[key]
        if not strict and not _version(entry["name"]):
            continue
        files = []
        for spec in entry["files"]:
            path = _locate(spec, entry["name"], root)
            if path is None:
                problems.append(f"{entry['name']}: licence file {spec!r} not found")
            else:
                files.append(path)
        if not files and not entry["files"]:
            problems.append(f"{entry['name']}: no licence file recorded")
        result.append(Licence(entry["name"], _version(entry["name"]), entry["licence"], entry.get("what", ""),
                              entry.get("source", ""), tuple(files)))
    if problems and strict:
        raise LicenceError("; ".join(problems))
    return result


def write_bundle(licences: Iterable[Licence], folder: Path) -> Path:
    """Copy every licence text into ``folder`` and write the index the About dialog reads there."""
    folder.mkdir(parents=True, exist_ok=True)
    index = []
    for licence in licences:
        names = []
        for path in licence.files:
            target = f"{normalise(licence.name)}-{path.name}"
            shutil.copyfile(path, folder / target)
            names.append(target)
        index.append({"name": licence.name, "version": licence.version, "licence": licence.licence,
                      "what": licence.what, "source": licence.source, "files": names})
    path = folder / INDEX
    path.write_text(json.dumps(index, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


def read_bundle(folder: Path) -> list[Licence]:
    index = json.loads((folder / INDEX).read_text(encoding="utf-8"))
    return [Licence(entry["name"], entry["version"], entry["licence"], entry["what"], entry["source"],
                    tuple(folder / name for name in entry["files"])) for entry in index]


def bundled_licences() -> list[Licence]:
    """What About lists: the bundle's index, or, from the source tree, every recorded package installed here."""
    folder = app_root() / BUNDLE_FOLDER
    if (folder / INDEX).is_file():
        return read_bundle(folder)
    installed = [entry["name"] for entry in load_record() if _version(entry["name"])]
    return gather(installed, strict=False)
