"""International input in the page (#37): digits of every script, codes left to right in right-to-left forms, the
decimal key of another region, keyboards from the format, and what Android keyboards (Gboard, Samsung Keyboard)
send on Android Chrome, replayed through the DevTools protocol: keydown "Unidentified" with keyCode 229 for every
key, compositions for partial words (insertCompositionText), insertText for digits, compositions over a word that is
already there and insertReplacementText for predictive corrections, compositions ended by a space or by leaving the
field."""
import pytest

from conftest import Gallery


class Android:
    """Replays an Android keyboard's events into the focused field through CDP (what Chromium on Android receives
    from the IME: every key is keyCode 229 "Unidentified", text arrives as composition or as inserted text)."""

    def __init__(self, gallery, context):
        self.gallery = gallery
        self.cdp = context.new_cdp_session(gallery.page)

    def key(self, send):
        self.cdp.send("Input.dispatchKeyEvent", {"type": "rawKeyDown", "key": "Unidentified", "code": "",
                                                  "windowsVirtualKeyCode": 229, "nativeVirtualKeyCode": 229})
        send()
        self.cdp.send("Input.dispatchKeyEvent", {"type": "keyUp", "key": "Unidentified", "code": "",
                                                  "windowsVirtualKeyCode": 229, "nativeVirtualKeyCode": 229})

    def compose(self, word, commit=True, replacing=None):
        """Gboard: a word composed letter by letter (each key replaces the marked text with the word so far), then
        committed as a space or a suggestion would. `replacing`: (start, end) of text already in the field that the
        composition re-composes (a predictive correction)."""
        for length in range(1, len(word) + 1):
            part = word[:length]
            params = {"text": part, "selectionStart": len(part), "selectionEnd": len(part)}
            if replacing is not None:
                params.update({"replacementStart": replacing[0], "replacementEnd": replacing[1]})
                replacing = None
            self.key(lambda: self.cdp.send("Input.imeSetComposition", params))
        if commit:
            self.key(lambda: self.cdp.send("Input.insertText", {"text": word}))

    def insert(self, text):
        """Gboard's number row and symbols: each character inserted without composition."""
        for character in text:
            self.key(lambda: self.cdp.send("Input.insertText", {"text": character}))

    def backspace(self):
        """Backspace outside a composition: keyCode 229, then deleteContentBackward."""
        self.key(lambda: self.gallery.page.keyboard.press("Backspace"))

    def replace(self, field_id, start, end, text):
        """A predictive correction Chrome reports as insertReplacementText: the word is selected and replaced."""
        self.gallery.field(field_id).evaluate(
            """(e, [start, end, text]) => {
                e.setSelectionRange(start, end);
                const data = new DataTransfer();
                data.setData('text/plain', text);
                const event = new InputEvent('beforeinput', { inputType: 'insertReplacementText', data: null,
                    dataTransfer: data, bubbles: true, cancelable: true });
                if (e.dispatchEvent(event)) { e.setRangeText(text, start, end, 'end'); e.dispatchEvent(new InputEvent(
                    'input', { inputType: 'insertReplacementText', bubbles: true })); }
            }""", [start, end, text])


def desktop(gallery, page_id, field_id, text):
    """What the same characters give typed on a desktop keyboard."""
    gallery.open(page_id)
    gallery.clear_with_keys(field_id)
    gallery.page.keyboard.type(text)
    gallery.page.keyboard.press("Tab")
    gallery.settle()
    return gallery.field(field_id).input_value()


@pytest.mark.parametrize("page_id,field_id,text", [
    ("grouped", "phone", "5551234567"),
    ("form", "phone", "+4930123456"),
    ("grouped", "card", "4111111111111111"),
    ("grouped", "iban", "DE89370400440532013000"),
    ("currency", "amount-usd", "1234.5"),
    ("simple", "name", "Jane Appleseed"),
])
@pytest.mark.parametrize("keyboard", ["gboard", "samsung"])
def test_android_keyboards_give_what_a_desktop_gives(gallery, context, page_id, field_id, text, keyboard):
    expected = desktop(gallery, page_id, field_id, text)
    gallery.open(page_id)
    gallery.clear_with_keys(field_id)
    android = Android(gallery, context)
    if keyboard == "gboard":
        # Letters are composed word by word (a space commits), digits and symbols are inserted one by one.
        for index, word in enumerate(text.split(" ")):
            if index:
                android.insert(" ")
            if word.isdigit():
                android.insert(word)
            else:
                android.compose(word)
    else:
        # Samsung Keyboard composes digits too, and the composition ends when the field loses focus.
        words = text.split(" ")
        for word in words[:-1]:
            android.compose(word)
            android.insert(" ")
        android.compose(words[-1], commit=False)
    gallery.page.keyboard.press("Tab")
    gallery.settle()
    assert gallery.field(field_id).input_value() == expected


