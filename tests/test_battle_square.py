"""Squares of «Словесный бой» as text: what is read, and every error with its place."""

import pytest

from wordgames.battle.square import (EMPTY, Square, cell_name, letter_count, load_squares, read_squares,
                                     referee_notes)
from wordgames.errors import ArgumentError, InputFormatError


@pytest.mark.parametrize("text, rows", [
    ("БОЙ\nкот", ("бой", "кот")),
    ("Б О Й\nК  О\tТ", ("бой", "кот")),             # any spaces between cells
    ("ёж\nЁЖ", ("еж", "еж")),                         # ё counts as е, case does not matter
    ("а.б\nв_г\nд-е\nж*з\nи?к", ("а.б", "в.г", "д.е", "ж.з", "и.к")),  # five marks of an empty cell
    ("  кот  \n\n", ("кот",)),                        # surrounding spaces and trailing blank lines
    ("кoт", ("кот",)),                                # a Latin o read as Cyrillic о
    ("КОТ\nMAK", ("кот", "мак")),                     # capital Latin M, A, K look Cyrillic
    ("ъь", ("ъь",)),
    (".....", (".....",)),                            # a square with no letters is still a square
])
def test_rows_read(text, rows):
    (square,) = read_squares(text)
    assert square.rows == rows


def test_lookalike_notes_name_their_place():
    (square,) = read_squares("к o т", path="sq.txt")
    assert square.notes == ("sq.txt:1:3: Latin 'o' read as Cyrillic 'о'",)


def test_several_players_names_and_comments():
    text = ("# a game of two\n"
            "# name: Оля\n"
            "аб\n"
            "# a comment inside a square\n"
            "вг\n"
            "\n\n"
            "# Имя:  Петя Иванов  \n"
            "\n"
            "де\n"
            "жз\n"
            "\n"
            "ик\n")
    squares = read_squares(text)
    assert [(sq.rows, sq.name) for sq in squares] == [
        (("аб", "вг"), "Оля"),
        (("де", "жз"), "Петя Иванов"),   # a name alone in its block names the next square
        (("ик",), None),
    ]
    assert [sq.label(k) for k, sq in enumerate(squares, start=1)] == ["Оля", "Петя Иванов", "player 3"]


def test_squares_of_different_sizes_are_allowed():
    assert [(sq.height, sq.width) for sq in read_squares("абв\n\nа\nб")] == [(1, 3), (2, 1)]


@pytest.mark.parametrize("text, message", [
    ("", "sq.txt:1:1: the file is empty"),
    ("\n  \n", "sq.txt:1:1: the file is empty"),
    ("# only a comment\n", "sq.txt:1:1: no square in the file (only blank lines and comments)"),
    ("кот\nк%т\n", "sq.txt:2:2: unknown character '%' "
                   "(expected a letter or one of . _ - * ? for an empty cell)"),
    ("к о т\nк о 7\n", "sq.txt:2:5: unknown character '7' "
                       "(expected a letter or one of . _ - * ? for an empty cell)"),
    ("кzт", "sq.txt:1:2: unknown character 'z' (expected a letter or one of . _ - * ? for an empty cell)"),
    ("кот\nко\n", "sq.txt:2:3: this row has 2 cells, the first row of the square has 3"),
    ("к о т\nк о\n", "sq.txt:2:4: this row has 2 cells, the first row of the square has 3"),
    ("кот\nкот\nкоты\n", "sq.txt:3:4: this row has 4 cells, the first row of the square has 3"),
    ("к о т\nк о т ы й\n", "sq.txt:2:7: this row has 5 cells, the first row of the square has 3"),
    ("# name: Оля\n# name: Петя\nкот\n",
     "sq.txt:2:1: a second name 'Петя' for the square named 'Оля' on line 1"),
    ("кот\n\n# name: Оля\n", "sq.txt:3:1: the name 'Оля' is not followed by a square"),
])
def test_format_errors_name_file_line_column(text, message):
    with pytest.raises(InputFormatError) as e:
        read_squares(text, path="sq.txt")
    assert str(e.value) == message


def test_load_squares_reads_utf8_with_bom(tmp_path):
    path = tmp_path / "sq.txt"
    path.write_bytes("\ufeffкот\n".encode("utf-8"))
    assert load_squares(path)[0].rows == ("кот",)


def test_load_squares_errors(tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_bytes("кот\n".encode("cp1251"))
    with pytest.raises(InputFormatError) as e:
        load_squares(bad)
    assert str(e.value) == f"{bad}:1:1: not UTF-8 text (byte 0)"
    with pytest.raises(ArgumentError) as e:
        load_squares(tmp_path / "missing.txt")
    assert str(e.value) == f"cannot read '{tmp_path / 'missing.txt'}': No such file or directory"


def test_square_value():
    square = Square.parse("бой\nк.т")
    assert square == Square(("бой", "к.т"))
    assert square.letter((1, 1)) == EMPTY
    assert Square.parse(square.text()) == square
    assert cell_name((0, 5)) == "r1c6"
    with pytest.raises(ValueError):
        Square(("бой", "кт"))


def test_latin_script_squares():
    (square,) = read_squares("cat\nDOG", script="latin")
    assert square.rows == ("cat", "dog")


@pytest.mark.parametrize("texts, notes", [
    (["кот\n", "ток\n", "т.ок\n"], []),                        # same letters, 3 calls for 3 players
    (["кот\n", "ток\n"], ["3 letters make no whole number of rounds for 2 players"]),
    (["кот.\n", "кит.\n", "ккк.\n"], [
        "player 2's square holds other letters than player 1's: и in place of о",
        "player 3's square holds other letters than player 1's: к×2 in place of о, т"]),
    (["кот\n"], []),                                             # one player: nothing to compare
])
def test_referee_notes(texts, notes):
    squares = [read_squares(text)[0] for text in texts]
    assert referee_notes(squares) == notes


def test_letter_count():
    assert letter_count(Square(("а.а", "б.."))) == {"а": 2, "б": 1}


@pytest.mark.parametrize("text, message", [
    ("а" * 101 + "\n", "sq.txt:1:101: a row has at most 100 cells"),
    ("абв\n" * 101, "sq.txt:101:1: a square has at most 100 rows"),
    ("аб\n\n" * 65, "sq.txt:129:1: a file holds at most 64 squares"),
    (("а" * 100 + "\n") * 100 + "\n" + ("а" * 100 + "\n") * 100 * 3 + "\nа\n",
     "sq.txt:202:1: a square has at most 100 rows"),
    (("\n".join(["а" * 100] * 100) + "\n\n") * 4 + "а\n", "sq.txt:405:1: the squares of a file hold at most 40000 cells together"),
])
def test_squares_are_bounded(text, message):
    with pytest.raises(InputFormatError) as e:
        read_squares(text, path="sq.txt")
    assert str(e.value) == message


def test_a_huge_file_of_squares_is_refused_before_it_is_read(tmp_path):
    path = tmp_path / "sq.txt"
    path.write_bytes(b"a" * (5 * 1024 * 1024))
    with pytest.raises(InputFormatError, match="the limit is 4194304"):
        load_squares(path)


def test_a_name_is_read_in_linear_time_and_bounded():
    with pytest.raises(InputFormatError) as e:
        read_squares("# name: О" + "\t" * 200_000 + "x\nкот\n", path="sq.txt")
    assert str(e.value) == "sq.txt:1:1: a player's name has at most 100 characters"
    assert read_squares("# name:  Оля \t\nкот\n")[0].name == "Оля"
