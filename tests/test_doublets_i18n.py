"""Doublets in Russian: a chain solved and verified, the reasons there is no chain, --stats, --puzzle, --all and
--batch — real jobs with their exact Russian output (read line by line for grammar), no Latin word in it, the English
output unchanged, the plural forms, and the stable JSON codes beside translated reasons."""

import json

import pytest
from click.testing import CliRunner

from tests.i18n_helpers import latin_words_of_job, run
from wordgames import i18n
from wordgames.i18n import ngettext
from wordgames_cli.main import cli

RUSSIAN_JOBS = [
    # doublet --verify: a bad chain, every fault by the word's place and the rule's number (rules 2 and 3)
    (("doublet", "--verify", "бант", "рант", "раса", "рант", "ранк", "--links", "роса"), 1,
     "слово 3 «раса»: меняет 2 буквы слова «рант» (на местах 3, 4); правило 2 разрешает заменить только одну\n"
     "слово 4 «рант»: меняет 2 буквы слова «раса» (на местах 3, 4); правило 2 разрешает заменить только одну\n"
     "слово 4 «рант»: повторяет слово 2; правило 3: ни одно слово не должно встречаться дважды\n"
     "слово 5 «ранк»: слова «ранк» нет ни в Открытом корпусе, ни в словаре Ефремовой\n"
     "меченого звена «роса» нет среди звеньев; правило 3: меченые звенья вставляются в цепочку в том порядке, "
     "в каком они заданы\n"
     "Ошибка: в цепочке 5 ошибок\n"),
    (("doublet", "--verify", "бант", "рант", "ранты"), 1,
     "слово 3 «ранты»: в нём 5 букв, а в слове «рант» перед ним — 4; по правилу 2 каждая буква остаётся на своём месте\n"
     "слово 3 «ранты»: «ранты» — множественное число слова «рант»; в словаре Ефремовой его нет\n"
     "Ошибка: в цепочке 2 ошибки\n"),
    (("doublet", "--verify", "бант", "рант", "рана", "раса", "роса", "коса", "--links", "роса,рана"), 1,
     "слово 3 «рана»: меченое звено стоит раньше, чем «роса» (слово 5); правило 3: меченые звенья — в заданном порядке\n"
     "Ошибка: в цепочке 1 ошибка\n"),
    (("doublet", "--verify", "бант"), 1,
     "в цепочке должны быть хотя бы оба слова дублета, а дано 1 слово\nОшибка: в цепочке 1 ошибка\n"),
    # Vanity Fair: the text's own example, five links where four will do: 7 marks of 8
    (("doublet", "--verify", "бант", "кант", "рант", "рана", "раса", "роса", "коса"), 0,
     "цепочка верна: 5 звеньев; наименьшее возможное число звеньев — 4 (словарь «ru_nouns»)\n"
     "оценка: 7 очков из 8 («Ярмарка тщеславия», 1 лишнее звено)\n"),
    (("doublet", "--verify", "бант", "кант", "рант", "рана", "раса", "роса", "коса", "--score", "new"), 0,
     "цепочка верна: 5 звеньев; наименьшее возможное число звеньев — 4 (словарь «ru_nouns»)\n"
     "оценка: 12 очков из 16 (новый метод, 1 лишнее звено)\n"),
    (("doublet", "бант", "рана", "коса"), 0,
     "БАНТ\nрант   1: б→р\nрана   4: т→а  (меченое звено)\nраса   3: н→с\nроса   2: а→о\nКОСА   1: р→к\n"
     "4 звена; словарь «ru_nouns», 2015 слов из 4 букв\n"),
    # the reasons there is no chain
    (("doublet", "кот", "дом", "--dict", "tiny.txt"), 1,
     "Ошибка: цепочки от «кот» до «дом» нет: эти слова лежат в разных связных группах среди 6 слов из 3 букв словаря "
     "«tiny.txt»: «кот» — в группе из 5 слов (кип, кит, коп, кот, сип), «дом» стоит особняком (ни одно слово "
     "списка не отличается от него одной буквой)\n"),
    (("doublet", "кот", "котик"), 1,
     "Ошибка: цепочки нет: дублет — это два слова из одинакового числа букв (в «кот» — 3, в «котик» — 5)\n"),
    (("doublet", "бант", "коса", "бант"), 1,
     "Ошибка: цепочки нет: слово «бант» задано дважды (слова 1 и 3); правило 3: ни одно слово не должно "
     "встречаться в цепочке дважды\n"),
    (("doublet", "кот", "кот", "--dict", "tiny.txt"), 1,
     "Ошибка: цепочки нет: оба слова дублета одинаковы; правило 3: ни одно слово не должно встречаться в цепочке "
     "дважды\n"),
    # --stats, --puzzle, --all, --batch
    (("doublet", "--stats", "--length", "3", "--dict", "tiny.txt"), 0,
     "слов из 3 букв в словаре «tiny.txt»: 6\n"
     "связей между ними (пар слов, различающихся одной буквой): 5\n"
     "связных групп: 2; в самой большой 5 слов\n"
     "одиночных слов: 1 (дом)\n"
     "самая длинная из кратчайших цепочек в самой большой группе: 2 звена, КОТ → СИП\n"
     "  КОТ кит кип СИП\n"),
    (("doublet", "--puzzle", "--length", "4", "--count", "3", "--seed", "1", "--answers", "--all-words"), 0,
     "3 дублета из 4 букв, звеньев: 5–7 (зерно 1, словарь «ru_nouns»):\n"
     "МЕРА → ДОЛЯ  (6 звеньев, трудность 4):  МЕРА сера серь сель соль роль роля ДОЛЯ  "
     "(и ещё 5 кратчайших цепочек)\n"
     "РЕКА → ЗОНД  (5 звеньев, трудность 4):  РЕКА рука бука буна бона зона ЗОНД  (и ещё 1 кратчайшая цепочка)\n"
     "ТИГР → КОЖА  (7 звеньев, трудность 5):  ТИГР титр литр ливр лавр лава лажа ложа КОЖА\n"),
    (("doublet", "--all", "рак", "суп", "--cap", "3", "--all-words"), 0,
     "2 кратчайшие цепочки в 2 звена; первые по алфавиту (2):\n   1  РАК сак сап СУП\n   2  РАК сак сук СУП\n"
     "самая привычная:\nРАК\nсак   1: р→с\nсук   2: а→у\nСУП   3: к→п\n2 звена; словарь «ru_nouns», 567 слов из 3 букв\n"),
    (("doublet", "--count", "3", "кот", "кит"), 2, "Ошибка: --count используется с --puzzle, а не с решением одного дублета\n"),
    (("doublet", "--all", "кот", "кип", "--cap", "1", "--dict", "tiny.txt"), 0,
     "2 кратчайшие цепочки в 1 звено; первые по алфавиту (1):\n   1  КОТ кит КИП\n"
     "самая привычная:\nКОТ\nкит   2: о→и\nКИП   3: т→п\n1 звено; словарь «tiny.txt», 6 слов из 3 букв\n"),
    # a file that cannot be read
    (("doublet", "--batch", "missing.txt"), 2,
     "Ошибка: не удаётся прочитать файл дублетов «missing.txt»: нет такого файла или папки\n"),
]


