"""``wordgames doublet``: solve, verify and score Carroll's doublets; set puzzles; show statistics.

Solving is the default, so any two Russian words mean "solve"
(``wordgames doublet пазл кость``); the other modes are options:
``--verify``, ``--difficulty``, ``--puzzle``, ``--stats``, ``--batch``, and for setters
``--neighbours`` and ``--reach``.
"""

from __future__ import annotations

import functools
import sys
from typing import Iterator

import click

from wordgames.i18n import N_, _, ngettext
from wordgames_cli.common import echo_json, lexicon_options, use_colour, warn
from wordgames_cli.main import WordgamesCommand

MODES = ("verify", "difficulty", "puzzle", "stats", "batch")
EXPLORE_MODES = ("neighbours", "reach")   # explore for setters: take the word as the option's value
METHODS = ("vanity-fair", "new")  # wordgames.doublets.score.METHODS, named here so --help loads no solver


ONLY_WITH = {  # option (its parameter name) -> the modes it has an effect in
    "length": ("puzzle", "stats"), "count": ("puzzle",), "seed": ("puzzle",), "answers": ("puzzle",),
    "unique": ("puzzle",), "grade_text": ("puzzle",), "sheet_path": ("puzzle",),
    "method": ("verify",), "oneline": ("solve",),
}
OPTION_NAMES = {"method": "score", "grade_text": "grade", "sheet_path": "sheet"}
METHOD_NAMES = {"vanity-fair": N_("Vanity Fair"), "new": N_("new method")}


def refuse_idle_options(ctx: click.Context, mode: str, every: bool) -> None:
    """Raise UsageError for an option given on the command line that has no effect in this mode."""
    from wordgames.errors import UsageError   # cold start: --help imports none of it
    def given(name: str) -> bool:
        return ctx.get_parameter_source(name) == click.core.ParameterSource.COMMANDLINE

    for name, modes in ONLY_WITH.items():
        if given(name) and mode not in modes:
            option = "--" + OPTION_NAMES.get(name, name)
            where = _(" or ").join(mode_name(m) for m in modes)
            raise UsageError(_("{option} goes with {modes}, not with {mode}").format(
                option=option, modes=where, mode=mode_name(mode)))
    if given("cap") and not every:
        raise UsageError(_("--cap goes with --all (it caps how many chains are listed)"))


def mode_name(mode: str) -> str:
    """Return how messages name a mode: its option, or solving one doublet."""
    return _("solving one doublet") if mode == "solve" else "--" + mode


@click.command("doublet", cls=WordgamesCommand, short_help="Join two words by a chain (Doublets).", context_settings={"help_option_names": ["-h", "--help"]})
@click.argument("words", nargs=-1)
@click.option("--all", "every", is_flag=True, help="List every shortest chain (up to --cap) and count them.")
@click.option("--cap", type=click.IntRange(0), default=20, show_default=True,
              help="How many chains --all lists.")
@click.option("--oneline", is_flag=True, help="Print the chain on one line.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON (JSON lines with --batch).")
@click.option("--verify", is_flag=True, help="Check WORDS as a submitted chain and score it.")
@click.option("--links", "links_text", metavar="WORDS|N-M",
              help="With --verify: the marked links, comma-separated. With --puzzle: the number of links, e.g. 5-7. "
                   "With --reach: the most links, N.")
@click.option("--score", "method", type=click.Choice(METHODS), default=METHODS[0], show_default=True,
              help="Scoring for --verify: Vanity Fair 1879, or Carroll's new method.")
@click.option("--difficulty", is_flag=True,
              help="How hard the doublet of two words is: par, chains, narrowest step, rare words, landmarks, grade.")
@click.option("--puzzle", is_flag=True,
              help="Set new doublets (with --length, --links, --count, --seed, --grade, --unique, --sheet).")
@click.option("--answers", is_flag=True, help="With --puzzle: print a shortest chain of each.")
@click.option("--unique", is_flag=True, help="With --puzzle: only doublets with exactly one shortest chain.")
@click.option("--grade", "grade_text", metavar="N|N-M",
              help="With --puzzle: only doublets of these grades of difficulty (1 easy .. 5 hardest), e.g. 2-3.")
@click.option("--daily", "daily_text", metavar="DATE",
              help="The puzzle of the day, the same for everyone: a date like 2026-12-07, or 'today'.")
