"""Doublets: the puzzle generator (seeded, right number of links) and the statistics of a length."""

from __future__ import annotations

import itertools
import random

import networkx as nx
import pytest

from wordgames.doublets.puzzles import generate_puzzles, length_stats
from wordgames.doublets.verify import verify_chain
from wordgames.errors import ArgumentError
from wordgames.lexicon import Lexicon


def one_apart(a: str, b: str) -> bool:
    return len(a) == len(b) and sum(x != y for x, y in zip(a, b)) == 1


def pairwise_graph(words: list[str]) -> nx.Graph:
    """The oracle graph: every pair of words compared letter by letter."""
    g = nx.Graph()
    g.add_nodes_from(words)
    g.add_edges_from((a, b) for a, b in itertools.combinations(words, 2) if one_apart(a, b))
    return g


def test_stats_of_a_tiny_list():
    # кот-кит-кил-пил and кот-пот; дом alone: 4 links, 2 groups, пот ... пил 4 steps apart
    lex = Lexicon.from_words(["кот", "кит", "кил", "пил", "пот", "дом"], name="tiny")
    s = length_stats(lex, 3)
    assert (s.words, s.edges, s.groups, s.largest, s.isolated) == (6, 4, 2, 5, ["дом"])
    assert (s.longest_links, s.longest) == (3, ("пил", "кил", "кит", "кот", "пот"))


def test_stats_of_three_letter_nouns_match_networkx_oracle(lexicon):
    words = lexicon.words(3)
    oracle = pairwise_graph(words)
    groups = sorted(nx.connected_components(oracle), key=len, reverse=True)
    s = length_stats(lexicon, 3)
    assert s.words == len(words)
    assert s.edges == oracle.number_of_edges()
    assert s.groups == len(groups)
    assert s.largest == len(groups[0])
    assert s.isolated == sorted(w for w in words if oracle.degree(w) == 0)
    assert s.longest_links == nx.diameter(oracle.subgraph(groups[0])) - 1
    assert nx.shortest_path_length(oracle, s.longest[0], s.longest[-1]) == s.longest_links + 1
    assert verify_chain(lexicon, s.longest) == []


def test_stats_of_a_length_without_words(lexicon):
    with pytest.raises(ArgumentError):
        length_stats(lexicon, 40)


def test_puzzles_are_reproducible_and_have_the_asked_links(lexicon):
    first = generate_puzzles(lexicon, 4, (5, 7), 10, random.Random(1))
    again = generate_puzzles(lexicon, 4, (5, 7), 10, random.Random(1))
    other = generate_puzzles(lexicon, 4, (5, 7), 10, random.Random(2))
    assert first == again
    assert first != other
    assert len(first) == 10
    oracle = pairwise_graph(lexicon.words(4))
    for p in first:
        assert 5 <= p.links <= 7
        assert nx.shortest_path_length(oracle, p.start, p.end) == p.links + 1
        assert len(p.chain) == p.links + 2 and verify_chain(lexicon, p.chain) == []
        assert p.shortest_chains == sum(1 for _ in nx.all_shortest_paths(oracle, p.start, p.end))
    assert len({frozenset((p.start, p.end)) for p in first}) == 10


