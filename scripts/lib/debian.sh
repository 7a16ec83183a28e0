# Shared by the install scripts: installs Debian packages that are missing, idempotently and
# non-interactively; `apt-get update` runs only when something has to be installed.
# Usage (after `source scripts/lib/debian.sh`): ensure_debian_packages LABEL PACKAGE...

ensure_debian_packages() {
    local label="$1"
    shift
    local missing=() package status
    for package in "$@"; do
        status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
        if [[ "$status" != "install ok installed" ]]; then missing+=("$package"); fi
    done
    if [[ ${#missing[@]} -eq 0 ]]; then
        echo "$label: all present ($*)"
        return 0
    fi
    local as_root=()
    if [[ $(id -u) -ne 0 ]]; then
        if command -v sudo >/dev/null 2>&1; then
            as_root=(sudo)
        else
            echo "$label: missing ${missing[*]}; run as root (or install sudo)" >&2
            return 1
        fi
    fi
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "$label: missing ${missing[*]}, and apt-get is not available; install them with your system's package manager" >&2
        return 1
    fi
    echo "$label: installing ${missing[*]}"
    "${as_root[@]}" apt-get update -qq
    "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
}
