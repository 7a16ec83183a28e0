#!/usr/bin/env python3
"""Differences for returning visitors (#45 item 5, docs/wasm.md "Returning visitors download a difference"):
Compression Dictionary Transport (RFC 9842) for the page's module and the other module-like assets.

A browser that has an earlier version of an asset keeps it as a dictionary (the server sends `Use-As-Dictionary`)
and names it when it fetches the new version (`Available-Dictionary`, `dcz` in `Accept-Encoding`). The server then
answers with the new bytes compressed against the old ones: a `dcz` body (RFC 9842 section 5), that is the 8 bytes
5e 2a 4d 18 20 00 00 00, the SHA-256 of the dictionary, and a Zstandard frame made with the old bytes as a
raw-content dictionary. WebAssets serves them from files beside the asset:

    NAME.<first 16 hex of the dictionary's SHA-256>.dcz        the dcz body
    NAME.<…>.dcz.sum                                           CRC-32 and length of the bytes it decodes to, written
                                                               after decoding it and comparing (as a .br.sum)

The earlier versions themselves are kept outside the bundled resources, Brotli-compressed, in scripts/wasm/shipped
(the last KEEP versions of each asset, newest first in scripts/wasm/shipped/versions.txt), so that the next build
that changes an asset can compute its differences without git history.

Commands:
  update OUT RESOURCES NAME...   (scripts/build-wasm.sh, once per build) for each asset NAME built into OUT: when
      it differs from RESOURCES/NAME and that version is the committed one (HEAD's, when this is a git checkout;
      any replaced version otherwise), keep that version as shipped; then make OUT's and RESOURCES' deltas exactly
      one per kept version: copied from RESOURCES when the asset did not change (nothing is rewritten, so CI's
      check that a clean build changes no committed file holds), else computed and checked by decoding. Deltas
      whose dictionary is no longer kept are deleted. Prints each delta's size.
  delta DICTIONARY TARGET OUTDIR  writes OUTDIR/<TARGET's name>.<id>.dcz and its .sum (the function update uses).
  keep NAME FILE                  keeps FILE as the newest shipped version of NAME (to seed the history).
Options: --store DIR (default scripts/wasm/shipped), --keep N (default 3).
Needs Debian's zstd and brotli.
"""
import argparse
import hashlib
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import zlib

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
STORE = ROOT / "scripts" / "wasm" / "shipped"
KEEP = 3
DCZ_MAGIC = bytes([0x5E, 0x2A, 0x4D, 0x18, 0x20, 0x00, 0x00, 0x00])
ZSTD_DICTIONARY_MAGIC = bytes([0x37, 0xA4, 0x30, 0xEC])
# Level 19 keeps Zstandard's window at most 8 MiB (window log 23), which every client of dcz must accept (RFC 9842
# section 5; Chromium allows at least that); an asset under the window is one single-segment frame, so the whole
# dictionary is reachable until its last byte. No --long: it would raise the window to 128 MiB.
ZSTD_LEVEL = "-19"


def say(message):
    print(f"build-wasm: {message}", flush=True)


def sha256(data):
    return hashlib.sha256(data).digest()


def ident(data):
    """The name of a dictionary in file names: the first 16 hex digits of its SHA-256."""
    return sha256(data).hex()[:16]


def sum_line(data):
    """What a .br.sum or .dcz.sum holds: CRC-32 and length of the decoded bytes."""
    return "%08x %d\n" % (zlib.crc32(data), len(data))


def run(arguments, data=None):
    return subprocess.run(arguments, input=data, capture_output=True, check=True).stdout


def delta_path(folder, name, dictionary_id):
    return pathlib.Path(folder) / f"{name}.{dictionary_id}.dcz"


def deltas_in(folder, name):
    pattern = re.compile(re.escape(name) + r"\.([0-9a-f]{16})\.dcz(\.sum)?$")
    return [path for path in pathlib.Path(folder).iterdir() if pattern.match(path.name)] if pathlib.Path(folder).is_dir() else []


def delta_holds(path, dictionary, target):
    """Whether the delta at `path` (with its .sum) is the one for `target` against `dictionary`: its header names the
    dictionary, its sum names the target, and it decodes to the target."""
    sum_path = pathlib.Path(str(path) + ".sum")
    if not path.exists() or not sum_path.exists() or sum_path.read_text() != sum_line(target):
        return False
    body = path.read_bytes()
    if body[:8] != DCZ_MAGIC or body[8:40] != sha256(dictionary):
        return False
    return decode(body, dictionary) == target


