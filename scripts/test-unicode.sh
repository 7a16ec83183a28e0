#!/usr/bin/env bash
# The page module's Unicode answers against the native standard library's, for every scalar (docs/wasm.md, "The
# Unicode data"): scripts/wasm/unicode-tables.c (built by scripts/build-wasm.sh against the toolchain's static
# libswiftCore.a) prints each accessor's digests natively, scripts/wasm/test-unicode.mjs computes them in the built
# TextInputWeb.wasm, before its Unicode data is installed (the same answer or a request for the data) and after
# (the same answer, every block of every accessor).
# Usage: bash scripts/test-unicode.sh   (after bash scripts/build-wasm.sh; installs Debian's nodejs when there is no Node)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/debian.sh
if ! command -v node >/dev/null 2>&1; then ensure_debian_packages test-unicode nodejs; fi
digests="$(mktemp)"
trap 'rm -f "$digests"' EXIT
.build/wasm/obj/unicode-tables digests > "$digests"
node scripts/wasm/test-unicode.mjs .build/wasm/TextInputWeb.wasm .build/wasm/TextInputWeb-unicode.bin "$digests"
