"""Phone numbers in the page (#38): the New Customer Profile's phone field takes numbers of the page's region (the
German page German numbers, the Arabic page Saudi ones) and of any country after "+", decided by the page's core
with libphonenumber's tables fetched beside the module; the server's post check agrees with the page."""
import gzip
import json
import shutil
import subprocess
import sys
import urllib.error
import urllib.parse
import urllib.request

import pytest

from conftest import ROOT


def phone_asset(gallery):
    return gallery.page.locator("form[data-tik-spec]").first.get_attribute("data-phone")


@pytest.mark.parametrize("locale,keys,text,placeholder", [
    ("de_DE", "030123456", "030 123456", "01512 3456789"),
    ("en_US", "2015550123", "(201) 555-0123", "(201) 555-0123"),
    ("ar_SA", "٠٥١٢٣٤٥٦٧٨", "051 234 5678", "051 234 5678"),
])
def test_the_customer_phone_takes_numbers_of_the_pages_region(gallery, locale, keys, text, placeholder):
    gallery.open("form", locale=locale)
    field = gallery.field("phone")
    assert field.get_attribute("placeholder") == placeholder, "the region's example number"
    assert field.get_attribute("inputmode") == "tel"
    gallery.clear_with_keys("phone")
    gallery.page.keyboard.type(keys)
    assert gallery.value("phone") == text
    assert gallery.selection("phone") == [len(text), len(text)]
    if locale == "ar_SA":
        assert field.evaluate("e => getComputedStyle(e).direction") == "ltr"


def test_a_number_of_any_country_after_plus(gallery):
    gallery.open("form", locale="de_DE")
    gallery.clear_with_keys("phone")
    gallery.page.keyboard.type("+447400123456")
    assert gallery.value("phone") == "+44 7400 123456"
    # Typed punctuation is formatting, and an edit in the middle keeps the caret after the same digit.
    gallery.clear_with_keys("phone")
    gallery.page.keyboard.type("(030) 12-34 56")
    assert gallery.value("phone") == "030 123456"
    gallery.field("phone").evaluate("e => e.setSelectionRange(5, 5)")
    gallery.page.keyboard.type("9")
    assert gallery.value("phone") == "030 1923456"
    assert gallery.selection("phone") == [6, 6]


def test_autofill_of_an_international_number_is_kept_whole(gallery):
    gallery.open("form")
    gallery.field("phone").evaluate("""e => {
        e.value = '+44 7400 123456';
        e.dispatchEvent(new Event('input', { bubbles: true }));
    }""")
    gallery.settle()
    assert gallery.value("phone") == "+44 7400 123456"
    assert gallery.page.locator("#tik-f-phone .tik-msg-leftOut").count() == 0


def test_the_page_and_the_server_say_the_same_of_a_short_number(gallery, base_url):
    gallery.open("form", locale="de_DE")
    gallery.clear_with_keys("phone")
    gallery.page.keyboard.type("030")
    gallery.page.keyboard.press("Tab")
    gallery.settle()
    message = gallery.page.locator("#tik-f-phone .tik-msg").inner_text()
    assert "Diese Telefonnummer ist zu kurz" in message
    # The same post without the page's script: the server's core refuses it with the same message.
    form = gallery.page.locator("form[data-tik-spec]").first
    action = form.get_attribute("action")
    body = urllib.parse.urlencode({"first-name": "Jane", "last-name": "Miller", "email": "jane@example.com",
                                   "phone": "030"}).encode()
    request = urllib.request.Request(base_url + action, data=body, method="POST")
    try:
        with urllib.request.urlopen(request) as response:
            html = response.read().decode()
    except urllib.error.HTTPError as error:
        html = error.read().decode()
    assert message in html


