"""The web table's benchmark (tests/benchmarks/bench_serve.py) in miniature: one table of every game of the
registry, each its own ``wordgames serve``, played by the benchmark's phones for three seconds: each has its phones' frames and applied actions (a
bot's first move may take longer than that on a busy machine: Змейка's experts build their tables)."""

import asyncio
import socket
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent / "benchmarks"))
import bench_serve  # noqa: E402

from wordgames.registry import GAMES  # noqa: E402


def free_ports(n: int) -> list[int]:
    """Return ``n`` ports nothing listens on now (another run of this test may be going on beside it)."""
    sockets = [socket.socket() for _ in range(n)]
    try:
        for s in sockets:
            s.bind(("127.0.0.1", 0))
        return [s.getsockname()[1] for s in sockets]
    finally:
        for s in sockets:
            s.close()


@pytest.mark.slow       # eight servers started for seconds each: the default suite checks the mix by its doctests
def test_every_game_of_the_registry_is_at_the_mix(tmp_path):
    plan = bench_serve.mix_plan(len(GAMES))
    assert sorted(game for game, _ in plan) == sorted(GAMES)
    runs = asyncio.run(bench_serve.play_mix(plan, 1, tmp_path, 8, 3.0, 0.0, free_ports(len(plan))))
    assert [f"{r.game}: {r.problem}" for r in runs if r.problem] == []
    assert {r.game for r in runs if r.moves} == set(GAMES)     # every phone had a frame, or a problem is told
    assert sum(len(r.trips) for r in runs) > len(GAMES)      # phones' moves timed
