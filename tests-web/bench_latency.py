#!/usr/bin/env python3
"""Latency as a user feels it, page weight and time to interactive of the gallery (a benchmark, not a test; the
README's test command does not run it).

1. Keydown to visible: real key events in Chromium (Playwright, Debian's chromium), typed at 12 keys a second through
   a loopback proxy that delays every byte by half the round trip each way (0, 80 and 300 ms round trips), into a
   plain field, the phone mask, a currency field and a note, and into a native <input> added to the same page. A
   sample is the time from the keydown event to the first animation frame that sees the new value; p50 and p99 per
   field and round trip, and whether the final value is right.
2. Page weight: the HTML of a page, the stylesheet, the script and the WebAssembly module, as sent and gzip -9.
3. Time to interactive on a loopback load: from navigation start to the form's core being ready
   (form[data-live=ready]), the first load in a new browser context and a reload with the assets cached.

Usage: swift build -c release --product textinput-gallery && bash scripts/build-wasm.sh
       python3 tests-web/bench_latency.py [--binary PATH] [--keystrokes 120]
Everything runs on 127.0.0.1 against a server and proxies this script starts and stops.
"""
import argparse
import asyncio
import gzip
import pathlib
import statistics
import subprocess
import sys
import threading
import time
import urllib.request

from playwright.sync_api import sync_playwright

ROOT = pathlib.Path(__file__).resolve().parent.parent
CHROMIUM = "/usr/bin/chromium"


