"""Explore for setters: `doublet --neighbours WORD` and `--reach WORD --links N`, against brute force by hand."""

from __future__ import annotations

import json
import random

import pytest
from click.testing import CliRunner

from wordgames.doublets.explore import neighbours, reach
from wordgames.errors import UnknownWordError
from wordgames.lexicon import Lexicon
from wordgames_cli.main import cli

FAMILIAR_ZIPF = 3.0     # the threshold of docs: a word of three letters or more is familiar from zipf 3


# -- independent oracles: compare every pair of words; breadth-first by scanning the whole list ---------------

def one_apart(a: str, b: str) -> bool:
    return len(a) == len(b) and sum(x != y for x, y in zip(a, b)) == 1


def brute_neighbours(words, word):
    return {w for w in words if one_apart(word, w)}


def brute_layers(words, word, links):
    seen, frontier, layers = {word}, {word}, []
    for _ in range(links):
        frontier = {w for w in words if w not in seen and any(one_apart(f, w) for f in frontier)}
        if not frontier:
            break
        seen |= frontier
        layers.append(frontier)
    return layers


def expected_order(words, zipf):
    """Familiar (zipf >= 3) first, then the more frequent, then alphabetical."""
    return sorted(words, key=lambda w: (zipf.get(w, 0.0) < FAMILIAR_ZIPF, -zipf.get(w, 0.0), w))


# -- Carroll's HEAD → TAIL on a small English list, checked by hand ---------------------------------------

ENGLISH = {"head": 4.0, "heal": 4.0, "teal": 3.0, "tell": 4.0, "tall": 4.0, "tail": 4.0, "hear": 3.0,
           "heir": 3.0, "hair": 3.0, "hail": 3.0, "held": 4.0, "hell": 2.0}


@pytest.fixture(scope="module")
def english():
    return Lexicon.from_words(ENGLISH, name="english", frequencies=ENGLISH)


def test_neighbours_of_head_by_hand(english):
    # head: heal (4th letter d→l), held (3rd a→l), hear (4th d→r); heal and held 4.0 before hear 3.0
    assert [n.to_dict() for n in neighbours(english, "head")] == [
        {"word": "heal", "familiar": True, "position": 4},
        {"word": "held", "familiar": True, "position": 3},
        {"word": "hear", "familiar": True, "position": 4}]


def test_rare_neighbour_comes_last(english):
    # tell: tall (2nd), teal (3rd), hell (1st, zipf 2.0: rare)
    assert [(n.word, n.familiar, n.position) for n in neighbours(english, "tell")] == [
        ("tall", True, 1), ("teal", True, 2), ("hell", False, 0)]


def test_reach_of_head_by_hand(english):
    # head; heal hear held; teal hell heir; tell hair; tall hail; tail
    r = reach(english, "head", 4)
    assert [(layer.links, layer.words, layer.familiar) for layer in r.layers] == [
        (1, ("heal", "held", "hear"), 3), (2, ("heir", "teal", "hell"), 2), (3, ("tell", "hair"), 2),
        (4, ("tall", "hail"), 2)]
    assert r.count == 3 + 3 + 2 + 2
    assert len(reach(english, "head", 9).layers) == 5          # tail at 5 links, then nothing more


# -- random lexicons against the brute force ----------------------------------------------------------------

def random_lexicon(seed: int):
    rng = random.Random(seed)
    words = sorted({"".join(rng.choice("абвгд") for _ in range(3)) for _ in range(60)})
    zipf = {w: rng.choice([0.0, 1.5, 2.9, 3.0, 3.5, 4.2]) for w in words}
    return words, zipf, Lexicon.from_words(words, frequencies=zipf)


@pytest.mark.parametrize("seed", range(8))
def test_neighbours_agree_with_every_pair(seed):
    words, zipf, lex = random_lexicon(seed)
    for word in words:
        found = neighbours(lex, word)
        assert [n.word for n in found] == expected_order(brute_neighbours(words, word), zipf)
        for n in found:
            assert n.familiar == (zipf[n.word] >= FAMILIAR_ZIPF)
            assert word[n.position] != n.word[n.position]
            assert word[:n.position] + word[n.position + 1:] == n.word[:n.position] + n.word[n.position + 1:]


@pytest.mark.parametrize("seed", range(8))
@pytest.mark.parametrize("links", [1, 2, 4])
def test_reach_agrees_with_breadth_first_by_hand(seed, links):
    words, zipf, lex = random_lexicon(seed)
    for word in words[::5]:
        r = reach(lex, word, links)
        expected = brute_layers(words, word, links)
        assert [layer.words for layer in r.layers] == [tuple(expected_order(layer, zipf)) for layer in expected]
        assert [layer.links for layer in r.layers] == list(range(1, len(expected) + 1))
        assert [layer.familiar for layer in r.layers] == [
            sum(zipf[w] >= FAMILIAR_ZIPF for w in layer) for layer in expected]


def test_unknown_word_and_bad_links(english):
    with pytest.raises(UnknownWordError):
        neighbours(english, "hoop")
    with pytest.raises(UnknownWordError):
        reach(english, "hoop", 2)
    with pytest.raises(ValueError):
        reach(english, "head", 0)


# -- the command line ----------------------------------------------------------------------------------------

@pytest.fixture
def run(tmp_path):
    env = {"WORDGAMES_USER_WORDS": str(tmp_path / "user-words.txt"), "NO_COLOR": "1"}

    def invoke(*args):
        return CliRunner().invoke(cli, ["doublet", *args], env=env)
    return invoke


