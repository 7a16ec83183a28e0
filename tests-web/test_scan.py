"""Scanning in the browser: the scan icon opens a dialog with the camera and an image picker; the decoded text goes
through the field's pipeline on the server. Codes are made with qrencode (scripts/install-scan-deps.sh)."""
import json
import pathlib
import subprocess

import pytest

from conftest import CHROMIUM, Gallery

SCAN_BUTTON = "#tik-f-serial .tik-acc-btn[data-acc=scan]"
MESSAGE = "#tik-scan-message"


def qr_png(path, text):
    subprocess.run(["qrencode", "-o", str(path), "-s", "6", "-m", "4", text], check=True)
    return path


def qr_matrix(text):
    """The QR code of `text` as rows of booleans (True = dark), with a quiet zone."""
    art = subprocess.run(["qrencode", "-t", "ASCII", "-m", "4", text], check=True, capture_output=True, text=True).stdout
    rows = [line for line in art.splitlines() if line]
    return [[line[k] == "#" for k in range(0, len(line), 2)] for line in rows]


def qr_y4m(path, text, width=640, height=480, frames=10):
    """A YUV4MPEG2 video for Chromium's fake camera: the code on white, `frames` identical frames."""
    matrix = qr_matrix(text)
    size = len(matrix)
    scale = min(width, height) * 3 // 4 // size
    left = (width - size * scale) // 2
    top = (height - size * scale) // 2
    luma = bytearray([235]) * (width * height)
    for r, row in enumerate(matrix):
        for c, dark in enumerate(row):
            if not dark:
                continue
            for y in range(top + r * scale, top + (r + 1) * scale):
                start = y * width + left + c * scale
                luma[start:start + scale] = bytes([16]) * scale
    chroma = bytes([128]) * ((width // 2) * (height // 2) * 2)
    with open(path, "wb") as video:
        video.write(f"YUV4MPEG2 W{width} H{height} F10:1 Ip A1:1 C420jpeg\n".encode())
        for _ in range(frames):
            video.write(b"FRAME\n" + bytes(luma) + chroma)
    return path


def open_scanner(gallery):
    gallery.open("scan")
    gallery.page.click(SCAN_BUTTON)
    gallery.page.wait_for_selector("#tik-scan:not([hidden])")
    gallery.settle()


def upload(gallery, path):
    gallery.page.set_input_files("#tik-scan-file", str(path))


def test_uploaded_image_fills_the_field_and_stays_editable(gallery, tmp_path):
    open_scanner(gallery)
    dialog = gallery.page.locator("#tik-scan")
    assert dialog.get_attribute("role") == "dialog"
    assert dialog.get_attribute("aria-labelledby") == "tik-scan-title"
    # This browser has no camera (or refuses it): the dialog says so and offers the image picker.
    gallery.page.wait_for_function("() => document.querySelector('#tik-scan-message').textContent.includes('instead')")
    upload(gallery, qr_png(tmp_path / "serial.png", "sn-4711-ab"))
    gallery.page.wait_for_selector("#tik-scan[hidden]", state="attached")
    # The field's format (upper case) applies to the scanned text.
    assert gallery.value("serial") == "SN-4711-AB"
    assert gallery.page.evaluate("document.activeElement.id") == "tik-i-serial"
    gallery.page.keyboard.press("End")
    gallery.page.keyboard.type("x")
    assert gallery.value("serial") == "SN-4711-ABX"


def test_the_server_says_what_went_wrong_in_the_forms_language(gallery, tmp_path):
    """#46: the scan route's messages come from the same translations as the page's (ServerText through Localizer):
    the dialog sends the form's locale with a barcode scan too, and a German form reads German."""
    gallery.open("scan", locale="de_DE")
    gallery.page.click(SCAN_BUTTON)
    gallery.page.wait_for_selector("#tik-scan:not([hidden])")
    garbage = tmp_path / "garbage.png"
    garbage.write_bytes(b"this is not an image at all")
    upload(gallery, garbage)
    gallery.page.wait_for_function("() => document.querySelector('#tik-scan-message').textContent"
                                   " === 'Dieses Bild kann nicht gescannt werden. Wählen Sie ein PNG- oder JPEG-Bild.'")
    empty = tmp_path / "empty.png"
    empty.write_bytes(b"")
    upload(gallery, empty)
    gallery.page.wait_for_function("() => document.querySelector('#tik-scan-message').textContent"
                                   " === 'Diese Datei ist leer. Wählen Sie ein PNG- oder JPEG-Bild.'")


def test_garbage_and_codeless_images_give_messages(gallery, tmp_path):
    open_scanner(gallery)
    gallery.page.wait_for_function("() => document.querySelector('#tik-scan-message').textContent.includes('instead')")
    garbage = tmp_path / "garbage.png"
    garbage.write_bytes(b"this is not an image at all")
    upload(gallery, garbage)
    gallery.page.wait_for_function("() => document.querySelector('#tik-scan-message').textContent.includes('This image cannot be scanned')")
    blank = tmp_path / "blank.png"
    blank.write_bytes(white_png(64, 64))
    upload(gallery, blank)
    gallery.page.wait_for_function("() => document.querySelector('#tik-scan-message').textContent.startsWith('No barcode found')")
    assert gallery.value("serial") == ""
    # Focus stays in the dialog: Tab from the last control (Close) comes back to the first (the file picker).
    gallery.page.focus("#tik-scan-close")
    gallery.page.keyboard.press("Tab")
    assert gallery.page.evaluate("document.activeElement.id") == "tik-scan-file"
    gallery.page.keyboard.press("Escape")
    gallery.page.wait_for_selector("#tik-scan[hidden]", state="attached")
    assert gallery.page.evaluate("document.activeElement.id") == "tik-i-serial"
    # No choice was offered, so the core has nothing to close: the dialog's Escape stays the dialog's.
    assert {"event": "escape"} not in sent_events(gallery)


def gray_png(pixels):
    """A grayscale PNG of rows of 0-255 values, written with zlib only."""
    import struct
    import zlib

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    rows = b"".join(b"\x00" + bytes(row) for row in pixels)
    header = struct.pack(">IIBBBBB", len(pixels[0]), len(pixels), 8, 0, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


def white_png(width, height):
    return gray_png([[255] * width for _ in range(height)])


def two_codes_png(first, second, scale=4):
    """A PNG with the QR codes of `first` and `second` side by side."""
    a, b = qr_matrix(first), qr_matrix(second)
    size = max(len(a), len(b))
    pixels = []
    for r in range(size * scale):
        row = []
        for matrix in (a, b):
            for c in range(size):
                dark = r // scale < len(matrix) and c < len(matrix) and matrix[r // scale][c]
                row += [0 if dark else 255] * scale
        pixels.append(row)
    return gray_png(pixels)


def sent_events(gallery):
    """The field events the page handed to its core, without sequence numbers and field indexes."""
    log = gallery.page.evaluate("() => document.querySelector('form[data-tik-spec]').tikLog")
    events = [json.loads(entry[0]) for entry in log]
    return [{k: v for k, v in e.items() if k not in ("s", "field")} for e in events]


def test_several_codes_are_offered_and_the_pick_fills_the_field(gallery, tmp_path):
    open_scanner(gallery)
    gallery.page.wait_for_function("() => document.querySelector('#tik-scan-message').textContent.includes('instead')")
    image = tmp_path / "two.png"
    image.write_bytes(two_codes_png("left-1", "right-2"))
    upload(gallery, image)
    gallery.page.wait_for_selector(".tik-scan-choice")
    assert gallery.page.locator(MESSAGE).inner_text() == "Several codes found. Choose one:"
    choices = gallery.page.locator(".tik-scan-choice")
    assert sorted(choices.all_inner_texts()) == ["left-1", "right-2"]
    index = choices.all_inner_texts().index("right-2")
    gallery.page.locator(".tik-scan-choice", has_text="right-2").click()
    gallery.page.wait_for_selector("#tik-scan[hidden]", state="attached")
    assert gallery.value("serial") == "RIGHT-2"
    # The dialog tells the core which of the core's choices was picked (by its index), and the core's answer ends it.
    sent = sent_events(gallery)
    assert {"event": "chooseScanned", "index": index} in sent, sent


def test_closing_the_choice_leaves_no_choice_in_the_core(gallery, tmp_path):
    # Escape (or Close) in the dialog while codes are offered: the dialog sends the core's escape, which ends the
    # choice, so a later Enter in the field fills nothing. (While the dialog is open, focus in it is the field's: the
    # core's choice lasts until the dialog ends it.)
    open_scanner(gallery)
    image = tmp_path / "two.png"
    image.write_bytes(two_codes_png("left-1", "right-2"))
    upload(gallery, image)
    gallery.page.wait_for_selector(".tik-scan-choice")
    gallery.page.keyboard.press("Escape")
    gallery.page.wait_for_selector("#tik-scan[hidden]", state="attached")
    assert gallery.page.evaluate("document.activeElement.id") == "tik-i-serial"
    # The dialog's Escape is the core's: it ends the choice (the core's answer says so).
    events = sent_events(gallery)
    after_scan = events[max(i for i, e in enumerate(events) if "texts" in e) + 1:]
    assert after_scan[:1] == [{"event": "escape"}], after_scan
    gallery.page.keyboard.press("Enter")
    assert gallery.value("serial") == ""
    # Close works the same way.
    gallery.page.click(SCAN_BUTTON)
    gallery.page.wait_for_selector("#tik-scan:not([hidden])")
    upload(gallery, image)
    gallery.page.wait_for_selector(".tik-scan-choice")
    gallery.page.click("#tik-scan-close")
    gallery.page.wait_for_selector("#tik-scan[hidden]", state="attached")
    gallery.field("serial").press("Enter")
    assert gallery.value("serial") == ""


@pytest.fixture()
def camera_page(browser, tmp_path):
    """A page in a separate Chromium whose fake camera shows the QR code of "cam-2024"."""
    video = qr_y4m(tmp_path / "qr.y4m", "cam-2024")
    camera = browser.browser_type.launch(executable_path=CHROMIUM, args=[
        "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream",
        f"--use-file-for-fake-video-capture={video}"])
    page = camera.new_context(viewport={"width": 1100, "height": 900}, locale="en-US").new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    camera.close()
    assert errors == [], f"the page reported errors: {errors}"


def test_camera_frames_are_decoded_until_the_field_is_filled(camera_page, base_url):
    gallery = Gallery(camera_page, base_url)
    open_scanner(gallery)
    camera_page.wait_for_function("() => document.querySelector('#tik-i-serial').value === 'CAM-2024'", timeout=20000)
    camera_page.wait_for_selector("#tik-scan[hidden]", state="attached")
    # The camera is released when the dialog closes.
    assert camera_page.evaluate("document.querySelector('#tik-scan-video').srcObject") is None
    assert gallery.value("serial") == "CAM-2024"


# ---- Text scans (OCR) -------------------------------------------------------------------------------------

def ocr_images(tmp_path):
    """The OCR test images (scripts/ocr/make-test-images.py: Pillow and DejaVu Sans, installed by the scan deps)."""
    import pathlib
    script = pathlib.Path(__file__).resolve().parent.parent / "scripts" / "ocr" / "make-test-images.py"
    subprocess.run(["python3", str(script), str(tmp_path)], check=True)
    return tmp_path


def test_a_text_scan_reads_the_iban_from_a_slip(gallery, tmp_path):
    images = ocr_images(tmp_path)
    gallery.open("scan", locale="de_DE")
    button = gallery.page.locator("#tik-f-scan-iban .tik-acc-btn[data-acc=scan]")
    assert button.get_attribute("data-scan-kind") == "text"
    assert button.get_attribute("aria-label") == "Text scannen"
    button.click()
    gallery.page.wait_for_selector("#tik-scan:not([hidden])")
    assert gallery.page.locator("#tik-scan-title").inner_text() == "Text scannen"
    gallery.page.set_input_files("#tik-scan-file", str(images / "slip.png"))
    gallery.page.wait_for_selector("#tik-scan[hidden]", state="attached")
    # The core's text-scan policy picked the IBAN among the slip's numbers, and its format grouped it.
    assert gallery.value("scan-iban") == "DE89 3704 0044 0532 0130 00"
    assert "DE89 3704 0044 0532 0130 00" in gallery.page.locator("#tik-live").inner_text()


def test_a_text_scan_of_a_receipt_fills_the_total_or_says_what_it_looked_for(gallery, tmp_path):
    images = ocr_images(tmp_path)
    gallery.open("scan")
    gallery.page.locator("#tik-f-scan-amount .tik-acc-btn[data-acc=scan]").click()
    gallery.page.wait_for_selector("#tik-scan:not([hidden])")
    blank = tmp_path / "blank.png"
    blank.write_bytes(white_png(300, 120))
    upload(gallery, blank)
    gallery.page.wait_for_function(
        "() => document.querySelector('#tik-scan-message').textContent.startsWith('No amount was recognised.')")
    upload(gallery, images / "receipt.png")
    gallery.page.wait_for_selector("#tik-scan[hidden]", state="attached")
    assert gallery.value("scan-amount") == "€11.20"


def test_the_text_scan_route_is_bounded_and_never_crashes(gallery, tmp_path):
    import concurrent.futures
    import urllib.error
    import urllib.request

    images = ocr_images(tmp_path)
    body = (images / "slip.png").read_bytes()

    def post(_):
        request = urllib.request.Request(gallery.base_url + "/scan?kind=text&locale=de_DE", data=body, method="POST",
                                         headers={"Content-Type": "image/png"})
        try:
            with urllib.request.urlopen(request, timeout=60) as response:
                return response.status, dict(response.headers), json.loads(response.read())
        except urllib.error.HTTPError as error:
            return error.code, dict(error.headers), json.loads(error.read())

    with concurrent.futures.ThreadPoolExecutor(max_workers=16) as pool:
        answers = list(pool.map(post, range(16)))
    statuses = [status for status, _, _ in answers]
    assert set(statuses) <= {200, 503}, statuses
    assert statuses.count(200) >= 1 and statuses.count(503) >= 1, f"at most 8 at once: {statuses}"
    for status, headers, result in answers:
        if status == 200:
            assert any("DE89 3704 0044 0532 0130 00" in line["text"] for line in result["lines"]), result
            assert all(0 <= line["confidence"] <= 1 for line in result["lines"])
        else:
            assert headers.get("Retry-After") == "1" and "liest gerade andere Bilder" in result["error"], result
    # Still answering, and a garbage body gets its message.
    request = urllib.request.Request(gallery.base_url + "/scan?kind=text", data=b"not an image", method="POST")
    with urllib.request.urlopen(request, timeout=30) as response:
        assert "This image cannot be scanned" in json.loads(response.read())["error"]


def test_eight_of_the_largest_images_at_once_stay_within_the_memory_budget(tmp_path):
    """#49: the scan route counts each image's working memory from its header before decoding; eight 50-megapixel
    text scans at once are read one or two at a time (the others asked to retry), the server's peak memory stays
    within the route's budget (ScanEndpoint.defaultMemoryBudget, 384 MiB), and an image declaring more pixels than
    the limit is refused with 413 without being decoded."""
    import concurrent.futures
    import os
    import re
    import subprocess
    import time
    import urllib.error
    import urllib.request

    binary = os.environ.get("TIK_GALLERY_BIN")
    if not binary:
        pytest.fail("TIK_GALLERY_BIN is not set: run the browser tests with bash scripts/test-web.sh")
    process = subprocess.Popen([binary, "--host", "127.0.0.1", "--port", "0", "--no-build-wasm"],
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        line = process.stdout.readline()
        match = re.search(r"(http://\S+)", line)
        assert match, line
        url = match.group(1).rstrip("/")

        def memory(field):
            status = pathlib.Path(f"/proc/{process.pid}/status").read_text()
            return int(re.search(rf"{field}:\s+(\d+)", status).group(1)) << 10

        largest = white_png(7071, 7071)   # 49,999,041 pixels: the most the route reads
        assert len(largest) < 2 << 20

        def post(body):
            request = urllib.request.Request(url + "/scan?kind=text&locale=en_US", data=body, method="POST",
                                             headers={"Content-Type": "image/png"})
            started = time.monotonic()
            try:
                with urllib.request.urlopen(request, timeout=120) as response:
                    answer = response.status, dict(response.headers), json.loads(response.read())
            except urllib.error.HTTPError as error:
                answer = error.code, dict(error.headers), json.loads(error.read())
            return answer + (time.monotonic() - started,)

        baseline = memory("VmRSS")
        with concurrent.futures.ThreadPoolExecutor(max_workers=8) as pool:
            answers = list(pool.map(post, [largest] * 8))
        peak = memory("VmHWM") - baseline
        statuses = [answer[0] for answer in answers]
        print(f"eight 50-megapixel text scans: {statuses}, slowest {max(a[3] for a in answers):.1f} s, "
              f"peak {peak >> 20} MiB above the {baseline >> 20} MiB before")
        assert set(statuses) <= {200, 503} and statuses.count(200) >= 1, statuses
        for status, headers, result, _ in answers:
            if status == 503:
                assert headers.get("Retry-After") == "1" and "busy" in result["error"]
        assert peak < 384 << 20, f"the route took {peak >> 20} MiB at once"
        # A header declaring 30000 × 30000 pixels: refused at once, nothing decoded.
        huge = bytearray(largest)
        huge[16:24] = (30000).to_bytes(4, "big") * 2
        status, _, result, seconds = post(bytes(huge))
        assert status == 413 and "This image has 30000 × 30000 pixels, more than 50 megapixels" in result["error"], result
        assert seconds < 1
    finally:
        process.terminate()
        process.wait(timeout=20)
