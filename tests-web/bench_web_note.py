#!/usr/bin/env python3
"""A keystroke in a long note in the web page, in Chromium (a benchmark, not a test; the README's test command does
not run it).

The gallery's note page is served with its first note holding 1 KiB, 1 MiB or 10 MiB of text (and the headers of
cross-origin isolation, so the page's clock has microseconds). Real keys (Playwright) are typed at the end of the note:
the real client (client.js) hands each `beforeinput` to the page's WebAssembly core, which answers with the change,
and the script applies the answer (a key the core takes as typed is left to the browser to insert). Per key, median
and p90 of the time from the event's dispatch to:
- "script": the end of the client's handler (core, answer, classes and parts of the field);
- "and the browser's insertion": the `input` event (the browser has changed the textarea);
- "and layout": a forced layout of the textarea after it (reading scrollHeight);
- "browser alone": the same insertion typed by the browser itself (execCommand insertText) into a copy of the note
  outside the form, with the forced layout: what the browser costs for a textarea that long, whoever edits it.

Usage: swift build --product textinput-gallery && bash scripts/build-wasm.sh
       python3 tests-web/bench_web_note.py [--binary PATH] [--keys 60] [--sizes "1 KiB,1 MiB"] [--middle]
The server runs on 127.0.0.1 (a free port) and is stopped by this script.
"""
import argparse
import json
import pathlib
import re
import statistics
import sys

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from bench_latency import CHROMIUM, ROOT, start_server  # noqa: E402

FIELD = "note-enabled"
SIZES = [("1 KiB", 1 << 10), ("1 MiB", 1 << 20), ("10 MiB", 10 << 20)]
LINE = "lorem ipsum dolor sit amet, consectetur \n"
MARKER = "MIDDLE"

# Listeners around the client's own: the first beforeinput listener (window, capture) starts the clock, one after the
# client's (document, bubbling) marks the end of the script, and the input event marks the browser's insertion done.
LISTEN = """
(field) => {
  const el = document.getElementById('tik-i-' + field);
  window.tikBench = {script: [], inserted: [], layout: [], started: 0};
  const b = window.tikBench;
  window.addEventListener('beforeinput', () => { b.started = performance.now(); }, true);
  document.addEventListener('beforeinput', () => { b.script.push(performance.now() - b.started); });
  el.addEventListener('input', () => {
    b.inserted.push(performance.now() - b.started);
    void el.scrollHeight;
    b.layout.push(performance.now() - b.started);
  });
  el.focus();
}
"""

# The same insertion made by the browser alone, in a copy of the note outside the form (execCommand takes the path
# of a typed key: the browser's own editing and layout).
BROWSER_ALONE = """
([field, keys]) => {
  const el = document.getElementById('tik-i-' + field);
  const copy = el.cloneNode(false);
  copy.id = 'bench-copy';
  copy.value = el.form.tikText(el);
  document.body.appendChild(copy);
  copy.focus();
  copy.setSelectionRange(copy.value.length, copy.value.length);
  void copy.scrollHeight;
  const samples = [];
  for (let i = 0; i < keys; i++) {
    const t0 = performance.now();
    document.execCommand('insertText', false, 'x');
    void copy.scrollHeight;
    samples.push(performance.now() - t0);
  }
  copy.remove();
  return samples;
}
"""


def utf16_length(text):
    """The length of `text` in UTF-16 code units (the page's offsets)."""
    return len(text.encode("utf-16-le")) // 2


