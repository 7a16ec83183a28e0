#!/usr/bin/env bash
# The whole test suite: installs what the tests need (Debian and PyPI packages, only when missing), builds
# everything including the WebAssembly core (scripts/build-wasm.sh) and every executable product for release, runs the
# page module's Unicode data against the native standard library (scripts/test-unicode.sh), its parts against the
# module they were split from (scripts/test-parts.sh), the Swift tests (core,
# driver, scan, terminal incl. tmux, web rendering, native-vs-wasm differential tests), the
# driver tests again with every line executed by the wasm core, the phone format against libphonenumber
# (scripts/test-phone.sh), then the browser tests of the gallery in
# Chromium (scripts/test-web.sh; screenshots in artifacts/screenshots/).
# Usage: bash scripts/test.sh   (from any folder; needs Swift 6.1+ and root or sudo for apt-get)
set -euo pipefail
cd "$(dirname "$0")/.."
# Each step says how long it took (the CI log then shows where the time goes).
step() {
    local started=$SECONDS
    "$@"
    echo "test: '$*' took $((SECONDS - started)) s" >&2
}
bash scripts/install-scan-deps.sh
bash scripts/install-terminal-deps.sh
bash scripts/install-customers-deps.sh
step bash scripts/build-wasm.sh
# What a dependent app receives is committed (the page's module and the compressed script and stylesheet, in
# Sources/TextInputWeb/Resources); build-wasm.sh just rebuilt them from the sources. Under CI they must not differ.
if [ -n "${CI:-}" ] && git rev-parse --is-inside-work-tree >/dev/null 2>&1 \
        && [ -n "$(git status --porcelain -- Sources/TextInputWeb/Resources)" ]; then
    git status --porcelain -- Sources/TextInputWeb/Resources >&2
    echo "test: the committed web resources differ from what the sources build; run bash scripts/build-wasm.sh and" \
        "commit Sources/TextInputWeb/Resources" >&2
    exit 1
fi
# The page module's Unicode tables, served beside it, answer as the native standard library's for every scalar.
step bash scripts/test-unicode.sh
# The page's module in parts answers as the module it was split from, and every form opens with its own parts.
step bash scripts/test-parts.sh
# The Swift tests' debug build: the test bundle and the two programs the tests run beside it (textinput-demo in tmux
# and through pipes, textinput-driver as a process). Not `--build-tests`, which would also build every other product
# (the customer apps' databases) and the dependencies' own tools in debug, for nothing: the browser tests below run
# the release products.
step swift build --product TextInputKitPackageTests
step swift build --product textinput-demo
step swift build --product textinput-driver
# Every executable product builds for release (#49: the gallery's post route once crashed Swift 6.3.1's optimiser;
# see docs/decisions.md), in one build so that the products share their dependencies' release objects; the driver
# tests below use the release textinput-driver (WasmKit interprets the module about 80 times faster in it).
step swift build -c release
step swift test --skip-build
step env TEXTINPUT_ENGINE=wasm swift test --skip-build --filter TextInputDriverTests --skip WasmDifferentialTests
# The phone format against libphonenumber itself (PyPI's phonenumbers), and its tables against their generator.
step bash scripts/test-phone.sh
# The browser tests run the release products just built (what a deployment runs). The package that depends on
# TextInputKit (test_dependent.py) is built in this build folder, where the Swift tests' debug build left Hummingbird
# and Vapor (its apps' libraries) compiled with the same flags: only TextInputKit's targets and the apps are compiled
# for it, from a fresh clone. The Swift tests have run, so nothing needs this folder's debug products any more.
step env TIK_CONFIGURATION=release TIK_DEPENDENT_SCRATCH="$PWD/.build" bash scripts/test-web.sh --durations=8
