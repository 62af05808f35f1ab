"""The snake in Russian: show, continuations, check and the referee — real jobs with their exact Russian output
(read line by line for grammar), no Latin word in it, the English output unchanged, the plural forms, and a
whole-game record written in Russian words."""

import json
import re

import pytest

from tests.i18n_helpers import latin_words_of_job, FAIR, SNAKE, WORD_COMMANDS_LATIN, run
from wordgames import i18n
from wordgames.i18n import ngettext

RUSSIAN_JOBS = [
    # a file that cannot be read
    (("snake", "show", "missing.txt"), 2, "Ошибка: не удаётся прочитать «missing.txt»: нет такого файла или папки\n"),
    # snake check: the rule 6 warning and a refused request
    (("snake", "check", "домик", "--after", "раструб", "--diminutives", "warn"), 1,
     "отклонено: «домик»\n  правило 2: «домик» должно начинаться с последних букв правого слова «раструб»\n"
     "  предупреждение: «домик» — возможно, уменьшительная форма слова «дом» (правило 6 разрешает её, только если "
     "суффикс придаёт слову новый смысл)\n"
     "  предупреждение: слово «домик» есть только в Открытом корпусе, в словаре Ефремовой его нет: за столом его "
     "могут оспорить\n"),     # домик 4.09, opencorpora (ru_nouns.txt)
    (("snake", "check", "опера", "--first", "о", "--jokers", "1"), 2,
     "Ошибка: --jokers: позиция 1 («о») — не новая карточка слова «опера» (новые карточки — с 2 по 5)\n"),
    (("snake", "check", "опера"), 2, "Ошибка: укажите правое слово через --after, партию через --played или открытую букву через --first\n"),
    # snake show and continuations
    (("snake", "show", "snake.txt"), 0,
     "О П Е Р А           К А\n          С Т Р У Б\n\n"
     "  1. Оля: опера (первое, вправо)\n  2. Петя: раструб (вправо)\n  3. Оля: рубка (вправо)\n"
     "правое слово: «рубка»; крайняя левая буква: «о»\n"),
    (("snake", "continuations", "раструб", "--limit", "3"), 0,
     "«раструб»: 3266 слов-продолжений (3266 выкладываний); 3 самых привычных:\n"
     "  большинство      б+ОЛЬШИНСТВО   частота 5,07\n"
     "  бизнес           б+ИЗНЕС        частота 5,05\n"
     "  брат             б+РАТ          частота 5,00\n"),
    (("snake", "continuations", "торт", "--dict", "referee.txt"), 0,
     "«торт»: 1 слово-продолжение (1 выкладывание); 1 самое привычное:\n"
     "  ткань            т+КАНЬ         частота 0,00\n"),
    (("snake", "continuations", "тушь"), 1,
     "у слова «тушь» нет продолжения в словаре «ru_nouns» (74933 слова).\n"
     "Проверены все окончания: «ь», «шь», «ушь»; ни одно ещё не выложенное слово из четырёх и более букв не "
     "начинается ни с одного из них так, чтобы быть длиннее его.\n"),
    (("snake", "continuations", "раструб", "--cards", "ббббббббббб"), 2,
     "Ошибка: --cards: видно 11 карточек «б», а в наборе их только 10\n"),
    # snake referee: every broken rule by line, column and rule, then the score sheet
    (("snake", "referee", "broken.txt", "--dict", "referee.txt"), 1,
     "Нарушения правил (7):\n"
     "  строка 6, столбец 6: правило 1: «к1т»: цифра «1» на позиции 2 — не русская буква\n"
     "  строка 7, столбец 7: правило об очерёдности ходов: сейчас ход игрока Оля, а не игрока Петя\n"
     "  строка 7, столбец 7: правило о вопросе о продолжении: правого слова, о котором можно спросить, ещё нет\n"
     "  строка 8, столбец 6: правило об очерёдности ходов: сейчас ход игрока Петя, а не игрока Оля\n"
     "  строка 8, столбец 34: правило о передаче: в игре вдвоём карточки не передают\n"
     "  строка 11, столбец 7: правило о сбросе: ход игрока Оля кончается без сброса, обязательного после взятия\n"
     "  правило об оставшихся карточках: у игрока Оля остаётся 5 карточек, среди них б к н, а записано: а\n"
     "Счёт (2 слова):\n"
     "                                   Оля  Петя\n"
     "  слова                              7    15\n"
     "  премии за выход                    0     0\n"
     "  беспричинное недоверие             0     0\n"
     "  нелегальная передача информации    0     0\n"
     "  карточки на руках                 −1    −6\n"
     "  итого                              6     9\n"
     "Партия не окончена: запись обрывается, когда в складе 461 карточка.\n"
     "Петя ведёт с перевесом в 3 очка.\n"),
    (("snake", "referee", "fair.txt", "--dict", "referee.txt"), 0,
     "Все ходы сделаны по правилам.\n"
     "Примечания:\n"
     "  строка 9: «рубка» продолжает «раструб»: сторона игрока Оля штрафуется на 100 очков за беспричинное недоверие\n"
     "Счёт (2 слова):\n"
     "                                    Оля  Петя\n"
     "  слова                               7    15\n"
     "  премии за выход                     0     0\n"
     "  беспричинное недоверие           −100     0\n"
     "  нелегальная передача информации     0     0\n"
     "  карточки на руках                  −7    −8\n"
     "  итого                            −100     7\n"
     "Партия не окончена: запись обрывается, когда в складе 459 карточек.\n"
     "Петя ведёт с перевесом в 107 очков.\n"),
    (("snake", "referee", "four.txt", "--dict", "referee.txt"), 0,
     "Все ходы сделаны по правилам.\n"
     "Счёт (1 слово):\n"
     "                                   Оля и Коля  Петя и Маша\n"
     "  слова                                     7            0\n"
     "  премии за выход                         250            0\n"
     "  беспричинное недоверие                    0            0\n"
     "  нелегальная передача информации           0            0\n"
     "  карточки на руках                       −40          −80\n"
     "  итого                                   217          −80\n"
     "Вышли: Оля.\n"
     "Партия не окончена: запись обрывается, когда в складе 463 карточки.\n"
     "Оля и Коля ведут с перевесом в 297 очков.\n"),
    (("snake", "referee", "conceded.txt", "--dict", "referee.txt"), 1,
     "Нарушения правил (1):\n"
     "  строка 9, столбец 7: правило об окончании партии: партия окончена (игрок Оля не называет продолжения "
     "слова «ткань»: его сторона получает поражение в партии): дальше не играют\n"
     "Примечания:\n"
     "  строка 6: у слова «ткань» нет продолжения (правило 5); это выясняется только вопросом о продолжении\n"
     "Счёт (1 слово):\n"
     "                                   Оля  Петя\n"
     "  слова                             11     0\n"
     "  премии за выход                    0     0\n"
     "  беспричинное недоверие             0     0\n"
     "  нелегальная передача информации    0     0\n"
     "  карточки на руках                 −2    −5\n"
     "  итого                              9    −5\n"
     "Партия окончена: игрок Оля не называет продолжения слова «ткань»: его сторона получает поражение в партии.\n"
     "Петя побеждает: другая сторона проиграла на вопросе о продолжении.\n"),
    (("snake", "referee", "-", "--dict", "referee.txt"), 2,
     "Ошибка: <stdin>: запись партии начинается со строки «игроки: А, Б[, В, Г]» (или «players: …»)\n"),
]


