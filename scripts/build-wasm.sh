#!/usr/bin/env bash
# Builds the core for WebAssembly with Embedded Swift, from the same source files as the native build (files
# under `#if canImport(Foundation)` drop out):
#   .build/wasm/TextInputCore.wasm  the core and the driver's exports (Sources/TextInputWasmBoundary,
#                                   Sources/TextInputWasmDriver; docs/wasm.md)
#   .build/wasm/TextInputWeb.wasm   the web page's live forms (Sources/TextInputHTML, Sources/TextInputWasmPage;
#                                   docs/web.md) over the core and Sources/TextInputWasmBoundary, without the
#                                   driver's sessions: what TextInputWeb serves to pages; copied
#                                   with its compressed copies into Sources/TextInputWeb/Resources (committed)
# scripts/wasm/support.c supplies the allocator and libc bits. Needs the Swift toolchain's Embedded stdlib for
# wasm32-unknown-none-wasm, its clang and wasm-ld, and binaryen's wasm-opt (installed from Debian when missing).
# Each module also gets a gzip -9 copy beside it (NAME.wasm.gz) and a Brotli -q 11 copy (NAME.wasm.br, checked by
# decoding it, with NAME.wasm.br.sum naming the module it holds: CRC-32 and length), which WebAssets serves to
# browsers that accept them.
# Prints the sizes; skips work when nothing changed.
# Usage: bash scripts/build-wasm.sh [--force]
set -euo pipefail
cd "$(dirname "$0")/.."

out=.build/wasm
work=$out/obj
swiftc=$(command -v swiftc)
bin=$(dirname "$(readlink -f "$swiftc")")
embedded=$bin/../lib/swift/embedded/wasm32-unknown-none-wasm
if [ ! -f "$embedded/libswiftUnicodeDataTables.a" ]; then
    echo "build-wasm: this Swift toolchain has no Embedded stdlib for wasm32 ($embedded); use Swift 6.2 or later" >&2
    exit 1
