"""Browser tests of textinput-gallery in Debian's Chromium through Playwright.

scripts/test-web.sh starts the server and passes its address in TIK_URL. Nothing here sleeps: tests wait until the
page has applied the server's answer to every intent it sent (the form's data-seq equals its data-sent).
"""
import os
import pathlib

import pytest
from playwright.sync_api import sync_playwright

ROOT = pathlib.Path(__file__).resolve().parent.parent
SCREENSHOTS = ROOT / "artifacts" / "screenshots"
CHROMIUM = os.environ.get("TIK_CHROMIUM", "/usr/bin/chromium")

GALLERY_PAGES = ["simple", "states", "scan", "password", "currency", "counter", "note", "title", "grouped",
                 "linebreaks", "combo", "dates", "steppers", "icons", "keyboards", "messages", "form"]


@pytest.fixture(scope="session")
def base_url():
    url = os.environ.get("TIK_URL")
    if not url:
        pytest.fail("TIK_URL is not set: run the browser tests with bash scripts/test-web.sh")
    return url.rstrip("/")


@pytest.fixture(scope="session")
def browser():
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM)
        yield browser
        browser.close()


@pytest.fixture()
def context(browser):
    context = browser.new_context(viewport={"width": 1100, "height": 900}, locale="en-US")
    yield context
    context.close()


@pytest.fixture()
def page(context):
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("dialog", lambda dialog: errors.append("dialog: " + dialog.message) or dialog.dismiss())
    page.errors = errors
    yield page
    assert errors == [], f"the page reported errors: {errors}"


@pytest.fixture(scope="session")
def screenshots():
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS


class Gallery:
    """Opens gallery pages and waits for the server's answers."""

    def __init__(self, page, base_url):
        self.page = page
        self.base_url = base_url

    def url(self, name, **query):
        parts = "&".join(f"{key}={value}" for key, value in query.items())
        return f"{self.base_url}/p/{name}" + (f"?{parts}" if parts else "")

    def open(self, name, **query):
        self.page.goto(self.url(name, **query))
        self.page.wait_for_selector("form[data-live=ready]")
        return self

    def settle(self):
        """Waits until every intent sent so far has been answered and applied."""
        self.page.wait_for_function(
            "() => { const f = document.querySelector('form[data-tik-spec]');"
            " return f.dataset.live === 'ready' && (f.dataset.sent || '0') === (f.dataset.seq || '0'); }")

    def laid_out(self):
        """Waits until the page has told its core every field's width (its ResizeObserver reports in the next
        frame) and applied the answers."""
        self.page.evaluate("() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))")
        self.settle()

    def field(self, field_id):
        return self.page.locator(f"#tik-i-{field_id}")

    def wrapper(self, field_id):
        return self.page.locator(f"#tik-f-{field_id}")

    def value(self, field_id):
        self.settle()
        return self.field(field_id).input_value()

    def selection(self, field_id):
        self.settle()
        return self.field(field_id).evaluate("e => [e.selectionStart, e.selectionEnd]")

    def type(self, field_id, text):
        self.field(field_id).click()
        self.page.keyboard.type(text)
        self.settle()

    def clear_with_keys(self, field_id):
        self.field(field_id).click()
        self.page.keyboard.press("Control+A")
        self.page.keyboard.press("Backspace")
        self.settle()

    def style(self, selector, prop):
        return self.page.locator(selector).first.evaluate(f"e => getComputedStyle(e).getPropertyValue('{prop}')")


@pytest.fixture()
def gallery(page, base_url):
    return Gallery(page, base_url)


@pytest.fixture()
def static_page(browser, base_url):
    """A page without JavaScript: what the server's HTML does alone."""
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    yield page
    context.close()


def hold(page, pattern):
    """Holds the page's requests matching `pattern` (a glob) until the returned release() is called."""
    held = []
    page.route(pattern, lambda route: held.append(route))

    def release():
        for _ in range(200):
            if held:
                break
            page.wait_for_timeout(50)
        assert held, f"the page asked for {pattern}"
        for route in held:
            route.continue_()
    return release
