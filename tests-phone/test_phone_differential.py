"""The phone format against libphonenumber itself (PyPI's phonenumbers: the same rules and metadata the core's tables
are generated from). Every region's example numbers of each type, and random valid numbers, are typed key by key
into textinput-driver nationally, with "+" and with the region's international call prefix; after every key the
text must be AsYouTypeFormatter's, and the final value the number's E.164 form.

The classes of difference are documented in docs/decisions.md ("Phone numbers"): a literal after the last digit
("+49 ", "(201) ") is not shown, as with every format of TextInputKit (lazy literals), so the texts are compared
with those trailing literals removed; and a digit past the longest number of its calling code is refused (with a
message), where libphonenumber takes it and stops formatting, so such a number is compared up to that key. How
many keys fall in each class is printed.
"""
import collections
import json
import os
import re
import subprocess

import pytest

from oracle import cases

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def driver_path():
    for path in (os.environ.get("TIK_DRIVER"), os.path.join(ROOT, ".build", "release", "textinput-driver"),
                 os.path.join(ROOT, ".build", "debug", "textinput-driver")):
        if path and os.access(path, os.X_OK):
            return path
    pytest.fail("textinput-driver is not built: swift build -c release --product textinput-driver")


def trailing_literal(text):
    return re.sub(r"[^0-9+]+$", "", text)


def test_every_region_types_as_libphonenumber_formats():
    all_cases = cases(random_per_region=3)
    lines = []
    for region, _, _, keys, _, _ in all_cases:
        lines.append(json.dumps({"configure": {"format": {"phone": {"region": region}}}}))
        lines.append(json.dumps({"event": "focus"}))
        lines.extend(json.dumps({"event": "type", "text": key}) for key in keys)
    run = subprocess.run([driver_path()], input="\n".join(lines) + "\n", capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr[-2000:]
    answers = iter(run.stdout.splitlines())
    classes = collections.Counter()
    mismatches = []
    steps = 0
    for region, kind, mode, keys, texts, e164 in all_cases:
        next(answers)
        next(answers)
        refused = False
        for index, expected in enumerate(texts):
            answer = json.loads(next(answers))
            steps += 1
            if refused:
                continue
            if (answer.get("rejected") or {}).get("reason") == "formatFull":
                classes["a digit past the longest number, refused"] += 1
                refused = True
                continue
            if expected != trailing_literal(expected):
                classes["a literal after the last digit, not shown"] += 1
            if answer.get("text") != trailing_literal(expected):
                mismatches.append((region, kind, mode, keys[:index + 1], expected, answer.get("text")))
            if index == len(texts) - 1 and answer.get("value") != e164:
                mismatches.append((region, kind, mode, keys, e164, answer.get("value")))
    print(f"\n{len(all_cases)} numbers, {steps} keys; differences by class: {dict(classes)}")
    assert not mismatches, f"{len(mismatches)} differences from libphonenumber, such as {mismatches[:10]}"
    assert len(all_cases) > 2000 and steps > 20000, "every region's examples were typed"
