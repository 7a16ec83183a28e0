#!/usr/bin/env bash
# Browser tests of the gallery: installs Chromium, fonts, Playwright and axe, and libzbar and qrencode for the scan
# tests (only when missing), builds textinput-gallery, starts it on a free port on 127.0.0.1 with the test pages,
# runs tests-web/ with pytest in Debian's Chromium and stops the server. Screenshots of every page go to artifacts/screenshots/.
# The apps under test are debug builds, or release builds with TIK_CONFIGURATION=release (scripts/test.sh, which has
# just built every product for release, tests those: what a deployment runs). TIK_SWIFT_FLAGS adds flags to those
# builds (scripts/test.sh passes the ones its one build used, so that nothing is compiled again).
# Usage: bash scripts/test-web.sh [pytest arguments]   (from any folder; needs root or sudo for apt-get)
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-web-deps.sh
bash scripts/install-scan-deps.sh
bash scripts/build-wasm.sh
bash scripts/install-customers-deps.sh
configuration="${TIK_CONFIGURATION:-debug}"
case $configuration in
    debug|release) ;;
    *) echo "test-web: TIK_CONFIGURATION is '$configuration'; set it to debug or release (or leave it unset: debug)" >&2
       exit 2 ;;
esac
read -r -a flags <<< "${TIK_SWIFT_FLAGS:-}"
for product in textinput-gallery textinput-customers textinput-customers-vapor; do
    swift build -c "$configuration" "${flags[@]}" --product "$product"
done
export TIK_CONFIGURATION="$configuration"
bin="$(swift build -c "$configuration" "${flags[@]}" --show-bin-path)"
binary="$bin/textinput-gallery"
export TIK_GALLERY_BIN="$binary"
export TIK_CUSTOMERS_BIN="$bin/textinput-customers"
export TIK_CUSTOMERS_VAPOR_BIN="$bin/textinput-customers-vapor"
mkdir -p artifacts/screenshots
log="$(mktemp)"
"$binary" --host 127.0.0.1 --port 0 --test-pages >"$log" 2>&1 &
server=$!
cleanup() {
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
    rm -f "$log"
}
trap cleanup EXIT
url=""
for _ in $(seq 1 300); do
    url="$(grep -o 'http://[^ ]*' "$log" | head -n 1 || true)"
    [ -n "$url" ] && break
    if ! kill -0 "$server" 2>/dev/null; then
        echo "test-web: textinput-gallery exited before it was ready:" >&2
        cat "$log" >&2
        exit 1
    fi
    sleep 0.1
done
if [ -z "$url" ]; then
    echo "test-web: textinput-gallery printed no address within 30 s" >&2
    exit 1
fi
echo "test-web: testing $url"
TIK_URL="$url" python3 -m pytest tests-web -p no:cacheprovider "$@"
