import Testing
import TextInputCore

/// #48 item 2: choices with a key. The text stays what the field shows; a pick makes the choice's id the field's
/// `choiceID` until an edit changes the text.
@Suite struct ChoiceKeyTests {
    func company(_ choices: [Choice] = []) throws -> InputField {
        var configuration = FieldConfiguration(id: "company", label: "Company")
        configuration.choices = choices
        configuration.choicesFromApp = choices.isEmpty
        return try InputField(configuration)
    }

    @Test func twoCompaniesOfOneNameArePickedByKey() throws {
        var field = try company()
        field.send(.focus)
        field.send(.edit(.insert("ac")))
        field.send(.setChoices([Choice(id: "C-1", text: "Acme Corp", detail: "Berlin"),
                                Choice(id: "C-2", text: "Acme Corp", detail: "Lyon")]))
        field.send(.moveLine(.down))
        field.send(.moveLine(.down))
        field.send(.returnKey)
        #expect(field.value == "Acme Corp")
        #expect(field.choiceID == "C-2", "the highlighted one, not the first of that text")
        #expect(field.presentation().choiceID == "C-2")
        field.send(.edit(.insert("x")))
        #expect(field.choiceID == nil, "an edit after the pick drops the id")
        field.send(.edit(.deleteBackward()))
        #expect(field.choiceID == nil, "the same text typed again is not a pick")
        field.send(.chooseID("C-1"))
        #expect(field.choiceID == "C-1")
        #expect(field.value == "Acme Corp")
        field.send(.chooseID("C-404"))
        #expect(field.choiceID == "C-1", "an id no choice has changes nothing")
        field._checkInvariants()
    }

    @Test func pickingByTextLendsTheFirstChoiceOfThatTextItsKey() throws {
        var field = try company([Choice(id: "de", text: "Germany", group: "Europe"), Choice(id: "jp", text: "Japan", group: "Asia"), "Peru"])
        field.send(.focus)
        field.send(.choose("Japan"))
        #expect(field.choiceID == "jp")
        field.send(.choose("Peru"))
        #expect(field.choiceID == nil, "a choice without a key")
        field.send(.edit(.clear))
        #expect(field.presentation().suggestions.map(\.group) == ["Europe", "Asia", nil])
    }

    @Test func undoAfterAPickDropsTheKey() throws {
        var field = try company([Choice(id: "1", text: "One")])
        field.send(.focus)
        field.send(.chooseID("1"))
        field.send(.edit(.undo))
        #expect(field.value == "")
        #expect(field.choiceID == nil)
    }
}
