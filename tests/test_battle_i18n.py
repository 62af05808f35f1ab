"""«Словесный бой» in Russian: real jobs with their exact Russian output (hand-checked for grammar), no English word
in it, English unchanged, points counted, the Russian columns a prompt takes, a result with a tie, and a game played
to the end in Russian from a scripted terminal: the person's input is computed in advance from a library playout of
the same seeded game (the person's seat played by a fixed policy, the bot's seat by the same bot with the same
seed), then typed the Russian way.
"""

import re

import pytest

from tests.i18n_helpers import COLUMN_LETTER, board_latin_words, latin_words_of_board_job, playout, run
from wordgames import i18n
from wordgames.battle.legality import Call
from wordgames.battle.notation import parse_cell
from wordgames.battle.render import points
from wordgames.errors import InputFormatError

RUSSIAN_JOBS = [
    (("battle", "score", "game.txt", "--dict", "words.txt"), 0,
     "Оля: 10 очков\n"
     "  напр.  линия      начало  слово   очки\n"
     "  →      строка 1   a1      бойкот       5\n"
     "  →      строка 2   a2      ад           1\n"
     "  →      строка 3   c3      сад          2\n"
     "  ↓      столбец 1  a1      бак          2\n"
     "  итого 10 очков (→ 8, ↓ 2)\n"
     "\n"
     "Петя: 6 очков\n"
     "  напр.  линия     начало  слово  очки\n"
     "  →      строка 1  a1      сад         2\n"
     "  →      строка 2  a2      кот         2\n"
     "  →      строка 3  a3      бой         2\n"
     "  итого 6 очков (→ 6, ↓ 0)\n"
     "\n"
     "итого: Оля 10, Петя 6\n"),
    (("battle", "score", "game.txt", "--dict", "words.txt", "--strike-duplicates", "--explain"), 0,
     "Оля: 8 очков\n"
     "  напр.  линия      начало  слово   очки\n"
     "  →      строка 1   a1      бойкот       5\n"
     "  →      строка 2   a2      ад           1\n"
     "  ↓      столбец 1  a1      бак          2\n"
     "  итого 8 очков (→ 6, ↓ 2)\n"
     "  вычеркнуты — эти слова составил не один игрок (вариация 2):\n"
     "    сад c3 →        2 очка, слово есть и у: Петя\n"
     "  не засчитаны — в той же линии выгоднее другие слова, которые их перекрывают:\n"
     "    бой a1 →        2 очка, перекрыто: бойкот a1 →\n"
     "    кот d1 →        2 очка, перекрыто: бойкот a1 →\n"
     "    ад d3 →         1 очко, перекрыто: сад c3 →\n"
     "\n"
     "Петя: 4 очка\n"
     "  напр.  линия     начало  слово  очки\n"
     "  →      строка 2  a2      кот         2\n"
     "  →      строка 3  a3      бой         2\n"
     "  итого 4 очка (→ 4, ↓ 0)\n"
     "  вычеркнуты — эти слова составил не один игрок (вариация 2):\n"
     "    сад a1 →       2 очка, слово есть и у: Оля\n"
     "  не засчитаны — в той же линии выгоднее другие слова, которые их перекрывают:\n"
     "    ад b1 →        1 очко, перекрыто: сад a1 →\n"
     "\n"
     "итого: Оля 8, Петя 4\n"),
    (("battle", "score", "example.txt"), 0,
     "игрок 1: 36 очков\n"
     "  напр.  линия      начало  слово   очки\n"
     "  →      строка 1   a1      бойкот       5\n"
     "  →      строка 2   c2      ер           1\n"
     "  →      строка 3   b3      опера        4\n"
     "  →      строка 4   b4      вес          2\n"
     "  →      строка 4   e4      ад           1\n"
     "  →      строка 5   a5      почта        4\n"
     "  ↓      столбец 1  a1      бак          2\n"
     "  ↓      столбец 2  b1      олово        4\n"
     "  ↓      столбец 3  c3      печь         3\n"
     "  ↓      столбец 4  d1      крест        4\n"
     "  ↓      столбец 5  e1      охра         3\n"
     "  ↓      столбец 5  e5      ас           1\n"
     "  ↓      столбец 6  f2      сад          2\n"
     "  итого 36 очков (→ 17, ↓ 19)\n"),
    (("battle", "score", "one.txt", "--dict", "words.txt", "--explain"), 0,
     "игрок 1: 2 очка\n"
     "  напр.  линия     начало  слово  очки\n"
     "  →      строка 1  a1      кот         2\n"
     "  итого 2 очка (→ 2, ↓ 0)\n"
     "  засчитаны все найденные слова\n"),
    (("battle", "show", "game.txt", "--dict", "words.txt"), 0,
     "Оля: 10 очков\n"
     "  Б+ О- Й- К- О- Т-\n"
     "  А+ Д- ·  ·  ·  ·\n"
     "  К| ·  С- А- Д- ·\n"
     "  → бойкот ад сад\n"
     "  ↓ бак\n"
     "\n"
     "Петя: 6 очков\n"
     "  С- А- Д- ·  а  к\n"
     "  К- О- Т- ·  ·  ·\n"
     "  Б- О- Й- д  ·  ·\n"
     "  → сад кот бой\n"
     "пометки: - в засчитанном слове по горизонтали, | по вертикали, + и так и так,\n"
     "\\ / по диагонали, * в нескольких других; строчная буква — ни в одном\n"
     "засчитанном слове\n"),
    (("battle", "score", "bad.txt"), 2,
     "Ошибка: bad.txt:1:3: непонятный знак «%» (ожидается буква или один из знаков . _ - * ? для пустой клетки)\n"),
    (("battle", "letters", "--count", "4", "--seed", "2"), 0, "С К Д П\n"),
]


