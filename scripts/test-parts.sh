#!/usr/bin/env bash
# The page's module in parts answers exactly as the module it was split from (docs/wasm.md, "The parts"): every form
# of scripts/wasm/parts.json run in .build/wasm/TextInputWeb.split.wasm (the linked module, before the split and
# wasm-opt) and in the first module with its parts, installed at the first call that needs each
# (scripts/wasm/test-parts.mjs). Pass a specs file (scripts/answers/collect-specs.py) to run the gallery's forms too.
# Usage: bash scripts/test-parts.sh [specs.json]   (after bash scripts/build-wasm.sh; installs Debian's nodejs when
#        there is no Node)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/debian.sh
if ! command -v node >/dev/null 2>&1; then ensure_debian_packages test-parts nodejs; fi
node scripts/wasm/test-parts.mjs .build/wasm/TextInputWeb.split.wasm .build/wasm/TextInputWeb.wasm scripts/wasm/parts.json \
    Sources/TextInputWeb/Resources/phone-metadata.txt "$@"
