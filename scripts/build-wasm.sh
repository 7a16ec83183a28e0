#!/usr/bin/env bash
# Builds TextInputCore for WebAssembly with Embedded Swift: .build/wasm/TextInputCore.wasm.
# The same source files as the native build (files under `#if canImport(Foundation)` drop out), plus
# Sources/TextInputWasm (the exports, docs/wasm.md) and scripts/wasm/support.c (allocator and libc bits).
# Needs the Swift toolchain's Embedded stdlib for wasm32-unknown-none-wasm, its clang and wasm-ld, and
# binaryen's wasm-opt (installed from Debian when missing). Prints the sizes; skips work when nothing changed.
# Usage: bash scripts/build-wasm.sh [--force]
set -euo pipefail
cd "$(dirname "$0")/.."

out=.build/wasm
work=$out/obj
module=$out/TextInputCore.wasm
swiftc=$(command -v swiftc)
bin=$(dirname "$(readlink -f "$swiftc")")
embedded=$bin/../lib/swift/embedded/wasm32-unknown-none-wasm
if [ ! -f "$embedded/libswiftUnicodeDataTables.a" ]; then
    echo "build-wasm: this Swift toolchain has no Embedded stdlib for wasm32 ($embedded); use Swift 6.2 or later" >&2
    exit 1
fi
if ! command -v wasm-opt >/dev/null; then
    echo "build-wasm: installing binaryen (wasm-opt) from Debian" >&2
    sudo=""; [ "$(id -u)" -ne 0 ] && sudo=sudo
    $sudo apt-get update -qq >/dev/null && $sudo apt-get install -y -qq binaryen >/dev/null
fi

sources=$(find Sources/TextInputCore Sources/TextInputWasm -name '*.swift' | LC_ALL=C sort)
if [ "${1:-}" != "--force" ] && [ -f "$module" ] \
    && [ -z "$(find $sources scripts/wasm/support.c scripts/build-wasm.sh -newer "$module" | head -1)" ]; then
    echo "build-wasm: $module is up to date"
else
    mkdir -p "$work"
    flags=(-target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -wmo -Osize -parse-as-library
           -Xfrontend -disable-stack-protector -swift-version 6 -I "$work")
    "$bin/clang" --target=wasm32-unknown-unknown -Os -nostdlib -ffreestanding -fno-builtin \
        -c scripts/wasm/support.c -o "$work/support.o"
    # shellcheck disable=SC2046
    "$swiftc" "${flags[@]}" -module-name TextInputCore -emit-module -emit-module-path "$work/TextInputCore.swiftmodule" \
        -c $(find Sources/TextInputCore -name '*.swift' | LC_ALL=C sort) -o "$work/TextInputCore.o"
    # shellcheck disable=SC2046
    "$swiftc" "${flags[@]}" -enable-experimental-feature Extern -module-name TextInputWasm \
        -c $(find Sources/TextInputWasm -name '*.swift' | LC_ALL=C sort) -o "$work/TextInputWasm.o"
    "$bin/wasm-ld" "$work/TextInputWasm.o" "$work/TextInputCore.o" "$work/support.o" \
        "$embedded/libswiftUnicodeDataTables.a" --no-entry --gc-sections -o "$out/TextInputCore.linked.wasm"
    wasm-opt -Oz --strip-debug --strip-producers --enable-bulk-memory --enable-sign-ext --enable-mutable-globals \
        --enable-nontrapping-float-to-int --enable-multivalue --enable-reference-types \
        "$out/TextInputCore.linked.wasm" -o "$module.tmp"
    mv "$module.tmp" "$module"
fi
linked=$(wc -c < "$out/TextInputCore.linked.wasm")
optimized=$(wc -c < "$module")
compressed=$(gzip -9 -c "$module" | wc -c)
echo "build-wasm: $module: $optimized bytes after wasm-opt -Oz ($linked linked), $compressed bytes gzip -9"
