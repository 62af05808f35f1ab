"""Words a table would dispute (issue 43): the note on an accepted word that is not familiar, the table's
stricter vocabulary (the rule option ``table_words``), and «сечь».

The seven words were played and accepted at tables that would have disputed them.  Why each is disputable
is read here from the shipped word list's text (``dictionaries/ru_nouns.txt``: the word, its Zipf, its
sources), not from the trie the code reads, and checked against a table written by hand.
"""

import functools
import json

import pytest
from click.testing import CliRunner

from wordgames import i18n
from wordgames.battle.game import BattleGame
from wordgames.errors import InputFormatError
from wordgames.lexicon import Lexicon
from wordgames.lexicon.core import data_dir
from wordgames.lexicon.text import fold
from wordgames.lexicon.vocabulary import familiar, table_vocabulary, vocabulary
from wordgames.snake.actions import Draw, Lay
from wordgames.snake.game import SnakeGame
from wordgames_cli.main import cli

# word: (rare, the one dictionary listing it or None), decided by hand from ru_nouns.txt
SEVEN = {
    "инк": (True, "opencorpora"),     # 2.94, opencorpora
    "дем": (False, "opencorpora"),    # 3.19, opencorpora
    "дим": (False, "opencorpora"),    # 3.23, opencorpora
    "цеж": (True, None),              # 0.00, both
    "шен": (True, "efremova"),        # 2.89, efremova
    "уем": (True, "efremova"),        # уём 1.54, efremova
    "тат": (True, None),              # 2.88, both
}


@functools.lru_cache(maxsize=1)
def text_list() -> dict[str, tuple[float, str]]:
    """Return the seven words' (zipf, sources) as the shipped text list writes them (an oracle apart from the
    trie): one read of the file."""
    found = {}
    with open(data_dir() / "ru_nouns.txt", encoding="utf-8") as f:
        for line in f:
            if line[:3] in {"инк", "дем", "дим", "цеж", "шен", "уём", "тат"}:
                spelling, zipf, sources = line.rstrip("\n").split("\t")[:3]
                if fold(spelling) in SEVEN:
                    found[fold(spelling)] = float(zipf), sources.split(":")[0]
    return found


@pytest.mark.parametrize("word", sorted(SEVEN))
def test_the_hand_table_agrees_with_the_shipped_text_list(word):
    zipf, sources = text_list()[word]
    rare, only = SEVEN[word]
    assert (zipf < 3.0) is rare
    assert {"both": None, "opencorpora": "opencorpora", "efremova": "efremova"}[sources] == only


@pytest.mark.parametrize("word", sorted(SEVEN))
@pytest.mark.parametrize("level", ["all", "familiar"])
def test_the_seven_words_under_both_vocabularies(lexicon, word, level):
    rare, only = SEVEN[word]
    codes = [c for c, on in (("rare", rare), ("one-dictionary", only)) if on]
    verdict = table_vocabulary(lexicon, level).explain(word)
    assert list(verdict.dispute.codes) == codes and verdict.dispute.only == only
    assert verdict.accepted is (level == "all")
    assert not familiar(lexicon, word)
    if level == "all":
        assert verdict.code == "accepted" and verdict.note.endswith(": a table may dispute it")
    else:
        assert verdict.code == "unfamiliar" and word not in table_vocabulary(lexicon, level)
        assert verdict.reason.endswith(", and this table takes only familiar words")
    if rare:
        assert "is rare (Zipf " in verdict.reason + str(verdict.note)


@pytest.mark.parametrize("word, reason", [
    ("инк", "«инк» is rare (Zipf 2.94; a familiar word has 3 or more) and only in OpenCorpora, and this table "
            "takes only familiar words"),
    ("дим", "«дим» is only in OpenCorpora, not in Efremova's dictionary, and this table takes only familiar words"),
    ("тат", "«тат» is rare (Zipf 2.88; a familiar word has 3 or more), and this table takes only familiar words"),
    ("ёж", "«ёж» is rare (Zipf 3.15; a familiar word has 3.6 or more), and this table takes only familiar words"),
])
def test_the_stricter_vocabulary_says_why_it_refuses(lexicon, word, reason):
    assert table_vocabulary(lexicon, "familiar").explain(word).reason == reason


def test_the_refusal_in_russian(lexicon):
    i18n.set_language("ru")
    assert table_vocabulary(lexicon, "familiar").explain("шен").reason == (
        "слово «шен» редкое (частотность 2.89 по шкале Ципфа; у знакомого слова не меньше 3) и есть только в "
        "словаре Ефремовой, "
        "а за этим столом принимают только знакомые слова")
    assert lexicon.explain("дем").note == ("слово «дем» есть только в Открытом корпусе, в словаре Ефремовой "
                                          "его нет: за столом его могут оспорить")


