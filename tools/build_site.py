"""Assemble the deployable site into dist/: page, engine wheel, runtimes, manifest, icons,
the online play bundle and its configuration, and a service worker whose precache list and
cache name are generated from the files.

Run through `make build`. Nothing here is fetched from the network: the runtimes come from
node_modules (npm ci), the online bundle is made by esbuild's binary from node_modules, and the
wheel is built from py/. The page's files are found, not listed: the wheel's contents and every
``web/**/*.py`` and catalogue go into one bundle (``web/python.json``; online play's Python
aside, fetched when a room is used), every stylesheet is joined into ``web/styles.css`` (the
shell's first), every script is copied.

A first visit downloads only what the games use: the build finds the modules of Python's
standard library the app can import (``tools/find_imports.mjs``, run in Pyodide in Node) and
ships those alone, and leaves out PyScript's chunks that only features the page does not use
would load. It draws the start screen ahead into index.html (``tools/prerender.py``), lists
the runtime's files for the page to fetch at once, and writes ``FILE.br`` and ``FILE.gz``
beside every file that compresses, for hosts that serve precompressed files.

``RELAYS=wss://a.example,wss://b.example make build`` replaces the configured Nostr relays of
online play (web/online/config.json) in dist's copy of that file and in the page's
Content-Security-Policy.
"""

from __future__ import annotations

import ast
import base64
import gzip
import hashlib
import io
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import zipfile
import zlib
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import brotli

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
BUILD = ROOT / "build"
BUNDLE = "web/python.json"
BROWSER = ROOT / "web" / "browser"
BROWSER_ONLY = {
    "web.main",
    "pyscript",
    "web.browser",
    *(f"web.browser.{p.stem}" for p in sorted(BROWSER.glob("*.py")) if p.stem != "__init__"),
}
"""Modules that need the browser (PyScript's JavaScript side: ``web/main.py`` and the
browser's binding, ``web/browser/``): the build cannot import them, so what they import is
found from their code."""
PYODIDE_FILES = [
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
]
WEB = ROOT / "web"
ONLINE = WEB / "online"
# The bundle's entry and a shim bundled with it: esbuild's input, not files of the site.
ONLINE_ENTRY = ONLINE / "vendor.mjs"
ONLINE_LOG = ONLINE / "trystero-log.mjs"
# What the bundle holds, for its licence notices.
ONLINE_PACKAGES = [
    "@trystero-p2p/nostr",
    "@trystero-p2p/core",
    "@noble/secp256k1",
    "qrcode-generator",
]
# A relay on one's own machine (and the tests' relay) is always allowed.
LOOPBACK_WEBSOCKETS = ["ws://127.0.0.1:*", "ws://localhost:*"]
RELAY_URL = re.compile(r"wss?://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[A-Za-z0-9._~%/@+=-]*)?")
sys.path[:0] = [str(ROOT / "py"), str(ROOT), str(ROOT / "tools")]


def build_wheel() -> Path:
    """The engines' wheel, built from py/ (into build/: its contents go into the bundle)."""
    out = BUILD / "wheel"
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", str(out)],
        cwd=ROOT,
        check=True,
        stdout=subprocess.DEVNULL,
    )
    wheels = sorted(out.glob("potions-*-py3-none-any.whl"))
    assert len(wheels) == 1, wheels
    return wheels[0]


def page_sources() -> list[Path]:
    """The page's Python modules and catalogues (``web/**/*.py``, ``*.po``)."""
    found = sorted([*WEB.rglob("*.py"), *WEB.rglob("*.po")])
    return [p for p in found if "__pycache__" not in p.parts]


def python_bundle(wheel: Path) -> Path:
    """Every Python file the page and its workers run at boot, in one JSON file: the
    wheel's contents (its metadata left out) and the page's modules and catalogues, by the
    path each has under Python's working directory (one request instead of dozens; it
    compresses as one). Online play's Python is not in it: see :func:`online_python`."""
    files: dict[str, str] = {}
    with zipfile.ZipFile(wheel) as whl:
        for name in whl.namelist():
            if not name.endswith("/") and ".dist-info/" not in name:
                files[name] = whl.read(name).decode()
    for path in page_sources():
        if not path.is_relative_to(ONLINE):
            files[path.relative_to(ROOT).as_posix()] = path.read_text()
    files = {
        path: without_docs(text) if path.endswith(".py") else text for path, text in files.items()
    }
    files = compiled_ahead(files)
    out = DIST / BUNDLE
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(files, ensure_ascii=False, separators=(",", ":")))
    return out


