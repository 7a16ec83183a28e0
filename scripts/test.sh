#!/usr/bin/env bash
# Builds everything (library, driver, benchmark) and runs the whole test suite.
# Usage: bash scripts/test.sh   (from the repository root; needs only Swift 6.1+)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests
swift test --skip-build "$@"