def decode(body, dictionary):
    with tempfile.TemporaryDirectory() as folder:
        dictionary_file = pathlib.Path(folder) / "dictionary"
        dictionary_file.write_bytes(dictionary)
        try:
            return run(["zstd", "-q", "-d", "-c", "-D", str(dictionary_file)], body[40:])
        except subprocess.CalledProcessError:
            return None


def write_delta(dictionary, target, name, folder):
    """Writes folder/NAME.<id>.dcz (and .sum) holding `target` compressed against `dictionary`, checked by decoding it
    before it is kept; returns its path, or None when that dictionary cannot be used."""
    if dictionary.startswith(ZSTD_DICTIONARY_MAGIC):
        say(f"{name}: a dictionary that starts like a Zstandard dictionary file would be read as one; no delta")
        return None
    path = delta_path(folder, name, ident(dictionary))
    with tempfile.TemporaryDirectory() as work:
        dictionary_file, target_file = pathlib.Path(work) / "dictionary", pathlib.Path(work) / "target"
        dictionary_file.write_bytes(dictionary)
        target_file.write_bytes(target)
        frame = run(["zstd", "-q", ZSTD_LEVEL, "-c", "-D", str(dictionary_file), str(target_file)])
    body = DCZ_MAGIC + sha256(dictionary) + frame
    if decode(body, dictionary) != target:
        raise SystemExit(f"dictionaries: the delta of {name} against {ident(dictionary)} does not decode to it")
    pathlib.Path(str(path) + ".tmp").write_bytes(body)
    pathlib.Path(str(path) + ".sum.tmp").write_text(sum_line(target))
    pathlib.Path(str(path) + ".tmp").replace(path)
    pathlib.Path(str(path) + ".sum.tmp").replace(str(path) + ".sum")
    return path


class Store:
    """The shipped versions: NAME.<id>.br files and versions.txt ("NAME ID LENGTH SHA256" per line, newest first)."""

    def __init__(self, folder, keep):
        self.folder = pathlib.Path(folder)
        self.keep = keep
        self.index = self.folder / "versions.txt"
        self.lines = []
        if self.index.exists():
            self.lines = [line.split() for line in self.index.read_text().splitlines()
                          if line.strip() and not line.startswith("#")]

    def versions(self, name):
        """(id, bytes) of NAME's kept versions, newest first, each checked against its recorded hash and length."""
        found = []
        for entry_name, dictionary_id, length, digest in self.lines:
            if entry_name != name:
                continue
            data = run(["brotli", "-d", "-c", str(self.folder / f"{name}.{dictionary_id}.br")])
            if len(data) != int(length) or sha256(data).hex() != digest:
                raise SystemExit(f"dictionaries: {self.folder}/{name}.{dictionary_id}.br does not hold the version "
                                 f"versions.txt records")
            found.append((dictionary_id, data))
        return found

    def add(self, name, data):
        """Keeps `data` as NAME's newest version (moved to the front when it is kept already)."""
        dictionary_id = ident(data)
        self.folder.mkdir(parents=True, exist_ok=True)
        path = self.folder / f"{name}.{dictionary_id}.br"
        if not path.exists():
            compressed = run(["brotli", "-q", "11", "-c"], data)
            if run(["brotli", "-d", "-c"], compressed) != data:
                raise SystemExit(f"dictionaries: brotli did not give {name} back")
            pathlib.Path(str(path) + ".tmp").write_bytes(compressed)
            pathlib.Path(str(path) + ".tmp").replace(path)
        self.lines = [line for line in self.lines if not (line[0] == name and line[1] == dictionary_id)]
        self.lines.insert(0, [name, dictionary_id, str(len(data)), sha256(data).hex()])

    def forget(self, name, dictionary_id):
        self.lines = [line for line in self.lines if not (line[0] == name and line[1] == dictionary_id)]
        (self.folder / f"{name}.{dictionary_id}.br").unlink(missing_ok=True)

    def prune(self, name):
        for stale in [line for line in self.lines if line[0] == name][self.keep:]:
            self.forget(name, stale[1])

    def save(self):
        if not self.lines and not self.index.exists():
            return
        text = ("# Shipped versions of the module-like assets, newest first: NAME ID LENGTH SHA256 (scripts/wasm/dictionaries.py)\n"
                + "".join(" ".join(line) + "\n" for line in self.lines))
        if not self.index.exists() or self.index.read_text() != text:
            self.folder.mkdir(parents=True, exist_ok=True)
            self.index.write_text(text)


