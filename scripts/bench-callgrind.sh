#!/usr/bin/env bash
# Instruction counts of textinput-bench rows under valgrind's callgrind (repeatable, unlike wall-clock times here),
# the harness baseline row subtracted; with a second binary, both side by side and the change.
# Usage: bash scripts/bench-callgrind.sh [--base OTHER_BINARY] [ROW ...]
#   default binary: .build/release/textinput-bench (swift build -c release --product textinput-bench);
#   default rows: the engine and field rows of masks, cards, IBANs and numbers.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "bench-callgrind: needs valgrind (apt-get install -y valgrind)" >&2; exit 1; }
binary=.build/release/textinput-bench
base=""
if [ "${1:-}" = "--base" ]; then base=$2; shift 2; fi
rows=("$@")
if [ ${#rows[@]} -eq 0 ]; then
    rows=("phone mask: type at end" "phone mask: insert in middle" "phone mask: backspace over separator"
          "card: type at end" "card: insert in middle" "card: backspace over separator"
          "IBAN: type at end" "IBAN: insert in middle" "IBAN: backspace over separator"
          "currency en_US USD: type at end" "currency en_US USD: backspace"
          "currency de_DE EUR: type at end" "currency de_DE EUR: backspace"
          "currency hi_IN INR: type at end" "currency hi_IN INR: backspace"
          "field phone: type at end" "field card: type at end" "field IBAN: type at end"
          "field currency en_US USD: type at end")
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# Total instructions of one run of ROW under callgrind.
count() {
    valgrind --tool=callgrind --callgrind-out-file="$out/cg" "$1" --quick --only "$2" >/dev/null 2>&1
    callgrind_annotate "$out/cg" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1; exit }'
}
net() {
    local baseline total
    baseline=$(count "$1" "harness baseline")
    total=$(count "$1" "$2")
    echo $((total - baseline))
}
if [ -n "$base" ]; then
    echo "| row | base | this | change |"
    echo "| --- | ---: | ---: | ---: |"
else
    echo "| row | instructions |"
    echo "| --- | ---: |"
fi
for row in "${rows[@]}"; do
    this=$(net "$binary" "$row")
    if [ -n "$base" ]; then
        before=$(net "$base" "$row")
        awk -v r="$row" -v a="$before" -v b="$this" \
            'BEGIN { printf "| %s | %.1f M | %.1f M | %+.1f %% |\n", r, a / 1e6, b / 1e6, (b - a) * 100 / a }'
    else
        awk -v r="$row" -v b="$this" 'BEGIN { printf "| %s | %.1f M |\n", r, b / 1e6 }'
    fi
done
