"""The shipped lexicon: what is in, what is out and the exact reason, folding, look-alikes."""

import pytest

from wordgames.errors import UnknownWordError
from wordgames.lexicon import Lexicon
from wordgames.lexicon import verdict as v


@pytest.mark.parametrize("word", [
    "крест", "опера", "голенище", "хлорка", "бойкот", "счастье", "ножницы", "сани",
    "кофе", "ёж", "еж", "ЁЖ", "Крест", "пальто", "метро", "бант", "рант", "коса", "ёлка",
])
def test_accepted(lexicon, word):
    assert word in lexicon
    verdict = lexicon.explain(word)
    assert verdict.accepted and verdict.code == v.ACCEPTED


NOT_EFREMOVA = "; Efremova's dictionary does not list it"


@pytest.mark.parametrize("word, code, reason", [
    ("москва", v.PROPER, "«москва» is a proper noun (a place name)" + NOT_EFREMOVA),
    ("иван", v.PROPER, "«иван» is a proper noun (a personal name)" + NOT_EFREMOVA),
    ("москвы", v.PROPER, "«москвы» is a proper noun (a place name, genitive of «москва»)" + NOT_EFREMOVA),
    ("иванович", v.PROPER, "«иванович» is a proper noun (a patronymic)" + NOT_EFREMOVA),
    ("столы", v.FORM, "«столы» is the plural of «стол»" + NOT_EFREMOVA),
    ("кота", v.FORM, "«кота» is the genitive of «кот»" + NOT_EFREMOVA),
    ("столов", v.FORM, "«столов» is the genitive plural of «стол»" + NOT_EFREMOVA),
    ("люди", v.FORM, "«люди» is the plural of «человек»" + NOT_EFREMOVA),
    ("столом", v.FORM, "«столом» is the instrumental of «стол»" + NOT_EFREMOVA),
    ("бежать", v.NOT_NOUN, "«бежать» is not a noun: it is a verb (infinitive)" + NOT_EFREMOVA),
    ("быстрый", v.NOT_NOUN, "«быстрый» is not a noun: it is an adjective" + NOT_EFREMOVA),
    ("ссср", v.ABBREVIATION, "«ссср» is an abbreviation written in capitals (a place name)" + NOT_EFREMOVA),
    ("эвм", v.ABBREVIATION, "«эвм» is an abbreviation written in capitals" + NOT_EFREMOVA),
    ("25-летие", v.CHARACTERS, "«25-летие» contains characters that are not Cyrillic letters: "
                               "digit '2' at position 1, digit '5' at position 2, hyphen '-' at position 3"),
    ("кzт", v.CHARACTERS, "«кzт» contains characters that are not Cyrillic letters: "
                          "Latin letter 'z' at position 2"),
    ("ваще", v.UNKNOWN, "«ваще» is in neither OpenCorpora nor Efremova's dictionary"),
    ("комп", v.NONSTANDARD, "«комп» is marked in OpenCorpora as slang" + NOT_EFREMOVA),
    ("", v.EMPTY, "an empty word"),
])
def test_rejected_with_exact_reason(lexicon, word, code, reason):
    assert word not in lexicon
    verdict = lexicon.explain(word)
    assert (verdict.accepted, verdict.code, verdict.reason) == (False, code, reason)


def test_form_verdict_names_the_nominative_singular(lexicon):
    assert lexicon.explain("кота").lemma == "кот"
    assert lexicon.explain("ёлки").lemma == "ёлка"


@pytest.mark.parametrize("given, key, spelling", [
    ("ёлка", "елка", "ёлка"), ("ЕЛКА", "елка", "ёлка"), ("ёж", "еж", "ёж"),
    ("небо", "небо", "небо"),   # «небо» and «нёбо» share a key; the е spelling is a word itself
    ("Крест", "крест", "крест"),
])
def test_yo_and_case_fold_to_one_key(lexicon, given, key, spelling):
    assert lexicon.normalize(given).word == key
    assert lexicon.spelling(given) == spelling
    assert given in lexicon


def test_latin_lookalikes_are_read_with_a_note(lexicon):
    word = "к\u006fт"  # Latin small o
    verdict = lexicon.explain(word)
    assert verdict.accepted and verdict.key == "кот"
    assert verdict.notes == ("Latin 'o' at position 2 read as Cyrillic 'о'",)
    assert "KOT" in lexicon  # all-Latin capitals that look like a Russian word


def test_lengths_prefix_frequency(lexicon):
    four = lexicon.words(4)
    assert all(len(w) == 4 for w in four) and four == sorted(four)
    assert {"бант", "рант", "рана", "раса", "роса", "коса"} <= set(four)
    assert sum(lexicon.lengths().values()) == len(lexicon)
    assert lexicon.with_prefix("бойко") == sorted(w for w in lexicon if w.startswith("бойко"))
    assert lexicon.frequency("кот") > lexicon.frequency("рант") > 0
    assert lexicon.frequency("абвгдейка") == 0.0


def test_check_raises_with_the_reason(lexicon):
    assert lexicon.check("Ёж") == "еж"
    with pytest.raises(UnknownWordError) as e:
        lexicon.check("столы")
    assert str(e.value) == "«столы» is the plural of «стол»; Efremova's dictionary does not list it"


def test_restrict_to_familiar_words(lexicon):
    common = lexicon.restrict(3.0)
    assert "кот" in common and "рант" not in common
    assert len(common) < len(lexicon)
    verdict = common.explain("рант")
    assert verdict.code == v.RARE
    assert verdict.reason.startswith("«рант» is too rare for this dictionary (zipf 2.")


def test_proper_noun_list(lexicon):
    proper = Lexicon.proper_nouns()
    assert "москва" in proper and "иван" in proper
    assert "крест" not in proper and "ссср" not in proper  # abbreviations stay out


def test_every_shipped_word_has_its_evidence(lexicon):
    """An independent check of the build on a sample: pymorphy3's parser (not the scan) agrees with every
    word OpenCorpora is said to give, and Efremova's raw list has every word it is said to give (or, for the
    two derived kinds, the feminine or the singular the word comes from)."""
    import random

    from wordgames.lexicon import data_dir
    from wordgames.lexicon.explain import analyzer
    from wordgames.lexicon.rules import tag_problem
    from wordgames.lexicon.text import fold

    morph = analyzer()
    headwords = {fold(w) for w in (data_dir() / "efremova_nouns.txt").read_text(encoding="utf-8").split()}
    sample = random.Random(5).sample(lexicon.words(), 400)
    for key in sample:
        spelling, sources = lexicon.spelling(key), lexicon.sources_of(key)
        assert sources and sources <= {"opencorpora", "efremova"}, key
        analyses = [p for p in morph.parse(spelling) if p.is_known]
        if "opencorpora" in sources:
            assert any(tag_problem(p.tag) is None for p in analyses), spelling
        if "efremova" in sources and key not in headwords:
            origins = {fold(f.word) for p in analyses for f in (p.inflect({"femn"}), p.inflect({"sing"})) if f}
            assert origins & headwords, spelling


def test_a_nul_character_is_never_a_dictionary_word():
    # marisa-trie reads a NUL as the end of a key: "\x00" was «in the dictionary», and doublet crashed on it
    from wordgames.lexicon import Lexicon
    lexicon = Lexicon.default()
    verdict = lexicon.explain("\x00")
    assert not verdict.accepted and verdict.code == "characters"
    assert "\x00" not in lexicon and "к\x00т" not in lexicon
