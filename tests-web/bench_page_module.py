#!/usr/bin/env python3
"""Per-key cost of the page's module in Chromium (a benchmark, not a test; the README's test command does not run it).

Loads one or more builds of TextInputWeb.wasm (with their Unicode data and parts beside them) into a blank Chromium page, opens the same form spec in each with
ti_form_open and times what a page does per key: encode the message into the module's input buffer,
ti_form_handle, decode the answer, JSON.parse. Scenarios type into a plain field, the phone mask, a currency field
and a note (one type and one backspace per pair). The modules run in alternating batches in one page, so that two
builds compare in the same run (this machine's timings drift between runs).

Usage: python3 tests-web/bench_page_module.py --spec SPEC.json [--module A.wasm --module B.wasm] [--pairs 1000]
       (SPEC.json: a form's spec, such as the JSON in a gallery page's <script type="application/json">;
        `git show HEAD:Sources/TextInputWeb/Resources/TextInputWeb.wasm > /tmp/before.wasm` gives a committed build)
"""
import argparse
import base64
import json
import pathlib

from playwright.sync_api import sync_playwright

ROOT = pathlib.Path(__file__).resolve().parent.parent
CHROMIUM = "/usr/bin/chromium"

PAGE_SCRIPT = """
async ({modules, unicode, parts, spec, scenarios, pairs, batches}) => {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const cores = [];
  for (let m = 0; m < modules.length; m++) {
    const binary = Uint8Array.from(atob(modules[m]), c => c.charCodeAt(0));
    const env = {ti_needs_unicode: () => { throw new Error('the Unicode data is not installed'); },
                 ti_needs: (piece) => { throw new Error('the module needs piece ' + piece); }};
    const {instance} = await WebAssembly.instantiate(binary, {env});
    const e = instance.exports;
    const capacity = 1 << 20;
    const input = e.ti_alloc(capacity);
    if (e.ti_unicode_install) {
      // A module that leaves its Unicode tables to TextInputWeb-unicode.bin (docs/wasm.md): installed first.
      const data = Uint8Array.from(atob(unicode[m]), c => c.charCodeAt(0));
      new Uint8Array(e.memory.buffer, input, data.length).set(data);
      if (e.ti_unicode_install(input, data.length) !== 1) { throw new Error("not this module's Unicode data"); }
    }
    // A module in parts (docs/wasm.md, "The parts"): every part installed first, as on a page once they came.
    for (const encoded of parts[m]) {
      const part = new WebAssembly.Module(Uint8Array.from(atob(encoded), c => c.charCodeAt(0)));
      const f = {m: e.memory, t: e.t, s: e.__stack_pointer};
      for (const i of WebAssembly.Module.imports(part)) { if (i.kind === 'function') { f[i.name] = e.t.get(Number(i.name)); } }
      new WebAssembly.Instance(part, {f});
    }
    const call = (text, run) => {
      const written = encoder.encodeInto(text, new Uint8Array(e.memory.buffer, input, capacity)).written;
      return run(input, written);
    };
    const answer = (length) => decoder.decode(new Uint8Array(e.memory.buffer, e.ti_answer(), length));
    cores.push({
      open: () => call(spec, (p, n) => { const id = e.ti_form_open(p, n); answer(e.ti_answer_length()); return id; }),
      handle: (id, text) => call(text, (p, n) => answer(e.ti_form_handle(id, p, n))),
    });
  }
  const results = {};
  for (const [name, field, text] of scenarios) {
    const times = cores.map(() => []);
    const states = cores.map(core => ({id: core.open(), s: 0}));
    for (let k = 0; k < cores.length; k++) {
      const st = states[k];
      cores[k].handle(st.id, JSON.stringify({s: ++st.s, event: 'focus', field}));
    }
    for (let batch = 0; batch < batches; batch++) {
      for (let k = 0; k < cores.length; k++) {
        const core = cores[k], st = states[k];
        const start = performance.now();
        for (let i = 0; i < pairs; i++) {
          JSON.parse(core.handle(st.id, JSON.stringify({s: ++st.s, event: 'type', field, text})));
          JSON.parse(core.handle(st.id, JSON.stringify({s: ++st.s, event: 'backspace', field})));
        }
        times[k].push((performance.now() - start) * 1000 / (2 * pairs));
      }
    }
    results[name] = times.map(t => { const s = [...t].sort((a, b) => a - b); return [s[Math.floor(s.length / 2)], s[Math.floor(s.length * 0.9)]]; });
  }
  return results;
}
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--spec", required=True)
    parser.add_argument("--module", action="append")
    parser.add_argument("--pairs", type=int, default=300)
    parser.add_argument("--batches", type=int, default=15)
    parser.add_argument("--field", action="append", help="NAME=INDEX:TEXT, e.g. phone=2:5 (default: every field, typing 5)")
    args = parser.parse_args()
    modules = args.module or [str(ROOT / ".build/wasm/TextInputWeb.wasm")]
    spec = pathlib.Path(args.spec).read_text()
    fields = json.loads(spec)["fields"]
    if args.field:
        scenarios = []
        for item in args.field:
            name, rest = item.split("=", 1)
            index, text = rest.split(":", 1)
            scenarios.append([name, int(index), text])
    else:
        scenarios = [[field.get("id", str(i)), i, "5"] for i, field in enumerate(fields)]
    encoded = [base64.b64encode(pathlib.Path(m).read_bytes()).decode() for m in modules]

    def unicode_data(module):
        path = pathlib.Path(module).with_name(pathlib.Path(module).name.removesuffix(".wasm") + "-unicode.bin")
        return base64.b64encode(path.read_bytes()).decode() if path.exists() else ""
    unicode = [unicode_data(m) for m in modules]

    def module_parts(module):
        path = pathlib.Path(module)
        listed = path.with_name(path.name.removesuffix(".wasm") + "-parts.txt")
        if not listed.exists():
            return []
        return [base64.b64encode(path.with_name(path.name.removesuffix(".wasm") + "-" + line.split(" ")[1] + ".wasm")
                                 .read_bytes()).decode() for line in listed.read_text().splitlines()]
    parts = [module_parts(m) for m in modules]
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM)
        page = browser.new_page()
        page.goto("about:blank")
        results = page.evaluate(PAGE_SCRIPT, {"modules": encoded, "unicode": unicode, "parts": parts, "spec": spec, "scenarios": scenarios,
                                              "pairs": args.pairs, "batches": args.batches})
        version = browser.version
        browser.close()
    print(f"Chromium {version}; µs per message (type or backspace), median / p90 of {args.batches} batches of {2 * args.pairs}")
    header = "| scenario | " + " | ".join(pathlib.Path(m).name if len(modules) > 1 else "module" for m in modules) + " |"
    print(header)
    print("| --- |" + " ---: |" * len(modules))
    for name, rows in results.items():
        print(f"| {name} | " + " | ".join(f"{median:.1f} / {p90:.1f}" for median, p90 in rows) + " |")


if __name__ == "__main__":
    main()
