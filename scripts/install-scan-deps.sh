#!/usr/bin/env bash
# Installs what TextInputScan needs at run time, plus the barcode generators its tests use.
#
#   runtime: libzbar0 (decoder), libpng16-16 (PNG files), libturbojpeg0 (JPEG files)
#   tests:   qrencode (QR codes), zint (EAN-13, Code 128, ...), libjpeg-turbo-progs (cjpeg, for JPEG files)
#
# No -dev package is needed: TextInputScan loads these libraries with dlopen at run time.
# Idempotent and non-interactive: packages already installed are left alone, and `apt-get update`
# runs only when something is missing. Needs root, or sudo.
# Usage: bash scripts/install-scan-deps.sh   (Debian 12 / Ubuntu)
set -euo pipefail

packages=(libzbar0 libpng16-16 libturbojpeg0 qrencode zint libjpeg-turbo-progs)

missing=()
for package in "${packages[@]}"; do
    status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
    if [[ "$status" != "install ok installed" ]]; then
        missing+=("$package")
    fi
done

if [[ ${#missing[@]} -eq 0 ]]; then
    echo "install-scan-deps: all present (${packages[*]})"
    exit 0
fi

if [[ $(id -u) -eq 0 ]]; then
    as_root=()
elif command -v sudo >/dev/null 2>&1; then
    as_root=(sudo)
else
    echo "install-scan-deps: missing ${missing[*]}; run this script as root (or install sudo)" >&2
    exit 1
fi

if ! command -v apt-get >/dev/null 2>&1; then
    echo "install-scan-deps: missing ${missing[*]}, and apt-get is not available; install the equivalent packages with your system's package manager" >&2
    exit 1
fi

echo "install-scan-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -q
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
