"""Bounded bodies and connections (#49 item 4), in both integrations, driven with raw sockets as an outside tester
would: a 10 GB declared body and an endless chunked body past the form's limit are answered 413 and the connection
closed within a second (not read to its end); a body sent to a path that takes none is not read without end either;
a request head that never finishes and a body that stops are closed by the app's timeout (`--request-timeout 1`);
a keep-alive connection still serves request after request. The apps run on SQLite: the database plays no part."""

import os
import socket
import tempfile
import threading
import time
import pathlib

import pytest

from test_customers import APPS, start, stop

TIMEOUT = 1.0


@pytest.fixture(params=sorted(APPS), ids=lambda name: name.removeprefix("textinput-"))
def served(request):
    """(host, port) of an app started with a one-second request timeout."""
    binary = os.environ.get(APPS[request.param])
    if not binary:
        pytest.fail(f"{APPS[request.param]} is not set: run the browser tests with bash scripts/test-web.sh")
    with tempfile.TemporaryDirectory() as folder:
        process, url = start(binary, pathlib.Path(folder) / "customers.sqlite", "--request-timeout", str(TIMEOUT))
        try:
            host, port = url.removeprefix("http://").split(":")
            yield host, int(port)
        finally:
            stop(process)


def connect(served):
    connection = socket.create_connection(served, timeout=10)
    connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    return connection


class Sender(threading.Thread):
    """Sends `chunk` again and again until the connection refuses it; counts what it sent."""

    def __init__(self, connection, chunk):
        super().__init__(daemon=True)
        self.connection, self.chunk, self.sent, self.stopped = connection, chunk, 0, threading.Event()

    def run(self):
        try:
            while not self.stopped.is_set():
                self.connection.sendall(self.chunk)
                self.sent += len(self.chunk)
        except OSError:
            pass


def read_answer(connection):
    """The answer's status, headers (lower-case names) and body as far as its Content-Length, from a raw socket."""
    data = b""
    while b"\r\n\r\n" not in data:
        part = connection.recv(65536)
        assert part, f"the connection ended before an answer's head: {data[:200]!r}"
        data += part
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1])
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers.setdefault(name.strip().lower(), []).append(value.strip())
    length = int(headers.get("content-length", ["0"])[0])
    while len(body) < length:
        part = connection.recv(65536)
        assert part, "the connection ended inside the answer's body"
        body += part
    return status, headers, body[:length], body[length:]


def seconds_until_closed(connection, limit=10.0):
    """How long until the server ends the connection (EOF or reset), reading and dropping what comes."""
    started = time.monotonic()
    connection.settimeout(limit)
    try:
        while connection.recv(65536):
            pass
    except (ConnectionResetError, socket.timeout):
        pass
    return time.monotonic() - started


FORM_HEAD = ("POST /customers HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/x-www-form-urlencoded\r\n"
             "Accept: text/html\r\n")


@pytest.mark.parametrize("kind", ["declared-10GB", "chunked-endless"])
def test_a_body_past_the_limit_is_answered_413_and_cut_off(served, kind):
    connection = connect(served)
    head = FORM_HEAD.format(host=served[0])
    if kind == "declared-10GB":
        connection.sendall((head + f"Content-Length: {10 << 30}\r\n\r\n").encode() + b"token=t&notes=")
        sender = Sender(connection, b"x" * 65536)
    else:
        connection.sendall((head + "Transfer-Encoding: chunked\r\n\r\n").encode() + b"e\r\ntoken=t&notes=\r\n")
        sender = Sender(connection, b"10000\r\n" + b"x" * 65536 + b"\r\n")
    started = time.monotonic()
    sender.start()
    status, headers, body, _ = read_answer(connection)
    answered = time.monotonic() - started
    assert status == 413, body[:300]
    assert "close" in ",".join(headers.get("connection", [])).lower()
    assert b"<html" in body
    closed_after = seconds_until_closed(connection)
    sender.stopped.set()
    sender.join(timeout=10)
    print(f"{kind}: 413 after {answered:.2f} s, closed {closed_after:.2f} s later, {sender.sent >> 20} MiB sent")
    assert answered < 5, f"the 413 came after {answered:.1f} s"
    assert closed_after < 1.5, f"the connection stayed open {closed_after:.1f} s after the 413"
    # Cut off: the server took in a few MiB at most (kernel buffers and a second's lingering), not the body.
    assert sender.sent < 2 << 30, f"{sender.sent >> 20} MiB were taken in"
    connection.close()


def test_a_body_sent_where_none_is_taken_is_not_read_to_its_end(served):
    connection = connect(served)
    connection.sendall((f"POST /nothing/here HTTP/1.1\r\nHost: {served[0]}\r\nAccept: text/html\r\n"
                        f"Content-Length: {10 << 30}\r\n\r\n").encode())
    sender = Sender(connection, b"x" * 65536)
    sender.start()
    status, headers, body, _ = read_answer(connection)
    assert status in (404, 405), body[:300]
    closed_after = seconds_until_closed(connection)
    sender.stopped.set()
    sender.join(timeout=10)
    print(f"404 with a 10 GB body: closed {closed_after:.2f} s after the answer, {sender.sent >> 20} MiB sent")
    assert closed_after < 1.5 + TIMEOUT
    connection.close()


STALLED = {
    "nothing": "",
    "half-a-head": "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: te",
    "a-body-that-stops": FORM_HEAD.format(host="127.0.0.1") + "Content-Length: 1000\r\n\r\ntoken=t&first-name=Ada",
}


@pytest.mark.parametrize("case", sorted(STALLED))
def test_a_request_that_stops_arriving_is_closed_by_the_timeout(served, case):
    """A head that never finishes (nothing sent, half a head) and a body that stops are closed after the app's
    `--request-timeout`, and not before."""
    connection = connect(served)
    connection.sendall(STALLED[case].encode())
    closed_after = seconds_until_closed(connection)
    print(f"{case}: closed after {closed_after:.2f} s")
    assert TIMEOUT * 0.8 <= closed_after < TIMEOUT + 1.5
    connection.close()


def test_a_kept_alive_connection_serves_request_after_request(served):
    """The bounds close only what they must: three requests on one connection, with pauses below the timeout."""
    connection = connect(served)
    for path in ["/", "/customers", "/"]:
        connection.sendall(f"GET {path} HTTP/1.1\r\nHost: {served[0]}\r\nAccept: text/html\r\n\r\n".encode())
        status, headers, body, rest = read_answer(connection)
        assert status == 200 and b"<html" in body and rest == b"", (path, status)
        time.sleep(TIMEOUT / 2)
    connection.close()
