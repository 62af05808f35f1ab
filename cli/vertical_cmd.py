"""``wordgames games vertical``: play «Гонки по вертикали» at the terminal, or run bot tournaments.

\b
  wordgames games vertical play                         you (Red 1) with a bot partner, bots as Black
  wordgames games vertical play --red human --black human  four people at one terminal
  wordgames games vertical play --mode 1x1 --black human  two people, two piles each
  wordgames games vertical play --red greedy --black search --seed 3
  wordgames games vertical tournament --bots greedy,search --games 20
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import click

from wordgames.atomic import atomic_write_text
from wordgames.errors import InputFormatError, UsageError, WordgamesError
from wordgames.games.vertical.cards import TEAMS
from wordgames.games.vertical.deal import deal
from wordgames.games.vertical.notation import format_move, parse_move
from wordgames.games.vertical.players import BOTS, make_bot
from wordgames.games.vertical.render import draw_board, seating_text
from wordgames.games.vertical.rules import PASS
from wordgames.games.vertical.search import analyse
from wordgames.games.vertical.state import VerticalState
from wordgames.games.vertical.table import MODES, SEATINGS, Table, hand_label, hand_team, partners
from wordgames.games.vertical.tournament import round_robin
from wordgames_cli.common import echo_json, load_saved_game, use_colour, warn

KINDS = ("human",) + BOTS


@click.group()
def vertical() -> None:
    """«Гонки по вертикали»: Red and Black race their cards up a 4×9 (4×13) rectangle."""


def paint(text: str, card) -> str:
    """Colour red cards red on a colour terminal."""
    if not use_colour():
        return text
    return click.style(text, fg="red" if card.colour == "red" else None, bold=True)


def show_cards(cards) -> str:
    """Return a hand as text, low to high, suit by suit."""
    ordered = sorted(cards, key=lambda c: ("♥♦♣♠".index(c.suit), c.rank))
    return " ".join(paint(str(c), c) for c in ordered) or "(no cards)"


class HumanPlayer:
    """Asks at the terminal for a card and a place until the move is legal; ``?`` lists the moves."""

    def __init__(self, rng: random.Random):
        self.rng = rng

    def choose(self, state: VerticalState):
        who = hand_label(state.table, state.to_move)
        legal = state.legal_actions()
        if legal == [PASS]:
            click.echo(f"{who} cannot lay any card and passes (section 4).")
            return PASS
        marks = {m.cell for m in legal}
        click.echo()
        click.echo(draw_board(state.board, marks, paint))
        click.echo(f"{who}, your cards: {show_cards(state.hands[state.to_move])}")
        for h in partners(state.table, state.to_move):
            if h != state.to_move:
                whose = ("your other pile" if state.table.owners[h] == state.table.owners[state.to_move]
                         else "your partner")
                click.echo(f"  {hand_label(state.table, h)}, {whose}: {show_cards(state.hands[h])}")
        hint = "the first card" if not state.board.placed else (
            "card and < or >" if not state.board.base_complete else "card and place, e.g. QH b3")
        while True:
            text = click.prompt(f"{who}: your move ({hint}; ? moves, hint)", prompt_suffix=" > ",
                                default="", show_default=False).strip()
            if text in ("?", "moves"):
                click.echo("Legal: " + ", ".join(format_move(m, state.board) for m in legal))
                continue
            if text == "hint":
                best = analyse(state, self.rng, rollouts=300)[0]
                click.echo(f"The search bot would play {format_move(best.move, state.board)} "
                           f"(wins {best.score:.0%} of its rollouts).")
                continue
            try:
                move = parse_move(text, state.board)
            except WordgamesError as e:
                click.echo(f"Error: {e}")
                continue
            breaches = state.verdict(move)
            if not breaches:
                return move
            for b in breaches:
                click.echo(f"Error: rule {b.rule}: {b.message}")


def hand_kinds(table: Table, red: str | None, black: str | None, hands: str | None) -> list[str]:
    """Return the kind of player of every hand: --hands, else --red/--black, else you as Red 1."""
    if hands is None and red is None and black is None:
        return ["human" if owner == table.owners[0] else "search" for owner in table.owners]
    if hands is None:
        return [(red or "search") if hand_team(h) == "red" else (black or "search")
                for h in range(table.hands)]
    kinds = [k.strip() for k in hands.split(",")]
    if len(kinds) != table.hands:
        raise UsageError(f"--hands lists {len(kinds)} players but mode {table.mode} has {table.hands} hands "
                         f"({', '.join(hand_label(table, h) for h in range(table.hands))})")
    for k in kinds:
        if k not in KINDS:
            raise UsageError(f"--hands: unknown player {k!r} (use {', '.join(KINDS)})")
    owners: dict[str, str] = {}
    for owner, kind in zip(table.owners, kinds):
        if owners.setdefault(owner, kind) != kind:
            raise UsageError(f"--hands: {owner} plays two piles and must be one kind of player")
    return kinds


def game_record(start: VerticalState, moves: list[str], state: VerticalState, finished: bool) -> dict:
    """Return the JSON record of a game: the deal, the moves as written, the end."""
    o = state.outcome()
    return {"game": "vertical", "start": start.to_dict(), "moves": moves, "finished": finished,
            "winner": o.winner if finished else None, "far": o.far, "points": o.points,
            "final": state.to_dict()}


table_options = [
    click.option("--mode", type=click.Choice(MODES), default="2x2", show_default=True,
                 help="2x2, 3x3, 1x1 (two piles each) or 3p (one person plays both hands of --solo)."),
    click.option("--deck", type=click.Choice(["36", "52"]), default="36", show_default=True,
                 help="Deck size: a 4×9 or a 4×13 rectangle."),
    click.option("--seed", type=int, default=None, help="Seed for the deal and the bots (replayable)."),
    click.option("--rollouts", type=click.IntRange(1, 100_000), default=300, show_default=True,
                 help="Rollouts per move of the search bot."),
]


def with_table_options(command):
    for option in reversed(table_options):
        command = option(command)
    return command


@vertical.command()
@with_table_options
@click.option("--seating", type=click.Choice(SEATINGS), default="alternate", show_default=True,
              help="Colours alternating round the table, or each team on one side (same order of moves).")
@click.option("--solo", type=click.Choice(TEAMS), default="red", show_default=True,
              help="In 3p mode, the team of the person who plays two hands.")
@click.option("--red", type=click.Choice(KINDS), default=None,
              help="Who plays the red hands (default: you play Red 1, bots the rest).")
@click.option("--black", type=click.Choice(KINDS), default=None,
              help="Who plays the black hands (default: search).")
@click.option("--hands", metavar="KIND,KIND,...",
              help="Who plays each hand in order Red 1, Black 1, Red 2, ... (overrides --red/--black).")
@click.option("--save", type=click.Path(dir_okay=False, path_type=Path),
              help="Keep the game (deal, players, moves, result) in this JSON file, rewritten after every move.")
@click.option("--resume", type=click.Path(dir_okay=False, path_type=Path),
              help="Go on with a game kept by --save: its deal, table and players (saved back to the same "
                   "file unless --save says otherwise).")
@click.option("--json", "as_json", is_flag=True, help="Print the game record as JSON at the end.")
@click.pass_context
def play(ctx, mode: str, deck: str, seed: int | None, rollouts: int, seating: str, solo: str,
         red: str | None, black: str | None, hands: str | None, save: Path | None, resume: Path | None,
         as_json: bool) -> None:
    """Play a game; humans type moves like 'QH b3', every illegal move is refused with its rule.

    Ctrl-C leaves the game; with --save FILE it goes on later with --resume FILE.
    """
    rng = random.Random(seed)
    moves: list[str] = []
    if resume is not None:
        given = [name for name in ("mode", "deck", "seating", "solo")
                 if ctx.get_parameter_source(name) == click.core.ParameterSource.COMMANDLINE]
        if given:
            warn(f"--resume plays the saved game's table; ignoring {', '.join('--' + g for g in given)}")
        start, moves, saved_kinds = load_game(resume)
        table = start.table
        kinds = hand_kinds(table, red, black, hands) if (red or black or hands) or not saved_kinds else saved_kinds
        state = replay_moves(start, moves, resume)
        save = save or resume
    else:
        table = Table.for_mode(mode, deck_size=int(deck), seating=seating, solo=solo)
        kinds = hand_kinds(table, red, black, hands)
        start = state = deal(table, rng)
    people: dict[str, object] = {}
    players = []
    for h, kind in enumerate(kinds):
        owner = table.owners[h]
        if owner not in people:
            bot_rng = random.Random(rng.random())
            people[owner] = (HumanPlayer(bot_rng) if kind == "human" else
                             make_bot(kind, bot_rng, **({"rollouts": rollouts} if kind == "search" else {})))
        players.append(people[owner])
    click.echo(f"Гонки по вертикали, {table.mode}, {table.deck_size} cards; {seating_text(table)}.")
    if moves:
        click.echo(f"Resuming after {len(moves)} move{'s' if len(moves) != 1 else ''}.")
    finished = False

    def keep() -> None:
        if save:
            record = game_record(start, moves, state, finished) | {"players": kinds}
            atomic_write_text(save, json.dumps(record, ensure_ascii=False, indent=2) + "\n")

    try:
        while not state.is_terminal():
            hand = state.current_player()
            move = players[hand].choose(state)
            written = format_move(move, state.board)
            if kinds[hand] != "human":
                click.echo(f"{hand_label(table, hand)} ({kinds[hand]}): {written}")
            state = state.apply(move)
            moves.append(written)
            keep()
        finished = True
        click.echo()
        click.echo(draw_board(state.board, (), paint))
        click.echo(f"Game over: {state.outcome()}.")
    except (click.Abort, KeyboardInterrupt):
        again = f"; go on with: wordgames games vertical play --resume {save}" if save else ""
        click.echo(f"\nGame left{again}.", err=True)
    keep()
    if as_json:
        echo_json(game_record(start, moves, state, finished) | {"players": kinds})


def load_game(path: Path) -> tuple[VerticalState, list[str], list[str] | None]:
    """Return the deal, the moves as written and the players of a game kept by ``--save``."""
    data = load_saved_game(path, ("start", "moves"))
    if not isinstance(data["start"], dict):
        raise InputFormatError("not a saved game: 'start' must be the dealt position (an object)", path=str(path))
    try:
        start = VerticalState.from_dict(data["start"])
    except InputFormatError as e:
        raise InputFormatError(e.message, path=str(path)) from None
    if data.get("finished"):
        raise UsageError(f"the game saved in {str(path)!r} is over")
    kinds = data.get("players")
    valid = isinstance(kinds, list) and len(kinds) == start.table.hands and all(k in KINDS for k in kinds)
    return start, [str(m) for m in data["moves"]], kinds if valid else None


def replay_moves(start: VerticalState, moves: list[str], path: Path) -> VerticalState:
    """Return the position after the saved moves, each read and checked by the rules."""
    state = start
    for i, text in enumerate(moves, 1):
        try:
            move = parse_move(text, state.board)
        except WordgamesError as e:
            raise InputFormatError(f"move {i} of the saved game: {e}", path=str(path)) from None
        breaches = state.verdict(move)
        if breaches:
            raise InputFormatError(f"move {i} of the saved game ({text!r}): rule {breaches[0].rule}: "
                                   f"{breaches[0].message}", path=str(path))
        state = state.apply(move)
    return state


@vertical.command()
@with_table_options
@click.option("--bots", default="greedy,search", show_default=True, metavar="KIND,KIND,...",
              help=f"Bots to match against each other, every pair ({', '.join(BOTS)}).")
@click.option("--games", type=click.IntRange(1, 100_000), default=20, show_default=True,
              help="Games per pair (colours swap every game).")
@click.option("--json", "as_json", is_flag=True, help="Print the results as JSON.")
def tournament(mode: str, deck: str, seed: int | None, rollouts: int, bots: str, games: int,
               as_json: bool) -> None:
    """Match bots against each other on seeded deals and print wins, draws, losses and move times."""
    kinds = [k.strip() for k in bots.split(",") if k.strip()]
    unknown = [k for k in kinds if k not in BOTS]
    if unknown:
        raise UsageError(f"--bots: unknown bot {unknown[0]!r} (use {', '.join(BOTS)})")
    if len(set(kinds)) < 2:
        raise UsageError("--bots needs at least two different bots")
    Table.for_mode(mode, deck_size=int(deck))
    results = round_robin(list(dict.fromkeys(kinds)), games, mode=mode, deck_size=int(deck),
                          seed=seed or 0, rollouts=rollouts)
    if as_json:
        echo_json([r.to_dict() for r in results])
        return
    for r in results:
        click.echo(f"{r.first} vs {r.second}: {r.games} games, {r.wins} won, {r.draws} drawn, "
                   f"{r.losses} lost ({r.win_rate:.1%}); ms per move {1000 * r.per_move('first'):.1f} "
                   f"/ {1000 * r.per_move('second'):.1f}")
