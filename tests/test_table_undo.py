"""The shared table at one terminal: undo that shows no future and asks the other person, the handover
that hides the last view and tells what was missed, ``scores``, turns counted as a person counts them,
and seat names that look like bots'.  Played through the command line, as people play."""

from __future__ import annotations

import io
import json

import pytest
from click.testing import CliRunner

from wordgames_cli.main import cli


def run(*args, lang="en", input=""):
    result = CliRunner().invoke(cli, ["--lang", lang, *args], input=input, catch_exceptions=False)
    return result.exit_code, result.output


def played(tmp_path, *args, lang="en", input=""):
    """Return (output, saved actions) of a game played with ``input`` and saved."""
    save = tmp_path / "game.json"
    save.unlink(missing_ok=True)
    code, out = run(*args, "--save", str(save), lang=lang, input=input)
    assert code == 130, out
    return out, json.loads(save.read_text(encoding="utf-8")) if save.exists() else None


# -- 1. undo never shows the future -----------------------------------------------------------------

DIX = ("games", "dixmille", "play", "--players", "Оля,cautious", "--seed", "3")
SNAKE = ("snake", "play", "--players", "Оля,Петя", "--seed", "3")


@pytest.mark.parametrize("game, moves, lang", [
    # Dix Mille: Оля sets aside 1 and throws on, then 222+5 and throws the last die twice: 3, 3, her 350 are lost;
    # «undo» would take back the throw she has seen fall.
    (DIX, "1 t\n1 t\n", "en"),
    (DIX, "1 бр\n1 бр\n", "ru"),
])
def test_undo_never_takes_back_a_throw_seen(tmp_path, game, moves, lang):
    """A draw is never made again: the move before it stands, and the session is the one played without undo."""
    undo, quit_ = ("undo\n", "quit\n") if lang == "en" else ("назад\n", "выход\n")
    out, with_undo = played(tmp_path, *game, lang=lang, input=moves + undo + quit_)
    _out, without = played(tmp_path, *game, lang=lang, input=moves + quit_)
    assert with_undo["actions"] == without["actions"]
    said = ("The last move, Оля's, cannot be taken back: dice, cards or a letter were drawn after it"
            if lang == "en" else "Последний ход — ход игрока Оля — нельзя взять назад")
    assert said in out


@pytest.fixture(scope="module", params=["en", "ru"])
def snake_turn(request, tmp_path_factory):
    """Змейка seeded 3, Оля's first turn at a terminal shared with Петя: she lays «отмычка» (О Т М Ы Ч К А on the
    face-up О: 1+2+2+10+5+2+1 = 23 points, six cards from her 30), asks for the scores, is done, takes Ь and Б from
    the stock, tries to undo, discards Б; the terminal goes to Петя, who leaves.  Returns (lang, output, actions)."""
    en = request.param == "en"
    typed = ("\nотмычка\nscores\ndone\nundo\nб\n\nquit\n" if en else
             "\nотмычка\n/счёт\n/готово\n/назад\nб\n\n/выход\n")
    out, data = played(tmp_path_factory.mktemp("snake"), *SNAKE, lang=request.param, input=typed)
    return request.param, out, data["actions"]


def test_undo_never_takes_back_cards_taken_from_the_stock(snake_turn):
    """Змейка: the stock gave Оля Ь and Б; undo would let her lay again knowing them, so it is refused, and the
    session holds 2 × 30 cards dealt, the face-up О, her word, done, the two cards and her discard: 66 actions."""
    lang, out, actions = snake_turn
    assert len(actions) == 66
    assert actions[-5:] == ["first отмычка", "done", "draw ь", "draw б", "discard б"]
    assert ("The last move, Оля's, cannot be taken back" if lang == "en"
            else "Последний ход — ход игрока Оля — нельзя взять назад") in out


def test_undo_before_any_draw_still_takes_back_ones_own_move_and_the_bots_after_it(tmp_path):
    """«Словесный бой» against greedy: no chance between Оля's placement of А and her next call, so it goes,
    with greedy's placement after it; the table is told whose move it was."""
    out, data = played(tmp_path, "battle", "play", "--players", "Оля,greedy", "--seed", "3",
                       input="д\nb2\nc3\nundo\nquit\n")
    # Оля calls д and writes it at b2; greedy writes it, then calls а; Оля's c3 and greedy's answer are taken back
    assert data["actions"] == [{"call": "д"}, {"place": [2, 2]}, {"place": [3, 6]}, {"call": "а"}]
    assert "Оля takes back their move: the game goes on after 1 turn." in out


# -- 2. another person's move needs their yes; --no-undo ------------------------------------------------

BATTLE = ("battle", "play", "--players", "Оля,Петя", "--seed", "3")


