"""#48 in Chromium: the stepper by keys and buttons, dates typed in German and Arabic, choices picked by key."""


def test_the_stepper_steps_by_keys_and_buttons(gallery):
    gallery.open("steppers", locale="en_US")
    field = gallery.field("stepper-quantity")
    field.click()
    gallery.page.keyboard.press("End")
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
    message = gallery.wrapper("delivery-date").locator(".tik-msg").inner_text()
    assert message == "Enter a date from 01/01/2026 to 12/31/2026.", message