@pytest.mark.parametrize("args, code, output", RUSSIAN_JOBS)
def test_real_jobs_in_russian(word_files, args, code, output):
    assert run(*args) == (code, output.format(files=word_files))


@pytest.mark.parametrize("args, code, output", RUSSIAN_JOBS)
def test_no_english_word_in_the_russian_output(word_files, args, code, output):
    assert latin_words_of_job(word_files, args) == set()


@pytest.mark.parametrize("args, code, output", [
    (("snake", "show", "missing.txt"), 2, "Error: cannot read 'missing.txt': No such file or directory\n"),
    (("snake", "show", "snake.txt"), 0,
     "О П Е Р А           К А\n          С Т Р У Б\n\n"
     "  1. Оля: опера (first-right)\n  2. Петя: раструб (right)\n  3. Оля: рубка (right)\n"
     "right word: «рубка»; leftmost letter: «о»\n"),
    (("snake", "continuations", "тушь"), 1,
     "«тушь» has no continuation in ru_nouns (74933 words).\nSearched every ending: «ь», «шь», «ушь»; no unplayed "
     "word of four or more letters begins with one of them and is longer.\n"),
    (("snake", "referee", "broken.txt", "--dict", "referee.txt"), 1,
     "Rules broken (7):\n"
     "  line 6, column 6: rule 1: 'к1т': digit '1' at position 2 is not a Russian letter\n"
     "  line 7, column 7: rule turn: it is Оля's turn, not Петя's\n"
     "  line 7, column 7: rule challenge: there is no right word to challenge yet\n"
     "  line 8, column 6: rule turn: it is Петя's turn, not Оля's\n"
     "  line 8, column 34: rule pass: there is no passing in the game of two\n"
     "  line 11, column 7: rule discard: Оля's turn ends without the discard that must follow taking\n"
     "  rule left: Оля is left with 5 cards including б к н, not а\n"
     "Score sheet (2 words):\n"
     "                       Оля  Петя\n"
     "  words                  7    15\n"
     "  going-out bonuses      0     0\n"
     "  unfounded distrust     0     0\n"
     "  illegal information    0     0\n"
     "  cards left in hand    −1    −6\n"
     "  total                  6     9\n"
     "The game is not over: the record stops with 461 cards in the stock.\n"
     "Петя leads by 3 points.\n"),
    (("snake", "referee", "four.txt", "--dict", "referee.txt"), 0,
     "Every move keeps the rules.\nScore sheet (1 word):\n"
     "                       Оля & Коля  Петя & Маша\n"
     "  words                         7            0\n"
     "  going-out bonuses           250            0\n"
     "  unfounded distrust            0            0\n"
     "  illegal information           0            0\n"
     "  cards left in hand          −40          −80\n"
     "  total                       217          −80\n"
     "Went out: Оля.\nThe game is not over: the record stops with 463 cards in the stock.\n"
     "Оля & Коля lead by 297 points.\n"),
])
def test_english_output_is_what_it_was(word_files, args, code, output):
    assert run(*args, lang="en") == (code, output.format(files=word_files))


