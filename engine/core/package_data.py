"""Where a game package keeps its data files."""

from __future__ import annotations

import sys
from pathlib import Path


def data_folder(module: str) -> Path:
    """The ``data`` folder beside the package ``module`` belongs to (read by the package's own
    ``__init__``: a module compiled by `make compiled` has the build's shared library as its ``__file__``)."""
    package = sys.modules[module.rpartition(".")[0]]
    return Path(str(package.__file__)).parent / "data"
