"""Build the shipped dictionary files from the installed pymorphy3 dictionary.

The scan visits every word form of the OpenCorpora dictionary (about five
million) once; then the headwords of Efremova's dictionary
(``efremova_nouns.txt``) are read against OpenCorpora's analyses
(:mod:`.efremova`) and joined in, each key recording which of the two
dictionaries admit it (:mod:`.sources`).  A form's tag depends only on its
paradigm and its index in it, so the predicate of :mod:`.rules` is evaluated
once per (paradigm, index) pair and the scan itself is a set lookup per form.  Frequencies come from
wordfreq's Russian data, summed over the spellings that fold to one key
(«елка» and «ёлка»).  The output is byte-for-byte reproducible from the same
installed packages: sorted text, and a marisa-trie built from sorted items.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from typing import Callable, NamedTuple

from wordgames.atomic import atomic_write_bytes, atomic_write_text
from wordgames.i18n import N_
from wordgames.lexicon import efremova, sources as src
from wordgames.lexicon.core import data_dir
from wordgames.lexicon.values import build_trie
from wordgames.lexicon.rules import proper_noun_problem, tag_problem
from wordgames.lexicon.text import Word, fold

CYRILLIC_WORD = re.compile(r"[а-яё]+")

Progress = Callable[[int], None]  # called with the number of word forms scanned since last call


class Entry(NamedTuple):
    """One line of the shipped word list: a spelling, its folded key, its Zipf frequency (a tuple: the
    build makes some 140 000 of them)."""

    spelling: str
    key: Word
    zipf: float
    sources: int = 0          # which dictionaries admit the key (sources.OPENCORPORA_BIT | EFREMOVA_BIT)
    note: int = 0             # what OpenCorpora makes of a word only Efremova's dictionary lists


@dataclass(frozen=True)
class Scan:
    """The result of one pass over the dictionary: common nouns, proper nouns, provenance."""

    common: dict[Word, set[str]]
    proper: dict[Word, set[str]]
    total_forms: int
    source: str                     # the header's source line (source_description)
    colloquial: frozenset[Word] = frozenset()   # common nouns whose game-word form is marked Infr


def package_version(name: str) -> str:
    """Return an installed package's version, or 'not installed'."""
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return "not installed"


# The provenance lines of a list's header, written in English (the file is data) and read back by
# `dict info` through :func:`read_header_line`, which shows them in the interface's language.
SOURCE_LINE = N_("source: {corpus} (revision {revision}) via {package}")
FREQUENCIES_LINE = N_("frequencies: wordfreq {version} Russian data, Zipf scale, summed over spellings with е "
                      "and ё; 0 = not listed")
ENTRIES_LINE = N_("entries: {entries}; keys (ё folded to е): {keys}")
SECOND_SOURCE_LINE = N_("second source: Efremova's explanatory dictionary, {headwords} noun headwords, "
                        "via Harrix/Russian-Nouns (MIT licence)")
BY_SOURCE_LINE = N_("keys by source: OpenCorpora {opencorpora}, Efremova {efremova}, both {both}")
HEADER_LINES = (SOURCE_LINE, FREQUENCIES_LINE, ENTRIES_LINE, SECOND_SOURCE_LINE, BY_SOURCE_LINE)
SOURCE_COLUMN = {src.OPENCORPORA_BIT: "opencorpora", src.EFREMOVA_BIT: "efremova",
                 src.OPENCORPORA_BIT | src.EFREMOVA_BIT: "both"}


def read_header_line(line: str) -> tuple[str, dict[str, str]] | None:
    """Return (the template, its fields) of a provenance line, or None for another line.

    >>> read_header_line("entries: 5; keys (ё folded to е): 4")
    ('entries: {entries}; keys (ё folded to е): {keys}', {'entries': '5', 'keys': '4'})
    """
    for template in HEADER_LINES:
        pattern = re.sub(r"\\\{(\w+)\\\}", r"(?P<\1>.+?)", re.escape(template))
        found = re.fullmatch(pattern, line)
        if found:
            return template, found.groupdict()
    return None