def in_pyodide(script: str, data: object) -> Any:
    """What ``tools/<script>`` (Pyodide in Node: the runtime the browser runs) prints as
    JSON, given ``data`` (in a JSON file of the build's, its one argument)."""
    BUILD.mkdir(exist_ok=True)
    spec = BUILD / f"{Path(script).stem}.json"
    spec.write_text(json.dumps(data))
    run = subprocess.run(
        ["node", str(ROOT / "tools" / script), str(spec)],
        cwd=ROOT,
        check=True,
        capture_output=True,
        text=True,
    )
    return json.loads(run.stdout)


def without_docs(source: str) -> str:
    """``source`` without what Python never reads as the app runs: the docstrings of
    modules, functions and attributes (a quarter of the app's Python, compressed), each of
    their lines left empty, so that a traceback's line numbers are the source's. A class
    keeps its docstring (a dataclass without one works one out as it is made); a body that
    was only a docstring becomes ``...``; a docstring sharing a line with code stays."""
    tree = ast.parse(source)
    lines = source.splitlines(keepends=True)
    for node in ast.walk(tree):
        for field in ("body", "orelse", "finalbody"):
            body = getattr(node, field, None)
            if not isinstance(body, list):
                continue
            for i, statement in enumerate(body):
                if not (
                    isinstance(statement, ast.Expr)
                    and isinstance(statement.value, ast.Constant)
                    and isinstance(statement.value.value, str)
                ) or (isinstance(node, ast.ClassDef) and field == "body" and i == 0):
                    continue
                first, last = statement.lineno - 1, (statement.end_lineno or 0) - 1
                # (offsets count the UTF-8 bytes of a line)
                head = lines[first].encode()[: statement.col_offset].decode()
                tail = lines[last].encode()[statement.end_col_offset :].decode()
                if head.strip() or tail.strip():
                    continue
                lines[first] = f"{head}...\n" if len(body) == 1 else "\n"
                for k in range(first + 1, last + 1):
                    lines[k] = "\n"
    return "".join(lines)


def compiled_ahead(files: dict[str, str]) -> dict[str, str]:
    """``files`` with the modules a first visit's boot runs (``web.main`` and what the
    start screen runs: :func:`prerender.start_modules`) compiled by Pyodide
    (``tools/compile_python.mjs``), each in the place of its source (``web/main.pyc``, its
    bytes in hex). The rest stays source: compiled ahead, it would weigh three times
    more on the network than it saves on a first visit's boot."""
    from prerender import start_modules

    from web.shell.app import LANGS

    binding = sorted(BROWSER_ONLY - {"pyscript"})  # all run at boot
    started = [*binding, *start_modules([f"{lang}||" for lang in LANGS])]
    paths = []
    for name in started:
        base = name.replace(".", "/")
        path = f"{base}.py" if f"{base}.py" in files else f"{base}/__init__.py"
        assert path in files, f"{name} is not in the bundle"
        paths.append(path)
    compiled: dict[str, str] = in_pyodide("compile_python.mjs", {p: files[p] for p in paths})
    kept = {path: text for path, text in files.items() if path not in paths}
    return {**kept, **compiled}


def online_python() -> list[str]:
    """Online play's Python (``web/online/**/*.py``), fetched only when a room is used, never
    at boot: copied as it is, and listed in ``web/online/python.json``, which the page reads
    then (``JsHost.need_online`` in web/main.py); returns the list."""
    listed = []
    for path in page_sources():
        if path.is_relative_to(ONLINE) and path.suffix == ".py":
            rel = path.relative_to(ROOT).as_posix()
            (DIST / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, DIST / rel)
            listed.append(rel)
    (DIST / "web" / "online" / "python.json").write_text(json.dumps(listed))
    return listed


