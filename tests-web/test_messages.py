"""#47: semantic messages (error, warning, success, information), the message summary with and without JavaScript,
high-contrast themes and forced colours, a Persian page, and the field a refused submit moves focus to shown whole."""
import pytest
from axe_playwright_python.sync_playwright import Axe

AXE = Axe()


def describe(violations):
    return "; ".join(f"{v['id']}: {[n['target'] for n in v['nodes']][:3]}" for v in violations)


def message(gallery, field_id):
    return gallery.page.locator(f"#tik-m-{field_id}")


def test_each_severity_looks_and_reads_as_fiori_has_it(gallery):
    gallery.open("messages")
    gallery.settle()
    expected = {
        "vat": ("success", "rgb(37, 111, 58)", "Success: VAT number verified with the EU register."),
        "delivery": ("warning", "rgb(180, 79, 0)", "Warning: This date is in the past. Check it before you continue."),
        "credit": ("information", "rgb(0, 100, 217)", "Information: Credit limits above $10,000 are reviewed by Finance."),
        "email-typo": ("warning", "rgb(180, 79, 0)", "Warning: Did you mean jane@gmail.com?"),
    }
    for field_id, (severity, colour, spoken) in expected.items():
        wrap = gallery.wrapper(field_id)
        assert f"tik-border-{severity}" in wrap.locator(".tik-box").get_attribute("class"), field_id
        assert gallery.style(f"#tik-m-{field_id}", "color") == colour, field_id
        assert gallery.field(field_id).get_attribute("aria-invalid") is None, "only an error is invalid"
        assert message(gallery, field_id).locator(".tik-msg-icon svg").count() == 1, "an icon, not colour alone"
        assert message(gallery, field_id).locator(".tik-sr").inner_text() == spoken
        described = gallery.field(field_id).get_attribute("aria-describedby")
        assert f"tik-m-{field_id}" in described
        assert gallery.style(f"#tik-f-{field_id} .tik-box", "border-top-color") == colour, field_id
    assert gallery.field("customer-code").get_attribute("aria-invalid") == "true"
    assert gallery.style("#tik-m-customer-code", "color") == "rgb(170, 8, 8)"


def test_a_warning_goes_on_the_next_edit_and_is_announced_with_its_word(gallery):
    gallery.open("messages")
    gallery.field("delivery").click()
    gallery.page.keyboard.press("End")
    gallery.page.keyboard.type("1")
    gallery.settle()
    assert "tik-border-warning" not in gallery.wrapper("delivery").locator(".tik-box").get_attribute("class")
    gallery.field("email-typo").click()
    gallery.page.keyboard.press("End")
    gallery.page.keyboard.type("x")
    gallery.settle()
    assert message(gallery, "email-typo").count() == 0 or "Did you mean" not in message(gallery, "email-typo").inner_text()
    gallery.page.keyboard.press("Backspace")
    gallery.page.keyboard.press("Tab")
    gallery.settle()
    live = gallery.page.locator("#tik-live")
    assert "Warning: Did you mean jane@gmail.com?" in live.inner_text()


def test_the_summary_lists_every_message_and_its_links_move_focus(gallery):
    gallery.open("messages")
    gallery.settle()
    summary = gallery.page.locator(".tik-summary")
    assert summary.get_attribute("aria-label") == "Messages"
    assert summary.locator(".tik-summary-heading").inner_text().strip() == "Errors: 1, Warnings: 2, Success: 1, Information: 1"
    links = summary.locator(".tik-summary-link")
    assert links.count() == 5
    assert links.nth(0).get_attribute("href") == "#tik-i-customer-code", "errors first"
    assert "Error: Customer Code: This code is used by a closed account." in links.nth(0).inner_text()
    links.nth(2).click()  # the second warning: Email
    gallery.settle()
    assert gallery.page.evaluate("document.activeElement.id") == "tik-i-email-typo"
    selection = gallery.page.evaluate("[document.activeElement.selectionStart, document.activeElement.value.length]")
    assert selection[0] == selection[1], "the caret at the end of the text"
    assert gallery.page.url.endswith("/p/messages"), "the script moves focus without changing the address"
    # Fixing fields updates the summary; it goes when nothing is left.
    for field_id in ["customer-code", "delivery", "vat", "credit"]:
        gallery.field(field_id).click()
        gallery.page.keyboard.press("Home")
        gallery.page.keyboard.type("1")
    gallery.settle()
    # One message left (Email's warning) and no refused submit: it shows on its field only, and the summary goes.
    assert gallery.page.locator(".tik-summary").count() == 0
    assert "Did you mean" in message(gallery, "email-typo").inner_text()


