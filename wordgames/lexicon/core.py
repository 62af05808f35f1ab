"""The :class:`Lexicon`: a set of game words, built once and passed to every solver.

>>> lex = Lexicon.from_words(["кот", "кит", "ёж", "бант"], name="tiny")
>>> "КОТ" in lex, "еж" in lex, "пёс" in lex
(True, True, False)
>>> lex.words(length=3), lex.words(length=2)
(['кит', 'кот'], ['еж'])
>>> lex.spelling("еж")
'ёж'
>>> lex.explain("пёс").reason
"«пёс» is not in the word list 'tiny'"
"""

from __future__ import annotations

import functools
import os
import re
from collections import Counter
from functools import cached_property
from pathlib import Path

import marisa_trie

from wordgames.i18n import _
from wordgames.lexicon import sources as src
from wordgames.lexicon.derived import Derived
from wordgames.lexicon.no_user_words import NO_USER_WORDS
from wordgames.lexicon.text import MAX_WORD, Normalized, Word, fold, normalize, too_long
from wordgames.lexicon.values import build_trie, decode_origin, decode_value
from wordgames.lexicon.wordlist import dominant_script, read_word_list

# Loading the shipped lexicon and asking whether it holds a word imports neither the errors, nor the
# user's overlay (its file locking and atomic writes), nor the verdicts, nor the key index (tests/test_imports.py):
# each is imported where it is first needed, and the names below serve the annotations only.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Iterator

    from wordgames.errors import ArgumentError     # on failure only (cold start: a lookup loads no errors)
    from wordgames.lexicon.overlay import UserWords     # cold start: a lookup loads no overlay
    from wordgames.lexicon.verdict import Verdict     # cold start: only explaining a word needs the verdicts

DEFAULT_NAME = "ru_nouns"
MARISA_MAGIC = b"We love Marisa."
_NOT_PLAIN_CYRILLIC = re.compile("[^а-я]")


def data_dir() -> Path:
    """Return the folder of the shipped dictionary files.

    An installed wheel carries them in ``wordgames/dictionaries``; a source
    checkout (and an editable install) keeps them in the top-level ``dictionaries/``.
    """
    package = Path(__file__).resolve().parents[1]
    installed = package / "dictionaries"
    if (installed / f"{DEFAULT_NAME}.marisa").exists():
        return installed
    return package.parent / "dictionaries"



