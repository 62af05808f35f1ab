"""The package metadata lists every package, so a wheel install carries all the code and data."""

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_every_package_is_listed():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    listed = set(config["packages"])
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "wordgames").rglob("__init__.py")}
    found |= {"wordgames_cli", "wordgames.dictionaries"}
    assert found <= listed, f"add to pyproject.toml [tool.setuptools] packages: {sorted(found - listed)}"
    assert config["package-dir"]["wordgames_cli"] == "cli"


def test_shipped_data_is_package_data():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    patterns = config["package-data"]["wordgames.dictionaries"]
    shipped = [p.name for p in (ROOT / "dictionaries").iterdir() if not p.name.startswith(".")]
    assert all(any(Path(name).match(pat) for pat in patterns) for name in shipped), shipped
