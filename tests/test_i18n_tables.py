"""The table games in Russian: «Гонки по вертикали», «Словесный бой» and its Color Lines cross.

Real jobs with their exact Russian output (hand-checked for grammar), no English word in it, English unchanged,
the Russian input each prompt takes, and each game played to the end in Russian from a scripted terminal: the
person's input is computed in advance from a library playout of the same seeded game (the person's seat played by
a fixed policy, the bot's seat by the same bot with the same seed), then typed the Russian way.
"""

import re

import pytest
from click.testing import CliRunner

from wordgames import i18n
from wordgames.battle.game import Call
from wordgames.battle.notation import parse_cell
from wordgames.battle.render import points
from wordgames.errors import InputFormatError
from wordgames.games.vertical.board import Board
from wordgames.games.vertical.cards import RUSSIAN_RANK_NAMES, Card, parse_card
from wordgames.games.vertical.presenter import outcome_sentence
from wordgames.games.vertical.notation import parse_move
from wordgames.games.vertical.rules import PASS, Outcome, Place
from wordgames.lines.rules import PASS as LINES_PASS, Shift, parse_move as parse_lines_move
from wordgames.registry import info
from wordgames.table.loop import play
from wordgames.table.seeds import seat_rng
from wordgames.table.sitting import new_session
from wordgames_cli.main import cli

WORDS = "бой\nкот\nбойкот\nбак\nад\nсад\n"

# Оля: → бойкот 5, ад 1, сад 2; ↓ бак 2 = 10.  Петя: → сад 2, кот 2, бой 2 = 6; the same twelve letters.
GAME = """\
# name: Оля
бойкот
ад....
к.сад.

# name: Петя
сад.ак
кот...
бойд..
"""

EXAMPLE = "БОЙКОТ\nАЛЕРХС\nКОПЕРА\nЖВЕСАД\nПОЧТАФ\nЫЯЬЬСЮ\n"   # the rule text's own square

NAMES = {"ru_nouns", "expert", "greedy", "search", "random", "wordgames"}   # dictionary and bot names
COMMAND_WORDS = {"moves", "hint", "undo", "scores", "quit", "save", "Ctrl", "seating", "words", "pass", "QH"}
"""English words a Russian screen may show: the commands one may type (and 'QH b3', the English card notation)."""


def latin_words(text):
    """Return the Latin words of a Russian transcript that are no command, bot or dictionary name."""
    return set(re.findall(r"[A-Za-z_]{2,}", text)) - NAMES - COMMAND_WORDS


@pytest.fixture
def files(tmp_path, monkeypatch):
    (tmp_path / "words.txt").write_text(WORDS, encoding="utf-8")
    (tmp_path / "game.txt").write_text(GAME, encoding="utf-8")
    (tmp_path / "example.txt").write_text(EXAMPLE, encoding="utf-8")
    (tmp_path / "one.txt").write_text("кот.\n", encoding="utf-8")
    (tmp_path / "bad.txt").write_text("ко%т\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)                     # file names in the output as typed
    monkeypatch.setenv("WORDGAMES_USER_WORDS", str(tmp_path / "user-words.txt"))
    monkeypatch.setenv("NO_COLOR", "1")
    return tmp_path


def run(*args, lang="ru", input=None):
    result = CliRunner().invoke(cli, ["--lang", lang, *args], input=input)
    return result.exit_code, result.output


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
     "  А+ Д- .  .  .  .\n"
     "  К| .  С- А- Д- .\n"
     "  → бойкот ад сад\n"
     "  ↓ бак\n"
     "\n"
     "Петя: 6 очков\n"
     "  С- А- Д- .  а  к\n"
     "  К- О- Т- .  .  .\n"
     "  Б- О- Й- д  .  .\n"
     "  → сад кот бой\n"
     "пометки: - в засчитанном слове по горизонтали, | по вертикали, + и так и так, \\ / по диагонали, "
     "* в нескольких других; строчная буква — ни в одном засчитанном слове\n"),
    (("battle", "score", "bad.txt"), 2,
     "Ошибка: bad.txt:1:3: непонятный знак «%» (ожидается буква или один из знаков . _ - * ? для пустой клетки)\n"),
    (("battle", "letters", "--count", "4", "--seed", "2"), 0, "С К Д П\n"),
    (("battle", "lines", "play", "--players", "expert", "--seed", "3", "--size", "4", "--no-user-words"), 0, None),
]


