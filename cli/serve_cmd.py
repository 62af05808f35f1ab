"""``wordgames serve``: the web table, each person on their own phone (:mod:`wordgames.web`).

``wordgames serve GAME`` takes the options of the game's ``play`` (the seats, rule options, ``--seed``,
``--save``/``--resume``) and opens the table at once; ``wordgames serve`` alone opens the host's page,
where a game and its seats are chosen; ``wordgames serve --resume FILE`` goes on with a saved game.
The command prints a link and a QR code per person's seat, serves until Ctrl-C, and says how to go on.
"""

from __future__ import annotations

import datetime
import socket
import sys
from pathlib import Path

import click

from wordgames.i18n import _, ngettext
from wordgames_cli.common import warn
from wordgames_cli.main import LazyGroup, WordgamesCommand, _set_lang
from wordgames_cli.help import help_text

DEFAULT_PORT = 8765
LEFT_CODE = 130
LOOPBACK = "127.0.0.1"


def listen_options(command):
    """Add where the table listens (``--port``, ``--host``, ``--lan``) and the terminal's language (``--lang``):
    the group's and each game's."""
    command = click.option("--lang", type=click.Choice(("en", "ru")), is_eager=True, expose_value=False,
                           callback=_set_lang,
                           help="The language of this terminal and of a page whose browser asks for neither.")(command)
    command = click.option("--lan", is_flag=True, default=None,
                           help="Let phones on this computer's network in (listen on every address).")(command)
    command = click.option("--host", "address", default=None, metavar="ADDRESS",
                           help="The address to listen on [default: 127.0.0.1, this computer only].")(command)
    return click.option("--port", type=click.IntRange(1, 65535), default=None,
                        help=help_text("The port the table listens on. [default: {port}]",
                                       port=str(DEFAULT_PORT)))(command)


def listening(given: dict, port, address, lan) -> dict:
    """Return where to listen: the game command's options over the group's, else the defaults."""
    return {"port": port or given.get("port") or DEFAULT_PORT, "address": address or given.get("address"),
            "lan": bool(lan if lan is not None else given.get("lan"))}


@click.group("serve", cls=LazyGroup, invoke_without_command=True,
             short_help="A table on phones: each player plays on their own phone.")
@listen_options
@click.option("--resume", type=click.Path(dir_okay=False, exists=False), default=None,
              help="Go on with the game saved in this file (by a table on phones or by play --save).")
@click.pass_context
def serve(ctx, port, address, lan, resume) -> None:
    """Open a table on phones: this computer runs the table, each person plays on their own phone.

    \b
    wordgames serve snake --players Оля,Петя,expert,Маша --lan
    wordgames serve                 the host's page picks the game and the seats
    wordgames serve --resume FILE   go on with a saved game
    """
    ctx.obj = listening({}, port, address, lan)
    if ctx.invoked_subcommand is not None:
        if resume is not None:
            raise click.UsageError(_("--resume goes before nothing else: wordgames serve --resume FILE "
                                     "(or wordgames serve GAME --resume FILE)"))
        return
    from wordgames.web import require
    require()
    if resume is not None:
        from wordgames.web.table import resume_table
        from wordgames_cli.table_cmd import progress_reporter
        start_serving(ctx.obj, resume_table(resume, progress=progress_reporter()))
        return
    start_serving(ctx.obj)


