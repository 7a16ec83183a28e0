#!/usr/bin/env python3
"""Writes Sources/TextInputCore/Formats/Phone/PhoneMetadata+Generated.swift from libphonenumber's metadata, as
carried by PyPI's `phonenumbers` (its Python port; the metadata is Apache License 2.0, Google's libphonenumber,
https://github.com/google/libphonenumber). Only what formatting as you type, lengths, E.164 values and region
detection need: per region its calling code, international and national prefixes, the national prefix for parsing
and its transform, leading digits, possible lengths and the general number pattern; per calling code's main region
the national and international formats (pattern, format, leading-digits patterns, national prefix rule facts); and
one example number per region (mobile, else fixed line) for placeholders. No geocoding, carriers or time zones.

The output is deterministic: the same phonenumbers version writes the same file. scripts/phone/phonenumbers-version
pins the version; `--check` exits 1 when the committed file differs from what the script would write (CI runs it).

Usage: python3 scripts/phone/generate-phone-metadata.py [--check]
"""
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "Sources" / "TextInputCore" / "Formats" / "Phone" / "PhoneMetadata+Generated.swift"
# The same tables as a text a web page fetches and installs in its module (which carries none of them).
ASSET = ROOT / "Sources" / "TextInputWeb" / "Resources" / "phone-metadata.txt"
VERSION_FILE = ROOT / "scripts" / "phone" / "phonenumbers-version"


def require_phonenumbers():
    wanted = VERSION_FILE.read_text().strip()
    try:
        import phonenumbers
    except ImportError:
        sys.exit(f"generate-phone-metadata: needs PyPI's phonenumbers=={wanted}: bash scripts/install-phone-deps.sh")
    if phonenumbers.__version__ != wanted:
        sys.exit(f"generate-phone-metadata: phonenumbers {phonenumbers.__version__} is installed, {wanted} is pinned "
                 f"(scripts/phone/phonenumbers-version): bash scripts/install-phone-deps.sh")
    return phonenumbers


def clean(text):
    """A field of the table: tabs and line breaks never occur in libphonenumber's patterns; fail loudly if they do."""
    text = text or ""
    if "\t" in text or "\n" in text or '"""#' in text:
        raise SystemExit(f"generate-phone-metadata: unexpected character in {text!r}")
    return text


def template(fmt):
    """AsYouTypeFormatter's formatting template of a format (its pattern applied to the longest run of 9s it matches,
    then formatted), computed with Python's own regular expressions, and how many digits that run has; ("", 0) when
    the pattern matches no run of 9s."""
    import re
    found = re.search(fmt.pattern, "999999999999999")
    if not found:
        return "", 0
    number = found.group(0)
    return re.sub(fmt.pattern, fmt.format, number), len(number)


def format_flags(fmt, util):
    import re
    from phonenumbers import asyoutypeformatter
    rule = fmt.national_prefix_formatting_rule
    flags = ""
    if re.fullmatch(asyoutypeformatter._ELIGIBLE_FORMAT_PATTERN, fmt.format):
        flags += "e"
    if util._formatting_rule_has_first_group_only(rule):
        flags += "g"
    if rule is not None and (" " in rule or "-" in rule):
        flags += "s"
    if fmt.national_prefix_optional_when_formatting:
        flags += "o"
    if fmt.domestic_carrier_code_formatting_rule is not None:
        flags += "c"
    return flags or "-"


