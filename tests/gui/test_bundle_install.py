"""The Linux release archive: install.sh and uninstall.sh in a temporary HOME, with a stand-in or the real bundle."""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
from make_archive import archive_name, make_archive, project_version  # noqa: E402
from make_icons import HICOLOR_SIZES  # noqa: E402

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the archive and its scripts are for Linux")

USER_DATA = {
    ".local/share/Kontor/saves/merkator.kontor.json": '{"format": 1}\n',
    ".local/share/Kontor/autosave.kontor.json": '{"format": 1}\n',
    ".local/share/Kontor/statistics.json": "{}\n",
    ".config/Kontor/settings.json": '{"language": "cs"}\n',
}


def files_under(folder: Path) -> set[str]:
    return {path.relative_to(folder).as_posix() for path in folder.rglob("*") if path.is_file() or path.is_symlink()}


def folders_under(folder: Path) -> set[str]:
    return {path.relative_to(folder).as_posix() for path in folder.rglob("*") if path.is_dir()}


def unpack(archive: Path, folder: Path) -> None:
    with tarfile.open(archive) as tar:
        if hasattr(tarfile, "tar_filter"):  # Python 3.11.4+: keep the modes, refuse links out of the folder
            tar.extractall(folder, filter="tar")
        else:
            tar.extractall(folder)  # our own archive, from a trusted build


def run(command: list[str], home: Path, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    env = {key: value for key, value in os.environ.items() if not key.startswith("XDG_")}
    env.pop("KONTOR_HOME", None)
    env.update(HOME=str(home), PATH=f"{home}/.local/bin:/usr/bin:/bin", QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=timeout)
    assert result.returncode == 0, f"{shlex.join(command)}\n{result.stdout}\n{result.stderr}"
    return result


def desktop_entry(path: Path) -> dict[str, str]:
    """The [Desktop Entry] group as key -> value, checked the way desktop-file-validate reads it."""
    validator = shutil.which("desktop-file-validate")
    if validator:
        result = subprocess.run([validator, str(path)], capture_output=True, text=True)
        assert result.returncode == 0 and "error" not in result.stdout.lower(), result.stdout
    lines = [line for line in path.read_text(encoding="utf-8").splitlines() if line and not line.startswith("#")]
    assert lines[0] == "[Desktop Entry]"
    entry = {}
    for line in lines[1:]:
        key, sep, value = line.partition("=")
        assert sep and key.strip() == key and key not in entry, f"bad line {line!r}"
        entry[key] = value
    for key in ("Type", "Name", "Exec", "Icon"):
        assert entry.get(key), f"{key} missing"
    assert entry["Type"] == "Application" and entry["Terminal"] == "false"
    assert entry["Categories"].endswith(";")
    return entry


def install_cycle(archive: Path, tmp_path: Path) -> str:
    """Unpack, install twice, start the installed launcher, uninstall twice; return what --smoke printed."""
    home = tmp_path / "home"
    for name, text in USER_DATA.items():
        (home / name).parent.mkdir(parents=True, exist_ok=True)
        (home / name).write_text(text, encoding="utf-8")
    before = files_under(home), folders_under(home)
    unpacked = tmp_path / "unpacked"
    unpack(archive, unpacked)
    top = unpacked / archive.name.removesuffix(".tar.gz")
    first = run(["sh", str(top / "install.sh")], home)
    assert "Kontor" in first.stdout and "is installed" in first.stdout
    installed = files_under(home)
    again = run(["sh", str(top / "install.sh")], home)
    assert "Replacing the Kontor already installed" in again.stdout
    assert files_under(home) == installed, "a second install must leave the same files"

    program = home / ".local/lib/kontor/kontor"
    assert os.access(program, os.X_OK)
    entry = desktop_entry(home / ".local/share/applications/kontor.desktop")
    assert shlex.split(entry["Exec"]) == [str(program)]
    assert entry["TryExec"] == str(program)
    for size in HICOLOR_SIZES:
        assert (home / f".local/share/icons/hicolor/{size}x{size}/apps/{entry['Icon']}.png").is_file()
    assert (home / f".local/share/icons/hicolor/scalable/apps/{entry['Icon']}.svg").is_file()
    smoke = run(["kontor", "--smoke"], home, timeout=300)  # found on PATH: the launcher

    gone = run(["sh", str(home / ".local/lib/kontor/uninstall.sh")], home)
    assert "Removed the program folder" in gone.stdout and "kept" in gone.stdout
    assert (files_under(home), folders_under(home)) == before, "only the user data may stay"
    for name, text in USER_DATA.items():
        assert (home / name).read_text(encoding="utf-8") == text
    twice = run(["sh", str(top / "uninstall.sh")], home)
    assert "not installed" in twice.stdout
    return smoke.stdout


@pytest.fixture
def stand_in_archive(tmp_path: Path) -> Path:
    """An archive around a stand-in program that answers --smoke like the real bundle."""
    bundle = tmp_path / "bundle"
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "_internal" / "data.txt").write_text("bundled\n", encoding="utf-8")
    program = bundle / "kontor"
    program.write_text('#!/bin/sh\n[ "$1" = --smoke ] && echo "smoke stand-in: 4 moves"\nexit 0\n', encoding="utf-8")
    program.chmod(0o755)
    icons = tmp_path / "icons"
    for size in [*(f"{s}x{s}" for s in HICOLOR_SIZES), "scalable"]:
        folder = icons / "hicolor" / size / "apps"
        folder.mkdir(parents=True)
        (folder / ("kontor.svg" if size == "scalable" else "kontor.png")).write_bytes(b"picture")
    return make_archive(bundle, icons, tmp_path / "dist", "9.8.7")