def serve_command(name: str) -> click.Command:
    """Return ``serve GAME``: the game's ``play`` options, the table opened on phones."""
    from wordgames.descriptor import seats_text
    from wordgames.registry import info
    from wordgames_cli.table_cmd import dice_option, game_options, open_session
    entry = info(name)
    players_help = help_text("Who plays, in seat order ({seats}): a person's name (a phone), a bot ({bots}), or "
                             "cmd:PROGRAM. [default: {players}]",
                             tr={"seats": seats_text(entry.seats), "players": ",".join(entry.default_players)},
                             bots=", ".join(entry.bot_names))

    @click.command(name, cls=WordgamesCommand, short_help=help_text("{title} on phones.", tr={"title": entry.title}))
    @click.option("--players", metavar="WHO,WHO,...", default=None, help=players_help)
    @click.option("--seed", type=click.IntRange(0, 2**63 - 1), default=None,
                  help="Seed of the game: chance and the bots' choices (printed when not given).")
    @click.option("--save", type=click.Path(dir_okay=False, path_type=Path), default=None,
                  help="Keep the game in this JSON file, rewritten after every move [default: a new file here, "
                       "named by the game, the date and the time].")
    @click.option("--resume", type=click.Path(dir_okay=False), default=None,
                  help="Go on with the game saved in this file (saved back to it unless --save says otherwise).")
    @click.option("--time-limit", type=click.FloatRange(0.01, 600), default=1.0, show_default=True,
                  help="Seconds an external program has for each answer.")
    @click.option("--turn-time", type=click.FloatRange(5, 3600), default=None, metavar="SECONDS",
                  help="Seconds a person has for each move; when they run out, the hint bot moves for them "
                       "(the first legal move in a game without one). [default: no clock]")
    @click.option("--no-undo", "no_undo", is_flag=True,
                  help="No move is taken back at this table (else a person may ask, and every other person "
                       "must agree).")
    @listen_options
    @dice_option(name, "drawn: the table throws the dice; real: the players throw real dice and enter what they "
                       "show on their phones (the table keeps the sheet).")
    @game_options(entry)
    @_desk_option(name)
    @click.pass_context
    def command(ctx, players, seed, save, resume, time_limit, turn_time, no_undo, port, address, lan, lexicon,
                desk=False, **kwargs) -> None:
        from wordgames.web import require
        require()
        if desk:                  # a desk instead of a table: a game played with real cards or on paper
            DESKS[name][1](entry, ctx, listening(ctx.obj or {}, port, address, lan), players, seed, save, resume,
                           lexicon, kwargs)
            return
        from wordgames.web.table import Table
        from wordgames_cli.table_cmd import progress_reporter
        real = kwargs.pop("dice", None) == "real"
        game, session, save = open_session(entry, ctx, players, seed, save, resume, lexicon, kwargs, no_undo)
        start_serving(listening(ctx.obj or {}, port, address, lan),
                      Table(game, entry, session, save=save or default_file(name), time_limit=time_limit,
                            progress=progress_reporter(), turn_time=turn_time, chance="entered" if real else None))

    command.help = help_text("Play {title} at a table on phones: each person named in --players opens their seat's "
                             "link (or scans its code) on their own phone; bots and programs play here.",
                             tr={"title": entry.title})
    return command


def _desk_option(name: str):
    """Add the flag that serves a desk instead of a table (:data:`DESKS`) to ``serve GAME``, if the game has one."""
    if name not in DESKS:
        return lambda command: command
    flag, _serve, help_ = DESKS[name]
    return click.option(flag, "desk", is_flag=True, help=help_)


def _serve_referee(entry, ctx, options: dict, players, seed, save, resume, lexicon, kwargs: dict) -> None:
    """Serve the referee's desk of Змейка: a record started for ``players`` or resumed from ``resume``."""
    from wordgames.descriptor import RULES
    from wordgames.files import read_text
    from wordgames.i18n import language
    from wordgames.snake.desk import RefereeSession
    from wordgames.snake.desk_page import RefereeDesk
    from wordgames_cli.table_cmd import option_values
    rules = option_values(entry, kwargs, RULES)
    if resume is not None:
        if rules or players:
            warn(_("--resume goes on with the record's players and rules; ignoring {options}").format(
                options=", ".join("--" + n.replace("_", "-") for n in list(rules) + (["players"] if players else []))))
        session = RefereeSession.from_text(lexicon, read_text(resume), save or resume)
        session.save()
    else:
        if not players:
            raise click.UsageError(_("--referee needs the players' names: --players Оля,Петя"))
        session = RefereeSession(lexicon, [p.strip() for p in players.split(",")], rules=rules,
                                 path=save or default_file("snake-referee", suffix=".txt"), russian=language() == "ru")
    start_serving(options, desk=RefereeDesk(session))
