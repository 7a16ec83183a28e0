#!/usr/bin/env bash
# The phone format against libphonenumber itself: installs PyPI's phonenumbers at the pinned version (when missing),
# checks that the committed tables are what scripts/phone/generate-phone-metadata.py writes from it, and runs the
# differential tests (tests-phone/) against the release textinput-driver.
# Usage: bash scripts/test-phone.sh [pytest arguments]   (after swift build -c release --product textinput-driver)
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-phone-deps.sh
python3 scripts/phone/generate-phone-metadata.py --check
python3 -m pytest tests-phone -p no:cacheprovider -q -s "$@"
