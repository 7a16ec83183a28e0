"""#48 in Chromium: the stepper by keys and buttons, dates typed in German and Arabic, choices picked by key."""


def test_the_stepper_steps_by_keys_and_buttons(gallery):
    gallery.open("steppers", locale="en_US")
    field = gallery.field("stepper-quantity")
    field.click()
    gallery.page.keyboard.press("ArrowUp")
    assert gallery.value("stepper-quantity") == "2"
    gallery.page.keyboard.press("PageUp")
    assert gallery.value("stepper-quantity") == "12"
    wrapper = gallery.wrapper("stepper-quantity")
    plus = wrapper.locator(".tik-step-btn[data-step='1']")
    minus = wrapper.locator(".tik-step-btn[data-step='-1']")
    assert plus.get_attribute("aria-label") == "Increase"
    assert plus.bounding_box()["width"] >= 44 and plus.bounding_box()["height"] >= 44
    plus.click()
    assert gallery.value("stepper-quantity") == "13"
    minus.click()
    minus.click()
    assert gallery.value("stepper-quantity") == "11"
    assert gallery.page.evaluate("document.activeElement.id") == "tik-i-stepper-quantity", "focus stays in the input"
    gallery.page.keyboard.press("End")
    gallery.settle()
    assert gallery.value("stepper-quantity") == "99"
    assert plus.is_disabled(), "plus is disabled at the maximum"
    gallery.page.keyboard.press("Home")
    assert gallery.value("stepper-quantity") == "1"
    assert minus.is_disabled()


def test_a_price_off_its_steps_says_the_nearest_values(gallery):
    gallery.open("steppers", locale="de_DE")
    gallery.field("stepper-price").click()
    gallery.page.keyboard.press("Tab")
    gallery.settle()
    message = gallery.wrapper("stepper-price").locator(".tik-msg").inner_text()
    assert "12,25" in message and "12,50" in message, message
    assert gallery.value("stepper-price").startswith("12,30"), "the value typed is kept"


def test_dates_are_typed_as_germany_and_saudi_arabia_write_them(gallery):
    gallery.open("dates", locale="de_DE")
    assert gallery.field("due").get_attribute("placeholder") == "TT.MM.JJJJ"
    gallery.type("due", "31122026")
    assert gallery.value("due") == "31.12.2026"
    gallery.page.keyboard.press("Tab")
    gallery.settle()
    assert gallery.wrapper("due").locator(".tik-msg-error").count() == 0
    gallery.open("dates", locale="ar_SA")
    gallery.type("due", "31042026")
    gallery.page.keyboard.press("Tab")
    gallery.settle()
    shown = gallery.value("due")
    assert "٢٠٢٦" in shown, shown
    message = gallery.wrapper("due").locator(".tik-msg").inner_text()
    assert "٣١" in message, f"31 April is no day, said with the field's digits: {message}"


def test_a_date_out_of_bounds_says_which_dates_are_allowed(gallery):
    gallery.open("dates", locale="en_US")
    gallery.field("delivery-date").click()
    gallery.page.keyboard.press("Tab")
    gallery.settle()
    message = gallery.wrapper("delivery-date").locator(".tik-msg").inner_text()
    assert message == "Enter a date from 01/01/2026 to 12/31/2026.", message


def test_a_date_is_picked_from_the_calendar_through_the_core(gallery):
    """#48: the calendar button opens the browser's own date picker (showPicker on the hidden date input with the
    field's bounds); the day picked goes through the page's core, which shows it as the locale writes it."""
    page = gallery.page
    page.add_init_script("HTMLInputElement.prototype.showPicker = function () { window.tikPicked = this.type; };")
    gallery.open("dates", locale="de_DE")
    wrapper = gallery.wrapper("due")
    button = wrapper.locator(".tik-cal-btn")
    button.wait_for()
    assert button.get_attribute("aria-label") == "Datum auswählen"
    box = button.bounding_box()
    assert box["width"] >= 44 and box["height"] >= 44
    button.click()
    assert page.evaluate("window.tikPicked") == "date"
    assert page.evaluate("document.activeElement.id") == "tik-i-due", "focus goes to the field"
    picker = wrapper.locator("input[type=date]")
    assert picker.get_attribute("name") is None, "the picker posts nothing"
    picker.evaluate("e => { e.value = '2026-12-31'; e.dispatchEvent(new Event('change', { bubbles: true })); }")
    assert gallery.value("due") == "31.12.2026"
    # Bounds go with it; a pick replaces whatever was typed.
    bounded = gallery.wrapper("delivery-date").locator("input[type=date]")
    assert bounded.get_attribute("min") == "2026-01-01" and bounded.get_attribute("max") == "2026-12-31"
    gallery.open("dates", locale="ar_SA")
    gallery.type("due", "0101")
    gallery.wrapper("due").locator(".tik-cal-btn").click()
    gallery.wrapper("due").locator("input[type=date]").evaluate(
        "e => { e.value = '2026-04-30'; e.dispatchEvent(new Event('change', { bubbles: true })); }")
    shown = gallery.value("due")
    assert "٣٠" in shown and "٢٠٢٦" in shown and "٠١٠١" not in shown, shown