@pytest.mark.parametrize("args, code, output", [job for job in RUSSIAN_JOBS if job[2] is not None])
def test_real_jobs_in_russian(battle_files, args, code, output):
    assert run(*args) == (code, output)


@pytest.mark.parametrize("args, code, output", RUSSIAN_JOBS)
def test_no_english_word_in_the_russian_output(battle_files, args, code, output):
    assert latin_words_of_board_job(args, code) == set()


def test_the_letters_table_writes_a_decimal_comma(battle_files):
    code, text = run("battle", "letters", "--count", "3", "--seed", "2", "--table")
    lines = text.splitlines()
    assert code == 0 and lines[0] == "О 10,97 %" and lines[1] == "Е  8,49 %" and lines[-1] == "С К Д"


@pytest.mark.parametrize("args, code, output", [
    (("battle", "score", "game.txt", "--dict", "words.txt"), 0,
     "Оля: 10 points\n"
     "  dir  line    start  word    points\n"
     "  →    row 1   r1c1   бойкот       5\n"
     "  →    row 2   r2c1   ад           1\n"
     "  →    row 3   r3c3   сад          2\n"
     "  ↓    col 1   r1c1   бак          2\n"
     "  total 10 (→ 8, ↓ 2)\n"
     "\n"
     "Петя: 6 points\n"
     "  dir  line    start  word  points\n"
     "  →    row 1   r1c1   сад        2\n"
     "  →    row 2   r2c1   кот        2\n"
     "  →    row 3   r3c1   бой        2\n"
     "  total 6 (→ 6, ↓ 0)\n"
     "\n"
     "totals: Оля 10, Петя 6\n"),
    (("battle", "score", "one.txt", "--dict", "words.txt", "--explain"), 0,
     "player 1: 2 points\n  dir  line    start  word  points\n  →    row 1   r1c1   кот        2\n"
     "  total 2 (→ 2, ↓ 0)\n  every word found is counted\n"),
    (("battle", "letters", "--count", "3", "--seed", "2", "--table"), 0, None),
])
def test_english_output_is_what_it_was(battle_files, args, code, output):
    status, text = run(*args, lang="en")
    assert status == code
    if output is not None:
        assert text == output
    else:
        assert text.splitlines()[0] == "О 10.97 %"


@pytest.mark.parametrize("n, russian", [(1, "1 очко"), (2, "2 очка"), (5, "5 очков"), (11, "11 очков"),
                                        (21, "21 очко"), (22, "22 очка"), (111, "111 очков")])
def test_battle_points_in_russian(n, russian):
    i18n.set_language("ru")
    assert points(n) == russian


# -- Russian input ----------------------------------------------------------------------------


@pytest.mark.parametrize("text, cell", [("б3", (2, 1)), ("ц1", (0, 2)), ("с1", (0, 2)), ("3Ф", (2, 5)),
                                        ("а6", (5, 0)), ("Е 2", (1, 4)), ("b3", (2, 1)), ("2 3", (1, 2))])
def test_battle_reads_russian_columns(text, cell):
    assert parse_cell(text, 6, 6) == cell


@pytest.mark.parametrize("text, message", [
    ("в3", "«в3»: столбцы обозначаются буквами от a до f (по-русски а, б, ц, д, е, ф)"),   # в is not guessed
    ("и3", "«и3»: столбцы обозначаются буквами от a до f (по-русски а, б, ц, д, е, ф)"),   # nor и (b's key)
    ("г1", "«г1»: столбца g нет (столбцы от a до f)"),
    ("зз", "«зз» — не клетка: пишите как b3 (столбец, строка) или 2 3 (строка, столбец)"),
])
def test_battle_refuses_other_russian_columns(text, message):
    i18n.set_language("ru")
    with pytest.raises(InputFormatError) as e:
        parse_cell(text, 6, 6)
    assert str(e.value) == message


