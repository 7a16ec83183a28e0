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
command -v node >/dev/null || missing+=(nodejs)
command -v zstd >/dev/null || missing+=(zstd)
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

# compress FILE: a gzip -9 copy (FILE.gz) and a Brotli -q 11 copy (FILE.br, checked by decoding it, with FILE.br.sum
# naming the bytes it holds: CRC-32 and length), written whole and then moved, so that an interrupted write never
# leaves a newer, truncated copy; WebAssets serves each only while it holds exactly FILE.
compress() {
    local file=$1
    if [ ! "$file.gz" -nt "$file" ]; then
        gzip -9 -n -c "$file" > "$file.gz.tmp"
        mv "$file.gz.tmp" "$file.gz"
    fi
    if [ ! "$file.br" -nt "$file" ] || [ ! -f "$file.br.sum" ]; then
        brotli -q 11 -f -c "$file" > "$file.br.tmp"
        brotli -d -c "$file.br.tmp" | cmp -s - "$file"
        python3 -c 'import sys, zlib; data = open(sys.argv[1], "rb").read(); print("%08x %d" % (zlib.crc32(data), len(data)))' \
            "$file" > "$file.br.sum.tmp"
        mv "$file.br.tmp" "$file.br"
        mv "$file.br.sum.tmp" "$file.br.sum"
    fi
}

# The standard library's Unicode property accessors whose tables the page's module leaves to its Unicode data
# (scripts/wasm/unicode.c wraps them; docs/wasm.md).
unicode_wraps=()
for accessor in getNormData getDecompositionEntry getComposition getBinaryProperties getNumericType getNumericValue \
        getMapping getSpecialMapping getGeneralCategory; do
    unicode_wraps+=("--wrap=_swift_stdlib_$accessor")
done

# The binaryen features of the modules (what wasm-split must accept; wasm-opt's flags name them too).
wasm_features=(--enable-bulk-memory --enable-sign-ext --enable-mutable-globals --enable-nontrapping-float-to-int
               --enable-multivalue --enable-reference-types)

# optimise INPUT OUTPUT: wasm-opt -Oz, written whole and then moved.
optimise() {
    wasm-opt "${wasm_opt_flags[@]}" "$1" -o "$2.tmp"
    mv "$2.tmp" "$2"
}