def python_modules() -> list[str]:
    """The modules the page and its workers import: every module of the page, the
    engines, each game's engine and computers (those of the engines' command line are not
    run in the browser)."""
    from potions import GAMES

    modules = []
    for path in page_sources():
        if path.suffix == ".py":
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            modules.append(".".join(parts))
    modules.append("potions")
    for info in GAMES.values():
        modules += [info.package, f"{info.package}.ai"]
    return modules


def needed_stdlib() -> dict[str, str | None]:
    """The standard library's modules the app needs, each with the module that needs it
    (None: imported as the app ran), found by ``tools/find_imports.mjs`` in Pyodide."""
    pyscript_python = ROOT / "node_modules" / "@pyscript" / "core" / "src" / "stdlib"
    sources = {
        "paths": [str(ROOT / "py"), str(ROOT), str(pyscript_python), str(ROOT / "tools")],
        "modules": [*python_modules(), "pyscript"],
        "exercise": "import prerender\nprerender.exercise()\n",
    }
    found = in_pyodide("find_imports.mjs", sources)
    unexpected = set(found["failed"]) - BROWSER_ONLY
    assert not unexpected, f"modules that cannot be imported: {found['failed']}"
    needed: dict[str, str | None] = found["needed"]
    return needed


def trim_stdlib(source: Path, needed: Iterable[str]) -> tuple[bytes, list[str]]:
    """Python's standard library as Pyodide ships it (a zip), with only the ``needed``
    modules (and their packages); returns the zip and the modules left out."""
    wanted = set()
    for name in needed:
        parts = name.split(".")
        for k in range(1, len(parts) + 1):
            wanted.add("/".join(parts[:k]))
    out = io.BytesIO()
    left = []
    with zipfile.ZipFile(source) as full, zipfile.ZipFile(out, "w") as trimmed:
        for info in full.infolist():
            name = info.filename
            module = name.removesuffix("/").removesuffix(".py").removesuffix("/__init__")
            if name.endswith("/"):  # a folder: kept with what it holds
                kept = any(w == module or w.startswith(module + "/") for w in wanted)
            elif not name.endswith(".py"):  # a package's data: kept with the package
                kept = name.rpartition("/")[0] in wanted
            else:
                kept = module in wanted
            if kept:
                trimmed.writestr(info, full.read(name), compress_type=info.compress_type)
            elif name.endswith(".py"):
                left.append(module.replace("/", "."))
    return out.getvalue(), left


def copy_runtimes(stdlib: bytes) -> list[str]:
    """Pyodide's runtime files (with the trimmed standard library) and the PyScript files
    the page can load; returns PyScript's chunks in the order the boot needs them."""
    pyodide = ROOT / "node_modules" / "pyodide"
    pyscript = ROOT / "node_modules" / "@pyscript" / "core" / "dist"
    if not pyodide.is_dir() or not pyscript.is_dir():
        sys.exit("node_modules is missing: run `npm ci` (make build does it).")
    (DIST / "vendor" / "pyodide").mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(pyodide / name, DIST / "vendor" / "pyodide" / name)
    (DIST / "vendor" / "pyodide" / "python_stdlib.zip").write_bytes(stdlib)
    (DIST / "vendor" / "pyscript").mkdir(parents=True)
    chunks = pyscript_chunks(pyscript)
    for name in [*chunks, "core.css"]:
        shutil.copy2(pyscript / name, DIST / "vendor" / "pyscript" / name)
    return chunks


IMPORTED = re.compile(r"""(?:\bimport\s*\(\s*|\bfrom\s*|\bimport\s*)["']\./([\w.-]+\.js)["']""")
PLUGIN = re.compile(
    r"""["']?[\w-]+["']?\s*:\s*\(\)\s*=>\s*import\(\s*["']\./([\w.-]+\.js)["']\s*\)"""
)


def pyscript_chunks(folder: Path) -> list[str]:
    """PyScript's chunks the page can load: ``core.js``, what it imports, the plugins its
    core loads on every page (``name: () => import("./chunk.js")``), and what those import
    outright. Chunks that only a feature the page does not use imports on demand are left
    out: the TOML reader (the config is JSON), the zip reader (no archive among ``files``:
    there are no ``files``), the packages' graph (no ``packages``), the code editor and
    the terminal's (no <py-editor>, no terminal), MicroPython."""
    text = {p.name: p.read_text() for p in folder.glob("*.js")}
    statics = {
        name: [m for m in IMPORTED.findall(body) if f'import("./{m}")' not in body]
        for name, body in text.items()
    }
    plugins = {name: PLUGIN.findall(body) for name, body in text.items()}
    kept: list[str] = []
    todo = ["core.js"]
    while todo:
        name = todo.pop(0)
        if name in kept:
            continue
        kept.append(name)
        todo += statics[name] + plugins[name]
    return kept


