"""The setter's modes of ``wordgames doublet``: how hard the doublet of two words is (``--difficulty``), sets of
puzzles (``--puzzle``, ``--daily``, ``--pairs``) and their sheets to print (``--sheet``), and a word's
neighbourhood (``--neighbours WORD``, ``--reach WORD --links N``).  Loaded only when one of them runs.
"""

from __future__ import annotations

import click

from wordgames.i18n import _, ngettext
from wordgames_cli.common import echo_json
from wordgames_cli.doublet_cmd import links, of_letters, read_lines, shown_words

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


# -- puzzles -------------------------------------------------------------------------

PAIRS_IDLE = ("length", "links_text", "count", "seed", "unique", "grade_text", "daily_text", "all_words")
"""Options --pairs has no use for: the setter's file gives the pairs."""
OPTION_NAMES = {"links_text": "links", "grade_text": "grade", "daily_text": "daily", "all_words": "all-words"}


def given(ctx: click.Context, name: str) -> bool:
    """Return whether the option (its parameter name) was given on the command line."""
    return ctx.get_parameter_source(name) == click.core.ParameterSource.COMMANDLINE


def parse_range(text: str, refusal) -> tuple[int, int]:
    """Return (low, high) from '5-7' or '6'; ``refusal(text)`` is the message refusing anything else."""
    from wordgames.errors import UsageError   # cold start: --help imports none of it
    parts = text.split("-")
    try:
        numbers = [int(p) for p in parts]
    except ValueError:
        raise UsageError(refusal(text)) from None
    if len(numbers) not in (1, 2) or min(numbers) < 0 or numbers[0] > numbers[-1]:
        raise UsageError(refusal(text))
    return numbers[0], numbers[-1]


def bad_links(text: str) -> str:
    """Return the message refusing a --links value of --puzzle."""
    return _("--links with --puzzle takes a number of links or a range like 5-7, got {text!r}").format(text=text)


def bad_grade(text: str) -> str:
    """Return the message refusing a --grade value."""
    from wordgames.doublets.difficulty import GRADES   # cold start: --help imports none of it
    return _("--grade takes a grade from 1 to {top} or a range like 2-3, got {text!r}").format(top=GRADES, text=text)


def parse_day(text: str):
    """Return the date of --daily: 'today' (this computer's date) or YYYY-MM-DD."""
    import datetime   # cold start: --help imports none of it
    from wordgames.errors import UsageError   # cold start: --help imports none of it
    if text.strip().lower() in ("today", _("today")):
        return datetime.date.today()
    try:
        return datetime.date.fromisoformat(text.strip())
    except ValueError:
        raise UsageError(_("--daily takes a date like 2026-12-07, or 'today', got {text!r}").format(
            text=text)) from None


def run_puzzle(ctx, lexicon, *, length, links_text, count, seed, answers, as_json, vocabulary, unique, grade_text,
               daily_text, pairs_path, sheet_path) -> int:
    """Set puzzles (by seed, by day, or from the setter's pairs), print them, write the sheet. Return the status."""
    from wordgames.errors import UsageError   # cold start: --help imports none of it
    from wordgames.doublets.difficulty import GRADES   # cold start: --help imports none of it
    from wordgames.doublets.puzzles import PuzzleSet, daily_seed, generate_puzzles   # cold start
    from wordgames.table.seeds import new_seed   # cold start: --help imports none of it
    if sheet_path is not None:
        from wordgames.doublets.sheet import sheet_format   # cold start: --help imports none of it
        sheet_format(sheet_path)                            # a wrong suffix is refused before any work
    if pairs_path is not None:
        idle = [n for n in PAIRS_IDLE if given(ctx, n) or (n == "daily_text" and daily_text is not None)]
        if idle:
            raise UsageError(_("--pairs takes its pairs from the file; {option} has no use with it").format(
                option="--" + OPTION_NAMES.get(idle[0], idle[0])))
        return run_pairs(lexicon, pairs_path, as_json, sheet_path)
    low, high = parse_range(links_text or "5-7", bad_links)
    grades = parse_range(grade_text, bad_grade) if grade_text is not None else (1, GRADES)
    if not 1 <= grades[0] <= grades[1] <= GRADES:
        raise UsageError(bad_grade(grade_text))
    day = None
    if daily_text is not None:
        if seed is not None:
            raise UsageError(_("--daily takes its seed from the date; give --daily or --seed, not both"))
        day = parse_day(daily_text)
        seed = daily_seed(day)
        if not given(ctx, "count"):
            count = 1
    elif seed is None:
        seed = new_seed()
    puzzles = generate_puzzles(lexicon, length, (low, high), count, seed, vocabulary, grades=grades, unique=unique)
    chosen = PuzzleSet(tuple(puzzles), lexicon.name, length, None if day else seed,
                       day.isoformat() if day else None)
    if sheet_path is not None:
        write(chosen, sheet_path, lexicon)
    spell = lexicon.spelling
    if as_json:
        echo_json({"seed": seed, "daily": chosen.daily, "length": length, "links": [low, high],
                   "grades": list(grades), "unique": unique, "dictionary": lexicon.name, "sheet": sheet_path,
                   "puzzles": [p.to_dict(spell) for p in puzzles]})
        return 0
    n = len(puzzles)
    if day is not None:
        click.echo(_("The doublet of the day {day} (words {of_letters}, {low}-{high} links; dictionary {dictionary!r}):")
                   .format(day=day.isoformat(), of_letters=of_letters(length), low=low, high=high,
                           dictionary=lexicon.name) if n == 1 else
                   ngettext("{n} doublet of the day {day} (words {of_letters}, {low}-{high} links; dictionary "
                            "{dictionary!r}):", "{n} doublets of the day {day} (words {of_letters}, {low}-{high} links; "
                            "dictionary {dictionary!r}):", n).format(n=n, day=day.isoformat(),
                                                                     of_letters=of_letters(length), low=low,
                                                                     high=high, dictionary=lexicon.name))
    else:
        click.echo(ngettext("{n} doublet {of_letters}, {low}-{high} links (seed {seed}, dictionary {dictionary!r}):",
                            "{n} doublets {of_letters}, {low}-{high} links (seed {seed}, dictionary {dictionary!r}):",
                            n).format(n=n, of_letters=of_letters(length), low=low, high=high,
                                      seed=seed, dictionary=lexicon.name))
    for p in puzzles:
        click.echo(puzzle_line(lexicon, p, answers))
    if n < count:
        click.echo(ngettext("only {n} found among the most familiar words",
                            "only {n} found among the most familiar words", n).format(n=n), err=True)
    if sheet_path is not None:
        click.echo(sheet_written(sheet_path, n))
    return 0