def test_a_predictive_correction_replaces_the_word_instead_of_doubling_it(gallery, context):
    gallery.open("simple")
    gallery.clear_with_keys("name")
    android = Android(gallery, context)
    android.compose("Jon")
    # Gboard re-composes the word before the caret with the suggestion (setComposingRegion, then commitText).
    android.compose("John", replacing=(0, 3))
    assert gallery.value("name") == "John"
    assert gallery.selection("name") == [4, 4]
    android.insert(" ")
    android.compose("Appelseed")
    # Chrome reports another correction as insertReplacementText over the selected word.
    android.replace("name", 5, 14, "Appleseed")
    assert gallery.value("name") == "John Appleseed"
    assert gallery.selection("name") == [14, 14]


def test_a_correction_inside_a_mask_keeps_the_format(gallery, context):
    gallery.open("grouped")
    gallery.clear_with_keys("iban")
    android = Android(gallery, context)
    android.compose("DE89")
    assert gallery.value("iban") == "DE89"
    # The keyboard re-composes the group with a lower-case suggestion: the IBAN reads it in capitals.
    android.compose("de893704", replacing=(0, 4))
    assert gallery.value("iban") == "DE89 3704"
    assert gallery.selection("iban") == [9, 9]


def test_android_backspace_deletes_once(gallery, context):
    gallery.open("grouped")
    gallery.clear_with_keys("phone")
    android = Android(gallery, context)
    android.insert("5551234")
    assert gallery.value("phone") == "(555) 123-4"
    android.backspace()
    assert gallery.value("phone") == "(555) 123"
    assert gallery.selection("phone") == [9, 9]


@pytest.mark.parametrize("locale", ["ar_SA"])
def test_codes_stay_left_to_right_in_a_right_to_left_page(gallery, locale, screenshots):
    gallery.open("grouped", locale=locale)
    for field_id in ["card", "iban", "phone"]:
        wrapper = gallery.wrapper(field_id)
        assert wrapper.get_attribute("dir") == "rtl", "label, helper and messages stay right to left"
        field = gallery.field(field_id)
        assert field.evaluate("e => getComputedStyle(e).direction") == "ltr"
        assert field.evaluate("e => getComputedStyle(e).textAlign") == "right", "aligned with the form's other fields"
        assert gallery.page.locator(f"#tik-f-{field_id} .tik-label").evaluate("e => getComputedStyle(e).direction") == "rtl"
    gallery.page.screenshot(path=str(screenshots / f"grouped-{locale}-codes.png"), full_page=True)


@pytest.mark.parametrize("field_id,typed,text", [
    ("card-ar", "٤١١١١١١١١١١١١١١١", "4111 1111 1111 1111"),
    ("phone-ar", "٠٥٠١٢٣٤٥٦٧", "050 123 4567"),
    ("card-he", "4111111111111111", "4111 1111 1111 1111"),
    ("phone-he", "0501234567", "050-123-4567"),
])
def test_first_group_leftmost_and_the_caret_right_in_arabic_and_hebrew_forms(gallery, field_id, typed, text):
    """The Arabic and Hebrew figures of the Grouped Characters page: the code is laid out left to right, typing and
    deleting in the middle keep the caret after the same digit, and the arrows move as the code looks."""
    gallery.open("grouped")
    field = gallery.field(field_id)
    assert gallery.wrapper(field_id).get_attribute("dir") == "rtl"
    assert field.evaluate("e => getComputedStyle(e).direction") == "ltr"
    gallery.clear_with_keys(field_id)
    gallery.page.keyboard.type(typed)
    assert gallery.value(field_id) == text
    # The first group is drawn leftmost: the first character's box starts left of the last one's.
    boxes = field.evaluate("""e => {
        const probe = document.createElement('span');
        const style = getComputedStyle(e);
        probe.style.cssText = 'position:absolute;white-space:pre;font:' + style.font + ';direction:' + style.direction
            + ';unicode-bidi:' + style.unicodeBidi;
        probe.textContent = e.value;
        e.parentElement.appendChild(probe);
        const range = document.createRange();
        range.setStart(probe.firstChild, 0); range.setEnd(probe.firstChild, 1);
        const first = range.getBoundingClientRect().left;
        range.setStart(probe.firstChild, e.value.length - 1); range.setEnd(probe.firstChild, e.value.length);
        const last = range.getBoundingClientRect().left;
        probe.remove();
        return [first, last];
    }""")
    assert boxes[0] < boxes[1]
    # Insert in the middle: after the sixth character, a digit goes in and the caret stays after it.
    field.evaluate("e => e.setSelectionRange(6, 6)")
    gallery.page.keyboard.press("Backspace")
    gallery.settle()
    after_delete = gallery.selection(field_id)
    gallery.page.keyboard.type("9")
    assert gallery.selection(field_id)[0] > after_delete[0]
    # ArrowLeft goes towards the first group (backward in the text), ArrowRight the other way.
    start = gallery.selection(field_id)[0]
    gallery.page.keyboard.press("ArrowLeft")
    assert gallery.selection(field_id)[0] < start
    gallery.page.keyboard.press("ArrowRight")
    assert gallery.selection(field_id)[0] == start


