"""The two dictionaries of the shipped lexicon: which words each brings, the evidence every verdict names,
abbreviations, substantivised adjectives, pluralia tantum, --source, sources_of and the ready-sorted keys.

Every expected verdict below was checked by hand against the two dictionaries (OpenCorpora through
pymorphy3's analyses, Efremova's list in dictionaries/efremova_nouns.txt)."""

import pytest

from wordgames.errors import ArgumentError
from wordgames.lexicon import Lexicon, data_dir
from wordgames.lexicon.overlay import UserWords
from wordgames.lexicon import verdict as v
from wordgames.lexicon.text import fold

BOTH = frozenset({"opencorpora", "efremova"})
OC = frozenset({"opencorpora"})
EF = frozenset({"efremova"})
NOUN_EF = "is a noun in Efremova's dictionary; OpenCorpora has it only as"
MASCULINE = ("is a noun by Efremova's dictionary, which lists its feminine; OpenCorpora has it only as an adjective "
             "or participle")


@pytest.fixture(scope="module")
def restricted(lexicon):
    """The lexicon restricted to each --source choice, made once for the module."""
    made = {}

    def get(choice):
        if choice not in made:
            made[choice] = lexicon.restrict_source(choice)
        return made[choice]
    return get


@pytest.fixture(scope="module")
def headwords():
    text = (data_dir() / "efremova_nouns.txt").read_text(encoding="utf-8")
    return {fold(w) for w in text.split()}


@pytest.mark.parametrize("word, sources, reason", [
    # the words, refused before
    ("знакомая", EF, f"«знакомая» {NOUN_EF} an adjective"),
    ("ведущая", EF, f"«ведущая» {NOUN_EF} an adjective"),
    ("крепостной", EF, f"«крепостной» {MASCULINE}"),          # Efremova lists «крепостная»
    ("потерпевший", EF, f"«потерпевший» {MASCULINE}"),        # Efremova lists «потерпевшая»
    ("деньги", EF, "«деньги» is a plural-only noun: Efremova's dictionary lists its colloquial singular, and the "
                   "plural is used a hundred times as often; OpenCorpora reads it as a plural"),
    ("мемуары", EF, "«мемуары» is a plural-only noun in Efremova's dictionary; OpenCorpora reads it as the plural "
                    "of a rarer singular"),
    ("петунья", EF, "«петунья» is in Efremova's dictionary, not in OpenCorpora"),
    ("докупка", EF, "«докупка» is in Efremova's dictionary, not in OpenCorpora"),
    ("раздавание", EF, "«раздавание» is in Efremova's dictionary, not in OpenCorpora"),
    ("зашвыривание", EF, "«зашвыривание» is in Efremova's dictionary, not in OpenCorpora"),
    # abbreviation words written and declined in lower case
    ("вуз", EF, "«вуз» is in Efremova's dictionary, an abbreviation written in lower case and declined; "
                "OpenCorpora marks it as an abbreviation"),
    ("загс", EF, "«загс» is in Efremova's dictionary, an abbreviation written in lower case and declined; "
                 "OpenCorpora marks it as an abbreviation"),
    ("нэп", EF, "«нэп» is in Efremova's dictionary, an abbreviation written in lower case and declined; "
                "OpenCorpora marks it as an abbreviation"),
    ("колхоз", BOTH, "«колхоз» is in OpenCorpora and in Efremova's dictionary"),
    # what OpenCorpora makes of the other words only Efremova lists
    ("удило", EF, f"«удило» {NOUN_EF} a verb form"),
    ("завтра", EF, f"«завтра» {NOUN_EF} an adverb"),
    ("птицефабрика", EF, "«птицефабрика» is in Efremova's dictionary; OpenCorpora marks it as the name of an "
                         "organisation"),
    ("стукач", EF, "«стукач» is in Efremova's dictionary; OpenCorpora marks it as slang or a misspelling"),
    ("гетры", EF, "«гетры» is a plural-only noun: Efremova's dictionary lists its colloquial singular, and the "
                  "plural is used a hundred times as often; OpenCorpora reads it as a plural"),
    ("качели", EF, "«качели» is a plural-only noun in Efremova's dictionary; OpenCorpora reads it as the plural "
                   "of a rarer singular"),
    # both, or OpenCorpora alone
    ("крест", BOTH, "«крест» is in OpenCorpora and in Efremova's dictionary"),
    ("столовая", BOTH, "«столовая» is in OpenCorpora and in Efremova's dictionary"),
    ("ножницы", BOTH, "«ножницы» is in OpenCorpora and in Efremova's dictionary"),
    ("аба", OC, "«аба» is in OpenCorpora, not in Efremova's dictionary"),
])
def test_accepted_with_its_evidence(lexicon, word, sources, reason):
    verdict = lexicon.explain(word)
    assert (verdict.accepted, verdict.code, verdict.reason) == (True, v.ACCEPTED, reason)
    assert lexicon.sources_of(word) == sources
    assert frozenset(verdict.sources) == sources
    evidence = dict(verdict.evidence)
    assert (evidence["opencorpora"] == "noun") == ("opencorpora" in sources)
    assert (evidence["efremova"] == "noun") == ("efremova" in sources)


