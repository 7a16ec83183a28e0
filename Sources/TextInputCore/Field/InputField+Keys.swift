extension InputField {
    // MARK: - Focus and keys: focus, blur, Return, Escape, Up and Down, the accessories, submit

    /// Focus arrives: the typing state starts (or a pending scan choice
    /// gets the focus it returns to).
    mutating func focus() {
        switch state {
        case .idle: state = .focused(Focus())
        case let .choosingScan(choice, nil): state = .choosingScan(choice, focus: Focus())
        case .focused, .choosingScan: break
        }
    }

    /// Focus leaves: the composition commits and blur rules come due.
    mutating func blur(into response: inout FieldResponse) {
        response.edit = editor.apply(.commit)
        state = .idle
        activate(.blur)
        activate(.beforeFocusLeaves)
    }

    /// Focus is about to leave: a failing rule that must pass first keeps it.
    mutating func focusWillLeave(into response: inout FieldResponse) {
        activate(.beforeFocusLeaves)
        if rules.indices.contains(where: { activeRules.contains($0) && rules[$0].timing == .beforeFocusLeaves
            && rules[$0].severity == .error && fails($0) }) {
            response.effects.append(.keepFocus)
        }
    }

    /// Return: takes the highlighted scan code or suggestion, breaks a
    /// note's line, or commits and moves on.
    mutating func returnKey(into response: inout FieldResponse) {
        if case let .choosingScan(choice, _) = state {
            fill(with: choice.codes[choice.highlighted], into: &response)
            response.scan = .filled
        } else if let highlighted = highlightedSuggestion, suggestions.indices.contains(highlighted) {
            pick(suggestions[highlighted], into: &response)
        } else if fixed.isNote {
            edit(.insert("\n"), into: &response)
        } else {
            response.edit = editor.apply(.commit)
            response.effects.append(.focusNext)
        }
    }

    /// Escape: closes a scan choice or the suggestions; otherwise the field
    /// does nothing with it, and never throws typed text away (#47: a native
    /// input, React Aria's TextField and UI5's ui5-input leave the text
    /// alone; a phone has no Ctrl+Z to bring it back). The host may use an
    /// Escape the field did not (the terminal cancels its form).
    mutating func escape(into response: inout FieldResponse) {
        switch state {
        case .choosingScan: closeScanChoice()
        case var .focused(focus) where !focus.suggestionsClosed && !suggestions.isEmpty:
            focus.suggestionsClosed = true
            focus.highlighted = nil
            state = .focused(focus)
        default: break
        }
    }

    /// Submit: commits, hides a shown password, and every rule comes due.
    mutating func submit(into response: inout FieldResponse) {
        closeScanChoice()
        response.edit = editor.apply(.commit)
        if fixed.isSecure { response.edit.merge(editor.apply(.setTextHidden(true))) }
        for timing in ValidationTiming.allCases { activate(timing) }
    }

    /// The column Up and Down keep in a note while they repeat (nil: none).
    mutating func setGoalColumn(_ column: Int?) {
        if case var .focused(focus) = state, focus.goalColumn != column {
            focus.goalColumn = column
            state = .focused(focus)
        }
    }

    /// Moves the caret to the wrapped line above or below (notes), or to
    /// the start or end (single-line fields).
    mutating func moveLine(_ direction: VerticalDirection, extend: Bool, into response: inout FieldResponse) {
        guard fixed.isNote else {
            response.edit.merge(editor.apply(.move(direction == .up ? .start : .end, extend: extend)))
            return
        }
        // The layout is current: every event ends by bringing it up to date.
        let selection = editor.selection
        let from = extend || direction == .down ? selection.upperBound : selection.lowerBound
        let location = noteCellLocation(ofOffset: from)
        var goal: Int?
        if case let .focused(focus) = state { goal = focus.goalColumn }
        let column = goal ?? location.column
        let line = location.line + (direction == .up ? -1 : 1)
        if line < 0 || line >= noteLineCount {
            response.edit.merge(editor.apply(.move(direction == .up ? .start : .end, extend: extend)))
        } else {
            let target = noteOffset(atCellColumn: column, onLine: line)
            response.edit.merge(editor.apply(.select(anchor: extend ? selection.lowerBound : target, focus: target)))
        }
        setGoalColumn(column)
    }

    /// A tap on an accessory: clear, show or hide the password, scan, the
    /// app's trailing action, or the error icon (which says the error again).
    mutating func tap(_ accessory: FieldAccessory, into response: inout FieldResponse) {
        switch accessory {
        case .clear:
            edit(.clear, into: &response)
        case .visibility:
            guard fixed.isSecure else { return }
            response.edit.merge(editor.apply(.setTextHidden(!editor.isTextHidden)))
        case .scan:
            guard fixed.hasScanAction else { return }
            response.effects.append(.startScan)
            response.scan = .opened
        case .action:
            guard let action = fixed.trailingAction else { return }
            response.effects.append(.performAction(action.id))
        case .error:
            if let error = validationError { response.announce(error) }
        }
    }
}
