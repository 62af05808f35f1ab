"""The PDF of a sheet of Doublets puzzles: A4 portrait, ladders in two columns, the answer key on a page of its own.

Laid out with fpdf2 (the ``print`` extra; :func:`wordgames.doublets.sheet.render_pdf` checks it is there
before importing this module) in DejaVu Sans, a subset shipped in ``fonts/`` with its licence, so
Cyrillic renders on any machine.  A puzzle is never split across columns or pages: it goes to the next
column, or the next page, when the rest of a column cannot hold it.  Every page carries its number.
The creation date is fixed (:data:`CREATED`), so the same sheet gives the same bytes.
"""

from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path

from fpdf import FPDF

from wordgames.i18n import _

TYPE_CHECKING = False
if TYPE_CHECKING:       # the names only: sheet.py imports this module when it prints a PDF
    from wordgames.doublets.sheet import Entry, Sheet

FONTS = Path(__file__).resolve().parent / "fonts"
FAMILY = "DejaVu"
CREATED = datetime(2000, 1, 1, tzinfo=timezone.utc)   # every sheet's creation date: same sheet, same bytes

PAGE_W, PAGE_H = 210.0, 297.0     # A4, millimetres
MARGIN = 15.0
FOOTER = 10.0                     # kept free above the bottom margin for the page number
COLUMNS, COLUMN_GAP = 2, 10.0
COLUMN_W = (PAGE_W - 2 * MARGIN - (COLUMNS - 1) * COLUMN_GAP) / COLUMNS
CELL, MIN_CELL, CELL_GAP = 7.0, 3.5, 1.4   # side of a letter box, its smallest, and the gap around it
HEAD, WORD, AFTER = 6.0, 8.0, 7.0         # heights: a puzzle's number line, a word's line, the space after
BOTTOM = PAGE_H - MARGIN - FOOTER
INDENT = 10.0                     # of the answers in the key, after the puzzle's number


class _Pages(FPDF):
    """An A4 document whose pages carry their number at the foot."""

    def footer(self) -> None:
        self.set_y(PAGE_H - MARGIN - 4)
        self.set_font(FAMILY, "", 9)
        self.set_text_color(90)
        self.cell(0, 4, _("page {n}").format(n=self.page_no()), align="C")
        self.set_text_color(0)


def pdf_bytes(sheet: Sheet) -> bytes:
    """Return the PDF of ``sheet``."""
    pdf = _Pages(orientation="P", unit="mm", format="A4")
    pdf.set_margins(MARGIN, MARGIN, MARGIN)
    pdf.set_auto_page_break(False)
    pdf.c_margin = 0            # text starts where the boxes start
    pdf.add_font(FAMILY, "", FONTS / "DejaVuSans-subset.ttf")
    pdf.add_font(FAMILY, "B", FONTS / "DejaVuSans-Bold-subset.ttf")
    pdf.set_title(sheet.title)
    pdf.set_creator("wordgames")
    pdf.set_producer("wordgames")
    pdf.set_lang(sheet.language)
    pdf.set_creation_date(CREATED)
    pdf.add_page()
    pdf.set_font(FAMILY, "B", 20)
    pdf.cell(0, 10, sheet.title, new_x="LMARGIN", new_y="NEXT")
    pdf.set_font(FAMILY, "", 10)
    pdf.multi_cell(0, 5, sheet.origin, align="L", new_x="LMARGIN", new_y="NEXT")
    _puzzles(pdf, sheet.entries, pdf.get_y() + 6)
    pdf.add_page()
    _key(pdf, sheet)
    return bytes(pdf.output())


def cell_side(entry: Entry) -> float:
    """Return the side of a letter box: :data:`CELL`, smaller when a rung or the ladder would not fit a column."""
    fixed = HEAD + 2 * WORD + AFTER
    by_width = COLUMN_W / max(entry.letters, 1) - CELL_GAP
    by_height = (BOTTOM - MARGIN - fixed) / max(entry.rungs, 1) - CELL_GAP
    return max(MIN_CELL, min(CELL, by_width, by_height))


def block_height(entry: Entry) -> float:
    """Return the height a puzzle takes in a column."""
    return HEAD + 2 * WORD + entry.rungs * (cell_side(entry) + CELL_GAP) + AFTER


def _puzzles(pdf: FPDF, entries: tuple[Entry, ...], top: float) -> None:
    """Lay the puzzles out down the first column, then the next, then on new pages."""
    column, y = 0, top
    for entry in entries:
        height = block_height(entry)
        if y + height > BOTTOM and y > top:
            column += 1
            y = top
            if column == COLUMNS:
                pdf.add_page()
                column, y = 0, MARGIN
                top = MARGIN
        _ladder(pdf, entry, MARGIN + column * (COLUMN_W + COLUMN_GAP), y)
        y += height


def _ladder(pdf: FPDF, entry: Entry, x: float, y: float) -> None:
    """Draw one puzzle at (x, y): its number, par and grade, START, a row of boxes per rung, END."""
    side = cell_side(entry)
    pdf.set_xy(x, y)
    pdf.set_font(FAMILY, "B", 11)
    number = f"{entry.number}."
    pdf.cell(pdf.get_string_width(number) + 2, HEAD, number)
    pdf.set_font(FAMILY, "", 10)
    pdf.set_text_color(70)
    pdf.cell(COLUMN_W - pdf.get_x() + x, HEAD, entry.marks)
    pdf.set_text_color(0)
    pdf.set_font(FAMILY, "B", 13)
    pdf.set_xy(x, y + HEAD)
    pdf.cell(COLUMN_W, WORD, entry.start)
    pdf.set_line_width(0.35)
    row = y + HEAD + WORD + CELL_GAP / 2
    for _rung in range(entry.rungs):
        for i in range(entry.letters):
            pdf.rect(x + i * (side + CELL_GAP), row, side, side)
        row += side + CELL_GAP
    pdf.set_xy(x, row - CELL_GAP / 2)
    pdf.cell(COLUMN_W, WORD, entry.end)


def _key(pdf: FPDF, sheet: Sheet) -> None:
    """Write the answer key from the top of the current page, a puzzle's answers kept on one page."""
    pdf.set_font(FAMILY, "B", 16)
    pdf.cell(0, 10, sheet.key_title, new_x="LMARGIN", new_y="NEXT")
    width = PAGE_W - 2 * MARGIN - INDENT
    for entry in sheet.entries:
        pdf.set_font(FAMILY, "", 10)
        lines = [(a, 0) for a in entry.answers] + ([(entry.more, 90)] if entry.more else [])
        height = sum(len(pdf.multi_cell(width, 5, text, dry_run=True, output="LINES")) * 5 for text, _c in lines)
        if pdf.get_y() + height + 2 > BOTTOM:
            pdf.add_page()
        top = pdf.get_y()
        pdf.set_font(FAMILY, "B", 10)
        pdf.cell(INDENT, 5, f"{entry.number}.")
        pdf.set_font(FAMILY, "", 10)
        pdf.set_y(top)
        for text, grey in lines:
            pdf.set_x(MARGIN + INDENT)
            pdf.set_text_color(grey)
            pdf.multi_cell(width, 5, text, align="L", new_x="LMARGIN", new_y="NEXT")
        pdf.set_text_color(0)
        pdf.set_y(pdf.get_y() + 2)
