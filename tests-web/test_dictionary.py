"""Returning visitors after an upgrade download a difference (#45 item 5, docs/wasm.md "Returning visitors download a
difference"): Compression Dictionary Transport in Chromium, through both integrations' asset routes.

A server serves build A of the page's module; Chromium loads a page with a live form and keeps A as a dictionary
(`Use-As-Dictionary`). The server restarts on the same port (the same origin, so the same browser context keeps its
cache and its dictionaries) with build B: A with a custom section of 8 KB inserted at its start, a valid module with
another address, whose difference against A is written by scripts/wasm/dictionaries.py, the function the build uses.
The reload fetches B with `Available-Dictionary` naming A and gets `Content-Encoding: dcz`: the bytes that came over
the wire (CDP and Resource Timing) are the difference's, not the Brotli copy's, and the page works (ready, and a phone
number typed is formatted). A context that never had A gets today's Brotli. Also here: dictionaries.py's bookkeeping
of shipped versions, on temporary folders. zstd and brotli (Debian) are needed: skipped with the reason where one is
missing, failing under CI."""
import base64
import hashlib
import os
import pathlib
import random
import re
import shutil
import subprocess
import tempfile
import time
import zlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
DICTIONARIES = ROOT / "scripts" / "wasm" / "dictionaries.py"
BUILD = ROOT / ".build" / "wasm"
MODULE_FILES = ["TextInputWeb.wasm", "TextInputWeb.wasm.br", "TextInputWeb.wasm.br.sum", "TextInputWeb.wasm.gz",
                "TextInputWeb-unicode.bin", "TextInputWeb-unicode.bin.br", "TextInputWeb-unicode.bin.br.sum",
                "TextInputWeb-unicode.bin.gz"]
# The module's parts beside it (docs/wasm.md, "The parts"), served with it.
if (BUILD / "TextInputWeb-parts.txt").exists():
    MODULE_FILES.append("TextInputWeb-parts.txt")
    for _line in (BUILD / "TextInputWeb-parts.txt").read_text().splitlines():
        _part = f"TextInputWeb-{_line.split(' ')[1]}.wasm"
        MODULE_FILES += [_part, _part + ".br", _part + ".br.sum", _part + ".gz"]
APPS = {"textinput-gallery": "TIK_GALLERY_BIN", "textinput-customers-vapor": "TIK_CUSTOMERS_VAPOR_BIN"}


def require_tools():
    for tool in ("zstd", "brotli"):
        if shutil.which(tool) is None:
            reason = f"{tool} is missing (Debian's {tool}; bash scripts/build-wasm.sh installs it)"
            if os.environ.get("CI"):
                pytest.fail(reason)
            pytest.skip(reason)


def dictionaries(*arguments):
    return subprocess.run(["python3", str(DICTIONARIES), *map(str, arguments)], capture_output=True, text=True,
                          check=True).stdout


def sha256_base64(data):
    return base64.b64encode(hashlib.sha256(data).digest()).decode()


def with_custom_section(module, payload):
    """`module` with a custom section named tik-test-build holding `payload` inserted after its header: a valid
    module whose code is A's, but whose bytes differ from the ninth on."""
    def leb128(value):
        out = bytearray()
        while True:
            byte, value = value & 0x7F, value >> 7
            out.append(byte | (0x80 if value else 0))
            if not value:
                return bytes(out)
    name = b"tik-test-build"
    content = leb128(len(name)) + name + payload
    return module[:8] + b"\x00" + leb128(len(content)) + content + module[8:]


def write_build_b(folder_a, folder_b):
    """Build B beside A: A's files with the module changed, its Brotli copy and sum (as build-wasm.sh writes them),
    and its difference against A from dictionaries.py. Returns (B's bytes, the delta's path)."""
    folder_b.mkdir()
    for name in MODULE_FILES:
        if name.startswith("TextInputWeb-"):   # the Unicode data and the parts
            shutil.copyfile(folder_a / name, folder_b / name)
    module_b = with_custom_section((folder_a / "TextInputWeb.wasm").read_bytes(), random.Random(45).randbytes(8192))
    (folder_b / "TextInputWeb.wasm").write_bytes(module_b)
    brotli = subprocess.run(["brotli", "-q", "11", "-c", str(folder_b / "TextInputWeb.wasm")], capture_output=True,
                            check=True).stdout
    (folder_b / "TextInputWeb.wasm.br").write_bytes(brotli)
    (folder_b / "TextInputWeb.wasm.br.sum").write_text("%08x %d\n" % (zlib.crc32(module_b), len(module_b)))
    delta = pathlib.Path(dictionaries("delta", folder_a / "TextInputWeb.wasm", folder_b / "TextInputWeb.wasm",
                                      folder_b).strip())
    return module_b, delta