def main():
    phonenumbers = require_phonenumbers()
    from phonenumbers import PhoneMetadata, PhoneNumberType
    from phonenumbers import phonenumberutil as util

    regions = sorted(util.SUPPORTED_REGIONS)
    entries = [(region, PhoneMetadata.metadata_for_region(region)) for region in regions]
    entries += [("001", PhoneMetadata.metadata_for_nongeo_region(code)) for code in sorted(util.COUNTRY_CODES_FOR_NON_GEO_REGIONS)]

    format_sets = []     # lines of formats, deduplicated
    set_index = {}

    def formats(number_formats):
        if not number_formats:
            return ""
        lines = []
        for fmt in number_formats:
            shape, length = template(fmt)
            fields = [clean(fmt.pattern), clean(fmt.format), format_flags(fmt, util), clean(shape), str(length)]
            fields += [clean(p) for p in fmt.leading_digits_pattern]
            lines.append("\t".join(fields))
        key = "\n".join(lines)
        if key not in set_index:
            set_index[key] = len(format_sets)
            format_sets.append(lines)
        return str(set_index[key])

    region_lines = []
    example_lines = []
    for region, meta in entries:
        main_region = util.region_code_for_country_code(meta.country_code)
        is_main = region == main_region or region == "001"
        national = formats(meta.number_format) if is_main else ""
        international = formats(meta.intl_number_format) if is_main else ""
        lengths = ",".join(str(n) for n in meta.general_desc.possible_length if n > 0)
        # Regions that share their calling code are told apart by their leading digits, else by their numbers'
        # patterns (every type: fixed line, mobile, toll free, ...), as region_code_for_number does.
        shared = len(util.COUNTRY_CODE_TO_REGION_CODE.get(meta.country_code, ())) > 1
        valid = ""
        if shared and not meta.leading_digits:
            kinds = [meta.fixed_line, meta.mobile, meta.toll_free, meta.premium_rate, meta.shared_cost,
                     meta.personal_number, meta.voip, meta.pager, meta.uan, meta.voicemail]
            valid = "|".join(f"(?:{d.national_number_pattern})" for d in kinds
                             if d is not None and d.national_number_pattern)
        region_lines.append("\t".join([
            region, str(meta.country_code), "1" if is_main else "0", clean(meta.international_prefix),
            clean(meta.national_prefix), clean(meta.national_prefix_for_parsing),
            clean(meta.national_prefix_transform_rule), clean(meta.leading_digits), lengths,
            clean(meta.general_desc.national_number_pattern), national, international, clean(valid),
        ]))
        example = None
        for kind in (PhoneNumberType.MOBILE, PhoneNumberType.FIXED_LINE, PhoneNumberType.FIXED_LINE_OR_MOBILE):
            if region == "001":
                example = phonenumbers.example_number_for_non_geo_entity(meta.country_code)
            else:
                example = phonenumbers.example_number_for_type(region, kind)
            if example is not None:
                break
        if example is not None and region != "001":
            national = phonenumbers.format_number(example, phonenumbers.PhoneNumberFormat.NATIONAL)
            example_lines.append(f"{region}\t{clean(national)}")

    format_lines = []
    for index, lines in enumerate(format_sets):
        format_lines += [f"{index}\t{line}" for line in lines]

    swift = f'''// Generated by scripts/phone/generate-phone-metadata.py from libphonenumber's metadata as carried by PyPI's
// phonenumbers {phonenumbers.__version__}. Do not edit: run the script. The metadata is Copyright (C) 2009 The
// Libphonenumber Authors, Apache License 2.0 (https://github.com/google/libphonenumber); see
// docs/decisions.md ("Phone numbers").

extension PhoneMetadata {{
    /// The version of libphonenumber's metadata (PyPI's phonenumbers) these tables come from.
    static let sourceVersion = "{phonenumbers.__version__}"

    /// One line per region, tab-separated: region ("001" for non-geographic calling codes), calling code, whether
    /// it is its calling code's main region, international prefix, national prefix, national prefix for parsing,
    /// its transform rule, leading digits, possible lengths, general number pattern, national and international
    /// format sets (indices into ``formatTable``; empty for none), and for a region that shares its calling code
    /// and has no leading digits, the pattern of its valid numbers (which tells it from the others).
    static let regionTable: StaticString = #"""
{chr(10).join(region_lines)}
"""#

    /// One line per format, tab-separated: format set, number pattern, format ("\\1 \\2"), facts (e: the format
    /// is only groups and punctuation, which formatting as you type needs; of its national prefix rule, g: first
    /// group only, s: a separator after the national prefix, o: optional, c: a carrier rule; - none), the
    /// formatting template as you type (each 9 a digit's place) and the most digits it holds, then its
    /// leading-digits patterns.
    static let formatTable: StaticString = #"""
{chr(10).join(format_lines)}
"""#
}}

extension PhoneExamples {{
    /// One line per region: the region and its example number (mobile, else fixed line) as libphonenumber writes
    /// it nationally ("01512 3456789", "(201) 555-0123").
    static let table: StaticString = #"""
{chr(10).join(example_lines)}
"""#
}}
'''
    asset = (f"TextInputKit phone metadata {phonenumbers.__version__} (libphonenumber, Apache License 2.0; "
             f"scripts/phone/generate-phone-metadata.py)\n" + "\n".join(region_lines) + "\n%\n" + "\n".join(format_lines) + "\n")
    if "--check" in sys.argv[1:]:
        for path, text in [(OUTPUT, swift), (ASSET, asset)]:
            current = path.read_text() if path.exists() else ""
            if current != text:
                sys.exit(f"generate-phone-metadata: {path.relative_to(ROOT)} is not what phonenumbers "
                         f"{phonenumbers.__version__} gives: run python3 scripts/phone/generate-phone-metadata.py and commit it")
        print(f"generate-phone-metadata: {OUTPUT.relative_to(ROOT)} and {ASSET.relative_to(ROOT)} are up to date")
        return
    OUTPUT.write_text(swift)
    ASSET.write_text(asset)
    print(f"generate-phone-metadata: wrote {OUTPUT.relative_to(ROOT)}: {len(region_lines)} regions, "
          f"{len(format_sets)} format sets, {len(format_lines)} formats, {len(swift)} bytes")


if __name__ == "__main__":
    main()
