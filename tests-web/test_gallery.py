"""Every gallery page: zero axe-core violations and a screenshot for people to look at."""
import pytest
from axe_playwright_python.sync_playwright import Axe

from conftest import GALLERY_PAGES

# The layouts a server forces (the automatic one, by the form's width, is tested at phone and desktop sizes in
# test_phones.py).
VARIANTS = [
    ("en_US", "compact", "light"), ("en_US", "expanded", "dark"),
    ("de_DE", "expanded", "light"), ("ar_SA", "compact", "light"), ("ar_SA", "expanded", "dark"),
]
AXE = Axe()


def describe(violations):
    return "; ".join(f"{v['id']}: {[n['target'] for n in v['nodes']][:3]}" for v in violations)


@pytest.mark.parametrize("name", GALLERY_PAGES)
def test_page_is_accessible_and_captured(gallery, screenshots, name):
    for locale, layout, theme in VARIANTS:
        width = 430 if layout == "compact" else 1100
        gallery.page.set_viewport_size({"width": width, "height": 900})
        gallery.open(name, locale=locale, layout=layout, theme=theme)
        gallery.settle()
        results = AXE.run(gallery.page)
        violations = results.response["violations"]
        assert violations == [], f"{name} {locale} {layout} {theme}: {describe(violations)}"
        gallery.page.screenshot(path=str(screenshots / f"{name}-{locale}-{layout}-{theme}.png"), full_page=True)


def test_index_is_accessible(gallery, screenshots):
    gallery.page.goto(gallery.base_url + "/")
    results = AXE.run(gallery.page)
    assert results.response["violations"] == [], describe(results.response["violations"])
    gallery.page.screenshot(path=str(screenshots / "index.png"), full_page=True)


def test_the_front_page_shows_each_component_live(gallery, screenshots):
    # #47: the front page is a showcase, each page's first figure live and typable in its own form, with layout,
    # theme and language as switches; a figure opens on its own parts, and the core decides each of its keys.
    page = gallery.page
    page.goto(gallery.base_url + "/?locale=en_US&layout=compact&theme=dark")
    page.wait_for_function(
        "() => [...document.querySelectorAll('form[data-tik-spec]')].every(f => f.dataset.live === 'ready')")
    assert page.locator("form[data-tik-spec]").count() == page.locator("section.tik-showcase").count() >= 15
    name = page.locator("#tik-i-simple-name")
    name.click()
    page.keyboard.type("Zoë Miller")
    phone = page.locator("#tik-i-grouped-phone")
    phone.click()
    page.keyboard.press("ControlOrMeta+a")
    page.keyboard.type("2015550123")
    page.wait_for_function("() => document.querySelector('#tik-i-grouped-phone').value === '(201) 555-0123'")
    assert name.input_value() == "Zoë Miller"
    results = AXE.run(page)
    assert results.response["violations"] == [], describe(results.response["violations"])
    page.screenshot(path=str(screenshots / "index-compact-dark.png"), full_page=True)
    # The theme switch keeps the front page.
    page.locator(".tik-switch a", has_text="High contrast black").click()
    page.wait_for_url("**/?locale=en_US&layout=compact&theme=hcb")
    assert page.locator("#tik-form-show-simple").count() == 1


def test_a_figure_of_the_front_page_posts_without_javascript(static_page, base_url):
    page = static_page
    page.goto(base_url + "/?locale=de_DE")
    page.locator("#tik-i-simple-name").fill("Zoë")
    page.locator("#tik-form-show-simple button[type=submit]").click()
    page.wait_for_load_state()
    assert "/?show=simple&locale=de_DE" in page.url
    assert page.locator("#tik-status-show-simple").inner_text().strip() != "", "the figure's status line says what the post did"
    assert page.locator("#tik-i-simple-name").input_value() == "Zoë"
    assert page.locator("html").get_attribute("lang") == "de-DE"
