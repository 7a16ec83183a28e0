#!/usr/bin/env bash
# Installs what the tests need (Debian packages, only when missing), builds everything
# (libraries, driver, benchmark) and runs the whole test suite.
# Usage: bash scripts/test.sh   (from any folder; needs Swift 6.1+ and root or sudo for apt-get)
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-scan-deps.sh
bash scripts/install-terminal-deps.sh
swift build --build-tests
swift test --skip-build "$@"
