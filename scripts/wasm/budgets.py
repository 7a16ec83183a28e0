#!/usr/bin/env python3
"""Prints what a page fetches before its core is ready against its budget (#45), and each later part's size.

Budgets, in Brotli bytes of what a page fetches before `form[data-live=ready]` (the HTML aside): 170,000 B for a form
of plain fields (the gallery's Simple Property Form Cell: the first module), 200,000 B for any form (the New Customer
Profile, which also fetches the parts of its phone, note and combo box fields and +1's phone tables, served as they
are: PhoneNumberData.tablesByCallingCode). A form fetches
before it opens the parts whose features its fields have (WebAssets.earlyParts, docs/wasm.md "The parts"); the other
parts and the Unicode data come once it is live and have no ceiling: each has its row. The page icon (a few hundred
bytes) is left out here; tests-web/test_parts.py measures every gallery page with Resource Timing and holds the
budgets. Called by scripts/build-wasm.sh.

Usage: budgets.py RESOURCES_DIR
"""
import pathlib
import sys
import zlib

PLAIN_BUDGET = 170_000
ANY_BUDGET = 200_000
# The features of the New Customer Profile's fields (WebAssets.features(of:)).
CUSTOMER_FEATURES = {"format.phone", "note", "choices", "rule.email", "rule.emailTypo", "rule.required"}


def size(folder, name):
    path = folder / (name + ".br")
    return path.stat().st_size if path.exists() else 0


def verdict(total, budget):
    return f"{total:,} B of {budget:,} B: " + (f"{budget - total:,} B to spare" if total <= budget else f"{total - budget:,} B over")


def parts(folder):
    """(number, name, features) of each part in TextInputWeb-parts.txt."""
    listed = folder / "TextInputWeb-parts.txt"
    if not listed.exists():
        return []
    out = []
    for line in listed.read_text().splitlines():
        number, name, features = line.split(" ")
        out.append((int(number), name, [] if features == "-" else features.split(",")))
    return out


def early(all_parts, features):
    """The parts a form with these features fetches before it opens (as WebAssets.earlyParts chooses them)."""
    chosen = [p for p in all_parts if p[2] and p[2] != ["*"] and features & set(p[2])]
    return [p for p in all_parts if p[2] == ["*"]] + chosen if chosen else []


def calling_code_tables(folder, code, gzipped=True):
    """The bytes of one calling code's phone tables as WebAssets sends them to a browser (PhoneNumberData.tablesByCallingCode:
    the title, a line of the codes held and of every code, the code's regions, "%", their formats; gzipped at level 9 by
    zlib, as WebAssets does when they load). With gzipped=False, the tables themselves."""
    path = folder / "phone-metadata.txt"
    if not path.exists():
        return 0
    lines = [line for line in path.read_bytes().split(b"\n") if line]
    separator = lines.index(b"%")
    regions = [line.split(b"\t") for line in lines[1:separator]]
    held = [fields for fields in regions if fields[1] == str(code).encode()]
    sets = {field for fields in held for field in (fields[10], fields[11]) if field}
    codes = b",".join(str(c).encode() for c in sorted({int(fields[1]) for fields in regions}))
    out = [lines[0], b"partial\t" + str(code).encode() + b"\t" + codes] + [b"\t".join(f) for f in held] + [b"%"]
    out += [line for line in lines[separator + 1:] if line.split(b"\t")[0] in sets]
    tables = b"\n".join(out) + b"\n"
    if not gzipped:
        return len(tables)
    compressor = zlib.compressobj(9, zlib.DEFLATED, 31)
    return len(compressor.compress(tables) + compressor.flush())


def main():
    folder = pathlib.Path(sys.argv[1])
    first = {"first module": size(folder, "TextInputWeb.wasm"), "client.js": size(folder, "client.js"),
             "textinput.css": size(folder, "textinput.css")}
    plain = sum(first.values())
    listed = parts(folder)
    print("build-wasm: before a form's core is ready (Brotli, the HTML and icon aside), against its budget (#45):")
    print("  plain form (Simple Property Form Cell): " + " + ".join(f"{name} {value:,}" for name, value in first.items())
          + f" = {verdict(plain, PLAIN_BUDGET)}")
    customer = early(listed, CUSTOMER_FEATURES)
    customer_bytes = sum(size(folder, f"TextInputWeb-{name}.wasm") for _, name, _ in customer)
    phone = calling_code_tables(folder, 1)
    print(f"  New Customer Profile: the plain form's {plain:,} + parts "
          + " + ".join(f"{name} {size(folder, f'TextInputWeb-{name}.wasm'):,}" for _, name, _ in customer)
          + f" + +1's phone tables {phone:,} = {verdict(plain + customer_bytes + phone, ANY_BUDGET)}")
    print("build-wasm: the parts (fetched before a form opens when its fields have their features, else once it is live):")
    for number, name, features in listed:
        print(f"  {number:2} {name:8} {size(folder, f'TextInputWeb-{name}.wasm'):7,} B  "
              + ("with any other part" if features == ["*"] else "first once live, after any other part" if features == ["after:*"]
                 else "first once live: " + ", ".join(f[6:] for f in features if f.startswith("after:"))
                 + "".join(f"; before opening: {', '.join(f for f in features if not f.startswith('after:'))}"
                           for _ in [0] if not all(f.startswith("after:") for f in features))
                 if features and features[0].startswith("after:")
                 else ", ".join(features) if features else "once the forms are live"))
    print(f"  Unicode data (TextInputWeb-unicode.bin): {size(folder, 'TextInputWeb-unicode.bin'):,} B, once the forms are live")
    print(f"  the scan dialog's script (client-scan.js): {size(folder, 'client-scan.js'):,} B, only on pages with a scan field")


if __name__ == "__main__":
    main()
