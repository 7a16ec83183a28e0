"""The page's core (TextInputWeb.wasm in Chromium) against the server's (native): the same answers byte for byte,
and what the page shows equals what the server renders for the same state.

The test pages record every message the page's script hands to its core, with the answer (form.tikLog). The
server's test route replays those messages through the native core from the same spec and renders every field.
"""
import json
import random
import urllib.request

CANONICAL = """(serverFields) => {
  // Elements as text with sorted attributes; an input's current value stands for its value attribute.
  function canon(node, value) {
    if (node.nodeType === Node.TEXT_NODE) { return node.textContent; }
    if (node.nodeType !== Node.ELEMENT_NODE) { return ''; }
    const attributes = Array.from(node.attributes).filter(a => a.name !== 'value').map(a => a.name + '=' + JSON.stringify(a.value)).sort();
    let children = Array.from(node.childNodes).map(child => canon(child, value)).join('');
    if (node.classList.contains('tik-input')) {
      attributes.push('(value)=' + JSON.stringify(value(node)));
      children = '';
    }
    return '<' + node.tagName.toLowerCase() + ' ' + attributes.join(' ') + '>' + children + '</>';
  }
  const differences = [];
  serverFields.forEach((html, i) => {
    const live = document.querySelector('.tik-field[data-index="' + i + '"]');
    const template = document.createElement('template');
    template.innerHTML = html;
    const server = template.content.firstElementChild;
    const shown = canon(live, el => el.value);
    const rendered = canon(server, el => el.tagName === 'TEXTAREA' ? el.textContent : (el.getAttribute('value') || ''));
    if (shown !== rendered) { differences.push({ field: i, page: shown, server: rendered }); }
  });
  return differences;
}"""


def replay_and_compare(gallery, page, locale, layout, compare_fields=True):
    # (A posted page sends nothing more: its messages are all answered, and it never settles as "ready".)
    if compare_fields:
        gallery.laid_out()
    log = gallery.page.evaluate("() => document.querySelector('form[data-tik-spec]').tikLog")
    state = gallery.page.evaluate("() => document.querySelector('form').dataset.live")
    assert log, f"{page} {locale}: the page recorded no messages ({state})"
    body = json.dumps({"page": page, "locale": locale, "layout": layout, "messages": [m for m, _ in log]}).encode()
    request = urllib.request.Request(gallery.base_url + "/test/replay", data=body, method="POST")
    with urllib.request.urlopen(request) as response:
        replay = json.loads(response.read())
    for (message, answer), native in zip(log, replay["answers"]):
        assert answer == native, f"after {message}:\nwasm:   {answer}\nnative: {native}"
    assert len(replay["answers"]) == len(log)
    if not compare_fields:
        return len(log)
    differences = gallery.page.evaluate(CANONICAL, replay["fields"])
    if differences:
        import difflib
        first = differences[0]
        diff = "\n".join(difflib.unified_diff(first["server"].replace("><", ">\n<").split("\n"),
                                             first["page"].replace("><", ">\n<").split("\n"), "server", "page", lineterm=""))
        raise AssertionError(f"{page} {locale}: field {first['field']} differs:\n{diff}")
    return len(log)


SCENARIOS = [
    ("grouped", "en_US", "expanded", "light", [("phone", "Control+A Backspace 4 1 5 5 5 5 0 1 0 0 Home ArrowRight ArrowRight Backspace 9"),
                                               ("card", "End Backspace Backspace 4 2"), ("iban", "Control+A x"),
                                               ("weight", "End Backspace 7 5")]),
    ("currency", "de_DE", "compact", "dark", [("amount-usd", "End Backspace Backspace 9 9 , 5"), ("amount-eur", "Control+A 1 2 3 4 5 6 , 7")]),
    ("simple", "ar_SA", "compact", "light", [("name", "س ل ا م Shift+ArrowRight Backspace"), ("email-helper", "a @ b")]),
    ("counter", "en_US", "expanded", "dark", [("description-over", "End ! ! Control+z"), ("short-reached", "End x y")]),
    ("note", "en_US", "compact", "light", [("note-growing", "End Enter l i n e Enter t w o Control+z")]),
    ("combo", "de_DE", "expanded", "light", [("country-all", "D e ArrowDown ArrowDown Enter")]),
    ("form", "en_US", "expanded", "light", [("first-name", "J a n e Enter M i l l e r Enter j @ x Tab")]),
]


def press(gallery, keys):
    for key in keys.split(" "):
        if len(key) == 1 and not key.isascii():
            gallery.page.keyboard.type(key)
        else:
            gallery.page.keyboard.press(key)


def test_scenarios_match_the_server(gallery):
    for page, locale, layout, theme, steps in SCENARIOS:
        gallery.open(page, locale=locale, layout=layout, theme=theme)
        for field, keys in steps:
            gallery.field(field).click()
            press(gallery, keys)
        gallery.page.locator("h1").click()
        replay_and_compare(gallery, page, locale, layout)


def test_random_keys_match_the_server(gallery):
    rng = random.Random(20261123)
    keys = list("0123456789abcXYZ-.,/@ ") + ["Backspace", "Delete", "ArrowLeft", "ArrowRight", "Home", "End",
                                              "Shift+ArrowLeft", "Shift+ArrowRight", "Control+z", "Control+Shift+z",
                                              "Control+a", "Enter", "Escape"]
    total = 0
    for page, locale in [("grouped", "en_US"), ("keyboards", "de_DE"), ("currency", "ar_SA"), ("counter", "en_US"),
                         ("note", "de_DE"), ("combo", "en_US"), ("password", "en_US")]:
        gallery.open(page, locale=locale, layout="expanded")
        # A random Enter in a valid form's last field posts it: keep the page (the post is tested in
        # test_editing.py), stop typing there (the page hands nothing more to its core while it posts) and compare
        # the answers up to the post; the inputs then hold what is posted, not what the server renders.
        gallery.page.evaluate("() => { HTMLFormElement.prototype.submit = function () { this.dataset.posted = 'yes'; }; }")
        ids = gallery.page.evaluate("() => Array.from(document.querySelectorAll('.tik-input:not([disabled])')).map(e => e.id.slice(6))")
        posted = False
        for _ in range(3):
            if posted:
                break
            gallery.field(rng.choice(ids)).click()
            for _ in range(25):
                gallery.page.keyboard.press(rng.choice(keys))
                if gallery.page.evaluate("() => document.querySelector('form').dataset.posted === 'yes'"):
                    posted = True
                    break
        total += replay_and_compare(gallery, page, locale, "expanded", compare_fields=not posted)
    assert total > 400
