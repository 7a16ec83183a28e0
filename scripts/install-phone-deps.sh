#!/usr/bin/env bash
# PyPI's phonenumbers at the version the phone tables were generated from (scripts/phone/phonenumbers-version),
# for the generator and the differential tests; pytest for the tests. Installs only what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
wanted=$(cat scripts/phone/phonenumbers-version)
installed=$(python3 -c 'import phonenumbers; print(phonenumbers.__version__)' 2>/dev/null || true)
if [ "$installed" != "$wanted" ]; then
    echo "install-phone-deps: installing phonenumbers==$wanted from PyPI" >&2
    python3 -m pip install -q "phonenumbers==$wanted"
fi
python3 -c 'import pytest' 2>/dev/null || python3 -m pip install -q pytest
