"""The lexicon's key index: its words (folded keys) sorted, and the same words grouped by length.

The shipped lexicon reads its sorted keys ready-made (``ru_nouns.keys.txt``,
one a line, written by :mod:`wordgames.lexicon.build`), so nothing is sorted
at run time; any other lexicon sorts its trie's keys once.  The user's
additions are merged in and the exclusions left out, and one pass over the
sorted keys groups them by length, each group sorted.  A
:class:`~wordgames.lexicon.Lexicon` builds each on first use (``words()``,
``words(n)``, ``lengths()``): looking a word up needs none of them, and does
not import this module.

>>> keys = merge_user_words(["еж", "кит", "кот"], {"еж", "кит", "кот"}, added={"бант": "", "кот": ""},
...                         removed={"кит": ""})
>>> keys
['бант', 'еж', 'кот']
>>> by_length(keys)
{4: ['бант'], 2: ['еж'], 3: ['кот']}
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Container, Mapping
    from pathlib import Path

    from wordgames.lexicon.text import Word


def read_keys(path: Path) -> list[Word]:
    """Return the sorted keys in ``path``, one a line (``ru_nouns.keys.txt``); OSError when it cannot be read."""
    return path.read_text(encoding="utf-8").split("\n")[:-1]


def merge_user_words(keys: list[Word], listed: Container[Word], added: Mapping[Word, str],
                     removed: Mapping[Word, str]) -> list[Word]:
    """Return the sorted ``keys`` less ``removed``, with the ``added`` ones not ``listed`` merged in, still sorted.

    ``keys`` itself is returned when nothing is removed or added.
    """
    kept = [k for k in keys if k not in removed] if removed else keys
    new = sorted(k for k in added if k not in listed)
    if not new:
        return kept
    from heapq import merge     # cold start: only merging the user's words needs it
    return list(merge(kept, new))


def by_length(keys: list[Word]) -> dict[int, list[Word]]:
    """Return the sorted ``keys`` grouped by length, each group sorted (lengths in order of first appearance)."""
    out: dict[int, list[Word]] = {}
    for key in keys:       # one pass over sorted keys: each length's list comes out sorted
        try:
            out[len(key)].append(key)
        except KeyError:
            out[len(key)] = [key]
    return out
