"""The latency bench's trace rows read the presses it timed: a move's release, not a pick's
(issue 41: King's Court's pick marks every cell it may go to, and its rows read as if each
move restyled fifty elements)."""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "bench"))

import latency  # noqa: E402
from bench import TIMED  # noqa: E402


def release(ts, dur=500):
    return {"name": "EventDispatch", "ph": "X", "pid": 1, "tid": 2, "ts": ts, "dur": dur,
            "args": {"data": {"type": "pointerup"}}}


def mark(ts, message=TIMED):
    return {"name": "TimeStamp", "ph": "I", "pid": 1, "tid": 2, "ts": ts, "args": {"data": {"message": message}}}


def restyle(ts, count):
    return {"name": "UpdateLayoutTree", "ph": "X", "pid": 1, "tid": 2, "ts": ts, "dur": 100,
            "args": {"elementCount": count}}


def frame(ts):
    return {"name": "FireAnimationFrame", "ph": "X", "pid": 1, "tid": 2, "ts": ts, "dur": 50}


def trace(*events) -> bytes:
    return json.dumps({"traceEvents": list(events)}).encode()


def test_a_pick_is_not_read_as_a_move():
    # a pick (restyles its targets, untimed), then the move that places it (timed)
    data = trace(release(1_000), restyle(1_600, 50), frame(2_000),
                 release(100_000), mark(100_300), restyle(100_600, 5), frame(101_000))
    ups, _ = latency.releases(data)
    assert [up["ts"] for up in ups] == [100_000]
    assert latency.restyled_before_frame(data) == [5]
    assert latency.release_times(data) == [0.5]


def test_every_timed_release_is_read_and_another_mark_is_not_taken_for_one():
    data = trace(release(1_000), mark(1_200), frame(2_000), release(50_000), mark(50_100, "another"),
                 frame(51_000), release(90_000), mark(90_400), frame(91_000))
    assert [up["ts"] for up in latency.releases(data)[0]] == [1_000, 90_000]
