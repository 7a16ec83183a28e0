#!/usr/bin/env bash
# Installs what the browser tests need, idempotently: Debian's Chromium and fonts (Liberation Sans carries
# the Arial metrics the web measurer uses; Noto for Arabic and other scripts), and from PyPI Playwright,
# axe-playwright-python and pytest. Playwright drives /usr/bin/chromium: `playwright install` is never run.
# Usage: bash scripts/install-web-deps.sh   (needs root or sudo for apt-get; does nothing when all are present)
set -euo pipefail

packages=(chromium fonts-liberation2 fonts-noto-core fonts-dejavu-core)
missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done
if [ "${#missing[@]}" -gt 0 ]; then
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    echo "install-web-deps: installing ${missing[*]}"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

python_packages=(playwright axe-playwright-python pytest)
need_pip=0
for module in playwright axe_playwright_python pytest; do
    if ! python3 -c "import $module" >/dev/null 2>&1; then need_pip=1; fi
done
if [ "$need_pip" -eq 1 ]; then
    echo "install-web-deps: pip install ${python_packages[*]}"
    python3 -m pip install --quiet --disable-pip-version-check "${python_packages[@]}"
fi

if [ ! -x /usr/bin/chromium ]; then
    echo "install-web-deps: /usr/bin/chromium is missing after installing the chromium package" >&2
    exit 1
fi
