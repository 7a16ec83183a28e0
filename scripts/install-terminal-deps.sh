#!/usr/bin/env bash
# Installs what the TextInputTerminal tests need: tmux, which the end-to-end test drives
# (send-keys, capture-pane) with textinput-demo running inside a detached session.
# TextInputTerminal itself needs nothing: it talks to the terminal through Glibc's termios.
#
# Idempotent and non-interactive: does nothing when tmux is installed, and runs `apt-get update`
# only when it has to install. Needs root, or sudo.
# Usage: bash scripts/install-terminal-deps.sh   (Debian 12 / Ubuntu)
set -euo pipefail

if command -v tmux >/dev/null 2>&1; then
    echo "install-terminal-deps: tmux present ($(tmux -V))"
    exit 0
fi

if [[ $(id -u) -eq 0 ]]; then
    as_root=()
elif command -v sudo >/dev/null 2>&1; then
    as_root=(sudo)
else
    echo "install-terminal-deps: tmux is missing; run as root or install sudo (apt-get install tmux)" >&2
    exit 1
fi

export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" apt-get install -y -qq --no-install-recommends tmux
echo "install-terminal-deps: installed $(tmux -V)"
