"""A lexicon's verdict on one word: accepted, or why not, with the evidence a referee reads out.

The user's removals and additions come first, then the dictionary, then why a word it lacks is refused:
its characters, the sources or the frequency the lexicon takes, and the morphology's evidence
(:mod:`wordgames.lexicon.evidence`, which loads pymorphy3).  :meth:`Lexicon.explain
<wordgames.lexicon.core.Lexicon.explain>` asks it; a lookup (``word in lexicon``) never does.

>>> from wordgames.lexicon.core import Lexicon
>>> judge(Lexicon.from_words(["кот"], name="tiny"), "пёс").code
'not-listed'
"""

from __future__ import annotations

from wordgames.i18n import _, shown_typed
from wordgames.lexicon import sources as src
from wordgames.lexicon.text import MAX_WORD, foreign_characters, too_long
from wordgames.lexicon.values import decode_origin, decode_value
from wordgames.lexicon.verdict import (ACCEPTED, CHARACTERS, EMPTY, NOT_LISTED, RARE, REMOVED, SOURCE, TOO_LONG,
                                       UNFAMILIAR, Verdict)
from wordgames.lexicon.vocabulary import ALL, FAMILIAR, dispute_of, measures_frequency


def judge(lexicon, word: str) -> Verdict:
    """Return the verdict of ``lexicon`` on ``word``: accepted, or the reason it is not a game word, with its
    evidence (what :meth:`wordgames.lexicon.core.Lexicon.explain` answers)."""
    if len(word) > MAX_WORD:
        return Verdict(word, False, TOO_LONG, too_long(word), word[:12] + "…")
    norm = lexicon.normalize(word)
    key, notes = norm.word, norm.notes

    def verdict(code: str, reason: str, lemma: str | None = None, evidence: dict | None = None,
                dispute=None) -> Verdict:
        return Verdict(word, code == ACCEPTED, code, reason, key, lemma, notes,
                       tuple(sorted((evidence or {}).items())), dispute)

    shown = shown_typed(word.strip(), ("«", "»"))     # «кот» in either language, unprintables spelled out
    if not key:
        return verdict(EMPTY, _("an empty word"))
    if key in lexicon._overlay.removed:
        note = lexicon._overlay.removed[key]
        return verdict(REMOVED, (_("{word} was removed by the user ({note})") if note else
                                   _("{word} was removed by the user")).format(word=shown, note=note))
    if key in lexicon._overlay.added:
        note = lexicon._overlay.added[key]
        return verdict(ACCEPTED, (_("{word} was added by the user ({note})") if note else
                                    _("{word} was added by the user")).format(word=shown, note=note),
                       evidence={src.USER: "added"})
    if key in lexicon._trie and "\x00" not in key:      # marisa reads a NUL as the end of the key
        value = lexicon._trie[key][0]
        bits, note = decode_origin(value)
        disputed = dispute_of(key, decode_value(value)[0], src.listing(bits), bool(bits) or measures_frequency(lexicon))
        if not bits:
            return verdict(ACCEPTED, _("{word} is in the dictionary {name!r}").format(word=shown,
                                                                                      name=lexicon.name),
                           dispute=disputed)
        from wordgames.lexicon.evidence import accepted_reason, listed   # cold start
        return verdict(ACCEPTED, accepted_reason(shown, bits, note), evidence=listed(bits, note), dispute=disputed)
    bad = foreign_characters(key, lexicon.script)
    if bad and lexicon.script == "cyrillic":
        listed_chars = ", ".join(_("{what} {char!r} at position {position}").format(what=what, char=ch,
                                                                                   position=pos)
                                 for pos, ch, what in bad)
        reason = _("{word} contains characters that are not Cyrillic letters: {listed}").format(
            word=shown, listed=listed_chars)
        if lexicon.morphology:
            from wordgames.lexicon.evidence import with_second_opinion   # refusals only (cold start)
            reason, evidence = with_second_opinion(reason, key, lexicon._data_folder())
            return verdict(CHARACTERS, reason, evidence=evidence)
        return verdict(CHARACTERS, reason)
    if key in lexicon._unrestricted:
        value = lexicon._unrestricted[key][0]
        bits, note = decode_origin(value)
        if lexicon.source_choice != "any" and not src.admits(bits, lexicon.source_choice):
            from wordgames.lexicon.evidence import listed, source_refusal   # cold start
            return verdict(SOURCE, source_refusal(shown, bits, lexicon.source_choice),
                           evidence=listed(bits, note))
        zipf = decode_value(value)[0]
        if lexicon.min_zipf is not None and zipf < lexicon.min_zipf:
            return verdict(RARE, _("{word} is too rare for this dictionary (zipf {zipf:.2f} < {threshold:g})").format(
                word=shown, zipf=zipf, threshold=lexicon.min_zipf))
        if getattr(lexicon, "vocabulary_choice", ALL) == FAMILIAR:
            disputed = dispute_of(key, zipf, src.listing(bits), bool(bits) or measures_frequency(lexicon))
            if disputed is not None:
                from wordgames.lexicon.evidence import listed   # cold start
                return verdict(UNFAMILIAR, disputed.refusal(shown), evidence=listed(bits, note) if bits else None,
                               dispute=disputed)
    if lexicon.morphology:
        from wordgames.lexicon.evidence import morphological_evidence   # refusals only (cold start)
        code, reason, lemma, evidence = morphological_evidence(key, shown, lexicon._data_folder())
        return verdict(code, reason, lemma, evidence)
    return verdict(NOT_LISTED, _("{word} is not in the word list {name!r}").format(word=shown, name=lexicon.name))