class App:
    """One of the apps, started on 127.0.0.1 with a given module and stopped by its PID."""

    def __init__(self, name, database):
        binary = os.environ.get(APPS[name])
        if not binary:
            pytest.fail(f"{APPS[name]} is not set: run the browser tests with bash scripts/test-web.sh")
        self.name, self.binary, self.database, self.process = name, binary, database, None

    def start(self, module, port=0):
        if self.name == "textinput-gallery":
            command = [self.binary, "--host", "127.0.0.1", "--port", str(port), "--no-build-wasm"]
            environment = dict(os.environ, TEXTINPUT_WEB_WASM=str(module))
        else:
            command = [self.binary, "--host", "127.0.0.1", "--port", str(port), "--database", str(self.database),
                       "--wasm", str(module)]
            environment = dict(os.environ)
        deadline = time.time() + 60
        while True:
            self.process = subprocess.Popen(command, env=environment, stdout=subprocess.PIPE,
                                            stderr=subprocess.STDOUT, text=True)
            lines = []
            for line in self.process.stdout:
                lines.append(line)
                match = re.search(r"(http://127\.0\.0\.1:\d+)/", line)
                if match:
                    self.url = match.group(1)
                    return self.url
            self.process.wait()
            # The same port again can be refused for a moment after the previous server stopped.
            if port == 0 or time.time() > deadline:
                pytest.fail(f"{self.name} printed no address: {''.join(lines)}")
            time.sleep(0.2)

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=20)
        self.process = None

    def page(self):
        return self.url + ("/p/form" if self.name == "textinput-gallery" else "/")


class Wire:
    """What went over the wire for the page's module, from CDP's Network events: the request headers as sent, the
    response headers as received and the bytes received."""

    def __init__(self, context, page):
        self.session = context.new_cdp_session(page)
        self.urls, self.sent, self.received, self.lengths = {}, {}, {}, {}
        self.session.on("Network.requestWillBeSent", lambda e: self.urls.__setitem__(e["requestId"], e["request"]["url"]))
        self.session.on("Network.requestWillBeSentExtraInfo",
                        lambda e: self.sent.__setitem__(e["requestId"], {k.lower(): v for k, v in e["headers"].items()}))
        self.session.on("Network.responseReceived", lambda e: self.received.__setitem__(
            e["requestId"], {k.lower(): v for k, v in e["response"]["headers"].items()}))
        self.session.on("Network.loadingFinished",
                        lambda e: self.lengths.__setitem__(e["requestId"], e["encodedDataLength"]))
        self.session.send("Network.enable")

    def request(self, page, suffix):
        """(request headers, response headers, bytes received) of the one finished request whose URL ends with
        `suffix`."""
        ids = []
        for _ in range(100):
            ids = [i for i, url in self.urls.items() if url.endswith(suffix) and i in self.lengths and i in self.sent]
            if ids:
                break
            page.wait_for_timeout(50)
        assert len(ids) == 1, (suffix, self.urls)
        return self.sent[ids[0]], self.received[ids[0]], self.lengths[ids[0]]


def module_timing(page, path):
    """Resource Timing of the module: (encodedBodySize, decodedBodySize, transferSize)."""
    entry = page.evaluate("""(path) => { const e = performance.getEntriesByType('resource')
        .find(e => new URL(e.name).pathname === path); return e && [e.encodedBodySize, e.decodedBodySize, e.transferSize]; }""",
                          path)
    assert entry, f"no Resource Timing entry for {path}"
    return entry


def module_path(page):
    return page.evaluate("() => new URL(document.querySelector('form[data-tik-spec]').dataset.wasm, location.href).pathname")