@pytest.mark.parametrize("singular, plural, forms", [
    ("{n} continuation word", "{n} continuation words",
     ["1 слово-продолжение", "2 слова-продолжения", "5 слов-продолжений", "11 слов-продолжений",
      "21 слово-продолжение", "22 слова-продолжения", "111 слов-продолжений"]),
    ("Score sheet ({n} word):", "Score sheet ({n} words):",
     ["Счёт (1 слово):", "Счёт (2 слова):", "Счёт (5 слов):", "Счёт (11 слов):", "Счёт (21 слово):",
      "Счёт (22 слова):", "Счёт (111 слов):"]),
    ("{side} leads by {n} point.", "{side} leads by {n} points.",
     ["Оля ведёт с перевесом в 1 очко.", "Оля ведёт с перевесом в 2 очка.", "Оля ведёт с перевесом в 5 очков.",
      "Оля ведёт с перевесом в 11 очков.", "Оля ведёт с перевесом в 21 очко.", "Оля ведёт с перевесом в 22 очка.",
      "Оля ведёт с перевесом в 111 очков."]),
])
def test_plural_forms_of_the_word_commands(singular, plural, forms):
    i18n.set_language("ru")
    assert [ngettext(singular, plural, n).format(n=n, word="кот", side="Оля")
            for n in (1, 2, 5, 11, 21, 22, 111)] == forms


# -- a whole-game record in Russian words -------------------------------------------------------------------

