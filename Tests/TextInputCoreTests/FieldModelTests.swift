import Foundation
import Observation
import Testing
import TextInputCore

@Suite struct FieldStateMachineTests {
    func field(_ configuration: FieldConfiguration, value: String = "", locale: String = "en_US") throws -> InputField {
        try InputField(configuration, value: value, localeIdentifier: locale)
    }

    @Test func requiredOnlyCountsForFieldsThatTakeInput() throws {
        let editable = try field(FieldConfiguration(id: "a", label: "Name", isRequired: true))
        #expect(editable.presentation().isRequired)
        #expect(editable.presentation().marker == .required)
        let readOnly = try field(FieldConfiguration(id: "b", label: "Name", isRequired: true, isReadOnly: true), value: "Jane")
        #expect(!readOnly.presentation().isRequired)
        #expect(readOnly.presentation().accessibility.label == "Name")
    }

    @Test func eventByEventThroughTheTypingState() throws {
        var name = try field(FieldConfiguration(id: "name", label: "Name", placeholder: "Jane Doe", helper: "As on your passport"))
        var shown = name.presentation()
        #expect(shown.state == .normal && !shown.isFocused)
        #expect(shown.placeholder == "Jane Doe")
        #expect(shown.message == InfoMessage(kind: .helper, text: "As on your passport"))
        #expect(shown.accessories.isEmpty)
        #expect(shown.styles.border == .rest)

        #expect(name.send(.focus).effects.isEmpty)
        shown = name.presentation()
        #expect(shown.isFocused && shown.styles.border == .focused)
        #expect(shown.accessories.isEmpty, "no clear icon while empty")

        name.send(.edit(.insert("J")))
        shown = name.presentation()
        #expect(shown.placeholder == nil)
        #expect(shown.accessories == [.clear])
        #expect(shown.accessoryLabels[.clear] == "Clear text")

        name.send(.tap(.clear))
        #expect(name.value == "")
        name.send(.blur)
        #expect(!name.presentation().isFocused)
    }

    @Test func readOnlyAllowsSelectionButRefusesEdits() throws {
        var field = try field(FieldConfiguration(id: "id", label: "Customer ID", isReadOnly: true), value: "C-1001")
        field.send(.focus)
        field.send(.edit(.select(anchor: 0, focus: 2)))
        #expect(field.editor.copyableSelection == "C-")
        let refused = field.send(.edit(.insert("x")))
        #expect(field.value == "C-1001")
        #expect(refused.edit.rejection == .notEditable)
        #expect(!refused.changed)
        #expect(field.send(.tap(.clear)).edit.rejection == .notEditable)
        #expect(field.value == "C-1001")
        let shown = field.presentation()
        #expect(shown.state == .readOnly)
        #expect(shown.message == InfoMessage(kind: .readOnly, text: "Read-only field"))
        #expect(shown.styles.fill == .readOnly)
        #expect(!shown.accessories.contains(.clear))
    }

    @Test func disabledTakesNoFocusNoEditsAndHalfOpacity() throws {
        var field = try field(FieldConfiguration(id: "x", label: "Code", isRequired: true, isDisabled: true), value: "")
        field.send(.focus)
        field.send(.edit(.insert("a")))
        field.send(.submit)
        let shown = field.presentation()
        #expect(!shown.isFocused)
        #expect(field.value == "")
        #expect(shown.state == .disabled)
        #expect(shown.styles.opacity == 0.5)
        #expect(!shown.isRequired, "a disabled field cannot take the required value")
        #expect(shown.marker == nil)
        #expect(shown.message == nil)
        #expect(field.isValid)
    }

    @Test func messagePriorityErrorOverLimitOverHelper() throws {
        var field = try field(FieldConfiguration(
            id: "bio", kind: .note, label: "Bio", helper: "A few words",
            validation: [.init(.pattern("[a-z ]*"), on: .change, message: "Use lower-case letters only.")],
            limit: CharacterLimit(max: 5, policy: .allowOver)))
        field.send(.focus)
        field.send(.edit(.insert("a")))
        #expect(field.presentation().message?.kind == .helper)
        field.send(.edit(.paste("bcdef")))
        var shown = field.presentation()
        #expect(shown.message == InfoMessage(kind: .limit, text: "Reduce the number of characters", tone: .negative))
        #expect(shown.state == .error)
        #expect(shown.counter == CounterPresentation(text: "6/5", isOver: true, spoken: "6 of 5 characters"))
        #expect(shown.styles.counter == .negative)
        field.send(.edit(.insert("X")))
        shown = field.presentation()
        #expect(shown.message == InfoMessage(kind: .error, text: "Use lower-case letters only."))
        field.send(.edit(.deleteBackward()))
        field.send(.edit(.deleteBackward()))
        field.send(.edit(.deleteBackward()))
        shown = field.presentation()
        #expect(shown.message?.kind == .helper)
        #expect(shown.state == .normal)
    }

