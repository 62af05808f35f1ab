"""Diminutives and augmentatives: which nouns are only a smaller or bigger form of another noun.

Змейка's rule 6 forbids words with a diminutive or augmentative suffix «кроме
тех случаев, когда такой суффикс придает слову принципиально новый смысл
(например, разрешается слово голенище)».  No dictionary we ship marks such
words, so :func:`diminutive` decides from the evidence there is, in this order:

1. **the reviewed list** (``diminutives.txt`` beside this module): words a
   dictionary gives a sense of their own (``own``: ножка of a table, ручка to
   write with, бабочка), and diminutives the search below cannot find
   (``diminutive``/``augmentative`` with their base);
2. **the shape**: a known suffix on a stem that, with the consonant
   alternations of Russian (ручка ← рука, ножка ← нога, сапожище ← сапог), a
   fleeting vowel (пальчик ← палец, огонёк ← огонь), a й or a soft sign before
   the suffix (ручеёк ← ручей, двоечка ← двойка, стульчик ← стул), gives a
   noun of the lexicon of three letters or more — the *base* (so арка is not
   from ар);
3. **the morphology** (pymorphy3, for a Russian lexicon): a diminutive or an
   augmentative keeps its base's gender and animacy (дом → домик, рука →
   ручка, сапог → сапожище); when they differ the word is formed otherwise
   (голень → голенище changes gender, хлор → хлорка too, кош → кошка animacy);
   a young animal in -ёнок, -онок (котёнок ← кот) is a word of its own, not a
   diminutive; a «base» it knows, but not as a common noun, is none
   (отличник is not from «отлично»); -ец makes a diminutive only of an
   inanimate noun of two syllables or more (морозец, not абхазец, зубец);
4. **the frequency**: a word used at least a third as often as its base
   (within :data:`MARGIN` on the Zipf scale: девочка, бабушка, ёлка) is not
   merely a form of it: the language uses it for something of its own.

>>> from wordgames.lexicon import Lexicon
>>> lex = Lexicon.from_words(["дом", "домик", "рука", "ручка", "голень", "голенище", "кот", "котёнок",
...                           "сапог", "сапожище", "ар", "арка"])
>>> d = diminutive(lex, "домик")
>>> d.base, d.kind, d.code, d.reason
('дом', 'diminutive', 'diminutive', '«домик» is a diminutive of «дом»')
>>> diminutive(lex, "сапожище").reason
'«сапожище» is an augmentative of «сапог»'
>>> [diminutive(lex, w) for w in ("голенище", "котёнок", "арка", "ручка", "кот")]
[None, None, None, None, None]

Without pymorphy3 or for another alphabet, steps 3 and 4 are skipped where
they have nothing to read, and the list and the shape decide.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path
from typing import Iterable, Mapping

from wordgames.errors import InputFormatError
from wordgames.i18n import N_, _
from wordgames.lexicon.core import Lexicon
from wordgames.lexicon.derived import Derived, derived
from wordgames.lexicon.text import Word, fold

DIMINUTIVE, AUGMENTATIVE = "diminutive", "augmentative"
"""The kinds of a suffix rule 6 forbids; also the verdicts' reason codes."""
EXCEPTIONS = Path(__file__).with_name("diminutives.txt")

# (suffix, kind, extra base endings) — longer suffixes first so that «-очка» is tried before «-ка».
# The extra endings are those of a base that itself ends in a suffix: ёлочка ← ёлка, кусочек ← кусок.
SUFFIXES: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("онька", DIMINUTIVE, ()), ("енька", DIMINUTIVE, ()), ("ушка", DIMINUTIVE, ()), ("юшка", DIMINUTIVE, ()),
    ("ышко", DIMINUTIVE, ("це",)), ("ишко", DIMINUTIVE, ()), ("ишка", DIMINUTIVE, ()),
    ("очка", DIMINUTIVE, ("ка",)), ("ечка", DIMINUTIVE, ("ка",)), ("ечко", DIMINUTIVE, ("це", "ко")),
    ("очко", DIMINUTIVE, ("ко",)), ("очек", DIMINUTIVE, ("ок", "ек")), ("ечек", DIMINUTIVE, ("ок", "ек")),
    ("ушек", DIMINUTIVE, ()), ("онка", DIMINUTIVE, ()), ("енка", DIMINUTIVE, ()),
    ("онок", DIMINUTIVE, ()), ("енок", DIMINUTIVE, ()),
    ("ище", AUGMENTATIVE, ()), ("ища", AUGMENTATIVE, ()),
    ("чик", DIMINUTIVE, ()), ("ик", DIMINUTIVE, ()), ("ок", DIMINUTIVE, ()), ("ек", DIMINUTIVE, ()),
    ("ец", DIMINUTIVE, ()), ("ица", DIMINUTIVE, ()), ("ице", DIMINUTIVE, ()), ("ца", DIMINUTIVE, ()), ("цо", DIMINUTIVE, ()),
    ("це", DIMINUTIVE, ()), ("ка", DIMINUTIVE, ()), ("ко", DIMINUTIVE, ()),
)
BY_END: dict[str, list[tuple[str, str, tuple[str, ...]]]] = {}
for _rule in SUFFIXES:
    BY_END.setdefault(_rule[0][-2:], []).append(_rule)      # every suffix has two letters or more
