"""The structure of the package in figures, for the architecture's before and after.

    python tools/structure_figures.py [--mypy] [--json]

- import circles, counting the imports made only for type checking (an import under
  `if TYPE_CHECKING:` ties two modules together all the same);
- lines naming `Any` in the pure modules (all but ui/ and the games' table/ packages);
- modules over 400 lines and classes over 300 (STYLE's aim);
- with --mypy, the errors of `mypy --strict` on the whole package with none of
  pyproject.toml's per-module relaxations.
Run from the repository root; it reads the source and imports nothing of the package.
"""

from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "totemgame"
ANY = re.compile(r"\bAny\b")


def modules() -> dict[str, Path]:
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def imports(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """Every module of the package `name` imports, TYPE_CHECKING blocks and functions too."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join(up + ([node.module] if node.module else []))
            targets = [
                f"{base}.{a.name}" if f"{base}.{a.name}" in known else base for a in node.names
            ]
        else:
            continue
        for target in targets:
            while target and target not in known and "." in target:
                target = target.rpartition(".")[0]
            if target in known and target != name:
                out.add(target)
    return out


def circles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    groups: list[list[str]] = []
    sys.setrecursionlimit(10_000)

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for v in edges:
        if v not in index:
            visit(v)
    return groups


def drawing(name: str) -> bool:
    parts = name.split(".")
    return parts[1:2] == ["ui"] or "table" in parts[3:4]


def strict_errors() -> int:
    """`mypy --strict` on the package with no per-module relaxation."""
    with tempfile.NamedTemporaryFile("w", suffix=".ini", delete=False) as f:
        f.write("[mypy]\nfollow_imports = silent\n[mypy-tomli]\nignore_missing_imports = True\n")
    cmd = [sys.executable, "-m", "mypy", "--strict", "--config-file", f.name, "totemgame"]
    out = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True).stdout
    found = re.search(r"Found (\d+) error", out)
    return int(found[1]) if found else 0


def figures(with_mypy: bool) -> dict[str, object]:
    known = modules()
    edges = {name: imports(name, path, known) for name, path in known.items()}
    groups = circles(edges)
    sizes = sorted(((len(p.read_text().splitlines()), n) for n, p in known.items()), reverse=True)
    classes = []
    for name, path in known.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and node.end_lineno is not None:
                classes.append((node.end_lineno - node.lineno + 1, f"{name}:{node.name}"))
    classes.sort(reverse=True)
    any_lines = sum(
        1
        for name, path in known.items()
        if not drawing(name)
        for line in path.read_text(encoding="utf-8").splitlines()
        if ANY.search(line) and not line.lstrip().startswith(("from typing", "#"))
    )
    out: dict[str, object] = {
        "circles": len(groups),
        "modules_in_circles": sum(len(g) for g in groups),
        "circle_groups": groups,
        "any_lines_pure": any_lines,
        "modules_over_400": sum(1 for n, _ in sizes if n > 400),
        "largest_modules": sizes[:5],
        "classes_over_300": sum(1 for n, _ in classes if n > 300),
        "largest_classes": classes[:5],
    }
    if with_mypy:
        out["mypy_strict_errors"] = strict_errors()
    return out


if __name__ == "__main__":
    found = figures("--mypy" in sys.argv)
    if "--json" in sys.argv:
        print(json.dumps(found, indent=1))
    else:
        for key, value in found.items():
            print(f"{key}: {value}")
