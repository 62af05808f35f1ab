"""Figures of the house: import circles, function-level imports, the public methods of Game, UsageError
raised outside cli/, module __getattr__ shims, the largest modules.

Every import is followed, at module level and inside functions (``TYPE_CHECKING`` imports excluded, and
a module's import of its own package's ``__init__``); an import circle is a strongly connected group of
two modules or more.

Run: ``python tests/benchmarks/house_figures.py [ROOT]`` (the checkout, ``.`` by default).  Prints figures
only; nothing runs on import (pytest collects this file for doctests).
"""

import ast
import re
import sys
from pathlib import Path


def main() -> None:
    import networkx as nx

    root = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    pkgs = {"wordgames": root / "wordgames", "wordgames_cli": root / "cli"}
    mods = {}
    for name, base in pkgs.items():
        for p in base.rglob("*.py"):
            rel = p.relative_to(base).with_suffix("")
            parts = [name, *rel.parts]
            if parts[-1] == "__init__":
                parts = parts[:-1]
            mods[".".join(parts)] = p

    def resolve(mod, node, is_pkg):
        if isinstance(node, ast.Import):
            return [a.name for a in node.names]
        base = mod.split(".")
        if node.level:
            base = base if is_pkg else base[:-1]
            base = base[:len(base) - (node.level - 1)]
            prefix = ".".join(base + ([node.module] if node.module else []))
        else:
            prefix = node.module
        out = []
        for a in node.names:
            cand = f"{prefix}.{a.name}"
            out.append(cand if cand in mods else prefix)
        return out

    G = nx.DiGraph()
    func_imports = 0; func_files = set()
    for mod, p in mods.items():
        tree = ast.parse(p.read_text())
        is_pkg = p.name == "__init__.py"
        G.add_node(mod)
        # function-level imports
        for fn in ast.walk(tree):
            if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                for n in ast.walk(fn):
                    if isinstance(n, (ast.Import, ast.ImportFrom)):
                        func_imports += 1; func_files.add(mod)
        for n in ast.walk(tree):
            if isinstance(n, (ast.Import, ast.ImportFrom)):
                # skip TYPE_CHECKING-only imports? keep all except those under `if TYPE_CHECKING`
                for t in resolve(mod, n, is_pkg):
                    while t and t not in mods:
                        t = t.rpartition(".")[0]
                    if t and t != mod:
                        G.add_edge(mod, t)
    # remove TYPE_CHECKING edges: recompute excluding
    def tc_edges():
        H = nx.DiGraph()
        for mod, p in mods.items():
            tree = ast.parse(p.read_text()); is_pkg = p.name == "__init__.py"
            H.add_node(mod)
            skip = set()
            for n in ast.walk(tree):
                if isinstance(n, ast.If) and "TYPE_CHECKING" in ast.unparse(n.test):
                    for m in ast.walk(n):
                        skip.add(id(m))
            for n in ast.walk(tree):
                if isinstance(n, (ast.Import, ast.ImportFrom)) and id(n) not in skip:
                    for t in resolve(mod, n, is_pkg):
                        while t and t not in mods:
                            t = t.rpartition(".")[0]
                        # importing a package's __init__ from within it: edge to the package
                        if t and t != mod and not mod.startswith(t + "."):
                            H.add_edge(mod, t)
        return H
    H = tc_edges()
    sccs = [c for c in nx.strongly_connected_components(H) if len(c) > 1]
    print("import circles (strongly connected groups, TYPE_CHECKING and parent-package imports excluded):", len(sccs))
    for c in sorted(sccs, key=len, reverse=True):
        print("  ", len(c), sorted(c))
    print("function-level imports:", func_imports, "in", len(func_files), "files")
    # Game public methods
    eng = ast.parse((root / "wordgames/engine.py").read_text() + "\n" + ((root / "wordgames/game.py").read_text() if (root / "wordgames/game.py").exists() else ""))
    for cls in ast.walk(eng):
        if isinstance(cls, ast.ClassDef) and cls.name in ("Game", "State", "Presenter"):
            pub = [f.name for f in cls.body if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef)) and not f.name.startswith("_")]
            print(f"public methods of {cls.name}:", len(pub))
    # UsageError outside cli
    n = 0; per = {}
    for mod, p in mods.items():
        if mod.startswith("wordgames_cli"): continue
        k = len(re.findall(r"raise UsageError\b", p.read_text()))
        if k: per[mod] = k; n += k
    print("raise UsageError outside cli/:", n, "in", len(per), "modules")
    sizes = sorted(((len(p.read_text().splitlines()), m) for m, p in mods.items()), reverse=True)[:10]
    print("largest modules:", ", ".join(f"{m} {s}" for s, m in sizes))
    shims = [m for m, p in mods.items() if re.search(r"^def __getattr__", p.read_text(), re.M)]
    print("module __getattr__ shims:", len(shims), shims)


if __name__ == "__main__":
    main()
