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
