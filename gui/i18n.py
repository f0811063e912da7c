"""Interface language: the tr() used for every user-facing string and loading of .qm files."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from gui.paths import translations_dir

LANGUAGES = ("en", "cs", "de")
_installed: list[QTranslator] = []
_language = "en"


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Translate ``text`` (English source) into the interface language; ``%n`` takes ``n``.

    All of Kontor's texts share one translation context, so boards can call this
    module-level ``tr`` and pyside6-lupdate collects every call.
    """
    return QCoreApplication.translate("", text, disambiguation, n)


def tr_count(text: str, n: int) -> str:
    """``tr(text, "", n)`` that also works for negative ``n`` (Qt leaves ``%n`` alone there):
    the plural form is chosen by the magnitude and the sign is put back."""
    if n >= 0:
        return tr(text, None, n)
    return tr(text, None, -n).replace(str(-n), str(n), 1)


def language() -> str:
    return _language


def install_language(lang: str) -> bool:
    """Switch the application's translators to ``lang``; True if Kontor's own file was found."""
    global _language
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("create the QApplication before installing a language")
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    _language = lang if lang in LANGUAGES else "en"
    QLocale.setDefault(QLocale({"en": "en_GB", "cs": "cs_CZ", "de": "de_DE"}[_language]))
    if _language == "en":
        return True
    found = False
    own = QTranslator(app)
    if own.load(str(translations_dir() / f"kontor_{_language}.qm")):
        app.installTranslator(own)
        _installed.append(own)
        found = True
    base = QTranslator(app)
    if base.load(f"qtbase_{_language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(base)
        _installed.append(base)
    return found
