"""The Color Lines cross of «Словесный бой» in Russian: a real job with no English word in its output, how a game
ends, counted in Russian, the Russian moves a prompt takes, the words so far, and a game played to the end in Russian
from a scripted terminal, its input computed in advance from a library playout of the same seeded game.
"""

import re

import pytest

from tests.i18n_helpers import COLUMN_LETTER, board_latin_words, latin_words_of_board_job, playout, run
from wordgames import i18n
from wordgames.battle.render import points
from wordgames.lines.rules import PASS as LINES_PASS, Shift, parse_move as parse_lines_move

RUSSIAN_JOBS = [
    (("battle", "lines", "play", "--players", "expert", "--seed", "3", "--size", "4", "--no-user-words"), 0, None),
]


@pytest.mark.parametrize("args, code, output", RUSSIAN_JOBS)
def test_no_english_word_in_the_russian_output(battle_files, args, code, output):
    assert latin_words_of_board_job(args, code) == set()


def test_the_lines_cross_ends_in_russian(battle_files):
    code, text = run("battle", "lines", "play", "--players", "expert", "--seed", "3", "--size", "4", "--no-user-words")
    lines = text.splitlines()
    assert code == 0
    # with Efremova's words the seeded game runs on: it plays «сир» (a king's title, Efremova's noun)
    assert lines[-8:-1] == ["не хватило места для: Я",
                            "     a b c d",
                            "   1 В Я П О",
                            "   2 К Д Е Н",
                            "   3 К В Т И",
                            "   4 Ж Ф Р Л",
                            "Партия окончена после 45 ходов, поле заполнено: 49 очков, 23 слова"]
    assert lines[-1].startswith("слова: той лат сет ")
    assert any(line.startswith("в начале партии на поле: ") for line in lines)
    assert "появились буквы: " in text and "исчезли слова: " in text
    assert any(re.fullmatch(r"ход \d+: [a-d]\d→[a-d]\d(: .* \(\+\d+\); очки: \d+)?", line) for line in lines)


# -- words in their plural forms ------------------------------------------------------------


@pytest.mark.parametrize("n, end", [
    (1, "Партия окончена после 1 хода, поле заполнено: 1 очко, 1 слово"),
    (4, "Партия окончена после 4 ходов, поле заполнено: 4 очка, 4 слова"),
    (21, "Партия окончена после 21 хода, поле заполнено: 21 очко, 21 слово"),
    (25, "Партия окончена после 25 ходов, поле заполнено: 25 очков, 25 слов"),
])
def test_the_end_of_a_lines_game_counted_in_russian(n, end):
    i18n.set_language("ru")
    tally = i18n._("{points}, {words}").format(points=points(n), words=i18n.ngettext("{n} word", "{n} words", n).format(n=n))
    assert i18n.ngettext("Game over after {n} turn, the board is full: {tally}",
                         "Game over after {n} turns, the board is full: {tally}", n).format(n=n, tally=tally) == end


# -- Russian input ----------------------------------------------------------------------------


@pytest.mark.parametrize("text, move", [("пас", LINES_PASS), ("пропуск", LINES_PASS), ("-", LINES_PASS),
                                        ("б3 д5", Shift((2, 1), (4, 3))), ("а1→ц3", Shift((0, 0), (2, 2)))])
def test_lines_reads_russian_moves(text, move):
    assert parse_lines_move(text, 6) == move


# -- the games played to the end in Russian, from a scripted terminal ---------------------------

def russian_count(n, one, few, many):
    """The Russian plural by hand, an oracle independent of the catalogue: 1 ход, 2 хода, 5 ходов, 21 ход
    (after «после», the genitive: 1 хода, 2 ходов, 5 ходов, 21 хода)."""
    form = one if n % 10 == 1 and n % 100 != 11 else few if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else many
    return f"{n} {form}"


def lines_typed(view, action):
    """A lines move as a Russian player types it: «пас», or two cells with Russian columns («а1 ц2»)."""
    if action == LINES_PASS:
        return "пас"
    (r1, c1), (r2, c2) = action
    return f"{COLUMN_LETTER['abcdef'[c1]]}{r1 + 1} {COLUMN_LETTER['abcdef'[c2]]}{r2 + 1}"


def lines_policy(view):
    """Shift the first letter that can move on odd turns, pass on even ones."""
    legal = view.legal_actions()
    return legal[1] if view.turn % 2 and len(legal) > 1 else legal[0]


def test_a_lines_game_to_the_end_in_russian(battle_files):
    from wordgames.lexicon import Lexicon
    from wordgames.lexicon.overlay import UserWords
    lexicon = Lexicon.default(UserWords())
    typed, state, game = playout("lines", "Оля", 6, {"size": 4}, lines_policy, lines_typed, lexicon)
    code, text = run("battle", "lines", "play", "--players", "Оля", "--seed", "6", "--size", "4", "--no-user-words",
                     input="?\nслова\n" + "\n".join(typed) + "\n")
    lines = text.splitlines()
    assert code == 0, text[-2000:]
    assert "Оля, переставьте букву (откуда и куда, например b3 d5) или «пас» > пас" in lines
    assert "  слова    исчезнувшие слова и очки" in lines and "  words    то же, что «слова»" in lines
    assert "«пас», «пропуск», «pass» или «-» — ничего не переставлять" in " ".join(lines)     # wrapped to 80
    assert any(line.startswith("  можно: пас, ") for line in lines)
    assert any(line.startswith("Оля, переставьте букву (откуда и куда, например b3 d5) или «пас» > "
                               "  слов пока нет; очков 0") or line == "  слов пока нет; очков 0" for line in lines)
    assert any(re.fullmatch(r"  следующие: [А-ЯЁ ]+    очки: \d+    ход: \d+ из 200", line) for line in lines)
    assert f"Партия окончена после {russian_count(state.turn, 'хода', 'ходов', 'ходов')}, поле заполнено: " \
           f"{russian_count(state.score, 'очко', 'очка', 'очков')}, " \
           f"{russian_count(len(state.words), 'слово', 'слова', 'слов')}" in lines
    if state.words:
        assert lines[-1] == "слова: " + " ".join(state.words)
    assert not any("попробуйте ещё раз" in line for line in lines)
    assert board_latin_words(text) == set()


def test_the_words_so_far_in_russian():
    from wordgames.lines.presenter import words_so_far

    class View:
        words, score = ("кот", "ток"), 4
    i18n.set_language("ru")
    assert words_so_far(View()) == "  слов: 2, очков: 4 — кот ток"
    i18n.set_language("en")
    assert words_so_far(View()) == "  2 words, score 4: кот ток"
