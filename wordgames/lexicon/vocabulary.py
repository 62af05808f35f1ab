"""The words a computer player plays: those a table accepts without a dictionary fight, or all of them.

A bot that knows all 67 632 nouns wins with words a table disputes («аноа»,
«гонт», «сонант», «даб»).  Its *vocabulary* is the part of the lexicon it
plays (the bot option ``vocabulary``):

``familiar`` (the default)
    words people know, measured two ways: *familiarity* — a Zipf frequency of
    at least :data:`FAMILIAR_ZIPF` (about once in a million words), and
    :data:`SHORT_ZIPF` for a word of two letters, whose count in a corpus is
    mostly something else spelt the same (abbreviations, initials, syllables,
    the names of notes and letters: «аи» has 3.53, «йо» 3.38; the price is
    «щи» 3.5, «ус» 3.3, «ёж» 3.1); and *agreement* — the
    dictionaries behind the lexicon do not disagree about it (a word that
    only one of OpenCorpora and Efremova lists is disputed; the user's own
    words are agreed).  A lexicon that does not say where its words come
    from (no ``sources_of``) counts as agreeing.
``all``
    the whole lexicon.

The vocabulary only says which words the bot *plays*; the rules are still the
whole lexicon's: a word is looked up (``explain``) and continued
(``with_prefix``, ``iter_prefix``) in the lexicon itself, so a bot never
takes a word with a rare continuation for a dead end.

>>> from wordgames.lexicon import Lexicon
>>> lex = Lexicon.from_words(["кот", "гонт", "аи", "ад"], frequencies={"кот": 4.35, "гонт": 1.97, "аи": 3.53,
...                                                                     "ад": 4.5})
>>> sorted(vocabulary(lex, "familiar")), len(vocabulary(lex, "all"))
(['ад', 'кот'], 4)
>>> familiar(lex, "гонт"), familiar(lex, "аи"), familiar(lex, "кот")
(False, False, True)

A word list that gives no frequencies cannot tell familiar words: its vocabulary is every word.

>>> len(vocabulary(Lexicon.from_words(["кот", "гонт"])))
2
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Iterator

from wordgames.errors import InputFormatError
from wordgames.i18n import N_, _
from wordgames.lexicon.sources import EFREMOVA, OPENCORPORA, listing
from wordgames.lexicon.values import decode_origin, decode_value
from wordgames.lexicon.derived import Derived, derived
from wordgames.lexicon.text import Word

FAMILIAR, ALL = "familiar", "all"
VOCABULARIES = (FAMILIAR, ALL)
FAMILIAR_ZIPF = 3.0
"""The Zipf frequency a familiar word has at least (3: about once per million words of text)."""
SHORT_ZIPF = 3.6
"""The same for a word of two letters (its corpus count is mostly abbreviations, syllables, letter names)."""
DICTIONARIES = frozenset({OPENCORPORA, EFREMOVA})
"""The dictionaries whose agreement makes a word undisputed (the names ``Lexicon.sources_of`` gives)."""
USER = "user"


def agreed(lexicon, word: Word) -> bool:
    """Return whether the dictionaries behind ``lexicon`` agree on ``word`` (or cannot say).

    A word is disputed when exactly one of :data:`DICTIONARIES` lists it and the
    user has not added it; a lexicon without ``sources_of`` agrees on every word.

    >>> class Stub:
    ...     def sources_of(self, word):
    ...         return {"даб": frozenset({"opencorpora"}), "дуб": frozenset({"opencorpora", "efremova"}),
    ...                 "блинчище": frozenset({"user"}), "кот": frozenset()}[word]
    >>> [agreed(Stub(), w) for w in ("даб", "дуб", "блинчище", "кот")], agreed(object(), "даб")
    ([False, True, True, True], True)
    """
    sources_of = getattr(lexicon, "sources_of", None)
    return sources_of is None or _only_one(frozenset(sources_of(word))) is None


def _only_one(sources: frozenset[str]) -> str | None:
    """Return the one dictionary of :data:`DICTIONARIES` that lists a word of ``sources``, if only one does and
    the user did not add it (None: they agree, or cannot say)."""
    listed = sources & DICTIONARIES
    if USER in sources or len(listed) != 1:
        return None
    return next(iter(listed))


def familiarity_threshold(word: Word) -> float:
    """Return the Zipf frequency ``word`` needs to be familiar (higher for two letters)."""
    return SHORT_ZIPF if len(word) <= 2 else FAMILIAR_ZIPF


def measures_frequency(lexicon) -> bool:
    """Return whether ``lexicon`` gives any word a frequency (a plain word list may give none).

    >>> from wordgames.lexicon import Lexicon
    >>> measures_frequency(Lexicon.from_words(["кот"])), measures_frequency(Lexicon.from_words(["кот"], frequencies={"кот": 4.35}))
    (False, True)
    """
    def build() -> bool:
        frequency = _frequency_of(lexicon)
        return any(frequency(w) > 0 for w in lexicon)
    return derived(lexicon, "vocabulary.measures-frequency", build)


# Why a word is not familiar, as the clause a verdict reads out (the word, its Zipf, the familiar minimum).
RARE_CLAUSE = N_("{word} is rare (Zipf {zipf:.2f}; a familiar word has {threshold:g} or more)")
ONLY_CLAUSES = {
    OPENCORPORA: N_("{word} is only in OpenCorpora, not in Efremova's dictionary"),
    EFREMOVA: N_("{word} is only in Efremova's dictionary, not in OpenCorpora"),
}
RARE_AND_ONLY_CLAUSES = {
    OPENCORPORA: N_("{word} is rare (Zipf {zipf:.2f}; a familiar word has {threshold:g} or more) and only in "
                    "OpenCorpora"),
    EFREMOVA: N_("{word} is rare (Zipf {zipf:.2f}; a familiar word has {threshold:g} or more) and only in "
                 "Efremova's dictionary"),
}
DISPUTABLE = N_("{why}: a table may dispute it")
REFUSED = N_("{why}, and this table takes only familiar words")
RARE, ONE_DICTIONARY = "rare", "one-dictionary"
"""The codes of a :class:`Dispute` (``--json``)."""


@dataclass(frozen=True)
class Dispute:
    """Why a word of the lexicon is not familiar: it is rare for its length, or only one dictionary lists it.

    ``zipf`` is the word's frequency and ``threshold`` the least a familiar word of its length has;
    ``only`` names the one dictionary that lists it (None when both, or the list says nothing).

    >>> d = Dispute("инк", 2.94, 3.0, True, "opencorpora")
    >>> d.codes, d.note("«инк»")
    (('rare', 'one-dictionary'), '«инк» is rare (Zipf 2.94; a familiar word has 3 or more) and only in OpenCorpora: a table may dispute it')
    >>> Dispute("шен", 3.2, 3.0, False, "efremova").refusal("«шен»")
    "«шен» is only in Efremova's dictionary, not in OpenCorpora, and this table takes only familiar words"
    """

    word: Word
    zipf: float
    threshold: float
    rare: bool
    only: str | None

    @property
    def codes(self) -> tuple[str, ...]:
        """Return the codes of the reasons: ``rare``, ``one-dictionary``, or both."""
        return ((RARE,) if self.rare else ()) + ((ONE_DICTIONARY,) if self.only else ())

    def why(self, shown: str) -> str:
        """Return the reason as a clause about the word as ``shown`` (``«инк»``), in the interface's language."""
        if self.rare and self.only:
            text = RARE_AND_ONLY_CLAUSES[self.only]
        else:
            text = RARE_CLAUSE if self.rare else ONLY_CLAUSES[self.only]
        return _(text).format(word=shown, zipf=self.zipf, threshold=self.threshold)

    def note(self, shown: str) -> str:
        """Return the note of an accepted word: why a table may dispute it."""
        return _(DISPUTABLE).format(why=self.why(shown))

    def refusal(self, shown: str) -> str:
        """Return the reason a table that takes only familiar words refuses it."""
        return _(REFUSED).format(why=self.why(shown))

    def to_dict(self) -> dict:
        """Return the JSON form: ``codes``, ``zipf``, ``familiar_zipf`` and ``only`` (the one dictionary or null)."""
        return {"codes": list(self.codes), "zipf": self.zipf, "familiar_zipf": self.threshold, "only": self.only}


