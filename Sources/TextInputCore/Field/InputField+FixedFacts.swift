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
    /// The label (nil for a title field).
    let label: String?
    /// Whether a value is required and can be given.
    let requiresValue: Bool
    /// The accessible name: the label, else the prompt, plus "required".
    let accessibleName: String
    /// Every accessory the field can show, in trailing order.
    let possibleAccessories: [FieldAccessory]
    /// The traits as a single-line field of a form's middle, and as its last input.
    let traits: TextInputTraits
    let traitsAsLast: TextInputTraits
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

    init(_ configuration: FieldConfiguration, measurer: FieldMeasurer, localizer: Localizer, rules: [Validation]) {
        self.configuration = configuration
        self.measurer = measurer
        self.localizer = localizer
        self.rules = rules
        let editable = configuration.availability == .editable
        label = configuration.kind == .title ? nil : configuration.label
        requiresValue = configuration.isRequired && editable
        var name = configuration.label ?? configuration.placeholder ?? ""
        if requiresValue {
            name += name.isEmpty ? localizer.string(.requiredSpoken) : ", " + localizer.string(.requiredSpoken)
        }
        accessibleName = name
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
        scanBarcode = localizer.string(.scanBarcode)
        reduceCharacters = localizer.string(.reduceCharacters)
        characterLimitReached = localizer.string(.characterLimitReached)
        readOnlyField = localizer.string(.readOnlyField)
        secureTextHidden = localizer.string(.secureTextHidden)
        optionalMarker = localizer.string(.optionalMarker)
        scanChoose = localizer.string(.scanChoose)
    }
}
