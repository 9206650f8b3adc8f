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
sys.path.insert(0, str(ROOT / "tests"))
import import_graph  # noqa: E402 - the tests' reading of the import graph, shared

ANY = re.compile(r"\bAny\b")


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
    known = import_graph.all_modules()
    edges = import_graph.graph(type_checking=True)
    groups = [sorted(g) for g in import_graph.circles(edges)]
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
