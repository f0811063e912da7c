"""The save files shown in the documentation are real saves that load."""

import re
from pathlib import Path

import pytest

from engine.core.saves import loads

DOCS = Path(__file__).resolve().parents[3] / "docs"


@pytest.mark.parametrize("page", ["engine.md", "save-format.md"])
def test_the_example_save_loads(page):
    text = (DOCS / page).read_text(encoding="utf-8")
    blocks = [b for b in re.findall(r"```json\n(.*?)```", text, re.S) if '"kontor-save"' in b]
    assert blocks, f"{page} shows no example save"
    for block in blocks:
        match = loads(block)
        assert len(match.history) == 3 and match.config.players == 3
