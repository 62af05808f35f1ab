"""A seat's link as a QR code: text for the terminal (a phone's camera reads it), SVG for the host's page.

>>> lines = text("http://127.0.0.1:8765/t/abc").splitlines()
>>> len(lines) > 10 and all(set(line) <= set(" ▀▄█") for line in lines)
True
>>> svg("http://127.0.0.1:8765/t/abc").startswith("<svg")
True
"""

from __future__ import annotations

import io

import segno

HALF_BLOCKS = {(False, False): " ", (True, False): "▀", (False, True): "▄", (True, True): "█"}


def text(link: str, border: int = 2) -> str:
    """Return the QR code of ``link`` drawn with half blocks, two rows a line, light modules dark on a dark terminal."""
    rows = [[not dark for dark in row] for row in segno.make(link, error="m", boost_error=False).matrix_iter(
        scale=1, border=border)]
    if len(rows) % 2:
        rows.append([True] * len(rows[0]))
    return "\n".join("".join(HALF_BLOCKS[top, bottom] for top, bottom in zip(rows[i], rows[i + 1]))
                     for i in range(0, len(rows), 2))


def svg(link: str) -> str:
    """Return the QR code of ``link`` as an inline SVG element."""
    out = io.BytesIO()
    segno.make(link, error="m").save(out, kind="svg", scale=4, border=2, xmldecl=False, svgns=True,
                                     title=None, nl=False)
    return out.getvalue().decode("ascii")
