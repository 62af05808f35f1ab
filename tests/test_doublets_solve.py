"""Doublets: the graph, shortest chains, the most familiar choice, and why there is no chain.

Oracles here are written independently of the library: neighbours by trying
every letter in every place (not wildcard buckets), BFS over sets of words,
and enumeration of all shortest chains by brute force.
"""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordgames.doublets.graph import build_graph
from wordgames.doublets.solve import all_shortest_chains, shortest_chain
from wordgames.doublets.verify import verify_chain
from wordgames.doublets.graph import ladder_graph
from wordgames.doublets.table import bits, distance_table
from wordgames.errors import NoChainError, UnknownWordError
from wordgames.lexicon import Lexicon


# -- independent oracles --------------------------------------------------------------

def one_apart(a: str, b: str) -> bool:
    """Rule 2, written again: same length, exactly one differing place."""
    return len(a) == len(b) and sum(x != y for x, y in zip(a, b)) == 1


def oracle_neighbours(word: str, words: set[str], alphabet: str) -> set[str]:
    """Words of ``words`` made by replacing one letter of ``word`` by any letter of ``alphabet``."""
    return {word[:i] + c + word[i + 1:] for i in range(len(word)) for c in alphabet
            if c != word[i] and word[:i] + c + word[i + 1:] in words}


def oracle_spheres(words: list[str], a: str) -> list[set[str]]:
    """The words at 0, 1, 2, ... steps from a, by plain BFS over the word set."""
    pool = set(words)
    alphabet = "".join(sorted({c for w in pool for c in w}))
    seen, frontier, spheres = {a}, {a}, []
    while frontier:
        spheres.append(frontier)
        frontier = {n for w in frontier for n in oracle_neighbours(w, pool, alphabet)} - seen
        seen |= frontier
    return spheres


def oracle_distance(words: list[str], a: str, b: str) -> int | None:
    """Steps of a shortest chain from a to b, or None."""
    return next((d for d, sphere in enumerate(oracle_spheres(words, a)) if b in sphere), None)


def oracle_all_shortest(words: list[str], a: str, b: str) -> list[tuple[str, ...]]:
    """Every shortest chain from a to b, by brute-force extension of partial chains."""
    d = oracle_distance(words, a, b)
    if d is None:
        return []
    chains = [(a,)]
    for _ in range(d):
        chains = [c + (w,) for c in chains for w in words if one_apart(c[-1], w) and w not in c]
    return sorted(c for c in chains if c[-1] == b)


def familiar_key(chain, zipf):
    """The rule the solver promises: max rarest link, then max total (in hundredths), then alphabetical."""
    links = [round(zipf.get(w, 0.0) * 100) for w in chain[1:-1]] or [10 ** 9]
    return (-min(links), -sum(links), chain)


# -- the shipped dictionary: Carroll's example and the preliminary doublets -----------


def test_carrolls_chain_bant_kosa(lexicon):
    solution = shortest_chain(lexicon, "бант", "коса")
    assert solution.chain == ("бант", "рант", "рана", "раса", "роса", "коса")
    assert solution.links == 4
    assert solution.dictionary == "ru_nouns"
    assert solution.words_of_length == len(lexicon.words(4))


PRELIMINARY = [("рак", "суп"), ("роза", "ваза"), ("рыба", "сеть"), ("перо", "тушь"),
               ("волк", "нора"), ("бег", "шаг"), ("море", "суша"), ("мост", "река"),
               ("миг", "век"), ("шар", "куб")]


@pytest.mark.parametrize("start,end", PRELIMINARY)
def test_preliminary_doublets_match_bfs_oracle(lexicon, start, end):
    solution = shortest_chain(lexicon, start, end)
    assert solution.chain[0] == start and solution.chain[-1] == end
    assert verify_chain(lexicon, solution.chain) == []
    assert len(solution.chain) - 1 == oracle_distance(lexicon.words(len(start)), start, end)


def test_graph_edges_match_pairwise_oracle_on_three_letters(lexicon):
    words = lexicon.words(3)
    graph = ladder_graph(lexicon, 3)
    pairs = {(a, b) for a, b in itertools.combinations(words, 2) if one_apart(a, b)}
    assert graph.edge_count == len(pairs)
    assert {(graph.words[a], graph.words[b]) for a in range(len(graph))
            for b in graph.adjacency[a] if a < b} == pairs


def test_graph_is_built_once_per_lexicon(lexicon):
    assert ladder_graph(lexicon, 4) is ladder_graph(lexicon, 4)
    assert ladder_graph(Lexicon.default(), 4) is not ladder_graph(lexicon, 4)


def test_graph_of_record_is_networkx_and_the_views_agree(lexicon):
    import networkx as nx

    graph = ladder_graph(lexicon, 4)
    assert isinstance(graph.network, nx.Graph) and graph.to_networkx() is graph.network
    assert graph.edge_count == graph.network.number_of_edges()
    assert ({frozenset((graph.words[a], graph.words[b])) for a in range(len(graph)) for b in graph.adjacency[a]}
            == {frozenset(edge) for edge in graph.network.edges()})
    assert graph.group_sizes() == sorted(map(len, nx.connected_components(graph.network)), reverse=True)


def test_only_the_length_asked_for_is_built_and_the_lexicon_keeps_it():
    from wordgames.doublets.graph import ladder_graph

    fresh = Lexicon.default()
    shortest_chain(fresh, "бант", "коса")
    assert [k for k in fresh.derived._made if k[0] == "doublets.graph"] == [("doublets.graph", 4)]
    assert ladder_graph(fresh, 4) is ladder_graph(fresh, 4)
    assert ladder_graph(Lexicon.default(), 4) is not ladder_graph(fresh, 4)   # another lexicon, its own graph