@click.option("--pairs", "pairs_path", metavar="FILE",
              help="Grade and answer the setter's own pairs, one per line of FILE ('-' for standard input).")
@click.option("--sheet", "sheet_path", metavar="FILE",
              help="With --puzzle, --daily or --pairs: write a sheet to print, with the answers on their own "
                   "page: FILE ending in .pdf, .html or .md.")
@click.option("--stats", is_flag=True, help="Statistics of one word length (with --length).")
@click.option("--length", type=click.IntRange(1), default=4, show_default=True,
              help="Word length for --puzzle and --stats.")
@click.option("--count", type=click.IntRange(0), default=10, show_default=True, help="Puzzles to set.")
@click.option("--seed", type=int, help="Seed of --puzzle (printed when not given, to replay).")
@click.option("--batch", "batch_path", metavar="FILE",
              help="Solve one doublet per line of FILE ('-' for standard input).")
@click.option("--all-words", is_flag=True,
              help="Set --puzzle from every word, not only familiar ones, and say nothing of rare words in an answer.")
@click.option("--neighbours", "neighbours_word", metavar="WORD",
              help="Every word one letter from WORD, familiar first, with the place of the changed letter.")
@click.option("--reach", "reach_word", metavar="WORD",
              help="The words WORD reaches in at most --links N links (default 2), by distance.")
@lexicon_options
@click.pass_context
def doublet(ctx, words, every, cap, oneline, as_json, verify, links_text, method, difficulty, puzzle, answers,
            unique, grade_text, daily_text, pairs_path, sheet_path,
            stats, length, count, seed, batch_path, all_words, neighbours_word, reach_word, lexicon):
    """Join two words by a chain of words, each one letter apart (Lewis Carroll's Doublets).

    \b
    wordgames doublet бант коса            the shortest chain: БАНТ рант рана раса роса КОСА
    wordgames doublet бант рана коса       through a marked link, no word twice
    wordgames doublet --all рак суп        every shortest chain, counted
    wordgames doublet --verify бант рант рана раса роса коса
    wordgames doublet --difficulty бант коса
    wordgames doublet --puzzle --length 4 --links 5-7 --count 10 --seed 1
    wordgames doublet --puzzle --unique --grade 3-4 --count 20 --sheet doublets.pdf
    wordgames doublet --daily today
    wordgames doublet --pairs themes.txt --sheet themes.html
    wordgames doublet --stats --length 5
    wordgames doublet --batch pairs.txt --json

    Exit status: 0 solved or valid, 1 no chain or a rejected word or chain,
    2 a usage or input error.
    """
    from wordgames.errors import UsageError   # cold start: --help imports none of it
    puzzle = puzzle or daily_text is not None or pairs_path is not None      # both set puzzles
    chosen = [m for m, on in zip(MODES, (verify, difficulty, puzzle, stats, batch_path is not None)) if on]
    chosen += [m for m, word in zip(EXPLORE_MODES, (neighbours_word, reach_word)) if word is not None]
    if len(chosen) > 1:
        raise UsageError(_("choose one of {options}").format(options=", ".join("--" + m for m in chosen)))
    mode = chosen[0] if chosen else "solve"
    if mode in ("puzzle", "stats", "batch", *EXPLORE_MODES) and words:
        raise UsageError(_("{option} takes no words, got {words!r}").format(option="--" + mode, words=" ".join(words)))
    if every and mode != "solve":
        raise UsageError(_("--all goes with solving one doublet, not with {option}").format(option="--" + mode))
    if links_text is not None and mode not in ("verify", "puzzle", "reach"):
        raise UsageError(_("--links goes with --verify (marked links), --puzzle or --reach (number of links); "
                           "to solve with marked links, put them between the two words"))
    refuse_idle_options(ctx, mode, every)
    explored = [w for w in (neighbours_word, reach_word) if w is not None]
    for word in [*words, *explored, *split_words(links_text if mode == "verify" else None)]:
        for note in lexicon.normalize(word).notes:
            warn(_("{word!r}: {note}").format(word=word, note=note))
    if mode == "verify":
        ctx.exit(run_verify(lexicon, words, links_text, method, as_json))
    elif mode == "difficulty":
        from wordgames_cli.doublet_setter import run_difficulty
        run_difficulty(lexicon, words, as_json)
    elif mode == "puzzle":
        from wordgames_cli.doublet_setter import run_puzzle
        ctx.exit(run_puzzle(ctx, lexicon, length=length, links_text=links_text, count=count, seed=seed,
                            answers=answers, as_json=as_json, vocabulary="all" if all_words else "familiar",
                            unique=unique, grade_text=grade_text, daily_text=daily_text, pairs_path=pairs_path,
                            sheet_path=sheet_path))
    elif mode == "stats":
        run_stats(lexicon, length, as_json)
    elif mode == "batch":
        ctx.exit(run_batch(lexicon, batch_path, as_json))
    elif mode == "neighbours":
        from wordgames_cli.doublet_setter import run_neighbours
        run_neighbours(lexicon, neighbours_word, as_json)
    elif mode == "reach":
        from wordgames_cli.doublet_setter import run_reach
        run_reach(lexicon, reach_word, links_text or "2", as_json)
    else:
        if len(words) < 2:
            raise UsageError(_("give two words to join (and any marked links between them), "
                               "e.g. 'wordgames doublet бант коса'"))
        from wordgames.doublets.marked import solve   # cold start: --help imports none of it
        solution = solve(lexicon, list(words), every=every, cap=cap)
        note, familiar = None, {}
        if not all_words and not solution.marked:
            from wordgames.doublets.familiar import prefer_familiar   # cold start: --help imports none of it
            solution, note = prefer_familiar(lexicon, solution)
            familiar = note.to_dict(lexicon.spelling) if note else {"rare": []}
        if as_json:
            echo_json(solution.to_dict(lexicon.spelling) | familiar)
        else:
            show_solution(lexicon, solution, oneline)
            if note is not None:
                show_familiar_note(lexicon, note)


