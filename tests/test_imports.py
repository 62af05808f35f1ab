"""Cold commands load only what they use: numpy, networkx and pymorphy3 stay out of the paths that need none,
and pymorphy3, where it is used, opens its dictionary by path, without reading every package's metadata.

Each command runs in a fresh interpreter, as ``wordgames`` runs it; afterwards the test reads
``sys.modules``.  (Every ``--help`` is checked in test_cli_conventions.py, in one interpreter.)
"""

import json
import os
import subprocess
import sys

import pytest

HEAVY = ("numpy", "networkx", "pymorphy3", "importlib.metadata")
SQUARE = "БОЙКОТ\nАЛЕРХС\nКОПЕРА\nЖВЕСАД\nПОЧТАФ\nЫЯЬЬСЮ\n"   # the example square of the rule text

RUN = """
import json, sys
sys.argv = ["wordgames", *json.loads(sys.argv[1])]
from wordgames_cli.main import main
code = None
try:
    main()
except SystemExit as e:
    code = e.code
print("\\nMODULES " + json.dumps([code, sorted(m for m in {heavy!r} if m in sys.modules)]))
""".format(heavy=HEAVY)


def loaded(args: list[str], env: dict[str, str]) -> tuple[int, list[str]]:
    """Return the exit code of ``wordgames ARGS`` in a fresh interpreter and the heavy modules it imported."""
    out = subprocess.run([sys.executable, "-c", RUN, json.dumps(args)], capture_output=True, text=True,
                         env=env, check=True).stdout
    code, modules = json.loads(out.rsplit("MODULES ", 1)[1])
    return code, modules


@pytest.fixture
def env(tmp_path):
    return os.environ | {"WORDGAMES_USER_WORDS": str(tmp_path / "user-words.txt"), "NO_COLOR": "1"}


@pytest.mark.parametrize("args, code, allowed", [
    (["--help"], 0, ()),
    (["battle", "score", "{square}"], 0, ()),
    (["battle", "score", "{square}", "--explain", "--directions", "8"], 0, ()),
    (["doublet", "бант", "коса"], 0, ()),                     # a single query never waits for networkx
    (["doublet", "бант", "рана", "коса"], 0, ()),
    (["doublet", "--verify", "бант", "рант", "рана", "раса", "роса", "коса"], 0, ()),
    (["snake", "challenge", "--played", "скот,тушь"], 1, ()),
    (["snake", "check", "опера", "--after", "раструб"], 1, ()),
    (["dict", "check", "крест"], 0, ()),
    (["dict", "check", "столы"], 1, ("pymorphy3",)),           # the plural of «стол»: morphology is used
])
def test_a_cold_command_imports_only_what_it_uses(args, code, allowed, env, tmp_path):
    square = tmp_path / "square.txt"
    square.write_text(SQUARE, encoding="utf-8")
    args = [a.format(square=square) for a in args]
    got_code, modules = loaded(args, env)
    assert got_code == code
    assert [m for m in modules if m not in allowed] == []


def test_the_check_sees_a_heavy_import(env):
    """The harness itself: a chain through a marked link whose two shortest halves share a word runs networkx's
    min-cost flow (doublets/window.py), and the test must see it."""
    code, modules = loaded(["doublet", "гэз", "пуф", "баш"], env)
    assert code == 0 and "networkx" in modules


def test_the_command_list_imports_no_command():
    """`wordgames --help` lists every command by its summary without importing its module."""
    script = ("import sys\nsys.argv = ['wordgames', '--help']\nfrom wordgames_cli.main import main\n"
              "try:\n    main()\nexcept SystemExit:\n    pass\n"
              "print('MODULES', sorted(m for m in sys.modules if m.endswith('_cmd')))")
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True).stdout
    assert out.rsplit("MODULES ", 1)[1].strip() == "[]"
    for name in ("battle", "dict", "doublet", "games", "snake"):
        assert f"\n  {name} " in out


def test_the_listed_summaries_are_the_commands_own():
    import click

    from wordgames_cli.main import COMMANDS, SUMMARIES, cli
    assert set(SUMMARIES) == set(COMMANDS)
    ctx = click.Context(cli)
    for name, summary in SUMMARIES.items():
        assert cli.get_command(ctx, name).short_help == summary, name


@pytest.mark.parametrize("columns", [None, "", "0", "40", "60", "79", "80", "81", "200", "wide"])
def test_help_width_is_the_width_click_computes(columns, monkeypatch):
    """`help_width` spares --help the import of shutil; it must give the width click gets from shutil."""
    import shutil

    from wordgames_cli.main import help_width
    if columns is None:
        monkeypatch.delenv("COLUMNS", raising=False)
    else:
        monkeypatch.setenv("COLUMNS", columns)
    assert help_width() == max(min(shutil.get_terminal_size().columns, 80) - 2, 50)   # click.formatting's rule


