"""Load benchmark of the customer apps (#49; a benchmark, not a test): requests per second and the 99th percentile
latency of the form page, a valid post (each with its own token and email), a list page and the stylesheet's route,
at 1, 16 and 64 connections, for textinput-customers (Hummingbird, GRDB) and textinput-customers-vapor (Vapor,
Fluent), each on a fresh SQLite file seeded with 50,000 customers, all in one run. Needs wrk (apt-get install wrk).

    python3 tests-web/bench_load.py --bin "$(swift build --show-bin-path)" [--seconds 5] [--seed 50000]
"""
import argparse
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import urllib.request

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from test_customers import start, stop  # noqa: E402
from test_customers_load import seed  # noqa: E402

POST_SCRIPT = """
local counter = 0
local threads = 0
function setup(thread)
  threads = threads + 1
  thread:set("id", threads)
end
request = function()
  counter = counter + 1
  local key = string.format("%s-%d-%d", RUN, id, counter)
  local body = "token=" .. key .. "&first-name=Load&last-name=Test&email=" .. key .. "%40example.com&company=Load+Co"
  return wrk.format("POST", "/customers", {["Content-Type"] = "application/x-www-form-urlencoded"}, body)
end
"""


class SeededApp:
    """What seed() needs: the binary, the SQLite file and no PostgreSQL server."""

    def __init__(self, binary, database):
        self.binary, self.database, self.server = binary, database, None

    def __iter__(self):
        return iter((self.binary, self.database))


def wrk(url, connections, seconds, script=None):
    """(requests per second, p99 in ms, error answers) of wrk against url."""
    command = ["wrk", "-t", str(min(2, connections)), "-c", str(connections), "-d", f"{seconds}s", "--latency", url]
    folder = None
    if script:
        folder = tempfile.mkdtemp()
        path = os.path.join(folder, "post.lua")
        with open(path, "w") as handle:
            handle.write(script)
        command[1:1] = ["-s", path]
    output = subprocess.run(command, capture_output=True, text=True).stdout
    if folder:
        shutil.rmtree(folder)
    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1))
    p99 = re.search(r"99%\s+([\d.]+)(us|ms|s)", output)
    factor = {"us": 0.001, "ms": 1, "s": 1000}[p99.group(2)]
    errors = re.search(r"Non-2xx or 3xx responses: (\d+)", output)
    timeouts = re.search(r"timeout (\d+)", output)
    return rate, float(p99.group(1)) * factor, (int(errors.group(1)) if errors else 0) + (int(timeouts.group(1)) if timeouts else 0)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True, help="the folder with textinput-customers and textinput-customers-vapor")
    parser.add_argument("--seconds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=50_000)
    arguments = parser.parse_args()
    if shutil.which("wrk") is None:
        sys.exit("wrk is not installed: apt-get install -y wrk")
    print(f"| app | route | connections | requests/s | p99 ms | error answers |")
    print(f"|---|---|---:|---:|---:|---:|")
    for name in ["textinput-customers", "textinput-customers-vapor"]:
        binary = os.path.join(arguments.bin, name)
        with tempfile.TemporaryDirectory() as folder:
            database = pathlib.Path(folder) / "customers.sqlite"
            server, url = start(binary, database)
            # The app logs each request: read its output, or a full pipe stops it.
            threading.Thread(target=lambda stream=server.stdout: [None for _ in stream], daemon=True).start()
            try:
                seed(SeededApp(binary, database), arguments.seed)
                with urllib.request.urlopen(url + "/") as response:
                    stylesheet = re.search(r'href="(/assets/textinput\.[0-9a-f]+\.css)"', response.read().decode()).group(1)
                routes = [("GET /", url + "/", None), ("POST /customers (valid)", url + "/customers", POST_SCRIPT),
                          ("GET /customers", url + "/customers", None), ("GET stylesheet", url + stylesheet, None)]
                for label, target, script in routes:
                    for connections in [1, 16, 64]:
                        run = f"{name[-5:]}{connections}{int(os.times().elapsed * 1000) % 100000}"
                        rate, p99, errors = wrk(target, connections, arguments.seconds,
                                                script.replace("RUN", f'"{run}"') if script else None)
                        print(f"| {name} | {label} | {connections} | {rate:,.0f} | {p99:.1f} | {errors} |", flush=True)
            finally:
                stop(server)


if __name__ == "__main__":
    main()