# -- solving -------------------------------------------------------------------

def mark(word: str, place: int | None, colour: bool, brackets: bool) -> str:
    """Return ``word`` with the letter at ``place`` marked: underlined in colour, or in brackets."""
    if place is None:
        return word
    letter = word[place]
    if colour:
        letter = click.style(letter, underline=True, bold=True)
    elif brackets:
        letter = f"[{letter}]"
    return word[:place] + letter + word[place + 1:]


def shown_words(lexicon, chain, colour: bool, brackets: bool, spell=None) -> list[str]:
    """Return the chain's words as printed: ends in capitals, links in lower case, changes marked."""
    from wordgames.doublets.rules import changes   # cold start: --help imports none of it
    spelt = [(spell or lexicon.spelling)(w) for w in chain]
    out = [spelt[0].upper(), *(w.lower() for w in spelt[1:-1]), spelt[-1].upper()]
    if colour or brackets:
        for i, step in enumerate(changes(chain), start=1):
            out[i] = mark(out[i], step.position, colour, brackets)
    return out


def links(n: int) -> str:
    """Return '1 link', '4 links' (1 звено, 4 звена, 5 звеньев) in the interface's language."""
    return ngettext("{n} link", "{n} links", n).format(n=n)


def of_letters(n: int) -> str:
    """Return 'of 4 letters' (из 4 букв) in the interface's language."""
    return ngettext("of {n} letter", "of {n} letters", n).format(n=n)


def footer(solution) -> str:
    """Return the closing line: links, and the dictionary the answer depends on."""
    words, length = solution.words_of_length, len(solution.start)
    return _("{links}; dictionary {dictionary!r}, {words} {of_letters}").format(
        links=links(solution.links), dictionary=solution.dictionary,
        words=ngettext("{n} word", "{n} words", words).format(n=words),
        of_letters=of_letters(length))


def show_solution(lexicon, solution, oneline: bool) -> None:
    """Print a solution: the chain, the number of links, the dictionary; with --all every chain."""
    from wordgames.doublets.rules import changes   # cold start: --help imports none of it
    colour = use_colour()
    if solution.count is not None:
        click.echo(ngettext("{n} shortest chain of {links}; the first {shown} alphabetically:",
                            "{n} shortest chains of {links}; the first {shown} alphabetically:",
                            solution.count).format(n=solution.count, links=links(solution.links),
                                                   shown=len(solution.chains)))
        for i, chain in enumerate(solution.chains, start=1):
            click.echo(f"{i:4}  " + " ".join(shown_words(lexicon, chain, colour, False)))
        click.echo(_("the most familiar:"))
    words = shown_words(lexicon, solution.chain, colour, brackets=oneline)
    if oneline:
        click.echo(" ".join(words) + f"  ({footer(solution)})")
        return
    width = max(len(w) for w in solution.chain)
    marked = set(solution.marked)
    spelt = [lexicon.spelling(w) for w in solution.chain]       # the letters as the dictionary spells them (ё)
    for i, (word, key, step) in enumerate(zip(words, solution.chain, [None, *changes(solution.chain)])):
        note = "" if step is None else f"{step.position + 1}: {spelt[i - 1][step.position]}→{spelt[i][step.position]}"
        if key in marked:
            note += "  " + _("(marked link)")
        pad = " " * (width - len(key))
        click.echo(f"{word}{pad}   {note}".rstrip())
    click.echo(footer(solution))


