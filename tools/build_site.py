"""Assemble the deployable site into dist/: page, engine wheel, runtimes, manifest, icons,
the online play bundle and its configuration, and a service worker whose precache list and
cache name are generated from the files.

Run through `make build`. Nothing here is fetched from the network: the runtimes come from
node_modules (npm ci), the online bundle is made by esbuild's binary from node_modules, and the
wheel is built from py/. The page's files are found, not listed: every ``web/**/*.py`` and
catalogue goes to Pyodide through the PyScript config, every stylesheet is joined into
``web/styles.css`` (the shell's first), every script is copied.

``RELAYS=wss://a.example,wss://b.example make build`` replaces the configured Nostr relays of
online play (web/online/config.json) in dist's copy of that file and in the page's
Content-Security-Policy.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
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


ONLINE = WEB / "online"
"""Online play's Python: fetched only when a room is used (the list the page reads is
``web/online/python.json``), never at boot."""


def web_files() -> dict[str, str]:
    """The page's Python modules and catalogues, as PyScript's ``files`` mapping (online
    play's aside: see :data:`ONLINE`)."""
    found = sorted([*WEB.rglob("*.py"), *WEB.rglob("*.po")])
    out, online = {}, []
    for path in found:
        if "__pycache__" in path.parts:
            continue
        rel = path.relative_to(ROOT).as_posix()
        (DIST / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, DIST / rel)
        if path.is_relative_to(ONLINE):
            online.append(rel)
        else:
            out[f"./{rel}"] = f"./{rel}"
    (DIST / "web" / "online" / "python.json").write_text(json.dumps(online))
    return out


def stylesheet() -> None:
    """Every stylesheet of the page in one file: the shell's, then each game's."""
    sheets = [WEB / "shell" / "shell.css", *sorted((WEB / "games").glob("*/*.css"))]
    text = "\n".join(f"/* {p.relative_to(WEB).as_posix()} */\n{p.read_text()}" for p in sheets)
    (DIST / "web" / "styles.css").write_text(text)


def scripts() -> None:
    """The page's own scripts (boot, the computers' worker, the snapshot loader, online play's
    room module)."""
    for path in [*WEB.rglob("*.js"), *WEB.rglob("*.mjs")]:
        if path in (ONLINE_ENTRY, ONLINE_LOG):
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


def page(relay_urls: list[str]) -> dict[str, dict[str, str]]:
    """index.html with the loading screen's sentences in every language (returned too), and a
    Content-Security-Policy whose connect-src allows the online relays besides the page's own
    origin."""
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
    connect = "connect-src 'self';"
    assert html.count(connect) == 1, "index.html's CSP has no single connect-src 'self'"
    html = html.replace(connect, f"connect-src {' '.join(connect_sources(relay_urls))};")
    (DIST / "index.html").write_text(html)
    return texts


def connect_sources(relay_urls: list[str]) -> list[str]:
    """What the page may connect to: its origin, the relays, a relay on one's own machine."""
    return ["'self'", *relay_urls, *LOOPBACK_WEBSOCKETS]


def main() -> None:
    relay_urls = relays()
    if DIST.exists():
        shutil.rmtree(DIST)
    DIST.mkdir()
    wheel = build_wheel()
    copy_runtimes()
    bundle = online(relay_urls)
    texts = page(relay_urls)
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
    print(
        f"built dist/: {len(names) + 1} files, {size / 1e6:.1f} MB, cache {cache}; "
        f"online bundle {bundle / 1e3:.1f} kB, relays {', '.join(relay_urls)}"
    )


if __name__ == "__main__":
    main()