LISTS_IT = "Efremova's dictionary lists it, but"
FUNCTION = "a word that is also a preposition, conjunction, particle or interjection is not a game word"


@pytest.mark.parametrize("word, code, efremova, reason", [
    ("подлеца", v.FORM, "form",
     f"«подлеца» is the accusative of «подлец»; {LISTS_IT} OpenCorpora knows it only as a form of another word"),
    ("пароли", v.FORM, "plural", f"«пароли» is the plural of «пароль»; {LISTS_IT} its singular is the commoner word"),
    ("литва", v.PROPER, "proper",
     f"«литва» is a proper noun (a place name); {LISTS_IT} OpenCorpora knows it only as a proper name"),
    ("он", v.NOT_NOUN, "pronoun", f"«он» is not a noun: it is a pronoun; {LISTS_IT} pronouns are not game words"),
    ("два", v.NOT_NOUN, "numeral", f"«два» is not a noun: it is a numeral; {LISTS_IT} numerals are not game words"),
    ("ура", v.NOT_NOUN, "function-word", f"«ура» is not a noun: it is an interjection; {LISTS_IT} {FUNCTION}"),
    ("но", v.NOT_NOUN, "function-word", f"«но» is not a noun: it is a conjunction or an interjection; {LISTS_IT} "
                                        f"{FUNCTION}"),
    ("агар-агар", v.CHARACTERS, "hyphen", "«агар-агар» contains characters that are not Cyrillic letters: hyphen "
                                          f"'-' at position 5; {LISTS_IT} the letter games take no hyphenated words"),
    ("обезболивающее", v.NOT_NOUN, "not-listed",
     "«обезболивающее» is not a noun: it is a participle; Efremova's dictionary does not list it"),
    ("столовый", v.NOT_NOUN, "not-listed",
     "«столовый» is not a noun: it is an adjective; Efremova's dictionary does not list it"),
    ("ссср", v.ABBREVIATION, "not-listed",
     "«ссср» is an abbreviation written in capitals (a place name); Efremova's dictionary does not list it"),
    ("эвм", v.ABBREVIATION, "not-listed",
     "«эвм» is an abbreviation written in capitals; Efremova's dictionary does not list it"),
    ("ваще", v.UNKNOWN, "not-listed", "«ваще» is in neither OpenCorpora nor Efremova's dictionary"),
])
def test_refused_with_each_dictionarys_reason(lexicon, headwords, word, code, efremova, reason):
    verdict = lexicon.explain(word)
    assert (verdict.accepted, verdict.code, verdict.reason) == (False, code, reason)
    assert dict(verdict.evidence)["efremova"] == efremova
    assert (fold(word) in headwords) == (efremova != "not-listed")     # the raw list agrees
    assert lexicon.sources_of(word) == frozenset() and verdict.sources == ()


