#!/usr/bin/env python3
"""First load as a user feels it (#25; a benchmark, not a test: the README's test command does not run it).

The gallery's New Customer Profile page in Debian's Chromium, throttled with CDP's Network.emulateNetworkConditions
and the cache disabled, at three profiles: loopback, slow 4G (1.6 Mbps down, 750 kbps up, 150 ms latency) and 3G
(750 kbps down, 250 kbps up, 300 ms). As soon as the First Name input exists, real keys type "Jane" into it, then
"5551234567" into Phone, 60 ms apart. Per key: keydown to visible, measured in the page (a capturing keydown
listener, then the first animation frame that sees the input's new value). Per run: the first contentful paint and when the form's
core was ready (form[data-live=ready], both from navigation start), when every piece the form's own fields use had arrived (its parts
and phone tables, #45), the final values, and the module's transfer size.

With --proxy the same profiles come from a loopback proxy instead (bench_latency.DelayProxy: one-way delay per
chunk, the rate shared by all connections, a round trip per new connection), so connection set-up counts (#45).

Usage: swift build -c release --product textinput-gallery && bash scripts/build-wasm.sh
       python3 tests-web/bench_first_load.py [--binary PATH] [--runs 3] [--page simple] [--proxy]
Everything runs on 127.0.0.1 against a server this script starts and stops.
"""
import argparse
import pathlib
import statistics

from playwright.sync_api import sync_playwright

from bench_latency import DelayProxy, start_server

ROOT = pathlib.Path(__file__).resolve().parent.parent
CHROMIUM = "/usr/bin/chromium"
PROFILES = {
    "loopback": None,
    "slow 4G": {"offline": False, "latency": 150, "downloadThroughput": 1_600_000 / 8, "uploadThroughput": 750_000 / 8},
    "3G": {"offline": False, "latency": 300, "downloadThroughput": 750_000 / 8, "uploadThroughput": 250_000 / 8},
}
EXPECTED = {"first-name": "Jane", "phone": "(555) 123-4567"}

# Runs before the page's own scripts: records keydown-to-visible per key and when the form became ready.
PROBE = """
window.__tik = {keys: [], ready: null};
document.addEventListener('keydown', (e) => {
  const start = performance.now();
  const input = e.target;
  if (!input || !('value' in input)) { return; }
  const before = input.value;
  const look = () => {
    if (input.value !== before) { window.__tik.keys.push([e.key, performance.now() - start]); return; }
    if (performance.now() - start > 20000) { window.__tik.keys.push([e.key, -1]); return; }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}, true);
new MutationObserver(() => {
  const form = document.querySelector('form[data-tik-spec]');
  if (form && form.dataset.live === 'ready' && window.__tik.ready === null) { window.__tik.ready = performance.now(); }
}).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-live']});
"""


# The addresses of the pieces the page's forms' own fields use (their parts and phone tables).
OWN_PIECES = """() => {
  const own = new Set();
  for (const form of document.querySelectorAll('form[data-tik-spec]')) {
    const listed = (form.getAttribute('data-parts') || '').split(' ').filter(Boolean);
    const urls = {};
    for (let k = 0; k + 1 < listed.length; k += 2) { urls[listed[k]] = listed[k + 1]; }
    for (const n of ((form.getAttribute('data-early') || '') + ' ' + (form.getAttribute('data-soon') || '')).split(' ')) {
      if (urls[n]) { own.add(urls[n]); }
    }
    for (const name of ['data-phone', 'data-phone-all']) { if (form.getAttribute(name)) { own.add(form.getAttribute(name)); } }
  }
  return [...own];
}"""


