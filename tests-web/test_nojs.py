"""Without JavaScript the forms post, and the server validates and answers."""


def test_form_posts_and_validates_without_javascript(static_page, base_url):
    page = static_page
    page.goto(f"{base_url}/p/form")
    page.locator("#tik-i-first-name").fill("Jane")
    page.locator("#tik-i-email").fill("jane@example")
    page.locator("button[type=submit]").click()
    page.wait_for_load_state()
    assert page.locator("#tik-i-first-name").input_value() == "Jane"
    assert page.locator("#tik-i-last-name").get_attribute("aria-invalid") == "true"
    assert "Enter a value. This field is required." in page.locator("#tik-f-last-name").inner_text()
    assert "Enter an email address" in page.locator("#tik-f-email").inner_text()
    assert "Check the highlighted fields" in page.locator(".tik-status-line").inner_text()
    page.locator("#tik-i-last-name").fill("Miller")
    page.locator("#tik-i-email").fill("jane@example.com")
    page.locator("#tik-i-phone").fill("5551234567")
    page.locator("button[type=submit]").click()
    page.wait_for_load_state()
    assert "The customer profile was created." in page.locator(".tik-status-line").inner_text()
    assert page.locator("#tik-i-phone").input_value() == "(555) 123-4567"


def test_a_value_that_does_not_fit_is_refused_without_javascript(static_page, base_url):
    """#26: a phone with an extension is not shortened and accepted; the page says what was left out."""
    page = static_page
    page.goto(f"{base_url}/p/form")
    page.locator("#tik-i-first-name").fill("Jane")
    page.locator("#tik-i-last-name").fill("Miller")
    page.locator("#tik-i-email").fill("jane@example.com")
    page.locator("#tik-i-phone").fill("+1 (555) 123-4567 ext 99999999999")
    page.locator("button[type=submit]").click()
    page.wait_for_load_state()
    assert "The customer profile was created." not in page.locator(".tik-status-line").inner_text()
    assert page.locator("#tik-i-phone").input_value() == "+1 555-123-4567"
    assert "Some characters did not fit this field and were left out (14)." in page.locator("#tik-f-phone").inner_text()
    assert page.locator("#tik-f-phone .tik-msg-leftOut").count() == 1


def test_counter_validates_without_javascript(static_page, base_url):
    page = static_page
    page.goto(f"{base_url}/p/counter?locale=de_DE")
    page.locator("#tik-i-description-within").fill("x" * 45)
    page.locator("button[type=submit]").click()
    page.wait_for_load_state()
    assert "45/40" in page.locator("#tik-f-description-within .tik-counter").inner_text()
    assert page.locator("#tik-i-description-within").get_attribute("aria-invalid") == "true"
