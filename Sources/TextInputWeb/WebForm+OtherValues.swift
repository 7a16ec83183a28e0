import TextInputCore

extension WebForm {
    /// What a post held besides the form's own fields: the app's own
    /// controls (a checkbox, radio buttons, a select, its hidden inputs),
    /// name and value in the order posted. The app reads them from
    /// ``PostResult/otherValues`` (``PostResult/decode(_:)`` reads them with
    /// the fields), and renders its controls with them again when the form
    /// comes back with a message, so that nothing the user chose is lost
    /// (``AppHTML``).
    ///
    /// A checkbox left unchecked is not posted, so ``contains(_:value:)`` is
    /// false for it; before any post (``isPosted`` false) the app shows its
    /// controls' defaults.
    public struct OtherValues: Sendable, Equatable {
        /// The posted pairs, in the order posted.
        public var pairs: [Pair]
        /// Whether these are a post's values (false while the form is shown
        /// for the first time: the app's controls show their defaults).
        public var isPosted: Bool

        /// A posted name and value.
        public struct Pair: Sendable, Equatable {
            /// The control's name.
            public var name: String
            /// Its value.
            public var value: String

            /// Creates a pair.
            public init(name: String, value: String) {
                self.name = name
                self.value = value
            }
        }

        /// Values of a post (`isPosted` true unless said otherwise).
        public init(_ pairs: [Pair] = [], isPosted: Bool = true) {
            self.pairs = pairs
            self.isPosted = isPosted
        }

        /// No post yet: the form as it is first shown.
        public static let none = OtherValues([], isPosted: false)

        /// The first value posted under `name`, or nil when none was (an
        /// unchecked checkbox, a select the page did not have).
        public subscript(name: String) -> String? {
            pairs.first { $0.name == name }?.value
        }

        /// Every value posted under `name`, in order (checkboxes that share a
        /// name, a `select multiple`).
        public func values(named name: String) -> [String] {
            pairs.filter { $0.name == name }.map(\.value)
        }

        /// Whether `value` was posted under `name`: a checked checkbox, the
        /// chosen radio button, a selected option.
        public func contains(_ name: String, value: String) -> Bool {
            pairs.contains { $0.name == name && $0.value == value }
        }

        /// Whether a checkbox posted under `name` is to be shown checked:
        /// after a post, whether it was posted (with any value); before one,
        /// `default`.
        public func isChecked(_ name: String, default defaultValue: Bool = false) -> Bool {
            isPosted ? pairs.contains { $0.name == name } : defaultValue
        }

        /// The value to show selected among `name`'s radio buttons or
        /// options: the posted one, else `default` (before a post, or when
        /// none was posted).
        public func selected(_ name: String, default defaultValue: String? = nil) -> String? {
            self[name] ?? defaultValue
        }
    }

    /// The names the form owns: its fields' ids and the names their picked
    /// choices' keys post under (``choiceKeyNames``).
    var ownedNames: Set<String> { Set(spec.fields.map(\.id)).union(choiceKeyNames.values) }

    /// The posted keys of picked choices the form keeps, by the name they
    /// post under: a key whose field is empty, or (for configured choices)
    /// whose choice's text is not the field's, is dropped.
    func keptChoiceKeys(of pairs: [(String, String)], values: [String: String]) -> [String: String] {
        var kept: [String: String] = [:]
        for field in spec.fields {
            guard let name = choiceKeyNames[field.id], let key = pairs.first(where: { $0.0 == name })?.1, !key.isEmpty,
                  let text = values[field.id], !text.isEmpty else { continue }
            if field.choicesFromApp || field.choices.contains(where: { $0.id == key && $0.text == text }) { kept[name] = key }
        }
        return kept
    }

    /// The posted pairs whose names the form does not own, in order.
    func otherValues(of pairs: [(String, String)]) -> OtherValues {
        let owned = ownedNames
        return OtherValues(pairs.filter { !owned.contains($0.0) }.map { OtherValues.Pair(name: $0.0, value: $0.1) })
    }
}
