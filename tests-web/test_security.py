"""Escaping, refusals of tampered intents, isolation, bounds and error pages."""
import socket
import urllib.error
import urllib.parse
import urllib.request

SOCKET_SCRIPT = """async ([path, messages]) => {
  const url = new URL(path, location.href); url.protocol = 'ws:';
  const ws = new WebSocket(url.href);
  const answers = [];
  const closed = new Promise(resolve => ws.addEventListener('close', e => resolve({code: e.code, reason: e.reason})));
  ws.addEventListener('message', e => answers.push(JSON.parse(e.data)));
  await new Promise((resolve, reject) => { ws.addEventListener('open', resolve); ws.addEventListener('error', reject); });
  await new Promise(resolve => { const t = setInterval(() => { if (answers.length) { clearInterval(t); resolve(); } }, 5); });
  for (const m of messages) ws.send(typeof m === 'string' ? m : JSON.stringify(m));
  const expected = messages.length + 1;
  const outcome = await Promise.race([
    closed.then(close => ({close})),
    new Promise(resolve => { const t = setInterval(() => { if (answers.length >= expected) { clearInterval(t); resolve({}); } }, 5); }),
  ]);
  ws.close();
  return {answers, close: outcome.close || null};
}"""


def raw_socket(gallery, path, messages):
    return gallery.page.evaluate(SOCKET_SCRIPT, [path, messages])


def test_xss_payloads_execute_nothing(gallery):
    gallery.open("xss")
    page = gallery.page
    assert page.evaluate("() => window.__tikXSS") is None
    assert page.locator("script").count() == 1
    assert page.locator("img, iframe").count() == 0
    assert "<script>window.__tikXSS=1</script>" in page.locator("#tik-l-xss-helper").inner_text()
    # Typed payloads come back through the server's re-rendered parts (fitted text, tooltip, suggestions).
    gallery.field("xss-helper").click()
    page.keyboard.press("Control+A")
    page.keyboard.type("<img src=x onerror=window.__tikXSS=5> and a long tail so the text is truncated at the end here")
    gallery.field("xss-combo").click()
    page.keyboard.type("<")
    gallery.settle()
    assert page.locator("#tik-s-xss-combo .tik-option").count() >= 2
    page.locator("#tik-s-xss-combo .tik-option").first.click()
    gallery.settle()
    page.locator("#tik-a-xss-readonly [data-acc=action]").click()
    page.locator("button[type=submit]").click()
    gallery.settle()
    assert page.evaluate("() => window.__tikXSS") is None
    assert page.locator("img, iframe").count() == 0
    assert page.locator("#tik-f-xss-helper .tik-fitted").inner_text().startswith("<img src=x")


def test_tampered_client_cannot_edit_read_only_or_disabled_fields(gallery):
    gallery.open("states")
    page = gallery.page
    # Remove the attributes in the page and type: the server refuses every intent.
    page.evaluate("() => { for (const e of document.querySelectorAll('.tik-input')) { e.removeAttribute('readonly'); e.removeAttribute('disabled'); } }")
    gallery.field("company-readonly").click()
    page.keyboard.press("End")
    page.keyboard.type("hacked")
    page.keyboard.press("Backspace")
    assert gallery.value("company-readonly") == "SAP SE"
    assert "cannot be edited" in page.locator("#tik-live").inner_text()
    gallery.field("company-disabled").click()
    page.keyboard.type("hacked")
    assert gallery.value("company-disabled") == "SAP SE"

    # Hand-written intents on a socket of their own.
    result = raw_socket(gallery, "/ws?page=states&locale=en_US&layout=expanded", [
        {"s": 1, "event": "type", "field": 0, "text": "x"},
        {"s": 2, "event": "paste", "field": 1, "text": "y"},
        {"s": 3, "event": "tap", "field": 0, "accessory": "clear"},
        {"s": 4, "event": "focus", "field": 1},
    ])
    answers = result["answers"][1:]
    assert [a.get("refused") for a in answers] == ["This field cannot be edited."] * 4
    assert all(f["v"] == "SAP SE" for a in answers for f in a["fields"])


