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
# Sentences of the docs a check keeps true (every page module in web.md's table, no language switch outside the
# Localization folders).
step bash scripts/check-sources.sh
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
# One build for everything (#49: the 45-minute budget has room for one build of the web stack, not a debug and a
# release one): every executable product and the Swift tests, for release (the gallery's post route once crashed
# Swift 6.3.1's optimiser; see docs/decisions.md), with the flags that let tests run against it: testable imports, and
# the checks a debug build makes kept (assertions, and the core's invariant checks, TEXTINPUT_INVARIANTS), in the Swift
# tests and in the products the browser tests drive. The driver tests use the release textinput-driver (WasmKit interprets
# the module about 80 times faster in it).
tested=(-Xswiftc -enable-testing -Xswiftc -assert-config -Xswiftc Debug -Xswiftc -DTEXTINPUT_INVARIANTS)
step swift build -c release "${tested[@]}"
step swift build -c release "${tested[@]}" --product TextInputKitPackageTests
step swift test -c release "${tested[@]}" --skip-build
step env TEXTINPUT_ENGINE=wasm swift test -c release "${tested[@]}" --skip-build --filter TextInputDriverTests --skip WasmDifferentialTests
# The phone format against libphonenumber itself (PyPI's phonenumbers), and its tables against their generator.
step bash scripts/test-phone.sh
# The browser tests run the products just built. The package that depends on TextInputKit (test_dependent.py) is
# built in this build folder with the same configuration and flags, where Hummingbird and Vapor (its apps' libraries)
# are compiled already: only TextInputKit's targets and the apps are compiled for it, from a fresh clone.
step env TIK_CONFIGURATION=release TIK_SWIFT_FLAGS="${tested[*]}" TIK_DEPENDENT_SCRATCH="$PWD/.build" \
    bash scripts/test-web.sh --durations=8
