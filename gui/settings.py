"""User settings: a small JSON file under the config folder, written atomically."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from typing import Any

from engine.core.saves import clean_name, write_atomic
from gui.paths import settings_path
from gui.user_files import read_user_json, set_aside

ANIMATION_SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 2.0}
UI_SCALES = (0.75, 0.9, 1.0, 1.15, 1.3, 1.5, 1.75, 2.0)


@dataclass
class Settings:
    language: str = "en"
    animation_speed: str = "normal"
    ai_delay_ms: int = 600
    colour_cues: bool = True  # a letter or mark beside every colour on the table
    ui_scale: float = 1.0  # the size of the table and its text, and of the panels' words (75–200 %)
    side_panel_folded: bool = False
    # hand the screen over between people before every decision from private things, open ones too
    always_handover: bool = False
    last_new_game: dict[str, Any] = field(default_factory=dict)
    tours_seen: list[str] = field(default_factory=list)  # game ids whose table tour was dismissed

    def animation_factor(self) -> float:
        """Multiplier for animation durations; 0 switches animations off."""
        return ANIMATION_SPEEDS.get(self.animation_speed, 1.0)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: Any) -> Settings:
        """Read what is valid and keep defaults for the rest, so an old or damaged file never blocks start-up."""
        settings = cls()
        if not isinstance(data, dict):
            return settings
        for spec in fields(cls):
            value = data.get(spec.name)
            default = getattr(settings, spec.name)
            if value is None or type(value) is not type(default):
                if isinstance(default, float) and isinstance(value, int) and not isinstance(value, bool):
                    value = float(min(max(value, -1000), 1000))  # a huge int would overflow a float
                else:
                    continue
            setattr(settings, spec.name, value)
        if settings.language not in ("en", "cs", "de"):
            settings.language = "en"
        if settings.animation_speed not in ANIMATION_SPEEDS:
            settings.animation_speed = "normal"
        settings.ai_delay_ms = max(0, min(settings.ai_delay_ms, 5000))
        settings.ui_scale = min(max(settings.ui_scale, 0.75), 2.0)
        settings.last_new_game = _plain_seats(settings.last_new_game)
        settings.tours_seen = [game for game in settings.tours_seen if isinstance(game, str)]
        return settings


def _plain_seats(memory: dict[str, Any]) -> dict[str, Any]:
    """The remembered seats keep only text values (the dialog looks them up in its tables), names
    cleaned of control characters."""
    seats = memory.get("seats")
    if isinstance(seats, list):
        memory = dict(memory, seats=[
            {key: clean_name(value) if key == "name" else value for key, value in seat.items()
             if isinstance(value, str)} if isinstance(seat, dict) else {}
            for seat in seats
        ])
    return memory


def load_settings() -> Settings:
    """The saved settings; a missing or damaged file gives the defaults (see gui.user_files)."""
    path = settings_path()
    data = read_user_json(path).data
    if data is not None and not isinstance(data, dict):
        set_aside(path, "not a JSON object")
    return Settings.from_json(data)


def save_settings(settings: Settings) -> None:
    write_atomic(settings_path(), json.dumps(settings.to_json(), indent=1, ensure_ascii=False) + "\n",
                 keep_backup=False)
