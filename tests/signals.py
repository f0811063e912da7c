"""Child processes that hear Ctrl-C even when the test run was started with it ignored."""

from __future__ import annotations

import signal


def heed_ctrl_c() -> None:
    """For `subprocess.Popen(preexec_fn=...)`: a shell starts its background jobs with SIGINT
    ignored, children inherit that, and Python then never raises KeyboardInterrupt; the Ctrl-C
    tests need the default."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