# link NAME [--parts] OBJECTS...: links, optimises and compresses .build/wasm/NAME.wasm. With --parts (the page's
# module) every Unicode property accessor goes through scripts/wasm/unicode.c and their tables move into
# .build/wasm/NAME-unicode.bin (scripts/wasm/unicode-split.py), which the page fetches after the module; and the
# module is split into NAME.wasm, the first module, and its parts NAME-PART.wasm, listed in NAME-parts.txt
# (docs/wasm.md, "The parts"): the linked module is instrumented (wasm-split --instrument), run over the forms of
# scripts/wasm/parts.json (profile-parts.mjs), split by what ran (wasm-parts.py), and each piece optimised.
link() {
    local name=$1
    shift
    local split=false
    if [ "${1:-}" = "--parts" ]; then split=true; shift; fi
    local module=$out/$name.wasm
    local extra=() inputs=()
    $split && extra=("$work/unicode.o" "${unicode_wraps[@]}" --export=__stack_pointer "-Map=$out/$name.map")
    $split && inputs=(scripts/wasm/unicode-split.py scripts/wasm/parts.json scripts/wasm/profile-parts.mjs scripts/wasm/wasm-parts.py
        scripts/wasm/leb128.py scripts/wasm/page-instance.mjs)
    if $force || [ ! -f "$module" ] \
            || [ -n "$(find "$@" "$work/support.o" "${extra[0]:-$work/support.o}" "${inputs[@]}" -newer "$module" | head -1)" ]; then
        "$bin/wasm-ld" "$@" "$work/support.o" "${extra[@]}" "$embedded/libswiftUnicodeDataTables.a" --no-entry \
            --gc-sections -o "$out/$name.linked.wasm"
        if $split; then
            python3 scripts/wasm/unicode-split.py "$out/$name.linked.wasm" "$out/$name.map" "$out/$name.split.wasm" "$out/$name-unicode.bin.tmp"
            mv "$out/$name-unicode.bin.tmp" "$out/$name-unicode.bin"
            wasm-split --instrument "${wasm_features[@]}" "$out/$name.split.wasm" -o "$out/$name.instrumented.wasm"
            node scripts/wasm/profile-parts.mjs "$out/$name.instrumented.wasm" "$out/$name-unicode.bin" scripts/wasm/parts.json \
                Sources/TextInputWeb/Resources/phone-metadata.txt > "$out/$name.profile.json"
            rm -rf "$out/$name.parts" "$out/$name"-*.wasm "$out/$name"-*.wasm.*
            mkdir "$out/$name.parts"
            python3 scripts/wasm/wasm-parts.py "$out/$name.split.wasm" "$out/$name.profile.json" scripts/wasm/parts.json "$out/$name.parts"
            # The parts, two at a time (this machine's cores), then the first module.
            local part
            for part in $(cut -d' ' -f2 "$out/$name.parts/parts.txt"); do
                optimise "$out/$name.parts/part-$part.wasm" "$out/$name-$part.wasm" &
                [ "$(jobs -r | wc -l)" -lt 2 ] || wait -n
            done
            wait
            cp "$out/$name.parts/parts.txt" "$out/$name-parts.txt"
            optimise "$out/$name.parts/first.wasm" "$module"
        else
            optimise "$out/$name.linked.wasm" "$module"
        fi
    else
        echo "build-wasm: $module is up to date"
    fi
    compress "$module"
    echo "build-wasm: $module: $(wc -c < "$module") bytes after wasm-opt -Oz ($(wc -c < "$out/$name.linked.wasm") linked)," \
        "$(wc -c < "$module.gz") bytes gzip -9 -n, $(wc -c < "$module.br") bytes brotli -q 11"
    if $split; then
        local part
        for part in $(cut -d' ' -f2 "$out/$name-parts.txt"); do
            compress "$out/$name-$part.wasm"
            echo "build-wasm: $out/$name-$part.wasm: $(wc -c < "$out/$name-$part.wasm") bytes, $(wc -c < "$out/$name-$part.wasm.br") bytes brotli -q 11"
        done
        compress "$out/$name-unicode.bin"
        echo "build-wasm: $out/$name-unicode.bin: $(wc -c < "$out/$name-unicode.bin") bytes, $(wc -c < "$out/$name-unicode.bin.br") bytes brotli -q 11" \
            "(fetched after the module is ready)"
    fi
}

if $force || [ ! -f "$work/support.o" ] || [ scripts/wasm/support.c -nt "$work/support.o" ]; then
    "$bin/clang" --target=wasm32-unknown-unknown -Os -mbulk-memory -nostdlib -ffreestanding -fno-builtin \
        -c scripts/wasm/support.c -o "$work/support.o"
fi
# The page module's Unicode wrappers, with the answers below the fast range generated from the native standard
# library (scripts/wasm/unicode-tables.c, linked with the toolchain's static libswiftCore.a).
if $force || [ ! -f "$work/unicode.o" ] || [ ! -x "$work/unicode-tables" ] \
        || [ -n "$(find scripts/wasm/unicode*.c scripts/wasm/unicode*.h -newer "$work/unicode.o" | head -1)" ]; then
    "$bin/clang" -O1 -I scripts/wasm scripts/wasm/unicode-tables.c "$bin/../lib/swift_static/linux/libswiftCore.a" \
        -o "$work/unicode-tables"
    "$work/unicode-tables" header > "$work/unicode-fast.h.tmp"
    mv "$work/unicode-fast.h.tmp" "$work/unicode-fast.h"
    "$bin/clang" --target=wasm32-unknown-unknown -Os -mbulk-memory -nostdlib -ffreestanding -fno-builtin \
        -I scripts/wasm -I "$work" -c scripts/wasm/unicode.c -o "$work/unicode.o"
