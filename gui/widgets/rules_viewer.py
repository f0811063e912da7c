"""The rules viewer: docs/rules/<game>.<lang>.md as Markdown, English as fallback."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from gui.i18n import tr
from gui.paths import rules_dir


def rules_file(game_id: str, lang: str, folder: Path | None = None) -> Path | None:
    folder = folder or rules_dir()
    for code in dict.fromkeys((lang, "en")):
        path = folder / f"{game_id}.{code}.md"
        if path.is_file():
            return path
    return None


class RulesDialog(QDialog):
    def __init__(self, game_id: str, title: str, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Rules: %1").replace("%1", title))
        self.resize(760, 640)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        path = rules_file(game_id, lang)
        self.found = path is not None
        if path is None:
            self.browser.setMarkdown(
                "## " + title + "\n\n"
                + tr("The rules for this game are not installed (looked for %1).").replace(
                    "%1", f"docs/rules/{game_id}.{lang}.md"
                )
            )
        else:
            self.browser.setSearchPaths([str(path.parent)])
            self.browser.setMarkdown(path.read_text(encoding="utf-8"))
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(tr("Close"))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
