"""The bench's figure for the window's start: the program launched as a person starts it reports its
first whole paint and quits (the time itself is the bench's to report, not a test's)."""

from engine.window_start import one_start


def test_the_window_reports_its_first_paint_and_quits(tmp_path):
    seconds = one_start(str(tmp_path))
    assert 0 < seconds < 60
    assert (tmp_path / "settings.json").exists() or any(tmp_path.iterdir())