@pytest.mark.parametrize("args, code, output", [job for job in RUSSIAN_JOBS if job[2] is not None])
def test_real_jobs_in_russian(files, args, code, output):
    assert run(*args) == (code, output)


@pytest.mark.parametrize("args, code, output", RUSSIAN_JOBS)
def test_no_english_word_in_the_russian_output(files, args, code, output):
    status, text = run(*args)
    assert status == code
    for name in args:                               # the files named: the person's own words
        text = text.replace(name, "") if name.endswith(".txt") else text
    assert set(re.findall(r"[A-Za-z_]{2,}", text)) - NAMES == set()


def test_the_letters_table_writes_a_decimal_comma(files):
    code, text = run("battle", "letters", "--count", "3", "--seed", "2", "--table")
    lines = text.splitlines()
    assert code == 0 and lines[0] == "О 10,97 %" and lines[1] == "Е  8,49 %" and lines[-1] == "С К Д"


def test_the_lines_cross_ends_in_russian(files):
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
def test_english_output_is_what_it_was(files, args, code, output):
    status, text = run(*args, lang="en")
    assert status == code
    if output is not None:
        assert text == output
    else:
        assert text.splitlines()[0] == "О 10.97 %"


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


@pytest.mark.parametrize("n, russian", [(1, "1 очко"), (2, "2 очка"), (5, "5 очков"), (11, "11 очков"),
                                        (21, "21 очко"), (22, "22 очка"), (111, "111 очков")])
def test_battle_points_in_russian(n, russian):
    i18n.set_language("ru")
    assert points(n) == russian


@pytest.mark.parametrize("winner, far, pts, sentence", [
    ("red", (3, 1), (40, 12), "Партия окончена: побеждают красные, позиций финальной стороны 3 против 1, "
                              "очков 40 против 12."),
    ("black", (1, 2), (14, 27), "Партия окончена: побеждают чёрные, позиций финальной стороны 2 против 1, "
                                "очков 27 против 14."),
    (None, (2, 2), (25, 25), "Партия окончена: ничья, позиций финальной стороны 2 против 2, очков 25 против 25."),
])
def test_the_end_of_a_vertical_game_in_russian(winner, far, pts, sentence):
    i18n.set_language("ru")
    o = Outcome({"red": far[0], "black": far[1]}, {"red": pts[0], "black": pts[1]}, winner)
    assert outcome_sentence(o) == sentence
    if winner == "red":
        assert str(o) == "побеждают Красные: Красные 3 (40 очков), Чёрные 1 (12 очков)"


def test_vertical_outcome_in_english_is_what_it_was():
    o = Outcome({"red": 1, "black": 2}, {"red": 21, "black": 27}, "black")
    assert outcome_sentence(o) == "Game over: Black wins, far places 2 to 1, points 27 to 21."
    assert str(o) == "black wins: red 1 (21 points), black 2 (27 points)"


@pytest.mark.parametrize("cards, text", [(1, "Чёрная кучка 1: на руках 1 карта."), (3, "Чёрная кучка 1: на руках 3 карты."),
                                         (9, "Чёрная кучка 1: на руках 9 карт.")])
def test_cards_in_hand_counted_in_russian(cards, text):
    i18n.set_language("ru")
    assert i18n.ngettext("{hand} holds {n} card.", "{hand} holds {n} cards.", cards).format(
        hand="Чёрная кучка 1", n=cards) == text


# -- Russian input ----------------------------------------------------------------------------


def base_board():
    board = Board(9)
    for x, card in [(0, "QH"), (-1, "KS"), (1, "7C"), (2, "8D")]:
        board = board.with_card((x, 0), parse_card(card))
    return board


