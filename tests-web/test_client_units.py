"""The page client's pure parts, tested directly with Node (tests-web/client/*.test.js): the long note
window's cut points, the mapping from keys and input types to the core's events, a form session's order of
messages (with a fake core) and the bundler. They load the ES modules of Sources/TextInputWeb/Client as the
served client.js holds them, bundled by scripts/bundle-client.py."""

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_client_units_pass_in_node():
    node = shutil.which("node") or shutil.which("nodejs")
    if node is None:
        if os.environ.get("CI"):
            pytest.fail("node is missing under CI: scripts/install-web-deps.sh installs Debian's nodejs")
        pytest.skip("node is not installed (bash scripts/install-web-deps.sh installs it)")
    tests = sorted(str(p) for p in (ROOT / "tests-web" / "client").glob("*.test.js"))
    assert tests, "no client unit tests found"
    result = subprocess.run([node, "--test", *tests], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
    assert "# fail 0" in result.stdout and "# pass 0" not in result.stdout, result.stdout[-2000:]
