"""Змейка's rule 6: diminutives and augmentatives are refused, with their base; words of their own are not.

Every expected verdict below was decided by hand, from what the words mean (a dictionary's senses), not
from the code: a diminutive or augmentative names a smaller or bigger (or fonder) X; a word whose suffix
gives it a sense of its own (the text's голенище; ножка of a table; ручка to write with), a young animal
(котёнок), or a word only spelt like a suffixed one (арка, кошка, хлорка) is allowed.
"""

import json

import pytest
from click.testing import CliRunner

from wordgames.errors import InputFormatError
from wordgames.lexicon import Lexicon
from wordgames.lexicon.diminutives import (AUGMENTATIVE, DIMINUTIVE, NONE, diminutive, exceptions,
                                           read_exceptions, rule6_lexicon, without_diminutives)
from wordgames.snake.check import judge_request
from wordgames_cli.main import cli

D, A = DIMINUTIVE, AUGMENTATIVE


@pytest.fixture(scope="module")
def lex():
    return Lexicon.default().without_user_words()


REFUSED = [
    ("домик", D, "дом"), ("котик", D, "кот"), ("столик", D, "стол"), ("сапожок", D, "сапог"),
    ("носик", D, "нос"), ("садик", D, "сад"), ("мячик", D, "мяч"), ("ключик", D, "ключ"),
    ("шарик", D, "шар"), ("листик", D, "лист"), ("ёжик", D, "еж"), ("мостик", D, "мост"),
    ("книжка", D, "книга"), ("рыбка", D, "рыба"), ("птичка", D, "птица"), ("собачка", D, "собака"),
    ("мамочка", D, "мама"), ("сестрёнка", D, "сестра"), ("дочка", D, "дочь"), ("сынок", D, "сын"),
    ("городок", D, "город"), ("дождик", D, "дождь"), ("огонёк", D, "огонь"), ("денёк", D, "день"),
    ("кусочек", D, "кусок"), ("пальчик", D, "палец"), ("солнышко", D, "солнце"), ("ушко", D, "ухо"),
    ("яблочко", D, "яблоко"), ("словечко", D, "слово"), ("сердечко", D, "сердце"), ("пёрышко", D, "перо"),
    ("зёрнышко", D, "зерно"), ("ёлочка", D, "елка"), ("речка", D, "река"), ("бочонок", D, "бочка"),
    ("лошадка", D, "лошадь"), ("цветочек", D, "цветок"), ("мешочек", D, "мешок"), ("платочек", D, "платок"),
    ("бумажка", D, "бумага"), ("пирожок", D, "пирог"), ("лесок", D, "лес"),
    ("домище", A, "дом"), ("сапожище", A, "сапог"), ("ручища", A, "рука"), ("дружище", A, "друг"),
    ("голосище", A, "голос"), ("носище", A, "нос"), ("котище", A, "кот"),
    # a й before the suffix (двоечка ← двойка), and words of the seeded samples of bench_diminutives.py
    ("двоечка", D, "двойка"), ("ручеёк", D, "ручей"), ("копеечка", D, "копейка"), ("скамеечка", D, "скамейка"),
    ("чаёк", D, "чай"), ("уголёк", D, "уголь"), ("носочек", D, "носок"), ("грязища", A, "грязь"),
    ("тросик", D, "трос"), ("деревцо", D, "дерево"), ("папенька", D, "папа"), ("работка", D, "работа"),
    ("пятнышко", D, "пятно"), ("комодик", D, "комод"), ("арбузище", A, "арбуз"), ("младенчик", D, "младенец"),
    # -ец on an inanimate noun, and a soft sign before the suffix (стульчик ← стул, кастрюлька ← кастрюля)
    ("морозец", D, "мороз"), ("рассказец", D, "рассказ"), ("секретец", D, "секрет"), ("стульчик", D, "стул"),
    ("зеркальце", D, "зеркало"), ("кастрюлька", D, "кастрюля"), ("неделька", D, "неделя"),
    ("яблонька", D, "яблоня"), ("журнальчик", D, "журнал"), ("пружинка", D, "пружина"), ("рюмочка", D, "рюмка"),
]

ALLOWED = [
    "голенище",      # the text's own example: the upper of a boot
    "ножка",         # the leg of a table, the stem of a glass
    "ручка",         # a pen, a door handle
    "котёнок", "утёнок", "медвежонок", "цыплёнок", "гусёнок", "слонёнок", "ребёнок",   # the young, not small
    "арка", "кошка", "хлорка", "точка", "тачка", "сказка", "полка", "бочка", "булка", "шапка",  # only look so
    "ёлка", "печка", "нитка",        # the same thing as ель, печь, нить, not a smaller one
    "бабочка", "бабушка", "девочка", "девушка", "дедушка", "внучка", "мужик",      # words of their own
    "ложка", "водка", "страница", "цветок", "справка", "записка", "площадка", "кубик", "носок", "конёк",
    "мышка", "блинчик",
    "картина", "машина", "малина", "пружина",  # -ина is no augmentative here
    "кот", "дом", "опера", "рука", "нога", "река", "доска", "щука",
    # from the seeded samples: senses of their own, nouns of a verb, a «base» that is no noun
    "стенка", "кружок", "язычок", "тушёнка", "глажка", "сменка", "боёк", "раёк",
    "отличник", "отличница", "горница", "плошка", "колотушка", "форточка", "черпалка",
    "холодец", "крыльцо", "долька", "стелька", "полька", "топорище", "коронка", "черепок",
    "абхазец", "правдолюбец", "образец", "дворец", "хлопец", "украинец",    # -ец of people, of short roots
]