def show_familiar_note(lexicon, note) -> None:
    """Print which links of the answer are rare words, and the shortest chain of familiar links."""
    rare = ", ".join(f"«{lexicon.spelling(w)}»" for w in note.rare)
    click.echo(ngettext("Every shortest chain needs a rare word: {words}.",
                        "Every shortest chain needs rare words: {words}.", len(note.rare)).format(words=rare))
    if note.chain is None:
        click.echo(_("No chain joins them through familiar words only."))
    else:
        click.echo(_("Through familiar words only, {links}: {chain}").format(
            links=links(note.links), chain=" ".join(shown_words(lexicon, note.chain, False, False))))


# -- verifying -----------------------------------------------------------------

def split_words(text: str | None) -> list[str]:
    """Return the words of an option value separated by commas, spaces or arrows."""
    if not text:
        return []
    from wordgames.doublets.batch import SEPARATORS   # cold start: --help imports none of it
    return [w for w in SEPARATORS.split(text or "") if w]


def run_verify(lexicon, words, links_text, method: str, as_json: bool) -> int:
    """Check a submitted chain; print every fault, or the score. Return the exit status."""
    from wordgames.errors import IllegalMoveError   # cold start: --help imports none of it
    from wordgames.doublets.score import score_chain   # cold start: --help imports none of it
    from wordgames.doublets.verify import verify_chain   # cold start: --help imports none of it
    marked = split_words(links_text)
    faults = verify_chain(lexicon, list(words), marked)
    if faults:
        if as_json:
            echo_json({"valid": False, "chain": list(words), "marked": marked,
                       "faults": [f.to_dict() for f in faults]})
        else:
            for fault in faults:
                click.echo(str(fault))
        raise IllegalMoveError(ngettext("the chain has {n} fault", "the chain has {n} faults", len(faults)).format(
            n=len(faults)))
    score = score_chain(lexicon, list(words), marked, method)
    name = _(METHOD_NAMES[method])
    if as_json:
        echo_json({"valid": True, "chain": [lexicon.spelling(lexicon.normalize(w).word) for w in words],
                   "marked": marked, "links": score.links, "shortest": score.shortest,
                   "score": score.marks, "worth": score.worth, "method": method,
                   "dictionary": lexicon.name})
    else:
        click.echo(_("valid chain: {links}; the fewest possible is {shortest} (dictionary {dictionary!r})").format(
            links=links(score.links), shortest=score.shortest, dictionary=lexicon.name))
        extra = ngettext("{n} extra link", "{n} extra links", score.extra).format(n=score.extra)
        click.echo(ngettext("score: {n} of {worth} ({method}, {extra})", "score: {n} of {worth} ({method}, {extra})",
                            score.marks).format(n=score.marks, worth=score.worth, method=name, extra=extra))
    return 0


# -- puzzles and statistics ------------------------------------------------------

def run_stats(lexicon, length, as_json) -> None:
    """Print the statistics of one word length."""
    from wordgames.doublets.puzzles import length_stats   # cold start: --help imports none of it
    s = length_stats(lexicon, length)
    if as_json:
        echo_json(s.to_dict())
        return
    shown = ", ".join(s.isolated[:20]) + (", ..." if len(s.isolated) > 20 else "")
    click.echo(_("words {of_letters} in {dictionary!r}: {n}").format(of_letters=of_letters(length),
                                                                     dictionary=s.dictionary, n=s.words))
    click.echo(_("links between them (pairs one letter apart): {n}").format(n=s.edges))
    click.echo(ngettext("connected groups: {groups}; the largest has {n} word",
                        "connected groups: {groups}; the largest has {n} words", s.largest).format(
        groups=s.groups, n=s.largest))
    if s.isolated:
        click.echo(_("isolated words: {n} ({words})").format(n=len(s.isolated), words=shown))
    else:
        click.echo(_("isolated words: {n}").format(n=0))
    click.echo(_("longest shortest chain in the largest group: {links}, {start} → {end}").format(
        links=links(s.longest_links), start=s.longest[0].upper(), end=s.longest[-1].upper()))
    click.echo("  " + " ".join(shown_words(lexicon, s.longest, False, False)))


