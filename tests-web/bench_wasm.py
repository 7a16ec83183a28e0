#!/usr/bin/env python3
"""Benchmark of the WebAssembly core in Chromium (not a test; the README's test command does not run it).

Loads .build/wasm/TextInputCore.wasm into a blank Chromium page and, for each scenario, sends driver lines through
the exports exactly as a page would (encodeInto one input buffer from ti_alloc, ti_session_handle, decode the
answer, JSON.parse): one type and one backspace per pair, at the end of a prepared field, with full answers and with
"answer": "changes".
Prints the median and p90 of the time per line over batches, beside the "message native" rows of textinput-bench
and the "message WasmKit" rows of textinput-wasm-bench (docs/performance.md).

Usage: bash scripts/build-wasm.sh && python3 tests-web/bench_wasm.py [--module PATH] [--pairs 2000]
Needs Debian's chromium and Playwright (bash scripts/install-web-deps.sh).
"""
import argparse
import base64
import json
import os
import pathlib

from playwright.sync_api import sync_playwright

ROOT = pathlib.Path(__file__).resolve().parent.parent
CHROMIUM = os.environ.get("TIK_CHROMIUM", "/usr/bin/chromium")

# The same scenarios as textinput-bench's message rows.
SCENARIOS = [
    ("phone", {"format": {"mask": "(###) ###-####"}, "value": "555123"}, "4"),
    ("card", {"format": {"card": {}}, "value": "411111111111", "validation": [{"rule": "luhn", "on": "change"}]}, "1"),
    ("currency en_US USD", {"format": {"number": {"style": "currency", "currency": "USD"}}, "value": "123456"}, "7"),
    ("note 1 KiB", {"kind": "note", "width": 60, "value": "lorem ipsum dolor sit amet " * 38}, "x"),
]

PAGE_SCRIPT = """
async ([moduleBase64, scenarios, pairs, batches]) => {
  const bytes = Uint8Array.from(atob(moduleBase64), c => c.charCodeAt(0));
  const started = performance.now();
  const { instance } = await WebAssembly.instantiate(bytes, {});
  const load = performance.now() - started;
  const x = instance.exports, enc = new TextEncoder(), dec = new TextDecoder();
  const results = [];
  for (const [name, configure, key, changes] of scenarios) {
    const id = x.ti_session_open();
    // As the page's client does: the line is encoded straight into one input buffer the module allocated (grown
    // when a line does not fit: at most 3 UTF-8 bytes per UTF-16 unit).
    let input = 0, capacity = 0;
    const send = (line) => {
      if (3 * line.length > capacity) {
        if (input) x.ti_free(input);
        capacity = Math.max(256, 3 * line.length);
        input = x.ti_alloc(capacity);
      }
      const { written } = enc.encodeInto(line, new Uint8Array(x.memory.buffer, input, capacity));
      const n = x.ti_session_handle(id, input, written);
      return JSON.parse(dec.decode(new Uint8Array(x.memory.buffer, x.ti_answer(), n)));
    };
    const first = send(JSON.stringify({configure}));
    if (first.error) throw new Error(name + ": " + first.error);
    send('{"event": "focus"}'); send('{"event": "move", "to": "end"}');
    const extra = changes ? {answer: "changes"} : {};
    const type = JSON.stringify({event: "type", text: key, ...extra});
    const back = JSON.stringify({event: "backspace", ...extra});
    for (let i = 0; i < pairs / 10; i++) { send(type); send(back); }   // warm up
    const samples = [];
    for (let b = 0; b < batches; b++) {
      const t0 = performance.now();
      for (let i = 0; i < pairs; i++) { send(type); send(back); }
      samples.push((performance.now() - t0) * 1e6 / (2 * pairs));
    }
    samples.sort((a, b) => a - b);
    results.push({name: name + (changes ? " (changes)" : ""), median: samples[samples.length >> 1],
                  p90: samples[Math.floor(samples.length * 0.9)], text: send('{"event": "focus"}').text.length});
    x.ti_session_close(id);
  }
  return {load, results};
}
"""


def completed_configuration(configure):
    """Adds the native number template (MessageSession.handingOverNumberTemplates, via textinput-wasm-bench)."""
    if "number" not in configure.get("format", {}):
        return configure
    import subprocess
    bench = ROOT / ".build/release/textinput-wasm-bench"
    if not bench.exists():
        raise SystemExit("build it first: swift build -c release --product textinput-wasm-bench")
    line = subprocess.run([str(bench), "--complete-line", json.dumps({"configure": configure})],
                          capture_output=True, text=True, check=True).stdout
    return json.loads(line)["configure"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--module", default=str(ROOT / ".build/wasm/TextInputCore.wasm"))
    parser.add_argument("--pairs", type=int, default=2000)
    parser.add_argument("--batches", type=int, default=15)
    args = parser.parse_args()
    module = pathlib.Path(args.module)
    if not module.exists():
        raise SystemExit(f"no {module}; build it with: bash scripts/build-wasm.sh")
    scenarios = [[name, completed_configuration(configure), key, changes]
                 for name, configure, key in SCENARIOS for changes in (False, True)]
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM)
        page = browser.new_page()
        page.goto("about:blank")
        outcome = page.evaluate(PAGE_SCRIPT, [base64.b64encode(module.read_bytes()).decode(), scenarios,
                                              args.pairs, args.batches])
        version = browser.version
        browser.close()
    print(f"Chromium {version}, module {module.stat().st_size} bytes, compile and instantiate {outcome['load']:.1f} ms")
    print("| scenario | median ns | p90 ns |")
    print("| --- | ---: | ---: |")
    for row in outcome["results"]:
        name = row["name"].replace(" (changes)", "")
        suffix = " (changes)" if row["name"].endswith("(changes)") else ""
        print(f"| message Chromium {name}: type, backspace{suffix} | {row['median']:.0f} | {row['p90']:.0f} |")


if __name__ == "__main__":
    main()
