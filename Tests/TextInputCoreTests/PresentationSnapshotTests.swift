import Foundation
import Testing
import TextInputCore
import TextInputTestSupport

/// Presentation snapshots for every kind × state, compared with golden text
/// files in Snapshots/. Set RECORD_SNAPSHOTS=1 to write them anew (the test
/// then fails once, so a recording is never mistaken for a pass).
@Suite struct PresentationSnapshotTests {
    static let kinds: [(String, FieldConfiguration, String)] = [
        ("simple", FieldConfiguration(id: "name", label: "Full Name", placeholder: "Jane Doe", helper: "As in your passport",
                                      isRequired: true, validation: [.init(.minLength(3), on: .blur)], limit: .init(max: 12)), "Jo"),
        ("title", FieldConfiguration(id: "title", kind: .title, placeholder: "Title", validation: [.init(.minLength(3), on: .blur)],
                                     limit: .init(max: 8, policy: .stop)), "Hi"),
        ("note", FieldConfiguration(id: "notes", kind: .note, label: "Notes", placeholder: "Delivery instructions",
                                    validation: [.init(.minLength(3), on: .blur)], limit: .init(max: 40)), "ok"),
        ("secure", FieldConfiguration(id: "pw", label: "Password", isRequired: true, isSecure: true, contentType: .password,
                                      validation: [.init(.minLength(8), on: .blur)]), "abc"),
        ("scan", FieldConfiguration(id: "sku", label: "Product Code", helper: "Scan the barcode on the box", hasScanAction: true,
                                    validation: [.init(.digitsOnly, on: .blur)]), "12a"),
        ("currency", FieldConfiguration(id: "price", label: "Price (EUR)", keyboard: .decimal,
                                        validation: [.init(.range(min: 1, max: nil), on: .blur)],
                                        format: .number(.init(style: .currency, currency: "EUR")), localeIdentifier: "de_DE"), "0,5"),
        ("phone", FieldConfiguration(id: "phone", label: "Phone", placeholder: "(555) 123-4567", keyboard: .phone,
                                     validation: [.init(.minLength(10), on: .blur)], format: .mask("(###) ###-####")), "555"),
    ]

    enum Situation: String, CaseIterable {
        case empty, typing, error, readOnly, disabled
    }

    static func presentation(_ configuration: FieldConfiguration, _ situation: Situation, typed: String) throws -> FieldPresentation {
        var configuration = configuration
        configuration.isReadOnly = situation == .readOnly
        configuration.isDisabled = situation == .disabled
        let initial = situation == .readOnly || situation == .disabled ? typed : ""
        var field = try InputField(configuration, value: initial, width: 20)
        switch situation {
        case .empty, .readOnly, .disabled:
            break
        case .typing:
            field.send(.focus)
            field.send(.edit(.paste(typed)))
        case .error:
            field.send(.focus)
            field.send(.edit(.paste(typed)))
            field.send(.blur)
        }
        return field.presentation()
    }

    @Test(arguments: kinds.map(\.0))
    func kindByState(kind: String) throws {
        let entry = try #require(Self.kinds.first { $0.0 == kind })
        var text = ""
        for situation in Situation.allCases {
            text += "== \(kind) / \(situation.rawValue) ==\n"
            text += TestSupport.describe(try Self.presentation(entry.1, situation, typed: entry.2)) + "\n\n"
        }
        Snapshot.assert(text, named: "presentation-\(kind)")
    }
}