def test_the_tables_are_an_asset_of_their_own(gallery, base_url):
    gallery.open("form")
    # The form's phone field types US numbers: +1's tables before it opens, the whole tables listed for later.
    path = phone_asset(gallery)
    assert path and path.startswith("/assets/phone-metadata-1.") and path.endswith(".txt")
    request = urllib.request.Request(base_url + path, headers={"Accept-Encoding": "br"})
    with urllib.request.urlopen(request) as response:
        assert "immutable" in response.headers["Cache-Control"]
        assert int(response.headers["Content-Length"]) < 6_000
        body = response.read()
        assert body.split(b"\n")[1].startswith(b"partial\t1\t")
    # Made when the assets load, they have no Brotli copy; gzipped (zlib) for a browser that accepts gzip.
    request = urllib.request.Request(base_url + path, headers={"Accept-Encoding": "gzip, deflate, br"})
    with urllib.request.urlopen(request) as response:
        assert response.headers["Content-Encoding"] == "gzip" and response.headers["Vary"] == "Accept-Encoding"
        sent = response.read()
    assert gzip.decompress(sent) == body and 2 * len(sent) < len(body)
    # The harness (page-instance.mjs, for profile-parts and test-parts) and build-wasm's budget (budgets.py) cut the
    # same tables as the server (PhoneNumberData.tablesByCallingCode) does.
    resources = ROOT / "Sources/TextInputWeb/Resources"
    sys.path.insert(0, str(ROOT / "scripts/wasm"))
    from budgets import calling_code_tables
    assert calling_code_tables(resources, 1, gzipped=False) == len(body)
    assert calling_code_tables(resources, 1) == len(sent)
    if shutil.which("node") is None:
        pytest.fail("node is needed to run the page harness's cut of the phone tables")
    script = ("import fs from 'node:fs'; import { phoneTablesFor } from " + json.dumps(str(ROOT / "scripts/wasm/page-instance.mjs"))
              + "; process.stdout.write(phoneTablesFor(fs.readFileSync(" + json.dumps(str(resources / "phone-metadata.txt"))
              + ", 'utf8'), { locale: 'en_US', fields: [{ format: { phone: {} } }] }));")
    cut = subprocess.run(["node", "--input-type=module", "-e", script], capture_output=True, check=True).stdout
    assert cut == body
    whole = gallery.page.locator("form[data-tik-spec]").first.get_attribute("data-phone-all")
    assert whole and whole.startswith("/assets/phone-metadata.") and whole.endswith(".txt")
    request = urllib.request.Request(base_url + whole, headers={"Accept-Encoding": "br"})
    with urllib.request.urlopen(request) as response:
        assert response.headers["Content-Encoding"] == "br"
        assert "immutable" in response.headers["Cache-Control"]
        assert int(response.headers["Content-Length"]) < 20_000
    # Pages without a phone field do not fetch them.
    gallery.open("simple")
    assert phone_asset(gallery) is None


def test_without_the_tables_the_form_stays_a_plain_form_and_keeps_what_was_typed(gallery):
    gallery.page.route("**/phone-metadata*", lambda route: route.abort())
    gallery.page.goto(gallery.url("form"))
    gallery.page.wait_for_function("() => document.querySelector('form[data-tik-spec]').dataset.live === 'offline'")
    gallery.field("phone").click()
    gallery.page.keyboard.type("+49 30 123456")
    assert gallery.field("phone").input_value() == "+49 30 123456"


def test_without_the_whole_tables_a_number_of_another_code_is_kept_as_typed(gallery):
    # +1's tables come, the whole tables cannot be had: US numbers are formatted, a German one typed is kept as it
    # was typed (the form becomes a plain form rather than answer from tables that lack +49).
    gallery.page.route("**/phone-metadata.*", lambda route: route.abort())
    gallery.open("form")
    phone = gallery.field("phone")
    phone.click()
    gallery.page.keyboard.type("2015550123")
    gallery.settle()
    assert phone.input_value() == "(201) 555-0123"
    gallery.page.keyboard.press("ControlOrMeta+a")
    gallery.page.keyboard.type("+49 30 123456")
    gallery.page.wait_for_timeout(300)
    assert phone.input_value() == "+49 30 123456"
    gallery.field("first-name").click()
    gallery.page.keyboard.type("Ann")
    assert gallery.field("first-name").input_value() == "Ann"
