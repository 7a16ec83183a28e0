import Foundation
import TextInputCore
import TextInputHTML

extension WebAssets {
    /// One part of the page's module (docs/wasm.md, "The parts"): the code of some features, which
    /// `scripts/build-wasm.sh` moved out of the first module (`TextInputWeb-NAME.wasm`).
    public struct Part: Sendable {
        /// The number the module asks for it by (`env.ti_needs(N)`), from 1.
        public var number: Int
        /// Its name, such as "phone", "note", "rest" or "card-iban-mask" (what the forms of those parts share).
        public var name: String
        /// The field features whose forms fetch it before they open (``WebAssets/features(of:)``): "*" for the part
        /// every form with any feature part fetches too, none for parts fetched once the forms are live;
        /// "after:FEATURE" (and "after:*") for the parts such forms fetch first once they are live (what their
        /// fields' keys run beyond their opening).
        public var features: [String]
        /// The file, served like the module.
        public var asset: Asset
    }

    /// The parts listed in `TextInputWeb-parts.txt` beside the module at `modulePath` ("NUMBER NAME FEATURES" per
    /// line), each with its `TextInputWeb-NAME.wasm` and compressed copies; none when the list or a part is missing
    /// (a page then treats every part as one it cannot have: its forms become plain forms when they need one).
    static func parts(besideModule modulePath: String, prefix: String) -> [Part] {
        let stem = modulePath.hasSuffix(".wasm") ? String(modulePath.dropLast(5)) : modulePath
        guard let list = FileManager.default.contents(atPath: stem + "-parts.txt") else { return [] }
        var parts: [Part] = []
        for line in String(decoding: list, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 3, let number = Int(fields[0]), number == parts.count + 1 else { return [] }
            let name = String(fields[1])
            let path = stem + "-" + name + ".wasm"
            guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }),
                  let data = FileManager.default.contents(atPath: path) else { return [] }
            let asset = Asset(path: "", contentType: "application/wasm", body: [UInt8](data))
                .hashed(prefix: prefix, name: "TextInputWeb-" + name, ext: "wasm")
                .compressed(gzip: FileManager.default.contents(atPath: path + ".gz").map { [UInt8]($0) },
                            brotli: FileManager.default.contents(atPath: path + ".br").map { [UInt8]($0) },
                            brotliSum: FileManager.default.contents(atPath: path + ".br.sum").map { [UInt8]($0) })
                .usableAsDictionary(prefix: prefix, name: "TextInputWeb-" + name, ext: "wasm", file: path)
            let features = fields[2] == "-" ? [] : fields[2].split(separator: ",").map(String.init)
            parts.append(Part(number: number, name: name, features: features, asset: asset))
        }
        return parts
    }

    /// The features of a field that decide which parts of the module a form fetches before it opens, named as
    /// `scripts/wasm/parts.json` names them: `format.mask`, `format.card`, `format.iban`, `format.phone`,
    /// `format.number`, `stepper` (a number field with a step or bounds), `format.case`, `note` (a note field), `choices` (a combo box), `scan`, `lineBreak` (any but
    /// clipping) and `rule.NAME` for each validation rule (`rule.pattern`, `rule.luhn`, ...).
    public static func features(of field: FieldConfiguration) -> Set<String> {
        var features: Set<String> = []
        switch field.format {
        case .plain, .custom: break
        case .mask: features.insert("format.mask")
        case .card: features.insert("format.card")
        case .iban: features.insert("format.iban")
        case .phone: features.insert("format.phone")
        case let .number(options):
            features.insert("format.number")
            if options.stepper != nil { features.insert("stepper") }
        case .letterCase: features.insert("format.case")
        case .date:
            // A date is typed as a mask (its layout is one): it fetches the masks' code with its own, which lets the
            // page's module keep the code dates and masks share in the masks' part (parts.json "implies").
            features.insert("format.date")
            features.insert("format.mask")
        }
        if field.kind == .note { features.insert("note") }
        if !field.choices.isEmpty || field.choicesFromApp { features.insert("choices") }
        if field.accessories.scan { features.insert("scan") }
        if field.lineBreak != .clip { features.insert("lineBreak") }
        for validation in field.validation {
            if let name = Self.ruleName(validation.rule) { features.insert("rule." + name) }
        }
        return features
    }

    /// A rule's name in a spec, or nil for a Swift closure's.
    static func ruleName(_ rule: ValidationRule) -> String? {
        switch rule {
        case .required: "required"
        case .email: "email"
        case .emailTypo: "emailTypo"
        case .digitsOnly: "digitsOnly"
        case .luhn: "luhn"
        case .iban: "iban"
        case .phone: "phone"
        case .pattern: "pattern"
        case .minLength: "minLength"
        case .maxLength: "maxLength"
        case .range: "range"
        case .step: "step"
        case .date: "date"
        case .custom: nil
        }
    }

    /// The parts a form of `fields` fetches first once it is live, before the others: what its fields' keys run
    /// beyond their opening (features "after:FEATURE"), and with any of them "after:*".
    public func soonParts(for fields: [FieldConfiguration]) -> [Part] {
        let features = fields.reduce(into: Set<String>()) { $0.formUnion(Self.features(of: $1)) }
        let after = Set(features.map { "after:" + $0 })
        let chosen = parts.filter { !after.isDisjoint(with: $0.features) }
        guard !chosen.isEmpty else { return [] }
        return parts.filter { $0.features == ["after:*"] } + chosen
    }

    /// The parts a form of `fields` fetches before it opens: each whose features one of its fields has, and with
    /// any of them the parts every such form needs ("*"). A form whose `preparation` acts on a field (a focus, a
    /// blur that shows a rule's message, a submit or post) runs what that field's keys run as it opens, so the
    /// parts of its features fetched once live for other forms (features "after:FEATURE", and with them "after:*")
    /// come before it opens too; an app's message (a post shown again) brings the part that handles it
    /// ("message.app"). A feature whose code all runs after the opening (only an "after:" part names it) still
    /// brings the shared part ("*").
    public func earlyParts(for fields: [FieldConfiguration], preparation: [InputForm.Event] = []) -> [Part] {
        var features = fields.reduce(into: Set<String>()) { $0.formUnion(Self.features(of: $1)) }
        var prepared: Set<Int> = []
        for event in preparation {
            switch event {
            case .field(_, .setMessage(_, _)):
                // An app's message (a post shown again): its handling is a part of its own; it runs none of the
                // field's keys.
                features.insert("message.app")
            case let .field(index, _), let .focus(index): prepared.insert(index)
            case .submit, .post: prepared.formUnion(fields.indices)
            default: continue
            }
        }
        for index in prepared.sorted() where fields.indices.contains(index) {
            features.formUnion(Self.features(of: fields[index]).map { "after:" + $0 })
        }
        var chosen = parts.filter { !$0.features.isEmpty && $0.features != ["*"] && !features.isDisjoint(with: $0.features) }
        // A feature whose part came out empty (all of its code runs after the opening, "after:FEATURE") still makes
        // the form one of that part's forms: what they share with other parts' forms ("*") comes before it opens.
        let split = parts.contains { part in part.features.contains { $0.hasPrefix("after:") && features.contains(String($0.dropFirst(6))) } }
        guard !chosen.isEmpty || split else { return [] }
        if chosen.contains(where: { $0.features.contains { $0.hasPrefix("after:") } }) {
            chosen += parts.filter { $0.features == ["after:*"] }
        }
        return parts.filter { $0.features == ["*"] } + chosen
    }
}
