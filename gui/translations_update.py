"""Refreshes translations/kontor_<lang>.ts from the sources with pyside6-lupdate (keeps done translations)."""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "translations"
TARGETS = {"cs": "cs_CZ", "de": "de_DE"}


def lupdate_command() -> list[str]:
    beside = Path(sys.executable).with_name("pyside6-lupdate")
    if beside.exists():
        return [str(beside)]
    found = shutil.which("pyside6-lupdate")
    if found:
        return [found]
    raise SystemExit("pyside6-lupdate not found: install PySide6 (make run does)")


def sources() -> list[Path]:
    """Every Python file of the GUI, and engine files that mark texts with QT_TRANSLATE_NOOP."""
    found = sorted((ROOT / "gui").rglob("*.py"))
    for path in sorted((ROOT / "engine").rglob("*.py")):
        if "QT_TRANSLATE_NOOP(" in path.read_text(encoding="utf-8") and path.name != "i18n.py":
            found.append(path)
    return found


def update(languages: list[str]) -> None:
    files = [str(path.relative_to(ROOT)) for path in sources()]
    for lang in languages:
        ts = TRANSLATIONS / f"kontor_{lang}.ts"
        subprocess.run([*lupdate_command(), "-no-obsolete", "-locations", "none", "-target-language",
                        TARGETS[lang], *files, "-ts", str(ts.relative_to(ROOT))], check=True, cwd=ROOT)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("languages", nargs="*", help="cs, de (default: all)")
    languages = parser.parse_args(argv).languages or list(TARGETS)
    unknown = [lang for lang in languages if lang not in TARGETS]
    if unknown:
        parser.error(f"unknown language {unknown[0]!r} (choose from {', '.join(TARGETS)})")
    update(languages)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
