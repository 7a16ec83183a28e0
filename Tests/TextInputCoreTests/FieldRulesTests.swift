import Testing
import TextInputCore

/// Rules that live once in the core: scan policy, list highlight, refusals,
/// markers, traits, message tone, responses.
@Suite struct FieldRulesTests {
    func scanField(_ format: TextFormat = .plain, readOnly: Bool = false) throws -> InputField {
        try InputField(FieldConfiguration(id: "code", label: "Code", isReadOnly: readOnly, hasScanAction: true, format: format))
    }

    @Test func scanWithNoCodeAnnouncesAndKeepsTheValue() throws {
        var field = try scanField()
        field.send(.focus)
        field.send(.edit(.insert("A")))
        let response = field.send(.scanFound([]))
        #expect(response.effects == [.announce("No barcode found. Hold the code in full view and try again.")])
        #expect(field.value == "A")
        #expect(field.presentation().scanChoices == nil)
    }

    @Test func scanWithOneCodeOrDuplicatesFillsTheFieldThroughItsFormat() throws {
        var field = try scanField(.mask("(###) ###-####"))
        field.send(.focus)
        let response = field.send(.scanFound(["5551234567", "5551234567"]))
        #expect(field.presentation().text == "(555) 123-4567")
        #expect(response.edit.textChanged)
        #expect(field.presentation().scanChoices == nil)
        field.send(.edit(.undo))
        #expect(field.value.isEmpty, "a scan is one undo step")
    }

    @Test func scanWithSeveralCodesOpensAListChosenWithArrowsAndReturn() throws {
        var field = try scanField()
        field.send(.focus)
        field.send(.scanFound(["A-1", "B-2", "A-1", "C-3"]))
        var choices = try #require(field.presentation().scanChoices)
        #expect(choices.codes == ["A-1", "B-2", "C-3"])
        #expect(choices.highlighted == 0)
        #expect(choices.prompt == "Several codes found. Choose one:")
        #expect(field.value.isEmpty, "nothing is filled before a choice")
        field.send(.moveLine(.up))
        choices = try #require(field.presentation().scanChoices)
        #expect(choices.highlighted == 2, "Up from the first code wraps to the last")
        field.send(.moveLine(.down))
        #expect(field.presentation().scanChoices?.highlighted == 0, "Down from the last wraps to the first")
        field.send(.moveLine(.down))
        field.send(.returnKey)
        #expect(field.value == "B-2")
        #expect(field.presentation().scanChoices == nil)
        #expect(field.isFocused)
    }

    @Test func scanChoiceByIndexAndEscape() throws {
        var field = try scanField()
        field.send(.focus)
        field.send(.scanFound(["A-1", "B-2"]))
        field.send(.escape)
        #expect(field.presentation().scanChoices == nil)
        #expect(field.value.isEmpty)
        field.send(.scanFound(["A-1", "B-2"]))
        field.send(.chooseScanned(5))
        #expect(field.presentation().scanChoices != nil, "an index out of range picks nothing")
        field.send(.chooseScanned(1))
        #expect(field.value == "B-2")
    }

    @Test func readOnlyFieldRefusesScansAndEditsWithOneList() throws {
        var field = try scanField(readOnly: true)
        field.send(.focus)
        for event: FieldEvent in [.scanFound(["X"]), .scanned("X"), .edit(.insert("x")), .edit(.paste("x")),
                                  .edit(.undo), .tap(.clear), .tap(.scan), .choose("x"), .edit(.setComposition("x"))] {
            let response = field.send(event)
            #expect(response.edit.rejection == .notEditable, "\(event)")
            #expect(!response.changed, "\(event)")
        }
        for event: FieldEvent in [.edit(.selectAll), .edit(.move(.start)), .edit(.cancelComposition), .blur, .focus] {
            #expect(field.send(event).edit.rejection == nil, "\(event)")
        }
        #expect(FieldEvent.edit(.cancelComposition).changesText == false)
        #expect(FieldEvent.tap(.visibility).changesText == false)
    }

    @Test func disabledFieldTakesOnlyBlur() throws {
        var field = try InputField(FieldConfiguration(id: "d", label: "D", isDisabled: true), value: "x")
        #expect(field.send(.focus).edit.rejection == .notEditable)
        #expect(!field.isFocused)
        #expect(field.send(.blur).edit.rejection == nil)
        let shown = field.presentation()
        #expect(shown.isDisabled && !shown.isReadOnly && shown.styles.opacity == 0.5)
    }

