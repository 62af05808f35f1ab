"""The terminal's QR code: the half blocks read back module by module are the code of the link (light
modules drawn as blocks, for a terminal's light-on-dark text, with the quiet zone around it)."""

import pytest
import segno

from wordgames.web.qr import svg, text

TOP = {" ": (False, False), "▀": (True, False), "▄": (False, True), "█": (True, True)}


def read_back(drawn: str) -> list[list[bool]]:
    """Return the rows of light modules the half-block drawing shows (two rows a line)."""
    rows: list[list[bool]] = []
    for line in drawn.splitlines():
        halves = [TOP[ch] for ch in line]
        rows.append([top for top, _bottom in halves])
        rows.append([bottom for _top, bottom in halves])
    return rows


@pytest.mark.parametrize("link", ["http://127.0.0.1:8765/t/" + "A" * 32,
                                  "http://192.168.1.20:8765/t/Zq0-_9xYwVt3bKcLmNoPqRsTuVwXyZ01"])
def test_the_drawing_is_the_code_module_by_module(link):
    code = segno.make(link, error="m", boost_error=False)
    dark = [[bool(m) for m in row] for row in code.matrix]
    drawn = read_back(text(link, border=2))
    size = len(dark)
    assert len(drawn[0]) == size + 4                              # the quiet zone: two modules a side
    assert all(drawn[r][c] for r in range(2) for c in range(size + 4))          # light all round
    assert [row[2:2 + size] for row in drawn[2:2 + size]] == [[not m for m in row] for row in dark]


def test_the_host_pages_code_is_an_inline_svg_with_no_script_or_style():
    drawn = svg("http://127.0.0.1:8765/t/abc")
    assert drawn.startswith("<svg") and "<script" not in drawn and "style=" not in drawn
