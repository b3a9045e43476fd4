// Which modules of Python's standard library the app needs, found with the runtime the
// browser runs: Pyodide itself, from node_modules, in Node (make build runs this through
// tools/build_site.py; nothing is fetched). Python 3.14 parses Python 3.14's library.
//
//   node tools/find_imports.mjs SOURCES.json
//
// SOURCES.json: {"paths": [folders put first on sys.path], "modules": [the app's modules:
// each is imported here], "code": [folders of Python code of the app or of PyScript whose
// every import counts, at any depth, run here or not], "exercise": Python code run once
// the modules are imported (the app's own use of its code)}.
//
// A module of the standard library is needed when Pyodide's own start imports it, when
// importing the app's modules or running the exercise imports it, when the app's code (or
// PyScript's) names it in any import statement, or when a needed module imports it at its
// top level (outside its functions: the imports a module needs to be imported). Imports
// inside the library's own functions count only when the run above reached them.
//
// Prints JSON: {"needed": [module names], "failed": {module: why it could not be imported
// here}}.
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const { loadPyodide } = await import(resolve(here, "../node_modules/pyodide/pyodide.mjs"));
const sources = JSON.parse(readFileSync(process.argv[2], "utf8"));
const py = await loadPyodide({ stdout: (line) => console.error(line), stderr: (line) => console.error(line) });
// What Pyodide's start imported, before anything else is.
const boot = py.runPython("import sys; sorted(sys.modules)").toJs();
py.FS.mkdirTree("/host");
py.FS.mount(py.FS.filesystems.NODEFS, { root: "/" }, "/host");
py.globals.set("sources", py.toPy(sources));
py.globals.set("boot", py.toPy(boot));
const found = py.runPython(`
import importlib, sys

sys.path[:0] = ["/host" + p for p in sources["paths"]]
failed = {}
for name in sources["modules"]:
    try:
        importlib.import_module(name)
    except Exception as exc:  # the page's entry needs the browser: its imports count below
        failed[name] = f"{type(exc).__name__}: {exc}"
exec(sources["exercise"], {})
imported = sorted(sys.modules)

import ast, os, json, zipfile

STDLIB = "/tmp/stdlib"
zipfile.ZipFile(next(p for p in sys.path if p.endswith(".zip"))).extractall(STDLIB)


SEARCH = [*("/host" + p for p in sources["paths"]), STDLIB]


def file_of(name):
    """The file of a module (the app's own, PyScript's or the library's), or None."""
    for root in SEARCH:
        base = os.path.join(root, *name.split("."))
        for path in (base + ".py", os.path.join(base, "__init__.py")):
            if os.path.isfile(path):
                return path
    return None


MAIN = {"__name__ == '__main__'", "'__main__' == __name__"}


def named(path, package, anywhere):
    """The modules a file's import statements name (at its top level only, unless
    anywhere); from-imports name the module and each of its names (maybe submodules)."""
    out = set()

    def visit(node):
        for child in ast.iter_child_nodes(node):
            if not anywhere and isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                continue
            if isinstance(child, ast.If) and ast.unparse(child.test) in MAIN:
                continue  # run as a script only, never on import
            if isinstance(child, ast.Import):
                out.update(alias.name for alias in child.names)
            elif isinstance(child, ast.ImportFrom):
                module = child.module or ""
                if child.level:
                    parts = package.split(".")
                    base = ".".join(parts[: len(parts) - child.level + 1])
                    module = base + ("." + module if module else "")
                out.add(module)
                out.update(f"{module}.{alias.name}" for alias in child.names)
            visit(child)

    with open(path, "rb") as f:
        visit(ast.parse(f.read(), path))
    return out


needed = {}
"""Each module reached, and the one that named it first (None: imported by the runs)."""
todo = [(name, None) for name in [*boot, *imported, *sources["modules"]]]
while todo:
    name, by = todo.pop()
    parts = name.split(".")
    for k in range(1, len(parts) + 1):
        module = ".".join(parts[:k])
        path = file_of(module)
        if module in needed or path is None:
            continue
        needed[module] = by
        package = module if path.endswith("__init__.py") else module.rpartition(".")[0]
        app = not path.startswith(STDLIB + "/")
        todo.extend((m, module) for m in named(path, package, app))
library = {m: by for m, by in needed.items() if file_of(m).startswith(STDLIB + "/")}

# Codecs are looked up by name when they are used: a codec is needed when a needed module
# (the app's or the library's) names it in a string, or when the runs above used it.
import encodings, encodings.aliases


def codec_of(text):
    name = encodings.normalize_encoding(text).lower()
    name = encodings.aliases.aliases.get(name, name)
    return f"encodings.{name}" if name.isidentifier() else None


TABLES = ("encodings", "locale")
"""The registry's own tables of every codec's and locale's names: not uses of them."""
for module in list(needed):
    if module.split(".")[0] in TABLES:
        continue
    with open(file_of(module), "rb") as f:
        tree = ast.parse(f.read())
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and len(node.value) < 40:
            codec = codec_of(node.value)
            if codec and codec not in library and file_of(codec):
                library[codec] = module
json.dumps({"needed": library, "failed": failed})
`);
process.stdout.write(found + "\n");
