"""«Словесный бой» on paper in a real browser: the caller calls, two players type their squares, every page scores.

The squares and their scores are those of tests/test_battle_paper.py, checked by hand there: with variation 2
Оля keeps «кот» (2 points) and Петя «сок» (2 points); «сон» and «ад», counted by both, are struck.
"""

import re

import pytest

from tests.web_harness import PHONE, fits, latin_words, live, screenshot
from wordgames.battle.game import seeded_letters
from wordgames.battle.letters import corpus_weights
from wordgames.battle.paper import PaperTable
from wordgames.battle.paper_page import PaperDesk
from wordgames.lexicon import Lexicon
from wordgames.web.app import Server

WORDS = ["кот", "сон", "нос", "сок", "он", "ад", "код"]
CALLS = "котсонад"
PETYA = "сок\nо.т\nнад"       # Оля's square, к о т / с о н / а д ., is filled by tapping
SEED = 3


def opened(browser, url):
    context = browser.new_context(locale="ru-RU", extra_http_headers={"Accept-Language": "ru-RU"}, **PHONE)
    page = context.new_page()
    page.goto(url)
    return page


UNNAMED = """() => [...document.querySelectorAll('button, input:not([type=hidden]), select, textarea, a')]
  .filter((el) => !(el.getAttribute('aria-label') || (el.labels && el.labels.length) || el.textContent.trim()))
  .map((el) => el.outerHTML)"""


def unnamed(page):
    """Return the controls a screen reader would find no name for."""
    return page.evaluate(UNNAMED)


def tiles(page, n):
    """Wait until the caller's page shows ``n`` letters called (the page is redrawn after the server answers)."""
    page.wait_for_function(f"() => document.querySelectorAll('.paper-letters .tile').length === {n}")


def test_a_game_on_paper(browser, tmp_path):
    paper = PaperTable.new(["Оля", "Петя"], {"size": 3, "moves": 8, "strike_duplicates": True}, SEED,
                           Lexicon.from_words(WORDS), save=tmp_path / "paper.json")
    desk = PaperDesk(paper, poll=0.5)
    server = Server(desk=desk)
    with live(server) as base:
        caller = opened(browser, desk.caller_link(server))
        olya, petya = (opened(browser, desk.player_link(server, p)) for p in (0, 1))
        # a letter at random: the computer's first call of a game seeded 3, shown on a player's page by its poll
        caller.get_by_role("button", name="Назвать случайную букву").click()
        first = seeded_letters(SEED, corpus_weights(), 1)[0].upper()
        tiles(caller, 1)
        assert caller.locator(".paper-letters .tile").all_inner_texts() == [first]
        olya.wait_for_function(f"() => document.querySelector('.paper-letters .tile')?.textContent === '{first}'")
        caller.get_by_role("button", name="Вернуть последнюю букву").click()
        tiles(caller, 0)
        for letter in CALLS:
            caller.get_by_label("Или введите названную букву:").fill(letter)
            caller.get_by_role("button", name="Назвать эту букву").click()
        tiles(caller, len(CALLS))
        assert "".join(caller.locator(".paper-letters .tile").all_inner_texts()) == CALLS.upper()
        shown = caller.locator("body").inner_text()
        for link in caller.locator(".seats a").all_inner_texts():       # the players' links: keys, not words
            shown = shown.replace(link, "")
        assert [w for w in re.findall("[A-Za-z]{2,}", shown) if w != "English"] == [] and fits(caller)
        screenshot(caller, "battle-paper-caller", tmp_path)
        assert unnamed(caller) == []
        # the players type their squares in; a letter too many is refused, naming it and its cells
        petya.wait_for_selector("#square")
        petya.get_by_label("Введите свой квадрат").fill("сок\nотт\nнад")
        petya.get_by_role("button", name="Подсчитать мой квадрат").click()
        assert petya.get_by_role("alert").inner_text() == "Т написана в b2, c2, а названа только один раз"
        petya.get_by_label("Введите свой квадрат").fill(PETYA)
        petya.get_by_role("button", name="Подсчитать мой квадрат").click()
        assert "Ваш квадрат введён" in petya.locator("main").inner_text()
        # Оля fills hers on the phone instead: each tap writes the next letter called (one taken back)
        olya.wait_for_selector("#square")
        for cell in ("a1", "b1", "c1", "a2", "c3"):
            olya.get_by_role("button", name=cell, exact=True).click()
        assert olya.get_by_label("c3 О").count() == 1
        assert unnamed(olya) == []
        olya.get_by_role("button", name="Вернуть мою последнюю букву").click()
        assert "Впишите букву О" in olya.locator(".battle-letter").inner_text()
        for cell in ("b2", "c2", "a3", "b3"):
            olya.get_by_role("button", name=cell, exact=True).click()
        olya.get_by_role("button", name="Подсчитать квадрат, заполненный здесь").click()
        for page in (caller, olya, petya):
            page.wait_for_selector(".paper-scores")
            text = page.locator(".paper-scores").inner_text()
            assert "Оля: 2 очка" in text and "Петя: 2 очка" in text
            assert "→ кот: 1 очко" not in text and "→ кот: 2 очка" in text and "→ сок: 2 очка" in text
            assert text.count("вычеркнуто, есть также у:") == 4
            # across: кот, сок (3 + 3 cells); struck: Оля's сон, ад (3 + 2), Петя's ад (2) and сон below с (2),
            # the с of «сок» keeping its mark
            assert page.locator("td.mark-across").count() == 6 and page.locator("td.struck").count() == 9
            assert latin_words(page) == [] and fits(page)
        screenshot(olya, "battle-paper", tmp_path)
    assert paper.game.over and [s.total for s in paper.scores()] == [2, 2]


