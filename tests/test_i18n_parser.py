"""click's own messages in Russian: a value of the wrong type, an option given a value it does not take, an option
without its value — each naming the command's help, as the English does, and no Latin word beside what is typed."""


import pytest

from tests.i18n_helpers import latin_words_of_job, run

RUSSIAN_JOBS = [
    # click's own messages name its number types in Russian too
    (("games", "yam", "advise", "23666", "--rolls-left", "x"), 2,
     "Ошибка: Недопустимое значение '--rolls-left': «x» — не целое число. (см. «wordgames games yam advise --help»)\n"),
    (("battle", "tournament", "--games", "2.5"), 2,
     "Ошибка: Недопустимое значение '--games': «2.5» — не целое число. (см. «wordgames battle tournament --help»)\n"),
    (("snake", "show", "."), 2,
     "Ошибка: Недопустимое значение 'ЗАПИСЬ': Файл «.» — это папка. (см. «wordgames snake show --help»)\n"),
    (("doublet", "--json=1", "кот", "кит"), 2,
     "Ошибка: Параметр «--json» не принимает значения. (см. «wordgames doublet --help»)\n"),
    (("doublet", "--min-zipf", "много", "кот", "кит"), 2,
     "Ошибка: Недопустимое значение '--min-zipf': «много» — не число. (см. «wordgames doublet --help»)\n"),
]


@pytest.mark.parametrize("args, code, output", RUSSIAN_JOBS)
def test_real_jobs_in_russian(word_files, args, code, output):
    assert run(*args) == (code, output.format(files=word_files))


@pytest.mark.parametrize("args, code, output", RUSSIAN_JOBS)
def test_no_english_word_in_the_russian_output(word_files, args, code, output):
    assert latin_words_of_job(word_files, args) == set()


@pytest.mark.parametrize("args, code, output", [
    (("games", "yam", "advise", "23666", "--rolls-left", "x"), 2,
     "Error: Invalid value for '--rolls-left': 'x' is not a valid integer range. "
     "(see 'wordgames games yam advise --help')\n"),
    (("doublet", "--min-zipf", "abc", "кот", "кит"), 2,
     "Error: Invalid value for '--min-zipf': 'abc' is not a valid float range. (see 'wordgames doublet --help')\n"),
    # the parser's own errors name the command's help too
    (("doublet", "кот", "кит", "--min-zipf"), 2,
     "Error: Option '--min-zipf' requires an argument. (see 'wordgames doublet --help')\n"),
    (("games", "yam", "play", "--seed"), 2,
     "Error: Option '--seed' requires an argument. (see 'wordgames games yam play --help')\n"),
])
def test_english_output_is_what_it_was(word_files, args, code, output):
    assert run(*args, lang="en") == (code, output.format(files=word_files))