def test_the_table_holds_sixty_words_both_ways():
    assert len(REFUSED) + len(ALLOWED) >= 60 and len(REFUSED) >= 30 and len(ALLOWED) >= 30


@pytest.mark.parametrize("word, kind, base", REFUSED)
def test_refused_with_its_base(lex, word, kind, base):
    assert word in lex
    found = diminutive(lex, word)
    assert (found.kind, found.base) == (kind, base)


@pytest.mark.parametrize("word", ALLOWED)
def test_allowed(lex, word):
    assert word in lex
    assert diminutive(lex, word) is None


@pytest.mark.parametrize("words, frequencies, word, expected", [
    # the morphology: gender (голень is feminine, голенище neuter; хлор masculine, хлорка feminine)
    (["голень", "голенище"], None, "голенище", None),
    (["хлор", "хлорка"], None, "хлорка", None),
    (["сапог", "сапожище"], None, "сапожище", (A, "сапог")),          # both masculine: an augmentative
    # animacy: кошка is an animal, кош (a camp) is not
    (["кош", "кошка"], None, "кошка", None),
    # the young of an animal
    (["кот", "котёнок"], None, "котёнок", None),
    (["бок", "бочонок"], None, "бочонок", (D, "бок")),  # the shape alone is fooled: the list names бочка
    # the frequency: a word used about as often as its base is a word of its own
    (["ель", "ёлка"], {"ель": 3.5, "ёлка": 3.56}, "ёлка", None),
    (["ель", "ёлка"], {"ель": 4.5, "ёлка": 3.0}, "ёлка", (D, "ель")),
    (["дом", "домик"], {"дом": 5.51, "домик": 4.09}, "домик", (D, "дом")),
    (["дом", "домик"], {"дом": 4.3, "домик": 4.09}, "домик", None),
    # a й before the suffix: ручеёк ← ручей, двоечка ← двойка
    (["ручей", "ручеёк"], None, "ручеёк", (D, "ручей")),
    (["двойка", "двоечка"], None, "двоечка", (D, "двойка")),
    # -ец keeps an inanimate noun's diminutive, not a person (абхазец) nor a word of a short root (зубец)
    (["мороз", "морозец"], None, "морозец", (D, "мороз")),
    (["абхаз", "абхазец"], None, "абхазец", None),
    (["зуб", "зубец"], None, "зубец", None),
    # a soft sign before the suffix: ходулька ← ходуля, стульчик ← стул
    (["ходуля", "ходулька"], None, "ходулька", (D, "ходуля")),
    (["стул", "стульчик"], None, "стульчик", (D, "стул")),
    # a «base» the morphology knows, but not as a noun: отличник is not from «отлично»
    (["отлично", "отличник"], None, "отличник", None),
    # the shape: no noun of the lexicon under the suffix
    (["домик"], None, "домик", None),
])
def test_the_evidence_without_the_reviewed_list(words, frequencies, word, expected):
    found = diminutive(Lexicon.from_words(words, frequencies=frequencies), word, NONE)
    assert (None if found is None else (found.kind, found.base)) == expected


def test_the_reviewed_list_names_words_and_bases_of_the_shipped_lexicon(lex):
    listed = exceptions()
    assert len(listed.own) >= 50 and len(listed.listed) >= 30
    assert not listed.own & set(listed.listed)
    for word in listed.own:
        assert word in lex, word
    for word, (kind, base) in listed.listed.items():
        assert word in lex and base in lex and kind in (D, A), word


@pytest.mark.parametrize("text, error", [
    ("own", "diminutives.txt, line 1: 'own'"),
    ("# fine\nsmall домик дом", "diminutives.txt, line 2: 'small домик дом'"),
])
def test_a_damaged_list_line_is_named(text, error):
    with pytest.raises(ValueError, match=error):
        read_exceptions(text)


# -- Змейка: refused by default, warned with diminutives=warn --------------------------------------------


def faults(verdict):
    return [(f.rule, f.message, f.code) for f in verdict.faults]


