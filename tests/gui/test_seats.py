"""Seats read from a settings or save file: odd values give the fallback seat, never an exception."""

from __future__ import annotations

from gui.seats import SeatSetup


def test_a_seat_with_lists_or_objects_for_its_words_falls_back_field_by_field() -> None:
    fallback = SeatSetup("Eva", "blue", "human", "normal")
    odd = {"name": ["Tom"], "colour": ["orange"], "kind": {"ai": 1}, "level": [["strong"]]}
    assert SeatSetup.from_json(odd, fallback) == fallback
    good = {"name": "Tom", "colour": "orange", "kind": "ai", "level": "strong"}
    assert SeatSetup.from_json(good, fallback) == SeatSetup("Tom", "orange", "ai", "strong")
    assert SeatSetup.from_json({**good, "name": "   "}, fallback).name == "Eva"