@pytest.mark.parametrize("args, code, output", RUSSIAN_JOBS)
def test_real_jobs_in_russian(word_files, args, code, output):
    assert run(*args) == (code, output.format(files=word_files))


@pytest.mark.parametrize("args, code, output", RUSSIAN_JOBS)
def test_no_english_word_in_the_russian_output(word_files, args, code, output):
    assert latin_words_of_job(word_files, args) == set()


@pytest.mark.parametrize("args, code, output", [
    (("doublet", "--verify", "бант", "рант", "раса", "рант", "ранк", "--links", "роса"), 1,
     "word 3 «раса»: changes 2 letters of «рант» (at places 3, 4); rule 2 allows one\n"
     "word 4 «рант»: changes 2 letters of «раса» (at places 3, 4); rule 2 allows one\n"
     "word 4 «рант»: already appears as word 2; rule 3: no word may appear twice\n"
     "word 5 «ранк»: «ранк» is in neither OpenCorpora nor Efremova's dictionary\n"
     "the marked link «роса» is not among the links; rule 3: marked links must be in the chain in the given order\n"
     "Error: the chain has 5 faults\n"),
    (("doublet", "--verify", "бант", "кант", "рант", "рана", "раса", "роса", "коса"), 0,
     "valid chain: 5 links; the fewest possible is 4 (dictionary 'ru_nouns')\n"
     "score: 7 of 8 (Vanity Fair, 1 extra link)\n"),
    (("doublet", "кот", "дом", "--dict", "tiny.txt"), 1,
     "Error: no chain from «кот» to «дом»: they lie in different connected groups of the 6 words of 3 letters in "
     "'tiny.txt': «кот» is in a group of 5 words (кип, кит, коп, кот, сип), «дом» is alone (no word of the list "
     "differs from it in one letter)\n"),
    (("doublet", "--stats", "--length", "3", "--dict", "tiny.txt"), 0,
     "words of 3 letters in 'tiny.txt': 6\nlinks between them (pairs one letter apart): 5\n"
     "connected groups: 2; the largest has 5 words\nisolated words: 1 (дом)\n"
     "longest shortest chain in the largest group: 2 links, КОТ → СИП\n  КОТ кит кип СИП\n"),
    (("doublet", "--puzzle", "--length", "4", "--count", "1", "--seed", "1", "--all-words"), 0,
     "1 doublet of 4 letters, 5-7 links (seed 1, dictionary 'ru_nouns'):\nМЕРА → ДОЛЯ  (6 links, grade 4)\n"),
    (("doublet", "--count", "3", "кот", "кит"), 2, "Error: --count goes with --puzzle, not with solving one doublet\n"),
])
def test_english_output_is_what_it_was(word_files, args, code, output):
    assert run(*args, lang="en") == (code, output.format(files=word_files))


