"""The word graph built from its buckets against the networkx graph of record; the bidirectional search
against networkx's breadth-first layers (the single query's levels, hence its chosen chain)."""

import itertools
import random

import pytest

from wordgames.doublets.graph import LadderGraph, bfs_distances, build_graph, ladder_graph, word_network
from wordgames.doublets import meeting
from wordgames.doublets.meeting import meeting_levels
from wordgames.doublets.paths import levels_from_distances, most_familiar


def networkx_levels(graph, s, t):
    """The levels as the single query found them before: networkx's layers from t, read forward from s."""
    return levels_from_distances(graph, s, bfs_distances(graph, t, stop_at=s))


@pytest.mark.parametrize("length", [3, 4])
def test_views_from_buckets_are_those_of_the_networkx_graph(lexicon, length):
    words = lexicon.words(length)
    zipf = {w: lexicon.frequency(w) for w in words}
    mine = build_graph(words, lexicon.frequency, length=length)
    theirs = LadderGraph.from_network(word_network(words, zipf, length=length))
    assert mine.words == theirs.words and mine.index == theirs.index
    assert mine.adjacency == theirs.adjacency
    assert sorted(mine.buckets) == sorted(theirs.buckets)
    assert (mine.group, mine.groups, mine.edge_count) == (theirs.group, theirs.groups, theirs.edge_count)
    assert mine.weight == theirs.weight and mine.zipf == theirs.zipf
    network = mine.network                                # built on first use from the same buckets
    assert sorted(network.edges()) == sorted(theirs.network.edges())
    assert dict(network.nodes(data="zipf")) == dict(theirs.network.nodes(data="zipf"))


def test_frequencies_are_read_only_when_a_search_needs_them():
    asked = []
    graph = build_graph(["кот", "кит", "кил"], lambda w: asked.append(w) or 1.5)
    assert meeting_levels(graph, graph.index["кот"], graph.index["кил"]) == [[2], [1], [0]]
    assert asked == []
    assert graph.weight == (150, 150, 150) and asked == ["кил", "кит", "кот"]


@pytest.mark.parametrize("length, seed", [(4, 1), (5, 2), (6, 3)])
def test_bidirectional_levels_are_networkx_levels_on_random_pairs(lexicon, length, seed):
    graph = ladder_graph(lexicon, length)
    rng = random.Random(seed)
    big = graph.groups[0]
    for _ in range(100):
        s, t = rng.sample(big, 2)
        levels = meeting_levels(graph, s, t)
        assert levels == networkx_levels(graph, s, t), (graph.words[s], graph.words[t])
        assert most_familiar(graph, levels) == most_familiar(graph, networkx_levels(graph, s, t))


@pytest.mark.parametrize("length, seed", [(4, 11), (5, 12)])
def test_the_search_over_arrays_finds_the_networkx_levels_too(lexicon, length, seed, monkeypatch):
    monkeypatch.setattr(meeting, "BITSET_MAX", 0)            # groups larger than any shipped one take it
    graph = ladder_graph(lexicon, length)
    rng = random.Random(seed)
    for _ in range(100):
        s, t = rng.sample(graph.groups[0], 2)
        assert meeting_levels(graph, s, t) == networkx_levels(graph, s, t), (graph.words[s], graph.words[t])
    with pytest.raises(ValueError):
        meeting_levels(graph, graph.groups[0][0], graph.groups[1][0])


@pytest.mark.parametrize("bitsets", [True, False])
def test_bidirectional_levels_on_every_pair_of_a_small_graph(lexicon, bitsets, monkeypatch):
    if not bitsets:
        monkeypatch.setattr(meeting, "BITSET_MAX", 0)
    graph = ladder_graph(lexicon, 3)
    rng = random.Random(7)
    members = sorted(rng.sample(graph.groups[0], 25)) + list(graph.groups[1])
    for s, t in itertools.permutations(members, 2):
        if graph.group[s] == graph.group[t]:
            assert meeting_levels(graph, s, t) == networkx_levels(graph, s, t)
        else:
            with pytest.raises(ValueError):
                meeting_levels(graph, s, t)


def test_levels_by_hand():
    # кот-кит-кил-пил and кот-пот-пол-пил: two chains of three steps; сом is alone
    graph = build_graph(["кот", "кит", "кил", "пил", "пот", "пол", "сом"])
    w = graph.index
    assert [[graph.words[v] for v in level] for level in meeting_levels(graph, w["кот"], w["пил"])] == [
        ["кот"], ["кит", "пот"], ["кил", "пол"], ["пил"]]
    assert meeting_levels(graph, w["кит"], w["кот"]) == [[w["кит"]], [w["кот"]]]
    with pytest.raises(ValueError):
        meeting_levels(graph, w["кот"], w["сом"])


def brute_familiar(graph, levels):
    """The most familiar chain by its definition: of every shortest chain (in alphabetical order), the first
    whose rarest link is most frequent and, among those, whose links' total frequency is highest."""
    from wordgames.doublets.paths import iter_chains

    def key(chain):
        links = [graph.weight[v] for v in chain[1:-1]] or [0]
        return (min(links), sum(links))
    best = None
    for chain in iter_chains(graph, levels):
        if best is None or key(chain) > key(best):
            best = chain
    return best


@pytest.mark.parametrize("length, seed", [(3, 8), (4, 9), (5, 10)])
def test_most_familiar_is_the_definition_on_random_pairs(lexicon, length, seed):
    graph = ladder_graph(lexicon, length)
    rng = random.Random(seed)
    tried = 0
    while tried < 150:
        s, t = rng.sample(graph.groups[0], 2)
        levels = meeting_levels(graph, s, t)
        if sum(map(len, levels)) > 60:                   # keep the brute force small
            continue
        tried += 1
        assert most_familiar(graph, levels) == brute_familiar(graph, levels), (graph.words[s], graph.words[t])


@pytest.mark.parametrize("e, chosen", [(5.0, ["b2", "c2"]), (1.0, ["b1", "c1"])])
def test_two_separate_paths_are_chosen_by_the_floor_of_the_whole_chain(e, chosen):
    # a-b1-c1-d and a-b2-c2-d, then d-e-f: b1 (1) and c1 (9) total 10 with rarest 1, b2 and c2 (3 and 3)
    # total 6 with rarest 3.  With e at 5 the best rarest link of the chain is 3: b2, c2.  With e at 1
    # every chain's rarest link is 1, and the higher total wins: b1, c1.
    import networkx as nx
    net = nx.Graph([("a", "b1"), ("b1", "c1"), ("c1", "d"), ("a", "b2"), ("b2", "c2"), ("c2", "d"),
                    ("d", "e"), ("e", "f")])
    for word, zipf in {"b1": 1.0, "c1": 9.0, "b2": 3.0, "c2": 3.0, "d": 5.0, "e": e}.items():
        net.nodes[word]["zipf"] = zipf
    graph = LadderGraph.from_network(net)
    levels = meeting_levels(graph, graph.index["a"], graph.index["f"])
    assert [[graph.words[v] for v in level] for level in levels] == [["a"], ["b1", "b2"], ["c1", "c2"], ["d"],
                                                                     ["e"], ["f"]]
    assert [graph.words[v] for v in most_familiar(graph, levels)] == ["a", *chosen, "d", "e", "f"]
    assert most_familiar(graph, levels) == brute_familiar(graph, levels)