def test_a_refused_submit_shows_the_summary_and_the_first_field_whole(gallery):
    gallery.page.set_viewport_size({"width": 430, "height": 500})
    gallery.open("form", layout="compact")
    gallery.page.locator("button[type=submit]").click()
    gallery.settle()
    summary = gallery.page.locator(".tik-summary")
    assert summary.count() == 1
    assert summary.locator(".tik-summary-heading").inner_text().strip().startswith("Errors: ")
    focused = gallery.page.evaluate("document.activeElement.id")
    box = gallery.page.locator(f"#{focused}").evaluate(
        "e => { const r = e.closest('.tik-field').getBoundingClientRect(); return [r.top, r.bottom, innerHeight]; }")
    assert box[0] >= -1 and box[1] <= box[2] + 1, f"the field with its label is in view: {box}"
    last = summary.locator(".tik-summary-link").last
    target = last.get_attribute("href")[1:]
    last.click()
    gallery.settle()
    assert gallery.page.evaluate("document.activeElement.id") == target
    box = gallery.page.locator(f"#{target}").evaluate(
        "e => { const r = e.closest('.tik-field').getBoundingClientRect(); return [r.top, r.bottom, innerHeight]; }")
    assert box[0] >= -1 and box[1] <= box[2] + 1, f"the linked field is shown whole: {box}"


def test_the_summary_works_without_javascript_after_a_post(static_page, base_url):
    page = static_page
    page.goto(f"{base_url}/p/form")
    page.locator("#tik-i-email").fill("jane@example")
    page.locator("button[type=submit]").click()
    page.wait_for_load_state()
    links = page.locator(".tik-summary-link")
    assert links.count() >= 3
    hrefs = [links.nth(i).get_attribute("href") for i in range(links.count())]
    assert "#tik-i-email" in hrefs
    page.locator('.tik-summary-link[href="#tik-i-email"]').click()
    assert page.evaluate("location.hash") == "#tik-i-email"
    assert page.evaluate("document.activeElement.id") == "tik-i-email", "the fragment's input takes focus"


THEMES = ["hcb", "hcw", "auto"]


@pytest.mark.parametrize("theme", THEMES)
def test_high_contrast_and_system_themes_are_accessible(gallery, screenshots, theme):
    for name in ["messages", "simple", "counter", "combo", "dates", "steppers"]:
        gallery.page.set_viewport_size({"width": 1100, "height": 900})
        gallery.open(name, theme=theme, layout="expanded")
        gallery.settle()
        violations = AXE.run(gallery.page).response["violations"]
        assert violations == [], f"{name} {theme}: {describe(violations)}"
        gallery.page.screenshot(path=str(screenshots / f"{name}-en_US-expanded-{theme}.png"), full_page=True)


def test_the_system_theme_follows_the_colour_scheme(gallery):
    gallery.page.emulate_media(color_scheme="dark")
    gallery.open("simple", theme="auto")
    assert gallery.style("html", "background-color") == "rgb(18, 23, 28)"
    gallery.page.emulate_media(color_scheme="light")
    assert gallery.style("html", "background-color") == "rgb(245, 246, 247)"


def test_forced_colours_tell_every_state_apart(gallery, screenshots):
    gallery.page.emulate_media(forced_colors="active")
    gallery.open("messages")
    gallery.settle()
    styles = {field_id: gallery.style(f"#tik-f-{field_id} .tik-box", "border-top-style")
              for field_id in ["customer-code", "delivery", "vat", "credit"]}
    assert styles == {"customer-code": "double", "delivery": "dashed", "vat": "solid", "credit": "dotted"}, styles
    gallery.field("vat").click()
    gallery.settle()
    assert gallery.style("#tik-f-vat .tik-box", "outline-style") == "solid", "focus is an outline in the highlight colour"
    gallery.page.screenshot(path=str(screenshots / "messages-forced-colors.png"), full_page=True)
    gallery.open("states")
    assert gallery.style("#tik-f-company-disabled", "opacity") == "0.5"
    assert gallery.style("#tik-f-company-readonly .tik-box", "border-top-style") == "dashed"
    gallery.open("counter")
    gallery.page.screenshot(path=str(screenshots / "counter-forced-colors.png"), full_page=True)


def test_a_persian_page_is_right_to_left_with_codes_left_to_right(gallery, screenshots):
    gallery.open("grouped", locale="fa_IR")
    assert gallery.page.evaluate("document.documentElement.dir") == "rtl"
    assert gallery.page.evaluate("document.documentElement.lang") == "fa-IR"
    wraps = gallery.page.locator(".tik-field[dir=rtl]")
    assert wraps.count() > 0
    assert gallery.page.locator("input.tik-input[dir=ltr]").count() > 0, "a phone, card or IBAN stays left to right"
    gallery.page.screenshot(path=str(screenshots / "grouped-fa_IR.png"), full_page=True)