def test_puzzles_prefer_familiar_end_words(lexicon):
    puzzles = generate_puzzles(lexicon, 5, (4, 6), 10, random.Random(7))
    median = sorted(lexicon.frequency(w) for w in lexicon.words(5))[len(lexicon.words(5)) // 2]
    assert all(min(lexicon.frequency(p.start), lexicon.frequency(p.end)) > median for p in puzzles)


def test_puzzle_request_is_checked(lexicon):
    with pytest.raises(ArgumentError):
        generate_puzzles(lexicon, 4, (7, 5), 3, random.Random(1))


# -- a setter's set: difficulty band, unique answers, no word twice, the day's puzzle ---------------

from tests.test_doublet_difficulty import every_chain, random_lexicon, slow_graph   # noqa: E402  the slow oracle


def slow_shortest(freq, start, end):
    """Every shortest chain from start to end, by enumerating every chain of the pairwise graph."""
    chains = every_chain(slow_graph(list(freq)), start, end, len(freq))
    fewest = min(len(c) for c in chains)
    return sorted(c for c in chains if len(c) == fewest)


@pytest.mark.parametrize("seed", range(8))
@pytest.mark.parametrize("unique", [False, True])
def test_set_against_the_slow_enumeration(seed, unique):
    freq = random_lexicon(seed)
    lex = Lexicon.from_words(freq, frequencies=freq, name="random")
    puzzles = generate_puzzles(lex, 3, (0, 3), 5, random.Random(seed), vocabulary="all", unique=unique)
    for p in puzzles:
        shortest = slow_shortest(freq, p.start, p.end)
        assert p.links == len(shortest[0]) - 2 and p.shortest_chains == len(shortest)
        if unique:
            assert p.answers == (p.chain,) == (shortest[0],)
        elif len(shortest) <= 6:
            assert sorted(p.answers) == shortest and p.answers[0] == p.chain
        else:
            assert p.answers == (p.chain,) and p.chain in shortest
    words = [w for p in puzzles for w in p.chain]
    assert len(words) == len(set(words))              # no word twice across the set


def substitution_graph(words) -> nx.Graph:
    """The oracle graph of the shipped words: each word's letters replaced one by one (no buckets)."""
    known = set(words)
    letters = sorted({c for w in words for c in w})
    g = nx.Graph()
    g.add_nodes_from(words)
    g.add_edges_from((w, v) for w in words for i in range(len(w)) for c in letters
                     if c != w[i] and (v := w[:i] + c + w[i + 1:]) in known)
    return g


def test_unique_set_in_a_band_of_the_shipped_lexicon(lexicon):
    from wordgames.lexicon.vocabulary import familiar
    puzzles = generate_puzzles(lexicon, 4, (4, 6), 12, random.Random(5), unique=True, grades=(3, 4))
    assert len(puzzles) == 12
    oracle = substitution_graph(lexicon.words(4))
    for p in puzzles:
        paths = list(nx.all_shortest_paths(oracle, p.start, p.end))
        assert paths == [list(p.chain)] and p.answers == (p.chain,)
        assert 3 <= p.grade <= 4 and 4 <= p.links <= 6
        assert all(familiar(lexicon, w) for w in p.chain)
    words = [w for p in puzzles for w in p.chain]
    assert len(words) == len(set(words))


def test_grade_band_is_checked(lexicon):
    with pytest.raises(ArgumentError) as e:
        generate_puzzles(lexicon, 4, (5, 7), 3, 1, grades=(0, 6))
    assert e.value.option == "grade"


def test_daily_seed_is_the_documented_hash():
    import datetime
    import hashlib
    from wordgames.doublets.puzzles import daily_seed
    for day in ("2026-12-07", "2027-01-01"):
        digest = hashlib.sha256(("doublet daily " + day).encode("ascii")).digest()
        assert daily_seed(datetime.date.fromisoformat(day)) == int.from_bytes(digest[:8], "big")


# -- the setter's own pairs ------------------------------------------------------------------------

def test_pairs_graded_against_the_slow_enumeration(tmp_path):
    from wordgames.doublets.pairs import grade_pairs
    from tests.test_doublet_difficulty import LADDER
    lex = Lexicon.from_words(LADDER, frequencies=LADDER, name="ladder")
    lines = ["кот кап", "# a comment", "", "тон, сап", "кот → пир", "кот", "кот кот", "кот щщщ", "кот кит кип"]
    results = {r.line: r for r in grade_pairs(lex, lines, path="themes.txt")}
    assert sorted(results) == [1, 4, 5, 6, 7, 8, 9]
    for line, (start, end) in {1: ("кот", "кап"), 4: ("тон", "сап")}.items():
        p = results[line].puzzle
        assert sorted(p.answers) == slow_shortest(LADDER, start, end) and p.answers[0] == p.chain
    codes = {line: type(results[line].error).__name__ for line in (5, 6, 7, 8, 9)}
    assert codes == {5: "NoChainError", 6: "InputFormatError", 7: "NoChainError", 8: "UnknownWordError",
                     9: "InputFormatError"}
    assert str(results[9].error) == "themes.txt:9:1: a pair needs two words, found 3"