# -- batches ---------------------------------------------------------------------

MAX_BATCH_LINE = 4096
"""The longest line of a batch file, in bytes (two words and a separator)."""


def read_lines(path_text: str, unreadable=None) -> tuple[str, Iterator[str]]:
    """Return (name, lines) of the batch file, or of standard input for '-', read as they are needed.

    ``unreadable`` is the message template (``{path!r}``, ``{reason}``) refusing a file that cannot be opened,
    when it is not a batch file.

    Lines are decoded one at a time, so answers to a pipe come as its lines arrive;
    a line that is not UTF-8 stops the batch with its line number.
    """
    from wordgames.errors import UsageError   # cold start: --help imports none of it
    if path_text == "-":
        return "<stdin>", _decoded(sys.stdin.buffer, "<stdin>")
    try:
        stream = open(path_text, "rb")
    except OSError as e:
        from wordgames.files import os_reason   # cold start: --help imports none of it
        template = unreadable or _("cannot read batch file {path!r}: {reason}")
        raise UsageError(template.format(path=path_text, reason=os_reason(e))) from None
    return path_text, _decoded(stream, path_text, close=True)


def _decoded(stream, name: str, close: bool = False) -> Iterator[str]:
    """Yield the lines of a binary stream as text, without their line ends (a leading BOM dropped)."""
    from wordgames.errors import InputFormatError   # cold start: --help imports none of it
    try:
        for number, data in enumerate(iter(lambda: stream.readline(MAX_BATCH_LINE + 1), b""), start=1):
            if len(data) > MAX_BATCH_LINE and not data.endswith(b"\n"):
                raise InputFormatError(_("the line is longer than {n} bytes").format(n=MAX_BATCH_LINE),
                                       path=name, line=number)
            try:
                text = data.decode("utf-8-sig" if number == 1 else "utf-8")
            except UnicodeDecodeError as e:
                raise InputFormatError(_("not UTF-8 text (byte {n} of the line)").format(n=e.start + 1),
                                       path=name, line=number) from None
            yield text.rstrip("\r\n")
    finally:
        if close:
            stream.close()


def run_batch(lexicon, path_text: str, as_json: bool) -> int:
    """Answer every line of a batch; report bad lines by number and go on. Return the exit status."""
    from wordgames.errors import InputFormatError   # cold start: --help imports none of it
    import json   # cold start: --help imports none of it

    from wordgames.doublets.batch import solve_batch   # cold start: --help imports none of it
    name, lines = read_lines(path_text)
    spell = functools.lru_cache(maxsize=None)(lexicon.spelling)     # spelling looks up the trie
    status = 0
    for result in solve_batch(lexicon, lines, path=name):
        if result.error is not None:
            error = result.error
            text = str(error) if isinstance(error, InputFormatError) else f"{name}:{result.line}: {error}"
            click.echo(_("Error: {message}").format(message=text), err=True)
            if as_json:
                click.echo(json.dumps({"line": result.line, "input": list(result.words),
                                       "error": str(error), "code": error_code(error)}, ensure_ascii=False))
            status = max(status, error.exit_code)
            continue
        solution = result.solution
        if as_json:
            data = {"line": result.line} | solution.to_dict(spell)
            click.echo(json.dumps(data, ensure_ascii=False))
        else:
            click.echo(" ".join(shown_words(lexicon, solution.chain, False, False, spell))
                       + f"  ({links(solution.links)})")
    return status


def error_code(error) -> str:
    """Return a batch line's error as a stable English word for --json (its message is translated)."""
    from wordgames.errors import InputFormatError   # cold start: --help imports none of it
    from wordgames.errors import NoChainError, UnknownWordError   # cold start: --help imports none of it
    if isinstance(error, NoChainError):
        return "no-chain-" + error.code
    if isinstance(error, UnknownWordError):
        return "unknown-word"
    if isinstance(error, InputFormatError):
        return "input"
    return "usage"
