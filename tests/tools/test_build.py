"""Pieces of the build (tools/build_site.py): the trimmed standard library, PyScript's
chunks the page loads."""

from __future__ import annotations

import io
import sys
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
from build_site import pyscript_chunks, trim_stdlib


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
