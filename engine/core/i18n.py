"""Marks engine strings for translation without importing Qt (pyside6-lupdate finds the calls)."""


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    return text
