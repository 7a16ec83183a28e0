import Testing
@testable import TextInputCore

/// The email rule is the WHATWG HTML standard's "valid email address" (the rule of `<input type=email>`), with its
/// domain labels checked (#49): the same answer in the page, on the server and in the terminal as a browser's own
/// check of the field would give. The cases are the standard's grammar's and the browsers' own tests' (WebKit's and
/// Chromium's ValidityState-typeMismatch-email), and the addresses that an outside tester stored with the old rule.
/// One deliberate difference (docs/decisions.md): the domain needs a top-level label ("a@b" and "a@127.0.0.1" are
/// refused; browsers accept them as an intranet's hosts).
@Suite struct EmailRuleTests {
    static let valid = [
        "something@something.com", "someone@localhost.localdomain", "a@b.bc", "a/b@domain.com",
        "{}@domain.com", "m*'!%@something.sa", "tu!!7n7.ad##0!!!@company.ca", "%@com.com",
        "!#$%&'*+/=?^_`{|}~.-@com.com", ".wooly@example.com", "wo..oly@example.com", "someone@do-ma-in.com",
        "jane.doe@example.co.uk", "JANE@EXAMPLE.COM", "x@" + String(repeating: "a", count: 63) + ".com",
        // Surrounding blanks are not part of the address (a browser strips them from the value).
        "  ada@example.com\n",
        // Internationalised domains: browsers accept them (and send their punycode form).
        "ada@bücher.de", "info@例え.jp", "user@xn--bcher-kva.de", "a@مثال.إختبار",
    ]

    static let invalid = [
        "invalid:email@example.com", "@somewhere.com", "example.com", "@@example.com", "a space@example.com",
        "something@ex..ample.com", "a\\b@c", "someone@somewhere.com.", "\"\"test\\blah\"\"@example.com",
        "\"testblah\"@example.com", "someone@somewhere.com@", "someone@somewhere_com", "someone@some:where.com", ".",
        "F/s/f/a@feo+re.com", "some+long+email+address@some+host-weird-/looking.com",
        // Labels that start or end with a hyphen: the standard's grammar refuses them (WebKit's and Chromium's looser
        // pattern accepts them; Firefox, as the standard, does not).
        "ddjk-s-jk@asl-.com", "someone@do-.com", "somebody@-.com", "somebody@-p.com",
        // A label of 64 characters.
        "x@" + String(repeating: "a", count: 64) + ".com",
        // Quotes and angle brackets, which the old rule let through (stored, escaped on output).
        "x\"><img/src=x/onerror=alert(21)>@example.com", "\"<script>alert(20)</script>\"@example.com",
        "Joe Smith <email@example.com>", "email@example.com (Joe Smith)",
        // Blanks inside, a local part beyond ASCII (browsers refuse it), symbols in a domain, an empty part.
        "a\t@p.com", "a\u{2003}@p.com", "a\u{3000}@p.com", "ö@example.com", "あいうえお@example.com", "a@b☃.com",
        "a@", "@", "a@.com", "a@b..c", "a@[127.0.0.1]",
        // Beyond the browsers' grammar: a domain without a top-level label (browsers take these for intranet hosts).
        "somebody@example", "a@b", "someone@127.0.0.1", "a@b.b", "a@b.c0m",
    ]

    @Test(arguments: valid)
    func aValidAddressPasses(_ address: String) {
        #expect(Validator.isEmail(Validator.trimmed(address)), "\(address) is a valid email address")
    }

    @Test(arguments: invalid)
    func anInvalidAddressIsRefusedWithTheRulesMessage(_ address: String) throws {
        let validator = try Validator(localizer: Localizer(localeIdentifier: "en"), rules: [Validation(.email)])
        #expect(validator.failure(of: Validation(.email), value: address) == "Enter an email address such as name@example.com.",
                "\(address) is not a valid email address")
    }
}
