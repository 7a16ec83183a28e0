#!/usr/bin/env python3
"""Bundles the page's client, the ES modules in Sources/TextInputWeb/Client, into the one script a page loads
(scripts/compress-assets.sh writes it to Sources/TextInputWeb/Resources/client.js).

The order comes from the imports alone: a depth-first walk from the entry module (start.js) puts every module after
the modules it imports, in the order of its import lines. Import lines are removed and `export` keywords dropped,
so the modules share one function scope in one IIFE (strict, as modules are). Comments are left out (the sources
hold them; a line naming its file starts each module), which keeps the served script small. The bundler fails, naming the files,
on a cycle, a name imported that its module does not export, a top-level name declared by two modules, a name
exported by one module and used by another without importing it, a module that neither start.js nor the entry of a script
served on its own (OWN_SCRIPTS: scan-start.js, client-scan.js) reaches, or a form of import or export it does not know.

What it understands (the client keeps to it): `import { a, b } from './x.js';` (one or more lines, no `as`, no
default); `export` before a top-level `function`, `var`, `let`, `const` or `class` declaration; top-level
declarations start at column 0, one name each; no regular expression literals (comments and strings are found
by a scan that knows quotes and templates, not regexes).

Usage: bundle-client.py [--entry NAME]... [--bare] DIR
  --entry NAME  bundle NAME.js and what it imports instead of the whole client from start.js (the Node tests load
                modules this way); repeatable
  --bare        the modules alone, without the header and the IIFE (top-level names stay global: for Node's vm)
"""

import os
import re
import sys

ENTRY = "start"
# The scripts served on their own beside client.js, by entry module: the scan dialog (client-scan.js), which only a
# page whose forms have a scan field loads (WebForm writes it beside the dialog), so that no other page fetches it
# before its first key. Their modules count as reached for the whole client's check.
OWN_SCRIPTS = {"scan-start": "client-scan.js", "date-start": "client-date.js", "suggest-start": "client-suggest.js"}
HEADER = """\
// TextInputKit web client, bundled by scripts/compress-assets.sh (scripts/bundle-client.py) from the ES modules in
// Sources/TextInputWeb/Client, each after the modules it imports, without their comments: edit and read those
// files, not this one. Every edit is decided in the page by the Swift core, compiled to WebAssembly
// (TextInputWeb.wasm): the script turns DOM events into the core's events, applies the core's answers to the
// existing elements, and keeps what the DOM needs and the core cannot know (a long note's window, the camera).
// docs/web.md describes the messages.
(function () {
'use strict';
"""
FOOTER = "})();\n"

NAME = r"[A-Za-z_$][\w$]*"
IMPORT = re.compile(r"^import\s*\{([^}]*)\}\s*from\s*(['\"])\./([^'\"]+)\2[ \t]*;?[ \t]*\n(?:[ \t]*\n)?", re.M)
ANY_IMPORT = re.compile(r"^import\b.*$", re.M)
EXPORT = re.compile(r"^export\s+(?=(?:async\s+)?function\b|var\b|let\b|const\b|class\b)", re.M)
ANY_EXPORT = re.compile(r"^export\b.*$", re.M)
DECLARATION = re.compile(r"^(?:export\s+)?(?:(?:async\s+)?function\s*\*?\s*(" + NAME + r")|(?:var|let|const|class)\s+(" + NAME + r"))", re.M)
IDENTIFIER = re.compile(r"(?<![\w$.])(" + NAME + r")(?![\w$])(?!\s*:(?!:))")


class BundleError(Exception):
    pass


class Module:
    def __init__(self, directory, name):
        self.name = name
        self.file = name + ".js"
        path = os.path.join(directory, self.file)
        try:
            with open(path, encoding="utf-8") as handle:
                self.text = handle.read()
        except FileNotFoundError:
            raise BundleError(f"{self.file} does not exist in {directory}") from None
        if not self.text.endswith("\n"):
            self.text += "\n"
        self.imports = []  # (module name, [names]) in the order of the import lines
        for match in IMPORT.finditer(self.text):
            target = match.group(3)
            if not target.endswith(".js") or "/" in target:
                raise BundleError(f"{self.file}: imports './{target}': only './name.js' beside it is bundled")
            names = [n.strip() for n in match.group(1).split(",") if n.strip()]
            for n in names:
                if not re.fullmatch(NAME, n):
                    raise BundleError(f"{self.file}: imports '{n}' from './{target}': only plain names are bundled "
                                      "(no 'as': the modules share one scope)")
            self.imports.append((target[:-3], names))
        body = IMPORT.sub("", self.text)
        for match in ANY_IMPORT.finditer(body):
            raise BundleError(f"{self.file}: unsupported import '{match.group(0).strip()}' "
                              "(write: import { a, b } from './x.js';)")
        declarations = list(DECLARATION.finditer(body))
        self.declared = [m.group(1) or m.group(2) for m in declarations]
        self.exports = {m.group(1) or m.group(2) for m in declarations if m.group(0).startswith("export")}
        body = EXPORT.sub("", body)
        for match in ANY_EXPORT.finditer(body):
            raise BundleError(f"{self.file}: unsupported export '{match.group(0).strip()}' "
                              "(write 'export' before a top-level function, var, let, const or class)")
        pieces = list(tokens(body))
        self.used = set(IDENTIFIER.findall("".join(text if kind == "code" else " " for kind, text in pieces)))
        self.body = without_comments(pieces).lstrip("\n")


