"""The package's import graph, read from the source (no module is imported).

An edge A -> B is an `import` of B anywhere in A: at the top or inside a function (it still
runs, only later), but not under `if TYPE_CHECKING:` (it never runs) unless asked for with
`type_checking=True` (such an import still ties A to B: a circle of them is coupling the
run-time checks cannot see). `from P import n` is an edge to the module P.n when there is
one, else to P.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "totemgame"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def all_modules() -> dict[str, Path]:
    """Every module of the package: dotted name -> file."""
    return {module_name(p): p for p in sorted(ROOT.rglob("*.py"))}


def _is_type_checking(test: ast.expr) -> bool:
    if isinstance(test, ast.Name):
        return test.id == "TYPE_CHECKING"
    return isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"


def imports_of(
    name: str, path: Path, known: set[str] | dict[str, Path], type_checking: bool = False
) -> set[str]:
    """The package's modules that module `name` imports (TYPE_CHECKING blocks excluded unless
    `type_checking`)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if not type_checking and isinstance(child, ast.If) and _is_type_checking(child.test):
                for other in child.orelse:
                    visit_node(other)
            else:
                visit_node(child)

    def visit_node(node: ast.AST) -> None:
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name in known)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                parts = parts[: len(parts) - (node.level - 1)]
                base = ".".join(parts + ([base] if base else []))
            for alias in node.names:
                full = f"{base}.{alias.name}"
                if full in known:
                    found.add(full)
                elif base in known:
                    found.add(base)
        visit(node)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    found.discard(name)
    return found


def graph(type_checking: bool = False) -> dict[str, set[str]]:
    """Every module's imports of the package's modules (see the module's docstring)."""
    modules = all_modules()
    return {name: imports_of(name, path, modules, type_checking) for name, path in modules.items()}


def circles(edges: dict[str, set[str]]) -> list[set[str]]:
    """The import circles: strongly connected groups of two or more modules (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[set[str]] = []

    def strong(v: str) -> None:  # iterative depth is small: the package has ~300 modules
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.add(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(group)

    for v in sorted(edges):
        if v not in index:
            strong(v)
    return found


def circles_touching(edges: dict[str, set[str]], packages: tuple[str, ...]) -> list[set[str]]:
    """The import circles that hold a module of one of `packages` (dotted names): a circle
    elsewhere is left out, one that passes through them is not."""

    def inside(module: str) -> bool:
        return any(module == p or module.startswith(p + ".") for p in packages)

    return [group for group in circles(edges) if any(inside(m) for m in group)]


def cycle_path(edges: dict[str, set[str]], group: set[str]) -> list[str]:
    """One concrete circle inside `group`, for a readable failure: a -> b -> ... -> a."""
    start = min(group)
    path, seen = [start], {start}
    while True:
        nxt = sorted(w for w in edges[path[-1]] if w in group)
        back = [w for w in nxt if w in path]
        if back:
            return path[path.index(back[0]) :] + [back[0]]
        step = next(w for w in nxt if w not in seen)
        path.append(step)
        seen.add(step)
