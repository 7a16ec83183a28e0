"""The page's module in parts (#45, docs/wasm.md "The parts"): a form fetches the first module and the parts its own
fields need before it is ready, and nothing else; the other parts and the Unicode data once it is live, each once; a
plain form's first keys never wait for a part; a key that needs a part still on its way is edited by the browser and
adopted when the part arrives, never lost or changed; a form whose part cannot be had stays a plain form with its
text. Every gallery page is measured with Resource Timing against the budgets: what a plain form (the Simple Property
Form Cell) fetches before it is ready at most 170,000 B, every gallery page at most 200,000 B, each printed."""

import pytest

from conftest import GALLERY_PAGES, Gallery, hold

# Marks when the page's first form became ready (performance.now(), as the page's script sets it).
READY_CLOCK = """
    const set = Element.prototype.setAttribute;
    Element.prototype.setAttribute = function (name, value) {
      if (name === 'data-live' && value === 'ready' && !window.tikReadyAt) { window.tikReadyAt = performance.now(); }
      return set.call(this, name, value);
    };
"""
PLAIN_BUDGET = 170_000
ANY_BUDGET = 200_000


def resources(page):
    return page.evaluate("""() => performance.getEntriesByType('resource').map(e => ({
        name: e.name.split('/').pop(), start: e.startTime, end: e.responseEnd, bytes: e.encodedBodySize }))""")


def stem(name):
    """TextInputWeb-phone.0123456789abcdef.wasm -> TextInputWeb-phone.wasm."""
    parts = name.split(".")
    return parts[0] + "." + parts[-1] if len(parts) >= 3 else name


def early_parts(page):
    """The addresses' stems of the parts the page's forms list as needed before they open (data-early)."""
    return page.evaluate("""() => {
        const stems = new Set();
        for (const form of document.querySelectorAll('form[data-tik-spec]')) {
          const listed = (form.getAttribute('data-parts') || '').split(' ').filter(Boolean);
          const urls = {};
          for (let k = 0; k + 1 < listed.length; k += 2) { urls[listed[k]] = listed[k + 1]; }
          for (const n of (form.getAttribute('data-early') || '').split(' ').filter(Boolean)) {
            const name = urls[n].split('/').pop().split('.');
            stems.add(name[0] + '.' + name[name.length - 1]);
          }
        }
        return [...stems];
    }""")


def all_fetched(page):
    """Waits until the page has every piece of its module: each part it lists and the Unicode data."""
    page.wait_for_function("""() => {
        const form = document.querySelector('form[data-tik-spec]');
        const listed = (form.getAttribute('data-parts') || '').split(' ').filter(Boolean).length / 2;
        const entries = performance.getEntriesByType('resource');
        const parts = entries.filter(e => /TextInputWeb-(?!unicode)[a-z-]+\\.[0-9a-f]+\\.wasm/.test(e.name) && e.responseEnd > 0);
        return parts.length >= listed && entries.some(e => e.name.includes('TextInputWeb-unicode') && e.responseEnd > 0);
    }""")


@pytest.mark.parametrize("name", GALLERY_PAGES)
def test_what_a_page_fetches_before_it_is_ready(page, base_url, name):
    page.add_init_script(READY_CLOCK)
    page.goto(f"{base_url}/p/{name}")
    page.wait_for_selector("form[data-live=ready]")
    ready_at = page.evaluate("() => window.tikReadyAt")
    all_fetched(page)
    entries = resources(page)
    before = [e for e in entries if e["end"] <= ready_at]
    # The first module and the form's own parts; the Unicode data too when the form's text needs it (a currency
    # template with "€", a value in Arabic): its opening waits for it.
    modules = sorted(stem(e["name"]) for e in before if e["name"].endswith(".wasm"))
    assert modules == sorted(["TextInputWeb.wasm"] + early_parts(page)), \
        f"{name}: before ready the page fetched {modules}, its forms list {early_parts(page)}"
    total = sum(e["bytes"] for e in before)
    print(f"\n{name}: {total:,} B before ready ({', '.join(stem(e['name']) + ' ' + format(e['bytes'], ',') for e in before)})")
    if name == "simple":
        assert total <= PLAIN_BUDGET, f"a plain form fetches {total:,} B before it is ready, over {PLAIN_BUDGET:,} B"
    assert total <= ANY_BUDGET, f"{name} fetches {total:,} B before it is ready, over {ANY_BUDGET:,} B"
    # Each piece once, the rest after ready.
    names = [e["name"] for e in entries if e["name"].endswith((".wasm", ".bin"))]
    assert len(names) == len(set(names)), f"{name}: a piece was fetched twice: {sorted(names)}"
    later = [e for e in entries if e["name"].endswith((".wasm", ".bin")) and e["end"] > ready_at]
    assert all(e["start"] >= ready_at for e in later), f"{name}: a later piece was asked for before ready: {later}"


