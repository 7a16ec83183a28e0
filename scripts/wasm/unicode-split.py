#!/usr/bin/env python3
"""Moves the Unicode property tables out of the page's linked module (docs/wasm.md, "The Unicode data").

Usage: unicode-split.py LINKED.wasm LINKED.map OUT.wasm OUT-unicode.bin

Every data section that wasm-ld placed from the standard library's UnicodeNormalization and UnicodeScalarProps
objects (named in the link map) is copied into OUT-unicode.bin and zeroed in OUT.wasm, so that wasm-opt's memory
packing drops it. Grapheme breaking and emoji tables stay. The file: b"TIU1", a 16-byte key (the first 16 bytes
of the SHA-256 of what follows the count), the record count (u32 LE), one (address, length) pair per record (u32
LE each), then the records' bytes in that order. The key is also written into the module's `ti_unicode_key`
(scripts/wasm/unicode.c), so that the module installs only its own build's data. Also zeroes the Swift modules'
`.swift_modhash` (below), which would make two checkouts' builds differ. Prints what it moved.
"""
import hashlib
import re
import struct
import sys

from leb128 import leb

MOVED_OBJECTS = ("UnicodeNormalization.cpp.o", "UnicodeScalarProps.cpp.o")


def data_segments(module):
    """(file offset of the segment's bytes, memory address, length) of each active segment of memory 0."""
    assert module[:8] == b"\0asm\x01\0\0\0", "not a WebAssembly module"
    pos = 8
    while pos < len(module):
        section = module[pos]
        size, body = leb(module, pos + 1)
        if section == 11:
            count, p = leb(module, body)
            segments = []
            for _ in range(count):
                flags, p = leb(module, p)
                if flags != 0:
                    raise SystemExit("unicode-split: data segment with flags %d (expected active segments)" % flags)
                if module[p] != 0x41:
                    raise SystemExit("unicode-split: a data segment's offset is not an i32.const")
                address, p = leb(module, p + 1)  # i32.const's operand is signed LEB; addresses here are < 2^31
                if address & (1 << 31):
                    raise SystemExit("unicode-split: unexpected segment offset")
                if module[p] != 0x0B:
                    raise SystemExit("unicode-split: a data segment's offset is not a constant")
                length, p = leb(module, p + 1)
                segments.append((p, address, length))
                p += length
            return segments
        pos = body + size
    raise SystemExit("unicode-split: the module has no data section")


def map_entries(map_text):
    """(address, size, input section, symbol) of each data input section in a wasm-ld map."""
    entries = []
    current = None
    for line in map_text.splitlines():
        m = re.match(r"\s*([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)\s+(\S.*)$", line)
        if not m:
            continue
        address, size, what = int(m.group(1), 16), int(m.group(2), 16), m.group(3).strip()
        if ":(" in what:
            current = (address, size, what)
        elif current and current[0] == address:
            entries.append((address, size, current[2], what))
    return entries


def main():
    linked_path, map_path, out_path, data_path = sys.argv[1:5]
    module = bytearray(open(linked_path, "rb").read())
    entries = map_entries(open(map_path).read())
    segments = data_segments(module)

    def locate(address, size):
        for offset, start, length in segments:
            if start <= address and address + size <= start + length:
                return offset + address - start
        raise SystemExit("unicode-split: 0x%x..+%d lies in no data segment" % (address, size))

    moved = sorted({(a, s) for a, s, section, _ in entries
                    if s > 0 and any("(%s):(" % o in section for o in MOVED_OBJECTS)})
    if not moved:
        raise SystemExit("unicode-split: the map names no Unicode property tables; did the link map change?")
    keys = [(a, s) for a, s, _, symbol in entries if symbol == "ti_unicode_key"]
    if len(keys) != 1 or keys[0][1] != 16:
        raise SystemExit("unicode-split: ti_unicode_key (16 bytes, scripts/wasm/unicode.c) is not in the map")
    records = []
    payload = bytearray()
    for address, size in moved:
        offset = locate(address, size)
        records.append(struct.pack("<II", address, size))
        payload += module[offset:offset + size]
        module[offset:offset + size] = bytes(size)
    body = struct.pack("<I", len(moved)) + b"".join(records) + bytes(payload)
    key = hashlib.sha256(b"".join(records) + bytes(payload)).digest()[:16]
    key_offset = locate(*keys[0])
    if bytes(module[key_offset:key_offset + 16]) != b"TIU-KEY-UNSET-00":
        raise SystemExit("unicode-split: ti_unicode_key does not hold its placeholder")
    module[key_offset:key_offset + 16] = key
    # The Swift modules' hashes (the `.swift_modhash` output section, 16 bytes per module): no code reads them, and
    # they change with the file times of the modules a module imports, so that two builds of the same sources in two
    # checkouts differ there alone. Zeroed (and so dropped by wasm-opt), the build is the same from any checkout.
    for line in open(map_path).read().splitlines():
        m = re.match(r"\s*([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)\s+\.swift_modhash$", line)
        if m and int(m.group(2), 16):
            offset = locate(int(m.group(1), 16), int(m.group(2), 16))
            module[offset:offset + int(m.group(2), 16)] = bytes(int(m.group(2), 16))
    open(out_path, "wb").write(module)
    open(data_path, "wb").write(b"TIU1" + key + body)
    print("unicode-split: moved %d tables, %d bytes, into %s" % (len(moved), len(payload), data_path))


if __name__ == "__main__":
    main()
