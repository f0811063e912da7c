"""Dale of Merchants (2-4 players, six animal decks, hidden hands)."""

from __future__ import annotations

from engine.games.dale.rules import DaleRuleset

RULESET = DaleRuleset()