    @Test func suggestionsHighlightWrapsAndReturnPicks() throws {
        var field = try InputField(FieldConfiguration(id: "city", label: "City", choices: ["Berlin", "Bern", "Bonn"]))
        field.send(.focus)
        field.send(.edit(.insert("b")))
        #expect(field.presentation().suggestions.map(\.text) == ["Berlin", "Bern", "Bonn"])
        #expect(field.presentation().highlightedSuggestion == nil)
        field.send(.moveLine(.up))
        #expect(field.presentation().highlightedSuggestion == 2, "Up with nothing highlighted goes to the last")
        field.send(.moveLine(.down))
        #expect(field.presentation().highlightedSuggestion == 0, "Down from the last wraps to the first")
        field.send(.edit(.insert("e")))
        #expect(field.presentation().highlightedSuggestion == nil, "an edit resets the highlight")
        field.send(.moveLine(.down))
        field.send(.moveLine(.down))
        field.send(.returnKey)
        #expect(field.value == "Bern")
        #expect(field.presentation().suggestions.isEmpty, "a pick closes the list")
    }

    @Test func escapeClosesSuggestionsUntilTheNextEdit() throws {
        var field = try InputField(FieldConfiguration(id: "city", label: "City", choices: ["Berlin", "Bern"]))
        field.send(.focus)
        field.send(.edit(.insert("B")))
        field.send(.escape)
        #expect(field.presentation().suggestions.isEmpty)
        let response = field.send(.returnKey)
        #expect(response.effects == [.focusNext], "Return without a list moves on")
        field.send(.edit(.insert("e")))
        #expect(field.presentation().suggestions.map(\.text) == ["Berlin", "Bern"])
    }

    @Test func upAndDownMoveTheCaretWhenNoListIsOpen() throws {
        var field = try InputField(FieldConfiguration(id: "n", label: "N"), value: "abc")
        field.send(.focus)
        field.send(.moveLine(.up))
        #expect(field.editor.selection == 0..<0)
        field.send(.moveLine(.down))
        #expect(field.editor.selection == 3..<3)
    }

    @Test func responsesSayWhatChanged() throws {
        var field = try InputField(FieldConfiguration(id: "n", label: "N", format: .mask("###")))
        #expect(field.send(.focus).changed)
        let typed = field.send(.edit(.insert("1")))
        #expect(typed.changed && typed.edit.textChanged)
        let refused = field.send(.edit(.insert("x")))
        #expect(refused.edit.rejection == .invalidCharacter("x", expected: .digit))
        #expect(!refused.edit.textChanged)
        #expect(!field.send(.focus).changed, "focusing a focused field changes nothing")

        var form = try InputForm(fields: [FieldConfiguration(id: "a", label: "A"), FieldConfiguration(id: "b", label: "B"),
                                          FieldConfiguration(id: "c", label: "C")])
        let focus = form.send(.focus(1))
        #expect(focus.changedFields == [1])
        #expect(focus.focusChanged)
        let next = form.send(.next)
        #expect(next.changedFields == [1, 2])
        let edit = form.send(.field(2, .edit(.insert("x"))))
        #expect(edit.changedFields == [2] && edit.field == 2 && edit.edit.textChanged && !edit.focusChanged)
    }

    /// The core says where focus must go only where a host's own input (a click, Tab, leaving a field) did not put it.
    @Test func focusToApplyIsWhatTheHostDidNotDo() throws {
        var form = try InputForm(fields: [
            FieldConfiguration(id: "a", label: "A"),
            FieldConfiguration(id: "b", label: "B", isDisabled: true),
            FieldConfiguration(id: "c", label: "C", isRequired: true),
        ])
        #expect(form.send(.field(0, .focus)).focusToApply == nil, "the click focused it")
        #expect(form.send(.field(1, .focus)).focusToApply == .field(0), "a disabled field refuses: back to a")
        #expect(form.send(.field(0, .blur)).focusToApply == nil, "the page left it")
        #expect(form.send(.field(2, .edit(.insert("x")))).focusToApply == .field(2), "typing into c focuses it")
        _ = form.send(.field(2, .edit(.clear)))
        #expect(form.send(.field(2, .returnKey)).focusToApply == nil, "Return in the last field submits; c stays")
        _ = form.send(.field(2, .blur))
        #expect(form.send(.submit).focusToApply == .field(2), "a submit takes the user to the first invalid field")
        #expect(form.send([.field(0, .focus), .field(0, .blur)]).focusToApply == nil, "the page's own focus and blur")
        #expect(form.send(.focus(2)).focusToApply == nil)
        #expect(form.send(.next).focusToApply == .field(0), "the form's Tab: the host moves nothing itself")
    }

