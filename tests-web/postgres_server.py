"""A throwaway PostgreSQL server for the customer apps' tests: a new cluster in a temporary folder, on 127.0.0.1 and a
free port, trust authentication for the user `tik`, stopped by its own PID. Debian's postgresql-15 provides the
binaries (scripts/install-customers-deps.sh installs it). As root, the server runs as the `postgres` user (PostgreSQL
refuses to run as root)."""
import glob
import os
import pathlib
import pwd
import shutil
import signal
import socket
import subprocess
import tempfile
import time


def binaries():
    """The folder with initdb and postgres, or None."""
    for folder in sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True):
        if os.path.exists(os.path.join(folder, "initdb")):
            return folder
    found = shutil.which("initdb")
    return os.path.dirname(found) if found else None


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class PostgresServer:
    """`with PostgresServer() as server: server.url` (postgres://tik@127.0.0.1:PORT/customers)."""

    def __init__(self):
        self.folder = None
        self.process = None
        self.url = None

    def __enter__(self):
        bin_folder = binaries()
        if bin_folder is None:
            raise RuntimeError("PostgreSQL is not installed (initdb not found); run bash scripts/install-customers-deps.sh")
        self.folder = pathlib.Path(tempfile.mkdtemp(prefix="tik-postgres-"))
        data = self.folder / "data"
        user = None
        if os.getuid() == 0:
            user = "postgres"
            entry = pwd.getpwnam(user)
            os.chown(self.folder, entry.pw_uid, entry.pw_gid)
        run = dict(user=user, capture_output=True, text=True, cwd=self.folder)
        initdb = subprocess.run([os.path.join(bin_folder, "initdb"), "-D", str(data), "-A", "trust", "-U", "tik",
                                 "-E", "UTF8", "--no-sync", "--locale", "C"], **run)
        if initdb.returncode != 0:
            raise RuntimeError("initdb failed: " + initdb.stdout + initdb.stderr)
        port = free_port()
        self.bin_folder, self.data, self.port, self.user = bin_folder, data, port, user
        self._launch()
        deadline = time.time() + 30
        while time.time() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError("postgres exited: " + (self.folder / "server.log").read_text())
            created = subprocess.run([os.path.join(bin_folder, "createdb"), "-h", "127.0.0.1", "-p", str(port), "-U", "tik",
                                      "customers"], **run)
            if created.returncode == 0:
                self.url = f"postgres://tik@127.0.0.1:{port}/customers"
                return self
            time.sleep(0.2)
        raise RuntimeError("postgres did not accept connections within 30 s: " + (self.folder / "server.log").read_text())

    def _launch(self):
        log = open(self.folder / "server.log", "a")
        self.process = subprocess.Popen(
            [os.path.join(self.bin_folder, "postgres"), "-D", str(self.data), "-p", str(self.port), "-k", str(self.folder),
             "-c", "listen_addresses=127.0.0.1", "-c", "fsync=off", "-c", "ssl=off"],
            user=self.user, cwd=self.folder, stdout=log, stderr=subprocess.STDOUT)

    def stop_server(self):
        """Stops the server (fast shutdown: connections are closed), keeping its data: the database is away."""
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    def start_server(self):
        """Starts the stopped server again on the same port and data, and waits until it takes connections."""
        self._launch()
        deadline = time.time() + 30
        while time.time() < deadline:
            ready = subprocess.run([os.path.join(self.bin_folder, "pg_isready"), "-h", "127.0.0.1", "-p", str(self.port)],
                                   capture_output=True)
            if ready.returncode == 0:
                return
            time.sleep(0.2)
        raise RuntimeError("postgres did not come back within 30 s: " + (self.folder / "server.log").read_text())

    def __exit__(self, *exc):
        self.stop_server()
        if self.folder is not None:
            shutil.rmtree(self.folder, ignore_errors=True)
        return False