LOOKUP = """
import json, sys
before = set(sys.modules)
from wordgames.lexicon import Lexicon
lex = Lexicon.default()
assert "крест" in lex and "столы" not in lex
{then}
print("MODULES " + json.dumps(sorted(set(sys.modules) - before)))
"""
# what loading the shipped lexicon and one lookup leave for later: the errors and the reading of files, the
# user's overlay (file locking, atomic writes), the verdicts (dataclasses and inspect), gettext, typing, threading
LATER = ("dataclasses", "inspect", "json", "tempfile", "shutil", "gettext", "typing", "threading", "heapq",
         "wordgames.errors", "wordgames.files", "wordgames.atomic", "wordgames.locking",
         "wordgames.lexicon.overlay", "wordgames.lexicon.verdict", "wordgames.lexicon.evidence",
         "wordgames.lexicon.keys")


def lookup_modules(then: str = "") -> list[str]:
    """Return the modules a fresh interpreter imports to load the shipped lexicon, look words up and run ``then``."""
    out = subprocess.run([sys.executable, "-c", LOOKUP.format(then=then)], capture_output=True, text=True,
                         check=True).stdout
    return json.loads(out.rsplit("MODULES ", 1)[1])


def test_a_lookup_in_the_shipped_lexicon_leaves_the_rest_for_later():
    modules = lookup_modules()
    assert "marisa_trie" in modules and "wordgames.lexicon.core" in modules
    assert [m for m in LATER if m in modules] == []


def test_a_missing_user_words_file_costs_no_errors_and_no_json():
    """The usual case at a table: no file of one's own words; the overlay reads nothing and raises nothing."""
    modules = lookup_modules("from wordgames.lexicon.overlay import UserWords\n"
                             "assert not UserWords.load('/nonexistent/user-words.txt')")
    assert "wordgames.lexicon.overlay" in modules
    assert [m for m in ("wordgames.errors", "wordgames.files", "json") if m in modules] == []


def test_what_a_lookup_leaves_is_imported_when_used():
    """The harness itself: asking for the user's words, a verdict or an error imports what they need."""
    assert "wordgames.lexicon.overlay" in lookup_modules("lex.user_words")
    assert {"wordgames.lexicon.verdict", "dataclasses"} <= set(lookup_modules("lex.explain('крест')"))
    assert "wordgames.errors" in lookup_modules("from wordgames.lexicon.overlay import UserWords\n"
                                                "try:\n    UserWords.parse('x')\nexcept Exception:\n    pass")
    assert "gettext" in lookup_modules("from wordgames.i18n import set_language; set_language('ru')")
RUN_LOADED = """
import json, sys
watched = json.loads(sys.argv[2])
sys.argv = ["wordgames", *json.loads(sys.argv[1])]
from wordgames_cli.main import main
try:
    main()
except SystemExit:
    pass
print("\\nMODULES " + json.dumps(sorted(m for m in watched if m in sys.modules)))
"""
TABLE = ["wordgames.registry", "wordgames.table"]


def imported(args: list[str], modules: list[str], env: dict[str, str]) -> list[str]:
    """Return which of ``modules`` ``wordgames ARGS`` imported, in a fresh interpreter."""
    out = subprocess.run([sys.executable, "-c", RUN_LOADED, json.dumps(args), json.dumps(modules)],
                         capture_output=True, text=True, env=env, check=True).stdout
    return json.loads(out.rsplit("MODULES ", 1)[1])


@pytest.mark.parametrize("args", [
    ["battle", "--help"],
    ["games", "--help"],
    ["snake", "--help"],
    ["games", "castle", "--help"],
    ["games", "croquet", "--help"],
    ["snake", "challenge", "--help"],
    ["snake", "challenge", "--played", "скот,тушь"],
    ["battle", "score", "{square}"],
])
def test_a_game_group_builds_its_table_commands_only_when_used(args, env, tmp_path):
    """play, tournament and review are built from the registry when resolved: the group's help and
    its other commands import neither the registry nor the table."""
    square = tmp_path / "square.txt"
    square.write_text(SQUARE, encoding="utf-8")
    args = [a.format(square=square) for a in args]
    assert imported(args, TABLE, env) == []


def test_the_check_sees_the_registry_when_a_table_command_is_used(env):
    """The harness itself: the help of ``play`` builds it from the registry."""
    assert imported(["snake", "play", "--help"], TABLE, env) == ["wordgames.registry"]