@pytest.mark.parametrize("path", ["/paper/nothing", "/paper/nothing/nobody"])
def test_a_wrong_link_opens_nothing(path):
    from starlette.testclient import TestClient
    from wordgames.web.app import create_app
    paper = PaperTable.new(["Оля"], {"size": 2}, 1, Lexicon.from_words(WORDS))
    desk = PaperDesk(paper)
    client = TestClient(create_app(Server(desk=desk)))
    assert client.get(path).status_code == 404
    player = f"/paper/{desk.caller_key}/{desk.player_keys[0]}"     # the caller's key is not the game's
    assert client.get(player).status_code == 404
    own = f"/paper/{desk.game_key}/{desk.player_keys[0]}"
    assert client.post(own, data={"action": "draw", "version": "0"}).status_code == 200
    assert paper.game.called == ()                                  # a player's page cannot call


def test_the_command_opens_and_resumes_a_paper_game(tmp_path, monkeypatch):
    from click.testing import CliRunner
    import wordgames_cli.serve_cmd as serve_cmd
    from wordgames_cli.main import cli
    served = []
    monkeypatch.setattr(serve_cmd, "start_serving", lambda options, table=None, desk=None: served.append(desk))
    words = tmp_path / "words.txt"
    words.write_text("\n".join(WORDS) + "\n", encoding="utf-8")
    save = tmp_path / "paper.json"
    common = ["serve", "battle", "--paper", "--dict", str(words), "--no-user-words"]
    said = CliRunner().invoke(cli, [*common, "--players", "Оля,Петя", "--size", "3", "--moves", "8", "--seed", "3",
                                    "--save", str(save)])
    assert said.exit_code == 0, said.output
    paper = served[-1].paper
    assert (paper.game.names, paper.game.rules.moves, paper.game.seed, paper.save) == (("Оля", "Петя"), 8, 3, save)
    paper.change(lambda game: game.__class__(game.rules, game.names, game.seed, ("к",), (False,)))
    said = CliRunner().invoke(cli, [*common, "--resume", str(save)])
    assert said.exit_code == 0, said.output
    assert served[-1].paper.game.called == ("к",) and served[-1].paper.save == save
    said = CliRunner().invoke(cli, [*common])
    assert said.exit_code == 2 and "--paper needs the players' names" in said.output
    said = CliRunner().invoke(cli, [*common, "--players", "Оля", "--letters", str(words)])
    assert said.exit_code != 0 and "called on the caller's page" in said.output


def test_a_form_sent_twice_calls_once_and_a_cell_tapped_twice_writes_once():
    from starlette.testclient import TestClient
    from wordgames.web.app import create_app
    paper = PaperTable.new(["Оля"], {"size": 2}, 1, Lexicon.from_words(WORDS))
    desk = PaperDesk(paper)
    client = TestClient(create_app(Server(desk=desk)))
    caller, own = f"/paper/{desk.caller_key}", f"/paper/{desk.game_key}/{desk.player_keys[0]}"
    for _twice in range(2):
        client.post(caller, data={"action": "call", "letter": "к", "version": "0"})
        client.post(own, data={"action": "place", "cell": "b2", "count": "0"})
    assert paper.game.called == ("к",) and paper.game.placed == (((1, 1),),)
    page = client.post(own, data={"action": "place", "cell": "b2", "count": "1"})
    assert paper.game.placed == (((1, 1),),) and "no letter is waiting to be written" in page.text