def run(browser, url, conditions, page_name, quiet=False):
    context = browser.new_context(viewport={"width": 1100, "height": 900})
    page = context.new_page()
    page.add_init_script(PROBE)
    session = context.new_cdp_session(page)
    session.send("Network.enable")
    session.send("Network.setCacheDisabled", {"cacheDisabled": True})
    if conditions:
        session.send("Network.emulateNetworkConditions", conditions)
    module_bytes = []
    def finished(request):
        # The module and its parts; a part that finishes as the page closes is left out.
        if request.url.endswith(".wasm"):
            try:
                module_bytes.append(request.sizes()["responseBodySize"])
            except Exception:
                pass
    page.on("requestfinished", finished)
    page.goto(url + "/p/" + page_name, wait_until="commit")
    typing = page_name == "form" and not quiet
    if typing:
        page.wait_for_selector("#tik-i-first-name", state="attached", timeout=60_000)
        page.locator("#tik-i-first-name").click()
        page.keyboard.type("Jane", delay=60)
        page.locator("#tik-i-phone").click()
        page.keyboard.type("5551234567", delay=60)
    page.wait_for_selector("form[data-live=ready]", timeout=60_000)
    if typing:
        page.wait_for_function("() => window.__tik.keys.length >= 14", timeout=30_000)
    # When every piece the form's own fields use had arrived: its parts before and right after ready (data-early,
    # data-soon) and its phone tables, one calling code's and the whole (#45 item 4: within 2 s on slow 4G).
    own = page.evaluate(OWN_PIECES)
    page.wait_for_function("""(own) => own.every(u => performance.getEntriesByType('resource')
        .some(e => e.name.endsWith(u) && e.responseEnd > 0))""", arg=own, timeout=60_000)
    own_by = page.evaluate("""(own) => Math.max(0, ...performance.getEntriesByType('resource')
        .filter(e => own.some(u => e.name.endsWith(u))).map(e => e.responseEnd))""", own)
    probe = page.evaluate("() => window.__tik")
    # First contentful paint: from then the form shows and takes keys natively (typable from first paint).
    paint = page.evaluate("() => (performance.getEntriesByName('first-contentful-paint')[0] || {startTime: -1}).startTime")
    # What the page fetched before it was ready, and when (Resource Timing; transfer sizes as sent, compressed).
    loads = page.evaluate("""() => [performance.getEntriesByType('navigation')[0],
                                      ...performance.getEntriesByType('resource')].map(e => ({
        name: e.name.split('/').pop().split('?')[0] || 'page', start: e.startTime, end: e.responseEnd,
        bytes: e.transferSize || e.encodedBodySize}))""")
    values = {name: page.locator(f"#tik-i-{name}").input_value() for name in EXPECTED} if typing else EXPECTED
    context.close()
    delays = [delay for _, delay in probe["keys"]]
    # Bytes fetched before ready: every response that ended by then, the page itself aside (the budgets of #45).
    before = sum(load["bytes"] for load in loads[1:] if load["end"] <= probe["ready"])
    return {"ready": probe["ready"], "delays": delays or [0.0], "values": values, "module": sum(module_bytes),
            "loads": loads, "before": before, "own": own_by, "paint": paint}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=str(ROOT / ".build/release/textinput-gallery"))
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--page", default="form", help="the gallery page: form (New Customer Profile, typed into "
                        "during the load) or another, such as simple (Simple Property Form Cell), loaded only")
    parser.add_argument("--quiet", action="store_true", help="type nothing while the New Customer Profile loads")
    parser.add_argument("--proxy", action="store_true", help="throttle with a loopback proxy that delays and "
                        "rate-limits the bytes of all connections and makes each connection's set-up cost a round "
                        "trip (bench_latency.DelayProxy), instead of CDP's emulation")
    args = parser.parse_args()
    server, url = start_server(args.binary)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM)
            print(f"/p/{args.page}, {args.runs} runs per profile" + (", through the loopback proxy" if args.proxy else ", CDP throttling"))
            print("| profile | first paint | core ready (median of runs) | own pieces by | key visible p50 | key visible max | keys lost | final values | module sent | fetched before ready |")
            print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: |")
            waterfalls = []
            for name, conditions in PROFILES.items():
                proxy = None
                if args.proxy and conditions:
                    port = int(url.rsplit(":", 1)[1])
                    proxy = DelayProxy(port, conditions["latency"], conditions["downloadThroughput"] * 8,
                                       conditions["uploadThroughput"] * 8)
                    results = [run(browser, f"http://127.0.0.1:{proxy.port}", None, args.page, args.quiet) for _ in range(args.runs)]
                    proxy.close()
                else:
                    results = [run(browser, url, conditions, args.page, args.quiet) for _ in range(args.runs)]
                waterfalls.append((name, results))
                ready = statistics.median(r["ready"] for r in results)
                delays = [d for r in results for d in r["delays"] if d >= 0]
                lost = sum(1 for r in results for d in r["delays"] if d < 0)
                right = all(r["values"] == EXPECTED for r in results)
                own = statistics.median(r["own"] for r in results)
                paint = statistics.median(r["paint"] for r in results)
                print(f"| {name} | {paint / 1000:.2f} s | {ready / 1000:.2f} s | {own / 1000:.2f} s | {statistics.median(delays):.1f} ms | {max(delays):.1f} ms | {lost} | "
                      f"{'right' if right else [r['values'] for r in results]} | {results[0]['module'] / 1000:.0f} KB | "
                      f"{statistics.median(r['before'] for r in results):,.0f} B |")
            print()
            print("What each profile's first run fetched before the core was ready (start and end from navigation):")
            for name, results in waterfalls:
                print(f"- {name}: " + "; ".join(
                    f"{load['name'][:24]} {load['bytes'] / 1000:.1f} KB {load['start'] / 1000:.2f}-{load['end'] / 1000:.2f} s"
                    for load in results[0]["loads"] if load["start"] <= results[0]["ready"]))
            browser.close()
    finally:
        server.terminate()
        server.wait(timeout=10)


if __name__ == "__main__":
    main()
