"""Doublets: sheets to print (Markdown, HTML, PDF): one box per rung, par and grade, the answer key on its own page.

The puzzles are written by hand (each chain checked letter by letter below); the expected boxes, pages and
sentences are counted from the puzzles, not copied from the renderer's output.
"""

from __future__ import annotations

import re
import sys
from html.parser import HTMLParser

import pytest

from wordgames.doublets.puzzles import Puzzle, PuzzleSet
from wordgames.doublets.sheet import render_html, render_markdown, render_pdf, sheet_format, write_sheet
from wordgames.errors import ArgumentError, FileWriteError
from wordgames.i18n import speaking

MUHA_SLON = ("муха", "мура", "тура", "тара", "кара", "каре", "кафе", "кафр", "каюр", "каюк", "крюк", "крик",
             "крок", "срок", "сток", "стон", "слон")      # the famous «из мухи слона»: 15 words between

RUSSIAN = PuzzleSet((
    Puzzle("кот", "тон", 1, ("кот", "кон", "тон"), grade=1, shortest_chains=2,
           answers=(("кот", "кон", "тон"), ("кот", "тот", "тон"))),
    Puzzle("лук", "май", 2, ("лук", "лак", "мак", "май"), grade=2, shortest_chains=1,
           answers=(("лук", "лак", "мак", "май"),)),
    Puzzle("муха", "слон", 15, MUHA_SLON, grade=5, shortest_chains=9, answers=(MUHA_SLON,)),
    Puzzle("еж", "ум", 1, ("еж", "уж", "ум")),                     # not graded; ёж folded
    Puzzle("сон", "дом", 1, ("сон", "сом", "дом"), grade=2, shortest_chains=2,
           answers=(("сон", "дон", "дом"), ("сон", "сом", "дом"))),
), "ru-test", 3, seed=40)
SPELL = {"еж": "ёж"}


def spell(word: str) -> str:
    return SPELL.get(word, word)


# number, START, END, par (rungs), letters a rung, the marks beside it, answers in capitals, the "more" sentence
RUSSIAN_EXPECTED = [
    (1, "КОТ", "ТОН", 1, 3, "par 1, grade 1 of 5", ["КОТ → КОН → ТОН", "КОТ → ТОТ → ТОН"], None),
    (2, "ЛУК", "МАЙ", 2, 3, "par 2, grade 2 of 5", ["ЛУК → ЛАК → МАК → МАЙ"], None),
    (3, "МУХА", "СЛОН", 15, 4, "par 15, grade 5 of 5", [" → ".join(w.upper() for w in MUHA_SLON)],
     "and 8 other shortest chains."),
    (4, "ЁЖ", "УМ", 1, 2, "par 1", ["ЁЖ → УЖ → УМ"], None),
    (5, "СОН", "ДОМ", 1, 3, "par 1, grade 2 of 5", ["СОН → ДОН → ДОМ", "СОН → СОМ → ДОМ"], None),
]

ENGLISH = PuzzleSet((     # Carroll's doublets from a word list the user gives (--dict)
    Puzzle("head", "tail", 4, ("head", "heal", "teal", "tell", "tall", "tail"), grade=3, shortest_chains=1,
           answers=(("head", "heal", "teal", "tell", "tall", "tail"),)),
    Puzzle("cold", "warm", 3, ("cold", "cord", "card", "ward", "warm"), grade=2, shortest_chains=1,
           answers=(("cold", "cord", "card", "ward", "warm"),)),
    Puzzle("cold", "cord", 0, ("cold", "cord"), grade=1, shortest_chains=1, answers=(("cold", "cord"),)),
), "words <en>", 4, source="carroll.txt")

ENGLISH_EXPECTED = [
    (1, "HEAD", "TAIL", 4, 4, "par 4, grade 3 of 5", ["HEAD → HEAL → TEAL → TELL → TALL → TAIL"], None),
    (2, "COLD", "WARM", 3, 4, "par 3, grade 2 of 5", ["COLD → CORD → CARD → WARD → WARM"], None),
    (3, "COLD", "CORD", 0, 4, "par 0, grade 1 of 5", ["COLD → CORD"], None),
]

