"""Assemble the deployable site into dist/: page, engine wheel, runtimes, manifest, icons,
and a service worker whose precache list and cache name are generated from the files.

Run through `make build`. Nothing here is fetched from the network: the runtimes come from
node_modules (npm ci) and the wheel is built from py/. The page's files are found, not
listed: every ``web/**/*.py`` and catalogue goes to Pyodide through the PyScript config,
every stylesheet is joined into ``web/styles.css`` (the shell's first), every script is
copied.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import struct
import subprocess
import sys
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
PYODIDE_FILES = [
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
]
WEB = ROOT / "web"
sys.path[:0] = [str(ROOT / "py"), str(ROOT)]


def build_wheel() -> str:
    out = DIST / "wheels"
    out.mkdir(parents=True)
    subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", str(out)],
        cwd=ROOT,
        check=True,
        stdout=subprocess.DEVNULL,
    )
    wheels = sorted(out.glob("potions-*-py3-none-any.whl"))
    assert len(wheels) == 1, wheels
    return f"./wheels/{wheels[0].name}"


def copy_runtimes() -> None:
    pyodide = ROOT / "node_modules" / "pyodide"
    pyscript = ROOT / "node_modules" / "@pyscript" / "core" / "dist"
    if not pyodide.is_dir() or not pyscript.is_dir():
        sys.exit("node_modules is missing: run `npm ci` (make build does it).")
    (DIST / "vendor" / "pyodide").mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(pyodide / name, DIST / "vendor" / "pyodide" / name)
    (DIST / "vendor" / "pyscript").mkdir(parents=True)
    for path in pyscript.iterdir():
        if path.suffix in (".js", ".css") and path.name not in ("service-worker.js",):
            shutil.copy2(path, DIST / "vendor" / "pyscript" / path.name)


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


def web_files() -> dict[str, str]:
    """The page's Python modules and catalogues, as PyScript's ``files`` mapping."""
    found = sorted([*WEB.rglob("*.py"), *WEB.rglob("*.po")])
    out = {}
    for path in found:
        if "__pycache__" in path.parts:
            continue
        rel = path.relative_to(ROOT).as_posix()
        out[f"./{rel}"] = f"./{rel}"
        (DIST / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, DIST / rel)
    return out


def stylesheet() -> None:
    """Every stylesheet of the page in one file: the shell's, then each game's."""
    sheets = [WEB / "shell" / "shell.css", *sorted((WEB / "games").glob("*/*.css"))]
    text = "\n".join(f"/* {p.relative_to(WEB).as_posix()} */\n{p.read_text()}" for p in sheets)
    (DIST / "web" / "styles.css").write_text(text)


def scripts() -> None:
    """The page's own scripts (boot, the computers' worker, the snapshot loader)."""
    for path in [*WEB.rglob("*.js"), *WEB.rglob("*.mjs")]:
        rel = path.relative_to(ROOT)
        (DIST / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, DIST / rel)


def snapshot_modules() -> None:
    """Fill in what the memory snapshots hold: the modules each context imports, and the
    build id (a digest of the Python files and the runtime) that keys the snapshots."""
    from potions import GAMES
    from web.games import playable

    digest = hashlib.sha256()
    for path in sorted(
        [
            *(DIST / "wheels").glob("*.whl"),
            *(DIST / "web").rglob("*.py"),
            *(DIST / "web").rglob("*.po"),
            DIST / "vendor/pyodide/pyodide.asm.wasm",
        ]
    ):
        digest.update(path.read_bytes())
    ais = [f"{info.package}.ai" for info in GAMES.values()]
    modules = ["potions", "web.shell.app", *[f"web.games.{i.id}" for i in playable()], *ais]
    path = DIST / "web" / "shell" / "snapshot.mjs"
    text = path.read_text()
    for marker, value in (
        ("__BUILD__", digest.hexdigest()[:16]),
        ("__SNAPSHOT_MODULES__", json.dumps(modules)),
    ):
        assert marker in text, f"{marker} missing from snapshot.mjs"
        text = text.replace(marker, value)
    path.write_text(text)


def page() -> dict[str, dict[str, str]]:
    """index.html with the loading screen's sentences in every language (returned too)."""
    from potions.core.i18n import LANGUAGES, translator
    from web.shell.boot_text import TEXT

    texts = {
        lang: {k: translator(lang, ("potions", "web")).render(m) for k, m in TEXT.items()}
        for lang in LANGUAGES
    }
    html = (ROOT / "index.html").read_text()
    for key, value in texts["en"].items():
        html = html.replace("{{" + key + "}}", value)
    data = json.dumps(texts, ensure_ascii=False).replace("</", "<\\/")
    html = html.replace("{{boot_text}}", data)
    (DIST / "index.html").write_text(html)
    return texts


def main() -> None:
    if DIST.exists():
        shutil.rmtree(DIST)
    DIST.mkdir()
    wheel = build_wheel()
    copy_runtimes()
    texts = page()
    (DIST / "web").mkdir(exist_ok=True)
    files = web_files()
    stylesheet()
    scripts()
    write_icons(texts)
    config = {"interpreter": "./web/shell/pyodide-page.mjs", "files": {wheel: "./*", **files}}
    (DIST / "pyscript.json").write_text(json.dumps(config, indent=2))
    snapshot_modules()
    names = sorted(p.relative_to(DIST).as_posix() for p in DIST.rglob("*") if p.is_file())
    digest = hashlib.sha256()
    for name in names:
        digest.update(name.encode() + b"\0" + (DIST / name).read_bytes())
    cache = f"potions-{digest.hexdigest()[:12]}"
    precache = ["./", *[f"./{n}" for n in names]]
    worker = (ROOT / "service-worker.js").read_text()
    worker = worker.replace("__CACHE_NAME__", cache).replace(
        "__PRECACHE__", json.dumps(precache, indent=2)
    )
    (DIST / "service-worker.js").write_text(worker)
    size = sum((DIST / n).stat().st_size for n in names)
    print(f"built dist/: {len(names) + 1} files, {size / 1e6:.1f} MB, cache {cache}")


if __name__ == "__main__":
    main()
