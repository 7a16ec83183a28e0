/// What never changes while a field lives: its configuration, measurer,
/// localizer and rules, and what it shows that they alone decide, derived
/// once so that a presentation after a keystroke only assembles what the
/// keystroke can change. One reference, so copying a field (a SwiftUI state,
/// a form's array) retains one object instead of every string.
final class FixedFacts: Sendable {
    /// The configuration the field was created with.
    let configuration: FieldConfiguration
    /// Measures text for layout.
    let measurer: FieldMeasurer
    /// Strings and writing direction for the field's locale.
    let localizer: Localizer
    /// The configured rules, plus `required` on submit for a required field that does not list it.
    let rules: [Validation]
    /// Checks the rules.
    let validator: Validator
    /// Facts of the configuration read on every event, copied out once
    /// (reading them through the configuration's nested structs would copy it).
    let isDisabled: Bool
    let isReadOnly: Bool
    let isEditable: Bool
    let isSecure: Bool
    let isRequired: Bool
    let isNote: Bool
    let hasScanAction: Bool
    let hasChoices: Bool
    /// The configured choices as the list offers them (the app's replace them).
    let configuredChoices: [Choice]
    /// A number field's stepper (``NumberFormat/stepper``), or nil.
    let stepper: NumberStepper?
    let id: String
    let kind: FieldConfiguration.Kind
    let placeholder: String?
    let helper: String?
    let limit: CharacterLimit?
    let lineBreak: LineBreakMode
    let leadingIcon: String?
    let trailingAction: TrailingAction?
    /// Whether the field has a limit with the `stop` policy.
    let hasStopLimit: Bool
    /// Whether a rule is a warning (``Validation/severity``): only then is
    /// an event's warning checked.
    let hasWarningRules: Bool
    /// Writing direction of the field's locale.
    let direction: WritingDirection
    /// Writing direction of the field's text (left to right for codes).
    let textDirection: WritingDirection
    /// The label (nil for a title field).
    let label: String?
    /// Whether a value is required and can be given.
    let requiresValue: Bool
    /// The accessible name: the label, else the prompt, plus "required".
    let accessibleName: String
    /// Every accessory the field can show, in trailing order.
    let possibleAccessories: [FieldAccessory]
    /// The accessories shown at a time are a subset of ``possibleAccessories``
    /// in the same order: each subset (bit *i* for possible accessory *i*) and
    /// its accessible names with the text hidden (odd index) or not, built
    /// once so a presentation allocates neither array nor dictionary.
    let accessorySubsets: [[FieldAccessory]]
    let accessoryLabelSubsets: [[FieldAccessory: String]]
    /// The traits as a single-line field of a form's middle, and as its last input.
    let traits: TextInputTraits
    let traitsAsLast: TextInputTraits
    /// What every presentation of the field shares (``traits``), and the same
    /// as the last field of a form (``traitsAsLast``).
    let presentationConstants: PresentationConstants
    let presentationConstantsAsLast: PresentationConstants
    /// Localised strings the presentation uses.
    let clearText: String
    let errorIcon: String
    let showPassword: String
    let hidePassword: String
    let scanBarcode: String
    let reduceCharacters: String
    let characterLimitReached: String
    let readOnlyField: String
    let secureTextHidden: String
    let optionalMarker: String
    let scanChoose: String
    /// The prompt above a text scan's candidates.
    let scanTextChoose: String

    /// A number format's stepper, or nil.
    @inline(never)
    static func stepper(of format: TextFormat) -> NumberStepper? {
        guard case let .number(options) = format else { return nil }
        return options.stepper
    }