@pytest.mark.parametrize("args", [["--help"], ["snake", "--help"], ["dict", "check", "--help"], ["doublet", "--help"],
                                  ["games", "vertical", "--help"], ["battle", "show", "--help"],
                                  ["snake", "play", "--help"]])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_help_imports_neither_the_errors_nor_the_locale_module(args, lang, env):
    """A --help needs no WordgamesError (nor dataclasses, copy), click's messages no gettext search (locale),
    in either language (the Russian catalogue is read by wordgames.catalogue, not gettext.translation), and its
    wrapping no textwrap (cli/help.py fills the lines)."""
    assert imported(args, ["wordgames.errors", "dataclasses", "copy", "locale", "textwrap"],
                    env | {"WORDGAMES_LANG": lang}) == []


def test_the_check_sees_the_errors_when_a_command_runs(env):
    """The harness itself: a command that refuses its input imports the errors (and dataclasses)."""
    assert imported(["doublet", "бант", "кот"], ["wordgames.errors", "dataclasses"], env) == [
        "dataclasses", "wordgames.errors"]


def test_the_listed_table_commands_are_the_registrys():
    """Each game's group lists play and tournament, and review exactly when the registry has review goals,
    by summaries (given without the registry) that are the built commands' own short help."""
    import click

    from wordgames.registry import GAMES
    from wordgames_cli.main import cli
    for entry in GAMES.values():
        group, ctx = cli, click.Context(cli)
        for word in entry.command.split():
            group = group.get_command(ctx, word)
            ctx = click.Context(group, parent=ctx, info_name=word)
        expected = {"play", "tournament"} | ({"review"} if entry.review_goals else set())
        assert expected == {"play", "tournament", "review"} & set(group.list_commands(ctx)), entry.name
        for name in expected:
            assert group.get_command(ctx, name).short_help == group.summaries[name], (entry.name, name)


def test_every_lazy_command_is_listed_by_its_own_summary():
    """Every group lists its lazily imported commands by summaries; each is the command's own short help."""
    import click

    from wordgames_cli.main import LazyGroup, cli

    def groups(group, ctx):
        yield group, ctx
        for name in group.list_commands(ctx):
            sub = group.get_command(ctx, name)
            if isinstance(sub, LazyGroup):
                yield from groups(sub, click.Context(sub, parent=ctx, info_name=name))

    found = 0
    for group, ctx in groups(cli, click.Context(cli)):
        assert set(group.summaries) >= set(group.lazy), group.name
        for name in group.lazy:
            assert group.get_command(ctx, name).short_help == group.summaries[name], (group.name, name)
            found += 1
    assert found >= 11     # the top's five, battle's lines, the five games


@pytest.mark.parametrize("args", [["snake", "challenge", "--played", "скот,тушь"], ["snake", "--help"],
                                  ["games", "vertical", "--help"]])
def test_a_command_that_writes_nothing_imports_neither_the_table_commands_nor_the_writers(args, env):
    """A game's group lists play/tournament/review from cli/table_menu.py; reading the user's words needs
    no atomic writer (tempfile, shutil) and no lock."""
    watched = ["wordgames_cli.table_cmd", "wordgames.atomic", "wordgames.locking", "tempfile"]
    assert imported(args, watched, env) == []


def test_the_writers_are_imported_when_a_command_writes(env, tmp_path):
    """The harness itself: adding a user word writes the file atomically under the lock."""
    env = env | {"WORDGAMES_USER_WORDS": str(tmp_path / "words.txt")}
    assert imported(["dict", "add", "крест"], ["wordgames.atomic", "wordgames.locking"], env) == [
        "wordgames.atomic", "wordgames.locking"]


DICE_HELP_WATCHED = ["wordgames.registry", "dataclasses", "copy", "wordgames.errors", "wordgames_cli.table_cmd",
                     "wordgames.games.yam.sheet", "wordgames.games.yam.game", "wordgames.games.dixmille.scoring",
                     "wordgames.games.dixmille.game"]


@pytest.mark.parametrize("args", [["games", "yam", "--help"], ["games", "yam", "sheet", "--help"],
                                  ["games", "yam", "solve", "--help"], ["games", "dixmille", "--help"],
                                  ["games", "dixmille", "advise", "--help"]])
def test_a_dice_game_help_reads_its_options_without_the_registry(args, env):
    """Yam's --dom and --yama, Dix Mille's --table and --target come from the games' options modules (plain
    values): the group's help and its own commands' import neither the registry (nor its dataclasses), the game,
    nor the table commands."""
    assert imported(args, DICE_HELP_WATCHED, env | {"WORDGAMES_LANG": "en"}) == []


