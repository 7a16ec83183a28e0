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
        price.apply(.commit)    // blur: full formatting from FormatStyle
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