def test_the_archive_is_named_by_version_and_machine(stand_in_archive: Path) -> None:
    assert stand_in_archive.name == f"{archive_name('9.8.7')}.tar.gz"
    with tarfile.open(stand_in_archive) as tar:
        names = set(tar.getnames())
        top = archive_name("9.8.7")
        assert {f"{top}/install.sh", f"{top}/uninstall.sh", f"{top}/kontor.desktop", f"{top}/kontor/kontor"} <= names
        assert tar.getmember(f"{top}/install.sh").mode & 0o111
        assert "9.8.7" in tar.extractfile(f"{top}/install.sh").read().decode()  # type: ignore[union-attr]


def test_install_and_uninstall_leave_only_the_user_data(stand_in_archive: Path, tmp_path: Path) -> None:
    assert "smoke stand-in" in install_cycle(stand_in_archive, tmp_path)


def test_install_keeps_a_foreign_kontor_command_and_uninstall_leaves_it(stand_in_archive: Path, tmp_path: Path) -> None:
    home = tmp_path / "home"
    foreign = home / ".local/bin/kontor"
    foreign.parent.mkdir(parents=True)
    foreign.write_text("#!/bin/sh\necho someone else's kontor\n", encoding="utf-8")
    unpack(stand_in_archive, tmp_path / "unpacked")
    top = tmp_path / "unpacked" / archive_name("9.8.7")
    result = run(["sh", str(top / "install.sh")], home)
    assert "it is not Kontor's launcher" in result.stdout
    run(["sh", str(top / "uninstall.sh")], home)
    assert foreign.read_text(encoding="utf-8") == "#!/bin/sh\necho someone else's kontor\n"
    assert not (home / ".local/lib/kontor").exists()


def test_install_refuses_an_archive_without_the_program(tmp_path: Path) -> None:
    (tmp_path / "install.sh").write_text((ROOT / "packaging/linux/install.sh").read_text(encoding="utf-8"))
    result = subprocess.run(["sh", str(tmp_path / "install.sh")], env={"HOME": str(tmp_path / "home"), "PATH": "/usr/bin:/bin"},
                            capture_output=True, text=True)
    assert result.returncode == 1 and "unpack the whole archive" in result.stderr
    assert not (tmp_path / "home").exists()


@pytest.mark.skipif(os.environ.get("KONTOR_TEST_DIST") != "1", reason="set KONTOR_TEST_DIST=1 after make dist")
def test_the_release_archive_installs_starts_and_uninstalls(tmp_path: Path) -> None:
    archive = Path(os.environ.get("KONTOR_DIST_ARCHIVE", ROOT / "dist" / f"{archive_name(project_version())}.tar.gz"))
    assert archive.is_file(), "build the archive first: make dist"
    with tarfile.open(archive) as tar:
        names = tar.getnames()
    top = archive_name(project_version())
    assert f"{top}/kontor/_internal/licences/index.json" in names, "the bundle must carry its licences"
    output = install_cycle(archive, tmp_path)
    assert "smoke speicherstadt:" in output