def _png(size: int) -> bytes:
    """The app icon, drawn pixel by pixel: a round flask of marbles on a purple ground."""
    marbles = [
        (0.38, 0.62, "#d93b3b"),
        (0.62, 0.62, "#2f6fdc"),
        (0.5, 0.42, "#f2c230"),
        (0.5, 0.78, "#2b2b33"),
    ]
    rows = []
    for y in range(size):
        row = bytearray([0])
        for x in range(size):
            u, v = (x + 0.5) / size, (y + 0.5) / size
            colour = (0x3B, 0x1F, 0x5C)
            du, dv = u - 0.5, v - 0.6
            if du * du + dv * dv < 0.33**2:
                colour = (0xE9, 0xE1, 0xF5)
            if abs(u - 0.5) < 0.09 and 0.12 < v < 0.35:
                colour = (0xE9, 0xE1, 0xF5)
            for mu, mv, hexc in marbles:
                if (u - mu) ** 2 + (v - mv) ** 2 < 0.1**2:
                    colour = tuple(int(hexc[i : i + 2], 16) for i in (1, 3, 5))  # type: ignore[assignment]
            row.extend(colour)
        rows.append(bytes(row))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (
            struct.pack(">I", len(data))
            + kind
            + data
            + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
        )

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b"".join(rows), 9))
        + chunk(b"IEND", b"")
    )


def write_icons(texts: dict[str, dict[str, str]]) -> None:
    icons = DIST / "icons"
    icons.mkdir()
    for size in (192, 512):
        (icons / f"icon-{size}.png").write_bytes(_png(size))
    shutil.copy2(ROOT / "web" / "icon.svg", icons / "icon.svg")
    manifest = {
        "name": "Potion Games",
        "short_name": "Potions",
        "description": texts["en"]["description"],
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "background_color": "#1d1230",
        "theme_color": "#3b1f5c",
        "icons": [
            {"src": "icons/icon-192.png", "sizes": "192x192", "type": "image/png"},
            {
                "src": "icons/icon-512.png",
                "sizes": "512x512",
                "type": "image/png",
                "purpose": "any maskable",
            },
            {"src": "icons/icon.svg", "sizes": "any", "type": "image/svg+xml"},
        ],
    }
    # One manifest per language (boot.js points the page at the player's); the default
    # one is English.
    for lang, text in texts.items():
        localized = {
            **manifest,
            "lang": lang,
            "name": text["title"],
            "description": text["description"],
        }
        name = "manifest.webmanifest" if lang == "en" else f"manifest-{lang}.webmanifest"
        (DIST / name).write_text(json.dumps(localized, indent=2, ensure_ascii=False))


def stylesheet() -> None:
    """Every stylesheet of the page in one file: the shell's, then each game's."""
    sheets = [WEB / "shell" / n for n in ("shell.css", "replay.css", "records.css")]
    sheets += sorted((WEB / "games").glob("*/*.css"))
    text = "\n".join(f"/* {p.relative_to(WEB).as_posix()} */\n{p.read_text()}" for p in sheets)
    (DIST / "web" / "styles.css").write_text(text)


def scripts() -> None:
    """The page's own scripts (boot, the computers' worker, the snapshot loader, online play's
    room module); the first script goes inline into index.html."""
    for path in [*WEB.rglob("*.js"), *WEB.rglob("*.mjs")]:
        if path in (ONLINE_ENTRY, ONLINE_LOG, FIRST_SCRIPT):
            continue
        rel = path.relative_to(ROOT)
        (DIST / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, DIST / rel)