@pytest.mark.parametrize("word", ["кот", "дом", "опера", "ад"])
def test_familiar_words_have_no_note_and_stay_in(lexicon, word):
    assert lexicon.explain(word).dispute is None and lexicon.explain(word).note is None
    assert table_vocabulary(lexicon, "familiar").explain(word).accepted


def test_the_stricter_vocabulary_is_the_bots_familiar_one():
    freq = {"кот": 4.35, "гонт": 1.97, "аи": 3.53, "ад": 4.5, "щи": 3.5, "опера": 3.2}
    lex = Lexicon.from_words(freq, frequencies=freq)
    strict = table_vocabulary(lex, "familiar")
    assert sorted(strict) == sorted(vocabulary(lex, "familiar")) == ["ад", "кот", "опера"]
    assert strict.with_prefix("г") == [] and list(strict.iter_prefix("о")) == ["опера"]
    assert table_vocabulary(strict, "familiar") is strict and table_vocabulary(lex, "all") is lex


def test_a_word_the_user_added_stays_in_the_stricter_vocabulary(tmp_path):
    from wordgames.lexicon.overlay import UserWords
    words = UserWords.parse("+гонт  наш стол его знает\n")
    lex = Lexicon.from_words(["кот", "гонт"], frequencies={"кот": 4.35, "гонт": 1.97}, user_words=words)
    assert "гонт" in table_vocabulary(lex, "familiar") and table_vocabulary(lex, "familiar").explain("гонт").accepted


def test_a_table_vocabulary_it_does_not_know_is_refused_with_the_option_named(lexicon):
    with pytest.raises(InputFormatError, match="table_words: one of familiar, all, not 'strict'"):
        SnakeGame({"table_words": "strict"}, 2, Lexicon.from_words(["кот"]))
    with pytest.raises(InputFormatError, match="table_words: one of familiar, all, not 'strict'"):
        BattleGame({"table_words": "strict"}, 1, Lexicon.from_words(["кот"]))


# -- the games -----------------------------------------------------------------------------------------

FREQ = {"опера": 3.5, "раструб": 2.14, "рабство": 3.6, "бубен": 3.1}


def snake_after_deal(level):
    """Return (game, state) of a two-player Змейка whose first player may lay «опера» and then «ра|струб»."""
    game = SnakeGame({"hand_size": 9, "table_words": level}, 2, Lexicon.from_words(FREQ, frequencies=FREQ))
    s = game.new_initial_state()
    deal = "".join(mine + other for mine, other in zip("пераструб", "ккккккккк"))
    for card in deal + "о":          # dealt card by card round the table, then the face-up card
        s = s.apply(Draw(card))
    return game, s


def test_snake_narrates_a_word_a_table_may_dispute_and_a_strict_table_refuses_it():
    game, s = snake_after_deal("all")
    first = next(a for a in s.legal_actions() if isinstance(a, Lay) and a.word == "опера")
    s = s.apply(first)
    rare = next(a for a in s.legal_actions() if isinstance(a, Lay) and a.word == "раструб")
    after = s.apply(rare)
    lines = game.presenter().narrate(s, rare, after, ["Оля", "Петя"])
    assert lines[-1] == "«раструб» is rare (Zipf 2.14; a familiar word has 3 or more): a table may dispute it"
    assert len(game.presenter().narrate(s, first, s, ["Оля", "Петя"])) == 1     # «опера» is familiar: no note
    assert game.rules_dict().get("table_words") is None       # the default is not written

    game, s = snake_after_deal("familiar")
    s = s.apply(next(a for a in s.legal_actions() if isinstance(a, Lay) and a.word == "опера"))
    assert not any(isinstance(a, Lay) and a.word == "раструб" for a in s.legal_actions())
    breaches = s.breaches(rare)
    assert [(b.rule, b.message) for b in breaches] == [
        ("6", "«раструб» is rare (Zipf 2.14; a familiar word has 3 or more), and this table takes only familiar words")]
    assert game.rules_dict()["table_words"] == "familiar"


def test_battle_scores_only_familiar_words_at_a_strict_table_and_notes_the_others():
    freq = {"кот": 4.35, "тат": 2.88}
    lex = Lexicon.from_words(freq, frequencies=freq)
    strict = BattleGame({"table_words": "familiar"}, 1, lex)
    assert "тат" not in strict.words and "кот" in strict.words
    from wordgames.battle.presenter import disputed_lines
    from wordgames.battle.score import score_square
    from wordgames.battle.square import Square
    game = BattleGame({"size": 3}, 1, lex)
    square = Square.parse("кот\n...\nтат")
    scores = [score_square(game.words, square, game.rules.directions)]
    assert disputed_lines(game.words, scores) == [
        "", "Words a table may dispute:", "  «тат» is rare (Zipf 2.88; a familiar word has 3 or more)"]
    assert disputed_lines(strict.words, [score_square(strict.words, square, strict.rules.directions)]) == []


