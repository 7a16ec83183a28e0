import TextInputCore
import TextInputHTML
import TextInputWeb

/// The gallery's catalog: every variation and state of the guidelines as
/// pages of live fields, plus a complete create form.
public enum Gallery {
    /// The pages, in navigation order.
    public static let pageIDs = ["simple", "states", "scan", "password", "currency", "counter", "note", "title",
                                 "grouped", "linebreaks", "combo", "dates", "steppers", "icons", "keyboards", "messages", "form"]
    /// Pages served only with `--test-pages`: hostile texts for the escaping tests.
    public static let testPageIDs = ["xss"]

    /// Hostile strings placed in every text slot of the test page.
    public static let xssPayloads = [
        "<script>window.__tikXSS=1</script>",
        "<img src=x onerror=\"window.__tikXSS=2\">",
        "\"><svg onload=window.__tikXSS=3>",
        "'><iframe srcdoc=\"<script>parent.__tikXSS=4</script>\"></iframe>",
    ]

    /// The page `id` in `language`, or nil for an unknown id (test pages only
    /// when `includeTestPages`).
    public static func page(_ id: String, language: String, includeTestPages: Bool = false) -> GalleryPage? {
        let t = { (key: String) in GalleryText.string(key, language) }
        var builder = PageBuilder(id: id, t: t)
        switch id {
        case "simple":
            builder.figure("simple.enabled") {
                $0.add("name", label: "label.name") { $0.placeholder = t("placeholder.name"); $0.contentType = .name }
            }
            builder.figure("simple.helperError") {
                $0.add("email-helper", label: "label.email") { Self.email(&$0, t) }
                $0.add("email-error", label: "label.email", value: "john.miller@example") { Self.email(&$0, t) }
            }
            builder.figure("simple.typing") {
                $0.add("city", label: "label.city", value: t("value.city")) { $0.contentType = .addressCity }
            }
            builder.prepare("email-error", .focus, .blur)
            builder.prepare("city", .focus)
        case "states":
            builder.figure("states.pair") {
                $0.add("company-readonly", label: "label.company", value: t("value.company")) { $0.isReadOnly = true }
                $0.add("company-disabled", label: "label.company", value: t("value.company")) { $0.isDisabled = true }
            }
        case "scan":
            builder.figure("scan.figure") {
                $0.add("serial", label: "label.serial") {
                    $0.placeholder = t("placeholder.serial")
                    $0.helper = t("helper.serial")
                    $0.hasScanAction = true
                    $0.format = .letterCase(.upper)
                }
            }
            // "An icon may be included to launch the barcode scanner or OCR scanner" (SAP Fiori for iOS).
            builder.figure("scan.text") {
                $0.add("scan-iban", label: "label.iban") {
                    $0.helper = t("helper.scanIBAN")
                    $0.hasScanAction = true
                    $0.scanKind = .text
                    $0.format = .iban
                }
                $0.add("scan-amount", label: "label.eur") {
                    Self.currency(&$0, "EUR")
                    $0.helper = t("helper.scanAmount")
                    $0.hasScanAction = true
                    $0.scanKind = .text
                }
            }
        case "password":
            builder.figure("password.pair") {
                $0.add("password-hidden", label: "label.password", value: t("value.password")) { Self.password(&$0) }
                $0.add("password-shown", label: "label.password", value: t("value.password")) { Self.password(&$0) }
            }
            builder.prepare("password-shown", .focus, .tap(.visibility), .blur)
        case "currency":
            builder.figure("currency.pair") {
                $0.add("amount-usd", label: "label.usd", value: "1234.5") { Self.currency(&$0, "USD") }
                $0.add("amount-eur", label: "label.eur", value: "1234.5") { Self.currency(&$0, "EUR") }
            }
        case "counter":
            let allow = CharacterLimit(max: 40, policy: .allowOver)
            let stop = CharacterLimit(max: 20, policy: .stop)
            builder.figure("counter.allow") {
                $0.add("description-within", label: "label.description", value: t("value.descriptionShort")) { $0.limit = allow }
                $0.add("description-over", label: "label.description", value: t("value.descriptionLong")) { $0.limit = allow }
            }
            builder.figure("counter.stop") {
                $0.add("short-within", label: "label.shortName", value: t("value.shortName")) { $0.limit = stop }
                $0.add("short-reached", label: "label.shortName", value: t("value.shortNameFull")) { $0.limit = stop }
            }
        case "note":
            let note = { (configuration: inout FieldConfiguration) in
                configuration.kind = .note
                configuration.placeholder = t("placeholder.note")
            }
            builder.figure("note.helperError") {
                $0.add("note-enabled", label: "label.note") { note(&$0); $0.helper = t("helper.note") }
                $0.add("note-error", label: "label.note", value: t("value.noteShort")) {
                    note(&$0)
                    $0.validation = [Validation(.minLength(20), on: .blur)]
                }
            }
            builder.figure("note.typing") {
                $0.add("note-growing", label: "label.note", value: t("value.noteMedium")) { note(&$0) }
                $0.add("note-maximum", label: "label.note", value: t("value.noteLong")) { note(&$0) }
            }
            builder.figure("note.states") {
                $0.add("note-readonly", label: "label.note", value: t("value.noteLong")) { note(&$0); $0.isReadOnly = true }
                $0.add("note-disabled", label: "label.note", value: t("value.noteMedium")) { note(&$0); $0.isDisabled = true }
            }
            builder.prepare("note-error", .focus, .blur)
        case "title":
            builder.figure("title.empty") {
                $0.add("title-empty", label: nil) { $0.kind = .title; $0.placeholder = t("placeholder.title") }
            }
            builder.figure("title.filled") {
                $0.add("title-filled", label: nil, value: t("value.title")) { $0.kind = .title; $0.placeholder = t("placeholder.title") }
            }
        case "grouped":
            builder.figure("grouped.phone") {
                $0.add("phone", label: "label.phone", value: "5551234567") { Self.phone(&$0, t) }
            }
            builder.figure("grouped.card") {
                $0.add("card", label: "label.card", value: "4111111111111111") {
                    // The number pad comes from the format (TextInputTraits.keyboard(for:)).
                    $0.format = .card
                    $0.contentType = .creditCardNumber
                    $0.validation = [Validation(.luhn, on: .blur)]
                }
            }
            builder.figure("grouped.iban") {
                $0.add("iban", label: "label.iban", value: "DE89370400440532013000") {
                    $0.format = .iban
                    $0.validation = [Validation(.iban, on: .blur)]
                }
            }
            builder.figure("grouped.prefix") {
                $0.add("website", label: "label.website", value: "www.sap.com") {
                    $0.prefix = "https://"
                    $0.keyboard = .url
                }
            }
            builder.figure("grouped.suffix") {
                $0.add("weight", label: "label.weight", value: "12.5") {
                    $0.format = .number(NumberFormat(style: .decimal, maximumFractionDigits: 3, allowsNegative: false))
                    $0.suffix = t("suffix.weight")
                    $0.keyboard = .decimal
                }
            }
            // Codes in right-to-left forms: each field in its own locale (labels, helper and messages right to
            // left, the code left to right with its first group leftmost), on every page language.
            for (language, locale, phoneMask) in [("ar", "ar_SA", "### ### ####"), ("he", "he_IL", "###-###-####")] {
                builder.figure("grouped.rtl.\(language)") {
                    $0.add("phone-\(language)", label: "rtl.\(language).phone", value: "0501234567") {
                        $0.format = .mask(phoneMask)
                        $0.contentType = .telephoneNumber
                        $0.localeIdentifier = locale
                    }
                    $0.add("card-\(language)", label: "rtl.\(language).card", value: "4111111111111111") {
                        $0.format = .card
                        $0.contentType = .creditCardNumber
                        $0.localeIdentifier = locale
                        $0.validation = [Validation(.luhn, on: .blur)]
                    }
                    $0.add("iban-\(language)", label: "rtl.\(language).iban",
                           value: language == "ar" ? "SA0380000000608010167519" : "IL620108000000099999999") {
                        $0.format = .iban
                        $0.localeIdentifier = locale
                        $0.validation = [Validation(.iban, on: .blur)]
                    }
                }
            }
        case "linebreaks":
            let modes: [(String, LineBreakMode)] = [
                ("linebreaks.clip", .clip), ("linebreaks.wrapWord", .wrapWord), ("linebreaks.wrapCharacter", .wrapCharacter),
                ("linebreaks.truncateHead", .truncateHead), ("linebreaks.truncateMiddle", .truncateMiddle),
                ("linebreaks.truncateTail", .truncateTail),
            ]
            for (caption, mode) in modes {
                builder.figure(caption) {
                    $0.add("subject-\(mode.rawValue)", label: "label.subject", value: t("value.subject")) { $0.lineBreak = mode }
                }
            }
        case "combo":
            let countries = t("choices.countries").split(separator: "|").map { Choice(String($0)) }
            builder.figure("combo.figure") {
                $0.add("country", label: "label.country", value: t("value.countryQuery")) {
                    $0.choices = countries
                    $0.contentType = .countryName
                }
            }
            builder.figure("combo.empty") {
                $0.add("country-all", label: "label.country") {
                    $0.choices = countries
                    $0.contentType = .countryName
                }
            }
            builder.prepare("country", .focus)
        case "dates":
            // Typed in the page's locale: its order, separators, digits and calendar (#48).
            builder.figure("dates.typed") {
                $0.add("due", label: "label.dueDate") { $0.format = .date(DateFormat()) }
                $0.add("birth", label: "label.birthDate", value: "1990-05-12") {
                    $0.format = .date(DateFormat())
                    $0.contentType = .birthdate
                }
            }
            builder.figure("dates.bounds") {
                $0.add("delivery-date", label: "label.deliveryDate", value: "2027-01-15") {
                    $0.format = .date(DateFormat(minimum: CalendarDate(iso: "2026-01-01"), maximum: CalendarDate(iso: "2026-12-31")))
                    $0.helper = t("helper.deliveryDate")
                }
            }
            // No prepared blur: a page's preparation makes it fetch its fields' key code before it opens (#45); the
            // bound's message comes at the first blur.
        case "steppers":
            builder.figure("steppers.quantity") {
                $0.add("stepper-quantity", label: "label.quantity", value: "1") {
                    $0.format = .number(NumberFormat(maximumFractionDigits: 0, allowsNegative: false, step: 1, minimum: 1, maximum: 99))
                }
                $0.add("stepper-weight", label: "label.weight", value: "2.5") {
                    $0.format = .number(NumberFormat(maximumFractionDigits: 1, allowsNegative: false, step: DecimalNumber("0.5"),
                                                     minimum: DecimalNumber("0.5"), maximum: 30))
                    $0.suffix = " kg"
                }
            }
            builder.figure("steppers.offGrid") {
                $0.add("stepper-price", label: "label.price", value: "12.30") {
                    $0.format = .number(NumberFormat(style: .currency, currency: "EUR", allowsNegative: false,
                                                     step: DecimalNumber("0.25"), minimum: 0))
                }
            }
            // The nearest allowed values' message comes at the first blur (not prepared: #45's budgets).
        case "icons":
            builder.figure("icons.leading") {
                $0.add("email-icon", label: "label.email") { Self.email(&$0, t); $0.leadingIcon = "envelope"; $0.helper = nil }
            }
            builder.figure("icons.search") {
                $0.add("search", label: "label.search") {
                    $0.leadingIcon = "magnifyingglass"
                    $0.placeholder = t("placeholder.search")
                    $0.keyboard = .webSearch
                }
            }
            builder.figure("icons.trailing") {
                $0.add("website-bookmark", label: "label.website", value: "https://www.sap.com") {
                    $0.keyboard = .url
                    $0.contentType = .url
                    $0.trailingAction = TrailingAction(id: "bookmark", icon: "bookmark", label: t("action.bookmark"))
                }
            }
        case "keyboards":
            builder.figure("keyboards.figure") {
                $0.add("quantity", label: "label.quantity") {
                    $0.keyboard = .number
                    $0.format = .number(NumberFormat(style: .decimal, maximumFractionDigits: 0, allowsNegative: false))
                }
                $0.add("price", label: "label.price") { Self.currency(&$0, "EUR") }
                $0.add("phone-keyboard", label: "label.phone") { Self.phone(&$0, t) }
                $0.add("email-keyboard", label: "label.email") { Self.email(&$0, t); $0.helper = nil }
                $0.add("website-keyboard", label: "label.website") { $0.keyboard = .url; $0.contentType = .url }
                $0.add("search-keyboard", label: "label.search") { $0.keyboard = .webSearch; $0.placeholder = t("placeholder.search") }
            }
        case "messages":
            // Fiori's semantic messages (#47): the app's message of each severity, a rule that warns, and a summary
            // that lists them (two or more messages show it).
            builder.figure("messages.app") {
                $0.add("vat", label: "label.vat", value: "DE136695976") { $0.helper = t("helper.vat") }
                $0.add("delivery", label: "label.delivery", value: t("value.delivery")) { _ in }
                $0.add("customer-code", label: "label.customerCode", value: "C-1042") { _ in }
                $0.add("credit", label: "label.usd", value: "25000") { Self.currency(&$0, "USD") }
            }
            builder.figure("messages.rule") {
                $0.add("email-typo", label: "label.email", value: "jane@gmial.com") {
                    Self.email(&$0, t)
                    $0.validation.append(Validation(.emailTypo, on: .blur, severity: .warning))
                }
            }
            builder.prepare("vat", .setMessage(t("message.vat"), severity: .success))
            builder.prepare("delivery", .setMessage(t("message.delivery"), severity: .warning))
            builder.prepare("customer-code", .setMessage(t("message.customerCode"), severity: .error))
            builder.prepare("credit", .setMessage(t("message.credit"), severity: .information))
            builder.prepare("email-typo", .focus, .blur)
        case "form":
            builder.submitKey = "action.create"
            builder.successKey = "status.created"
            builder.figure("form.figure") {
                $0.add("first-name", label: "label.firstName") {
                    $0.isRequired = true
                    $0.placeholder = t("placeholder.firstName")
                    $0.contentType = .givenName
                }
                $0.add("last-name", label: "label.lastName") {
                    $0.isRequired = true
                    $0.placeholder = t("placeholder.lastName")
                    $0.contentType = .familyName
                }
                $0.add("email", label: "label.email") { Self.email(&$0, t); $0.isRequired = true; $0.helper = nil }
                $0.add("phone", label: "label.phone") { Self.phoneNumber(&$0, language: language) }
                $0.add("company", label: "label.company") {
                    $0.placeholder = t("placeholder.company")
                    $0.contentType = .organizationName
                }
                $0.add("customer-id", label: "label.customerId", value: t("value.customerId")) { $0.isReadOnly = true }
                $0.add("country", label: "label.country") {
                    $0.choices = t("choices.countries").split(separator: "|").map { Choice(String($0)) }
                    $0.contentType = .countryName
                }
                $0.add("notes", label: "label.notes") {
                    $0.kind = .note
                    $0.placeholder = t("placeholder.notes")
                    $0.limit = CharacterLimit(max: 200, policy: .allowOver)
                }
            }
        case "xss" where includeTestPages:
            let payloads = xssPayloads
            builder.titleOverride = "XSS " + payloads[0]
            builder.introOverride = payloads[1]
            builder.figure("simple.helperError") {
                $0.add("xss-helper", label: nil, value: payloads[2]) {
                    $0.label = payloads[0]
                    $0.helper = payloads[1]
                    $0.placeholder = payloads[3]
                    $0.lineBreak = .truncateTail
                }
                $0.add("xss-error", label: nil, value: payloads[1]) {
                    $0.label = payloads[3]
                    $0.validation = [Validation(.email, on: .blur, message: payloads[0] + payloads[2])]
                }
                $0.add("xss-combo", label: nil) {
                    $0.label = payloads[2]
                    $0.choices = payloads.map { Choice($0) }
                }
                $0.add("xss-readonly", label: nil, value: payloads[0]) {
                    $0.label = "Read-only " + payloads[1]
                    $0.isReadOnly = true
                    $0.trailingAction = TrailingAction(id: payloads[2], icon: payloads[3], label: payloads[0])
                    $0.leadingIcon = payloads[1]
                }
            }
            builder.prepare("xss-error", .focus, .blur)
            builder.isTestPage = true
        default:
            return nil
        }
        return builder.page
    }