@pytest.mark.parametrize("mode, word, after, expected, warnings", [
    ("refuse", "домик", "ладом", [("6", "«домик» is a diminutive of «дом»", "diminutive")], []),
    ("refuse", "сапожище", "компас", [("6", "«сапожище» is an augmentative of «сапог»", "augmentative")], []),
    ("refuse", "голенище", "танго", [], ["«голенище» is rare (Zipf 1.72; a familiar word has 3 or more): a table may "
                                         "dispute it"]),           # the referee's note on a word not familiar
    ("refuse", "ножка", "вино", [], []),
    ("warn", "домик", "ладом", [], ["«домик» may be a diminutive of «дом» (rule 6 allows it only if the suffix "
                                    "gives a new meaning)",
                                    "«домик» is only in OpenCorpora, not in Efremova's dictionary: a table may dispute it"]),
    ("warn", "ножка", "вино", [], []),
])
def test_placements(lex, mode, word, after, expected, warnings):
    verdict = judge_request(rule6_lexicon(lex, mode), word, after=after)
    assert faults(verdict) == expected and list(verdict.warnings) == warnings


def test_the_refusing_lexicon_is_built_once_and_agrees_with_its_verdicts(lex):
    refusing = without_diminutives(lex)
    assert without_diminutives(lex) is refusing and rule6_lexicon(lex) is refusing
    assert rule6_lexicon(lex, "warn") is lex
    assert "домик" not in refusing and "ножка" in refusing and "дом" in refusing
    assert "домик" not in refusing.with_prefix("доми") and "домик" not in set(refusing.iter_prefix("доми"))
    assert not refusing.explain("домик").accepted and refusing.explain("ножка").accepted
    assert refusing.explain("домик").lemma == "дом"
    with pytest.raises(InputFormatError, match="diminutives: one of refuse, warn, not 'maybe'"):
        rule6_lexicon(lex, "maybe")


def test_the_users_own_addition_stays_in():
    from wordgames.lexicon.overlay import UserWords
    plain = Lexicon.from_words(["дом", "домик"])
    assert "домик" not in without_diminutives(plain)
    added = plain.with_user_words(UserWords(added={"домик": "our table allows it"}))
    assert "домик" in without_diminutives(added) and without_diminutives(added).explain("домик").accepted


def test_the_game_never_offers_a_diminutive_unless_only_warned():
    from wordgames.snake.game import SnakeGame
    from wordgames.snake.actions import Draw
    words = Lexicon.from_words(["дом", "домик", "доска", "ножка", "нога", "кино", "окно"])
    for mode, offered in (("refuse", ["доска"]), ("warn", ["домик", "доска"])):
        game = SnakeGame({"hand_size": 6, "diminutives": mode}, 2, words)
        s = game.new_initial_state()
        for card in "овмвивквсвав" + "д":        # dealt round the table (омикса to seat 1), then the face-up card
            s = s.apply(Draw(card))
        laid = sorted(game.presenter().format_action(s, a) for a in s.legal_actions() if a.__class__.__name__ == "Lay")
        assert laid == sorted(offered), mode
        assert game.rules_dict()["diminutives"] == mode
    with pytest.raises(InputFormatError):
        SnakeGame({"diminutives": "maybe"}, 2, words)


def test_a_named_continuation_that_is_a_diminutive_is_refused(lex):
    from wordgames.snake.challenge import claim_faults
    from wordgames.snake.record import snake_after
    snake = snake_after("ладом", [])
    assert claim_faults(without_diminutives(lex), snake, "домик") == ["rule 6: «домик» is a diminutive of «дом»"]
    assert claim_faults(lex, snake, "домик") == []


def run(*args):
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def test_the_command_line_in_english_russian_and_json():
    r = run("snake", "check", "домик", "--after", "ладом", "--no-user-words")
    assert r.exit_code == 1 and r.output == "rejected: «домик»\n  rule 6: «домик» is a diminutive of «дом»\n"
    r = run("--lang", "ru", "snake", "check", "сапожище", "--after", "компас", "--no-user-words")
    assert r.exit_code == 1 and "правило 6: «сапожище» — увеличительное от «сапог»" in r.output
    r = run("--lang", "ru", "snake", "check", "домик", "--after", "ладом", "--no-user-words")
    assert "правило 6: «домик» — уменьшительное от «дом»" in r.output
    data = json.loads(run("snake", "check", "домик", "--after", "ладом", "--json", "--no-user-words").output)
    assert data["faults"] == [{"rule": "6", "message": "«домик» is a diminutive of «дом»", "code": "diminutive"}]
    r = run("snake", "check", "домик", "--after", "ладом", "--diminutives", "warn", "--no-user-words")
    assert r.exit_code == 0 and "warning: «домик» may be a diminutive of «дом»" in r.output


def test_the_referee_refuses_a_recorded_diminutive(tmp_path):
    record = tmp_path / "game.txt"
    record.write_text("players: Оля, Петя\nstart: д\nОля: домик\n", encoding="utf-8")
    r = run("snake", "referee", str(record), "--json", "--no-user-words")
    assert r.exit_code == 1
    assert json.loads(r.output)["findings"] == [{"line": 3, "column": 6, "rule": "6", "code": "diminutive",
                                                 "message": "«домик» is a diminutive of «дом»"}]
    record.write_text("players: Оля, Петя\nrules: diminutives=warn\nstart: д\nОля: домик\n", encoding="utf-8")
    assert run("snake", "referee", str(record), "--json", "--no-user-words").exit_code == 0
