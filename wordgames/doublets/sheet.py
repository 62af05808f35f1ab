"""Sheets to print: a set of Doublets puzzles with one box per rung, and the answer key on a page of its own.

A sheet is written as PDF (A4, :mod:`.sheet_pdf`, needs fpdf2: the ``print`` extra), as one HTML page
(inline CSS, A4 when printed, one column on a phone), or as Markdown.  All three show the same
:class:`Sheet`, made once by :func:`sheet_of` in the interface's language: a title, where the set comes
from, each puzzle numbered with its START word in capitals, ``par`` rungs of empty letter boxes, its END
word, its par and grade; then every shortest answer a puzzle keeps (``Puzzle.answers``), and how many
more there are when it keeps only the most familiar.

>>> from wordgames.doublets.puzzles import Puzzle, PuzzleSet
>>> kot = Puzzle("кот", "тон", 1, ("кот", "кон", "тон"), grade=1, shortest_chains=2,
...              answers=(("кот", "кон", "тон"), ("кот", "тот", "тон")))
>>> print(render_markdown(PuzzleSet((kot,), "tiny", 3, seed=7)))
# Doublets
<BLANKLINE>
1 puzzle set by seed 7; dictionary 'tiny'.
<BLANKLINE>
## 1
<BLANKLINE>
par 1, grade 1 of 5
<BLANKLINE>
```
КОТ
□ □ □
ТОН
```
<BLANKLINE>
---
<BLANKLINE>
## Answers
<BLANKLINE>
1. КОТ → ТОН
   - КОТ → КОН → ТОН
   - КОТ → ТОТ → ТОН
<BLANKLINE>
>>> sheet_format("ladders.PDF"), sheet_format("ladders.htm")
('pdf', 'html')
"""

from __future__ import annotations

import html
import os
from dataclasses import dataclass
from pathlib import Path

from wordgames.atomic import atomic_write_bytes, atomic_write_text
from wordgames.doublets.difficulty import GRADES
from wordgames.doublets.puzzles import Puzzle, PuzzleSet
from wordgames.doublets.rules import Word
from wordgames.errors import ArgumentError
from wordgames.i18n import _, language, ngettext

SHEET_FORMATS = ("pdf", "html", "md")
SUFFIXES = {".pdf": "pdf", ".html": "html", ".htm": "html", ".md": "md", ".markdown": "md"}
BOX = "□"           # a letter box of a rung in Markdown
MARKUP = str.maketrans({c: "\\" + c for c in "\\`*_{}[]<>#|"})   # what Markdown would read as markup
ARROW = " → "       # between the words of an answer


@dataclass(frozen=True)
class Entry:
    """What one puzzle shows: its number, its two words in capitals, its rungs, par and grade, and its answers."""

    number: int
    start: str
    end: str
    letters: int                 # the boxes of a rung
    rungs: int                   # par: the words to find
    marks: str                   # "par 3, grade 2 of 5"
    answers: tuple[str, ...]     # each an answer chain, its words in capitals
    more: str | None             # "and 8 other shortest chains.", when only some are listed


@dataclass(frozen=True)
class Sheet:
    """The text of a sheet in the interface's language, for every format to lay out."""

    language: str
    title: str
    origin: str
    entries: tuple[Entry, ...]
    key_title: str


def sheet_format(path: str | os.PathLike) -> str:
    """Return the format of a sheet written to ``path``, from its suffix (``pdf``, ``html`` or ``md``).

    >>> sheet_format("a.txt")
    Traceback (most recent call last):
    ...
    wordgames.errors.ArgumentError: cannot tell the format of the sheet 'a.txt' from its name: it must end in .pdf, .html or .md
    """
    suffix = Path(path).suffix.lower()
    if suffix not in SUFFIXES:
        raise ArgumentError(_("cannot tell the format of the sheet {path!r} from its name: it must end in "
                              ".pdf, .html or .md").format(path=str(path)), option="sheet")
    return SUFFIXES[suffix]


def sheet_of(puzzle_set: PuzzleSet, spell=str) -> Sheet:
    """Return the text of the sheet of ``puzzle_set``; ``spell`` maps a folded word to its spelling."""
    entries = tuple(_entry(n, p, spell) for n, p in enumerate(puzzle_set.puzzles, 1))
    return Sheet(language(), _("Doublets"), origin_line(puzzle_set), entries, _("Answers"))