    /// The page as a ``WebForm`` in `locale` and `layout`: its fields in
    /// figures, its values and preparation, posting to the page's address.
    public static func webForm(_ page: GalleryPage, locale: GalleryLocale, layout: GalleryLayout) -> WebForm {
        var form = WebForm(id: page.id, action: GalleryOptions(page: page.id, locale: locale, layout: layout).path,
                           fields: page.fields, values: page.values, localeIdentifier: locale.rawValue,
                           fieldWidth: layout.fieldWidth, submitLabel: page.submitLabel, submittedText: page.successText,
                           scanPath: "/scan")
        form.spec.actionText = GalleryText.string("status.action", locale.language)
        form.sections = page.figures.map { WebForm.Section(caption: $0.caption, fieldIDs: $0.fieldIDs) }
        // Each step names a field of the page (GalleryTests checks every one).
        for step in page.preparation {
            guard let index = page.fields.firstIndex(where: { $0.id == step.fieldID }) else { continue }
            form.spec.preparation.append(.field(index, step.event))
        }
        return form
    }

    // MARK: - Shared field setups

    static func email(_ configuration: inout FieldConfiguration, _ t: (String) -> String) {
        configuration.placeholder = t("placeholder.email")
        configuration.helper = t("helper.email")
        configuration.keyboard = .email
        configuration.contentType = .email
        configuration.validation = [Validation(.email, on: .blur)]
    }

    static func password(_ configuration: inout FieldConfiguration) {
        configuration.isSecure = true
        configuration.contentType = .password
    }

    static func currency(_ configuration: inout FieldConfiguration, _ code: String) {
        configuration.format = .number(NumberFormat(style: .currency, currency: code))
        configuration.keyboard = .decimal
    }

    /// A phone number of the page's region (US, DE, SA) or, with "+", of any country, with the region's example
    /// number as placeholder.
    static func phoneNumber(_ configuration: inout FieldConfiguration, language: String) {
        configuration.format = .phone(PhoneFormat())
        configuration.contentType = .telephoneNumber
        if let region = PhoneNumberData.region(ofLocale: language) {
            configuration.placeholder = PhoneNumberData.exampleNumber(region: region)
        }
    }

    static func phone(_ configuration: inout FieldConfiguration, _ t: (String) -> String) {
        configuration.format = .mask("(###) ###-####")
        configuration.keyboard = .phone
        configuration.contentType = .telephoneNumber
        configuration.placeholder = t("placeholder.phone")
    }
}