def tokens(text):
    """The text as (kind, text) pieces: "code", "string" (a quoted string or a template) or "comment"."""
    i = start = 0
    n = len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            end = text.find("\n", i)
            end, kind = (n if end < 0 else end), "comment"
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end, kind = (n if end < 0 else end + 2), "comment"
        elif c in "'\"`":
            end = i + 1
            while end < n and text[end] != c:
                end += 2 if text[end] == "\\" else 1
            end, kind = min(end + 1, n), "string"
        else:
            i += 1
            continue
        if start < i:
            yield "code", text[start:i]
        yield kind, text[i:end]
        i = start = end
    if start < n:
        yield "code", text[start:]


def without_comments(pieces):
    """The pieces joined without their comments: a line that held only comments goes, a comment after code goes
    with the spaces before it."""
    out = ""
    drop_newline = False
    for kind, text in pieces:
        if kind != "comment":
            if drop_newline and text.startswith("\n"):
                text = text[1:]
            drop_newline = False
            out += text
            continue
        line = out[out.rfind("\n") + 1:]
        if line.strip(" \t"):
            out = out.rstrip(" \t") + ("" if text.startswith("//") else " ")
        else:
            out = out[:len(out) - len(line)]
            drop_newline = True
    return out


def order(directory, entries):
    """The modules reachable from `entries`, each after the modules it imports."""
    modules = {}
    ordered = []
    state = {}  # name -> "visiting" | "done"

    def visit(name, path):
        if state.get(name) == "done":
            return
        if state.get(name) == "visiting":
            cycle = path[path.index(name):] + [name]
            raise BundleError("import cycle: " + " -> ".join(n + ".js" for n in cycle))
        state[name] = "visiting"
        module = modules.get(name) or modules.setdefault(name, Module(directory, name))
        for target, _ in module.imports:
            visit(target, path + [name])
        state[name] = "done"
        ordered.append(module)

    for entry in entries:
        visit(entry, [])
    return ordered


def check(ordered):
    by_name = {m.name: m for m in ordered}
    owner = {}
    for module in ordered:
        for name in module.declared:
            if name in owner:
                other = owner[name]
                where = f"twice in {module.file}" if other is module else f"in {other.file} and {module.file}"
                raise BundleError(f"the top-level name '{name}' is declared {where}: the bundled modules share one scope")
            owner[name] = module
    for module in ordered:
        imported = set()
        for target, names in module.imports:
            source = by_name[target]
            for name in names:
                if name not in source.exports:
                    raise BundleError(f"{module.file} imports '{name}' from {source.file}, which does not export it")
                imported.add(name)
        for name in sorted(module.used - imported - set(module.declared)):
            source = owner.get(name)
            if source is not None and source is not module and name in source.exports:
                raise BundleError(f"{module.file} uses '{name}' from {source.file} without importing it")


def bundle(directory, entries=None, bare=False):
    ordered = order(directory, entries or [ENTRY])
    check(ordered)
    if not entries:
        reached = {m.file for m in ordered}
        for entry in OWN_SCRIPTS:
            if not os.path.exists(os.path.join(directory, entry + ".js")):
                continue
            own = {m.file for m in order(directory, [entry])}
            shared = sorted(own & reached)
            if shared:
                raise BundleError(f"{', '.join(shared)} would be in both client.js and {OWN_SCRIPTS[entry]}: "
                                  f"import it from one of them")
            reached |= own
        stray = sorted(f for f in os.listdir(directory) if f.endswith(".js") and f not in reached)
        if stray:
            raise BundleError(f"{', '.join(stray)} not imported from {ENTRY}.js (directly or through other modules)")
    parts = [f"\n// {m.file}\n" + m.body for m in ordered]
    if bare:
        return "'use strict';\n" + "".join(parts)
    return HEADER + "".join(parts) + FOOTER


def main(argv):
    entries = []
    bare = False
    args = list(argv)
    directory = None
    while args:
        arg = args.pop(0)
        if arg == "--entry" and args:
            entries.append(args.pop(0))
        elif arg == "--bare":
            bare = True
        elif directory is None and not arg.startswith("-"):
            directory = arg
        else:
            print(__doc__.split("Usage: ")[1], file=sys.stderr, end="")
            return 2
    if directory is None:
        print(__doc__.split("Usage: ")[1], file=sys.stderr, end="")
        return 2
    try:
        text = bundle(directory, entries, bare)
    except BundleError as error:
        print(f"bundle-client: {error}", file=sys.stderr)
        return 1
    sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