def wait_for_the_dictionary(page, wire, url, expected):
    """Waits until Chromium has stored the module as a dictionary: a request for another address under its pattern
    (a 404) then names it in Available-Dictionary."""
    for attempt in range(100):
        probe = f"/assets/TextInputWeb.probe{attempt}.wasm"
        page.evaluate("(url) => fetch(url).then(r => r.text())", url + probe)
        sent, _, _ = wire.request(page, probe)
        if "available-dictionary" in sent:
            assert sent["available-dictionary"] == f":{expected}:", sent
            assert "dcz" in [coding.strip() for coding in sent.get("accept-encoding", "").split(",")], sent
            return
        page.wait_for_timeout(50)
    raise AssertionError("Chromium never offered the module it loaded as a dictionary")


def type_a_phone_number(page):
    page.locator("#tik-i-phone").click()
    page.keyboard.type("5551234567")
    page.wait_for_function("() => document.querySelector('#tik-i-phone').value === '(555) 123-4567'")


@pytest.fixture(params=list(APPS))
def app(request):
    require_tools()
    with tempfile.TemporaryDirectory() as folder:
        server = App(request.param, pathlib.Path(folder) / "customers.sqlite")
        try:
            yield server, pathlib.Path(folder)
        finally:
            server.stop()


def test_a_returning_visitor_downloads_the_difference_and_a_new_one_brotli(app, browser, page, context):
    server, folder = app
    folder_a, folder_b = folder / "a", folder / "b"
    folder_a.mkdir()
    for name in MODULE_FILES:
        shutil.copyfile(BUILD / name, folder_a / name)
    module_a = (folder_a / "TextInputWeb.wasm").read_bytes()
    module_b, delta = write_build_b(folder_a, folder_b)
    assert delta.name == f"TextInputWeb.wasm.{hashlib.sha256(module_a).hexdigest()[:16]}.dcz"
    brotli_b = (folder_b / "TextInputWeb.wasm.br").read_bytes()

    # Build A, first visit: Brotli, and the module is kept as a dictionary for the next versions.
    wire = Wire(context, page)
    url = server.start(folder_a / "TextInputWeb.wasm")
    page.goto(server.page())
    page.wait_for_selector("form[data-live=ready]")
    path_a = module_path(page)
    sent, received, _ = wire.request(page, path_a)
    assert "available-dictionary" not in sent, sent
    assert received.get("content-encoding") == "br", received
    assert received.get("use-as-dictionary") == 'match="/assets/TextInputWeb.*.wasm"', received
    wait_for_the_dictionary(page, wire, url, sha256_base64(module_a))

    # Build B on the same origin: the reload fetches B's module as the difference against A.
    server.stop()
    server.start(folder_b / "TextInputWeb.wasm", port=int(url.rsplit(":", 1)[1]))
    page.goto(server.page())
    page.wait_for_selector("form[data-live=ready]")
    path_b = module_path(page)
    assert path_b != path_a
    sent, received, wire_bytes = wire.request(page, path_b)
    assert sent.get("available-dictionary") == f":{sha256_base64(module_a)}:", sent
    assert received.get("content-encoding") == "dcz", received
    assert received.get("vary") == "Accept-Encoding, Available-Dictionary", received
    assert received.get("use-as-dictionary") == 'match="/assets/TextInputWeb.*.wasm"', received
    encoded, decoded, transferred = module_timing(page, path_b)
    assert encoded == delta.stat().st_size and decoded == len(module_b), (encoded, decoded, delta.stat().st_size)
    assert delta.stat().st_size <= wire_bytes <= delta.stat().st_size + 2_000, (wire_bytes, delta.stat().st_size)
    assert transferred <= delta.stat().st_size + 2_000 and wire_bytes * 10 < len(brotli_b), (transferred, len(brotli_b))
    type_a_phone_number(page)
    assert page.locator("form[data-tik-spec]").first.get_attribute("data-live") == "ready"

    # A browser that never had A gets today's Brotli copy of B.
    newcomer_context = browser.new_context()
    try:
        newcomer = newcomer_context.new_page()
        errors = []
        newcomer.on("pageerror", lambda error: errors.append(str(error)))
        newcomer_wire = Wire(newcomer_context, newcomer)
        newcomer.goto(server.page())
        newcomer.wait_for_selector("form[data-live=ready]")
        sent, received, wire_bytes = newcomer_wire.request(newcomer, path_b)
        assert "available-dictionary" not in sent, sent
        assert received.get("content-encoding") == "br", received
        assert module_timing(newcomer, path_b)[0] == len(brotli_b)
        assert len(brotli_b) <= wire_bytes <= len(brotli_b) + 2_000
        type_a_phone_number(newcomer)
        assert errors == []
    finally:
        newcomer_context.close()