fi
compile TextInputCore Sources/TextInputCore ""
compile TextInputWasmBoundary Sources/TextInputWasmBoundary "TextInputCore" -enable-experimental-feature Extern
# The driver's module and the page's share only the two modules above, and each compiler and wasm-opt run uses one
# core: the driver's is built beside the page's (its messages shown once both are done), each in a subshell of its
# own so that the page's `wait` for its parts waits for nothing else.
driver_log=$(mktemp)
(
    compile TextInputWasmDriver Sources/TextInputWasmDriver "TextInputCore TextInputWasmBoundary" -enable-experimental-feature Extern
    link TextInputCore "$work/TextInputWasmDriver.o" "$work/TextInputWasmBoundary.o" "$work/TextInputCore.o"
) > "$driver_log" 2>&1 &
driver=$!
(
    compile TextInputHTML Sources/TextInputHTML "TextInputCore"
    compile TextInputWasmPage Sources/TextInputWasmPage "TextInputCore TextInputHTML TextInputWasmBoundary" -enable-experimental-feature Extern
    # The page's module: the boundary without the driver's sessions, whose session state and content lint a page
    # never runs (wasm-ld keeps what the exports reach).
    link TextInputWeb --parts "$work/TextInputWasmPage.o" "$work/TextInputHTML.o" "$work/TextInputWasmBoundary.o" "$work/TextInputCore.o"
) &
page=$!
page_status=0
wait "$page" || page_status=$?
driver_status=0
wait "$driver" || driver_status=$?
cat "$driver_log"
rm -f "$driver_log"
if [ "$page_status" -ne 0 ] || [ "$driver_status" -ne 0 ]; then
    echo "build-wasm: building the page's module ended with status $page_status, the driver's with $driver_status" >&2
    exit 1
fi

# The page's module travels with the package as a resource of TextInputWeb (Bundle.module), so that an app that
# depends on TextInputKit serves live forms without an Embedded Swift toolchain (docs/decisions.md). The build is
# reproducible (the same bytes from any folder), so the committed copy must equal what the sources build: it is
# brought up to date here, and CI fails when that changed a committed file (scripts/test.sh).
resources=Sources/TextInputWeb/Resources
# Returning visitors download a difference (#45): the versions this build replaces are kept in scripts/wasm/shipped
# and each module-like asset gets its dcz deltas against the last shipped versions (docs/wasm.md).
# The page's first module, its parts (listed in TextInputWeb-parts.txt) and its Unicode data.
shipped=(TextInputWeb.wasm TextInputWeb-unicode.bin)
for part in $(cut -d' ' -f2 "$out/TextInputWeb-parts.txt"); do shipped+=("TextInputWeb-$part.wasm"); done
python3 scripts/wasm/dictionaries.py update "$out" "$resources" "${shipped[@]}"
files=(TextInputWeb-parts.txt)
for file in "${shipped[@]}"; do files+=("$file" "$file.br" "$file.gz" "$file.br.sum"); done
for file in "${files[@]}"; do
    if ! cmp -s "$out/$file" "$resources/$file"; then
        cp "$out/$file" "$resources/$file.tmp"
        mv "$resources/$file.tmp" "$resources/$file"
        echo "build-wasm: updated $resources/$file (commit it with the sources that changed it)" >&2
    fi
done
# A part this build no longer has (its deltas are dictionaries.py's).
for file in "$resources"/TextInputWeb-*.wasm*; do
    case $file in *.dcz|*.dcz.sum) continue ;; esac
    keep=false
    for kept in "${files[@]}"; do [ "$file" = "$resources/$kept" ] && keep=true; done
    if ! $keep; then
        rm "$file"
        echo "build-wasm: removed $file (a part this build no longer has; commit its removal)" >&2
    fi
done
bash scripts/compress-assets.sh --update
python3 scripts/wasm/budgets.py Sources/TextInputWeb/Resources