ENDINGS = ("", "а", "я", "о", "е", "ь")
# Consonants that alternate before these suffixes: ручка ← рука, ножка ← нога, мушка ← муха, птичка ← птица.
ALTERNATIONS = {"ч": ("к", "ц", "т"), "ж": ("г", "з", "д"), "ш": ("х", "с"), "щ": ("ст", "ск")}
YOUNG = ("онок", "енок")      # котёнок, утёнок: the young of an animal, a word of its own
VOWELS = frozenset("аеиоуыэюя")
MARGIN = 0.5
"""How much rarer (Zipf) than its base a word must be to be a mere diminutive of it: about three times."""

REASONS = {DIMINUTIVE: N_("«{word}» is a diminutive of «{base}»"),
           AUGMENTATIVE: N_("«{word}» is an augmentative of «{base}»")}


@dataclass(frozen=True)
class Diminutive:
    """A word rule 6 forbids: its base, the kind of its suffix, and what showed it."""

    word: Word
    base: Word
    kind: str            # DIMINUTIVE or AUGMENTATIVE
    evidence: str        # "list" (the reviewed list) or "suffix" (shape, morphology, frequency)

    @property
    def code(self) -> str:
        """Return the stable reason code (``diminutive`` or ``augmentative``)."""
        return self.kind

    @property
    def reason(self) -> str:
        """Return the reason, translated: «домик» is a diminutive of «дом»."""
        return _(REASONS[self.kind]).format(word=self.word, base=self.base)


@dataclass(frozen=True)
class Exceptions:
    """The reviewed list: words with a sense of their own, and diminutives named with their base."""

    own: frozenset[Word]
    listed: Mapping[Word, tuple[str, Word]]     # word -> (kind, base)


def read_exceptions(text: str) -> Exceptions:
    """Return the reviewed list written ``own WORD note`` / ``diminutive WORD BASE`` / ``augmentative WORD BASE``.

    >>> e = read_exceptions("# a comment\\nown ножка the leg of a table\\ndiminutive котик кот\\n")
    >>> sorted(e.own), dict(e.listed)
    (['ножка'], {'котик': ('diminutive', 'кот')})
    """
    own, listed = set(), {}
    for number, line in enumerate(text.splitlines(), start=1):
        parts = line.split("#", 1)[0].split()
        if not parts:
            continue
        if parts[0] == "own" and len(parts) >= 2:
            own.add(fold(parts[1]))
        elif parts[0] in (DIMINUTIVE, AUGMENTATIVE) and len(parts) >= 3:
            listed[fold(parts[1])] = (parts[0], fold(parts[2]))
        else:
            raise ValueError(f"{EXCEPTIONS.name}, line {number}: {line.strip()!r}")
    return Exceptions(frozenset(own), listed)


NONE = Exceptions(frozenset(), {})
"""An empty reviewed list: the shape, the morphology and the frequency alone decide."""


@lru_cache(maxsize=1)
def exceptions() -> Exceptions:
    """Return the shipped reviewed list (read once)."""
    return read_exceptions(EXCEPTIONS.read_text(encoding="utf-8"))


def stems(stem: str) -> list[str]:
    """Return ``stem`` and the stems it may come from: alternated last consonant, a fleeting е or о.

    >>> stems("ручк"[:-1]), stems("пальц"), stems("дво")
    (['руч', 'рук', 'руц', 'рут'], ['пальц', 'палец'], ['дво', 'двой'])
    """
    found = [stem] + [stem[:-1] + alt for alt in ALTERNATIONS.get(stem[-1], ())]
    if stem[-1] in VOWELS:
        found.append(stem + "й")          # a й before the suffix: двоечка ← двойка, ручеёк ← ручей
    elif stem[-1] == "ь" and len(stem) >= 3:
        found.append(stem[:-1])           # a soft sign before it: ходулька ← ходуля
    fleeting = []
    for s in found:
        if len(s) >= 3 and s[-2] == "ь":
            fleeting.append(s[:-2] + "е" + s[-1])          # пальц → палец
        elif len(s) >= 3 and s[-1] not in VOWELS and s[-2] not in VOWELS:
            fleeting += [s[:-1] + "е" + s[-1], s[:-1] + "о" + s[-1]]   # лодк → лодок (a base in -ок)
    return list(dict.fromkeys(found + fleeting))


