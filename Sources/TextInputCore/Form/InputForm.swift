/// An ordered set of fields with focus order, required/optional marking and
/// submission, as an I/O-free state machine.
///
/// ```swift
/// var form = try InputForm(fields: [
///     FieldConfiguration(id: "first", label: "First Name", isRequired: true),
///     FieldConfiguration(id: "email", label: "Email", validation: [.init(.email, on: .blur)]),
/// ])
/// form.send(.focus(0))
/// form.send(.field(0, .edit(.paste("Jane"))))
/// form.send(.field(0, .returnKey))   // Return moves to the next field
/// form.send(.submit)                  // validates; form.submitted has the values when valid
/// ```
public struct InputForm: Sendable {
    /// The fields, in logical (tab) order.
    public private(set) var fields: [InputField]
    /// The index of the focused field, if any.
    public private(set) var focusIndex: Int?
    /// The form's locale for fields that have none.
    public let localizer: Localizer
    /// The values by field id after a successful submit; nil before, or
    /// after a submit that found errors.
    public private(set) var submitted: [String: String]?

    /// Something that happens to a form.
    public enum Event: Sendable, Hashable {
        /// An event for the field at an index.
        case field(Int, FieldEvent)
        /// Focus moves to a field (a click or tap on it).
        case focus(Int)
        /// Tab: the next enabled field.
        case next
        /// Shift-Tab: the previous enabled field.
        case previous
        /// Submit: validate every enabled field.
        case submit
    }

    /// What the host should do after a form event.
    public enum Effect: Sendable, Hashable {
        /// A field asked for something (scan, announcement, action).
        case field(Int, FieldEffect)
        /// The form was submitted successfully with these values.
        case submitted([String: String])
        /// Submit found errors; focus moved to the first invalid field.
        case invalid(firstInvalid: Int)
    }

    /// Creates a form.
    ///
    /// - Throws: ``ConfigurationError`` for a bad field, or duplicate ids.
    public init(fields configurations: [FieldConfiguration], values: [String: String] = [:],
                localeIdentifier: String = "en_US", width: Int = 40,
                measurer: any TextMeasurer = MonospaceCellMeasurer(),
                customValidators: [CustomValidator] = []) throws(ConfigurationError) {
        var seen: Set<String> = []
        var fields: [InputField] = []
        for configuration in configurations {
            guard seen.insert(configuration.id).inserted else {
                throw .conflict("Two fields have the id \"\(configuration.id)\"; give every field its own id.")
            }
            fields.append(try InputField(configuration, value: values[configuration.id] ?? "",
                                         localeIdentifier: localeIdentifier, width: width,
                                         measurer: measurer, customValidators: customValidators))
        }
        self.fields = fields
        self.localizer = Localizer(localeIdentifier: localeIdentifier)
    }

    /// Sets the layout width of the field at `index` (a renderer's text
    /// area, after a resize): its scrolling and wrapping follow at once.
    public mutating func setLayoutWidth(_ width: Int, forFieldAt index: Int) {
        guard fields.indices.contains(index) else { return }
        fields[index].layoutWidth = width
    }

    // MARK: - Marking

    /// Fields that take input (neither disabled nor read-only).
    var inputFields: [InputField] {
        fields.filter { !$0.configuration.isDisabled && !$0.configuration.isReadOnly }
    }

    /// Whether optional fields are marked "(optional)" (they are fewer than
    /// required ones) instead of required fields getting an asterisk.
    public var marksOptionalFields: Bool {
        let required = inputFields.filter(\.configuration.isRequired).count
        return inputFields.count - required < required
    }

    /// The marker for the field at `index`: "*", "(optional)" or nil.
    public func marker(at index: Int) -> String? {
        let field = fields[index]
        guard !field.configuration.isDisabled, !field.configuration.isReadOnly else { return nil }
        if marksOptionalFields {
            return field.configuration.isRequired ? nil : field.localizer.string(.optionalMarker)
        }
        return field.configuration.isRequired ? "*" : nil
    }

    /// "Fields marked with an asterisk are required", when asterisks are used.
    public var requiredNote: String? {
        guard !marksOptionalFields, inputFields.contains(where: \.configuration.isRequired) else { return nil }
        return localizer.string(.requiredNote)
    }

