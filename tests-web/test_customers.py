"""The customer apps end to end, each on SQLite and on a real PostgreSQL server started for the test:
textinput-customers (Hummingbird; GRDB or PostgresNIO) and textinput-customers-vapor (Vapor and Fluent): a customer created with real keys in
Chromium, the error for a bad email, the customer still there after the server restarts, a replayed post refused,
and an exact amount stored exactly; what only the app knows (a second customer with a stored email refused with the
message on Email, gone after an edit), a forged cross-site post refused, and the database away at Create (the form
back within 5 s with every value, then stored once when the database is back)."""
import json
import os
import pathlib
import re
import subprocess
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request

import sqlite3

import pytest

from postgres_server import PostgresServer, binaries

ROOT = pathlib.Path(__file__).resolve().parent.parent
APPS = {"textinput-customers": "TIK_CUSTOMERS_BIN", "textinput-customers-vapor": "TIK_CUSTOMERS_VAPOR_BIN"}
VARIANTS = [("textinput-customers", "sqlite"), ("textinput-customers", "postgres"),
            ("textinput-customers-vapor", "sqlite"), ("textinput-customers-vapor", "postgres")]


def start(binary, database, *options):
    process = subprocess.Popen([binary, "--host", "127.0.0.1", "--port", "0", "--database", str(database), "--wasm",
                                str(ROOT / ".build/wasm/TextInputWeb.wasm"), *options],
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


class Variant:
    """An app and where it keeps customers; unpacks as (binary, database). `database_away()` takes the database away
    for a while: PostgreSQL's server stopped, or the SQLite file locked by another process (as a backup would)."""

    def __init__(self, binary, database, server=None):
        self.binary, self.database, self.server = binary, database, server

    def __iter__(self):
        return iter((self.binary, self.database))

    def take_database_away(self):
        if self.server is not None:
            self.server.stop_server()
        else:
            self.lock = sqlite3.connect(str(self.database), timeout=0, isolation_level=None)
            self.lock.execute("BEGIN EXCLUSIVE")

    def bring_database_back(self):
        if self.server is not None:
            self.server.start_server()
        else:
            self.lock.execute("ROLLBACK")
            self.lock.close()


@pytest.fixture(params=VARIANTS, ids=[f"{app}-{database}" for app, database in VARIANTS])
def app(request):
    """A Variant: the app and where it keeps customers, fresh for each test."""
    name, kind = request.param
    binary = os.environ.get(APPS[name])
    if not binary:
        pytest.fail(f"{APPS[name]} is not set: run the browser tests with bash scripts/test-web.sh")
    if kind == "sqlite":
        with tempfile.TemporaryDirectory() as folder:
            yield Variant(binary, pathlib.Path(folder) / "customers.sqlite")
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
        yield Variant(binary, server.url, server)
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


def post_to(url, fields, headers=None):
    """(status, html) of a post to /customers, redirects not followed."""
    request = urllib.request.Request(url + "/customers", data=urllib.parse.urlencode(fields).encode(), method="POST",
                                     headers=headers or {})
    opener = urllib.request.build_opener(NoRedirect)
    try:
        with opener.open(request) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


def listed(url):
    with urllib.request.urlopen(url + "/customers") as response:
        return response.read().decode()


def test_server_checks_posts_and_refuses_replays(app):
    customers_binary, database = app
    server, url = start(customers_binary, database)
    try:
        def post(fields):
            return post_to(url, fields)

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
        assert post({**good, "token": "t-3", "first-name": "Edsger", "email": "edsger@example.com", "credit-limit": "$9,007,199,254,740,993.01"})[0] == 303
        with urllib.request.urlopen(url + "/customers") as response:
            assert "9007199254740993.01 USD" in response.read().decode()
    finally:
        stop(server)


def fill(page, first, last, email, company="", note=""):
    page.locator("#tik-i-first-name").click()
    page.keyboard.type(first)
    page.locator("#tik-i-last-name").click()
    page.keyboard.type(last)
    page.locator("#tik-i-email").click()
    page.keyboard.type(email)
    if company:
        page.locator("#tik-i-company").click()
        page.keyboard.type(company)
    if note:
        page.locator("#tik-i-notes").click()
        page.keyboard.type(note)


def test_a_stored_email_is_refused_with_the_message_on_email(app, page):
    """#40: what only the app knows comes back on the field it concerns, in its error state, until the user edits it."""
    customers_binary, database = app
    server, url = start(customers_binary, database)
    try:
        assert post_to(url, {"token": "t-1", "first-name": "Ada", "last-name": "Lovelace", "email": "ada@example.com"})[0] == 303
        page.goto(url + "/")
        page.wait_for_selector("form[data-live=ready]")
        fill(page, "Augusta", "King", "ADA@example.com", note="Second account?")
        with page.expect_response(lambda r: r.url.endswith("/customers") and r.request.method == "POST") as answer:
            page.locator("button[type=submit]").click()
        assert answer.value.status == 422
        page.wait_for_selector("form[data-live=ready]")
        email = page.locator("#tik-i-email")
        assert email.get_attribute("aria-invalid") == "true"
        assert "A customer with this email already exists." in page.locator("#tik-f-email").inner_text()
        assert email.input_value() == "ADA@example.com"
        assert page.locator("#tik-i-first-name").input_value() == "Augusta"
        assert page.locator("#tik-i-notes").input_value() == "Second account?"
        # Announced once when the page loads.
        page.wait_for_function("() => document.getElementById('tik-live').textContent.includes('A customer with this email already exists.')")
        assert listed(url).count("<tr><td>") == 1, "nothing stored"
        # Focus and blur keep it; an edit takes it away, and the field's own rules speak again.
        email.click()
        page.keyboard.press("Tab")
        assert email.get_attribute("aria-invalid") == "true"
        email.click()
        page.keyboard.press("End")
        for _ in range(len("@example.com")):
            page.keyboard.press("Backspace")
        page.wait_for_function("() => document.querySelector('#tik-i-email').getAttribute('aria-invalid') !== 'true'")
        assert "already exists" not in page.locator("#tik-f-email").inner_text()
        # ... and from the live region, which said it when the page loaded: it is no longer so.
        assert "already exists" not in page.locator("#tik-live").inner_text()
        page.keyboard.type("@king.example")
        with page.expect_navigation():
            page.locator("button[type=submit]").click()
        assert page.url.endswith("/customers")
        assert "Augusta King" in page.locator("#customers").inner_text()
    finally:
        stop(server)


def test_a_forged_cross_site_post_is_refused(app):
    """#40: another site's page cannot make a logged-in user's browser create a customer."""
    customers_binary, database = app
    server, url = start(customers_binary, database)
    try:
        forged = {"token": "t-9", "first-name": "Mallory", "last-name": "Evil", "email": "mallory@evil.example"}
        for headers in [{"Sec-Fetch-Site": "cross-site", "Origin": "https://evil.example"}, {"Origin": "https://evil.example"},
                        {"Sec-Fetch-Site": "cross-site"}, {"Sec-Fetch-Site": "cross-site", "Origin": "null"},
                        {"Sec-Fetch-Site": "same-site", "Origin": "http://shop.127.0.0.1.example"},
                        {"Origin": "null"}]:
            status, html = post_to(url, forged, headers)
            assert status == 403, headers
            assert "This form was sent from another site and was not accepted." in html
            assert "mallory@evil.example" not in html
        assert "Mallory" not in listed(url)
        # The app's own page (same origin) and a post without those headers are accepted.
        own = url.split("//", 1)[1]
        assert post_to(url, {**forged, "first-name": "Trudy"}, {"Origin": url, "Sec-Fetch-Site": "same-origin", "Host": own})[0] == 303
        assert "Trudy" in listed(url)
    finally:
        stop(server)


def test_the_database_away_at_create_keeps_every_value(app, page):
    """#40: a valid post the app cannot store comes back within 5 s with every value and a message for the form; pages
    keep coming while the database is away; once it is back, the same Create stores the customer once."""
    customers_binary, database = app
    server, url = start(customers_binary, database)
    try:
        page.goto(url + "/")
        page.wait_for_selector("form[data-live=ready]")
        fill(page, "Katherine", "Johnson", "katherine@nasa.example", company="NASA", note="Orbits, by hand.")
        page.locator("#tik-i-credit-limit").click()
        page.keyboard.type("2500.5")
        app.take_database_away()
        try:
            began = time.monotonic()
            with page.expect_response(lambda r: r.url.endswith("/customers") and r.request.method == "POST",
                                      timeout=15_000) as answer:
                page.locator("button[type=submit]").click()
            assert answer.value.status == 503
            page.wait_for_selector("form[data-live=ready]")
            assert time.monotonic() - began < 5, f"the form came back after {time.monotonic() - began:.1f} s"
            status = page.locator(".tik-status-line").inner_text()
            assert "The customer could not be saved right now. Nothing was lost: try again." in status
            page.wait_for_function("() => document.getElementById('tik-live').textContent.includes('Nothing was lost')")
            for field, value in [("first-name", "Katherine"), ("last-name", "Johnson"), ("email", "katherine@nasa.example"),
                                 ("company", "NASA"), ("notes", "Orbits, by hand."), ("credit-limit", "$2,500.50")]:
                assert page.locator(f"#tik-i-{field}").input_value() == value, field
            # Pages keep coming while the database is away.
            began = time.monotonic()
            with urllib.request.urlopen(url + "/", timeout=10) as response:
                assert response.status == 200 and "New Customer Profile" in response.read().decode()
            assert time.monotonic() - began < 5
        finally:
            app.bring_database_back()
        deadline = time.time() + 20
        while True:
            with page.expect_response(lambda r: r.url.endswith("/customers") and r.request.method == "POST",
                                      timeout=15_000) as answer:
                page.locator("button[type=submit]").click()
            if answer.value.status != 503 or time.time() > deadline:
                break
            page.wait_for_selector("form[data-live=ready]")   # the pool is still reconnecting: Create again
            time.sleep(1)
        # Stored, or (where the database finished the first write once it was back, as SQLite through SQLiteNIO does
        # after the deadline answered) already stored by that write: either way once.
        assert answer.value.status in (303, 409), f"{answer.value.status}: {page.locator('body').inner_text()[:300]}"
        if answer.value.status == 409:
            assert "This form was submitted before; the customer was created then." in page.locator("body").inner_text()
            page.goto(url + "/customers")
        page.wait_for_url("**/customers")
        assert page.locator("#customers").inner_text().count("Katherine Johnson") == 1
        assert "2500.5 USD" in page.locator("#customers").inner_text()
    finally:
        stop(server)


def test_stored_companies_are_suggested_and_picked(app, page):
    """#40: Company suggests the companies the app stores as the user types (its suggestion route, through the page's
    combo box): picked with the keyboard and by a tap; a route that fails or answers slowly leaves typing alone and
    shows no error, and only the latest answer counts."""
    customers_binary, database = app
    server, url = start(customers_binary, database)
    try:
        for token, first, company in [("t-1", "Ada", "ACME Corporation"), ("t-2", "Alan", "ACME Corporation"),
                                      ("t-3", "Grace", "Apex Logistics")]:
            assert post_to(url, {"token": token, "first-name": first, "last-name": "X", "email": f"{first}@example.com",
                                 "company": company})[0] == 303
        page.goto(url + "/")
        page.wait_for_selector("form[data-live=ready]")
        company = page.locator("#tik-i-company")
        assert company.get_attribute("role") == "combobox"
        company.click()
        page.keyboard.type("ac")
        option = page.locator("#tik-s-company [data-choice='ACME Corporation']")
        option.wait_for()
        assert "2 customers" in option.inner_text()
        assert page.locator("#tik-s-company [role=option]").count() == 1, "only what matches the text"
        assert company.get_attribute("aria-expanded") == "true"
        page.keyboard.press("ArrowDown")
        assert option.get_attribute("aria-selected") == "true"
        assert company.get_attribute("aria-activedescendant") == option.get_attribute("id")
        page.keyboard.press("Enter")
        page.wait_for_function("() => document.querySelector('#tik-i-company').value === 'ACME Corporation'")
        assert page.locator("#tik-s-company [role=option]").count() == 0
        # By a tap.
        page.keyboard.press("Control+A")
        page.keyboard.press("Backspace")
        page.keyboard.type("log")
        page.locator("#tik-s-company [data-choice='Apex Logistics']").click()
        page.wait_for_function("() => document.querySelector('#tik-i-company').value === 'Apex Logistics'")

        # A failing route: typing goes on, no list and no error.
        page.route("**/textinput/suggest*", lambda route: route.abort())
        page.keyboard.press("Control+A")
        page.keyboard.type("acm")
        page.wait_for_timeout(600)
        assert company.input_value() == "acm"
        assert page.locator("#tik-s-company [role=option]").count() == 0
        assert company.get_attribute("aria-invalid") != "true"
        assert page.locator(".tik-status-line").inner_text().strip() == ""
        page.unroute("**/textinput/suggest*")

        # A slow route: the answers wait; typing does not, and only the latest answer is shown.
        held = []
        page.route("**/textinput/suggest*", lambda route: held.append(route))
        page.keyboard.press("Control+A")
        page.keyboard.type("z")
        page.wait_for_timeout(600)
        page.keyboard.type("e")
        page.wait_for_timeout(600)
        assert company.input_value() == "ze", "typing never waits for the route"
        assert len(held) >= 2
        newest, stale = held[-1], held[0]
        newest.fulfill(status=200, content_type="application/json", body='{"choices":[{"text":"Zeta Zebra"}]}')
        page.locator("#tik-s-company [data-choice='Zeta Zebra']").wait_for()
        try:
            stale.fulfill(status=200, content_type="application/json", body='{"choices":[{"text":"Zest"}]}')
        except Exception:
            pass  # the page aborted it when it asked again
        page.wait_for_timeout(300)
        assert page.locator("#tik-s-company [data-choice='Zest']").count() == 0
        page.unroute("**/textinput/suggest*")
    finally:
        stop(server)


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


def test_the_apps_own_controls_are_kept_through_a_refusal_and_stored(app, page, browser):
    """#48: the customer type (radio buttons) and the newsletter (a checkbox) are the app's own controls in the form:
    a refused post (422) shows them as the user left them, with JavaScript and without, and a valid one stores and
    lists them."""
    customers_binary, database = app
    server, url = start(customers_binary, database)
    try:
        assert post_to(url, {"token": "t-1", "first-name": "Ada", "last-name": "Lovelace", "email": "ada@example.com"})[0] == 303
        page.goto(url + "/")
        page.wait_for_selector("form[data-live=ready]")
        assert page.locator("input[name=customer-type][value=person]").is_checked(), "a person by default"
        assert not page.locator("input[name=newsletter]").is_checked()
        fill(page, "Augusta", "King", "ada@example.com")
        # The app's controls are the browser's: the core neither takes their events nor complains about them.
        page.locator("label[for=customer-type-1]").click()
        page.locator("input[name=newsletter]").press("Space")
        assert page.locator("input[name=newsletter]").is_checked()
        with page.expect_response(lambda r: r.url.endswith("/customers") and r.request.method == "POST") as answer:
            page.locator("button[type=submit]").click()
        assert answer.value.status == 422
        page.wait_for_selector("form[data-live=ready]")
        assert "A customer with this email already exists." in page.locator("#tik-f-email").inner_text()
        assert page.locator("input[name=customer-type][value=company]").is_checked()
        assert page.locator("input[name=newsletter]").is_checked()
        page.locator("#tik-i-email").click()
        page.keyboard.press("End")
        for _ in range(len("ada@example.com")):
            page.keyboard.press("Backspace")
        page.keyboard.type("augusta@king.example")
        with page.expect_navigation():
            page.locator("button[type=submit]").click()
        row = page.locator("#customers tbody tr", has_text="Augusta King")
        assert "Company" in row.inner_text() and "Yes" in row.inner_text()
        assert "Person" in page.locator("#customers tbody tr", has_text="Ada Lovelace").inner_text()

        # Without JavaScript the server's core refuses the bad email, and the page keeps the app's controls too.
        context = browser.new_context(java_script_enabled=False)
        try:
            plain = context.new_page()
            plain.goto(url + "/")
            plain.locator("#tik-i-first-name").fill("Grace")
            plain.locator("#tik-i-last-name").fill("Hopper")
            plain.locator("#tik-i-email").fill("grace@navy")
            plain.locator("input[name=customer-type][value=company]").check()
            plain.locator("input[name=newsletter]").check()
            with plain.expect_navigation():
                plain.locator("button[type=submit]").click()
            assert "Enter an email address" in plain.locator("#tik-f-email").inner_text()
            assert plain.locator("input[name=customer-type][value=company]").is_checked()
            assert plain.locator("input[name=newsletter]").is_checked()
            plain.locator("input[name=newsletter]").uncheck()
            plain.locator("#tik-i-email").fill("grace@navy.mil")
            with plain.expect_navigation():
                plain.locator("button[type=submit]").click()
            row = plain.locator("#customers tbody tr", has_text="Grace Hopper")
            assert "Company" in row.inner_text() and "No" in row.inner_text()
        finally:
            context.close()
        # A type that is none of the form's is refused with a message that says what to do; nothing is stored.
        status, html = post_to(url, {"token": "t-9", "first-name": "Eve", "last-name": "X", "email": "eve@example.com",
                                     "customer-type": "alien"})
        assert status == 422 and "Choose whether the customer is a person or a company" in html
        assert "Eve X" not in listed(url)
    finally:
        stop(server)


def test_a_company_picked_by_key_stays_that_company(app, page):
    """#48: two companies of one name (ACME in Germany and ACME in France, typed without a pick) are two suggestions
    told apart by their second line; the one picked posts its key, and the new customer joins that company, not the
    other and not a new one."""
    customers_binary, database = app
    server, url = start(customers_binary, database)
    try:
        for token, first, country in [("t-1", "Ada", "Germany"), ("t-2", "Alan", "France")]:
            assert post_to(url, {"token": token, "first-name": first, "last-name": "X", "email": f"{first}@example.com",
                                 "company": "ACME Corporation", "country": country})[0] == 303
        page.goto(url + "/")
        page.wait_for_selector("form[data-live=ready]")
        assert page.locator("input[type=hidden][name=company-id]").input_value() == ""
        fill(page, "Grace", "Hopper", "grace@example.com")
        page.locator("#tik-i-company").click()
        page.keyboard.type("acme")
        options = page.locator("#tik-s-company [role=option]")
        page.wait_for_function("() => document.querySelectorAll('#tik-s-company [role=option]').length === 2")
        texts = sorted(options.nth(k).inner_text() for k in range(2))
        assert "1 customer · France" in texts[0] and "1 customer · Germany" in texts[1], texts
        france = page.locator("#tik-s-company [role=option]", has_text="France")
        key = france.get_attribute("data-choice-id")
        assert key and key != page.locator("#tik-s-company [role=option]", has_text="Germany").get_attribute("data-choice-id")
        france.click()
        page.wait_for_function("() => document.querySelector('#tik-i-company').value === 'ACME Corporation'")
        with page.expect_navigation():
            page.locator("button[type=submit]").click()
        assert page.url.endswith("/customers")
        with urllib.request.urlopen(url + "/textinput/suggest?field=company&text=acme") as response:
            answer = json.loads(response.read().decode())["choices"]
        details = {choice["detail"]: choice["id"] for choice in answer}
        assert details.get("2 customers · France") == key, answer
        assert "1 customer · Germany" in details, answer
    finally:
        stop(server)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_apps_own_controls_fit_a_phone_in_either_colour_scheme(app, browser, scheme):
    """#48: the customer form with the app's own radio buttons and checkbox on a 320 px touch screen, in the light and
    the dark colour scheme: nothing wider than the screen, each control's target at least 44 px high, axe clean."""
    from axe_playwright_python.sync_playwright import Axe
    customers_binary, database = app
    server, url = start(customers_binary, database)
    context = browser.new_context(viewport={"width": 320, "height": 640}, has_touch=True, is_mobile=True,
                                  color_scheme=scheme)
    try:
        phone = context.new_page()
        phone.goto(url + "/")
        phone.wait_for_selector("form[data-live=ready]")
        assert phone.evaluate("document.documentElement.scrollWidth") <= 320
        # Each control's label is its target: the whole row, 44 px high.
        for selector in ["label[for=customer-type-0]", "label[for=customer-type-1]", "label[for=newsletter]"]:
            box = phone.locator(selector).bounding_box()
            assert box["height"] >= 44, f"{selector}: {box}"
            assert box["x"] >= 0 and box["x"] + box["width"] <= 320, f"{selector}: {box}"
        phone.locator("label[for=customer-type-1]").tap()
        assert phone.locator("input[name=customer-type][value=company]").is_checked()
        violations = Axe().run(phone).response["violations"]
        assert violations == [], [(v["id"], [n["target"] for n in v["nodes"]][:3]) for v in violations]
    finally:
        context.close()
        stop(server)