def page_with_note(body, size, line=LINE, middle=False):
    """The note page with the first note's value (in the form's spec) set to about `size` characters of text; with
    `middle`, the note is focused with its caret in the middle of the text (the spec's preparation events)."""
    text = (line * (size // len(line) + 1))[:size]
    if middle:
        # A marker the page finds in the window of lines around the caret.
        half = text.rfind("\n", 0, len(text) // 2) + 1
        text = text[:half] + MARKER + text[half + len(MARKER):]
    match = re.search(r'<script type="application/json" id="([^"]+)">(.*?)</script>', body, re.S)
    spec = json.loads(match.group(2))
    for index, field in enumerate(spec["fields"]):
        if field.get("id") == FIELD:
            field["value"] = text
            if middle:
                marker = utf16_length(text[:text.index(MARKER)])
                spec["prepare"] = spec.get("prepare", []) + [
                    {"event": "focus", "field": index},
                    {"event": "select", "field": index, "from": marker, "to": marker}]
    encoded = json.dumps(spec).replace("</", "<\\/")
    return body[:match.start(2)] + encoded + body[match.end(2):], utf16_length(text)


def serving(size, state, line=LINE, middle=False):
    """A route handler that serves the note page with a note of about `size` characters."""
    def serve(route):
        response = route.fetch()
        body, length = page_with_note(response.text(), size, line, middle)
        state["length"] = length
        # Cross-origin isolation gives the page's clock microseconds (otherwise 100 µs steps).
        headers = dict(response.headers)
        headers.update({"cross-origin-opener-policy": "same-origin", "cross-origin-embedder-policy": "require-corp"})
        route.fulfill(response=response, body=body, headers=headers)
    return serve


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=str(ROOT / ".build/debug/textinput-gallery"))
    parser.add_argument("--keys", type=int, default=60, help="keys typed into each note")
    parser.add_argument("--letters", default="the quick brown fox ",
                        help="the keys typed, in turn (a space starts a new undo group)")
    parser.add_argument("--line", default=LINE, help="the line the note repeats (non-ASCII text: 'çà et là\\n')")
    parser.add_argument("--middle", action="store_true",
                        help="type in the middle of the note instead of at its end")
    parser.add_argument("--sizes", default=",".join(label for label, _ in SIZES),
                        help="the note sizes to measure, comma-separated (default: all)")
    arguments = parser.parse_args()
    process, url = start_server(arguments.binary)
    rows = []
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM)
            version = browser.version
            for label, size in [row for row in SIZES if row[0] in arguments.sizes.split(",")]:
                print(f"bench_web_note: {label}", file=sys.stderr, flush=True)
                page = browser.new_page(viewport={"width": 1100, "height": 900})
                state = {}

                page.route("**/p/note*", serving(size, state, arguments.line.replace("\\n", "\n"), arguments.middle))
                page.goto(f"{url}/p/note?layout=compact", timeout=120_000)
                page.wait_for_selector("form[data-live=ready]", timeout=120_000)
                page.evaluate(LISTEN, FIELD)
                # To the end of the note through the core (a long note's textarea holds a window of its lines).
                if arguments.middle:
                    page.evaluate(f"() => {{ const e = document.getElementById('tik-i-{FIELD}');"
                                  f" const k = e.value.indexOf('{MARKER}'); e.setSelectionRange(k, k); }}")
                else:
                    page.keyboard.press("Control+End")
                letters = arguments.letters
                for index in range(arguments.keys):
                    page.keyboard.type(letters[index % len(letters)])
                page.wait_for_function("() => { const f = document.querySelector('form[data-tik-spec]');"
                                       " return f.dataset.sent === f.dataset.seq; }")
                result = page.evaluate("() => window.tikBench")
                length = page.evaluate(f"() => {{ const e = document.getElementById('tik-i-{FIELD}');"
                                       " return e.form.tikText(e).length; }")
                expected = state["length"] + arguments.keys
                if length != expected or len(result["inserted"]) != arguments.keys:
                    raise SystemExit(f"{label}: the note holds {length} units, expected {expected}")
                caret = page.evaluate(f"() => {{ const e = document.getElementById('tik-i-{FIELD}');"
                                      " return e.form.tikSelection(e)[1]; }")
                whole = page.evaluate(f"() => {{ const e = document.getElementById('tik-i-{FIELD}');"
                                      " return e.form.tikText(e); }")
                start = utf16_length(whole[:whole.find(MARKER)]) - arguments.keys if arguments.middle else state["length"]
                expected_caret = start + arguments.keys
                if caret != expected_caret:
                    raise SystemExit(f"{label}: the caret is at {caret}, expected {expected_caret}")
                result["browser"] = page.evaluate(BROWSER_ALONE, [FIELD, min(arguments.keys, 20)])
                rows.append((label, result))
                page.close()
            browser.close()
    finally:
        process.terminate()
        process.wait(timeout=10)

    def figures(samples):
        ordered = sorted(samples)
        return f"{statistics.median(ordered) * 1000:.0f} / {ordered[int(len(ordered) * 0.9)] * 1000:.0f}"

    where = "in the middle" if arguments.middle else "at the end"
    print(f"Chromium {version}; {arguments.keys} keystrokes {where} of the note; median / p90 in µs")
    print("| note | script (core, answer, DOM) | and the browser's insertion | and layout | browser alone (insertion + layout) |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for label, result in rows:
        print(f"| web note {label}: type {'in middle' if arguments.middle else 'at end'} | {figures(result['script'])} | {figures(result['inserted'])} | "
              f"{figures(result['layout'])} | {figures(result['browser'])} |")


if __name__ == "__main__":
    main()