def serve_paper(entry, ctx, options: dict, players, seed, save, resume, lexicon, kwargs: dict) -> None:
    """Serve «Словесный бой» on paper (:mod:`wordgames.battle.paper_page`): the caller's page and the players'."""
    from wordgames.battle.paper import PaperTable
    from wordgames.battle.paper_page import PaperDesk
    from wordgames.battle.words import word_index
    from wordgames.descriptor import RULES
    from wordgames.table.seeds import new_seed
    from wordgames_cli.table_cmd import option_values
    rules = option_values(entry, kwargs, RULES)
    if resume is not None:
        if rules or seed is not None:
            warn(_("--resume plays the saved game's rules and seed; ignoring {options}").format(
                options=", ".join(["--" + n.replace("_", "-") for n in rules] + (["--seed"] if seed is not None
                                                                                   else []))))
        paper = PaperTable.resume(Path(resume), lexicon, save=save)
    else:
        if not players:
            raise click.UsageError(_("--paper needs the players' names: --players Оля,Петя"))
        if seed is None:
            seed = new_seed()
            click.echo(_("seed: {seed}").format(seed=seed), err=True)
        paper = PaperTable.new(players.split(","), rules, seed, lexicon, save=save or default_file("battle-paper"))
    word_index(paper.battle.words)          # the words that score, indexed before the first page asks
    start_serving(options, desk=PaperDesk(paper))


DESKS = {
    "snake": ("--referee", _serve_referee,
              "Serve the referee's page of a game played with real cards instead of a table: the referee writes the "
              "game as it goes (--players names the people), each line checked; --save/--resume name the record "
              "file, which 'wordgames snake referee' reads."),
    "battle": ("--paper", serve_paper,
               "Played on paper: this computer calls the letters (the caller's page), each player types their square "
               "in at the end and every square is scored; --players names the players, --save/--resume keep the "
               "paper game."),
}
"""The games with a desk served instead of a table (``serve GAME FLAG``): the flag, what serves it, its help."""


def _add_games(group: click.Group) -> None:
    from wordgames.registry import ABOUT
    for name in ABOUT:
        group.add_lazy_command(name, lambda name=name: serve_command(name))


_add_games(serve)


def default_file(name: str, now: datetime.datetime | None = None, suffix: str = ".json") -> Path:
    """Return a new file name for a table's session here: ``snake-2026-12-07-1930.json`` (``-2``… if taken)."""
    stamp = (now or datetime.datetime.now()).strftime("%Y-%m-%d-%H%M")
    path, n = Path(f"{name}-{stamp}{suffix}"), 1
    while path.exists():
        n += 1
        path = Path(f"{name}-{stamp}-{n}{suffix}")
    return path


