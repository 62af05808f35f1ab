"""``wordgames battle``: score filled squares of «Словесный бой», show them, call letters."""

from __future__ import annotations

import functools
import random

import click

from wordgames.battle import SquareScore, directions_for, load_squares, score_game
from wordgames.battle.letters import DEFAULT_WEIGHTS, WEIGHTS, draw_letters, letter_weights
from wordgames.battle.score import DOWN, LEFT, RIGHT, UP, Placed
from wordgames.battle.square import EMPTY, cell_name, referee_notes
from wordgames.battle.words import LexiconUnion
from wordgames.lexicon import Lexicon
from wordgames_cli.common import echo_json, lexicon_options, use_colour, warn


@click.group()
def battle() -> None:
    """«Словесный бой»: score squares, call letters, play, hold a championship, play the Lines cross.

    \b
    A square file holds rows of letters, one row per line ('.', '_', '-',
    '*' or '?' for an empty cell); blank lines separate the squares of
    several players; '# name: Оля' names a player.
    """


def scoring_options(command):
    """Add FILE, --directions, --strike-duplicates, --allow-proper and the lexicon options.

    The command receives ``players`` (label, score) pairs and ``words``, what scored.
    """

    @click.argument("file", metavar="FILE")
    @click.option("--directions", type=click.Choice(["2", "8"]), default="2", show_default=True,
                  help="2: rows left to right and columns top to bottom; "
                       "8: also backwards and along both diagonals (variation 3).")
    @click.option("--strike-duplicates", is_flag=True,
                  help="Words counted by more than one player score for nobody (variation 2).")
    @click.option("--allow-proper", is_flag=True,
                  help="House rule: proper nouns count too («при общем согласии игроков»).")
    @lexicon_options
    @functools.wraps(command)
    def wrapper(*args, file, directions, strike_duplicates, allow_proper, lexicon, **kwargs):
        words = scoring_words(lexicon, allow_proper)
        squares = load_squares(file, script=lexicon.script)
        for square in squares:
            for note in square.notes:
                warn(note)
        if len(squares) > 1 and all(sq.height == 1 for sq in squares):
            warn("every square has one row: blank lines separate players' squares, not rows")
        else:
            for note in referee_notes(squares):
                warn(note)
        scores = score_game(words, squares, directions_for(int(directions)), strike=strike_duplicates)
        players = [(s.square.label(k), s) for k, s in enumerate(scores, start=1)]
        return command(*args, players=players, words=words, **kwargs)

    return wrapper


def scoring_words(lexicon: Lexicon, allow_proper: bool):
    """Return the words that score: the lexicon, and with ``allow_proper`` the proper nouns too."""
    if not allow_proper:
        return lexicon
    proper = Lexicon.proper_nouns(lexicon.user_words)
    if lexicon.min_zipf is not None:
        proper = proper.restrict(lexicon.min_zipf)
    return LexiconUnion(lexicon, proper)


# -- score ---------------------------------------------------------------------------


@battle.command()
@scoring_options
@click.option("--explain", is_flag=True,
              help="Also list the dictionary words found but not counted, and what covers them.")
@click.option("--json", "as_json", is_flag=True, help="Print the scores as JSON.")
def score(players: list[tuple[str, SquareScore]], words, explain: bool, as_json: bool) -> None:
    """Score the squares in FILE: every word, the best count, totals.

    FILE '-' reads standard input.  A word of N letters scores N-1; the words of one direction never overlap,
    and in each line the choice with the most points is counted.
    """
    labels = [label for label, _ in players]
    if as_json:
        echo_json({"dictionary": words.name,
                   "directions": [d.name for d in players[0][1].directions],
                   "players": [score_json(label, s, labels, words) for label, s in players]})
        return
    for k, (label, s) in enumerate(players):
        if k:
            click.echo()
        click.echo("\n".join(score_table(label, s, labels, words, explain)))
    if len(players) > 1:
        click.echo("\ntotals: " + ", ".join(f"{label} {s.total}" for label, s in players))


def line_name(p: Placed) -> str:
    """Return the line a word lies in: ``row 3``, ``col 2`` or ``diag``."""
    if p.direction in (RIGHT, LEFT):
        return f"row {p.start[0] + 1}"
    if p.direction in (DOWN, UP):
        return f"col {p.start[1] + 1}"
    return "diag"


def score_table(label: str, s: SquareScore, labels: list[str], words, explain: bool) -> list[str]:
    """Return the text lines of one player's score."""
    shown = list(s.counted) + [st.placed for st in s.struck] + list(s.passed_over)
    width = max([len(p.word) for p in shown] + [4])
    out = [f"{label}: {s.total} points",
           f"  dir  line    start  {'word':<{width}}  points"]
    for p in s.counted:
        out.append(f"  {p.direction.arrow}    {line_name(p):<6}  {cell_name(p.start):<5}  "
                   f"{words.spelling(p.word):<{width}}  {p.points:>6}")
    if not s.counted:
        out.append("  (no words)")
    per = ", ".join(f"{d.arrow} {n}" for d, n in zip(s.directions, s.by_direction().values()))
    out.append(f"  total {s.total} ({per})")
    if s.struck:
        out.append("  struck, counted by more than one player (variation 2):")
        for st in s.struck:
            others = ", ".join(labels[k] for k in st.also_in)
            out.append(f"    {where(st.placed, words):<{width + 8}}  {st.placed.points}  also counted by {others}")
    if explain:
        out.append("  not counted, a better choice in the same line covers them:"
                   if s.passed_over else "  every word found is counted")
        for p in s.passed_over:
            cover = ", ".join(where(c, words) for c in s.covering(p))
            out.append(f"    {where(p, words):<{width + 8}}  {p.points}  covered by {cover}")
    return out