@pytest.mark.parametrize("text, move", [
    ("пас", PASS), ("ПАС", PASS), ("pass", PASS),
    # the base row K♠ Q♥ 7♣ 8♦ lies at x = -1 … 2: column a is x = -1
    ("Дч б2", Place(Card(12, "♥"), (0, 1))), ("10п ц3", Place(Card(10, "♠"), (1, 2))),
    ("Т трефы д2", Place(Card(14, "♣"), (2, 1))), ("д пики б3", Place(Card(12, "♠"), (0, 2))),
    ("Т трефы д2 х", None),                    # one word too many: refused, as 'QH b3 x' is
    ("Тт с2", Place(Card(14, "♣"), (1, 1))), ("Вб a2", Place(Card(11, "♦"), (-1, 1))),
])
def test_vertical_reads_russian_moves(text, move):
    if move is None:
        with pytest.raises(InputFormatError):
            parse_move(text, base_board())
    else:
        assert parse_move(text, base_board()) == move


def test_vertical_reads_a_first_card_with_its_suit_named():
    assert parse_move("Т трефы", Board(9)) == Place(Card(14, "♣"), (0, 0))
    with pytest.raises(InputFormatError):          # after the first card a place is needed
        parse_move("10 черви", Board(9).with_card((0, 0), parse_card("QS")))


@pytest.mark.parametrize("text, cell", [("10п влево", (-1, 0)), ("10п слева", (-1, 0)), ("10п вправо", (1, 0)),
                                        ("10п справа", (1, 0)), ("10п <", (-1, 0))])
def test_vertical_reads_left_and_right_in_russian(text, cell):
    board = Board(9).with_card((0, 0), parse_card("QH"))
    assert parse_move(text, board).cell == cell


@pytest.mark.parametrize("text, message", [
    ("п", "карта — это достоинство и масть, например «Дч» или «10♦», а не «п»"),       # a lone letter is no pass
    ("Дч в3", "место — это столбец a–d (или а, б, ц, д) и ряд 1–9, например «b3», а не «в3»"),
    ("Дч", "укажите, куда положить Д♥, например «Дч b3»"),
    ("Дя б2", "неизвестная масть в «Дя» (по-русски: ч, б, т или к, п — черви, бубны, трефы, пики — или ♥♦♣♠)"),
])
def test_vertical_refuses_what_it_cannot_read_in_russian(text, message):
    i18n.set_language("ru")
    with pytest.raises(InputFormatError) as e:
        parse_move(text, base_board())
    assert str(e.value) == message


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


@pytest.mark.parametrize("text, move", [("пас", LINES_PASS), ("пропуск", LINES_PASS), ("-", LINES_PASS),
                                        ("б3 д5", Shift((2, 1), (4, 3))), ("а1→ц3", Shift((0, 0), (2, 2)))])
def test_lines_reads_russian_moves(text, move):
    assert parse_lines_move(text, 6) == move


# -- the games played to the end in Russian, from a scripted terminal ---------------------------

SUIT_LETTER = {"♥": "ч", "♦": "б", "♣": "т", "♠": "п"}
COLUMN_LETTER = {"a": "а", "b": "б", "c": "ц", "d": "д", "e": "е", "f": "ф"}


class Recorder:
    """The person's seat in the library playout: a fixed policy, each choice written down as the person types it."""

    def __init__(self, game, policy, write):
        self.game, self.policy, self.write, self.typed = game, policy, write, []

    def choose(self, view):
        action = self.policy(view)
        if self.game.presenter().automatic(view) is None:   # what the table plays by itself is not typed
            self.typed.append(self.write(view, action))
        return action


def playout(name, players, seed, rules, policy, write, lexicon=None):
    """Return (the person's input, the final state) of a seeded game with seat 0 a person and seat 1 (if any) a bot."""
    entry = info(name)
    game, session = new_session(entry, players, rules=rules, seed=seed, lexicon=lexicon)
    person = Recorder(game, policy, write)
    seats = [person] + [game.make_bot(spec.bot, seat_rng(seed, k, 0), session.settings)
                        for k, spec in enumerate(session.seats) if k > 0]
    played = play(game, seats, seed=seed)
    return person.typed, played.state, game