# dictionaries.py's bookkeeping, on temporary folders outside any git checkout (so every replaced version counts as
# shipped): what build-wasm.sh's one call does when an asset changes, when it does not, and when history is pruned.

def test_a_changed_asset_keeps_the_replaced_version_and_gets_checked_differences():
    require_tools()
    with tempfile.TemporaryDirectory() as folder:
        folder = pathlib.Path(folder)
        out, resources, store = folder / "out", folder / "resources", folder / "store"
        out.mkdir()
        resources.mkdir()
        rng = random.Random(5)
        versions = [rng.randbytes(20_000)]
        for _ in range(4):
            changed = bytearray(versions[-1])
            start = rng.randrange(len(changed) - 64)
            changed[start:start + 64] = rng.randbytes(64)
            versions.append(bytes(changed) + rng.randbytes(100))

        def build(version):
            (out / "asset.bin").write_bytes(versions[version])
            dictionaries("--store", store, "update", out, resources, "asset.bin")
            shutil.copyfile(out / "asset.bin", resources / "asset.bin")   # as build-wasm.sh then copies it

        def ids(*numbers):
            return {hashlib.sha256(versions[n]).hexdigest()[:16] for n in numbers}

        def deltas(where):
            return {p.name.split(".")[2] for p in where.iterdir() if p.name.endswith(".dcz")}

        build(0)
        assert deltas(resources) == set() and not (store / "versions.txt").exists()
        for version in range(1, 5):
            build(version)
        kept = ids(3, 2, 1)
        assert deltas(out) == kept and deltas(resources) == kept, "the last three replaced versions, no older"
        assert {p.name for p in store.iterdir()} == {"versions.txt"} | {f"asset.bin.{i}.br" for i in kept}
        assert [line.split()[1] for line in (store / "versions.txt").read_text().splitlines()[1:]] == \
            [hashlib.sha256(versions[n]).hexdigest()[:16] for n in (3, 2, 1)], "newest first"
        for n in (1, 2, 3):
            path = resources / f"asset.bin.{hashlib.sha256(versions[n]).hexdigest()[:16]}.dcz"
            body = path.read_bytes()
            assert body[:8] == bytes([0x5E, 0x2A, 0x4D, 0x18, 0x20, 0, 0, 0])
            assert body[8:40] == hashlib.sha256(versions[n]).digest()
            with tempfile.NamedTemporaryFile() as dictionary:
                dictionary.write(versions[n])
                dictionary.flush()
                decoded = subprocess.run(["zstd", "-q", "-d", "-c", "-D", dictionary.name], input=body[40:],
                                         capture_output=True, check=True).stdout
            assert decoded == versions[4]
            assert pathlib.Path(str(path) + ".sum").read_text() == "%08x %d\n" % (zlib.crc32(versions[4]), len(versions[4]))
            assert len(body) < 1_000, "a difference, not the asset"

        # Unchanged: nothing is rewritten, and a fresh build folder gets the committed differences copied.
        before = {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in list(resources.iterdir()) + list(store.iterdir())}
        for stale in out.glob("*.dcz*"):
            stale.unlink()
        build(4)
        after = {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in list(resources.iterdir()) + list(store.iterdir())}
        assert {k: v for k, v in after.items() if k != "asset.bin"} == {k: v for k, v in before.items() if k != "asset.bin"}
        assert deltas(out) == kept
        # A broken committed difference is made again, not copied; one for a version no longer kept is deleted.
        broken = resources / f"asset.bin.{sorted(kept)[0]}.dcz"
        broken.write_bytes(broken.read_bytes()[:-3])
        orphan = resources / "asset.bin.0123456789abcdef.dcz"
        orphan.write_bytes(b"old")
        for stale in out.glob("*.dcz*"):
            stale.unlink()
        build(4)
        assert deltas(resources) == kept and not orphan.exists()
        assert broken.read_bytes() == (out / broken.name).read_bytes() and len(broken.read_bytes()) > 40

        # Going back to a kept version: it is no dictionary for itself.
        build(3)
        assert deltas(resources) == ids(4, 2, 1)
