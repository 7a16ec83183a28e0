import TextInputCore

/// The demo form: one field for each variation of the guidelines.
enum DemoForm {
    static let title = "TextInputKit demo"

    static func make() throws(ConfigurationError) -> InputForm {
        let fields: [FieldConfiguration] = [
            FieldConfiguration(id: "name", label: "Full Name", placeholder: "Jane Appleseed",
                               helper: "As on your passport", isRequired: true, contentType: .name),
            FieldConfiguration(id: "email", label: "Email", placeholder: "name@example.com", keyboard: .email,
                               contentType: .email, validation: [Validation(.email, on: .blur)]),
            // A phone number of the form's region (the US), or of any country after "+"; its value is E.164.
            FieldConfiguration(id: "phone", label: "Phone", placeholder: PhoneNumberData.exampleNumber(region: "US"),
                               contentType: .telephoneNumber, format: .phone(PhoneFormat())),
            FieldConfiguration(id: "amount", label: "Amount (USD)", placeholder: "$1,234.56", helper: "Before tax",
                               keyboard: .decimal, format: .number(NumberFormat(style: .currency, currency: "USD"))),
            // A stepper: Up and Down step by one, Page Up and Page Down by ten, Home and End go to 1 and 99.
            FieldConfiguration(id: "quantity", label: "Quantity", helper: "From 1 to 99", keyboard: .number,
                               format: .number(NumberFormat(maximumFractionDigits: 0, allowsNegative: false,
                                                            step: 1, minimum: 1, maximum: 99))),
            FieldConfiguration(id: "password", label: "Password", helper: "At least 8 characters", isRequired: true,
                               isSecure: true, contentType: .newPassword,
                               validation: [Validation(.minLength(8), on: .blur)]),
            FieldConfiguration(id: "product", label: "Product Code", placeholder: "4006381333931",
                               helper: "Type the code or scan the barcode", hasScanAction: true, keyboard: .number),
            FieldConfiguration(id: "title", kind: .title, placeholder: "Title of the request"),
            FieldConfiguration(id: "country", label: "Country", placeholder: "Germany",
                               choices: ["Germany", "France", "Spain", "Japan", "China", "Egypt", "Israel", "United States"]),
            // A date typed as the form's locale writes it; the key hints show its pattern, its value is ISO 8601.
            FieldConfiguration(id: "due", label: "Due Date", helper: "In 2026 or 2027",
                               format: .date(DateFormat(minimum: CalendarDate(iso: "2026-01-01"), maximum: CalendarDate(iso: "2027-12-31")))),
            FieldConfiguration(id: "website", label: "Website", keyboard: .url, contentType: .url, lineBreak: .truncateMiddle),
            FieldConfiguration(id: "note", kind: .note, label: "Note", placeholder: "Anything we should know",
                               helper: "Grows to six lines, then scrolls", limit: CharacterLimit(max: 200, policy: .allowOver)),
            FieldConfiguration(id: "customer", label: "Customer ID", isReadOnly: true),
            FieldConfiguration(id: "legacy", label: "Legacy Code", isDisabled: true),
        ]
        return try InputForm(fields: fields, values: [
            "website": "https://www.example.com/a/rather/long/path/to/a/page.html",
            "quantity": "1",
            "customer": "C-1001",
            "legacy": "OLD-42",
        ])
    }
}
