#!/usr/bin/env bash
# The whole test suite: installs what the tests need (Debian and PyPI packages, only when missing), builds
# everything, runs the Swift tests (core, driver, scan, terminal incl. tmux, web rendering), then the browser
# tests of the gallery in Chromium (scripts/test-web.sh; screenshots in artifacts/screenshots/).
# Usage: bash scripts/test.sh   (from any folder; needs Swift 6.1+ and root or sudo for apt-get)
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-scan-deps.sh
bash scripts/install-terminal-deps.sh
swift build --build-tests
swift test --skip-build
bash scripts/test-web.sh
