extension InputField {
    // MARK: - Suggestions: the combo box's list, its highlight, the app's choices

    /// Choices that match the text as typed: prefix matches first, then
    /// matches inside, ignoring case and diacritics; all choices when empty.
    /// Empty unless the field is focused and the list is open (Escape or a
    /// pick closes it until the next edit). Each keeps its second line
    /// (``Choice/detail``): two choices with one text stay two.
    public var suggestions: [Choice] {
        guard fixed.hasChoices, case let .focused(focus) = state, !focus.suggestionsClosed else { return [] }
        let choices = appChoices ?? fixed.configuredChoices
        let query = TextFolding.key(editor.value)
        if query.isEmpty { return choices }
        var prefix: [Choice] = []
        var inside: [Choice] = []
        for choice in choices {
            let folded = TextFolding.key(choice.text)
            if folded == query { continue }
            if TextFolding.hasPrefix(folded, query) { prefix.append(choice) }
            else if TextFolding.contains(folded, query) { inside.append(choice) }
        }
        return prefix + inside
    }

    /// The choices a pick is made from: the app's, else the configured ones.
    var availableChoices: [Choice] { appChoices ?? fixed.configuredChoices }

    /// Fills the field with a choice's text (one undo step) and keeps its id
    /// as the field's ``choiceID`` until the text changes again.
    @inline(never)
    mutating func pick(_ choice: Choice, into response: inout FieldResponse) {
        let before = choiceID
        fill(with: choice.text, into: &response)
        choiceID = choice.id
        if before != choiceID { response.changed = true }
    }

    /// Picks the choice with this key, if the field has one.
    @inline(never)
    mutating func pick(id: String, into response: inout FieldResponse) {
        if let choice = availableChoices.first(where: { $0.id == id }) { pick(choice, into: &response) }
    }

    /// The key of the first choice of this text (a pick by text).
    @inline(never)
    func keyOfChoice(text: String) -> String? {
        for choice in appChoices ?? fixed.configuredChoices where choice.text == text { return choice.id }
        return nil
    }

    /// The app's choices (``FieldEvent/setChoices(_:)``) replace the
    /// configured ones; a highlight is cleared.
    mutating func setAppChoices(_ choices: [Choice], into response: inout FieldResponse) {
        // (Not compared with the list before: an app answers with a new list, and the comparison costs the
        // page's module more than the answer it would save.)
        appChoices = choices
        if case var .focused(focus) = state, focus.highlighted != nil {
            focus.highlighted = nil
            state = .focused(focus)
        }
        response.changed = true
    }

    /// Moves the highlight of an open list; false when no list is open.
    mutating func moveHighlight(_ direction: VerticalDirection) -> Bool {
        switch state {
        case .choosingScan(var choice, let focus):
            choice.highlighted = Self.step(choice.highlighted, count: choice.codes.count, direction)
            state = .choosingScan(choice, focus: focus)
            return true
        case var .focused(focus):
            let count = suggestions.count
            guard count > 0, !fixed.isNote else { return false }
            focus.highlighted = Self.step(focus.highlighted, count: count, direction)
            state = .focused(focus)
            return true
        case .idle:
            return false
        }
    }

    /// The next highlight in a list of `count`, wrapping around; from no
    /// highlight, Down goes to the first entry and Up to the last.
    static func step(_ current: Int?, count: Int, _ direction: VerticalDirection) -> Int {
        guard let current, current < count else { return direction == .down ? 0 : count - 1 }
        return direction == .down ? (current + 1) % count : (current + count - 1) % count
    }
}