    @Test func stopLimitSaysReachedAndIsNoError() throws {
        var field = try field(FieldConfiguration(id: "c", label: "Code", limit: CharacterLimit(max: 3, policy: .stop)))
        field.send(.focus)
        let effects = field.send(.edit(.paste("abcdef")))
        var shown = field.presentation()
        #expect(field.value == "abc")
        #expect(shown.state == .normal)
        // What the paste left out is said first, until the next edit (#26).
        let leftOut = "Only 3 characters fit here, so some were left out (3). Check the value."
        #expect(shown.message == InfoMessage(kind: .leftOut, text: leftOut))
        #expect(effects.effects.contains(.announce("Character limit reached")))
        #expect(effects.effects.contains(.announce(leftOut)))
        #expect(shown.counter?.text == "3/3")
        field.send(.edit(.insert("g")))
        shown = field.presentation()
        #expect(shown.message == InfoMessage(kind: .limit, text: "Character limit reached"))
    }

    @Test func scanFieldSwapsScanForClearWhileTyping() throws {
        var field = try field(FieldConfiguration(id: "sku", label: "Product Code", hasScanAction: true))
        #expect(field.presentation().accessories == [.scan])
        #expect(field.send(.tap(.scan)).effects == [.startScan])
        field.send(.focus)
        field.send(.scanned("4006381333931"))
        #expect(field.value == "4006381333931")
        #expect(field.presentation().accessories == [.clear])
        field.send(.blur)
        #expect(field.presentation().accessories == [.scan])
        #expect(field.presentation().accessoryLabels[.scan] == "Scan barcode")
    }

    @Test func accessoriesInTrailingOrder() throws {
        var field = try field(FieldConfiguration(id: "pw", label: "Password", isSecure: true,
                                                 validation: [.init(.minLength(8), on: .change)]))
        field.send(.focus)
        field.send(.edit(.insert("a")))
        #expect(field.presentation().accessories == [.clear, .error, .visibility])
    }
}

@Suite struct PasswordTests {
    @Test func hiddenByDefaultToggleAndHiddenAgainOnSubmit() throws {
        var field = try InputField(FieldConfiguration(id: "pw", label: "Password", isSecure: true, contentType: .password))
        field.send(.focus)
        field.send(.edit(.paste("s3cret!")))
        var shown = field.presentation()
        #expect(shown.text == "•••••••")
        #expect(shown.isTextHidden)
        #expect(shown.accessoryLabels[.visibility] == "Show password")
        #expect(shown.accessibility.value == "Secure text, hidden")
        #expect(!shown.accessibility.value.contains("s3cret"))
        field.send(.tap(.visibility))
        shown = field.presentation()
        #expect(shown.text == "s3cret!")
        #expect(shown.accessoryLabels[.visibility] == "Hide password")
        field.send(.submit)
        #expect(field.presentation().text == "•••••••")
    }

    @Test func noWordDeletionOrCopyWhileHidden() throws {
        var field = try InputField(FieldConfiguration(id: "pw", label: "Password", isSecure: true), value: "two words")
        field.send(.focus)
        field.send(.edit(.selectAll))
        #expect(field.editor.copyableSelection == nil)
        field.send(.edit(.move(.end)))
        field.send(.edit(.deleteBackward(.word)))
        #expect(field.value == "two word")
    }
}

