"""Pieces of the build (tools/build_site.py): the trimmed standard library, PyScript's
chunks the page loads."""

from __future__ import annotations

import ast
import io
import sys
import zipfile
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
from build_site import pyscript_chunks, trim_stdlib, without_docs

ROOT = Path(__file__).resolve().parents[2]


def test_the_trimmed_library_keeps_the_needed_modules_their_packages_and_data(
    tmp_path: Path,
) -> None:
    full = tmp_path / "stdlib.zip"
    with zipfile.ZipFile(full, "w", zipfile.ZIP_DEFLATED) as z:
        for name in [
            "json/",
            "json/__init__.py",
            "json/decoder.py",
            "json/tool.py",
            "email/",
            "email/__init__.py",
            "email/mime/",
            "email/mime/text.py",
            "re.py",
            "this.py",
            "pyodide/",
            "pyodide/__init__.py",
            "pyodide/py.typed",
        ]:
            z.writestr(name, "" if name.endswith("/") else f"# {name}\n")
    data, left = trim_stdlib(full, ["json.decoder", "re", "pyodide"])
    kept = zipfile.ZipFile(io.BytesIO(data))
    assert sorted(kept.namelist()) == [
        "json/",
        "json/__init__.py",
        "json/decoder.py",
        "pyodide/",
        "pyodide/__init__.py",
        "pyodide/py.typed",
        "re.py",
    ]
    assert kept.read("json/decoder.py") == b"# json/decoder.py\n"
    assert all(i.compress_type == zipfile.ZIP_DEFLATED for i in kept.infolist())
    assert sorted(left) == ["email", "email.mime.text", "json.tool", "this"]


def test_pyscript_chunks_are_those_the_core_loads_and_no_feature_left_unused(
    tmp_path: Path,
) -> None:
    chunks = {
        "core.js": 'export{a}from"./core-X.js";',
        "core-X.js": 'import{b}from"./util-Y.js";'
        'var P={"py-editor":()=>import("./py-editor-Z.js"),error:()=>import("./error-E.js")};'
        'const t=async e=>(await import("./toml-T.js")).parse(e);',
        "util-Y.js": "export const b=1;",
        "py-editor-Z.js": 'import"./core-X.js";const c=()=>import("./codemirror-C.js");',
        "error-E.js": 'import{a}from"./core-X.js";',
        "toml-T.js": "export const parse=1;",
        "codemirror-C.js": "export const c=1;",
        "storage.js": 'import"./core-X.js";',
    }
    for name, text in chunks.items():
        (tmp_path / name).write_text(text)
    assert pyscript_chunks(tmp_path) == [
        "core.js",
        "core-X.js",
        "util-Y.js",
        "py-editor-Z.js",
        "error-E.js",
    ]


SOURCE = '''"""A module's docstring, with an accent: é."""

from __future__ import annotations

X = 1
"""X's docstring."""


def only() -> None:
    """Nothing but a docstring
    on two lines (Günter)."""


class Kept:
    """A class keeps its docstring."""

    y = 2
    """y's docstring."""

    def method(self) -> int:
        """A method's docstring."""
        return self.y


def shares() -> str:
    "a docstring sharing its line"; return "x"
'''

STRIPPED = '''

from __future__ import annotations

X = 1



def only() -> None:
    ...



class Kept:
    """A class keeps its docstring."""

    y = 2


    def method(self) -> int:

        return self.y


def shares() -> str:
    "a docstring sharing its line"; return "x"
'''


def test_the_bundle_leaves_docstrings_out_line_for_line() -> None:
    assert without_docs(SOURCE) == STRIPPED


class _Undocumented(ast.NodeTransformer):
    """The same rule on the syntax tree: string statements out (but a class's first, and one
    sharing a line with code), a body left empty gets ``...``."""

    def generic_visit(self, node: ast.AST) -> ast.AST:
        super().generic_visit(node)
        for field in ("body", "orelse", "finalbody"):
            body = getattr(node, field, None)
            if not isinstance(body, list) or not body:
                continue
            kept = []
            for i, st in enumerate(body):
                doc = (
                    isinstance(st, ast.Expr)
                    and isinstance(st.value, ast.Constant)
                    and isinstance(st.value.value, str)
                )
                first = isinstance(node, ast.ClassDef) and field == "body" and i == 0
                alone = not any(
                    o is not st and o.lineno in range(st.lineno, (st.end_lineno or 0) + 1)
                    for o in body
                )
                if not doc or first or not alone:
                    kept.append(st)
            if not kept:
                kept = [ast.Expr(ast.Constant(...))]
            setattr(node, field, kept)
        return node


@pytest.mark.parametrize(
    "path",
    sorted(p for p in (ROOT / "py" / "potions").rglob("*.py"))
    + sorted(p for p in (ROOT / "web").rglob("*.py")),
    ids=lambda p: p.relative_to(ROOT).as_posix(),
)
def test_every_module_of_the_bundle_is_the_same_code_less_its_docstrings(path: Path) -> None:
    source = path.read_text()
    stripped = without_docs(source)
    assert stripped.count("\n") == source.count("\n")
    expected = _Undocumented().visit(ast.parse(source))
    assert ast.dump(ast.parse(stripped)) == ast.dump(expected)
    compile(stripped, str(path), "exec", dont_inherit=True)
