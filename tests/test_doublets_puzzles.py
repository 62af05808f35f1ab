"""Doublets: the puzzle generator (seeded, right number of links) and the statistics of a length."""

from __future__ import annotations

import itertools
import random

import networkx as nx
import pytest

from wordgames.doublets.puzzles import generate_puzzles, length_stats
from wordgames.doublets.solve import shortest_chain
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
        assert p.chain == shortest_chain(lexicon, p.start, p.end).chain
    assert len({frozenset((p.start, p.end)) for p in first}) == 10


def test_puzzles_prefer_familiar_end_words(lexicon):
    puzzles = generate_puzzles(lexicon, 5, (4, 6), 10, random.Random(7))
    median = sorted(lexicon.frequency(w) for w in lexicon.words(5))[len(lexicon.words(5)) // 2]
    assert all(min(lexicon.frequency(p.start), lexicon.frequency(p.end)) > median for p in puzzles)


def test_puzzle_request_is_checked(lexicon):
    with pytest.raises(ArgumentError):
        generate_puzzles(lexicon, 4, (7, 5), 3, random.Random(1))