def relays() -> list[str]:
    """The Nostr relays of online play: the configured ones, or those of ``RELAYS`` (comma
    separated ws:// or wss:// URLs) for people who host the app with their own."""
    configured = json.loads((ONLINE / "config.json").read_text())["relays"]
    given = os.environ.get("RELAYS")
    if given is None:
        urls = configured
    else:
        urls = list(dict.fromkeys(u.strip() for u in given.split(",") if u.strip()))
        if not urls:
            sys.exit("RELAYS is empty: give comma-separated ws:// or wss:// URLs")
    for url in urls:
        if not RELAY_URL.fullmatch(url):
            sys.exit(
                f"not a relay URL the page can allow: {url!r} (ws:// or wss://, host, port, path)"
            )
    return list(urls)


def online(relay_urls: list[str]) -> int:
    """Online play: its configuration (with ``relay_urls``) and the bundle of trystero and the
    QR code generator, one minified ES module made by esbuild; returns the bundle's size."""
    config = json.loads((ONLINE / "config.json").read_text())
    config["relays"] = relay_urls
    (DIST / "web" / "online").mkdir(parents=True, exist_ok=True)
    (DIST / "web" / "online" / "config.json").write_text(json.dumps(config, indent=2) + "\n")
    esbuild = ROOT / "node_modules" / "esbuild" / "bin" / "esbuild"
    if not esbuild.exists():
        sys.exit("node_modules is missing: run `npm ci` (make build does it).")
    out = DIST / "vendor" / "online" / "online.mjs"
    versions = {
        name: json.loads((ROOT / "node_modules" / name / "package.json").read_text())["version"]
        for name in ONLINE_PACKAGES
    }
    banner = ", ".join(f"{name} {version}" for name, version in versions.items())
    subprocess.run(
        [
            str(esbuild),
            str(ONLINE_ENTRY.relative_to(ROOT)),
            "--bundle",
            "--format=esm",
            "--minify",
            "--legal-comments=none",
            # trystero's console.error calls go through a filter (see trystero-log.mjs)
            f"--inject:{ONLINE_LOG.relative_to(ROOT)}",
            "--define:console.error=trysteroConsoleError",
            f"--banner:js=/* {banner}: MIT licence, see online.licenses.txt */",
            f"--outfile={out}",
            "--log-level=warning",
        ],
        cwd=ROOT,
        check=True,
    )
    notices = []
    for name, version in versions.items():
        folder = ROOT / "node_modules" / name
        found = sorted(folder.glob("LICEN[CS]E*"))
        text = found[0].read_text() if found else _header_comment(folder)
        title = f"{name} {version}"
        notices.append(f"{title}\n{'=' * len(title)}\n\n{text.strip()}\n")
    (out.parent / "online.licenses.txt").write_text("\n\n".join(notices))
    return out.stat().st_size


def _header_comment(folder: Path) -> str:
    """The licence said in a package's main module's opening comment (qrcode-generator ships
    no licence file)."""
    main = json.loads((folder / "package.json").read_text())["module"]
    head = (folder / main).read_text().split("\n\n")[0]
    assert "MIT" in head, f"no licence found for {folder.name}"
    return head


def snapshot_modules() -> None:
    """Fill in what the memory snapshots hold: the modules each context imports, and the
    build id (a digest of the Python files and the runtime) that keys the snapshots."""
    from web.games import modules as game_modules
    from web.games import playable

    digest = hashlib.sha256()
    for name in [BUNDLE, *(f"vendor/pyodide/{n}" for n in PYODIDE_FILES)]:
        digest.update((DIST / name).read_bytes())
    games = [i.id for i in playable()]
    modules = [
        "potions",
        "web.shell.app",
        *(f"web.games.{game}" for game in games),
        *(name for game in games for name in game_modules(game)),
    ]
    path = DIST / "web" / "shell" / "snapshot.mjs"
    text = path.read_text()
    for marker, value in (
        ("__BUILD__", digest.hexdigest()[:16]),
        ("__SNAPSHOT_MODULES__", json.dumps(modules)),
        ("__BUNDLE__", BUNDLE),
    ):
        assert marker in text, f"{marker} missing from snapshot.mjs"
        text = text.replace(marker, value)
    path.write_text(text)


JS_IMPORT = re.compile(
    r"""(?:\bimport\s*\(\s*|\bfrom\s*|^import\s*)["'](\.{1,2}/[^"']+)["']""", re.M
)
INTERPRETER = "web/shell/pyodide-page.mjs"
"""The module PyScript loads Pyodide through (its ``interpreter`` setting, in boot.js)."""
FIRST_SCRIPT = WEB / "shell" / "first.js"
"""The page's first script: inline in index.html (its hash in the CSP), not a file."""