def dispute_of(word: Word, zipf: float, sources: frozenset[str], measured: bool = True) -> Dispute | None:
    """Return why ``word`` (folded) is not familiar, or None when it is: its Zipf ``zipf`` against the threshold
    of its length (when the lexicon ``measured`` frequencies at all), and the dictionaries ``sources`` that list it.

    >>> dispute_of("кот", 4.35, frozenset({"opencorpora", "efremova"})) is None
    True
    >>> [dispute_of(w, z, frozenset(s)).codes for w, z, s in [("гонт", 1.97, {"opencorpora", "efremova"}),
    ...                                                          ("дим", 3.23, {"opencorpora"}), ("ус", 3.34, {"list"})]]
    [('rare',), ('one-dictionary',), ('rare',)]
    >>> dispute_of("кот", 0.0, frozenset({"list"}), measured=False) is None
    True
    """
    threshold = familiarity_threshold(word)
    rare = measured and zipf < threshold
    only = _only_one(sources)
    if not rare and only is None:
        return None
    return Dispute(word, zipf, threshold, rare, only)


def dispute(lexicon, word: Word, frequency=None) -> Dispute | None:
    """Return why ``word`` (folded) of ``lexicon`` is not familiar, or None when it is familiar.

    ``frequency`` may give the folded word's Zipf faster than ``lexicon.frequency``.  In a lexicon that
    gives no word a frequency, familiarity cannot be told: only the agreement counts.
    """
    measured = measures_frequency(lexicon)
    zipf = (frequency or lexicon.frequency)(word) if measured else 0.0
    sources_of = getattr(lexicon, "sources_of", None)
    return dispute_of(word, zipf, frozenset(sources_of(word)) if sources_of else frozenset(), measured)