@pytest.mark.parametrize("lang, answer, kept, told", [
    ("en", "n", True, "Оля does not agree: the move stands."),
    ("en", "y", False, "Оля's move is taken back, as Петя asked and Оля agreed: the game goes on after 0 turns."),
    ("ru", "нет", True, "Оля: «нет» — ход остаётся."),
    ("ru", "да", False, "Ход игрока Оля взят назад по просьбе игрока Петя и с согласия игрока Оля"),
])
def test_undoing_another_persons_hidden_placement_asks_them_first(tmp_path, lang, answer, kept, told):
    """Оля calls Д and writes it at b2, unseen; Петя types undo at his turn: the terminal goes to Оля, who is asked."""
    undo, quit_ = ("undo", "quit") if lang == "en" else ("назад", "выход")
    out, data = played(tmp_path, *BATTLE, lang=lang, input=f"\nд\nb2\n\n{undo}\n\n{answer}\n\n{quit_}\n")
    question = ("Оля, Петя asks to take back your last move. Do you agree? (y/n)" if lang == "en"
                else "Оля, игрок Петя просит взять назад ваш последний ход. Вы согласны? (д/н)")
    assert question in out and told in out
    assert data["actions"] == [{"call": "д"}] + ([{"place": [2, 2]}] if kept else [])
    pass_to_olya = out.index("Pass the terminal to Оля" if lang == "en" else "Передайте терминал: Оля", out.index(
        "Pass the terminal to Петя" if lang == "en" else "Передайте терминал: Петя"))
    assert pass_to_olya < out.index(question)          # Петя's screen is cleared before Оля is asked
    if kept:                                           # back to Петя, who is told what Оля answered
        back = out[out.rindex("Pass the terminal to Петя" if lang == "en" else "Передайте терминал: Петя"):]
        assert ("Since your last turn:" if lang == "en" else "С вашего прошлого хода:") in back and told in back


def test_no_undo_turns_undo_off_for_the_table_and_is_kept(tmp_path):
    out, data = played(tmp_path, "games", "croquet", "play", "--players", "Оля,perfect", "--seed", "1", "--no-undo",
                       input="4\nundo\nquit\n")
    assert "No move is taken back at this table." in out
    assert data["undo"] is False and data["actions"][0] == 4 and len(data["actions"]) == 2
    code, again = run("games", "croquet", "play", "--resume", str(tmp_path / "game.json"), lang="ru",
                      input="назад\nвыход\n")
    assert "За этим столом ходы назад не берут." in again


# -- 3. the handover ------------------------------------------------------------------------------------

def test_the_first_player_waits_for_the_terminal_too_at_the_start_and_on_resume(tmp_path):
    out, _data = played(tmp_path, *BATTLE, input="\nд\nb2\n\nquit\n")
    assert out.index("Pass the terminal to Оля") < out.index("your call")
    code, again = run("battle", "play", "--resume", str(tmp_path / "game.json"), input="\nquit\n")
    assert again.index("Pass the terminal to Петя") < again.index("Петя, where does Д go?")


def test_at_the_handover_each_player_is_told_what_happened_since_their_last_turn(snake_turn):
    """Оля's «отмычка» and its points are public; her cards are not: Петя reads the one after the handover.

    Before, what was said while Оля had the screen was cleared with it."""
    lang, out, _actions = snake_turn
    en = lang == "en"
    after = out[out.rindex("Pass the terminal to Петя" if en else "Передайте терминал: Петя"):]
    assert ("\nSo far:\n" if en else "\nДо сих пор:\n") in after          # Петя's first turn: all the table heard
    told = (["  Оля lays «отмычка»: 23 points.", "  Оля takes 2 cards from the stock (417 left).", "  Оля discards Б."]
            if en else ["  Оля выкладывает «отмычка»: 23 очка.", "  Оля берёт 2 карточки из склада (осталось 417).",
                        "  Оля сбрасывает Б."])
    for line in told:
        assert line in after.splitlines()
    before = out[:out.rindex("Pass the terminal to Петя" if en else "Передайте терминал: Петя")]
    olya_hand = before[before.rindex("your hand:" if en else "ваши карточки:"):].splitlines()[0]
    assert olya_hand not in after


class Tty(io.StringIO):
    def isatty(self):
        return True


@pytest.mark.parametrize("stream, cleared", [(Tty(), "\033[H\033[2J\033[3J"), (io.StringIO(), "\n" * 40)])
def test_a_handover_clears_the_scrollback_too_on_a_terminal_only(monkeypatch, stream, cleared):
    """ESC[3J clears what scrolled off the screen: the last player's hand cannot be scrolled back to."""
    from wordgames_cli.terminal import ClickTerminal
    monkeypatch.setattr("sys.stdout", stream)
    ClickTerminal().clear()
    assert stream.getvalue().startswith(cleared) and ("\033" in stream.getvalue()) == isinstance(stream, Tty)