class Lexicon:
    """A set of game words with frequencies, the user's overlay, and reasons for every rejection.

    Build one with :meth:`default` (the shipped Russian nouns), :meth:`from_path`
    (a plain word list or a compiled trie) or :meth:`from_words`, then pass it
    to every solver.  Lookups fold case and ё and read Latin look-alike letters.
    """

    def __init__(self, trie: marisa_trie.BytesTrie, *, name: str, script: str = "cyrillic",
                 morphology: bool = False, user_words: UserWords | None = None,
                 min_zipf: float | None = None, source: Path | None = None,
                 unrestricted: marisa_trie.BytesTrie | None = None, source_choice: str = "any",
                 sorted_keys: Callable[[], list[Word]] | None = None, vocabulary_choice: str = "all"):
        self._trie = trie
        self.name = name
        self.script = script
        self.morphology = morphology
        self._user_words = user_words               # None: none given, an empty one made when first asked for
        self._overlay = user_words if user_words is not None else NO_USER_WORDS    # what lookups consult
        self.min_zipf = min_zipf
        self.source_choice = source_choice
        """Which dictionaries' words are in (``--source``): 'any', 'both', 'opencorpora' or 'efremova'."""
        self.vocabulary_choice = vocabulary_choice
        """Which words a table takes: 'all', or 'familiar' (:func:`wordgames.lexicon.vocabulary.table_vocabulary`)."""
        self._unrestricted = unrestricted if unrestricted is not None else trie  # before restrict()
        self._sorted_keys = sorted_keys   # the trie's keys, sorted, when known without sorting (shipped)
        self.source = source
        self.derived = Derived()  # indexes built from these words, once (wordgames.lexicon.derived)

    def __getstate__(self) -> dict:
        """Return what pickling keeps: the words, names and overlay; not the indexes built from them.

        A lexicon sent to another process (a tournament's cluster workers) builds its indexes there,
        once; sorted keys known only through a function of another lexicon are sorted there, once.

        >>> import pickle
        >>> lex = Lexicon.from_words(["кот", "кит"]).restrict_source("any")
        >>> again = pickle.loads(pickle.dumps(lex))
        >>> sorted(again), "кот" in again, len(again.derived)
        (['кит', 'кот'], True, 0)
        """
        state = {k: v for k, v in self.__dict__.items()
                 if k != "derived" and not isinstance(getattr(type(self), k, None), cached_property)}
        if not isinstance(self._sorted_keys, functools.partial):   # a lambda over another lexicon: not picklable
            state["_sorted_keys"] = None
        return state

    def __setstate__(self, state: dict) -> None:
        self.__dict__.update(state)
        self.derived = Derived()

    @property
    def user_words(self) -> UserWords:
        """The user's additions and exclusions applied on top of the words (empty when none were given)."""
        if self._user_words is None:
            from wordgames.lexicon.overlay import UserWords     # cold start: a lookup loads no overlay
            self._user_words = self._overlay = UserWords()
        return self._user_words

    def _data_folder(self) -> Path:
        """Return the folder of this lexicon's data files (beside its trie; the shipped folder when built from words)."""
        return self.source.parent if self.source is not None else data_dir()

    # -- construction -------------------------------------------------------

    @classmethod
    def default(cls, user_words: UserWords | None = None) -> "Lexicon":
        """Return the shipped lexicon of Russian nominative singular common nouns (OpenCorpora and Efremova)."""
        path = data_dir() / f"{DEFAULT_NAME}.marisa"
        return cls(_load_shipped(path), name=DEFAULT_NAME, script="cyrillic", morphology=True,
                   user_words=user_words, source=path,
                   sorted_keys=functools.partial(_read_keys, path.with_name(f"{DEFAULT_NAME}.keys.txt")))

    @classmethod
    def proper_nouns(cls, user_words: UserWords | None = None) -> "Lexicon":
        """Return the shipped list of proper nouns in the nominative singular (a house rule's words)."""
        path = data_dir() / "ru_proper.marisa"
        return cls(_load_shipped(path), name="ru_proper", script="cyrillic",
                   user_words=user_words, source=path)

    @classmethod
    def from_words(cls, words: Iterable[str], *, name: str = "word list",
                   frequencies: dict[str, float] | None = None,
                   user_words: UserWords | None = None) -> "Lexicon":
        """Return a lexicon of the given words (any alphabet); frequencies are zipf values."""
        frequencies = {fold(w): z for w, z in (frequencies or {}).items()}
        spellings: dict[Word, str | set[str]] = {}     # a word's one spelling, or the set of its several
        for word in words:
            word = word.strip().lower()
            if word:
                key = fold(word)
                seen = spellings.setdefault(key, word)
                if seen is not word and seen != word:
                    if isinstance(seen, str):
                        spellings[key] = {seen, word}
                    else:
                        seen.add(word)
        trie = build_trie((k, frequencies.get(k, 0.0), (s,) if isinstance(s, str) else s)
                          for k, s in spellings.items())
        return cls(trie, name=name, script=dominant_script(spellings), user_words=user_words)

    @classmethod
    def from_path(cls, path: str | os.PathLike, user_words: UserWords | None = None) -> "Lexicon":
        """Return the lexicon in ``path``: a compiled trie, or UTF-8 text with one word per line.

        A text line may carry a zipf frequency after the word (``кот 4.35``);
        lines starting with ``#`` are comments.  ``-`` reads a word list from standard input.
        """
        if str(path) == "-":
            words, freqs = read_word_list(path)
            return cls.from_words(words, name="<stdin>", frequencies=freqs, user_words=user_words)
        path = Path(path)
        try:
            head = path.open("rb").read(len(MARISA_MAGIC))
        except OSError as e:
            from wordgames.errors import ArgumentError     # on failure only (cold start: a lookup loads no errors)
            from wordgames.files import os_reason     # on failure only (cold start: a lookup loads no errors)
            raise ArgumentError(_("cannot read dictionary {path!r}: {reason}").format(path=str(path),
                                                                                      reason=os_reason(e)),
                                option="path") from None
        if head == MARISA_MAGIC:
            trie = marisa_trie.BytesTrie()
            try:
                trie.mmap(str(path))
            except Exception:
                from wordgames.errors import InputFormatError   # cold start
                raise InputFormatError(_("not a wordgames dictionary trie"), path=str(path)) from None
            script = dominant_script(trie.keys()[:1000])
            return cls(trie, name=path.name, script=script, user_words=user_words, source=path)
        words, freqs = read_word_list(path)
        lex = cls.from_words(words, name=path.name, frequencies=freqs, user_words=user_words)
        lex.source = path
        return lex

    def _derive(self, trie: marisa_trie.BytesTrie, **changes) -> "Lexicon":
        """Return a lexicon like this one with another trie (a subset of this one's) and the given changes."""
        fields = dict(name=self.name, script=self.script, morphology=self.morphology, user_words=self._user_words,
                      min_zipf=self.min_zipf, source=self.source, unrestricted=self._unrestricted,
                      source_choice=self.source_choice, vocabulary_choice=self.vocabulary_choice)
        fields.update(changes)
        if trie is self._trie:
            return Lexicon(trie, sorted_keys=lambda: self._base_keys, **fields)
        return Lexicon(trie, sorted_keys=lambda: [k for k in self._base_keys if k in trie], **fields)  # still sorted

    def restrict(self, min_zipf: float) -> "Lexicon":
        """Return this lexicon without the words rarer than ``min_zipf`` (wordfreq's Zipf scale)."""
        kept = [(k, val) for k, val in self._trie.items()
                if decode_value(val)[0] >= min_zipf]
        return self._derive(marisa_trie.BytesTrie(kept), name=f"{self.name}, zipf ≥ {min_zipf:g}", min_zipf=min_zipf)

    def restrict_source(self, choice: str) -> "Lexicon":
        """Return this lexicon with only the words ``choice`` takes: 'any', 'both', 'opencorpora' or 'efremova'.

        A word list without sources (``--dict``) has no words of either dictionary: only 'any' keeps it whole.

        >>> lex = Lexicon.default()
        >>> "зашвыривание" in lex, "зашвыривание" in lex.restrict_source("opencorpora")
        (True, False)
        """
        if choice not in src.CHOICES:
            from wordgames.errors import ArgumentError     # on failure only (cold start: a lookup loads no errors)
            raise ArgumentError(_("unknown source {choice!r}; choose one of {choices}").format(
                choice=choice, choices=", ".join(src.CHOICES)), option="source_choice")
        if choice == "any":
            return self
        if not self.morphology:
            from wordgames.errors import ArgumentError, Param     # on failure only (cold start)
            raise ArgumentError(_("{source} {choice} takes the shipped dictionaries' words; the word list {name!r} "
                                  "does not say which dictionary each word comes from"),
                                source=Param("source_choice"), choice=choice, name=self.name, option="source_choice")
        kept = [(k, val) for k, val in self._trie.items() if src.admits(decode_origin(val)[0], choice)]
        return self._derive(marisa_trie.BytesTrie(kept), name=f"{self.name}, {choice}", source_choice=choice)

    def with_user_words(self, user_words: UserWords) -> "Lexicon":
        """Return this lexicon with another user overlay."""
        return self._derive(self._trie, user_words=user_words)

    def without_user_words(self) -> "Lexicon":
        """Return this lexicon without the user's additions and exclusions."""
        from wordgames.lexicon.overlay import UserWords     # cold start: a lookup loads no overlay
        return self.with_user_words(UserWords())

    # -- lookups --------------------------------------------------------------

    def normalize(self, word: str) -> Normalized:
        """Return the folded word, with look-alike letters of the other alphabet read as ours.

        A word of more than :data:`MAX_WORD` characters is refused (no dictionary has one, and every
        search over a word's endings would grow with its square).
        """
        if len(word) > MAX_WORD:
            from wordgames.errors import InputFormatError     # on failure only (cold start: a lookup loads no errors)
            raise InputFormatError(too_long(word))
        return normalize(word, self.script)

    def __contains__(self, word: object) -> bool:
        if not isinstance(word, str):
            return False
        key = word.lower().replace("ё", "е")
        if self.script != "cyrillic" or _NOT_PLAIN_CYRILLIC.search(key):
            key = self.normalize(word).word
        if key in self._overlay.added:
            return True
        return key in self._trie and key not in self._overlay.removed and "\x00" not in key

    def __len__(self) -> int:
        return len(self._keys)

    def __iter__(self) -> Iterator[Word]:
        return iter(self._keys)

    def __repr__(self) -> str:
        return f"<Lexicon {self.name!r}: {len(self)} words>"

    @cached_property
    def _base_keys(self) -> list[Word]:
        """The trie's keys, sorted: read ready-made for the shipped lexicon, sorted once for any other."""
        if self._sorted_keys is not None:
            return self._sorted_keys()
        return sorted(self._trie.keys())

    @cached_property
    def _keys(self) -> list[Word]:
        """The words, sorted: the trie's keys with the user's words merged in (:mod:`wordgames.lexicon.keys`)."""
        if not self._overlay:
            return self._base_keys
        from wordgames.lexicon.keys import merge_user_words     # cold start: only listing words needs the key index
        return merge_user_words(self._base_keys, self._trie, self._overlay.added, self._overlay.removed)

    @cached_property
    def _by_length(self) -> dict[int, list[Word]]:
        """The words grouped by length, each group sorted."""
        from wordgames.lexicon.keys import by_length     # cold start: only listing words needs the key index
        return by_length(self._keys)

    def words(self, length: int | None = None) -> list[Word]:
        """Return the words (folded, sorted), all of them or those of ``length`` letters."""
        if length is None:
            return list(self._keys)
        return list(self._by_length.get(length, []))

    def lengths(self) -> Counter:
        """Return how many words there are of each length."""
        return Counter({n: len(ws) for n, ws in self._by_length.items()})

    def with_prefix(self, prefix: str) -> list[Word]:
        """Return the words that start with ``prefix``, sorted."""
        key = self.normalize(prefix).word
        found = set(self._trie.keys(key)) - set(self._overlay.removed)
        found.update(w for w in self._overlay.added if w.startswith(key))
        return sorted(found)

    def iter_prefix(self, prefix: str) -> Iterator[Word]:
        """Yield the words that start with ``prefix`` lazily, in the trie's order (not sorted)."""
        key = self.normalize(prefix).word
        removed = self._overlay.removed
        for word in self._trie.iterkeys(key):
            if word not in removed:
                yield word
        for word in self._overlay.added:
            if word.startswith(key) and word not in self._trie:
                yield word

    def frequency(self, word: str) -> float:
        """Return the word's Zipf frequency (0.0 for unknown or user-added words without one)."""
        values = self._trie.get(word) or self._trie.get(self.normalize(word).word)   # a key is its own normal form
        return decode_value(values[0])[0] if values else 0.0

    def spelling(self, word: str) -> str:
        """Return the word as the dictionary spells it (with ё where it has one)."""
        key = self.normalize(word).word
        values = self._trie.get(key)
        if not values:
            return key
        spellings = decode_value(values[0])[1]
        return key if not spellings or key in spellings else spellings[0]

    def sources_of(self, word: str) -> frozenset[str]:
        """Return the dictionaries that list ``word`` as a game word ('opencorpora', 'efremova').

        A word the user added has the source 'user' (with any dictionary that lists it too); a word of a
        list without sources (``--dict``, :meth:`from_words`) has 'list'; a word not in the lexicon has none.

        >>> lex = Lexicon.default(user_words=None)
        >>> sorted(lex.sources_of("крест")), sorted(lex.sources_of("зашвыривание")), lex.sources_of("столы")
        (['efremova', 'opencorpora'], ['efremova'], frozenset())
        >>> Lexicon.from_words(["кот"]).sources_of("кот")
        frozenset({'list'})
        """
        key = self.normalize(word).word
        if key in self._overlay.removed:
            return frozenset()
        values = self._trie.get(key) if "\x00" not in key else None
        found = frozenset()
        if values:
            bits = decode_origin(values[0])[0]
            found = src.names(bits) if bits else frozenset({src.LIST})
        if key in self._overlay.added:
            found |= {src.USER}
        return found

    def source_counts(self) -> dict[str, int]:
        """Return how many keys each dictionary admits, and both (the user's words not counted)."""
        counts = {src.OPENCORPORA: 0, src.EFREMOVA: 0, "both": 0}
        both = src.OPENCORPORA_BIT | src.EFREMOVA_BIT
        for _key, value in self._trie.iteritems():
            bits = decode_origin(value)[0]
            counts[src.OPENCORPORA] += bits & 1
            counts[src.EFREMOVA] += bits >> 1
            counts["both"] += bits == both
        return counts

    # -- verdicts ---------------------------------------------------------------

    def explain(self, word: str) -> Verdict:
        """Return the verdict on ``word``: accepted, or the reason it is not a game word, with its evidence
        (:func:`wordgames.lexicon.judge.judge`)."""
        from wordgames.lexicon.judge import judge     # cold start: only explaining a word needs the verdicts
        return judge(self, word)

    def check(self, word: str) -> Word:
        """Return the folded word if accepted, else raise :class:`~wordgames.errors.UnknownWordError`."""
        from wordgames.errors import UnknownWordError     # on failure only (cold start: a lookup loads no errors)
        verdict = self.explain(word)
        if not verdict.accepted:
            raise UnknownWordError(word, verdict.reason)
        return verdict.key


def _missing(path: Path) -> ArgumentError:
    """Return the refusal of a shipped dictionary file that cannot be read."""
    from wordgames.errors import ArgumentError     # on failure only (cold start: a lookup loads no errors)
    return ArgumentError(_("the shipped dictionary {path!r} is missing; run 'wordgames dict build'").format(
        path=str(path)))


def _load_shipped(path: Path) -> marisa_trie.BytesTrie:
    """Return the shipped trie at ``path``, memory-mapped."""
    trie = marisa_trie.BytesTrie()
    try:
        trie.mmap(str(path))
    except OSError:
        raise _missing(path) from None
    return trie


def _read_keys(path: Path) -> list[Word]:
    """Return the shipped sorted key list (``ru_nouns.keys.txt``), or refuse as for a missing dictionary."""
    from wordgames.lexicon.keys import read_keys     # cold start: only listing words needs the key index
    try:
        return read_keys(path)
    except OSError:
        raise _missing(path) from None