SETS = [pytest.param(RUSSIAN, spell, RUSSIAN_EXPECTED, id="russian"),
        pytest.param(ENGLISH, str, ENGLISH_EXPECTED, id="english")]


@pytest.mark.parametrize("puzzle_set", [RUSSIAN, ENGLISH])
def test_the_hand_made_puzzles_are_ladders(puzzle_set):
    for p in puzzle_set.puzzles:
        for chain in p.answers or (p.chain,):
            assert (chain[0], chain[-1], len(chain) - 2) == (p.start, p.end, p.links)
            assert all(sum(x != y for x, y in zip(a, b)) == 1 for a, b in zip(chain, chain[1:]))


def found_in_order(text: str, pieces: list[str]) -> bool:
    """Return whether every piece occurs in ``text``, each after the one before."""
    at = 0
    for piece in pieces:
        at = text.find(piece, at)
        if at < 0:
            return False
        at += len(piece)
    return True


# -- Markdown -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("puzzle_set, spelling, expected", SETS)
def test_markdown_has_a_row_of_boxes_per_rung(puzzle_set, spelling, expected):
    text = render_markdown(puzzle_set, spelling)
    puzzles, key = text.split("\n---\n")
    sections = re.split(r"^## \d+$", puzzles, flags=re.M)[1:]
    assert len(sections) == len(expected)
    for section, (_n, start, end, rungs, letters, marks, _answers, _more) in zip(sections, expected):
        rows = [line for line in section.splitlines() if line.strip() and set(line) <= {"□", " "}]
        assert len(rows) == rungs
        assert all(row.split() == ["□"] * letters for row in rows)
        ladder = section.split("```")[1].strip("\n").split("\n")
        assert ladder == [start, *rows, end] and section.strip().startswith(marks)


@pytest.mark.parametrize("puzzle_set, spelling, expected", SETS)
def test_markdown_answer_key_comes_after_the_puzzles(puzzle_set, spelling, expected):
    text = render_markdown(puzzle_set, spelling)
    puzzles, key = text.split("\n---\n")
    assert key.lstrip().startswith("## Answers\n") and "→" not in puzzles
    pieces = []
    for n, start, end, *_rest, answers, more in expected:
        pieces += [f"{n}. {start} → {end}"] + [f"- {a}" for a in answers] + ([more] if more else [])
    assert found_in_order(key, pieces)
    assert key.count("other shortest chain") == sum(more is not None for *_r, more in expected)


@pytest.mark.parametrize("puzzle_set, origin", [
    (RUSSIAN, "5 puzzles set by seed 40; dictionary 'ru-test'."),
    (ENGLISH, r"3 puzzles from the pairs in 'carroll.txt'; dictionary 'words \<en\>'."),
    (PuzzleSet((), "my_*words*", 3, source="[a](b).txt"),
     r"0 puzzles from the pairs in '\[a\](b).txt'; dictionary 'my\_\*words\*'."),
    (PuzzleSet(RUSSIAN.puzzles[:1], "ru", 3, daily="2026-12-07"), "The daily puzzle of 2026-12-07; dictionary 'ru'."),
    (PuzzleSet(RUSSIAN.puzzles[:1], "ru", 3), "1 puzzle; dictionary 'ru'."),
])
def test_the_sheet_says_where_its_puzzles_come_from(puzzle_set, origin):
    assert render_markdown(puzzle_set).splitlines()[:3] == ["# Doublets", "", origin]


@pytest.mark.parametrize("puzzle_set, lines", [
    (RUSSIAN, ["# Дублеты", "5 дублетов по зерну 40; словарь «ru-test».", "пар 15, трудность 5 из 5", "пар 1",
               "## Ответы", "   и ещё 8 кратчайших цепочек."]),
    (PuzzleSet(RUSSIAN.puzzles[2:3], "ru", 4, seed=1), ["1 дублет по зерну 1; словарь «ru».",
                                                          "   и ещё 8 кратчайших цепочек."]),
    (PuzzleSet(RUSSIAN.puzzles[:2], "ru", 3, source="пары.txt"), ["2 дублета из пар файла «пары.txt»; словарь «ru»."]),
])
def test_a_russian_sheet(puzzle_set, lines):
    with speaking("ru"):
        text = render_markdown(puzzle_set, spell)
    assert set(lines) <= set(text.splitlines())


