import Foundation
import Testing
import TextInputCore
@testable import TextInputWeb

/// The module's parts as WebAssets finds and chooses them (docs/wasm.md, "The parts").
@Suite struct PartsTests {
    /// A folder with a module, its list of parts and the parts' files.
    func folder(list: String, parts: [String], module: [UInt8] = [0, 0x61, 0x73, 0x6D, 1, 0, 0, 0]) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tik-parts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(module).write(to: directory.appendingPathComponent("TextInputWeb.wasm"))
        try Data(list.utf8).write(to: directory.appendingPathComponent("TextInputWeb-parts.txt"))
        for part in parts {
            try Data([0, 0x61, 0x73, 0x6D, 1, 0, 0, 0] + Array(part.utf8))
                .write(to: directory.appendingPathComponent("TextInputWeb-\(part).wasm"))
        }
        return directory.appendingPathComponent("TextInputWeb.wasm").path
    }

    @Test func thePartsBesideTheModuleAreServedUnderContentHashedAddresses() throws {
        let path = try folder(list: "1 phone format.phone,rule.phone\n2 card-iban-mask format.card,format.iban\n3 shared *\n4 rest -\n",
                              parts: ["phone", "card-iban-mask", "shared", "rest"])
        let assets = try WebAssets(modulePath: path, prefix: "/a")
        #expect(assets.parts.map(\.name) == ["phone", "card-iban-mask", "shared", "rest"])
        #expect(assets.parts.map(\.number) == [1, 2, 3, 4])
        #expect(assets.parts[0].features == ["format.phone", "rule.phone"])
        #expect(assets.parts[2].features == ["*"])
        #expect(assets.parts[3].features == [])
        for part in assets.parts {
            #expect(part.asset.path.hasPrefix("/a/TextInputWeb-\(part.name)."))
            #expect(part.asset.path.hasSuffix(".wasm"))
            #expect(assets.asset(at: part.asset.path)?.body == part.asset.body)
            #expect(part.asset.contentType == "application/wasm")
        }
    }

    @Test(arguments: [
        "1 phone format.phone\n3 rest -\n",           // a number skipped
        "1 phone\n",                                   // no features
        "1 ../phone format.phone\n",                   // not a plain name
        "1 missing format.phone\n",                    // no file
    ])
    func aListThatDoesNotCheckOutGivesNoParts(list: String) throws {
        let path = try folder(list: list, parts: ["phone", "rest"])
        #expect(try WebAssets(modulePath: path).parts.isEmpty)
    }

    @Test func aFormFetchesThePartsOfItsFieldsFeaturesAndTheSharedOneWithThem() throws {
        let path = try folder(list: "1 phone format.phone,rule.phone\n2 note note,lineBreak\n3 choices choices\n"
                                  + "4 card-iban-mask-number-phone format.card,format.phone,format.number\n5 shared *\n6 rest -\n",
                              parts: ["phone", "note", "choices", "card-iban-mask-number-phone", "shared", "rest"])
        let assets = try WebAssets(modulePath: path)
        var phone = FieldConfiguration(id: "phone")
        phone.format = .phone(PhoneFormat())
        var notes = FieldConfiguration(id: "notes")
        notes.kind = .note
        var name = FieldConfiguration(id: "name")
        name.validation = [Validation(.required), Validation(.email)]
        #expect(WebAssets.features(of: name) == ["rule.required", "rule.email"])
        #expect(assets.earlyParts(for: [name]).isEmpty, "a form of plain fields needs no part")
        #expect(assets.earlyParts(for: [name, phone, notes]).map(\.name) == ["shared", "phone", "note", "card-iban-mask-number-phone"])
        var country = FieldConfiguration(id: "country")
        country.choices = ["Germany"]
        #expect(assets.earlyParts(for: [country]).map(\.name) == ["shared", "choices"])
    }

    @Test func aFormWhosePreparationRunsARuleFetchesThatRulesPartBeforeItOpens() throws {
        // #47: the gallery's messages page blurs its email field as it opens, which runs the typo rule, whose check
        // is in the part fetched once live for other forms (after-emailtypo): that form fetches it before it opens.
        let path = try folder(list: "1 emailtypo rule.emailTypo\n2 appmessages message.app\n3 shared *\n"
                                  + "4 after-emailtypo after:rule.emailTypo\n5 after-shared after:*\n6 rest -\n",
                              parts: ["emailtypo", "appmessages", "shared", "after-emailtypo", "after-shared", "rest"])
        let assets = try WebAssets(modulePath: path)
        var email = FieldConfiguration(id: "email")
        email.validation = [Validation(.email, on: .blur), Validation(.emailTypo, on: .blur, severity: .warning)]
        let name = FieldConfiguration(id: "name")
        #expect(assets.earlyParts(for: [name, email]).map(\.name) == ["shared", "emailtypo"])
        #expect(assets.earlyParts(for: [name, email], preparation: [.field(1, .focus), .field(1, .blur)]).map(\.name)
                == ["shared", "emailtypo", "after-emailtypo", "after-shared"])
        #expect(assets.earlyParts(for: [name, email], preparation: [.field(0, .focus)]).map(\.name) == ["shared", "emailtypo"],
                "a step on another field runs no typo check")
        #expect(assets.earlyParts(for: [name, email], preparation: [.submit]).map(\.name)
                == ["shared", "emailtypo", "after-emailtypo", "after-shared"])
        // The app's message after a post: the part that handles it, and nothing for a plain field's keys.
        #expect(assets.earlyParts(for: [name], preparation: [.field(0, .setMessage("Checked.", severity: .success))]).map(\.name)
                == ["shared", "appmessages"])
        #expect(assets.earlyParts(for: [name], preparation: [.field(0, .focus), .field(0, .blur)]).isEmpty,
                "a plain form's preparation fetches no part")
        // A rule whose code all runs after the opening (no early part of its own) still brings the shared part.
        let later = try WebAssets(modulePath: try folder(list: "1 shared *\n2 after-emailtypo after:rule.emailTypo\n3 rest -\n",
                                                          parts: ["shared", "after-emailtypo", "rest"]))
        #expect(later.earlyParts(for: [name, email]).map(\.name) == ["shared"])
        #expect(later.earlyParts(for: [name]).isEmpty)
    }

    @Test func featuresNameEveryFormatAndTheFieldsTraits() {
        var field = FieldConfiguration(id: "x")
        #expect(WebAssets.features(of: field).isEmpty)
        let formats: [(TextFormat, String)] = [(.mask("###"), "format.mask"), (.card, "format.card"), (.iban, "format.iban"),
                                               (.phone(PhoneFormat()), "format.phone"),
                                               (.number(NumberFormat(style: .decimal)), "format.number"),
                                               (.letterCase(.upper), "format.case")]
        for (format, name) in formats {
            field.format = format
            #expect(WebAssets.features(of: field) == [name])
        }
        // #48: a date is typed as a mask and fetches the masks' code too; a number with a step is a stepper.
        field.format = .date(DateFormat())
        #expect(WebAssets.features(of: field) == ["format.date", "format.mask"])
        field.format = .number(NumberFormat(step: 1))
        #expect(WebAssets.features(of: field) == ["format.number", "stepper"])
        field.format = .plain
        field.lineBreak = .truncateMiddle
        field.accessories.scan = true
        field.validation = [Validation(.pattern("[A-Z]+")), Validation(.luhn)]
        #expect(WebAssets.features(of: field) == ["lineBreak", "scan", "rule.pattern", "rule.luhn"])
    }

    @Test func aFirstModuleIsToldFromAWholeModuleByItsTable() throws {
        // (module header, an export section with one entry "t" of kind table)
        let first: [UInt8] = [0, 0x61, 0x73, 0x6D, 1, 0, 0, 0, 7, 5, 1, 1, 0x74, 1, 0]
        let whole: [UInt8] = [0, 0x61, 0x73, 0x6D, 1, 0, 0, 0, 7, 5, 1, 1, 0x74, 0, 0]
        #expect(first.containsTableExport)
        #expect(!whole.containsTableExport)
        #expect(![UInt8](repeating: 7, count: 20).containsTableExport)
        #expect(![UInt8]([0, 0x61, 0x73, 0x6D, 1, 0, 0, 0, 7, 200]).containsTableExport)
        let bundled = try #require(try WebAssets(modulePath: nil).module)
        #expect(bundled.body.containsTableExport, "the bundled module is a first module with parts")
        #expect(try !WebAssets(modulePath: nil).parts.isEmpty)
    }
}