# -- the games played to the end in Russian, from a scripted terminal ---------------------------

def battle_typed(view, action):
    """A battle move as a Russian player types it: the letter called, the cell with a Russian column («б3»)."""
    if isinstance(action, Call):
        return action.letter
    r, c = action.cell
    return f"{COLUMN_LETTER['abcdef'[c]]}{r + 1}"


def battle_policy(view):
    """Call the letters of «кот» in turn; write each letter in the last empty cell."""
    if view.asked == "call":
        return Call("кот"[len(view.called) % 3])
    return view.legal_actions()[-1]


def test_a_battle_game_to_the_end_in_russian(battle_files):
    from wordgames.lexicon import Lexicon
    from wordgames.lexicon.overlay import UserWords
    lexicon = Lexicon.default(UserWords())
    typed, state, game = playout("battle", "Оля,greedy", 5, {"size": 4}, battle_policy, battle_typed, lexicon)
    code, text = run("battle", "play", "--players", "Оля,greedy", "--seed", "5", "--size", "4", "--no-user-words",
                     input="?\n" + typed[0] + "\n?\n" + "\n".join(typed[1:]) + "\n")
    lines = text.splitlines()
    assert code == 0, text[-2000:]
    assert "Напишите одну русскую букву, строчную или заглавную (ё — это е)." in lines
    assert "Напишите клетку, например b3 (столбец b, строка 3) или 2 3 (строка 2, столбец 3); столбец можно написать " \
           "и по-русски, как его называют в шахматах: а, б, ц (или с), д, е, ф — «б3». Пустая клетка — ·." \
        in " ".join(lines)                             # the help is wrapped to 80 columns
    assert "Оля, ваш черёд называть букву: какую? > к" in lines
    assert "ход 1/16: Оля называет букву К" in lines
    assert any(re.fullmatch(r"ход 2/16: greedy называет букву [А-ЯЁ]", line) for line in lines)
    assert any(re.fullmatch(r"Оля, куда записать [А-ЯЁ]\? > д4", line) for line in lines)
    assert "  0 очков пока; ход 1 из 16" not in lines and "  пока 0 очков; ход 1 из 16" in lines
    olya, bot = (s.total for s in state.scores)
    i18n.set_language("ru")
    assert f"Оля: {points(olya)}" in lines
    assert f"greedy: {points(bot)}" in lines
    top = max(olya, bot)
    winner = ("побеждают Оля и greedy, у каждого " if olya == bot else
              "побеждает Оля: " if olya > bot else "побеждает greedy: ") + points(top)
    assert lines[-1] == winner
    assert not any("попробуйте ещё раз" in line for line in lines)
    assert board_latin_words(text) == set()


def test_a_battle_result_with_a_tie_in_russian():
    from wordgames.battle.render import result_lines
    from wordgames.battle.score import CANONICAL, score_game
    from wordgames.battle.square import Square
    from wordgames.battle.words import scoring_words
    from wordgames.lexicon import Lexicon
    i18n.set_language("ru")
    words = scoring_words(Lexicon.from_words(["кот", "ток"]), False)
    squares = [Square(("кот",)), Square(("ток",)), Square(("т.к",))]
    assert result_lines(words, score_game(words, squares, CANONICAL), ["Оля", "Петя", "Вася"]) == [
        "", "Оля: 2 очка", "  К- О- Т-", "  → кот",
        "", "Петя: 2 очка", "  Т- О- К-", "  → ток",
        "", "Вася: 0 очков", "  т  ·  к",
        "", "пометки: - в засчитанном слове по горизонтали, | по вертикали, + и так и так,",
        "\\ / по диагонали, * в нескольких других; строчная буква — ни в одном", "засчитанном слове",
        "", "побеждают Оля и Петя, у каждого 2 очка"]
    i18n.set_language("en")
    assert result_lines(words, score_game(words, squares, CANONICAL), ["Оля", "Петя", "Вася"])[-1] == \
        "Оля and Петя win with 2 points"


def test_the_json_of_a_score_is_the_same_in_russian(battle_files):
    import json
    english = json.loads(run("battle", "score", "one.txt", "--dict", "words.txt", "--json", lang="en")[1])
    russian = json.loads(run("battle", "score", "one.txt", "--dict", "words.txt", "--json")[1])
    assert russian == english and russian["players"][0]["label"] == "player 1"
    shown = json.loads(run("battle", "show", "one.txt", "--dict", "words.txt", "--json")[1])
    assert shown[0]["label"] == "player 1"
