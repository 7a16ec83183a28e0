"""The phone format against libphonenumber itself (PyPI's phonenumbers: the same rules and metadata the core's tables
are generated from). Every region's example numbers of each type, and random valid numbers, are typed key by key
into textinput-driver nationally, with "+" and with the region's international call prefix; after every key the
text must be AsYouTypeFormatter's, and the final value the number's E.164 form.

The classes of difference are documented in docs/decisions.md ("Phone numbers"): a literal after the last digit
("+49 ", "(201) ") is not shown, as with every format of TextInputKit (lazy literals), so the texts are compared
with those trailing literals removed; and a digit past the longest number of its calling code is refused (with a
message), where libphonenumber takes it and stops formatting, so such a number is compared up to that key. How
many keys fall in each class is printed.

At blur, the phone rule's verdict on what the field holds (possible, too short, a length numbers of the code do not
have) is compared with libphonenumber's is_possible_number_with_reason for every region's examples cut to every
length; local-only lengths are refused (docs/decisions.md), and counted.
"""
import collections
import json
import os
import re
import subprocess

import phonenumbers
import pytest
from phonenumbers import PhoneNumberType
from phonenumbers import phonenumberutil as util

from oracle import cases, national_keys

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


def verdict(value):
    """libphonenumber's possible-length verdict on an E.164 value, in the phone rule's terms: None (possible),
    "short", "long", "length" (between the shortest and the longest, but not a length numbers have) or "local"
    (a length only numbers dialled inside their own area have)."""
    try:
        number = phonenumbers.parse(value, None)
    except phonenumbers.NumberParseException:
        return "short"
    reason = phonenumbers.is_possible_number_with_reason(number)
    V = phonenumbers.ValidationResult
    return {V.IS_POSSIBLE: None, V.IS_POSSIBLE_LOCAL_ONLY: "local", V.TOO_SHORT: "short", V.TOO_LONG: "long",
            V.INVALID_LENGTH: "length", V.INVALID_COUNTRY_CODE: "code"}[reason]


# docs/decisions.md ("Validity is possible length"): the value is E.164 and must be dialable from anywhere, so a
# local-only length is refused: as too short below the shortest length, else as a length numbers do not have.
LOCAL = {"short", "length"}


def said(message):
    text = (message or {}).get("text", "")
    for phrase, name in (("too short", "short"), ("too long", "long"), ("do not have", "length"),
                         ("country code", "code")):
        if phrase in text:
            return name
    return None


def test_the_blur_check_says_what_libphonenumber_says_of_every_length():
    """Every region's examples cut to every length and typed nationally and with "+": at blur the field's phone
    rule must say what libphonenumber's is_possible_number_with_reason says of the value the field holds."""
    lines, typed = [], []
    for region in sorted(util.SUPPORTED_REGIONS):
        for kind in (PhoneNumberType.FIXED_LINE, PhoneNumberType.MOBILE):
            example = phonenumbers.example_number_for_type(region, kind)
            if example is None:
                continue
            national = national_keys(example)
            international = "+" + str(example.country_code) + util.national_significant_number(example)
            for keys in [national[:n] for n in range(1, len(national) + 3)] + \
                        [international[:n] for n in range(len(str(example.country_code)) + 2, len(international) + 3)]:
                keys = keys + "5" * max(0, len(keys) - len(national if keys[0] != "+" else international))
                typed.append((region, keys))
                lines.append(json.dumps({"configure": {"format": {"phone": {"region": region}}}}))
                lines.append(json.dumps({"event": "paste", "text": keys}))
                lines.append(json.dumps({"event": "blur"}))
    run = subprocess.run([driver_path()], input="\n".join(lines) + "\n", capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr[-2000:]
    answers = [json.loads(line) for line in run.stdout.splitlines()]
    assert len(answers) == len(lines)
    mismatches, counts = [], collections.Counter()
    for index, (region, keys) in enumerate(typed):
        blurred = answers[3 * index + 2]
        value = blurred.get("value", "")
        if not value.startswith("+"):
            continue
        expected, ours = verdict(value), said(blurred.get("message"))
        counts[expected] += 1
        if expected == "local" and ours in LOCAL:
            counts[f"local, said as {ours}"] += 1
        elif expected != ours:
            mismatches.append((region, keys, value, expected, ours, (blurred.get("message") or {}).get("text")))
    print(f"\n{len(typed)} numbers checked at blur; libphonenumber's verdicts: {dict(counts)}")
    assert not mismatches, f"{len(mismatches)} differences from libphonenumber, such as {mismatches[:8]}"
    assert sum(counts.values()) > 5000
