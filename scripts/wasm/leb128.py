"""LEB128, the integer encoding of WebAssembly's binary format: reading (unsigned `leb`, signed `sleb`, each answering
the value and the position after it) and writing (`uleb_bytes`, `sleb_bytes`). Shared by scripts/wasm/wasm-parts.py
and scripts/wasm/unicode-split.py."""


def _read(data, pos, signed):
    result = shift = 0
    while True:
        byte = data[pos]
        pos += 1
        result |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            if signed and byte & 0x40:
                result -= 1 << shift
            return result, pos


def leb(data, pos):
    return _read(data, pos, False)


def sleb(data, pos):
    return _read(data, pos, True)


def uleb_bytes(value):
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def sleb_bytes(value):
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if (value == 0 and not byte & 0x40) or (value == -1 and byte & 0x40):
            out.append(byte)
            return bytes(out)
        out.append(byte | 0x80)