def module_graph(start: str, skip: tuple[str, ...] = ()) -> list[str]:
    """The site's JavaScript modules ``start`` (a path in dist/) imports, itself first,
    every relative import followed (those under ``skip`` left out)."""
    out: list[str] = []
    todo = [start]
    while todo:
        name = todo.pop(0)
        if name in out or name.startswith(skip):
            continue
        out.append(name)
        base = (DIST / name).parent
        for spec in JS_IMPORT.findall((DIST / name).read_text()):
            todo.append((base / spec).resolve().relative_to(DIST).as_posix())
    return out


def boot_files(chunks: list[str]) -> tuple[list[str], list[dict[str, object]]]:
    """What the boot loads, for the page to ask for all at once: its modules (the page's,
    PyScript's, Pyodide's; online play's left out: a room loads them), and the files the
    runtime fetches with their sizes as they are, gzipped and brotli'd (the page shows
    their bytes coming). The app's Python is asked for once the runtime's own files have
    come: the runtime needs it last (once Python has started), and meanwhile it would only
    share the network with them."""
    modules = [
        *module_graph("web/boot.js", skip=("web/online/", "vendor/pyscript/")),
        *(f"vendor/pyscript/{c}" for c in chunks),
        *module_graph(INTERPRETER),
        "vendor/pyodide/pyodide.asm.mjs",
    ]
    modules = list(dict.fromkeys(m for m in modules if m != "web/boot.js"))
    fetched = [
        ("vendor/pyodide/pyodide.asm.wasm", False),
        ("vendor/pyodide/python_stdlib.zip", False),
        ("vendor/pyodide/pyodide-lock.json", False),
        (BUNDLE, True),
    ]
    out: list[dict[str, object]] = []
    for name, later in fetched:
        data = (DIST / name).read_bytes()
        gz, br = compressed(DIST / name)
        sizes = {"": len(data), "gzip": len(gz or data), "br": len(br or data)}
        out.append({"url": f"./{name}", "sizes": sizes, "later": later})
    return modules, out


_COMPRESSED: dict[tuple[Path, float], tuple[bytes | None, bytes | None]] = {}


def compressed(path: Path) -> tuple[bytes | None, bytes | None]:
    """A file gzipped and brotli'd, each at its best (None: it does not get smaller, or is
    compressed already), remembered by the file's time."""
    key = (path, path.stat().st_mtime)
    if key not in _COMPRESSED:
        data = path.read_bytes()
        if path.name.endswith(COMPRESSED_ALREADY):
            _COMPRESSED[key] = (None, None)
        else:
            zipped = gzip.compress(data, 9, mtime=0)
            squeezed = brotli.compress(data, quality=11)
            _COMPRESSED[key] = (
                zipped if len(zipped) < len(data) else None,
                squeezed if len(squeezed) < len(data) else None,
            )
    return _COMPRESSED[key]


def page(relay_urls: list[str], chunks: list[str]) -> dict[str, dict[str, str]]:
    """index.html: the page's sentences in every language (returned too), the start screen
    drawn ahead in every language, the page's first script inline (run as the page is read:
    it picks the language and the screen, and asks for the runtime's files at once) and
    what the boot loads, named ahead; a Content-Security-Policy that allows that script
    alone by its hash, and online relays besides the page's own origin. The cache name is
    filled in last (``__CACHE_NAME__``)."""
    from prerender import page_data

    from potions.core.i18n import LANGUAGES, translator
    from web.shell.app import LANGS, routes
    from web.shell.boot_text import TEXT
    from web.shell.storage import SETTINGS

    texts = {
        lang: {k: translator(lang, ("potions", "web")).render(m) for k, m in TEXT.items()}
        for lang in LANGUAGES
    }
    html = (ROOT / "index.html").read_text()
    for key, value in texts["en"].items():
        html = html.replace("{{" + key + "}}", value)
    modules, fetched = boot_files(chunks)
    data = {
        "languages": list(LANGS),
        "settings": SETTINGS,
        "links": list(routes()),
        "cache": "__CACHE_NAME__",
        "fetches": fetched,
    }
    first, rest, moves = page_data()
    script = FIRST_SCRIPT.read_text()
    hashed = base64.b64encode(hashlib.sha256(script.encode()).digest()).decode()
    for marker, value in (
        ("{{boot_text}}", _json_block(texts)),
        ("{{boot_data}}", _json_block(data)),
        ("{{early_moves}}", _json_block(moves)),
        ("{{first_screens}}", first),
        ("{{screens}}", rest),
        ("{{first_script}}", script),
        ("{{script_hash}}", f"'sha256-{hashed}'"),
        ("{{preloads}}", "".join(f'<link rel="modulepreload" href="./{m}">' for m in modules)),
    ):
        assert html.count(marker) == 1, f"{marker} must be once in index.html"
        html = html.replace(marker, value)
    connect = "connect-src 'self';"
    assert html.count(connect) == 1, "index.html's CSP has no single connect-src 'self'"
    html = html.replace(connect, f"connect-src {' '.join(connect_sources(relay_urls))};")
    (DIST / "index.html").write_text(html)
    return texts