# -- HTML ---------------------------------------------------------------------------------------------

class Outline(HTMLParser):
    """Collect, per puzzle section, its words and the cells of each rung; the key's items; script tags."""

    def __init__(self):
        super().__init__()
        self.puzzles, self.order, self.tags, self.text = [], [], [], []
        self.classes: list[str] = []

    def handle_starttag(self, tag, attrs):
        cls = dict(attrs).get("class", "")
        self.tags.append(tag)
        self.classes.append(cls)
        if cls == "puzzle":
            self.puzzles.append({"words": [], "rungs": []})
            self.order.append("puzzle")
        elif cls == "key":
            self.order.append("key")
        elif cls == "rung":
            self.puzzles[-1]["rungs"].append(0)
        elif cls == "cell":
            self.puzzles[-1]["rungs"][-1] += 1

    def handle_endtag(self, tag):
        if tag in self.tags:
            self.classes.pop()
            self.tags.pop()

    def handle_data(self, data):
        self.text.append(data)
        if self.classes and self.classes[-1] == "word":
            self.puzzles[-1]["words"].append(data)


@pytest.mark.parametrize("puzzle_set, spelling, expected", SETS)
def test_html_has_a_row_of_cells_per_rung_and_the_key_after(puzzle_set, spelling, expected):
    page = render_html(puzzle_set, spelling)
    outline = Outline()
    outline.feed(page)
    assert outline.order == ["puzzle"] * len(expected) + ["key"]
    for puzzle, (_n, start, end, rungs, letters, *_rest) in zip(outline.puzzles, expected):
        assert puzzle == {"words": [start, end], "rungs": [letters] * rungs}
    text = "".join(outline.text)
    key = text[text.index("Answers"):]
    assert found_in_order(key, [a for *_r, answers, _more in expected for a in answers])
    assert "<script" not in page and "@page { size: A4" in page
    assert re.search(r"\.key \{[^}]*page-break-before: always", page)


@pytest.mark.parametrize("language", ["en", "ru"])
def test_html_escapes_the_dictionary_and_names_its_language(language):
    with speaking(language):
        page = render_html(ENGLISH)
    assert f'<html lang="{language}">' in page
    assert "<en>" not in page and "words &lt;en&gt;" in page


# -- PDF ----------------------------------------------------------------------------------------------

pdfium = pytest.importorskip("pypdfium2")


def pages_text(data: bytes) -> list[str]:
    doc = pdfium.PdfDocument(data)
    return [doc[i].get_textpage().get_text_range() for i in range(len(doc))]


@pytest.mark.parametrize("puzzle_set, spelling, expected", SETS)
def test_pdf_text_holds_the_puzzles_then_the_answer_key_on_pages_of_its_own(puzzle_set, spelling, expected):
    pages = pages_text(render_pdf(puzzle_set, spelling))
    key_page = next(i for i, text in enumerate(pages) if text.lstrip().startswith("Answers"))
    puzzles, key = "\n".join(pages[:key_page]), "\n".join(pages[key_page:])
    assert key_page >= 1 and "→" not in puzzles and "par " not in key
    assert found_in_order(puzzles, [p for n, start, end, _r, _l, marks, *_rest in expected
                                    for p in (f"{n}.", marks, start, end)])
    pieces = []
    for n, *_r, answers, more in expected:
        pieces += [f"{n}."] + [w for a in answers for w in a.split(" → ")] + ([more] if more else [])
    assert found_in_order(key, pieces)
    assert all(f"page {i}" in text for i, text in enumerate(pages, 1))


@pytest.mark.parametrize("puzzle_set, spelling, expected", SETS)
def test_pdf_draws_a_box_per_letter_of_every_rung(puzzle_set, spelling, expected):
    doc = pdfium.PdfDocument(render_pdf(puzzle_set, spelling))
    paths = [sum(o.type == pdfium.raw.FPDF_PAGEOBJ_PATH for o in page.get_objects()) for page in doc]
    assert sum(paths) == sum(rungs * letters for _n, _s, _e, rungs, letters, *_rest in expected)
    assert paths[-1] == 0                          # the key's page has no boxes


