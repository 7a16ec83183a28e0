#!/usr/bin/env bash
# Prints the size floor of the WebAssembly module: scripts/wasm/floor.swift (the Embedded Swift standard library
# parts the core uses, and no core) built with the same flags (scripts/wasm/flags.sh), allocator, Unicode tables
# and wasm-opt -Oz as scripts/build-wasm.sh. docs/performance.md compares it with TextInputCore.wasm. Not part of the test command.
# Usage: bash scripts/build-wasm.sh && bash scripts/wasm-floor.sh
set -euo pipefail
cd "$(dirname "$0")/.."
work=.build/wasm/obj
if [ ! -f "$work/support.o" ]; then
    echo "wasm-floor: run bash scripts/build-wasm.sh first (it builds $work/support.o)" >&2
    exit 1
fi
bin=$(dirname "$(readlink -f "$(command -v swiftc)")")
embedded=$bin/../lib/swift/embedded/wasm32-unknown-none-wasm
source scripts/wasm/flags.sh
# One build at a time, as in build-wasm.sh.
exec 9>.build/wasm/.lock
flock 9
"$bin/swiftc" "${wasm_swift_flags[@]}" -module-name Floor -c scripts/wasm/floor.swift -o "$work/floor.o"
"$bin/wasm-ld" "$work/floor.o" "$work/support.o" "$embedded/libswiftUnicodeDataTables.a" --no-entry --gc-sections \
    -o .build/wasm/floor.linked.wasm
wasm-opt "${wasm_opt_flags[@]}" .build/wasm/floor.linked.wasm -o .build/wasm/floor.wasm
echo "wasm-floor: .build/wasm/floor.wasm: $(wc -c < .build/wasm/floor.wasm) bytes after wasm-opt -Oz, $(gzip -9 -n -c .build/wasm/floor.wasm | wc -c) bytes gzip -9 -n"
