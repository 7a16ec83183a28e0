#!/usr/bin/env bash
# Installs what building textinput-customers needs: libsqlite3-dev, the SQLite library and headers GRDB links.
# The rest of the package builds without it.
#
# Idempotent and non-interactive: does nothing when the package is installed, and runs `apt-get update`
# only when it has to install. Needs root, or sudo.
# Usage: bash scripts/install-customers-deps.sh   (Debian 12 / Ubuntu)
set -euo pipefail

source "$(dirname "$0")/lib/debian.sh"
ensure_debian_packages install-customers-deps libsqlite3-dev
