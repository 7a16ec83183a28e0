"""libphonenumber's own behaviour (PyPI's phonenumbers, the metadata the core's tables come from), as cases for the
phone format's differential tests: every region's example numbers of each type, typed key by key in national and in
international form, with AsYouTypeFormatter's text after each key and the number's E.164 form."""
import random

import phonenumbers
from phonenumbers import PhoneNumberFormat, PhoneNumberType
from phonenumbers import phonenumberutil as util

TYPES = [PhoneNumberType.FIXED_LINE, PhoneNumberType.MOBILE, PhoneNumberType.TOLL_FREE, PhoneNumberType.PREMIUM_RATE,
         PhoneNumberType.SHARED_COST, PhoneNumberType.VOIP, PhoneNumberType.PERSONAL_NUMBER, PhoneNumberType.PAGER,
         PhoneNumberType.UAN, PhoneNumberType.VOICEMAIL]


def as_you_type(region, keys):
    formatter = phonenumbers.AsYouTypeFormatter(region)
    return [formatter.input_digit(key) for key in keys]


def national_keys(number):
    """The digits a person dials nationally: the national format's digits (national prefix included)."""
    text = phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL)
    return "".join(c for c in text if c.isdigit())


def cases(random_per_region=0, seed=38):
    """(region, kind, mode, keys, texts after each key, e164) for every region's example numbers."""
    rng = random.Random(seed)
    out = []
    for region in sorted(util.SUPPORTED_REGIONS):
        numbers = []
        for kind in TYPES:
            example = phonenumbers.example_number_for_type(region, kind)
            if example is not None:
                numbers.append((str(kind), example))
        # Random valid numbers: an example's digits with its last digits changed, kept when still valid.
        for index in range(random_per_region):
            if not numbers:
                break
            _, base = numbers[rng.randrange(len(numbers))]
            digits = list(util.national_significant_number(base))
            for position in range(max(1, len(digits) - 4), len(digits)):
                digits[position] = str(rng.randrange(10))
            try:
                candidate = phonenumbers.parse("+" + str(base.country_code) + "".join(digits), None)
            except phonenumbers.NumberParseException:
                continue
            if phonenumbers.is_valid_number_for_region(candidate, region):
                numbers.append(("random", candidate))
        for kind, number in numbers:
            national = national_keys(number)
            out.append((region, kind, "national", national, as_you_type(region, national), parsed(national, region)))
            international = "+" + str(number.country_code) + util.national_significant_number(number)
            out.append((region, kind, "international", international, as_you_type(region, international),
                        parsed(international, region)))
            # Dialled with the region's own international call prefix ("00", "011"), where it has a plain one.
            metadata = phonenumbers.PhoneMetadata.metadata_for_region(region)
            idd = metadata.preferred_international_prefix or metadata.international_prefix
            if idd and idd.isdigit():
                dialled = idd + str(number.country_code) + util.national_significant_number(number)
                out.append((region, kind, "idd", dialled, as_you_type(region, dialled), parsed(dialled, region)))
    return out


def parsed(keys, region):
    """The E.164 form of what was typed, as libphonenumber reads it for the region."""
    return phonenumbers.format_number(phonenumbers.parse(keys, region), PhoneNumberFormat.E164)