@pytest.mark.parametrize("choice, word, accepted, reason", [
    ("opencorpora", "знакомая", False, "«знакомая» is in Efremova's dictionary, not in OpenCorpora, and this table "
                                       "takes only OpenCorpora's words (--source opencorpora)"),
    ("opencorpora", "аба", True, "«аба» is in OpenCorpora, not in Efremova's dictionary"),
    ("efremova", "аба", False, "«аба» is in OpenCorpora, not in Efremova's dictionary, and this table takes only "
                               "Efremova's words (--source efremova)"),
    ("efremova", "зашвыривание", True, "«зашвыривание» is in Efremova's dictionary, not in OpenCorpora"),
    ("both", "зашвыривание", False, "«зашвыривание» is only in Efremova's dictionary, and this table takes only "
                                    "the words both dictionaries list (--source both)"),
    ("both", "аба", False, "«аба» is only in OpenCorpora, and this table takes only the words both dictionaries "
                           "list (--source both)"),
    ("both", "крест", True, "«крест» is in OpenCorpora and in Efremova's dictionary"),
    ("both", "столы", False, "«столы» is the plural of «стол»; Efremova's dictionary does not list it"),
])
def test_source_restricts_the_words(lexicon, restricted, choice, word, accepted, reason):
    verdict = restricted(choice).explain(word)
    assert (verdict.accepted, verdict.reason) == (accepted, reason)
    assert (word in restricted(choice)) == accepted
    assert verdict.code == (v.ACCEPTED if accepted else v.SOURCE if word in lexicon else v.FORM)


def test_source_counts_agree_with_the_words(lexicon, restricted):
    counts = lexicon.source_counts()
    each = [lexicon.sources_of(w) for w in lexicon]
    assert counts == {"opencorpora": sum("opencorpora" in s for s in each),
                      "efremova": sum("efremova" in s for s in each),
                      "both": sum(s == BOTH for s in each)}
    for choice, expected in (("opencorpora", counts["opencorpora"]), ("efremova", counts["efremova"]),
                             ("both", counts["both"])):
        part = restricted(choice)
        assert len(part) == expected
        assert part.words(5) == [w for w in lexicon.words(5) if w in part]   # still sorted, no sort
    assert counts["opencorpora"] + counts["efremova"] - counts["both"] == len(lexicon)


def test_source_then_zipf_says_which_cut_the_word(restricted):
    common = restricted("efremova").restrict(3.0)
    assert common.explain("рант").code == v.RARE        # both list «рант»; it is rare
    assert common.explain("аба").code == v.SOURCE


def test_source_needs_the_shipped_dictionary():
    with pytest.raises(ArgumentError) as e:
        Lexicon.from_words(["кот"], name="tiny").restrict_source("both")
    assert e.value.text(lambda name: "--source") == (
        "--source both takes the shipped dictionaries' words; the word list 'tiny' does not say "
        "which dictionary each word comes from")
    assert str(e.value).startswith("source_choice both takes") and e.value.option == "source_choice"
    with pytest.raises(ArgumentError):
        Lexicon.default().restrict_source("all")


def test_sources_of_user_words_and_lists(lexicon):
    user = UserWords().add("блинчище").remove("кофе")
    mine = lexicon.with_user_words(user)
    assert mine.sources_of("блинчище") == {"user"}
    assert mine.sources_of("кофе") == frozenset()
    assert mine.sources_of("крест") == BOTH
    assert mine.with_user_words(UserWords().add("крест")).sources_of("крест") == BOTH | {"user"}
    assert Lexicon.from_words(["кот"]).sources_of("КОТ") == {"list"}
    assert Lexicon.from_words(["кот"]).sources_of("кит") == frozenset()


def test_the_shipped_keys_are_the_sorted_trie(lexicon):
    """The key list is read ready-made; an independent sort of the trie's keys agrees, per length too."""
    oracle = sorted(lexicon._trie.keys())
    assert lexicon.words() == oracle
    for n in (1, 4, 9, 17):
        assert lexicon.words(n) == [w for w in oracle if len(w) == n]


def test_user_words_merge_into_the_sorted_keys(lexicon):
    user = UserWords().add("блинчище").add("аааа").add("крест").remove("кофе").remove("кот")
    mine = lexicon.with_user_words(user)
    oracle = sorted((set(lexicon.words()) | {"блинчище", "аааа"}) - {"кофе", "кот"})
    assert mine.words() == oracle
    assert mine.words(4) == [w for w in oracle if len(w) == 4]
    assert lexicon.words() is not mine.words() and "кот" in lexicon


def test_every_headword_of_efremova_is_decided(lexicon, headwords):
    """Each headword of the list is a game word or has a recorded refusal: none is lost silently."""
    from wordgames.lexicon.efremova import refused_in
    refused = refused_in(data_dir())
    undecided = [w for w in headwords if w not in lexicon and w not in refused]
    assert undecided == []
    assert set(refused.values()) <= {"form", "plural", "proper", "pronoun", "numeral", "function-word", "hyphen"}