def candidates(word: Word, contains) -> Iterable[tuple[str, str, Word]]:
    """Yield (suffix, kind, base) for every suffix of ``word`` whose stem gives a word ``contains`` knows."""
    for suffix, kind, extra in BY_END.get(word[-2:], ()):
        if not word.endswith(suffix):
            continue
        stem = word[: -len(suffix)]
        if len(stem) < 2 or not any(ch in VOWELS for ch in stem):
            continue
        for s in stems(stem):
            for ending in ENDINGS + extra:
                base = s + ending
                if base != word and len(base) >= 3 and contains(base):
                    yield suffix, kind, base


def diminutive(lexicon, word: str, reviewed: Exceptions | None = None, contains=None) -> Diminutive | None:
    """Return what makes ``word`` a diminutive or augmentative of a noun of ``lexicon``, or None.

    ``lexicon`` is anything with ``in`` (and, for the frequency test,
    ``frequency``); ``reviewed`` is the reviewed list (by default the shipped
    one); ``contains`` may answer ``in`` faster (a set of the folded words).
    See the module docstring for the evidence.
    """
    key = fold(word.strip().lower())
    listed = exceptions() if reviewed is None else reviewed
    if key in listed.own:
        return None
    if key in listed.listed:
        kind, base = listed.listed[key]
        return Diminutive(key, base, kind, "list")
    frequency = getattr(lexicon, "frequency", None)
    for suffix, kind, base in candidates(key, contains or lexicon.__contains__):
        if frequency is not None and frequency(key) > 0 and frequency(base) - frequency(key) < MARGIN:
            continue                      # used nearly as much as its base: a word of its own
        if not _agrees(key, base, suffix):
            continue
        return Diminutive(key, base, kind, "suffix")
    return None


def diminutives(lexicon, words: Iterable[str] | None = None,
                reviewed: Exceptions | None = None) -> dict[Word, Diminutive]:
    """Return every word of ``lexicon`` (or of ``words``) that :func:`diminutive` finds, by word."""
    found = {}
    known = frozenset(lexicon).__contains__
    for word in (lexicon if words is None else words):
        d = diminutive(lexicon, word, reviewed, known)
        if d is not None:
            found[d.word] = d
    return found


# -- the morphology -------------------------------------------------------------------------------


def _agrees(word: Word, base: Word, suffix: str) -> bool:
    """Return whether the morphology allows ``word`` to be ``base`` with ``suffix`` (True when it cannot tell)."""
    w, b = _noun_tag(word), _noun_tag(base)
    if b is None and _known(base):
        return False                      # the morphology knows the «base» only as a name or not as a noun
    if suffix == "ец" and (w is None or w[1] != "inan" or sum(ch in VOWELS for ch in base) < 2):
        return False                      # -ец also makes people (абхазец, правдолюбец) and words of short roots
    if w is None or b is None:
        return True
    (w_gender, w_animacy), (b_gender, b_animacy) = w, b
    if suffix in YOUNG and b_animacy == "anim":
        return False                      # котёнок, утёнок: a young animal
    if w_animacy and b_animacy and w_animacy != b_animacy:
        return False
    if w_gender and b_gender and w_gender != b_gender:
        # -ишко, -ище keep a masculine base masculine, though pymorphy3 may file them as neuter (домишко)
        return suffix in ("ишко", "ище") and b_gender == "masc"
    return True


@lru_cache(maxsize=None)
def _morph():
    """Return the process's pymorphy3 analyser (:func:`wordgames.lexicon.explain.analyzer`), or None
    when it cannot be loaded."""
    try:
        from wordgames.lexicon.explain import analyzer     # heavy (pymorphy3): only rule 6's analysis needs it
        return analyzer()
    except Exception:          # noqa: BLE001 — no morphology: the other evidence decides
        return None


def _known(word: Word) -> bool:
    """Return whether the morphology has ``word`` in its dictionary (not merely guessed from its ending)."""
    morph = _morph()
    return morph is not None and morph.word_is_known(word)


@lru_cache(maxsize=65536)
def _noun_tag(word: Word) -> tuple[str | None, str | None] | None:
    """Return (gender, animacy) of ``word`` read as a nominative common noun, the likeliest reading; None if none."""
    if not word or any(not ("а" <= ch <= "я" or ch == "ё") for ch in word):
        return None
    morph = _morph()
    if morph is None:
        return None
    for parse in morph.parse(word):
        tag = parse.tag
        if "NOUN" in tag and "nomn" in tag and not ({"Name", "Surn", "Patr", "Geox", "Orgn", "Abbr"} & tag.grammemes):
            return tag.gender if tag.gender in ("masc", "femn", "neut") else None, tag.animacy
    return None