    init(_ configuration: FieldConfiguration, measurer: FieldMeasurer, localizer: Localizer, rules: [Validation],
         validator: Validator, formatPlaceholder: String? = nil) {
        self.configuration = configuration
        self.measurer = measurer
        self.localizer = localizer
        self.rules = rules
        self.validator = validator
        isDisabled = configuration.isDisabled
        isReadOnly = configuration.isReadOnly
        isEditable = !configuration.isReadOnly && !configuration.isDisabled
        isSecure = configuration.isSecure
        isRequired = configuration.isRequired
        isNote = configuration.kind == .note
        hasScanAction = configuration.hasScanAction
        hasChoices = !configuration.choices.isEmpty || configuration.choicesFromApp
        configuredChoices = configuration.choices
        if case let .number(options) = configuration.format, options.bounds != nil {
            stepper = Self.stepper(of: configuration.format)
        } else {
            stepper = nil
        }
        id = configuration.id
        kind = configuration.kind
        // A date field without a placeholder shows its pattern (MM/DD/YYYY).
        placeholder = configuration.placeholder ?? formatPlaceholder
        helper = configuration.helper
        limit = configuration.limit
        lineBreak = configuration.lineBreak
        leadingIcon = configuration.leadingIcon
        trailingAction = configuration.trailingAction
        hasStopLimit = configuration.limit?.policy == .stop
        hasWarningRules = rules.contains { $0.severity == .warning }
        direction = localizer.direction
        textDirection = configuration.textIsCode ? .ltr : localizer.direction
        let editable = configuration.availability == .editable
        label = configuration.kind == .title ? nil : configuration.label
        requiresValue = configuration.isRequired && editable
        accessibleName = AccessibilitySemantics.name(label: configuration.label, placeholder: configuration.placeholder,
                                                     required: requiresValue ? localizer.string(.requiredSpoken) : nil)
        var accessories: [FieldAccessory] = []
        if !configuration.isDisabled {
            if editable { accessories.append(.clear) }
            accessories.append(.error)
            if configuration.isSecure { accessories.append(.visibility) }
            if configuration.hasScanAction, editable { accessories.append(.scan) }
            if configuration.trailingAction != nil { accessories.append(.action) }
        }
        possibleAccessories = accessories
        traits = TextInputTraits(configuration, isLastInForm: false)
        traitsAsLast = TextInputTraits(configuration, isLastInForm: true)
        clearText = localizer.string(.clearText)
        errorIcon = localizer.string(.errorIcon)
        showPassword = localizer.string(.showPassword)
        hidePassword = localizer.string(.hidePassword)
        scanBarcode = localizer.string(configuration.scanKind == .text ? .scanText : .scanBarcode)
        reduceCharacters = localizer.string(.reduceCharacters)
        characterLimitReached = localizer.string(.characterLimitReached)
        readOnlyField = localizer.string(.readOnlyField)
        secureTextHidden = localizer.string(.secureTextHidden)
        optionalMarker = localizer.string(.optionalMarker)
        scanChoose = localizer.string(.scanChoose)
        scanTextChoose = localizer.string(.scanTextChoose)
        var subsets: [[FieldAccessory]] = []
        var labelSubsets: [[FieldAccessory: String]] = []
        for mask in 0..<(1 << accessories.count) {
            let subset = accessories.indices.filter { mask & (1 << $0) != 0 }.map { accessories[$0] }
            subsets.append(subset)
            for hidden in [false, true] {
                var labels: [FieldAccessory: String] = [:]
                for accessory in subset {
                    switch accessory {
                    case .clear: labels[accessory] = clearText
                    case .error: labels[accessory] = errorIcon
                    case .visibility: labels[accessory] = hidden ? showPassword : hidePassword
                    case .scan: labels[accessory] = scanBarcode
                    case .action: labels[accessory] = configuration.trailingAction?.label
                    }
                }
                labelSubsets.append(labels)
            }
        }
        accessorySubsets = subsets
        accessoryLabelSubsets = labelSubsets
        let constants = PresentationConstants.Values(
            id: id, kind: kind, label: label, possibleAccessories: possibleAccessories, leadingIcon: leadingIcon,
            trailingAction: trailingAction, direction: direction, textDirection: textDirection, traits: traits,
            isCombo: hasChoices,
            scanKind: configuration.scanKind)
        presentationConstants = PresentationConstants(constants)
        var last = constants
        last.traits = traitsAsLast
        presentationConstantsAsLast = PresentationConstants(last)
    }
}
