#!/usr/bin/env bash
# The phone format per key against libphonenumber's own C++ AsYouTypeFormatter, in one run: a key typed at the end
# of a number (libphonenumber's best case: one InputDigit) and a digit inserted in the middle (for libphonenumber a
# Clear and the whole number fed again, which is what its users do, since it only appends). US and German numbers,
# medians in ns. libphonenumber comes from Debian's libphonenumber-dev, installed when missing and built here only:
# it is never a dependency of the package.
# Usage: bash scripts/bench-phone.sh
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f /usr/include/phonenumbers/asyoutypeformatter.h ]; then
    echo "bench-phone: installing libphonenumber-dev from Debian" >&2
    sudo=""; [ "$(id -u)" -ne 0 ] && sudo=sudo
    $sudo apt-get update -qq >/dev/null && $sudo apt-get install -y -qq libphonenumber-dev g++ >/dev/null
fi
mkdir -p .build/bench-phone
g++ -O2 -std=c++17 scripts/phone/bench-libphonenumber.cc -o .build/bench-phone/libphonenumber-bench -lphonenumber -lprotobuf
swift build -c release --product textinput-bench >&2
ours=$(.build/release/textinput-bench --json --only "phone format:")
theirs=$(.build/bench-phone/libphonenumber-bench)
echo "$ours" >&2
echo "$theirs" >&2
python3 - "$ours" "$theirs" <<'PY'
import json, re, sys
rows = {row["name"]: row for row in json.loads(sys.argv[1])}
end = rows["phone format: type at end"]["medianNs"]
middle = rows["phone format: insert in middle"]["medianNs"]
match = re.search(r"end=(\d+) middle=(\d+)", sys.argv[2])
lib_end, lib_middle = int(match.group(1)), int(match.group(2))
print(f"ratios: end {end / lib_end:.2f}x, middle {middle / lib_middle:.2f}x", file=sys.stderr)
print(f"phone per key (ns): ours end={end:.0f} middle={middle:.0f}; libphonenumber end={lib_end} middle={lib_middle}")
PY