def russian_card(card):
    return RUSSIAN_RANK_NAMES[card.rank] + SUIT_LETTER[card.suit]


def vertical_typed(view, action):
    """A vertical move as a Russian player types it: «Дч», «10п влево», «Тт б3»."""
    if action == PASS:
        return "пас"
    board = view.board
    if not board.placed:
        return russian_card(action.card)
    if not board.base_complete:
        side = "влево" if action.cell[0] < board.columns.start else "вправо"
        return f"{russian_card(action.card)} {side}"
    x, y = action.cell
    return f"{russian_card(action.card)} {'абцд'[x - board.columns.start]}{y + 1}"


def last_legal(view):
    return view.legal_actions()[-1]


def test_a_vertical_game_to_the_end_in_russian():
    typed, state, game = playout("vertical", "Оля,greedy", 4, None, last_legal, vertical_typed)
    code, text = run("games", "vertical", "play", "--players", "Оля,greedy", "--seed", "4",
                     input="?\n" + "\n".join(typed) + "\n")
    lines = text.splitlines()
    assert code == 0, text[-2000:]
    assert lines[0] == "Все карты сданы (колода: 36): Красная кучка 1 — 9, Чёрная кучка 1 — 9, " \
                       "Красная кучка 2 — 9, Чёрная кучка 2 — 9."
    assert lines[1] == "Рассадка: цвета чередуются за столом, ходят по часовой стрелке: Красная кучка 1 (Оля), " \
                       "Чёрная кучка 1 (greedy), Красная кучка 2 (Оля), Чёрная кучка 2 (greedy)."
    assert "(стол пуст: первая карта начинает основание)" in lines
    assert any(line.startswith("Красная кучка 1, ваши карты: ") for line in lines)
    assert "  рассадка кто где сидит и порядок ходов" in text and "  seating  то же, что «рассадка»" in text
    assert "В (валет), Д (дама), К (король), Т (туз)" in text and "(можно по-русски: а, б, ц, д)" in text
    assert "можно написать «влево» или «вправо»" in text and "пасует сама («пас»)" in text
    assert f"Красная кучка 1 (Оля): {typed[0][:-1]}{'♥♦♣♠'[['ч', 'б', 'т', 'п'].index(typed[0][-1])]}" in lines
    o = state.outcome()
    won, lost = (o.far["red"], o.far["black"]) if o.winner != "black" else (o.far["black"], o.far["red"])
    wp, lp = (o.points["red"], o.points["black"]) if o.winner != "black" else (o.points["black"], o.points["red"])
    verdict = {"red": "побеждают красные", "black": "побеждают чёрные", None: "ничья"}[o.winner]
    assert f"Партия окончена: {verdict}, позиций финальной стороны {won} против {lost}, очков {wp} против {lp}." in lines
    if o.winner is not None:
        assert lines[-1] == ("Победители: Оля." if o.winner == "red" else "Победители: greedy.")
    assert not any("попробуйте ещё раз" in line for line in lines)   # every typed move was read and legal
    assert latin_words(text) == set()


def test_a_vertical_refusal_in_russian():
    typed = "Дч\n6б влево\nКч вправо\n6ч\nquit\n"   # seed 1: Оля holds Д♥ and, in pile 2, 6♦, 6♥ but not К♥
    code, text = run("games", "vertical", "play", "--players", "Оля,greedy", "--seed", "1", input=typed)
    prompt = "Оля (Красная кучка 2), ваша карта и < или > (слева или справа от ряда) > "
    assert code == 130
    assert "Чёрная кучка 1 (greedy): К♠ <\nоснование:  < | К♠ | Д♥ | >\n" in text
    assert (prompt + "6б влево\n"
            "  правило 3: 6♦ примыкает только к карте противника К♠ и не старше её — попробуйте ещё раз\n"
            + prompt + "Кч вправо\n"
            "  правило (5): карты К♥ нет в руке «Красная кучка 2» — попробуйте ещё раз\n"
            "  правило 2: К♥ примыкала бы к Д♥ той же масти — попробуйте ещё раз\n"
            + prompt + "6ч\n"
            "  укажите, куда положить 6♥: «6ч <» или «6ч >» (слева или справа от ряда) — "
            "попробуйте ещё раз («?» — справка)\n") in text


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