@Suite struct ValidationTimingTests {
    @Test func blurRuleWaitsForBlurThenClearsAsSoonAsValid() throws {
        var email = try InputField(FieldConfiguration(id: "email", label: "Email", validation: [.init(.email, on: .blur)]))
        email.send(.focus)
        email.send(.edit(.paste("jane@")))
        #expect(email.presentation().message == nil)
        let effects = email.send(.blur)
        #expect(email.presentation().message?.text == "Enter an email address such as name@example.com.")
        #expect(effects.effects.contains(.announce("Enter an email address such as name@example.com.")))
        email.send(.focus)
        email.send(.edit(.insert("example.com")))
        #expect(email.presentation().message == nil)
        // Not shown again before the next blur.
        email.send(.edit(.deleteBackward()))
        email.send(.edit(.deleteBackward()))
        email.send(.edit(.deleteBackward()))
        email.send(.edit(.deleteBackward()))
        #expect(email.presentation().message == nil)
        email.send(.blur)
        #expect(email.presentation().state == .error)
    }

    @Test func changeRuleIsLive() throws {
        var code = try InputField(FieldConfiguration(id: "zip", label: "Postal Code", validation: [.init(.digitsOnly, on: .change)]))
        code.send(.focus)
        code.send(.edit(.insert("1")))
        #expect(code.presentation().message == nil)
        code.send(.edit(.insert("a")))
        #expect(code.presentation().message?.text == "Enter digits only (0–9).")
        code.send(.edit(.deleteBackward()))
        #expect(code.presentation().message == nil)
    }

    @Test func submitRuleWaitsForSubmit() throws {
        var name = try InputField(FieldConfiguration(id: "n", label: "Name", isRequired: true))
        name.send(.focus)
        name.send(.blur)
        #expect(name.presentation().message == nil)
        name.send(.submit)
        #expect(name.presentation().message?.text == "Enter a value. This field is required.")
        name.send(.edit(.insert("J")))
        #expect(name.presentation().message == nil)
    }

    @Test(arguments: [
        (ValidationRule.email, "a@b@c", false), (.email, "jane.doe@example.co.uk", true), (.email, "a b@c.de", false),
        (.digitsOnly, "0123", true), (.digitsOnly, "12a", false),
        (.pattern("[A-Z]{3}-\\d+"), "ABC-12", true), (.pattern("[A-Z]{3}-\\d+"), "ABC-12x", false),
        (.minLength(3), "ab", false), (.minLength(3), "abc", true), (.maxLength(2), "abc", false),
        (.range(min: 1, max: 10), "10", true), (.range(min: 1, max: 10), "10.5", false), (.range(min: nil, max: 0), "-3", true),
        (.luhn, "4111111111111111", true), (.luhn, "4111111111111112", false),
        (.iban, "DE89370400440532013000", true), (.iban, "DE89370400440532013001", false), (.iban, "XX89", false),
        (.required, "  ", false), (.email, "", true),
    ])
    func rules(rule: ValidationRule, value: String, valid: Bool) throws {
        let validator = try Validator(localizer: Localizer(localeIdentifier: "en"), rules: [Validation(rule)])
        let message = validator.failure(of: Validation(rule), value: value)
        #expect((message == nil) == valid, "\(rule) \(value): \(message ?? "valid")")
        if let message { #expect(!message.lowercased().contains("invalid input")) }
    }

    @Test func customRule() throws {
        let notAdmin = ValidationRule.custom("notAdmin") { $0.lowercased() == "admin" ? "Choose another user name; admin is reserved." : nil }
        var field = try InputField(FieldConfiguration(id: "u", label: "User Name", validation: [.init(notAdmin, on: .change)]))
        field.send(.focus)
        field.send(.edit(.paste("Admin")))
        #expect(field.presentation().message?.text == "Choose another user name; admin is reserved.")
    }

    @Test func badPatternIsAConfigurationError() {
        #expect(throws: ConfigurationError.self) {
            try InputField(FieldConfiguration(id: "p", label: "P", validation: [.init(.pattern("(["))]))
        }
    }
}

@Suite struct FormTests {
    static let profile = [
        FieldConfiguration(id: "first", label: "First Name", isRequired: true),
        FieldConfiguration(id: "last", label: "Last Name", isRequired: true),
        FieldConfiguration(id: "company", label: "Company", isDisabled: true),
        FieldConfiguration(id: "email", label: "Email", isRequired: true, validation: [.init(.email, on: .blur)]),
        FieldConfiguration(id: "notes", kind: .note, label: "Notes"),
    ]

