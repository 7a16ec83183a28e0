"""An app that depends on TextInputKit gets live forms with no extra step (#30).

A fresh clone of this repository's HEAD (no build products of its own), depended on by path from a new package made
in a temporary folder whose two apps are the README's Hummingbird and Vapor examples, taken from README.md as they
are, plus the lines that run them (tests-web/dependent).
The package is built with nothing but `swift build`; each app is started from another directory on 127.0.0.1 and a
free port, and Chromium checks that its form becomes live: the page's core (TextInputWeb.wasm, from TextInputWeb's
resource bundle) formats the amount and shows the email's error as the user types, and the server checks the post.

The build compiles Hummingbird, Vapor and TextInputKit's web targets from scratch: several minutes. With
TIK_DEPENDENT_SCRATCH set to this repository's own build folder (scripts/test.sh sets it, after its one build, which
holds Hummingbird and Vapor), the package is built there instead, in the configuration and with the flags that build
used (TIK_CONFIGURATION, TIK_SWIFT_FLAGS), and reuses those libraries' objects, which are built from the same sources
with the same flags (SwiftPM rebuilds whatever differs); TextInputKit's own targets are compiled again from the clone,
and the folder's objects of those targets are then the dependent package's.
Set TIK_SKIP_DEPENDENT=1 to leave it out of a local run (it fails under CI).
"""
import os
import pathlib
import re
import shutil
import subprocess
import tempfile
import time

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
TEMPLATE = pathlib.Path(__file__).resolve().parent / "dependent"


@pytest.fixture(scope="module")
def dependent_apps():
    if os.environ.get("TIK_SKIP_DEPENDENT") and not os.environ.get("CI"):
        pytest.skip("TIK_SKIP_DEPENDENT is set")
    if shutil.which("swift") is None or shutil.which("git") is None:
        pytest.fail("swift and git are needed to build a package that depends on TextInputKit")
    folder = pathlib.Path(tempfile.mkdtemp(prefix="tik-dependent-"))
    try:
        clone = folder / "TextInputKit"
        subprocess.run(["git", "clone", "-q", str(ROOT), str(clone)], check=True)
        assert not (clone / ".build").exists()
        app = folder / "app"
        write_apps(app / "Sources")
        (app / "Package.swift").write_text(
            (TEMPLATE / "Package.swift.template").read_text().replace("@TEXTINPUTKIT@", str(clone)))
        scratch = os.environ.get("TIK_DEPENDENT_SCRATCH")
        where = ["--package-path", str(app)]
        if scratch:
            where += ["--scratch-path", scratch, "-c", os.environ.get("TIK_CONFIGURATION", "debug"),
                      *os.environ.get("TIK_SWIFT_FLAGS", "").split()]
        build = subprocess.run(["swift", "build", *where], capture_output=True, text=True, timeout=2400)
        assert build.returncode == 0, build.stdout[-4000:] + build.stderr[-4000:]
        bin_path = subprocess.run(["swift", "build", *where, "--show-bin-path"],
                                  capture_output=True, text=True, check=True).stdout.strip()
        elsewhere = folder / "elsewhere"
        elsewhere.mkdir()
        yield pathlib.Path(bin_path), elsewhere
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def readme_example(module):
    """The README's Swift block that imports `module`, verbatim."""
    blocks = re.findall(r"```swift\n(.*?)```", (ROOT / "README.md").read_text(), re.S)
    found = [block for block in blocks if re.search(rf"^import {module}\b", block, re.M)]
    assert len(found) == 1, f"the README has {len(found)} Swift examples importing {module}"
    return found[0]


def write_apps(sources):
    """main.swift of each app: the README's example between what declares what it uses and what runs it."""
    for app, module, before, after in [("hummingbird-app", "TextInputHummingbird", None, "run-hummingbird.swift"),
                                       ("vapor-app", "TextInputVapor", "before-vapor.swift", "run-vapor.swift")]:
        example = readme_example(module).splitlines(keepends=True)
        imports = [line for line in example if line.startswith("import ")]
        rest = [line for line in example if not line.startswith("import ")]
        prologue = (TEMPLATE / before).read_text() if before else ""
        (sources / app).mkdir(parents=True)
        (sources / app / "main.swift").write_text("import Foundation\n" + "".join(imports) + prologue + "".join(rest)
                                                  + (TEMPLATE / after).read_text())


