"""Collecting the tests from a checkout: the CLI by its installed name, and one clear word when the project is not installed.

``cli/`` is installed as ``wordgames_cli``; from a bare checkout it is loaded under that name here, so
the doctests of ``cli/`` and the CLI tests import as they do after ``pip install -e .``.  When a
dependency the project declares is missing (``pip install -e '.[test]'`` was not run), a module that
needs it is reported as skipped with what to install, instead of an import error per module; where
everything is installed (CI) nothing is skipped.
"""

import importlib.util
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
DECLARED = ("marisa_trie", "pymorphy3", "click", "networkx", "numpy", "hypothesis", "babel")
MISSING = tuple(m for m in DECLARED if importlib.util.find_spec(m) is None)
INSTALL = "pip install -e '.[test]'"

if importlib.util.find_spec("wordgames_cli") is None:     # a checkout that was not installed
    spec = importlib.util.spec_from_file_location("wordgames_cli", HERE / "cli" / "__init__.py",
                                                  submodule_search_locations=[str(HERE / "cli")])
    module = importlib.util.module_from_spec(spec)
    sys.modules["wordgames_cli"] = module
    spec.loader.exec_module(module)


@pytest.hookimpl(hookwrapper=True)
def pytest_make_collect_report(collector):
    """Report a module that cannot import a missing declared dependency (or the rl extra) as skipped, naming what
    to install."""
    outcome = yield
    report = outcome.get_result()
    if not report.failed:
        return
    text = str(report.longrepr)
    if "pip install 'wordgames[rl]'" in text:      # the adapters (wordgames.rl) without the rl extra's packages
        report.outcome = "skipped"
        report.longrepr = (str(collector.path), 0, "needs the rl extra: pip install -e '.[rl]'")
        return
    if not MISSING:
        return
    lacked = [m for m in MISSING if f"No module named '{m}'" in text]
    if lacked:
        report.outcome = "skipped"
        report.longrepr = (str(collector.path), 0, f"needs {', '.join(lacked)}: run {INSTALL}")


def pytest_report_header(config):
    if MISSING:
        return f"not installed: {', '.join(MISSING)} — the modules that need them are skipped; run {INSTALL}"
    return None


@pytest.fixture(autouse=True)
def english_after_each_test():
    """A test or doctest that switched the interface to Russian leaves it English for the next, even if it failed."""
    yield
    if "wordgames.i18n" in sys.modules:
        sys.modules["wordgames.i18n"].set_language("en")
