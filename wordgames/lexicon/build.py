"""Build the shipped dictionary files from the installed pymorphy3 dictionary.

The scan visits every word form of the OpenCorpora dictionary (about five
million) once.  A form's tag depends only on its paradigm and its index in it,
so the predicate of :mod:`.rules` is evaluated once per (paradigm, index) pair
and the scan itself is a set lookup per form.  Frequencies come from
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
from typing import Callable

from wordgames.i18n import N_
from wordgames.lexicon.core import build_trie
from wordgames.lexicon.rules import proper_noun_problem, tag_problem
from wordgames.lexicon.text import Word, fold

CYRILLIC_WORD = re.compile(r"[а-яё]+")

Progress = Callable[[int], None]  # called with the number of word forms scanned since last call


@dataclass(frozen=True)
class Entry:
    """One line of the shipped word list: a spelling, its folded key, its Zipf frequency."""

    spelling: str
    key: Word
    zipf: float


@dataclass(frozen=True)
class Scan:
    """The result of one pass over the dictionary: common nouns, proper nouns, provenance."""

    common: dict[Word, set[str]]
    proper: dict[Word, set[str]]
    total_forms: int
    source: str                     # the header's source line (source_description)


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
HEADER_LINES = (SOURCE_LINE, FREQUENCIES_LINE, ENTRIES_LINE)


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
        from wordgames.lexicon.explain import analyzer
        morph = analyzer()
    d = morph.dictionary
    common_forms, proper_forms = set(), set()
    for para_id, paradigm in enumerate(d.paradigms):
        for idx in range(len(paradigm) // 3):
            tag = d.build_tag_info(para_id, idx)
            if tag_problem(tag) is None:
                common_forms.add((para_id, idx))
            elif proper_noun_problem(tag) is None:
                proper_forms.add((para_id, idx))
    common: dict[Word, set[str]] = {}
    proper: dict[Word, set[str]] = {}
    step, seen = 100_000, 0
    fullmatch = CYRILLIC_WORD.fullmatch
    for word, form in d.words.iteritems():
        seen += 1
        if progress is not None and seen % step == 0:
            progress(step)
        target = common if form in common_forms else proper if form in proper_forms else None
        if target is not None and fullmatch(word):
            target.setdefault(fold(word), set()).add(word)
    if progress is not None:
        progress(seen % step)
    return Scan(common, proper, seen, source_description(morph))


def folded_frequencies() -> dict[Word, float]:
    """Return wordfreq's Russian word frequencies summed by folded key (empty without wordfreq)."""
    try:
        import wordfreq
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


def entries(words: dict[Word, set[str]], freqs: dict[Word, float]) -> list[Entry]:
    """Return the sorted list entries: one per spelling, the frequency shared by its key."""
    out = [Entry(s, key, zipf(freqs.get(key, 0.0))) for key, spellings in words.items()
           for s in spellings]
    return sorted(out, key=lambda e: (e.key, e.spelling))


def render_text(items: list[Entry], title: str, source: str) -> str:
    """Return the reviewable text form: a commented header, then 'spelling<TAB>zipf' lines."""
    header = [
        f"# wordgames lexicon: {title}",
        f"# {source}",
        "# " + FREQUENCIES_LINE.format(version=package_version("wordfreq")),
        "# " + ENTRIES_LINE.format(entries=len(items), keys=len({e.key for e in items})),
        "# rebuild with: wordgames dict build",
    ]
    return "\n".join(header + [f"{e.spelling}\t{e.zipf:.2f}" for e in items]) + "\n"


def trie_bytes(items: list[Entry]) -> bytes:
    """Return the compiled marisa-trie of the entries, as bytes."""
    by_key: dict[Word, tuple[float, list[str]]] = {}
    for e in items:
        z, spellings = by_key.setdefault(e.key, (e.zipf, []))
        spellings.append(e.spelling)
    trie = build_trie((k, z, s) for k, (z, s) in sorted(by_key.items()))
    return trie.tobytes()


OUTPUTS = {
    "ru_nouns": "Russian nominative singular common nouns",
    "ru_proper": "Russian proper nouns in the nominative singular (house rule --allow-proper)",
}


def build(out_dir: Path, progress: Progress | None = None, morph=None) -> dict[str, int]:
    """Write ru_nouns.{txt,marisa} and ru_proper.{txt,marisa} to ``out_dir``; return entry counts."""
    from wordgames.atomic import atomic_write_bytes, atomic_write_text

    result = scan_dictionary(morph, progress)
    freqs = folded_frequencies()
    counts = {}
    for name, words in (("ru_nouns", result.common), ("ru_proper", result.proper)):
        items = entries(words, freqs)
        atomic_write_text(out_dir / f"{name}.txt", render_text(items, OUTPUTS[name], result.source))
        atomic_write_bytes(out_dir / f"{name}.marisa", trie_bytes(items))
        counts[name] = len(items)
    return counts