def start(binary, cwd):
    """Starts an app from `cwd` (not its package) and returns it with the address it printed."""
    env = {key: value for key, value in os.environ.items() if key != "TEXTINPUT_WEB_WASM"}
    process = subprocess.Popen([str(binary)], cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               text=True)
    lines = []
    deadline = time.time() + 60
    while time.time() < deadline:
        line = process.stdout.readline()
        lines.append(line)
        match = re.search(r"listening on (http://\S+)", line or "")
        if match:
            assert not any(line.startswith("warning:") for line in lines), "".join(lines)
            return process, match.group(1)
        if process.poll() is not None:
            break
    process.kill()
    pytest.fail(f"{binary.name} printed no address: {''.join(lines)}")


@pytest.mark.parametrize("app", ["hummingbird-app", "vapor-app"])
def test_a_dependent_app_serves_live_forms(dependent_apps, page, app):
    bin_path, elsewhere = dependent_apps
    server, url = start(bin_path / app, elsewhere)
    try:
        wasm_requests = []
        page.on("response", lambda response: wasm_requests.append(response) if response.url.endswith(".wasm") else None)
        page.goto(url)
        page.wait_for_selector("form[data-live=ready]", timeout=30_000)
        assert wasm_requests and wasm_requests[0].status == 200
        assert wasm_requests[0].headers.get("content-type") == "application/wasm"
        # The page's core formats the amount as it is typed (German grouping), with no request per key.
        page.locator("#tik-i-amount").click()
        page.keyboard.type("1234")
        page.wait_for_function("() => document.querySelector('#tik-i-amount').value.includes('1.234')")
        # ... and shows the email's error when the field is left.
        page.locator("#tik-i-email").click()
        page.keyboard.type("jo@example")
        page.keyboard.press("Tab")
        page.wait_for_function("() => document.querySelector('#tik-i-email').getAttribute('aria-invalid') === 'true'")
        page.locator("#tik-i-email").click()
        page.keyboard.type(".com")
        page.locator("form#tik-form-signup button[type=submit]").click()
        page.wait_for_selector("text=Welcome, jo@example.com: 1234")
        # What only the app knows (#40): the form comes back with the app's message on Email, in its error state,
        # until the user changes the email.
        page.goto(url)
        page.wait_for_selector("form[data-live=ready]", timeout=30_000)
        page.locator("#tik-i-email").click()
        page.keyboard.type("ada@example.com")
        page.locator("form#tik-form-signup button[type=submit]").click()
        page.wait_for_selector("text=This email is already registered. Sign in instead.")
        page.wait_for_selector("form[data-live=ready]", timeout=30_000)
        assert page.locator("#tik-i-email").get_attribute("aria-invalid") == "true"
        assert page.locator("#tik-i-email").input_value() == "ada@example.com"
        page.locator("#tik-i-email").click()
        page.keyboard.press("End")
        page.keyboard.press("Backspace")
        page.wait_for_function("() => document.querySelector('#tik-i-email').getAttribute('aria-invalid') !== 'true'")
        assert page.locator("text=This email is already registered").count() == 0
    finally:
        server.terminate()
        server.wait(timeout=10)


def test_a_deployed_binary_finds_the_module_beside_it(dependent_apps, page):
    """Copied elsewhere with its resource bundle, as a deployment does, and with the build folder's copy of the
    bundle gone, the app still serves the module (Bundle.module looks beside the executable first)."""
    bin_path, elsewhere = dependent_apps
    deploy = elsewhere / "deploy"
    deploy.mkdir()
    shutil.copy2(bin_path / "hummingbird-app", deploy / "hummingbird-app")
    bundle = "TextInputKit_TextInputWeb.resources"
    shutil.copytree(bin_path / bundle, deploy / bundle)
    (bin_path / bundle).rename(bin_path / (bundle + ".moved"))
    try:
        server, url = start(deploy / "hummingbird-app", elsewhere)
        try:
            page.goto(url)
            page.wait_for_selector("form[data-live=ready]", timeout=30_000)
            page.locator("#tik-i-amount").click()
            page.keyboard.type("1234")
            page.wait_for_function("() => document.querySelector('#tik-i-amount').value.includes('1.234')")
        finally:
            server.terminate()
            server.wait(timeout=10)
    finally:
        (bin_path / (bundle + ".moved")).rename(bin_path / bundle)