    @Test func submissionIsOrderedAndEndsWithTheNextChange() throws {
        var form = try InputForm(fields: [
            FieldConfiguration(id: "zeta", label: "Zeta"),
            FieldConfiguration(id: "alpha", label: "Alpha"),
            FieldConfiguration(id: "off", label: "Off", isDisabled: true),
        ], values: ["zeta": "1", "alpha": "2", "off": "3"])
        let response = form.send(.submit)
        let submission = try #require(form.submission)
        #expect(submission.entries.map(\.id) == ["zeta", "alpha"])
        #expect(submission["alpha"] == "2" && submission["off"] == nil)
        #expect(response.effects.contains(.submitted(submission)))
        form.send(.field(0, .edit(.insert("9"))))
        #expect(form.submission == nil, "a changed value needs a new submit")
    }

    @Test func markersAreValuesNotStrings() throws {
        let standalone = try InputField(FieldConfiguration(id: "r", label: "R", isRequired: true))
        #expect(standalone.presentation().marker == .required)
        #expect(standalone.presentation().marker?.text == "*")
        let german = try InputField(FieldConfiguration(id: "o", label: "O", localeIdentifier: "de_DE"))
        #expect(german.presentation(marking: .optionalFields).marker == .optional("(optional)"))
        let readOnly = try InputField(FieldConfiguration(id: "x", label: "X", isRequired: true, isReadOnly: true))
        #expect(readOnly.presentation().marker == nil, "fields that take no input are not marked")
        #expect(readOnly.presentation().isReadOnly)
    }

    @Test func traitsAreDerivedOnceFromTheConfiguration() throws {
        let note = TextInputTraits(FieldConfiguration(id: "n", kind: .note))
        #expect(note.returnKey == .newline && note.spellChecking && note.autocorrection && note.autocapitalization == .sentences)
        let name = TextInputTraits(FieldConfiguration(id: "n", contentType: .givenName))
        #expect(name.autocapitalization == .words && !name.spellChecking)
        let email = TextInputTraits(FieldConfiguration(id: "e", keyboard: .email))
        #expect(email.autocapitalization == .none && !email.autocorrection)
        let iban = TextInputTraits(FieldConfiguration(id: "i", format: .iban))
        #expect(iban.autocapitalization == .allCharacters && !iban.spellChecking)
        let secret = TextInputTraits(FieldConfiguration(id: "p", isSecure: true))
        #expect(secret.isSecureEntry && secret.autocapitalization == .none && !secret.spellChecking)
        #expect(TextInputTraits(FieldConfiguration(id: "l"), isLastInForm: true).returnKey == .done)

        let form = try InputForm(fields: [FieldConfiguration(id: "a"), FieldConfiguration(id: "b"),
                                          FieldConfiguration(id: "c", isDisabled: true)])
        #expect(form.presentations.map(\.traits.returnKey) == [.next, .done, .done])
        #expect(form.presentation(at: 1).returnKey == .done)
    }

    @Test func messageToneIsNegativeForErrorsAndExceededLimits() throws {
        var over = try InputField(FieldConfiguration(id: "o", label: "O", limit: CharacterLimit(max: 2)), value: "abc")
        #expect(over.presentation().message?.tone == .negative)
        var stop = try InputField(FieldConfiguration(id: "s", label: "S", limit: CharacterLimit(max: 2, policy: .stop)))
        stop.send(.focus)
        stop.send(.edit(.insert("ab")))
        #expect(stop.presentation().message?.kind == .limit)
        #expect(stop.presentation().message?.tone == .neutral, "reaching a stop limit is not an error")
        let helper = try InputField(FieldConfiguration(id: "h", label: "H", helper: "Short"))
        #expect(helper.presentation().message?.tone == .neutral)
        over.send(.focus)
        _ = over
    }

    @Test func presentationHasAPublicInitialiserForPreviews() {
        let preview = FieldPresentation(id: "email", label: "Email", text: "jane@", isFocused: true, state: .error,
                                        message: InfoMessage(kind: .error, text: "Enter an email address."))
        #expect(preview.selection == 5..<5)
        #expect(preview.styles.border == .error)
        #expect(preview.accessibility.error == "Enter an email address.")
        #expect(preview.message?.tone == .negative)
    }

    @Test func displayedTextLosesItsAffixes() {
        let price = FieldConfiguration(id: "p", prefix: "$ ", suffix: " USD")
        #expect(price.value(fromDisplayedText: "$ 12 USD") == "12")
        #expect(price.value(fromDisplayedText: "12") == "12")
    }
}
