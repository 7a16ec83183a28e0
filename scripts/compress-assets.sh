#!/usr/bin/env bash
# Bundles client.js from its ES modules (Sources/TextInputWeb/Client) and writes the compressed copies of the page's script and stylesheet that WebAssets serves to browsers that accept
# them: Sources/TextInputWeb/Resources/{client.js,client-scan.js,textinput.css}.{gz,br} and a .br.sum naming the file each Brotli
# copy holds (CRC-32 and length; a server checks it without a Brotli decoder). They are committed resources, so that
# an app depending on TextInputKit serves them without running anything; WebAssets ignores a copy that does not hold
# the current file, and a test (AssetEncodingTests) fails until this script has been run after an edit.
# Needs Debian's brotli, nodejs and terser (installed when missing) and gzip.
# Usage: bash scripts/compress-assets.sh [--check | --update]
#   --check: exit 1 naming every stale copy, write nothing; --update: write only the stale ones (build-wasm.sh runs
#   this, so that a build leaves up-to-date files untouched)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/debian.sh
# brotli compresses; Debian's terser (a Node program) minifies the bundled client.
ensure_debian_packages compress-assets brotli nodejs terser >&2
mode=${1:-all}
stale=0
# client.js is one script bundled from the ES modules in Sources/TextInputWeb/Client (one concern each) by
# scripts/bundle-client.py: each module after those it imports, from start.js, in one function scope (a page loads one
# content-hashed script). The bundler fails on a cycle, a missing export or a name two modules declare. Then
# scripts/minify-client.cjs minifies it with Debian's terser (about 2.8 KB less Brotli before every page's core is
# ready; same terser, same bytes).
# client-scan.js, the scan dialog's script, is bundled the same way from scan-start.js (OWN_SCRIPTS in the bundler):
# only pages whose forms have a scan field load it; client-date.js, the date fields' calendar, from date-start.js;
# client-suggest.js, the app's suggestions for its combo boxes, from suggest-start.js.
bundled="$(mktemp)"
bundle="$(mktemp)"
trap 'rm -f "$bundled" "$bundle"' EXIT
node=$(command -v nodejs || command -v node)
for script in client:start client-scan:scan-start client-date:date-start client-suggest:suggest-start; do
    client=Sources/TextInputWeb/Resources/${script%%:*}.js
    entry=${script#*:}
    entries=()
    [ "$entry" = start ] || entries=(--entry "$entry")
    if ! python3 scripts/bundle-client.py "${entries[@]}" Sources/TextInputWeb/Client > "$bundled"; then
        echo "compress-assets: the modules in Sources/TextInputWeb/Client do not bundle (above); $client is left as it is" >&2
        exit 1
    fi
    if ! NODE_PATH=/usr/share/nodejs "$node" scripts/minify-client.cjs "$bundled" > "$bundle"; then
        echo "compress-assets: Debian's terser could not minify the bundle (above); $client is left as it is" >&2
        exit 1
    fi
    if [ "$mode" = --check ]; then
        if ! cmp -s "$bundle" "$client"; then
            echo "compress-assets: $client is not the minified bundle of Sources/TextInputWeb/Client; run bash scripts/compress-assets.sh" >&2
            stale=1
        fi
    elif ! cmp -s "$bundle" "$client"; then
        cat "$bundle" > "$client.tmp" && mv "$client.tmp" "$client"
        echo "compress-assets: bundled $client from Sources/TextInputWeb/Client"
    fi
done
sum() { python3 -c 'import sys, zlib; data = open(sys.argv[1], "rb").read(); print("%08x %d" % (zlib.crc32(data), len(data)))' "$1"; }
current() {
    gzip -d -c "$1.gz" 2>/dev/null | cmp -s - "$1" && brotli -d -c "$1.br" 2>/dev/null | cmp -s - "$1" \
        && [ "$(cat "$1.br.sum" 2>/dev/null)" = "$(sum "$1")" ]
}
for file in Sources/TextInputWeb/Resources/client.js Sources/TextInputWeb/Resources/client-scan.js \
        Sources/TextInputWeb/Resources/client-date.js \
        Sources/TextInputWeb/Resources/client-suggest.js \
        Sources/TextInputWeb/Resources/textinput.css \
        Sources/TextInputWeb/Resources/textinput-contrast.css \
        Sources/TextInputWeb/Resources/phone-metadata.txt; do
    if [ "$mode" = --check ]; then
        if ! current "$file"; then
            echo "compress-assets: the compressed copies of $file are stale; run bash scripts/compress-assets.sh" >&2
            stale=1
        fi
        continue
    fi
    if [ "$mode" = --update ] && current "$file"; then continue; fi
    gzip -9 -n -c "$file" > "$file.gz"
    brotli -q 11 -f -c "$file" > "$file.br"
    brotli -d -c "$file.br" | cmp -s - "$file"
    sum "$file" > "$file.br.sum"
    echo "compress-assets: $file: $(wc -c < "$file") bytes, $(wc -c < "$file.gz") gzip -9 -n, $(wc -c < "$file.br") brotli -q 11"
done
exit $stale