def _entry(number: int, puzzle: Puzzle, spell) -> Entry:
    """Return what puzzle ``number`` shows."""
    start, end = capitals(puzzle.start, spell), capitals(puzzle.end, spell)
    answers = puzzle.answers or (puzzle.chain,)
    return Entry(number, start, end, len(start), puzzle.links, marks(puzzle),
                 tuple(ARROW.join(capitals(w, spell) for w in chain) for chain in answers),
                 more_chains(puzzle, len(answers)))


def capitals(word: Word, spell=str) -> str:
    """Return a word as a sheet prints it: spelt, in capitals.

    >>> capitals("еж", {"еж": "ёж"}.get)
    'ЁЖ'
    """
    return spell(word).upper()


def marks(puzzle: Puzzle) -> str:
    """Return the par and grade of a puzzle (only its par when it has no grade).

    >>> marks(Puzzle("кот", "тон", 1, ("кот", "кон", "тон"))), marks(Puzzle("кот", "тон", 1, (), grade=4))
    ('par 1', 'par 1, grade 4 of 5')
    """
    if puzzle.grade is None:
        return _("par {par}").format(par=puzzle.links)
    return _("par {par}, grade {grade} of {top}").format(par=puzzle.links, grade=puzzle.grade, top=GRADES)


def more_chains(puzzle: Puzzle, listed: int) -> str | None:
    """Return the sentence counting the shortest chains not listed, or None when every one is.

    >>> more_chains(Puzzle("а", "б", 0, (), shortest_chains=9), 1), more_chains(Puzzle("а", "б", 0, ()), 1)
    ('and 8 other shortest chains.', None)
    """
    if puzzle.shortest_chains is None or puzzle.shortest_chains <= listed:
        return None
    n = puzzle.shortest_chains - listed
    return ngettext("and {n} other shortest chain.", "and {n} other shortest chains.", n).format(n=n)


def origin_line(puzzle_set: PuzzleSet) -> str:
    """Return the sentence saying where the puzzles come from (a seed, a day, a file) and their dictionary.

    >>> origin_line(PuzzleSet((), "ru", daily="2026-12-07"))
    "The daily puzzle of 2026-12-07; dictionary 'ru'."
    """
    n, dictionary = len(puzzle_set.puzzles), puzzle_set.dictionary
    if puzzle_set.daily is not None:
        return _("The daily puzzle of {day}; dictionary {dictionary!r}.").format(
            day=puzzle_set.daily, dictionary=dictionary)
    if puzzle_set.source is not None:
        return ngettext("{n} puzzle from the pairs in {source!r}; dictionary {dictionary!r}.",
                        "{n} puzzles from the pairs in {source!r}; dictionary {dictionary!r}.", n).format(
            n=n, source=puzzle_set.source, dictionary=dictionary)
    if puzzle_set.seed is not None:
        return ngettext("{n} puzzle set by seed {seed}; dictionary {dictionary!r}.",
                        "{n} puzzles set by seed {seed}; dictionary {dictionary!r}.", n).format(
            n=n, seed=puzzle_set.seed, dictionary=dictionary)
    return ngettext("{n} puzzle; dictionary {dictionary!r}.", "{n} puzzles; dictionary {dictionary!r}.", n).format(
        n=n, dictionary=dictionary)


# -- Markdown -----------------------------------------------------------------------------------------

def render_markdown(puzzle_set: PuzzleSet, spell=str) -> str:
    """Return the sheet as Markdown: each ladder in a code block, a rung a line of boxes; ``---`` before the key."""
    sheet = sheet_of(puzzle_set, spell)
    lines = [f"# {sheet.title}", "", sheet.origin.translate(MARKUP), ""]   # a dictionary's or a file's name: as text
    for e in sheet.entries:
        lines += [f"## {e.number}", "", e.marks, "", "```", e.start]
        lines += [" ".join([BOX] * e.letters)] * e.rungs
        lines += [e.end, "```", ""]
    lines += ["---", "", f"## {sheet.key_title}", ""]
    for e in sheet.entries:
        lines.append(f"{e.number}. {e.start}{ARROW}{e.end}")
        lines += [f"   - {answer}" for answer in e.answers]
        if e.more:
            lines += ["", f"   {e.more}"]
    return "\n".join(lines) + "\n"


# -- HTML ---------------------------------------------------------------------------------------------