def puzzle_line(lexicon, p, answers: bool) -> str:
    """Return a puzzle as listed: its ends, par and grade, and with ``answers`` its answer(s)."""
    spell = lexicon.spelling
    line = _("{start} → {end}  ({links}, grade {grade})").format(
        start=spell(p.start).upper(), end=spell(p.end).upper(), links=links(p.links), grade=p.grade)
    if answers:
        line += ":  " + " ".join(shown_words(lexicon, p.chain, False, False))
        if p.shortest_chains > 1:
            others = p.shortest_chains - 1
            line += "  " + ngettext("(and {n} more shortest chain)", "(and {n} more shortest chains)",
                                    others).format(n=others)
    return line


def sheet_written(path: str, n: int) -> str:
    """Return the line saying the sheet was written."""
    return ngettext("Sheet written to {path}: {n} puzzle, the answers on their own page.",
                    "Sheet written to {path}: {n} puzzles, the answers on their own page.", n).format(path=path, n=n)


def write(puzzle_set, path: str, lexicon) -> None:
    """Write the sheet of ``puzzle_set`` to ``path`` (its format from the suffix)."""
    from wordgames.doublets.sheet import write_sheet   # cold start: --help imports none of it
    write_sheet(puzzle_set, path, lexicon.spelling)


def run_pairs(lexicon, path_text: str, as_json: bool, sheet_path: str | None) -> int:
    """Grade and answer every pair of the setter's file; refused lines say why. Return the exit status."""
    from wordgames.doublets.pairs import grade_pairs   # cold start: --help imports none of it
    from wordgames.errors import InputFormatError   # cold start: --help imports none of it
    from wordgames.doublets.puzzles import PuzzleSet   # cold start: --help imports none of it
    from wordgames_cli.doublet_cmd import error_code
    name, lines = read_lines(path_text, _("cannot read the file of pairs {path!r}: {reason}"))
    results = list(grade_pairs(lexicon, lines, path=name))
    puzzles = tuple(r.puzzle for r in results if r.puzzle is not None)
    lengths = {len(p.start) for p in puzzles}
    chosen = PuzzleSet(puzzles, lexicon.name, lengths.pop() if len(lengths) == 1 else None, source=name)
    if sheet_path is not None:
        write(chosen, sheet_path, lexicon)
    status = max((r.error.exit_code for r in results if r.error is not None), default=0)
    if as_json:
        echo_json({"source": name, "dictionary": lexicon.name, "sheet": sheet_path, "pairs": [
            {"line": r.line, "words": list(r.words)} | (
                {"puzzle": r.puzzle.to_dict(lexicon.spelling)} if r.puzzle is not None else
                {"error": str(r.error), "code": error_code(r.error)}) for r in results]})
        return status
    click.echo(ngettext("{n} pair of {source} has an answer (dictionary {dictionary!r}):",
                        "{n} pairs of {source} have an answer (dictionary {dictionary!r}):", len(puzzles)).format(
        n=len(puzzles), source=name, dictionary=lexicon.name))
    for r in results:
        if r.puzzle is not None:
            click.echo(_("line {line}: {puzzle}").format(line=r.line, puzzle=puzzle_line(lexicon, r.puzzle, True)))
        else:
            error = r.error
            where = f"{name}:{r.line}" + (f":{error.column}" if getattr(error, "column", None) else "")
            reason = error.message if isinstance(error, InputFormatError) else str(error)
            click.echo(_("{where}: no puzzle: {reason}").format(where=where, reason=reason))
    if sheet_path is not None:
        click.echo(sheet_written(sheet_path, len(puzzles)))
    return status


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