def test_a_battle_game_to_the_end_in_russian(files):
    from wordgames.lexicon import Lexicon, UserWords
    lexicon = Lexicon.default(UserWords())
    typed, state, game = playout("battle", "Оля,greedy", 5, {"size": 4}, battle_policy, battle_typed, lexicon)
    code, text = run("battle", "play", "--players", "Оля,greedy", "--seed", "5", "--size", "4", "--no-user-words",
                     input="?\n" + typed[0] + "\n?\n" + "\n".join(typed[1:]) + "\n")
    lines = text.splitlines()
    assert code == 0, text[-2000:]
    assert "Напишите одну русскую букву, строчную или заглавную (ё — это е)." in lines
    assert "Напишите клетку, например b3 (столбец b, строка 3) или 2 3 (строка 2, столбец 3); столбец можно написать " \
           "и по-русски, как его называют в шахматах: а, б, ц (или с), д, е, ф — «б3». Пустая клетка — ·." in lines
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
    assert latin_words(text) == set()


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


def test_a_lines_game_to_the_end_in_russian(files):
    from wordgames.lexicon import Lexicon, UserWords
    lexicon = Lexicon.default(UserWords())
    typed, state, game = playout("lines", "Оля", 6, {"size": 4}, lines_policy, lines_typed, lexicon)
    code, text = run("battle", "lines", "play", "--players", "Оля", "--seed", "6", "--size", "4", "--no-user-words",
                     input="?\nслова\n" + "\n".join(typed) + "\n")
    lines = text.splitlines()
    assert code == 0, text[-2000:]
    assert "Оля, переставьте букву (откуда и куда, например b3 d5) или «пас» > пас" in lines
    assert "  слова    исчезнувшие слова и очки" in lines and "  words    то же, что «слова»" in lines
    assert any("«пас», «пропуск», «pass» или «-» — ничего не переставлять" in line for line in lines)
    assert any(line.startswith("  можно: пас, ") for line in lines)
    assert any(line.startswith("Оля, переставьте букву (откуда и куда, например b3 d5) или «пас» > "
                               "  слов пока нет; очков 0") or line == "  слов пока нет; очков 0" for line in lines)
    assert any(re.fullmatch(r"  следующие: [А-ЯЁ ]+    очки: \d+    ход: \d+", line) for line in lines)
    assert f"Партия окончена после {russian_count(state.turn, 'хода', 'ходов', 'ходов')}, поле заполнено: " \
           f"{russian_count(state.score, 'очко', 'очка', 'очков')}, " \
           f"{russian_count(len(state.words), 'слово', 'слова', 'слов')}" in lines
    if state.words:
        assert lines[-1] == "слова: " + " ".join(state.words)
    assert not any("попробуйте ещё раз" in line for line in lines)
    assert latin_words(text) == set()


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
        "", "Вася: 0 очков", "  т  .  к",
        "", "побеждают Оля и Петя, у каждого 2 очка"]
    i18n.set_language("en")
    assert result_lines(words, score_game(words, squares, CANONICAL), ["Оля", "Петя", "Вася"])[-1] == \
        "Оля and Петя win with 2 points"


def test_the_words_so_far_in_russian():
    from wordgames.lines.game import words_so_far

    class View:
        words, score = ("кот", "ток"), 4
    i18n.set_language("ru")
    assert words_so_far(View()) == "  слов: 2, очков: 4 — кот ток"
    i18n.set_language("en")
    assert words_so_far(View()) == "  2 words, score 4: кот ток"


def test_the_json_of_a_score_is_the_same_in_russian(files):
    import json
    english = json.loads(run("battle", "score", "one.txt", "--dict", "words.txt", "--json", lang="en")[1])
    russian = json.loads(run("battle", "score", "one.txt", "--dict", "words.txt", "--json")[1])
    assert russian == english and russian["players"][0]["label"] == "player 1"
    shown = json.loads(run("battle", "show", "one.txt", "--dict", "words.txt", "--json")[1])
    assert shown[0]["label"] == "player 1"