def source_description(morph) -> str:
    """Return the header line describing the installed OpenCorpora dictionary (``source: OpenCorpora …``)."""
    meta = morph.dictionary.meta
    return SOURCE_LINE.format(corpus=f"OpenCorpora {meta.get('source_version')}",
                              revision=meta.get("source_revision"),
                              package=f"pymorphy3-dicts-ru {package_version('pymorphy3-dicts-ru')}")


def scan_dictionary(morph=None, progress: Progress | None = None) -> Scan:
    """Return every game word (and every proper noun) of the pymorphy3 dictionary, by folded key."""
    if morph is None:
        from wordgames.lexicon.explain import analyzer     # heavy (pymorphy3): only building needs it, not --help
        morph = analyzer()
    d = morph.dictionary
    common_forms, proper_forms, infr_forms = set(), set(), set()
    for para_id, paradigm in enumerate(d.paradigms):
        for idx in range(len(paradigm) // 3):
            tag = d.build_tag_info(para_id, idx)
            if tag_problem(tag) is None:
                common_forms.add((para_id, idx))
                if "Infr" in tag:
                    infr_forms.add((para_id, idx))
            elif proper_noun_problem(tag) is None:
                proper_forms.add((para_id, idx))
    common: dict[Word, set[str]] = {}
    proper: dict[Word, set[str]] = {}
    colloquial: set[Word] = set()
    step, seen = 100_000, 0
    fullmatch = CYRILLIC_WORD.fullmatch
    for word, form in d.words.iteritems():
        seen += 1
        if progress is not None and seen % step == 0:
            progress(step)
        target = common if form in common_forms else proper if form in proper_forms else None
        if target is not None and fullmatch(word):
            target.setdefault(fold(word), set()).add(word)
            if form in infr_forms:
                colloquial.add(fold(word))
    if progress is not None:
        progress(seen % step)
    return Scan(common, proper, seen, source_description(morph), frozenset(colloquial))


def folded_frequencies() -> dict[Word, float]:
    """Return wordfreq's Russian word frequencies summed by folded key (empty without wordfreq)."""
    try:
        import wordfreq     # heavy, and a build extra: only the frequencies need it
    except ImportError:
        return {}
    out: dict[Word, float] = {}
    for token, freq in wordfreq.get_frequency_dict("ru").items():
        key = fold(token)
        out[key] = out.get(key, 0.0) + freq
    return out


def zipf(frequency: float) -> float:
    """Return the Zipf value (log10 of occurrences per billion words) rounded to 0.01; 0 for none."""
    return round(math.log10(frequency * 1e9), 2) if frequency > 0 else 0.0


def entries(words: dict[Word, set[str]], freqs: dict[Word, float],
            origin: dict[Word, tuple[int, int]] | None = None) -> list[Entry]:
    """Return the sorted list entries: one per spelling, the frequency (and sources) shared by its key.

    Without ``origin`` (the proper nouns) the entries record no sources: their list is their source.
    """
    origin = origin or {}
    out = [Entry(s, key, zipf(freqs.get(key, 0.0)), *origin.get(key, (0, 0)))
           for key, spellings in words.items() for s in spellings]
    return sorted(out, key=lambda e: (e.key, e.spelling))


def render_text(items: list[Entry], title: str, source: str, extra: tuple[str, ...] = ()) -> str:
    """Return the reviewable text form: a commented header, then 'spelling<TAB>zipf' lines.

    With ``extra`` header lines (the joined lexicon), each line also names its sources, and for a word
    only Efremova's dictionary lists, what OpenCorpora makes of it: ``знакомая<TAB>3.12<TAB>efremova:adjective``.
    """
    header = [
        f"# wordgames lexicon: {title}",
        f"# {source}",
        "# " + FREQUENCIES_LINE.format(version=package_version("wordfreq")),
        "# " + ENTRIES_LINE.format(entries=len(items), keys=len({e.key for e in items})),
        *("# " + line for line in extra),
        "# rebuild with: wordgames dict build",
    ]
    if not extra:
        return "\n".join(header + [f"{e.spelling}\t{e.zipf:.2f}" for e in items]) + "\n"
    lines = []
    for e in items:
        column = SOURCE_COLUMN[e.sources] + (f":{src.NOTE_NAMES[e.note]}" if e.note else "")
        lines.append(f"{e.spelling}\t{e.zipf:.2f}\t{column}")
    return "\n".join(header + lines) + "\n"


def trie_bytes(items: list[Entry]) -> bytes:
    """Return the compiled marisa-trie of the entries, as bytes."""
    by_key: dict[Word, tuple[float, list[str], int, int]] = {}
    for e in items:
        by_key.setdefault(e.key, (e.zipf, [], e.sources, e.note))[1].append(e.spelling)
    trie = build_trie((k, z, s, bits, note) for k, (z, s, bits, note) in sorted(by_key.items()))
    return trie.tobytes()


def keys_text(items: list[Entry]) -> str:
    """Return the sorted folded keys, one a line: the lexicon's word list, read without sorting at run time."""
    return "\n".join(sorted({e.key for e in items})) + "\n"


def join_sources(common: dict[Word, set[str]], admission: efremova.Admission
                 ) -> tuple[dict[Word, set[str]], dict[Word, tuple[int, int]]]:
    """Return the joined game words (key -> spellings) and each key's (source bits, note)."""
    words = {key: set(spellings) for key, spellings in common.items()}
    origin = {key: (src.OPENCORPORA_BIT, 0) for key in common}
    for key, (spellings, note) in admission.admitted.items():
        words.setdefault(key, set()).update(spellings)
        bits = origin.get(key, (0, 0))[0] | src.EFREMOVA_BIT
        origin[key] = (bits, 0 if bits & src.OPENCORPORA_BIT else note)
    return words, origin


OUTPUTS = {
    "ru_nouns": "Russian nominative singular common nouns of OpenCorpora and Efremova's dictionary",
    "ru_proper": "Russian proper nouns in the nominative singular (house rule --allow-proper)",
}


def build(out_dir: Path, progress: Progress | None = None, morph=None,
          second: Path | None = None) -> dict[str, int]:
    """Write the shipped files to ``out_dir``; return entry counts.

    ``ru_nouns.{txt,marisa}`` and ``ru_nouns.keys.txt`` (the joined game words), ``ru_proper.{txt,marisa}``
    and ``efremova_refused.txt``.  ``second`` is Efremova's list (default: the shipped one).
    """

    if morph is None:
        from wordgames.lexicon.explain import analyzer     # heavy (pymorphy3): only building needs it, not --help
        morph = analyzer()
    result = scan_dictionary(morph, progress)
    freqs = folded_frequencies()
    headwords = efremova.read_list(second or data_dir() / efremova.LIST_FILE)
    admission = efremova.admit(headwords, result.common, morph,
                               lambda word: zipf(freqs.get(fold(word), 0.0)), CYRILLIC_WORD.fullmatch,
                               result.colloquial)
    words, origin = join_sources(result.common, admission)
    counts = {}
    nouns = entries(words, freqs, origin)
    bits = {key: b for key, (b, _note) in origin.items()}
    by_source = BY_SOURCE_LINE.format(
        opencorpora=sum(1 for b in bits.values() if b & src.OPENCORPORA_BIT),
        efremova=sum(1 for b in bits.values() if b & src.EFREMOVA_BIT),
        both=sum(1 for b in bits.values() if b == src.OPENCORPORA_BIT | src.EFREMOVA_BIT))
    extra = (SECOND_SOURCE_LINE.format(headwords=len(headwords)), by_source)
    atomic_write_text(out_dir / "ru_nouns.txt", render_text(nouns, OUTPUTS["ru_nouns"], result.source, extra))
    atomic_write_bytes(out_dir / "ru_nouns.marisa", trie_bytes(nouns))
    atomic_write_text(out_dir / "ru_nouns.keys.txt", keys_text(nouns))
    counts["ru_nouns"] = len(nouns)
    proper = entries(result.proper, freqs)
    atomic_write_text(out_dir / "ru_proper.txt", render_text(proper, OUTPUTS["ru_proper"], result.source))
    atomic_write_bytes(out_dir / "ru_proper.marisa", trie_bytes(proper))
    counts["ru_proper"] = len(proper)
    atomic_write_text(out_dir / efremova.REFUSED_FILE, efremova.render_refused(admission.refused))
    counts["efremova_refused"] = len(admission.refused)
    return counts
