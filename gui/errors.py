"""The engine's refusals in the player's language: an error's code and parameters become a translated sentence."""

from __future__ import annotations

from typing import Any

from engine.core.game import GameInfo
from gui.i18n import language, tr


def _option_name(info: GameInfo | None, key: str) -> str:
    if info is not None:
        try:
            return info.option(key).label(language())
        except KeyError:
            pass
    return key


def _save_text(code: str, params: dict[str, Any]) -> str:
    """Why a save file cannot be loaded; "" for codes that are not about saves."""
    if code == "save_too_large":
        return tr("the file is too large for a save (the limit is %1 KB).").replace("%1", str(params.get("limit_kb")))
    if code == "save_damaged":
        return tr("the file is damaged or cut short (line %1, column %2).").replace(
            "%1", str(params.get("line"))).replace("%2", str(params.get("column")))
    if code == "save_too_deep":
        return tr("the file nests its data too deeply to be a save.")
    if code == "save_bad_value":
        return tr("the file holds a value that no save contains.")
    if code == "save_not_kontor":
        return tr("the file is not a Kontor save.")
    if code == "save_newer":
        return tr("the save was written by a newer version of Kontor.")
    if code == "save_unknown_game":
        return tr("the save is of a game this version does not know (“%1”).").replace("%1", str(params.get("game")))
    if code == "save_field":
        return tr("its entry “%1” is damaged.").replace("%1", str(params.get("field")))
    if code == "save_move":
        return tr("its move %1 is damaged or cannot be replayed.").replace("%1", str(params.get("number")))
    if code == "save_missing":
        return tr("the file “%1” does not exist.").replace("%1", str(params.get("name")))
    if code == "save_folder":
        return tr("“%1” is a folder, not a save file.").replace("%1", str(params.get("name")))
    if code == "save_unreadable":
        return tr("the file “%1” cannot be read.").replace("%1", str(params.get("name")))
    return ""


def error_text(error: BaseException, info: GameInfo | None = None) -> str:
    """``error`` as a sentence in the interface language; the engine's English words when its
    code is unknown here. ``info`` names options by their label instead of their key."""
    code = str(getattr(error, "code", "") or "")
    params: dict[str, Any] = dict(getattr(error, "params", {}) or {})
    option = _option_name(info, str(params.get("key", "")))
    if code == "game_over":
        return tr("the game is over.")
    if code == "not_to_move":
        return tr("%1 is not to move now.").replace("%1", str(params.get("name", "")))
    if code == "illegal_move":
        return tr("the rules do not allow it in this position.")
    if code == "player_count":
        return tr("This game is for %1 to %2 players.").replace("%1", str(params.get("minimum"))).replace(
            "%2", str(params.get("maximum")))
    if code == "option_value":
        return tr("The option “%1” has a value it cannot take.").replace("%1", option)
    if code == "option_minimum":
        return tr("The option “%1” must be at least %2.").replace("%1", option).replace(
            "%2", str(params.get("minimum")))
    if code == "option_maximum":
        return tr("The option “%1” must be at most %2.").replace("%1", option).replace(
            "%2", str(params.get("maximum")))
    if code == "option_twice":
        return tr("The option “%1” lists an entry twice.").replace("%1", option)
    if code == "option_players":
        return tr("The option “%1” is only for %2 players.").replace("%1", option).replace(
            "%2", str(params.get("counts")))
    if code == "start_player":
        return tr("The start player must be one of the %n players.", "", int(params.get("players", 0)))
    if code == "deck_count":
        return tr("Choose exactly %n animal decks (one more than there are players), or none for a random set.",
                  "", int(params.get("wanted", 0)))
    save = _save_text(code, params)
    if save:
        return save
    if code == "variant_b_needs_coins":
        return tr("Variant B needs coins: it cannot be played together with the game without coins.")
    return str(error)