# -- small hand-made lists --------------------------------------------------------------

TINY = Lexicon.from_words(["кот", "кит", "кип", "коп", "сип", "дом", "дым"], name="tiny",
                          frequencies={"кит": 3.0, "коп": 2.0})


@pytest.mark.parametrize("start,end,chain", [
    ("кот", "кип", ("кот", "кит", "кип")),        # кит (3.0) is more familiar than коп (2.0)
    ("КОТ", "Кип", ("кот", "кит", "кип")),        # case is folded
    ("кот", "кит", ("кот", "кит")),               # no links
    ("сип", "кот", ("сип", "кип", "кит", "кот")),
])
def test_tiny_chains(start, end, chain):
    assert shortest_chain(TINY, start, end).chain == chain


def test_all_shortest_chains_counts_and_lists_alphabetically():
    every = all_shortest_chains(TINY, "кот", "сип", cap=1)
    assert every.count == 2
    assert every.chains == (("кот", "кит", "кип", "сип"),)
    assert every.chain == ("кот", "кит", "кип", "сип")


@pytest.mark.parametrize("words,message", [
    (("кот", "дом"), "no chain from «кот» to «дом»: they lie in different connected groups of the "
                     "7 words of 3 letters in 'tiny': «кот» is in a group of 5 words "
                     "(кип, кит, коп, кот, сип), «дом» is in a group of 2 words (дом, дым)"),
    (("кот", "кот"), "no chain: the two words of the doublet are the same; rule 3: no word may "
                     "appear twice in a chain"),
])
def test_no_chain_reasons(words, message):
    with pytest.raises(NoChainError) as e:
        shortest_chain(TINY, *words)
    assert str(e.value) == message


def test_lengths_differ_is_said_in_words(lexicon):
    with pytest.raises(NoChainError) as e:
        shortest_chain(lexicon, "пазл", "кость")
    assert str(e.value) == ("no chain: a doublet is two words of the same number of letters "
                            "(«пазл» has 4, «кость» has 5)")


def test_unknown_word_carries_the_lexicon_verdict(lexicon):
    with pytest.raises(UnknownWordError) as e:
        shortest_chain(lexicon, "столы", "стулья")
    assert str(e.value) == "«столы» is the plural of «стол»; Efremova's dictionary does not list it"


def test_large_group_is_described_by_size(lexicon):
    graph = ladder_graph(lexicon, 4)
    other = graph.words[graph.groups[1][0]]          # a word outside the largest group
    with pytest.raises(NoChainError) as e:
        shortest_chain(lexicon, "бант", other)
    size = sum(map(len, oracle_spheres(lexicon.words(4), "бант")))
    assert f"«бант» is in a group of {size} words," in str(e.value)


# -- properties against the oracles on random small lists -------------------------------

WORDS3 = st.lists(st.text(alphabet="абвг", min_size=3, max_size=3), min_size=2, max_size=24,
                  unique=True)


@settings(max_examples=200, deadline=None)
@given(WORDS3, st.data())
def test_shortest_chain_matches_brute_force(words, data):
    zipf = {w: data.draw(st.sampled_from([0.0, 1.0, 2.5, 4.0])) for w in words}
    lex = Lexicon.from_words(words, name="random", frequencies=zipf)
    a, b = data.draw(st.sampled_from(words)), data.draw(st.sampled_from(words))
    expected = oracle_all_shortest(words, a, b)
    if a == b or not expected:
        with pytest.raises(NoChainError):
            shortest_chain(lex, a, b)
        return
    every = all_shortest_chains(lex, a, b, cap=10_000)
    assert every.count == len(expected)
    assert list(every.chains) == expected
    assert every.chain == min(expected, key=lambda c: familiar_key(c, zipf))


@settings(max_examples=60, deadline=None)
@given(WORDS3)
def test_distance_table_matches_bfs(words):
    graph = build_graph(words)
    for group in range(len(graph.groups)):
        table = distance_table(graph, group)
        for a in table.members:
            for b in table.members:
                assert table.distance(a, b) == oracle_distance(words, graph.words[a], graph.words[b])


@settings(max_examples=60, deadline=None)
@given(WORDS3)
def test_table_levels_match_bfs_levels(words):
    from wordgames.doublets.graph import distances_to
    from wordgames.doublets.paths import levels_from_distances

    graph = build_graph(words)
    for group in range(len(graph.groups)):
        table = distance_table(graph, group)
        for s in table.members:
            for t in table.members:
                if s != t:
                    assert table.levels(s, t) == levels_from_distances(graph, s, distances_to(graph, t))


@given(st.sets(st.integers(0, 300)))
def test_bits_lists_set_bits(positions):
    assert bits(sum(1 << p for p in positions)) == sorted(positions)


def test_table_and_bfs_give_the_same_chains(lexicon):
    """After enough queries a group switches to its distance table; the answers must not change."""
    from wordgames.doublets import paths

    fresh = Lexicon.default()
    pairs = [("бант", "коса"), ("рыба", "сеть"), ("перо", "тушь"), ("море", "суша"), ("волк", "нора")]
    before = [shortest_chain(fresh, a, b).chain for a, b in pairs]
    graph = ladder_graph(fresh, 4)
    distance_table(graph, 0)
    assert 0 in graph.tables
    assert [shortest_chain(fresh, a, b).chain for a, b in pairs] == before
    assert paths.TABLE_AFTER > 1
