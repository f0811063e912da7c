"""Compiles translations/*.ts into .qm files with pyside6-lrelease."""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "translations"


def lrelease_command() -> list[str]:
    beside = Path(sys.executable).with_name("pyside6-lrelease")
    if beside.exists():
        return [str(beside)]
    found = shutil.which("pyside6-lrelease")
    if found:
        return [found]
    raise SystemExit("pyside6-lrelease not found: install PySide6 (make run does)")


def build(if_missing: bool = False) -> list[Path]:
    built = []
    for ts in sorted(TRANSLATIONS.glob("*.ts")):
        qm = ts.with_suffix(".qm")
        if if_missing and qm.exists() and qm.stat().st_mtime >= ts.stat().st_mtime:
            continue
        # written beside and renamed over: a running Kontor maps the old file, which must not change under it
        fresh = qm.with_suffix(".qm.new")
        subprocess.run([*lrelease_command(), "-silent", str(ts), "-qm", str(fresh)], check=True)
        os.replace(fresh, qm)
        built.append(qm)
    return built


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--if-missing", action="store_true", help="only build missing or stale .qm files")
    args = parser.parse_args(argv)
    for qm in build(args.if_missing):
        print(f"built {qm.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
