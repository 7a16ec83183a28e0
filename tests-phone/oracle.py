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
                numbers.append((util.PhoneNumberType.to_string(kind) if hasattr(util.PhoneNumberType, "to_string") else str(kind), example))
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
            e164 = phonenumbers.format_number(number, PhoneNumberFormat.E164)
            national = national_keys(number)
            out.append((region, kind, "national", national, as_you_type(region, national), e164))
            international = "+" + str(number.country_code) + util.national_significant_number(number)
            out.append((region, kind, "international", international, as_you_type(region, international), e164))
    return out
