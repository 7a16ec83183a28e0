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
            FieldConfiguration(id: "password", label: "Password", helper: "At least 8 characters", isRequired: true,
                               isSecure: true, contentType: .newPassword,
                               validation: [Validation(.minLength(8), on: .blur)]),
            FieldConfiguration(id: "product", label: "Product Code", placeholder: "4006381333931",
                               helper: "Type the code or scan the barcode", hasScanAction: true, keyboard: .number),
            FieldConfiguration(id: "title", kind: .title, placeholder: "Title of the request"),
            FieldConfiguration(id: "country", label: "Country", placeholder: "Germany",
                               choices: ["Germany", "France", "Spain", "Japan", "China", "Egypt", "Israel", "United States"]),
            FieldConfiguration(id: "website", label: "Website", keyboard: .url, contentType: .url, lineBreak: .truncateMiddle),
            FieldConfiguration(id: "note", kind: .note, label: "Note", placeholder: "Anything we should know",
                               helper: "Grows to six lines, then scrolls", limit: CharacterLimit(max: 200, policy: .allowOver)),
            FieldConfiguration(id: "customer", label: "Customer ID", isReadOnly: true),
            FieldConfiguration(id: "legacy", label: "Legacy Code", isDisabled: true),
        ]
        return try InputForm(fields: fields, values: [
            "website": "https://www.example.com/a/rather/long/path/to/a/page.html",
            "customer": "C-1001",
            "legacy": "OLD-42",
        ])
    }
}
