#!/usr/bin/env python3
"""Benchmarks of the web gallery (not tests; the README's test command does not run them).

1. Keystroke round trip in Chromium: from the keydown event to the DOM with the server's answer applied, for single
   keystrokes (type a letter, delete it) on the simple page; p50 and p99. Also with Chromium's frame rate unlimited,
   and the same intents sent by page script with no input event (the network path and the server alone).
2. Keystrokes per second sustained: pipelined insert intents on raw WebSocket connections, one session and eight.
3. Sessions one process holds and memory per session: opens N WebSocket sessions (hello received), reads the
   server's resident set size before and after, then again after every session edited a field; on pages of 2, 4
   and 8 fields, to separate the connection's cost from the session state's.

Usage: swift build -c release --product textinput-gallery
       python3 tests-web/bench_web.py [--binary PATH] [--keystrokes 1000] [--sessions 10000]
Everything runs on 127.0.0.1 against servers this script starts and stops.
"""
import argparse
import base64
import json
import os
import pathlib
import resource
import selectors
import socket
import statistics
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent


def start_server(binary, *extra):
    def raise_limits():
        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    process = subprocess.Popen([binary, "--port", "0", *extra], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                               text=True, preexec_fn=raise_limits)
    line = process.stdout.readline()
    if "http://" not in line:
        process.kill()
        raise SystemExit(f"the server did not start: {line!r}")
    url = line.split()[-1].rstrip("/")
    return process, url


def stop_server(process):
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()


def rss_kib(pid):
    for line in pathlib.Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


# --- A minimal WebSocket client (RFC 6455) on the standard library ------------------------------------------

class Socket:
    def __init__(self, host, port, path):
        self.sock = socket.create_connection((host, port))
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\n"
                           f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        self.buffer = b""
        while b"\r\n\r\n" not in self.buffer:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise ConnectionError("closed during the handshake")
            self.buffer += chunk
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise ConnectionError(head.split(b"\r\n")[0].decode())

    @staticmethod
    def frame(text):
        payload = text.encode()
        mask = os.urandom(4)
        header = bytes([0x81])
        length = len(payload)
        if length < 126:
            header += bytes([0x80 | length])
        elif length < 65536:
            header += bytes([0x80 | 126]) + length.to_bytes(2, "big")
        else:
            header += bytes([0x80 | 127]) + length.to_bytes(8, "big")
        return header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))

    def send(self, text):
        self.sock.sendall(self.frame(text))

    def messages(self):
        """Complete text messages in the buffer."""
        out = []
        while len(self.buffer) >= 2:
            length = self.buffer[1] & 0x7F
            offset = 2
            if length == 126:
                if len(self.buffer) < 4:
                    break
                length = int.from_bytes(self.buffer[2:4], "big")
                offset = 4
            elif length == 127:
                if len(self.buffer) < 10:
                    break
                length = int.from_bytes(self.buffer[2:10], "big")
                offset = 10
            if len(self.buffer) < offset + length:
                break
            opcode = self.buffer[0] & 0x0F
            payload = self.buffer[offset:offset + length]
            self.buffer = self.buffer[offset + length:]
            if opcode == 1:
                out.append(payload.decode())
        return out

    def receive(self):
        while True:
            found = self.messages()
            if found:
                return found
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("closed")
            self.buffer += chunk


# --- 1. Round trip in the browser ----------------------------------------------------------------------------

INSTRUMENT = """() => {
  const form = document.querySelector('form[data-tik-spec]');
  window.__tikSamples = [];
  let started = null;
  document.addEventListener('keydown', () => { started = performance.now(); }, true);
  new MutationObserver(() => {
    if (started !== null && form.dataset.seq === form.dataset.sent) {
      window.__tikSamples.push(performance.now() - started);
      started = null;
    }
  }).observe(form, { attributes: true, attributeFilter: ['data-seq'] });
}"""


SOCKET_LOOP = """async (count) => {
  const url = new URL('/ws?page=simple', location.href); url.protocol = 'ws:';
  const ws = new WebSocket(url.href);
  const samples = [];
  let next = null;
  ws.addEventListener('message', () => { if (next) { next(); } });
  await new Promise(resolve => { next = resolve; });
  for (let s = 1; s <= count; s++) {
    const started = performance.now();
    await new Promise(resolve => {
      next = resolve;
      ws.send(JSON.stringify(s % 2 ? {s, t: 'insert', f: 0, text: 'a'} : {s, t: 'delete', f: 0, back: true}));
    });
    samples.push(performance.now() - started);
  }
  ws.close();
  return samples;
}"""


def socket_loop(url, count):
    """The same intents sent from page script without input events: the browser's network path and the server."""
    from playwright.sync_api import sync_playwright
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium")
        page = browser.new_page()
        page.goto(url + "/p/simple")
        page.wait_for_selector("form[data-live=ready]")
        samples = page.evaluate(SOCKET_LOOP, count)
        browser.close()
    return samples


def round_trip(url, keystrokes, arguments=()):
    from playwright.sync_api import sync_playwright
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=list(arguments))
        page = browser.new_page()
        page.goto(url + "/p/simple")
        page.wait_for_selector("form[data-live=ready]")
        page.locator("#tik-i-name").click()
        page.wait_for_function("() => { const f = document.querySelector('form'); return f.dataset.sent === f.dataset.seq; }")
        page.evaluate(INSTRUMENT)
        settled = "() => { const f = document.querySelector('form'); return f.dataset.sent === f.dataset.seq; }"
        for index in range(keystrokes):
            page.keyboard.press("a" if index % 2 == 0 else "Backspace")
            page.wait_for_function(settled, polling="raf", timeout=10_000)
            if (index + 1) % 200 == 0:
                print(f"  {index + 1} keystrokes", file=sys.stderr, flush=True)
        samples = page.evaluate("() => window.__tikSamples")
        browser.close()
    return samples