def familiar(lexicon, word: Word, frequency=None) -> bool:
    """Return whether ``word`` is familiar: frequent enough for its length, and agreed by the dictionaries
    (:func:`dispute` finds no reason against it).

    ``frequency`` may give the folded word's Zipf faster than ``lexicon.frequency``.  In a lexicon that
    gives no word a frequency, familiarity cannot be told: only the agreement counts.
    """
    return dispute(lexicon, word, frequency) is None


def _frequency_of(lexicon):
    """Return a function from a folded word of ``lexicon`` to its Zipf, reading the trie when there is one."""
    trie = getattr(lexicon, "_trie", None)
    if trie is None or not hasattr(trie, "get"):
        return lexicon.frequency

    def frequency(word: Word) -> float:
        values = trie.get(word)
        return decode_value(values[0])[0] if values else lexicon.frequency(word)
    return frequency


def check_vocabulary(level: object) -> str:
    """Return ``level`` if it names a vocabulary, else raise InputFormatError naming the choices."""
    if level not in VOCABULARIES:
        raise InputFormatError(_("vocabulary: one of {choices}, not {value!r}").format(
            choices=", ".join(VOCABULARIES), value=level))
    return level


def vocabulary(lexicon, level: str = FAMILIAR, length: int | None = None):
    """Return the words a bot plays at ``level``: :class:`Vocabulary` of the familiar words, or ``lexicon`` itself.

    With ``length``, only the words of that many letters (a doublet's graph).
    Built once per lexicon, level and length, and kept with the lexicon.
    """
    if check_vocabulary(level) == ALL or isinstance(lexicon, Vocabulary):
        return lexicon

    def build() -> Vocabulary:
        frequency = _frequency_of(lexicon)
        words = lexicon if length is None else lexicon.words(length)
        return Vocabulary(lexicon, [w for w in words if familiar(lexicon, w, frequency)], level)
    return derived(lexicon, ("vocabulary", level, length), build)


def check_table_vocabulary(level: object) -> str:
    """Return ``level`` if it names a vocabulary, else raise InputFormatError naming the rule option and choices."""
    if level not in VOCABULARIES:
        raise InputFormatError(_("table_words: one of {choices}, not {value!r}").format(
            choices=", ".join(VOCABULARIES), value=level))
    return level