# -- the command line ------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang, note", [
    ("en", "     «инк» is rare (Zipf 2.94; a familiar word has 3 or more) and only in OpenCorpora: a table may "
           "dispute it"),
    ("ru", "     слово «инк» редкое (частотность 2.94 по шкале Ципфа; у знакомого слова не меньше 3) и есть только "
           "в Открытом корпусе: "
           "за столом его могут оспорить"),
])
def test_dict_check_prints_the_evidence_line(lang, note):
    r = CliRunner().invoke(cli, ["--lang", lang, "dict", "check", "--no-user-words", "инк", "кот"])
    assert r.exit_code == 0
    lines = r.output.splitlines()
    assert lines[1] == note and len(lines) == 3      # «кот» is familiar: no note


def test_dict_check_json_has_the_dispute_in_english_keys():
    r = CliRunner().invoke(cli, ["--lang", "ru", "dict", "check", "--json", "--no-user-words", "уём", "кот"])
    uem, kot = json.loads(r.output)
    assert uem["dispute"]["codes"] == ["rare", "one-dictionary"] and uem["dispute"]["only"] == "efremova"
    assert uem["dispute"]["zipf"] == 1.54 and uem["dispute"]["familiar_zipf"] == 3.0
    assert "dispute" not in kot


# -- «сечь» ------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang, reason", [
    ("en", "«сечь» is a common noun, but neither dictionary here lists it as one: OpenCorpora knows it only as a "
           "verb (infinitive), and the list of Efremova's headwords leaves it out; a table that plays it adds it "
           "to its own words"),
    ("ru", "слово «сечь» — имя существительное нарицательное, но ни один словарь здесь не даёт его как "
           "существительное: Открытый корпус знает его только как глагол (инфинитив), а в список заглавных слов "
           "словаря Ефремовой оно не попало; стол, который его принимает, добавляет его в свои слова"),
])
def test_sech_stays_refused_and_the_verdict_says_why(lexicon, lang, reason):
    i18n.set_language(lang)
    assert "сечь" not in (data_dir() / "efremova_nouns.txt").read_text(encoding="utf-8").split()
    verdict = lexicon.explain("сечь")
    assert (verdict.accepted, verdict.code, verdict.reason) == (False, "pos", reason)
    assert lexicon.explain("бежать").reason.startswith(("«бежать» is not a noun", "«бежать» — не существительное"))


def test_the_example_in_the_lexicon_docs_is_the_real_output():
    from pathlib import Path
    text = (Path(__file__).resolve().parents[1] / "docs" / "lexicon.md").read_text(encoding="utf-8")
    block = text.split("$ wordgames dict check инк тат кот\n", 1)[1].split("```", 1)[0]
    r = CliRunner().invoke(cli, ["--lang", "en", "dict", "check", "--no-user-words", "инк", "тат", "кот"])
    assert r.output == block


def test_a_refused_word_carries_no_note(lexicon):
    from wordgames.lexicon.diminutives import without_diminutives
    refused = table_vocabulary(lexicon, "familiar").explain("инк").to_dict()
    assert refused["dispute"]["codes"] == ["rare", "one-dictionary"] and refused["dispute"]["note"] is None
    lex = without_diminutives(Lexicon.from_words(["дом", "домик"], frequencies={"дом": 5.0, "домик": 2.0}))
    verdict = lex.explain("домик")
    assert (verdict.code, verdict.dispute, verdict.note) == ("diminutive", None, None)


# -- doublets: a word named as the dictionary spells it ----------------------------------------------------

@pytest.mark.parametrize("lang, line", [
    ("en", "word 3 «лот»: changes 2 letters of «лёд» (at places 2, 3); rule 2 allows one"),
    ("ru", "слово 3 «лот»: меняет 2 буквы слова «лёд» (на местах 2, 3); правило 2 разрешает заменить только одну"),
])
def test_a_doublet_fault_names_the_word_before_with_its_yo(lang, line):
    r = CliRunner().invoke(cli, ["--lang", lang, "doublet", "--verify", "--no-user-words", "мёд", "лёд", "лот"])
    assert r.exit_code == 1
    faults = [shown for shown in r.stdout.splitlines() if "«лот»" in shown]
    assert faults == [line]