@pytest.mark.parametrize("singular, plural, forms", [
    ("{n} link", "{n} links", ["1 звено", "2 звена", "5 звеньев", "11 звеньев", "21 звено", "22 звена", "111 звеньев"]),
    ("{n} extra link", "{n} extra links", ["1 лишнее звено", "2 лишних звена", "5 лишних звеньев", "11 лишних звеньев",
                                           "21 лишнее звено", "22 лишних звена", "111 лишних звеньев"]),
    ("the chain has {n} fault", "the chain has {n} faults",
     ["в цепочке 1 ошибка", "в цепочке 2 ошибки", "в цепочке 5 ошибок", "в цепочке 11 ошибок", "в цепочке 21 ошибка",
      "в цепочке 22 ошибки", "в цепочке 111 ошибок"]),
    ("«{word}» is in a group of {n} word", "«{word}» is in a group of {n} words",
     ["«кот» — в группе из 1 слова", "«кот» — в группе из 2 слов", "«кот» — в группе из 5 слов",
      "«кот» — в группе из 11 слов", "«кот» — в группе из 21 слова", "«кот» — в группе из 22 слов",
      "«кот» — в группе из 111 слов"]),
])
def test_plural_forms_of_the_word_commands(singular, plural, forms):
    i18n.set_language("ru")
    assert [ngettext(singular, plural, n).format(n=n, word="кот", side="Оля")
            for n in (1, 2, 5, 11, 21, 22, 111)] == forms


def test_json_keeps_its_keys_and_adds_stable_codes_beside_translated_reasons(word_files):
    code, text = run("doublet", "--verify", "бант", "рант", "раса", "рант", "ранк", "--links", "роса", "--json")
    data = json.loads(text[:text.rindex("}") + 1])
    assert code == 1 and set(data) == {"valid", "chain", "marked", "faults"}
    assert [(f["rule"], f["code"]) for f in data["faults"]] == [
        ("2", "letters"), ("2", "letters"), ("3", "repeat"), ("dictionary", "dictionary"), ("3", "marked-missing")]
    assert data["faults"][0]["message"] == "меняет 2 буквы слова «рант» (на местах 3, 4); правило 2 разрешает заменить " \
                                           "только одну"
    result = CliRunner().invoke(cli, ["--lang", "ru", "doublet", "--batch", "-", "--json", "--dict", "tiny.txt"],
                                input="кот кип\nкот\nкот дом\nкот мост\nкот кот\nкот кыш\n")
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    assert [line.get("code") for line in lines] == [None, "input", "no-chain-groups", "no-chain-lengths",
                                                    "no-chain-repeat", "unknown-word"]
    sheets = [json.loads(run("snake", "referee", name, "--json", "--dict", "referee.txt")[1])
              for name in ("broken.txt", "four.txt", "conceded.txt")]
    assert [s["end_code"] for s in sheets] == ["record-stops", "record-stops", "challenge"]
    assert [s["note_codes"] for s in sheets] == [[], [], ["dead-end"]]
    fair = json.loads(run("snake", "referee", "fair.txt", "--json", "--dict", "referee.txt")[1])
    assert fair["note_codes"] == ["distrust"] and fair["notes"][0].startswith("строка 9: «рубка» продолжает «раструб»")
    assert sheets[2]["end"] == "игрок Оля не называет продолжения слова «ткань»: его сторона получает поражение в партии"
    assert [f["rule"] for f in sheets[0]["findings"]] == ["1", "turn", "challenge", "turn", "pass", "discard", "left"]
