"""The Help menu's dialogs: About Kontor (version, where each game's data comes from, the user's
folders, the bundled packages' licences) and the keyboard shortcuts."""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QTimer, QUrl, qVersion
from PySide6.QtGui import QDesktopServices, QKeySequence, QTextCursor, QTextDocument
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from engine import games
from gui.i18n import language, tr
from gui.licences import Licence, bundled_licences, normalise
from gui.paths import config_dir, data_dir
from gui.version import kontor_version
from gui.widgets.rules_viewer import RulesDialog, rules_file

RULES_SCHEME = "rules"
LICENCE_SCHEME = "licence"


def provenance_heading(path: Path) -> str | None:
    """The title of a rules page's last section: by the pages' convention, the list of reconstructed
    data and of the choices Kontor made where the rulebook is silent."""
    headings = [line[3:].strip() for line in path.read_text(encoding="utf-8").splitlines() if line.startswith("## ")]
    return headings[-1] if headings else None


def open_rules_at(parent: QWidget, game_id: str, heading: str | None) -> RulesDialog:
    """Open the game's rules page (not modal) scrolled to the section titled ``heading``."""
    ruleset = games.get(game_id)
    dialog = RulesDialog(game_id, ruleset.info.title(language()), language(), parent)
    dialog.show()

    def scroll() -> None:
        if heading:
            dialog.browser.moveCursor(QTextCursor.MoveOperation.End)
            dialog.browser.find(heading, QTextDocument.FindFlag.FindBackward)  # from below: the heading ends on top

    scroll()
    QTimer.singleShot(0, scroll)  # again once the page is laid out in its window
    return dialog


def _link(href: str, text: str) -> str:
    return f'<a href="{html.escape(href, quote=True)}">{html.escape(text)}</a>'


class AboutDialog(QDialog):
    """Version, data provenance per game, the user's folders and the licences, as the LGPL asks."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("About Kontor"))
        self.resize(640, 620)
        self.licences: list[Licence] = bundled_licences()
        self.opened: list[QDialog] = []
        self.browser = QTextBrowser(self)
        self.browser.setOpenLinks(False)
        self.browser.anchorClicked.connect(self.follow)
        self.browser.setHtml(self.page())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(tr("Close"))
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)

    def page(self) -> str:
        lang = language()
        parts = [f"<h2>Kontor {html.escape(kontor_version())}</h2>",
                 "<p>" + html.escape(tr("Merchant board and card games at one table: against the computer, solo or hot-seat.")) + "</p>",
                 "<h3>" + html.escape(tr("Games and where their data comes from")) + "</h3><ul>"]
        for ruleset in games.all():
            info = ruleset.info
            path = rules_file(info.id, lang)
            heading = provenance_heading(path) if path else None
            link = (_link(f"{RULES_SCHEME}:{info.id}", tr("reconstructed data and rule choices")) if heading
                    else html.escape(tr("no rules page installed")))
            parts.append(f"<li><b>{html.escape(info.title(lang))}</b>: {link}</li>")
        parts.append("</ul>")
        parts.append("<h3>" + html.escape(tr("Your files")) + "</h3><p>")
        for label, folder in ((tr("Saves, the autosave and statistics"), data_dir()), (tr("Settings"), config_dir())):
            parts.append(f"{html.escape(label)}: {_link(QUrl.fromLocalFile(str(folder)).toString(), str(folder))}<br>")
        parts.append(html.escape(tr("Uninstalling Kontor keeps these folders.")) + "</p>")
        parts.append("<h3>" + html.escape(tr("Licences")) + "</h3><p>"
                     + html.escape(tr("Kontor carries these packages, each under its own licence. Qt and Qt for Python are used under the GNU LGPL version 3: their libraries are separate files in Kontor's program folder, and you may replace them with your own build of the same version.")).replace("\n", " ")
                     + "</p><table cellpadding='3'>")
        parts.append("<tr><th align='left'>" + "</th><th align='left'>".join(
            html.escape(text) for text in (tr("Package"), tr("Version"), tr("Licence"), tr("Text"), tr("Source code"))) + "</th></tr>")
        for index, licence in enumerate(self.licences):
            version = licence.version
            if licence.name.lower().startswith("pyside6"):
                version += " (Qt " + qVersion() + ")"
            prefix = normalise(licence.name) + "-"  # the bundle's copies carry the package's name first
            texts = ", ".join(_link(f"{LICENCE_SCHEME}:{index}:{n}", path.name.removeprefix(prefix))
                              for n, path in enumerate(licence.files))
            sources = ", ".join(_link(url, url) for url in licence.source.split(" and ") if url)
            parts.append(f"<tr><td>{html.escape(licence.name)}</td><td>{html.escape(version)}</td>"
                         f"<td>{html.escape(licence.licence)}</td><td>{texts}</td><td>{sources}</td></tr>")
        parts.append("</table>")
        return "".join(parts)

    def follow(self, url: QUrl) -> None:
        scheme, _, rest = url.toString().partition(":")
        if scheme == RULES_SCHEME:
            path = rules_file(rest, language())
            self.opened.append(open_rules_at(self, rest, provenance_heading(path) if path else None))
        elif scheme == LICENCE_SCHEME:
            index, _, number = rest.partition(":")
            licence = self.licences[int(index)]
            self.opened.append(self.show_text(licence, licence.files[int(number)]))
        else:
            QDesktopServices.openUrl(url)

    def show_text(self, licence: Licence, path: Path) -> QDialog:
        dialog = QDialog(self)
        dialog.setWindowTitle(f"{licence.name} {licence.version}: {licence.licence}")
        dialog.resize(680, 600)
        text = QTextBrowser(dialog)
        text.setPlainText(path.read_text(encoding="utf-8", errors="replace"))
        layout = QVBoxLayout(dialog)
        layout.addWidget(text)
        dialog.show()
        return dialog


def key_text(key: QKeySequence | QKeySequence.StandardKey) -> str:
    """A shortcut's main binding as this system writes it ("Ctrl+Shift+Z")."""
    sequences = QKeySequence.keyBindings(key) if isinstance(key, QKeySequence.StandardKey) else [key]
    return next((s.toString(QKeySequence.SequenceFormat.NativeText) for s in sequences if not s.isEmpty()), "")


def table_shortcuts() -> list[tuple[str, str]]:
    """The keys and mouse gestures of the game screen (the menus' own keys are listed from the menus)."""
    keys = QKeySequence.StandardKey
    return [
        (tr("Undo"), key_text(keys.Undo)),
        (tr("Redo"), key_text(keys.Redo)),
        (tr("Zoom in"), key_text(keys.ZoomIn)),
        (tr("Zoom out"), key_text(keys.ZoomOut)),
        (tr("Choose an action in the list"), tr("Up, Down")),
        (tr("Play the chosen action"), tr("Enter")),
        (tr("Close the tour"), tr("Esc")),
        (tr("See a card or piece large"), tr("Hold the right mouse button")),
    ]


class ShortcutsDialog(QDialog):
    def __init__(self, rows: list[tuple[str, str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Keyboard shortcuts"))
        self.resize(520, 480)
        self.table = QTableWidget(len(rows), 2, self)
        self.table.setHorizontalHeaderLabels([tr("What"), tr("Keys")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        for row, (what, keys) in enumerate(rows):
            self.table.setItem(row, 0, QTableWidgetItem(what))
            self.table.setItem(row, 1, QTableWidgetItem(keys))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(tr("Close"))
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
