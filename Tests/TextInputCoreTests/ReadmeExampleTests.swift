import Foundation
import Testing
import TextInputCore

/// The README's usage example, compiled and run; a second test checks that
/// the README shows exactly this code.
@Suite struct ReadmeExampleTests {
    @Test func usageExampleRunsAsDocumented() throws {
        // README BEGIN
        // The editing engine: intents in, text and selection out.
        var phone = try FieldEditor(configuration: .init(format: .mask("(###) ###-####")))
        for key in "5551234" { phone.apply(.insert(String(key))) }
        print(phone.text)       // "(555) 123-4"
        print(phone.value)      // "5551234"
        print(phone.selection)  // 11..<11: right after the "4" just typed
        phone.apply(.select(anchor: 6, focus: 6))   // the caret after "(555) "
        phone.apply(.deleteBackward())              // deletes the "5" before the literal
        print(phone.text)       // "(551) 234"

        var price = try FieldEditor(configuration: .init(
            format: .number(.init(style: .currency, currency: "EUR")),
            localeIdentifier: "de_DE"))
        price.apply(.paste("1234,5"))
        price.apply(.commit)    // blur: full formatting, as FormatStyle prints it
        print(price.text)       // "1.234,50 €"
        print(price.value)      // "1234.5"

        // A field: events in, effects out, and a presentation to draw.
        var email = try InputField(FieldConfiguration(
            id: "email", label: "Email", placeholder: "name@example.com",
            isRequired: true, keyboard: .email, validation: [.init(.email, on: .blur)]))
        email.send(.focus)
        email.send(.edit(.paste("jane@")))
        email.send(.blur)                            // the email rule's moment
        let shown = email.presentation()
        print(shown.state)                           // error
        print(shown.message?.text ?? "")             // "Enter an email address such as name@example.com."
        print(shown.accessibility.label)             // "Email, required"
        // README END
        #expect(phone.text == "(551) 234")
        #expect(phone.value == "551234")
        #expect(price.text == "1.234,50\u{A0}€")
        #expect(price.value == "1234.5")
        #expect(shown.state == .error)
        #expect(shown.message?.text == "Enter an email address such as name@example.com.")
        #expect(shown.accessibility.label == "Email, required")
    }

    @MainActor
    @Test func appExampleRunsAsDocumented() throws {
        // README APP BEGIN
        // In an app: fields addressed by your own identifiers, bound two-way.
        enum Field: Hashable, Sendable { case name, phone, amount }
        let form = try InputFormModel<Field>([
            (.name, FieldConfiguration(id: "name", label: "Name", isRequired: true)),
            (.phone, FieldConfiguration(id: "phone", label: "Phone", format: .mask("(###) ###-####"))),
            (.amount, FieldConfiguration(id: "amount", label: "Amount",
                                         format: .number(.init(style: .currency, currency: "USD")))),
        ])
        form.focus = .name                      // two-way, like @FocusState
        form[text: .name] = "Jane"              // $form[text: .name] binds a TextField through @Bindable
        form[text: .phone] = "5551234567"
        print(form[text: .phone])               // "(555) 123-4567"
        form[text: .amount] = "1234.5"
        let values = form.submit() ?? []        // typed, in field order; nil while a field is invalid
        print(values[1].1)                      // 5551234567: the raw digits
        print(values[2].1)                      // 1234.5: an exact DecimalNumber
        // README APP END
        #expect(form[text: .phone] == "(555) 123-4567")
        #expect(values.map(\.0) == [.name, .phone, .amount])
        #expect(values[1].1 == .grouped("5551234567"))
        #expect(values[2].1 == .number(DecimalNumber("1234.5")))
        #expect(form[text: .amount] == "$1,234.50")
    }

    /// The README's swift blocks: the first is the usage example, the second the app example.
    static func readmeBlock(_ number: Int) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = readme.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```").first ?? "" }
        let block = try #require(blocks.dropFirst(number).first)
        return block.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).joined(separator: "\n")
    }

    /// The code between two markers of this file, unindented.
    static func compiled(_ begin: String, _ end: String) throws -> String {
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let compiled = try #require(source.components(separatedBy: "// \(begin)\n").dropFirst().first?.components(separatedBy: "        // \(end)").first)
        return compiled.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : String($0) }
            .joined(separator: "\n")
    }

    @Test func readmeShowsTheCompiledAppExample() throws {
        #expect(try Self.readmeBlock(1).trimmingCharacters(in: .whitespacesAndNewlines)
            == Self.compiled("README APP BEGIN", "README APP END").trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test func readmeShowsTheCompiledExample() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let block = try #require(readme.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "```").first)
        let compiled = try #require(source.components(separatedBy: "// README BEGIN\n").dropFirst().first?.components(separatedBy: "        // README END").first)
        let unindented = compiled.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : String($0) }
            .joined(separator: "\n")
        let readmeBody = block.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).joined(separator: "\n")
        #expect(readmeBody.trimmingCharacters(in: .whitespacesAndNewlines) == unindented.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
