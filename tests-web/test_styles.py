"""Computed styles: the Fiori Horizon tokens as the browser applies them."""

def test_disabled_is_half_opaque_and_read_only_is_filled(gallery):
    gallery.open("states")
    assert gallery.style("#tik-f-company-disabled", "opacity") == "0.5"
    assert gallery.field("company-disabled").is_disabled()
    assert gallery.style("#tik-f-company-readonly .tik-box", "background-color") == "rgba(131, 150, 168, 0.09)"
    assert gallery.style("#tik-f-company-readonly", "opacity") == "1"
    assert gallery.field("company-readonly").get_attribute("readonly") == ""
    assert "Read-only field" in gallery.wrapper("company-readonly").inner_text()


def test_field_metrics(gallery):
    gallery.open("simple")
    box = "#tik-f-name .tik-box"
    # The rest border is declared 0.5 px; Chromium draws it as one device pixel.
    declared = gallery.page.evaluate(
        "() => [...document.styleSheets[0].cssRules].find(r => r.selectorText === '.tik-box').style.cssText")
    assert "border: .5px solid" in declared or "border: 0.5px solid" in declared
    assert gallery.style(box, "border-top-width") in ("0.5px", "1px")
    assert gallery.style(box, "border-top-left-radius") == "8px"
    assert float(gallery.style(box, "height").removesuffix("px")) >= 44
    assert gallery.style("#tik-f-name .tik-label", "font-size") == "15px"
    assert gallery.style("#tik-f-name .tik-label", "font-weight") == "600"
    assert gallery.style("#tik-i-name", "font-size") == "17px"
    assert gallery.style("#tik-f-email-helper .tik-info", "font-size") == "13px"
    assert gallery.style("#tik-f-email-helper .tik-msg", "color") == "rgb(91, 115, 139)"
    assert gallery.page.locator("#tik-i-name").evaluate("e => getComputedStyle(e, '::placeholder').fontStyle") == "italic"
    assert gallery.style("#tik-f-email-error .tik-msg", "color") == "rgb(170, 8, 8)"
    gallery.field("name").click()
    gallery.settle()
    assert gallery.style(box, "border-top-width") == "2px"
    assert gallery.style(box, "border-top-color") == "rgb(0, 112, 242)"
    assert gallery.style("#tik-i-name", "caret-color") == "rgb(0, 112, 242)"


def test_dark_theme_tokens(gallery):
    gallery.open("simple", theme="dark")
    assert gallery.style("#tik-f-name .tik-label", "color") == "rgb(245, 246, 247)"
    assert gallery.style("#tik-f-email-error .tik-msg", "color") == "rgb(255, 92, 119)"
    assert gallery.style("#tik-f-email-helper .tik-msg", "color") == "rgb(169, 180, 190)"
    gallery.field("name").click()
    gallery.settle()
    assert gallery.style("#tik-f-name .tik-box", "border-top-color") == "rgb(77, 177, 255)"


def test_layouts_set_field_widths(gallery):
    gallery.open("simple", layout="compact")
    assert gallery.page.locator("#tik-f-name").bounding_box()["width"] == 343
    gallery.open("simple", layout="expanded")
    assert gallery.page.locator("#tik-f-name").bounding_box()["width"] == 420


def test_truncated_text_has_an_expansion_tooltip(gallery):
    gallery.open("linebreaks", layout="compact")
    tail = gallery.wrapper("subject-truncateTail")
    assert tail.locator(".tik-fitted").inner_text().endswith("…")
    title = gallery.field("subject-truncateTail").get_attribute("title")
    assert title.startswith("Replace the compressor") and not title.endswith("…")
    wrapped = gallery.wrapper("subject-wrapWord").locator(".tik-line")
    assert wrapped.count() >= 2
    for line in range(wrapped.count()):
        assert wrapped.nth(line).evaluate("e => e.scrollWidth <= e.clientWidth + 1")
    # Focused, the field shows the whole text for editing and no tooltip.
    gallery.field("subject-truncateTail").click()
    gallery.settle()
    assert gallery.field("subject-truncateTail").get_attribute("title") is None
    assert not gallery.wrapper("subject-truncateTail").locator(".tik-fitted").is_visible()
