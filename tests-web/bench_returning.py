#!/usr/bin/env python3
"""A returning visitor after an upgrade (#45 item 5; a benchmark, not a test: the README's test command does not run
it; tests-web/test_dictionary.py is the test).

The real upgrade the history holds: the gallery first serves the newest shipped version of the page's module that
scripts/wasm/shipped keeps (A), and a browser context loads the New Customer Profile page (with today's page script
an old module may not start; only its download matters here: Chromium keeps it as a dictionary). The gallery then
restarts on the same port with today's build (.build/wasm, with its committed differences), and the same context loads
the page again, throttled with CDP at slow 4G and 3G (as bench_first_load.py): when the form is ready and what the
module cost on the wire. The same with a server that has no differences (the visitor's cache still holds the script,
the stylesheet and the phone tables: only the module's Brotli copy differs), and a new context for a first visit.

Usage: swift build -c release --product textinput-gallery && bash scripts/build-wasm.sh
       python3 tests-web/bench_returning.py [--binary PATH] [--runs 5]
Everything runs on 127.0.0.1 against servers this script starts and stops by their PID.
"""
import argparse
import hashlib
import os
import pathlib
import shutil
import statistics
import subprocess
import tempfile
import zlib

from playwright.sync_api import sync_playwright

from bench_first_load import PROBE, PROFILES
from test_dictionary import MODULE_FILES, App, Wire, module_path, module_timing, sha256_base64, wait_for_the_dictionary

ROOT = pathlib.Path(__file__).resolve().parent.parent
CHROMIUM = "/usr/bin/chromium"
STORE = ROOT / "scripts" / "wasm" / "shipped"


def shipped_module(folder):
    """The newest kept version of the module, with its Brotli copy and sum, and today's Unicode data beside it."""
    name, dictionary_id = next(line.split()[:2] for line in (STORE / "versions.txt").read_text().splitlines()
                               if line.startswith("TextInputWeb.wasm "))
    brotli = (STORE / f"{name}.{dictionary_id}.br").read_bytes()
    module = subprocess.run(["brotli", "-d", "-c"], input=brotli, capture_output=True, check=True).stdout
    folder.mkdir()
    (folder / "TextInputWeb.wasm").write_bytes(module)
    (folder / "TextInputWeb.wasm.br").write_bytes(brotli)
    (folder / "TextInputWeb.wasm.br.sum").write_text("%08x %d\n" % (zlib.crc32(module), len(module)))
    for file in MODULE_FILES:
        if file.startswith("TextInputWeb-unicode"):
            shutil.copyfile(ROOT / ".build/wasm" / file, folder / file)
    return module


def todays_build(folder, differences=True):
    folder.mkdir()
    for file in (ROOT / ".build/wasm").iterdir():
        if file.name.startswith("TextInputWeb.wasm") or file.name.startswith("TextInputWeb-"):   # parts, Unicode data
            if differences or ".dcz" not in file.name:
                shutil.copyfile(file, folder / file.name)


def load(browser, url, conditions, context=None):
    """Loads the page (throttled when `conditions`) in `context` or a new one: (ready ms, module bytes on the wire,
    Content-Encoding)."""
    own = context is None
    context = context or browser.new_context(viewport={"width": 1100, "height": 900})
    page = context.new_page()
    page.add_init_script(PROBE)
    wire = Wire(context, page)
    if conditions:
        wire.session.send("Network.emulateNetworkConditions", conditions)
    page.goto(url, wait_until="commit")
    page.wait_for_selector("form[data-live=ready]", timeout=60_000)
    ready = page.evaluate("() => window.__tik.ready")
    path = module_path(page)
    _, received, _ = wire.request(page, path)
    encoded = module_timing(page, path)[0]
    page.close()
    if own:
        context.close()
    return ready, encoded, received.get("content-encoding")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=str(ROOT / ".build/release/textinput-gallery"))
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    os.environ["TIK_GALLERY_BIN"] = args.binary
    with tempfile.TemporaryDirectory() as work, sync_playwright() as playwright:
        work = pathlib.Path(work)
        old = shipped_module(work / "a")
        todays_build(work / "b")
        todays_build(work / "b-plain", differences=False)
        browser = playwright.chromium.launch(executable_path=CHROMIUM)
        server = App("textinput-gallery", None)
        print(f"upgrade from {hashlib.sha256(old).hexdigest()[:16]} ({len(old):,} B) to today's module, "
              f"{args.runs} runs per profile, New Customer Profile (/p/form)")
        print("| profile | visitor | core ready (median) | module on the wire | encoding |")
        print("| --- | --- | ---: | ---: | --- |")
        try:
            for name, conditions in PROFILES.items():
                rows = {"returning": [], "returning, server without differences": [], "first visit": []}
                for _ in range(args.runs):
                    for visitor, build in (("returning", "b"), ("returning, server without differences", "b-plain")):
                        url = server.start(work / "a" / "TextInputWeb.wasm")
                        context = browser.new_context(viewport={"width": 1100, "height": 900})
                        page = context.new_page()
                        page.on("pageerror", lambda error: None)   # today's script may not start the old module
                        wire = Wire(context, page)
                        page.goto(url + "/p/form")
                        page.wait_for_function("() => performance.getEntriesByType('resource')"
                                               ".some(e => e.name.endsWith('.wasm') && e.responseEnd > 0)")
                        wait_for_the_dictionary(page, wire, url, sha256_base64(old))
                        page.close()
                        server.stop()
                        server.start(work / build / "TextInputWeb.wasm", port=int(url.rsplit(":", 1)[1]))
                        rows[visitor].append(load(browser, url + "/p/form", conditions, context))
                        context.close()
                        if build == "b":
                            rows["first visit"].append(load(browser, url + "/p/form", conditions))
                        server.stop()
                for visitor, results in rows.items():
                    print(f"| {name} | {visitor} | {statistics.median(r[0] for r in results) / 1000:.2f} s | "
                          f"{statistics.median(r[1] for r in results):,.0f} B | {', '.join(sorted({str(r[2]) for r in results}))} |")
        finally:
            server.stop()
            browser.close()


if __name__ == "__main__":
    main()