def committed(path):
    """Whether the file at `path` is the version committed at HEAD: a replaced version that was never committed was
    never served to anyone, so it is no dictionary worth keeping. Outside a git checkout every version counts."""
    try:
        inside = subprocess.run(["git", "-C", str(path.parent), "rev-parse", "--is-inside-work-tree"],
                                capture_output=True, text=True)
    except FileNotFoundError:
        return True
    if inside.returncode != 0 or inside.stdout.strip() != "true":
        return True
    top = pathlib.Path(run(["git", "-C", str(path.parent), "rev-parse", "--show-toplevel"]).decode().strip())
    relative = path.resolve().relative_to(top.resolve())
    at_head = subprocess.run(["git", "-C", str(top), "rev-parse", "--verify", "-q", f"HEAD:{relative}"],
                             capture_output=True, text=True)
    if at_head.returncode != 0:
        return False
    here = run(["git", "-C", str(top), "hash-object", str(relative)]).decode().strip()
    return here == at_head.stdout.strip()


def same_file(a, b):
    return a.exists() and b.exists() and a.read_bytes() == b.read_bytes()


def update(out, resources, names, store):
    out, resources = pathlib.Path(out), pathlib.Path(resources)
    for name in names:
        built = out / name
        if not built.exists():
            continue
        target = built.read_bytes()
        shipped = resources / name
        changed = shipped.exists() and shipped.read_bytes() != target
        if changed and committed(shipped):
            store.add(name, shipped.read_bytes())
        for dictionary_id, _ in [version for version in store.versions(name) if version[1] == target]:
            store.forget(name, dictionary_id)   # the current version is no dictionary for itself
        store.prune(name)
        versions = store.versions(name)
        wanted = set()
        for dictionary_id, dictionary in versions:
            path = delta_path(out, name, dictionary_id)
            committed_copy = delta_path(resources, name, dictionary_id)
            if not changed and not delta_holds(path, dictionary, target) and delta_holds(committed_copy, dictionary, target):
                for suffix in ("", ".sum"):
                    shutil.copyfile(str(committed_copy) + suffix, str(path) + suffix + ".tmp")
                    pathlib.Path(str(path) + suffix + ".tmp").replace(str(path) + suffix)
            if not delta_holds(path, dictionary, target):
                path = write_delta(dictionary, target, name, out)
                if path is None:
                    continue
            wanted |= {path.name, path.name + ".sum"}
        for folder in (out, resources):
            for path in deltas_in(folder, name):
                if path.name not in wanted:
                    path.unlink()
                    if folder == resources:
                        say(f"removed {path} (its dictionary is no longer kept)")
        if resources.is_dir():
            for file in sorted(wanted):
                if not same_file(out / file, resources / file):
                    shutil.copyfile(out / file, str(resources / file) + ".tmp")
                    pathlib.Path(str(resources / file) + ".tmp").replace(resources / file)
                    say(f"updated {resources / file} (commit it with the sources that changed it)")
        brotli = out / (name + ".br")
        sizes = [f"{(out / f'{name}.{dictionary_id}.dcz').stat().st_size:,} B from {dictionary_id} ({len(dictionary):,} B)"
                 for dictionary_id, dictionary in versions if (out / f"{name}.{dictionary_id}.dcz").exists()]
        if sizes:
            say(f"{name} for returning visitors (dcz, against the last {len(sizes)} shipped): " + "; ".join(sizes)
                + (f" (Brotli: {brotli.stat().st_size:,} B)" if brotli.exists() else ""))
    store.save()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--store", default=str(STORE))
    parser.add_argument("--keep", type=int, default=KEEP)
    parser.add_argument("command", choices=["update", "delta", "keep"])
    parser.add_argument("arguments", nargs="+")
    args = parser.parse_args()
    for tool in ("zstd", "brotli"):
        if shutil.which(tool) is None:
            raise SystemExit(f"dictionaries: {tool} is missing (Debian's {tool})")
    store = Store(args.store, args.keep)
    if args.command == "update":
        if len(args.arguments) < 3:
            parser.error("update OUT RESOURCES NAME...")
        update(args.arguments[0], args.arguments[1], args.arguments[2:], store)
    elif args.command == "delta":
        if len(args.arguments) != 3:
            parser.error("delta DICTIONARY TARGET OUTDIR")
        dictionary, target = (pathlib.Path(path).read_bytes() for path in args.arguments[:2])
        path = write_delta(dictionary, target, pathlib.Path(args.arguments[1]).name, args.arguments[2])
        if path is None:
            sys.exit(1)
        print(path)
    else:
        if len(args.arguments) != 2:
            parser.error("keep NAME FILE")
        store.add(args.arguments[0], pathlib.Path(args.arguments[1]).read_bytes())
        store.prune(args.arguments[0])
        store.save()


if __name__ == "__main__":
    main()
