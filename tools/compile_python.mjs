// The app's Python compiled ahead by the runtime the browser runs: Pyodide itself, from
// node_modules, in Node (make build runs this through tools/build_site.py; nothing is
// fetched). A first visit's boot then imports the modules the start screen runs without
// compiling them (a tenth of a second on a fast machine, more on a phone).
//
//   node tools/compile_python.mjs SOURCES.json
//
// SOURCES.json: {path: source} (paths under Python's working directory, "web/main.py").
// Prints JSON {path of the compiled file ("web/main.pyc"): its bytes in hex}: each is what
// Python writes for a module without a source beside it (the magic number of this very
// runtime, then the code), so the page's Python runs it as it would its own.
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const { loadPyodide } = await import(resolve(here, "../node_modules/pyodide/pyodide.mjs"));
const sources = JSON.parse(readFileSync(process.argv[2], "utf8"));
const py = await loadPyodide({ stdout: (line) => console.error(line), stderr: (line) => console.error(line) });
py.globals.set("sources", py.toPy(sources));
const compiled = py.runPython(`
import importlib.util, json, marshal

out = {}
for path, source in sources.items():
    code = compile(source, "/home/pyodide/" + path, "exec", dont_inherit=True)
    # magic number, flags (0: checked by date), date and size (none: no source to check)
    header = importlib.util.MAGIC_NUMBER + bytes(12)
    out[path.removesuffix(".py") + ".pyc"] = (header + marshal.dumps(code)).hex()
json.dumps(out)
`);
process.stdout.write(compiled);
