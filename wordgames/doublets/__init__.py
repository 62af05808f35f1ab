"""Lewis Carroll's Doublets («Дублеты», Vanity Fair, 1879).

Two words of the same length are given, the *doublet*; the puzzle is to join
them by a *chain* of words, each made from the one before by replacing one
letter in its place, with as few *links* (words in between) as possible.
Given three or more words, the middle ones are *marked links* to be passed in
order, and no word may appear twice.  Carroll's own example, in the rule
text's Russian: БАНТ рант рана раса роса КОСА.

The package is split by concept: :mod:`.rules` (the vocabulary and rule 2),
:mod:`.graph` (the word graph of one length), :mod:`.meeting` (the
search of one query), :mod:`.paths` (all shortest chains and the most familiar one), :mod:`.table` (all distances of a group at
once), :mod:`.solve` (the solvers and the reasons there is no chain),
:mod:`.marked` (chains through marked links without repeats), :mod:`.verify`
(faults of a submitted chain), :mod:`.score` (Vanity Fair's marks and
Carroll's new method), :mod:`.puzzles` (generator and statistics) and
:mod:`.batch` (many doublets, one per line).
"""

from importlib import import_module

from wordgames.doublets.graph import LadderGraph, build_graph, ladder_graph
from wordgames.doublets.marked import chain_through, solve
from wordgames.doublets.rules import Chain, Change, Word, changes, is_step
from wordgames.doublets.solve import Solution, all_shortest_chains, shortest_chain

# Imported on first use, so that solving one doublet loads no batch, puzzle, scoring or verifying code.
_LATER = {
    "BatchResult": "batch", "parse_doublet": "batch", "solve_batch": "batch",
    "LengthStats": "puzzles", "Puzzle": "puzzles", "generate_puzzles": "puzzles", "length_stats": "puzzles",
    "METHODS": "score", "Score": "score", "new_method": "score", "score_chain": "score", "vanity_fair": "score",
    "Fault": "verify", "verify_chain": "verify",
}


def __getattr__(name: str):
    """Return a name of a submodule imported on first use (PEP 562)."""
    if name not in _LATER:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{_LATER[name]}"), name)
    globals()[name] = value
    return value


__all__ = [
    "BatchResult", "Chain", "Change", "Fault", "LadderGraph", "LengthStats", "METHODS", "Puzzle",
    "Score", "Solution", "Word", "all_shortest_chains", "build_graph", "chain_through", "changes",
    "generate_puzzles", "is_step", "ladder_graph", "length_stats", "new_method", "parse_doublet",
    "score_chain", "shortest_chain", "solve", "solve_batch", "vanity_fair", "verify_chain",
]