# --- 2. Keystrokes per second --------------------------------------------------------------------------------

def throughput(url, sessions, per_session, window=64):
    host, port = url.split("//")[1].split(":")
    port = int(port)
    clients = [Socket(host, port, "/ws?page=simple&locale=en_US&layout=expanded") for _ in range(sessions)]
    for client in clients:
        client.receive()  # hello
        client.send(json.dumps({"s": 1, "event": "focus", "field": 0}))
        client.receive()
    state = [{"sent": 1, "answered": 1} for _ in clients]
    started = time.perf_counter()
    selector = selectors.DefaultSelector()
    for number, client in enumerate(clients):
        selector.register(client.sock, selectors.EVENT_READ, number)

    def top_up(number):
        client, record = clients[number], state[number]
        while record["sent"] - record["answered"] < window and record["sent"] < per_session + 1:
            record["sent"] += 1
            # Type a letter, delete it: the text stays short, every message is a keystroke.
            if record["sent"] % 2 == 0:
                client.send(json.dumps({"s": record["sent"], "event": "type", "field": 0, "text": "a"}))
            else:
                client.send(json.dumps({"s": record["sent"], "event": "backspace", "field": 0}))

    for number in range(len(clients)):
        top_up(number)
    remaining = len(clients)
    while remaining:
        for key, _ in selector.select(timeout=10):
            number = key.data
            client, record = clients[number], state[number]
            chunk = client.sock.recv(1 << 20)
            if not chunk:
                raise ConnectionError("a session was closed during the throughput run")
            client.buffer += chunk
            record["answered"] += len(client.messages())
            if record["answered"] >= per_session + 1:
                selector.unregister(client.sock)
                remaining -= 1
            else:
                top_up(number)
    elapsed = time.perf_counter() - started
    for client in clients:
        client.sock.close()
    return sessions * per_session / elapsed


# --- 3. Sessions and memory ----------------------------------------------------------------------------------

def sessions_and_memory(binary, count, page="form"):
    process, url = start_server(binary, "--max-sessions", str(count + 100))
    host, port = url.split("//")[1].split(":")
    port = int(port)
    try:
        # Warm the page model and the server's own allocations with a few sessions first.
        warm = [Socket(host, port, f"/ws?page={page}&locale=en_US&layout=expanded") for _ in range(20)]
        for client in warm:
            client.receive()
        for client in warm:
            client.sock.close()
        time.sleep(1)
        before = rss_kib(process.pid)
        clients = []
        started = time.perf_counter()
        for _ in range(count):
            client = Socket(host, port, f"/ws?page={page}&locale=en_US&layout=expanded")
            client.receive()
            clients.append(client)
        opened = time.perf_counter() - started
        time.sleep(1)
        idle = rss_kib(process.pid)
        for client in clients:
            client.send(json.dumps({"s": 1, "event": "type", "field": 0, "text": "J"}))
        for client in clients:
            client.receive()
        time.sleep(1)
        edited = rss_kib(process.pid)
        for client in clients:
            client.sock.close()
    finally:
        stop_server(process)
    return {"sessions": count, "open_seconds": opened, "rss_before_kib": before, "rss_idle_kib": idle,
            "rss_edited_kib": edited, "idle_per_session_kib": (idle - before) / count,
            "edited_per_session_kib": (edited - before) / count}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=str(ROOT / ".build/release/textinput-gallery"))
    parser.add_argument("--keystrokes", type=int, default=1000)
    parser.add_argument("--sessions", type=int, default=10000)
    parser.add_argument("--throughput-messages", type=int, default=20000)
    arguments = parser.parse_args()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))

    # The page-script loop sends about a thousand messages a second, above the default limit of 200.
    process, url = start_server(arguments.binary, "--rate", "100000")
    try:
        runs = [
            ("real keys, headless Chromium", round_trip(url, arguments.keystrokes)),
            ("real keys, --disable-gpu-vsync --disable-frame-rate-limit",
             round_trip(url, arguments.keystrokes, ["--disable-gpu-vsync", "--disable-frame-rate-limit"])),
            ("page script, no input events", socket_loop(url, arguments.keystrokes)),
        ]
    finally:
        stop_server(process)
    for name, samples in runs:
        print(f"round trip, {name}, {len(samples)} keystrokes: p50 {statistics.median(samples):.2f} ms, "
              f"p99 {percentile(samples, 0.99):.2f} ms, max {max(samples):.2f} ms")

    process, url = start_server(arguments.binary, "--rate", "1000000")
    try:
        one = throughput(url, 1, arguments.throughput_messages)
        eight = throughput(url, 8, arguments.throughput_messages // 8)
    finally:
        stop_server(process)
    print(f"keystrokes per second: {one:,.0f} on one session, {eight:,.0f} over eight sessions")

    for page in ("title", "simple"):
        small = sessions_and_memory(arguments.binary, min(arguments.sessions, 4000), page)
        print(f"memory on the {page} page ({small['sessions']} sessions): {small['idle_per_session_kib']:.1f} KiB per open "
              f"session, {small['edited_per_session_kib']:.1f} KiB per edited session")
    memory = sessions_and_memory(arguments.binary, arguments.sessions)
    print(f"form page: sessions held: {memory['sessions']} (opened in {memory['open_seconds']:.1f} s); RSS {memory['rss_before_kib']} KiB "
          f"before, {memory['rss_idle_kib']} KiB open, {memory['rss_edited_kib']} KiB after one edit each; "
          f"{memory['idle_per_session_kib']:.1f} KiB per open session, {memory['edited_per_session_kib']:.1f} KiB per edited session")


if __name__ == "__main__":
    sys.exit(main())