def _json_block(value: object) -> str:
    """JSON for a ``<script type="application/json">`` block (it cannot close the block)."""
    return json.dumps(value, ensure_ascii=False).replace("</", "<\\/")


COMPRESSED_ALREADY = (".zip", ".png", ".whl", ".gz", ".br")


def precompress() -> tuple[int, int, int]:
    """``FILE.br`` and ``FILE.gz`` beside every file that compresses (brotli's best, gzip's
    best), for hosts that serve them; returns the bytes of the files as they are, and of
    what a browser downloads with gzip and with brotli (a file that does not compress
    counted as it is)."""
    plain = gz = br = 0
    for path in sorted(p for p in DIST.rglob("*") if p.is_file()):
        size = path.stat().st_size
        zipped, squeezed = compressed(path)
        plain += size
        gz += len(zipped) if zipped else size
        br += len(squeezed) if squeezed else size
        if zipped:
            path.with_name(path.name + ".gz").write_bytes(zipped)
        if squeezed:
            path.with_name(path.name + ".br").write_bytes(squeezed)
    return plain, gz, br


def connect_sources(relay_urls: list[str]) -> list[str]:
    """What the page may connect to: its origin, the relays, a relay on one's own machine."""
    return ["'self'", *relay_urls, *LOOPBACK_WEBSOCKETS]


def main() -> None:
    relay_urls = relays()
    if DIST.exists():
        shutil.rmtree(DIST)
    DIST.mkdir()
    wheel = build_wheel()
    python_bundle(wheel)
    online_python()
    needed = needed_stdlib()
    stdlib, left_out = trim_stdlib(ROOT / "node_modules/pyodide/python_stdlib.zip", needed)
    chunks = copy_runtimes(stdlib)
    bundle = online(relay_urls)
    stylesheet()
    scripts()
    texts = page(relay_urls, chunks)
    write_icons(texts)
    snapshot_modules()
    names = sorted(p.relative_to(DIST).as_posix() for p in DIST.rglob("*") if p.is_file())
    digest = hashlib.sha256()
    for name in names:
        digest.update(name.encode() + b"\0" + (DIST / name).read_bytes())
    cache = f"potions-{digest.hexdigest()[:12]}"
    index = DIST / "index.html"
    index.write_text(index.read_text().replace("__CACHE_NAME__", cache))
    precache = ["./", *[f"./{n}" for n in names]]
    worker = (ROOT / "service-worker.js").read_text()
    worker = worker.replace("__CACHE_NAME__", cache).replace(
        "__PRECACHE__", json.dumps(precache, indent=2)
    )
    (DIST / "service-worker.js").write_text(worker)
    plain, gz, br = precompress()
    print(
        f"built dist/: {len(names) + 1} files, {plain / 1e6:.2f} MB ({gz / 1e6:.2f} MB with"
        f" gzip, {br / 1e6:.2f} MB with brotli), cache {cache}; standard library: {len(needed)}"
        f" modules kept, {len(left_out)} left out; PyScript: {len(chunks)} chunks;"
        f" online bundle {bundle / 1e3:.1f} kB, relays {', '.join(relay_urls)}"
    )


if __name__ == "__main__":
    main()
