"""The application's style sheet: warm paper panels on a wooden table (see STYLE.md)."""

from __future__ import annotations


def style_sheet(scale: float = 1.0) -> str:
    def pt(size: float) -> str:
        return f"{max(size * scale, 9):.1f}pt"

    return f"""
QMainWindow, QDialog {{ background: #efe4cc; }}
QMenuBar {{ background: #3f2614; color: #f6ecd2; padding: 2px; }}
QMenuBar::item {{ background: transparent; padding: 4px 10px; color: #f6ecd2; }}
QMenuBar::item:selected {{ background: #6e4526; border-radius: 4px; }}
QMenu {{ background: #fbf4e2; border: 1px solid #a88a5c; }}
QMenu::item {{ padding: 5px 22px; }}
QMenu::item:selected {{ background: #f2d88a; color: #2e2418; }}
QWidget {{ font-size: {pt(10.5)}; color: #2e2418; }}
QLabel#appTitle {{ font-family: Georgia, 'DejaVu Serif', serif; font-size: {pt(34)}; font-weight: 700;
    color: #fff3dc; }}
QLabel#tagline {{ color: #f4e3c4; font-size: {pt(12)}; }}
QFrame#gameTile, QFrame#startMenu, QFrame#scoreCard {{ background: #f6ecd2; border: 1px solid #b99b6b;
    border-radius: 10px; }}
QFrame#gameTile:hover, QFrame#gameTile:focus {{ border: 2px solid #f2c14e; }}
QLabel#tileTitle {{ font-family: Georgia, 'DejaVu Serif', serif; font-size: {pt(14)}; }}
QLabel#tilePlayers {{ color: #6e4526; font-weight: 600; }}
QLabel#tileText {{ color: #5a4a36; }}
QPushButton {{ background: #fbf4e2; border: 1px solid #a88a5c; border-radius: 6px; padding: 6px 14px; }}
QPushButton:hover {{ background: #fff8e8; border-color: #6e4526; }}
QPushButton:disabled {{ color: #a89a84; border-color: #d2c3a5; }}
QPushButton#primary {{ background: #6e4526; color: #fff5e0; border-color: #3f2614; font-weight: 600; }}
QPushButton#primary:hover {{ background: #815330; }}
QWidget#sidePanel {{ background: #f3e8cf; border-left: 1px solid #c9b48c; }}
QFrame#playersPanel {{ background: #fbf4e2; border: 1px solid #d2bf98; border-radius: 8px; }}
QLabel#panelTitle {{ font-family: Georgia, 'DejaVu Serif', serif; font-weight: 700; color: #6e4526;
    font-size: {pt(11.5)}; }}
QFrame#promptFrame {{ background: #f6ecd2; border-top: 2px solid #b99b6b; }}
QLabel#prompt {{ font-size: {pt(13)}; }}
QListWidget {{ background: #fffaf0; border: 1px solid #d2bf98; border-radius: 6px; }}
QListWidget#actionsList::item:selected {{ background: #f2d88a; color: #2e2418; }}
QLabel#scoreTitle {{ font-family: Georgia, 'DejaVu Serif', serif; font-size: {pt(24)}; font-weight: 700; }}
QLabel#winner {{ font-size: {pt(16)}; color: #6e4526; font-weight: 600; }}
QLabel#error {{ color: #9a3412; }}
QGroupBox {{ font-weight: 600; border: 1px solid #c9b48c; border-radius: 8px; margin-top: 12px; padding: 8px; }}
QGroupBox::title {{ subcontrol-origin: margin; left: 10px; padding: 0 4px; }}
QTableWidget {{ background: #fffaf0; gridline-color: #e0d2b4; }}
QHeaderView::section {{ background: #efe2c2; border: none; padding: 4px; font-weight: 600; }}
"""
