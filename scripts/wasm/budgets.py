#!/usr/bin/env python3
"""Prints what a page fetches before its core is ready against its budget (#45), and each later part's size.

Budgets, in Brotli bytes of what a page fetches before `form[data-live=ready]` (the HTML aside): 170,000 B for a form
of plain fields (the gallery's Simple Property Form Cell), 200,000 B for any form (the New Customer Profile, which
also fetches the phone tables). Later parts, fetched once the forms are live, have no ceiling: each is listed.
The page icon (a few hundred bytes) is left out here; tests-web measures the whole with Resource Timing.
Called by scripts/build-wasm.sh; prints only (the budgets are goals the build reports, not a gate).

Usage: budgets.py RESOURCES_DIR
"""
import pathlib
import sys

PLAIN_BUDGET = 170_000
ANY_BUDGET = 200_000


def size(folder, name):
    path = folder / (name + ".br")
    return path.stat().st_size if path.exists() else 0


def verdict(total, budget):
    return f"{total:,} B of {budget:,} B: " + (f"{budget - total:,} B to spare" if total <= budget else f"{total - budget:,} B over")


def main():
    folder = pathlib.Path(sys.argv[1])
    first = {"module": size(folder, "TextInputWeb.wasm"), "client.js": size(folder, "client.js"),
             "textinput.css": size(folder, "textinput.css")}
    phone = size(folder, "phone-metadata.txt")
    plain = sum(first.values())
    parts = " + ".join(f"{name} {value:,}" for name, value in first.items())
    print("build-wasm: before a form's core is ready (Brotli, the HTML and icon aside), against its budget (#45):")
    print(f"  plain form: {parts} = {verdict(plain, PLAIN_BUDGET)}")
    print(f"  any form (phone fields add the phone tables, {phone:,}): {verdict(plain + phone, ANY_BUDGET)}")
    print("build-wasm: later parts, fetched once the forms are live (no ceiling):")
    print(f"  Unicode data (TextInputWeb-unicode.bin): {size(folder, 'TextInputWeb-unicode.bin'):,} B")


if __name__ == "__main__":
    main()