# -- a lexicon without them -----------------------------------------------------------------------

REFUSE, WARN = "refuse", "warn"
RULE6_CHOICES = (REFUSE, WARN)
"""Змейка's rule option: refuse diminutives and augmentatives (the text), or only warn (the old way)."""


def without_diminutives(lexicon):
    """Return ``lexicon`` without the words :func:`diminutive` finds, built once and kept with it.

    The words the user added by hand stay in (the table has decided on them).
    Its verdict on a refused word says why, with the code ``diminutive`` or
    ``augmentative``:

    >>> from wordgames.lexicon import Lexicon
    >>> lex = without_diminutives(Lexicon.from_words(["дом", "домик", "ножка", "нога"]))
    >>> "домик" in lex, "ножка" in lex, sorted(lex), len(lex)
    (False, True, ['дом', 'нога', 'ножка'], 3)
    >>> v = lex.explain("Домик")
    >>> v.accepted, v.code, v.reason, v.lemma
    (False, 'diminutive', '«домик» is a diminutive of «дом»', 'дом')
    >>> without_diminutives(lex) is lex
    True
    """
    if isinstance(lexicon, WithoutDiminutives):
        return lexicon
    return derived(lexicon, "rule6.without-diminutives", lambda: WithoutDiminutives(lexicon))


def _lexicon_class():
    return Lexicon


class WithoutDiminutives(_lexicon_class()):
    """A lexicon less its diminutives and augmentatives (see :func:`without_diminutives`).

    Every lookup is the base lexicon's, less the refused words; each word is
    judged once, when first asked about, and the whole list only when the
    words are listed or counted.
    """

    def __init__(self, base):
        self.__dict__.update({k: v for k, v in base.__dict__.items() if k not in ("_keys", "_by_length")})
        self.base = base
        self.derived = Derived()
        self._refused: dict[Word, Diminutive | None] = {}

    def refusal(self, word: Word) -> Diminutive | None:
        """Return why the folded ``word`` is refused (None: it is not), judged against the base lexicon."""
        try:
            return self._refused[word]
        except KeyError:
            pass
        found = None if word in self.user_words.added else diminutive(self.base, word)
        self._refused[word] = found
        return found

    def __contains__(self, word: object) -> bool:
        if not super().__contains__(word):
            return False
        return self.refusal(self.normalize(word).word) is None

    @property
    def _keys(self) -> list[Word]:
        keys = self.__dict__.get("_kept")
        if keys is None:
            found = diminutives(self.base)
            self._refused.update({w: found.get(w) for w in self.base if w not in self.user_words.added})
            keys = self.__dict__["_kept"] = [w for w in self.base if self.refusal(w) is None]
        return keys

    @property
    def _by_length(self) -> dict[int, list[Word]]:
        table = self.__dict__.get("_kept_by_length")
        if table is None:
            table = {}
            for key in self._keys:
                table.setdefault(len(key), []).append(key)
            self.__dict__["_kept_by_length"] = table
        return table

    def with_prefix(self, prefix: str) -> list[Word]:
        return [w for w in super().with_prefix(prefix) if self.refusal(w) is None]

    def iter_prefix(self, prefix: str):
        return (w for w in super().iter_prefix(prefix) if self.refusal(w) is None)

    def explain(self, word: str):
        verdict = super().explain(word)
        if verdict.accepted:
            found = self.refusal(verdict.key)
            if found is not None:
                return replace(verdict, accepted=False, code=found.code, reason=found.reason, lemma=found.base,
                               dispute=None)
        return verdict

    def restrict(self, min_zipf: float):
        return without_diminutives(self.base.restrict(min_zipf))

    def with_user_words(self, user_words):
        return without_diminutives(self.base.with_user_words(user_words))

    def __repr__(self) -> str:
        return f"<Lexicon {self.name!r} without diminutives>"


def rule6_lexicon(lexicon, mode: str = REFUSE):
    """Return the lexicon Змейка's rule 6 plays with: without diminutives (``refuse``), or as it is (``warn``)."""
    if mode not in RULE6_CHOICES:
        raise InputFormatError(_("diminutives: one of {choices}, not {value!r}").format(
            choices=", ".join(RULE6_CHOICES), value=mode))
    return without_diminutives(lexicon) if mode == REFUSE else lexicon


__all__ = ["Diminutive", "diminutive", "diminutives", "exceptions", "read_exceptions", "DIMINUTIVE", "without_diminutives", "rule6_lexicon", "REFUSE", "WARN",
           "AUGMENTATIVE", "REASONS"]