def lan_address() -> str:
    """Return this computer's address on its network (no packet is sent), or the loopback address."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.254.254.254", 1))
        return probe.getsockname()[0]
    except OSError:
        return LOOPBACK
    finally:
        probe.close()


def start_serving(options: dict, table=None, desk=None) -> None:
    """Serve ``table`` (None: the host's page opens one), or a ``desk`` (:class:`wordgames.web.pages.Desk`)
    instead: print the links (and QR codes), serve until Ctrl-C, and say how the game goes on."""
    import uvicorn
    from wordgames.web import protocol, qr
    from wordgames.web.app import Server, create_app
    from wordgames.web.table import new_table
    # A bot thinking in the table's thread holds the interpreter for the switch interval (5 ms) at a time:
    # a page's answer waits behind it.  Switching every 0.5 ms answers pages sooner at the same CPU
    # (bench_serve: a table whose bots move next, p95 25.5 -> 13.7 ms).
    sys.setswitchinterval(0.0005)
    port, lan = options["port"], options["lan"]
    bind = options["address"] or ("0.0.0.0" if lan else LOOPBACK)
    shown_host = lan_address() if bind in ("0.0.0.0", "::") else bind
    base = f"http://{shown_host}:{port}"

    def announce(table) -> None:
        people = [s for s, spec in enumerate(table.session.seats) if s in table.keys.values()]
        click.echo(ngettext("{title}: {n} seat. Scan your seat's code (or open the link) on your phone:",
                            "{title}: {n} seats. Scan your seat's code (or open the link) on your phone:",
                            len(table.names)).format(title=_(table.entry.title), n=len(table.names)))
        for seat, name in enumerate(table.names):
            if seat in people:
                link = server.link(seat)
                click.echo(f"  {name}  {link}")
                click.echo("\n".join("    " + line for line in qr.text(link).splitlines()))
            else:
                click.echo("  " + _("{name}  (plays here: {spec})").format(name=name, spec=table.session.seats[seat].spec))
        if table.save is not None:
            click.echo(_("The table is saved after every move to {file} (wordgames serve --resume {file} goes on).")
                       .format(file=table.save))
        table.watchers.append(lambda step: _narrate(table, step))

    server = Server(base=base, make_table=lambda name, players: new_table(name, players, save=default_file(name)),
                    on_table=announce, desk=desk)
    if bind == LOOPBACK:
        click.echo(_("Listening on this computer only ({address}): phones cannot reach it; --lan lets phones on "
                     "this network in.").format(address=bind))
    else:
        click.echo(_("Listening on {address}: anyone on this network who has a seat's link can play that seat.")
                   .format(address=bind))
    if table is not None:
        server.seat(table)
    elif desk is not None:
        for line in desk.announce(server):
            click.echo(line)
    else:
        click.echo(_("Open the host's page to choose the game and the seats: {link}").format(link=server.host_link()))
    if server.table is not None:
        click.echo(_("The host's page (every seat's link and code): {link}").format(link=server.host_link()))
    click.echo(_("Ctrl-C closes the table."))
    config = uvicorn.Config(create_app(server), host=bind, port=port, log_level="warning", access_log=False,
                            ws="websockets-sansio", ws_max_size=protocol.MAX_FRAME * 4, lifespan="on")
    from wordgames.table.ending import exit_status, received, signals_end_the_table
    status = 0
    with signals_end_the_table():      # SIGTERM and SIGHUP close the table as Ctrl-C does
        try:
            uvicorn.Server(config).run()
        except KeyboardInterrupt:
            signum = received()
            status = exit_status(signum) if signum is not None else LEFT_CODE
        finally:
            table = server.table
            if table is not None:
                table.stop()
                _say_end(table)
    signum = received()
    if server.table is not None and not server.table.finished:   # a game left unfinished, as play says it
        raise SystemExit(status or (exit_status(signum) if signum is not None else LEFT_CODE))


def _narrate(table, step) -> None:
    """Tell the host's terminal what the table hears of an action (public lines only), and the end."""
    for line in table.shown.narrate(step.before, step.action, step.after, table.names):
        click.echo(line)
    if step.after.is_terminal():
        for line in table.shown.result_lines(step.after, table.names):
            click.echo(line)
        click.echo(_("The game is over; Ctrl-C closes the table."))


def _say_end(table) -> None:
    """Say how the table ended, and how to go on with it."""
    from wordgames.table.sitting import turns_made, turns_text
    _state, _index, finished = table.snapshot()
    if table.failure:
        warn(_("The table stopped: {problem}").format(problem=table.failure))
    if finished and not table.failure:
        return
    turns = turns_text(turns_made(table.game, table.session))
    if table.save is not None:
        click.echo(_("The table closed after {turns}; go on with: wordgames serve --resume {file}").format(
            turns=turns, file=table.save), err=True)