def start_server(binary):
    process = subprocess.Popen([binary, "--port", "0", "--no-build-wasm", "--wasm", str(ROOT / ".build/wasm/TextInputWeb.wasm")],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    line = process.stdout.readline()
    if "http://" not in line:
        process.kill()
        raise SystemExit(f"the server did not start: {line!r}")
    return process, line.split()[-1].rstrip("/")


class DelayProxy:
    """A TCP proxy on 127.0.0.1 that delivers every chunk `one_way` seconds after it arrived, in order.

    With `down_bps` and `up_bps` (bits per second) it is a link, not only a delay: the bytes of every connection in
    one direction share that rate (a chunk leaves when the link is free and the ones before it have left, and
    arrives `one_way` later), and a new connection's first bytes wait one round trip (TCP's handshake), so that
    connection set-up counts as on a real slow network (tests-web/bench_first_load.py --proxy, #45 item 4)."""

    def __init__(self, target_port, round_trip_ms, down_bps=None, up_bps=None):
        self.target_port = target_port
        self.one_way = round_trip_ms / 2000
        self.rates = {"down": down_bps / 8 if down_bps else None, "up": up_bps / 8 if up_bps else None}
        self.free_at = {"down": 0.0, "up": 0.0}
        self.connections = 0
        self.loop = asyncio.new_event_loop()
        self.port = None
        ready = threading.Event()
        self.thread = threading.Thread(target=self._run, args=(ready,), daemon=True)
        self.thread.start()
        ready.wait()

    def _run(self, ready):
        asyncio.set_event_loop(self.loop)
        server = self.loop.run_until_complete(asyncio.start_server(self._connection, "127.0.0.1", 0))
        self.port = server.sockets[0].getsockname()[1]
        ready.set()
        self.loop.run_forever()

    def _due(self, direction, size):
        """When a chunk of `size` bytes read now arrives at the other end."""
        now = self.loop.time()
        rate = self.rates[direction]
        if rate is None:
            return now + self.one_way
        self.free_at[direction] = max(now, self.free_at[direction]) + size / rate
        return self.free_at[direction] + self.one_way

    async def _pipe(self, reader, writer, direction="down"):
        queue = asyncio.Queue()

        async def deliver():
            while True:
                due, chunk = await queue.get()
                if chunk is None:
                    break
                await asyncio.sleep(max(0, due - self.loop.time()))
                writer.write(chunk)
                await writer.drain()
            writer.close()

        task = asyncio.ensure_future(deliver())
        try:
            while True:
                chunk = await reader.read(65536 if self.rates[direction] is None else 4096)
                await queue.put((self._due(direction, len(chunk)), chunk or None))
                if not chunk:
                    break
        except ConnectionError:
            await queue.put((0, None))
        await task

    async def _connection(self, client_reader, client_writer):
        self.connections += 1
        if self.rates["down"] is not None:
            await asyncio.sleep(2 * self.one_way)  # the handshake's round trip before the first byte goes out
        try:
            server_reader, server_writer = await asyncio.open_connection("127.0.0.1", self.target_port)
        except OSError:
            client_writer.close()
            return
        await asyncio.gather(self._pipe(client_reader, server_writer, "up"), self._pipe(server_reader, client_writer, "down"),
                             return_exceptions=True)

    def close(self):
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(timeout=5)


INSTRUMENT = """() => {
  window.__samples = [];
  document.addEventListener('keydown', (event) => {
    const target = event.target;
    if (!('value' in target)) { return; }
    const started = performance.now();
    const before = target.value;
    const check = () => {
      if (target.value !== before) { window.__samples.push(performance.now() - started); return; }
      if (performance.now() - started < 5000) { requestAnimationFrame(check); }
    };
    requestAnimationFrame(check);
  }, true);
  const native = document.createElement('input');
  native.id = 'bench-native';
  native.setAttribute('aria-label', 'Native input');
  document.querySelector('main').appendChild(native);
}"""

# (label, page, field id, keys typed in pairs with Backspace, the final text typed afterwards, its expected value)
FIELDS = [
    ("plain", "simple", "name", "abcdefghij", "Ada", "Ada"),
    ("phone mask", "grouped", "phone", "1234567890", "5551234567", "(555) 123-4567"),
    ("currency", "currency", "amount-usd", "1234567890", "1234", "$1,234.00"),
    ("note", "note", "note-enabled", "abcdefghij", "Line", "Line"),
]


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def measure(page, base, page_id, selector, keys, count, final_text, expected):
    page.goto(f"{base}/p/{page_id}?layout=expanded")
    page.wait_for_selector("form[data-live=ready]")
    page.evaluate(INSTRUMENT)
    element = page.locator(selector)
    element.click()
    page.keyboard.press("Control+a")
    page.keyboard.press("Backspace")
    # Warm-up: the first frames after a page load and a click are scheduled late for native inputs too.
    for key in (keys[0], "Backspace", keys[1], "Backspace"):
        page.keyboard.press(key)
        page.wait_for_timeout(1000 / 12)
    page.wait_for_timeout(100)
    page.evaluate("() => { window.__samples = []; }")
    for index in range(count):
        key = keys[(index // 2) % len(keys)] if index % 2 == 0 else "Backspace"
        page.keyboard.press(key)
        page.wait_for_timeout(1000 / 12)
    page.wait_for_timeout(200)
    samples = page.evaluate("() => window.__samples")
    page.keyboard.type(final_text, delay=1000 / 12)
    if selector != "#bench-native":
        page.locator("h1").click()
    page.wait_for_timeout(100)
    value = element.input_value()
    return samples, value == expected, value


def latency(binary, count):
    process, url = start_server(binary)
    port = int(url.rsplit(":", 1)[1])
    rows = []
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM)
            for round_trip in (0, 80, 300):
                proxy = DelayProxy(port, round_trip)
                base = f"http://127.0.0.1:{proxy.port}"
                try:
                    context = browser.new_context(viewport={"width": 1100, "height": 900})
                    page = context.new_page()
                    for label, page_id, field, keys, final_text, expected in FIELDS:
                        ours, right, value = measure(page, base, page_id, f"#tik-i-{field}", keys, count, final_text, expected)
                        native, _, _ = measure(page, base, page_id, "#bench-native", keys, count, final_text, final_text)
                        rows.append((round_trip, label, ours, native, right, value))
                    context.close()
                finally:
                    proxy.close()
            browser.close()
    finally:
        process.terminate()
        process.wait(timeout=10)
    print("| round trip | field | TextInputKit p50 / p99 | native <input> p50 / p99 | p99 gap | final value |")
    print("| ---: | --- | ---: | ---: | ---: | --- |")
    for round_trip, label, ours, native, right, value in rows:
        gap = percentile(ours, 0.99) - percentile(native, 0.99)
        print(f"| {round_trip} ms | {label} | {statistics.median(ours):.1f} / {percentile(ours, 0.99):.1f} ms | "
              f"{statistics.median(native):.1f} / {percentile(native, 0.99):.1f} ms | {gap:+.1f} ms | "
              f"{'right' if right else 'WRONG: ' + repr(value)} |")


def weight_and_interactive(binary, loads):
    process, url = start_server(binary)
    try:
        html = urllib.request.urlopen(url + "/p/form").read()
        text = html.decode()
        parts = [("HTML (form page)", html)]
        for label, marker in (("CSS", 'rel="stylesheet" href="'), ("JS", '<script src="'), ("wasm", 'data-wasm="')):
            start = text.index(marker) + len(marker)
            parts.append((label, urllib.request.urlopen(url + text[start:text.index('"', start)]).read()))
        print("| part | bytes | gzip -9 |")
        print("| --- | ---: | ---: |")
        for label, body in parts:
            print(f"| {label} | {len(body):,} | {len(gzip.compress(body, 9)):,} |")
        total = sum(len(body) for _, body in parts)
        total_gzip = sum(len(gzip.compress(body, 9)) for _, body in parts)
        print(f"| total | {total:,} | {total_gzip:,} |")

        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM)
            first, cached = [], []
            ready = "() => { const f = document.querySelector('form[data-tik-spec]'); return f && f.dataset.live === 'ready'; }"
            stamp = "() => performance.now()"
            for _ in range(loads):
                context = browser.new_context()
                page = context.new_page()
                page.goto(url + "/p/form")
                page.wait_for_function(ready, polling="raf")
                first.append(page.evaluate(stamp))
                page.reload()
                page.wait_for_function(ready, polling="raf")
                cached.append(page.evaluate(stamp))
                context.close()
            browser.close()
        print(f"time to interactive (navigation start to form[data-live=ready], {loads} loads): first load p50 "
              f"{statistics.median(first):.0f} ms (max {max(first):.0f}), reload with cached assets p50 "
              f"{statistics.median(cached):.0f} ms (max {max(cached):.0f})")
    finally:
        process.terminate()
        process.wait(timeout=10)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=str(ROOT / ".build/release/textinput-gallery"))
    parser.add_argument("--keystrokes", type=int, default=120)
    parser.add_argument("--loads", type=int, default=10)
    arguments = parser.parse_args()
    if arguments.loads > 0:
        weight_and_interactive(arguments.binary, arguments.loads)
    latency(arguments.binary, arguments.keystrokes)


if __name__ == "__main__":
    sys.exit(main())
