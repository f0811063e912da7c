"""Build the compiled engine modules (``make compiled``) or remove them (``--clean``).

The modules listed in ``compiled_modules.json`` are compiled with mypyc (it comes with mypy,
in the dev extras; it needs a C compiler and the Python headers). The build records a hash of
the engine's sources (``engine/compiled.json``; see ``engine/compiled.py`` for how it is used),
then runs the engine's test suite with the compiled modules (the recorded same-moves trace, the
rules, the AI and its tactics): if any test fails, the build is removed again and the command
fails. ``make dist`` bundles only a build that passed.
"""

from __future__ import annotations

import argparse
import importlib.machinery
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ["KONTOR_COMPILED"] = "0"  # this process reads the sources only
from engine.compiled import STAMP, sources_digest  # noqa: E402

LIST = Path(__file__).with_name("compiled_modules.json")
RECORD = ROOT / "engine" / STAMP
SUITE = ["tests/engine", "tests/tactics"]
SHARED = "engine.native"
SETUP = f"""
import sys
from setuptools import setup
from mypyc.build import mypycify
setup(name="kontor-compiled", ext_modules=mypycify(sys.argv[1:], group_name="{SHARED}"),
      script_args=["build_ext", "--inplace"])
"""


def built_files() -> list[Path]:
    """Every file a build leaves: the modules' extensions and the runtime they share, and an
    extension whose source has gone since (the bundle would carry it)."""
    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    return sorted(path for path in (ROOT / "engine").rglob("*") if path.name.endswith(suffixes))


def clean() -> None:
    for path in built_files():
        path.unlink()
    RECORD.unlink(missing_ok=True)


def build() -> int:
    modules = json.loads(LIST.read_text(encoding="utf-8"))["modules"]
    missing = [m for m in modules if not (ROOT / m).is_file()]
    if missing:
        print(f"compile_modules: listed modules not found: {', '.join(missing)}", file=sys.stderr)
        return 2
    clean()
    # mypyc writes its C files into build/, each extension beside its source and the runtime
    # they share into the engine package (engine/native__mypyc.*), where the imports find it
    done = subprocess.run([sys.executable, "-c", SETUP, *modules], cwd=ROOT, stdout=subprocess.DEVNULL)
    if done.returncode != 0:
        print("compile_modules: mypyc failed (it needs mypy, a C compiler and the Python headers)",
              file=sys.stderr)
        clean()
        return 1
    RECORD.write_text(json.dumps({"sources": sources_digest(ROOT, "engine")}) + "\n", encoding="utf-8")
    return verify(len(modules))


def verify(expected: int) -> int:
    """The compiled modules are in use and pass the engine's tests; otherwise they go."""
    env = {**os.environ, "KONTOR_COMPILED": "1"}
    used = subprocess.run(
        [sys.executable, "-c", "from engine import compiled, games; from engine.ai import ismcts; games.all(); print(len(compiled.in_use()))"],
        cwd=ROOT, env=env, capture_output=True, text=True,
    )
    found = used.stdout.strip()
    if used.returncode != 0 or found != str(expected):
        print(f"compile_modules: {found or 'no'} of {expected} compiled modules in use; removed", file=sys.stderr)
        clean()
        return 1
    suite = subprocess.run([sys.executable, "-m", "pytest", "-q", *SUITE], cwd=ROOT, env=env)
    if suite.returncode != 0:
        print("compile_modules: the engine's tests fail with the compiled modules; removed", file=sys.stderr)
        clean()
        return 1
    print(f"compile_modules: {expected} modules compiled; the engine's tests pass with them")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clean", action="store_true", help="remove the compiled modules")
    args = parser.parse_args()
    if args.clean:
        clean()
        return 0
    return build()


if __name__ == "__main__":
    sys.exit(main())
