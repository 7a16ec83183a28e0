"""The Unicode tables the page's module leaves out (#45, docs/wasm.md "The Unicode data"): fetched once the forms
are live, once; until they are installed, a key whose text needs them (Cyrillic, Greek, Arabic, Hangul, emoji,
combining marks) is edited by the browser and adopted by the core when they arrive, a hidden password's key waits
for them, and nothing typed is lost or changed."""

from conftest import Gallery, hold

UNICODE = "**/TextInputWeb-unicode*.bin"


def hold_unicode_data(page):
    """Holds the page's request for the Unicode data until `release` is called."""
    return hold(page, UNICODE)


def live(page):
    return page.locator("form[data-tik-spec]").first.get_attribute("data-live")


def settled(page):
    """Waits until every message sent so far is answered and the form is ready (conftest's Gallery.settle)."""
    Gallery(page, "").settle()


def test_keys_that_need_the_unicode_data_are_kept_and_adopted(page, base_url):
    release = hold_unicode_data(page)
    page.goto(f"{base_url}/p/form")
    page.wait_for_selector("form[data-live=ready]")
    first, last, notes = page.locator("#tik-i-first-name"), page.locator("#tik-i-last-name"), page.locator("#tik-i-notes")
    first.click()
    page.keyboard.type("Zoë")          # Latin: the core without the data
    settled(page)
    assert first.input_value() == "Zoë"
    page.keyboard.type(" Пётр")        # Cyrillic: the browser edits until the data is there
    assert live(page) == "paused"
    assert first.input_value() == "Zoë Пётр"
    last.click()
    page.keyboard.type("Ωmega é\u0301")
    notes.click()
    page.keyboard.type("👍 مرحبا 한국어")
    assert last.input_value() == "Ωmega é\u0301"
    release()
    settled(page)
    assert first.input_value() == "Zoë Пётр"
    assert last.input_value() == "Ωmega é\u0301"
    assert notes.input_value() == "👍 مرحبا 한국어"
    # The core holds the adopted text and decides the next keys: Backspace removes one character (the combining
    # mark's whole cluster), typing after the data arrived goes through the core.
    last.click()
    page.keyboard.press("End")
    page.keyboard.press("Backspace")
    settled(page)
    assert last.input_value() == "Ωmega "
    page.keyboard.type("ёж")
    settled(page)
    assert last.input_value() == "Ωmega ёж"
    assert live(page) == "ready"


def test_a_hidden_password_waits_for_the_unicode_data(page, base_url):
    release = hold_unicode_data(page)
    page.goto(f"{base_url}/p/password")
    page.wait_for_selector("form[data-live=ready]")
    field = page.locator("#tik-i-password-hidden")
    field.click()
    page.keyboard.press("End")
    page.keyboard.type("жx")
    assert live(page) == "paused"
    bullets = field.input_value()
    assert "ж" not in bullets and "x" not in bullets, "the browser never edits a hidden password's bullets"
    release()
    settled(page)
    page.locator("#tik-a-password-hidden [data-acc=visibility]").click()
    settled(page)
    assert field.input_value() == "Welcome2Fiori!жx"


def test_a_submit_while_paused_waits_and_posts_what_was_typed(page, base_url):
    release = hold_unicode_data(page)
    page.goto(f"{base_url}/p/form")
    page.wait_for_selector("form[data-live=ready]")
    page.locator("#tik-i-first-name").click()
    page.keyboard.type("Jürgen")
    page.locator("#tik-i-last-name").click()
    page.keyboard.type("Ильин")
    page.locator("#tik-i-email").click()
    page.keyboard.type("j@example.com")
    page.locator("button[type=submit]").click()
    page.wait_for_timeout(300)
    assert "/p/form" in page.url and page.locator("#tik-i-last-name").input_value() == "Ильин", \
        "a submit waits for the data"
    with page.expect_navigation(timeout=30_000):
        release()
    assert "The customer profile was created." in page.locator(".tik-status-line").inner_text()


def test_a_form_whose_own_text_needs_the_data_opens_when_it_is_there(page, base_url):
    release = hold_unicode_data(page)
    page.goto(f"{base_url}/p/form?locale=ar_SA")
    page.wait_for_selector("form[data-live=loading], form[data-live=ready], form[data-live=paused]")
    page.locator("#tik-i-first-name").click()
    page.keyboard.type("سارة")
    release()
    settled(page)
    assert page.locator("#tik-i-first-name").input_value() == "سارة"
    page.keyboard.type(" ك")
    settled(page)
    assert page.locator("#tik-i-first-name").input_value() == "سارة ك"


def test_the_module_and_its_unicode_data_are_fetched_once_after_the_forms_are_live(page, base_url):
    page.add_init_script("""
        const set = Element.prototype.setAttribute;
        Element.prototype.setAttribute = function (name, value) {
          if (name === 'data-live' && value === 'ready' && !window.tikReadyAt) { window.tikReadyAt = performance.now(); }
          return set.call(this, name, value);
        };
    """)
    page.goto(f"{base_url}/p/simple")
    page.wait_for_selector("form[data-live=ready]")
    page.wait_for_function("() => performance.getEntriesByType('resource').some(e => e.name.includes('-unicode'))")
    entries = page.evaluate("""() => performance.getEntriesByType('resource')
        .map(e => ({ name: e.name, start: e.startTime, end: e.responseEnd }))""")
    modules = [e for e in entries if e["name"].split("/")[-1].startswith("TextInputWeb.")]   # the first module
    data = [e for e in entries if "-unicode" in e["name"]]
    assert len(modules) == 1 and len(data) == 1, entries
    ready_at = page.evaluate("() => window.tikReadyAt")
    assert data[0]["start"] >= modules[0]["end"], "the Unicode data is asked for after the module arrived"
    assert ready_at is not None and data[0]["start"] >= ready_at, "the Unicode data is not on the way to ready"
