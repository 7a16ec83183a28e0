import Testing
import TextInputCore

/// #40: a combo box's choices supplied by the app while the form runs (`setChoices`).
@Suite struct AppChoicesTests {
    func company() throws -> InputField {
        var configuration = FieldConfiguration(id: "company", label: "Company")
        configuration.choicesFromApp = true
        return try InputField(configuration)
    }

    @Test func aFieldWhoseChoicesComeFromTheAppIsAComboBoxBeforeItHasAny() throws {
        var field = try company()
        #expect(field.presentation().isCombo)
        field.send(.focus)
        #expect(field.presentation().suggestions.isEmpty)
        field.send(.edit(.insert("a")))
        let response = field.send(.setChoices([Choice("ACME Corporation", detail: "3 customers"), Choice("Apex"),
                                               Choice("Banana Republic")]))
        #expect(response.changed)
        let shown = field.presentation()
        #expect(shown.suggestions.map(\.text) == ["ACME Corporation", "Apex", "Banana Republic"], "prefix matches first, then inside")
        #expect(shown.suggestions.map(\.detail) == ["3 customers", nil, nil])
    }

    /// #46: choices travel as `Choice` values end to end, so two with one text keep their own second lines (they were
    /// parallel arrays matched back by text, and both showed the first one's).
    @Test func twoChoicesWithOneTextKeepTheirOwnDetails() throws {
        var field = try company()
        field.send(.focus)
        field.send(.edit(.insert("ac")))
        field.send(.setChoices([Choice("Acme Corp", detail: "Berlin"), Choice("Acme Corp", detail: "Lyon")]))
        #expect(field.presentation().suggestions == [Choice("Acme Corp", detail: "Berlin"), Choice("Acme Corp", detail: "Lyon")])
    }

    @Test func theListNarrowsAtOnceAndAPickFillsTheField() throws {
        var field = try company()
        field.send(.focus)
        field.send(.edit(.insert("a")))
        field.send(.setChoices([Choice("ACME Corporation"), Choice("Apex"), Choice("Banana Republic")]))
        field.send(.edit(.insert("c")))
        #expect(field.presentation().suggestions.map(\.text) == ["ACME Corporation"], "before the app's next answer")
        field.send(.moveLine(.down))
        #expect(field.presentation().highlightedSuggestion == 0)
        field.send(.returnKey)
        #expect(field.value == "ACME Corporation")
        field._checkInvariants()
    }

    @Test func newChoicesClearTheHighlightAndKeepAnEscapedListClosed() throws {
        var field = try company()
        field.send(.focus)
        field.send(.setChoices([Choice("Apex"), Choice("ACME")]))
        field.send(.moveLine(.down))
        field.send(.moveLine(.down))
        #expect(field.presentation().highlightedSuggestion == 1)
        field.send(.setChoices([Choice("Apex")]))
        #expect(field.presentation().highlightedSuggestion == nil)
        field._checkInvariants()
        field.send(.escape)
        field.send(.setChoices([Choice("Apex"), Choice("Avis")]))
        #expect(field.presentation().suggestions.isEmpty, "Escape closed the list until the next edit")
        field.send(.edit(.insert("a")))
        #expect(field.presentation().suggestions.map(\.text) == ["Apex", "Avis"])
    }

    @Test func theAppsChoicesReplaceConfiguredOnesAndMoveNoFocus() throws {
        var form = try InputForm(fields: [FieldConfiguration(id: "name", label: "Name"),
                                          FieldConfiguration(id: "country", label: "Country", choices: ["Austria", "Australia"])])
        form.send(.field(1, .focus))
        form.send(.field(1, .edit(.insert("Au"))))
        #expect(form.presentations[1].suggestions.map(\.text) == ["Austria", "Australia"])
        let response = form.send(.field(1, .setChoices([Choice("Austria"), Choice("Auvergne")])))
        #expect(response.focus == 1 && !response.focusChanged)
        #expect(form.presentations[1].suggestions.map(\.text) == ["Austria", "Auvergne"])
        var disabled = FieldConfiguration(id: "d", label: "D", isDisabled: true)
        disabled.choicesFromApp = true
        var field = try InputField(disabled)
        #expect(field.send(.setChoices([Choice("x")])).edit.rejection == .notEditable)
    }
}
