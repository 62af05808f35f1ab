"""Doublets: faults of submitted chains, and both scoring methods on hand-worked examples."""

from __future__ import annotations

import pytest

from wordgames.doublets.score import new_method, score_chain, vanity_fair
from wordgames.doublets.verify import verify_chain
from wordgames.errors import ArgumentError, IllegalMoveError
from wordgames.lexicon import Lexicon

CARROLL = Lexicon.from_words(
    ["бант", "рант", "рана", "раса", "роса", "коса", "ранг", "банк", "бинт", "кант", "каса", "касс"],
    name="carroll")
# Links in this list: бант-рант-рана-раса-роса-коса (Carroll's chain), рант-ранг, бант-банк,
# бант-бинт, бант-кант, кант-рант, раса-каса, каса-коса, каса-касс.
# So бант → коса has 4 links at best (бант and коса differ in all four places),
# and e.g. бант кант рант рана раса каса коса is a valid chain of 5 links.


@pytest.mark.parametrize("chain,marked,faults", [
    (["бант", "рант", "рана", "раса", "роса", "коса"], [], []),
    (["БАНТ", "рант", "рана", "раса", "роса", "КОСА"], [], []),
    (["бант", "рана"], [], ["word 2 «рана»: changes 2 letters of «бант» (at places 1, 4); rule 2 allows one"]),
    (["бант", "бант"], [], ["word 2 «бант»: is the word before it again; rule 2 changes one letter",
                            "word 2 «бант»: already appears as word 1; rule 3: no word may appear twice"]),
    (["бант", "банты"], [], ["word 2 «банты»: has 5 letters, «бант» before it has 4; rule 2 keeps every "
                             "letter in its place",
                             "word 2 «банты»: «банты» is not in the word list 'carroll'"]),
    (["бант", "рант", "бант", "кант"], [], [
        "word 3 «бант»: already appears as word 1; rule 3: no word may appear twice"]),
    (["бант", "кант", "рант", "рана", "раса", "каса", "коса"], ["каса", "рана"], [
        "word 4 «рана»: the marked link comes before «каса» (word 6); rule 3: marked links in the given order"]),
    (["бант", "рант", "рана", "раса", "роса", "коса"], ["банк"], [
        "the marked link «банк» is not among the links; rule 3: marked links must be in the chain in the given order"]),
    (["бант"], [], ["a chain needs at least the two words of a doublet, got 1"]),
])
def test_faults(chain, marked, faults):
    assert [str(f) for f in verify_chain(CARROLL, chain, marked)] == faults


def test_fault_positions_and_rules():
    faults = verify_chain(CARROLL, ["бант", "ранк", "рана"])
    assert [(f.position, f.word, f.rule) for f in faults] == [(2, "ранк", "2"), (2, "ранк", "dictionary")]


# -- scoring: the rule text's own figures and Carroll's letter --------------------------

@pytest.mark.parametrize("links,marks", [(4, 8), (5, 7), (8, 4), (11, 1), (12, 0), (20, 0)])
def test_vanity_fair_text_example(links, marks):
    """«бант» — «коса»: 8 marks for 4 links, 7 for 5, 4 for 8, nothing for 12 or more."""
    assert vanity_fair(word_length=4, segments=1, links=links, shortest=4).marks == marks


def test_vanity_fair_segments_count_as_doublets():
    """Rule 1: two marked links in a doublet of 4-letter words cut it into 3 segments of 8 marks each."""
    score = vanity_fair(word_length=4, segments=3, links=9, shortest=7)
    assert (score.worth, score.marks, score.extra) == (24, 22, 2)


@pytest.mark.parametrize("links,marks", [(4, 12), (5, 9), (6, 6), (7, 3), (8, 0), (9, 0)])
def test_new_method_pig_sty(links, marks):
    """Carroll's letter: PIG → STY, shortest 4 links: 12, 9, 6, 3 marks, then nothing."""
    assert new_method(word_length=3, links=links, shortest=4).marks == marks


@pytest.mark.parametrize("chain,marked,method,expected", [
    (["бант", "рант", "рана", "раса", "роса", "коса"], [], "vanity-fair", (8, 8, 4, 4)),
    (["бант", "кант", "рант", "рана", "раса", "каса", "коса"], [], "vanity-fair", (7, 8, 5, 4)),
    (["бант", "кант", "рант", "рана", "раса", "каса", "коса"], [], "new", (12, 16, 5, 4)),
    # with «кант» marked the shortest is бант кант рант рана раса роса/каса коса: 5 links, 2 segments
    (["бант", "кант", "рант", "рана", "раса", "каса", "коса"], ["кант"], "vanity-fair", (16, 16, 5, 5)),
    (["бант", "кант", "рант", "рана", "раса", "каса", "коса"], ["кант"], "new", (20, 20, 5, 5)),
])
def test_score_chain(chain, marked, method, expected):
    score = score_chain(CARROLL, chain, marked, method)
    assert (score.marks, score.worth, score.links, score.shortest) == expected


def test_score_of_an_invalid_chain_names_every_fault():
    with pytest.raises(IllegalMoveError) as e:
        score_chain(CARROLL, ["бант", "рана", "рана"])
    assert str(e.value) == ("not a valid chain: word 2 «рана»: changes 2 letters of «бант» (at places 1, 4); "
                            "rule 2 allows one; word 3 «рана»: is the word before it again; rule 2 changes "
                            "one letter; word 3 «рана»: already appears as word 2; rule 3: no word may "
                            "appear twice")


def test_unknown_method():
    with pytest.raises(ArgumentError):
        score_chain(CARROLL, ["бант", "рант"], method="lottery")