# -- 4. scores ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("args, lang, typed, lines", [
    (DIX, "en", "1 t\n1 t\nscores\n", ["  Оля: 0", "  cautious: 1500"]),       # Оля lost her 350; cautious banked
    (DIX, "ru", "1 бр\n1 бр\nсчёт\n", ["  Оля: 0", "  cautious: 1500"]),
    (BATTLE, "en", "\nscores\n", ["  Оля: 0 points so far", "  Петя: hidden until the end"]),
    (BATTLE, "ru", "\nсчёт\n", ["  Оля: пока 0 очков", "  Петя: не видно до конца партии"]),
])
def test_scores_at_every_prompt(tmp_path, args, lang, typed, lines):
    out, _data = played(tmp_path, *args, lang=lang, input=typed + ("quit\n" if lang == "en" else "/выход\n"))
    for line in lines:
        assert line in out.splitlines()


def test_scores_in_snake_are_each_sides_points_and_cards(snake_turn):
    lang, out, _actions = snake_turn
    lines = (["  side 1 (Оля): 23; cards in hand: 24", "  side 2 (Петя): 0; cards in hand: 30"] if lang == "en" else
             ["  сторона 1 (Оля): 23; карточек на руках: 24", "  сторона 2 (Петя): 0; карточек на руках: 30"])
    for line in lines:
        assert line in out.splitlines()


def test_scores_is_listed_in_the_prompts_help(tmp_path):
    out, _data = played(tmp_path, "games", "yam", "play", "--players", "Оля", "--seed", "1", lang="ru",
                        input="?\nвыход\n")
    assert "счёт, scores" in out


# -- 5. turns, counted alike everywhere ------------------------------------------------------------------

@pytest.mark.parametrize("lang, left", [("en", "Game left after 1 turn;"), ("ru", "Партия оставлена после: 1 ход;")])
def test_the_screen_and_the_leaving_message_count_the_same_turns(tmp_path, lang, left):
    """«Словесный бой»: both players wrote Д (turn 1); the screen says turn 2, so one turn is over, not two moves."""
    quit_ = "quit" if lang == "en" else "выход"
    out, data = played(tmp_path, *BATTLE, lang=lang, input=f"\nд\nb2\n\nc3\n{quit_}\n")
    assert left in out
    assert ("turn 2 of 36" if lang == "en" else "ход 2 из 36") in out
    code, again = run("battle", "play", "--resume", str(tmp_path / "game.json"), lang=lang, input="")
    assert ("Resuming after 1 turn." if lang == "en" else "Продолжаем после: 1 ход.") in again


def test_a_dix_mille_turn_of_throws_is_one_turn(tmp_path):
    """Оля's throws, keeps and lost last die are turn 1; cautious's throws and bank of 350 turn 2; Оля's next
    throw of four 2s loses at once, a turn without a decision (3); cautious banks again (4); Оля is throwing."""
    out, data = played(tmp_path, *DIX, input="1 t\n1 t\nquit\n")
    assert "Оля, throw of 6: 2 2 2 2 4 5 — 4 or more 2s" in out
    assert "Game left after 4 turns;" in out and len(data["actions"]) > 12


# -- 6. seat names that look like a bot's ----------------------------------------------------------------

@pytest.mark.parametrize("players, noted", [
    ("Оля,бот", ["бот"]),
    ("Оля,робот", ["робот"]),
    ("Оля,Рандом", ["Рандом"]),
    ("Оля,perfekt", ["perfekt"]),
    ("Оля,Петя", []),
    ("Оля,human:бот", []),
    ("Оля,perfect", []),
])
def test_a_person_named_like_a_bot_is_told_so_in_one_line(players, noted):
    code, out = run("games", "croquet", "play", "--players", players, "--seed", "1", input="quit\n")
    notes = [line for line in out.splitlines() if "plays as a person at this terminal" in line]
    assert [n.split("'")[1] for n in notes] == noted


def test_a_bot_name_in_other_capitals_is_refused_as_ambiguous():
    code, out = run("games", "croquet", "play", "--players", "Оля,Perfect", "--seed", "1", input="quit\n")
    assert code == 2 and "'Perfect' is a person or the bot perfect?" in out
    from wordgames.table.seats import seat_notes
    assert seat_notes("Оля,Петя", ("random",)) == []


@pytest.mark.parametrize("args, typed, left", [
    # Yam alone: rolls, keeps none twice, writes 6 (turn 1), rolls again and leaves: one turn
    (("games", "yam", "play", "--players", "Оля", "--seed", "3"), "k\nk\n6\nk\nquit\n", "Game left after 1 turn;"),
    # Dix Mille alone: the 350 lost on the last die is turn 1, then 100 kept and banked is turn 2
    (("games", "dixmille", "play", "--players", "Оля", "--seed", "3"), "1 t\n1 t\n1 b\nquit\n",
     "Game left after 2 turns;"),
])
def test_a_player_alone_at_the_table_has_turns_too(tmp_path, args, typed, left):
    out, _data = played(tmp_path, *args, input=typed)
    assert left in out
