#!/usr/bin/env bash
# Installs what the customer apps need: libsqlite3-dev (the SQLite library and headers GRDB links; the rest of the
# package builds without it) and postgresql (PostgreSQL's server binaries: the tests start a throwaway server of their
# own for textinput-customers-vapor, on 127.0.0.1; the Debian service itself is not used).
#
# Idempotent and non-interactive: does nothing when the package is installed, and runs `apt-get update`
# only when it has to install. Needs root, or sudo.
# Usage: bash scripts/install-customers-deps.sh   (Debian 12 / Ubuntu)
set -euo pipefail

source "$(dirname "$0")/lib/debian.sh"
ensure_debian_packages install-customers-deps libsqlite3-dev postgresql
# zlib's headers, which TextInputWeb gzips pages with (the TextInputZlib system library target); Swift's own Linux
# installation asks for them too, so they are usually there already.
ensure_debian_packages install-customers-deps zlib1g-dev
