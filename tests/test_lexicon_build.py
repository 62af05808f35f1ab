"""`wordgames dict build` reproduces the shipped files byte for byte."""

import re

import pytest

from wordgames.lexicon import data_dir
from wordgames.lexicon.build import CYRILLIC_WORD, build, zipf

pytest.importorskip("wordfreq")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("build")
    seen = []
    counts = build(out, progress=seen.append)
    return out, counts, sum(seen)


@pytest.mark.parametrize("name", ["ru_nouns.txt", "ru_nouns.marisa", "ru_nouns.keys.txt", "ru_proper.txt",
                                  "ru_proper.marisa", "efremova_refused.txt"])
def test_build_is_byte_for_byte(built, name):
    out, _, _ = built
    assert (out / name).read_bytes() == (data_dir() / name).read_bytes()


def test_build_reports_progress_over_every_form(built):
    from wordgames.lexicon.explain import analyzer
    _, counts, scanned = built
    assert scanned == analyzer().dictionary.meta["words_dawg_length"]
    assert counts["ru_nouns"] == sum(1 for line in (data_dir() / "ru_nouns.txt").open(encoding="utf-8")
                                     if not line.startswith("#"))


def test_dictionaries_readme_counts_match_the_data():
    """The figures in dictionaries/README.md are the shipped data's own."""
    readme = (data_dir() / "README.md").read_text(encoding="utf-8")
    from wordgames.lexicon import Lexicon
    lex = Lexicon.default(user_words=None)
    entries = sum(1 for line in (data_dir() / "ru_nouns.txt").open(encoding="utf-8") if not line.startswith("#"))
    assert f"{entries:,}".replace(",", " ") + " lines" in readme
    assert f"{len(lex):,}".replace(",", " ") + " words" in readme
    for n, count in lex.lengths().items():
        if n <= 8:
            assert re.search(rf"\| {n} \| {count:,} \|".replace(",", " "), readme), n


@pytest.mark.parametrize("freq, expected", [(1e-9, 0.0), (1e-6, 3.0), (3.16e-5, 4.5), (0.0, 0.0)])
def test_zipf_scale(freq, expected):
    assert zipf(freq) == expected


def test_only_cyrillic_words():
    assert CYRILLIC_WORD.fullmatch("ёлка") and not CYRILLIC_WORD.fullmatch("кресло-качалка")
