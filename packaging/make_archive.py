"""Pack the Linux release archive: the bundle, install.sh, uninstall.sh, the menu entry and the icons.

``python packaging/make_archive.py`` (the last step of ``make dist``) writes
``dist/kontor-<version>-linux-<machine>.tar.gz`` from ``dist/kontor`` and the icons
``packaging/make_icons.py`` rendered into ``build/icons``. Everything sits in one top folder,
so the archive unpacks into ``kontor-<version>-linux-<machine>/``.
"""

from __future__ import annotations

import argparse
import io
import platform
import sys
import tarfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "packaging" / "linux"


def project_version() -> str:
    return str(tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"])


def archive_name(version: str, machine: str | None = None) -> str:
    return f"kontor-{version}-linux-{machine or platform.machine()}"


def _add_text(archive: tarfile.TarFile, name: str, text: str, mode: int) -> None:
    data = text.encode("utf-8")
    info = tarfile.TarInfo(name)
    info.size = len(data)
    info.mode = mode
    archive.addfile(info, io.BytesIO(data))


def make_archive(bundle: Path, icons: Path, out: Path, version: str) -> Path:
    """Write the archive into ``out`` and return its path; the bundle must hold its ``kontor`` program."""
    if not (bundle / "kontor").is_file():
        raise FileNotFoundError(f"no bundle at {bundle} (run PyInstaller first: make dist)")
    pictures = sorted((icons / "hicolor").glob("*/apps/kontor.*"))
    if not pictures:
        raise FileNotFoundError(f"no icons in {icons}/hicolor (packaging/make_icons.py writes them)")
    top = archive_name(version)
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{top}.tar.gz"
    with tarfile.open(path, "w:gz", compresslevel=6) as archive:
        for script in ("install.sh", "uninstall.sh"):
            text = (LINUX / script).read_text(encoding="utf-8").replace("@VERSION@", version)
            _add_text(archive, f"{top}/{script}", text, 0o755)
        _add_text(archive, f"{top}/kontor.desktop", (LINUX / "kontor.desktop").read_text(encoding="utf-8"), 0o644)
        for picture in pictures:
            archive.add(picture, f"{top}/icons/{picture.relative_to(icons).as_posix()}")
        archive.add(bundle, f"{top}/kontor")
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "kontor")
    parser.add_argument("--icons", type=Path, default=ROOT / "build" / "icons")
    parser.add_argument("--out", type=Path, default=ROOT / "dist")
    parser.add_argument("--version", default=None)
    args = parser.parse_args(argv)
    if not sys.platform.startswith("linux"):
        print("make_archive: the release archive with install.sh is for Linux; see packaging/README.md")
        return 0
    path = make_archive(args.bundle, args.icons, args.out, args.version or project_version())
    print(f"archive: {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