def test_pdf_is_the_same_bytes_for_the_same_set_and_carries_its_title():
    first, second = render_pdf(RUSSIAN, spell), render_pdf(RUSSIAN, spell)
    assert first == second and first.startswith(b"%PDF")
    meta = pdfium.PdfDocument(first).get_metadata_dict()
    assert (meta["Title"], meta["Creator"]) == ("Doublets", "wordgames")
    assert render_pdf(ENGLISH) != first


def test_a_russian_pdf_is_in_russian_and_its_font_has_every_letter():
    from fontTools.ttLib import TTFont

    from wordgames.doublets.sheet_pdf import FONTS
    with speaking("ru"):
        data = render_pdf(RUSSIAN, spell)
    text = "".join(pages_text(data))
    assert found_in_order(text, ["Дублеты", "пар 1, трудность 1 из 5", "КОТ", "ЁЖ", "Ответы", "ЁЖ → УЖ → УМ",
                                 "страница"])
    shown = {c for c in render_markdown(RUSSIAN, spell) + render_markdown(ENGLISH) if not c.isspace()}
    for name in ("DejaVuSans-subset.ttf", "DejaVuSans-Bold-subset.ttf"):
        cmap = TTFont(FONTS / name).getBestCmap()
        assert {c for c in shown if ord(c) not in cmap} == set(), name
        assert (FONTS / name).stat().st_size < 100_000


def test_pdf_page_one_has_ink_where_the_ladders_are():
    bitmap = pdfium.PdfDocument(render_pdf(RUSSIAN, spell))[0].render(scale=1).to_numpy()
    height = bitmap.shape[0]
    area = bitmap[height // 5: height * 4 // 5, :, :3]          # below the title, above the page number
    dark = (area.max(axis=2) < 100).sum()
    assert dark > 2000        # 15 + 2 + 1 + 1 + 1 rungs of boxes: far more than a few stray pixels


def test_a_pdf_without_fpdf2_is_refused_in_one_line(monkeypatch):
    monkeypatch.setitem(sys.modules, "fpdf", None)
    with pytest.raises(ArgumentError) as caught:
        render_pdf(RUSSIAN, spell)
    assert caught.value.option == "sheet"
    assert str(caught.value) == ("PDF sheets need fpdf2: pip install 'wordgames[print]' (in a checkout: "
                                 "pip install -e '.[print]'); .html and .md sheets need nothing")


# -- formats and files --------------------------------------------------------------------------------

@pytest.mark.parametrize("path, kind", [("a.pdf", "pdf"), ("A.PDF", "pdf"), ("out/a.html", "html"),
                                        ("a.htm", "html"), ("a.md", "md"), ("x.pdf.md", "md")])
def test_the_format_comes_from_the_suffix(path, kind):
    assert sheet_format(path) == kind


@pytest.mark.parametrize("path", ["a.txt", "sheet", "a.md.bak", "a.pdff"])
def test_an_unknown_suffix_is_refused_naming_the_path(path):
    with pytest.raises(ArgumentError) as caught:
        sheet_format(path)
    assert caught.value.option == "sheet"
    assert str(caught.value) == (f"cannot tell the format of the sheet '{path}' from its name: it must end in "
                                 ".pdf, .html or .md")


@pytest.mark.parametrize("name, kind, opening", [("s.pdf", "pdf", b"%PDF-"), ("s.html", "html", b"<!DOCTYPE html>"),
                                                 ("s.md", "md", "# Doublets".encode())])
def test_write_sheet_writes_the_format_its_name_says(tmp_path, name, kind, opening):
    assert write_sheet(ENGLISH, tmp_path / name) == kind
    assert (tmp_path / name).read_bytes().startswith(opening)
    assert [p.name for p in tmp_path.iterdir()] == [name]      # no temporary file left


def test_write_sheet_into_a_folder_is_a_file_write_error(tmp_path):
    (tmp_path / "s.md").mkdir()
    with pytest.raises(FileWriteError, match="s.md"):
        write_sheet(ENGLISH, tmp_path / "s.md")
