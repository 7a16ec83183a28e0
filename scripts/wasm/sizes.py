#!/usr/bin/env python3
"""Where a linked WebAssembly module's code bytes go, by the Swift file area of each function (a measurement tool:
docs/performance.md). Reads the linked module's name section with wabt's wasm-objdump and demangles with
swift-demangle; groups functions by the first TextInputKit type or module they name.

Needs wabt's wasm-objdump (Debian: apt-get install wabt) and the toolchain's swift-demangle.
Usage: bash scripts/build-wasm.sh && python3 scripts/wasm/sizes.py [.build/wasm/TextInputWeb.linked.wasm] [--top 25]
"""
import collections
import re
import subprocess
import sys

AREAS = [
    ("content lint", r"ContentLint|LintFinding|LintText|LintRule"),
    ("message layer (JSON, sessions, configure)", r"MessageSession|JSONValue|JSONWriter|Members|FieldMessages|MessageError|Snapshots|AnswerBase|EventMessages|FieldConfiguration\+JSON|NumberTemplate\+JSON|LiveFormSpec"),
    ("live form and HTML", r"TextInputHTML|LiveForm|FieldRenderer|WebMeasurer|FontMetrics|HTML\b"),
    ("module exports", r"TextInputWasmPage|TextInputWasmDriver|TextInputWasmBoundary"),
    ("localisation tables", r"LocalizationTables|Localizer|LocalizedKey|TextFolding"),
    ("field editor and storage", r"FieldEditor|TextStorage|StringStorage|EditHistory|TextSanitizer|EditIntent|EditOutcome|BodyChange|Fenwick"),
    ("phone format (libphonenumber's formatting, E.164)", r"Phone"),
    ("formats (masks, cards, IBAN, numbers)", r"MaskPattern|GroupedValueFormatter|CardLayout|CardBrand|IBAN|Luhn|NumberValueFormatter|NumberTemplate|RawNumber|FieldFormatter|CustomFormat|ValueRendering|LiteralSet|DecimalNumber"),
    ("validation and patterns", r"Validator|Validation|RegexPattern|Pattern|RuleFlags"),
    ("field, form, presentation", r"InputField|InputForm|FieldPresentation|FixedFacts|FieldConfiguration|FieldEvent|FieldEffect|Presentation|Accessibility"),
    ("layout (notes, wrapping, measuring)", r"NoteLayout|NoteViewport|LineViewport|TextWrapper|TextFitter|TextMeasurer|FieldMeasurer|MonospaceCellMeasurer|EastAsianWidth"),
]


def main():
    import argparse
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("path", nargs="?", default=".build/wasm/TextInputWeb.linked.wasm")
    parser.add_argument("--top", type=int, default=25)
    options = parser.parse_args()
    path, top = options.path, options.top
    dump = subprocess.run(["wasm-objdump", "-x", "-j", "Code", path], capture_output=True, text=True, check=True).stdout
    functions = re.findall(r"func\[\d+\] size=(\d+) <([^>]*)>", dump)
    names = [name for _, name in functions]
    demangled = subprocess.run(["swift-demangle", "--simplified"], input="\n".join(names), capture_output=True,
                               text=True, check=True).stdout.split("\n")
    by_area = collections.Counter()
    biggest = []
    for (size, mangled), readable in zip(functions, demangled):
        size = int(size)
        area = "Swift standard library and runtime"
        for label, pattern in AREAS:
            if re.search(pattern, readable) or re.search(pattern, mangled):
                area = label
                break
        by_area[area] += size
        biggest.append((size, readable[:110]))
    total = sum(by_area.values())
    print(f"{path}: {len(functions)} functions, {total:,} bytes of code before wasm-opt")
    print("| area | code bytes | share |")
    print("| --- | ---: | ---: |")
    for area, size in by_area.most_common():
        print(f"| {area} | {size:,} | {100 * size / total:.1f} % |")
    print()
    print("| largest functions | bytes |")
    print("| --- | ---: |")
    for size, name in sorted(biggest, reverse=True)[:top]:
        print(f"| `{name}` | {size:,} |")


if __name__ == "__main__":
    main()
