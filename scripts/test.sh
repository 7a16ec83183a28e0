#!/usr/bin/env bash
# Builds everything (library, driver, benchmark) and runs the whole test suite.
# Usage: bash scripts/test.sh   (from the repository root; needs Swift 6.1+, and for the scan tests
# what scripts/install-scan-deps.sh installs)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests
swift test --skip-build "$@"