def where(p: Placed, words) -> str:
    """Return a word with its place, e.g. ``копёр r3c1 →``."""
    return f"{words.spelling(p.word)} {cell_name(p.start)} {p.direction.arrow}"


def placed_json(p: Placed, words) -> dict:
    """Return one word as JSON, its row and column counted from 1."""
    return {"word": p.word, "spelling": words.spelling(p.word), "direction": p.direction.name,
            "row": p.start[0] + 1, "col": p.start[1] + 1, "points": p.points}


def score_json(label: str, s: SquareScore, labels: list[str], words) -> dict:
    """Return one player's score as JSON."""
    return {
        "name": s.square.name,
        "label": label,
        "total": s.total,
        "by_direction": s.by_direction(),
        "words": [placed_json(p, words) for p in s.counted],
        "struck": [{**placed_json(st.placed, words), "also_in": [labels[k] for k in st.also_in]}
                   for st in s.struck],
        "passed_over": [placed_json(p, words) for p in s.passed_over],
    }


# -- show ----------------------------------------------------------------------------

AXIS = {"right": "-", "left": "-", "down": "|", "up": "|",
        "down-right": "\\", "up-left": "\\", "down-left": "/", "up-right": "/"}
MARK_COLOURS = {"-": "green", "|": "cyan", "+": "yellow"}
LEGEND = ("marks: - in a counted word across, | down, + both, \\ / on a diagonal, "
          "* several others; lower case: in no counted word")


def cell_marks(s: SquareScore) -> dict[tuple[int, int], str]:
    """Return each covered cell's mark: its axis, ``+`` for across and down, ``*`` for other mixes."""
    axes: dict[tuple[int, int], set[str]] = {}
    for p in s.counted:
        for cell in p.cells:
            axes.setdefault(cell, set()).add(AXIS[p.direction.name])
    return {cell: (a.pop() if len(a) == 1 else "+" if a == {"-", "|"} else "*")
            for cell, a in axes.items()}


def square_lines(s: SquareScore, colour: bool) -> list[str]:
    """Return the square drawn with its counted cells marked (and coloured when ``colour``)."""
    marks = cell_marks(s)
    out = []
    for r, row in enumerate(s.square.rows):
        cells = []
        for c, letter in enumerate(row):
            mark = marks.get((r, c))
            if letter == EMPTY or mark is None:
                cells.append(f"{letter} ")
            elif colour:
                cells.append(click.style(letter.upper(), fg=MARK_COLOURS.get(mark, "magenta"),
                                         bold=True) + mark)
            else:
                cells.append(letter.upper() + mark)
        out.append("  " + " ".join(cells).rstrip())
    return out


@battle.command()
@scoring_options
def show(players: list[tuple[str, SquareScore]], words) -> None:
    """Print the squares in FILE with the counted words marked.

    The marks are coloured on a terminal unless NO_COLOR is set.
    """
    colour = use_colour()
    for k, (label, s) in enumerate(players):
        if k:
            click.echo()
        click.echo(f"{label}: {s.total} points")
        echo_marked_square(s, words, colour)
    click.echo(LEGEND)


def echo_marked_square(s, words, colour: bool) -> None:
    """Print a scored square with its counted words marked, then the words by direction and any struck."""
    click.echo("\n".join(square_lines(s, colour)))
    for d in s.directions:
        here = [words.spelling(p.word) for p in s.counted if p.direction == d]
        if here:
            click.echo(f"  {d.arrow} {' '.join(here)}")
    if s.struck:
        click.echo(f"  struck: {' '.join(st.placed.word for st in s.struck)}")


# -- letters -------------------------------------------------------------------------


@battle.command()
@click.option("--count", type=click.IntRange(0, 100_000), default=36, show_default=True,
              help="How many letters to call.")
@click.option("--seed", type=int, default=None,
              help="Seed of the random generator (the same seed calls the same letters).")
@click.option("--weights", "kind", type=click.Choice(list(WEIGHTS)), default=DEFAULT_WEIGHTS,
              show_default=True, help="corpus: letters of Russian text; nouns: letters of the lexicon's words.")
@click.option("--table", is_flag=True, help="Also print the weights, in percent.")
@click.option("--json", "as_json", is_flag=True, help="Print the seed, weights and letters as JSON.")
@lexicon_options
def letters(count: int, seed: int | None, kind: str, table: bool, as_json: bool, lexicon: Lexicon) -> None:
    """Call letters at random, weighted by letter frequency (task 2).

    Without --seed a seed is chosen and printed, so the game can be replayed.
    """
    if seed is None:
        seed = random.SystemRandom().randrange(10**9)
        if not as_json:
            click.echo(f"seed: {seed}", err=True)
    weights = letter_weights(kind, lexicon)
    called = draw_letters(random.Random(seed), weights, count)
    total = sum(weights.values())
    percent = {letter: round(100 * w / total, 2) for letter, w in weights.items()}
    if as_json:
        echo_json({"seed": seed, "weights": kind, "percent": percent, "letters": called})
        return
    if table:
        for letter, p in sorted(percent.items(), key=lambda item: -item[1]):
            click.echo(f"{letter.upper()} {p:5.2f} %")
    click.echo(" ".join(letter.upper() for letter in called))


# -- playing (registered last: those commands use the helpers above) -------------------

from wordgames_cli.battle_play import lines, play, tournament  # noqa: E402

battle.add_command(play)
battle.add_command(tournament)
battle.add_command(lines)
