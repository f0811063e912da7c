"""Build the compiled engine modules (``make compiled``), in the background (``--background``,
``make run``), or remove them (``--clean``).

The modules listed in ``compiled_modules.json`` are compiled with mypyc (it comes with mypy,
in the dev extras; it needs a C compiler and the Python headers). The build records a hash of
the engine's sources (``engine/compiled.json``; see ``engine/compiled.py`` for how it is used),
then runs the engine's test suite with the compiled modules (the recorded same-moves trace, the
rules, the AI and its tactics): if any test fails, the build is removed again and the command
fails. ``make dist`` bundles only a build that passed.

``--background`` prints one line saying where the compiled modules stand and returns at once:
where a C compiler is present and no build matches the sources, it starts one in the
background (installing mypy into the environment first if it is missing) at the lowest
scheduling priority, checked against the recorded same-moves trace only; the window that is
starting runs from the sources, and the next start uses the build. Its output goes to
``build/compile.log``; a build that failed is not tried again for the same sources (``make
compiled`` tries it again, in the foreground).
"""

from __future__ import annotations

import argparse
import importlib.machinery
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ["KONTOR_COMPILED"] = "0"  # this process reads the sources only
from engine.compiled import STAMP, is_fresh, sources_digest  # noqa: E402

LIST = Path(__file__).with_name("compiled_modules.json")
RECORD = ROOT / "engine" / STAMP
SUITE = ["tests/engine", "tests/tactics"]
QUICK_SUITE = ["tests/engine/test_same_moves.py", "tests/engine/test_compiled.py"]  # a background build's check
WORK = ROOT / "build"
LOG = WORK / "compile.log"
RUNNING = WORK / "compile.pid"  # the background build's process id, while it runs
STEP = WORK / "compile.step"  # what the background build is doing
FAILED = WORK / "compile.failed"  # the sources' hash of a background build that failed
TOOLS = ["mypy>=1.8", "setuptools>=77"]  # the dev extras a build needs (pyproject.toml)
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
    FAILED.unlink(missing_ok=True)


def build(suite: list[str] = SUITE) -> int:
    modules = json.loads(LIST.read_text(encoding="utf-8"))["modules"]
    missing = [m for m in modules if not (ROOT / m).is_file()]
    if missing:
        print(f"compile_modules: listed modules not found: {', '.join(missing)}", file=sys.stderr)
        return 2
    clean()
    # mypyc writes its C files into build/, each extension beside its source and the runtime
    # they share into the engine package (engine/native__mypyc.*), where the imports find it
    done = subprocess.run([sys.executable, "-c", SETUP, *modules], cwd=ROOT, capture_output=True, text=True)
    if done.returncode != 0:
        print(*(done.stdout + done.stderr).splitlines()[-30:], sep="\n", file=sys.stderr)
        print("compile_modules: mypyc failed (it needs mypy, a C compiler and the Python headers)",
              file=sys.stderr)
        clean()
        return 1
    digest = sources_digest(ROOT, "engine")
    # not used by a start until it is checked (engine/compiled.py)
    RECORD.write_text(json.dumps({"sources": digest, "checked": False}) + "\n", encoding="utf-8")
    _step("checking the compiled modules against the recorded moves")
    if verify(len(modules), suite) != 0:
        return 1
    RECORD.write_text(json.dumps({"sources": digest, "checked": True}) + "\n", encoding="utf-8")
    return 0


def verify(expected: int, suite: list[str] = SUITE) -> int:
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
    checked = subprocess.run([sys.executable, "-m", "pytest", "-q", *suite], cwd=ROOT, env=env)
    if checked.returncode != 0:
        print("compile_modules: the engine's tests fail with the compiled modules; removed", file=sys.stderr)
        clean()
        return 1
    print(f"compile_modules: {expected} modules compiled; the engine's tests pass with them")
    return 0


def _step(text: str) -> None:
    if RUNNING.exists():
        STEP.write_text(text + "\n", encoding="utf-8")


def compiler() -> str | None:
    """Why no build can be made here (no C compiler, no Python headers), or None when it can."""
    cc = (sysconfig.get_config_var("CC") or "cc").split()[0]
    if not any(shutil.which(name) for name in (cc, "cc", "gcc", "clang")):
        return "no C compiler"
    if not (Path(sysconfig.get_paths()["include"]) / "Python.h").is_file():
        return "no Python headers"
    return None


def _running() -> bool:
    try:
        os.kill(int(RUNNING.read_text().strip()), 0)
    except (OSError, ValueError):
        return False
    return True


def background() -> int:
    """Say where the compiled modules stand; start a build in the background where one is due."""
    digest = sources_digest(ROOT, "engine")
    if is_fresh(ROOT, "engine"):
        print("kontor: the compiled engine modules are in use")
    elif _running():
        step = STEP.read_text(encoding="utf-8").strip() if STEP.exists() else "starting"
        print(f"kontor: the compiled engine modules are being built in the background ({step}; {LOG.relative_to(ROOT)});"
              " this start runs from the sources, the next one uses them")
    elif (reason := compiler()) is not None:
        print(f"kontor: running from the sources ({reason} to build the faster compiled modules with)")
    elif FAILED.exists() and FAILED.read_text().strip() == digest:
        print(f"kontor: running from the sources (building the compiled modules failed, see {LOG.relative_to(ROOT)};"
              " `make compiled` tries again)")
    else:
        WORK.mkdir(exist_ok=True)
        with LOG.open("w", encoding="utf-8") as log:
            worker = subprocess.Popen([sys.executable, __file__, "--in-background"], cwd=ROOT, stdin=subprocess.DEVNULL,
                                      stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        RUNNING.write_text(f"{worker.pid}\n")
        print(f"kontor: building the compiled engine modules in the background ({LOG.relative_to(ROOT)}); this start"
              " runs from the sources, the next one uses them")
    return 0


def in_background() -> int:
    """The background build: the tools if they are missing, the build, its quick check."""
    digest = sources_digest(ROOT, "engine")
    try:
        if hasattr(os, "nice"):
            os.nice(19)  # the window and its AI come first
        if importlib.util.find_spec("mypyc") is None:
            _step("installing mypy")
            subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", *TOOLS], check=True)
        _step("compiling")
        done = build(QUICK_SUITE)
        if done != 0:
            FAILED.write_text(digest + "\n")
        return done
    except (OSError, subprocess.CalledProcessError) as exc:
        print(f"compile_modules: {exc}", file=sys.stderr)
        FAILED.write_text(digest + "\n")
        return 1
    finally:
        RUNNING.unlink(missing_ok=True)
        STEP.unlink(missing_ok=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    what = parser.add_mutually_exclusive_group()
    what.add_argument("--clean", action="store_true", help="remove the compiled modules")
    what.add_argument("--background", action="store_true",
                      help="say where the compiled modules stand and build them in the background if due")
    what.add_argument("--in-background", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.clean:
        clean()
        return 0
    if args.background:
        return background()
    if args.in_background:
        return in_background()
    if _running():
        print("compile_modules: a build is running in the background (build/compile.pid); wait for it", file=sys.stderr)
        return 1
    return build()


if __name__ == "__main__":
    sys.exit(main())