def live(page):
    return page.locator("form[data-tik-spec]").first.get_attribute("data-live")


def test_a_plain_forms_first_keys_never_wait_for_a_part(page, base_url):
    held = []
    page.route("**/TextInputWeb-*.wasm", lambda route: held.append(route))
    gallery = Gallery(page, base_url).open("simple")
    field = gallery.field("name")
    field.click()
    for key in "Jane Miller-Smith, 42 ":
        page.keyboard.type(key)
        assert live(page) == "ready", f"the form waited for a part at {key!r}"
    page.keyboard.press("Backspace")
    page.keyboard.press("Home")
    page.keyboard.type("Dr ")
    gallery.settle()
    assert field.input_value() == "Dr Jane Miller-Smith, 42"
    assert live(page) == "ready"
    for route in held:
        route.continue_()


def test_keys_that_need_a_part_on_its_way_are_kept_and_adopted(page, base_url):
    # The part with what no profiled form ran ("rest"), held: a paste of several lines into a single-line field, a
    # submit and the blur that validates the e-mail field still work when it comes, with nothing typed lost.
    release = hold(page, "**/TextInputWeb-rest.*.wasm")
    gallery = Gallery(page, base_url).open("simple")
    name = gallery.field("name")
    name.click()
    page.keyboard.type("Zoë")
    gallery.settle()
    page.keyboard.type(" Пётр Ωmega 👍")   # needs the Unicode data and what comes with it: the browser edits meanwhile
    assert name.input_value() == "Zoë Пётр Ωmega 👍"
    release()
    gallery.settle()
    assert name.input_value() == "Zoë Пётр Ωmega 👍"
    page.keyboard.press("Backspace")
    gallery.settle()
    assert name.input_value() == "Zoë Пётр Ωmega "
    assert live(page) == "ready"


def test_a_form_whose_part_cannot_be_had_stays_a_plain_form(page, base_url):
    page.route("**/TextInputWeb-phone.*.wasm", lambda route: route.abort())
    page.goto(f"{base_url}/p/form")
    page.wait_for_selector("form[data-live=offline]")
    phone = page.locator("#tik-i-phone")
    phone.click()
    page.keyboard.type("2015550123")
    assert phone.input_value() == "2015550123"
    page.locator("#tik-i-first-name").click()
    page.keyboard.type("Ann")
    assert page.locator("#tik-i-first-name").input_value() == "Ann"


def test_a_phone_of_another_calling_code_waits_for_the_whole_tables(page, base_url):
    # The New Customer Profile's phone field types US numbers: the page installs +1's tables (a few KB) before the
    # form opens and the whole tables once it is live. Held, a number of another code typed meanwhile is edited by
    # the browser, and formatted by the core, as libphonenumber formats it, once they come; nothing is lost.
    release = hold(page, "**/phone-metadata.*.txt")
    page.add_init_script(READY_CLOCK)
    gallery = Gallery(page, base_url).open("form")
    ready_at = page.evaluate("() => window.tikReadyAt")
    before = [e["name"] for e in resources(page) if e["end"] <= ready_at and e["name"].startswith("phone-metadata")]
    assert [stem(n) for n in before] == ["phone-metadata-1.txt"], before
    phone = gallery.field("phone")
    phone.click()
    page.keyboard.type("2015550123")
    gallery.settle()
    assert phone.input_value() == "(201) 555-0123"
    page.keyboard.press("ControlOrMeta+a")
    page.keyboard.type("+442079460958")
    assert "".join(c for c in phone.input_value() if c.isdigit()) == "442079460958"
    release()
    gallery.settle()
    page.wait_for_function("() => document.querySelector('#tik-i-phone').value === '+44 20 7946 0958'")
    assert live(page) == "ready"
    page.keyboard.press("Backspace")
    gallery.settle()
    assert phone.input_value() == "+44 20 7946 095"