    @Test func fewerOptionalFieldsAreMarkedOptional() throws {
        let form = try InputForm(fields: Self.profile)
        #expect(form.marking == .optionalFields)
        #expect(form.presentations.map(\.marker) == [nil, nil, nil, nil, .optional("(optional)")])
        #expect(form.requiredNote == nil)
    }

    @Test func otherwiseAsterisksAndTheRequiredNote() throws {
        let form = try InputForm(fields: [
            FieldConfiguration(id: "a", label: "A", isRequired: true),
            FieldConfiguration(id: "b", label: "B"),
            FieldConfiguration(id: "c", label: "C"),
        ], localeIdentifier: "de_DE")
        #expect(form.marking == .asterisks)
        #expect(form.presentations.map(\.marker) == [.required, nil, nil])
        #expect(form.requiredNote != nil)
        #expect(form.requiredNote != "Fields marked with an asterisk are required")
    }

    @Test func tabOrderSkipsDisabledAndWraps() throws {
        var form = try InputForm(fields: Self.profile)
        form.send(.next)
        #expect(form.focusIndex == 0)
        form.send(.next)
        form.send(.next)
        #expect(form.focusIndex == 3)
        form.send(.next)
        form.send(.next)
        #expect(form.focusIndex == 0)
        form.send(.previous)
        #expect(form.focusIndex == 4)
    }

    @Test func enterMovesOnAndSubmitsFromTheLastSingleLineField() throws {
        var form = try InputForm(fields: [
            FieldConfiguration(id: "a", label: "A"),
            FieldConfiguration(id: "b", label: "B"),
        ])
        form.send(.focus(0))
        form.send(.field(0, .edit(.paste("x"))))
        form.send(.field(0, .returnKey))
        #expect(form.focusIndex == 1)
        let effects = form.send(.field(1, .returnKey))
        #expect(effects.effects.contains(.submitted(Submission(entries: [.init(id: "a", value: "x"), .init(id: "b", value: "")]))))
        #expect(form.submission?.entries.map(\.value) == ["x", ""])
    }

    @Test func submitFocusesFirstInvalidAndReturnsValuesOnlyWhenValid() throws {
        var form = try InputForm(fields: Self.profile, values: ["company": "ACME"])
        let effects = form.send(.submit)
        #expect(effects.effects.contains(.invalid(firstInvalid: 0)))
        #expect(form.submission == nil)
        #expect(form.focusIndex == 0)
        form.send(.field(0, .edit(.paste("Jane"))))
        form.send(.focus(1))
        form.send(.field(1, .edit(.paste("Doe"))))
        form.send(.focus(3))
        form.send(.field(3, .edit(.paste("jane@example.com"))))
        form.send(.submit)
        #expect(form.submission?.entries.map { "\($0.id)=\($0.value)" } == ["first=Jane", "last=Doe", "email=jane@example.com", "notes="])
    }

    @Test func beforeFocusLeavesKeepsFocusWhileInvalid() throws {
        var form = try InputForm(fields: [
            FieldConfiguration(id: "user", label: "User Name", validation: [.init(.minLength(4), on: .beforeFocusLeaves)]),
            FieldConfiguration(id: "pw", label: "Password", isSecure: true),
        ])
        form.send(.focus(0))
        form.send(.field(0, .edit(.paste("ab"))))
        let effects = form.send(.next)
        #expect(form.focusIndex == 0)
        #expect(effects.effects.contains(.field(0, .keepFocus)))
        #expect(form.presentations[0].message?.text == "Enter at least 4 characters.")
        form.send(.field(0, .edit(.paste("cd"))))
        #expect(form.presentations[0].message == nil)
        form.send(.next)
        #expect(form.focusIndex == 1)
    }

    @Test func duplicateIdsAreRejected() {
        #expect(throws: ConfigurationError.self) {
            try InputForm(fields: [FieldConfiguration(id: "a"), FieldConfiguration(id: "a")])
        }
    }
}

@Suite struct ObservationTests {
    @MainActor @Test func presentationChangesAreObservable() throws {
        let model = try InputFieldModel(FieldConfiguration(id: "n", label: "Name"))
        final class Flag: @unchecked Sendable { var fired = false }
        let flag = Flag()
        withObservationTracking {
            _ = model.presentation.text
        } onChange: {
            flag.fired = true
        }
        model.send(.focus)
        model.send(.edit(.insert("J")))
        #expect(flag.fired)
        #expect(model.presentation.text == "J")
    }
}
