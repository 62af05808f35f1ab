"""The bots' vocabulary: familiar words by default (frequent, and both dictionaries agreeing), or all.

The disputed words are the ones tables argued about (issue 21): «аи», «аноа», «иды», «гонт», «сонант»,
«ква», «йо», «даб»; the familiar ones are words nobody would challenge.  Which is which was decided by
hand; the Zipf values quoted are the shipped lexicon's.
"""

import random

import pytest

from wordgames.errors import InputFormatError
from wordgames.lexicon import Lexicon
from wordgames.lexicon.vocabulary import ALL, FAMILIAR, Vocabulary, agreed, familiar, vocabulary


@pytest.mark.parametrize("word, known", [
    ("аноа", False),    # zipf 0
    ("сонант", False),  # 1.64
    ("гонт", False),    # 1.97
    ("даб", False),     # 2.39
    ("иды", False),     # 2.71
    ("йо", False),      # 3.38, but two letters: 3.6 needed
    ("аи", False),      # 3.53, two letters
    ("шар", True), ("куб", True), ("дом", True), ("кот", True), ("бар", True), ("дуб", True),
    ("ад", True), ("ум", True), ("юг", True), ("яд", True), ("як", True),
    ("щи", False),      # 3.5: the price of the two-letter line
    ("опера", True), ("раструб", False),   # 2.98: a word people know, just below the line
])
def test_familiar_words_of_the_shipped_lexicon(lexicon, word, known):
    assert word in lexicon and familiar(lexicon, word) is known


class Sourced:
    """A stub lexicon that says where its words come from (what Lexicon.sources_of will say)."""

    def __init__(self, sources, frequencies):
        self.inner = Lexicon.from_words(list(frequencies), frequencies=frequencies)
        self.sources = sources

    def sources_of(self, word):
        return frozenset(self.sources.get(word, ()))

    def __getattr__(self, name):
        return getattr(self.inner, name)

    def __iter__(self):
        return iter(self.inner)

    def __contains__(self, word):
        return word in self.inner


OC, EF = "opencorpora", "efremova"


@pytest.mark.parametrize("sources, expected", [
    ({OC, EF}, True),        # both dictionaries
    ({OC}, False),           # «ква», «йо», «даб»: OpenCorpora only
    ({EF}, False),           # Efremova only
    ({OC, "user"}, True),    # the table added it
    ({"user"}, True),
    (set(), True),           # a word list that names no dictionary
])
def test_the_agreement_rule(sources, expected):
    stub = Sourced({"ква": sources}, {"ква": 3.14})
    assert agreed(stub, "ква") is expected
    assert familiar(stub, "ква") is expected       # 3.14 is frequent enough: agreement decides
    assert ("ква" in vocabulary(stub)) is expected


def test_a_lexicon_that_does_not_say_where_its_words_come_from_agrees():
    plain = Lexicon.from_words(["ква"], frequencies={"ква": 3.14})
    assert not hasattr(plain, "sources_of") or agreed(plain, "ква")
    assert familiar(plain, "ква")


def test_the_vocabulary_lists_familiar_words_and_leaves_the_rules_to_the_lexicon():
    freq = {"кот": 4.35, "гонт": 1.97, "кошка": 4.07, "котлован": 2.6}
    lex = Lexicon.from_words(freq, frequencies=freq)
    words = vocabulary(lex)
    assert isinstance(words, Vocabulary) and vocabulary(lex) is words and vocabulary(words) is words
    assert vocabulary(lex, ALL) is lex
    assert sorted(words) == ["кот", "кошка"] and len(words) == 2 and words.words(3) == ["кот"]
    assert "гонт" not in words and "Кот" in words
    assert words.explain("гонт").accepted                          # still a game word
    assert words.with_prefix("кот") == ["кот", "котлован"]          # continued in the whole lexicon
    assert words.frequency("гонт") == 1.97
    with pytest.raises(InputFormatError, match="vocabulary: one of familiar, all, not 'some'"):
        vocabulary(lex, "some")


def test_the_registry_offers_the_option_to_the_bots():
    from wordgames.descriptor import BOTS
    from wordgames.registry import info
    for game in ("battle", "snake"):
        option = info(game).option("vocabulary")
        assert (option.scope, option.default, option.choices) == (BOTS, FAMILIAR, ("familiar", "all"))


# -- «Словесный бой»: the bots are built with the vocabulary ---------------------------------------------


@pytest.mark.parametrize("settings, level", [({}, FAMILIAR), ({"vocabulary": "familiar"}, FAMILIAR),
                                             ({"vocabulary": "all"}, ALL)])
def test_battle_bots_get_the_vocabulary(settings, level):
    from wordgames.battle.game import BattleGame
    freq = {"кот": 4.35, "гонт": 1.97}
    lex = Lexicon.from_words(freq, frequencies=freq)
    bot = BattleGame({}, 1, lex).make_bot("expert", random.Random(1), settings)
    assert sorted(bot.lexicon) == (["кот"] if level == FAMILIAR else ["гонт", "кот"])