def test_digits_of_other_scripts_fill_the_arabic_customer_phone(gallery):
    gallery.open("form", locale="ar_SA")
    gallery.clear_with_keys("phone")
    gallery.page.keyboard.type("٠٥١٢٣٤٥٦٧٨")
    assert gallery.value("phone") == "051 234 5678"
    gallery.clear_with_keys("phone")
    gallery.page.keyboard.type("۰۵۱２３４５６７８")
    assert gallery.value("phone") == "051 234 5678"


def test_the_decimal_key_of_another_region_never_multiplies_an_amount(gallery):
    gallery.open("currency")
    gallery.clear_with_keys("amount-usd")
    gallery.page.keyboard.type("12,5")
    assert gallery.value("amount-usd") == "$12,5"
    gallery.page.keyboard.press("Tab")
    assert gallery.value("amount-usd") == "$12.50"
    gallery.clear_with_keys("amount-usd")
    gallery.page.keyboard.type("1,234.56")
    assert gallery.value("amount-usd") == "$1,234.56"
    gallery.open("currency", locale="de_DE")
    gallery.clear_with_keys("amount-eur")
    gallery.page.keyboard.type("1.234,5")
    gallery.page.keyboard.press("Tab")
    assert gallery.value("amount-eur") == "1.234,50\u00a0€"


def test_keyboards_follow_the_format(gallery):
    gallery.open("grouped")
    assert gallery.field("card").get_attribute("inputmode") == "numeric"
    assert gallery.field("iban").get_attribute("autocapitalize") == "characters"
    assert gallery.field("card-ar").get_attribute("inputmode") == "numeric"
    gallery.open("currency")
    assert gallery.field("amount-usd").get_attribute("inputmode") == "decimal"


def synthetic_composition(gallery, field_id, start, end, text, end_data):
    """An input method that composes `text` over [start, end) of the field without moving the selection there
    first, and ends with `end_data` as compositionend's data (some keyboards send none): the events a page sees,
    with the input's text changed as the keyboard changes it."""
    gallery.field(field_id).evaluate(
        """(e, [start, end, text, endData]) => {
            const fire = (type, data) => e.dispatchEvent(new CompositionEvent(type, { data, bubbles: true }));
            fire('compositionstart', '');
            for (let n = 1; n <= text.length; n++) {
                fire('compositionupdate', text.slice(0, n));
                e.dispatchEvent(new InputEvent('beforeinput', { inputType: 'insertCompositionText', data: text.slice(0, n),
                    bubbles: true, cancelable: false, isComposing: true }));
                e.value = e.value.slice(0, start) + text.slice(0, n) + e.value.slice(start + (n === 1 ? end - start : n - 1));
                e.setSelectionRange(start + n, start + n);
                e.dispatchEvent(new InputEvent('input', { inputType: 'insertCompositionText', data: text.slice(0, n),
                    bubbles: true, isComposing: true }));
            }
            fire('compositionend', endData);
        }""", [start, end, text, end_data])
    gallery.settle()


def test_a_composition_is_read_from_the_input_not_from_its_events(gallery):
    """Keyboards that re-compose a word without selecting it first, or end a composition without its text: the
    page reads what the composition did from the input, so the word is replaced once and nothing is lost."""
    gallery.open("simple")
    gallery.clear_with_keys("name")
    gallery.page.keyboard.type("Jon Miller")
    gallery.field("name").evaluate("e => e.setSelectionRange(10, 10)")
    synthetic_composition(gallery, "name", 0, 3, "John", "John")
    assert gallery.value("name") == "John Miller"
    gallery.clear_with_keys("name")
    synthetic_composition(gallery, "name", 0, 0, "Jane", "")
    assert gallery.value("name") == "Jane"
    gallery.open("grouped")
    gallery.clear_with_keys("card")
    synthetic_composition(gallery, "card", 0, 0, "41111111", "")
    assert gallery.value("card") == "4111 1111"
