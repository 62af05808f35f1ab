"""``wordgames battle``: score filled squares of «Словесный бой», show them, call letters, play, hold a championship."""

from __future__ import annotations

import functools

import click

from wordgames.i18n import _, decimal
from wordgames_cli.common import echo_json, lexicon_options, painter, warn
from wordgames_cli.main import LazyGroup
from wordgames_cli.table_menu import add_table_commands


@click.group(cls=LazyGroup, lazy={"lines": "wordgames_cli.lines_cmd:lines"},
             summaries={"lines": "The Color Lines cross: letters vanish."},   # lines' own (tests/test_imports.py)
             short_help="«Словесный бой»: score, play, championship.")
def battle() -> None:
    """«Словесный бой»: score squares, call letters, play, hold a championship, play the Lines cross.

    \b
    A square file holds rows of letters, one row per line ('.', '_', '-',
    '*' or '?' for an empty cell); blank lines separate the squares of
    several players; '# name: Оля' names a player.
    """


add_table_commands(battle, "battle", "«Словесный бой»")


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
        from wordgames.battle.score import score_file      # a command run, not a --help
        scored = score_file(lexicon, file, int(directions), strike_duplicates, allow_proper)
        for note in scored.notes:
            warn(note)
        return command(*args, players=scored.players, words=scored.words, **kwargs)

    return wrapper


# -- score ---------------------------------------------------------------------------


@battle.command(short_help="Score the squares of a file.")
@scoring_options
@click.option("--explain", is_flag=True,
              help="Also list the dictionary words found but not counted, and what covers them.")
@click.option("--json", "as_json", is_flag=True, help="Print the scores as JSON.")
def score(players, words, explain: bool, as_json: bool) -> None:
    """Score the squares in FILE: every word, the best count, totals.

    FILE '-' reads standard input.  A word of N letters scores N-1; the words of one direction never overlap,
    and in each line the choice with the most points is counted.
    """
    from wordgames.battle.render import score_json, score_table       # a command run, not a --help
    labels = [label for label, _score in players]
    if as_json:
        keys = [s.square.json_label(k) for k, (_label, s) in enumerate(players, start=1)]
        echo_json({"dictionary": words.name,
                   "directions": [d.name for d in players[0][1].directions],
                   "players": [score_json(key, s, keys, words) for key, (_label, s) in zip(keys, players)]})
        return
    for k, (label, s) in enumerate(players):
        if k:
            click.echo()
        click.echo("\n".join(score_table(label, s, labels, words, explain)))
    if len(players) > 1:
        click.echo("\n" + _("totals: {scores}").format(scores=", ".join(f"{label} {s.total}" for label, s in players)))


# -- show ----------------------------------------------------------------------------

@battle.command(short_help="Show squares with their words marked.")
@scoring_options
@click.option("--json", "as_json", is_flag=True, help="Print every square's rows, marks and words as JSON.")
def show(players, words, as_json: bool) -> None:
    """Print the squares in FILE with the counted words marked.

    The marks are coloured on a terminal unless NO_COLOR is set.
    """
    from wordgames.battle.render import (MARK_STYLES, cell_marks, legend_lines, marked_square,  # a command run, not a --help
                                         total_line)
    if as_json:
        echo_json([{"label": s.square.json_label(k), "total": s.total, "rows": list(s.square.rows),
                    "marks": [[r + 1, c + 1, m] for (r, c), m in sorted(cell_marks(s).items())],
                    "words": [words.spelling(p.word) for p in s.counted]}
                   for k, (_label, s) in enumerate(players, start=1)])
        return
    styles = painter()
    paint = (lambda text, mark: text) if styles is None else \
        (lambda text, mark: styles(text, MARK_STYLES.get(mark, "other")))
    for k, (label, s) in enumerate(players):
        if k:
            click.echo()
        click.echo(total_line(label, s.total))
        click.echo("\n".join(marked_square(s, words, paint)))
    for line in legend_lines():
        click.echo(line)


# -- letters -------------------------------------------------------------------------


@battle.command(short_help="Call letters at random, by frequency.")
@click.option("--count", type=click.IntRange(0, 100_000), default=36, show_default=True,
              help="How many letters to call.")
@click.option("--seed", type=click.IntRange(0, 2**63 - 1), default=None,
              help="Seed: the letters 'battle play --seed SEED' calls (printed when not given).")
@click.option("--weights", "kind", type=click.Choice(["corpus", "nouns"]), default="corpus",
              show_default=True, help="corpus: letters of Russian text; nouns: letters of the lexicon's words.")
@click.option("--table", is_flag=True, help="Also print the weights, in percent.")
@click.option("--json", "as_json", is_flag=True, help="Print the seed, weights and letters as JSON.")
@lexicon_options
def letters(count: int, seed: int | None, kind: str, table: bool, as_json: bool, lexicon) -> None:
    """Call letters at random, weighted by letter frequency (task 2).

    The same seed calls the same letters as a game of 'battle play --seed SEED' where the computer
    calls.  Without --seed a seed is chosen and printed, so the game can be replayed.
    """
    from wordgames.battle.game import seeded_letters      # a command run, not a --help
    from wordgames.battle.letters import letter_weights, percentages
    from wordgames.table.seeds import new_seed
    if seed is None:
        seed = new_seed()
        if not as_json:
            click.echo(_("seed: {seed}").format(seed=seed), err=True)
    weights = letter_weights(kind, lexicon)
    called = seeded_letters(seed, weights, count)
    percent = percentages(weights)
    if as_json:
        echo_json({"seed": seed, "weights": kind, "percent": percent, "letters": called})
        return
    if table:
        for letter, p in sorted(percent.items(), key=lambda item: -item[1]):
            click.echo(f"{letter.upper()} {decimal(p, 2):>5} %")
    click.echo(" ".join(letter.upper() for letter in called))