# -- Змейка: the bots lay familiar words, and judge dead ends by the whole lexicon -------------------------


SNAKE_WORDS = {"окно": 4.3, "оброк": 2.0, "нота": 4.0, "кино": 4.5, "рокот": 2.5}


def first_turn(level):
    from wordgames.snake.game import SnakeGame
    from wordgames.snake.actions import Draw
    game = SnakeGame({"hand_size": 6}, 2, Lexicon.from_words(SNAKE_WORDS, frequencies=SNAKE_WORDS))
    s = game.new_initial_state()
    for card in "квнвовбврвов" + "о":       # кнобро to the first seat, then the face-up о
        s = s.apply(Draw(card))
    return game, s


@pytest.mark.parametrize("bot", ["greedy", "expert", "random"])
@pytest.mark.parametrize("level, laid", [("familiar", {"окно"}), ("all", {"окно", "оброк"})])
def test_snake_bots_lay_only_their_vocabulary(bot, level, laid):
    game, s = first_turn(level)
    from wordgames.snake.actions import Lay
    assert {a.word for a in s.legal_actions() if isinstance(a, Lay)} == {"оброк", "окно"}   # окно both ways
    chosen = {game.make_bot(bot, random.Random(k), {"vocabulary": level}).choose(s.view(0)) for k in range(12)}
    words = {a.word for a in chosen if isinstance(a, Lay)}
    assert words <= laid and all(a in s.legal_actions() for a in chosen)
    if bot == "greedy":          # оброк scores 9, окно 5: greedy lays оброк when it knows the word
        assert words == ({"окно"} if level == "familiar" else {"оброк"})


def test_a_snake_bot_judges_a_dead_end_by_the_whole_lexicon():
    from wordgames.snake.bots import is_dead_end
    words = vocabulary(Lexicon.from_words(SNAKE_WORDS, frequencies=SNAKE_WORDS))
    assert "рокот" not in words
    assert not is_dead_end(words, None, "оброк", {"оброк", "кино", "окно"})     # «рокот» continues it


# -- doublets ----------------------------------------------------------------------------------------


def test_puzzles_use_familiar_words_and_their_links_are_the_lexicons_own(lexicon):
    from wordgames.doublets.puzzles import generate_puzzles
    from wordgames.doublets.solve import shortest_chain
    puzzles = generate_puzzles(lexicon, 4, (5, 6), 4, random.Random(3))
    assert len(puzzles) == 4
    for p in puzzles:
        assert all(familiar(lexicon, w) for w in p.chain), p.chain
        assert shortest_chain(lexicon, p.start, p.end).links == p.links     # no shorter chain through rare words
    every = generate_puzzles(lexicon, 4, (5, 6), 4, random.Random(3), vocabulary="all")
    assert any(not familiar(lexicon, w) for p in every for w in p.chain)       # the whole lexicon's do use rare ones


def test_a_familiar_chain_of_the_same_length_is_preferred():
    from wordgames.doublets.marked import solve
    from wordgames.doublets.familiar import prefer_familiar
    freq = {"кот": 4.35, "кит": 4.9, "кил": 4.8, "пил": 3.9, "пот": 3.5, "пол": 4.0}
    both = {w: {OC, EF} for w in freq} | {"кил": {OC}}           # «кил» only in one dictionary
    stub = Sourced(both, freq)
    solution = solve(stub.inner, ["кот", "пил"])
    assert solution.chain == ("кот", "кит", "кил", "пил")            # the solver ranks by frequency alone
    chosen, note = prefer_familiar(stub, solution)
    assert chosen.chain == ("кот", "пот", "пол", "пил") and note is None
    chosen, note = prefer_familiar(stub.inner, solution)               # no sources: кил is familiar
    assert chosen.chain == solution.chain and note is None


def run(*args):
    from click.testing import CliRunner
    from wordgames_cli.main import cli
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def test_the_doublet_says_when_every_shortest_chain_needs_a_rare_word():
    r = run("doublet", "--oneline", "шар", "куб", "--no-user-words")
    assert r.output.splitlines()[1:] == ["Every shortest chain needs a rare word: «даб».",
                                         "Through familiar words only, 4 links: ШАР бар бур бум кум КУБ"]
    r = run("--lang", "ru", "doublet", "--oneline", "шар", "куб", "--no-user-words")
    assert r.output.splitlines()[1:] == ["Каждой кратчайшей цепочке нужно редкое слово: «даб».",
                                         "Только через знакомые слова — 4 звена: ШАР бар бур бум кум КУБ"]
    import json
    data = json.loads(run("doublet", "--json", "шар", "куб", "--no-user-words").output)
    assert (data["rare"], data["familiar_links"]) == (["даб"], 4)
    assert data["familiar_chain"] == ["шар", "бар", "бур", "бум", "кум", "куб"]
    assert run("doublet", "--oneline", "шар", "куб", "--all-words", "--no-user-words").output.count("\n") == 1
    data = json.loads(run("doublet", "--json", "кот", "кит", "--no-user-words").output)
    assert data["rare"] == [] and "familiar_chain" not in data