@pytest.mark.parametrize("written, read", [
    ("взять б к", ("take", ("б", "к"))), ("взять", ("take", ())), ("сбросить ж", ("discard", ("ж",))),
    ("передать ?", ("give", (None,))), ("оставить", ("keep", ())), ("готово", ("done", ())),
    ("оспорить", ("challenge", ())), ("сдаться", ("concede", ())), ("спросить", ("ask", ())), ("да", ("yes", ())),
    ("нет", ("no", ())), ("ВЗЯТЬ а а", ("take", ("а", "а"))),
    ("take б к", ("take", ("б", "к"))), ("вопрос", ("lay", ())), ("сброс", ("lay", ())), ("пас", ("lay", ())),
])
def test_record_verbs_in_russian_beside_english(written, read):
    from wordgames.snake.wholegame_reader import parse_text
    item = parse_text(f"игроки: Оля, Петя\nОля: {written}\n").items[0]
    assert (item.verb, item.cards) == read            # a noun (вопрос, сброс) is a word laid, never a verb


def test_a_russian_record_is_the_same_game_as_the_english_one(word_files):
    russian = (FAIR.replace("players:", "игроки:").replace("rules:", "правила:").replace("deal ", "раздача ")
               .replace("start:", "начало:").replace("take ", "взять ").replace("discard ", "сбросить ")
               .replace("challenge", "оспорить").replace("name ", "назвать ").replace("done", "готово"))
    assert "take" not in russian and "players" not in russian
    (word_files / "russian.txt").write_text(russian, encoding="utf-8")
    ru = run("snake", "referee", "russian.txt", "--dict", "referee.txt")
    assert ru == run("snake", "referee", "fair.txt", "--dict", "referee.txt") and ru[0] == 0
    code, text = run("snake", "referee", "russian.txt", "--dict", "referee.txt", "--print-record")
    assert text.startswith("игроки: Оля, Петя\nправила: hand_size=6\nраздача Оля: перакн\n")
    assert "Оля: опера; взять б к; сбросить к\n" in text and "Петя: назвать рубка\n" in text
    code, text = run("snake", "referee", "russian.txt", "--dict", "referee.txt", "--print-record", lang="en")
    assert text.startswith("players: Оля, Петя\nrules: hand_size=6\ndeal Оля: перакн\n")
    assert "Оля: опера; take б к; discard к\n" in text and "Петя: name рубка\n" in text
    bad = word_files / "bad.txt"
    bad.write_text("игроки: Оля, Петя\nОля: сбросить а б\n", encoding="utf-8")
    assert run("snake", "referee", "bad.txt", "--dict", "referee.txt") == (
        2, f"Ошибка: bad.txt:2:6: «сбросить» называет 1 карточку, а найдено: 2\n")


def test_a_placement_record_in_russian_words(word_files):
    (word_files / "snake-ru.txt").write_text(SNAKE.replace("start:", "начало:") + "сброс: ж ш\n", encoding="utf-8")
    assert run("snake", "show", "snake-ru.txt") == run("snake", "show", "snake.txt")
    from wordgames.snake.record import parse_text
    assert parse_text("начало: о\nопера\nсброс: ж ш\n").discards == ("ж", "ш")


# a record with a reply out of its stage, a hand not dealt in the record, and Russian words throughout
STRAY = ("игроки: Оля, Петя\nправила: hand_size=6\nраздача Оля: перакн\nначало: о\n"
         "Оля: опера; да; взять б к; сбросить к\nПетя: готово; взять; сбросить ж\n")


@pytest.mark.parametrize("extra", [(), ("--print-record",), ("--json",)])
def test_the_referee_in_russian_writes_no_english_word(word_files, extra):
    """A reply out of its stage is named by its stage, not as «yes»; the note on hands not known names the
    Russian heading «осталось ИГРОК: …»; --print-record writes the Russian words (the rule options keep their
    names, as typed on the command line)."""
    (word_files / "stray.txt").write_text(STRAY, encoding="utf-8")
    code, text = run("snake", "referee", "stray.txt", "--dict", "referee.txt", *extra)
    assert code == 1
    if extra == ("--json",):
        data = json.loads(text)
        text = "\n".join([f["message"] for f in data["findings"]] + data["notes"] + [data["end"]])
    assert "«осталось ИГРОК: карточки»" in text and "«yes»" not in text
    text = re.sub(r"\b[a-z_]+=", "", text)                  # rule options by name: правила: hand_size=6
    assert set(re.findall(r"[A-Za-z_]{2,}", text)) - WORD_COMMANDS_LATIN == set()
