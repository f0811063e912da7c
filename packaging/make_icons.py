"""Render resources/kontor.svg into the icons each system wants: hicolor PNGs, a Windows .ico, a macOS .icns.

Run at build time by packaging/kontor.spec (``python packaging/make_icons.py <folder>``). Only Qt,
which the project already depends on, draws the pictures; the .ico and .icns containers are
written here (both hold PNG images, which Windows Vista+ and macOS 10.7+ read).
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "resources" / "kontor.svg"
# the sizes of the freedesktop hicolor theme that desktops look up for an application icon
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# icns element types with PNG payloads and the pixel size each holds
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256), ("ic09", 512),
              ("ic10", 1024), ("ic11", 32), ("ic12", 64), ("ic13", 256), ("ic14", 512))


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn into a transparent ``size`` x ``size`` picture, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    if QGuiApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        render_png.app = QGuiApplication([])  # type: ignore[attr-defined]  # kept alive while rendering
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not a valid SVG picture")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise OSError("Qt could not write a PNG picture")
    return bytes(data.data())


def ico_bytes(images: dict[int, bytes]) -> bytes:
    """A Windows icon holding one PNG per size (a size of 256 is stored as 0 in the directory)."""
    sizes = sorted(images)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    directory, payload = b"", b""
    for size in sizes:
        png = images[size]
        side = 0 if size >= 256 else size
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset + len(payload))
        payload += png
    return header + directory + payload


def icns_bytes(images: dict[int, bytes]) -> bytes:
    """A macOS icon family: one PNG element per icns type."""
    body = b""
    for kind, size in ICNS_TYPES:
        png = images[size]
        body += kind.encode("ascii") + struct.pack(">I", 8 + len(png)) + png
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def make_icons(folder: Path, svg: Path = SVG) -> dict[str, Path]:
    """Write hicolor/<n>x<n>/apps/kontor.png, hicolor/scalable/apps/kontor.svg, kontor.ico and kontor.icns."""
    sizes = sorted(set(HICOLOR_SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_TYPES})
    images = {size: render_png(svg, size) for size in sizes}
    written = {}
    for size in HICOLOR_SIZES:
        path = folder / "hicolor" / f"{size}x{size}" / "apps" / "kontor.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(images[size])
        written[f"png{size}"] = path
    scalable = folder / "hicolor" / "scalable" / "apps" / "kontor.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    scalable.write_bytes(svg.read_bytes())
    written["svg"] = scalable
    written["ico"] = folder / "kontor.ico"
    written["ico"].write_bytes(ico_bytes({size: images[size] for size in ICO_SIZES}))
    written["icns"] = folder / "kontor.icns"
    written["icns"].write_bytes(icns_bytes(images))
    return written


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "build" / "icons"
    for path in make_icons(target).values():
        print(f"icon: {path}")