def test_the_check_sees_the_game_when_a_dice_command_runs(env, tmp_path):
    """The harness itself: checking a sheet imports the sheet (and its dataclasses, its errors)."""
    sheet = tmp_path / "sheet.txt"
    sheet.write_text("1 3\n", encoding="utf-8")
    assert {"dataclasses", "wordgames.games.yam.sheet"} <= set(
        imported(["games", "yam", "sheet", str(sheet)], DICE_HELP_WATCHED, env))


def test_the_dice_commands_options_are_the_registrys():
    """The options the dice commands build without the registry have the registry's values, help and range."""
    import click

    from wordgames.registry import info
    from wordgames_cli.main import cli

    def command(*path):
        group, ctx = cli, click.Context(cli)
        for word in path:
            group = group.get_command(ctx, word)
            ctx = click.Context(group, parent=ctx, info_name=word)
        return {p.name: p for p in group.params}

    for path, game, names in [(("games", "yam", "sheet"), "yam", {"dom": "dom", "yama": "yama"}),
                              (("games", "yam", "advise"), "yam", {"dom": "dom", "yama": "yama"}),
                              (("games", "dixmille", "advise"), "dixmille", {"table_spec": "table", "target": "target"})]:
        params = command(*path)
        for param, name in names.items():
            option, built = info(game).option(name), params[param]
            assert (built.help, built.default) == (option.help, option.default), (path, name)
            if option.kind == "choice":
                assert tuple(built.type.choices) == option.choices, (path, name)
            if option.kind == "int":
                assert (built.type.min, built.type.max) == (option.low, option.high), (path, name)
            if option.metavar:
                assert built.metavar == option.metavar, (path, name)


MORPH = """
import json, sys
from wordgames.lexicon import diminutives, explain
morph = explain.analyzer()
print("MORPH " + json.dumps([diminutives._morph() is morph, str(morph.dictionary.path), morph.lang,
                             "importlib.metadata" in sys.modules]))
"""


@pytest.mark.parametrize("by_variable", [False, True])
def test_one_analyser_per_process_opened_by_path(by_variable, tmp_path):
    """The explanations and rule 6's diminutives share one analyser, opened on pymorphy3-dicts-ru's path
    (or on the path in pymorphy3's own variable, which still wins)."""
    import pymorphy3_dicts_ru
    path = pymorphy3_dicts_ru.get_path()
    env = {k: v for k, v in os.environ.items() if k != "PYMORPHY2_DICT_PATH"}
    if by_variable:
        path = str(tmp_path / "dicts")
        os.symlink(pymorphy3_dicts_ru.get_path(), path)
        env["PYMORPHY2_DICT_PATH"] = path
    out = subprocess.run([sys.executable, "-c", MORPH], capture_output=True, text=True, env=env,
                         check=True).stdout
    assert json.loads(out.rsplit("MORPH ", 1)[1]) == [True, path, "ru", False]


FROZEN_AT_EXIT = """
import atexit, gc, sys
atexit.register(lambda: print("FROZEN", gc.get_freeze_count(), file=sys.stderr))   # runs after main's handlers
sys.argv = ["wordgames", *sys.argv[1:]]
from wordgames_cli.main import main
main()
"""


@pytest.mark.parametrize("args, code", [(["--help"], 0), (["snake", "challenge", "--played", "скот,тушь"], 1),
                                        (["dict", "check", "столы"], 1)])
def test_the_command_freezes_the_collector_at_exit(args, code, env):
    """The interpreter's last collections skip what the imports made (cli/main.py's ``main``), and the
    command's output and exit code are as they were."""
    done = subprocess.run([sys.executable, "-c", FROZEN_AT_EXIT, *args], capture_output=True, text=True, env=env)
    assert done.returncode == code
    assert int(done.stderr.rsplit("FROZEN ", 1)[1]) > 5000      # about 14 000 objects after a --help
    assert done.stdout.strip()


def test_a_file_written_by_a_command_is_whole_after_the_frozen_exit(env, tmp_path):
    """A game saved by the real entry point reads back complete (nothing waits for a collection at exit)."""
    saved = tmp_path / "game.json"
    subprocess.run([sys.executable, "-m", "wordgames_cli", "games", "croquet", "play", "--players", "random,random",
                    "--seed", "3", "--save", str(saved)], capture_output=True, text=True, env=env, check=True)
    session = json.loads(saved.read_text(encoding="utf-8"))
    replay = subprocess.run([sys.executable, "-m", "wordgames_cli", "games", "croquet", "play", "--resume",
                             str(saved)], capture_output=True, text=True, env=env)
    assert session["finished"] and session["actions"] and replay.returncode == 0, replay.stderr
    assert f"Resuming after {len(session['actions'])} turns." in replay.stdout    # croquet: every number a turn