STYLE = """\
@page { size: A4; margin: 15mm }
body { font-family: "DejaVu Sans", "Noto Sans", Arial, sans-serif; margin: 1rem auto; padding: 0 .75rem;
       max-width: 48rem; color: #111 }
h1 { margin: 0 0 .25rem }
.origin, .marks, .more { color: #444 }
.puzzles { display: grid; grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr)); gap: 1.5rem 2rem }
.puzzle { break-inside: avoid; page-break-inside: avoid }
.puzzle h2 { font-size: 1.1rem; margin: 0 0 .4rem }
.marks { font-weight: normal; font-size: .95rem }
.word { font-weight: bold; font-size: 1.15rem; letter-spacing: .08em; margin: .3rem 0 }
.rung { display: flex; gap: .25rem; margin: .25rem 0 }
.cell { flex: none; width: 1.6rem; height: 1.6rem; border: 1.5px solid #222; border-radius: 2px }
.key { break-before: page; page-break-before: always; margin-top: 2rem }
.key li { margin-bottom: .5rem }
.key ul { list-style: none; padding: 0; margin: .2rem 0 }
@media (max-width: 400px) { body { padding: 0 .5rem } .cell { width: 1.35rem; height: 1.35rem } }
@media print { body { max-width: none; margin: 0; padding: 0 } .puzzles { grid-template-columns: 1fr 1fr }
               .key { margin-top: 0 } }
"""


def render_html(puzzle_set: PuzzleSet, spell=str) -> str:
    """Return the sheet as one self-contained HTML page (inline CSS, no script, the key on a page of its own)."""
    sheet = sheet_of(puzzle_set, spell)
    esc = html.escape
    out = ["<!DOCTYPE html>", f'<html lang="{esc(sheet.language)}">', "<head>", '<meta charset="utf-8">',
           '<meta name="viewport" content="width=device-width, initial-scale=1">',
           f"<title>{esc(sheet.title)}</title>", f"<style>\n{STYLE}</style>", "</head>", "<body>",
           f"<h1>{esc(sheet.title)}</h1>", f'<p class="origin">{esc(sheet.origin)}</p>', '<div class="puzzles">']
    for e in sheet.entries:
        rung = '<div class="rung">' + '<span class="cell"></span>' * e.letters + "</div>"
        out += [f'<section class="puzzle"><h2>{e.number}. <span class="marks">{esc(e.marks)}</span></h2>',
                f'<p class="word">{esc(e.start)}</p>', *[rung] * e.rungs, f'<p class="word">{esc(e.end)}</p>',
                "</section>"]
    out += ["</div>", f'<section class="key"><h2>{esc(sheet.key_title)}</h2>', "<ol>"]
    for e in sheet.entries:
        items = "".join(f"<li>{esc(a)}</li>" for a in e.answers)
        more = f'<p class="more">{esc(e.more)}</p>' if e.more else ""
        out.append(f'<li value="{e.number}"><ul>{items}</ul>{more}</li>')
    out += ["</ol>", "</section>", "</body>", "</html>"]
    return "\n".join(out) + "\n"


# -- PDF and writing ----------------------------------------------------------------------------------

def render_pdf(puzzle_set: PuzzleSet, spell=str) -> bytes:
    """Return the sheet as an A4 PDF (the same set gives the same bytes); fpdf2 must be installed."""
    try:
        import fpdf  # noqa: F401  (a deferred import: fpdf2 is an extra, loaded only to print)
    except ImportError:
        raise ArgumentError(_("PDF sheets need fpdf2: pip install 'wordgames[print]' (in a checkout: "
                              "pip install -e '.[print]'); .html and .md sheets need nothing"),
                            option="sheet") from None
    from wordgames.doublets.sheet_pdf import pdf_bytes
    return pdf_bytes(sheet_of(puzzle_set, spell))


def write_sheet(puzzle_set: PuzzleSet, path: str | os.PathLike, spell=str) -> str:
    """Write the sheet of ``puzzle_set`` to ``path`` atomically in the format its suffix names; return the format.

    A file that cannot be written is a :class:`~wordgames.errors.FileWriteError` naming ``path``.
    """
    kind = sheet_format(path)
    if kind == "pdf":
        atomic_write_bytes(path, render_pdf(puzzle_set, spell))
    else:
        atomic_write_text(path, (render_html if kind == "html" else render_markdown)(puzzle_set, spell))
    return kind