def test_post_cannot_change_read_only_values(gallery, base_url):
    body = urllib.parse.urlencode({"first-name": "Jane", "last-name": "Miller", "email": "jane@example.com",
                                   "customer-id": "HACKED"}).encode()
    request = urllib.request.Request(f"{base_url}/p/form", data=body, method="POST")
    with urllib.request.urlopen(request) as response:
        html = response.read().decode()
    assert "HACKED" not in html
    assert 'value="C-100482"' in html
    assert "The customer profile was created." in html


def test_sessions_are_isolated(browser, base_url):
    pages = []
    for name in ("Ada", "Bob"):
        context = browser.new_context()
        page = context.new_page()
        page.goto(f"{base_url}/p/simple")
        page.wait_for_selector("form[data-live=ready]")
        page.locator("#tik-i-name").click()
        page.keyboard.type(name)
        pages.append((context, page, name))
    for context, page, name in pages:
        page.wait_for_function("() => { const f = document.querySelector('form'); return f.dataset.sent === f.dataset.seq; }")
        assert page.locator("#tik-i-name").input_value() == name
        context.close()


def test_messages_are_bounded(gallery):
    gallery.open("simple")
    big = raw_socket(gallery, "/ws?page=simple", ['{"s":1,"event":"paste","field":0,"text":"' + "a" * 70000 + '"}'])
    assert big["close"] is not None and big["close"]["code"] == 1009
    flood = raw_socket(gallery, "/ws?page=simple", [{"s": n, "event": "type", "field": 0, "text": "a"} for n in range(1, 1201)])
    assert flood["close"] is not None and flood["close"]["code"] == 1008
    junk = raw_socket(gallery, "/ws?page=simple", ["not json", {"s": 1, "event": "fly", "field": 0}])
    assert [("error" in a) for a in junk["answers"][1:]] == [True, True]
    assert "/" not in junk["answers"][1]["error"] and "Swift" not in junk["answers"][1]["error"]


def test_cross_origin_sockets_are_refused(base_url):
    host, port = urllib.parse.urlparse(base_url).netloc.split(":")

    def upgrade(origin):
        with socket.create_connection((host, int(port)), timeout=5) as connection:
            connection.sendall((
                "GET /ws?page=simple HTTP/1.1\r\n"
                f"Host: {host}:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
                f"Origin: {origin}\r\n\r\n").encode())
            return connection.recv(4096).decode(errors="replace").split("\r\n")[0]

    assert " 101 " in upgrade(f"http://{host}:{port}")
    assert " 101 " not in upgrade("http://evil.example")


def test_headers_and_error_pages_leak_nothing(base_url):
    with urllib.request.urlopen(f"{base_url}/p/simple") as response:
        policy = response.headers["Content-Security-Policy"]
        assert "script-src 'self'" in policy and "unsafe" not in policy
        assert response.headers["X-Content-Type-Options"] == "nosniff"
        assert response.headers["X-Frame-Options"] == "DENY"
    for path, status in [("/p/nope", 404), ("/p/simple?locale=%3Cscript%3E", 400), ("/assets/../Package.swift", 404),
                         ("/ws", 400), ("/nothing/here", 404)]:
        try:
            urllib.request.urlopen(base_url + path)
            raise AssertionError(f"{path} answered 200")
        except urllib.error.HTTPError as error:
            assert error.code == status, path
            body = error.read().decode()
            for leak in ["Error(", "Swift", "/work", ".swift", "Hummingbird", "<script>"]:
                assert leak not in body, (path, leak)
    too_big = urllib.request.Request(f"{base_url}/p/form", data=b"a=" + b"b" * 70000, method="POST")
    try:
        urllib.request.urlopen(too_big)
        raise AssertionError("a 70 KB post was accepted")
    except urllib.error.HTTPError as error:
        assert error.code == 413


def test_hidden_password_is_not_in_the_page(gallery):
    gallery.open("password")
    gallery.field("password-hidden").click()
    gallery.page.keyboard.press("End")
    gallery.page.keyboard.type("X")
    gallery.settle()
    html = gallery.page.content()
    hidden = html.split('id="tik-f-password-shown"')[0]
    assert "Welcome2Fiori" not in hidden
    assert "Welcome2Fiori" not in gallery.field("password-hidden").input_value()