fi
missing=()
command -v wasm-opt >/dev/null || missing+=(binaryen)
command -v brotli >/dev/null || missing+=(brotli)
if [ ${#missing[@]} -gt 0 ]; then
    echo "build-wasm: installing ${missing[*]} from Debian" >&2
    sudo=""; [ "$(id -u)" -ne 0 ] && sudo=sudo
    $sudo apt-get update -qq >/dev/null && $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi
force=false
[ "${1:-}" = "--force" ] && force=true
mkdir -p "$work"
# One build at a time (the gallery runs this script when it starts, a test run may too).
exec 9>"$out/.lock"
flock 9
source scripts/wasm/flags.sh
flags=("${wasm_swift_flags[@]}" -I "$work")

swift_files() { find "$@" -name '*.swift' | LC_ALL=C sort; }

# compile MODULE SOURCE_DIRS "DEPENDENCIES" [extra swiftc flags]: one object and module per Swift module (in $work),
# rebuilt when a source or a dependency's module is newer than its object. SOURCE_DIRS may name several folders,
# separated by spaces.
compile() {
    local module=$1 dir=$2 dependencies=$3
    shift 3
    local object=$work/$module.o inputs=()
    for dependency in $dependencies; do inputs+=("$work/$dependency.swiftmodule"); done
    if $force || [ ! -f "$object" ] \
            || [ -n "$(find $(swift_files $dir) scripts/build-wasm.sh scripts/wasm/flags.sh "${inputs[@]}" -newer "$object" | head -1)" ]; then
        echo "build-wasm: compiling $module" >&2
        # shellcheck disable=SC2046,SC2086
        "$swiftc" "${flags[@]}" "$@" -module-name "$module" -emit-module \
            -emit-module-path "$work/$module.swiftmodule" \
            -c $(swift_files $dir) -o "$object"
    fi
}

link() {
    local name=$1
    shift
    local module=$out/$name.wasm
    if $force || [ ! -f "$module" ] || [ -n "$(find "$@" "$work/support.o" -newer "$module" | head -1)" ]; then
        "$bin/wasm-ld" "$@" "$work/support.o" "$embedded/libswiftUnicodeDataTables.a" --no-entry --gc-sections \
            -o "$out/$name.linked.wasm"
        wasm-opt "${wasm_opt_flags[@]}" "$out/$name.linked.wasm" -o "$module.tmp"
        mv "$module.tmp" "$module"
    else
        echo "build-wasm: $module is up to date"
    fi
    local linked optimized compressed
    linked=$(wc -c < "$out/$name.linked.wasm")
    optimized=$(wc -c < "$module")
    # What servers send to browsers that accept gzip (WebAssets checks that it holds the module); written whole
    # and then moved, so an interrupted write never leaves a newer, truncated copy.
    if [ ! "$module.gz" -nt "$module" ]; then
        gzip -9 -n -c "$module" > "$module.gz.tmp"
        mv "$module.gz.tmp" "$module.gz"
    fi
    compressed=$(wc -c < "$module.gz")
    # Brotli: kept only when it decodes to the module's exact bytes; the .sum says which module that was, so that
    # a server can tell a stale copy without a Brotli decoder of its own.
    if [ ! "$module.br" -nt "$module" ] || [ ! -f "$module.br.sum" ]; then
        brotli -q 11 -f -c "$module" > "$module.br.tmp"
        brotli -d -c "$module.br.tmp" | cmp -s - "$module"
        python3 -c 'import sys, zlib; data = open(sys.argv[1], "rb").read(); print("%08x %d" % (zlib.crc32(data), len(data)))' \
            "$module" > "$module.br.sum.tmp"
        mv "$module.br.tmp" "$module.br"
        mv "$module.br.sum.tmp" "$module.br.sum"
    fi
    echo "build-wasm: $module: $optimized bytes after wasm-opt -Oz ($linked linked), $compressed bytes gzip -9 -n," \
        "$(wc -c < "$module.br") bytes brotli -q 11"
}

if $force || [ ! -f "$work/support.o" ] || [ scripts/wasm/support.c -nt "$work/support.o" ]; then
    "$bin/clang" --target=wasm32-unknown-unknown -Os -mbulk-memory -nostdlib -ffreestanding -fno-builtin \
        -c scripts/wasm/support.c -o "$work/support.o"
fi
compile TextInputCore Sources/TextInputCore ""
compile TextInputWasmBoundary Sources/TextInputWasmBoundary "TextInputCore" -enable-experimental-feature Extern
compile TextInputWasmDriver Sources/TextInputWasmDriver "TextInputCore TextInputWasmBoundary" -enable-experimental-feature Extern
compile TextInputHTML Sources/TextInputHTML "TextInputCore"
compile TextInputWasmPage Sources/TextInputWasmPage "TextInputCore TextInputHTML TextInputWasmBoundary"
link TextInputCore "$work/TextInputWasmDriver.o" "$work/TextInputWasmBoundary.o" "$work/TextInputCore.o"
# The page's module: the boundary without the driver's sessions, whose session state and content lint a page never
# runs (wasm-ld keeps what the exports reach).
link TextInputWeb "$work/TextInputWasmPage.o" "$work/TextInputHTML.o" "$work/TextInputWasmBoundary.o" "$work/TextInputCore.o"

# The page's module travels with the package as a resource of TextInputWeb (Bundle.module), so that an app that
# depends on TextInputKit serves live forms without an Embedded Swift toolchain (docs/decisions.md). The build is
# reproducible (the same bytes from any folder), so the committed copy must equal what the sources build: it is
# brought up to date here, and CI fails when that changed a committed file (scripts/test.sh).
resources=Sources/TextInputWeb/Resources
for file in TextInputWeb.wasm TextInputWeb.wasm.br TextInputWeb.wasm.gz TextInputWeb.wasm.br.sum; do
    if ! cmp -s "$out/$file" "$resources/$file"; then
        cp "$out/$file" "$resources/$file.tmp"
        mv "$resources/$file.tmp" "$resources/$file"
        echo "build-wasm: updated $resources/$file (commit it with the sources that changed it)" >&2
    fi
done
bash scripts/compress-assets.sh --update