@pytest.fixture
def english_file(tmp_path):
    path = tmp_path / "english.txt"
    path.write_text("".join(f"{w} {z}\n" for w, z in ENGLISH.items()), encoding="utf-8")
    return str(path)


def test_neighbours_text_and_json_with_dict(run, english_file):
    result = run("--dict", english_file, "--neighbours", "tell")
    assert result.exit_code == 0
    assert result.stdout.splitlines() == [
        "3 words one letter from «tell» (2 familiar; dictionary 'english.txt'):",
        "  tall   2: e→a",
        "  teal   3: l→a",
        "  hell   1: t→h  (rare)"]
    data = json.loads(run("--dict", english_file, "--neighbours", "head", "--json").stdout)
    assert data == {"word": "head", "dictionary": "english.txt", "count": 3,
                    "neighbours": [{"word": "heal", "familiar": True, "position": 4},
                                   {"word": "held", "familiar": True, "position": 3},
                                   {"word": "hear", "familiar": True, "position": 4}]}


def test_reach_text_and_json_with_dict(run, english_file):
    result = run("--dict", english_file, "--reach", "head", "--links", "2")
    assert result.exit_code == 0
    assert result.stdout.splitlines() == [
        "6 words within 2 links of «head» (dictionary 'english.txt'):",
        "1 link: 3 words (3 familiar): heal, held, hear",
        "2 links: 3 words (2 familiar): heir, teal, hell"]
    data = json.loads(run("--dict", english_file, "--reach", "head", "--links", "3", "--json").stdout)
    assert data["word"] == "head" and data["links"] == 3 and data["count"] == 8
    assert data["by_distance"][2] == {"links": 3, "count": 2, "familiar": 2, "words": ["tell", "hair"]}


def test_reach_caps_a_long_line_and_json_lists_all(run, tmp_path):
    # baa reaches the 25 words ba? (b..z) in one link, and bbb in one more (through bab): all of zipf 0, alphabetical
    path = tmp_path / "ba.txt"
    letters = "abcdefghijklmnopqrstuvwxyz"
    path.write_text("\n".join(["ba" + c for c in letters] + ["bbb"]) + "\n", encoding="utf-8")
    result = run("--dict", str(path), "--reach", "baa", "--links", "1")
    assert result.stdout.splitlines()[1] == (
        "1 link: 25 words (25 familiar): " + ", ".join("ba" + c for c in letters[1:21]) + ", and 5 more")
    data = json.loads(run("--dict", str(path), "--reach", "baa", "--links", "2", "--json").stdout)
    assert data["by_distance"][0]["words"] == ["ba" + c for c in letters[1:]]
    assert data["by_distance"][1] == {"links": 2, "count": 1, "familiar": 1, "words": ["bbb"]}


def test_a_word_alone(run, english_file, tmp_path):
    path = tmp_path / "alone.txt"
    path.write_text("head\nhoop\n", encoding="utf-8")
    for args in (["--neighbours", "hoop"], ["--reach", "hoop", "--links", "3"]):
        result = run("--dict", str(path), *args)
        assert result.exit_code == 0
        assert result.stdout == "No word of 'alone.txt' is one letter from «hoop».\n"
    data = json.loads(run("--dict", str(path), "--reach", "hoop", "--json").stdout)
    assert data == {"word": "hoop", "links": 2, "count": 0, "dictionary": "alone.txt", "by_distance": []}


def test_unknown_word_is_one_line_like_solving(run, english_file):
    solving = run("--dict", english_file, "hoop", "head")
    for args in (["--neighbours", "hoop"], ["--reach", "hoop"]):
        result = run("--dict", english_file, *args)
        assert result.exit_code == 1 == solving.exit_code
        assert result.stderr == solving.stderr and len(result.stderr.splitlines()) == 1
        assert "hoop" in result.stderr


@pytest.mark.parametrize("args, message", [
    (["--reach", "head", "--links", "x"], "Error: --links with --reach takes a number of links of at least 1, got 'x'"),
    (["--reach", "head", "--links", "0"], "Error: --links with --reach takes a number of links of at least 1, got '0'"),
    (["--neighbours", "head", "tail"], "Error: --neighbours takes no words, got 'tail'"),
    (["--neighbours", "head", "--reach", "tail"], "Error: choose one of --neighbours, --reach"),
])
def test_usage_errors(run, english_file, args, message):
    result = run("--dict", english_file, *args)
    assert result.exit_code == 2
    assert result.stderr.splitlines() == [message]


def test_russian_output(tmp_path):
    # кот: кит (2nd letter), рот (1st), ком (3rd); ком → дом; кит → кил; кил → пил
    path = tmp_path / "слова.txt"
    path.write_text("кот 4.4\nкит 3.9\nрот 4.5\nком 3.5\nдом 5.5\nкил 1.0\nпил 3.2\n", encoding="utf-8")
    near = CliRunner().invoke(cli, ["--lang", "ru", "doublet", "--dict", str(path), "--neighbours", "кот"])
    assert near.output.splitlines() == [
        "3 слова отличаются от «кот» одной буквой (знакомых: 3; словарь «слова.txt»):",
        "  рот   1: к→р",
        "  кит   2: о→и",
        "  ком   3: т→м"]
    far = CliRunner().invoke(cli, ["--lang", "ru", "doublet", "--dict", str(path), "--reach", "кот", "--links", "3"])
    assert far.output.splitlines() == [
        "6 слов достижимо из «кот» не более чем за 3 звена (словарь «слова.txt»):",
        "1 звено: 3 слова (знакомых: 3): рот, кит, ком",
        "2 звена: 2 слова (знакомых: 1): дом, кил",
        "3 звена: 1 слово (знакомых: 1): пил"]
