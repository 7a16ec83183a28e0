#!/usr/bin/env bash
# Installs what the TextInputTerminal tests need: tmux, which the end-to-end test drives
# (send-keys, capture-pane) with textinput-demo running inside a detached session.
# TextInputTerminal itself needs nothing: it talks to the terminal through Glibc's termios.
#
# Idempotent and non-interactive: does nothing when tmux is installed, and runs `apt-get update`
# only when it has to install. Needs root, or sudo.
# Usage: bash scripts/install-terminal-deps.sh   (Debian 12 / Ubuntu)
set -euo pipefail

source "$(dirname "$0")/lib/debian.sh"
ensure_debian_packages install-terminal-deps tmux
