"""What the bundle carries besides code (packaging/kontor.spec): every data file the program reads,
each into the bundle's folder of the same name, where the code finds it beside itself as in the
repository. Nothing here names a game."""

from __future__ import annotations

from pathlib import Path

PATTERNS = (
    "engine/games/*/data/*.json",  # every game's cards, boards and tables
    "engine/ai/tables.json",  # the levels' settings by table
    "gui/boards/*/*.json",  # each board's layout, and where its names break
    "translations/*.qm",
    "resources/*",
    "docs/rules/*.md",
    "pyproject.toml",  # the version: gui.version reads it
)
# data files of the packages that only the developers' tools read, not the program
NOT_BUNDLED = ("engine/ai/arena_lines.json",)


def data_files(root: Path) -> list[tuple[str, str]]:
    """(file, folder in the bundle) for every file the patterns match under ``root``."""
    found = []
    for pattern in PATTERNS:
        for path in sorted(root.glob(pattern)):
            if path.is_file():
                found.append((str(path), path.parent.relative_to(root).as_posix()))
    return found
