"""The customer apps end to end, each on SQLite and on a real PostgreSQL server started for the test:
textinput-customers (Hummingbird; GRDB or PostgresNIO) and textinput-customers-vapor (Vapor and Fluent): a customer created with real keys in
Chromium, the error for a bad email, the customer still there after the server restarts, a replayed post refused,
and an exact amount stored exactly."""
import os
import pathlib
import re
import subprocess
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request

import pytest

from postgres_server import PostgresServer, binaries

ROOT = pathlib.Path(__file__).resolve().parent.parent
APPS = {"textinput-customers": "TIK_CUSTOMERS_BIN", "textinput-customers-vapor": "TIK_CUSTOMERS_VAPOR_BIN"}
VARIANTS = [("textinput-customers", "sqlite"), ("textinput-customers", "postgres"),
            ("textinput-customers-vapor", "sqlite"), ("textinput-customers-vapor", "postgres")]


def start(binary, database):
    process = subprocess.Popen([binary, "--host", "127.0.0.1", "--port", "0", "--database", str(database), "--wasm",
                                str(ROOT / ".build/wasm/TextInputWeb.wasm")],
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    lines = []
    deadline = time.time() + 60
    while time.time() < deadline:
        line = process.stdout.readline()
        lines.append(line)
        match = re.search(r"TextInputKit customers[^:]*: (http://\S+)", line or "")
        if match:
            return process, match.group(1).rstrip("/")
        if process.poll() is not None:
            break
    process.kill()
    pytest.fail(f"{binary} printed no address: {''.join(lines)}")


def stop(process):
    process.terminate()
    process.wait(timeout=20)


@pytest.fixture(params=VARIANTS, ids=[f"{app}-{database}" for app, database in VARIANTS])
def app(request):
    """(binary, database): the app and where it keeps customers, fresh for each test."""
    name, kind = request.param
    binary = os.environ.get(APPS[name])
    if not binary:
        pytest.fail(f"{APPS[name]} is not set: run the browser tests with bash scripts/test-web.sh")
    if kind == "sqlite":
        with tempfile.TemporaryDirectory() as folder:
            yield binary, pathlib.Path(folder) / "customers.sqlite"
        return
    if binaries() is None:
        if os.environ.get("CI"):
            pytest.fail("PostgreSQL is not installed; scripts/install-customers-deps.sh installs it")
        pytest.skip("PostgreSQL is not installed (bash scripts/install-customers-deps.sh installs it)")
    try:
        server = PostgresServer().__enter__()
    except RuntimeError as error:
        if os.environ.get("CI"):
            pytest.fail(str(error))
        pytest.skip(f"PostgreSQL cannot start here: {error}")
    try:
        yield binary, server.url
    finally:
        server.__exit__(None, None, None)


def test_create_a_customer_then_find_it_after_a_restart(app, page):
    customers_binary, database = app
    server, url = start(customers_binary, database)
    try:
        page.goto(url + "/")
        page.wait_for_selector("form[data-live=ready]")
        page.locator("#tik-i-first-name").click()
        page.keyboard.type("Grace")
        page.keyboard.press("Enter")
        page.keyboard.type("Hopper")
        page.keyboard.press("Enter")
        page.keyboard.type("grace@navy")
        page.keyboard.press("Tab")
        # The page's core shows the error at once, without asking the server.
        page.wait_for_function("() => document.querySelector('#tik-i-email').getAttribute('aria-invalid') === 'true'")
        assert "Enter an email address" in page.locator("#tik-f-email").inner_text()
        page.locator("#tik-i-email").click()
        page.keyboard.press("End")
        page.keyboard.type(".mil")
        page.locator("#tik-i-phone").click()
        page.keyboard.type("2025550143")
        assert page.locator("#tik-i-phone").input_value() == "(202) 555-0143"
        # The app sets no keyboard: the currency format asks for the decimal keypad (#37).
        assert page.locator("#tik-i-credit-limit").get_attribute("inputmode") == "decimal"
        page.locator("#tik-i-credit-limit").click()
        page.keyboard.type("12345.67")
        assert page.locator("#tik-i-credit-limit").input_value() == "$12,345.67"
        with page.expect_navigation():
            page.locator("button[type=submit]").click()
        assert page.url.endswith("/customers")
        assert "Grace Hopper" in page.locator("#customers").inner_text()
        assert "grace@navy.mil" in page.locator("#customers").inner_text()
        assert "12345.67 USD" in page.locator("#customers").inner_text()
    finally:
        stop(server)

    server, url = start(customers_binary, database)
    try:
        page.goto(url + "/customers")
        rows = page.locator("#customers tbody tr")
        assert rows.count() == 1
        assert "Grace Hopper" in rows.first.inner_text()
        # Stored in E.164, listed in the international format (#38).
        assert "+1 202-555-0143" in rows.first.inner_text()
        assert "12345.67 USD" in rows.first.inner_text()
    finally:
        stop(server)


def test_server_checks_posts_and_refuses_replays(app):
    customers_binary, database = app
    server, url = start(customers_binary, database)
    try:
        def post(fields):
            request = urllib.request.Request(url + "/customers", data=urllib.parse.urlencode(fields).encode(), method="POST")
            opener = urllib.request.build_opener(NoRedirect)
            try:
                with opener.open(request) as response:
                    return response.status, response.read().decode()
            except urllib.error.HTTPError as error:
                return error.code, error.read().decode()

        good = {"token": "t-1", "first-name": "Ada", "last-name": "Lovelace", "email": "ada@example.com"}
        assert post({**good, "email": "ada@example"})[0] == 422
        assert post({k: v for k, v in good.items() if k != "token"})[0] == 400
        assert post(good)[0] == 303
        status, html = post(good)
        assert status == 409 and "submitted before" in html
        # A phone the format cannot hold is refused, never shortened and stored (#26, #38).
        status, html = post({**good, "token": "t-2", "first-name": "Grace", "phone": "+1 (555) 123-4567 ext 99999999999"})
        assert status == 422
        assert "were left out" in html
        assert "+1 555-123-4567" in html and "99999999999" not in html
        # A number that cannot be one of its calling code's is refused with the page's own message (#38).
        status, html = post({**good, "token": "t-4", "first-name": "Grace", "phone": "202 555"})
        assert status == 422
        assert "This phone number is too short: numbers with +1 have at least 10 digits after it." in html
        with urllib.request.urlopen(url + "/customers") as response:
            assert "Grace" not in response.read().decode()
        with urllib.request.urlopen(url + "/customers") as response:
            assert response.read().decode().count("Ada Lovelace") == 1
        # An amount beyond a Double's 15–17 digits is stored and shown exactly.
        assert post({**good, "token": "t-3", "first-name": "Edsger", "credit-limit": "$9,007,199,254,740,993.01"})[0] == 303
        with urllib.request.urlopen(url + "/customers") as response:
            assert "9007199254740993.01 USD" in response.read().decode()
    finally:
        stop(server)


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None