def table_vocabulary(lexicon, level: str = ALL):
    """Return the lexicon a table's referee takes words from: ``lexicon`` itself (``all``), or a lexicon of
    only its familiar words (``familiar``), whose verdict on any other word of ``lexicon`` says why it is not
    familiar (the code ``unfamiliar``).

    Unlike a bot's :func:`vocabulary`, this is a rule: every lookup, every continuation and every verdict
    of the game is the smaller lexicon's.  The words the user added stay in (the table decided on them).
    Built once per lexicon and kept with it.

    >>> from wordgames.lexicon import Lexicon
    >>> lex = Lexicon.from_words(["кот", "гонт", "аи", "ад"], frequencies={"кот": 4.35, "гонт": 1.97, "аи": 3.53,
    ...                                                                     "ад": 4.5})
    >>> strict = table_vocabulary(lex, "familiar")
    >>> sorted(strict), "гонт" in strict, strict.with_prefix("г"), table_vocabulary(lex, "all") is lex
    (['ад', 'кот'], False, [], True)
    >>> v = strict.explain("гонт")
    >>> v.accepted, v.code, v.reason
    (False, 'unfamiliar', '«гонт» is rare (Zipf 1.97; a familiar word has 3 or more), and this table takes only familiar words')
    >>> table_vocabulary(lex, "common")
    Traceback (most recent call last):
    ...
    wordgames.errors.InputFormatError: table_words: one of familiar, all, not 'common'
    """
    if check_table_vocabulary(level) == ALL or getattr(lexicon, "vocabulary_choice", ALL) == level:
        return lexicon

    def build():
        import marisa_trie      # the trie of the familiar words (the lexicon module loads it anyway)
        measured = measures_frequency(lexicon)
        kept = []
        for key, value in lexicon._trie.items():
            bits = decode_origin(value)[0]
            if dispute_of(key, decode_value(value)[0], listing(bits), measured or bool(bits)) is None:
                kept.append((key, value))
        return lexicon._derive(marisa_trie.BytesTrie(kept), name=f"{lexicon.name}, {level}",
                               vocabulary_choice=level)
    return derived(lexicon, ("table-vocabulary", level), build)


class Vocabulary:
    """Some words of a lexicon, listed and counted as a lexicon of their own; everything else is the lexicon's.

    Iteration, ``len``, ``in``, :meth:`words` and :meth:`lengths` see only the
    vocabulary; the rules' lookups (``explain``, ``with_prefix``,
    ``iter_prefix``, ``frequency``, ``spelling``, ``sources_of``, …) are the
    lexicon's own.  It keeps its own derived indexes.
    """

    def __init__(self, lexicon, words, level: str = FAMILIAR):
        self.lexicon = lexicon
        self.level = level
        self._words = sorted(set(words))
        self._set = frozenset(self._words)
        self.name = f"{getattr(lexicon, 'name', 'words')}, {level}"
        self.derived = Derived()

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and word.lower().replace("ё", "е") in self._set

    def __iter__(self) -> Iterator[Word]:
        return iter(self._words)

    def __len__(self) -> int:
        return len(self._words)

    def words(self, length: int | None = None) -> list[Word]:
        """Return the vocabulary's words (folded, sorted), all or those of ``length`` letters."""
        return list(self._words) if length is None else [w for w in self._words if len(w) == length]

    def lengths(self):
        """Return how many words of each length the vocabulary has."""
        return Counter(len(w) for w in self._words)

    def __getattr__(self, name: str):
        if name.startswith("__") or name in ("lexicon", "_set", "_words"):
            raise AttributeError(name)
        return getattr(self.lexicon, name)

    def __repr__(self) -> str:
        return f"<Vocabulary {self.name!r}: {len(self)} words>"


__all__ = ["FAMILIAR", "ALL", "VOCABULARIES", "FAMILIAR_ZIPF", "SHORT_ZIPF", "Vocabulary", "vocabulary",
           "familiar", "agreed", "check_vocabulary", "Dispute", "dispute", "dispute_of", "table_vocabulary",
           "check_table_vocabulary", "RARE", "ONE_DICTIONARY"]
