"""The setter's modes of ``wordgames doublet``: how hard the doublet of two words is (``--difficulty``), and a
word's neighbourhood (``--neighbours WORD``, ``--reach WORD --links N``).  Loaded only when one of them runs.
"""

from __future__ import annotations

import click

from wordgames.i18n import _, ngettext
from wordgames_cli.common import echo_json
from wordgames_cli.doublet_cmd import links

REACH_SHOWN = 20
"""How many words of one distance --reach prints (the rest are counted; --json lists them all)."""


# -- difficulty -------------------------------------------------------------------

def run_difficulty(lexicon, words, as_json: bool) -> None:
    """Print how hard the doublet of two words is (:mod:`wordgames.doublets.difficulty`)."""
    from wordgames.errors import UsageError   # cold start: --help imports none of it
    from wordgames.doublets.difficulty import GRADES, pair_difficulty   # cold start: --help imports none of it
    if len(words) != 2:
        raise UsageError(_("--difficulty takes the two words of a doublet, got {n}").format(n=len(words)))
    d = pair_difficulty(lexicon, *words)
    spell = lexicon.spelling
    if as_json:
        echo_json(d.to_dict(spell))
        return
    click.echo(ngettext("{start} → {end}: grade {grade} of {top} ({points} point)",
                        "{start} → {end}: grade {grade} of {top} ({points} points)", d.points).format(
        start=spell(d.start).upper(), end=spell(d.end).upper(), grade=d.grade, top=GRADES, points=d.points))
    click.echo(_("par: {links}").format(links=links(d.par)))
    click.echo(_("shortest chains: {n}").format(n=d.shortest_chains))
    click.echo(ngettext("chains of at most {n} link: {count}", "chains of at most {n} links: {count}",
                        d.par + 1).format(n=d.par + 1, count=d.within_one))
    if d.narrowest is None:
        click.echo(_("narrowest step: none, the two words are one letter apart"))
    elif len(d.narrowest.words) == 1:
        click.echo(_("narrowest step: link {place}, where every shortest chain passes «{word}»").format(
            place=d.narrowest.place, word=spell(d.narrowest.words[0])))
    else:
        n = len(d.narrowest.words)
        click.echo(ngettext("narrowest step: link {place}, {n} word to choose from: {words}",
                            "narrowest step: link {place}, {n} words to choose from: {words}", n).format(
            place=d.narrowest.place, n=n, words=", ".join(map(spell, d.narrowest.words))))
    if d.familiar_only:
        click.echo(_("a shortest chain stays within familiar words"))
    else:
        click.echo(_("no shortest chain stays within familiar words"))
    if d.rarest is not None:
        click.echo(_("the rarest word a shortest chain needs: «{word}» (zipf {zipf:.2f})").format(
            word=spell(d.rarest[0]), zipf=d.rarest[1]))
    if d.landmarks:
        shown = ", ".join(f"{spell(w)} ({c:.3f})" for w, c in d.landmarks)
        click.echo(_("landmarks on the shortest chains (closeness): {words}").format(words=shown))
    click.echo(_("dictionary {dictionary!r}").format(dictionary=d.dictionary))


# -- exploring for setters -----------------------------------------------------

def run_neighbours(lexicon, word: str, as_json: bool) -> None:
    """Print every word one letter from ``word``, familiar first, with the changed place."""
    from wordgames.doublets.explore import neighbours   # cold start: --help imports none of it
    found = neighbours(lexicon, word)
    key = lexicon.spelling(lexicon.normalize(word).word)
    if as_json:
        echo_json({"word": key, "dictionary": lexicon.name, "count": len(found),
                   "neighbours": [n.to_dict(lexicon.spelling) for n in found]})
        return
    if not found:
        click.echo(_("No word of {dictionary!r} is one letter from «{word}».").format(
            dictionary=lexicon.name, word=key))
        return
    familiar = sum(n.familiar for n in found)
    click.echo(ngettext("{n} word one letter from «{word}» ({familiar} familiar; dictionary {dictionary!r}):",
                        "{n} words one letter from «{word}» ({familiar} familiar; dictionary {dictionary!r}):",
                        len(found)).format(n=len(found), word=key, familiar=familiar, dictionary=lexicon.name))
    spelt = [lexicon.spelling(n.word) for n in found]
    width = max(len(w) for w in spelt)
    for n, shown in zip(found, spelt):
        line = f"  {shown:<{width}}   {n.position + 1}: {key[n.position]}→{shown[n.position]}"
        click.echo(line if n.familiar else line + "  " + _("(rare)"))


def parse_reach_links(text: str) -> int:
    """Return the number of links of --reach from its --links value."""
    from wordgames.errors import UsageError   # cold start: --help imports none of it
    try:
        n = int(text)
    except ValueError:
        n = 0
    if n < 1:
        raise UsageError(_("--links with --reach takes a number of links of at least 1, got {text!r}").format(
            text=text))
    return n


def run_reach(lexicon, word: str, links_text: str, as_json: bool) -> None:
    """Print the words ``word`` reaches in at most --links links, by distance, familiar first."""
    from wordgames.doublets.explore import reach   # cold start: --help imports none of it
    found = reach(lexicon, word, parse_reach_links(links_text))
    if as_json:
        echo_json(found.to_dict(lexicon.spelling))
        return
    key = lexicon.spelling(found.word)
    if not found.layers:
        click.echo(_("No word of {dictionary!r} is one letter from «{word}».").format(
            dictionary=found.dictionary, word=key))
        return
    click.echo(ngettext("{n} word within {links} of «{word}» (dictionary {dictionary!r}):",
                        "{n} words within {links} of «{word}» (dictionary {dictionary!r}):",
                        found.count).format(n=found.count, links=links(found.links), word=key,
                                            dictionary=found.dictionary))
    for layer in found.layers:
        shown = ", ".join(lexicon.spelling(w) for w in layer.words[:REACH_SHOWN])
        more = layer.count - REACH_SHOWN
        if more > 0:
            shown = ngettext("{words}, and {n} more", "{words}, and {n} more", more).format(words=shown, n=more)
        click.echo(ngettext("{links}: {n} word ({familiar} familiar): {words}",
                            "{links}: {n} words ({familiar} familiar): {words}", layer.count).format(
            links=links(layer.links), n=layer.count, familiar=layer.familiar, words=shown))
