#!/usr/bin/env bash
# Installs what TextInputScan needs at run time, plus the barcode generators its tests use.
#
#   runtime: libzbar0 (decoder), libpng16-16 (PNG files), libturbojpeg0 (JPEG files),
#            libtesseract5 with tesseract-ocr-eng and tesseract-ocr-deu (text scans, OCR)
#   tests:   qrencode (QR codes), zint (EAN-13, Code 128, ...), libjpeg-turbo-progs (cjpeg, for JPEG files),
#            fonts-dejavu-core and Pillow from PyPI (the OCR test images)
#
# No -dev package is needed: TextInputScan loads these libraries with dlopen at run time.
# Idempotent and non-interactive: packages already installed are left alone, and `apt-get update`
# runs only when something is missing. Needs root, or sudo.
# Usage: bash scripts/install-scan-deps.sh   (Debian 12 / Ubuntu)
set -euo pipefail

source "$(dirname "$0")/lib/debian.sh"
ensure_debian_packages install-scan-deps libzbar0 libpng16-16 libturbojpeg0 qrencode zint libjpeg-turbo-progs \
    libtesseract5 tesseract-ocr-eng tesseract-ocr-deu fonts-dejavu-core
if ! python3 -c "import PIL" >/dev/null 2>&1; then
    echo "install-scan-deps: pip install pillow"
    python3 -m pip install --quiet --disable-pip-version-check pillow
fi