    /// Presentations of every field, with the form's marking.
    public var presentations: [FieldPresentation] {
        fields.indices.map { fields[$0].presentation(marker: .some(marker(at: $0))) }
    }

    // MARK: - Events

    /// Handles an event and returns what the host should do.
    @discardableResult
    public mutating func send(_ event: Event) -> [Effect] {
        switch event {
        case let .focus(index):
            guard fields.indices.contains(index) else { return [] }
            return moveFocus(to: index)
        case .next:
            return moveFocus(to: neighbour(after: focusIndex, forward: true))
        case .previous:
            return moveFocus(to: neighbour(after: focusIndex, forward: false))
        case .submit:
            return submit()
        case let .field(index, fieldEvent):
            guard fields.indices.contains(index) else { return [] }
            switch fieldEvent {
            case .focus:
                return moveFocus(to: index)
            case .blur:
                guard focusIndex == index else { return fields[index].send(.blur).map { .field(index, $0) } }
                return moveFocus(to: nil)
            case .submit:
                return submit()
            default:
                break
            }
            if focusIndex != index, fieldEvent != .focusWillLeave {
                // Typing goes to the field that has focus; an event for another
                // field focuses it first (a click, then typing).
                let effects = moveFocus(to: index)
                if focusIndex != index { return effects }
            }
            var effects: [Effect] = []
            for effect in fields[index].send(fieldEvent) {
                if effect == .focusNext {
                    // Return: the next field, or submit from the last one.
                    if let next = neighbour(after: index, forward: true, wrapping: false) {
                        effects += moveFocus(to: next)
                    } else {
                        effects += submit()
                    }
                } else {
                    effects.append(.field(index, effect))
                }
            }
            return effects
        }
    }

    /// The next or previous enabled field in logical order.
    func neighbour(after index: Int?, forward: Bool, wrapping: Bool = true) -> Int? {
        let count = fields.count
        guard count > 0 else { return nil }
        var candidate = index ?? (forward ? -1 : count)
        for _ in 0..<count {
            candidate += forward ? 1 : -1
            if candidate >= count || candidate < 0 {
                guard wrapping else { return nil }
                candidate = (candidate + count) % count
            }
            if !fields[candidate].configuration.isDisabled { return candidate }
        }
        return nil
    }

    /// Moves focus, unless a `beforeFocusLeaves` rule of the current field fails.
    mutating func moveFocus(to target: Int?) -> [Effect] {
        if let target, fields[target].configuration.isDisabled { return [] }
        if target == focusIndex { return [] }
        var effects: [Effect] = []
        if let current = focusIndex {
            let leaving = fields[current].send(.focusWillLeave)
            effects += leaving.filter { $0 != .keepFocus }.map { .field(current, $0) }
            if leaving.contains(.keepFocus) {
                return effects + [.field(current, .keepFocus)]
            }
            effects += fields[current].send(.blur).map { .field(current, $0) }
        }
        focusIndex = target
        if let target {
            effects += fields[target].send(.focus).map { .field(target, $0) }
        }
        return effects
    }

    /// Validates every enabled field; focuses the first invalid one, or
    /// records and returns the values.
    mutating func submit() -> [Effect] {
        var effects: [Effect] = []
        for index in fields.indices where !fields[index].configuration.isDisabled {
            effects += fields[index].send(.submit).map { .field(index, $0) }
        }
        if let firstInvalid = fields.indices.first(where: { !fields[$0].configuration.isDisabled && !fields[$0].isValid }) {
            submitted = nil
            if focusIndex != firstInvalid {
                // Errors are already shown; focus moves without a leave check.
                if let current = focusIndex { _ = fields[current].send(.blur) }
                focusIndex = firstInvalid
                _ = fields[firstInvalid].send(.focus)
            }
            return effects + [.invalid(firstInvalid: firstInvalid)]
        }
        var values: [String: String] = [:]
        for field in fields where !field.configuration.isDisabled {
            values[field.configuration.id] = field.value
        }
        submitted = values
        return effects + [.submitted(values)]
    }
}
